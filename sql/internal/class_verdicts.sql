-- One row per (protected object, interaction, source class, perspective): the verdict's rank
-- and the key of its explanation. A source gets through if any one of its paths does
-- (702.16b-f); rank 3 is a block the attacker's evasion makes impossible anyway
-- (not_applicable, 702.9b ...), so it loses to any other path.
CREATE TABLE internal.class_verdicts AS
WITH signature_verdicts AS (
    SELECT
        r.protected_oracle_id, r.scope, q.perspective, g.sig_id,
        CASE WHEN r.evasion = 'landwalk' THEN greatest(q.rank, 1)
             WHEN r.evasion IS NOT NULL THEN 3
             ELSE q.rank END AS rank,
        q.protection_id, q.any_color_quality, q.any_spells_only, r.evasion
    FROM internal.signatures AS g
    JOIN internal.reach AS r USING (reach_id)
    JOIN internal.quality_verdicts AS q
      ON q.quality_id = g.quality_id AND q.protected_oracle_id = r.protected_oracle_id AND q.scope = r.scope
),
members AS (
    SELECT DISTINCT interaction, class_id, unnest(sig_ids) AS sig_id FROM internal.source_classes
),
per_class_any AS (
    SELECT
        v.protected_oracle_id, v.scope, m.interaction, m.class_id,
        min(v.rank) AS rank,
        -- the deciding path: the weakest (then the first) of the source's signatures
        arg_min(
            {'sig_id': v.sig_id, 'protection_id': v.protection_id,
             'any_color_quality': v.any_color_quality, 'any_spells_only': v.any_spells_only,
             'evasion': v.evasion},
            v.rank::BIGINT * 1000000000 + v.sig_id
        ) AS decided_by
    FROM members AS m
    JOIN signature_verdicts AS v USING (sig_id)
    WHERE v.perspective = 'any'
    GROUP BY ALL
),
-- The opponent's side (702.16k reading) differs only for objects whose protection it decides
-- (quality_verdicts has 'opponent' rows for them) and for sources with a path that reaches only
-- what its controller controls ("target creature you control", equip): that path can't reach
-- the opponent's card. Elsewhere the 'any' row stands for both (all_interactions).
opponent_objects AS (
    SELECT DISTINCT protected_oracle_id, scope FROM internal.quality_verdicts
    WHERE perspective = 'opponent'
),
own_only_classes AS (
    SELECT DISTINCT m.interaction, m.class_id
    FROM members AS m JOIN internal.signatures AS g USING (sig_id)
    WHERE g.reach.own_only
),
opponent_signature_verdicts AS (
    SELECT v.* FROM signature_verdicts AS v
    WHERE v.perspective = 'opponent'
       OR (v.perspective = 'any' AND NOT EXISTS (
               SELECT 1 FROM opponent_objects AS o
               WHERE o.protected_oracle_id = v.protected_oracle_id AND o.scope = v.scope))
),
per_class_opponent AS (
    SELECT
        v.protected_oracle_id, v.scope, m.interaction, m.class_id,
        min(v.rank) AS rank,
        arg_min(
            {'sig_id': v.sig_id, 'protection_id': v.protection_id,
             'any_color_quality': v.any_color_quality, 'any_spells_only': v.any_spells_only,
             'evasion': v.evasion},
            v.rank::BIGINT * 1000000000 + v.sig_id
        ) AS decided_by
    FROM members AS m
    JOIN opponent_signature_verdicts AS v USING (sig_id)
    JOIN internal.signatures AS g USING (sig_id)
    LEFT JOIN own_only_classes AS oc ON oc.interaction = m.interaction AND oc.class_id = m.class_id
    LEFT JOIN opponent_objects AS oo
      ON oo.protected_oracle_id = v.protected_oracle_id AND oo.scope = v.scope
    WHERE NOT g.reach.own_only AND (oc.class_id IS NOT NULL OR oo.scope IS NOT NULL)
    GROUP BY ALL
),
per_class AS (
    SELECT *, 'any' AS perspective FROM per_class_any
    UNION ALL
    -- a NULL rank: from the opponent's side the source can't do this at all
    SELECT a.protected_oracle_id, a.scope, a.interaction, a.class_id, o.rank, o.decided_by,
           'opponent' AS perspective
    FROM per_class_any AS a
    LEFT JOIN per_class_opponent AS o USING (protected_oracle_id, scope, interaction, class_id)
    LEFT JOIN own_only_classes AS oc ON oc.interaction = a.interaction AND oc.class_id = a.class_id
    LEFT JOIN opponent_objects AS oo
      ON oo.protected_oracle_id = a.protected_oracle_id AND oo.scope = a.scope
    WHERE oc.class_id IS NOT NULL OR oo.scope IS NOT NULL
)
SELECT
    c.protected_oracle_id,
    c.scope,
    c.perspective,
    c.interaction,
    c.class_id,
    c.rank,
    c.decided_by,
    -- verdicts explained alike share a reason (verdict_reasons.sql)
    CASE WHEN c.rank IS NOT NULL THEN
        hash(c.rank, c.decided_by.protection_id, c.decided_by.any_color_quality,
             c.decided_by.any_spells_only, c.decided_by.evasion, g.explain)
    END AS reason_id
FROM per_class AS c
LEFT JOIN internal.signatures AS g ON g.sig_id = c.decided_by.sig_id;
