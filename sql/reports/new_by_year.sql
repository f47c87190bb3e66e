-- One row per year of first printing (cards.first_released_at; Un-cards left out): new cards and
-- how many of them have protection (self), grant it, or give it to a player (702.16).
SELECT
    year(c.first_released_at) AS year,
    count(*) AS n_new_cards,
    count(*) FILTER (WHERE f.has_self) AS n_self,
    count(*) FILTER (WHERE f.has_granted) AS n_granted,
    count(*) FILTER (WHERE f.has_player) AS n_player
FROM cards AS c
LEFT JOIN card_protection_flags AS f USING (oracle_id)
WHERE c.first_released_at IS NOT NULL AND NOT c.is_funny
GROUP BY ALL
ORDER BY year;
