"""The holder of a granted ability is its source (702.16b, 702.16e): what the granting text
says it is ("Creatures you control have "..."") decides a card-type protection.

"All creatures gain "{T}: This creature deals damage ..."" (Brawl) can't reach a card with
protection from creatures, whatever creature uses it; an ability a Mountain gets (Koth's
emblem) is stopped by protection from lands, and only sometimes by protection from creatures
(the Mountain is a creature only if something animates it); a Sliver is not surely a creature.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.lookup.verdicts import check_pair
from pipeline.parse.subjects import holder_types


@pytest.mark.parametrize(
    ("before_quote", "types"),
    [
        ('Until end of turn, all creatures gain "', ("Creature",)),
        ('Creatures you control have haste and "', ("Creature",)),
        ('Enchanted creature gets -1/-1 and has "', ("Creature",)),
        ('Until end of turn, target creature an opponent controls gains "', ("Creature",)),
        ('Each Human creature you control has "', ("Creature",)),
        ('Enchanted land has "', ("Land",)),
        ('Mountains you control have "', ("Land",)),
        ('target artifact you control gains "', ("Artifact",)),
        ('All Slivers have "', None),  # a creature type names no card type
        ('As long as enchanted creature is a Wizard, it has "', None),
    ],
)
def test_the_holder_is_what_the_subject_names(
    before_quote: str, types: tuple[str, ...] | None
) -> None:
    assert holder_types(before_quote, len(before_quote) - 1) == types


CASES = [
    ("Brawl", "Beloved Chaplain", "damage", "prevented", "702.16e"),
    ("Brawl", "Beloved Chaplain", "target", "prevented", "702.16b"),
    ("Lightning Volley", "Beloved Chaplain", "damage", "prevented", "702.16e"),
    ("Thorncaster Sliver", "Beloved Chaplain", "target", "prevented", "702.16b"),
    ("Koth of the Hammer", "Horizon Drake", "damage", "prevented", "702.16e"),
    ("Quicksmith Rebel", "Tel-Jilad Chosen", "target", "prevented", "702.16b"),
    ("Koth of the Hammer", "Beloved Chaplain", "damage", "conditional", "702.16e"),
    ("Acidic Sliver", "Beloved Chaplain", "damage", "conditional", "702.16e"),
]


@pytest.mark.realdata
@pytest.mark.parametrize(
    ("source", "protected", "interaction", "verdict", "rule"),
    CASES,
    ids=[f"{s} -> {p}: {i}" for s, p, i, _, _ in CASES],
)
def test_verdict(
    snapshot_db: Path, source: str, protected: str, interaction: str, verdict: str, rule: str
) -> None:
    result = check_pair(snapshot_db, source, protected)["interactions"][interaction]
    assert (verdict, rule) == (result["verdict"], result["rule"]), result["reason"]
