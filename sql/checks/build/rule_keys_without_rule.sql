-- Offending rows: a rule key the verdict engine can cite that the rules table (pipeline/rules.py)
-- lacks: the keys this build's reasons cite, every evasion a reason can name (702.9b ...), the
-- DEBT interactions (702.16b-f) and the keys verdict_reasons.sql and the views name by hand.
SELECT rule_key, any_value(cited_by ORDER BY cited_by) AS cited_by
FROM (
    SELECT DISTINCT rule_key, 'verdict_reasons' AS cited_by FROM internal.verdict_reasons
    UNION ALL
    SELECT key, 'reason_sentences' FROM internal.reason_sentences WHERE part = 'evasion'
    UNION ALL
    SELECT value, 'vocabulary' FROM vocabulary WHERE vocabulary = 'interaction' AND value <> 'attach'
    UNION ALL
    SELECT rule_key, 'named'
    FROM (VALUES ('not_covered'), ('unpreventable'), ('target'), ('spared'), ('spared_attached'),
                 ('fight'), ('colorless'), ('everything'), ('player'), ('enchant'), ('equip'),
                 ('own_only'), ('trample'), ('deathtouch')) AS t(rule_key)
)
WHERE rule_key NOT IN (SELECT rule_key FROM rules)
GROUP BY rule_key
ORDER BY rule_key;
