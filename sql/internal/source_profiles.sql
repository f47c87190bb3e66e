-- One row per card face: its characteristics as a source of spells, abilities, damage,
-- blocks and attachments (702.16a: color, types, subtypes, supertypes, mana value, name).
CREATE TABLE internal.source_profiles AS
SELECT
    f.oracle_id,
    f.face_index,
    c.name AS card_name,
    f.name AS face_name,
    f.colors,
    f.types,
    f.subtypes,
    f.supertypes,
    -- a blocker's power, as printed (skulk, 702.118b)
    TRY_CAST(f.power AS INTEGER) AS power,
    -- on the stack only the half or face being cast exists, with its own mana cost (709.3
    -- split, 715.3 adventure, 712.8 modal double-faced); other faces share the card's
    CASE WHEN c.layout IN ('split', 'aftermath', 'adventure', 'modal_dfc')
         THEN internal.mana_cost_value(f.mana_cost) ELSE c.mana_value END AS mana_value,
    -- 202.3e: on the stack X counts in the mana value
    coalesce(regexp_matches(f.mana_cost, '\{[XYZ]\}'), false) AS has_x,
    -- the face's own keyword abilities: a card's keywords are all its faces' (MTGJSON), and
    -- the back face's flying is not the front face's (Delver of Secrets, a 1/1 without it);
    -- a face's keyword is one its own text names; and those of the keyword counters it enters
    -- with (122.1b: "Kappa Tech-Wrecker enters with a deathtouch counter on it")
    list_distinct(list_concat(
        CASE WHEN count(*) OVER (PARTITION BY f.oracle_id) > 1
             THEN list_filter(c.keywords, lambda k: contains(lower(f.oracle_text), lower(k)))
             ELSE c.keywords END,
        list_transform(
            regexp_extract_all(f.oracle_text,
                               'enters(?: the battlefield)? with an? (flying|first strike|double strike|deathtouch|'
                               || 'hexproof|indestructible|lifelink|menace|reach|trample|vigilance) counter', 1),
            lambda k: upper(k[1]) || k[2:]))) AS keywords,
    c.is_funny,
    -- a creature that says it isn't one while a condition holds ("As long as your devotion to
    -- blue and red is less than seven, Keranos isn't a creature"): a creature only sometimes
    list_contains(f.types, 'Creature')
        AND regexp_matches(regexp_replace(f.oracle_text, '\([^)]*\)', '', 'g'),
                           '(^|\n|, |\. )(As long as [^\n]*, )?\S[^\n.]* isn''t a creature( unless|\.)')
        AS part_time_creature,
    -- Un-card qualities card data decides: words in the name (hyphenated words are one) and
    -- whether the source lets a player roll a die (Knight of the Kitchen Sink, Proper Laboratory Attire)
    len(string_split(f.name, ' ')) AS name_words,
    regexp_matches(f.oracle_text,
                   '(?i)\brolls? (a|an|one|two|three|four|five|six|X|\d+) (\w+-sided )?(die|dice|d\d+)\b')
        AS rolls_die,
    -- 702.73a changeling, or the same written out ("Mistform Ultimus is every creature type")
    list_contains(c.keywords, 'Changeling')
        OR contains(f.oracle_text, f.name || ' is every creature type')
        OR contains(f.oracle_text, c.name || ' is every creature type') AS every_creature_type
FROM card_faces AS f
JOIN cards AS c USING (oracle_id);
