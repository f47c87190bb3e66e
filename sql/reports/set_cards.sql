-- One row per (set, card with any protection clause printed in it): the sets page's card links
-- and its qualities (702.16a), at the card's lowest rarity in that set.
SELECT
    p.set_code,
    p.oracle_id,
    c.name,
    arg_min(p.rarity, coalesce(r.rank, 99)) AS rarity,
    f.has_self,
    f.has_granted,
    f.has_player
FROM printings AS p
JOIN card_protection_flags AS f USING (oracle_id)
JOIN cards AS c USING (oracle_id)
LEFT JOIN vocabulary AS r ON r.vocabulary = 'rarity' AND r.value = p.rarity
GROUP BY ALL
ORDER BY p.set_code, c.name, p.oracle_id;
