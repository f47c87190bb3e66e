-- One row per (protected card, scope, source card, interaction) of every kind the capability
-- parser knows: the DEBT four (702.16b-f) and the sweeps, edicts and counters it never stops.
CREATE VIEW all_interactions AS
SELECT
    v.protected_oracle_id,
    pc.name AS protected_name,
    v.scope,
    s.source_oracle_id,
    s.source_name,
    v.interaction,
    r.verdict,
    r.rule,
    r.reason
FROM internal.class_verdicts AS v
JOIN internal.source_classes AS s USING (interaction, class_id)
JOIN internal.verdict_reasons AS r USING (reason_id)
JOIN cards AS pc ON pc.oracle_id = v.protected_oracle_id;
