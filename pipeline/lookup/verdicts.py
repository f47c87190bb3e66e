"""`check SOURCE PROTECTED`: every interaction of one pair of cards, each verdict citing its rule.

The four DEBT interactions (702.16b-f) and the sweeps, edicts and counters protection never
stops, each in both readings (any controller; the protected card's opponent, 702.16k), with
what the source then does to the card (`answer_paths`: removes, neutralises, ...)."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import duckdb
import msgspec

from pipeline.errors import QueryError
from pipeline.lookup.contracts import CardRef, CheckResult, InteractionVerdict, Ruling
from pipeline.lookup.languages import loaded_langs, require_lang
from pipeline.lookup.rulings import pair_rulings
from pipeline.rules import RULES
from pipeline.store.connect import connect_readonly
from pipeline.vocabulary import ANSWER_KINDS, OBJECT_SCOPES

_NOT_APPLICABLE = {
    "damage": "{source} has no way to deal damage to {protected}",
    "attach": "{source} is not an Aura, Equipment or Fortification that could attach to {protected}",
    "block": "{source} can't block {protected} (not a creature that can block it, or what it would block is not an attacking creature)",
    "target": "{source} has no spell or ability that can target {protected}",
    "sweep": "{source} destroys, exiles or returns nothing that {protected} is among without targeting it",
    "edict": "{source} makes no player sacrifice a permanent {protected} could be",
    "counter": "{source} can't counter {protected} as a spell",
}

# What a protection given to a player or another permanent protects is no spell: nothing
# counters it (Teferi's Protection, Sword of Fire and Ice); countering the card that gives it
# is another matter, which `check` doesn't judge. A player is no permanent either: no sweep,
# edict or block reaches one (506.4).
_OTHER_OBJECT = {
    ("granted", "counter"): "{protected} is a permanent, not a spell {source} could counter",
    ("player", "counter"): "{protected} is not a spell {source} could counter",
    ("player", "block"): "{source} can't block {protected}: a player is never blocked (506.4)",
    ("player", "sweep"): "{source} can't destroy, exile or return {protected}: a player is no "
    "permanent",
    ("player", "edict"): "{source} can't make anyone sacrifice {protected}: a player is no "
    "permanent",
}

_PAIR_SQL = """
SELECT i.interaction, i.verdict, i.verdict_vs_opponent,
       CASE WHEN $opponent THEN i.rule_vs_opponent ELSE i.rule END,
       CASE WHEN $opponent THEN i.reason_vs_opponent ELSE i.reason END,
       CASE WHEN $opponent THEN a.outcome_vs_opponent ELSE a.outcome END,
       CASE WHEN $opponent THEN a.how_vs_opponent ELSE a.how END,
       CASE WHEN $opponent THEN a.reason_vs_opponent ELSE a.reason END
FROM all_interactions AS i
LEFT JOIN internal.answer_paths_for([$protected], [$source]) AS a
       USING (protected_oracle_id, source_oracle_id, scope, interaction)
WHERE i.protected_oracle_id = $protected AND i.source_oracle_id = $source AND i.scope = $scope
"""


# A card by any printed name, case-insensitive: English first, then by name.
_NAMED_SQL = """
SELECT c.oracle_id, c.name, n.lang
FROM card_names AS n
JOIN cards AS c USING (oracle_id)
WHERE lower(n.name) = lower($name)
UNION ALL  -- a multi-face card's full name, "Fire // Ice"
SELECT oracle_id, name, 'en' FROM cards WHERE lower(name) = lower($name)
ORDER BY lang <> 'en', name
LIMIT 1
"""


def find_card(con: duckdb.DuckDBPyConnection, name: str, lang: str | None = None) -> dict[str, str]:
    """The card called `name` in any printed language (card or face name, case-insensitive),
    or a QueryError with suggestions. With `lang`, its printed name in that language is added.
    A card's exact English name is found without scanning every printed name."""
    row = con.execute("SELECT oracle_id, name, 'en' FROM cards WHERE name = ?", [name]).fetchone()
    if row is None:
        row = con.execute(_NAMED_SQL, {"name": name}).fetchone()
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


