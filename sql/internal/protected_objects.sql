-- One row per (card, scope) whose protection covers an object: the card's own permanent
-- ('self'), what it grants protection to ('granted'), or a player ('player'), with the kinds
-- of object it is (the keys capabilities reach it by; 702.16b-f speak of permanents and players).
-- object_id is the small key the verdict tables join on (integers join and group much faster
-- than an oracle id and a scope).
CREATE TABLE internal.protected_objects AS
WITH granted_types AS (
    -- what a granting clause's subject can be (the parser reads it from its words:
    -- protection.subject_types): "you and planeswalkers you control" protects planeswalkers,
    -- never creatures; a subject naming no type is a creature
    -- (and the toughness its sentence gives it beside the protection: "Equipped creature gets
    -- +2/+2 and has protection from red and from blue", 2; not "+1/+1 for each ...", which
    -- may be none; 1 without: a creature has toughness 1 at least, 704.5f)
    SELECT p.oracle_id, p.scope, p.subject_types AS types,
           CASE WHEN regexp_matches(p.text, '\bgets? \+\d+/\+\d+ for each\b') THEN 1
                ELSE greatest(coalesce(TRY_CAST(regexp_extract(p.text, '\bgets? \+\d+/\+(\d+)\b', 1) AS INTEGER), 1), 1)
           END AS toughness_floor
    FROM protections AS p
    WHERE p.scope = 'granted'
),
-- A noncreature card that becomes a creature (Opal Guardian "becomes a 3/4 Gargoyle creature
-- with flying and protection from red"): it is judged also as that creature, the form the
-- capability parser read for its combat (source_forms.py), with the keywords it gains
animated AS (
    SELECT oracle_id, list_distinct(flatten(list(coalesce(source_keywords, [])))) AS keywords
    FROM capabilities
    WHERE via = 'combat' AND source_kind = 'animated' AND list_contains(source_types, 'Creature')
    GROUP BY oracle_id
),
scoped AS (
    SELECT p.oracle_id, p.scope, any_value(p.opponent_differs) AS opponent_differs,
           list_sort(list_distinct(flatten(list(g.types)))) AS granted_types,
           min(g.toughness_floor) AS toughness_floor
    FROM (
        -- whether some protection of the object is decided when its opponent controls the
        -- source (702.16k): only then does the opponent's side need verdicts of its own
        SELECT oracle_id, scope, coalesce(bool_or(internal.stops_opponent(protections)), false) AS opponent_differs
        FROM protections WHERE scope IN (SELECT value FROM vocabulary WHERE vocabulary = 'object_scope')
        GROUP BY ALL
    ) AS p
    LEFT JOIN granted_types AS g USING (oracle_id, scope)
    GROUP BY ALL
)
SELECT
    row_number() OVER (ORDER BY s.oracle_id, s.scope)::INTEGER AS object_id,
    s.oracle_id,
    s.scope,
    c.name,
    s.scope = 'player' AS is_player,
    s.scope = 'self' AS known,
    s.opponent_differs,
    CASE
        WHEN s.scope = 'self' THEN t.types
        WHEN s.scope = 'player' THEN []::VARCHAR[]
        ELSE s.granted_types
    END AS types,
    coalesce(f.colors, c.colors) AS colors,
    CASE WHEN s.scope = 'self' THEN list_concat(t.types, coalesce(f.supertypes, c.supertypes)) ELSE [] END AS type_words,
    -- ... and as a spell, what a counterspell sees: its printed types, never the creature its
    -- own ability makes it on the battlefield (Opal Guardian is an enchantment spell)
    CASE WHEN s.scope = 'self' THEN list_concat(coalesce(f.types, c.types), coalesce(f.supertypes, c.supertypes))
         ELSE [] END AS spell_type_words,
    coalesce(f.subtypes, c.subtypes) AS subtypes,
    t.keywords,
    c.mana_value,
    -- {X} in its cost: as a spell, its mana value counts the X chosen (202.3e)
    s.scope = 'self' AND contains(coalesce(c.mana_cost, ''), '{X}') AS x_in_cost,
    -- its body as it enters: printed, with the +1/+1 counters it surely enters with (Phantom
    -- Centaur, a 2/0 with three, is a 5/3); unknown where play sets it ("*", X counters); a
    -- noncreature card that becomes a creature has the body its ability names (Opal Guardian,
    -- a 3/4 Gargoyle)
    coalesce(TRY_CAST(coalesce(f.power, c.power) AS INTEGER) + l.entering,
             CASE WHEN a.oracle_id IS NOT NULL AND s.scope = 'self' THEN internal.animated_body(c.oracle_text)[1] END) AS power,
    coalesce(TRY_CAST(coalesce(f.toughness, c.toughness) AS INTEGER) + l.entering,
             CASE WHEN a.oracle_id IS NOT NULL AND s.scope = 'self' THEN internal.animated_body(c.oracle_text)[2] END) AS toughness,
    -- what a granted protection protects: the least toughness it has whatever creature it is
    -- (the granting sentence's +N/+M, else 1); NULL for the card's own and a player
    CASE WHEN s.scope = 'granted' THEN s.toughness_floor END AS toughness_floor,
    -- the name of the set it was first printed in ("a name originally printed in the Homelands
    -- expansion", Apocalypse Chime)
    e.name AS first_set_name,
    -- 101.2: "This spell can't be countered." (unconditional: a sentence of its own)
    s.scope = 'self' AND (contains(c.oracle_text, 'This spell can''t be countered.')
                          OR contains(c.oracle_text, c.name || ' can''t be countered.')) AS uncounterable,
    -- its own text makes it stronger or tougher as play goes (internal.grows): damage, -N/-N
    -- and a bound on power or toughness only may deal with it
    s.scope = 'self' AND internal.grows(l.named, t.keywords, coalesce(f.subtypes, c.subtypes), 'power') AS grows_stronger,
    s.scope = 'self' AND internal.grows(l.named, t.keywords, coalesce(f.subtypes, c.subtypes), 'toughness') AS grows_tougher,
    -- ... or by a fixed amount under a condition ("Threshold — As long as seven or more cards
    -- are in your graveyard, Mystic Crusader gets +1/+1"), and the +1/+1 counters its own enter
    -- trigger puts on a creature its controller chooses, which may be itself ("When Basri's
    -- Lieutenant enters, put a +1/+1 counter on target creature you control"): the most
    -- toughness and power it adds (NULL: none), which a kill must beat and a bound must admit
    nullif(coalesce(list_max(list_transform(b.boost_lines, lambda line:
        TRY_CAST(regexp_extract(line, '(?:CARDNAME gets|Creatures named CARDNAME get) \+\d+/\+(\d+)', 1) AS INTEGER))), 0)
        + b.entering_boost, 0) AS toughness_boost,
    nullif(coalesce(list_max(list_transform(b.boost_lines, lambda line:
        TRY_CAST(regexp_extract(line, '(?:CARDNAME gets|Creatures named CARDNAME get) \+(\d+)/[+-]\d+', 1) AS INTEGER))), 0)
        + b.entering_boost, 0) AS power_boost,
    -- how its own text lets it escape destruction (internal.escapes_destruction): destruction
    -- only may remove it; what a granted protection's creature can do is unknown
    CASE WHEN s.scope = 'self'
         THEN internal.escapes_destruction(l.named)
    END AS escapes_destruction,
    -- the evasion the card's own creature has as an attacker (702.9b flying, 702.28b shadow,
    -- 702.31b horsemanship, 702.36b fear, 702.13b intimidate, 702.118b skulk, 702.14c landwalk, "can't be
    -- blocked"; 702.111b menace, which no single creature blocks: internal.meets_in_combat only);
    -- what a granted protection's creature has is unknown
    CASE WHEN s.scope = 'self' THEN list_concat(
        list_intersect(['Flying', 'Shadow', 'Horsemanship', 'Fear', 'Intimidate', 'Skulk', 'Menace'], t.keywords),
        CASE WHEN internal.has_landwalk(t.keywords) THEN ['Landwalk'] ELSE [] END,
        CASE WHEN list_contains(string_split(c.oracle_text, chr(10)), c.name || ' can''t be blocked.')
             THEN ['Unblockable'] ELSE [] END,
        CASE WHEN internal.blocked_only_by_several(l.named) THEN ['Menace'] ELSE [] END
    ) ELSE []::VARCHAR[] END AS evasions
FROM scoped AS s
JOIN cards AS c USING (oracle_id)
LEFT JOIN sets AS e ON e.set_code = c.first_set_code
LEFT JOIN animated AS a USING (oracle_id)
-- A card of several faces whose own protection is on one of them (Katilda, Dawnhart Martyr,
-- the front of a card that transforms into an Aura; Tok-Tok, Volcano Born, the flipped half of
-- Akki Lavarunner; an adventurer): the permanent it protects is that face, with its types,
-- colors and body (712.8a, 710.1b), not the union of the card's faces
LEFT JOIN (
    SELECT f.*
    FROM card_faces AS f
    JOIN (
        SELECT oracle_id, any_value(face_index) AS face_index
        FROM protections
        WHERE scope = 'self'
        GROUP BY oracle_id
        HAVING count(DISTINCT face_index) = 1
    ) AS one USING (oracle_id, face_index)
    WHERE f.oracle_id IN (SELECT oracle_id FROM card_faces WHERE face_index > 0)
) AS f ON f.oracle_id = s.oracle_id AND s.scope = 'self'
CROSS JOIN LATERAL (
    SELECT CASE WHEN a.oracle_id IS NULL THEN coalesce(f.types, c.types)
                ELSE list_distinct(list_concat(coalesce(f.types, c.types), ['Creature'])) END AS types,
           CASE WHEN a.oracle_id IS NULL THEN c.keywords
                ELSE list_concat(c.keywords, list_filter(a.keywords, lambda k: NOT list_contains(c.keywords, k)))
           END AS keywords
) AS t
-- its text with its name as CARDNAME (internal.named_text), read once: its lines, and the
-- counters it surely enters with ("Polukranos enters with six +1/+1 counters on it")
CROSS JOIN LATERAL (
    SELECT internal.named_text(c.oracle_text, c.name, c.supertypes) AS text
) AS nt
CROSS JOIN LATERAL (
    SELECT string_split(nt.text, chr(10)) AS named,
           internal.entering_counters(nt.text, 'CARDNAME', c.keywords) AS entering
) AS l
-- its lines of a fixed boost under a condition (not activated, no count play decides), its own
-- or as a lord's ("Creatures named Ivory Guardians get +1/+1 as long as ...")
CROSS JOIN LATERAL (
    SELECT list_filter(l.named, lambda line:
               regexp_matches(line, '(?:CARDNAME gets|Creatures named CARDNAME get) \+\d+/[+-]\d+')
               AND NOT regexp_matches(line, '^(?:[^—]* — )?When ') AND NOT contains(line, ':')
               AND NOT regexp_matches(line, 'for each|\+X|X is')) AS boost_lines,
           internal.enter_counters_on_itself(nt.text) AS entering_boost
) AS b;

-- The object kinds each protected object answers to ("target creature", "any target", ...).
CREATE TABLE internal.protected_object_kinds AS
WITH kinds AS (
    SELECT object_id, unnest(
        CASE WHEN is_player THEN ['player', 'any']
        ELSE list_concat(
            ['permanent'],
            list_transform(types, lambda t: lower(t)),
            CASE WHEN list_has_any(types, ['Creature', 'Planeswalker', 'Battle']) THEN ['any'] ELSE [] END,
            -- the card as a spell: only a counterspell's `counter` answer reaches it (702.16b:
            -- protection covers permanents and players, not a spell on the stack)
            CASE WHEN known AND NOT list_contains(types, 'Land') THEN ['spell'] ELSE [] END
        ) END
    ) AS object_kind
    FROM internal.protected_objects
)
SELECT DISTINCT * FROM kinds;
