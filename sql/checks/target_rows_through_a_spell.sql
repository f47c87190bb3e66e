-- Offending rows: `target` verdicts from a source whose only targets are spells or abilities on
-- the stack (a counterspell). 702.16b covers permanents and players: that is a `counter` answer.
SELECT DISTINCT i.protected_name, i.source_name
FROM interactions AS i
WHERE i.interaction = 'target'
  AND NOT EXISTS (
      SELECT 1 FROM capabilities AS k
      WHERE k.oracle_id = i.source_oracle_id
        AND k.capability = 'target'
        AND k.object_kind NOT IN (SELECT value FROM vocabulary WHERE vocabulary = 'stack_object_kind')
  );
