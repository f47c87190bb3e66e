-- One row per (protected card, scope, DEBT interaction, source card) that can act on it from the
-- opponent's side (702.16k), with $fmt only sources legal in that format: what a card's DEBT
-- counts count, on its report page (reports/debt.sql) and in protection_summary alike.
CREATE MACRO internal.debt_sources(fmt) AS TABLE
SELECT
    i.protected_oracle_id AS oracle_id,
    i.scope,
    i.interaction,
    i.verdict_vs_opponent AS verdict,
    i.rule_vs_opponent AS rule,
    i.reason_vs_opponent AS reason,
    i.source_oracle_id,
    i.source_name,
    c.n_printings,
    c.edhrec_rank
FROM interactions AS i
JOIN cards AS c ON c.oracle_id = i.source_oracle_id
WHERE i.verdict_vs_opponent <> 'not_applicable'
  AND (fmt IS NULL OR list_contains(c.legal_formats, fmt));