class ProtectedObject(NamedTuple):
    """What a lookup reads of a card's protection: its scope (the card's own first, then what
    it grants, then a player's; None without protection), the clauses, and how reasons name
    the protected object (internal.object_words: "the creature", "the player"; None for the
    card's own)."""

    scope: str | None
    texts: list[str]
    noun: str | None

    def words(self, name: str) -> str:
        """How a reason names the protected object: the card itself, or what the card protects
        ("the creature Sword of Fire and Ice protects", "the player Teferi's Protection
        protects"), as answer reasons name it."""
        return f"{self.noun} {name} protects" if self.noun else name


def protection_scope(con: duckdb.DuckDBPyConnection, oracle_id: str) -> ProtectedObject:
    """The card's protection as a lookup reads it (ProtectedObject)."""
    rows = con.execute(
        "SELECT scope, text FROM protections WHERE oracle_id = ? ORDER BY face_index, clause_index",
        [oracle_id],
    ).fetchall()
    scopes = {scope for scope, _ in rows}
    scope = next((s for s in OBJECT_SCOPES if s in scopes), None)
    noun = None
    if scope not in (None, "self"):
        found = con.execute(
            "SELECT internal.object_words('the card', scope, types) FROM internal.protected_objects "
            "WHERE oracle_id = ? AND scope = ?",
            [oracle_id, scope],
        ).fetchone()
        noun = found[0] if found else None
    return ProtectedObject(scope, list(dict.fromkeys(t for s, t in rows if s == scope)), noun)


def check_pair(
    database: Path,
    source_name: str,
    protected_name: str,
    *,
    lang: str | None = None,
    fmt: str | None = None,
    perspective: str = "opponent",
) -> CheckResult:
    """Every interaction of `source_name` with `protected_name`: both readings' verdicts, and the
    rule, reason and outcome of the reading `perspective` asks for. Names may be given in any
    loaded language; `lang` adds each card's printed name in it; with `fmt`, both cards must
    be legal in that format."""
    opponent = perspective == "opponent"
    with connect_readonly(database) as con:
        lang = require_lang(con, lang)
        source = find_card(con, source_name, lang)
        protected = find_card(con, protected_name, lang)
        require_format(con, source, fmt)
        require_format(con, protected, fmt)
        protects = protection_scope(con, protected["oracle_id"])
        scope = protects.scope
        rows = con.execute(
            _PAIR_SQL,
            {
                "opponent": opponent,
                "protected": protected["oracle_id"],
                "source": source["oracle_id"],
                "scope": scope,
            },
        ).fetchall()
        capable = _capabilities(con, source["oracle_id"]) if scope is None else set()
        rulings = pair_rulings(con, source, protected)
    found = {
        interaction: InteractionVerdict(
            verdict=verdict,
            verdict_vs_opponent=verdict_vs_opponent,
            rule=rule,
            # where the path gets through, the outcome's reason says what it does (without
            # the verdict's reason again: "(if it gets through: ...)")
            reason=reason
            if outcome in (None, "nothing")
            else f"{reason}; {answer_reason.removesuffix(f' (if it gets through: {reason})')}",
            outcome=outcome,
            how=how,
        )
        for interaction, verdict, verdict_vs_opponent, rule, reason, outcome, how, answer_reason in rows
    }
    interactions = {}
    for interaction in ANSWER_KINDS:
        if interaction in found:
            interactions[interaction] = found[interaction]
            continue
        if scope is None and interaction in capable:
            verdict, reason = "allowed", f"{protected['name']} has no protection"
        else:
            verdict = "not_applicable"
            template = _OTHER_OBJECT.get(
                (scope or "self", interaction), _NOT_APPLICABLE[interaction]
            )
            reason = template.format(
                source=source["name"], protected=protects.words(protected["name"])
            )
        interactions[interaction] = InteractionVerdict(
            verdict=verdict,
            verdict_vs_opponent=verdict,
            rule=RULES["not_covered"].rule,
            reason=reason,
            outcome=None,
            how=None,
        )
    return CheckResult(
        source=msgspec.convert(source, CardRef),
        protected=msgspec.convert(protected, CardRef),
        scope=scope,
        perspective=perspective,
        protections=protects.texts,
        interactions=interactions,
        rulings=[msgspec.convert(r, Ruling) for r in rulings],
    )


def _capabilities(con: duckdb.DuckDBPyConnection, oracle_id: str) -> set[str]:
    return {
        c
        for (c,) in con.execute(
            "SELECT DISTINCT capability FROM capabilities WHERE oracle_id = ?", [oracle_id]
        ).fetchall()
    }
