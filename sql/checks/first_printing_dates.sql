-- Offending rows: cards whose first printing, date or era is not their earliest printing by the
-- printing's own date (MTGJSON originalReleaseDate, Scryfall released_at), nor that date's era.
WITH earliest AS (
    SELECT
        oracle_id,
        min(released_at) AS released_at,
        arg_min(set_code, (released_at, set_code)) AS set_code
    FROM printings
    GROUP BY oracle_id
)
SELECT c.oracle_id, c.name, c.first_set_code, c.first_released_at, c.first_era,
       e.set_code AS earliest_set_code, e.released_at AS earliest_released_at
FROM cards AS c
JOIN earliest AS e USING (oracle_id)
WHERE c.first_released_at IS DISTINCT FROM e.released_at
   OR c.first_set_code IS DISTINCT FROM e.set_code
   OR c.first_era IS DISTINCT FROM internal.era_of(e.released_at);
