-- One row per (protected card, scope, source card) where the source can target something the card is.
-- Rule 702.16b: can't be the target of spells with the quality or abilities from sources with it.
CREATE VIEW can_target AS
SELECT protected_oracle_id, protected_name, scope, source_oracle_id, source_name, verdict, rule, reason,
       verdict_vs_opponent, rule_vs_opponent, reason_vs_opponent
FROM interactions
WHERE interaction = 'target';
