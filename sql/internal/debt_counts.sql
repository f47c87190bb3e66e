-- One row per (protected card, scope, DEBT interaction, verdict): how many source cards get that
-- verdict (702.16b-f), as the interactions view counts them; kept for the next refresh's debt_changes.
CREATE TABLE internal.debt_counts AS
WITH per_reason AS (
    -- summed over integer keys first: a few thousand rows carry the names
    SELECT v.object_id, v.reason_id, k.interaction, sum(k.n_sources) AS n_sources
    FROM internal.class_verdicts AS v
    JOIN (
        SELECT class_id, any_value(interaction) AS interaction, count(*) AS n_sources
        FROM internal.source_classes
        GROUP BY class_id
    ) AS k USING (class_id)
    WHERE k.interaction IN (SELECT value FROM vocabulary WHERE vocabulary = 'interaction')
    GROUP BY ALL
)
SELECT
    o.oracle_id,
    o.scope,
    p.interaction,
    r.verdict,
    sum(p.n_sources)::INTEGER AS n_sources
FROM per_reason AS p
JOIN internal.protected_objects AS o USING (object_id)
JOIN internal.verdict_reasons AS r USING (reason_id)  -- the general reading; the opponent's only refines it
GROUP BY ALL;
