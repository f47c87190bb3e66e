-- One row per protected card (self scope, Un-cards left out) among the ten first printed, with
-- the first era's first set (LEA) and whether it is loaded; tests the seeds' claim a (702.16).
WITH first_era AS (
    SELECT first_set, starts_on FROM eras ORDER BY starts_on LIMIT 1
)
SELECT
    c.oracle_id,
    c.name,
    c.first_set_code,
    s.name AS first_set_name,
    c.first_released_at,
    e.first_set AS era_first_set,
    e.starts_on AS era_starts_on,
    EXISTS (SELECT 1 FROM sets AS x WHERE x.set_code = e.first_set) AS era_first_set_loaded
FROM cards AS c
JOIN card_protection_flags AS f USING (oracle_id)
LEFT JOIN sets AS s ON s.set_code = c.first_set_code
CROSS JOIN first_era AS e
WHERE f.has_self AND NOT c.is_funny AND c.first_released_at IS NOT NULL
ORDER BY c.first_released_at, c.first_set_code, c.name, c.oracle_id
LIMIT 10;
