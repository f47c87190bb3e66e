-- One row per (answer class, protected object): the best path by which a class of sources deals
-- with the object on its own, once protection lets it through (702.16b-f; DESIGN.md "Answers").
--
-- A path (a capability row) that does something to its object (capabilities.effect: how) is
-- judged like the verdicts, per reading: its rank (0 allowed, 1 conditional; 2 prevented and
-- 3 impossible are no answer) from internal.quality_verdicts and internal.reach, and what it
-- does from the object's printed numbers and keywords: damage or -N/-N at least its toughness
-- (a planeswalker's loyalty) removes it (704.5f-g, 704.5i), deathtouch damage too (702.2b),
-- indestructible survives destroy and damage (702.12b), a creature in combat kills it with
-- lethal damage unless the card's first strike kills it first (510, 702.7b). A fight or a
-- "bite" needs its target (701.14b), a "deals damage ..., exile that creature" trigger its
-- damage (702.16e): the path it needs must get through too. Sources with the same paths share
-- a class, as internal.source_classes does for verdicts. The scratch tables (effect_paths,
-- effect_keys, answer_objects, signature_ranks, effect_outcomes) are TEMP, dropped at the end.
CREATE TEMP TABLE effect_paths AS
SELECT
    c.capability_id,
    c.oracle_id AS source_oracle_id,
    c.capability AS interaction,
    {
        'sig_id': cs.sig_id,
        -- the path it needs first: the same sentence's target, or the card's combat damage
        'gate_sig_id': CASE c.effect_needs
            WHEN 'target' THEN (
                SELECT min(gs.sig_id) FROM capabilities AS t
                JOIN internal.capability_signatures AS gs USING (capability_id)
                WHERE t.oracle_id = c.oracle_id AND t.face_index = c.face_index
                  AND t.capability = 'target' AND t.detail = c.detail AND t.object_kind <> 'player'
                  AND NOT coalesce(t.object_controller = 'you', false))
            WHEN 'damage' THEN (
                SELECT min(gs.sig_id) FROM capabilities AS t
                JOIN internal.capability_signatures AS gs USING (capability_id)
                WHERE t.oracle_id = c.oracle_id AND t.face_index = c.face_index
                  AND t.capability = 'damage' AND t.via = 'combat')
            END,
        'needs': c.effect_needs,
        'how': c.effect,
        'via': c.via,
        'speed': c.effect_speed,
        'depends': c.effect_depends,
        'colors': c.effect_colors,
        -- the damage or the toughness it takes: a number, NULL where play decides (X, "that much")
        'amount': TRY_CAST(CASE
            WHEN c.effect = 'shrink' THEN c.effect_amount
            WHEN c.damage_amount = 'power' AND c.damage_by = 'self' AND c.source_kind IS NULL
                 AND NOT c.granted THEN CAST(s.power AS VARCHAR)
            ELSE c.damage_amount END AS INTEGER),
        -- a combatant's printed body and keywords (an animated or crewed form's: unknown)
        'toughness': CASE WHEN c.effect = 'combat' AND c.source_kind IS NULL
                          THEN TRY_CAST(f.toughness AS INTEGER) END,
        'deathtouch': list_contains(internal.acting_keywords(c, s), 'Deathtouch')
            AND c.effect IN ('damage', 'combat') AND (c.damage_by = 'self' OR c.effect = 'combat'),
        'first_strike': c.effect = 'combat'
            AND list_has_any(internal.acting_keywords(c, s), ['First strike', 'Double strike']),
        'double_strike': c.effect = 'combat' AND list_contains(internal.acting_keywords(c, s), 'Double strike')
    } AS effect
FROM capabilities AS c
JOIN internal.capability_signatures AS cs USING (capability_id)
JOIN internal.source_profiles AS s USING (oracle_id, face_index)
JOIN card_faces AS f USING (oracle_id, face_index)
WHERE c.effect IS NOT NULL;

CREATE TEMP TABLE effect_keys AS
SELECT effect, row_number() OVER (ORDER BY effect)::INTEGER AS effect_id
FROM (SELECT DISTINCT effect FROM effect_paths);

