-- One row per card with any protection clause (each gets a page): its characteristics, faces,
-- first printing and era, the formats it is legal in, and which kinds of protection it has
-- (702.16); with $format, only cards legal in that format.
SELECT
    c.oracle_id,
    c.name,
    c.layout,
    c.mana_cost,
    c.colors,
    c.type_line,
    c.is_funny,
    c.first_released_at,
    c.first_set_code,
    s.name AS first_set_name,
    c.first_era AS era,
    c.n_printings,
    c.legal_formats,
    c.edhrec_rank,
    f.has_self,
    f.has_granted,
    f.has_player,
    f.has_token,
    f.has_unparsed,
    (
        SELECT list(
            {'name': cf.name, 'mana_cost': cf.mana_cost, 'type_line': cf.type_line,
             'oracle_text': cf.oracle_text}
            ORDER BY cf.face_index
        )
        FROM card_faces AS cf
        WHERE cf.oracle_id = c.oracle_id
    ) AS faces,
    (
        SELECT list(DISTINCT p.rarity ORDER BY p.rarity)
        FROM printings AS p
        WHERE p.oracle_id = c.oracle_id
    ) AS rarities
FROM card_protection_flags AS f
JOIN cards AS c USING (oracle_id)
LEFT JOIN sets AS s ON s.set_code = c.first_set_code
WHERE $format IS NULL OR list_contains(c.legal_formats, $format)
ORDER BY c.name, c.oracle_id;
