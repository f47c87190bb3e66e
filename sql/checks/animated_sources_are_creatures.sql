-- Offending rows: an animated permanent or crewed Vehicle whose combat rows don't make it a
-- creature (613.1d: the effect sets its card types), or an emblem with a color or a type (114.3).
SELECT c.name, k.capability, k.source_kind, k.source_colors, k.source_types
FROM capabilities AS k
JOIN cards AS c USING (oracle_id)
WHERE (k.source_kind IN ('animated', 'crewed') AND NOT list_contains(k.source_types, 'Creature'))
   OR (k.source_kind = 'emblem' AND (len(k.source_colors) > 0 OR len(k.source_types) > 0));
