-- One row per (protected object, interaction, path of the source's): why a verdict is what it is.
-- Each capability row of the source the engine judged (702.16b-f), what it reaches, its rank in
-- both readings (702.16k), the protection that ranked it and whether it decided the verdict.
CREATE MACRO verdict_trace(source_card, protected_card) AS TABLE
WITH source AS (
    SELECT oracle_id FROM cards
    WHERE oracle_id = source_card OR lower(name) = lower(source_card)
),
objects AS (
    SELECT o.* FROM internal.protected_objects AS o
    WHERE o.oracle_id IN (SELECT oracle_id FROM cards
                          WHERE oracle_id = protected_card OR lower(name) = lower(protected_card))
),
paths AS (
    -- a class's signatures are the paths it chooses among (class_verdicts.sql)
    SELECT o.object_id, o.oracle_id AS protected_oracle_id, o.name AS protected_name, o.scope,
           o.opponent_differs, s.source_oracle_id, s.source_name, s.interaction, s.class_id,
           unnest(s.sig_ids) AS sig_id
    FROM objects AS o
    CROSS JOIN internal.source_classes AS s
    WHERE s.source_oracle_id IN (SELECT oracle_id FROM source)
),
ranked AS (
    SELECT
        p.*,
        g.quality,
        r.object_id IS NOT NULL AS reaches,
        r.evasion,
        CASE WHEN r.object_id IS NOT NULL
             THEN internal.path_rank(qa.rank, r.evasion, g.reach.object_shares_name) END AS rank,
        -- from the opponent's side a path that reaches only its controller's objects can't (115.1)
        CASE WHEN r.object_id IS NOT NULL AND NOT g.reach.own_only
             THEN internal.path_rank(coalesce(qo.rank, qa.rank), r.evasion, g.reach.object_shares_name)
        END AS rank_vs_opponent,
        (qa.quality_key // 6)::INTEGER AS protection_id,
        (coalesce(qo.quality_key, qa.quality_key) // 6)::INTEGER AS protection_id_vs_opponent
    FROM paths AS p
    JOIN internal.signatures AS g USING (sig_id)
    LEFT JOIN internal.reach AS r ON r.reach_id = g.reach_id AND r.object_id = p.object_id
    LEFT JOIN internal.quality_verdicts AS qa
           ON qa.quality_id = g.quality_id AND qa.object_id = p.object_id AND NOT qa.opponent
    LEFT JOIN internal.quality_verdicts AS qo
           ON qo.quality_id = g.quality_id AND qo.object_id = p.object_id AND qo.opponent
),
decided AS (
    -- the path the engine chose (class_verdicts.sql): of those that reach the object, the
    -- weakest, then the first signature (none where no path reaches it: no verdict)
    SELECT *,
           coalesce(sig_id = arg_min(sig_id, rank::BIGINT * 4294967296 + sig_id) OVER class, false)
               AS deciding,
           coalesce(sig_id = arg_min(sig_id, rank_vs_opponent::BIGINT * 4294967296 + sig_id) OVER class,
                    false) AS deciding_vs_opponent
    FROM ranked
    WINDOW class AS (PARTITION BY object_id, class_id)
)
SELECT
    t.protected_oracle_id, t.protected_name, t.scope, t.source_oracle_id, t.source_name,
    t.interaction,
    c.capability_id, c.face_index,
    -- the path: how the source acts, or the object that acts for the card
    CASE WHEN c.source_kind IN ('token', 'attached') THEN c.source_kind ELSE c.via END AS path,
    c.via, c.source_kind, c.detail,
    -- what acts, as the verdict judges it (114.3 emblem, 111.4 token)
    CASE WHEN c.source_kind IN ('emblem', 'token') THEN c.source_kind
         WHEN c.via = 'ability' OR t.quality.granted THEN 'ability'
         ELSE 'card' END AS source_object,
    -- the characteristics it acts with; of types, subtypes and supertypes only those some
    -- protection names (signatures.sql), the mana value clamped to the bounds they name
    t.quality.colors AS source_colors, t.quality.types AS source_types,
    t.quality.subtypes AS source_subtypes, t.quality.supertypes AS source_supertypes,
    t.quality.mana_value AS source_mana_value,
    t.sig_id, t.reaches, t.evasion,
    t.rank, t.rank_vs_opponent,
    -- a rank as the verdict it gives (vocabulary 'verdict': 0 allowed ... 3 not_applicable)
    va.value AS path_verdict, vo.value AS path_verdict_vs_opponent,
    t.protection_id, p.text AS protection_text, p.quality_kind, p.quality_value,
    t.protection_id_vs_opponent,
    t.deciding, t.deciding_vs_opponent,
    i.verdict, i.rule, i.reason, i.verdict_vs_opponent, i.rule_vs_opponent, i.reason_vs_opponent,
    a.outcome, a.how, a.outcome_vs_opponent, a.how_vs_opponent
FROM decided AS t
JOIN internal.capability_signatures AS k
  ON k.source_oracle_id = t.source_oracle_id AND k.interaction = t.interaction AND k.sig_id = t.sig_id
JOIN capabilities AS c USING (capability_id)
LEFT JOIN protections AS p ON p.protection_id = t.protection_id
LEFT JOIN vocabulary AS va ON va.vocabulary = 'verdict' AND va.rank = t.rank
LEFT JOIN vocabulary AS vo ON vo.vocabulary = 'verdict' AND vo.rank = t.rank_vs_opponent
LEFT JOIN all_interactions AS i
       ON i.protected_oracle_id = t.protected_oracle_id AND i.scope = t.scope
      AND i.source_oracle_id = t.source_oracle_id AND i.interaction = t.interaction
-- an oracle id goes in as a constant list, which the macro's filters fold (a subquery's list
-- can't be: a name is looked up, and every pair judged)
LEFT JOIN internal.answer_paths_for(
        CASE WHEN internal.is_oracle_id(protected_card)
             THEN [protected_card] ELSE (SELECT list(DISTINCT oracle_id) FROM objects) END,
        CASE WHEN internal.is_oracle_id(source_card)
             THEN [source_card] ELSE (SELECT list(oracle_id) FROM source) END) AS a
       ON a.protected_oracle_id = t.protected_oracle_id AND a.scope = t.scope
      AND a.source_oracle_id = t.source_oracle_id AND a.interaction = t.interaction;
