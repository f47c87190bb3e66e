-- Offending rows: DEBT verdicts without a cited rule and reason (702.16b-f and the rules table),
-- or 'not_applicable' other than a block the attacker's evasion rules out (702.9b flying,
-- 702.28b shadow, ...), or combat damage shadow or a defender's block rules out (702.3b);
-- otherwise only `check` gives it (accepted_values.sql checks the vocabulary).
SELECT protected_name, source_name, interaction, verdict, rule, reason
FROM interactions
WHERE (verdict = 'not_applicable'
       AND NOT (interaction IN ('block', 'damage')
                AND rule IN (SELECT rule FROM rules
                             WHERE rule_key IN ('flying', 'shadow', 'horsemanship', 'fear',
                                                'intimidate', 'skulk', 'unblockable')))
       -- combat damage between a creature with shadow and one without (702.28b)
       AND NOT (interaction = 'damage'
                AND rule = (SELECT rule FROM rules WHERE rule_key = 'shadow_combat')))
   OR rule IS NULL OR reason IS NULL;
