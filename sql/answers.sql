-- One row per (protected card, scope, answer): cards that still get through protection, by
-- interaction, and the non-DEBT answers protection never stops (702.16: wipes, edicts, counters).
CREATE VIEW answers AS
SELECT
    protected_oracle_id, protected_name, scope, interaction, source_oracle_id, source_name,
    verdict, rule, reason
FROM interactions
WHERE verdict <> 'prevented'
UNION ALL
SELECT DISTINCT
    c.protected_oracle_id, c.protected_name, c.scope, c.interaction, c.source_oracle_id,
    c.source_name, 'allowed' AS verdict, r.rule,
    CASE c.interaction
        WHEN 'sweep' THEN 'protection does not stop effects that neither target nor deal damage'
        WHEN 'edict' THEN 'protection does not stop a player sacrificing it'
        ELSE 'protection does not apply to a spell on the stack'
    END AS reason
FROM interaction_candidates AS c
JOIN rules AS r ON r.rule_key = 'not_covered'
WHERE c.interaction IN ('sweep', 'edict', 'counter');
