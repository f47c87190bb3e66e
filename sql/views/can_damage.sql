-- One row per (protected card, scope, source card) where the source can damage something the card is.
-- Rule 702.16e: damage from sources with the quality is prevented (deathtouch 702.2b, trample 702.19b).
CREATE VIEW can_damage AS
SELECT protected_oracle_id, protected_name, scope, source_oracle_id, source_name, verdict, rule, reason,
       verdict_vs_opponent, rule_vs_opponent, reason_vs_opponent
FROM interactions
WHERE interaction = 'damage';
