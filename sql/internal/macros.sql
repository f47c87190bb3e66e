-- Macros the cross-reference shares: does a protection quality match a source (702.16a-f),
-- and does a capability's restriction admit a protected object. One place, so views can't drift.

-- A color word's code, as cards.colors has it ('white' -> 'W'), NULL for any other word.
CREATE MACRO internal.color_code(word) AS
    CASE word WHEN 'white' THEN 'W' WHEN 'blue' THEN 'U' WHEN 'black' THEN 'B'
              WHEN 'red' THEN 'R' WHEN 'green' THEN 'G' END;

CREATE MACRO internal.compare_number(value, op, bound) AS
    CASE op
        WHEN '>=' THEN value >= bound
        WHEN '<=' THEN value <= bound
        WHEN '>' THEN value > bound
        WHEN '<' THEN value < bound
        WHEN '=' THEN value = bound
        WHEN '!=' THEN value <> bound
    END;

-- The mana value of a mana cost ("{2}{R}" = 3; 202.3): X is 0 (202.3e), a hybrid symbol
-- counts its largest part ({2/W} = 2), a half symbol ({HW}) one half.
CREATE MACRO internal.mana_cost_value(cost) AS
    coalesce(list_sum(list_transform(
        regexp_extract_all(cost, '\{([^}]*)\}', 1),
        lambda s: CASE
            WHEN regexp_full_match(s, '\d+') THEN CAST(s AS DOUBLE)
            WHEN s IN ('X', 'Y', 'Z') THEN 0.0
            WHEN regexp_full_match(s, '\d+/.') THEN CAST(split_part(s, '/', 1) AS DOUBLE)
            WHEN s LIKE 'H%' THEN 0.5
            ELSE 1.0
        END
    )), 0.0);

-- Whether a mana-value quality (p.mana_value_op, p.mana_value) can hold for a source g whose
-- mana value may grow: on the stack X counts (202.3e), so an X spell's mana value is its
-- printed one or more. `always`: it holds whatever X is.
CREATE MACRO internal.mana_value_may_match(p, g) AS
    internal.compare_number(g.mana_value, p.mana_value_op, p.mana_value)
    OR (g.x_in_cost AND (p.mana_value_op IN ('>=', '>', '!=')
                         OR (p.mana_value_op = '=' AND g.mana_value <= p.mana_value)));

CREATE MACRO internal.mana_value_always_matches(p, g) AS
    internal.compare_number(g.mana_value, p.mana_value_op, p.mana_value)
    AND NOT (g.x_in_cost AND p.mana_value_op IN ('<=', '<', '=', '!='))
    OR (g.x_in_cost AND p.mana_value_op = '!=' AND g.mana_value > p.mana_value);

-- The keywords a source has when it acts: printed, plus those an animating effect gives it
-- ("becomes a 3/3 green Ape creature with trample"); an emblem has none (114.3).
-- c is a capabilities row, s its face's internal.source_profiles row.
CREATE MACRO internal.acting_keywords(c, s) AS
    CASE WHEN c.source_kind = 'emblem' THEN []::VARCHAR[]
         ELSE list_concat(s.keywords, coalesce(c.source_keywords, [])) END;
-- ... and, in its own fights as printed, those a creature gives its own kind and has itself
-- (answer_outcomes.sql's own_keywords: "Sliver creatures you control have double strike").
CREATE MACRO internal.fighter_keywords(c, x) AS
    CASE WHEN c.effect = 'combat' AND c.source_kind IS NULL THEN coalesce(x.own_keywords, []) ELSE [] END;

-- 2 = the source has the quality (stopped), 1 = it depends on play (a choice, a condition,
-- a duration, who controls it), 0 = the source does not have the quality.
-- p is a protections row; g a signature (signatures.signature: the source's color, not its
-- color identity, and the path it acts by).
CREATE MACRO internal.quality_match(p, g) AS
    CASE
        WHEN p.quality_kind = 'everything' THEN
            CASE WHEN p.condition IS NULL AND p.duration IS NULL THEN 2 ELSE 1 END
        WHEN p.quality_kind = 'unparsed' THEN 1
        WHEN (p.colors IS NOT NULL AND NOT list_has_any(g.colors, p.colors))
          OR (p.color_count = 'colored' AND len(g.colors) = 0)
          OR (p.color_count = 'multicolored' AND len(g.colors) < 2)
          OR (p.color_count = 'monocolored' AND len(g.colors) <> 1)
          OR (p.color_count = 'colorless' AND len(g.colors) > 0)
          OR (p.chosen = 'color' AND len(g.colors) = 0)      -- 105.2c: colorless is not a color
          -- 114.3: an emblem has no card type and no name to choose (g.types keeps only the
          -- types some protection names, so it can't tell)
          OR (p.chosen IN ('card_type', 'card_name') AND g.source_kind = 'emblem')
          OR (p.card_type IS NOT NULL AND NOT list_contains(g.types, p.card_type))
          OR (p.subtype IS NOT NULL AND NOT list_contains(g.subtypes, p.subtype))
          OR (p.excluded_subtype IS NOT NULL AND list_contains(g.subtypes, p.excluded_subtype))
          OR (p.supertype IS NOT NULL AND NOT list_contains(g.supertypes, p.supertype))
          OR (p.mana_value IS NOT NULL AND NOT internal.mana_value_may_match(p, g))
          OR (p.spells_only AND NOT g.is_spell)
          OR (p.permanents_only AND g.is_spell)
          OR (p.name IS NOT NULL AND g.name IS DISTINCT FROM p.name)
          OR (p.name_words IS NOT NULL AND g.name_words IS DISTINCT FROM p.name_words)
          OR (p.rolls_die AND NOT g.rolls_die)
        THEN 0
        -- a God whose devotion falls short isn't a creature (Theros Gods): a creature quality
        -- covers it only while it is one
        WHEN g.part_time_creature AND p.card_type = 'Creature' THEN 1
        WHEN p.chosen IS NOT NULL OR p.controller IS NOT NULL OR p.state IS NOT NULL
          OR p.quality_kind IN (SELECT value FROM vocabulary WHERE vocabulary = 'play_dependent_quality_kind')
          OR p.condition IS NOT NULL OR p.duration IS NOT NULL
          OR (p.mana_value IS NOT NULL AND NOT internal.mana_value_always_matches(p, g))
        THEN 1
        ELSE 2
    END;

-- The evasion of attacking object o that blocker b can't block through (the part of
-- internal.evasion that needs no combat damage), or NULL.
CREATE MACRO internal.attacker_evasion(b, o) AS
    CASE
        WHEN list_contains(o.evasions, 'Unblockable') THEN 'unblockable'
        WHEN list_contains(o.evasions, 'Flying') AND NOT b.flying THEN 'flying'
        WHEN list_contains(o.evasions, 'Shadow') AND NOT b.shadow THEN 'shadow'
        WHEN list_contains(o.evasions, 'Horsemanship') AND NOT b.horsemanship THEN 'horsemanship'
        WHEN list_contains(o.evasions, 'Fear') AND NOT (b.artifact OR list_contains(b.colors, 'B'))
            THEN 'fear'
        WHEN list_contains(o.evasions, 'Intimidate') AND NOT (b.artifact OR list_has_any(b.colors, o.colors))
            THEN 'intimidate'
        -- 702.118b: not by creatures with greater power (as printed; unknown power can't tell)
        WHEN list_contains(o.evasions, 'Skulk') AND b.power > o.power THEN 'skulk'
        WHEN list_contains(o.evasions, 'Landwalk') THEN 'landwalk'
    END;

-- The evasion of an attacking protected object o (protected_objects.evasions) that blocker b
-- (signatures.reach.blocker) can't block through, or NULL: 'landwalk' only depends on the
-- defending player's lands (702.14c); the others make the block impossible.
CREATE MACRO internal.evasion(b, o) AS
    CASE
        WHEN b IS NULL THEN NULL
        -- combat damage between two creatures: one has shadow and the other hasn't (nor blocks
        -- as though it had), so neither can block the other (702.28b); a planeswalker or
        -- player can still be attacked
        WHEN b.combat_damage AND o.known AND list_contains(o.type_words, 'Creature')
             AND NOT list_contains(o.type_words, 'Planeswalker')
             AND CASE WHEN list_contains(o.evasions, 'Shadow') THEN NOT b.shadow
                      ELSE b.has_shadow END
            THEN 'shadow_combat'
        -- any other combat damage can be dealt, unless the creature can't attack: then only
        -- as a blocker, so the attacker's evasion below decides (702.3b)
        WHEN b.combat_damage AND NOT b.cant_attack THEN NULL
        ELSE internal.attacker_evasion(b, o)
    END;

-- Whether creature f can attack protected creature o's controller and be blocked by o
-- (internal.meets_in_combat's first half); f's menace (o blocks it only beside another
-- creature, 702.111b) only may stop the block, as a landwalk may.
CREATE MACRO internal.attacks_into(f, o) AS
    f.attacks AND o.blocks
    AND NOT list_contains(f.evasions, 'Unblockable')
    AND NOT (list_contains(f.evasions, 'Flying') AND NOT o.blocks_flying)
    AND NOT (list_contains(f.evasions, 'Horsemanship') AND NOT o.blocks_horsemanship)
    AND NOT (list_contains(f.evasions, 'Fear') AND NOT (o.artifact OR list_contains(o.colors, 'B')))
    AND NOT (list_contains(f.evasions, 'Intimidate')
             AND NOT (o.artifact OR list_has_any(o.colors, f.colors)))
    AND NOT coalesce(list_contains(f.evasions, 'Skulk') AND o.power > f.power, false)
    AND NOT coalesce(CASE WHEN f.unblocked_by_power.or_less THEN o.power <= f.unblocked_by_power.n
                          ELSE o.power >= f.unblocked_by_power.n END, false)
    -- its own protection keeps the card from blocking it (702.16f): from creatures, or from a
    -- color the card has
    AND NOT coalesce(f.unblockable_by.creatures OR list_has_any(o.colors, f.unblockable_by.colors), false);

-- Whether creature f can block protected creature o as it attacks (internal.meets_in_combat's
-- second half); f's landwalk (meets_in_combat ignores it) only may stop o's block.
CREATE MACRO internal.blocks_in_combat(f, o) AS
    o.attacks AND f.blocks
    AND (f.blocks_only IS NULL OR list_contains(o.keywords, f.blocks_only))
    AND NOT list_contains(o.evasions, 'Menace')
    AND coalesce(internal.attacker_evasion(f.blocker, o), 'landwalk') = 'landwalk';

-- Whether creature f (answer_outcomes.sql: an effect's fighter) and protected creature o can
-- meet in combat at all: f attacks and o can block it, or o attacks and f can block it (509.1,
-- the attacker's evasion: 702.9b flying, 702.31b horsemanship, 702.36b fear, 702.13b
-- intimidate, 702.118b skulk, 702.111b menace on the card: no creature alone blocks it; "can't
-- be blocked by creatures with power 2 or less"; the source's landwalk or menace only may stop
-- the block). Shadow is the reach's (internal.evasion: 'shadow_combat').
CREATE MACRO internal.meets_in_combat(f, o) AS
    internal.attacks_into(f, o) OR internal.blocks_in_combat(f, o);

-- Whether creature f meets protected creature o in combat only in the way it attacks or
-- blocks under a condition of play (answer_outcomes.sql's fighter attributes attacks_if,
-- blocks_if: "Warden of the Chained can't attack unless ...", and o flies), given that it
-- meets it some way (internal.meets_in_combat).
CREATE MACRO internal.meets_only_if(f, o) AS
    (f.attacks_if AND NOT internal.blocks_in_combat(f, o))
    OR (f.blocks_if AND NOT internal.attacks_into(f, o));

-- What a creature's own "Whenever CARDNAME attacks (or blocks), ..." trigger does (after the
-- trigger's words, answer_outcomes.sql's fighters) that may leave its fight without its combat
-- damage: a flip, a milled land or the defending player's payment that prevents it, deals it to
-- its controller or takes the creature out of combat; or a prevention without a condition.
CREATE MACRO internal.own_combat_damage_stopped() AS
    '(?:(?:flip a coin|mill a card|defending player may pay)[^\n]*'
    || '(?:prevent all combat damage (?:that would be dealt by )?(?:CARDNAME|it)'
    || '|it deals that damage to you instead|remove CARDNAME from combat)'
    || '|prevent all combat damage that would be dealt to and dealt by it)';

-- Whether keywords hold a landwalk (702.14: "Islandwalk", "Nonbasic landwalk", ...).
CREATE MACRO internal.has_landwalk(keywords) AS
    coalesce(list_bool_or(list_transform(keywords, lambda k: k ILIKE '%walk')), false);

-- A creature's own "can't be blocked except by two (three) or more creatures" (menace's words,
-- 702.111b, printed without the keyword: Pathrazer of Ulamog), in its lines with its name as
-- CARDNAME (internal.named_text): no single creature blocks it.
CREATE MACRO internal.blocked_only_by_several(named_lines) AS
    list_bool_or(list_transform(named_lines, lambda line:
        regexp_full_match(line, '(?:.*; )?CARDNAME can''t be blocked except by (?:two|three|four|five) or more creatures\.')));

-- A creature whose body X decides: it enters with X (or "a number of") +1/+1 or +1/+0 counters,
-- or sunburst's (702.44a): in a fight its printed body at least (one counter on a 0/0, which
-- dies with none), more as play decides.
CREATE MACRO internal.body_by_x(text, keywords) AS
    list_contains(keywords, 'Sunburst')
    OR regexp_matches(text, 'enters(?: the battlefield)? with (?:X|a number of) \+1/\+[01] counters');
