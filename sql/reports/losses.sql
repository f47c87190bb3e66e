-- One row per "loses protection" clause (protection_losses), with its card: losing one quality
-- keeps the others (702.16g/h; Cephalid Snitch against Pristine Angel in the seeds).
SELECT
    l.oracle_id,
    c.name,
    c.is_funny,
    l.subject,
    l.quality_kind,
    l.quality_value,
    l.duration,
    l.text
FROM protection_losses AS l
JOIN cards AS c USING (oracle_id)
ORDER BY c.name, l.oracle_id, l.face_index, l.clause_index, l.quality_kind, l.quality_value;
