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
    c.mana_value,
    c.keywords,
    c.is_funny,
    list_contains(c.keywords, 'Trample') AS has_trample,
    list_contains(c.keywords, 'Deathtouch') AS has_deathtouch,
    list_contains(f.subtypes, 'Aura') AS is_aura,
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
        AS rolls_die
FROM card_faces AS f
JOIN cards AS c USING (oracle_id);
