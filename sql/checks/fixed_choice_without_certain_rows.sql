-- Offending rows: "protection from each mana value other than the chosen number" where the card
-- spells out the numbers (Haktos: 2, 3 or 4) but no row covers the other mana values for sure.
SELECT c.name, p.text
FROM protections AS p
JOIN card_faces AS f USING (oracle_id, face_index)
JOIN cards AS c USING (oracle_id)
WHERE p.chosen = 'mana_value' AND p.mana_value_op = '!='
  AND regexp_matches(f.oracle_text, '\bchoose \d+(, \d+)*,? or \d+')
  AND NOT EXISTS (
      SELECT 1 FROM protections AS m
      WHERE m.oracle_id = p.oracle_id AND m.face_index = p.face_index
        AND m.clause_index = p.clause_index AND m.quality_kind = 'mana_value'
  );
