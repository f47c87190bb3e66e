-- One row per (protected card, scope, non-DEBT answer): sweepers, edicts and counterspells that
-- protection never stops (702.16: only DEBT is covered), with the 8 most-printed of them.
SELECT
    a.protected_oracle_id AS oracle_id,
    a.scope,
    a.interaction,
    count(DISTINCT a.source_oracle_id) AS n_sources,
    min_by(
        {'oracle_id': a.source_oracle_id, 'name': a.source_name, 'n_printings': c.n_printings,
         'rule': a.rule, 'reason': a.reason},
        {'printings': -c.n_printings, 'name': a.source_name, 'oracle_id': a.source_oracle_id},
        8
    ) AS notable
FROM answers AS a
JOIN cards AS c ON c.oracle_id = a.source_oracle_id
WHERE a.interaction IN ('sweep', 'edict', 'counter')
GROUP BY ALL
ORDER BY oracle_id, a.scope, a.interaction;
