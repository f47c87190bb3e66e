-- One row per official ruling (or Scryfall note) on a card that has a page (any protection
-- clause): what each card page lists under "Official rulings", oldest first.
SELECT r.oracle_id, r.published_at, r.source, r.text
FROM rulings AS r
JOIN card_protection_flags AS f USING (oracle_id)
ORDER BY r.oracle_id, r.published_at, r.text;
