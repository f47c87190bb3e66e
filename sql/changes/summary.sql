-- One row for this refresh (runs after the other files of changes/): what it counted, and how
-- many cards, texts, protection qualities and DEBT counts changed against `previous`.
INSERT INTO refresh_changes
SELECT
    $started_at::TIMESTAMPTZ,
    (SELECT max(started_at) FROM previous.refresh_log WHERE outcome = 'built'),
    (SELECT kind FROM data_source),
    (SELECT version FROM data_source),
    (SELECT file_name FROM data_source),
    (SELECT count(*) FROM cards),
    (SELECT count(*) FROM protections),
    count(*) FILTER (WHERE source = 'card' AND change = 'added'),
    count(*) FILTER (WHERE source = 'card' AND change = 'removed'),
    count(*) FILTER (WHERE source = 'card' AND change = 'text_changed'),
    count(*) FILTER (WHERE source = 'protection' AND change = 'added'),
    count(*) FILTER (WHERE source = 'protection' AND change = 'removed'),
    count(*) FILTER (WHERE source = 'debt')
FROM (
    SELECT 'card' AS source, change FROM card_changes WHERE started_at = $started_at
    UNION ALL
    SELECT 'protection', change FROM protection_changes WHERE started_at = $started_at
    UNION ALL
    SELECT 'debt', NULL FROM debt_changes WHERE started_at = $started_at
);
