-- One row per language in card_names ('en', the oracle text, is the reference): how many of
-- its printed texts agree with the oracle's protection qualities, disagree (listed), or can't compare.
WITH langs AS (
    SELECT
        lang,
        count(DISTINCT oracle_id) AS n_cards,
        count(DISTINCT oracle_id) FILTER (WHERE coalesce(printed_text, '') <> '') AS n_cards_with_text
    FROM card_names
    GROUP BY lang
),
checked AS (
    -- the languages the view compares: those whose printed texts the parser read a clause in
    SELECT DISTINCT lang FROM localized_protections
),
checks AS (
    SELECT
        *,
        -- the view joins a printed text's names unordered: sort them so two builds are identical
        array_to_string(list_sort(list_distinct(string_split(printed_name, ' // '))), ' // ')
            AS sorted_printed_name
    FROM protection_translation_check
)
SELECT
    l.lang,
    l.lang = 'en' AS is_reference,
    l.lang IN (SELECT lang FROM checked) AS is_checked,
    l.n_cards,
    l.n_cards_with_text,
    (SELECT count(DISTINCT oracle_id) FROM protections
        WHERE quality_kind IN (SELECT value FROM vocabulary WHERE vocabulary = 'translated_quality_kind'))
        AS n_oracle_comparable,
    count(t.oracle_id) AS n_compared,
    count(DISTINCT t.oracle_id) AS n_cards_compared,
    count(t.oracle_id) FILTER (WHERE t.status = 'agree') AS n_agree,
    count(t.oracle_id) FILTER (WHERE t.status = 'disagree') AS n_disagree,
    count(t.oracle_id) FILTER (WHERE t.status = 'not_comparable') AS n_not_comparable,
    count(t.oracle_id) FILTER (
        WHERE t.status = 'not_comparable' AND coalesce(t.printed_text, '') = ''
    ) AS n_no_printed_text,
    coalesce(sum(t.n_unparsed), 0)::BIGINT AS n_unparsed,
    coalesce(
        list(
            {'oracle_id': t.oracle_id, 'name': t.name, 'printed_name': t.sorted_printed_name,
             'printed_text': t.printed_text, 'oracle_text': t.oracle_text,
             'printed_qualities': t.printed_qualities, 'oracle_qualities': t.oracle_qualities,
             'n_unparsed': t.n_unparsed}
            ORDER BY t.name, t.oracle_id, t.printed_text
        ) FILTER (WHERE t.status = 'disagree'),
        []
    ) AS disagreements
FROM langs AS l
LEFT JOIN checks AS t USING (lang)
GROUP BY l.lang, l.n_cards, l.n_cards_with_text
ORDER BY l.lang <> 'en', l.lang NOT IN (SELECT lang FROM checked), l.lang;
