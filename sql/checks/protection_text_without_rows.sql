-- Offending rows: card faces whose text (reminder text removed) says "protection from" but
-- that got neither a protection row nor a loss row: a clause the parser dropped.
SELECT c.name, f.face_index, f.oracle_text
FROM card_faces AS f
JOIN cards AS c USING (oracle_id)
WHERE regexp_replace(f.oracle_text, '\([^()]*\)', '', 'g') ILIKE '%protection from%'
  AND NOT EXISTS (SELECT 1 FROM protections AS p WHERE p.oracle_id = f.oracle_id AND p.face_index = f.face_index)
  AND NOT EXISTS (SELECT 1 FROM protection_losses AS l WHERE l.oracle_id = f.oracle_id AND l.face_index = f.face_index);
