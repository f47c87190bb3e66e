-- One row per (protected card, scope, how): the cards that surely deal with it on their own from
-- the opponent's side (702.16k), each once by its best way, and the 8 best as players rank
-- removal (speed, the mana it takes to use, then EDHREC rank: internal.card_ranks); with
-- $format, only those legal there.
-- Counted on integer keys (internal.sure_answers, internal.card_ranks): only the 8 are named.
WITH counted AS (
    SELECT a.object_id, a.order_key // 2 AS how_rank, count(*) AS n_sources,
           min(internal.pick(a.order_key, a.card_rank), 8) AS picks
    FROM internal.sure_answers AS a
    JOIN internal.card_ranks AS r USING (card_rank)
    WHERE internal.legal_in(r.format_mask, $format)
    GROUP BY ALL
),
picked AS (
    SELECT object_id, how_rank, n_sources, i, internal.pick_first(pick) AS order_key,
           internal.pick_second(pick) AS card_rank
    FROM (SELECT *, unnest(picks) AS pick, generate_subscripts(picks, 1) AS i FROM counted)
)
SELECT
    o.oracle_id,
    o.scope,
    h.value AS how,
    p.n_sources,
    list({'oracle_id': c.oracle_id, 'name': c.name, 'n_printings': c.n_printings,
          'rule': '', 'reason': format('{} speed, mana value {}', s.value, c.mana_value::INTEGER)
                             -- ("mana value 1, 5 to use": Brittle Effigy's {4} ability)
                             || CASE WHEN r.use_mana > c.mana_value
                                     THEN format(', {} to use', r.use_mana::INTEGER) ELSE '' END}
         ORDER BY p.i) AS notable
FROM picked AS p
JOIN internal.protected_objects AS o USING (object_id)
JOIN internal.card_ranks AS r USING (card_rank)
JOIN cards AS c ON c.oracle_id = r.oracle_id
JOIN vocabulary AS h ON h.vocabulary = 'answer_how' AND h.rank = p.how_rank
JOIN vocabulary AS s ON s.vocabulary = 'speed' AND s.rank = p.order_key % 2
GROUP BY o.oracle_id, o.scope, h.value, p.how_rank, p.n_sources
ORDER BY o.oracle_id, o.scope, p.how_rank;
