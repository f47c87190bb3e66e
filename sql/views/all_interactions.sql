-- One row per (protected card, scope, source card, interaction) of every kind the capability
-- parser knows: the DEBT four (702.16b-f) and the sweeps, edicts and counters it never stops;
-- the *_vs_opponent columns read the source as controlled by the protected card's opponent (702.16k).
CREATE VIEW all_interactions AS
SELECT
    o.oracle_id AS protected_oracle_id,
    o.name AS protected_name,
    o.scope,
    s.source_oracle_id,
    s.source_name,
    s.interaction,
    r.verdict,
    r.rule,
    r.reason,
    -- the opponent's side is kept where it can differ (class_verdicts.sql); a NULL reason there
    -- means the source can't do it to the opponent's card at all
    CASE WHEN NOT v.opponent_differs THEN r.verdict ELSE coalesce(ro.verdict, 'not_applicable') END
        AS verdict_vs_opponent,
    CASE WHEN NOT v.opponent_differs THEN r.rule ELSE coalesce(ro.rule, own.rule) END AS rule_vs_opponent,
    CASE WHEN NOT v.opponent_differs THEN r.reason
         ELSE coalesce(ro.reason, 'it reaches only what its controller controls, not the opponent''s card')
    END AS reason_vs_opponent
FROM internal.class_verdicts AS v
JOIN internal.protected_objects AS o USING (object_id)
JOIN internal.source_classes AS s USING (class_id)
JOIN internal.verdict_reasons AS r USING (reason_id)
LEFT JOIN internal.verdict_reasons AS ro ON ro.reason_id = v.opponent_reason_id
CROSS JOIN (SELECT rule FROM rules WHERE rule_key = 'own_only') AS own;