-- ... where its caster decides how many as they cast it, paying for them: sunburst's colors of
-- mana, or an {X} of its mana cost that the counters are ("Rock Hydra enters with X +1/+1
-- counters"; not "where X is the amount of life you gained this turn"): one at least on a 0/0,
-- which with none dies as it enters (704.5f). `face`: a card_faces row.
CREATE MACRO internal.counters_paid_for(face, keywords) AS
    list_contains(keywords, 'Sunburst')
    OR (contains(face.mana_cost, '{X}')
        AND regexp_matches(face.oracle_text, 'enters(?: the battlefield)? with X \+1/\+1 counters')
        AND NOT regexp_matches(face.oracle_text, '\bwhere X is\b|\bX is the\b'));

-- The +1/+1 counters a creature enters with when kicked, where its kicker is mana alone ("Kicker
-- {2}{R}", its caster's to pay as lands are assumed; 702.33): "If Pouncing Kavu was kicked, it
-- enters with two +1/+1 counters on it"; or for the colors of mana its caster spends, theirs to
-- choose likewise ("Adamant — If at least three black mana was spent to cast this spell,
-- Locthwain Paladin enters with a +1/+1 counter on it"); else 0.
CREATE MACRO internal.kicked_counters(text) AS
    CASE WHEN regexp_matches(text, '(?m)^Kicker (?:\{[^}\n]+\})+(?: \([^)\n]*\))?$')
         THEN coalesce(list_position(['a', 'two', 'three', 'four', 'five', 'six'],
                                     regexp_extract(text, 'was kicked, it enters(?: the battlefield)? with '
                                                          || '(a|two|three|four|five|six) \+1/\+1 counters? on it(?: and|\.)', 1)), 0)
         ELSE 0 END
    + coalesce(list_position(['a', 'two', 'three'],
                             regexp_extract(text, '(?m)^Adamant — If at least three (?:white|blue|black|red|green) mana was spent '
                                                  || 'to cast this spell, [^\n]* enters(?: the battlefield)? with (a|two|three) '
                                                  || '\+1/\+1 counters? on it\.$', 1)), 0);

-- The +1/+1 counters a creature surely enters with, from its own text ("Phantom Centaur enters
-- with three +1/+1 counters on it", modular's reminder), less the -1/-1 counters it surely
-- enters with ("Grim Poppet enters with three -1/-1 counters on it"; the two kinds cancel,
-- 704.5q): a number, 0 without any, NULL where play decides how many (X, sunburst, "... if
-- an opponent was dealt damage this turn", "for each ...", "unless you've cast another red
-- spell this turn", adamant's "If at least three white mana was spent ..., it enters with").
CREATE MACRO internal.counters_found(found, by_play) AS
    CASE WHEN by_play OR found.condition <> '' THEN NULL
         ELSE coalesce(list_position(['a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight',
                                      'nine', 'ten'], found.count), 0) END;
CREATE MACRO internal.entering_counters(text, name, keywords) AS internal.counters_found(
    regexp_extract(replace(text, name, 'CARDNAME'),
                   '(?:CARDNAME|This creature) enters(?: the battlefield)? with '
                   || '(a|two|three|four|five|six|seven|eight|nine|ten) \+1/\+1 counters? on it'
                   || '( if| for each)?',
                   ['count', 'condition']),
    internal.body_by_x(text, keywords)
    OR regexp_matches(replace(text, name, 'CARDNAME'),
                      '\b[Ii]f [^.]*, (?:CARDNAME|it) enters(?: the battlefield)? with [^.]*\+1/\+1 counter')
    -- ("For each creature card exiled this way, Frankenstein's Monster enters with a +2/+0,
    -- +1/+1, or +0/+2 counter on it")
    OR regexp_matches(replace(text, name, 'CARDNAME'),
                      '\b[Ff]or each [^.]*, (?:CARDNAME|it) enters(?: the battlefield)? with [^.]*\+\d/\+\d counter')
    -- ("Clockwork Swarm enters with four +1/+0 counters on it. At end of combat, if it attacked
    -- or blocked this combat, remove a +1/+0 counter from it": as many as combats have left)
    OR regexp_matches(text, 'enters(?: the battlefield)? with (?:a|two|three|four|five|six|seven|eight|nine|ten) '
                            || '\+1/\+0 counters?'))
    - internal.counters_found(
        regexp_extract(replace(text, name, 'CARDNAME'),
                       '(?:CARDNAME|This creature) enters(?: the battlefield)? with '
                       || '(a|two|three|four|five|six|seven|eight|nine|ten) -1/-1 counters? on it'
                       || '( if| for each| unless)?',
                       ['count', 'condition']),
        regexp_matches(text, 'enters(?: the battlefield)? with (?:X|a number of) -1/-1 counters'));

-- The value of an object (answer_outcomes.sql's answer_objects) a bound (an effect's
-- effect_limit: mana_value, power, toughness) is on: printed, with the counters it enters with;
-- NULL (play decides) for a counter's mana value bound on a spell with {X} in its cost, whose
-- mana value on the stack counts the X chosen (202.3e: Prohibit against Stonecoil Serpent).
CREATE MACRO internal.bound_value(bound, o, how) AS
    CASE bound.stat WHEN 'mana_value' THEN CASE WHEN NOT (how = 'counter' AND o.x_in_cost) THEN o.mana_value END
                    WHEN 'power' THEN o.power
                    WHEN 'toughness' THEN o.body_toughness END;

-- The +N/+M a line of a creature's own text gives it, as text ('' where it gives none): "CARDNAME
-- gets", "it gets", "Target creature gets" (or "Target attacking or blocking creature", which it
-- is as it blocks: Serra Advocate) or "Creatures you control get +N/+M".
CREATE MACRO internal.fixed_boost(line) AS
    regexp_extract(line, '(?:(?:CARDNAME|\bit|[Tt]arget (?:attacking or blocking |blocking )?creature) gets'
                         || '|[Cc]reatures you control get) \+(\d+)/\+(\d+)',
                   ['power', 'toughness']);

-- A creature's line (its name as CARDNAME) by which it connives once, as it enters ("When Psionic
-- Snoop enters the battlefield, it connives. (... put a +1/+1 counter on this creature.)"): one
-- +1/+1 counter at most, not one each time play lets it (as a connive on attacking does).
CREATE MACRO internal.connives_as_it_enters(line) AS
    regexp_matches(line, '^When CARDNAME enters(?: the battlefield)?, it connives\.(?: When it connives this way, [^.(]*\.)?(?: \([^)]*\))?$');

-- The +1/+1 counters a creature's line (its name as CARDNAME) by which it explores as it enters
-- may put on it, one an exploration ("When Jadelight Ranger enters the battlefield, it explores,
-- then it explores again": two at most, 701.44a), not one each time play lets it; else 0.
CREATE MACRO internal.explores_as_it_enters(line) AS
    CASE WHEN regexp_matches(line, '^When CARDNAME enters(?: the battlefield)?, it explores, then it explores again\.(?: \([^)]*\))?$') THEN 2
         WHEN regexp_matches(line, '^When CARDNAME enters(?: the battlefield)?, it explores\.(?: \([^)]*\))?$') THEN 1
         ELSE 0 END;

-- A creature's line (its name as CARDNAME) that pumps its power at the cost of its toughness
-- ("{R}: Viashino Slasher gets +1/-1 until end of turn", "{R}: Flowstone Giant gets +2/-2"):
-- {'power': n, 'toughness': m}, as often as its toughness stays above 0 (704.5f); else NULL.
CREATE MACRO internal.toll_pump(line) AS
    CASE WHEN regexp_matches(line, '^[^"]*: CARDNAME gets \+\d+/-[1-9]\d* until end of turn\.(?: \([^)]*\))?$')
         THEN {'power': TRY_CAST(regexp_extract(line, 'gets \+(\d+)/-', 1) AS INTEGER),
               'toughness': TRY_CAST(regexp_extract(line, 'gets \+\d+/-(\d+)', 1) AS INTEGER)} END;

-- The power a creature may gain by switching its own power and toughness, by an ability or a
-- trigger of its own ("{3}: Switch Myr Quadropod's power and toughness until end of turn": a 1/4
-- that may deal 4; "Whenever Valakut Fireboar attacks, switch its power and toughness"; Calcite
-- Snapper's landfall): its printed toughness above its power, at most (not a switch of "each
-- creature's", Mannichi, the Fevered Dream, nor of a target's).
CREATE MACRO internal.switch_gain(lines, power, toughness) AS
    CASE WHEN list_bool_or(list_transform(lines, lambda line:
                  regexp_matches(line, '\b[Ss]witch (?:CARDNAME''s|its) power and toughness\b')))
         THEN coalesce(greatest(TRY_CAST(toughness AS INTEGER) - TRY_CAST(power AS INTEGER), 0), 0)
         ELSE 0 END;

-- The most damage or toughness an effect surely can't exceed against a creature whose body
-- play decides (its amount, or the most a condition or its own growth raises it to, twice with
-- double strike or a flashback), or NULL where nothing bounds what it does: no number, a pump
-- without a bound, deathtouch or a destroy on damage (which need no amount), its death
-- trigger's damage, its static -N/-N, a trigger on meeting the card, a pump against colors.
CREATE MACRO internal.most_dealt(e) AS
    CASE WHEN e.amount IS NULL OR coalesce(e.pumps, false) OR coalesce(e.deathtouch, false)
              OR coalesce(e.destroys_damaged, false) OR coalesce(e.deathtouch_if, false)
              OR coalesce(e.by_its_power, false) OR coalesce(e.repeats, false)
              OR coalesce(len(e.pumps_against) > 0, false)
              OR coalesce(e.fighter.death_damage > 0 OR e.fighter.death_shrink > 0, false)
              OR e.fighter.shrinks IS NOT NULL OR e.fighter.destroys_met IS NOT NULL
         THEN NULL
         ELSE greatest(e.amount, coalesce(e.amount_most, e.amount))
              * CASE WHEN coalesce(e.double_strike, false) OR coalesce(e.flashback, false) OR coalesce(e.doubles_if, false)
                     THEN 2 ELSE 1 END
    END;

-- The line of a face's text that holds a capability row's sentence (`detail`): its whole ability,
-- with the cost or trigger that heads it.
CREATE MACRO internal.line_of(oracle_text, detail) AS
    list_filter(string_split(oracle_text, chr(10)), lambda line: contains(line, detail))[1];

-- The mana an activated ability's cost takes ("{4}{B}{B}: Exile target creature": 6; "{2/W}" 2,
-- "{W/U}" and "{W/P}" 1, {X} 0, a loyalty cost or {T} alone 0); 0 for a line that is no
-- activated ability with mana in its cost, or NULL.
CREATE MACRO internal.cost_mana(line) AS
    CASE WHEN regexp_matches(line, '^[^":]*\{[^}]+\}[^":]*: ')
         THEN coalesce(list_sum(list_transform(
                  regexp_extract_all(split_part(line, ': ', 1), '\{([^}]+)\}', 1), lambda symbol:
                  CASE WHEN regexp_matches(symbol, '^\d+(?:/.*)?$') THEN TRY_CAST(split_part(symbol, '/', 1) AS INTEGER)
                       WHEN symbol IN ('X', 'Y', 'Z', 'T', 'Q', 'E') THEN 0
                       ELSE 1 END)), 0)
         ELSE 0 END;

-- Whether a creature (its lines, its name as CARDNAME) takes its own -1/-1 counters off, as a
-- cost or by a trigger ("Remove a -1/-1 counter from Grim Poppet: ...", "Whenever you cast a
-- green spell, remove a -1/-1 counter from Sturdy Hatchling").
CREATE MACRO internal.sheds_minus_counters(lines) AS
    list_bool_or(list_transform(lines, lambda line:
        regexp_matches(line, '\b[Rr]emove (?:a|an|one|two|three|X|all) -1/-1 counters? from CARDNAME\b')));

-- Whether a creature enters with a +1/+1 counter for each color of mana spent to cast it
-- (sunburst, 702.44a; "Converge — Tajuru Stalwart enters with a +1/+1 counter on it for each
-- color of mana spent to cast it"). `face`: a card_faces row.
CREATE MACRO internal.colors_spent_counters(face, keywords) AS
    list_contains(keywords, 'Sunburst')
    OR regexp_matches(face.oracle_text, 'enters(?: the battlefield)? with a \+1/\+1 counter on it for each color of mana spent to cast it');

-- How many times a fixed boost's line (fixed_boost_line) gives its +N/+M in a turn: "{B}: Pit Imp
-- gets +1/+0 until end of turn. Activate no more than twice each turn." twice; else once.
CREATE MACRO internal.boost_times(line) AS
    CASE WHEN contains(line, 'Activate no more than twice each turn.') THEN 2
         WHEN contains(line, 'Activate no more than three times each turn.') THEN 3
         ELSE 1 END;

-- A line of a creature's own text (its name as CARDNAME) by which it gives itself first strike or
-- double strike among other keywords it chooses ("{0}: Until end of turn, Jodah's Avenger gets
-- -1/-1 and gains your choice of double strike, protection from red, vigilance, or shadow";
-- "{2}: Greater Morphling gains your choice of ..., double strike, ..., first strike, ...").
CREATE MACRO internal.gains_strike_by_choice(line) AS
    regexp_matches(line, 'CARDNAME (?:gets [+-]\d+/[+-]\d+ and )?gains your choice of [^.]*\b(?:first|double) strike\b');

-- A pump its controller may exert a creature for as it attacks (701.39), with its name as
-- CARDNAME; not one that also gains evasion (flying, menace, "can't be blocked by ...").
CREATE MACRO internal.exert_pump_line() AS
    '^You may exert CARDNAME as it attacks\. When you do, (?:it|CARDNAME) gets \+\d+/\+\d+'
    || '(?: and gains (?:deathtouch|first strike|lifelink|trample|vigilance))? until end of turn\.';

-- A line of a creature's own text (its name as CARDNAME) that raises its power or toughness by a
-- fixed amount at most once in a fight: statically, under a condition ("CARDNAME gets +1/+1 as
-- long as you control a Mountain"), by an ability activated only once each turn ("{1}{G}:
-- CARDNAME gets +2/+2 until end of turn. Activate only once each turn.", Rootwalla; or no more
-- than twice, Pit Imp: boost_times), or as it becomes blocked ("Whenever CARDNAME becomes
-- blocked, it gets +2/+2 until end of turn.", Ichorclaw Myr), as it attacks ("Whenever
-- Borderland Marauder attacks, it gets +2/+0 until end of turn."; exerted: exert_pump_line) or
-- as it blocks ("Whenever Folk of An-Havva blocks, it gets +2/+0 until end of turn."), under a
-- condition too ("Whenever Sickle Dancer attacks, if your team controls another Warrior, Sickle
-- Dancer gets +1/+1"), or by an ability that taps it, once until it untaps, and
-- never as it attacks ("{G}, {T}: Target creature gets +2/+2 until end of turn", Nantuko
-- Disciple; "{1}{G}, {T}, Discard a card: Creatures you control get +1/+1 and gain trample until
-- end of turn", Stampede Driver; not where its text untaps it: `untaps`, Leonin Battlemage);
-- never a count play decides ("for each"), nor another trigger ("blocks or becomes blocked" is
-- in every fight: internal.combat_pump).
CREATE MACRO internal.fixed_boost_line(line, untaps) AS
    internal.fixed_boost(line).power <> ''
    AND NOT regexp_matches(line, 'for each|\+X|X is')
    -- (not an ability that sacrifices it: Encampment Keeper's)
    AND NOT regexp_matches(line, '^[^:"]*\bSacrifice CARDNAME\b[^:"]*:')
    AND ((contains(line, 'CARDNAME gets +') AND NOT contains(line, ':')
          AND NOT regexp_matches(line, '^(?:[^—]* — )?(?:When|Whenever|At) '))
         OR regexp_matches(line, '^[^"]*: CARDNAME gets \+\d+/\+\d+ until end of turn\. '
                                 || 'Activate (?:only once|no more than (?:twice|three times)) each turn\.(?: \([^)]*\))?$')
         OR (NOT untaps
             AND regexp_matches(line, '^[^":]*\{T\}[^":]*: (?:(?:CARDNAME|[Tt]arget (?:attacking or blocking |blocking )?creature) gets'
                                      || '|[Cc]reatures you control get) '
                                || '\+\d+/\+\d+(?: and gain [a-z]+)? until end of turn\.'
                                -- (with a price or a window that adds no more: "When that creature leaves
                                -- the battlefield this turn, sacrifice Kjeldoran Elite Guard. Activate
                                -- only during combat.")
                                || '(?: When that creature leaves the battlefield this turn, sacrifice CARDNAME\.)?'
                                || '(?: Activate only (?:during combat|during your turn, before attackers are declared)\.)?'
                                || '(?: \([^)]*\))?$'))
         -- ("Whenever Chainflail Centipede or equipped creature attacks, it gets +2/+0"; its
         -- controller's creatures, it among them: "Whenever Inspiring Unicorn attacks, creatures
         -- you control get +1/+1 until end of turn")
         OR regexp_matches(line, '^Whenever CARDNAME(?: or (?:equipped|enchanted) creature)? (?:becomes blocked|attacks|blocks)(?:, if [^,]*)?, '
                        || '(?:(?:it|CARDNAME) gets|creatures you control get) \+\d+/\+\d+ until end of turn\.$')
         -- ... or for a price its controller may pay then ("Whenever Redcap Raiders attacks, you
         -- may tap an untapped non-Human creature you control. If you do, Redcap Raiders gets
         -- +1/+1 and gains trample until end of turn"; Brawl-Bash Ogre's other creature)
         OR regexp_matches(line, '^Whenever CARDNAME (?:becomes blocked|attacks|blocks), you may [^.]*\. If you do, (?:it|CARDNAME) gets '
                        || '\+\d+/\+\d+(?: and gains [a-z ]+)? until end of turn\.$')
         -- ("As long as Adanto Vanguard is attacking, it gets +2/+0.")
         OR regexp_matches(line, '^As long as CARDNAME is (?:attacking|blocking), it gets \+\d+/\+\d+\.$')
         -- ("You may exert Hooded Brawler as it attacks. When you do, it gets +2/+2 until end of
         -- turn.": its controller's choice as it attacks; not one that also gains evasion, which
         -- changes who can block it: Gust Walker's flying)
         OR regexp_matches(line, internal.exert_pump_line())
         -- (a trigger that fires once a turn at most: "Whenever you cast your second spell each
         -- turn, Incursion Specialist gets +2/+0 until end of turn and can't be blocked this turn")
         OR regexp_matches(line, '^Whenever you (?:cast|draw) your second (?:spell|card) each turn, CARDNAME gets '
                                 || '\+\d+/\+\d+ until end of turn(?: and can''t be blocked this turn)?\.$'));

-- The damage a creature's own trigger deals the creature that blocks it, from its line with its
-- name as CARDNAME ("Whenever Goblin Javelineer becomes blocked, it deals 1 damage to target
-- creature blocking it"), or the toughness it takes from it, which kills as surely ("Whenever
-- Plague Wight becomes blocked, each creature blocking it gets -1/-1 until end of turn"; the
-- power it takes too only helps), or NULL: with its combat damage, in a fight where it attacks.
CREATE MACRO internal.damage_as_blocked(line) AS
    coalesce(TRY_CAST(regexp_extract(line, '^Whenever CARDNAME becomes blocked(?: by a creature)?, (?:it|CARDNAME) deals (\d+) '
                                           || 'damage to (?:that creature|target creature blocking it|each creature blocking it)\.$', 1)
                      AS INTEGER),
             TRY_CAST(regexp_extract(line, '^Whenever CARDNAME becomes blocked, each creature blocking it gets -(\d+)/-\d+ '
                                           || 'until end of turn\.$', 1) AS INTEGER));

-- A line of a creature's own text that destroys every creature its combat damage is dealt to,
-- as deathtouch does: a trigger on it ("Whenever CARDNAME deals combat damage to a creature,
-- destroy that creature", at end of combat or not) or on a group it is one of ("Whenever a
-- Sliver deals ..." on a Sliver), without a condition ("unless its controller pays {2}").
CREATE MACRO internal.destroys_what_it_damages(line, subtypes) AS
    contains(line, 'damage to a creature, destroy that creature')
    AND regexp_matches(line, '^Whenever [^,"]* deals (?:combat )?damage to a creature, destroy that creature(?: at end of combat)?\.(?: (?:It|The creature) can''t be regenerated\.)?$')
    AND (regexp_matches(line, '^Whenever CARDNAME ')
         OR coalesce(list_contains(['creature'] || list_transform(subtypes, lambda t: lower(t)),
                                   lower(regexp_extract(line, '^Whenever an? ([A-Za-z-]+) (?:you control )?deals', 1))),
                     false));

-- internal.destroys_met's struct, from the parts `m` of its line's trigger.
CREATE MACRO internal.destroys_met_of(line, m) AS
    CASE WHEN m.verb <> '' THEN {
        'attacking': m.trigger <> 'blocks',
        'blocking': m.trigger <> 'becomes blocked by',
        'colors': list_transform(regexp_extract_all(m.what, '(?:^| )(white|blue|black|red|green)\b', 1),
                                 lambda word: internal.color_code(word)),
        'excluded_colors': list_transform(regexp_extract_all(m.what, '\bnon(white|blue|black|red|green)\b', 1),
                                          lambda word: internal.color_code(word)),
        'types': CASE WHEN regexp_matches(m.what, '(?:^| )artifact\b') THEN ['Artifact'] ELSE [] END,
        'excluded_subtypes': regexp_extract_all(m.what, '\bnon-([A-Z][a-z]+)\b', 1),
        'destroys': m.verb = 'destroy',
        'unregenerable': contains(line, 'can''t be regenerated')} END;

-- A creature's trigger on meeting a creature in combat that destroys or exiles it, from a line
-- of its own text (its name as CARDNAME), or NULL: "Whenever Cockatrice blocks or becomes
-- blocked by a non-Wall creature, destroy that creature at end of combat" (Rock Basilisk),
-- "Whenever Sylvan Basilisk becomes blocked by a creature, destroy that creature", "Whenever
-- Infernal Medusa blocks a creature", "Whenever Grasping Giant becomes blocked by a creature,
-- exile that creature until ...". `attacking`: it fires where the creature attacks and the
-- card blocks it, `blocking` where it blocks the card; the colors the card must have (any of),
-- must not have, the types it must have and the subtypes it must not; `destroys` (not an
-- exile), `unregenerable`. internal.met_kills judges it.
CREATE MACRO internal.destroys_met(line) AS
    internal.destroys_met_of(line, regexp_extract(
        line, '^Whenever CARDNAME (blocks or becomes blocked by|becomes blocked by|blocks) an? '
              || '((?:(?:non-?[A-Za-z]+|white|blue|black|red|green|artifact|or) )*)creature, '
              || '(destroy|exile) that creature\b', ['trigger', 'what', 'verb']));

-- Whether creature f's trigger on meeting the card in combat (f.destroys_met) destroys or
-- exiles protected creature o in every fight the two can have (one can block the other, 509.1;
-- the trigger fires as the blocks are declared, whatever the damage and first strike): the
-- card is one it names, and a destruction needs a card that isn't indestructible (702.12b).
CREATE MACRO internal.met_kills(f, o) AS
    f.destroys_met IS NOT NULL
    AND internal.meets_in_combat(f, o)
    AND (NOT internal.attacks_into(f, o) OR f.destroys_met.attacking)
    AND (NOT internal.blocks_in_combat(f, o) OR f.destroys_met.blocking)
    AND (len(f.destroys_met.colors) = 0 OR list_has_any(o.colors, f.destroys_met.colors))
    AND NOT list_has_any(o.colors, f.destroys_met.excluded_colors)
    AND list_has_all(o.type_words, f.destroys_met.types)
    AND NOT list_has_any(o.subtypes, f.destroys_met.excluded_subtypes)
    AND NOT (f.destroys_met.destroys AND o.indestructible);

-- (named_text's parts: a rebalanced card's name without "A-"; a first word as a subject or
-- where counters go; a word as a regular expression matches it)
CREATE MACRO internal.regex_escaped(words) AS
    regexp_replace(words, '([.^$*+?()\[\]{}|\\])', '\\\1', 'g');
CREATE MACRO internal.unrebalanced(name) AS
    CASE WHEN starts_with(name, 'A-') THEN name[3:] ELSE name END;
CREATE MACRO internal.first_word_named(text, first, applies) AS
    CASE WHEN applies
         THEN regexp_replace(
                  regexp_replace(text,
                                 '\b' || internal.regex_escaped(first)
                                 || ' (deals|fights|gets|gains|has|attacks|blocks|can''t|becomes)\b',
                                 'CARDNAME \1', 'g'),
                  '\b(counters? (?:on|from) )' || internal.regex_escaped(first) || '\b',
                  '\1CARDNAME', 'g')
         ELSE text END;

-- A card's text with its name as CARDNAME, by the parser's rule (parse/oracle_text.py's
-- replace_self_name; tests/test_answer_paths.py checks they agree on every snapshot face): its
-- full name, without a rebalanced card's "A-", and a short name before a comma ("Laelia" for
-- Laelia, the Blade Reforged); a legendary name without a comma's first word only as the
-- subject of one of these verbs ("Whenever Phage deals combat damage", Phage the Untouchable;
-- not the "Sliver" of Sliver Queen as a type) or where counters go ("on Crovax")
CREATE MACRO internal.named_text(text, name, supertypes) AS
    internal.first_word_named(
        list_reduce([text, name, internal.unrebalanced(name),
                     split_part(name, ', ', 1), split_part(internal.unrebalanced(name), ', ', 1)],
                    lambda acc, n: replace(acc, n, 'CARDNAME')),
        split_part(internal.unrebalanced(name), ' ', 1),
        list_contains(supertypes, 'Legendary') AND NOT contains(name, ', ')
            AND contains(internal.unrebalanced(name), ' '));

-- A line of a creature's own text (its name as CARDNAME) whose pump is only against creatures
-- of a color it blocks or is blocked by ("Whenever Rashka the Slayer blocks one or more black
-- creatures, Rashka gets +1/+2 until end of turn"; Amphibious Kavu's "blue and/or black").
CREATE MACRO internal.pump_against_colors(line) AS
    contains(line, 'CARDNAME gets +')
    AND regexp_matches(line, '^Whenever [^,]*\bblock[^,]*\b(?:white|blue|black|red|green)\b[^,]*,');

-- The end of a creature's trigger that takes it off the battlefield at once (its name as
-- CARDNAME): "return it to its owner's hand.", "exile CARDNAME.", "sacrifice it." (not "at end
-- of combat", after combat damage, nor "unless" a cost is paid: internal.fights_only_if).
CREATE MACRO internal.leaves_itself() AS
    '(?:return (?:it|CARDNAME) to its owner''s hand|exile (?:it|CARDNAME)|sacrifice (?:it|CARDNAME))\.';

-- Whether a creature fights only under a condition (answer_outcomes.sql's fighters `x`): it
-- attacks and blocks only under one (Hazoret the Fervent, "can't attack unless ..." and "can't
-- block unless ...": Goblin Goon), or does the one only under a condition and never the other
-- ("can't block", "can't attack unless you pay {1} for each +1/+1 counter on it": Phyrexian
-- Marauder; `blocks`: the parser found it a block); the fight it may have is judged as play
-- allowing it.
CREATE MACRO internal.fights_only_if(x, blocks, cant_attack) AS
    coalesce(x.fights_unless
             OR (x.attacks_unless AND (x.blocks_unless OR NOT blocks))
             OR (x.blocks_unless AND cant_attack), false);

-- Whether a capability row `c` is damage the card deals as much as its own power, outside
-- combat ("{R}, Sacrifice Heartfire Immolator: It deals damage equal to its power to target
-- creature or planeswalker").
CREATE MACRO internal.by_own_power(c) AS
    c.effect = 'damage' AND c.damage_amount = 'power' AND c.damage_by = 'self'
    AND c.source_kind IS NULL AND NOT c.granted;

-- Whether a fighter (answer_outcomes.sql's effect attributes `a`) can pump itself in a fight
-- with the object `o`: always, or only against creatures of some colors (pumps_against).
CREATE MACRO internal.may_pump(a, o) AS
    a.pumps OR coalesce(list_has_any(o.colors, a.pumps_against), false);

-- A line of a creature's own text (its name as CARDNAME) that pumps only its power, or gives it
-- deathtouch, by an ability ("{R}: CARDNAME gets +1/+0 until end of turn", "{B}: CARDNAME gets
-- +1/-1", "{R}{R}: Stormcloud Djinn gets +2/+0 until end of turn and deals 1 damage to you",
-- "{1}{B}: CARDNAME gains deathtouch until end of turn"), after what else the ability does ("{X}
-- {B/P}: Remove up to X counters from target permanent. For each counter removed this way, Hex
-- Parasite gets +1/+0 until end of turn", "... Reveal the top card of your library. Goblin
-- Machinist gets +X/+0"), or a target creature it may be ("{T}, Tap an untapped Dwarf you
-- control: Target creature gets +2/+0 until end of turn", Dwarven Bloodboiler), or by a trigger
-- ("Whenever Goblin Rabblemaster attacks, it gets +1/+0 until end of turn for each other
-- attacking Goblin"): no help against a first strike that kills it before it deals damage
-- (510.4), unless the line also makes it tougher or strike first.
CREATE MACRO internal.power_only_pump(line) AS
    (regexp_matches(line, '^[^"]*?: (?:[^"]* )?(?:CARDNAME|[Tt]arget creature(?: you control)?) '
                          || '(?:gets \+(?:\d+|X)/(?:\+0|-\d+)(?: and gains [a-z ]+)?|gains deathtouch) until end of turn\b')
     OR regexp_matches(line, '^(?:[^—"]* — )?(?:Whenever|At) [^,"]*CARDNAME[^,"]*, (?:it|CARDNAME) '
                             || 'gets \+(?:\d+|X)/(?:\+0|-\d+)(?: and gains [a-z ]+)? until end of turn\b'))
    AND NOT regexp_matches(line, '/\+[1-9X]|first strike|double strike|indestructible|[Rr]egenerate|protection');

-- A creature in a fight it doesn't win as printed: nothing, or depends if it can pump itself.
CREATE MACRO internal.unless_pumped(pumps) AS CASE WHEN pumps THEN 'depends' ELSE 'nothing' END;

-- How a card's own text lets it escape destruction, from its lines with its name as CARDNAME
-- (internal.named_text): 'indestructible' ("{3}: Sparkhunter Masticore gains indestructible
-- until end of turn", 702.12b), 'regeneration' ("{B}: Regenerate Spectral Lynx", 701.19),
-- 'prevention', against damage only ("If damage would be dealt to Phantom Centaur, prevent that
-- damage. Remove a +1/+1 counter from Phantom Centaur", 615: each hit takes a counter), or
-- NULL; a one-time "When" trigger is no help each time.
CREATE MACRO internal.escapes_destruction(named_lines) AS
    CASE WHEN list_bool_or(list_transform(named_lines, lambda line:
                  regexp_matches(line, '^If damage would be dealt to CARDNAME(?: while it has a \+1/\+1 counter on it)?, '
                                       || 'prevent that damage\b')))
         THEN 'prevention'
         WHEN list_bool_or(list_transform(named_lines, lambda line:
                  NOT regexp_matches(line, '^(?:[^—]* — )?When ') AND contains(line, 'CARDNAME gains indestructible')))
         THEN 'indestructible'
         WHEN list_bool_or(list_transform(named_lines, lambda line:
                  NOT regexp_matches(line, '^(?:[^—]* — )?When ') AND regexp_matches(line, '[Rr]egenerate CARDNAME')))
         THEN 'regeneration' END;

-- Whether a card's own text makes it stronger (`stat` 'power') or tougher ('toughness') as
-- play goes, without a bound ("{2}{G}{G}: Chameleon Colossus gets +X/+X", "Marauding Knight
-- gets +1/+1 for each Plains your opponents control", "{2}: Put a +1/+1 counter on ...",
-- monstrosity, adapt, level up), from its lines with its name as CARDNAME; a one-time "When"
-- trigger is no help each time. A fixed boost under a condition is protected_objects'
-- toughness_boost.
CREATE MACRO internal.grows(named_lines, keywords, subtypes, stat) AS
    -- (a leveler's level counters give it the bigger bodies of its LEVEL lines, 711.2:
    -- "Level up {1}", Hexdrinker, a 2/1 then 4/4 and 6/6)
    list_has_any(keywords, ['Monstrosity', 'Adapt', 'Level Up'])
    OR list_bool_or(list_transform(named_lines, lambda line:
        NOT regexp_matches(line, '^(?:[^—]* — )?When ')
        AND ((regexp_matches(line, CASE stat WHEN 'power' THEN 'CARDNAME gets \+[1-9X]'
                                             ELSE 'CARDNAME gets [+-][0-9X]+/\+[1-9X]' END)
              AND (contains(line, ':') OR regexp_matches(line, 'for each|\+X|X is')))
             -- +1/+1 counters it puts on itself, activated or by a trigger that recurs ("At the
             -- beginning of each end step, if Whirling Dervish dealt damage to an opponent this
             -- turn, put a +1/+1 counter on it"; not one on another creature), or on each of its
             -- controller's creatures of a kind it is, itself among them ("{4}{G}{W}, {T}: Put a
             -- +1/+1 counter on each creature you control", Katilda, Dawnhart Prime; "Whenever a
             -- Rat dies, put a +1/+1 counter on each Cat you control", Hungry Lynx, a Cat; not
             -- "each other creature"), or on a target it may be ("At the beginning of each
             -- player's end step, you may put a +1/+1 counter on target creature that player
             -- controls", Louvaq, the Aberrant; not "another target creature", nor one an
             -- opponent controls)
             OR ((contains(line, ':') OR regexp_matches(line, '^(?:[^—]* — )?(?:Whenever|At) '))
                 AND (regexp_matches(line, '[Pp]ut (?:a|an|one|two|three|four|five|X) \+1/\+1 counters? on CARDNAME')
                      OR regexp_matches(line, '[Pp]ut (?:a|an|one|two|three|four|five|X) \+1/\+1 counters? on each creature you control\b')
                      OR list_contains(subtypes, regexp_extract(
                             line, '[Pp]ut (?:a|an|one|two|three|four|five|X) \+1/\+1 counters? on each ([A-Z][\w-]*) you control\b', 1))
                      OR regexp_matches(line, '[Pp]ut (?:a|an|one|two|three|four|five|X) \+1/\+1 counters? on (?:up to one )?target creature(?:[.,]| you control\b| that player controls\b)')
                      OR (regexp_matches(line, '[Pp]ut (?:a|an|one|two|three|four|five|X) \+1/\+1 counters? on it\b')
                          AND NOT regexp_matches(line, '\b(?:that|target|another|enchanted|equipped) (?:[\w-]+ )?creatures?\b|\btoken\b')))))));

-- Damage or -N/-N of `amount`, at least the card's printed toughness: it removes the card
-- unless the card's own text can make it tougher first (answer_outcomes.sql's answer_objects
-- `o`: without a bound, or by a fixed boost under a condition that outgrows the amount).
CREATE MACRO internal.unless_tougher(amount, o) AS
    CASE WHEN o.grows_tougher OR amount < o.toughness + coalesce(o.toughness_boost, 0)
         THEN 'depends' ELSE 'removes' END;

-- Why damage, -N/-N or a bound on power or toughness only may deal with a card whose own text
-- makes it stronger or tougher as play goes (internal.grows): NULL otherwise.
CREATE MACRO internal.growth_reason(how, bound_stat, grows_stronger, grows_tougher) AS
    CASE WHEN how IN ('damage', 'shrink') AND grows_tougher
         THEN 'only before the card''s own text makes it tougher (a pump or counters of its own)'
         WHEN bound_stat = 'power' AND grows_stronger
         THEN 'only before the card''s own text makes its power greater than the bound'
         WHEN bound_stat = 'toughness' AND grows_tougher
         THEN 'only before the card''s own text makes its toughness greater than the bound' END;

-- Why destruction (destroy, lethal damage, deathtouch) only may remove a card that can escape
-- it (`escape`: internal.escapes_destruction): NULL for other ways, for damage dealt as -1/-1
-- counters (wither, infect), and for regeneration where the source says it can't be; damage,
-- -1/-1 counters too, to a card that prevents what is dealt to it.
CREATE MACRO internal.destruction_reason(how, unregenerable, wither, escape) AS
    CASE WHEN how = 'damage' AND escape = 'prevention'
         THEN 'only once its own text no longer prevents the damage: each hit takes one of its +1/+1 counters (615)'
         WHEN how IN ('destroy', 'damage') AND NOT (how = 'damage' AND wither) THEN
        CASE escape WHEN 'indestructible' THEN 'only if its controller can''t make it indestructible (702.12b)'
                    WHEN 'regeneration' THEN CASE WHEN NOT unregenerable
                                                  THEN 'only if its controller can''t regenerate it (701.19)' END
        END
    END;

-- What a creature's own text adds to its power and toughness in every fight it is in (its
-- oracle text): bushido N (702.45a: +N/+N when it blocks or becomes blocked) and "Whenever ...
-- blocks or becomes blocked, it gets +N/+N until end of turn", or takes away: "Whenever Karn,
-- Silver Golem blocks or becomes blocked, it gets -4/+4 until end of turn" (a 0/8 in every fight);
-- and the damage its trigger deals the creature it fights, counted as power ("Whenever Inferno
-- Elemental blocks or becomes blocked by a creature, Inferno Elemental deals 3 damage to that
-- creature": before combat damage, from the same source).
CREATE MACRO internal.combat_pump(text) AS {
    'power': coalesce(TRY_CAST(regexp_extract(text, '(?m)^Bushido (\d+)', 1) AS INTEGER), 0)
        + coalesce(TRY_CAST(regexp_extract(
              text, '(?m)^Whenever [^,.\n]*(?:, [A-Z][^,.\n]*)? blocks or becomes blocked(?: by a creature)?, it gets ([+-]\d+)/[+-]\d+ until end of turn', 1)
              AS INTEGER), 0)
        + coalesce(TRY_CAST(regexp_extract(
              text, '(?m)^Whenever [^,.\n]*(?:, [A-Z][^,.\n]*)? blocks or becomes blocked by a creature, [^,.\n]*? deals (\d+) damage to that creature[.]', 1)
              AS INTEGER), 0),
    'toughness': coalesce(TRY_CAST(regexp_extract(text, '(?m)^Bushido (\d+)', 1) AS INTEGER), 0)
        + coalesce(TRY_CAST(regexp_extract(
              text, '(?m)^Whenever [^,.\n]*(?:, [A-Z][^,.\n]*)? blocks or becomes blocked(?: by a creature)?, it gets [+-]\d+/([+-]\d+) until end of turn', 1)
              AS INTEGER), 0)
};

-- A path's rank against an object from its quality's rank and the attacker's evasion a blocker
-- can't block through (class_verdicts.sql, answer_outcomes.sql): 3 impossible, a landwalk or a
-- shared name (Maelstrom Pulse's other permanents) only may (at least 1).
CREATE MACRO internal.path_rank(quality_rank, evasion, shares_name) AS
    CASE WHEN evasion = 'landwalk' OR (shares_name AND evasion IS NULL) THEN greatest(quality_rank, 1)
         WHEN evasion IS NOT NULL THEN 3
         ELSE quality_rank END;

-- Whether a capability's evaluable restrictions (g, a signature) admit the protected
-- object o (a protected_objects row). Unknown characteristics (granted protection) admit all
-- but a type every type it can be is excluded from ("Destroy target noncreature permanent"
-- never reaches what "Creatures you control have protection" protects).
CREATE MACRO internal.restrictions_admit(g, o) AS
    (NOT o.known AND (g.object_excluded_types IS NULL OR len(o.types) = 0
                      OR NOT list_has_all(g.object_excluded_types, o.types)))
    OR (o.known AND
        (g.object_colors IS NULL OR list_has_any(o.colors, g.object_colors))
        AND (g.object_excluded_colors IS NULL OR NOT list_has_any(o.colors, g.object_excluded_colors))
        AND (g.object_types IS NULL
             OR list_has_all(CASE WHEN g.counters THEN o.spell_type_words ELSE o.type_words END, g.object_types))
        AND (g.object_excluded_types IS NULL
             OR NOT list_has_any(CASE WHEN g.counters THEN o.spell_type_words ELSE o.type_words END,
                                 g.object_excluded_types))
        AND (g.object_subtype IS NULL OR list_contains(o.subtypes, g.object_subtype))
        AND (g.object_excluded_subtypes IS NULL OR NOT list_has_any(o.subtypes, g.object_excluded_subtypes))
        -- (a spell with multikicker is kicked as one with kicker is: 702.33, Ertai's Trickery)
        AND (g.object_keyword IS NULL OR list_contains(o.keywords, g.object_keyword)
             OR (g.object_keyword = 'Kicker' AND list_contains(o.keywords, 'Multikicker')))
        AND (g.object_excluded_keyword IS NULL OR NOT list_contains(o.keywords, g.object_excluded_keyword))
        AND (g.object_mana_value_op IS NULL
             OR internal.compare_number(o.mana_value, g.object_mana_value_op, g.object_mana_value)
             -- a spell with {X} in its cost counts the X chosen (202.3e): "Counter target spell
             -- with mana value 4 or greater" may reach Stonecoil Serpent, whose printed one is 0
             OR (g.counters AND o.x_in_cost
                 AND internal.mana_value_may_match({'mana_value_op': g.object_mana_value_op,
                                                    'mana_value': g.object_mana_value},
                                                   {'mana_value': o.mana_value, 'x_in_cost': true})))
        AND (g.object_power_op IS NULL OR o.power IS NULL
             OR internal.compare_number(o.power, g.object_power_op, g.object_power))
        AND (g.object_toughness_op IS NULL OR o.toughness IS NULL
             OR internal.compare_number(o.toughness, g.object_toughness_op, g.object_toughness))
        AND (g.can_block_only IS NULL OR list_contains(o.keywords, g.can_block_only))
        -- 105.2: how many colors the object has is printed (a color-changing effect aside)
        AND (g.object_color_count IS NULL
             OR (g.object_color_count = 'colored' AND len(o.colors) > 0)
             OR (g.object_color_count = 'colorless' AND len(o.colors) = 0)
             OR (g.object_color_count = 'monocolored' AND len(o.colors) = 1)
             OR (g.object_color_count = 'multicolored' AND len(o.colors) > 1))
        -- answers that can't touch a card: tokens only (111.1), one name, what is attached
        -- (301.5, 303.4), a counter against a spell that can't be countered (101.2)
        AND NOT g.object_token
        AND (g.object_name IS NULL OR g.object_name = o.name)
        AND (NOT g.object_attached OR list_has_any(o.subtypes, ['Aura', 'Equipment', 'Fortification']))
        -- "with a name originally printed in the Homelands expansion": the card's first printing
        AND (g.object_first_printed_in IS NULL OR g.object_first_printed_in = o.first_set_name)
        AND NOT (g.counters AND o.uncounterable)
        -- a permanent spell targets nothing unless it is an Aura (303.4a)
        AND NOT (g.object_targets AND NOT list_contains(o.subtypes, 'Aura'))
    );

-- Whether card data decides that a capability reaches the object (restrictions_admit only
-- admits): for a card's own permanent, unless it bounds a power or toughness play sets (X
-- counters, "*") or the mana value of a spell with {X} in its cost; for an object play decides
-- (what a granted protection protects: "equipped creature", "creatures you control"), only when the capability names no more than its kind
-- and the types the granting words give it ("Exile target creature"), not a color, subtype,
-- mana value or name ("Exile target permanent with mana value 1", "target black or red
-- permanent"): then the object may or may not be one.
CREATE MACRO internal.reach_decided(g, o) AS
    -- a card's own body decides a power or toughness bound, unless play sets it (X, "*") or
    -- its own text may raise it past an upper one: without a bound (internal.grows) or by a
    -- fixed boost under a condition (Mystic Crusader's threshold +1/+1 takes its power 2 past
    -- "power 2 or less")
    (o.known AND NOT (g.object_power_op IS NOT NULL
                      AND (o.power IS NULL
                           OR (g.object_power_op = '<='
                               AND (o.grows_stronger OR o.power + coalesce(o.power_boost, 0) > g.object_power))))
             -- (nor a counter's mana-value bound on a spell whose X its caster chooses, 202.3e)
             AND NOT (g.counters AND o.x_in_cost AND g.object_mana_value_op IS NOT NULL)
             AND NOT (g.object_toughness_op IS NOT NULL
                      AND (o.toughness IS NULL
                           OR (g.object_toughness_op = '<='
                               AND (o.grows_tougher
                                    OR o.toughness + coalesce(o.toughness_boost, 0) > g.object_toughness)))))
    OR (
        g.object_colors IS NULL AND g.object_excluded_colors IS NULL
        -- its types are what its subject can be (protected_objects.types): a kind or types
        -- decide only where every type it can be is one ("Target permanent you control gains
        -- protection": not surely an artifact, so "Destroy target artifact" only may reach it)
        AND (g.object_kind = 'permanent'
             OR (g.object_kind = 'any' AND len(o.types) > 0
                 AND list_has_all(['Creature', 'Planeswalker', 'Battle'], o.types))
             OR (len(o.types) = 1 AND g.object_kind = lower(o.types[1])))
        AND (g.object_types IS NULL OR (len(o.types) = 1 AND list_has_all(o.types, g.object_types)))
        AND g.object_excluded_types IS NULL
        AND g.object_subtype IS NULL AND g.object_excluded_subtypes IS NULL
        AND g.object_keyword IS NULL AND g.object_excluded_keyword IS NULL
        AND g.object_mana_value_op IS NULL AND g.object_power_op IS NULL
        AND g.object_toughness_op IS NULL
        AND g.object_color_count IS NULL AND g.can_block_only IS NULL
        AND NOT g.object_token AND NOT g.object_nontoken AND g.object_name IS NULL
        AND NOT g.object_attached AND g.object_first_printed_in IS NULL
    );

-- Whether a protection (a protections row) that depends on play becomes unconditional when the
-- source is controlled by the protected object's opponent, the two-player reading: protection
-- from the chosen player, that player, each opponent or what opponents control is protection
-- from each object that player controls (702.16k). A chosen color, a condition or a duration
-- still depends on play.
CREATE MACRO internal.stops_opponent(p) AS
    (p.quality_kind = 'player' OR p.controller = 'opponent')
    AND p.condition IS NULL AND p.duration IS NULL AND p.state IS NULL
    AND (p.chosen IS NULL OR p.chosen = 'player');

-- Whether a string is written as an oracle id (a UUID), not a card name
CREATE MACRO internal.is_oracle_id(s) AS
    regexp_full_match(s, '[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}');

-- What a path's outcome depends on: its effect's own condition (`depends`), unless card data
-- can't tell whether it reaches the object at all (`decided`, answer_outcomes.sql: what a
-- granted protection protects, play decides)
-- Why an effect with a bound (answer_outcomes.sql: "if it has mana value 2 or less", revolt
-- or kicker "4 or less instead", a count of its own kind: "X or less, where X is the number of
-- Faeries you control") depends on play: above its sure bound, a condition or a count decides.
CREATE MACRO internal.bound_reason(bound) AS
    CASE WHEN bound IS NOT NULL
         THEN format('only with its condition (a kicker, revolt, cleave) or the count play makes above {} {}',
                     replace(bound.stat, '_', ' '), bound.sure)
    END;

-- The body a card's animating ability names ("Mutavault becomes a 2/2 creature", "becomes a
-- 3/4 Gargoyle creature", "becomes a legendary 4/4 red Dragon creature"): [power, toughness],
-- NULL where it names none, several, or an X/X.
CREATE MACRO internal.animated_body(text) AS
    CASE WHEN contains(text, 'become')
              AND len(list_distinct(regexp_extract_all(text, 'becomes? (?:an? )?(?:[a-z]+ )?(\d+/\d+)', 1))) = 1
         THEN list_transform(string_split(regexp_extract_all(text, 'becomes? (?:an? )?(?:[a-z]+ )?(\d+/\d+)', 1)[1], '/'),
                             lambda n: TRY_CAST(n AS INTEGER))
    END;

-- Why damage or -N/-N an ability deals each time its cost is paid, or a spell with buyback each
-- time it is cast, depends on play.
CREATE MACRO internal.repeated_reason(amount, repeats) AS
    CASE WHEN repeats
         THEN format('only if its controller uses it again (an ability, or a spell cast with buyback): {} each time, '
                     || 'as often as they can pay its cost', amount)
    END;

-- ... or with flashback: once from its caster's hand and once from the graveyard, the same turn
-- (702.34a), twice its amount at most.
CREATE MACRO internal.flashback_reason(amount, flashback) AS
    CASE WHEN flashback AND amount IS NOT NULL
         THEN format('only if its controller casts it again with flashback the same turn (702.34a): {} each time, {} in all',
                     amount, amount * 2)
    END;

-- Whether an object has what a raise "instead" names of it (effect_amount_most_colors: any of
-- the colors; effect_amount_most_types: all of the types, supertypes and subtypes): NULL where
-- the raise names none (play decides it) or the object's characteristics are play's (granted)
CREATE MACRO internal.raise_holds(most_colors, most_types, known, colors, type_words, subtypes) AS
    CASE WHEN (most_colors IS NOT NULL OR most_types IS NOT NULL) AND known
         THEN coalesce(list_has_any(colors, most_colors), true)
              AND coalesce(list_has_all(list_concat(type_words, subtypes), most_types), true) END;

-- Why damage a condition raises "instead" (effect_amount_most) depends on play, or a
-- combatant's power what play may add raises (a fixed boost under a condition, bloodthirst's
-- counters, flanking's -1/-1 on a blocker, counted as a point of power), for an effect `e` of
-- internal.answer_effects; not a raise the card's own colors or types decide (amount_against).
CREATE MACRO internal.raised_reason(e) AS
    CASE WHEN e.amount_most IS NULL OR e.most_colors IS NOT NULL OR e.most_types IS NOT NULL THEN NULL
         WHEN e.how = 'combat'
         THEN format('only with what play may add (a boost under a condition, once a turn, once by tapping it, as it attacks, blocks or becomes blocked, counters it enters with or gets once (bloodthirst, riot, renown, adapt, monstrosity, its enter trigger''s), flanking''s -1/-1 on a blocker, melee''s or its own exalted''s +1/+1, a pump that costs it toughness as far as its toughness goes, a switch of its power and toughness): power {} instead of {}', e.amount_most, e.amount)
         WHEN e.how = 'shrink'
         THEN format('only with its condition (morbid, a kicker): -{}/-{} instead of -{}/-{}', e.amount_most, e.amount_most, e.amount, e.amount)
         ELSE format('only with its condition (metalcraft, delirium, bloodthirst''s counters): {} damage instead of {}', e.amount_most, e.amount)
    END;

-- The combat damage a creature that kills a card in combat assigns it, for the reason's words:
-- its printed amount, or with the least of its pumps as it attacks or blocks that kills where
-- only a pump does (answer_outcomes.sql: sure in every fight the two can have).
CREATE MACRO internal.fight_amount(how, amount, fighter, double_strike, toughness) AS
    CASE WHEN how = 'combat' AND amount * CASE WHEN double_strike THEN 2 ELSE 1 END < toughness
         THEN amount + coalesce(list_min(list_filter([fighter.attack_power, fighter.block_power], lambda pump:
                                   (amount + pump) * CASE WHEN double_strike THEN 2 ELSE 1 END >= toughness)), 0)
         ELSE amount END;

-- The damage a creature's death trigger deals a target the card may be ("When Perilous Myr
-- dies, it deals 2 damage to any target"; "damage equal to its power", Fireblade Charger: its
-- printed power), from its line with its name as CARDNAME, or NULL.
CREATE MACRO internal.death_damage(line, power) AS
    CASE WHEN regexp_matches(line, '^When CARDNAME dies, (?:it|CARDNAME) deals (?:\d+ damage|damage equal to its power) to '
                                   || '(?:any target|target creature(?: or (?:player|planeswalker))?(?: an opponent controls)?)\.$')
         THEN coalesce(TRY_CAST(regexp_extract(line, 'deals (\d+) damage', 1) AS INTEGER), TRY_CAST(power AS INTEGER)) END;

-- What a fighter's death trigger takes from the card's toughness: its -N/-N, or its damage
-- unless the card is indestructible (702.12b; -N/-N kills one all the same, 704.5f).
CREATE MACRO internal.death_hit(fighter, indestructible) AS
    fighter.death_shrink + CASE WHEN indestructible THEN 0 ELSE fighter.death_damage END;

-- The -N/-N or damage a creature's death trigger adds where its damage in the fight alone falls short, or
-- where the card's first strike kills it before it deals any (`dies_first`: internal.dies_first)
-- (answer_outcomes.sql's death_shrink), for the reason's words; else NULL.
CREATE MACRO internal.death_shrink_needed(how, amount, fighter, double_strike, toughness, dies_first) AS
    CASE WHEN how = 'combat' AND internal.death_hit(fighter, false) > 0
              AND (dies_first
                   OR internal.fight_amount(how, amount, fighter, double_strike, toughness)
                      * CASE WHEN double_strike THEN 2 ELSE 1 END < toughness)
         THEN internal.death_hit(fighter, false) END;

-- Whether the card's first strike (card_keywords, card_power: its printed ones) kills a creature
-- with a death trigger (an answer_effects row `e`) before that one deals combat damage (702.7b,
-- 510.4): its trigger's -N/-N is then all that reaches the card (answer_outcomes.sql).
CREATE MACRO internal.dies_first(e, card_keywords, card_power) AS
    e.how = 'combat' AND internal.death_hit(e.fighter, false) > 0 AND NOT e.first_strike AND NOT e.indestructible
    AND list_has_any(card_keywords, ['First strike', 'Double strike'])
    AND (list_contains(card_keywords, 'Deathtouch') OR coalesce(TRY_CAST(card_power AS INTEGER) >= e.toughness, false));

-- The -N/-N a creature's own static ability gives the creatures it fights, NULL if none ("Creatures
-- your opponents control get -2/-2", Elesh Norn, Grand Cenobite; "Other creatures get -1/-1",
-- Kaervek, the Spiteful; "Nonblack creatures get -1/-1", Ascendant Evincar, which `spares` black;
-- "Creatures with flying your opponents control get -1/-1", Smog Elemental; "-1/-0", Azorius
-- Skyguard): in a fight the card has it too (613.4c), whoever controls it, since the two
-- combatants are opponents' (`text`: its oracle text; not one under a condition or a count).
CREATE MACRO internal.others_shrunk_line() AS
    '(?m)^(?:Other creatures|Creatures (with flying )?your opponents control|Non(white|blue|black|red|green) creatures) '
    || 'get -(\d+)/-(\d+)\.$';
CREATE MACRO internal.shrinks_of(m) AS
    {'power': TRY_CAST(m.power AS INTEGER), 'toughness': TRY_CAST(m.toughness AS INTEGER),
     'spares': internal.color_code(m.spared),
     'flying': m.flying <> ''};

CREATE MACRO internal.others_shrunk(text) AS
    CASE WHEN regexp_matches(text, internal.others_shrunk_line())
         THEN internal.shrinks_of(regexp_extract(text, internal.others_shrunk_line(),
                                                 ['flying', 'spared', 'power', 'toughness'])) END;

-- The +N/+N a creature's own static ability gives other creatures of a subtype or a color,
-- whoever controls them ("Other Elf creatures get +1/+1 and have forestwalk", Elvish Champion;
-- "Other Goblins get +1/+1", Goblin King; "All Sliver creatures get +1/+1", Muscle Sliver;
-- "Other black creatures get +1/+1", Ascendant Evincar; "Saproling creatures and other Treefolk
-- creatures get +1/+1", Verdeloth the Ancient; not "... you control", nor one under a condition,
-- a count or a choice): in a fight the card of that kind has it too (613.4c), as it has
-- internal.others_shrunk's -N/-N. A list of {'kind': a subtype or a color code, 'power',
-- 'toughness', 'itself': whether the creature has it too, where it is of that kind (no "Other")}.
CREATE MACRO internal.others_boosted_line() AS
    '^(Other |All )?((?:[A-Z][a-z]+|white|blue|black|red|green)(?: creatures)?)((?: and other [A-Z][a-z]+ creatures)?) '
    || 'get \+(\d+)/\+(\d+)(?: and have [a-z ]+)?\.(?: \([^)]*\))?$';
-- (a color word's code, else the subtype, singular: "Goblins" is Goblin, "Merfolk" Merfolk)
CREATE MACRO internal.boost_kind(words) AS
    coalesce(internal.color_code(lower(regexp_replace(words, ' creatures$', ''))),
             CASE WHEN suffix(words, ' creatures') THEN regexp_replace(words, ' creatures$', '')
                  ELSE regexp_replace(words, 's$', '') END);
CREATE MACRO internal.boosts_of(m) AS
    [{'kind': internal.boost_kind(m.kind), 'power': TRY_CAST(m.power AS INTEGER),
      'toughness': TRY_CAST(m.toughness AS INTEGER), 'itself': m.other <> 'Other '}]
    || CASE WHEN m.others <> ''
            THEN [{'kind': regexp_extract(m.others, 'other ([A-Z][a-z]+) creatures', 1),
                   'power': TRY_CAST(m.power AS INTEGER), 'toughness': TRY_CAST(m.toughness AS INTEGER),
                   'itself': false}]
            ELSE [] END;
CREATE MACRO internal.others_boosted(text) AS
    flatten(list_transform(
        list_filter(string_split(text, chr(10)), lambda line: regexp_matches(line, internal.others_boosted_line())),
        lambda line: internal.boosts_of(regexp_extract(line, internal.others_boosted_line(),
                                                       ['other', 'kind', 'others', 'power', 'toughness']))));
-- (whether a creature of these colors and subtypes is of a boost's kind, internal.boost_kind;
-- and the boosts of a list that it has)
CREATE MACRO internal.of_kind(kind, colors, subtypes) AS
    list_contains(colors, kind) OR list_contains(subtypes, kind);
CREATE MACRO internal.boosts_for(boosts, colors, subtypes) AS
    list_filter(boosts, lambda b: internal.of_kind(b.kind, colors, subtypes));

-- ... and the +N/+M one gives the creatures of a kind its controller controls, which it has too
-- where it is of that kind ("Sliver creatures you control get +1/+1", Predatory Sliver; "Zombie
-- creatures you control get +2/+1", Undead Warchief; "Green creatures you control get +1/+1",
-- Kaysa): internal.others_boosted's shape, for internal.with_own_boost only (the creature it
-- fights is the other player's).
CREATE MACRO internal.own_kind_boosted_line() AS
    '^([A-Z][a-z]+ creatures) you control get \+(\d+)/\+(\d+)(?: and have [a-z ]+)?\.(?: \([^)]*\))?$';
CREATE MACRO internal.own_kind_boosted(text) AS
    list_transform(
        list_filter(string_split(text, chr(10)), lambda line: regexp_matches(line, internal.own_kind_boosted_line())),
        lambda line: {'kind': internal.boost_kind(regexp_extract(line, internal.own_kind_boosted_line(), 1)),
                      'power': TRY_CAST(regexp_extract(line, internal.own_kind_boosted_line(), 2) AS INTEGER),
                      'toughness': TRY_CAST(regexp_extract(line, internal.own_kind_boosted_line(), 3) AS INTEGER),
                      'itself': true});
-- The combat keywords a creature's own static ability gives its controller's creatures of a
-- kind it is ("Sliver creatures you control have double strike", Bonescythe Sliver; "Knight
-- creatures you control have double strike", Kinsbaile Cavalier; first strike, deathtouch):
-- keywords it has itself in every fight. `face`: a card_faces row.
CREATE MACRO internal.own_kind_keywords(face) AS
    list_transform(
        list_filter(string_split(face.oracle_text, chr(10)), lambda line:
            regexp_matches(line, '^[A-Z][a-z]+ creatures you control (?:get \+\d+/\+\d+ and )?have '
                                 || '(?:first strike|double strike|deathtouch)\.(?: \([^)]*\))?$')
            AND internal.of_kind(internal.boost_kind(regexp_extract(line, '^([A-Z][a-z]+ creatures)', 1)),
                                 face.colors, face.subtypes)),
        lambda line: CASE regexp_extract(line, 'have (first strike|double strike|deathtouch)', 1)
                         WHEN 'first strike' THEN 'First strike' WHEN 'double strike' THEN 'Double strike'
                         ELSE 'Deathtouch' END);

-- What a fighter's static abilities do to the creatures it fights, NULL if nothing: its -N/-N
-- (internal.others_shrunk) and its +N/+N to some kinds (internal.others_boosted).
CREATE MACRO internal.others_changed(text) AS
    CASE WHEN regexp_matches(text, internal.others_shrunk_line())
              OR regexp_matches(text, '(?m)' || internal.others_boosted_line())
         THEN {'shrink': internal.others_shrunk(text), 'boosts': internal.others_boosted(text)} END;

-- A creature's bushido-like pump (internal.combat_pump) with its own share of the boost it gives
-- its kind ("All Sliver creatures get +1/+1": a Sliver itself; "Thrull creatures get +1/+1",
-- Thrull Champion).
CREATE MACRO internal.with_own_boost(pump, boosts, colors, subtypes) AS
    {'power': pump.power + coalesce(list_sum(list_transform(
                  list_filter(internal.boosts_for(boosts, colors, subtypes), lambda b: b.itself), lambda b: b.power)), 0),
     'toughness': pump.toughness + coalesce(list_sum(list_transform(
                  list_filter(internal.boosts_for(boosts, colors, subtypes), lambda b: b.itself), lambda b: b.toughness)), 0)};

-- What a fighter's static abilities (internal.others_changed) take from a card of these colors,
-- keywords and subtypes in the fight: {'power': n, 'toughness': n}, zeros where they take
-- nothing, below zero where they give it more.
CREATE MACRO internal.shrink_applies(shrink, colors, keywords) AS
    shrink IS NOT NULL AND NOT coalesce(list_contains(colors, shrink.spares), false)
    AND (NOT shrink.flying OR list_contains(keywords, 'Flying'));
CREATE MACRO internal.shrunk_by(changes, colors, keywords, subtypes) AS
    CASE WHEN changes IS NULL THEN {'power': 0, 'toughness': 0}
         ELSE {'power': CASE WHEN internal.shrink_applies(changes.shrink, colors, keywords) THEN changes.shrink.power ELSE 0 END
                        - coalesce(list_sum(list_transform(internal.boosts_for(changes.boosts, colors, subtypes),
                                                           lambda b: b.power)), 0),
               'toughness': CASE WHEN internal.shrink_applies(changes.shrink, colors, keywords) THEN changes.shrink.toughness ELSE 0 END
                            - coalesce(list_sum(list_transform(internal.boosts_for(changes.boosts, colors, subtypes),
                                                               lambda b: b.toughness)), 0)} END;

-- Whether a count (internal.count_floor's) is 1 at least as its creature (face `f`, text `text`)
-- fights: it counts the creature itself, or what is surely there (lands, fade counters).
CREATE MACRO internal.count_has_itself(count, text, f) AS
    count IN ('creatures you control', 'creatures named CARDNAME on the battlefield',
              'lands you control', 'permanents you control')
    OR (count = 'fade counters on it' AND regexp_matches(text, '(?m)^Fading [1-9]'))
    OR coalesce(list_contains(f.colors, internal.color_code(regexp_extract(
           count, '^(white|blue|black|red|green) (?:permanents|creatures) (?:you control|on the battlefield)$', 1))), false)
    -- (a colorless one on a colorless creature: "the number of colorless creatures you
    -- control", Vile Aggregate, with devoid)
    OR (len(f.colors) = 0
        AND regexp_matches(count, '^colorless (?:permanents|creatures) (?:you control|on the battlefield)$'))
    -- (creatures with a keyword it has: "creatures with shadow on the battlefield", Dauthi
    -- Warlord)
    OR (regexp_matches(count, '^creatures with [a-z]+ (?:you control|on the battlefield)$')
        AND regexp_matches(lower(text), '(?m)^' || regexp_extract(count, '^creatures with ([a-z]+) ', 1) || '\b'))
    -- (one of two kinds it is: "artifacts and/or enchantments you control", Shambling Suit;
    -- "permanents you control that are Spirits and/or enchantments", Katilda, a Spirit)
    OR list_has_any(list_transform(list_concat(f.types, f.subtypes), lambda t: lower(t) || 's'),
                    string_split(lower(coalesce(
                        nullif(regexp_extract(count, '^([A-Za-z]+ and/or [A-Za-z]+) you control$', 1), ''),
                        regexp_extract(count, '^permanents you control that are ([A-Za-z]+ and/or [A-Za-z]+)$', 1))),
                                 ' and/or '))
    OR (regexp_matches(count, '^snow permanents (?:you control|on the battlefield)$')
        AND list_contains(f.supertypes, 'Snow'))
    -- ("non-Wall creatures you control", Keldon Warlord, not a Wall)
    OR (list_contains(list_transform(list_concat(f.types, f.subtypes), lambda t: lower(t) || 's')
                      || list_transform(f.subtypes, lambda t: regexp_replace(lower(t), 'f$', 'ves')),
                      lower(regexp_extract(count, '^(?:non-[A-Za-z]+ )?([A-Za-z]+) (?:you control|on the battlefield)$', 1)))
        AND NOT list_contains(f.subtypes, regexp_extract(count, '^non-([A-Za-z]+) ', 1)));

-- internal.count_floor's floor, of the count its power and toughness each are (`each_count`)
-- or its power alone is (`power_count`), '' where it has no such line.
CREATE MACRO internal.count_floor_of(each_count, power_count, text, f) AS
    CASE
        WHEN 'creatures on the battlefield' IN (each_count, power_count) THEN 2
        WHEN each_count = '' AND power_count = '' THEN NULL
        WHEN internal.count_has_itself(coalesce(nullif(each_count, ''), power_count), text, f) THEN 1
    END;

-- The least the count a creature's "*" body is can be while it fights a card (`text`: its text
-- with its name as CARDNAME; `f`: its face, for the kinds it is), where the count includes it
-- or is surely there as it enters: "Beast of Burden's power and toughness are each equal to the
-- number of creatures on the battlefield" counts the two that fight, "... the number of
-- creatures you control" (Crusader of Odric) or "... creatures named CARDNAME on the
-- battlefield" itself; a count of a kind it is ("artifacts you control", Master of Etherium, or
-- its power alone, Bronze Guardian; "Elves on the battlefield", Heedless One, an Elf; "black
-- permanents you control", Crowd of Cinders; "snow permanents"), the fade counters
-- it always enters with (Rusting Golem's "Fading 5") or the lands its controller has (lands are
-- assumed) are 1 at least too. NULL for any other count, which play decides from 0 up (cards in
-- hand, Maro: as a 0/0 it dies as it enters and never fights, 704.5f).
CREATE MACRO internal.count_floor(text, f) AS
    internal.count_floor_of(
        regexp_extract(text, '(?m)^CARDNAME''s power and toughness are each equal to the number of ([^\n]*)\.$', 1),
        regexp_extract(text, '(?m)^CARDNAME''s power is equal to the number of ([^\n]*)\.$', 1),
        text, f);

-- The +1/+1 counters a creature's own enter trigger may put on it, once, on a creature its
-- controller picks or on each of theirs (`text`: its text with its name as CARDNAME), or 0:
-- "When Iron Bully enters, put a +1/+1 counter on target creature", "... on target creature you
-- control" (Basri's Lieutenant), on itself ("choose one — • Put a +1/+1 counter on Hooded
-- Assassin."), those it distributes (Verdurous Gearhulk), "Morbid — When Ulvenwald Bear enters, if a creature died this
-- turn, put two +1/+1 counters on target creature", a mode of Pollenbright Druid's "When ...
-- enters, choose one —". Fighters grow by them (answer_outcomes.sql's once_counters), and
-- protected cards may be tougher by them (its entering_boost).
CREATE MACRO internal.enter_counters_on_itself(text) AS
    CASE coalesce(nullif(regexp_extract(text, '(?m)^(?:[^—\n]* — )?When (?:CARDNAME|this creature) enters(?: the battlefield)?(?: or dies)?, '
                                        || '(?:if [^,\n]*, )?(?:choose one —\n(?:• [^\n]*\n)*• )?[Pp]ut (a|an|one|two|three) '
                                        || '\+1/\+1 counters? on (?:(?:target|up to one target|each) creature(?: you control)?|CARDNAME|this creature)\.', 1), ''),
                  -- (all of those it distributes, which may all go on it: "When Verdurous Gearhulk
                  -- enters, distribute four +1/+1 counters among any number of target creatures
                  -- you control", Wurmskin Forger's "among one, two, or three target creatures")
                  regexp_extract(text, '(?m)^When (?:CARDNAME|this creature) enters(?: the battlefield)?, distribute '
                                       || '(two|three|four|five) \+1/\+1 counters among (?:any number of|one or two|'
                                       || 'one, two, or three) target creatures(?: you control)?\.', 1))
        WHEN 'a' THEN 1 WHEN 'an' THEN 1 WHEN 'one' THEN 1 WHEN 'two' THEN 2 WHEN 'three' THEN 3
        WHEN 'four' THEN 4 WHEN 'five' THEN 5 ELSE 0 END;

-- The power the card's first strike, dealt as -1/-1 counters (wither, infect: 702.90b), takes
-- from a creature fighting it (an answer_effects row `e` without first strike) before that one
-- deals combat damage (510.4), for the reason's words (Phyrexian Crusader's 2 leave Brooding
-- Saurian, a 4/4, dealing 2; answer_outcomes.sql judges the fight so); else 0.
CREATE MACRO internal.power_first_struck(e, card_keywords, card_power) AS
    CASE WHEN e.how = 'combat' AND NOT coalesce(e.first_strike, false)
              AND list_has_any(card_keywords, ['Wither', 'Infect'])
              AND list_has_any(card_keywords, ['First strike', 'Double strike'])
         THEN coalesce(TRY_CAST(card_power AS INTEGER), 0) ELSE 0 END;

-- The damage or -N/-N an effect `e` of internal.answer_effects deals a protected object `p`
-- (answer_paths_for's paths): its raise "instead" where the object has the colors or types
-- the raise names (internal.raise_holds), else its own amount.
CREATE MACRO internal.amount_against(e, p) AS
    CASE WHEN internal.raise_holds(e.most_colors, e.most_types, p.known, p.body_colors, p.body_type_words,
                                   p.body_subtypes)
         THEN e.amount_most ELSE e.amount END;

-- Why damage as much as the source's own power depends where the printed power falls short:
-- play may raise it (prowess, a pump of its own, counters); as it does a printed number plus a
-- count ("where X is 2 plus the number of ...").
CREATE MACRO internal.grown_reason(how, amount, pumps) AS
    CASE WHEN pumps AND how = 'damage'
         THEN format('only with what play adds ({} as printed: prowess, a pump or counters on its power, or the count its amount adds)', amount)
    END;

-- Why a path that only may get through depends, where another of the source's paths surely
-- gets through but does less (Teferi, Hero of Dominaria's white-and-blue −3 against protection
-- from a chosen color, beside its colorless emblem).
CREATE MACRO internal.unsure_path_reason() AS
    'only if the protection lets this path through (play decides; the verdict is another path''s)';

CREATE MACRO internal.answer_depends(decided, known, depends) AS
    CASE WHEN NOT decided AND known
         THEN 'only if the power, toughness or mana value play gives the card meets its bound (X, "*", or what its own text adds)'
         WHEN NOT decided
         THEN 'only if what the protection is given to is one it can reach (play decides what that is)'
         ELSE depends END;

-- Why a path does what it does to a protected card (answer_paths.reason): the outcome in words,
-- with the numbers that decide it; `protection_reason` is the verdict's reason, kept where the
-- path only may get through (rank 1).
-- (death_shrink: what the fighter's death trigger takes, as damage where death_by_damage;
-- met: the fighter's trigger on meeting the card, internal.destroys_met, where that kills it)
CREATE MACRO internal.death_words(n, by_damage) AS
    CASE WHEN by_damage THEN format('{} damage', n) ELSE format('-{}/-{}', n, n) END;

-- The card's toughness in a fight, for the reason's words: with what the fighter's static -N/-N
-- takes from it, or its +N/+N gives it (internal.shrunk_by; 613.4c).
CREATE MACRO internal.fight_toughness_words(toughness, shrunk) AS
    CASE WHEN shrunk > 0
         THEN format('toughness {}, {} with its -{}/-{}: 613.4c', toughness, toughness - shrunk, shrunk, shrunk)
         WHEN shrunk < 0
         THEN format('toughness {}, {} with the +{} it gives: 613.4c', toughness, toughness - shrunk, -shrunk)
         ELSE format('toughness {}', toughness) END;

CREATE MACRO internal.answer_reason(interaction, outcome, how, amount, deathtouch, destroys_damaged, met,
                                    death_shrink, death_by_damage, toughness, shrunk, durability, depends, rank,
                                    protection_reason) AS
    CASE
        WHEN outcome = 'nothing' THEN 'it gets past the protection but does not remove, neutralise or counter the card on its own'
        WHEN outcome = 'depends' AND depends IS NOT NULL THEN 'it may deal with the card: ' || depends
        WHEN outcome = 'depends' THEN
            CASE how WHEN 'combat' THEN 'in combat: play decides its power, the card''s toughness, what the card''s own abilities do in the fight (first strike, regeneration) or whether the two meet (a landwalker the other must block)'
                     ELSE 'the amount (X, or a number play decides) or the card''s toughness or loyalty is not printed' END
        ELSE CASE how
            -- an edict's player picks what goes (their choice); a targeted one names the card
            WHEN 'exile' THEN CASE WHEN interaction = 'edict'
                                   THEN 'its controller exiles it (their choice, if they control others)'
                                   ELSE 'it exiles the card' END
            WHEN 'destroy' THEN 'it destroys the card'
            WHEN 'sacrifice' THEN CASE WHEN interaction = 'edict'
                                       THEN 'its controller sacrifices it (their choice, if they control others)'
                                       ELSE 'its controller sacrifices it' END
            WHEN 'bounce' THEN 'it returns the card to its owner''s hand or library'
            WHEN 'neutralise' THEN 'it neutralises the card (can''t attack or block, doesn''t untap, changes control or loses its abilities)'
            WHEN 'counter' THEN 'it counters the card as a spell'
            -- (the toughness it takes, whatever it does to power: "+3/-2", "-2/-1", -1/-1 counters)
            WHEN 'shrink' THEN format('it loses {} toughness, at least its toughness {} (704.5f)', amount, toughness)
            WHEN 'damage' THEN CASE WHEN deathtouch THEN format('{} deathtouch damage destroys it (702.2b)', amount)
                                    WHEN amount IS NULL
                                    THEN format('damage equal to its own power is at least its {} {} (704.5g)', durability, toughness)
                                    -- (lethal damage to a creature, 704.5g; a planeswalker's loyalty, 704.5i)
                                    ELSE format('{} damage is at least its {} {} ({})', amount, durability, toughness,
                                                CASE WHEN durability = 'loyalty' THEN '704.5i' ELSE '704.5g' END) END
            WHEN 'combat' THEN CASE WHEN met IS NOT NULL
                                    THEN format('its trigger {} the card as the two meet in combat ({})',
                                                CASE WHEN met.destroys THEN 'destroys' ELSE 'exiles' END,
                                                CASE WHEN met.attacking AND met.blocking THEN 'as it blocks or becomes blocked by it'
                                                     WHEN met.attacking THEN 'as it becomes blocked by it'
                                                     ELSE 'as it blocks it' END)
                                    WHEN deathtouch THEN 'deathtouch combat damage destroys it (702.2b)'
                                    WHEN destroys_damaged
                                    THEN 'its trigger destroys a creature its combat damage is dealt to'
                                    -- (no damage: the card's first strike killed it first)
                                    WHEN death_shrink > 0 AND amount = 0
                                    THEN format('a creature the card''s first strike kills in the fight kills it with its death trigger''s {} ({}; 702.7b, 704.5f)',
                                                internal.death_words(death_shrink, death_by_damage),
                                                internal.fight_toughness_words(toughness, shrunk))
                                    WHEN death_shrink > 0
                                    THEN format('a creature dealing it {} damage in the fight and dying in it kills it with its death trigger''s {} ({}; 510.1a, 704.5f)',
                                                amount, internal.death_words(death_shrink, death_by_damage),
                                                internal.fight_toughness_words(toughness, shrunk))
                                    ELSE format('a creature dealing it {} damage in the fight kills it ({}; its combat damage, 510.1a)',
                                                amount, internal.fight_toughness_words(toughness, shrunk)) END
        END
    END || CASE WHEN rank = 1 AND outcome <> 'nothing' THEN ' (if it gets through: ' || protection_reason || ')' ELSE '' END;

-- An answer's reason for the object it is about: "the card" where the protection is the card's
-- own; what a granted protection protects is another object, named by its kind ("it exiles the
-- creature": the one Sword of Fire and Ice equips; "the permanent" for "creatures and
-- artifacts you control" or "each permanent you control"), and a player's is the player (check's
-- reasons name it so too: pipeline/lookup/verdicts.py).
CREATE MACRO internal.object_words(reason, scope, object_types) AS
    CASE WHEN scope = 'self' THEN reason
         ELSE regexp_replace(reason, '\bthe card\b',
                             CASE WHEN scope = 'player' THEN 'the player'
                                  WHEN object_types = ['Creature'] THEN 'the creature'
                                  WHEN object_types = ['Planeswalker'] THEN 'the planeswalker'
                                  ELSE 'the permanent' END, 'g') END;

-- The order players pick a class's answer path in, as one integer: whether it surely gets
-- through (rank 0 before 1: the pair's verdict is the best path's, so what the card does is
-- judged on a path with that verdict; a conditional removal never stands in for an allowed
-- path that does less), what it does (the answer_outcome rank, below 8), how and how fast
-- (how_speed), then the lowest effect id (24 bits: checks/answer_effect_ids_in_bounds.sql),
-- so min() picks the best and two builds of the same data agree. The *_of macros read it back.
CREATE MACRO internal.answer_order(outcome_rank, rank, how_speed, effect_id) AS
    ((rank::BIGINT * 8 + outcome_rank) * 32 + how_speed) * 16777216 + effect_id;
CREATE MACRO internal.outcome_rank_of(answer_order) AS answer_order // 16777216 // 32 % 8;
CREATE MACRO internal.rank_of(answer_order) AS (answer_order // 16777216 // 256)::UTINYINT;
CREATE MACRO internal.how_speed_of(answer_order) AS (answer_order // 16777216 % 32)::UTINYINT;

-- Two non-negative integers under one BIGINT key (each below 2^32), ordered by the first:
-- min(pick(rank, id), n) keeps the n best ids; pick_first and pick_second read them back.
CREATE MACRO internal.pick(first, second) AS first::BIGINT * 4294967296 + second;
CREATE MACRO internal.pick_first(key) AS (key // 4294967296)::INTEGER;
CREATE MACRO internal.pick_second(key) AS (key % 4294967296)::INTEGER;
