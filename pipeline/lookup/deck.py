"""`deck FILE`: which protected cards a decklist answers, and which it doesn't.

A protected card (self scope, legal in the format) is answered when one of the deck's cards
(main deck and sideboard) gets through: a DEBT path whose verdict is `allowed` from the
opponent's side (702.16k; the deck is the protected card's opponent), or a sweep or an edict,
which protection never stops. `conditional` verdicts don't count: they depend on play.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

import duckdb

from pipeline.errors import DecklistError
from pipeline.lookup.decklist import Entry, read_decklist
from pipeline.store.connect import connect_readonly
from pipeline.vocabulary import DEBT_KINDS

DECK_ANSWER_KINDS: tuple[str, ...] = (*DEBT_KINDS, "sweep", "edict")

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
    SELECT a.protected_oracle_id, a.interaction, a.source_name
    FROM all_interactions AS a
    WHERE a.scope = 'self'
      AND list_contains($deck, a.source_oracle_id)
      AND list_contains($kinds, a.interaction)
      AND (CASE WHEN $opponent THEN a.verdict_vs_opponent ELSE a.verdict END) = 'allowed'
)
SELECT p.name, h.interaction, list(DISTINCT h.source_name ORDER BY h.source_name) AS sources
FROM protected AS p
LEFT JOIN hits AS h ON h.protected_oracle_id = p.oracle_id
GROUP BY ALL
ORDER BY p.name, h.interaction
"""


def deck_answers(
    database: Path, path: Path, *, fmt: str | None = None, perspective: str = "opponent"
) -> tuple[dict[str, Any], dict[str, str]]:
    """The documented JSON object for `deck FILE` (the deck's size and unknown names, and for
    every protected card legal in `fmt` whether the deck answers it and with what), and a
    "did you mean" suggestion per unknown name."""
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
                "kinds": list(DECK_ANSWER_KINDS),
                "opponent": perspective == "opponent",
            },
        ).fetchall()
    by_card: dict[str, dict[str, list[str]]] = defaultdict(dict)
    for name, interaction, sources in rows:
        by_card[name]  # a card nothing in the deck answers still gets its entry
        if interaction is not None:
            by_card[name][interaction] = sources
    protected = [
        {
            "name": name,
            "answered": bool(answers),
            "answers": {k: answers.get(k, []) for k in DECK_ANSWER_KINDS},
        }
        for name, answers in by_card.items()
    ]
    result = {
        "format": fmt,
        "deck": {"n_cards": sum(count for _, count in known), "unknown": list(suggestions)},
        "protected": protected,
        "unanswered": [p["name"] for p in protected if not p["answered"]],
    }
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
