-- One row per (protected object, source class): the verdict's rank and the key of its
-- explanation, in the general reading and, where it can differ, read as a two-player game
-- (the source controlled by the object's opponent, 702.16k). A source gets through if any one
-- of its paths does (702.16b-f); rank 3 is a block the attacker's evasion makes impossible
-- anyway (not_applicable, 702.9b ...), so it loses to any other path.
--
-- Three steps: quality verdicts, then path (signature) verdicts, then the class's choice
-- among its paths. The first two, and the reasons the paths give, are scratch tables of this
-- build only (dropped at the end); decided_paths keeps what each reason is worded from.
-- Everything is keyed by small integers (object_id, sig_id, class_id, reason_id), so the
-- joins and the per-class choice are over integers.

-- Step 1, per (source quality, protected object, perspective): the strongest of the object's
-- protections against a source of that quality (all apply at once; 702.16g/h): 2 stops, 1 may,
-- 0 doesn't. Perspective 'any' is the general reading; 'opponent' (the source is controlled by
-- the object's opponent, 702.16k) has rows only for objects whose protection that decides.
CREATE TEMP TABLE quality_verdicts AS
WITH object_protections AS (
    SELECT o.object_id, o.opponent_differs, count(*) OVER (PARTITION BY o.object_id) = 1 AS single, p.*
    FROM protections AS p
    JOIN internal.protected_objects AS o USING (oracle_id, scope)
),
candidates AS (
    SELECT
        q.quality_id,
        p.object_id,
        p.single,
        v.perspective,
        v.perspective = 'opponent' AND internal.stops_opponent(p) AS stops_opponent,
        p.protection_id,
        p.clause_index,
        p.colors IS NOT NULL OR p.chosen = 'color'
            OR p.color_count IN (SELECT value FROM vocabulary WHERE vocabulary = 'colored_count') AS color_quality,
        p.spells_only,
        CASE
            WHEN NOT q.debt AND NOT q.quality.targeted_edict THEN 0           -- not DEBT
            -- 615.12: protection's damage clause is a prevention effect (702.16e); damage that
            -- can't be prevented is dealt anyway
            WHEN q.quality.unpreventable = 'always' THEN 0
            -- 702.16n: "This effect doesn't remove [this Aura]": the Aura giving the protection
            -- stays attached; "... doesn't remove Auras": one attached before stays, but a new
            -- one can't enchant it (702.16c), nor can an Aura spell target it (702.16b); 702.16p:
            -- "... Auras and Equipment you control that are already attached to it" likewise
            WHEN q.quality.capability = 'attach' AND q.quality.spared_card = p.oracle_id
             AND p.spares IS NOT NULL THEN 0
            WHEN q.quality.capability = 'attach' AND q.quality.attached IS NOT TRUE
             AND ((q.quality.is_aura AND p.spares = 'auras') OR p.spares = 'attached')
                THEN least(internal.quality_match(p, q.quality), 1)
            WHEN q.quality.damage_by = 'other' OR q.quality.granted OR q.quality.attached THEN
                -- another object (a fighting creature, the holder of a granted ability, the Aura
                -- or Equipment an effect attaches) is the source: only what it surely is counts
                CASE
                    WHEN p.quality_kind = 'everything'
                      OR (p.card_type IS NOT NULL
                          AND p.colors IS NULL AND p.color_count IS NULL AND p.subtype IS NULL
                          AND p.excluded_subtype IS NULL AND p.supertype IS NULL
                          AND p.mana_value_op IS NULL AND p.chosen IS NULL AND p.controller IS NULL
                          AND p.state IS NULL
                          AND ((q.quality.damage_by = 'other' AND NOT q.quality.granted
                                AND p.card_type = 'Creature')
                               OR ((q.quality.attached OR q.quality.granted)
                                   AND list_contains(q.quality.types, p.card_type))))
                        THEN CASE WHEN p.condition IS NULL AND p.duration IS NULL THEN 2 ELSE 1 END
                    WHEN p.spells_only THEN 0
                    ELSE 1
                END
            WHEN q.quality.unpreventable = 'conditional' THEN least(internal.quality_match(p, q.quality), 1)
            ELSE internal.quality_match(p, q.quality)
        END AS rank
    FROM (
        SELECT DISTINCT quality_id, quality,
               quality.capability IN (SELECT value FROM vocabulary WHERE vocabulary = 'interaction') AS debt
        FROM internal.signatures
    ) AS q
    CROSS JOIN object_protections AS p
    CROSS JOIN (SELECT value AS perspective FROM vocabulary WHERE vocabulary = 'perspective') AS v
    WHERE v.perspective = 'any' OR p.opponent_differs
),
perspective_ranks AS (
    -- what depended only on who controls the source is decided when the opponent does
    SELECT * REPLACE (CASE WHEN stops_opponent AND rank = 1 THEN 2 ELSE rank END AS rank)
    FROM candidates
)
-- most objects have one protection (four in five rows): its rank is the object's
SELECT quality_id, object_id, perspective, rank, protection_id,
       color_quality AS any_color_quality, spells_only AS any_spells_only
FROM perspective_ranks
WHERE single
UNION ALL
SELECT
    quality_id,
    object_id,
    perspective,
    max(rank) AS rank,
    -- the strongest protection, then the first clause, then the first of one clause (a tie
    -- broken by row order would change the reason between two builds of the same data)
    arg_max(protection_id, rank::BIGINT * 1099511627776 - clause_index * 1048576 - protection_id)
        AS protection_id,
    bool_or(color_quality) AS any_color_quality,
    bool_or(spells_only) AS any_spells_only
FROM perspective_ranks
WHERE NOT single
GROUP BY quality_id, object_id, perspective;

-- Step 2, per (protected object, perspective, signature it reaches): the path's rank, the
-- order that picks the deciding path (the weakest, then the first signature) and its reason.
CREATE TEMP TABLE signature_verdicts AS
SELECT
    r.object_id,
    q.perspective,
    g.sig_id,
    g.own_only,
    k.rank,
    k.rank::BIGINT * 4294967296 + g.sig_id AS path_order,
    -- verdicts explained alike share a reason (verdict_reasons.sql); no argument is NULL or a
    -- struct (DuckDB's hash() of structured values collides far more often than 2^-64)
    hash(k.rank, coalesce(q.protection_id, -1), coalesce(q.any_color_quality::INTEGER, -1),
         coalesce(q.any_spells_only::INTEGER, -1), coalesce(r.evasion, ''), g.explain_id)
        AS reason_hash,
    q.protection_id,
    q.any_color_quality,
    q.any_spells_only,
    r.evasion
FROM (
    SELECT sig_id, reach_id, quality_id, reach.own_only AS own_only,
           reach.object_shares_name AS shares_name,
           dense_rank() OVER (ORDER BY explain) AS explain_id
    FROM internal.signatures
) AS g
JOIN internal.reach AS r USING (reach_id)
JOIN quality_verdicts AS q ON q.quality_id = g.quality_id AND q.object_id = r.object_id
CROSS JOIN LATERAL (
    -- landwalk depends on the defending player's lands, a shared name on which object is the
    -- target (Maelstrom Pulse's other permanents): what gets through only may
    SELECT CASE WHEN r.evasion = 'landwalk' OR (g.shares_name AND r.evasion IS NULL)
                    THEN greatest(q.rank, 1)
                WHEN r.evasion IS NOT NULL THEN 3
                ELSE q.rank END AS rank
) AS k;

-- One row per explanation a path gives: what verdict_reasons.sql words it from, under a small
-- key (a few thousand reasons against millions of verdicts).
CREATE TEMP TABLE reasons AS
SELECT
    reason_hash,
    row_number() OVER (ORDER BY reason_hash)::INTEGER AS reason_id,
    any_value(sig_id) AS sig_id,
    any_value(rank) AS rank,
    any_value(protection_id) AS protection_id,
    any_value(any_color_quality) AS any_color_quality,
    any_value(any_spells_only) AS any_spells_only,
    any_value(evasion) AS evasion
FROM signature_verdicts
GROUP BY reason_hash;

CREATE TABLE internal.decided_paths AS
SELECT * EXCLUDE (reason_hash) FROM reasons;

-- Step 3: each class takes its deciding path.
CREATE TABLE internal.class_verdicts AS
WITH members AS (
    SELECT class_id, unnest(sig_ids) AS sig_id, len(sig_ids) = 1 AS single
    FROM (SELECT DISTINCT class_id, sig_ids FROM internal.source_classes)
),
-- classes with a path that reaches only what its controller controls ("target creature you
-- control", equip): that path can't reach the opponent's card (115.1)
own_only_classes AS (
    SELECT DISTINCT m.class_id
    FROM members AS m JOIN internal.signatures AS g USING (sig_id)
    WHERE g.reach.own_only
),
any_side AS (
    -- most classes are one signature (four in five rows): their path is the class's
    SELECT v.object_id, m.class_id, v.path_order, v.reason_hash
    FROM members AS m
    JOIN signature_verdicts AS v USING (sig_id)
    WHERE m.single AND v.perspective = 'any'
    UNION ALL
    SELECT v.object_id, m.class_id, min(v.path_order), arg_min(v.reason_hash, v.path_order)
    FROM members AS m
    JOIN signature_verdicts AS v USING (sig_id)
    WHERE NOT m.single AND v.perspective = 'any'
    GROUP BY ALL
),
-- The opponent's side differs only for objects whose protection it decides (quality_verdicts
-- has 'opponent' rows for them) and for own-only classes; elsewhere the general row stands for
-- both (all_interactions).
opponent_side AS (
    SELECT v.object_id, m.class_id, min(v.path_order) AS path_order,
           arg_min(v.reason_hash, v.path_order) AS reason_hash
    FROM members AS m
    JOIN signature_verdicts AS v USING (sig_id)
    JOIN internal.protected_objects AS o USING (object_id)
    WHERE NOT v.own_only
      AND v.perspective = CASE WHEN o.opponent_differs THEN 'opponent' ELSE 'any' END
      AND (o.opponent_differs OR m.class_id IN (SELECT class_id FROM own_only_classes))
    GROUP BY ALL
)
SELECT
    a.object_id,
    a.class_id,
    (a.path_order // 4294967296)::TINYINT AS rank,
    r.reason_id,
    o.opponent_differs OR oc.class_id IS NOT NULL AS opponent_differs,
    -- NULL where opponent_differs: from the opponent's side the source can't do this at all
    (p.path_order // 4294967296)::TINYINT AS opponent_rank,
    rp.reason_id AS opponent_reason_id
FROM any_side AS a
JOIN reasons AS r USING (reason_hash)
JOIN internal.protected_objects AS o USING (object_id)
LEFT JOIN own_only_classes AS oc USING (class_id)
LEFT JOIN opponent_side AS p USING (object_id, class_id)
LEFT JOIN reasons AS rp ON rp.reason_hash = p.reason_hash;

DROP TABLE quality_verdicts;
DROP TABLE signature_verdicts;
DROP TABLE reasons;
