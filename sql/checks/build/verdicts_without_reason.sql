-- Offending rows: a reason key of the engine's verdicts (internal.class_verdicts, either
-- reading) without its reason, or with no verdict, rule or sentence: all_interactions
-- inner-joins the reasons, so such a verdict would vanish from every view (702.16b-f).
SELECT k.reason_id, r.rule_key, r.verdict, r.rule, r.reason
FROM (
    SELECT reason_id FROM internal.class_verdicts
    UNION
    SELECT opponent_reason_id FROM internal.class_verdicts WHERE opponent_reason_id IS NOT NULL
) AS k
LEFT JOIN internal.verdict_reasons AS r USING (reason_id)
WHERE r.reason_id IS NULL OR r.verdict IS NULL OR r.rule IS NULL OR r.reason IS NULL;
