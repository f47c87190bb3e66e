-- One row per built refresh, newest first: when it finished, from what, and what it changed
-- against the build it replaced: cards, oracle texts, protection qualities (702.16a), DEBT counts.
WITH cards_changed AS (
    SELECT started_at, change, list(name ORDER BY name, oracle_id) AS names
    FROM card_changes
    GROUP BY ALL
),
protections_changed AS (
    SELECT
        started_at,
        change,
        list({'name': name, 'quality': quality} ORDER BY name, quality, scope, face_index) AS items
    FROM (SELECT DISTINCT started_at, change, name, quality, scope, face_index FROM protection_changes)
    GROUP BY ALL
),
debt_moved AS (
    SELECT
        started_at,
        list(
            {'name': name, 'oracle_id': oracle_id, 'scope': scope, 'interaction': interaction,
             'verdict': verdict, 'n_before': n_before, 'n_after': n_after}
            ORDER BY abs(n_after - n_before) DESC, name, oracle_id, scope, interaction, verdict
        ) AS moves
    FROM debt_changes
    GROUP BY ALL
)
SELECT
    strftime(timezone('UTC', r.started_at), '%Y-%m-%dT%H:%M:%S.%fZ') AS started_at,
    strftime(timezone('UTC', coalesce(l.finished_at, r.started_at)), '%Y-%m-%dT%H:%M:%SZ') AS finished_at,
    timezone('UTC', coalesce(l.finished_at, r.started_at)) AS finished_at_utc,
    coalesce(l.source, 'unknown') AS source,
    l.upstream_version,
    concat_ws(', ', r.data_kind || ' ' || r.data_version, 'file ' || r.data_file) AS data,
    r.n_cards_added IS NULL AS is_first_build,
    r.n_cards,
    r.n_protections,
    r.n_cards_added,
    r.n_cards_removed,
    r.n_text_changed,
    r.n_protections_added,
    r.n_protections_removed,
    r.n_debt_moves,
    coalesce(added.names, []) AS cards_added,
    coalesce(removed.names, []) AS cards_removed,
    coalesce(texts.names, []) AS text_changed,
    coalesce(gained.items, []) AS protection_added,
    coalesce(lost.items, []) AS protection_removed,
    coalesce(d.moves, []) AS debt_moves
FROM refresh_changes AS r
LEFT JOIN refresh_log AS l ON l.started_at = r.started_at AND l.outcome = 'built'
LEFT JOIN cards_changed AS added ON added.started_at = r.started_at AND added.change = 'added'
LEFT JOIN cards_changed AS removed ON removed.started_at = r.started_at AND removed.change = 'removed'
LEFT JOIN cards_changed AS texts ON texts.started_at = r.started_at AND texts.change = 'text_changed'
LEFT JOIN protections_changed AS gained ON gained.started_at = r.started_at AND gained.change = 'added'
LEFT JOIN protections_changed AS lost ON lost.started_at = r.started_at AND lost.change = 'removed'
LEFT JOIN debt_moved AS d ON d.started_at = r.started_at
ORDER BY r.started_at DESC;
