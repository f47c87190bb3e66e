-- One row per (protected card, scope, source card, interaction) that protection doesn't stop
-- (702.16b-f), or never stops (sweeps, edicts, counters): what it does to the card on its own.
-- outcome: removes | neutralises | counters | kills_in_combat | depends | nothing (answer_outcome);
-- how: exile | destroy | sacrifice | bounce | damage | shrink | neutralise | counter | combat.
CREATE VIEW answer_paths AS
SELECT * FROM internal.answer_paths_for(NULL, NULL);
