"""Tests for pipeline.parse.source_forms: what a source is when it acts, from real oracle texts."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pipeline.parse.capabilities import parse_capabilities
from pipeline.parse.source_forms import (
    SOURCE_KINDS,
    UNPREVENTABLE,
    animated_form,
    attached_form,
    is_sorcery_speed,
    unpreventable_damage,
)


def _combat_forms(text: str, type_line: str, name: str) -> dict[str, dict[str, Any]]:
    """The source fields of a face's combat rows, by capability."""
    fields = (
        "source_kind",
        "source_colors",
        "source_types",
        "source_subtypes",
        "source_keywords",
        "source_every_creature_type",
    )
    return {
        row.capability: {f: getattr(row, f) for f in fields if getattr(row, f) not in (None, False)}
        for row in parse_capabilities(text, type_line, name)
        if row.via == "combat"
    }


ANIMATED = [
    pytest.param(
        "{T}: Add {G}.\n{1}{G}: Treetop Village becomes a 3/3 green Ape creature with trample until end of turn. It's still a land.",
        "Land",
        "Treetop Village",
        {
            "source_kind": "animated",
            "source_colors": ("G",),  # 105.3: a color-setting effect replaces the colors
            "source_types": ("Land", "Creature"),  # 205.1b: still a land
            "source_subtypes": ("Ape",),
            "source_keywords": ("Trample",),
        },
        True,
        id="Treetop Village",
    ),
    pytest.param(
        "Ghitu Encampment enters the battlefield tapped.\n{T}: Add {R}.\n{1}{R}: Ghitu Encampment "
        "becomes a 2/1 red Warrior creature with first strike until end of turn. It's still a land.",
        "Land",
        "Ghitu Encampment",
        {
            "source_kind": "animated",
            "source_colors": ("R",),
            "source_types": ("Land", "Creature"),
            "source_subtypes": ("Warrior",),
            "source_keywords": ("First strike",),  # it survives fights it strikes first in
        },
        True,
        id="Ghitu Encampment",
    ),
    pytest.param(
        "{T}: Add {C}.\n{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.",
        "Land",
        "Mishra's Factory",
        {
            "source_kind": "animated",
            "source_types": ("Land", "Artifact", "Creature"),
            "source_subtypes": ("Assembly-Worker",),
        },
        True,
        id="Mishra's Factory",
    ),
    pytest.param(
        "{3}{W}{U}: Until end of turn, Celestial Colonnade becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land.",
        "Land",
        "Celestial Colonnade",
        {
            "source_kind": "animated",
            "source_colors": ("W", "U"),
            "source_types": ("Land", "Creature"),
            "source_subtypes": ("Elemental",),
            "source_keywords": ("Flying",),
        },
        True,
        id="Celestial Colonnade",
    ),
    pytest.param(
        "{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
        "Land",
        "Mutavault",
        {
            "source_kind": "animated",
            "source_types": ("Land", "Creature"),
            "source_subtypes": (),
            "source_every_creature_type": True,
        },
        True,
        id="Mutavault",
    ),
    pytest.param(
        "{X}: Chimeric Staff becomes an X/X Construct artifact creature until end of turn.",
        "Artifact",
        "Chimeric Staff",
        {
            "source_kind": "animated",
            "source_types": ("Artifact", "Creature"),  # 205.1a: the types it names replace
            "source_subtypes": ("Construct",),
        },
        True,
        id="Chimeric Staff",
    ),
    pytest.param(
        "When an opponent casts a creature spell, if Opal Acrolith is an enchantment, Opal Acrolith becomes a 2/4 Soldier creature.",
        "Enchantment",
        "Opal Acrolith",
        {
            "source_kind": "animated",
            "source_types": ("Creature",),  # no longer an enchantment
            "source_subtypes": ("Soldier",),
        },
        True,
        id="Opal Acrolith",
    ),
    pytest.param(
        "[0]: Until end of turn, Gideon Jura becomes a 6/6 Human Soldier creature that's still a planeswalker. Prevent all damage that would be dealt to him this turn.",
        "Legendary Planeswalker — Gideon",
        "Gideon Jura",
        {
            "source_kind": "animated",
            "source_types": ("Planeswalker", "Creature"),
            "source_subtypes": ("Gideon", "Human", "Soldier"),
        },
        False,  # 606.3: a loyalty ability is sorcery speed, never a blocker on the opponent's turn
        id="Gideon Jura",
    ),
    pytest.param(
        "Flying\nCrew 1",
        "Artifact — Vehicle",
        "Smuggler's Copter",
        {"source_kind": "crewed", "source_types": ("Artifact", "Creature")},
        True,
        id="Smuggler's Copter",
    ),
]


