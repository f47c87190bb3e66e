-- One row per (protected card, scope, source card) where the source can block something the card is.
-- Rule 702.16f: an attacking creature with protection can't be blocked by creatures with the quality.
CREATE VIEW can_block AS
SELECT protected_oracle_id, protected_name, scope, source_oracle_id, source_name, verdict, rule, reason,
       verdict_vs_opponent, rule_vs_opponent, reason_vs_opponent
FROM interactions
WHERE interaction = 'block';
