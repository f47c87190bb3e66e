-- Offending rows: words people read (protection conditions, subjects, texts; verdict reasons)
-- that show the CARDNAME placeholder or a parser key ("the chosen own_colors").
SELECT c.name, coalesce(p.condition, p.subject, p.text) AS words
FROM protections AS p
JOIN cards AS c USING (oracle_id)
WHERE concat_ws(' ', p.condition, p.subject, p.text) LIKE '%CARDNAME%'
UNION ALL
SELECT NULL, reason
FROM internal.verdict_reasons
WHERE reason LIKE '%CARDNAME%' OR regexp_matches(reason, '\b[a-z]+_[a-z_]+\b');
