-- One row per (protected object, source capability that can reach it, protection quality of
-- the object): whether that quality stops it (rank 2), may stop it (1) or not (0). 702.16b-f, i.
CREATE VIEW interaction_candidates AS
SELECT
    o.oracle_id AS protected_oracle_id,
    o.name AS protected_name,
    o.scope,
    s.oracle_id AS source_oracle_id,
    s.card_name AS source_name,
    c.capability AS interaction,
    c.capability_id,
    c.via,
    c.object_kind,
    c.detail,
    c.damage_by,
    p.clause_index,
    p.text AS protection_text,
    p.quality_kind,
    p.condition,
    p.duration,
    p.chosen,
    p.colors IS NOT NULL OR p.chosen = 'color' OR p.color_count IN ('colored', 'monocolored', 'multicolored')
        AS color_quality,
    p.spells_only,
    len(s.colors) = 0 AS source_colorless,
    s.has_trample,
    s.has_deathtouch,
    s.is_aura,
    CASE
        WHEN c.capability IN ('sweep', 'edict', 'counter') THEN 0      -- not DEBT: never stopped
        WHEN c.object_kind = 'spell' THEN 0                            -- a spell on the stack
        WHEN c.capability = 'damage' AND c.damage_by = 'other' THEN    -- fight: another creature deals it
            CASE
                WHEN p.quality_kind = 'everything'
                  OR (p.card_type = 'Creature' AND p.colors IS NULL AND p.color_count IS NULL
                      AND p.subtype IS NULL AND p.supertype IS NULL AND p.mana_value_op IS NULL
                      AND p.chosen IS NULL AND p.controller IS NULL AND p.state IS NULL)
                    THEN CASE WHEN p.condition IS NULL AND p.duration IS NULL THEN 2 ELSE 1 END
                WHEN p.spells_only THEN 0
                ELSE 1
            END
        ELSE quality_match(
            p, s.colors, s.types, s.subtypes, s.supertypes, s.mana_value, s.card_name,
            -- the source is a spell only when the card itself targets or deals damage from the stack
            c.via = 'spell' AND c.capability IN ('target', 'damage')
        )
    END AS rank,
    CASE
        WHEN c.capability IN ('sweep', 'edict', 'counter') THEN 'not_covered'
        WHEN c.object_kind = 'spell' THEN 'stack'
        WHEN c.capability = 'damage' AND c.damage_by = 'other' THEN 'fight'
        WHEN p.quality_kind = 'everything' THEN 'everything'
        WHEN c.capability = 'attach' AND s.is_aura THEN 'enchant'
        WHEN c.capability = 'attach' THEN 'equip'
        ELSE c.capability
    END AS rule_key
FROM capabilities AS c
JOIN source_profiles AS s USING (oracle_id, face_index)
JOIN protected_object_kinds AS k ON k.object_kind = c.object_kind
JOIN protected_objects AS o ON o.oracle_id = k.oracle_id AND o.scope = k.scope
JOIN protections AS p ON p.oracle_id = o.oracle_id AND p.scope = o.scope
WHERE c.capability IN ('target', 'damage', 'block', 'attach', 'sweep', 'edict', 'counter')
  AND restrictions_admit(c, o);
