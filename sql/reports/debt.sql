-- One row per (protected card, scope, DEBT interaction, verdict): how many distinct source cards
-- get that verdict and the 8 most-printed of them, each with its rule (702.16b-f); one pass.
SELECT
    i.protected_oracle_id AS oracle_id,
    i.scope,
    i.interaction,
    i.verdict,
    count(*) AS n_sources,
    min_by(
        {'oracle_id': i.source_oracle_id, 'name': i.source_name, 'n_printings': c.n_printings,
         'rule': i.rule, 'reason': i.reason},
        {'printings': -c.n_printings, 'name': i.source_name, 'oracle_id': i.source_oracle_id},
        8
    ) AS notable
FROM interactions AS i
JOIN cards AS c ON c.oracle_id = i.source_oracle_id
GROUP BY ALL
ORDER BY oracle_id, i.scope, i.interaction, i.verdict;
