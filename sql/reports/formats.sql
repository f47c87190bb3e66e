-- One row per (format, protected card legal in it): how many cards legal in the format get through
-- from the opponent's side (702.16k; sweeps and edicts, not counterspells) and the 5 most played.
WITH legal AS (
    SELECT oracle_id, name, unnest(legal_formats) AS format,
           coalesce(edhrec_rank, 2147483647) AS rank
    FROM cards
),
protected AS (
    SELECT DISTINCT oracle_id FROM protections WHERE scope = 'self'
),
pairs AS (
    SELECT DISTINCT protected_oracle_id, source_oracle_id
    FROM answers
    WHERE scope = 'self' AND verdict_vs_opponent = 'allowed' AND interaction <> 'counter'
)
SELECT
    pl.format,
    pl.oracle_id,
    pl.name,
    pl.rank,
    count(sl.oracle_id) AS n_answers,
    min_by({'oracle_id': sl.oracle_id, 'name': sl.name}, {'rank': sl.rank, 'name': sl.name}, 5)
        FILTER (WHERE sl.oracle_id IS NOT NULL) AS top_answers
FROM legal AS pl
JOIN protected USING (oracle_id)
LEFT JOIN pairs AS a ON a.protected_oracle_id = pl.oracle_id
LEFT JOIN legal AS sl ON sl.oracle_id = a.source_oracle_id AND sl.format = pl.format
WHERE $format IS NULL OR pl.format = $format
GROUP BY ALL
ORDER BY pl.format, pl.rank, pl.name, pl.oracle_id;
