-- Rows where internal.debt_counts (counted over source classes, for speed) disagrees with the
-- interactions view it summarises: one row per (protected card, scope, interaction, verdict).
WITH counted AS (
    SELECT protected_oracle_id AS oracle_id, scope, interaction, verdict, count(*) AS n_sources
    FROM interactions
    GROUP BY ALL
)
SELECT *
FROM counted
FULL OUTER JOIN internal.debt_counts AS d USING (oracle_id, scope, interaction, verdict)
WHERE counted.n_sources IS DISTINCT FROM d.n_sources;
