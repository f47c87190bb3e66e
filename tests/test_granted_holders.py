"""The holder of a granted ability is its source (702.16b, 702.16e): what the granting text
says it is ("Creatures you control have "..."") decides a card-type protection. The verdicts
this gives on real cards (Brawl, Koth's emblem, a Sliver lord) are in test_snapshot_verdicts.py.
"""

from __future__ import annotations

import pytest

from pipeline.parse.capabilities import parse_capabilities
from pipeline.parse.subjects import holder_types, holds_it_too


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


@pytest.mark.parametrize(
    ("before_quote", "types", "subtypes", "holds"),
    [
        ('Sliver creatures you control have "', ("Creature",), ("Sliver",), True),
        ('All Slivers have "', ("Creature",), ("Sliver",), True),
        ('Slivers you control have flying and "', ("Creature",), ("Dragon", "Sliver"), True),
        ('Creatures you control have "', ("Creature",), ("Elf",), True),
        ('Each Human creature you control has "', ("Creature",), ("Giant",), False),
        ('Creatures you control have "', ("Enchantment",), (), False),
        ('Other Slivers you control have "', ("Creature",), ("Sliver",), False),
        ('Enchanted creature has "', ("Creature",), ("Human",), False),
        ('Until end of turn, target creature gains "', ("Creature",), ("Sliver",), False),
    ],
)
def test_a_group_the_card_is_in_holds_it_too(
    before_quote: str, types: tuple[str, ...], subtypes: tuple[str, ...], holds: bool
) -> None:
    assert holds_it_too(before_quote, len(before_quote) - 1, types, subtypes) is holds


def test_the_card_s_own_copy_has_the_card_as_its_source() -> None:
    """Constricting Sliver has the ability it gives Slivers: beside the granted row (a holder
    play decides), a row of its own, whose source is the card with its printed colors."""
    rows = parse_capabilities(
        'Sliver creatures you control have "When this creature enters, you may exile target '
        'creature an opponent controls until this creature leaves the battlefield."',
        "Creature — Sliver",
        "Constricting Sliver",
        colors=("W",),
    )
    exiles = {(r.granted, r.source_types) for r in rows if r.effect == "exile"}
    assert exiles == {(True, ("Creature",)), (False, None)}
