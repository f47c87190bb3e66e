-- One row per card added, removed, or whose oracle text changed (errata) since the build this
-- refresh replaces (attached as `previous`); $started_at is this refresh's refresh_log key.
INSERT INTO card_changes
SELECT $started_at::TIMESTAMPTZ, 'added', c.oracle_id, c.name, NULL, c.oracle_text
FROM cards AS c
ANTI JOIN previous.cards AS p USING (oracle_id)
UNION ALL
SELECT $started_at::TIMESTAMPTZ, 'removed', p.oracle_id, p.name, p.oracle_text, NULL
FROM previous.cards AS p
ANTI JOIN cards AS c USING (oracle_id)
UNION ALL
SELECT $started_at::TIMESTAMPTZ, 'text_changed', c.oracle_id, c.name, p.oracle_text, c.oracle_text
FROM cards AS c
JOIN previous.cards AS p USING (oracle_id)
WHERE c.oracle_text IS DISTINCT FROM p.oracle_text
ORDER BY 2, 4, 3;
