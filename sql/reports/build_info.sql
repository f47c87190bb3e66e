-- One row: the newest successful build (refresh_log outcome 'built'), the "data version" and
-- "generated at" every report page shows, so two reports of one database are byte-identical.
SELECT
    source,
    upstream_version,
    strftime(timezone('UTC', finished_at), '%Y-%m-%d %H:%M:%S UTC') AS finished_at
FROM refresh_log
WHERE outcome = 'built'
ORDER BY finished_at DESC
LIMIT 1;
