"""Verdicts on the real snapshot for the classes the sample has no cards of.

Who deals the damage (702.16e, 701.14a), a target's color after the noun, created tokens as
sources with printed characteristics (111.4), Theros Gods that are creatures only sometimes,
and answers that can't happen: sweeps of tokens, "-N/-0", counters against a spell that
can't be countered (101.2), targeted edicts (702.16b).
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest
from helpers import check

from pipeline.store.sql_files import check_files

pytestmark = pytest.mark.realdata

# Protected cards: Kor Firewalker (white, protection from red), White Knight (white, from
# black), Black Knight (black, from white), Skylasher (green, from blue), Teysa, Envoy of
# Ghosts (from creatures).
CASES = [
    # "It deals damage equal to its power" / "Then it fights": a creature deals it.
    ("Clear Shot", "Teysa, Envoy of Ghosts", "damage", "prevented", "702.16e"),
    ("Clear Shot", "Kor Firewalker", "damage", "conditional", "702.16e"),
    ("Savage Swipe", "Teysa, Envoy of Ghosts", "damage", "prevented", "701.14a"),
    ("Prey Upon", "Kor Firewalker", "damage", "conditional", "701.14a"),
    # "If this spell was kicked, it deals", "If it was kicked, it deals": the red spell.
    ("Jilt", "Skylasher", "damage", "prevented", "702.16e"),
    ("Jilt", "Kor Firewalker", "damage", "allowed", "702.16e"),
    ("Cinderclasm", "Kor Firewalker", "damage", "prevented", "702.16e"),
    # An "A-" card calls itself by its original name: the red and white planeswalker.
    ("A-Nahiri, Heir of the Ancients", "Black Knight", "damage", "prevented", "702.16e"),
    # A target's color after the noun: a white card is no target of "... that's black or red".
    ("Devout Decree", "Kor Firewalker", "target", "not_applicable", "702.16"),
    ("Devout Decree", "Black Knight", "target", "prevented", "702.16b"),
    ("Fry", "Kor Firewalker", "target", "prevented", "702.16b"),
    ("Fry", "Black Knight", "damage", "not_applicable", "702.16"),
    # Created tokens judged on their printed colors and types.
    ("Dance with Devils", "Kor Firewalker", "damage", "prevented", "702.16e"),
    ("Dance with Devils", "White Knight", "damage", "allowed", "702.16e"),
    ("Dance with Devils", "Teysa, Envoy of Ghosts", "damage", "prevented", "702.16e"),
    ("Goldmeadow Lookout", "Black Knight", "target", "prevented", "702.16b"),
    # A God is a creature only while its devotion is high enough.
    ("Keranos, God of Storms", "Teysa, Envoy of Ghosts", "target", "conditional", "702.16b"),
    ("Keranos, God of Storms", "Teysa, Envoy of Ghosts", "damage", "conditional", "702.16e"),
    ("Prodigal Sorcerer", "Teysa, Envoy of Ghosts", "target", "prevented", "702.16b"),
    # A granted ability's holder is what the granting text names: "all creatures gain" is
    # surely a creature, "Mountains you control have" a land (and a creature only if animated),
    # "All Slivers have" no card type at all.
    ("Brawl", "Beloved Chaplain", "damage", "prevented", "702.16e"),
    ("Brawl", "Beloved Chaplain", "target", "prevented", "702.16b"),
    ("Lightning Volley", "Beloved Chaplain", "damage", "prevented", "702.16e"),
    ("Thorncaster Sliver", "Beloved Chaplain", "target", "prevented", "702.16b"),
    ("Koth of the Hammer", "Horizon Drake", "damage", "prevented", "702.16e"),
    ("Quicksmith Rebel", "Tel-Jilad Chosen", "target", "prevented", "702.16b"),
    ("Koth of the Hammer", "Beloved Chaplain", "damage", "conditional", "702.16e"),
    ("Acidic Sliver", "Beloved Chaplain", "damage", "conditional", "702.16e"),
]


@pytest.mark.parametrize(
    ("source", "protected", "interaction", "verdict", "rule"),
    CASES,
    ids=[f"{s} -> {p}: {i}" for s, p, i, _, _ in CASES],
)
def test_verdict(
    snapshot_db: Path, source: str, protected: str, interaction: str, verdict: str, rule: str
) -> None:
    result = check(snapshot_db, source, protected)["interactions"][interaction]
    assert (verdict, rule) == (result["verdict"], result["rule"]), result["reason"]


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
