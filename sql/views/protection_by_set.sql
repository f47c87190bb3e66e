-- One row per (set, rarity): how many distinct cards printed there have protection, by kind.
-- "Protected" = the card's own permanent has protection (702.16; conditional included).
CREATE VIEW protection_by_set AS
SELECT
    s.set_code,
    s.name AS set_name,
    s.set_type,
    s.released_at,
    s.era,
    s.is_core,
    p.rarity,
    count(DISTINCT p.oracle_id) AS n_cards,
    count(DISTINCT p.oracle_id) FILTER (WHERE f.has_self) AS n_protected_cards,
    count(DISTINCT p.oracle_id) FILTER (WHERE f.has_granted) AS n_granting_cards,
    count(DISTINCT p.oracle_id) FILTER (WHERE f.has_player) AS n_player_protection_cards
FROM printings AS p
JOIN sets AS s USING (set_code)
LEFT JOIN card_protection_flags AS f USING (oracle_id)
GROUP BY ALL;
