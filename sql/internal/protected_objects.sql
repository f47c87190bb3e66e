-- One row per (card, scope) whose protection covers an object: the card's own permanent
-- ('self'), what it grants protection to ('granted'), or a player ('player'), with the kinds
-- of object it is (the keys capabilities reach it by; 702.16b-f speak of permanents and players).
CREATE TABLE internal.protected_objects AS
WITH scoped AS (
    SELECT p.oracle_id, p.scope, min(p.subject) AS subject
    FROM protections AS p
    WHERE p.scope IN ('self', 'granted', 'player')
    GROUP BY ALL
)
SELECT
    s.oracle_id,
    s.scope,
    c.name,
    s.scope = 'player' AS is_player,
    s.scope = 'self' AS known,
    CASE
        WHEN s.scope = 'self' THEN c.types
        WHEN s.scope = 'player' THEN []::VARCHAR[]
        WHEN s.subject ILIKE '%permanent%' THEN ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker']
        WHEN s.subject ILIKE '%artifact%' THEN ['Artifact', 'Creature']
        ELSE ['Creature']
    END AS types,
    c.colors,
    CASE WHEN s.scope = 'self' THEN list_concat(c.types, c.supertypes) ELSE [] END AS type_words,
    c.subtypes,
    c.keywords,
    c.mana_value,
    TRY_CAST(c.power AS INTEGER) AS power
FROM scoped AS s
JOIN cards AS c USING (oracle_id);

-- The object kinds each protected object answers to ("target creature", "any target", ...).
CREATE TABLE internal.protected_object_kinds AS
WITH kinds AS (
    SELECT oracle_id, scope, unnest(
        CASE WHEN is_player THEN ['player', 'any']
        ELSE list_concat(
            ['permanent'],
            list_transform(types, lambda t: lower(t)),
            CASE WHEN list_has_any(types, ['Creature', 'Planeswalker', 'Battle']) THEN ['any'] ELSE [] END,
            -- 702.16b: protection doesn't cover a spell on the stack (Counterspell vs Goblin Piledriver)
            CASE WHEN known AND NOT list_contains(types, 'Land') THEN ['spell'] ELSE [] END
        ) END
    ) AS object_kind
    FROM internal.protected_objects
)
SELECT DISTINCT * FROM kinds;
