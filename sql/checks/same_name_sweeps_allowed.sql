-- Offending rows: a sweep found allowed whose every sweep path reaches only objects named like
-- its target or another permanent (Maelstrom Pulse): whether it reaches the card depends on play.
SELECT i.protected_name, i.source_name, i.verdict, i.rule
FROM all_interactions AS i
WHERE i.interaction = 'sweep' AND i.verdict = 'allowed'
  AND NOT EXISTS (
      SELECT 1 FROM capabilities AS k
      WHERE k.oracle_id = i.source_oracle_id AND k.capability = 'sweep'
        AND NOT k.object_shares_name
  );
