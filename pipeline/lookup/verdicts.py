"""`check SOURCE PROTECTED`: the four DEBT verdicts for one pair of cards, each citing its rule."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import duckdb

from pipeline.errors import QueryError
from pipeline.lookup.languages import loaded_langs, require_lang
from pipeline.lookup.rulings import pair_rulings
from pipeline.rules import RULES
from pipeline.store.connect import connect_readonly
from pipeline.vocabulary import DEBT_KINDS, OBJECT_SCOPES

_NOT_APPLICABLE = {
    "damage": "{source} has no way to deal damage to {protected}",
    "attach": "{source} is not an Aura, Equipment or Fortification that could attach to {protected}",
    "block": "{source} can't block {protected} (not a creature that can block it, or {protected} is not an attacking creature)",
    "target": "{source} has no spell or ability that can target {protected}",
}


def find_card(con: duckdb.DuckDBPyConnection, name: str, lang: str | None = None) -> dict[str, str]:
    """The card called `name` in any printed language (card or face name, case-insensitive),
    or a QueryError with suggestions. With `lang`, its printed name in that language is added."""
    row = con.execute(
        """
        SELECT c.oracle_id, c.name, n.lang
        FROM card_names AS n
        JOIN cards AS c USING (oracle_id)
        WHERE lower(n.name) = lower($name)
        UNION ALL  -- a multi-face card's full name, "Fire // Ice"
        SELECT oracle_id, name, 'en' FROM cards WHERE lower(name) = lower($name)
        ORDER BY lang <> 'en', name
        LIMIT 1
        """,
        {"name": name},
    ).fetchone()
    if not row:
        raise QueryError(f"no card named {name!r} in any loaded language{_suggest(con, name)}")
    card = {"name": row[1], "oracle_id": row[0]}
    wanted = lang or (row[2] if row[2] != "en" else None)
    if wanted:
        printed = printed_name(con, row[0], wanted)
        if printed:
            card["printed_name"] = printed
            card["lang"] = wanted
    return card


# The names closest to a misspelt one, in the language of the closest of all: a foreign name
# gets suggestions in its own language, not English names that happen to score close.
_CLOSEST_NAMES_SQL = """
WITH scored AS (
    SELECT DISTINCT name, lang, jaro_winkler_similarity(lower(name), lower($name)) AS score
    FROM card_names
),
closest_lang AS (
    SELECT lang FROM scored ORDER BY score DESC, lang = 'en' DESC, lang LIMIT 1
)
SELECT name FROM scored
WHERE lang = (SELECT lang FROM closest_lang)
ORDER BY score DESC, name
LIMIT 3
"""


def _suggest(con: duckdb.DuckDBPyConnection, name: str) -> str:
    """'; did you mean ...?' and, when only English is loaded, where the other languages are."""
    close = [n for (n,) in con.execute(_CLOSEST_NAMES_SQL, {"name": name}).fetchall()]
    hint = f"; did you mean {', '.join(repr(n) for n in close)}?" if close else ""
    if loaded_langs(con) == ["en"]:
        hint += (
            " (only English names are loaded: names in other languages need "
            "`refresh --bulk-type all_cards` or `refresh --source mtgjson`)"
        )
    return hint


def printed_name(con: duckdb.DuckDBPyConnection, oracle_id: str, lang: str) -> str | None:
    """The card's most common printed name in `lang` (faces joined with ' // ')."""
    row = con.execute(
        """
        WITH counted AS (
            SELECT face_index, name, count(*) AS n FROM card_names
            WHERE oracle_id = ? AND lang = ? GROUP BY ALL
        ),
        faces AS (  -- the most common name, ties broken by name: deterministic
            SELECT face_index, arg_max(name, (n, name)) AS name FROM counted GROUP BY face_index
        )
        SELECT string_agg(name, ' // ' ORDER BY face_index) FROM faces
        """,
        [oracle_id, lang],
    ).fetchone()
    return row[0] if row else None


def require_format(con: duckdb.DuckDBPyConnection, card: dict[str, str], fmt: str | None) -> None:
    """A QueryError unless the card is legal (or restricted) in `fmt` (None: any format)."""
    if fmt is None:
        return
    row = con.execute(
        "SELECT list_contains(legal_formats, ?) FROM cards WHERE oracle_id = ?",
        [fmt, card["oracle_id"]],
    ).fetchone()
    if not (row and row[0]):
        raise QueryError(f"{card['name']} is not legal in {fmt}")


def protection_scope(
    con: duckdb.DuckDBPyConnection, oracle_id: str
) -> tuple[str | None, list[str]]:
    """Which of the card's protections a lookup reads (its own first, then what it grants, then
    a player's) and their texts; (None, []) for a card with no protection."""
    rows = con.execute(
        "SELECT scope, text FROM protections WHERE oracle_id = ? ORDER BY face_index, clause_index",
        [oracle_id],
    ).fetchall()
    scopes = {scope for scope, _ in rows}
    scope = next((s for s in OBJECT_SCOPES if s in scopes), None)
    return scope, list(dict.fromkeys(text for s, text in rows if s == scope))


def check_pair(
    database: Path,
    source_name: str,
    protected_name: str,
    *,
    lang: str | None = None,
    fmt: str | None = None,
) -> dict[str, Any]:
    """The DEBT verdicts of `source_name` against `protected_name`, in the documented JSON shape.
    Names may be given in any loaded language; `lang` adds each card's printed name in it; with
    `fmt`, both cards must be legal in that format."""
    with connect_readonly(database) as con:
        lang = require_lang(con, lang)
        source = find_card(con, source_name, lang)
        protected = find_card(con, protected_name, lang)
        require_format(con, source, fmt)
        require_format(con, protected, fmt)
        scope, texts = protection_scope(con, protected["oracle_id"])
        verdicts = {
            interaction: {"verdict": verdict, "rule": rule, "reason": reason}
            for interaction, verdict, rule, reason in con.execute(
                """
                SELECT interaction, verdict, rule, reason FROM interactions
                WHERE protected_oracle_id = ? AND source_oracle_id = ? AND scope = ?
                """,
                [protected["oracle_id"], source["oracle_id"], scope],
            ).fetchall()
        }
        capable = _capabilities(con, source["oracle_id"]) if scope is None else set()
        rulings = pair_rulings(con, source, protected)
    interactions = {}
    for interaction in DEBT_KINDS:
        if interaction in verdicts:
            interactions[interaction] = verdicts[interaction]
        elif scope is None and interaction in capable:
            interactions[interaction] = {
                "verdict": "allowed",
                "rule": RULES["not_covered"].rule,
                "reason": f"{protected['name']} has no protection",
            }
        else:
            interactions[interaction] = {
                "verdict": "not_applicable",
                "rule": RULES["not_covered"].rule,
                "reason": _NOT_APPLICABLE[interaction].format(
                    source=source["name"], protected=protected["name"]
                ),
            }
    return {
        "source": source,
        "protected": protected,
        "scope": scope,
        "protections": texts,
        "interactions": interactions,
        "rulings": rulings,
    }


def _capabilities(con: duckdb.DuckDBPyConnection, oracle_id: str) -> set[str]:
    return {
        c
        for (c,) in con.execute(
            "SELECT DISTINCT capability FROM capabilities WHERE oracle_id = ?", [oracle_id]
        ).fetchall()
    }
