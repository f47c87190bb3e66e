"""The golden verdict table: every (source, protected card, interaction, reading) case that pins
a verdict down, one row each in tests/verdicts.csv, checked by one test.

A row says which database it needs (`sample`: the bundled sample; `snapshot`: the real MTGJSON
snapshot, 2022-04-25), the protected card's `scope` (the protections a lookup reads: its own
first, then what it grants, then a player's; empty for a card without protection), the
`reading` (`any`: the `verdict` and `rule` columns, any controller; `opponent`: the
`*_vs_opponent` columns, the two-player reading of 702.16k), the verdict and rule the
Comprehensive Rules and the seeds give, a phrase the reason must say where that is the point
(`reason_has`), and `why`: the rule or ruling behind the case. A `not_applicable` row with no
rule means the source can't do that to the card at all: no row in `all_interactions`.

Each case is what the rules say, not what the code happens to do. Names are English card or
face names ("Bonecrusher Giant" is the face of "Bonecrusher Giant // Stomp").
"""

from __future__ import annotations

import csv
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import duckdb
import pytest

from pipeline.vocabulary import OBJECT_SCOPES

GOLDEN = Path(__file__).with_name("verdicts.csv")
DATABASES = {"sample": "sample_db", "snapshot": "snapshot_db"}


@dataclass(frozen=True)
class Case:
    database: str
    source: str
    protected: str
    interaction: str
    reading: str
    scope: str
    verdict: str
    rule: str
    reason_has: str
    why: str

    @property
    def id(self) -> str:
        side = " (opponent)" if self.reading == "opponent" else ""
        return f"{self.source} -> {self.protected}: {self.interaction}{side}"


def load_cases() -> list[Case]:
    with GOLDEN.open(encoding="utf-8", newline="") as f:
        return [Case(**row) for row in csv.DictReader(f)]


CASES = load_cases()


@dataclass(frozen=True)
class Found:
    """What one database says about every card and pair of the table's cases, read at once (one
    query per test cost the suite a query plan per row): each name's oracle ids (a card or
    face name: exactly one, or the test fails), the scopes of each protected card's
    protections, and the `all_interactions` rows of every (source, protected) pair."""

    ids: dict[str, set[str]]
    scopes: dict[str, set[str]]
    rows: dict[tuple[str, str, str, str], list[tuple[str, str, str, str, str, str]]]

    @classmethod
    def read(cls, db: Path, cases: list[Case]) -> Found:
        sources = sorted({c.source for c in cases})
        protected = sorted({c.protected for c in cases})
        with duckdb.connect(str(db), read_only=True) as con:
            named = con.execute(_NAMED, {"names": sources + protected}).fetchall()
            ids: dict[str, set[str]] = {}
            for name, oracle_id in named:
                ids.setdefault(name, set()).add(oracle_id)
            protected_ids = sorted({i for n in protected for i in ids.get(n, ())})
            scopes: dict[str, set[str]] = {}
            for oracle_id, scope in con.execute(_SCOPES, {"ids": protected_ids}).fetchall():
                scopes.setdefault(oracle_id, set()).add(scope)
            found = con.execute(
                _VERDICTS,
                {
                    "sources": sorted({i for n in sources for i in ids.get(n, ())}),
                    "protected": protected_ids,
                },
            ).fetchall()
        rows: dict[tuple[str, str, str, str], list[tuple[str, str, str, str, str, str]]] = {}
        for source_id, protected_id, interaction, scope, *verdicts in found:
            rows.setdefault((source_id, protected_id, interaction, scope), []).append(
                tuple(verdicts)  # type: ignore[arg-type]
            )
        return cls(ids, scopes, rows)

    def scope(self, protected: str) -> str:
        """The scope a lookup reads for the card: its own protection, else what it grants, else
        a player's; '' for a card without protection."""
        scopes = {s for i in self.ids.get(protected, ()) for s in self.scopes.get(i, ())}
        return next((str(s) for s in OBJECT_SCOPES if s in scopes), "")

    def verdict(self, case: Case) -> tuple[str, str, str]:
        """(verdict, rule, reason) in the case's reading; ('not_applicable', '', '') without a
        row."""
        rows = [
            row
            for source_id in self.ids.get(case.source, ())
            for protected_id in self.ids.get(case.protected, ())
            for row in self.rows.get((source_id, protected_id, case.interaction, case.scope), [])
        ]
        assert len(rows) <= 1, rows
        if not rows:
            return ("not_applicable", "", "")
        verdict, rule, reason = rows[0][:3] if case.reading == "any" else rows[0][3:]
        return verdict, rule, reason


# Cards by their English card or face names.
_NAMED = """
SELECT name, oracle_id FROM card_names WHERE list_contains($names, name)
UNION SELECT name, oracle_id FROM cards WHERE list_contains($names, name)
"""
_SCOPES = "SELECT DISTINCT oracle_id, scope FROM protections WHERE list_contains($ids, oracle_id)"
_VERDICTS = """
SELECT source_oracle_id, protected_oracle_id, interaction, scope,
       verdict, rule, reason, verdict_vs_opponent, rule_vs_opponent, reason_vs_opponent
FROM all_interactions
WHERE list_contains($sources, source_oracle_id) AND list_contains($protected, protected_oracle_id)
"""


@pytest.fixture(scope="module")
def found(request: pytest.FixtureRequest) -> Callable[[str], Found]:
    """A database's answers to its cases (`Found`), read the first time a case asks."""
    read: dict[str, Found] = {}

    def of(database: str) -> Found:
        if database not in read:
            db: Path = request.getfixturevalue(DATABASES[database])
            read[database] = Found.read(db, [c for c in CASES if c.database == database])
        return read[database]

    return of


def test_the_table_is_well_formed() -> None:
    assert CASES
    assert len({(c.database, c.id) for c in CASES}) == len(CASES)  # no case twice
    assert {c.database for c in CASES} <= set(DATABASES)
    assert {c.reading for c in CASES} <= {"any", "opponent"}
    assert all(c.why for c in CASES)


@pytest.mark.parametrize(
    "case",
    [
        pytest.param(c, id=c.id, marks=[pytest.mark.realdata] if c.database == "snapshot" else [])
        for c in CASES
    ],
)
def test_verdict(found: Callable[[str], Found], case: Case) -> None:
    db = found(case.database)
    for name in (case.source, case.protected):
        assert len(db.ids.get(name, ())) == 1, name
    assert case.scope == db.scope(case.protected)
    verdict, rule, reason = db.verdict(case)
    assert (case.verdict, case.rule) == (verdict, rule), f"{reason} [why: {case.why}]"
    assert case.reason_has in reason
    assert reason or rule == ""
