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

# A card by its English card or face name: exactly one oracle id (the test fails otherwise).
_CARD = "(SELECT oracle_id FROM card_names WHERE name = {0} UNION SELECT oracle_id FROM cards WHERE name = {0})"
_ORACLE_IDS = f"SELECT count(*) FROM {_CARD.format('$name')}"
_SCOPES = f"SELECT DISTINCT scope FROM protections WHERE oracle_id IN {_CARD.format('$name')}"
_VERDICT = f"""
SELECT verdict, rule, reason, verdict_vs_opponent, rule_vs_opponent, reason_vs_opponent
FROM all_interactions
WHERE source_oracle_id IN {_CARD.format("$source")}
  AND protected_oracle_id IN {_CARD.format("$protected")}
  AND interaction = $interaction AND scope = $scope
"""


def lookup_scope(con: duckdb.DuckDBPyConnection, protected: str) -> str:
    """The scope a lookup reads for the card: its own protection, else what it grants, else a
    player's; '' for a card without protection."""
    scopes = {scope for (scope,) in con.execute(_SCOPES, {"name": protected}).fetchall()}
    return next((str(s) for s in OBJECT_SCOPES if s in scopes), "")


def found_verdict(con: duckdb.DuckDBPyConnection, case: Case) -> tuple[str, str, str]:
    """(verdict, rule, reason) in the case's reading; ('not_applicable', '', '') without a row."""
    params = {
        "source": case.source,
        "protected": case.protected,
        "interaction": case.interaction,
        "scope": case.scope,
    }
    rows = con.execute(_VERDICT, params).fetchall()
    assert len(rows) <= 1, rows
    if not rows:
        return ("not_applicable", "", "")
    verdict, rule, reason = rows[0][:3] if case.reading == "any" else rows[0][3:]
    return verdict, rule, reason


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
def test_verdict(request: pytest.FixtureRequest, case: Case) -> None:
    db: Path = request.getfixturevalue(DATABASES[case.database])
    with duckdb.connect(str(db), read_only=True) as con:
        for name in (case.source, case.protected):
            assert con.execute(_ORACLE_IDS, {"name": name}).fetchall() == [(1,)], name
        assert case.scope == lookup_scope(con, case.protected)
        verdict, rule, reason = found_verdict(con, case)
    assert (case.verdict, case.rule) == (verdict, rule), f"{reason} [why: {case.why}]"
    assert case.reason_has in reason
    assert reason or rule == ""
