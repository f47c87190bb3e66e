-- One row per protection clause the parser left unparsed (quality_kind 'unparsed'), with the card
-- and whether it is an Un-card: nothing is silently dropped (702.16a).
SELECT
    c.oracle_id,
    c.name,
    c.is_funny,
    p.scope,
    p.quality_value,
    p.text
FROM protections AS p
JOIN cards AS c USING (oracle_id)
WHERE p.quality_kind = 'unparsed'
ORDER BY c.is_funny, c.name, c.oracle_id, p.face_index, p.clause_index, p.quality_value;
