-- One row per (source quality signature, protected object, perspective): the strongest of the
-- object's protections against such a source (all apply at once; 702.16g/h): 2 stops, 1 may,
-- 0 doesn't. Perspective 'any' is the general reading; 'opponent' (the source is controlled by
-- the object's opponent, 702.16k) has rows only for objects whose protection that decides.
CREATE TABLE internal.quality_verdicts AS
WITH opponent_objects AS (
    SELECT DISTINCT oracle_id, scope FROM protections WHERE internal.stops_opponent(protections)
),
candidates AS (
    SELECT
        q.quality_id,
        p.oracle_id AS protected_oracle_id,
        p.scope,
        v.perspective,
        v.perspective = 'opponent' AND internal.stops_opponent(p) AS stops_opponent,
        p.protection_id,
        p.clause_index,
        p.colors IS NOT NULL OR p.chosen = 'color'
            OR p.color_count IN ('colored', 'monocolored', 'multicolored') AS color_quality,
        p.spells_only,
        CASE
            WHEN q.quality.capability IN ('sweep', 'edict', 'counter')
             AND NOT q.quality.targeted_edict THEN 0                          -- not DEBT
            -- 615.12: protection's damage clause is a prevention effect (702.16e); damage that
            -- can't be prevented is dealt anyway
            WHEN q.quality.unpreventable = 'always' THEN 0
            WHEN q.quality.damage_by = 'other' OR q.quality.granted OR q.quality.attached THEN
                -- another object (a fighting creature, the holder of a granted ability, the Aura
                -- or Equipment an effect attaches) is the source: only what it surely is counts
                CASE
                    WHEN p.quality_kind = 'everything'
                      OR (p.card_type IS NOT NULL
                          AND p.colors IS NULL AND p.color_count IS NULL AND p.subtype IS NULL
                          AND p.excluded_subtype IS NULL AND p.supertype IS NULL
                          AND p.mana_value_op IS NULL AND p.chosen IS NULL AND p.controller IS NULL
                          AND p.state IS NULL
                          AND ((q.quality.damage_by = 'other' AND NOT q.quality.granted
                                AND p.card_type = 'Creature')
                               OR (q.quality.attached AND list_contains(q.quality.types, p.card_type))))
                        THEN CASE WHEN p.condition IS NULL AND p.duration IS NULL THEN 2 ELSE 1 END
                    WHEN p.spells_only THEN 0
                    ELSE 1
                END
            WHEN q.quality.unpreventable = 'conditional' THEN least(internal.quality_match(p, q.quality), 1)
            ELSE internal.quality_match(p, q.quality)
        END AS rank
    FROM (SELECT DISTINCT quality_id, quality FROM internal.signatures) AS q
    CROSS JOIN protections AS p
    CROSS JOIN (VALUES ('any'), ('opponent')) AS v(perspective)
    LEFT JOIN opponent_objects AS o ON o.oracle_id = p.oracle_id AND o.scope = p.scope
    WHERE p.scope IN ('self', 'granted', 'player')
      AND (v.perspective = 'any' OR o.oracle_id IS NOT NULL)
),
perspective_ranks AS (
    -- what depended only on who controls the source is decided when the opponent does
    SELECT * REPLACE (CASE WHEN stops_opponent AND rank = 1 THEN 2 ELSE rank END AS rank)
    FROM candidates
)
SELECT
    quality_id,
    protected_oracle_id,
    scope,
    perspective,
    max(rank) AS rank,
    arg_max(protection_id, rank * 1000 - clause_index) AS protection_id,
    bool_or(color_quality) AS any_color_quality,
    bool_or(spells_only) AS any_spells_only
FROM perspective_ranks
GROUP BY quality_id, protected_oracle_id, scope, perspective;
