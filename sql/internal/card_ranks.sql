-- Every card's place in the two orders the outputs rank cards in, and the formats it is legal
-- in as bits (internal.format_bits: one per format, checks/format_bits_overflow.sql):
--   popularity: "most played first", EDHREC's rank (a Commander measure; cards without one
--     last), then name; the one definition of that order;
--   card_rank: how players break ties between answers of one how and speed: the mana it takes
--     to use (its mana value, plus the mana cost of the ability that does it, where only an
--     ability does: "{4}, {T}, Exile Brittle Effigy: Exile target creature" takes 1 + 4), then
--     popularity.
-- Both are unique integers, so aggregates rank cards by an integer and name only the winners.
CREATE TABLE internal.format_bits AS
SELECT format, (row_number() OVER (ORDER BY format) - 1)::INTEGER AS bit
FROM (SELECT DISTINCT unnest(legal_formats) AS format FROM cards);

CREATE TABLE internal.card_ranks AS
WITH popular AS (
    SELECT oracle_id, mana_value,
           row_number() OVER (ORDER BY coalesce(edhrec_rank, 2147483647), name, oracle_id)::INTEGER
               AS popularity
    FROM cards
),
-- the least mana its answers take beyond its mana value: 0 where a spell, a trigger or a static
-- ability of it removes, neutralises or counters; else the cheapest mana cost of an activated
-- ability that does (one that reaches only its controller's own creature is none: Helvault's
-- "{1}, {T}: Exile target creature you control")
activation AS (
    SELECT c.oracle_id,
           min(CASE WHEN c.via = 'ability' THEN internal.cost_mana(internal.line_of(f.oracle_text, c.detail)) ELSE 0 END)
               AS mana
    FROM capabilities AS c
    JOIN card_faces AS f USING (oracle_id, face_index)
    WHERE c.effect IS NOT NULL AND c.effect <> 'combat'
      AND c.object_controller IS DISTINCT FROM 'you'
    GROUP BY c.oracle_id
)
SELECT p.oracle_id,
       row_number() OVER (ORDER BY p.mana_value + coalesce(a.mana, 0), p.popularity)::INTEGER AS card_rank,
       -- (the mana it takes to use, which the report names where an ability adds to it)
       p.mana_value + coalesce(a.mana, 0) AS use_mana,
       p.popularity,
       coalesce(m.format_mask, 0::HUGEINT) AS format_mask
FROM popular AS p
LEFT JOIN (
    SELECT l.oracle_id, bit_or(1::HUGEINT << f.bit::HUGEINT) AS format_mask
    FROM (SELECT oracle_id, unnest(legal_formats) AS format FROM cards) AS l
    JOIN internal.format_bits AS f USING (format)
    WHERE f.bit < 127  -- checks/format_bits_overflow.sql reports a format past the mask
    GROUP BY l.oracle_id
) AS m USING (oracle_id)
LEFT JOIN activation AS a USING (oracle_id);

-- Is a card of this format mask legal in format `fmt` (NULL: every card is)?
CREATE MACRO internal.legal_in(format_mask, fmt) AS
    fmt IS NULL
    OR (format_mask >> (SELECT bit FROM internal.format_bits WHERE format = fmt)::HUGEINT) & 1 = 1;
