-- One row per (protected object, source card) that surely deals with the object on its own from
-- the opponent's side (702.16k): answer_paths' rows with verdict_vs_opponent allowed and a
-- real-answer outcome, each source once by its best way. Built once, here, for the report's
-- answer lists and format pages; it is the opponent's half of internal.answer_outcomes_for,
-- judged alike (tests/test_answer_paths.py compares them).
--
-- A class's best path is the one players would pick first (internal.answer_order); it surely
-- deals with the object when that path has rank 0 and a real-answer outcome.
-- order_key: how (answer_how's rank) * 2 + speed (speed's rank), the first keys of the ranking.
CREATE TABLE internal.sure_answers AS
WITH effects AS (
    SELECT effect_id, sig_id, gate_sig_id, gated, attr_id, how_speed FROM internal.answer_effects
),
-- the paths (signatures) of the effects and of what they need first
paths AS (
    SELECT sig_id, quality_id, reach_id, reach.object_shares_name AS shares_name
    FROM internal.signatures
    WHERE NOT reach.own_only  -- it can't reach the opponent's card (115.1)
      AND sig_id IN (SELECT sig_id FROM effects UNION SELECT gate_sig_id FROM effects)
),
-- the objects each of their qualities surely gets through to from the opponent's side (rank
-- 0 in its 'opponent' rows where that reading differs, else in the general ones), under one
-- integer key. A path that only may get through (rank 1) is never the best of a class that
-- has a sure one (answer_order ranks it after every sure path), so it is left out here.
opponent_quality AS (
    SELECT quality_id::BIGINT * 65536 + object_id AS quality_object
    FROM internal.quality_verdicts
    WHERE opponent = opponent_differs AND rank = 0
      AND quality_id IN (SELECT quality_id FROM paths)
),
-- the objects each path surely gets through to and card data says it reaches from the
-- opponent's side (path_rank never lowers a quality's rank; a path that may or may not reach
-- an object, as play decides, is no sure answer to it)
sure_paths AS (
    SELECT sig_id, object_id FROM (
        SELECT g.sig_id, r.object_id, internal.path_rank(0, r.evasion, g.shares_name) AS rank
        FROM paths AS g
        JOIN (SELECT * FROM internal.reach WHERE decided) AS r USING (reach_id)
        JOIN opponent_quality AS q
          ON q.quality_object = g.quality_id::BIGINT * 65536 + r.object_id
    )
    WHERE rank = 0
),
-- what an effect's attributes do to each object, where that is a real answer: a class whose
-- best path is one has it among these (answer_order ranks every real-answer outcome first
-- among paths as sure to get through),
-- and one without any is no sure answer, so the other outcomes (two in three) are left out
real_outcomes AS (
    SELECT attr_id, object_id, outcome_rank
    FROM internal.answer_attr_outcomes
    WHERE outcome_rank IN (
        SELECT rank FROM vocabulary
        WHERE vocabulary = 'answer_outcome'
          AND value IN (SELECT value FROM vocabulary WHERE vocabulary = 'real_answer'))
),
-- each effect that surely deals with an object: its path, and the one it needs first if any,
-- surely get through. MATERIALIZED: built whole before the class members join it, so the
-- members join the effects the real outcomes left, not all the paths the optimizer joined
-- them with first
effect_outcomes AS MATERIALIZED (
    SELECT e.effect_id, s.object_id, x.outcome_rank, e.how_speed
    FROM effects AS e
    JOIN real_outcomes AS x USING (attr_id)
    JOIN sure_paths AS s ON s.sig_id = e.sig_id AND s.object_id = x.object_id
    LEFT JOIN sure_paths AS gate ON gate.sig_id = e.gate_sig_id AND gate.object_id = s.object_id
    WHERE NOT e.gated OR gate.sig_id IS NOT NULL
),
members AS (
    SELECT DISTINCT answer_class_id, unnest(effect_ids) AS effect_id FROM internal.answer_classes
),
-- each class's best path among its sure ones, ordered as answer_outcomes_for orders them
-- (internal.answer_order, whose first key, the rank, is 0 for all of them)
best AS (
    SELECT b.object_id, r.card_rank, b.answer_order
    FROM (
        SELECT e.object_id, m.answer_class_id,
               min(internal.answer_order(e.outcome_rank, 0, e.how_speed, e.effect_id))
                   AS answer_order
        FROM members AS m
        JOIN effect_outcomes AS e USING (effect_id)
        GROUP BY ALL
    ) AS b
    JOIN internal.answer_classes AS a USING (answer_class_id)
    JOIN internal.card_ranks AS r ON r.oracle_id = a.source_oracle_id
)
SELECT object_id, card_rank, min(internal.how_speed_of(answer_order)) AS order_key
FROM best
GROUP BY object_id, card_rank;
