-- Offending rows: a verdict citing the fight rule (701.14a) for a source that never fights
-- (no capability row of it is a fight's damage).
SELECT DISTINCT a.source_name
FROM all_interactions AS a
JOIN rules AS r ON r.rule = a.rule AND r.rule_key = 'fight'
WHERE a.source_oracle_id NOT IN (SELECT oracle_id FROM capabilities WHERE fight);
