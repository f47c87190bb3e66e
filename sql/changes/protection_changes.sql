-- One row per protection quality (702.16a, one per quality as 702.16g/h count them) a card gained
-- or lost since the build replaced (`previous`): by new text, a new card, or a better parser.
INSERT INTO protection_changes
SELECT
    $started_at::TIMESTAMPTZ,
    d.change,
    d.oracle_id,
    coalesce(c.name, p.name),
    d.face_index,
    d.scope,
    d.quality_kind,
    d.quality_value,
    coalesce(d.quality_kind || ':' || d.quality_value, d.quality_kind),
    d.condition,
    d.duration
FROM (
    SELECT 'added' AS change, *
    FROM (
        SELECT oracle_id, face_index, scope, quality_kind, quality_value, condition, duration
        FROM protections
        EXCEPT
        SELECT oracle_id, face_index, scope, quality_kind, quality_value, condition, duration
        FROM previous.protections
    )
    UNION ALL
    SELECT 'removed' AS change, *
    FROM (
        SELECT oracle_id, face_index, scope, quality_kind, quality_value, condition, duration
        FROM previous.protections
        EXCEPT
        SELECT oracle_id, face_index, scope, quality_kind, quality_value, condition, duration
        FROM protections
    )
) AS d
LEFT JOIN cards AS c ON c.oracle_id = d.oracle_id
LEFT JOIN previous.cards AS p ON p.oracle_id = d.oracle_id
ORDER BY 2, 4, 3, 5, 6, 9;
