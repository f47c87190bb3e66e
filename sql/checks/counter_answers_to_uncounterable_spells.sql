-- Offending rows: a `counter` answer to a card whose spell "can't be countered" (101.2: the
-- effect can't happen, so it answers nothing).
SELECT a.protected_name, a.source_name
FROM all_interactions AS a
JOIN cards AS c ON c.oracle_id = a.protected_oracle_id
WHERE a.interaction = 'counter'
  AND a.scope = 'self'
  AND (contains(c.oracle_text, 'This spell can''t be countered.')
       OR contains(c.oracle_text, c.name || ' can''t be countered.'));
