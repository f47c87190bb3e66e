-- Offending rows: verdict reasons that show a parser key ("the chosen own_colors") instead of
-- the card's words; a reason is read by people, not by the SQL.
SELECT DISTINCT reason
FROM internal.verdict_reasons
WHERE regexp_matches(reason, '\b[a-z]+_[a-z_]+\b');
