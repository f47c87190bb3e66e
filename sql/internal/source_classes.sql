-- One row per (source card, interaction): its class, the set of signatures its capabilities
-- have. Sources of one class get the same verdict against every protected card (702.16b-f).
CREATE TABLE internal.source_classes AS
WITH per_source AS (
    SELECT source_oracle_id, interaction, list(DISTINCT sig_id ORDER BY sig_id) AS sig_ids
    FROM internal.capability_signatures
    GROUP BY ALL
),
classes AS (
    SELECT interaction, sig_ids, row_number() OVER (ORDER BY interaction, sig_ids) AS class_id
    FROM (SELECT DISTINCT interaction, sig_ids FROM per_source)
)
SELECT p.source_oracle_id, c.name AS source_name, p.interaction, k.class_id, k.sig_ids
FROM per_source AS p
JOIN classes AS k USING (interaction, sig_ids)
JOIN cards AS c ON c.oracle_id = p.source_oracle_id;
