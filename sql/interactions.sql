-- One row per (protected card, scope, source card, DEBT interaction): can the source still do it?
-- 702.16b-f: any unconditional quality stops a path; the source gets through if any of its paths does.
CREATE VIEW interactions AS
WITH per_capability AS (
    -- all of the object's protections apply at once: the strongest one decides a path
    SELECT
        protected_oracle_id, protected_name, scope, source_oracle_id, source_name, interaction,
        capability_id,
        max(rank) AS rank,
        arg_max(
            {
                'rule_key': rule_key, 'text': protection_text, 'condition': condition,
                'duration': duration, 'chosen': chosen, 'via': via, 'detail': detail,
                'trample': has_trample AND via = 'combat', 'deathtouch': has_deathtouch,
                'colorless': source_colorless
            },
            rank * 1000 - clause_index
        ) AS why,
        bool_or(color_quality) AS any_color_quality,
        bool_or(spells_only) AS any_spells_only
    FROM interaction_candidates
    WHERE interaction IN ('target', 'damage', 'block', 'attach')
    GROUP BY ALL
),
per_source AS (
    -- a source gets through if any one of its paths (abilities, spell, combat) does
    SELECT
        protected_oracle_id, protected_name, scope, source_oracle_id, source_name, interaction,
        min(rank) AS rank,
        arg_min(
            struct_insert(why, any_color_quality := any_color_quality, any_spells_only := any_spells_only),
            rank * 1000000 + capability_id
        ) AS why
    FROM per_capability
    GROUP BY ALL
),
explained AS (
    SELECT
        *,
        CASE
            WHEN rank = 0 AND why.rule_key NOT IN ('stack', 'fight') AND why.colorless AND why.any_color_quality
                THEN 'colorless'
            ELSE why.rule_key
        END AS cited
    FROM per_source
)
SELECT
    e.protected_oracle_id,
    e.protected_name,
    e.scope,
    e.source_oracle_id,
    e.source_name,
    e.interaction,
    CASE e.rank WHEN 2 THEN 'prevented' WHEN 1 THEN 'conditional' ELSE 'allowed' END AS verdict,
    r.rule,
    CASE
        WHEN e.rank = 2 THEN
            format('"{}" stops this ({})', e.why.text, e.why.detail)
            || CASE WHEN e.interaction = 'damage' AND e.why.trample
                    THEN '; a trampler must still assign it lethal damage (702.19c)' ELSE '' END
            || CASE WHEN e.interaction = 'damage' AND e.why.deathtouch
                    THEN '; deathtouch does nothing when the damage is prevented (702.2b)' ELSE '' END
        WHEN e.rank = 1 THEN
            format('depends on play: {} ("{}")',
                   coalesce(e.why.condition, e.why.duration, 'the chosen ' || e.why.chosen,
                            CASE WHEN e.why.rule_key = 'fight' THEN 'the colors and types of the fighting creature' END,
                            'who controls or what is true of the source'),
                   e.why.text)
        WHEN e.cited = 'stack' THEN 'protection covers permanents and players, not a spell on the stack'
        WHEN e.cited = 'colorless' THEN 'colorless is not a color, so no color protection covers this source'
        WHEN e.why.any_spells_only AND e.why.via <> 'spell'
            THEN 'the quality names spells; this is ' || CASE e.why.via WHEN 'combat' THEN 'a creature in combat' ELSE 'an ability or a permanent' END
        ELSE format('{} has none of the qualities {} is protected from', e.source_name, e.protected_name)
    END AS reason
FROM explained AS e
JOIN rules AS r ON r.rule_key = e.cited;
