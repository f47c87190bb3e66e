-- One row per (answer class, protected object): the best path by which a class of sources deals
-- with the object on its own, once protection lets it through (702.16b-f; DESIGN.md "Answers").
--
-- A path (a capability row) that does something to its object (capabilities.effect: how) is
-- judged like the verdicts, per reading: its rank (0 allowed, 1 conditional; 2 prevented and
-- 3 impossible are no answer) from internal.quality_verdicts and internal.reach, and what it
-- does from the object's printed numbers and keywords: damage or -N/-N at least its toughness
-- (a planeswalker's loyalty) removes it (704.5f-g, 704.5i), deathtouch damage too (702.2b),
-- indestructible survives destroy and damage (702.12b; not damage dealt as -1/-1 counters, wither
-- and infect, that leaves it no toughness, 704.5f), a creature in combat kills it with
-- lethal damage unless the card's first strike kills it first (510, 702.7b), if the two can
-- meet at all (one can block the other, 509.1: internal.meets_in_combat). A fight or a
-- "bite" needs its target (701.14b), a "deals damage ..., exile that creature" trigger its
-- damage (702.16e): the path it needs must get through too. Sources with the same paths share
-- a class, as internal.source_classes does for verdicts. The scratch tables (effect_paths,
-- effect_keys, answer_objects, effect_attrs, attr_outcomes, effect_flat, signature_ranks,
-- effect_outcomes) are TEMP, dropped at the end.
CREATE TEMP TABLE effect_paths AS
-- what a creature's own text does to every fight it is in, read once per face that fights
WITH fighters AS (
    SELECT
        f.oracle_id,
        f.face_index,
        -- what it adds in every fight (bushido), with its own share of a boost to its kind
        internal.with_own_boost(internal.combat_pump(f.oracle_text),
                                internal.others_boosted(f.oracle_text) || internal.own_kind_boosted(f.oracle_text),
                                f.colors, f.subtypes) AS pump,
        -- the combat keywords it gives its controller's creatures of its kind, itself among them
        internal.own_kind_keywords(f) AS own_keywords,
        -- a body X decides from nothing (a 0/0 that "enters with a number of +1/+1 counters equal
        -- to the number of creature cards in your graveyard"; one with a printed body, or whose
        -- X its caster pays, is that body at least: `counters`), or one its own static text
        -- shrinks as play goes ("Nyxathid gets -1/-1 for each card in the chosen player's hand",
        -- "Death's Shadow gets -X/-X, where X is your life total")
        (n.x_counters AND f.toughness = '0' AND NOT n.paid_for)
        OR list_bool_or(list_transform(t.lines, lambda line:
            contains(line, 'CARDNAME gets -') AND NOT contains(line, ':')
            AND NOT regexp_matches(line, '^(?:[^—]* — )?(?:When|Whenever|At) ')))
        -- ... or whose triggers take its counters away ("Whenever a player casts a spell,
        -- remove a +1/+1 counter from Noosegraf Mob"; Magmasaur, Karstoderm)
        OR list_bool_or(list_transform(t.lines, lambda line:
            NOT contains(line, ':')
            AND regexp_matches(line, '^(?:[^—]* — )?(?:When|Whenever|At) [^.]*\bremove (?:a|an|one|two|three|X) \+1/\+1 counters? from (?:CARDNAME|it)\b'))) AS body_by_x,
        -- the +1/+1 counters it surely enters with (Thopter Squadron, a 0/0 with three); those
        -- play decides (adamant, "for each", X: internal.body_by_x) may only add to its printed
        -- body (`pumps`), and on a printed 0/0 an X its caster pays in mana, or sunburst's colors
        -- of mana, puts one at least: with none it dies as it enters (704.5f), so its caster
        -- pays for one (Rock Hydra fights as a 1/1 at least; not a count play decides, "equal to
        -- the number of creature cards in your graveyard", which may leave it none)
        coalesce(n.entering,
                 CASE WHEN f.toughness = '0' AND n.paid_for THEN 1 END,
                 0)
        -- (and those a kicker of mana gives it, its caster's to pay as lands are assumed: "Kicker
        -- {2}{R} ... If Pouncing Kavu was kicked, it enters with two +1/+1 counters")
        + n.kicked AS counters,
        -- a body printed as a floor plus what play counts ("2+*", Angry Mob): at least that
        -- or a "*" body a count decides that the fight itself keeps above 0 (internal.count_floor:
        -- Beast of Burden counts the two creatures that fight)
        coalesce(TRY_CAST(regexp_extract(f.power, '^(\d+)\+\*$', 1) AS INTEGER),
                 CASE WHEN f.power = '*' THEN n.count_floor END) AS power_floor,
        coalesce(TRY_CAST(regexp_extract(f.toughness, '^(\d+)\+\*$', 1) AS INTEGER),
                 CASE WHEN f.toughness = '*' THEN n.count_floor END) AS toughness_floor,
        -- it attacks and blocks only under a condition (Hazoret the Fervent); one that only
        -- attacks under one (Sea Serpent) surely blocks, and one that only blocks under one
        -- (Orcish Conscripts) surely attacks: a fight is judged on what it surely does; so is
        -- one that is sacrificed as it attacks or blocks unless a cost is paid ("Whenever
        -- Treacherous Vampire attacks or blocks, sacrifice it unless you exile a card from your
        -- graveyard", Thing from the Deep's Island), or whose own trigger may stop its combat
        -- damage or take it out of combat on a flip, a milled land or a payment ("Whenever
        -- Loafing Giant attacks or blocks, mill a card. If a land card was milled this way,
        -- prevent all combat damage Loafing Giant would deal this turn"; Mijae Djinn, Mtenda
        -- Lion, Ydwen Efreet; Goblin Snowman's block, which deals none at all, is read so too:
        -- it only may kill as a blocker, where it never does)
        -- ("can't attack or block alone", Bonded Horncrest: only beside another creature; "Wirecat
        -- can't attack or block if an enchantment is on the battlefield")
        -- (its own text, not an ability it gives another in quotes: Whipgrass Entangler's
        -- target creature gains "This creature can't attack or block unless ...")
        regexp_matches(t.own_text, 'can''t attack or block (?:unless|alone|if)')
            OR regexp_matches(t.text, 'Whenever CARDNAME attacks or blocks, sacrifice (?:it|CARDNAME) unless')
            -- (or that may never fight: sacrificed as it enters unless a permanent other than a
            -- land is there to give up, or play did something: "When Faerie Impostor enters,
            -- sacrifice it unless you return another creature you control to its owner's hand",
            -- Glint Hawk's artifact, Uro's "unless it escaped"; not mana, lands or a discard)
            OR regexp_matches(t.text, '(?m)^When CARDNAME enters(?: the battlefield)?, sacrifice it unless '
                                      || '(?:you return (?:another creature|an? (?:creature|artifact|enchantment)|a basic land card from your graveyard)'
                                      || '|you sacrifice (?:an? (?:creature|artifact|enchantment)|any number of creatures)'
                                      || '|you exile a creature|it escaped|an opponent was dealt damage)')
            OR regexp_matches(t.text, 'Whenever CARDNAME attacks or blocks, [^\n]*'
                                      || internal.own_combat_damage_stopped())
            AS fights_unless,
        regexp_matches(t.own_text, 'can''t attack (?:unless|alone|if)')
            OR regexp_matches(t.text, 'Whenever CARDNAME attacks, sacrifice (?:it|CARDNAME) unless')
            OR regexp_matches(t.text, 'Whenever CARDNAME attacks, [^\n]*' || internal.own_combat_damage_stopped())
            AS attacks_unless,
        regexp_matches(t.own_text, 'can''t block (?:unless|alone|if)')
            OR regexp_matches(t.text, 'Whenever CARDNAME blocks, sacrifice (?:it|CARDNAME) unless')
            OR regexp_matches(t.text, 'Whenever CARDNAME blocks, [^\n]*' || internal.own_combat_damage_stopped())
            AS blocks_unless,
        -- it can make itself bigger or deadlier ("{R}: Shivan Dragon gets +1/+0", "Nighthowler
        -- gets +1/+1 for each creature card in graveyards", "{B}: Mardu Hateblade gains deathtouch"),
        -- by an activated or static ability without a bound, or a trigger that recurs within a
        -- fight ("Landfall — Whenever a land you control enters, Steppe Lynx gets +2/+2"; not a
        -- fixed "Whenever Graceful Cat attacks, it gets +1/+1", once a fight: grows_by): a
        -- one-time trigger's pump, such as one for a fight on entering (Kraul Harpooner), is
        -- not one for every fight; these are, as play decides:
        -- a floor's count ("2+*"), kicked counters its caster may not pay for ("Kicker—Sacrifice
        -- a creature"; those of a kicker of mana are its body: internal.kicked_counters), a pump
        -- as it becomes blocked (Norwood Warrior), an ability that targets a creature it is
        -- ("{3}{W}: Target Human gains double strike", Veteran Cathar), counters it gets in play
        coalesce(regexp_matches(f.power, '^\d+\+\*$'), false)
        OR (f.power = '*' AND n.count_floor IS NOT NULL)
        OR (regexp_matches(f.oracle_text, 'was kicked, it enters(?: the battlefield)? with [^.]*\+1/\+1 counter')
            AND n.kicked = 0)
        OR list_bool_or(list_transform(t.lines, lambda line:
               regexp_matches(line, 'Whenever CARDNAME becomes blocked[^.]*, (?:it|CARDNAME) gets \+[1-9X]')
               AND NOT list_contains(v.fixed_lines, line)))
        OR (((n.entering IS NULL AND n.kicked = 0) OR n.x_counters) AND NOT n.colors_spent)
        -- ... or as many as the permanents it may sacrifice as it enters, devour's without the
        -- keyword ("As Shimatsu the Bloodcloaked enters, sacrifice any number of permanents.
        -- Shimatsu enters with that many +1/+1 counters on it", Devouring Hellion's twice that)
        OR regexp_matches(t.text, '(?m)^As CARDNAME enters(?: the battlefield)?, (?:you may )?sacrifice any number '
                                  || 'of [^.\n]*\. (?:If you do, )?(?:CARDNAME|it|[A-Z][^ ]*) enters(?: the battlefield)? '
                                  || 'with (?:twice )?that many \+1/\+1 counters')
        -- it takes its own -1/-1 counters off, as a cost or by a trigger ("Remove a -1/-1
        -- counter from Grim Poppet: Put a -1/-1 counter on another target creature", "Whenever
        -- you cast a green spell, remove a -1/-1 counter from Sturdy Hatchling"): up to its
        -- printed body, as play decides (grows_by, where the counters it enters with are known)
        OR (internal.sheds_minus_counters(t.lines) AND n.entering IS NULL)
        -- counters or pumps its own triggers and keywords add as play goes, without a bound
        -- (Cosi's Trickster, evolve, prowess, monstrosity, devour, rampage, ...)
        OR list_has_any(c.keywords, ['Evolve', 'Outlast', 'Level Up',
                                     'Training', 'Prowess', 'Fabricate',
                                     'Amplify', 'Devour', 'Dethrone', 'Enlist', 'Rampage'])
        -- (adapt N and monstrosity N add N counters once: grows_by; X as play decides)
        OR regexp_matches(f.oracle_text, '\b(?:Adapt|Monstrosity) X\b')
        -- ("{3}{G}: Put a +1/+1 counter on Jungle Delver"; "on it" only where no other creature
        -- is named: Sigil Captain's counters go on "that creature", Elder Cathar's on a target)
        -- (not the reminder of a keyword whose counters grows_by bounds: "Tribute 2 (... may
        -- put two +1/+1 counters on it.)", bolster's, backup's, bloodthirst's, megamorph's, a
        -- connive as it enters: internal.connives_as_it_enters)
        OR list_bool_or(list_transform(t.lines, lambda line:
            NOT regexp_matches(line, '^(?:(?:Bolster|Tribute|Backup|Bloodthirst|Renown) |[^:]*: (?:Adapt|Monstrosity) )\d+\.? \(|^Megamorph [^(]*\(')
            AND NOT internal.connives_as_it_enters(line) AND internal.explores_as_it_enters(line) = 0 AND (
            (regexp_matches(line, '[Pp]ut (?:a|an|one|two|three|X|that many) \+1/\+1 counters? on (?:CARDNAME|this creature)\b')
             -- (not a number of them once as it enters, or as a mode of that trigger:
             -- enter_counters_on_itself; X or explore's stay play's)
             AND NOT regexp_matches(line, '^(?:[^—]* — )?When (?:CARDNAME|this creature) enters(?: the battlefield)?, '
                                          || '(?:if [^,]*, )?put (?:a|an|one|two|three) \+1/\+1 counters? on (?:CARDNAME|this creature)\.$')
             AND NOT (regexp_matches(line, '^• Put (?:a|an|one|two|three) \+1/\+1 counters? on (?:CARDNAME|this creature)\.$')
                      AND regexp_matches(t.text, '(?m)^(?:[^—\n]* — )?When (?:CARDNAME|this creature) enters[^\n]*, choose one —$')))
            -- (not "it" a token it creates: "create a 0/0 ... Fractal creature token. Put X +1/+1
            -- counters on it", Manifestation Sage)
            OR (regexp_matches(line, '[Pp]ut (?:a|an|one|two|three|X|that many) \+1/\+1 counters? on it\b')
                AND NOT regexp_matches(line, '\b(?:that|target|another|enchanted|equipped) (?:[\w-]+ )?creatures?\b|\btoken\b'))
            -- ... or distributed among targets of a kind it is, by a recurring trigger or an
            -- ability ("At the beginning of combat on your turn, you may pay {X}{X}. When you do,
            -- distribute X +1/+1 counters among any number of target Elves", Numa, Joraga
            -- Chieftain, an Elf; once as it enters: enter_counters_on_itself)
            OR (regexp_matches(line, '\bdistribute (?:X|two|three|four|five) \+1/\+1 counters among [^.]*\btarget ')
                AND NOT regexp_matches(line, '^(?:[^—]* — )?When (?:CARDNAME|this creature) (?:enters|dies)')
                AND list_contains(['creature', 'creatures']
                                  || list_transform(f.subtypes, lambda t: lower(t) || 's')
                                  || list_transform(f.subtypes, lambda t: regexp_replace(lower(t), 'f$', 'ves')),
                                  lower(regexp_extract(line, '\btarget ([A-Za-z-]+)(?: you control)?\.', 1))))
            -- ... or on a target creature it may be itself, by an ability or a recurring trigger
            -- ("{2}{G}, {T}, Exile a creature card from your graveyard: Put two +1/+1 counters on
            -- target creature", Littjara Glade-Warden; "Landfall — Whenever a land enters ...";
            -- not as it enters, once: once_counters; nor as it dies, nor another's, nor one
            -- moved off it by the cost: Spike Feeder)
            OR (regexp_matches(line, '[Pp]ut (?:a|an|one|two|three|X|that many) \+1/\+1 counters? on (?:up to one )?target creature\b')
                AND NOT regexp_matches(line, '^(?:[^—]* — )?When (?:(?:CARDNAME|this creature) (?:enters|dies)|you cycle)')
                AND NOT (starts_with(line, '• ')
                         AND regexp_matches(t.text, '(?m)^(?:[^—\n]* — )?When (?:CARDNAME|this creature) enters[^\n]*, choose one —$'))
                AND NOT regexp_matches(line, 'target creature (?:an opponent controls|you don''t control|token|of defending player''s choice)')
                -- (a cost that moves its own counter off, or one paid with it gone: reinforce's
                -- "Discard this card")
                AND NOT regexp_matches(line, '^[^:"]*\b(?:Sacrifice CARDNAME|Discard (?:CARDNAME|this card)|[Rr]emove (?:a|an|one|two|three|X) \+1/\+1 counters? from CARDNAME)\b[^:"]*:')))))
        -- a trigger that destroys what it damages only under a condition or once play grants
        -- it ("unless its controller pays {2}", Plague Fiend; Cruel Deceiver's revealed land)
        OR CASE WHEN contains(t.text, 'damage to a creature, destroy that creature')
                THEN list_bool_or(list_transform(t.lines, lambda line:
                         contains(line, 'damage to a creature, destroy that creature')
                         AND NOT internal.destroys_what_it_damages(line, f.subtypes)))
                ELSE false END
        -- it assigns combat damage equal to its toughness only on its controller's turn ("Sumo
        -- Spirit — As long as it's your turn, each creature assigns combat damage equal to its
        -- toughness rather than its power", E. Honda, a 0/7): in the fight where it attacks
        -- (assigns_toughness is the unconditional kind)
        OR regexp_matches(t.text, '(?m)^(?:[^—\n]* — )?As long as it''s your turn, each creature(?: you control)? assigns '
                                  || 'combat damage equal to its toughness rather than its power\.$') AS grows_otherwise,
        -- ... and the lines of its own text by which it pumps itself or gains what makes it
        -- deadlier (it `pumps` by these too): power, deathtouch, double strike, a base power, a
        -- copy's body; a line that raises only its power ("{R}: Shivan Dragon gets +1/+0") or
        -- gives it deathtouch never saves it from a first strike that kills it first
        list_filter(t.lines, lambda line:
            NOT regexp_matches(line, '^(?:[^—]* — )?When ')
            -- (not an ability that sacrifices it: "Sacrifice Burr Grafter: Target creature gets
            -- +2/+2 until end of turn" never pumps it in a fight)
            AND NOT regexp_matches(line, '^[^:"]*\bSacrifice CARDNAME\b[^:"]*:')
            -- (nor one that taps it at sorcery speed: tapped in a main phase, it can't attack,
            -- and it can't be activated while it blocks; "{T}: Target creature gets +1/+0 until
            -- end of turn. ... Activate only as a sorcery.", Traveling Minister)
            AND NOT (regexp_matches(line, '^[^:"]*\{T\}[^:"]*:')
                     AND contains(line, 'Activate only as a sorcery.'))
            -- power or deadliness ("gets +0/+2" alone makes it no deadlier, nor does first
            -- strike alone: `strikes_first`)
            -- (or as it becomes another creature type: "{W}{U}{B}{R}{G}: Until end of turn,
            -- Dragonsoul Knight becomes a Dragon, gets +5/+3, and gains flying and trample")
            AND ((regexp_matches(line, 'CARDNAME (?:becomes an? [A-Z][a-z]+, )?gets \+')
                  AND NOT regexp_matches(line, 'CARDNAME (?:becomes an? [A-Z][a-z]+, )?gets \+0/')
                  AND NOT list_contains(v.fixed_lines, line)
                  -- not one that costs it toughness, which its printed toughness bounds (grows_by)
                  AND (internal.toll_pump(line) IS NULL OR TRY_CAST(f.toughness AS INTEGER) IS NULL)
                  -- not a trigger on blocking creatures of a color: pumps_against, below
                  AND NOT internal.pump_against_colors(line))
                 OR contains(line, 'this creature gets +')
                 OR (regexp_matches(line, '^(?:[^—]* — )?(?:Whenever|At) [^,]*CARDNAME[^,]*, it gets \+[1-9X]')
                     AND NOT list_contains(v.fixed_lines, line)
                     -- (not one in every fight: internal.combat_pump's)
                     AND NOT regexp_matches(line, '^Whenever CARDNAME blocks or becomes blocked(?: by a creature)?, '
                                                  || 'it gets \+\d+/[+-]\d+ until end of turn\.$'))
                 OR contains(line, 'CARDNAME gains deathtouch')
                 OR contains(line, 'CARDNAME gains double strike')
                 -- ... or all its controller's creatures, it among them, by an ability or a recurring
                 -- trigger ("Whenever Blossoming Bogbeast attacks, you gain 2 life. Then creatures
                 -- you control gain trample and get +X/+X until end of turn")
                 -- (not "Other Faerie creatures you control", nor "each creature you control with
                 -- flying", which it may not be)
                 OR ((contains(line, ':') OR regexp_matches(line, '^(?:[^—]* — )?(?:Whenever|At) '))
                     -- ("{3}{W}{W}: Attacking creatures you control get +X/+X", Jazal Goldmane,
                     -- itself among them where it attacks; "Rally — Whenever Tajuru Warcaller or
                     -- another Ally enters the battlefield under your control, creatures you
                     -- control get +2/+2 until end of turn", as another Ally enters)
                     AND regexp_matches(line, '(?:^|[:.] |\bThen |, )(?:Attacking )?[Cc]reatures you control (?:gain [^.]*? and )?get \+[1-9X]'
                                              || '|[Pp]ut (?:a|an|one|two|X) \+1/\+1 counters? on each creature you control\.')
                     -- (not once by tapping it: fixed_boost_line's, Oakhame Ranger)
                     AND NOT list_contains(v.fixed_lines, line))
                 -- ("Whenever one or more +1/+1 counters are put on Knighted Myr, it gains double
                 -- strike until end of turn")
                 OR regexp_matches(line, '^(?:[^—]* — )?(?:Whenever|At) [^,]*CARDNAME[^,]*, it gains (?:double strike|deathtouch)')
                 OR (list_contains(['creature', 'creatures'] || list_transform(f.subtypes, lambda t: lower(t)),
                                   lower(regexp_extract(line,
                                       '^[^"]*?: [Tt]arget ([A-Za-z-]+)(?: creature)?(?: you control)? '
                                       || '(?:gets \+[1-9X]|gains (?:double strike|deathtouch))', 1)))
                     AND NOT list_contains(v.fixed_lines, line))
                 -- an ability or a recurring trigger that sets its own base power above its
                 -- printed one, or to one play decides ("{4}{G/U}: Brokers Initiate has base
                 -- power and toughness 5/5", "Figure of Destiny becomes a Kithkin Spirit with base
                 -- power and toughness 2/2", "Whenever you cast a kicked spell, Risen Riptide has
                 -- base power and toughness 5/5 until end of turn", "change Halfdane's base power
                 -- and toughness to the power and toughness of target creature"), or a target
                 -- creature's, which it may be ("{1}: Target creature you control has base power
                 -- and toughness 7/7", Gigantomancer)
                 -- (or its base power alone: "{1}{U}: Change Riptide Mangler's base power to target
                 -- creature's power", the card's too)
                 OR (regexp_matches(line, '\b(?:CARDNAME|[Tt]arget creature(?: you control)?)'
                                          || '(?: (?:has|is an? [^.]*?with|becomes an? [^.]*?with)|''s) base power (?:and toughness )?')
                     AND NOT contains(line, 'other than CARDNAME')
                     AND coalesce(TRY_CAST(regexp_extract(line, 'base power (?:and toughness )?(?:become )?(\d+)', 1) AS INTEGER)
                                  > TRY_CAST(f.power AS INTEGER), true))
                 -- ... or that makes it a copy of a creature play picks ("{1}{U}{B}: Exile target
                 -- creature card from a graveyard. Dimir Doppelganger becomes a copy of that card")
                 -- (or "it": "Whenever Tilonalli's Skinshifter attacks, it becomes a copy of
                 -- another target nonlegendary attacking creature"; or whose full text it has:
                 -- "As long as the top card of your graveyard is a creature card, Volrath's
                 -- Shapeshifter has the full text of that card")
                 OR regexp_matches(line, '\b(?:CARDNAME|it) becomes? a copy of|\bCARDNAME has the full text of'))) AS pump_lines,
        -- a deathtouch it has only under a condition ("Ice-Fang Coatl has deathtouch as long as
        -- you control at least three other snow permanents")
        list_bool_or(list_transform(t.lines, lambda line:
            NOT contains(line, ':')
            AND regexp_matches(line, 'CARDNAME (?:gets [^.]* and )?has [^.]*\bdeathtouch\b'))) AS deathtouch_if,
        -- ... and a double strike ("As long as you've completed a dungeon, Gloom Stalker has
        -- double strike", "Auriok Edgewright has double strike as long as you control three or
        -- more artifacts"): twice its damage, where play grants it
        list_bool_or(list_transform(t.lines, lambda line:
            NOT contains(line, ':')
            AND regexp_matches(line, 'CARDNAME (?:[^.]*(?:,| and) )?has double strike as long as '
                                     || '|^(?:[^—]* — )?As long as [^,]*, CARDNAME (?:gets [^.]* and )?has double strike\b'))) AS doubles_if,
        -- the colors of creature its pump is only against ("Whenever Rashka the Slayer blocks
        -- one or more black creatures, Rashka gets +1/+2": a fight with a black creature)
        flatten(list_transform(list_filter(t.lines, lambda line: internal.pump_against_colors(line)),
            lambda line: list_transform(
                regexp_extract_all(split_part(line, ',', 1), '\b(white|blue|black|red|green)\b', 1),
                lambda word: internal.color_code(word)))) AS pumps_against,
        -- its combat damage destroys the creature it is dealt to, as deathtouch's does
        -- ("Whenever Stinkweed Imp deals combat damage to a creature, destroy that creature",
        -- "Whenever a Sliver deals ...": Toxin Sliver is one); the lines are read only on the
        -- few faces that have the words
        CASE WHEN contains(t.text, 'damage to a creature, destroy that creature')
             THEN list_bool_or(list_transform(t.lines, lambda line:
                      internal.destroys_what_it_damages(line, f.subtypes)))
             ELSE false END AS destroys_damaged,
        -- its trigger on meeting a creature in combat destroys or exiles it ("Whenever
        -- Cockatrice blocks or becomes blocked by a non-Wall creature, destroy that creature
        -- at end of combat": internal.destroys_met), read on the faces that have the words
        CASE WHEN regexp_matches(t.text, 'creature, (?:destroy|exile) that creature')
             THEN list_filter(list_transform(t.lines, lambda line: internal.destroys_met(line)),
                              lambda met: met IS NOT NULL)[1] END AS destroys_met,
        -- a fixed boost under a condition ("Wild Nacatl gets +1/+1 as long as you control a
        -- Mountain", threshold's, "As long as it's your turn, Skophos Reaver gets +2/+0") adds at
        -- most that much power to a fight (grows_by, below), and this much toughness, as do the
        -- +1/+1 counters it may enter with or get once (grows_by's bloodthirst, tribute, backup,
        -- bolster, unleash, riot, renown, adapt, monstrosity)
        coalesce(list_sum(list_transform(v.fixed_lines, lambda line:
            TRY_CAST(internal.fixed_boost(line).toughness AS INTEGER) * internal.boost_times(line))), 0)
        + k.once_counters + k.attack_keywords + k.grown_counters AS tougher_by,
        -- the body its animating ability names ("Mutavault becomes a 2/2 creature")
        internal.animated_body(f.oracle_text) AS animated_body,
        -- it can give itself first strike ("{W}: ... gains first strike", "Target creature
        -- gains first strike" on a creature), or has it under a condition ("Tek gets ..., has
        -- first strike as long as you control a Mountain"): deadlier only where the card would
        -- strike first
        list_bool_or(list_transform(t.lines, lambda line:
            NOT regexp_matches(line, '^(?:[^—]* — )?When ')
            AND (contains(line, 'CARDNAME gains first strike')
                 -- (or among others it chooses: Greater Morphling)
                 OR internal.gains_strike_by_choice(line)
                 OR regexp_matches(line, 'CARDNAME (?:[^.]*(?:,| and) )?has (?:first|double) strike as long as ')
                 -- (on its controller's turn: "As long as it's your turn, Fresh-Faced Recruit has
                 -- first strike", where it attacks)
                 OR regexp_matches(line, '^As long as it''s your turn, CARDNAME (?:gets [^.]* and )?has (?:first|double) strike\b')
                 OR list_contains(['creature', 'creatures'] || list_transform(f.subtypes, lambda t: lower(t)),
                                  lower(regexp_extract(line,
                                      '^[^"]*?: [Tt]arget ([A-Za-z-]+)(?: creature)?(?: you control)? gains first strike', 1)))))) AS strikes_first,
        -- no single creature blocks it, printed without menace (internal.blocked_only_by_several)
        internal.blocked_only_by_several(t.lines) AS several_blockers,
        -- no creature with power N or less (or N or greater) blocks it ("Steel Leaf Champion
        -- can't be blocked by creatures with power 2 or less"; "Creatures with power less than
        -- Shrill Howler's power can't block it", its printed power; not under a condition)
        CASE WHEN regexp_matches(t.text, '(?m)^CARDNAME can''t be blocked by creatures with power \d+ or (?:less|greater)\.$')
             THEN {'n': regexp_extract(t.text, '(?m)^CARDNAME can''t be blocked by creatures with power (\d+) or', 1)::INTEGER,
                   'or_less': regexp_matches(t.text, '(?m)^CARDNAME can''t be blocked by creatures with power \d+ or less\.$')}
             WHEN regexp_matches(t.text, '(?m)^Creatures with power (?:less|greater) than CARDNAME''s power can''t block (?:it|CARDNAME)\.$')
             THEN {'n': TRY_CAST(f.power AS INTEGER)
                        + CASE WHEN regexp_matches(t.text, '(?m)^Creatures with power less than CARDNAME''s') THEN -1 ELSE 1 END,
                   'or_less': regexp_matches(t.text, '(?m)^Creatures with power less than CARDNAME''s')} END
            AS unblocked_by_power,
        -- it leaves at the end of the turn it comes ("At the beginning of the end step, sacrifice
        -- Ball Lightning", "... Lightning Shrieker's owner shuffles it into their library"): it is
        -- never there on the other player's turn to block, unless it has flash
        regexp_matches(t.text, '(?m)^At the beginning of the end step, (?:sacrifice CARDNAME|CARDNAME''s owner '
                               || 'shuffles it into their library|return CARDNAME to its owner''s hand)\.')
            AND NOT list_contains(c.keywords, 'Flash') AS gone_by_their_turn,
        -- its own trigger takes it away before combat damage: as it blocks ("When Zephyr Spirit
        -- blocks, return it to its owner's hand"), as it becomes blocked (Saprazzan Raider), or
        -- as any creature attacks ("When a player casts a spell or a creature attacks, exile
        -- Norin the Wary"), so it never deals combat damage that way (510.1)
        regexp_matches(t.text, '(?m)^(?:When|Whenever) (?:CARDNAME blocks|(?:[^,.\n]* or )?a creature attacks), '
                               || internal.leaves_itself()) AS leaves_blocking,
        regexp_matches(t.text, '(?m)^(?:When|Whenever) (?:CARDNAME becomes blocked|(?:[^,.\n]* or )?a creature attacks), '
                               || internal.leaves_itself()) AS leaves_blocked,
        -- what its controller must keep for it to stay ("When you control no artifacts,
        -- sacrifice Covetous Dragon"; '' where it says nothing of the kind)
        regexp_extract(t.text, '(?m)^When you control no ([^,.]+), sacrifice CARDNAME\.', 1) AS kept_by,
        -- it enters tapped and doesn't untap in its untap step ("Dormant Gomazoa enters the
        -- battlefield tapped. Dormant Gomazoa doesn't untap during your untap step."): it
        -- attacks or blocks only once something else untaps it
        regexp_matches(t.text, '(?m)^CARDNAME enters(?: the battlefield)? tapped\b')
            AND regexp_matches(t.text, '(?m)(?:^CARDNAME|\band) doesn''t untap during your untap step\.') AS stays_tapped,
        -- the card's controller may take its power away with its own ability ("{1}: Flailing
        -- Ogre gets -1/-1 until end of turn. Any player may activate this ability.", Oona's
        -- Prowler's -2/-0 for a discard): a kill only while they don't (602.2, 602.5: not only
        -- its controller's; lands are assumed on both sides)
        regexp_matches(t.text, '(?m)CARDNAME gets -[1-9]/-?\d+ until end of turn\. '
                               || 'Any player may activate this ability\.') AS weakened_by_foe,
        -- what it must return to its owner's hand or sacrifice as it enters, which is itself
        -- when its controller has no other ("When Horned Kavu enters, return a red or green
        -- creature you control to its owner's hand", "When Commander Greven il-Vec enters,
        -- sacrifice a creature"; not "a permanent", which a land always is, Kor Skyfisher):
        -- '' where it gives up nothing of the kind
        regexp_extract(t.text, '(?m)^When CARDNAME enters(?: the battlefield)?, (return|sacrifice) an? '
                               || '((?:[a-z]+ or [a-z]+ )?(?:creature|nonland permanent))'
                               || '(?: you control to its owner''s hand)?\.', ['verb', 'what']) AS gives_up,
        -- the kind it must champion as it enters, which is another of its controller's: without
        -- one it is sacrificed (702.72a: "Champion a Goblin"); '' for none
        regexp_extract(t.text, '(?m)^Champion an? ([A-Za-z]+)', 1) AS champions,
        -- the creatures that can't block it for its own protection (702.16f): every one, where it
        -- has protection from creatures, from everything (Progenitus) or from the chosen player
        -- (True-Name Nemesis: the card's controller, from the opponent's side); else those of a
        -- color it has protection from (Kor Firewalker, a red one); unconditional, from
        -- permanents too, not from spells alone
        (SELECT {'creatures': coalesce(bool_or(p.quality_kind IN ('everything', 'player')
                                               OR (p.quality_kind = 'card_type' AND p.quality_value = 'Creature')),
                                       false),
                 'colors': coalesce(list(DISTINCT p.quality_value ORDER BY p.quality_value)
                                        FILTER (WHERE p.quality_kind = 'color'), [])}
         FROM protections AS p
         WHERE p.oracle_id = f.oracle_id AND p.face_index = f.face_index AND p.scope = 'self'
           AND p.condition IS NULL AND p.duration IS NULL AND NOT p.spells_only) AS unblockable_by,
        -- what play may add to its fight, up to a bound: the +1/+1 counters it may enter with
        -- only under a condition (bloodthirst N, tribute N, backup N, bolster N on the least
        -- toughness, unleash's and riot's one) or get once (renown N, adapt N, monstrosity N),
        -- and flanking's -1/-1 on a creature blocking it (702.25a),
        -- as good as a point of power, fixed boosts under a condition, and its trigger's damage
        -- to a creature blocking it: a fight its printed body loses depends only if it would win
        -- with them
        nullif(k.once_counters
               + CASE WHEN list_contains(c.keywords, 'Flanking') THEN 1 ELSE 0 END
               + k.attack_keywords
               + coalesce(list_sum(list_transform(v.fixed_lines, lambda line:
                     TRY_CAST(internal.fixed_boost(line).power AS INTEGER) * internal.boost_times(line))), 0)
               + k.blocked_damage + k.grown_counters
               -- (and a pump that costs it toughness, as often as its toughness allows: "{R}:
               -- Viashino Slasher gets +1/-1", a 1/2, adds 1 at most; internal.toll_pump)
               + coalesce(list_sum(list_transform(t.lines, lambda line:
                     internal.toll_pump(line).power
                     * ((TRY_CAST(f.toughness AS INTEGER) - 1) // internal.toll_pump(line).toughness))), 0)
               -- (and one that switches its power and toughness: internal.switch_gain)
               + internal.switch_gain(t.lines, f.power, f.toughness),
               0) AS grows_by,
        -- it assigns combat damage equal to its toughness rather than its power, by its own
        -- text (510.1a: "Each creature you control with toughness greater than its power assigns
        -- combat damage equal to its toughness rather than its power", Ancient Lumberknot, a 1/4
        -- that deals 4; Doran, the Siege Tower; not under a condition, E. Honda's)
        regexp_matches(t.text, '(?m)^Each creature(?: you control)? assigns combat damage equal to its '
                               || 'toughness rather than its power\.$')
            OR (regexp_matches(t.text, '(?m)^Each creature(?: you control)? with toughness greater than its power '
                                       || 'assigns combat damage equal to its toughness rather than its power\.$')
                AND TRY_CAST(f.toughness AS INTEGER) > TRY_CAST(f.power AS INTEGER)) AS assigns_toughness,
        -- the power its fixed pumps add as it attacks or becomes blocked (fixed_boost_line's),
        -- or while it is attacking ("As long as Adanto Vanguard is attacking, it gets +2/+0",
        -- "Unchained Berserker gets +2/+0 as long as it's attacking") or on its controller's
        -- turn, which is when it attacks ("Wildwood Geist gets +2/+2 as long as it's your turn"),
        -- with the damage its trigger deals a creature that blocks it, and as it blocks
        -- (and the pump its controller may exert it for as it attacks: "You may exert Hooded
        -- Brawler as it attacks. When you do, it gets +2/+2 until end of turn")
        coalesce(list_sum(list_transform(t.lines, lambda line:
            CASE WHEN regexp_matches(line, '^(?:Whenever CARDNAME(?: or (?:equipped|enchanted) creature)? (?:becomes blocked|attacks), (?:it|CARDNAME) gets '
                                           || '\+\d+/\+\d+ until end of turn|As long as (?:CARDNAME is attacking|it''s your turn), '
                                           || '(?:it|CARDNAME) gets \+\d+/\+\d+'
                                           || '|CARDNAME gets \+\d+/\+\d+ as long as it''s (?:attacking|your turn))\.$')
                      OR regexp_matches(line, internal.exert_pump_line())
                 THEN TRY_CAST(internal.fixed_boost(line).power AS INTEGER) END)),
                 0) + k.blocked_damage + k.attack_keywords AS attack_power,
        coalesce(list_sum(list_transform(t.lines, lambda line:
            TRY_CAST(regexp_extract(line, '^Whenever CARDNAME blocks, '
                                          || '(?:it|CARDNAME) gets \+(\d+)/\+\d+ until end of turn\.$', 1) AS INTEGER))),
                 0) AS block_power,
        -- the power a fixed pump by an ability that taps it adds ("{T}: Target creature gets +1/+1
        -- until end of turn", Wyluli Wolf): as it blocks at most, since attacking taps it (508.1f)
        coalesce(list_sum(list_transform(v.fixed_lines, lambda line:
            CASE WHEN regexp_matches(line, '^[^":]*\{T\}[^":]*:')
                 THEN TRY_CAST(internal.fixed_boost(line).power AS INTEGER) * internal.boost_times(line) END)), 0)
            AS tap_power,
        -- the -N/-N its death trigger gives a creature ("When Loathsome Catoblepas dies, target
        -- creature an opponent controls gets -3/-3 until end of turn", "you may put a -1/-1
        -- counter on target creature"): with its combat damage, in a fight the card kills it
        coalesce(list_max(list_transform(t.lines, lambda line:
            CASE WHEN regexp_matches(line, '^When CARDNAME dies, (?:you may )?put an? -1/-1 counter on target creature\.')
                 THEN 1
                 ELSE TRY_CAST(regexp_extract(line, '^When CARDNAME dies, target creature(?: an opponent controls)? '
                                                    || 'gets -(\d+)/-\d+ until end of turn\.', 1) AS INTEGER) END)),
                 0) AS death_shrink,
        -- ... or the damage it deals ("When Perilous Myr dies, it deals 2 damage to any target")
        CASE WHEN contains(t.text, 'CARDNAME dies, ')
             THEN coalesce(list_max(list_transform(t.lines, lambda line: internal.death_damage(line, f.power))), 0)
             ELSE 0 END AS death_damage,
        -- the -N/-N or +N/+N its static abilities give the creature it fights
        -- (internal.others_changed)
        internal.others_changed(f.oracle_text) AS shrinks
    FROM card_faces AS f
    JOIN cards AS c USING (oracle_id)
    -- its text with its name and short name as CARDNAME (internal.named_text)
    CROSS JOIN LATERAL (
        SELECT internal.named_text(f.oracle_text, f.name, f.supertypes) AS text
    ) AS t0
    -- the counters it surely enters with, read on that text ("Polukranos enters with six +1/+1
    -- counters on it", Polukranos, Unchained), and the least its "*" body's count can be
    -- and the counters X, a kicker or the colors of mana spent decide (internal.body_by_x,
    -- internal.kicked_counters, internal.colors_spent_counters, internal.counters_paid_for)
    CROSS JOIN LATERAL (
        SELECT internal.entering_counters(t0.text, 'CARDNAME', c.keywords) AS entering,
               CASE WHEN f.power = '*' OR f.toughness = '*' THEN internal.count_floor(t0.text, f) END AS count_floor,
               internal.body_by_x(f.oracle_text, c.keywords) AS x_counters,
               internal.kicked_counters(f.oracle_text) AS kicked,
               internal.colors_spent_counters(f, c.keywords) AS colors_spent,
               internal.counters_paid_for(f, c.keywords) AS paid_for
    ) AS n
    CROSS JOIN LATERAL (
        SELECT t0.text,
               -- its text without the abilities it gives others in quotes
               -- (without a restriction its controller lifts with mana, lands being assumed: "Qal
               -- Sisma Behemoth can't attack or block unless you pay {2}", "... unless you pay {1}
               -- for each +1/+1 counter on it", Phyrexian Marauder)
               regexp_replace(regexp_replace(f.oracle_text, '"[^"\n]*"', '', 'g'),
                              'can''t (?:attack or block|attack|block) unless you pay (?:\{[^}\n]+\})+(?: for each [^.\n]*)?\.',
                              '', 'g') AS own_text,
               -- (its own text untaps it: a pump that taps it may come again)
               regexp_matches(t0.text, '\b[Uu]ntap (?:CARDNAME|it)\b') AS untaps,
               -- its lines, not a boost that never holds in a fight ("Vexing Beetle gets +3/+3
               -- as long as no opponent controls a creature", while the creature it fights is an
               -- opponent's)
               list_filter(string_split(t0.text, chr(10)), lambda line:
                   NOT regexp_matches(line, 'CARDNAME gets [^.]* as long as (?:no opponent controls a creature'
                                            || '|your opponents control no creatures)\.$')) AS lines
    ) AS t
    -- its lines of fixed boosts under a condition (internal.fixed_boost_line), read once
    CROSS JOIN LATERAL (
        SELECT CASE WHEN contains(t.text, 'gets +') OR contains(t.text, 'get +')
                    THEN list_filter(t.lines, lambda line: internal.fixed_boost_line(line, t.untaps))
                    ELSE [] END AS fixed_lines
    ) AS v
    -- what tougher_by, grows_by and attack_power share, read once: the +1/+1 counters it may get
    -- once (bloodthirst N, tribute N, backup N, bolster N, renown N, adapt N, monstrosity N;
    -- unleash's, riot's and megamorph's one, 702.37b; a connive's or an exploration's as it enters; those it
    -- escapes with; its enter trigger's on a target creature),
    -- the damage its trigger deals a creature blocking it (internal.damage_as_blocked), and the +1/+1 its
    -- keywords give it as it attacks (melee's, 702.121a, the one opponent; its own exalted's
    -- alone, 702.83a: more comes only from other permanents' exalted)
    CROSS JOIN LATERAL (
        SELECT coalesce(TRY_CAST(regexp_extract(f.oracle_text, '(?m)^(?:(?:Bloodthirst|Tribute|Backup|Bolster|Renown) '
                                                               || '|[^:\n]*: (?:Adapt|Monstrosity) )(\d+)', 1) AS INTEGER),
                        CASE WHEN list_has_any(c.keywords, ['Unleash', 'Riot', 'Megamorph']) THEN 1 END, 0)
               -- (and those it may put on itself as it enters, a connive's one among them)
               + internal.enter_counters_on_itself(t.text)
               + CASE WHEN list_bool_or(list_transform(t.lines, lambda line: internal.connives_as_it_enters(line)))
                      THEN 1 ELSE 0 END
               -- (and an exploration's as it enters, one each: Jadelight Ranger's two)
               + coalesce(list_max(list_transform(t.lines, lambda line: internal.explores_as_it_enters(line))), 0)
               -- (and those it escapes with, cast from its graveyard for cards there as well as
               -- mana: "Chainweb Aracnir escapes with three +1/+1 counters on it", 702.138)
               + coalesce(list_position(['a', 'two', 'three', 'four', 'five'],
                                        regexp_extract(t.text, 'CARDNAME escapes with (a|two|three|four|five) '
                                                               || '\+1/\+1 counters? on it', 1)), 0) AS once_counters,
               coalesce(list_sum(list_transform(t.lines, lambda line: internal.damage_as_blocked(line))), 0)
                   AS blocked_damage,
               -- (the -1/-1 counters it enters with and takes off itself, back to its printed
               -- body at most: Voracious Hatchling, a 6/6 with four, is a 2/2 to a 6/6)
               CASE WHEN internal.sheds_minus_counters(t.lines) THEN greatest(-coalesce(n.entering, 0), 0) ELSE 0 END
               -- (and one counter for each color of mana spent to cast it, five at most and one
               -- a mana symbol of its cost: sunburst, converge; Tajuru Stalwart's {2}{G} gives
               -- three; beyond the one a 0/0 has surely, `counters`)
               + CASE WHEN n.colors_spent
                      THEN CASE WHEN contains(f.mana_cost, '{X}') THEN 5 ELSE least(5, c.mana_value)::INTEGER END
                           - CASE WHEN f.toughness = '0' THEN 1 ELSE 0 END
                      ELSE 0 END
                   AS grown_counters,
               list_contains(c.keywords, 'Melee')::INTEGER + list_contains(c.keywords, 'Exalted')::INTEGER
                   AS attack_keywords
    ) AS k
    WHERE (f.oracle_id, f.face_index) IN (SELECT (oracle_id, face_index) FROM capabilities WHERE effect = 'combat')
)
SELECT
    c.capability_id,
    c.oracle_id AS source_oracle_id,
    c.capability AS interaction,
    {
        'sig_id': cs.sig_id,
        -- the path it needs first: the same sentence's target (else the same object's target
        -- in an earlier sentence: "Choose target creature an opponent controls. ... Target
        -- creature you control fights that creature", Time to Feed), of the same kind of
        -- object ("target creature or planeswalker": the planeswalker's damage needs the
        -- planeswalker's target), the card's combat damage, or its block; the target of the same
        -- holder first (a granted ability's own, not the card's own copy of it: Acidic Sliver)
        'gate_sig_id': CASE c.effect_needs
            WHEN 'target' THEN (
                SELECT arg_min(gs.sig_id, [(t.granted <> c.granted)::INTEGER, (t.detail <> c.detail)::INTEGER,
                                           (t.object_kind IS DISTINCT FROM c.object_kind)::INTEGER, gs.sig_id])
                FROM capabilities AS t
                JOIN internal.capability_signatures AS gs USING (capability_id)
                WHERE t.oracle_id = c.oracle_id AND t.face_index = c.face_index
                  AND t.capability = 'target' AND t.object_kind <> 'player'
                  AND NOT coalesce(t.object_controller = 'you', false)
                  AND (t.detail = c.detail
                       OR (t.object_kind = c.object_kind
                           AND t.object_controller IS NOT DISTINCT FROM c.object_controller
                           AND t.object_keyword IS NOT DISTINCT FROM c.object_keyword)))
            WHEN 'damage' THEN (
                SELECT min(gs.sig_id) FROM capabilities AS t
                JOIN internal.capability_signatures AS gs USING (capability_id)
                WHERE t.oracle_id = c.oracle_id AND t.face_index = c.face_index
                  AND t.capability = 'damage' AND t.via = 'combat')
            -- its own block ("target creature it's blocking", "Whenever Wall of Tears blocks")
            WHEN 'block' THEN (
                SELECT min(gs.sig_id) FROM capabilities AS t
                JOIN internal.capability_signatures AS gs USING (capability_id)
                WHERE t.oracle_id = c.oracle_id AND t.face_index = c.face_index
                  AND t.capability = 'block')
            END,
        'needs': c.effect_needs,
        'how': c.effect,
        'via': c.via,
        'speed': c.effect_speed,
        'depends': coalesce(
            -- the back face of a card that transforms, melds or flips is there only once play
            -- has turned the card (712.8, 701.37, 710.1)
            -- (not a card whose front face turns it at will: turned, below)
            CASE WHEN c.face_index > 0 AND cd.layout IN ('transform', 'meld', 'flip')
                  AND NOT coalesce(tw.at_will, false)
                 THEN 'only once the card becomes ' || f.name
                 -- a meld result, a card of its own in the data, is never cast: it exists only
                 -- once its two halves meld (701.37, 712.4)
                 WHEN cd.layout = 'meld' AND NOT contains(cd.name, ' // ')
                 THEN 'only once its two halves meld into ' || f.name END,
            c.effect_depends,
            -- a loyalty ability costing more than the planeswalker's printed loyalty ("[−15]:
            -- Exile all other permanents", loyalty 4) waits until play has added the counters;
            -- the cost heads the ability's line, which a later sentence's row is in ("[−9]:
            -- ... Then that player sacrifices seven permanents", Nicol Bolas, Planeswalker)
            CASE WHEN TRY_CAST(loyalty_cost AS INTEGER) > TRY_CAST(coalesce(f.loyalty, tw.loyalty) AS INTEGER)
                 THEN 'only once it has ' || loyalty_cost || ' loyalty counters' END,
            -- a creature only while a condition holds (Theros Gods' devotion) fights only then,
            -- as does one that attacks or blocks only under one (Hazoret the Fervent)
            CASE WHEN c.effect = 'combat' AND s.part_time_creature AND c.source_kind IS NULL
                 THEN 'only while it is a creature (' || s.face_name || ' says when it isn''t one)'
                 WHEN c.effect = 'combat' AND c.source_kind IS NULL
                  AND internal.fights_only_if(x, b.oracle_id IS NOT NULL, g.reach.blocker.cant_attack)
                 THEN 'only while it may attack or block (' || s.face_name || ' says when)'
                 -- a creature sacrificed as soon as its controller has none of a kind (a land
                 -- always is one: "When you control no lands", Serendib Djinn)
                 WHEN c.effect = 'combat' AND c.source_kind IS NULL AND x.kept_by NOT IN ('', 'lands')
                 THEN 'only while its controller controls ' || x.kept_by || ' (it is sacrificed without them)'
                 WHEN c.effect = 'combat' AND c.source_kind IS NULL AND x.stays_tapped
                 THEN 'only once something untaps it (it enters tapped and doesn''t untap during its untap step)'
                 WHEN c.effect = 'combat' AND c.source_kind IS NULL AND x.weakened_by_foe
                 THEN 'only while the card''s controller doesn''t weaken it (any player may activate its -N/-N)'
                 WHEN c.effect = 'combat' AND c.source_kind IS NULL AND x.gives_up.what <> ''
                 THEN format('only while its controller has another {} to {} as it enters (else it {}s itself)',
                             x.gives_up.what, x.gives_up.verb, x.gives_up.verb)
                 WHEN c.effect = 'combat' AND c.source_kind IS NULL AND x.champions <> ''
                 THEN format('only while its controller has another {} to champion as it enters (else it is '
                             || 'sacrificed, 702.72a)', x.champions)
                 -- a land or artifact that fights only once its own ability animates it, a
                 -- Vehicle once it is crewed (702.122)
                 WHEN c.effect = 'combat' AND c.source_kind = 'animated'
                 THEN 'only once its own ability makes it a creature'
                 WHEN c.effect = 'combat' AND c.source_kind = 'crewed'
                 THEN 'only once it is crewed (702.122)' END),
        'colors': c.effect_colors,
        -- it reaches only a creature in combat ("target attacking creature", "each blocking
        -- creature"): what the card must be able to do for play to put it in that state
        'in_combat': CASE WHEN c.object_state IN ('attacking', 'blocked', 'blocked by it') THEN 'attacks'
                          WHEN c.object_state = 'blocking' THEN 'blocks'
                          WHEN c.object_state IN ('attacking or blocking', 'that attacked or blocked this turn')
                              THEN 'attacks or blocks' END,
        -- it reaches only a permanent without counters ("Destroy target creature with no
        -- counters on it", Heartless Act): one whose own text never gives it any surely is one
        -- (answer_objects.counter_free; others' counters are play's)
        'no_counters': coalesce(c.object_state IN ('with no counters on it', 'with no counters on them')
                                AND c.effect_depends LIKE 'only a permanent with no counters on %', false),
        -- the damage a condition raises it to "instead" (Galvanic Blast's metalcraft: 4)
        -- (a combatant's: its power with the most counters it may enter with, bloodthirst's)
        'amount_most': CASE WHEN c.effect = 'combat' AND c.source_kind IS NULL AND x.grows_by IS NOT NULL
                                 AND NOT x.assigns_toughness
                            THEN coalesce(s.power, x.power_floor) + x.pump.power + x.counters + x.grows_by
                            -- damage as much as its own power, which grows as in a fight
                            -- ("Skarrgan Skybreaker deals damage equal to its power", bloodthirst 3)
                            WHEN internal.by_own_power(c) AND x.grows_by IS NOT NULL
                            THEN s.power + x.grows_by
                            ELSE c.effect_amount_most END,
        -- ... where the object's printed colors or types are the raise's condition ("If that
        -- creature is white or blue, Lightning Dart deals 4 damage to it instead")
        'most_colors': c.effect_amount_most_colors,
        'most_types': c.effect_amount_most_types,
        -- it does it only to a creature not of a subtype ("Otherwise, it gets -2/-2": Gift of
        -- Fangs spares a Vampire)
        'unless_subtype': c.effect_unless_subtype,
        -- it does it only up to a bound the card data decides, surely only up to the first
        -- (effects.py: "if it has mana value 2 or less", revolt or kicker "4 or less instead")
        'bound': CASE WHEN c.effect_limit IS NOT NULL
                      THEN {'stat': c.effect_limit, 'sure': c.effect_limit_sure, 'most': c.effect_limit_most} END,
        -- the damage or the toughness it takes: a number, NULL where play decides (X, "that much")
        'amount': TRY_CAST(CASE
            -- a -N/-N's, or damage times a count play decides ("for each Swamp you control": X),
            -- or a printed number plus one ("where X is 2 plus the number of ...": at least 2)
            WHEN c.effect_amount IS NOT NULL THEN rtrim(c.effect_amount, '+')
            -- a creature whose body X decides
            WHEN c.effect = 'combat' AND x.body_by_x THEN NULL
            -- an animated land or artifact, a crewed Vehicle: the body it fights with
            -- (a Vehicle's printed body, the one an animating ability names: fighters)
            WHEN c.effect = 'combat' AND c.source_kind IN ('animated', 'crewed')
                THEN CAST(CASE WHEN c.source_kind = 'crewed' THEN TRY_CAST(f.power AS INTEGER)
                               ELSE x.animated_body[1] END + x.pump.power AS VARCHAR)
            WHEN c.damage_amount = 'power' AND c.damage_by = 'self' AND c.source_kind IS NULL
                 AND NOT c.granted
                -- in combat, with what its own text adds in every fight (bushido)
                THEN CAST(CASE WHEN c.effect = 'combat' AND x.assigns_toughness
                                    THEN coalesce(TRY_CAST(f.toughness AS INTEGER), x.toughness_floor)
                                         + x.pump.toughness + x.counters
                               WHEN c.effect = 'combat'
                                    THEN coalesce(s.power, x.power_floor) + x.pump.power + x.counters
                               ELSE s.power END AS VARCHAR)
            ELSE c.damage_amount END AS INTEGER),
        -- a combatant's printed body, or the one an animated or crewed form fights with
        'toughness': CASE WHEN c.effect = 'combat' AND c.source_kind IS NULL AND NOT x.body_by_x
                          THEN coalesce(TRY_CAST(f.toughness AS INTEGER), x.toughness_floor) + x.pump.toughness
                               + x.counters
                          WHEN c.effect = 'combat' AND c.source_kind IN ('animated', 'crewed')
                          THEN CASE WHEN c.source_kind = 'crewed' THEN TRY_CAST(f.toughness AS INTEGER)
                                    ELSE x.animated_body[2] END + x.pump.toughness END,
        'deathtouch': list_contains(internal.acting_keywords(c, s) || internal.fighter_keywords(c, x), 'Deathtouch')
            AND c.effect IN ('damage', 'combat') AND (c.damage_by = 'self' OR c.effect = 'combat'),
        -- its damage is dealt as -1/-1 counters (wither, infect: 702.80a, 702.90b): a toughness
        -- of 0 is no damage that regeneration or indestructible survives (704.5f)
        'wither': list_has_any(internal.acting_keywords(c, s), ['Wither', 'Infect'])
            AND c.effect IN ('damage', 'combat') AND (c.damage_by = 'self' OR c.effect = 'combat'),
        -- what it destroys can't be regenerated ("Destroy all creatures. They can't be
        -- regenerated.", Wrath of God; 701.19c)
        'unregenerable': c.effect IN ('destroy', 'damage') AND contains(f.oracle_text, 'can''t be regenerated'),
        'destroys_damaged': c.effect = 'combat' AND c.source_kind IS NULL AND coalesce(x.destroys_damaged, false),
        'first_strike': c.effect = 'combat'
            AND list_has_any(internal.acting_keywords(c, s) || internal.fighter_keywords(c, x), ['First strike', 'Double strike']),
        'double_strike': c.effect = 'combat'
            AND list_contains(internal.acting_keywords(c, s) || internal.fighter_keywords(c, x), 'Double strike'),
        -- a combatant that damage doesn't destroy (702.12b) survives the card's first strike
        'indestructible': c.effect = 'combat' AND list_contains(internal.acting_keywords(c, s), 'Indestructible'),
        -- a creature that can pump itself: where its printed body falls short, play decides
        'pumps': (c.effect = 'combat' AND coalesce(c.source_kind IN ('animated', 'crewed'), true) OR internal.by_own_power(c))
            AND coalesce(x.grows_otherwise OR len(x.pump_lines) > 0, false)
            -- damage of a printed number plus a count play decides grows as that count does
            OR coalesce(c.effect = 'damage' AND suffix(c.effect_amount, '+'), false),
        -- ... and may grow tougher or strike first so, which may save it from the card's first
        -- strike (not a pump of its power alone: Stormcloud Djinn's "{R}{R}: +2/+0")
        'pumps_toughness': c.effect = 'combat' AND coalesce(c.source_kind IN ('animated', 'crewed'), true)
            AND coalesce(x.grows_otherwise
                         OR list_bool_or(list_transform(x.pump_lines, lambda line: NOT internal.power_only_pump(line))),
                         false),
        'pumps_against': CASE WHEN c.effect = 'combat' AND c.source_kind IS NULL AND len(x.pumps_against) > 0
                              THEN list_sort(list_distinct(x.pumps_against)) END,
        'strikes_first': c.effect = 'combat' AND c.source_kind IS NULL AND x.strikes_first,
        -- tougher under a condition, by this much: it may outlive a first strike its printed
        -- body doesn't
        'tougher_by': CASE WHEN c.effect = 'combat' AND c.source_kind IS NULL THEN x.tougher_by ELSE 0 END,
        'deathtouch_if': c.effect = 'combat' AND c.source_kind IS NULL AND coalesce(x.deathtouch_if, false),
        'doubles_if': c.effect = 'combat' AND c.source_kind IS NULL AND coalesce(x.doubles_if, false),
        -- damage or -N/-N an ability deals each time its cost is paid ("{2}: Masticore deals 1
        -- damage to target creature", Pestilence; "{2}, Discard a card at random", Stormbind),
        -- or a spell cast with buyback, which returns to its caster's hand to be cast again
        -- (702.27a: Searing Touch): as often as play affords it
        'repeats': c.effect IN ('damage', 'shrink')
            AND (l.repeatable OR (c.via = 'spell' AND list_contains(s.keywords, 'Buyback'))),
        -- ... or a spell cast again from its graveyard for a flashback cost of mana alone, the
        -- same turn (702.34a: Firebolt's 2 damage twice; damage and -N/-N last the turn, 514.2)
        'flashback': c.effect IN ('damage', 'shrink') AND c.via = 'spell'
            AND list_contains(s.keywords, 'Flashback')
            AND regexp_matches(f.oracle_text, '(?m)^Flashback (?:\{[^}\n]+\})+(?: \([^)\n]*\))?$'),
        -- damage the card deals itself, as much as its power (Repentance: effects.py ITS_POWER)
        'by_its_power': coalesce(c.effect_amount = 'its power', false),
        -- what decides whether a creature meets the card in combat at all (internal.meets_in_combat)
        'fighter': CASE WHEN c.effect = 'combat' THEN {
            -- whether it may attack, and block (the parser found it a block, not "can't
            -- block"); `attacks_if`, `blocks_if`: only under a condition of play, where the other
            -- way is sure ("Warden of the Chained can't attack unless you control another
            -- creature with power 4 or greater": it surely blocks, and may attack)
            'attacks': NOT g.reach.blocker.cant_attack AND NOT coalesce(x.leaves_blocked, false),
            'attacks_if': NOT g.reach.blocker.cant_attack AND NOT coalesce(x.leaves_blocked, false)
                AND coalesce(x.attacks_unless, false)
                AND NOT internal.fights_only_if(x, b.oracle_id IS NOT NULL, g.reach.blocker.cant_attack),
            'blocks': b.oracle_id IS NOT NULL AND NOT coalesce(x.gone_by_their_turn OR x.leaves_blocking, false),
            'blocks_if': b.oracle_id IS NOT NULL AND NOT coalesce(x.gone_by_their_turn OR x.leaves_blocking, false)
                AND coalesce(x.blocks_unless, false)
                AND NOT internal.fights_only_if(x, b.oracle_id IS NOT NULL, g.reach.blocker.cant_attack),
            -- "can block only creatures with flying" (Scrapskin Drake)
            'blocks_only': b.blocks_only,
            -- the power a fixed pump as it attacks or becomes blocked adds ("Whenever Mortis Dogs
            -- attacks, it gets +2/+0 until end of turn"): sure in a fight where it attacks; and
            -- one as it blocks (Folk of An-Havva): sure in a fight where it blocks
            'attack_power': CASE WHEN c.source_kind IS NULL THEN x.attack_power ELSE 0 END,
            'block_power': CASE WHEN c.source_kind IS NULL THEN x.block_power ELSE 0 END,
            -- ... and one by an ability that taps it, never as it attacks (grows_by has it): a
            -- fight where it never blocks the card never has it
            'tap_power': CASE WHEN c.source_kind IS NULL THEN x.tap_power ELSE 0 END,
            -- what its death trigger takes from the creature that kills it in a fight
            'death_shrink': CASE WHEN c.source_kind IS NULL THEN x.death_shrink ELSE 0 END,
            'death_damage': CASE WHEN c.source_kind IS NULL THEN x.death_damage ELSE 0 END,
            -- the -N/-N its static ability gives the card in the fight
            'shrinks': CASE WHEN c.source_kind IS NULL THEN x.shrinks END,
            -- its trigger on meeting the card in combat (internal.met_kills)
            'destroys_met': CASE WHEN c.source_kind IS NULL THEN x.destroys_met END,
            -- flanking: no -1/-1 as it blocks a card with flanking (702.25a)
            'flanking': list_contains(internal.acting_keywords(c, s), 'Flanking'),
            -- its evasion as an attacker (702.9b, 702.31b, 702.36b, 702.13b, 702.118b; shadow
            -- is the reach's, 702.28b), as protected_objects.evasions reads a protected card's
            'evasions': list_concat(
                list_intersect(['Flying', 'Horsemanship', 'Fear', 'Intimidate', 'Skulk', 'Menace'],
                               internal.acting_keywords(c, s)),
                CASE WHEN internal.has_landwalk(internal.acting_keywords(c, s)) THEN ['Landwalk'] ELSE [] END,
                CASE WHEN c.source_kind IS NULL AND list_has_any(
                         string_split(f.oracle_text, chr(10)),
                         [f.name || ' can''t be blocked.', f.name || ' can''t block and can''t be blocked.'])
                     THEN ['Unblockable'] ELSE [] END,
                CASE WHEN c.source_kind IS NULL AND x.several_blockers THEN ['Menace'] ELSE [] END),
            -- the power no creature that blocks it may have (at most n, or at least n)
            'unblocked_by_power': CASE WHEN c.source_kind IS NULL THEN x.unblocked_by_power END,
            -- the creatures its protection keeps from blocking it (702.16f)
            'unblockable_by': CASE WHEN c.source_kind IS NULL AND (x.unblockable_by.creatures
                                                                   OR len(x.unblockable_by.colors) > 0)
                                   THEN x.unblockable_by END,
            -- only what decides a meeting is kept, so fewer fighters differ (each is judged
            -- against every object): its power for skulk, its colors for intimidate, and as a
            -- blocker its colors and being an artifact only where some card has fear or
            -- intimidate (as signatures.sql keeps a blocker's power only for skulk)
            'power': CASE WHEN c.source_kind IS NULL
                           AND list_contains(internal.acting_keywords(c, s), 'Skulk') THEN s.power END,
            'colors': CASE WHEN list_contains(internal.acting_keywords(c, s), 'Intimidate')
                           THEN coalesce(c.source_colors, s.colors) END,
            'blocker': {
                'flying': g.reach.blocker.flying,
                'shadow': g.reach.blocker.shadow,
                'horsemanship': g.reach.blocker.horsemanship,
                'power': g.reach.blocker.power,
                'artifact': CASE WHEN e.fear_or_intimidate THEN g.reach.blocker.artifact END,
                'colors': CASE WHEN e.fear_or_intimidate THEN g.reach.blocker.colors END
            }
        } END
    } AS effect
FROM capabilities AS c
JOIN internal.capability_signatures AS cs USING (capability_id)
JOIN internal.signatures AS g ON g.sig_id = cs.sig_id
JOIN internal.source_profiles AS s USING (oracle_id, face_index)
JOIN card_faces AS f USING (oracle_id, face_index)
JOIN cards AS cd USING (oracle_id)
LEFT JOIN fighters AS x USING (oracle_id, face_index)
CROSS JOIN (
    SELECT coalesce(bool_or(list_has_any(evasions, ['Fear', 'Intimidate'])), false) AS fear_or_intimidate
    FROM internal.protected_objects
) AS e
LEFT JOIN (
    SELECT oracle_id, face_index, source_kind, any_value(can_block_only) AS blocks_only
    FROM capabilities
    WHERE capability = 'block' AND via = 'combat'
    GROUP BY ALL
) AS b
  ON b.oracle_id = c.oracle_id AND b.face_index = c.face_index
 AND b.source_kind IS NOT DISTINCT FROM c.source_kind
-- a card whose front face turns it at will: an ability whose cost is mana (or a tap) alone, or
-- a loyalty ability that adds none or more, transforms it ("{5}{G}{G}: Transform Ulvenwald
-- Oddity.", "[0]: Create a 2/2 green Wolf creature token. Transform Arlinn Kord."; not "Then if
-- ..., transform it", nor "Activate only if"): its back face is there as its controller
-- pleases, a planeswalker's with the loyalty its front face has at least
LEFT JOIN (
    SELECT oracle_id, true AS at_will, any_value(loyalty) AS loyalty
    FROM card_faces
    WHERE face_index = 0
      AND list_bool_or(list_transform(
              string_split(internal.named_text(oracle_text, name, supertypes), chr(10)), lambda line:
              regexp_full_match(line, '(?:(?:\{[0-9WUBRGCSP/]+\}|\{T\})(?:, )?)+: (?:[^\n]*\. )?Transform CARDNAME\.'
                                      || '(?: Activate only as a sorcery\.)?')
              OR regexp_full_match(line, '\[(?:\+\d+|0)\]: (?:[^\n]*\. )?Transform CARDNAME\.')))
    GROUP BY oracle_id
) AS tw ON tw.oracle_id = c.oracle_id AND cd.layout = 'transform'
-- the line of the row's ability: the loyalty cost heading a planeswalker's, and whether its
-- cost is mana alone (or with a card to discard or life to pay), paid as often as its
-- controller can
CROSS JOIN LATERAL (
    SELECT internal.line_of(f.oracle_text, c.detail) AS ability_line
) AS a
CROSS JOIN LATERAL (
    SELECT CASE WHEN f.loyalty IS NOT NULL OR tw.loyalty IS NOT NULL
                -- ("[−15]:" in MTGJSON's text, "−15:" in Scryfall's)
                THEN regexp_extract(a.ability_line, '^\[?[−-](\d+)\]?:', 1) END AS loyalty_cost,
           c.via = 'ability' AND NOT c.granted AND c.source_kind IS NULL
               -- (a sacrifice of another permanent: "Sacrifice a creature: Goblin Bombardment
               -- deals 1 damage to any target", "{1}{B}, Sacrifice an artifact: Target creature
               -- gets -2/-2", as often as its controller has them: the cost's own reason says so;
               -- one whose effect sacrifices its source may be activated again in response, each
               -- activation dealing its damage: "{2}: Goblin Cannon deals 1 damage to any target.
               -- Sacrifice Goblin Cannon.", as the card's ruling says, 602.2)
               -- (or a card of its graveyard: "{1}{B}, Exile a card from your graveyard: Screams of
               -- the Damned deals 1 damage to each creature", as often as it has them)
               AND (regexp_matches(a.ability_line, '^(?:(?:\{[0-9WUBRGCSP/]+\})+(?:, (?:Discard a card(?: at random)?|Pay [0-9]+ life|Sacrifice an? [a-z]+'
                                                   || '|Exile a card from your graveyard))?'
                                                   || '|Sacrifice an? [a-z]+): ')
                    -- -1/-1 counters stay: one a turn by a tap adds up over turns ("{4}, {T}: Put
                    -- a -1/-1 counter on target creature", Gnarled Effigy), as infect's and
                    -- wither's damage does ("{1}{R}, {T}: Fallen Ferromancer deals 1 damage"),
                    -- unless its source is sacrificed the first time
                    OR ((c.effect = 'shrink' AND regexp_matches(a.ability_line, '\b[Pp]ut an? -1/-1 counter on target '))
                         OR (c.effect = 'damage' AND list_has_any(internal.acting_keywords(c, s), ['Wither', 'Infect'])))
                       AND regexp_matches(a.ability_line, '^(?:(?:\{[0-9WUBRGCSP/]+\})+, )?\{T\}: ')
                       AND NOT contains(a.ability_line, 'Sacrifice ' || f.name)
                       AND NOT regexp_matches(a.ability_line, 'Sacrifice (?:this|it)\b'))
               AND NOT contains(a.ability_line, 'only once') AS repeatable
) AS l
WHERE c.effect IS NOT NULL
  -- a trigger that destroys what its combat damage is dealt to acts only in a fight, where its
  -- combat path judges it as deathtouch ("Whenever Dripping Dead deals combat damage to a
  -- creature, destroy that creature": `destroys_damaged`); on its own it does nothing, as in a
  -- fight the card's first strike or evasion keeps it from (a creature whose other damage it
  -- also follows, a pinger's, keeps the row)
  AND NOT (c.capability = 'sweep' AND c.effect_needs = 'damage' AND coalesce(x.destroys_damaged, false)
           AND internal.destroys_what_it_damages(replace(c.detail, f.name, 'CARDNAME'), f.subtypes)
           AND NOT EXISTS (SELECT 1 FROM capabilities AS d
                           WHERE d.oracle_id = c.oracle_id AND d.face_index = c.face_index
                             AND d.capability = 'damage' AND d.via <> 'combat'));

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
SELECT p.source_oracle_id, p.interaction, c.answer_class_id, c.effect_ids,
       -- a creature in combat: against an object whose body play decides (granted protection),
       -- what it does depends on play, and answer_paths says so without a row per pair; one
       -- with no power that can't pump itself (Birds of Paradise) deals no damage to any body
       c.answer_class_id IN (
           SELECT DISTINCT c2.answer_class_id FROM classes AS c2, unnest(c2.effect_ids) AS u(effect_id)
           JOIN effect_keys AS k ON k.effect_id = u.effect_id
           WHERE k.effect.how = 'combat'
             AND NOT coalesce(k.effect.amount < 1 AND NOT k.effect.pumps AND coalesce(k.effect.amount_most, 0) < 1, false)
       ) AS has_combat,
       -- ... and the most damage it deals in any fight (internal.most_dealt; NULL: no bound),
       -- which a body's least toughness may outlive (protected_objects.toughness_floor)
       m.combat_most
FROM per_source AS p JOIN classes AS c USING (interaction, effect_ids)
LEFT JOIN (
    SELECT c2.answer_class_id,
           CASE WHEN bool_and(internal.most_dealt(k.effect) IS NOT NULL)
                THEN max(internal.most_dealt(k.effect)) END AS combat_most
    FROM classes AS c2, unnest(c2.effect_ids) AS u(effect_id)
    JOIN effect_keys AS k ON k.effect_id = u.effect_id
    WHERE k.effect.how = 'combat'
    GROUP BY c2.answer_class_id
) AS m USING (answer_class_id);

-- The objects an answer can deal with (a player is no permanent), with what decides it
CREATE TEMP TABLE answer_objects AS
SELECT o.object_id, o.known, o.opponent_differs, o.colors, o.type_words, o.subtypes,
       list_contains(o.type_words, 'Creature') AS creature,
       -- the damage or -N/-N that removes it: a creature's toughness, else a planeswalker's
       -- loyalty (306.8); below 1 it is set in play (0/0 with X +1/+1 counters): unknown
       CASE WHEN t.toughness >= 1 THEN t.toughness END AS toughness,
       o.power,
       o.mana_value,
       o.x_in_cost,
       o.toughness AS body_toughness,
       o.toughness_floor,
       -- in a fight, with what its own text adds in every fight (bushido, 702.45a)
       CASE WHEN t.toughness >= 1 THEN t.toughness + internal.combat_pump(c.oracle_text).toughness END
           AS combat_toughness,
       o.power + internal.combat_pump(c.oracle_text).power AS combat_power,
       list_contains(o.keywords, 'Indestructible') AS indestructible,
       list_contains(o.keywords, 'Deathtouch') AS deathtouch,
       list_has_any(o.keywords, ['First strike', 'Double strike']) AS first_strike,
       -- a creature without flanking that blocks it gets -1/-1 before combat damage (702.25a)
       list_contains(o.keywords, 'Flanking') AS flanking,
       -- it gets +1/+1 as it attacks: melee's (702.121a), or its own exalted's as it attacks
       -- alone (702.83a), which it doesn't where it attacks beside others
       list_contains(o.keywords, 'Melee')::INTEGER + list_contains(o.keywords, 'Exalted')::INTEGER
           AS attack_boost,
       list_contains(o.keywords, 'Exalted') AS exalted,
       -- ... or the toughness it gets as it blocks ("Whenever Jareth, Leonine Titan blocks, it
       -- gets +7/+7 until end of turn"): in a fight where the source attacks it
       coalesce(list_max(list_transform(l.named, lambda line:
           TRY_CAST(regexp_extract(line, '^Whenever CARDNAME blocks(?: a creature)?, (?:it|CARDNAME) gets '
                                         || '\+\d+/\+(\d+) until end of turn\.$', 1) AS INTEGER))), 0)
           AS block_boost,
       -- ... or only as it attacks ("Spirit of the Night has first strike as long as it's
       -- attacking"): in a fight where the source blocks it
       list_contains(l.named, 'CARDNAME has first strike as long as it''s attacking.') AS first_strike_attacking,
       -- its own text can save it in a fight as play goes: it gains first strike, double strike
       -- or indestructible, regenerates, grows tougher without a bound ("{W}: Order of Leitbur
       -- gains first strike", "{B}: Regenerate Spectral Lynx", "{G}: ... gets +1/+1", "+1/+1 for
       -- each Plains"), or strikes first harder: a creature that kills it as printed only may
       -- (a one-time "When" trigger is no help in every fight); `defends` with what saves it
       -- from destruction (indestructible, regeneration), `defends_from_counters` without: no
       -- help against -1/-1 counters that leave it no toughness (wither, infect; 704.5f)
       o.escapes_destruction IS NOT NULL OR o.grows_tougher AS defends,
       -- (a card that prevents the damage dealt to it prevents -1/-1 counters' damage too)
       o.grows_tougher OR coalesce(o.escapes_destruction = 'prevention', false)
           AS defends_from_counters,
       -- ... and from deathtouch damage, which kills whatever its toughness (702.2b): growing
       -- tougher is no help, escaping destruction is
       o.escapes_destruction IS NOT NULL AS defends_from_deathtouch,
       -- ... and striking first helps against all three, but only against a creature that
       -- doesn't strike first itself: against one that does, the two deal their damage at
       -- once (510.4; Knight of Stromgald's "{B}: gains first strike" never outlives Sandstone
       -- Warrior's first strike)
       d.strikes_first AS gains_first_strike,
       o.escapes_destruction,
       -- ... or by a fixed amount, under a condition (protected_objects.toughness_boost), which a
       -- kill must also beat to be sure, and the power such a boost adds, which a bound on
       -- power must also admit
       o.toughness_boost,
       o.power_boost,
       -- what its own text adds without a bound (internal.grows)
       o.grows_stronger,
       o.grows_tougher,
       -- whether it meets a creature in combat (internal.meets_in_combat): it attacks unless it
       -- can't (defender, 702.3b), blocks unless it can't, and what it can block through
       o.evasions,
       o.keywords,
       NOT list_contains(o.keywords, 'Defender')
           AND NOT list_has_any(lines, [c.name || ' can''t attack.', c.name || ' can''t attack or block.'])
           AS attacks,
       NOT list_has_any(lines, [c.name || ' can''t block.', c.name || ' can''t attack or block.',
                                c.name || ' can''t block and can''t be blocked.']) AS blocks,
       list_has_any(o.keywords, ['Flying', 'Reach'])
           OR regexp_matches(c.oracle_text, 'can block creatures with flying|as though it had (flying|reach)')
           AS blocks_flying,
       list_contains(o.keywords, 'Horsemanship') OR contains(c.oracle_text, 'as though it had horsemanship')
           AS blocks_horsemanship,
       list_contains(o.type_words, 'Artifact') AS artifact,
       -- its own text never puts a counter on it (no word "counter", no keyword that adds one):
       -- as the two cards stand it has none ("with no counters on it", Heartless Act)
       o.known AND NOT contains(lower(c.oracle_text), 'counter')
           AND NOT list_has_any(o.keywords, ['Evolve', 'Outlast', 'Modular', 'Graft', 'Bloodthirst', 'Fading',
                                             'Vanishing', 'Adapt', 'Monstrosity', 'Renown', 'Training', 'Mentor',
                                             'Riot', 'Unleash', 'Undying', 'Persist', 'Level Up', 'Amplify',
                                             'Devour', 'Sunburst', 'Tribute', 'Fabricate', 'Backup', 'Bolster',
                                             'Support', 'Reinforce', 'Dethrone', 'Scavenge', 'Afterlife'])
           AS counter_free
FROM internal.protected_objects AS o
JOIN cards AS c USING (oracle_id)
CROSS JOIN LATERAL (SELECT internal.named_text(c.oracle_text, c.name, c.supertypes) AS named_text) AS nt
CROSS JOIN LATERAL (SELECT string_split(c.oracle_text, chr(10)) AS lines, nt.named_text,
                           string_split(nt.named_text, chr(10)) AS named) AS l
-- what else its own text does in a fight (its growth is internal.grows): it gains first strike
-- or double strike, or, striking first, grows stronger
CROSS JOIN LATERAL (
    SELECT list_bool_or(list_transform(l.named, lambda line:
               NOT regexp_matches(line, '^(?:[^—]* — )?When ')
               AND (regexp_matches(line, 'CARDNAME gains (?:first strike|double strike)')
                    -- (among others it chooses: Jodah's Avenger)
                    OR internal.gains_strike_by_choice(line)
                    OR (list_has_any(o.keywords, ['First strike', 'Double strike'])
                        AND regexp_matches(line, 'CARDNAME gets \+[1-9X]'))))) AS strikes_first
) AS d
CROSS JOIN LATERAL (
    -- (with the +1/+1 counters it enters with, protected_objects.sql)
    SELECT CASE WHEN list_contains(o.type_words, 'Creature') THEN o.toughness
                WHEN list_contains(o.type_words, 'Planeswalker') THEN TRY_CAST(c.loyalty AS INTEGER)
           END AS toughness
) AS t
WHERE NOT o.is_player;

-- What an effect does, apart from whether protection lets it through: few distinct sets of
-- attributes (attr_id), each judged once per object; only what deals with it is kept
CREATE TEMP TABLE effect_attrs AS
SELECT attrs, row_number() OVER (ORDER BY attrs)::INTEGER AS attr_id
FROM (SELECT DISTINCT {'how': effect.how, 'depends': effect.depends, 'colors': effect.colors, 'in_combat': effect.in_combat, 'no_counters': effect.no_counters,
                       'bound': effect.bound, 'amount_most': effect.amount_most, 'most_colors': effect.most_colors, 'most_types': effect.most_types, 'unless_subtype': effect.unless_subtype, 'amount': effect.amount, 'toughness': effect.toughness,
                       'deathtouch': effect.deathtouch, 'wither': effect.wither, 'unregenerable': effect.unregenerable, 'destroys_damaged': effect.destroys_damaged, 'first_strike': effect.first_strike,
                       'double_strike': effect.double_strike, 'indestructible': effect.indestructible,
                       'pumps': effect.pumps, 'pumps_toughness': effect.pumps_toughness, 'pumps_against': effect.pumps_against, 'strikes_first': effect.strikes_first, 'tougher_by': effect.tougher_by, 'deathtouch_if': effect.deathtouch_if, 'doubles_if': effect.doubles_if, 'repeats': effect.repeats, 'flashback': effect.flashback,
                       'by_its_power': effect.by_its_power,
                       'fighter': effect.fighter} AS attrs
      FROM effect_keys);

CREATE TABLE internal.answer_attr_outcomes AS
WITH judged AS (
    -- plain expressions, not a lateral subquery per row (which DuckDB decorrelates by grouping)
    SELECT a.attr_id, o.object_id, o.known,
           -- its trigger on meeting the card in combat destroys or exiles it, in every fight
           -- the two can have (internal.met_kills)
           -- (a CASE, so only the few fighters that have such a trigger are judged so)
           CASE WHEN NOT a.meets_trigger THEN false
                ELSE coalesce(a.attrs.how = 'combat' AND o.creature AND internal.met_kills(a.attrs.fighter, o), false)
           END AS met_kills,
           -- (what saves the card from that trigger: becoming indestructible, or regenerating
           -- where it may; striking first or growing tougher is no help)
           CASE WHEN a.meets_trigger
                THEN a.attrs.fighter.destroys_met.destroys
                     AND (o.escapes_destruction = 'indestructible'
                          OR (o.escapes_destruction = 'regeneration' AND NOT a.attrs.fighter.destroys_met.unregenerable))
           END AS met_defends,
           CASE WHEN a.attrs.wither THEN o.defends_from_counters
                WHEN a.attrs.deathtouch OR a.attrs.destroys_damaged THEN o.defends_from_deathtouch
                ELSE o.defends END
               OR (o.gains_first_strike AND NOT coalesce(a.attrs.first_strike, false))
               -- (a blocker its first strike as it attacks kills first: a kill only in the
               -- other fight, 510.4)
               OR CASE WHEN o.first_strike_attacking
                       THEN NOT a.attrs.first_strike AND NOT coalesce(a.attrs.indestructible, false)
                            AND coalesce(a.attrs.toughness <= o.combat_power, true)
                            AND coalesce(internal.blocks_in_combat(a.attrs.fighter, o), false)
                       ELSE false END AS defends,
           o.toughness_boost,
           internal.destruction_reason(a.attrs.how, a.attrs.unregenerable, a.attrs.wither, o.escapes_destruction)
               IS NOT NULL AS escapes, o.combat_toughness,
           -- (a trigger that destroys what its combat damage is dealt to kills as deathtouch does)
           a.attrs.deathtouch OR a.attrs.destroys_damaged AS deathtouch, a.attrs.how AS how,
           -- (a restriction to a permanent without counters that the card always meets)
           CASE WHEN a.attrs.no_counters AND o.counter_free THEN NULL ELSE a.attrs.depends END AS depends,
           a.attrs.amount * CASE WHEN a.attrs.double_strike THEN 2 ELSE 1 END AS dealt,
           -- they meet only as the source attacks or blocks under a condition of play
           coalesce(internal.meets_only_if(a.attrs.fighter, o), false) AS meets_only_if,
           -- in the fight where it blocks the card, the card's flanking takes -1/-1 from it
           -- first (702.25a): a kill there needs a point more and a toughness above 1
           coalesce(a.attrs.how = 'combat' AND o.flanking AND NOT a.attrs.fighter.flanking
                    AND internal.blocks_in_combat(a.attrs.fighter, o), false)
               AND NOT (a.attrs.toughness > 1
                        AND ((a.attrs.deathtouch OR a.attrs.destroys_damaged) AND a.attrs.amount >= 2
                             OR (a.attrs.amount - 1) * CASE WHEN a.attrs.double_strike THEN 2 ELSE 1 END
                                >= o.combat_toughness)) AS flanked_short,
           -- in the fight where it blocks the card, the card's melee or exalted makes it tougher
           -- (Knight of Infamy, a 2/1, is a 3/2 attacking alone): a kill there needs that more
           coalesce(a.attrs.how = 'combat' AND o.attack_boost > 0
                    AND internal.blocks_in_combat(a.attrs.fighter, o), false)
               AND NOT ((a.attrs.deathtouch OR a.attrs.destroys_damaged) AND a.attrs.amount >= 1
                        OR a.attrs.amount * CASE WHEN a.attrs.double_strike THEN 2 ELSE 1 END
                           >= o.combat_toughness + o.attack_boost) AS boosted_short,
           -- ... and in the fight where it attacks the card, the card's pump as it blocks
           coalesce(a.attrs.how = 'combat' AND o.block_boost > 0
                    AND internal.attacks_into(a.attrs.fighter, o), false)
               AND NOT ((a.attrs.deathtouch OR a.attrs.destroys_damaged) AND a.attrs.amount >= 1
                        OR a.attrs.amount * CASE WHEN a.attrs.double_strike THEN 2 ELSE 1 END
                           >= o.combat_toughness + o.block_boost) AS block_boosted_short,
           coalesce(internal.blocks_in_combat(a.attrs.fighter, o), false) AS blocks_card,
           o.exalted,
           coalesce(internal.attacks_into(a.attrs.fighter, o), false) AS attacks_into,
           -- they meet only as the card blocks a landwalker, where the defending player's lands
           -- decide (702.14c), or a creature with menace, beside another blocker (702.111b)
           (a.attrs.how = 'combat' AND list_has_any(a.attrs.fighter.evasions, ['Landwalk', 'Menace'])
               AND NOT internal.blocks_in_combat(a.attrs.fighter, o))
           -- ... or only as it blocks the card, a landwalker, where its controller's lands
           -- decide (Mountain Yeti's mountainwalk against a flyer that can only block it)
           OR coalesce(a.attrs.how = 'combat' AND o.creature
                       AND internal.attacker_evasion(a.attrs.fighter.blocker, o) = 'landwalk'
                       AND NOT internal.attacks_into(a.attrs.fighter, o), false) AS blocked_only_if,
           -- beyond its sure bound (or where the card data can't tell): only under its condition
           -- or beyond it once the card's own text makes it stronger or tougher
           a.attrs.bound IS NOT NULL
               AND (coalesce(internal.bound_value(a.attrs.bound, o, a.attrs.how) > a.attrs.bound.sure, true)
                    OR (a.attrs.bound.stat = 'power'
                        AND (o.grows_stronger OR o.power + coalesce(o.power_boost, 0) > a.attrs.bound.sure))
                    OR (a.attrs.bound.stat = 'toughness'
                        AND (o.grows_tougher
                             OR o.body_toughness + coalesce(o.toughness_boost, 0) > a.attrs.bound.sure)))
               AS beyond_sure,
           CASE
               WHEN a.attrs.colors IS NOT NULL AND o.known AND NOT list_has_any(o.colors, a.attrs.colors) THEN 'nothing'
               -- ... and against a body play decides (what a granted protection protects), its
               -- color is play's too: "Return all permanents of the color of your choice" never
               -- reaches a colorless creature (Wash Out)
               WHEN a.attrs.colors IS NOT NULL AND NOT o.known THEN 'depends'
               -- (a changeling is every creature type, 702.73a)
               WHEN a.attrs.unless_subtype IS NOT NULL AND o.known
                    AND (list_contains(o.subtypes, a.attrs.unless_subtype) OR list_contains(o.keywords, 'Changeling'))
                   THEN 'nothing'
               WHEN a.attrs.unless_subtype IS NOT NULL AND NOT o.known THEN 'depends'
               WHEN o.known AND internal.bound_value(a.attrs.bound, o, a.attrs.how) > a.attrs.bound.most THEN 'nothing'
               -- a state of combat the card never gets into: "target attacking creature"
               -- against a creature that can't attack (defender, 702.3b)
               WHEN o.known AND o.creature AND (
                        (a.attrs.in_combat = 'attacks' AND NOT o.attacks)
                     OR (a.attrs.in_combat = 'blocks' AND NOT o.blocks)
                     OR (a.attrs.in_combat = 'attacks or blocks' AND NOT o.attacks AND NOT o.blocks))
                   THEN 'nothing'
               WHEN a.attrs.how = 'counter' THEN CASE WHEN depends IS NULL THEN 'counters' ELSE 'depends' END
               WHEN a.attrs.how = 'neutralise' THEN CASE WHEN depends IS NULL THEN 'neutralises' ELSE 'depends' END
               WHEN a.attrs.how = 'destroy' AND o.indestructible THEN 'nothing'
               WHEN a.attrs.how IN ('exile', 'destroy', 'bounce', 'sacrifice')
                   THEN CASE WHEN depends IS NULL THEN 'removes' ELSE 'depends' END
               -- what a granted protection protects has its granting sentence's toughness at
               -- least (protected_objects.toughness_floor: "Equipped creature gets +2/+2 and
               -- has protection from red", 2): damage or -N/-N surely short of it never kills it
               WHEN NOT o.known AND a.attrs.how IN ('damage', 'shrink')
                    AND internal.most_dealt(a.attrs) < o.toughness_floor THEN 'nothing'
               WHEN NOT o.known THEN 'depends'
               WHEN a.attrs.how = 'shrink' THEN
                   CASE WHEN a.attrs.amount IS NULL OR o.toughness IS NULL THEN 'depends'
                        -- more "instead" where the card's own colors or types are the
                        -- condition (Ray of Enfeeblement's -4/-4 to a white creature)
                        WHEN internal.raise_holds(a.attrs.most_colors, a.attrs.most_types, o.known, o.colors,
                                                  o.type_words, o.subtypes)
                             AND a.attrs.amount_most >= o.toughness
                            THEN internal.unless_tougher(a.attrs.amount_most, o)
                        WHEN a.attrs.amount >= o.toughness THEN internal.unless_tougher(a.attrs.amount, o)
                        -- more "instead" under a condition (morbid: Tragic Slip's -13/-13)
                        WHEN a.attrs.amount_most >= o.toughness AND a.attrs.most_colors IS NULL
                             AND a.attrs.most_types IS NULL THEN 'depends'
                        WHEN a.attrs.repeats THEN 'depends'
                        WHEN a.attrs.flashback AND a.attrs.amount * 2 >= o.toughness THEN 'depends'
                        ELSE 'nothing' END
               WHEN a.attrs.how = 'damage' THEN
                   CASE WHEN o.indestructible AND NOT a.attrs.wither THEN 'nothing'
                        WHEN a.attrs.by_its_power THEN
                            CASE WHEN o.power IS NULL OR o.toughness IS NULL THEN 'depends'
                                 WHEN o.deathtouch AND o.power >= 1 THEN 'removes'
                                 WHEN o.power >= o.toughness THEN 'removes' ELSE 'nothing' END
                        WHEN a.attrs.amount IS NULL THEN 'depends'
                        WHEN a.attrs.amount < 1 THEN 'nothing'
                        WHEN a.attrs.deathtouch AND NOT o.indestructible THEN 'removes'
                        WHEN o.toughness IS NULL THEN 'depends'
                        WHEN internal.raise_holds(a.attrs.most_colors, a.attrs.most_types, o.known, o.colors,
                                                  o.type_words, o.subtypes)
                             AND a.attrs.amount_most >= o.toughness
                            THEN internal.unless_tougher(a.attrs.amount_most, o)
                        WHEN a.attrs.amount >= o.toughness THEN internal.unless_tougher(a.attrs.amount, o)
                        WHEN a.attrs.amount_most >= o.toughness AND a.attrs.most_colors IS NULL
                             AND a.attrs.most_types IS NULL THEN 'depends'
                        WHEN a.attrs.repeats THEN 'depends'
                        WHEN a.attrs.flashback AND a.attrs.amount * 2 >= o.toughness THEN 'depends'
                        -- as much as its own power, which play may raise (prowess, a pump)
                        WHEN a.attrs.pumps THEN 'depends'
                        ELSE 'nothing' END
               WHEN a.attrs.how = 'combat' THEN
                   CASE WHEN NOT o.creature OR (o.indestructible AND NOT a.attrs.wither) THEN 'nothing'
                        -- neither can block the other: they never meet (a flyer against a
                        -- defender without reach, two defenders, "can't block and can't be blocked")
                        -- (or may meet only as it attacks or blocks under its condition: meets_only_if)
                        WHEN NOT internal.meets_in_combat(a.attrs.fighter, o) THEN 'nothing'
                        -- no power: nothing, whatever the card's body, unless it can grow (without
                        -- a bound, or by a bounded boost that makes it lethal)
                        -- (a toughness play decides: any bounded growth may do)
                        WHEN a.attrs.amount < 1
                           THEN internal.unless_pumped(internal.may_pump(a.attrs, o)
                                                       OR (coalesce(a.attrs.amount_most, 0) > 0
                                                           AND coalesce(a.attrs.amount_most
                                                                        * CASE WHEN a.attrs.double_strike THEN 2 ELSE 1 END
                                                                        >= o.combat_toughness, true)))
                        -- deathtouch needs no toughness to kill: a card whose toughness play
                        -- decides ("*") dies to any of its damage (702.2b), unless the card strikes
                        -- first (Hornet Queen against Katilda, Dawnhart Martyr)
                        WHEN o.combat_toughness IS NULL AND a.attrs.amount >= 1
                             AND (a.attrs.deathtouch OR a.attrs.destroys_damaged) AND NOT o.indestructible
                             AND NOT (o.first_strike AND NOT a.attrs.first_strike)
                           THEN 'kills_in_combat'
                        WHEN a.attrs.amount IS NULL OR o.combat_toughness IS NULL THEN 'depends'
                        -- no toughness (Force of Savagery, 8/0): it dies as it enters (704.5f),
                        -- unless its own text makes it tougher as play goes
                        WHEN a.attrs.toughness < 1
                           THEN internal.unless_pumped(a.attrs.pumps OR a.attrs.tougher_by > 0)
                        -- the card's first strike kills it first, and its death trigger's -N/-N
                        -- or damage, which targets the card (not hexproof or shroud), alone kills
                        -- the card (Hornet Harasser, a 2/2, against Black Knight; 702.7b, 704.5f)
                        WHEN o.first_strike AND NOT a.attrs.first_strike AND NOT a.attrs.indestructible
                             AND internal.death_hit(a.attrs.fighter, o.indestructible) >= o.combat_toughness
                             AND NOT list_has_any(o.keywords, ['Hexproof', 'Shroud'])
                             AND (o.deathtouch OR coalesce(o.combat_power >= a.attrs.toughness, false))
                           THEN 'kills_in_combat'
                        -- first strike of the protected creature kills a blocker that can't survive it first
                        WHEN o.first_strike AND NOT a.attrs.first_strike AND NOT a.attrs.indestructible
                             AND (o.deathtouch OR a.attrs.toughness IS NULL OR coalesce(o.combat_power, 0) >= a.attrs.toughness)
                             AND NOT (o.combat_power IS NULL AND NOT o.deathtouch)
                           THEN internal.unless_pumped(a.attrs.pumps_toughness
                                                       OR coalesce(list_has_any(o.colors, a.attrs.pumps_against), false)
                                                       -- (striking first, or twice, where its first
                                                       -- hit, dealt with the card's, may be deadly
                                                       -- enough: the card's first strike kills it
                                                       -- before a second, 510.4; Auriok Edgewright's
                                                       -- 2 never kills Akroma, Spiraling Duelist's 3
                                                       -- never Baneslayer Angel)
                                                       OR (a.attrs.strikes_first
                                                           AND (a.attrs.pumps
                                                                OR coalesce(a.attrs.amount_most, a.attrs.amount)
                                                                   >= o.combat_toughness))
                                                       -- tough enough, under its condition, to outlive the
                                                       -- first strike, and then deadly enough (with the
                                                       -- power the first strike's -1/-1 counters took, where
                                                       -- the card has wither or infect: Wild Nacatl, 3/3 at
                                                       -- most, against Phyrexian Crusader; 702.80a, 702.90b)
                                                       OR (NOT o.deathtouch
                                                           AND a.attrs.toughness + a.attrs.tougher_by > coalesce(o.combat_power, 0)
                                                           AND (a.attrs.deathtouch_if
                                                                OR (coalesce(a.attrs.amount_most, a.attrs.amount)
                                                                    - CASE WHEN list_has_any(o.keywords, ['Wither', 'Infect'])
                                                                           THEN coalesce(o.combat_power, 0) ELSE 0 END)
                                                                   * CASE WHEN a.attrs.double_strike THEN 2 ELSE 1 END
                                                                   >= o.combat_toughness)))
                        -- both strike first: a double striker that doesn't kill it with its first
                        -- hit dies to the card's before its second (510.4)
                        WHEN o.first_strike AND a.attrs.double_strike AND NOT (a.attrs.deathtouch OR a.attrs.destroys_damaged)
                             AND NOT a.attrs.indestructible
                             AND a.attrs.amount < o.combat_toughness
                             AND (o.deathtouch OR coalesce(o.combat_power, 0) >= a.attrs.toughness)
                           THEN internal.unless_pumped(internal.may_pump(a.attrs, o)
                                                       OR coalesce(a.attrs.amount_most, 0) >= o.combat_toughness)
                        -- the card's first strike dealt as -1/-1 counters (wither, infect: 702.80a,
                        -- 702.90b) takes power from a creature that survives it before that one
                        -- deals its damage (510.4)
                        WHEN o.first_strike AND list_has_any(o.keywords, ['Wither', 'Infect'])
                             AND NOT a.attrs.first_strike
                             AND NOT ((a.attrs.deathtouch OR a.attrs.destroys_damaged)
                                      AND a.attrs.amount > coalesce(o.combat_power, 0))
                             AND a.attrs.amount - coalesce(o.combat_power, 0) < o.combat_toughness
                           THEN internal.unless_pumped(internal.may_pump(a.attrs, o))
                        -- deathtouch, or a trigger that destroys what its combat damage is dealt to
                        WHEN (a.attrs.deathtouch OR a.attrs.destroys_damaged) AND NOT o.indestructible
                           THEN 'kills_in_combat'
                        WHEN a.attrs.amount * CASE WHEN a.attrs.double_strike THEN 2 ELSE 1 END >= o.combat_toughness
                           THEN 'kills_in_combat'
                        -- the card kills it in the fight, and its death trigger's -N/-N or damage,
                        -- which targets the card (not hexproof or shroud), takes what its combat
                        -- damage left (Loathsome Catoblepas, a 3/3, against a 4/4; Fireblade
                        -- Charger's damage equal to its power)
                        WHEN internal.death_hit(a.attrs.fighter, o.indestructible) > 0 AND NOT a.attrs.indestructible
                             AND NOT list_has_any(o.keywords, ['Hexproof', 'Shroud'])
                             AND (coalesce(o.combat_power, 0) >= a.attrs.toughness
                                  OR (o.deathtouch AND coalesce(o.combat_power, 0) >= 1))
                             AND a.attrs.amount * CASE WHEN a.attrs.double_strike THEN 2 ELSE 1 END
                                 + internal.death_hit(a.attrs.fighter, o.indestructible) >= o.combat_toughness
                           THEN 'kills_in_combat'
                        -- (a pump as it attacks or becomes blocked is sure in a fight where it
                        -- attacks, one as it blocks where it blocks: it kills in every fight the
                        -- two can have, as where a flyer can only block it; and it adds nothing
                        -- to a fight the two never have: Waveskimmer Aven's exalted, as it
                        -- attacks, where Hand of Honor can't block it)
                        WHEN (a.attrs.amount_most
                              - CASE WHEN internal.attacks_into(a.attrs.fighter, o) THEN 0 ELSE a.attrs.fighter.attack_power END
                              - CASE WHEN internal.blocks_in_combat(a.attrs.fighter, o) THEN 0
                                     ELSE a.attrs.fighter.block_power + a.attrs.fighter.tap_power END)
                             * CASE WHEN a.attrs.double_strike THEN 2 ELSE 1 END >= o.combat_toughness
                           THEN CASE WHEN (NOT internal.attacks_into(a.attrs.fighter, o)
                                           OR (a.attrs.amount + a.attrs.fighter.attack_power)
                                              * CASE WHEN a.attrs.double_strike THEN 2 ELSE 1 END >= o.combat_toughness)
                                          AND (NOT internal.blocks_in_combat(a.attrs.fighter, o)
                                               OR (a.attrs.amount + a.attrs.fighter.block_power)
                                                  * CASE WHEN a.attrs.double_strike THEN 2 ELSE 1 END >= o.combat_toughness)
                                     THEN 'kills_in_combat' ELSE 'depends' END
                        ELSE internal.unless_pumped(internal.may_pump(a.attrs, o)
                                                    OR a.attrs.deathtouch_if
                                                    -- (twice its damage, where it has double
                                                    -- strike under a condition)
                                                    OR (a.attrs.doubles_if AND NOT a.attrs.double_strike
                                                        AND a.attrs.amount * 2 >= o.combat_toughness)) END
               ELSE 'nothing'
           END AS removal
    -- (whether its fighter has a trigger on meeting the card, read once an attribute set)
    FROM (SELECT *, attrs.fighter.destroys_met IS NOT NULL AS meets_trigger FROM effect_attrs) AS a
    -- each object as it is in the fight: with the -N/-N or +N/+N a fighter's static abilities
    -- give it (Elesh Norn, Grand Cenobite's -2/-2; Goblin King's +1/+1 to a Goblin: 613.4c), a
    -- copy per such set of abilities
    JOIN (SELECT NULL AS shrinks, * FROM answer_objects
          UNION ALL BY NAME
          SELECT s.shrinks,
                 o.* REPLACE (o.combat_toughness - k.by.toughness AS combat_toughness,
                              o.combat_power - k.by.power AS combat_power,
                              -- (a deathtouch that deals no damage destroys nothing, 702.2b)
                              o.deathtouch AND o.combat_power - k.by.power >= 1 AS deathtouch)
          FROM (SELECT DISTINCT attrs.fighter.shrinks AS shrinks FROM effect_attrs
                WHERE attrs.fighter.shrinks IS NOT NULL) AS s
          CROSS JOIN answer_objects AS o
          CROSS JOIN LATERAL (SELECT internal.shrunk_by(s.shrinks, o.colors, o.keywords, o.subtypes) AS by) AS k) AS o
      ON o.shrinks IS NOT DISTINCT FROM a.attrs.fighter.shrinks
),
outcomes AS (
    -- what removes it only once play allows (a trigger on the card's own death, a creature
    -- only sometimes) depends
    SELECT attr_id, object_id, known, how, met_kills,
           -- short in the fight where it blocks the card's flanking: a kill only where it
           -- attacks, if the two can meet so (whatever else it waits for: in the one fight
           -- they can have, it never kills)
           CASE WHEN removal = 'kills_in_combat' AND flanked_short
                    THEN CASE WHEN attacks_into THEN 'depends' ELSE 'nothing' END
                -- ... as where its melee or exalted makes it tougher (exalted only as it attacks
                -- alone, which it may not)
                WHEN removal = 'kills_in_combat' AND boosted_short
                    THEN CASE WHEN attacks_into OR exalted THEN 'depends' ELSE 'nothing' END
                -- ... or tougher as it blocks (Jareth's +7/+7): a kill only where the card attacks
                WHEN removal = 'kills_in_combat' AND block_boosted_short
                    THEN CASE WHEN blocks_card THEN 'depends' ELSE 'nothing' END
                WHEN removal IN ('removes', 'kills_in_combat') AND depends IS NOT NULL THEN 'depends'
                -- destruction of a card that regenerates or can become indestructible
                WHEN removal = 'removes' AND escapes THEN 'depends'
                WHEN removal = 'kills_in_combat' AND (defends OR blocked_only_if OR meets_only_if) THEN 'depends'
                WHEN removal = 'kills_in_combat' AND NOT deathtouch
                     AND NOT coalesce(dealt >= combat_toughness + toughness_boost, true)
                    THEN 'depends'
                WHEN removal <> 'nothing' AND beyond_sure THEN 'depends'
                ELSE removal END AS outcome
    -- (a kill its trigger on meeting the card makes, in every fight: neither damage, first
    -- strike nor flanking decides it)
    FROM (SELECT * REPLACE (CASE WHEN met_kills THEN 'kills_in_combat' ELSE removal END AS removal,
                            CASE WHEN met_kills THEN met_defends ELSE defends END AS defends,
                            deathtouch OR met_kills AS deathtouch,
                            flanked_short AND NOT met_kills AS flanked_short,
                            boosted_short AND NOT met_kills AS boosted_short,
                            block_boosted_short AND NOT met_kills AS block_boosted_short)
          FROM judged)
)
SELECT x.attr_id, x.object_id, ao.rank::UTINYINT AS outcome_rank,
       -- (a kill its trigger on meeting the card makes, for the reason: internal.met_kills)
       x.met_kills AND x.outcome = 'kills_in_combat' AS met_kill
FROM outcomes AS x
JOIN vocabulary AS ao ON ao.vocabulary = 'answer_outcome' AND ao.value = x.outcome
WHERE x.outcome <> 'nothing'
  -- combat against an unknown body always depends: answer_paths says so (has_combat)
  AND (x.known OR x.how <> 'combat');

-- Each effect under integer keys: its signature, the one it needs, its attributes, and the
-- first keys of the order players rank answers in (how, speed)
CREATE TEMP TABLE effect_flat AS
SELECT k.effect_id, k.effect.sig_id, k.effect.gate_sig_id, k.effect.needs IS NOT NULL AS gated,
       a.attr_id, (hw.rank * 2 + sp.rank)::UTINYINT AS how_speed
FROM effect_keys AS k
JOIN effect_attrs AS a
  ON a.attrs = {'how': k.effect.how, 'depends': k.effect.depends, 'colors': k.effect.colors, 'in_combat': k.effect.in_combat, 'no_counters': k.effect.no_counters,
                'bound': k.effect.bound, 'amount_most': k.effect.amount_most, 'most_colors': k.effect.most_colors, 'most_types': k.effect.most_types, 'unless_subtype': k.effect.unless_subtype, 'amount': k.effect.amount, 'toughness': k.effect.toughness,
                'deathtouch': k.effect.deathtouch, 'wither': k.effect.wither, 'unregenerable': k.effect.unregenerable, 'destroys_damaged': k.effect.destroys_damaged, 'first_strike': k.effect.first_strike,
                'double_strike': k.effect.double_strike, 'indestructible': k.effect.indestructible,
                'pumps': k.effect.pumps, 'pumps_toughness': k.effect.pumps_toughness, 'pumps_against': k.effect.pumps_against, 'strikes_first': k.effect.strikes_first, 'tougher_by': k.effect.tougher_by, 'deathtouch_if': k.effect.deathtouch_if, 'doubles_if': k.effect.doubles_if, 'repeats': k.effect.repeats, 'flashback': k.effect.flashback,
                'by_its_power': k.effect.by_its_power,
                'fighter': k.effect.fighter}
JOIN vocabulary AS hw ON hw.vocabulary = 'answer_how' AND hw.value = k.effect.how
JOIN vocabulary AS sp ON sp.vocabulary = 'speed' AND sp.value = k.effect.speed;

-- What each effect is, for the view's columns and reasons
CREATE TABLE internal.answer_effects AS
SELECT k.effect_id, f.attr_id, f.how_speed, f.gated, unnest(k.effect)
FROM effect_keys AS k JOIN effect_flat AS f USING (effect_id);

-- Each signature's rank against each object it reaches, in both readings (as class_paths in
-- class_verdicts.sql): evasion makes a block impossible (3), landwalk or a shared name
-- conditional; the opponent's reading differs only for objects whose protection it decides and
-- paths that reach only their controller's permanents (NULL: it can't reach the opponent's card,
-- 115.1). Only the signatures of effects, and only where one reading may let them through.
CREATE MACRO internal.answer_outcomes_for(protected_ids, source_ids) AS TABLE
WITH members AS (
    SELECT DISTINCT answer_class_id, unnest(effect_ids) AS effect_id
    FROM internal.answer_classes
    WHERE source_ids IS NULL OR list_contains(source_ids, source_oracle_id)
),
effects AS (
    SELECT * FROM internal.answer_effects
    WHERE effect_id IN (SELECT effect_id FROM members)
),
sigs AS (
    SELECT DISTINCT g.sig_id, g.quality_id, g.reach_id, g.reach.own_only AS own_only,
           g.reach.object_shares_name AS shares_name
    FROM internal.signatures AS g
    WHERE g.sig_id IN (SELECT sig_id FROM effects UNION SELECT gate_sig_id FROM effects)
),
ranked AS (
    SELECT g.sig_id, r.object_id, g.own_only, o.opponent_differs, r.evasion, g.shares_name,
           r.decided, q.rank AS quality_rank, qo.rank AS quality_rank_vs_opponent
    FROM sigs AS g
    JOIN internal.reach AS r USING (reach_id)
    JOIN internal.protected_objects AS o USING (object_id)
    JOIN internal.quality_verdicts AS q
      ON q.quality_id = g.quality_id AND q.object_id = r.object_id AND NOT q.opponent
    LEFT JOIN internal.quality_verdicts AS qo
      ON o.opponent_differs AND qo.quality_id = g.quality_id AND qo.object_id = r.object_id
     AND qo.opponent
    WHERE protected_ids IS NULL OR list_contains(protected_ids, o.oracle_id)
),
signature_ranks AS (
SELECT * FROM (
    SELECT sig_id, object_id, decided,
           internal.path_rank(quality_rank, evasion, shares_name)::UTINYINT AS rank,
           CASE WHEN own_only THEN NULL
                WHEN opponent_differs THEN internal.path_rank(quality_rank_vs_opponent, evasion, shares_name)
                ELSE internal.path_rank(quality_rank, evasion, shares_name)
           END::UTINYINT AS rank_vs_opponent
    FROM ranked
)
WHERE rank <= 1 OR rank_vs_opponent <= 1
),
-- Each effect that deals with an object, with its rank in both readings (its path's, or the
-- one it needs if that is stronger); NULL where a reading can't reach the object. One that may
-- or may not reach an object play decides (internal.reach_decided) only depends.
effect_outcomes AS (
SELECT * FROM (
    SELECT e.effect_id, s.object_id, s.decided AND coalesce(gate.decided, true) AS decided,
           CASE WHEN s.decided AND coalesce(gate.decided, true) THEN x.outcome_rank
                ELSE greatest(x.outcome_rank, d.rank) END AS outcome_rank,
           e.how_speed, x.met_kill,
           greatest(s.rank, coalesce(gate.rank, 0)) AS rank,
           CASE WHEN s.rank_vs_opponent IS NOT NULL AND (NOT e.gated OR gate.rank_vs_opponent IS NOT NULL)
                THEN greatest(s.rank_vs_opponent, coalesce(gate.rank_vs_opponent, 0)) END AS rank_vs_opponent
    FROM effects AS e
    JOIN internal.answer_attr_outcomes AS x USING (attr_id)
    JOIN signature_ranks AS s ON s.sig_id = e.sig_id AND s.object_id = x.object_id
    LEFT JOIN signature_ranks AS gate ON gate.sig_id = e.gate_sig_id AND gate.object_id = s.object_id
    CROSS JOIN (SELECT rank FROM vocabulary WHERE vocabulary = 'answer_outcome' AND value = 'depends') AS d
    -- what it needs first reaches the object too
    WHERE NOT e.gated OR gate.rank IS NOT NULL
)
WHERE rank <= 1 OR rank_vs_opponent <= 1
),
-- Each class's best path against each object, in the general reading and the opponent's: the
-- order players rank answers in (what it does, whether it surely gets through, how, how fast)
best AS (
    SELECT e.object_id, m.answer_class_id,
           arg_min(e.effect_id, o.key) FILTER (WHERE e.rank <= 1) AS effect_id,
           arg_min(e.effect_id, oo.key) FILTER (WHERE e.rank_vs_opponent <= 1) AS effect_id_vs_opponent,
           arg_min(e.decided, o.key) FILTER (WHERE e.rank <= 1) AS decided,
           arg_min(e.decided, oo.key) FILTER (WHERE e.rank_vs_opponent <= 1) AS decided_vs_opponent,
           arg_min(e.met_kill, o.key) FILTER (WHERE e.rank <= 1) AS met_kill,
           arg_min(e.met_kill, oo.key) FILTER (WHERE e.rank_vs_opponent <= 1) AS met_kill_vs_opponent,
           min(o.key) FILTER (WHERE e.rank <= 1) AS answer_order,
           min(oo.key) FILTER (WHERE e.rank_vs_opponent <= 1) AS answer_order_vs_opponent
    FROM members AS m
    JOIN effect_outcomes AS e USING (effect_id)
    -- ties go to the lowest effect id (internal.answer_order)
    CROSS JOIN LATERAL (
        SELECT internal.answer_order(e.outcome_rank, e.rank, e.how_speed, e.effect_id) AS key
    ) AS o
    CROSS JOIN LATERAL (
        SELECT internal.answer_order(e.outcome_rank, e.rank_vs_opponent, e.how_speed, e.effect_id) AS key
    ) AS oo
    GROUP BY e.object_id, m.answer_class_id
)
SELECT b.object_id, b.answer_class_id, b.effect_id, b.effect_id_vs_opponent,
       b.decided, b.decided_vs_opponent, b.met_kill, b.met_kill_vs_opponent,
       internal.rank_of(b.answer_order) AS rank,
       internal.rank_of(b.answer_order_vs_opponent) AS rank_vs_opponent,
       o.value AS outcome, oo.value AS outcome_vs_opponent
FROM best AS b
LEFT JOIN vocabulary AS o
  ON o.vocabulary = 'answer_outcome' AND o.rank = internal.outcome_rank_of(b.answer_order)
LEFT JOIN vocabulary AS oo
  ON oo.vocabulary = 'answer_outcome' AND oo.rank = internal.outcome_rank_of(b.answer_order_vs_opponent);

-- Every class's best path against every object (the macro for a few cards is much faster)
CREATE VIEW internal.answer_outcomes AS
SELECT * FROM internal.answer_outcomes_for(NULL, NULL);

DROP TABLE effect_paths;
DROP TABLE effect_keys;
DROP TABLE answer_objects;
DROP TABLE effect_attrs;
DROP TABLE effect_flat;
