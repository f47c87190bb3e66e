-- One row per distinct explanation of a verdict: its verdict word, the rule it cites (from
-- the rules table: 702.16b-i, 702.19b, 702.2b, 105.2c, 701.14a, 615.12, the evasion rules) and a reason.
CREATE TABLE internal.verdict_reasons AS
WITH explanations AS (
    SELECT
        d.reason_id,
        struct_concat(
            g.explain,
            {
                'interaction': g.interaction,
                'rank': d.rank,
                'protection_id': d.protection_id,
                'any_color_quality': d.any_color_quality,
                'any_spells_only': d.any_spells_only,
                'evasion': d.evasion
            }
        ) AS e
    FROM internal.decided_paths AS d
    JOIN internal.signatures AS g USING (sig_id)
),
keyed AS (
    SELECT
        reason_id,
        e,
        p.text,
        p.condition,
        p.duration,
        p.chosen,
        p.quality_kind,
        p.quality_value,
        p.state,
        p.controller,
        CASE
            WHEN e.capability NOT IN (SELECT value FROM vocabulary WHERE vocabulary = 'interaction') AND NOT e.targeted_edict THEN 'not_covered'
            WHEN e.rank = 3 OR (e.evasion = 'landwalk' AND e.rank = 1) THEN e.evasion
            WHEN e.unpreventable = 'always' OR (e.unpreventable IS NOT NULL AND e.rank = 1)
                THEN 'unpreventable'
            -- protection from everything is cited as itself (702.16j), whatever it stops
            WHEN e.targeted_edict OR (e.targets_unpreventably AND e.rank = 2
                                      AND p.quality_kind IS DISTINCT FROM 'everything') THEN 'target'
            -- 702.16n: the protection doesn't remove this Aura (or Auras)
            WHEN e.capability = 'attach' AND p.spares IS NOT NULL
             AND ((e.rank = 0 AND e.spared_card = p.oracle_id)
                  OR (e.rank = 1 AND ((p.spares = 'auras' AND e.is_aura) OR p.spares = 'attached')))
                THEN CASE WHEN p.spares = 'attached' THEN 'spared_attached' ELSE 'spared' END
            WHEN e.fight THEN 'fight'
            WHEN e.rank = 0 AND e.colorless AND e.any_color_quality THEN 'colorless'
            WHEN p.quality_kind = 'everything' THEN 'everything'
            WHEN e.rank = 2 AND internal.stops_opponent(p) THEN 'player'
            WHEN e.capability = 'attach' AND e.is_aura THEN 'enchant'
            WHEN e.capability = 'attach' THEN 'equip'
            ELSE e.capability
        END AS rule_key
    FROM explanations
    LEFT JOIN protections AS p ON p.protection_id = e.protection_id
)
SELECT
    reason_id,
    rule_key,
    CASE e.rank WHEN 3 THEN 'not_applicable' WHEN 2 THEN 'prevented' WHEN 1 THEN 'conditional'
                ELSE 'allowed' END AS verdict,
    r.rule,
    CASE
        WHEN e.shares_name AND e.rank = 1 THEN
            'depends on play: it reaches this card only when the card has the same name as the object its text names (its target, or another permanent)'
            || CASE WHEN rule_key = 'not_covered'
                    THEN '; protection does not stop effects that neither target nor deal damage' ELSE '' END
        WHEN rule_key IN ('spared', 'spared_attached') AND e.rank = 0 THEN
            format('"{}" doesn''t remove the Aura that gives it: this Aura stays attached', text)
        WHEN rule_key = 'spared_attached' THEN
            format('depends on play: "{}" doesn''t remove the Auras and Equipment its controller controls that are already attached, so those stay; a new one can''t be attached', text)
        WHEN rule_key = 'spared' THEN
            format('depends on play: "{}" doesn''t remove Auras, so one attached before stays; a new one can''t enchant it', text)
        WHEN rule_key = 'not_covered' THEN
            CASE e.capability
                WHEN 'sweep' THEN 'protection does not stop effects that neither target nor deal damage'
                WHEN 'edict' THEN 'protection does not stop a player sacrificing it'
                ELSE 'protection does not apply to a spell on the stack'
            END
        WHEN e.rank = 3 THEN
            -- a creature that can't attack deals combat damage only as a blocker (702.3b)
            CASE WHEN e.interaction = 'damage' AND rule_key <> 'shadow_combat'
                 THEN 'it can''t attack (defender), so it deals combat damage only as a blocker, and ' ELSE '' END
            || CASE rule_key
                WHEN 'unblockable' THEN 'the attacking creature can''t be blocked at all'
                WHEN 'shadow_combat' THEN 'only one of the two creatures has shadow, so neither can block the other and no combat damage passes between them'
                WHEN 'flying' THEN 'the attacking creature has flying: only creatures with flying or reach can block it'
                WHEN 'shadow' THEN 'the attacking creature has shadow: only creatures with shadow can block it'
                WHEN 'horsemanship' THEN 'the attacking creature has horsemanship: only creatures with horsemanship can block it'
                WHEN 'fear' THEN 'the attacking creature has fear: only artifact creatures and black creatures can block it'
                WHEN 'skulk' THEN 'the attacking creature has skulk: creatures with greater power (as printed) can''t block it'
                ELSE 'the attacking creature has intimidate: only artifact creatures and creatures that share a color with it can block it'
            END
        WHEN rule_key = 'landwalk' THEN
            'depends on play: the attacking creature has landwalk, so it can''t be blocked while the defending player controls a land of that kind'
        WHEN rule_key = 'unpreventable' AND e.rank = 0 THEN
            'its damage can''t be prevented, so protection''s prevention of damage (702.16e) does not stop it'
        WHEN rule_key = 'unpreventable' THEN
            format('depends on play: its damage can''t be prevented only sometimes; otherwise "{}" stops it', text)
        WHEN e.targets_unpreventably AND e.rank = 2 THEN
            format('"{}" stops it from targeting; its damage can''t be prevented, but it is dealt only to a legal target', text)
        WHEN e.rank = 2 THEN
            format('"{}" stops {}', text,
                   CASE
                       WHEN e.interaction = 'block' THEN 'it from blocking'
                       WHEN e.interaction = 'attach' AND e.is_aura THEN 'it from enchanting'
                       WHEN e.interaction = 'attach' THEN 'it from equipping or fortifying'
                       WHEN e.fight THEN 'the fighting creature''s damage'
                       WHEN e.other_source THEN 'the damage of the creature that deals it'
                       WHEN e.via = 'spell' THEN 'its spell'
                       WHEN e.via = 'combat' THEN 'its combat damage'
                       ELSE 'its abilities'
                   END)
            || CASE WHEN rule_key = 'player' THEN ' when the opponent controls it' ELSE '' END
            || CASE WHEN e.trample THEN format('; a trampler must still assign it lethal damage ({})',
                                              (SELECT rule FROM rules WHERE rule_key = 'trample')) ELSE '' END
            || CASE WHEN e.deathtouch THEN format('; deathtouch does nothing when the damage is prevented ({})',
                                                 (SELECT rule FROM rules WHERE rule_key = 'deathtouch')) ELSE '' END
        WHEN e.rank = 1 THEN
            format('depends on play: {} ("{}")',
                   coalesce(condition, duration,
                            -- what is chosen or read off the game state, in the card's words
                            CASE WHEN quality_kind = 'variable' THEN format('what "{}" is then', quality_value) END,
                            -- an Un-card trait of one printing, which the oracle card does not fix
                            CASE WHEN quality_kind = 'printing'
                                 THEN format('which printing of the source is played (whether it has {})', quality_value) END,
                            CASE chosen WHEN 'mana_value_parity' THEN 'the chosen quality, odd or even'
                                        ELSE 'the chosen ' || replace(chosen, '_', ' ') END,
                            CASE WHEN e.x_in_cost THEN 'the value chosen for X (on the stack X counts in the mana value, 202.3e)' END,
                            CASE WHEN e.attached THEN 'which Aura or Equipment the effect attaches' END,
                            CASE WHEN e.fight THEN 'the fighting creature''s characteristics' END,
                            CASE WHEN e.other_source THEN 'the characteristics of the creature that deals the damage' END,
                            CASE WHEN e.part_time_creature THEN 'whether the source is a creature at the time' END,
                            CASE WHEN e.granted THEN 'the object that has the granted ability' END,
                            CASE WHEN e.copy THEN 'the creature it enters as a copy of (707.2)' END,
                            -- say what the quality depends on, not a catch-all
                            CASE WHEN quality_kind = 'unparsed'
                                 THEN format('what "{}" covers, which card data does not decide', quality_value) END,
                            CASE WHEN state IS NOT NULL THEN format('whether the source is {} then', state) END,
                            CASE WHEN controller IS NOT NULL THEN 'who controls the source' END,
                            'who controls the source or what is true of it'),
                   text)
        WHEN rule_key = 'colorless' THEN 'colorless is not a color, so no color protection covers this source'
        WHEN e.any_spells_only AND NOT e.is_spell THEN
            'the quality names spells; this comes from '
            || CASE e.via WHEN 'combat' THEN 'a creature in combat' ELSE 'an ability or a permanent' END
        ELSE 'the source has none of the qualities it is protected from'
    END AS reason
FROM keyed
-- a key missing from rules leaves the rule NULL, which checks/build/ fails the build on,
-- rather than dropping the verdict's rows from every view
LEFT JOIN rules AS r USING (rule_key);
