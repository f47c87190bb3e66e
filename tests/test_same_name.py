"""Objects an effect reaches beside its target, named like it: "Destroy target nonland permanent
and all other permanents with the same name as that permanent" (Maelstrom Pulse).

Only the first permanent is a target; the others are reached without targeting, so protection
stops them only where they are dealt damage (702.16b, 702.16e; the rulings of Maelstrom Pulse,
Detention Sphere, Declaration in Stone, Bile Blight and Homing Lightning: "has only one target").
Whether the protected card is one of them depends on which permanent is the target, which card
data can't tell: `conditional`. The same holds for a name shared with another permanent (Eye of
Singularity). Real oracle texts from the MTGJSON snapshot (2022-04-25).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import duckdb
import pytest

from pipeline.parse.capabilities import parse_capabilities


def _rows(text: str, type_line: str, name: str) -> list[tuple[object, ...]]:
    """(capability, object kind, targeted, shares a name) of each non-combat row."""
    return [
        (r.capability, r.object_kind, r.targeted, r.object_shares_name)
        for r in parse_capabilities(text, type_line, name)
        if r.via != "combat"
    ]


ROWS = [
    pytest.param(
        "Destroy target nonland permanent and all other permanents with the same name as that permanent.",
        "Sorcery",
        "Maelstrom Pulse",
        [("target", "permanent", True, False), ("sweep", "permanent", False, True)],
        id="Maelstrom Pulse",
    ),
    pytest.param(
        "Target creature and all other creatures with the same name as that creature get -3/-3 until end of turn.",
        "Instant",
        "Bile Blight",
        [("target", "creature", True, False), ("sweep", "creature", False, True)],
        id="Bile Blight",
    ),
    pytest.param(
        "{2}, {T}: Exile target card from a graveyard.\n{2}{W}{B}, {T}, Sacrifice Moratorium Stone: Exile target nonland card from a graveyard, all other cards from graveyards with the same name as that card, and all permanents with that name.",
        "Artifact",
        "Moratorium Stone",
        [
            ("target", "card", True, False),
            ("target", "card", True, False),
            ("sweep", "permanent", False, True),
        ],
        id="Moratorium Stone",
    ),
    pytest.param(
        "Homing Lightning deals 4 damage to target creature and each other creature with the same name as that creature.",
        "Instant",
        "Homing Lightning",
        [
            ("target", "creature", True, False),
            ("damage", "creature", True, False),
            ("damage", "creature", False, True),
        ],
        id="Homing Lightning",
    ),
    pytest.param(
        "When Eye of Singularity enters the battlefield, destroy each permanent with the same name as another permanent, except for basic lands. They can't be regenerated.\nWhenever a permanent other than a basic land enters the battlefield, destroy all other permanents with that name. They can't be regenerated.",
        "World Enchantment",
        "Eye of Singularity",
        [("sweep", "permanent", False, True), ("sweep", "permanent", False, True)],
        id="Eye of Singularity",
    ),
    # a condition on the game, not on the object: the target is all it reaches
    pytest.param(
        "Destroy target nonland permanent if another permanent with the same name is on the battlefield.\nDraw a card.",
        "Instant",
        "Winnow",
        [("target", "permanent", True, False)],
        id="Winnow",
    ),
    # beside the target, but not named like it
    pytest.param(
        "{3}, {T}: Exile target creature and all Auras attached to it.",
        "Artifact",
        "Tawnos's Coffin",
        [("target", "creature", True, False), ("sweep", "permanent", False, False)],
        id="Tawnos's Coffin",
    ),
]


@pytest.mark.parametrize(("text", "type_line", "name", "expected"), ROWS)
def test_the_others_are_reached_without_targeting(
    text: str, type_line: str, name: str, expected: list[tuple[object, ...]]
) -> None:
    assert expected == _rows(text, type_line, name)


@pytest.fixture(scope="module")
def con(snapshot_db: Path) -> Iterator[duckdb.DuckDBPyConnection]:
    with duckdb.connect(str(snapshot_db), read_only=True) as connection:
        yield connection


VERDICTS = [
    ("Sever the Bloodline", "White Knight", "sweep", "conditional", "702.16"),
    ("Sever the Bloodline", "White Knight", "target", "prevented", "702.16b"),
    ("Declaration in Stone", "Knight of Stromgald", "sweep", "conditional", "702.16"),
    ("Declaration in Stone", "Knight of Stromgald", "target", "prevented", "702.16b"),
    ("Bile Blight", "White Knight", "sweep", "conditional", "702.16"),
    ("Legion's End", "White Knight", "sweep", "conditional", "702.16"),
    ("Echoing Truth", "Progenitus", "sweep", "conditional", "702.16"),
    ("Echoing Truth", "Progenitus", "target", "prevented", "702.16j"),
    ("Eye of Singularity", "White Knight", "sweep", "conditional", "702.16"),
    # a sweep of every creature reaches it whatever is targeted
    ("Day of Judgment", "White Knight", "sweep", "allowed", "702.16"),
    # damage is prevented whether the creature is the target or named like it (702.16e)
    ("Homing Lightning", "Kor Firewalker", "damage", "prevented", "702.16e"),
]


@pytest.mark.realdata
@pytest.mark.parametrize(
    ("source", "protected", "interaction", "verdict", "rule"),
    VERDICTS,
    ids=[f"{s} -> {p}: {i}" for s, p, i, _, _ in VERDICTS],
)
def test_verdict(
    con: duckdb.DuckDBPyConnection,
    source: str,
    protected: str,
    interaction: str,
    verdict: str,
    rule: str,
) -> None:
    row = con.execute(
        """
        SELECT verdict, rule, reason FROM all_interactions
        WHERE source_name = ? AND protected_name = ? AND interaction = ? AND scope = 'self'
        """,
        [source, protected, interaction],
    ).fetchone()
    assert row is not None
    assert (verdict, rule) == row[:2], row[2]
    if verdict == "conditional":
        assert "same name" in row[2]
