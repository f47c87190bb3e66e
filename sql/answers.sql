-- One row per (protected card, scope, answer): cards that still get through protection, by
-- interaction, and the non-DEBT answers protection never stops (702.16: wipes, edicts, counters).
CREATE VIEW answers AS
SELECT
    v.protected_oracle_id,
    pc.name AS protected_name,
    v.scope,
    v.interaction,
    s.source_oracle_id,
    s.source_name,
    r.verdict,
    r.rule,
    r.reason
FROM class_verdicts AS v
JOIN source_classes AS s USING (interaction, class_id)
JOIN verdict_reasons AS r USING (reason_id)
JOIN cards AS pc ON pc.oracle_id = v.protected_oracle_id
WHERE r.verdict <> 'prevented';
