-- One row per (protected card, scope, DEBT interaction, verdict from the opponent's side, 702.16k):
-- how many distinct source cards get that verdict and the 8 most played (EDHREC rank) of them,
-- each with its rule (702.16b-f); with $format, only sources legal in that format. One pass.
SELECT
    oracle_id,
    scope,
    interaction,
    verdict,
    count(*) AS n_sources,
    min_by(
        {'oracle_id': source_oracle_id, 'name': source_name, 'n_printings': n_printings,
         'rule': rule, 'reason': reason},
        {'rank': coalesce(edhrec_rank, 2147483647), 'name': source_name,
         'oracle_id': source_oracle_id},
        8
    ) AS notable
FROM internal.debt_sources($format)
GROUP BY ALL
ORDER BY oracle_id, scope, interaction, verdict;
