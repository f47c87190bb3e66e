-- Offending rows: DEBT verdicts without a cited rule and reason (702.16b-f and the rules table),
-- or 'not_applicable', which only `check` gives (accepted_values.sql checks the vocabulary).
SELECT protected_name, source_name, interaction, verdict, rule, reason
FROM interactions
WHERE verdict = 'not_applicable' OR rule IS NULL OR reason IS NULL;
