-- Offending rows: printing ids held by more than one printing.
-- printings.printing_id is unique by construction (the collector keeps a repeated id's first
-- row) rather than by a declared primary key (see schema.sql).
SELECT printing_id, count(*) AS n_rows
FROM printings
GROUP BY printing_id
HAVING count(*) > 1;
