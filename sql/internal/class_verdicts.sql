-- One row per (protected object, interaction, source class, perspective): the verdict's rank
-- and the key of its explanation. A source gets through if any one of its paths does (702.16b-f).
CREATE TABLE internal.class_verdicts AS
WITH signature_verdicts AS (
    SELECT
        r.protected_oracle_id, r.scope, q.perspective, g.sig_id, q.rank, q.protection_id,
        q.any_color_quality, q.any_spells_only
    FROM internal.signatures AS g
    JOIN internal.reach AS r USING (reach_id)
    JOIN internal.quality_verdicts AS q
      ON q.quality_id = g.quality_id AND q.protected_oracle_id = r.protected_oracle_id AND q.scope = r.scope
),
members AS (
    SELECT DISTINCT interaction, class_id, unnest(sig_ids) AS sig_id FROM internal.source_classes
),
per_class AS (
    SELECT
        v.protected_oracle_id,
        v.scope,
        v.perspective,
        m.interaction,
        m.class_id,
        min(v.rank) AS rank,
        -- the deciding path: the weakest (then the first) of the source's signatures
        arg_min(
            {'sig_id': v.sig_id, 'protection_id': v.protection_id,
             'any_color_quality': v.any_color_quality, 'any_spells_only': v.any_spells_only},
            v.rank * 1000000000 + v.sig_id
        ) AS decided_by
    FROM members AS m
    JOIN signature_verdicts AS v USING (sig_id)
    GROUP BY ALL
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
    hash(c.rank, c.decided_by.protection_id, c.decided_by.any_color_quality,
         c.decided_by.any_spells_only, g.explain) AS reason_id
FROM per_class AS c
JOIN internal.signatures AS g ON g.sig_id = c.decided_by.sig_id;
