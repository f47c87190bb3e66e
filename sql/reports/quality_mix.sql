-- One row per (era, quality kind): cards first printed in the era (Un-cards left out) with a
-- protection clause of that kind in any scope (702.16a the quality; 702.16g/h one per quality).
SELECT
    c.first_era AS era,
    p.quality_kind,
    count(DISTINCT p.oracle_id) AS n_cards,
    count(DISTINCT p.oracle_id) FILTER (WHERE p.scope = 'self') AS n_self_cards
FROM protections AS p
JOIN cards AS c USING (oracle_id)
WHERE NOT c.is_funny AND c.first_era IS NOT NULL
GROUP BY ALL
ORDER BY era, p.quality_kind;
