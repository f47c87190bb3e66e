-- One row per card with any protection clause: which kinds of protection it has. "Protected
-- card" in the reports means has_self (its own permanent has protection, conditional included).
CREATE VIEW card_protection_flags AS
SELECT
    oracle_id,
    bool_or(scope = 'self') AS has_self,
    bool_or(scope = 'granted') AS has_granted,
    bool_or(scope = 'player') AS has_player,
    bool_or(scope = 'token') AS has_token,
    bool_or(quality_kind = 'unparsed') AS has_unparsed
FROM protections
GROUP BY oracle_id;
