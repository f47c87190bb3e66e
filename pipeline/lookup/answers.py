"""`answers PROTECTED`: what deals with a protected card, the way a player ranks removal.

An answer is a source that gets past the card's protection *and* removes, neutralises,
counters or kills it in combat on its own (the `answer_paths` view, DESIGN.md "Answers");
what only gets past it is counted, not listed. Each source appears once, with its best way,
ranked by how (exile, destroy, sacrifice, bounce, damage or -N/-N, neutralise, counter,
combat), then speed (instant before sorcery), mana value, and EDHREC rank (Commander
popularity) to break ties; answers whose result depends on play (X, a choice, a condition
of the protection) come after the sure ones, marked. By default sources are the protected
card's opponent's (two players, 702.16k); perspective 'any' is the fully general reading.
"""

from __future__ import annotations

from pathlib import Path

import msgspec

from pipeline.errors import QueryError
from pipeline.lookup.contracts import (
    AnswerRow,
    AnswersResult,
    AnswerTotals,
    ProtectedCard,
    Ruling,
)
from pipeline.lookup.languages import require_lang
from pipeline.lookup.rulings import answer_rulings
from pipeline.lookup.verdicts import find_card, printed_name, protection_scope, require_format
from pipeline.store.connect import connect_readonly
from pipeline.vocabulary import DEBT_KINDS

# Every path of the card's sources in its scope (and format), in the chosen reading: the macro
# judges them once, into a temporary table the two queries below read.
_PATHS_SQL = """
CREATE OR REPLACE TEMP TABLE card_paths AS
SELECT a.source_oracle_id, a.source_name, a.interaction AS via, r.card_rank, a.mana_value,
       CASE WHEN $opponent THEN a.verdict_vs_opponent ELSE a.verdict END AS verdict,
       CASE WHEN $opponent THEN a.rule_vs_opponent ELSE a.rule END AS rule,
       CASE WHEN $opponent THEN a.reason_vs_opponent ELSE a.reason END AS reason,
       CASE WHEN $opponent THEN a.outcome_vs_opponent ELSE a.outcome END AS outcome,
       CASE WHEN $opponent THEN a.how_vs_opponent ELSE a.how END AS how,
       CASE WHEN $opponent THEN a.speed_vs_opponent ELSE a.speed END AS speed
FROM internal.answer_paths_for([$oracle_id], NULL) AS a
JOIN cards AS c ON c.oracle_id = a.source_oracle_id
JOIN internal.card_ranks AS r ON r.oracle_id = a.source_oracle_id
WHERE a.scope = $scope AND ($format IS NULL OR list_contains(c.legal_formats, $format))
"""

# The paths that get through; then each source's best way.
_ANSWERS_SQL = """
WITH through AS (
    SELECT p.*,
           -- sure: a real answer whose path protection surely lets through
           p.outcome IN (SELECT value FROM vocabulary WHERE vocabulary = 'real_answer')
               AND p.verdict = 'allowed' AS sure,
           -- damage and -N/-N rank alike
           (SELECT rank FROM vocabulary WHERE vocabulary = 'answer_how'
              AND value = CASE p.how WHEN 'shrink' THEN 'damage' ELSE p.how END) AS how_rank,
           (SELECT rank FROM vocabulary WHERE vocabulary = 'speed' AND value = p.speed) AS speed_rank
    FROM card_paths AS p
    WHERE p.verdict IN (SELECT value FROM vocabulary WHERE vocabulary = 'answer_verdict')
),
best AS (
    SELECT * FROM through
    WHERE outcome <> 'nothing' AND ($via IS NULL OR via = $via)
    QUALIFY row_number() OVER (PARTITION BY source_oracle_id
                               ORDER BY NOT sure, how_rank, speed_rank, via) = 1
)
-- the columns in AnswerRow's order
SELECT source_name, source_oracle_id, how, via, outcome, verdict, rule, reason, mana_value,
       speed, sure
FROM best
-- then the mana it takes and popularity: card_rank, the order the report ranks answers in too
ORDER BY NOT sure, how_rank, speed_rank, card_rank
"""

