-- One row per distinct capability signature: what a verdict can depend on, split into what
-- the capability can reach (its object restrictions) and the source's qualities (702.16a).
-- Verdicts are computed once per signature, not once per card: most sources share one.
-- capability_profiles, each capability's signature, is scratch: a TEMP table is never
-- written to the database file, and reading its structs back is several times faster.
CREATE TEMP TABLE capability_profiles AS
WITH named AS (
    -- only characteristics some protection names can change a verdict ('Creature' also
    -- decides fights); the rest is left out, so more sources share a signature
    SELECT
        list_distinct(coalesce(list(card_type) FILTER (WHERE card_type IS NOT NULL), []) || ['Creature'])
            AS types,
        coalesce(list(DISTINCT subtype) FILTER (WHERE subtype IS NOT NULL), [])
            || coalesce(list(DISTINCT excluded_subtype) FILTER (WHERE excluded_subtype IS NOT NULL), [])
            AS subtypes,
        coalesce(list(DISTINCT supertype) FILTER (WHERE supertype IS NOT NULL), []) AS supertypes,
        coalesce(list(DISTINCT name) FILTER (WHERE name IS NOT NULL), []) AS names,
        coalesce(list(DISTINCT name_words) FILTER (WHERE name_words IS NOT NULL), []) AS name_words,
        bool_or(rolls_die) AS rolls_die,
        -- mana values beyond the bounds protections name compare alike: clamp them
        min(mana_value) - 1 AS mana_value_floor,
        max(mana_value) + 1 AS mana_value_ceiling
    FROM protections
),
named_creature_types AS (
    -- the named subtypes that are creature types: a changeling has every one (702.73a)
    SELECT coalesce(list(DISTINCT t), []) AS creature_types,
           -- whether some protected creature has skulk: only then does a blocker's power matter
           (SELECT count(*) > 0 FROM cards
            WHERE list_contains(keywords, 'Skulk')
              AND oracle_id IN (SELECT oracle_id FROM protections)) AS any_skulk
    FROM (SELECT unnest(subtypes) AS t FROM card_faces WHERE list_contains(types, 'Creature'))
    WHERE t IN (SELECT subtype FROM protections UNION SELECT excluded_subtype FROM protections)
)
SELECT
    c.capability_id,
    c.oracle_id AS source_oracle_id,
    c.capability AS interaction,
    {
        'object_kind': c.object_kind,
        'object_colors': c.object_colors, 'object_excluded_colors': c.object_excluded_colors,
        'object_types': c.object_types, 'object_excluded_types': c.object_excluded_types,
        'object_subtype': c.object_subtype, 'object_excluded_subtypes': c.object_excluded_subtypes,
        'object_keyword': c.object_keyword, 'object_excluded_keyword': c.object_excluded_keyword,
        'object_mana_value_op': c.object_mana_value_op, 'object_mana_value': c.object_mana_value,
        'object_power_op': c.object_power_op, 'object_power': c.object_power,
        'object_toughness_op': c.object_toughness_op, 'object_toughness': c.object_toughness,
        'object_color_count': c.object_color_count,
        'can_block_only': c.can_block_only,
        'object_token': c.object_token, 'object_nontoken': c.object_nontoken, 'object_name': c.object_name,
        'object_attached': c.object_attached, 'counters': c.capability = 'counter',
        -- only a spell that targets (Siren Stormtamer): a permanent spell targets nothing
        'object_targets': c.object_targets,
        -- only an object named like another one play decides (the target, Maelstrom Pulse)
        'object_shares_name': c.object_shares_name,
        -- only a card first printed in that expansion (Apocalypse Chime): card data decides
        'object_first_printed_in': c.object_first_printed_in,
        -- 'you': it reaches only what its controller controls (not the opponent's, 702.16k reading)
        'own_only': c.object_controller IS NOT DISTINCT FROM 'you',
        -- what an attacker's evasion asks of a blocker (702.9b, 702.28b, 702.31b, 702.36b, 702.13b)
        -- and, for combat damage, whether it has shadow: only creatures that both have it or
        -- both lack it can block each other, so deal each other combat damage (702.28b)
        'blocker': CASE WHEN c.capability = 'block' OR (c.capability = 'damage' AND c.via = 'combat') THEN {
            'combat_damage': c.capability = 'damage',
            -- a creature that can't attack (defender, 702.3b) deals combat damage only as a
            -- blocker: an attacker it can't block never takes its combat damage
            'cant_attack': c.capability = 'damage'
                AND list_contains(internal.acting_keywords(c, s), 'Defender'),
            'has_shadow': list_contains(internal.acting_keywords(c, s), 'Shadow'),
            'flying': list_has_any(internal.acting_keywords(c, s), ['Flying', 'Reach'])
                OR coalesce(list_contains(c.blocks_through, 'Flying'), false),
            'shadow': list_contains(internal.acting_keywords(c, s), 'Shadow')
                OR coalesce(list_contains(c.blocks_through, 'Shadow'), false),
            'horsemanship': list_contains(internal.acting_keywords(c, s), 'Horsemanship')
                OR coalesce(list_contains(c.blocks_through, 'Horsemanship'), false),
            -- printed, and only when some protected creature has skulk (702.118b), so blockers
            -- still share signatures; an animated or crewed form's is not read (NULL: can't tell)
            'power': CASE WHEN k.any_skulk AND c.source_kind IS NULL THEN s.power END,
            'artifact': list_contains(coalesce(c.source_types, s.types), 'Artifact'),
            'colors': coalesce(c.source_colors, s.colors)
        } END
    } AS reach,
    {
        'capability': c.capability,
        -- a token this card creates, with printed characteristics (111.4), deals its own damage
        'damage_by': CASE WHEN t.token THEN 'self' ELSE c.damage_by END,
        'fight': c.fight,
        'granted': c.granted AND NOT t.token,
        -- an Aura or Equipment another effect attaches: it, not this card, is the source
        'attached': c.source_kind = 'attached',
        'source_kind': c.source_kind,
        -- 702.16n: the Aura whose own protection says "This effect doesn't remove [it]": the
        -- card, so the protection can tell it is the one it spares (a handful of Auras)
        'spared_card': CASE WHEN c.capability = 'attach' AND c.source_kind IS NULL
                             AND c.oracle_id IN (SELECT oracle_id FROM protections WHERE spares IS NOT NULL)
                            THEN c.oracle_id END,
        -- a targeted edict ("sacrifices one of those creatures", Retribution) is judged as
        -- the targeting it is (702.16b)
        'targeted_edict': c.capability = 'edict' AND c.targeted,
        -- an edict its player is the target of ("Target player sacrifices a creature", Diabolic
        -- Edict): protection that its controller has too, from the same clause ("You and
        -- creatures you control have protection from the chosen card type", Serra's Emissary),
        -- stops it as the targeting of that player it is (702.16b)
        'player_targeted_edict': c.capability = 'edict' AND NOT c.targeted AND pt.player_targeted,
        -- the source is a spell only when the card itself targets or deals damage from the stack
        'is_spell': c.via = 'spell' AND NOT c.granted
            AND (c.capability IN ('target', 'damage')
                 OR (c.capability = 'edict' AND (c.targeted OR pt.player_targeted))),
        -- the characteristics it has when it acts: a created token's printed ones, or the form
        -- source_forms.py reads (an animated land's color-setting effect, a crewed Vehicle's
        -- Creature type, a bestowed Aura, an emblem with no color and no types)
        'colors': coalesce(c.source_colors, CASE WHEN t.token THEN [] ELSE s.colors END),
        -- a granted ability's holder has the types its subject names ("Creatures you control
        -- have"), if any: never the granting card's
        'types': list_sort(list_intersect(
            coalesce(c.source_types, CASE WHEN c.granted AND NOT t.token THEN [] ELSE s.types END),
            n.types)),
        'subtypes': list_sort(list_distinct(
            list_intersect(coalesce(c.source_subtypes, CASE WHEN t.token THEN [] ELSE s.subtypes END), n.subtypes)
            || CASE WHEN c.source_every_creature_type
                      OR (s.every_creature_type AND c.source_subtypes IS NULL AND NOT t.token)
                    THEN k.creature_types ELSE [] END
        )),
        -- a token's supertypes are printed with its types; 114.3: an emblem has none
        'supertypes': list_sort(list_intersect(
            CASE WHEN t.token THEN c.source_types WHEN c.source_kind = 'emblem' THEN [] ELSE s.supertypes END,
            n.supertypes)),
        -- 202.3b: a token's mana value is 0; 114.3: an emblem has no mana cost
        'mana_value': greatest(n.mana_value_floor, least(n.mana_value_ceiling,
                               CASE WHEN t.token OR c.source_kind = 'emblem' THEN 0 ELSE s.mana_value END)),
        'x_in_cost': s.has_x AND c.via = 'spell' AND c.source_kind IS NULL,
        'name': CASE WHEN t.token THEN CASE WHEN list_contains(n.names, c.source_name) THEN c.source_name END
                     WHEN c.source_kind = 'emblem' THEN NULL
                     WHEN list_contains(n.names, s.card_name) THEN s.card_name END,
        -- only an Aura enchants (303.4); an enchantment that attaches itself is one (Cloudform)
        'is_aura': c.capability = 'attach'
            AND (list_contains(coalesce(c.source_subtypes, s.subtypes), 'Aura')
                 OR list_contains(coalesce(c.source_types, s.types), 'Enchantment')),
        -- Un-card qualities, kept only when some protection names them
        'name_words': CASE WHEN list_contains(n.name_words, s.name_words) AND NOT t.token AND c.source_kind IS DISTINCT FROM 'emblem' THEN s.name_words END,
        'rolls_die': n.rolls_die AND s.rolls_die AND NOT t.token,
        -- a creature only sometimes (Theros Gods), acting off the battlefield's combat
        'part_time_creature': s.part_time_creature AND c.source_kind IS NULL AND c.via <> 'combat',
        -- 615.12: damage that can't be prevented gets through protection's prevention, but
        -- only damage that needs no target: a spell or ability that must target the protected
        -- object can't (702.16b), so its damage is never dealt (Stomp's ruling)
        'unpreventable': CASE WHEN c.capability = 'damage' AND NOT c.targeted THEN c.unpreventable END,
        'targets_unpreventably': c.capability = 'damage' AND c.targeted AND c.unpreventable IS NOT NULL
    } AS quality,
    {
        'via': c.via,
        'trample': list_contains(internal.acting_keywords(c, s), 'Trample') AND c.capability = 'damage' AND c.via = 'combat',
        'deathtouch': list_contains(internal.acting_keywords(c, s), 'Deathtouch') AND c.capability = 'damage'
    } AS flags
