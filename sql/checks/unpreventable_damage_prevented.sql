-- Offending rows: damage that can't be prevented (615.12) found prevented: a source whose every
-- damage path is unpreventable and needs no target always gets through 702.16e's prevention.
SELECT i.protected_name, i.source_name, i.verdict, i.rule
FROM interactions AS i
WHERE i.interaction = 'damage' AND i.verdict = 'prevented'
  AND NOT EXISTS (
      SELECT 1 FROM capabilities AS k
      WHERE k.oracle_id = i.source_oracle_id AND k.capability = 'damage'
        AND (k.unpreventable IS DISTINCT FROM 'always' OR k.targeted)
  );
