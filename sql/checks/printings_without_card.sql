-- Offending rows: printings whose oracle card or set is missing.
-- Referential integrity between printings, cards and sets.
SELECT p.printing_id, p.oracle_id, p.set_code
FROM printings AS p
WHERE NOT EXISTS (SELECT 1 FROM cards AS c WHERE c.oracle_id = p.oracle_id)
   OR NOT EXISTS (SELECT 1 FROM sets AS s WHERE s.set_code = p.set_code);
