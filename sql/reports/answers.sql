-- One row per (protected card, scope, non-DEBT answer): sweepers, edicts and counterspells that
-- protection never stops (702.16: only DEBT is covered), with the 8 most played (EDHREC rank);
-- with $format, only answers legal in that format.
SELECT
    a.protected_oracle_id AS oracle_id,
    a.scope,
    a.interaction,
    count(DISTINCT a.source_oracle_id) AS n_sources,
    min_by(
        {'oracle_id': a.source_oracle_id, 'name': a.source_name, 'n_printings': c.n_printings,
         'rule': a.rule_vs_opponent, 'reason': a.reason_vs_opponent},
        {'rank': coalesce(c.edhrec_rank, 2147483647), 'name': a.source_name,
         'oracle_id': a.source_oracle_id},
        8
    ) AS notable
FROM answers AS a
JOIN cards AS c ON c.oracle_id = a.source_oracle_id
WHERE a.interaction NOT IN (SELECT value FROM vocabulary WHERE vocabulary = 'interaction')
  AND a.verdict_vs_opponent IN (SELECT value FROM vocabulary WHERE vocabulary = 'answer_verdict')
  AND ($format IS NULL OR list_contains(c.legal_formats, $format))
GROUP BY ALL
ORDER BY oracle_id, a.scope, a.interaction;
