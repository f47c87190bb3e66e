-- One row per (protected card, scope, DEBT interaction, verdict from the opponent's side, 702.16k):
-- how many distinct source cards get that verdict and the 8 most played (EDHREC rank) of them,
-- each with its rule (702.16b-f); with $format, only sources legal in that format. One pass.
SELECT
    i.protected_oracle_id AS oracle_id,
    i.scope,
    i.interaction,
    i.verdict_vs_opponent AS verdict,
    count(*) AS n_sources,
    min_by(
        {'oracle_id': i.source_oracle_id, 'name': i.source_name, 'n_printings': c.n_printings,
         'rule': i.rule_vs_opponent, 'reason': i.reason_vs_opponent},
        {'rank': coalesce(c.edhrec_rank, 2147483647), 'name': i.source_name,
         'oracle_id': i.source_oracle_id},
        8
    ) AS notable
FROM interactions AS i
JOIN cards AS c ON c.oracle_id = i.source_oracle_id
WHERE i.verdict_vs_opponent <> 'not_applicable'
  AND ($format IS NULL OR list_contains(c.legal_formats, $format))
GROUP BY ALL
ORDER BY oracle_id, i.scope, i.interaction, verdict;
