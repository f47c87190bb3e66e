-- One row per (protected object, source card) that surely deals with the object on its own from
-- the opponent's side (702.16k; answer_paths with verdict allowed and a real-answer outcome), by
-- its best way: what the report and the format pages count and rank, without expanding the view.
-- internal.card_ranks numbers every card in the order players break ties between answers of one
-- how and speed (mana value, then EDHREC rank, then name), with a bit (internal.format_bits) per
-- format it is legal in.
CREATE TABLE internal.format_bits AS
SELECT format, (row_number() OVER (ORDER BY format) - 1)::INTEGER AS bit
FROM (SELECT DISTINCT unnest(legal_formats) AS format FROM cards);

CREATE TABLE internal.card_ranks AS
SELECT c.oracle_id,
       row_number() OVER (ORDER BY c.mana_value, coalesce(c.edhrec_rank, 2147483647), c.name,
                                   c.oracle_id)::INTEGER AS card_rank,
       coalesce(m.format_mask, 0::HUGEINT) AS format_mask
FROM cards AS c
LEFT JOIN (
    SELECT l.oracle_id, bit_or(1::HUGEINT << f.bit::HUGEINT) AS format_mask
    FROM (SELECT oracle_id, unnest(legal_formats) AS format FROM cards) AS l
    JOIN internal.format_bits AS f USING (format)
    WHERE f.bit < 127  -- checks/format_bits_overflow.sql reports a format past the mask
    GROUP BY l.oracle_id
) AS m USING (oracle_id);

-- order_key: how (answer_how's rank) * 2 + speed (speed's rank), the first two keys of the ranking
CREATE VIEW internal.sure_answers AS
WITH effect_order AS (
    SELECT e.effect_id, (h.rank * 2 + s.rank)::UTINYINT AS order_key
    FROM internal.answer_effects AS e
    JOIN vocabulary AS h ON h.vocabulary = 'answer_how' AND h.value = e.how
    JOIN vocabulary AS s ON s.vocabulary = 'speed' AND s.value = e.speed
),
classes AS (
    SELECT a.answer_class_id, r.card_rank
    FROM internal.answer_classes AS a
    JOIN internal.card_ranks AS r ON r.oracle_id = a.source_oracle_id
)
SELECT x.object_id, c.card_rank, min(k.order_key) AS order_key
FROM internal.answer_outcomes AS x
JOIN effect_order AS k ON k.effect_id = x.effect_id_vs_opponent
JOIN classes AS c USING (answer_class_id)
-- rank 0: the path surely gets through, so the source's verdict is `allowed`
WHERE x.rank_vs_opponent = 0
  AND x.outcome_vs_opponent IN (SELECT value FROM vocabulary WHERE vocabulary = 'real_answer')
GROUP BY x.object_id, c.card_rank;
