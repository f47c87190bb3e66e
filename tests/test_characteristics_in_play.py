"""Verdicts for sources whose characteristics change in play (issue 11), on the real snapshot.

Each case is what the Comprehensive Rules say for a real card of the class: an animated land,
a crewed Vehicle or a planeswalker turned creature acts as that creature (613, 205.1b, 606.3);
a written-out "is every creature type"; one half of a split or adventurer card, or one face
of a modal double-faced card (709.3, 715.3, 712.8); an emblem (114.3); X in a mana cost
(202.3e); damage that can't be prevented (615.12); an attacker's evasion (702.9b, 702.28b,
702.14c); bestow (702.103b); an Aura or Equipment another card's effect attaches (702.16c-d).
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest
from helpers import check

pytestmark = pytest.mark.realdata

CASES = [
    # 1. permanents that become creatures: the animated creature's colors, types and subtypes
    ("Treetop Village", "Blightbeetle", "block", "prevented", "702.16f"),  # a green Ape
    ("Treetop Village", "Blightbeetle", "damage", "prevented", "702.16e"),
    ("Treetop Village", "Iridescent Angel", "damage", "prevented", "702.16e"),  # not colorless
    ("Celestial Colonnade", "Great Sable Stag", "block", "prevented", "702.16f"),  # white and blue
    ("Mishra's Factory", "Tel-Jilad Chosen", "block", "prevented", "702.16f"),  # artifact creature
    (
        "Smuggler's Copter",
        "Beloved Chaplain",
        "damage",
        "prevented",
        "702.16e",
    ),  # crewed: a creature
    ("Gideon Jura", "Beloved Chaplain", "damage", "prevented", "702.16e"),
    # a loyalty ability is sorcery speed: Gideon is never a creature on the opponent's turn
    ("Gideon Jura", "Beloved Chaplain", "block", "not_applicable", "702.16"),
    # 2. "is every creature type" written out, and "with all creature types"
    ("Mistform Ultimus", "Warren-Scourge Elf", "block", "prevented", "702.16f"),
    ("Mutavault", "Warren-Scourge Elf", "block", "prevented", "702.16f"),
    # 3. only the half or face being cast exists on the stack, with its own mana value
    ("Fire // Ice", "Mistmeadow Skulk", "target", "allowed", "702.16b"),  # Fire and Ice: 2 each
    ("Turn // Burn", "Mistmeadow Skulk", "damage", "allowed", "702.16e"),
    ("Fire // Ice", "Kor Firewalker", "target", "allowed", "702.16b"),  # Ice is blue
    ("Bonecrusher Giant", "Mistmeadow Skulk", "target", "allowed", "702.16b"),  # Stomp: 2
    ("Valki, God of Lies", "Mistmeadow Skulk", "target", "prevented", "702.16b"),  # Tibalt: 7
    # 4. an emblem has no color and no types
    ("Venser, the Sojourner", "Black Knight", "target", "allowed", "105.2c"),
    ("Teferi, Hero of Dominaria", "Black Knight", "target", "allowed", "105.2c"),
    ("Ral, Izzet Viceroy", "Kor Firewalker", "damage", "allowed", "105.2c"),
    # 5. X counts in the mana value on the stack
    ("Blaze", "Mistmeadow Skulk", "target", "conditional", "702.16b"),
    ("Fireball", "Mistmeadow Skulk", "damage", "conditional", "702.16e"),
    ("Shatterskull Smashing", "Mistmeadow Skulk", "damage", "conditional", "702.16e"),
    # 6. damage that can't be prevented is dealt through protection's prevention (615.12), but
    # only where it needs no target: a spell that must target the protected card can't, so its
    # damage is never dealt (702.16b; Stomp's ruling: "this won't allow a spell or ability to
    # target illegally")
    ("Combust", "Voice of Law", "damage", "prevented", "702.16b"),
    ("Combust", "Voice of Law", "target", "prevented", "702.16b"),
    # an "instead" mode's "that permanent or player" is the target of the damage it replaces
    # (608.2b), so kicked Urza's Rage, raided Arrow Storm and Lightning Surge with threshold
    # still need to target the protected card
    ("Urza's Rage", "Kor Firewalker", "damage", "prevented", "702.16b"),
    ("Urza's Rage", "Mistmeadow Skulk", "damage", "prevented", "702.16b"),  # mana value 3
    ("Arrow Storm", "Kor Firewalker", "damage", "prevented", "702.16b"),
    # protection from everything is cited as itself (702.16j), whatever part of it stops
    ("Lightning Surge", "Progenitus", "damage", "prevented", "702.16j"),
    ("Urza's Rage", "Baneslayer Angel", "damage", "allowed", "702.16e"),
    ("Wild Slash", "Kor Firewalker", "damage", "prevented", "702.16b"),  # even with ferocious
    ("Malignus", "Kor Firewalker", "damage", "allowed", "615.12"),
    ("Questing Beast", "Beloved Chaplain", "damage", "allowed", "615.12"),  # its combat damage
    # 7. a blocker that can't block the attacker anyway
    ("Grizzly Bears", "Baneslayer Angel", "block", "not_applicable", "702.9b"),
    ("Giant Spider", "Baneslayer Angel", "block", "allowed", "702.16f"),  # reach
    ("Serra Angel", "Stormbreath Dragon", "block", "prevented", "702.16f"),
    ("Grizzly Bears", "Soltari Priest", "block", "not_applicable", "702.28b"),  # shadow
    ("Grizzly Bears", "Mountain Yeti", "block", "conditional", "702.14c"),  # mountainwalk
    # shadow both ways (702.28b): a creature with shadow and one without can't block each
    # other, so no combat damage passes between them; one that blocks as though it had
    # shadow can (Heartwood Dryad)
    ("Devilthorn Fox", "Soltari Priest", "damage", "not_applicable", "702.28b"),
    ("Dauthi Slayer", "Kor Firewalker", "damage", "not_applicable", "702.28b"),
    ("Dauthi Slayer", "Soltari Monk", "damage", "prevented", "702.16e"),
    ("Heartwood Dryad", "Soltari Priest", "damage", "allowed", "702.16e"),
    ("Heartwood Dryad", "Kor Firewalker", "damage", "allowed", "702.16e"),
    # Avacyn's combat damage can't reach it; the Purifier's red damage to each creature can't
    (
        "Archangel Avacyn // Avacyn, the Purifier",
        "Soltari Priest",
        "damage",
        "prevented",
        "702.16e",
    ),
    # 9. bestow: an Aura spell, then an Aura, not a creature; unattached a creature
    ("Boon Satyr", "Beloved Chaplain", "attach", "allowed", "702.16c"),
    ("Boon Satyr", "Beloved Chaplain", "target", "allowed", "702.16b"),
    ("Boon Satyr", "Beloved Chaplain", "damage", "prevented", "702.16e"),
    ("Nyxborn Shieldmate", "Azorius First-Wing", "attach", "prevented", "702.16c"),
    # 10. the Aura or Equipment an effect attaches is the source, not the card with the effect
    ("Stonehewer Giant", "Black Knight", "attach", "conditional", "702.16d"),
    ("Stonehewer Giant", "Tel-Jilad Chosen", "attach", "prevented", "702.16d"),  # an artifact
    # Sovereigns of Lost Alara puts an Aura onto the attacking creature (Bruna attaches Auras
    # only to itself, its ruling)
    ("Sovereigns of Lost Alara", "Black Knight", "attach", "conditional", "702.16c"),
    ("Sovereigns of Lost Alara", "Azorius First-Wing", "attach", "prevented", "702.16c"),
    # Real cards of these classes no test named before, drawn at random from the snapshot by
    # class and checked against the rules and their rulings (the ones that were wrong, and a
    # few that were right)
    # 1. only a creature attacks (506.3): a crewed Vehicle's "whenever it attacks" ability has
    # an artifact creature as its source
    ("Ballista Charger", "Beloved Chaplain", "target", "prevented", "702.16b"),
    ("Ballista Charger", "Beloved Chaplain", "damage", "prevented", "702.16e"),
    ("Getaway Car", "Beloved Chaplain", "target", "prevented", "702.16b"),
    ("Ballista Charger", "Kor Firewalker", "damage", "allowed", "105.2c"),
    # "If CARDNAME isn't a creature, it becomes a 3/3 Angel creature with flying in addition to
    # its other types": a white enchantment Angel (205.1b)
    ("Answered Prayers", "Azorius First-Wing", "block", "prevented", "702.16f"),
    ("Answered Prayers", "Black Knight", "damage", "prevented", "702.16e"),
    ("Lurking Jackals", "White Knight", "block", "prevented", "702.16f"),
    # a type the effect names replaces the card's types unless it says otherwise (205.1a)
    ("Veil of Birds", "Azorius First-Wing", "block", "allowed", "702.16f"),
    ("Dread Statuary", "Tel-Jilad Chosen", "block", "prevented", "702.16f"),
    ("Faceless Haven", "Warren-Scourge Elf", "block", "prevented", "702.16f"),
    ("Hostile Desert", "Kor Firewalker", "damage", "allowed", "105.2c"),
    ("Dromoka Monument", "Baneslayer Angel", "block", "prevented", "702.16f"),
    ("Hidden Ancients", "Azorius First-Wing", "block", "not_applicable", "702.9b"),
    # a static "CARDNAME is a ... creature": only on its controller's turn it attacks but
    # never blocks (Gideon Blackblade); only on the other turns it blocks (Warden of the Wall)
    ("Gideon Blackblade", "Black Knight", "damage", "prevented", "702.16e"),
    ("Gideon Blackblade", "Black Knight", "block", "not_applicable", "702.16"),
    ("Warden of the Wall", "Tel-Jilad Chosen", "block", "prevented", "702.16f"),
    ("Warden of the Wall", "Baneslayer Angel", "block", "allowed", "702.16f"),  # flying
    ("Rusted Relic", "Beloved Chaplain", "damage", "prevented", "702.16e"),
    # "X or Y card"/"X or Y spell" shares its head noun: a card in a graveyard or a spell, never
    # the protected permanent (Nullify is a counterspell, only a counter answer)
    ("Imperial Recovery Unit", "Beloved Chaplain", "target", "not_applicable", "702.16"),
    ("Nullify", "Kor Firewalker", "target", "not_applicable", "702.16"),
    ("Hisoka's Defiance", "Kor Firewalker", "target", "not_applicable", "702.16"),
    # "can't block and can't be blocked": no block at all
    ("Changeling Outcast", "Warren-Scourge Elf", "block", "not_applicable", "702.16"),
    ("Changeling Outcast", "Warren-Scourge Elf", "damage", "prevented", "702.16e"),
    # 4. an ability an emblem gives permanents is theirs, not the emblem's: a Mountain (Koth
    # can make it a red creature) or a creature you control
    ("Koth of the Hammer", "Kor Firewalker", "target", "conditional", "702.16b"),
    (
        "Arlinn Kord // Arlinn, Embraced by the Moon",
        "Kor Firewalker",
        "damage",
        "conditional",
        "702.16e",
    ),
    # 8. an emblem has no card type (114.3), so it never has the chosen one
    ("Chandra, Torch of Defiance", "Serra's Emissary", "target", "allowed", "702.16b"),
    # ... nor a name Runed Halo can choose
    ("Chandra, Torch of Defiance", "Runed Halo", "target", "allowed", "702.16b"),
    # 10. "attach ... to it" where "it" is this card (Vulshok Battlemaster's and Bruna's
    # rulings) or a token the effect creates: never another card
    ("Vulshok Battlemaster", "Tel-Jilad Chosen", "attach", "not_applicable", "702.16"),
    ("Armory Automaton", "Tel-Jilad Chosen", "attach", "not_applicable", "702.16"),
    ("Heavenly Blademaster", "Azorius First-Wing", "attach", "not_applicable", "702.16"),
    ("Bruna, Light of Alabaster", "Azorius First-Wing", "attach", "not_applicable", "702.16"),
    ("Evershrike", "Azorius First-Wing", "attach", "not_applicable", "702.16"),
    ("Grip of Phyresis", "Tel-Jilad Chosen", "attach", "not_applicable", "702.16"),
    # ... while another creature or a creature card is still reached
    ("Cloak and Dagger", "Tel-Jilad Chosen", "attach", "prevented", "702.16d"),
    ("Necromancy", "Azorius First-Wing", "attach", "prevented", "702.16c"),
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


@pytest.mark.parametrize(
    ("source", "protected", "interaction", "words"),
    [
        ("Grizzly Bears", "Baneslayer Angel", "block", "flying"),
        ("Grizzly Bears", "Soltari Priest", "block", "shadow"),
        ("Grizzly Bears", "Mountain Yeti", "block", "landwalk"),
        ("Blaze", "Mistmeadow Skulk", "target", "X"),
        ("Stonehewer Giant", "Black Knight", "attach", "Aura or Equipment"),
        ("Combust", "Voice of Law", "damage", "can't be prevented"),
    ],
)
def test_reason_names_what_decides(
    snapshot_db: Path, source: str, protected: str, interaction: str, words: str
) -> None:
    assert words in check(snapshot_db, source, protected)["interactions"][interaction]["reason"]


def test_animated_sources_are_never_called_colorless(snapshot_db: Path) -> None:
    """A colored animated land acts with the color its effect sets (105.3, 613.1e)."""
    with duckdb.connect(str(snapshot_db), read_only=True) as con:
        rules = con.execute(
            """
            SELECT DISTINCT rule FROM interactions
            WHERE source_name IN ('Treetop Village', 'Celestial Colonnade', 'Raging Ravine')
              AND interaction IN ('block', 'damage')
            """
        ).fetchall()
    assert rules
    assert ("105.2c",) not in rules


def test_evasion_blocks_are_no_answers(snapshot_db: Path) -> None:
    with duckdb.connect(str(snapshot_db), read_only=True) as con:
        n = con.execute("SELECT count(*) FROM answers WHERE verdict = 'not_applicable'").fetchone()
    assert n == (0,)
