-- One row per (protected card, scope, answer): cards that still get through protection, by
-- interaction, and the non-DEBT answers protection never stops (702.16: wipes, edicts, counters).
-- Filter verdict_vs_opponent by the same category (answer_verdict) for the two-player reading (702.16k).
-- A block the attacker's evasion makes impossible (not_applicable, 702.9b ...) is no answer.
CREATE VIEW answers AS
SELECT protected_oracle_id, protected_name, scope, interaction, source_oracle_id, source_name,
       verdict, rule, reason, verdict_vs_opponent, rule_vs_opponent, reason_vs_opponent
FROM all_interactions
WHERE verdict IN (SELECT value FROM vocabulary WHERE vocabulary = 'answer_verdict');
