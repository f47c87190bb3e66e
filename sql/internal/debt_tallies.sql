-- The opponent's reading (702.16k) of each (protected object, source class) as all_interactions
-- reads it (class_verdicts.sql): NULL where the source can't reach the opponent's card at all
-- (not_applicable, 115.1).
CREATE MACRO internal.opponent_readings() AS TABLE
SELECT object_id, class_id,
       CASE WHEN opponent_differs THEN opponent_reason_id ELSE reason_id END AS reason_id
FROM internal.class_verdicts;

-- One row per (protected object, DEBT interaction, verdict from the opponent's side) that some
-- source card can get, with $fmt only sources legal in that format: how many distinct source
-- cards get it, and the 8 most played of them (picks: internal.pick(popularity, class id),
-- smallest first; the class says the reason). What the card pages (reports/debt.sql) and
-- protection_summary count, on integer keys: the interactions view's rows, never expanded.
CREATE MACRO internal.debt_tallies(fmt) AS TABLE
WITH members AS (
    SELECT s.class_id, s.interaction, r.popularity
    FROM internal.source_classes AS s
    JOIN internal.card_ranks AS r ON r.oracle_id = s.source_oracle_id
    WHERE s.interaction IN (SELECT value FROM vocabulary WHERE vocabulary = 'interaction')
      AND internal.legal_in(r.format_mask, fmt)
)
SELECT v.object_id, m.interaction, r.verdict, count(*) AS n_sources,
       min(internal.pick(m.popularity, v.class_id), 8) AS picks
FROM internal.opponent_readings() AS v
JOIN members AS m USING (class_id)
JOIN internal.verdict_reasons AS r USING (reason_id)
WHERE r.verdict <> 'not_applicable'
GROUP BY ALL;
