-- One row per (protected object, source class): the key of the verdict's explanation
-- (reason_id: the verdict, its rank and its reason), in the general reading and, where it can
-- differ, read as a two-player game (the source controlled by the object's opponent, 702.16k).
-- A source gets through if any one of its paths does (702.16b-f); rank 3 is a block the
-- attacker's evasion makes impossible anyway (not_applicable, 702.9b ...), so it loses to any
-- other path.
--
-- Two steps: quality verdicts, then the class's choice among its paths (signature, object it
-- reaches). The scratch tables (protection_profiles, profile_ranks, and the small ones the
-- paths are joined with: members, reach_keys, evasions, explanations) are TEMP, of this build
-- only and dropped at the end; quality_verdicts keeps each quality's rank against each object
-- (answer_outcomes.sql judges single paths with it), decided_paths what each reason is worded
-- from, reason_key_sizes the radixes of its key. Everything is keyed by integers, and the millions of paths stream
-- through joins with the small tables, never into a table or a hash table of their own.

-- Step 1, per (source quality, protected object, perspective): the strongest of the object's
-- protections against a source of that quality (all apply at once; 702.16g/h): 2 stops, 1 may,
-- 0 doesn't. Perspective 'any' is the general reading; 'opponent' (the source is controlled by
-- the object's opponent, 702.16k) has rows only for objects whose protection that decides.
--
-- Protections that differ only in which card, clause and words they are (a few hundred share
-- a hundred or so profiles) rank a quality alike: the rank is computed once per profile, on
-- the profile's first protection, and every column not listed here belongs to the profile.
-- The key packed below (rank, clause_index, protection_id: 20 bits each) must not overflow.
SELECT CASE WHEN max(clause_index) >= 1048576 OR max(protection_id) >= 1048576
            THEN error('class_verdicts: a clause_index or protection_id past 2^20 breaks its key')
       END
FROM protections;

CREATE TEMP TABLE protection_profiles AS
SELECT unnest(protection_ids) AS protection_id, profile_id
FROM (
    SELECT min(protection_id) AS profile_id, list(protection_id) AS protection_ids,
           COLUMNS(* EXCLUDE (protection_id, oracle_id, face_index, clause_index, scope, text, subject,
                               subject_types)),
           -- 702.16n: the Aura a protection spares is its own card
           CASE WHEN spares IS NOT NULL THEN oracle_id END AS spared_oracle_id
    FROM protections
    GROUP BY ALL
);

CREATE TEMP TABLE profile_ranks AS
SELECT
    q.quality_id,
    p.protection_id AS profile_id,
    CASE
        WHEN NOT q.debt AND NOT q.quality.targeted_edict AND NOT q.quality.player_targeted_edict
            THEN 0                                                          -- not DEBT
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
        WHEN q.quality.damage_by = 'other' OR q.quality.granted OR q.quality.attached
          OR q.quality.source_kind = 'copy' THEN
            -- another object (a fighting creature, the holder of a granted ability, the Aura
            -- or Equipment an effect attaches, the creature a copy copies, 707.2) decides the
            -- source's characteristics: only what it surely is counts
            CASE
                WHEN p.quality_kind = 'everything'
                  OR (p.card_type IS NOT NULL
                      AND p.colors IS NULL AND p.color_count IS NULL AND p.subtype IS NULL
                      AND p.excluded_subtype IS NULL AND p.supertype IS NULL
                      AND p.mana_value_op IS NULL AND p.chosen IS NULL AND p.controller IS NULL
                      AND p.state IS NULL
                      AND ((q.quality.damage_by = 'other' AND NOT q.quality.granted
                            AND p.card_type = 'Creature')
                           OR ((q.quality.attached OR q.quality.granted
                                OR q.quality.source_kind = 'copy')
                               AND list_contains(q.quality.types, p.card_type))))
                    THEN CASE WHEN p.condition IS NULL AND p.duration IS NULL THEN 2 ELSE 1 END
                WHEN p.spells_only THEN 0
                ELSE 1
            END
        WHEN q.quality.unpreventable = 'conditional' THEN least(internal.quality_match(p, q.quality), 1)
        ELSE internal.quality_match(p, q.quality)
    END AS rank,
    q.quality.player_targeted_edict AS player_edict
FROM (
    SELECT DISTINCT quality_id, quality,
           quality.capability IN (SELECT value FROM vocabulary WHERE vocabulary = 'interaction') AS debt
    FROM internal.signatures
) AS q
CROSS JOIN (SELECT * FROM protections WHERE protection_id IN (SELECT profile_id FROM protection_profiles)) AS p;

