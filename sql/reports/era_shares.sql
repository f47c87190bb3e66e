-- One row per era (protection_by_era, plus the era's first set): the share of new cards with
-- protection (self scope, Un-cards left out); tests the seeds' claims b and d (702.16).
SELECT
    b.era,
    b.starts_on,
    e.first_set,
    b.note,
    b.n_new_cards,
    b.n_new_protected_cards,
    b.share,
    b.n_new_granting_cards,
    b.n_new_player_protection_cards
FROM protection_by_era AS b
JOIN eras AS e USING (era)
ORDER BY b.starts_on;
