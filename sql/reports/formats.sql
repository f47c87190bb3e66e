-- One row per (format, protected card legal in it): how many cards legal in the format surely deal
-- with it on their own from the opponent's side (702.16k) and the 5 best, as players rank
-- removal (how, speed, mana value, then EDHREC rank). Sources legal in the same formats share a
-- bit mask: counted and ranked per mask first, then per format.
WITH legal AS (
    SELECT oracle_id, name, unnest(legal_formats) AS format,
           coalesce(edhrec_rank, 2147483647) AS rank
    FROM cards
),
formats AS (
    SELECT format, bit FROM internal.format_bits WHERE $format IS NULL OR format = $format
),
answers AS (
    SELECT o.oracle_id, a.order_key, a.card_rank, r.format_mask
    FROM internal.sure_answers AS a
    JOIN internal.protected_objects AS o USING (object_id)
    JOIN internal.card_ranks AS r USING (card_rank)
    WHERE o.scope = 'self'
),
per_mask AS (
    SELECT oracle_id, format_mask, count(*) AS n_answers,
           list(card_rank ORDER BY order_key, card_rank)[:5] AS best,
           list(order_key ORDER BY order_key, card_rank)[:5] AS best_order
    FROM answers GROUP BY ALL
),
per_format AS (
    SELECT f.format, m.oracle_id, sum(m.n_answers) AS n_answers,
           list_transform(
               list_sort(flatten(list(list_transform(list_zip(m.best_order, m.best),
                                                     lambda p: [p[1], p[2]])))),
               lambda p: p[2])[:5] AS best
    FROM per_mask AS m
    JOIN formats AS f ON (m.format_mask >> f.bit::HUGEINT) & 1 = 1
    GROUP BY ALL
),
tops AS (
    SELECT t.format, t.oracle_id, list({'oracle_id': c.oracle_id, 'name': c.name} ORDER BY t.i) AS top_answers
    FROM (SELECT format, oracle_id, unnest(best) AS card_rank, generate_subscripts(best, 1) AS i
          FROM per_format) AS t
    JOIN internal.card_ranks AS r USING (card_rank)
    JOIN cards AS c ON c.oracle_id = r.oracle_id
    GROUP BY ALL
)
SELECT
    pl.format,
    pl.oracle_id,
    pl.name,
    pl.rank,
    coalesce(p.n_answers, 0)::BIGINT AS n_answers,
    t.top_answers
FROM legal AS pl
JOIN (SELECT DISTINCT oracle_id FROM protections WHERE scope = 'self') USING (oracle_id)
JOIN formats AS f ON f.format = pl.format
LEFT JOIN per_format AS p ON p.oracle_id = pl.oracle_id AND p.format = pl.format
LEFT JOIN tops AS t ON t.oracle_id = pl.oracle_id AND t.format = pl.format
ORDER BY pl.format, pl.rank, pl.name, pl.oracle_id;
