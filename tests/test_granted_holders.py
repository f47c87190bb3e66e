"""The holder of a granted ability is its source (702.16b, 702.16e): what the granting text
says it is ("Creatures you control have "..."") decides a card-type protection. The verdicts
this gives on real cards (Brawl, Koth's emblem, a Sliver lord) are in test_snapshot_verdicts.py.
"""

from __future__ import annotations

import pytest

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
