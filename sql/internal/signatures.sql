-- One row per distinct capability signature: what a verdict can depend on, split into what
-- the capability can reach (its object restrictions) and the source's qualities (702.16a).
-- Verdicts are computed once per signature, not once per card: most sources share one.
CREATE TABLE internal.capability_profiles AS
WITH named AS (
    -- only characteristics some protection names can change a verdict ('Creature' also
    -- decides fights); the rest is left out, so more sources share a signature
    SELECT
        list_distinct(coalesce(list(card_type) FILTER (WHERE card_type IS NOT NULL), []) || ['Creature'])
            AS types,
        coalesce(list(DISTINCT subtype) FILTER (WHERE subtype IS NOT NULL), [])
            || coalesce(list(DISTINCT excluded_subtype) FILTER (WHERE excluded_subtype IS NOT NULL), [])
            AS subtypes,
        coalesce(list(DISTINCT supertype) FILTER (WHERE supertype IS NOT NULL), []) AS supertypes,
        coalesce(list(DISTINCT name) FILTER (WHERE name IS NOT NULL), []) AS names,
        coalesce(list(DISTINCT name_words) FILTER (WHERE name_words IS NOT NULL), []) AS name_words,
        bool_or(rolls_die) AS rolls_die,
        -- mana values beyond the bounds protections name compare alike: clamp them
        min(mana_value) - 1 AS mana_value_floor,
        max(mana_value) + 1 AS mana_value_ceiling
    FROM protections
),
named_creature_types AS (
    -- the named subtypes that are creature types: a changeling has every one (702.73a)
    SELECT coalesce(list(DISTINCT t), []) AS creature_types
    FROM (SELECT unnest(subtypes) AS t FROM card_faces WHERE list_contains(types, 'Creature'))
    WHERE t IN (SELECT subtype FROM protections UNION SELECT excluded_subtype FROM protections)
)
SELECT
    c.capability_id,
    c.oracle_id AS source_oracle_id,
    c.capability AS interaction,
    {
        'object_kind': c.object_kind,
        'object_colors': c.object_colors, 'object_excluded_colors': c.object_excluded_colors,
        'object_types': c.object_types, 'object_excluded_types': c.object_excluded_types,
        'object_subtype': c.object_subtype, 'object_excluded_subtypes': c.object_excluded_subtypes,
        'object_keyword': c.object_keyword, 'object_excluded_keyword': c.object_excluded_keyword,
        'object_mana_value_op': c.object_mana_value_op, 'object_mana_value': c.object_mana_value,
        'object_power_op': c.object_power_op, 'object_power': c.object_power,
        'can_block_only': c.can_block_only,
        'object_token': c.object_token, 'object_name': c.object_name,
        'object_attached': c.object_attached, 'counters': c.capability = 'counter',
        -- 'you': it reaches only what its controller controls (not the opponent's, 702.16k reading)
        'own_only': c.object_controller IS NOT DISTINCT FROM 'you'
    } AS reach,
    {
        'capability': c.capability,
        -- a token this card creates, with printed characteristics (111.4), deals its own damage
        'damage_by': CASE WHEN t.printed THEN 'self' ELSE c.damage_by END,
        'fight': c.fight,
        'granted': c.granted AND NOT t.printed,
        -- a targeted edict ("sacrifices one of those creatures", Retribution) is judged as
        -- the targeting it is (702.16b)
        'targeted_edict': c.capability = 'edict' AND c.targeted,
        -- the source is a spell only when the card itself targets or deals damage from the stack
        'is_spell': c.via = 'spell' AND NOT c.granted
            AND (c.capability IN ('target', 'damage') OR (c.capability = 'edict' AND c.targeted)),
        'colors': CASE WHEN t.printed THEN coalesce(c.source_colors, []) ELSE s.colors END,
        'types': list_sort(list_intersect(CASE WHEN t.printed THEN c.source_types ELSE s.types END, n.types)),
        'subtypes': list_sort(list_distinct(
            list_intersect(CASE WHEN t.printed THEN coalesce(c.source_subtypes, []) ELSE s.subtypes END, n.subtypes)
            || CASE WHEN list_contains(s.keywords, 'Changeling') AND NOT t.printed THEN k.creature_types ELSE [] END
        )),
        'supertypes': list_sort(list_intersect(CASE WHEN t.printed THEN c.source_types ELSE s.supertypes END, n.supertypes)),
        'mana_value': greatest(n.mana_value_floor, least(n.mana_value_ceiling,
                               CASE WHEN t.printed THEN 0 ELSE s.mana_value END)),  -- 202.3b: a token's is 0
        'name': CASE WHEN t.printed THEN CASE WHEN list_contains(n.names, c.source_name) THEN c.source_name END
                     WHEN list_contains(n.names, s.card_name) THEN s.card_name END,
        'is_aura': s.is_aura AND c.capability = 'attach',
        -- Un-card qualities, kept only when some protection names them
        'name_words': CASE WHEN list_contains(n.name_words, s.name_words) AND NOT t.printed THEN s.name_words END,
        'rolls_die': n.rolls_die AND s.rolls_die AND NOT t.printed,
        -- a creature only sometimes (Theros Gods), acting off the battlefield's combat
        'part_time_creature': s.part_time_creature AND NOT t.printed AND c.via <> 'combat'
    } AS quality,
    {
        'via': c.via,
        'trample': s.has_trample AND c.capability = 'damage' AND c.via = 'combat',
        'deathtouch': s.has_deathtouch AND c.capability = 'damage'
    } AS flags
FROM capabilities AS c
JOIN internal.source_profiles AS s USING (oracle_id, face_index)
CROSS JOIN named AS n
CROSS JOIN named_creature_types AS k
CROSS JOIN LATERAL (SELECT c.source_types IS NOT NULL AS printed) AS t
WHERE c.capability IN ('target', 'damage', 'block', 'attach', 'sweep', 'edict', 'counter')
  -- 702.16b: protection covers permanents and players. A spell or ability on the stack is
  -- neither, so "counter target spell" is a `counter` answer, never a path to target the permanent.
  AND NOT (c.capability = 'target' AND c.object_kind IN ('spell', 'ability'));

CREATE TABLE internal.signatures AS
SELECT
    row_number() OVER (ORDER BY interaction, reach, quality, flags) AS sig_id,
    dense_rank() OVER (ORDER BY reach) AS reach_id,
    dense_rank() OVER (ORDER BY quality) AS quality_id,
    interaction, reach, quality, flags,
    -- the parts of a signature a verdict's reason speaks of (verdict_reasons.sql)
    {
        'capability': quality.capability,
        'fight': quality.fight,
        -- another creature deals the damage ("It deals damage equal to its power", Clear Shot)
        'other_source': quality.damage_by = 'other' AND quality.capability = 'damage' AND NOT quality.granted,
        'targeted_edict': quality.targeted_edict,
        'part_time_creature': quality.part_time_creature,
        'granted': quality.granted,
        'is_spell': quality.is_spell,
        'is_aura': quality.is_aura,
        'colorless': len(quality.colors) = 0,
        'via': flags.via,
        'trample': flags.trample,
        'deathtouch': flags.deathtouch
    } AS explain
FROM (SELECT DISTINCT interaction, reach, quality, flags FROM internal.capability_profiles);

CREATE TABLE internal.capability_signatures AS
SELECT p.capability_id, p.source_oracle_id, p.interaction, g.sig_id
FROM internal.capability_profiles AS p
JOIN internal.signatures AS g
  ON g.interaction = p.interaction
 AND g.reach IS NOT DISTINCT FROM p.reach
 AND g.quality IS NOT DISTINCT FROM p.quality
 AND g.flags IS NOT DISTINCT FROM p.flags;

DROP TABLE internal.capability_profiles;
