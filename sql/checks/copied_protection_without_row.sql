-- Offending rows: faces whose "The same is true for ..." list copies protection from other cards
-- (Cairn Wanderer) but that got no `variable` row for it: a clause is never dropped.
SELECT c.name, f.face_index
FROM card_faces AS f
JOIN cards AS c USING (oracle_id)
WHERE regexp_matches(f.oracle_text, 'The same is true for [^.]*\bprotection\b(,| and)')
  AND NOT EXISTS (
      SELECT 1 FROM protections AS p
      WHERE p.oracle_id = f.oracle_id AND p.face_index = f.face_index
        AND p.chosen = 'copied_protection'
  );
