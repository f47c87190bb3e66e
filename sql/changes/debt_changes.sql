-- One row per (protected card, scope, DEBT interaction, verdict) whose number of source cards
-- moved since the build replaced (`previous`): 702.16b-f verdicts counted as internal.debt_counts.
INSERT INTO debt_changes
SELECT
    $started_at::TIMESTAMPTZ,
    oracle_id,
    coalesce(c.name, p.name),
    scope,
    interaction,
    verdict,
    coalesce(b.n_sources, 0),
    coalesce(a.n_sources, 0)
FROM internal.debt_counts AS a
FULL OUTER JOIN previous.internal.debt_counts AS b USING (oracle_id, scope, interaction, verdict)
LEFT JOIN cards AS c USING (oracle_id)
LEFT JOIN previous.cards AS p USING (oracle_id)
WHERE a.n_sources IS DISTINCT FROM b.n_sources
ORDER BY 3, 2, 4, 5, 6;
