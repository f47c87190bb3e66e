-- One row per (protected card, scope, DEBT interaction, verdict): how many source cards get that
-- verdict (702.16b-f), as the interactions view counts them; kept for the next refresh's debt_changes.
CREATE TABLE internal.debt_counts AS
SELECT
    v.protected_oracle_id AS oracle_id,
    v.scope,
    v.interaction,
    r.verdict,
    sum(k.n_sources)::INTEGER AS n_sources
FROM internal.class_verdicts AS v
JOIN (
    SELECT interaction, class_id, count(*) AS n_sources
    FROM internal.source_classes
    GROUP BY ALL
) AS k USING (interaction, class_id)
JOIN internal.verdict_reasons AS r USING (reason_id)
WHERE v.interaction IN (SELECT value FROM vocabulary WHERE vocabulary = 'interaction')
  AND v.perspective = 'any'  -- the interactions view's own verdict; 'opponent' rows only refine it
GROUP BY ALL;
