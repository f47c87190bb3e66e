-- Offending rows: a format past the 127 bits of internal.card_ranks.format_mask, whose answers
-- the report's format pages would not count (sure_answers.sql masks formats to rank answers).
SELECT format, bit FROM internal.format_bits WHERE bit >= 127;
