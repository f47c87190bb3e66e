-- One row per distinct explanation of a verdict: its verdict word (vocabulary), the rule it cites
-- (rules: 702.16b-i, 702.19b, 702.2b, 105.2c, 701.14a, 615.12, the evasion rules) and a reason
-- worded from internal.reason_sentences.
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
        p.quality_text,
        p.condition,
        p.duration,
        p.chosen,
        p.quality_kind,
        p.quality_value,
        p.state,
        p.controller,
        -- the protection its controller has decides an edict that targets them (class_verdicts.sql)
        e.player_targeted_edict AND p.scope = 'player' AS player_edict,
        CASE
            WHEN e.capability NOT IN (SELECT value FROM vocabulary WHERE vocabulary = 'interaction')
             AND NOT e.targeted_edict AND NOT player_edict THEN 'not_covered'
            WHEN e.rank = 3 OR (e.evasion = 'landwalk' AND e.rank = 1) THEN e.evasion
            WHEN e.unpreventable = 'always' OR (e.unpreventable IS NOT NULL AND e.rank = 1)
                THEN 'unpreventable'
            -- protection from everything is cited as itself (702.16j), whatever it stops
            WHEN e.targeted_edict OR player_edict OR (e.targets_unpreventably AND e.rank = 2
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
),
-- Which sentence words each part of the reason (internal.reason_sentences, from
-- pipeline/reasons.py): the sentence is 'part:key' of its part, reason or evasion
decided AS (
    SELECT
        *,
        CASE
            WHEN e.shares_name AND e.rank = 1 THEN 'reason:shares_name'
            WHEN rule_key IN ('spared', 'spared_attached') AND e.rank = 0 THEN 'reason:spared_source'
            WHEN rule_key IN ('spared', 'spared_attached') THEN 'reason:' || rule_key
            WHEN rule_key = 'not_covered' THEN
                CASE e.capability WHEN 'sweep' THEN 'reason:not_covered_sweep'
                                  WHEN 'edict' THEN 'reason:not_covered_edict'
                                  ELSE 'reason:not_covered_stack' END
            -- the evasion (702.9b ...) a blocker can't block through is the rule key
            WHEN e.rank = 3 OR rule_key = 'landwalk' THEN 'evasion:' || rule_key
            WHEN rule_key = 'unpreventable' AND e.rank = 0 THEN 'reason:unpreventable'
            WHEN rule_key = 'unpreventable' THEN 'reason:unpreventable_sometimes'
            WHEN e.targets_unpreventably AND e.rank = 2 THEN 'reason:targets_unpreventably'
            WHEN e.rank = 2 THEN 'reason:stops'
            WHEN e.rank = 1 THEN 'reason:depends'
            WHEN rule_key = 'colorless' THEN 'reason:colorless'
            WHEN e.any_spells_only AND NOT e.is_spell THEN
                CASE e.via WHEN 'combat' THEN 'reason:spells_only_combat' ELSE 'reason:spells_only' END
            ELSE 'reason:no_quality'
        END AS sentence,
        -- a creature that can't attack deals combat damage only as a blocker (702.3b)
        CASE WHEN e.rank = 3 AND e.interaction = 'damage' AND rule_key <> 'shadow_combat'
             THEN 'defender' END AS prefix,
        CASE
            WHEN player_edict THEN 'player_target'
            WHEN e.interaction = 'block' THEN 'block'
            WHEN e.interaction = 'attach' AND e.is_aura THEN 'enchant'
            WHEN e.interaction = 'attach' THEN 'equip'
            WHEN e.fight THEN 'fight'
            WHEN e.other_source THEN 'other_source'
            WHEN e.via = 'spell' THEN 'spell'
            WHEN e.via = 'combat' THEN 'combat'
            ELSE 'ability'
        END AS stopped,
        -- what a conditional verdict depends on: the protection's own condition or duration,
        -- else the first of these that holds
        CASE
            WHEN condition IS NOT NULL OR duration IS NOT NULL THEN NULL
            WHEN quality_kind IN ('variable', 'printing') THEN quality_kind
            WHEN chosen = 'mana_value_parity' THEN 'chosen_parity'
            WHEN chosen IS NOT NULL THEN 'chosen'
            WHEN e.x_in_cost THEN 'x_in_cost'
            WHEN e.attached THEN 'attached'
            WHEN e.fight THEN 'fight'
            WHEN e.other_source THEN 'other_source'
            WHEN e.part_time_creature THEN 'part_time_creature'
            WHEN e.granted THEN 'granted'
            WHEN e.copy THEN 'copy'
            WHEN quality_kind = 'unparsed' THEN 'unparsed'
            WHEN state IS NOT NULL THEN 'state'
            WHEN controller IS NOT NULL THEN 'controller'
            ELSE 'unknown'
        END AS depends_on
    FROM keyed
),
-- the sentences of each part, by key
sentences AS (
    SELECT map_from_entries(list((part || ':' || key, template))) AS t FROM internal.reason_sentences
)
SELECT
    reason_id,
    rule_key,
    v.value AS verdict,
    r.rule,
    replace(replace(replace(replace(
        coalesce(s.t['prefix:' || prefix], '') || s.t[sentence],
        '{stopped}', s.t['stopped:' || stopped]),
        '{what}', coalesce(condition, duration,
                           replace(replace(replace(s.t['depends_on:' || depends_on],
                               '{value}', coalesce(quality_value, '')),
                               '{chosen}', coalesce(replace(chosen, '_', ' '), '')),
                               '{state}', coalesce(state, '')))),
        '{text}', coalesce(text, '')),
        '{quality}', coalesce(quality_text, ''))
    || CASE WHEN sentence = 'reason:shares_name' AND rule_key = 'not_covered' THEN s.t['suffix:not_covered'] ELSE '' END
    || CASE WHEN sentence = 'reason:stops' AND rule_key = 'player' THEN s.t['suffix:player'] ELSE '' END
    || CASE WHEN sentence = 'reason:depends' AND player_edict THEN s.t['suffix:player_edict'] ELSE '' END
    || CASE WHEN sentence = 'reason:stops' AND e.trample
            THEN replace(s.t['suffix:trample'], '{rule}', (SELECT rule FROM rules WHERE rule_key = 'trample'))
            ELSE '' END
    || CASE WHEN sentence = 'reason:stops' AND e.deathtouch
            THEN replace(s.t['suffix:deathtouch'], '{rule}', (SELECT rule FROM rules WHERE rule_key = 'deathtouch'))
            ELSE '' END
        AS reason
FROM decided
CROSS JOIN sentences AS s
-- the verdict its rank is, in the vocabulary's order
LEFT JOIN vocabulary AS v ON v.vocabulary = 'verdict' AND v.rank = e.rank
-- a key missing from rules leaves the rule NULL, which checks/build/ fails the build on,
-- rather than dropping the verdict's rows from every view
LEFT JOIN rules AS r USING (rule_key);
