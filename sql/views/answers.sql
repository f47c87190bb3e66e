-- One row per (protected card, scope, answer): cards that still get through protection, by
-- interaction, and the non-DEBT answers protection never stops (702.16: wipes, edicts, counters).
CREATE VIEW answers AS
SELECT protected_oracle_id, protected_name, scope, interaction, source_oracle_id, source_name,
       verdict, rule, reason
FROM all_interactions
WHERE verdict <> 'prevented';
