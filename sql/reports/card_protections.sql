-- One row per protection quality of a card (702.16g/h: each quality is its own ability), in the
-- card's clause order: what the card pages list.
SELECT
    oracle_id,
    face_index,
    clause_index,
    scope,
    quality_kind,
    quality_value,
    text,
    subject,
    condition,
    duration
FROM protections
ORDER BY oracle_id, face_index, clause_index, scope, quality_kind, quality_value NULLS FIRST;
