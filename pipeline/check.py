"""`check SOURCE PROTECTED`: the four DEBT verdicts for one pair of cards, each citing its rule."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import duckdb

from pipeline.db import connect_readonly
from pipeline.errors import QueryError
from pipeline.rules import RULES

INTERACTIONS = ("damage", "attach", "block", "target")
_NOT_APPLICABLE = {
    "damage": "{source} has no way to deal damage to {protected}",
    "attach": "{source} is not an Aura, Equipment or Fortification that could attach to {protected}",
    "block": "{source} can't block {protected} (not a creature that can block it, or {protected} is not an attacking creature)",
    "target": "{source} has no spell or ability that can target {protected}",
}
_SCOPE_ORDER = ("self", "granted", "player")


def find_card(con: duckdb.DuckDBPyConnection, name: str) -> dict[str, str]:
    """The card called `name` (card or face name, case-insensitive), or a QueryError with suggestions."""
    row = con.execute(
        """
        SELECT c.oracle_id, c.name FROM cards AS c
        WHERE lower(c.name) = lower(?)
           OR EXISTS (SELECT 1 FROM card_faces AS f WHERE f.oracle_id = c.oracle_id AND lower(f.name) = lower(?))
        ORDER BY c.is_funny, c.name LIMIT 1
        """,
        [name, name],
    ).fetchone()
    if row:
        return {"name": row[1], "oracle_id": row[0]}
    close = con.execute(
        "SELECT name FROM cards ORDER BY jaro_winkler_similarity(lower(name), lower(?)) DESC LIMIT 3",
        [name],
    ).fetchall()
    hint = f"; did you mean {', '.join(repr(n) for (n,) in close)}?" if close else ""
    raise QueryError(f"no card named {name!r}{hint}")


def check_pair(database: Path, source_name: str, protected_name: str) -> dict[str, Any]:
    """The DEBT verdicts of `source_name` against `protected_name`, in the documented JSON shape."""
    with connect_readonly(database) as con:
        source = find_card(con, source_name)
        protected = find_card(con, protected_name)
        rows = con.execute(
            "SELECT scope, text FROM protections WHERE oracle_id = ? ORDER BY face_index, clause_index",
            [protected["oracle_id"]],
        ).fetchall()
        scopes = {scope for scope, _ in rows}
        scope = next((s for s in _SCOPE_ORDER if s in scopes), None)
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
    interactions = {}
    for interaction in INTERACTIONS:
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
        "protections": list(dict.fromkeys(text for s, text in rows if s == scope)),
        "interactions": interactions,
    }


def _capabilities(con: duckdb.DuckDBPyConnection, oracle_id: str) -> set[str]:
    return {
        c
        for (c,) in con.execute(
            "SELECT DISTINCT capability FROM capabilities WHERE oracle_id = ?", [oracle_id]
        ).fetchall()
    }
