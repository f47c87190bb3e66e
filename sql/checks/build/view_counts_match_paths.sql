-- Offending rows: an interaction whose rows in the public views differ in number from the
-- engine's verdicts they are built from: one per (protected object, source class) verdict and
-- source card of the class (class_verdicts.sql). interactions and can_* filter all_interactions.
WITH engine AS (
    SELECT s.interaction, sum(s.n_sources) AS n_paths
    FROM internal.class_verdicts AS v
    JOIN (
        SELECT class_id, any_value(interaction) AS interaction, count(*) AS n_sources
        FROM internal.source_classes
        GROUP BY class_id
    ) AS s USING (class_id)
    GROUP BY ALL
),
-- the total first: counting the view by interaction costs twice as much, so it is counted
-- that way only to name the interactions that lost (or gained) rows
lost AS (
    SELECT (SELECT count(*) FROM all_interactions) IS DISTINCT FROM (SELECT sum(n_paths) FROM engine) AS rows_lost
),
viewed AS (
    SELECT interaction, count(*) AS n_rows FROM all_interactions
    WHERE (SELECT rows_lost FROM lost)
    GROUP BY ALL
)
SELECT interaction, e.n_paths, w.n_rows
FROM engine AS e
FULL OUTER JOIN viewed AS w USING (interaction)
WHERE (SELECT rows_lost FROM lost) AND e.n_paths IS DISTINCT FROM w.n_rows;
