"""Verdicts on the real snapshot for the classes the sample has no cards of.

Who deals the damage (702.16e, 701.14a), a target's color after the noun, created tokens as
sources with printed characteristics (111.4), Theros Gods that are creatures only sometimes,
and answers that can't happen: sweeps of tokens, "-N/-0", counters against a spell that
can't be countered (101.2), targeted edicts (702.16b).

Their verdicts are rows of the golden verdict table, tests/verdicts.csv (test_verdicts.py).
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest
from helpers import check

from pipeline.store.sql_files import check_files

pytestmark = pytest.mark.realdata


def test_a_part_time_creature_says_why(snapshot_db: Path) -> None:
    result = check(snapshot_db, "Keranos, God of Storms", "Teysa, Envoy of Ghosts")
    assert "whether the source is a creature" in result["interactions"]["target"]["reason"]


def _answers(db: Path, source: str, protected: str, interaction: str) -> list[tuple[str, str]]:
    with duckdb.connect(str(db), read_only=True) as con:
        return con.execute(
            "SELECT verdict, rule FROM answers WHERE source_name = ? AND protected_name = ? "
            "AND scope = 'self' AND interaction = ? ORDER BY ALL",
            [source, protected, interaction],
        ).fetchall()


ANSWERS = [
    # Only tokens: a card is never one (111.1). Wrath of God still answers it.
    ("Arcane Artisan", "Kor Firewalker", "sweep", []),
    ("Aether Snap", "Kor Firewalker", "sweep", []),
    ("Wrath of God", "Kor Firewalker", "sweep", [("allowed", "702.16")]),
    # "-N/-0" destroys nothing.
    ("Blinding Spray", "Kor Firewalker", "sweep", []),
    # Only what is attached to something.
    ("Strip Bare", "Kor Firewalker", "sweep", []),
    # "This spell can't be countered": no counter answer to Skylasher (101.2).
    ("Counterspell", "Skylasher", "counter", []),
    ("Counterspell", "Kor Firewalker", "counter", [("allowed", "702.16")]),
    # A targeted edict is stopped as the targeting it is; an untargeted one is not.
    ("Retribution", "White Knight", "edict", [("allowed", "702.16b")]),
    ("Retribution", "Kor Firewalker", "edict", []),
    ("Diabolic Edict", "Kor Firewalker", "edict", [("allowed", "702.16")]),
]


@pytest.mark.parametrize(
    ("source", "protected", "interaction", "expected"),
    ANSWERS,
    ids=[f"{s} -> {p}: {i}" for s, p, i, _ in ANSWERS],
)
def test_answers(
    snapshot_db: Path,
    source: str,
    protected: str,
    interaction: str,
    expected: list[tuple[str, str]],
) -> None:
    assert expected == _answers(snapshot_db, source, protected, interaction)


@pytest.mark.parametrize("check", check_files(), ids=lambda c: c.stem)
def test_data_checks_hold_on_the_snapshot(snapshot_db: Path, check: Path) -> None:
    with duckdb.connect(str(snapshot_db), read_only=True) as con:
        offending = con.execute(check.read_text(encoding="utf-8")).fetchall()
    assert offending[:5] == []


def _un_card(db: Path, value: str, source: str, interaction: str) -> tuple[str, str]:
    """The verdict and reason of one Knight of the Kitchen Sink-like card (by its quality)."""
    with duckdb.connect(str(db), read_only=True) as con:
        row = con.execute(
            "SELECT a.verdict, a.reason FROM all_interactions AS a "
            "JOIN protections AS p ON p.oracle_id = a.protected_oracle_id AND p.scope = a.scope "
            "WHERE p.quality_value = ? AND a.source_name = ? AND a.interaction = ?",
            [value, source, interaction],
        ).fetchone()
    assert row is not None
    return row[0], row[1]


UN_CARDS = [
    # Decided from the name: "Grizzly Bears" has two words, "Shock" one.
    ("2", "Grizzly Bears", "damage", "prevented"),
    ("2", "Shock", "target", "allowed"),
    # Decided from the text: Krazy Kow rolls a six-sided die (Proper Laboratory Attire).
    ("lets a player roll a die", "Krazy Kow", "damage", "prevented"),
    ("lets a player roll a die", "Grizzly Bears", "damage", "allowed"),
    # A trait of the printing in play: left to play, and the reason says so.
    ("a watermark", "Shock", "target", "conditional"),
    ("an even collector number", "Grizzly Bears", "damage", "conditional"),
    ("common rarity", "Lightning Bolt", "target", "conditional"),
]


@pytest.mark.parametrize(
    ("value", "source", "interaction", "verdict"),
    UN_CARDS,
    ids=[f"{v} <- {s}: {i}" for v, s, i, _ in UN_CARDS],
)
def test_un_card_qualities(
    snapshot_db: Path, value: str, source: str, interaction: str, verdict: str
) -> None:
    actual, reason = _un_card(snapshot_db, value, source, interaction)
    assert verdict == actual, reason
    if verdict == "conditional":
        assert f"which printing of the source is played (whether it has {value})" in reason
