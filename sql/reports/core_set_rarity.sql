-- One row per (core set, rarity): cards printed there and cards new there (first printed in that
-- set), with how many of each have protection (self scope); tests the seeds' claims a, b and c.
WITH printed AS (
    SELECT
        p.set_code,
        p.rarity,
        p.oracle_id,
        c.name,
        coalesce(f.has_self, false) AS protected,
        c.first_set_code = p.set_code AS is_new
    FROM printings AS p
    JOIN cards AS c USING (oracle_id)
    LEFT JOIN card_protection_flags AS f USING (oracle_id)
)
SELECT
    s.set_code,
    s.name AS set_name,
    s.released_at,
    s.era,
    pr.rarity,
    count(DISTINCT pr.oracle_id) AS n_cards,
    count(DISTINCT pr.oracle_id) FILTER (WHERE pr.protected) AS n_protected,
    count(DISTINCT pr.oracle_id) FILTER (WHERE pr.is_new) AS n_new_cards,
    count(DISTINCT pr.oracle_id) FILTER (WHERE pr.is_new AND pr.protected) AS n_new_protected,
    coalesce(list(DISTINCT pr.name ORDER BY pr.name) FILTER (WHERE pr.protected), [])
        AS protected_names
FROM sets AS s
JOIN printed AS pr USING (set_code)
WHERE s.is_core
GROUP BY ALL
ORDER BY s.released_at, s.set_code, pr.rarity;
