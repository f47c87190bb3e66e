-- One row per protected card (self scope): its qualities and how many distinct cards can or
-- can't Damage, Enchant/Equip, Block or Target it (702.16b-f) from the opponent's side (702.16k),
-- counted as its report page counts them (internal.debt_tallies).
CREATE VIEW protection_summary AS
WITH qualities AS (
    SELECT
        oracle_id,
        list(DISTINCT coalesce(quality_kind || ':' || quality_value, quality_kind) ORDER BY 1) AS qualities,
        bool_or(condition IS NOT NULL OR duration IS NOT NULL) AS is_conditional,
        list(DISTINCT text ORDER BY text) AS texts
    FROM protections
    WHERE scope = 'self'
    GROUP BY oracle_id
),
counts AS (
    SELECT
        o.oracle_id,
        (sum(n_sources) FILTER (WHERE interaction = 'damage' AND verdict = 'prevented'))::BIGINT AS n_damage_prevented,
        (sum(n_sources) FILTER (WHERE interaction = 'damage' AND gets_through))::BIGINT AS n_damage_possible,
        (sum(n_sources) FILTER (WHERE interaction = 'attach' AND verdict = 'prevented'))::BIGINT AS n_attach_prevented,
        (sum(n_sources) FILTER (WHERE interaction = 'attach' AND gets_through))::BIGINT AS n_attach_possible,
        (sum(n_sources) FILTER (WHERE interaction = 'block' AND verdict = 'prevented'))::BIGINT AS n_block_prevented,
        (sum(n_sources) FILTER (WHERE interaction = 'block' AND gets_through))::BIGINT AS n_block_possible,
        (sum(n_sources) FILTER (WHERE interaction = 'target' AND verdict = 'prevented'))::BIGINT AS n_target_prevented,
        (sum(n_sources) FILTER (WHERE interaction = 'target' AND gets_through))::BIGINT AS n_target_possible
    FROM (
        SELECT *, verdict IN (SELECT value FROM vocabulary WHERE vocabulary = 'answer_verdict') AS gets_through
        FROM internal.debt_tallies(NULL)
    ) AS t
    JOIN internal.protected_objects AS o USING (object_id)
    WHERE o.scope = 'self'
    GROUP BY 1
),
-- the distinct source cards one of its DEBT interactions is prevented for
stopped AS (
    SELECT o.oracle_id, count(DISTINCT s.source_oracle_id) AS n_sources_stopped
    FROM internal.opponent_readings() AS v
    JOIN internal.protected_objects AS o USING (object_id)
    JOIN internal.verdict_reasons AS r USING (reason_id)
    JOIN internal.source_classes AS s USING (class_id)
    WHERE o.scope = 'self' AND r.verdict = 'prevented'
      AND s.interaction IN (SELECT value FROM vocabulary WHERE vocabulary = 'interaction')
    GROUP BY 1
)
SELECT
    c.oracle_id,
    c.name,
    c.colors,
    c.type_line,
    c.first_released_at,
    c.first_set_code,
    q.qualities,
    q.texts,
    q.is_conditional,
    coalesce(n.n_damage_prevented, 0) AS n_damage_prevented,
    coalesce(n.n_damage_possible, 0) AS n_damage_possible,
    coalesce(n.n_attach_prevented, 0) AS n_attach_prevented,
    coalesce(n.n_attach_possible, 0) AS n_attach_possible,
    coalesce(n.n_block_prevented, 0) AS n_block_prevented,
    coalesce(n.n_block_possible, 0) AS n_block_possible,
    coalesce(n.n_target_prevented, 0) AS n_target_prevented,
    coalesce(n.n_target_possible, 0) AS n_target_possible,
    coalesce(x.n_sources_stopped, 0) AS n_sources_stopped
FROM qualities AS q
JOIN cards AS c USING (oracle_id)
LEFT JOIN counts AS n USING (oracle_id)
LEFT JOIN stopped AS x USING (oracle_id);
