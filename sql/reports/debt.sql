-- One row per (protected card, scope, DEBT interaction, verdict from the opponent's side, 702.16k):
-- how many distinct source cards get that verdict and the 8 most played (EDHREC rank) of them,
-- each with its rule (702.16b-f); with $format, only sources legal in that format
-- (internal.debt_tallies: counted on integer keys, only the 8 are named here).
WITH counted AS (
    SELECT * FROM internal.debt_tallies($format)
),
picked AS (
    SELECT object_id, interaction, verdict, i,
           internal.pick_first(pick) AS popularity, internal.pick_second(pick) AS class_id
    FROM (SELECT object_id, interaction, verdict, unnest(picks) AS pick,
                 generate_subscripts(picks, 1) AS i
          FROM counted)
),
named AS (
    SELECT p.object_id, p.interaction, p.verdict,
           list({'oracle_id': c.oracle_id, 'name': c.name, 'n_printings': c.n_printings,
                 'rule': r.rule, 'reason': r.reason} ORDER BY p.i) AS notable
    FROM picked AS p
    JOIN internal.opponent_readings() AS v USING (object_id, class_id)
    JOIN internal.verdict_reasons AS r USING (reason_id)
    JOIN internal.card_ranks AS k USING (popularity)
    JOIN cards AS c ON c.oracle_id = k.oracle_id
    GROUP BY ALL
)
SELECT o.oracle_id, o.scope, n.interaction, n.verdict, n.n_sources, x.notable
FROM counted AS n
JOIN named AS x USING (object_id, interaction, verdict)
JOIN internal.protected_objects AS o USING (object_id)
ORDER BY o.oracle_id, o.scope, n.interaction, n.verdict;
