-- One row per (source quality signature, protected object): the strongest of the object's
-- protections against such a source (all apply at once; 702.16g/h): 2 stops, 1 may, 0 doesn't.
CREATE TABLE internal.quality_verdicts AS
WITH candidates AS (
    SELECT
        q.quality_id,
        p.oracle_id AS protected_oracle_id,
        p.scope,
        p.protection_id,
        p.clause_index,
        p.colors IS NOT NULL OR p.chosen = 'color'
            OR p.color_count IN ('colored', 'monocolored', 'multicolored') AS color_quality,
        p.spells_only,
        CASE
            WHEN q.quality.capability IN ('sweep', 'edict', 'counter')
             AND NOT q.quality.targeted_edict THEN 0                          -- not DEBT
            WHEN q.quality.damage_by = 'other' OR q.quality.granted THEN
                -- another object (a fighting creature, the holder of a granted ability) is the source
                CASE
                    WHEN p.quality_kind = 'everything'
                      OR (q.quality.damage_by = 'other' AND NOT q.quality.granted AND p.card_type = 'Creature'
                          AND p.colors IS NULL AND p.color_count IS NULL AND p.subtype IS NULL
                          AND p.excluded_subtype IS NULL AND p.supertype IS NULL
                          AND p.mana_value_op IS NULL AND p.chosen IS NULL AND p.controller IS NULL
                          AND p.state IS NULL)
                        THEN CASE WHEN p.condition IS NULL AND p.duration IS NULL THEN 2 ELSE 1 END
                    WHEN p.spells_only THEN 0
                    ELSE 1
                END
            ELSE internal.quality_match(p, q.quality)
        END AS rank
    FROM (SELECT DISTINCT quality_id, quality FROM internal.signatures) AS q
    CROSS JOIN protections AS p
    WHERE p.scope IN ('self', 'granted', 'player')
)
SELECT
    quality_id,
    protected_oracle_id,
    scope,
    max(rank) AS rank,
    arg_max(protection_id, rank * 1000 - clause_index) AS protection_id,
    bool_or(color_quality) AS any_color_quality,
    bool_or(spells_only) AS any_spells_only
FROM candidates
GROUP BY quality_id, protected_oracle_id, scope;
