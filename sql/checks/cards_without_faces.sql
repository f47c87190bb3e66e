-- Offending rows: cards with no card_faces row. Every card has at least one face
-- (a single-faced card's face 0 repeats the card's own characteristics).
SELECT c.oracle_id, c.name
FROM cards AS c
WHERE NOT EXISTS (SELECT 1 FROM card_faces AS f WHERE f.oracle_id = c.oracle_id);
