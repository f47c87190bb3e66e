-- One row: the data version every report page shows (data_source: what the publisher calls it)
-- and the newest successful build's time, so two reports of one database are byte-identical.
SELECT
    d.kind,
    d.version,
    d.version_date,
    d.file_name,
    (
        SELECT strftime(timezone('UTC', l.finished_at), '%Y-%m-%d %H:%M:%S UTC')
        FROM refresh_log AS l
        WHERE l.outcome = 'built'
        ORDER BY l.finished_at DESC
        LIMIT 1
    ) AS finished_at
FROM data_source AS d;
