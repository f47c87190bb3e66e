-- Offending rows: a `sweep` whose only effect is "-N/-0" (Blinding Spray): lowering power
-- removes nothing, so it is no answer to a permanent.
SELECT c.name, k.detail
FROM capabilities AS k
JOIN cards AS c USING (oracle_id)
WHERE k.capability = 'sweep'
  AND regexp_matches(k.detail, '/-0\b')
  AND NOT regexp_matches(k.detail, '(?i)\b(destroy|exile|return|put|shuffle)\b|/-([1-9]|X)');