# Per DEBT interaction (and in all, NULL): how many sources get past the protection that way
# without being an answer.
_THROUGH_ONLY_SQL = """
SELECT via, count(DISTINCT source_oracle_id)
FROM card_paths
WHERE verdict IN (SELECT value FROM vocabulary WHERE vocabulary = 'answer_verdict')
  AND via IN (SELECT value FROM vocabulary WHERE vocabulary = 'interaction')
  -- (a semi-join: list_contains against thousands of answers would scan the list per row)
  AND source_oracle_id NOT IN (SELECT unnest($answers))
GROUP BY ROLLUP (via)
"""

_CARD_SQL = """
SELECT TRY_CAST(power AS INTEGER), TRY_CAST(toughness AS INTEGER), mana_value
FROM cards WHERE oracle_id = ?
"""


def find_answers(
    database: Path,
    protected_name: str,
    *,
    interaction: str | None = None,
    limit: int | None = 20,
    lang: str | None = None,
    fmt: str | None = None,
    perspective: str = "opponent",
) -> AnswersResult:
    """The answers to `protected_name` (at most `limit`, None: all), ranked, with totals and the
    official rulings. With `fmt`, the card and its answers must be legal in that format. A card
    without protection is a QueryError saying so."""
    with connect_readonly(database) as con:
        lang = require_lang(con, lang)
        card = find_card(con, protected_name, lang)
        require_format(con, card, fmt)
        protects = protection_scope(con, card["oracle_id"])
        scope = protects.scope
        if scope is None:
            raise QueryError(
                f"{card['name']} has no protection, so nothing is stopped: every card that can "
                "affect it answers it (see `check SOURCE PROTECTED`)"
            )
        params = {
            "opponent": perspective == "opponent",
            "oracle_id": card["oracle_id"],
            "scope": scope,
            "format": fmt,
        }
        con.execute(_PATHS_SQL, params)
        rows = con.execute(_ANSWERS_SQL, {"via": interaction}).fetchall()
        answers = [AnswerRow(*row) for row in rows]
        counted = dict(
            con.execute(_THROUGH_ONLY_SQL, {"answers": [a.oracle_id for a in answers]}).fetchall()
        )
        through_only = {kind: counted.get(kind, 0) for kind in DEBT_KINDS}
        shown = answers if limit is None else answers[:limit]
        if lang:
            shown = [
                msgspec.structs.replace(a, printed_name=printed_name(con, a.oracle_id, lang))
                for a in shown
            ]
        power, toughness, mana_value = con.execute(_CARD_SQL, [card["oracle_id"]]).fetchone() or (
            None,
            None,
            None,
        )
        rulings = answer_rulings(con, card, {a.oracle_id: a.name for a in shown}, interaction)
    return AnswersResult(
        protected=ProtectedCard(
            name=card["name"],
            oracle_id=card["oracle_id"],
            printed_name=card.get("printed_name"),
            power=power,
            toughness=toughness,
            mana_value=mana_value,
        ),
        scope=scope,
        answers_to=protects.words(card["name"]),
        format=fmt,
        perspective=perspective,
        answers=shown,
        totals=_totals(answers, counted.get(None, 0)),
        gets_through_only=through_only,
        rulings=[msgspec.convert(r, Ruling) for r in rulings],
    )


def _totals(answers: list[AnswerRow], through_only: int) -> AnswerTotals:
    """How many sure answers there are, by how and by interaction, and how many depend on play."""
    sure = [a for a in answers if a.sure]
    how: dict[str, int] = {}
    via: dict[str, int] = {}
    for a in sure:
        how[a.how] = how.get(a.how, 0) + 1
        via[a.via] = via.get(a.via, 0) + 1
    return AnswerTotals(
        all=len(sure),
        depends=len(answers) - len(sure),
        how=how,
        via=via,
        through_only=through_only,
    )