-- One row per (source card, interaction): its answer class, the set of its effects
CREATE TABLE internal.answer_classes AS
WITH per_source AS (
    SELECT a.source_oracle_id, a.interaction, list(DISTINCT k.effect_id ORDER BY k.effect_id) AS effect_ids
    FROM effect_paths AS a JOIN effect_keys AS k USING (effect)
    GROUP BY ALL
),
classes AS (
    SELECT interaction, effect_ids, row_number() OVER (ORDER BY interaction, effect_ids)::INTEGER AS answer_class_id
    FROM (SELECT DISTINCT interaction, effect_ids FROM per_source)
)
SELECT p.source_oracle_id, p.interaction, c.answer_class_id, c.effect_ids
FROM per_source AS p JOIN classes AS c USING (interaction, effect_ids);

-- The objects an answer can deal with (a player is no permanent), with what decides it
CREATE TEMP TABLE answer_objects AS
SELECT o.object_id, o.known, o.opponent_differs, o.colors,
       list_contains(o.type_words, 'Creature') AS creature,
       -- the damage or -N/-N that removes it: a creature's toughness, else a planeswalker's
       -- loyalty (306.8); below 1 it is set in play (0/0 with X +1/+1 counters): unknown
       CASE WHEN t.toughness >= 1 THEN t.toughness END AS toughness,
       o.power,
       list_contains(o.keywords, 'Indestructible') AS indestructible,
       list_contains(o.keywords, 'Deathtouch') AS deathtouch,
       list_has_any(o.keywords, ['First strike', 'Double strike']) AS first_strike
FROM internal.protected_objects AS o
JOIN cards AS c USING (oracle_id)
CROSS JOIN LATERAL (
    SELECT CASE WHEN list_contains(o.type_words, 'Creature') THEN TRY_CAST(c.toughness AS INTEGER)
                WHEN list_contains(o.type_words, 'Planeswalker') THEN TRY_CAST(c.loyalty AS INTEGER)
           END AS toughness
) AS t
WHERE NOT o.is_player;

-- Each signature's rank against each object it reaches, per perspective (as class_paths in
-- class_verdicts.sql): evasion makes a block impossible (3), landwalk or a shared name conditional
CREATE TEMP TABLE signature_ranks AS
WITH sigs AS (
    SELECT DISTINCT g.sig_id, g.quality_id, g.reach_id, g.reach.own_only AS own_only,
           g.reach.object_shares_name AS shares_name
    FROM internal.signatures AS g
    WHERE g.sig_id IN (SELECT effect.sig_id FROM effect_keys UNION SELECT effect.gate_sig_id FROM effect_keys)
)
SELECT g.sig_id, r.object_id, p.opponent,
       CASE WHEN r.evasion = 'landwalk' OR (g.shares_name AND r.evasion IS NULL) THEN greatest(q.rank, 1)
            WHEN r.evasion IS NOT NULL THEN 3
            ELSE q.rank END AS rank
FROM sigs AS g
JOIN internal.reach AS r USING (reach_id)
JOIN answer_objects AS o USING (object_id)
CROSS JOIN (VALUES (false), (true)) AS p(opponent)
JOIN internal.quality_verdicts AS q
  ON q.quality_id = g.quality_id AND q.object_id = r.object_id
 AND q.opponent = (p.opponent AND o.opponent_differs)
-- 115.1: a path that reaches only what its controller controls never reaches the opponent's card
WHERE NOT (p.opponent AND g.own_only);

CREATE TEMP TABLE effect_outcomes AS
WITH ranked AS (
    SELECT k.effect_id, k.effect AS e, s.object_id, s.opponent,
           greatest(s.rank, coalesce(gate.rank, 0)) AS rank
    FROM effect_keys AS k
    JOIN signature_ranks AS s ON s.sig_id = k.effect.sig_id
    LEFT JOIN signature_ranks AS gate
      ON gate.sig_id = k.effect.gate_sig_id AND gate.object_id = s.object_id AND gate.opponent = s.opponent
    -- what it needs first reaches the object too
    WHERE k.effect.needs IS NULL OR gate.rank IS NOT NULL
)
SELECT r.effect_id, r.object_id, r.opponent, r.rank, x.outcome,
       -- the order a player ranks answers in: what it does, whether it surely gets through,
       -- how it does it, how fast
       (((ao.rank * 2 + r.rank) * 16 + hw.rank) * 2 + sp.rank) AS answer_order
