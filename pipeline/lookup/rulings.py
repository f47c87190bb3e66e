"""The official rulings that bear on a question: on protection, or on the interactions asked about.

`check` and `answers` quote them beside the verdicts, so a player can compare the verdict with
the card's own rulings. A ruling bears on a topic when its text speaks of it; the topics are
protection and the interaction kinds of `all_interactions`. A ruling that names the other card
of a `check` ("... such as Day of Judgment") bears on the pair too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import duckdb

PROTECTION = "protection"
# Words that show what a ruling is about (the kinds of `all_interactions`, 702.16b-f, and the
# answers protection never stops).
TOPICS: dict[str, re.Pattern[str]] = {
    PROTECTION: re.compile(r"\bprotection\b", re.I),
    "target": re.compile(r"\btarget", re.I),
    "damage": re.compile(r"\bdamage\b", re.I),
    "block": re.compile(r"\bblock", re.I),
    "attach": re.compile(r"\b(?:attach|enchant|equip|fortif)", re.I),
    "sweep": re.compile(
        r"\b(?:all|each)\b[^.]*\b(?:creatures?|permanents?)\b|\b(?:doesn|don|isn).t target",
        re.I,
    ),
    "edict": re.compile(r"\bsacrific", re.I),
    "counter": re.compile(
        r"\bcounter(?:s|ed)? (?:target |that |the |a |an |it\b)|\bcan.t be countered|\bon the stack",
        re.I,
    ),
}


def bearing_rulings(
    con: duckdb.DuckDBPyConnection,
    oracle_ids: Sequence[str],
    topics: Iterable[str],
    mentions: Mapping[str, Sequence[str]] | None = None,
) -> list[dict[str, Any]]:
    """The rulings of these cards (in the order given, each card's oldest first) whose text
    bears on any of the topics or, for a card in `mentions`, names one of its words, as
    {"oracle_id", "published_at" (ISO date), "text"}."""
    patterns = [TOPICS[topic] for topic in dict.fromkeys(topics)]
    mentions = mentions or {}
    order = {oracle_id: n for n, oracle_id in enumerate(dict.fromkeys(oracle_ids))}
    rows = con.execute(
        """
        SELECT oracle_id, published_at, text FROM rulings
        WHERE list_contains($ids, oracle_id)
        ORDER BY published_at, text
        """,
        {"ids": list(order)},
    ).fetchall()
    return [
        {
            "oracle_id": oracle_id,
            "published_at": published_at.isoformat() if published_at else None,
            "text": text,
        }
        for oracle_id, published_at, text in sorted(rows, key=lambda r: order[r[0]])
        if any(p.search(text) for p in patterns)
        or any(word in text for word in mentions.get(oracle_id, ()))
    ]


def pair_rulings(
    con: duckdb.DuckDBPyConnection, source: Mapping[str, str], protected: Mapping[str, str]
) -> list[dict[str, Any]]:
    """Both cards' rulings (the protected card's first) on protection, on every way the source
    acts on the protected card (its `all_interactions` kinds, or, against a card without
    protection, what the source can do at all), and those that name the other card."""
    ids = [protected["oracle_id"], source["oracle_id"]]
    kinds = {
        kind
        for (kind,) in con.execute(
            """
            SELECT DISTINCT interaction FROM all_interactions
            WHERE protected_oracle_id = ? AND source_oracle_id = ?
            UNION
            SELECT DISTINCT capability FROM capabilities
            WHERE oracle_id = $2 AND $1 NOT IN (SELECT oracle_id FROM protections)
            """,
            ids,
        ).fetchall()
    }
    mentions = {
        protected["oracle_id"]: _names(source["name"]),
        source["oracle_id"]: _names(protected["name"]),
    }
    if ids[0] == ids[1]:
        mentions = {}  # a card's rulings always name the card itself
    return bearing_rulings(con, ids, {PROTECTION, *(kinds & set(TOPICS))}, mentions)


def answer_rulings(
    con: duckdb.DuckDBPyConnection,
    protected: Mapping[str, str],
    sources: Mapping[str, str],
    interaction: str | None = None,
) -> list[dict[str, Any]]:
    """For `answers`: the protected card's rulings on protection, on the interaction asked
    about, or naming a listed source; then those of the listed sources (oracle id -> name) on
    protection or naming the protected card."""
    topics = {PROTECTION, *([interaction] if interaction else [])}
    pid = protected["oracle_id"]
    others = {oracle_id: name for oracle_id, name in sources.items() if oracle_id != pid}
    source_names = tuple(word for name in others.values() for word in _names(name))
    own = bearing_rulings(con, [pid], topics, {pid: source_names})
    mentions = dict.fromkeys(others, _names(protected["name"]))
    return own + bearing_rulings(con, list(others), {PROTECTION}, mentions)


def _names(name: str) -> tuple[str, ...]:
    """A card's name and, for a multi-face card, each face's ("Bonecrusher Giant // Stomp")."""
    faces = tuple(name.split(" // "))
    return faces if len(faces) > 1 else (name,)
