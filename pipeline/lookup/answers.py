"""`answers PROTECTED`: what still gets through a card's protection, most-played answers first.

By default sources are read as the protected card's opponent's (two players, 702.16k), which
decides "protection from the chosen player / each opponent"; perspective 'any' is the fully
general reading. Popularity is EDHREC's rank (cards.edhrec_rank), then the name.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pipeline.errors import QueryError
from pipeline.lookup.languages import require_lang
from pipeline.lookup.rulings import answer_rulings
from pipeline.lookup.verdicts import find_card, printed_name, protection_scope, require_format
from pipeline.store.connect import connect_readonly
from pipeline.vocabulary import ANSWER_KINDS

_ANSWERS_SQL = """
WITH candidates AS (
    SELECT a.interaction, a.source_oracle_id, a.source_name, c.edhrec_rank,
           CASE WHEN $opponent THEN a.verdict_vs_opponent ELSE a.verdict END AS verdict,
           CASE WHEN $opponent THEN a.rule_vs_opponent ELSE a.rule END AS rule,
           CASE WHEN $opponent THEN a.reason_vs_opponent ELSE a.reason END AS reason
    FROM answers AS a
    JOIN cards AS c ON c.oracle_id = a.source_oracle_id
    WHERE a.protected_oracle_id = $oracle_id AND a.scope = $scope
      AND ($interaction IS NULL OR a.interaction = $interaction)
      AND ($format IS NULL OR list_contains(c.legal_formats, $format))
),
ranked AS (
    SELECT *,
           row_number() OVER (PARTITION BY interaction
                              ORDER BY edhrec_rank NULLS LAST, source_name, source_oracle_id) AS n,
           count(*) OVER (PARTITION BY interaction) AS total
    FROM candidates
    WHERE verdict IN (SELECT value FROM vocabulary WHERE vocabulary = 'answer_verdict')
)
SELECT interaction, source_oracle_id, source_name, verdict, rule, reason, total
FROM ranked
WHERE $limit IS NULL OR n <= $limit
ORDER BY interaction, n
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
) -> dict[str, Any]:
    """What still gets through `protected_name`'s protection, in the documented JSON shape:
    per kind of answer its total and at most `limit` sources (None: all), most-played first.
    With `fmt`, the card and its answers must be legal in that format. A card without
    protection is a QueryError saying so."""
    with connect_readonly(database) as con:
        lang = require_lang(con, lang)
        card = find_card(con, protected_name, lang)
        require_format(con, card, fmt)
        scope, _ = protection_scope(con, card["oracle_id"])
        if scope is None:
            raise QueryError(
                f"{card['name']} has no protection, so nothing is stopped: every card that can "
                "affect it answers it (see `check SOURCE PROTECTED`)"
            )
        rows = con.execute(
            _ANSWERS_SQL,
            {
                "opponent": perspective == "opponent",
                "oracle_id": card["oracle_id"],
                "scope": scope,
                "interaction": interaction,
                "format": fmt,
                "limit": limit,
            },
        ).fetchall()
        kinds = [interaction] if interaction else list(ANSWER_KINDS)
        answers: dict[str, dict[str, Any]] = {k: {"total": 0, "sources": []} for k in kinds}
        for kind, oracle_id, name, verdict, rule, reason, total in rows:
            source = {"name": name, "verdict": verdict, "rule": rule, "reason": reason}
            if lang:
                printed = printed_name(con, oracle_id, lang)
                if printed:
                    source["printed_name"] = printed
            answers[kind]["total"] = total
            answers[kind]["sources"].append(source)
        listed = {oracle_id: name for _, oracle_id, name, *_ in rows}
        rulings = answer_rulings(con, card, listed, interaction)
    return {
        "protected": card,
        "format": fmt,
        "perspective": perspective,
        "answers": answers,
        "rulings": rulings,
    }
