-- Offending rows: a rule key the verdict engine cites that the rules table (pipeline/rules.py)
-- doesn't hold: a reason's key (verdict_reasons.sql), and the keys the views and reasons name
-- by hand (the opponent's own-only reading, 115.1; trample 702.19b; deathtouch 702.2b).
SELECT rule_key, 'verdict_reasons' AS cited_by
FROM (SELECT DISTINCT rule_key FROM internal.verdict_reasons)
WHERE rule_key NOT IN (SELECT rule_key FROM rules)
UNION ALL
SELECT rule_key, 'named' AS cited_by
FROM (VALUES ('own_only'), ('trample'), ('deathtouch')) AS t(rule_key)
WHERE rule_key NOT IN (SELECT rule_key FROM rules);
