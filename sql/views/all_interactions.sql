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
    CASE WHEN o.class_id IS NULL THEN r.verdict ELSE coalesce(ro.verdict, 'not_applicable') END
        AS verdict_vs_opponent,
    CASE WHEN o.class_id IS NULL THEN r.rule ELSE coalesce(ro.rule, own.rule) END AS rule_vs_opponent,
    CASE WHEN o.class_id IS NULL THEN r.reason
         ELSE coalesce(ro.reason, 'it reaches only what its controller controls, not the opponent''s card')
    END AS reason_vs_opponent
FROM internal.class_verdicts AS v
JOIN internal.source_classes AS s USING (interaction, class_id)
JOIN internal.verdict_reasons AS r USING (reason_id)
JOIN cards AS pc ON pc.oracle_id = v.protected_oracle_id
-- 'opponent' rows exist where that side differs (class_verdicts.sql); a NULL rank there means
-- the source can't do it to the opponent's card at all
LEFT JOIN internal.class_verdicts AS o
  ON o.perspective = 'opponent' AND o.protected_oracle_id = v.protected_oracle_id
 AND o.scope = v.scope AND o.interaction = v.interaction AND o.class_id = v.class_id
LEFT JOIN internal.verdict_reasons AS ro ON ro.reason_id = o.reason_id
CROSS JOIN (SELECT rule FROM rules WHERE rule_key = 'own_only') AS own
WHERE v.perspective = 'any';
