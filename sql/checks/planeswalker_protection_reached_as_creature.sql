-- Offending rows: verdicts against what "you and planeswalkers you control" protect from a source
-- that can only act on creatures: players and planeswalkers are not creatures (702.16b-f).
WITH walkers_only AS (
    SELECT oracle_id
    FROM protections
    WHERE scope = 'granted'
    GROUP BY oracle_id
    HAVING bool_and(subject ILIKE '%planeswalker%' AND subject NOT ILIKE '%creature%'
                    AND subject NOT ILIKE '%permanent%')
)
SELECT i.protected_name, i.source_name, i.interaction
FROM interactions AS i
JOIN walkers_only AS w ON w.oracle_id = i.protected_oracle_id
WHERE i.scope = 'granted'
  AND NOT EXISTS (
      SELECT 1 FROM capabilities AS k
      WHERE k.oracle_id = i.source_oracle_id
        AND k.capability = i.interaction
        AND k.object_kind IN ('planeswalker', 'permanent', 'any')
  );
