-- One row per (protected card, scope, source card, interaction) of every kind the capability
-- parser knows: the DEBT four (702.16b-f) and the sweeps, edicts and counters it never stops;
-- the *_vs_opponent columns read the source as controlled by the protected card's opponent (702.16k).
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
    r.reason,
    coalesce(ro.verdict, r.verdict) AS verdict_vs_opponent,
    coalesce(ro.rule, r.rule) AS rule_vs_opponent,
    coalesce(ro.reason, r.reason) AS reason_vs_opponent
FROM internal.class_verdicts AS v
JOIN internal.source_classes AS s USING (interaction, class_id)
JOIN internal.verdict_reasons AS r USING (reason_id)
JOIN cards AS pc ON pc.oracle_id = v.protected_oracle_id
-- only objects whose protection the opponent's control decides have 'opponent' rows
LEFT JOIN internal.class_verdicts AS o
  ON o.perspective = 'opponent' AND o.protected_oracle_id = v.protected_oracle_id
 AND o.scope = v.scope AND o.interaction = v.interaction AND o.class_id = v.class_id
LEFT JOIN internal.verdict_reasons AS ro ON ro.reason_id = o.reason_id
WHERE v.perspective = 'any';
