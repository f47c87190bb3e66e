-- Offending rows: a creature that grants protection to a group it belongs to ("Cats you control"
-- on a Cat, "creatures you control") without a `self` row for that clause: it has it too.
WITH groups AS (
    SELECT p.oracle_id, p.face_index, p.clause_index, p.text, p.condition, f.subtypes,
           regexp_extract(lower(p.subject), '^(?:all |each )?([a-z]+)(?: creatures)?(?: you control)?$', 1)
               AS word
    FROM protections AS p
    JOIN card_faces AS f USING (oracle_id, face_index)
    WHERE p.scope = 'granted' AND list_contains(f.types, 'Creature')
      -- off the battlefield when it applies: paid as a cost, or from the graveyard (Glory)
      AND NOT regexp_matches(coalesce(p.condition, ''), '(?i)(sacrifice|exile|discard|return) \S|graveyard;|in your graveyard')
)
SELECT c.name, g.text
FROM groups AS g
JOIN cards AS c USING (oracle_id)
WHERE (g.word IN ('creature', 'creatures')
       OR list_has_any(list_transform(g.subtypes, lambda t: lower(t) || 's'), [g.word])
       OR list_has_any(list_transform(g.subtypes, lambda t: regexp_replace(lower(t), 'y$', 'ies')), [g.word]))
  AND NOT EXISTS (
      SELECT 1 FROM protections AS s
      WHERE s.oracle_id = g.oracle_id AND s.face_index = g.face_index
        AND s.clause_index = g.clause_index AND s.scope = 'self'
  );
