-- One row per (set, rarity) from protection_by_set: cards printed and how many have protection,
-- grant it or give it to a player (702.16); the sets page pivots the rarities into columns.
SELECT
    set_code,
    set_name,
    set_type,
    released_at,
    era,
    is_core,
    rarity,
    n_cards,
    n_protected_cards,
    n_granting_cards,
    n_player_protection_cards
FROM protection_by_set
ORDER BY released_at NULLS LAST, set_code, rarity;
