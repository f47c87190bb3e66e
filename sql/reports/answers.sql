-- One row per (protected card, scope, how): the cards that surely deal with it on their own from
-- the opponent's side (702.16k), each once by its best way, and the 8 best as players rank
-- removal (speed, mana value, then EDHREC rank); with $format, only those legal there.
WITH answers AS (
    SELECT o.oracle_id, o.scope, a.order_key, a.card_rank, r.oracle_id AS source_oracle_id
    FROM internal.sure_answers AS a
    JOIN internal.protected_objects AS o USING (object_id)
    JOIN internal.card_ranks AS r USING (card_rank)
    WHERE $format IS NULL
       OR (r.format_mask >> (SELECT bit FROM internal.format_bits WHERE format = $format)::HUGEINT) & 1 = 1
),
counted AS (
    SELECT oracle_id, scope, order_key // 2 AS how_rank, count(*) AS n_sources
    FROM answers GROUP BY ALL
),
best AS (
    SELECT * FROM answers
    QUALIFY row_number() OVER (PARTITION BY oracle_id, scope, order_key // 2
                               ORDER BY order_key, card_rank) <= 8
)
SELECT
    b.oracle_id,
    b.scope,
    h.value AS how,
    n.n_sources,
    list({'oracle_id': b.source_oracle_id, 'name': c.name, 'n_printings': c.n_printings,
          'rule': '', 'reason': format('{} speed, mana value {}', s.value, c.mana_value::INTEGER)}
         ORDER BY b.order_key, b.card_rank) AS notable
FROM best AS b
JOIN counted AS n ON n.oracle_id = b.oracle_id AND n.scope = b.scope AND n.how_rank = b.order_key // 2
JOIN cards AS c ON c.oracle_id = b.source_oracle_id
JOIN vocabulary AS h ON h.vocabulary = 'answer_how' AND h.rank = b.order_key // 2
JOIN vocabulary AS s ON s.vocabulary = 'speed' AND s.rank = b.order_key % 2
GROUP BY ALL
ORDER BY b.oracle_id, b.scope, any_value(n.how_rank);
