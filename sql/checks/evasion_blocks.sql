-- Offending rows: a block verdict other than not_applicable where the protected creature flies
-- and the blocker has neither flying nor reach on any of its block paths, nor blocks as though
-- it had flying (702.9b).
SELECT i.protected_name, i.source_name, i.verdict, i.rule
FROM interactions AS i
JOIN cards AS p ON p.oracle_id = i.protected_oracle_id
JOIN cards AS s ON s.oracle_id = i.source_oracle_id
WHERE i.interaction = 'block' AND i.scope = 'self'
  AND list_contains(p.keywords, 'Flying')
  AND NOT list_has_any(s.keywords, ['Flying', 'Reach'])
  AND NOT EXISTS (
      SELECT 1 FROM capabilities AS k
      WHERE k.oracle_id = i.source_oracle_id AND k.capability = 'block'
        AND (list_has_any(k.source_keywords, ['Flying', 'Reach'])
             OR list_contains(k.blocks_through, 'Flying'))
  )
  AND i.verdict <> 'not_applicable';
