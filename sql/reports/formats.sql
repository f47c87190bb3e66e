-- One row per (format, protected card legal in it), most played first: how many cards legal in the format surely deal
-- with it on their own from the opponent's side (702.16k) and the 5 best, as players rank
-- removal (how, speed, mana value, then EDHREC rank). Sources legal in the same formats share a
-- bit mask: counted and ranked per mask first, then per format, on integer keys
-- (internal.sure_answers, internal.card_ranks): only the 5 are named.
WITH formats AS (
    SELECT format, bit FROM internal.format_bits WHERE $format IS NULL OR format = $format
),
per_mask AS (
    SELECT o.oracle_id, r.format_mask, count(*) AS n_answers,
           min(internal.pick(a.order_key, a.card_rank), 5) AS picks
    FROM internal.sure_answers AS a
    JOIN internal.protected_objects AS o USING (object_id)
    JOIN internal.card_ranks AS r USING (card_rank)
    WHERE o.scope = 'self'
    GROUP BY ALL
),
per_format AS (
    SELECT f.format, m.oracle_id, sum(m.n_answers) AS n_answers,
           list_sort(flatten(list(m.picks)))[:5] AS picks
    FROM per_mask AS m
    JOIN formats AS f ON (m.format_mask >> f.bit::HUGEINT) & 1 = 1
    GROUP BY ALL
),
tops AS (
    SELECT t.format, t.oracle_id, list({'oracle_id': c.oracle_id, 'name': c.name} ORDER BY t.i) AS top_answers
    FROM (SELECT format, oracle_id, internal.pick_second(unnest(picks)) AS card_rank,
                 generate_subscripts(picks, 1) AS i
          FROM per_format) AS t
    JOIN internal.card_ranks AS r USING (card_rank)
    JOIN cards AS c ON c.oracle_id = r.oracle_id
    GROUP BY ALL
),
legal AS (
    SELECT c.oracle_id, c.name, unnest(c.legal_formats) AS format, r.popularity
    FROM cards AS c
    JOIN internal.card_ranks AS r USING (oracle_id)
    WHERE c.oracle_id IN (SELECT oracle_id FROM protections WHERE scope = 'self')
)
SELECT
    pl.format,
    pl.oracle_id,
    pl.name,
    coalesce(p.n_answers, 0)::BIGINT AS n_answers,
    t.top_answers
FROM legal AS pl
JOIN formats AS f ON f.format = pl.format
LEFT JOIN per_format AS p ON p.oracle_id = pl.oracle_id AND p.format = pl.format
LEFT JOIN tops AS t ON t.oracle_id = pl.oracle_id AND t.format = pl.format
ORDER BY pl.format, pl.popularity;
