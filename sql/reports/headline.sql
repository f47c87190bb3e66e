-- One row: the overview's headline numbers. A protected card has a self-scope protection row
-- (702.16: its own permanent has protection); unparsed counts clauses the parser left unclassified.
SELECT
    (SELECT count(*) FROM cards) AS n_cards,
    (SELECT count(*) FROM sets) AS n_sets,
    (SELECT count(*) FROM printings) AS n_printings,
    (SELECT count(*) FROM card_protection_flags) AS n_any_protection,
    (SELECT count(*) FROM card_protection_flags WHERE has_self) AS n_protected,
    (SELECT count(*) FROM card_protection_flags AS f JOIN cards AS c USING (oracle_id)
        WHERE f.has_self AND c.is_funny) AS n_protected_funny,
    (SELECT count(*) FROM card_protection_flags WHERE has_granted) AS n_granting,
    (SELECT count(*) FROM card_protection_flags WHERE has_player) AS n_player,
    (SELECT count(DISTINCT (oracle_id, face_index, clause_index)) FROM protections
        WHERE quality_kind = 'unparsed') AS n_unparsed,
    (SELECT count(DISTINCT oracle_id) FROM protection_losses) AS n_losing_cards;
