-- One row per (set, card with any protection clause printed in it): the sets page's card links
-- and its qualities (702.16a), at the card's lowest rarity in that set.
SELECT
    p.set_code,
    p.oracle_id,
    c.name,
    arg_min(
        p.rarity,
        CASE p.rarity WHEN 'common' THEN 1 WHEN 'uncommon' THEN 2 WHEN 'rare' THEN 3
            WHEN 'mythic' THEN 4 ELSE 5 END
    ) AS rarity,
    f.has_self,
    f.has_granted,
    f.has_player
FROM printings AS p
JOIN card_protection_flags AS f USING (oracle_id)
JOIN cards AS c USING (oracle_id)
GROUP BY ALL
ORDER BY p.set_code, c.name, p.oracle_id;
