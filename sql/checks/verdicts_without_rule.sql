-- Offending rows: DEBT verdicts outside the vocabulary or without a cited rule and reason.
-- Every verdict must cite its rule (702.16b-f and the rules table).
SELECT protected_name, source_name, interaction, verdict, rule, reason
FROM interactions
WHERE verdict NOT IN ('allowed', 'prevented', 'conditional') OR rule IS NULL OR reason IS NULL;