FROM ranked AS r
JOIN answer_objects AS o USING (object_id)
CROSS JOIN LATERAL (
    SELECT CASE
        WHEN r.e.colors IS NOT NULL AND o.known AND NOT list_has_any(o.colors, r.e.colors) THEN 'nothing'
        WHEN r.e.how = 'counter' THEN CASE WHEN r.e.depends IS NULL THEN 'counters' ELSE 'depends' END
        WHEN r.e.how = 'neutralise' THEN CASE WHEN r.e.depends IS NULL THEN 'neutralises' ELSE 'depends' END
        WHEN r.e.how = 'destroy' AND o.indestructible THEN 'nothing'
        WHEN r.e.how IN ('exile', 'destroy', 'bounce', 'sacrifice')
            THEN CASE WHEN r.e.depends IS NULL THEN 'removes' ELSE 'depends' END
        WHEN NOT o.known THEN 'depends'
        WHEN r.e.how = 'shrink' THEN
            CASE WHEN r.e.amount IS NULL OR o.toughness IS NULL THEN 'depends'
                 WHEN r.e.amount >= o.toughness THEN 'removes' ELSE 'nothing' END
        WHEN r.e.how = 'damage' THEN
            CASE WHEN o.indestructible THEN 'nothing'
                 WHEN r.e.amount IS NULL THEN 'depends'
                 WHEN r.e.amount < 1 THEN 'nothing'
                 WHEN r.e.deathtouch THEN 'removes'
                 WHEN o.toughness IS NULL THEN 'depends'
                 WHEN r.e.amount >= o.toughness THEN 'removes' ELSE 'nothing' END
        WHEN r.e.how = 'combat' THEN
            CASE WHEN NOT o.creature OR o.indestructible THEN 'nothing'
                 WHEN r.e.amount IS NULL OR o.toughness IS NULL THEN 'depends'
                 WHEN r.e.amount < 1 THEN 'nothing'
                 -- first strike of the protected creature kills a blocker that can't survive it first
                 WHEN o.first_strike AND NOT r.e.first_strike
                      AND (o.deathtouch OR r.e.toughness IS NULL OR coalesce(o.power, 0) >= r.e.toughness)
                      AND NOT (o.power IS NULL AND NOT o.deathtouch)
                    THEN 'nothing'
                 WHEN r.e.deathtouch THEN 'kills_in_combat'
                 WHEN r.e.amount * CASE WHEN r.e.double_strike THEN 2 ELSE 1 END >= o.toughness
                    THEN 'kills_in_combat'
                 ELSE 'nothing' END
        ELSE 'nothing'
    END AS outcome
) AS x
JOIN vocabulary AS ao ON ao.vocabulary = 'answer_outcome' AND ao.value = x.outcome
JOIN vocabulary AS hw ON hw.vocabulary = 'answer_how' AND hw.value = r.e.how
JOIN vocabulary AS sp ON sp.vocabulary = 'speed' AND sp.value = r.e.speed
WHERE r.rank <= 1 AND x.outcome <> 'nothing';

-- Each class's best path against each object, in the general reading and the opponent's
CREATE TABLE internal.answer_outcomes AS
WITH members AS (
    SELECT DISTINCT answer_class_id, unnest(effect_ids) AS effect_id
    FROM internal.answer_classes
)
SELECT e.object_id, m.answer_class_id,
       arg_min(e.effect_id, e.answer_order) FILTER (WHERE NOT e.opponent) AS effect_id,
       arg_min(e.effect_id, e.answer_order) FILTER (WHERE e.opponent) AS effect_id_vs_opponent,
       arg_min(e.rank, e.answer_order) FILTER (WHERE NOT e.opponent) AS rank,
       arg_min(e.rank, e.answer_order) FILTER (WHERE e.opponent) AS rank_vs_opponent,
       arg_min(e.outcome, e.answer_order) FILTER (WHERE NOT e.opponent) AS outcome,
       arg_min(e.outcome, e.answer_order) FILTER (WHERE e.opponent) AS outcome_vs_opponent
FROM members AS m
JOIN effect_outcomes AS e USING (effect_id)
GROUP BY e.object_id, m.answer_class_id;

-- What each effect is, for the view's columns and reasons
CREATE TABLE internal.answer_effects AS
SELECT effect_id, unnest(effect) FROM effect_keys;

DROP TABLE effect_paths;
DROP TABLE effect_keys;
DROP TABLE answer_objects;
DROP TABLE signature_ranks;
DROP TABLE effect_outcomes;
