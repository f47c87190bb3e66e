-- One row per (era, core set or not, rarity of the first printing): cards new in the era (Un-cards
-- left out) and how many have protection (self scope); tests the seeds' claims c and d.
WITH first_printing AS (
    SELECT
        c.oracle_id,
        c.first_era AS era,
        s.is_core,
        coalesce(f.has_self, false) AS protected,
        -- a card first printed at two rarities in one set counts at the lower one
        arg_min(p.rarity, coalesce(r.rank, 99)) AS rarity
    FROM cards AS c
    JOIN sets AS s ON s.set_code = c.first_set_code
    JOIN printings AS p
        ON p.oracle_id = c.oracle_id AND p.set_code = c.first_set_code
        AND p.released_at = c.first_released_at
    LEFT JOIN vocabulary AS r ON r.vocabulary = 'rarity' AND r.value = p.rarity
    LEFT JOIN card_protection_flags AS f ON f.oracle_id = c.oracle_id
    WHERE NOT c.is_funny AND c.first_era IS NOT NULL
    GROUP BY ALL
)
SELECT
    era,
    is_core,
    rarity,
    count(*) AS n_new_cards,
    count(*) FILTER (WHERE protected) AS n_new_protected
FROM first_printing
GROUP BY ALL
ORDER BY era, is_core, rarity;
