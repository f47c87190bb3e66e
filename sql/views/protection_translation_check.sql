-- One row per (card, language, printed text) where either the printed text or the English
-- oracle text has a protection clause: do their qualities agree (702.16g/h: one per quality)?
CREATE VIEW protection_translation_check AS
WITH comparable AS (
    -- the kinds a translation can be checked on (pipeline/parse/localized.py)
    SELECT DISTINCT oracle_id, face_index, clause_index, quality_kind, quality_value
    FROM protections AS p
    WHERE quality_kind IN (SELECT value FROM vocabulary WHERE vocabulary = 'translated_quality_kind')
      -- (not the certain part of a quality the game decides, which no text spells out: the
      -- card's own color among "the colors of permanents you control", Empty-Shrine Kannushi)
      AND NOT EXISTS (SELECT 1 FROM protections AS v
                      WHERE v.oracle_id = p.oracle_id AND v.face_index = p.face_index
                        AND v.clause_index = p.clause_index AND v.quality_kind = 'variable')
),
english AS (
    SELECT oracle_id, list_sort(list(quality_kind || ':' || coalesce(quality_value, ''))) AS qualities
    FROM comparable
    GROUP BY oracle_id
),
printed AS (
    SELECT n.oracle_id, n.lang, n.printed_text,
           list_sort(list(l.quality_kind || ':' || coalesce(l.quality_value, ''))
               FILTER (WHERE l.quality_kind <> 'unparsed')) AS qualities,
           count(l.quality_kind) FILTER (WHERE l.quality_kind = 'unparsed') AS n_unparsed
    FROM (SELECT DISTINCT oracle_id, lang, printed_text FROM card_names
          WHERE lang IN (SELECT DISTINCT lang FROM localized_protections)) AS n
    LEFT JOIN localized_protections AS l USING (oracle_id, lang, printed_text)
    WHERE n.oracle_id IN (SELECT oracle_id FROM protections UNION SELECT oracle_id FROM localized_protections)
    GROUP BY ALL
)
SELECT
    p.oracle_id,
    c.name,
    p.lang,
    (SELECT string_agg(DISTINCT n.name, ' // ' ORDER BY n.name) FROM card_names AS n
     WHERE n.oracle_id = p.oracle_id AND n.lang = p.lang AND n.printed_text IS NOT DISTINCT FROM p.printed_text)
        AS printed_name,
    p.printed_text,
    c.oracle_text,
    coalesce(e.qualities, []) AS oracle_qualities,
    coalesce(p.qualities, []) AS printed_qualities,
    p.n_unparsed,
    CASE
        WHEN p.printed_text IS NULL OR p.printed_text = '' THEN 'not_comparable'
        WHEN len(coalesce(e.qualities, [])) = 0 AND len(coalesce(p.qualities, [])) = 0 THEN 'not_comparable'
        WHEN coalesce(e.qualities, []) = coalesce(p.qualities, []) THEN 'agree'
        ELSE 'disagree'
    END AS status
FROM printed AS p
JOIN cards AS c USING (oracle_id)
LEFT JOIN english AS e USING (oracle_id);