@pytest.mark.parametrize(("text", "type_line", "name", "expected", "blocks"), ANIMATED)
def test_animated_and_crewed_sources(
    text: str, type_line: str, name: str, expected: dict[str, Any], blocks: bool
) -> None:
    forms = _combat_forms(text, type_line, name)
    assert expected == forms["damage"]
    assert ("block" in forms) is blocks
    if blocks:
        assert expected == forms["block"]


def test_a_creature_card_keeps_its_printed_characteristics() -> None:
    assert _combat_forms("", "Creature — Bear", "Grizzly Bears") == {"damage": {}, "block": {}}


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("[+1]: Until end of turn, Gideon becomes a creature.", True),
        ("[−2]: Destroy target tapped creature.", True),
        ("{2}: Put a +1/+1 counter on it. Activate only as a sorcery.", True),
        ("{1}{G}: Treetop Village becomes a 3/3 green Ape creature.", False),
    ],
)
def test_sorcery_speed(line: str, expected: bool) -> None:
    assert expected == is_sorcery_speed(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Players can't gain life this turn. Damage can't be prevented this turn. CARDNAME deals 3 damage to target player or planeswalker.",
            ("line", "always"),
        ),  # Skullcrack
        (
            "Damage that would be dealt by CARDNAME can't be prevented.",
            ("face", "always"),
        ),  # Malignus
        ("Damage can't be prevented.", ("face", "always")),  # Leyline of Punishment
        (
            "Combat damage that would be dealt by creatures you control can't be prevented.",
            ("combat", "always"),
        ),  # Questing Beast
        (
            "CARDNAME deals 5 damage to target white or blue creature. The damage can't be prevented.",
            ("line", "always"),
        ),  # Combust
        (
            "If this spell was kicked, instead it deals 10 damage to that permanent or player and the damage can't be prevented.",
            ("line", "conditional"),
        ),  # Urza's Rage
        (
            "Ferocious — If you control a creature with power 4 or greater, damage can't be prevented this turn.",
            ("line", "conditional"),
        ),  # Wild Slash
        (
            "Damage that would be dealt to that creature this turn can't be prevented or dealt instead to another permanent or player.",
            None,
        ),  # Whippoorwill
        ("Prevent all damage that would be dealt to CARDNAME.", None),
    ],
)
def test_unpreventable_damage(line: str, expected: tuple[str, str] | None) -> None:
    assert expected == unpreventable_damage(line)


@pytest.mark.parametrize(
    ("text", "type_line", "name", "expected"),
    [
        (
            "Wild Slash deals 2 damage to any target.\nFerocious — If you control a creature with power 4 or greater, damage can't be prevented this turn.",
            "Instant",
            "Wild Slash",
            ["conditional"],
        ),
        (
            "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
            "Instant — Adventure",
            "Stomp",
            ["always"],
        ),
        (
            "Malignus's power and toughness are each equal to half the highest life total among your opponents, rounded up.\nDamage that would be dealt by Malignus can't be prevented.",
            "Creature — Elemental Spirit",
            "Malignus",
            ["always"],
        ),
        (
            "Whenever Volcanic Hammer deals damage, you gain 1 life.\nVolcanic Hammer deals 3 damage to any target.",
            "Sorcery",
            "Volcanic Hammer",
            [None],
        ),
    ],
)
def test_damage_rows_carry_unpreventable(
    text: str, type_line: str, name: str, expected: list[str | None]
) -> None:
    rows = parse_capabilities(text, type_line, name)
    assert expected == [r.unpreventable for r in rows if r.capability == "damage"]


