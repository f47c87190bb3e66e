-- One row per era: cards first printed in it (by the first printing's own date, cards.first_era),
-- and the share of them that have protection (self scope). Un-cards (is_funny) are left out:
-- they are not part of the game's history.
CREATE VIEW protection_by_era AS
SELECT
    e.era,
    e.starts_on,
    e.note,
    count(c.oracle_id) AS n_new_cards,
    count(c.oracle_id) FILTER (WHERE f.has_self) AS n_new_protected_cards,
    coalesce(round(count(c.oracle_id) FILTER (WHERE f.has_self) / nullif(count(c.oracle_id), 0), 4), 0)
        AS share,
    count(c.oracle_id) FILTER (WHERE f.has_granted) AS n_new_granting_cards,
    count(c.oracle_id) FILTER (WHERE f.has_player) AS n_new_player_protection_cards
FROM eras AS e
LEFT JOIN cards AS c ON c.first_era = e.era AND NOT c.is_funny
LEFT JOIN card_protection_flags AS f USING (oracle_id)
GROUP BY ALL
ORDER BY e.starts_on;
