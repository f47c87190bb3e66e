-- One row per (protected card, scope, source card, interaction) of `answers`, for the protected
-- cards and sources listed (oracle ids; NULL = all): the `answer_paths` view, quick for a few.
-- What a path that protection doesn't stop does to the card on its own (DESIGN.md "Answers").
CREATE MACRO internal.answer_paths_for(protected_ids, source_ids) AS TABLE
WITH paths AS (
    SELECT a.*, o.object_id, o.known, o.is_player, o.types AS object_types, o.toughness_floor, o.colors AS body_colors, o.type_words AS body_type_words,
           o.subtypes AS body_subtypes, o.escapes_destruction, o.grows_stronger, o.grows_tougher, o.toughness AS body_toughness, o.type_words AS body_types, o.keywords AS body_keywords, s.answer_class_id,
           -- (a creature that never deals as much as a granted object's least toughness never
           -- kills it: internal.most_dealt)
           coalesce(s.has_combat AND NOT coalesce(s.combat_most < o.toughness_floor, false), false) AS has_combat
    FROM answers AS a
    JOIN internal.protected_objects AS o ON o.oracle_id = a.protected_oracle_id AND o.scope = a.scope
    LEFT JOIN internal.answer_classes AS s USING (source_oracle_id, interaction)
    WHERE (protected_ids IS NULL OR list_contains(protected_ids, a.protected_oracle_id))
      AND (source_ids IS NULL OR list_contains(source_ids, a.source_oracle_id))
),
worded AS (
    SELECT
        p.*,
        c.mana_value,
        -- as answer_outcomes.sql's answer_objects judge it: its body as it enters
        -- (protected_objects: the creature a noncreature card becomes, too), else its loyalty
        CASE WHEN list_contains(p.body_types, 'Creature') THEN p.body_toughness
             ELSE TRY_CAST(pc.loyalty AS INTEGER) END AS toughness,
        CASE WHEN list_contains(p.body_types, 'Creature') THEN 'toughness' ELSE 'loyalty' END AS durability,
        -- what its own text adds in every fight (bushido): combat is judged on it
        internal.combat_pump(pc.oracle_text).toughness AS combat_bonus,
        -- a creature in combat with a protected object whose body play decides (granted
        -- protection) is not judged pair by pair: it depends (answer_outcomes.sql)
        coalesce(e.how, u.how) AS how, coalesce(e.via, u.path) AS path, coalesce(e.speed, u.speed) AS speed,
        internal.amount_against(e, p) AS amount, e.deathtouch, e.destroys_damaged,
        coalesce(x.met_kill, false) AS met_kill, coalesce(x.met_kill_vs_opponent, false) AS met_kill_vs_opponent,
        e.fighter AS fighter, e.double_strike AS double_strike,
        -- (the -N/-N the fighter's static ability gives the card in the fight, which leaves its
        -- first strike less power to take)
        internal.shrunk_by(e.fighter.shrinks, p.body_colors, p.body_keywords, p.body_subtypes) AS shrunk,
        -- (the card's first strike dealt as -1/-1 counters takes its power first)
        internal.power_first_struck(e, pc.keywords, pc.power) AS power_taken,
        -- (the card's first strike kills it before it deals combat damage: internal.dies_first)
        CASE WHEN internal.death_hit(e.fighter, false) > 0 THEN internal.dies_first(e, pc.keywords, pc.power) ELSE false END
            AS dies_first,
        -- a path that only may get through, where another surely does (the verdict is that
        -- one's): what it does waits on play (internal.answer_order tries sure paths first)
        CASE WHEN x.rank = 1 AND p.verdict = 'allowed' THEN internal.unsure_path_reason()
             ELSE internal.answer_depends(x.decided, p.known, coalesce(e.depends,
                                                              internal.growth_reason(e.how, e.bound.stat, p.grows_stronger, p.grows_tougher),
                                                              internal.bound_reason(e.bound),
                                                              internal.destruction_reason(e.how, e.unregenerable, e.wither, p.escapes_destruction),
                                                              internal.raised_reason(e),
                                                              internal.grown_reason(e.how, e.amount, e.pumps),
                                                              internal.repeated_reason(e.amount, e.repeats),
                                                              internal.flashback_reason(e.amount, e.flashback)))
        END AS depends,
        CASE WHEN x.rank = 1 AND p.verdict = 'allowed' THEN 'depends'
             ELSE coalesce(x.outcome, u.outcome, 'nothing') END AS outcome,
        CASE WHEN p.verdict = 'allowed' THEN 0 ELSE x.rank END AS rank,
        coalesce(eo.how, uo.how) AS how_vs_opponent, coalesce(eo.via, uo.path) AS path_vs_opponent,
        coalesce(eo.speed, uo.speed) AS speed_vs_opponent,
        internal.amount_against(eo, p) AS amount_vs_opponent, eo.deathtouch AS deathtouch_vs_opponent,
        eo.fighter AS fighter_vs_opponent, eo.double_strike AS double_strike_vs_opponent,
        internal.shrunk_by(eo.fighter.shrinks, p.body_colors, p.body_keywords, p.body_subtypes) AS shrunk_vs_opponent,
        internal.power_first_struck(eo, pc.keywords, pc.power) AS power_taken_vs_opponent,
        CASE WHEN internal.death_hit(eo.fighter, false) > 0 THEN internal.dies_first(eo, pc.keywords, pc.power) ELSE false END
            AS dies_first_vs_opponent,
        eo.destroys_damaged AS destroys_damaged_vs_opponent,
        CASE WHEN x.rank_vs_opponent = 1 AND p.verdict_vs_opponent = 'allowed' THEN internal.unsure_path_reason()
             ELSE internal.answer_depends(x.decided_vs_opponent, p.known,
                                          coalesce(eo.depends,
                                                   internal.growth_reason(eo.how, eo.bound.stat, p.grows_stronger, p.grows_tougher),
                                                   internal.bound_reason(eo.bound),
                                                   internal.destruction_reason(eo.how, eo.unregenerable, eo.wither, p.escapes_destruction),
                                                   internal.raised_reason(eo),
                                                   internal.grown_reason(eo.how, eo.amount, eo.pumps),
                                                   internal.repeated_reason(eo.amount, eo.repeats),
                                                   internal.flashback_reason(eo.amount, eo.flashback)))
        END AS depends_vs_opponent,
        CASE WHEN x.rank_vs_opponent = 1 AND p.verdict_vs_opponent = 'allowed' THEN 'depends'
             ELSE coalesce(x.outcome_vs_opponent, uo.outcome, 'nothing') END AS outcome_vs_opponent,
        CASE WHEN p.verdict_vs_opponent = 'allowed' THEN 0 ELSE x.rank_vs_opponent END AS rank_vs_opponent
    FROM paths AS p
    JOIN cards AS c ON c.oracle_id = p.source_oracle_id
    JOIN cards AS pc ON pc.oracle_id = p.protected_oracle_id
    LEFT JOIN internal.answer_outcomes_for(protected_ids, source_ids) AS x USING (object_id, answer_class_id)
    LEFT JOIN internal.answer_effects AS e ON e.effect_id = x.effect_id
    LEFT JOIN internal.answer_effects AS eo ON eo.effect_id = x.effect_id_vs_opponent
    -- (a player never blocks nor is blocked: no creature meets one in combat, 506.4)
    LEFT JOIN LATERAL (
        SELECT 'depends' AS outcome, 'combat' AS how, 'combat' AS path, 'sorcery' AS speed
        WHERE NOT p.known AND NOT p.is_player AND p.has_combat AND x.outcome IS NULL
          AND p.verdict IN (SELECT value FROM vocabulary WHERE vocabulary = 'answer_verdict')
    ) AS u ON true
    LEFT JOIN LATERAL (
        SELECT 'depends' AS outcome, 'combat' AS how, 'combat' AS path, 'sorcery' AS speed
        WHERE NOT p.known AND NOT p.is_player AND p.has_combat AND x.outcome_vs_opponent IS NULL
          AND p.verdict_vs_opponent IN (SELECT value FROM vocabulary WHERE vocabulary = 'answer_verdict')
    ) AS uo ON true
)
SELECT
    protected_oracle_id, protected_name, scope, source_oracle_id, source_name, interaction,
    verdict, rule,
    outcome, CASE WHEN outcome <> 'nothing' THEN how END AS how,
    CASE WHEN outcome <> 'nothing' THEN path END AS path,
    CASE WHEN outcome <> 'nothing' THEN speed END AS speed,
    mana_value,
    internal.object_words(internal.answer_reason(interaction, outcome, how,
                           CASE WHEN dies_first THEN 0
                                -- (all it deals in the fight: twice with double strike, 702.4b)
                                ELSE internal.fight_amount(how, amount - CASE WHEN power_taken > 0 THEN greatest(power_taken - shrunk.power, 0) ELSE 0 END, fighter, double_strike,
                                                           toughness + combat_bonus - shrunk.toughness)
                                     * CASE WHEN how = 'combat' AND double_strike THEN 2 ELSE 1 END END,
                           deathtouch, destroys_damaged, CASE WHEN met_kill THEN fighter.destroys_met END,
                           internal.death_shrink_needed(how, amount, fighter, double_strike,
                                                        toughness + combat_bonus - shrunk.toughness, dies_first),
                           fighter.death_damage > 0,
                           toughness + CASE WHEN how = 'combat' THEN combat_bonus ELSE 0 END,
                           CASE WHEN how = 'combat' THEN shrunk.toughness ELSE 0 END, durability, depends, rank, reason),
                          scope, object_types) AS reason,
    verdict_vs_opponent, rule_vs_opponent,
    outcome_vs_opponent,
    CASE WHEN outcome_vs_opponent <> 'nothing' THEN how_vs_opponent END AS how_vs_opponent,
    CASE WHEN outcome_vs_opponent <> 'nothing' THEN path_vs_opponent END AS path_vs_opponent,
    CASE WHEN outcome_vs_opponent <> 'nothing' THEN speed_vs_opponent END AS speed_vs_opponent,
    internal.object_words(internal.answer_reason(interaction, outcome_vs_opponent, how_vs_opponent,
                           CASE WHEN dies_first_vs_opponent THEN 0
                                ELSE internal.fight_amount(how_vs_opponent,
                                                           amount_vs_opponent
                                                           - CASE WHEN power_taken_vs_opponent > 0
                                                                  THEN greatest(power_taken_vs_opponent - shrunk_vs_opponent.power, 0) ELSE 0 END,
                                                           fighter_vs_opponent, double_strike_vs_opponent,
                                                           toughness + combat_bonus - shrunk_vs_opponent.toughness)
                                     * CASE WHEN how_vs_opponent = 'combat' AND double_strike_vs_opponent THEN 2 ELSE 1 END END,
                           deathtouch_vs_opponent, destroys_damaged_vs_opponent,
                           CASE WHEN met_kill_vs_opponent THEN fighter_vs_opponent.destroys_met END,
                           internal.death_shrink_needed(how_vs_opponent, amount_vs_opponent, fighter_vs_opponent,
                                                        double_strike_vs_opponent,
                                                        toughness + combat_bonus - shrunk_vs_opponent.toughness,
                                                        dies_first_vs_opponent),
                           fighter_vs_opponent.death_damage > 0,
                           toughness + CASE WHEN how_vs_opponent = 'combat' THEN combat_bonus ELSE 0 END,
                           CASE WHEN how_vs_opponent = 'combat' THEN shrunk_vs_opponent.toughness ELSE 0 END, durability, depends_vs_opponent, rank_vs_opponent,
                           reason_vs_opponent),
                          scope, object_types) AS reason_vs_opponent
FROM worded;
