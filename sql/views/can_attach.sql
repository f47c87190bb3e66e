-- One row per (protected card, scope, source card) where the source can attach something the card is.
-- Rule 702.16c/d: Auras can't enchant it; Equipment and Fortifications can't equip or fortify it.
CREATE VIEW can_attach AS
SELECT protected_oracle_id, protected_name, scope, source_oracle_id, source_name, verdict, rule, reason,
       verdict_vs_opponent, rule_vs_opponent, reason_vs_opponent
FROM interactions
WHERE interaction = 'attach';
