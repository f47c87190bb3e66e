"""`deck FILE`: which protected cards a decklist answers, and which it doesn't.

A protected card (self scope, legal in the format) is answered when one of the deck's cards
(main deck and sideboard) deals with it on its own (`answer_paths`): it gets past the
protection from the opponent's side (702.16k; the deck is the protected card's opponent) with
verdict `allowed` and removes, neutralises, counters or kills it in combat. A path that only
gets past the protection (a mana creature's combat damage, an Aura that helps it), or whose
result depends on play, is no answer.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import duckdb

from pipeline.errors import DecklistError
from pipeline.lookup.contracts import DeckAnswer, DeckResult, DeckSummary, ProtectedInDeck
from pipeline.lookup.decklist import Entry, read_decklist
from pipeline.store.connect import connect_readonly

_RESOLVE_SQL = """
SELECT n.wanted, c.oracle_id, c.name
FROM (SELECT unnest($names) AS wanted) AS n
JOIN (
    SELECT oracle_id, lower(name) AS key, lang <> 'en' AS foreign FROM card_names
    UNION ALL  -- a multi-face card's full name, "Fire // Ice"
    SELECT oracle_id, lower(name), false FROM cards
) AS k ON k.key = lower(n.wanted)
JOIN cards AS c USING (oracle_id)
QUALIFY row_number() OVER (PARTITION BY n.wanted ORDER BY k.foreign, c.name) = 1
"""

# The longest printed card name is 141 characters; a longer "name" gets no suggestion, as
# comparing it with every loaded name would cost seconds per kilobyte.
MAX_SUGGEST_CHARS = 200
# Only names of a similar length are compared (a misspelling adds or drops a few letters).
_SUGGEST_SQL = """
SELECT name FROM (SELECT DISTINCT name FROM card_names)
WHERE abs(length(name) - length($wanted)) <= greatest(3, length($wanted) // 3)
ORDER BY jaro_winkler_similarity(lower(name), lower($wanted)) DESC, name
LIMIT 1
"""

_ANSWERED_SQL = """
WITH protected AS (
    SELECT DISTINCT p.oracle_id, c.name
    FROM protections AS p
    JOIN cards AS c USING (oracle_id)
    WHERE p.scope = 'self' AND ($format IS NULL OR list_contains(c.legal_formats, $format))
),
hits AS (
    -- each deck card's best way with each protected card: a sure answer only
    SELECT a.protected_oracle_id, a.source_name,
           CASE WHEN $opponent THEN a.how_vs_opponent ELSE a.how END AS how,
           a.interaction
    FROM internal.answer_paths_for(NULL, $deck) AS a
    WHERE a.scope = 'self'
      AND (CASE WHEN $opponent THEN a.verdict_vs_opponent ELSE a.verdict END) = 'allowed'
      AND (CASE WHEN $opponent THEN a.outcome_vs_opponent ELSE a.outcome END)
          IN (SELECT value FROM vocabulary WHERE vocabulary = 'real_answer')
    QUALIFY row_number() OVER (
        PARTITION BY a.protected_oracle_id, a.source_oracle_id
        ORDER BY (SELECT rank FROM vocabulary WHERE vocabulary = 'answer_how'
                  AND value = CASE WHEN $opponent THEN a.how_vs_opponent ELSE a.how END),
                 a.interaction) = 1
)
SELECT p.name, h.source_name, h.how, h.interaction
FROM protected AS p
LEFT JOIN hits AS h ON h.protected_oracle_id = p.oracle_id
ORDER BY p.name, (SELECT rank FROM vocabulary WHERE vocabulary = 'answer_how' AND value = h.how),
         h.source_name
"""


def deck_answers(
    database: Path, path: Path, *, fmt: str | None = None, perspective: str = "opponent"
) -> tuple[DeckResult, dict[str, str]]:
    """The documented JSON object for `deck FILE` (the deck's size and unknown names, and for
    every protected card legal in `fmt` whether the deck answers it and with what, best first),
    and a "did you mean" suggestion per unknown name."""
    entries = read_decklist(path)
    with connect_readonly(database) as con:
        known, suggestions = _resolve(con, entries)
        if not known:
            raise DecklistError(
                f"no card in {path} is known to the database: "
                + "; ".join(did_you_mean(n, s) for n, s in suggestions.items())
            )
        rows = con.execute(
            _ANSWERED_SQL,
            {
                "format": fmt,
                "deck": sorted({oracle_id for oracle_id, _ in known}),
                "opponent": perspective == "opponent",
            },
        ).fetchall()
    by_card: dict[str, list[DeckAnswer]] = defaultdict(list)
    for name, source, how, interaction in rows:
        by_card[name]  # a card nothing in the deck answers still gets its entry
        if source is not None:
            by_card[name].append(DeckAnswer(name=source, how=how, via=interaction))
    protected = [
        ProtectedInDeck(name=name, answered=bool(answers), answers=answers)
        for name, answers in by_card.items()
    ]
    result = DeckResult(
        format=fmt,
        deck=DeckSummary(n_cards=sum(count for _, count in known), unknown=list(suggestions)),
        protected=protected,
        unanswered=[p.name for p in protected if not p.answered],
    )
    return result, suggestions


def did_you_mean(name: str, suggestion: str) -> str:
    return f"{name!r} (did you mean {suggestion!r}?)" if suggestion else repr(name)


def _resolve(
    con: duckdb.DuckDBPyConnection, entries: list[Entry]
) -> tuple[list[tuple[str, int]], dict[str, str]]:
    """(oracle id, count) of every entry whose name is known in any loaded language, and the
    unknown names, each with its closest loaded name ("did you mean")."""
    names = sorted({e.name for e in entries})
    found = {
        wanted: oracle_id
        for wanted, oracle_id, _ in con.execute(_RESOLVE_SQL, {"names": names}).fetchall()
    }
    known = [(found[e.name], e.count) for e in entries if e.name in found]
    suggestions = {}
    for name in names:
        if name not in found:
            row = (
                con.execute(_SUGGEST_SQL, {"wanted": name}).fetchone()
                if len(name) <= MAX_SUGGEST_CHARS
                else None
            )
            suggestions[name] = row[0] if row else ""
    return known, suggestions
