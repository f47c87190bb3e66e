-- Offending rows: a vocabulary column holding a word its vocabulary lacks (pipeline/vocabulary.py,
-- loaded as the vocabulary table): one row per (relation, column, word), NULLs allowed.
WITH interaction_words AS (
    -- one pass over each verdict view for all of its columns
    SELECT DISTINCT interaction, verdict, scope FROM interactions
),
all_interaction_words AS (
    SELECT DISTINCT interaction, verdict FROM all_interactions
),
used AS (
    SELECT DISTINCT 'sets' AS relation, 'era' AS column_name, 'era' AS vocabulary, era AS value FROM sets
    UNION ALL SELECT DISTINCT 'eras', 'era', 'era', era FROM eras
    UNION ALL SELECT DISTINCT 'cards', 'first_era', 'era', first_era FROM cards
    UNION ALL SELECT DISTINCT 'cards', 'colors', 'color', unnest(colors) FROM cards
    UNION ALL SELECT DISTINCT 'cards', 'color_identity', 'color', unnest(color_identity) FROM cards
    UNION ALL SELECT DISTINCT 'cards', 'legal_formats', 'format', unnest(legal_formats) FROM cards
    UNION ALL SELECT DISTINCT 'card_faces', 'colors', 'color', unnest(colors) FROM card_faces
    UNION ALL SELECT DISTINCT 'printings', 'rarity', 'rarity', rarity FROM printings
    UNION ALL SELECT DISTINCT 'protections', 'scope', 'scope', scope FROM protections
    UNION ALL SELECT DISTINCT 'protections', 'quality_kind', 'quality_kind', quality_kind FROM protections
    UNION ALL SELECT DISTINCT 'protections', 'colors', 'color', unnest(colors) FROM protections
    UNION ALL SELECT DISTINCT 'protections', 'color_count', 'color_count', color_count FROM protections
    UNION ALL SELECT DISTINCT 'protections', 'spares', 'spares', spares FROM protections
    UNION ALL SELECT DISTINCT 'protection_losses', 'quality_kind', 'quality_kind', quality_kind FROM protection_losses
    UNION ALL SELECT DISTINCT 'localized_protections', 'quality_kind', 'quality_kind', quality_kind FROM localized_protections
    UNION ALL SELECT DISTINCT 'capabilities', 'capability', 'capability', capability FROM capabilities
    UNION ALL SELECT DISTINCT 'capabilities', 'via', 'via', via FROM capabilities
    UNION ALL SELECT DISTINCT 'capabilities', 'object_kind', 'object_kind', object_kind FROM capabilities
    UNION ALL SELECT DISTINCT 'capabilities', 'source_kind', 'source_kind', source_kind FROM capabilities
    UNION ALL SELECT DISTINCT 'capabilities', 'unpreventable', 'unpreventable', unpreventable FROM capabilities
    UNION ALL SELECT DISTINCT 'capabilities', 'source_colors', 'color', unnest(source_colors) FROM capabilities
    UNION ALL SELECT DISTINCT 'capabilities', 'object_colors', 'color', unnest(object_colors) FROM capabilities
    UNION ALL SELECT DISTINCT 'capabilities', 'object_excluded_colors', 'color', unnest(object_excluded_colors) FROM capabilities
    UNION ALL SELECT DISTINCT 'capabilities', 'object_color_count', 'color_count', object_color_count FROM capabilities
    UNION ALL SELECT DISTINCT 'capabilities', 'effect', 'answer_how', effect FROM capabilities
    UNION ALL SELECT DISTINCT 'capabilities', 'effect_speed', 'speed', effect_speed FROM capabilities
    UNION ALL SELECT DISTINCT 'capabilities', 'effect_colors', 'color', unnest(effect_colors) FROM capabilities
    UNION ALL SELECT DISTINCT 'capabilities', 'effect_limit', 'effect_limit', effect_limit FROM capabilities
    -- answer_paths' words come from the effects it is judged from (its outcomes are vocabulary
    -- rows by construction): reading the view itself judges every pair four times over
    UNION ALL SELECT DISTINCT 'answer_effects', 'how', 'answer_how', how FROM internal.answer_effects
    UNION ALL SELECT DISTINCT 'answer_effects', 'speed', 'speed', speed FROM internal.answer_effects
    UNION ALL SELECT DISTINCT 'refresh_log', 'outcome', 'outcome', outcome FROM refresh_log
    UNION ALL SELECT DISTINCT 'protection_changes', 'scope', 'scope', scope FROM protection_changes
    UNION ALL SELECT DISTINCT 'protection_changes', 'quality_kind', 'quality_kind', quality_kind
        FROM protection_changes
    UNION ALL SELECT DISTINCT 'debt_changes', 'scope', 'scope', scope FROM debt_changes
    UNION ALL SELECT DISTINCT 'debt_changes', 'interaction', 'interaction', interaction FROM debt_changes
    UNION ALL SELECT DISTINCT 'debt_changes', 'verdict', 'verdict', verdict FROM debt_changes
    UNION ALL SELECT DISTINCT 'interactions', 'interaction', 'interaction', interaction FROM interaction_words
    UNION ALL SELECT DISTINCT 'interactions', 'verdict', 'verdict', verdict FROM interaction_words
    UNION ALL SELECT DISTINCT 'interactions', 'scope', 'scope', scope FROM interaction_words
    UNION ALL SELECT DISTINCT 'all_interactions', 'interaction', 'capability', interaction FROM all_interaction_words
    UNION ALL SELECT DISTINCT 'all_interactions', 'verdict', 'verdict', verdict FROM all_interaction_words
    UNION ALL SELECT DISTINCT 'answers', 'verdict', 'verdict', verdict FROM answers
    UNION ALL SELECT DISTINCT 'protection_by_set', 'rarity', 'rarity', rarity FROM protection_by_set
    UNION ALL SELECT DISTINCT 'protection_translation_check', 'status', 'translation_status', status
        FROM protection_translation_check
)
SELECT u.relation, u.column_name, u.value
FROM used AS u
WHERE u.value IS NOT NULL
  AND NOT EXISTS (
      SELECT 1 FROM vocabulary AS v WHERE v.vocabulary = u.vocabulary AND v.value = u.value
  )
ORDER BY ALL;
