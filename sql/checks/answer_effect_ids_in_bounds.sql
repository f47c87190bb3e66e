-- Offending rows: an answer effect whose id does not fit the 24 bits answer_outcomes.sql packs it
-- into beside its rank (the best path of a class would then be misread).
SELECT effect_id FROM internal.answer_effects WHERE effect_id >= 16777216;