FROM capabilities AS c
JOIN internal.source_profiles AS s USING (oracle_id, face_index)
CROSS JOIN named AS n
CROSS JOIN named_creature_types AS k
CROSS JOIN LATERAL (SELECT c.source_kind IS NOT DISTINCT FROM 'token' AS token) AS t
-- (an edict whose sentence targets its player, the capability parser's target row of the same
-- sentence, or whose "that player" is the target of the spell's or the ability's sentence
-- before: "[−6]: Separate all permanents target player controls into two piles. That player
-- sacrifices all permanents in the pile of their choice", Liliana of the Veil)
CROSS JOIN LATERAL (
    SELECT c.capability = 'edict'
           AND ((c.oracle_id, c.face_index, c.detail) IN (
                    SELECT (oracle_id, face_index, detail) FROM capabilities
                    WHERE capability = 'target' AND object_kind = 'player')
                OR (regexp_matches(c.detail, '\b[Tt]hat player\b')
                    AND EXISTS (SELECT 1 FROM capabilities AS t
                                JOIN card_faces AS f USING (oracle_id, face_index)
                                WHERE t.oracle_id = c.oracle_id AND t.face_index = c.face_index
                                  AND t.capability = 'target' AND t.object_kind = 'player'
                                  -- (a spell's whole text is one spell: "Metalcraft — That
                                  -- player sacrifices two attacking creatures instead", Dispense
                                  -- Justice; an ability is its line)
                                  AND (c.via = 'spell' AND t.via = 'spell'
                                       OR contains(internal.line_of(f.oracle_text, c.detail), t.detail)))))
               AS player_targeted
) AS pt
WHERE c.capability IN (SELECT value FROM vocabulary WHERE vocabulary = 'capability')
  -- 702.16b: protection covers permanents and players. A spell or ability on the stack is
  -- neither, so "counter target spell" is a `counter` answer, never a path to target the permanent.
  AND NOT (c.capability = 'target'
           AND c.object_kind IN (SELECT value FROM vocabulary WHERE vocabulary = 'stack_object_kind'));

CREATE TABLE internal.signatures AS
SELECT
    row_number() OVER (ORDER BY interaction, reach, quality, flags) AS sig_id,
    dense_rank() OVER (ORDER BY reach) AS reach_id,
    dense_rank() OVER (ORDER BY quality) AS quality_id,
    interaction, reach, quality, flags,
    -- the parts of a signature a verdict's reason speaks of (verdict_reasons.sql)
    {
        'capability': quality.capability,
        'fight': quality.fight,
        -- another creature deals the damage ("It deals damage equal to its power", Clear Shot)
        'other_source': quality.damage_by = 'other' AND quality.capability = 'damage' AND NOT quality.granted,
        'targeted_edict': quality.targeted_edict,
        'player_targeted_edict': quality.player_targeted_edict,
        'part_time_creature': quality.part_time_creature,
        'granted': quality.granted,
        'copy': quality.source_kind = 'copy',
        'is_spell': quality.is_spell,
        'is_aura': quality.is_aura,
        'attached': quality.attached,
        'x_in_cost': quality.x_in_cost,
        'unpreventable': quality.unpreventable,
        'targets_unpreventably': quality.targets_unpreventably,
        'shares_name': reach.object_shares_name,
        'spared_card': quality.spared_card,
        -- an Aura or Equipment another effect attaches has colors of its own, which play picks
        -- (not the colors of the card that moves it, Crown of the Ages)
        'colorless': len(quality.colors) = 0 AND quality.attached IS NOT TRUE,
        'via': flags.via,
        'trample': flags.trample,
        'deathtouch': flags.deathtouch
    } AS explain
FROM (SELECT DISTINCT interaction, reach, quality, flags FROM capability_profiles);

CREATE TABLE internal.capability_signatures AS
SELECT p.capability_id, p.source_oracle_id, p.interaction, g.sig_id
FROM capability_profiles AS p
JOIN internal.signatures AS g
  ON g.interaction = p.interaction
 AND g.reach IS NOT DISTINCT FROM p.reach
 AND g.quality IS NOT DISTINCT FROM p.quality
 AND g.flags IS NOT DISTINCT FROM p.flags;

DROP TABLE capability_profiles;
