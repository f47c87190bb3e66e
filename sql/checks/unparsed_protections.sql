-- Offending rows: protection clauses the parser could not classify (quality_kind 'unparsed')
-- on tournament-legal cards. Un-cards' jokes (is_funny) may stay unparsed.
SELECT c.name, p.face_index, p.text
FROM protections AS p
JOIN cards AS c USING (oracle_id)
WHERE p.quality_kind = 'unparsed' AND NOT c.is_funny;