@pytest.mark.parametrize(
    ("what", "sentence", "expected"),
    [
        # Stonehewer Giant: "it" is the Equipment card searched for
        (
            " it ",
            "Search your library for an Equipment card, put it onto the battlefield, attach it to a creature you control, then shuffle",
            ("Artifact", "Equipment"),
        ),
        # Holy Avenger: an Aura card from your hand
        (
            "you may put an Aura card from your hand ",
            "you may put an Aura card from your hand onto the battlefield attached to it",
            ("Enchantment", "Aura"),
        ),
        # Vulshok Battlemaster
        (
            " all Equipment on the battlefield ",
            "attach all Equipment on the battlefield to it",
            ("Artifact", "Equipment"),
        ),
        # Curse of Misfortunes: a Curse is an Aura
        (
            " it ",
            "search your library for a Curse card that doesn't have the same name as a Curse attached to enchanted player, put it onto the battlefield attached to that player",
            ("Enchantment", "Curse"),
        ),
        # the card attaches itself: its own qualities decide
        (
            " CARDNAME ",
            "Whenever a Soldier creature enters the battlefield, you may attach CARDNAME to it",
            None,
        ),
        (
            " it ",
            "When CARDNAME enters the battlefield, attach it to target creature you control",
            None,
        ),
        (
            " this ",
            "create a 0/0 black Phyrexian Germ creature token, then attach this to it",
            None,
        ),
    ],
)
def test_attached_form(what: str, sentence: str, expected: tuple[str, str] | None) -> None:
    form = attached_form(what, sentence)
    if expected is None:
        assert form is None
    else:
        assert form is not None
        assert ("attached", expected[0], expected[1]) == (
            form["source_kind"],
            form["source_types"][0],  # type: ignore[index]
            form["source_subtypes"][-1],  # type: ignore[index]
        )


def test_emblem_abilities_have_no_color_and_no_types() -> None:
    rows = parse_capabilities(
        '+1: Exile target permanent you own.\n−8: You get an emblem with "Whenever you cast a spell, exile target permanent."',
        "Legendary Planeswalker — Venser",
        "Venser, the Sojourner",
    )
    emblem = [r for r in rows if r.source_kind == "emblem"]
    assert [
        (r.capability, r.object_kind, r.source_colors, r.source_types, r.source_subtypes, r.granted)
        for r in emblem
    ] == [("target", "permanent", (), (), (), False)]


def test_bestowed_rows_are_an_aura_not_a_creature() -> None:
    rows = parse_capabilities(
        "Flash\nBestow {3}{G}{G}\nEnchanted creature gets +4/+2.",
        "Enchantment Creature — Satyr",
        "Boon Satyr",
    )
    assert {
        ("target", "bestowed", ("Enchantment",), ("Aura",)),
        ("attach", "bestowed", ("Enchantment",), ("Aura",)),
        ("damage", None, None, None),  # unattached it is a creature
        ("block", None, None, None),
    } == {(r.capability, r.source_kind, r.source_types, r.source_subtypes) for r in rows}


@given(st.text(max_size=300), st.text(max_size=60))
def test_any_text_gives_a_valid_form(words: str, rest: str) -> None:
    form = animated_form(words, rest, ["Land"], [])
    assert form["source_kind"] in SOURCE_KINDS
    assert "Creature" in form["source_types"]  # type: ignore[operator]
    found = unpreventable_damage(words + rest)
    assert found is None or found[1] in UNPREVENTABLE


def test_an_aura_attaching_itself_is_the_source_even_in_a_granted_ability() -> None:
    """Shifting Shadow's granted upkeep trigger attaches Shifting Shadow: the red Aura is the
    source of that attachment (702.16c), not the creature that has the ability."""
    rows = parse_capabilities(
        'Enchant creature\nEnchanted creature has haste and "At the beginning of your upkeep, '
        "destroy this creature. Reveal cards from the top of your library until you reveal a "
        "creature card. Put that card onto the battlefield and attach Shifting Shadow to it, then "
        'put all other cards revealed this way on the bottom of your library in a random order."',
        "Enchantment — Aura",
        "Shifting Shadow",
    )
    assert [
        (r.granted, r.source_kind) for r in rows if r.capability == "attach" and r.via == "ability"
    ] == [(False, None)]
