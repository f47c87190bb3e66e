-- Offending rows: a block by a permanent that becomes a creature only through a loyalty ability
-- (606.3: sorcery speed), which is never a creature on the opponent's turn, so never blocks.
SELECT c.name, k.detail
FROM capabilities AS k
JOIN cards AS c USING (oracle_id)
WHERE k.capability = 'block' AND k.source_kind = 'animated'
  AND regexp_matches(k.detail, '^\[[+−-]?(\d+|X)\]:');
