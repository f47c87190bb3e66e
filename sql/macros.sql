-- Macros the cross-reference shares: does a protection quality match a source (702.16a-f),
-- and does a capability's restriction admit a protected object. One place, so views can't drift.

CREATE MACRO compare_number(value, op, bound) AS
    CASE op
        WHEN '>=' THEN value >= bound
        WHEN '<=' THEN value <= bound
        WHEN '>' THEN value > bound
        WHEN '<' THEN value < bound
        WHEN '=' THEN value = bound
        WHEN '!=' THEN value <> bound
    END;

-- 2 = the source has the quality (stopped), 1 = it depends on play (a choice, a condition,
-- a duration, who controls it), 0 = the source does not have the quality.
-- p is a protections row; s_* are the source's characteristics (color, not color identity).
CREATE MACRO quality_match(p, s_colors, s_types, s_subtypes, s_supertypes, s_mana_value, s_name, s_is_spell) AS
    CASE
        WHEN p.quality_kind = 'everything' THEN
            CASE WHEN p.condition IS NULL AND p.duration IS NULL THEN 2 ELSE 1 END
        WHEN p.quality_kind = 'unparsed' THEN 1
        WHEN (p.colors IS NOT NULL AND NOT list_has_any(s_colors, p.colors))
          OR (p.color_count = 'colored' AND len(s_colors) = 0)
          OR (p.color_count = 'multicolored' AND len(s_colors) < 2)
          OR (p.color_count = 'monocolored' AND len(s_colors) <> 1)
          OR (p.color_count = 'colorless' AND len(s_colors) > 0)
          OR (p.chosen = 'color' AND len(s_colors) = 0)      -- 105.2c: colorless is not a color
          OR (p.card_type IS NOT NULL AND NOT list_contains(s_types, p.card_type))
          OR (p.subtype IS NOT NULL AND NOT list_contains(s_subtypes, p.subtype))
          OR (p.excluded_subtype IS NOT NULL AND list_contains(s_subtypes, p.excluded_subtype))
          OR (p.supertype IS NOT NULL AND NOT list_contains(s_supertypes, p.supertype))
          OR (p.mana_value IS NOT NULL AND NOT compare_number(s_mana_value, p.mana_value_op, p.mana_value))
          OR (p.spells_only AND NOT s_is_spell)
          OR (p.name IS NOT NULL AND s_name <> p.name)
        THEN 0
        WHEN p.chosen IS NOT NULL OR p.controller IS NOT NULL OR p.state IS NOT NULL
          OR p.quality_kind IN ('player', 'chosen', 'variable')
          OR p.condition IS NOT NULL OR p.duration IS NOT NULL
        THEN 1
        ELSE 2
    END;

-- Whether a capability's evaluable restrictions admit the protected object o (a
-- protected_objects row). Unknown characteristics (granted protection) admit everything.
CREATE MACRO restrictions_admit(c, o) AS
    NOT o.known OR (
        (c.object_colors IS NULL OR list_has_any(o.colors, c.object_colors))
        AND (c.object_excluded_colors IS NULL OR NOT list_has_any(o.colors, c.object_excluded_colors))
        AND (c.object_excluded_types IS NULL OR NOT list_has_any(o.types, c.object_excluded_types))
        AND (c.object_subtype IS NULL OR list_contains(o.subtypes, c.object_subtype))
        AND (c.object_keyword IS NULL OR list_contains(o.keywords, c.object_keyword))
        AND (c.object_excluded_keyword IS NULL OR NOT list_contains(o.keywords, c.object_excluded_keyword))
        AND (c.object_mana_value_op IS NULL
             OR compare_number(o.mana_value, c.object_mana_value_op, c.object_mana_value))
        AND (c.object_power_op IS NULL OR o.power IS NULL
             OR compare_number(o.power, c.object_power_op, c.object_power))
        AND (c.can_block_only IS NULL OR list_contains(o.keywords, c.can_block_only))
    );
