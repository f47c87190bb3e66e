-- Offending rows: a part of a packed integer key that overflows into its neighbour, so the key
-- would be misread (class_verdicts.sql): the profile key rank * 2^40 - clause_index * 2^20 -
-- protection_id, the quality key (protection_id * 3 + color) * 2 + spells_only, the reach key
-- reach_id * 2^32 + object_id, the path order rank * 2^32 + sig_id, and the mixed-radix
-- reason_id ((explain_id * n_evasions + evasion) * n_quality_keys + quality_key) * 4 + rank.
-- (object_id, an INTEGER, is below 2^31 by its type.)
WITH sizes AS (SELECT * FROM internal.reason_key_sizes)
SELECT 'protections.protection_id' AS part, max(protection_id)::HUGEINT AS value, 1048576 AS bound
FROM protections HAVING max(protection_id) >= 1048576
UNION ALL
SELECT 'protections.clause_index', max(clause_index), 1048576
FROM protections HAVING max(clause_index) >= 1048576
UNION ALL
SELECT 'quality_verdicts.quality_key', max(quality_key), any_value(s.n_quality_keys)
FROM internal.quality_verdicts CROSS JOIN sizes AS s
HAVING max(quality_key) >= any_value(s.n_quality_keys)
UNION ALL
SELECT 'reach.reach_id', max(reach_id), 2147483648 FROM internal.reach HAVING max(reach_id) >= 2147483648
UNION ALL
SELECT 'signatures.sig_id', max(sig_id), 4294967296 FROM internal.signatures HAVING max(sig_id) >= 4294967296
UNION ALL
-- the largest reason_id the radixes allow must fit a BIGINT
SELECT 'reason_id radixes', n_explanations::HUGEINT * n_evasions * n_quality_keys * 4, 9223372036854775807
FROM sizes
WHERE n_explanations::HUGEINT * n_evasions * n_quality_keys * 4 > 9223372036854775807
UNION ALL
-- every reason read back from its key: its parts name a rank, a protection and a signature
SELECT 'decided_paths.reason_id', reason_id, NULL
FROM internal.decided_paths
WHERE rank NOT BETWEEN 0 AND 3
   OR protection_id NOT IN (SELECT protection_id FROM protections)
   OR sig_id NOT IN (SELECT sig_id FROM internal.signatures);
