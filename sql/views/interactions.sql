-- One row per (protected card, scope, source card, DEBT interaction): can the source still
-- Damage, Enchant/Equip (attach), Block or Target it, with the rule (702.16b-f) and a reason.
CREATE VIEW interactions AS
SELECT *
FROM all_interactions
WHERE interaction IN (SELECT value FROM vocabulary WHERE vocabulary = 'interaction');