CREATE TABLE internal.quality_verdicts AS
WITH object_protections AS (
    SELECT
        o.object_id,
        o.opponent_differs,
        count(*) OVER (PARTITION BY o.object_id) = 1 AS single,
        f.profile_id,
        p.protection_id,
        p.clause_index,
        internal.stops_opponent(p) AS stops_opponent,
        p.colors IS NOT NULL OR p.chosen = 'color'
            OR p.color_count IN (SELECT value FROM vocabulary WHERE vocabulary = 'colored_count') AS color_quality,
        p.spells_only,
        -- the protection its card gives its controller, on the card and what it protects too:
        -- it stops only an edict that targets that player (702.16b), which the object's own
        -- protection never stops ("Target player sacrifices a creature" against Serra's
        -- Emissary, whose "You and creatures you control have protection from the chosen card
        -- type" may name instant)
        p.scope = 'player' AND o.scope <> 'player' AS for_player_edict
    FROM protections AS p
    JOIN internal.protected_objects AS o
      ON o.oracle_id = p.oracle_id AND (o.scope = p.scope OR p.scope = 'player')
    JOIN protection_profiles AS f USING (protection_id)
),
candidates AS NOT MATERIALIZED (
    SELECT
        r.quality_id,
        p.object_id,
        p.opponent_differs,
        p.single,
        v.perspective,
        -- what depended only on who controls the source is decided when the opponent does
        CASE WHEN p.for_player_edict <> r.player_edict THEN 0
             WHEN v.perspective = 'opponent' AND p.stops_opponent AND r.rank = 1 THEN 2 ELSE r.rank END
            AS rank,
        p.protection_id,
        p.clause_index,
        p.color_quality,
        p.spells_only,
        p.for_player_edict
    FROM profile_ranks AS r
    JOIN object_protections AS p USING (profile_id)
    CROSS JOIN (SELECT value AS perspective FROM vocabulary WHERE vocabulary = 'perspective') AS v
    WHERE v.perspective = 'any' OR p.opponent_differs
)
-- most objects have one protection (four in five rows): its rank is the object's
SELECT quality_id, object_id, opponent_differs, perspective = 'opponent' AS opponent, rank,
       -- the part of the reason key (below) the quality verdict decides
       (protection_id * 3 + coalesce(any_color_quality::INTEGER + 1, 0)) * 2 + any_spells_only::INTEGER
           AS quality_key
FROM (
    SELECT quality_id, object_id, opponent_differs, perspective, rank, protection_id,
           color_quality AS any_color_quality, spells_only AS any_spells_only
    FROM candidates
    WHERE single
    UNION ALL
    SELECT
        quality_id,
        object_id,
        opponent_differs,
        perspective,
        max(rank) AS rank,
        -- the strongest protection, then the object's own over its player's, then the first
        -- clause, then the first of one clause (a tie broken by row order would change the
        -- reason between two builds of the same data)
        arg_max(protection_id, rank::BIGINT * 2199023255552 + (NOT for_player_edict)::BIGINT * 1099511627776
                               - clause_index::BIGINT * 1048576 - protection_id)
            AS protection_id,
        bool_or(color_quality) AS any_color_quality,
        bool_or(spells_only) AS any_spells_only
    FROM candidates
    WHERE NOT single
    GROUP BY quality_id, object_id, opponent_differs, perspective
);

-- A verdict's reason is decided by its rank, the deciding protection (its id, whether the
-- object has a color quality, a spells-only one), the evasion a blocker can't block through,
-- and the signature's explanation: packed into one integer, reason_id, from which
-- decided_paths reads them back (no two reasons share a key, as a hash's could):
--   ((explain_id * n_evasions + evasion_code) * n_quality_keys + quality_key) * 4 + rank
CREATE TEMP TABLE evasions AS
SELECT evasion, row_number() OVER (ORDER BY evasion)::INTEGER AS evasion_code  -- 0: none
FROM (SELECT DISTINCT evasion FROM internal.reach WHERE evasion IS NOT NULL);

CREATE TEMP TABLE explanations AS
SELECT explain, (row_number() OVER (ORDER BY explain) - 1)::INTEGER AS explain_id,
       min(sig_id) AS sig_id
FROM internal.signatures
GROUP BY explain;

-- the radixes of reason_id (kept: checks/build/packed_keys_in_bounds.sql reads them)
CREATE TABLE internal.reason_key_sizes AS
SELECT (SELECT count(*) + 1 FROM evasions) AS n_evasions,
       (SELECT coalesce(max(protection_id) + 1, 0) * 6 FROM protections) AS n_quality_keys,
       (SELECT count(*) FROM explanations) AS n_explanations;

-- One row per (class, signature of it)
CREATE TEMP TABLE members AS
WITH m AS (
    SELECT class_id, unnest(sig_ids) AS sig_id, len(sig_ids) = 1 AS single
    FROM (SELECT DISTINCT class_id, sig_ids FROM internal.source_classes)
),
-- classes with a path that reaches only what its controller controls ("target creature you
-- control", equip): that path can't reach the opponent's card (115.1)
own_only_classes AS (
    SELECT DISTINCT class_id FROM m JOIN internal.signatures AS g USING (sig_id) WHERE g.reach.own_only
)
SELECT m.class_id, m.single, m.class_id IN (SELECT class_id FROM own_only_classes) AS own_only_class,
       g.sig_id, g.quality_id, g.reach_id, g.reach.own_only AS own_only,
       g.reach.object_shares_name AS shares_name, e.explain_id
FROM m
JOIN internal.signatures AS g USING (sig_id)
JOIN explanations AS e USING (explain);

-- internal.reach under one integer key, (reach_id, object_id)
CREATE TEMP TABLE reach_keys AS
SELECT r.reach_id::BIGINT * 4294967296 + r.object_id AS reach_key, r.evasion,
       coalesce(e.evasion_code, 0) AS evasion_code
FROM internal.reach AS r LEFT JOIN evasions AS e USING (evasion);

-- Step 2: each class takes its deciding path: the weakest, then the first signature.
CREATE TABLE internal.class_verdicts AS
WITH class_paths AS NOT MATERIALIZED (
    -- quality_verdicts streams through the joins (a hash table of the small sides each)
    SELECT
        q.object_id,
        q.opponent,
        q.opponent_differs,
        m.class_id,
        m.single,
        m.own_only,
        m.own_only_class,
        k.rank::BIGINT * 4294967296 + m.sig_id AS path_order,
        ((m.explain_id::BIGINT * s.n_evasions + r.evasion_code) * s.n_quality_keys + q.quality_key) * 4
            + k.rank AS reason_id
    FROM internal.quality_verdicts AS q
    JOIN members AS m USING (quality_id)
    JOIN reach_keys AS r ON r.reach_key = m.reach_id::BIGINT * 4294967296 + q.object_id
    CROSS JOIN internal.reason_key_sizes AS s
    CROSS JOIN LATERAL (
        -- landwalk depends on the defending player's lands, a shared name on which object is the
        -- target (Maelstrom Pulse's other permanents): what gets through only may
        SELECT internal.path_rank(q.rank, r.evasion, m.shares_name) AS rank
    ) AS k
)
-- Where the opponent's side can't differ (below), the general row stands for both
-- (all_interactions): most classes are one signature (four in five rows), whose path is the class's.
-- Which path decided is not kept (a column more of millions of rows costs every build):
-- verdict_trace finds it again for the pair it shows, by the same order.
SELECT object_id, class_id, reason_id, false AS opponent_differs, NULL::BIGINT AS opponent_reason_id
FROM class_paths
WHERE single AND NOT opponent AND NOT (opponent_differs OR own_only_class)
UNION ALL
SELECT object_id, class_id, arg_min(reason_id, path_order), false, NULL
FROM class_paths
WHERE NOT single AND NOT opponent AND NOT (opponent_differs OR own_only_class)
GROUP BY object_id, class_id
UNION ALL
-- The opponent's side can differ only for objects whose protection it decides (quality_verdicts
-- has 'opponent' rows for them) and for own-only classes (members). NULL: from the opponent's
-- side the source can't do this at all.
SELECT
    object_id,
    class_id,
    arg_min(reason_id, path_order) FILTER (WHERE NOT opponent),
    true,
    -- an object's own 'opponent' rows, else the general ones, less the own-only paths
    arg_min(reason_id, path_order) FILTER (WHERE NOT own_only AND opponent = opponent_differs)
FROM (
    -- two filters each join can apply early, rather than one OR of both sides
    SELECT * FROM class_paths WHERE opponent_differs
    UNION ALL
    SELECT * FROM class_paths WHERE own_only_class AND NOT opponent_differs
)
GROUP BY object_id, class_id;

-- One row per reason a class's deciding path gives: what verdict_reasons.sql words it from,
-- read back from its key. Its sig_id is the first signature of the explanation, which words
-- the reason alike for all of them; the deciding one is class_verdicts.sig_id.
CREATE TABLE internal.decided_paths AS
WITH decoded AS (
    SELECT
        reason_id,
        reason_id // 4 % s.n_quality_keys AS quality_key,
        (reason_id // 4 // s.n_quality_keys % s.n_evasions)::INTEGER AS evasion_code,
        (reason_id // 4 // s.n_quality_keys // s.n_evasions)::INTEGER AS explain_id
    FROM (
        SELECT reason_id FROM internal.class_verdicts
        UNION
        SELECT opponent_reason_id FROM internal.class_verdicts WHERE opponent_reason_id IS NOT NULL
    )
    CROSS JOIN internal.reason_key_sizes AS s
)
SELECT
    d.reason_id,
    x.sig_id,
    (d.reason_id % 4)::TINYINT AS rank,
    (d.quality_key // 6)::INTEGER AS protection_id,
    CASE d.quality_key // 2 % 3 WHEN 0 THEN NULL ELSE d.quality_key // 2 % 3 = 2 END AS any_color_quality,
    d.quality_key % 2 = 1 AS any_spells_only,
    e.evasion
FROM decoded AS d
JOIN explanations AS x USING (explain_id)
LEFT JOIN evasions AS e USING (evasion_code);

DROP TABLE protection_profiles;
DROP TABLE profile_ranks;
DROP TABLE members;
DROP TABLE reach_keys;
DROP TABLE evasions;
DROP TABLE explanations;
