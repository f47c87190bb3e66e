-- One row per rule the verdicts cite (the rules table, from pipeline/rules.py): today's number,
-- the seeds' older number (702.14 for 702.16) and a summary, for the reports' rule legends.
SELECT rule_key, rule, seeds_rule, summary
FROM rules
ORDER BY rule, rule_key;
