"""Tests for pipeline.parse.capabilities: what each card face can do to a permanent or player.

The table holds real oracle texts from the MTGJSON snapshot (2022-04-25) with the exact rows
expected; the property tests feed the parser arbitrary text.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import duckdb
import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.parse.capabilities import parse_capabilities
from pipeline.parse.capability_rows import Capability
from pipeline.parse.source_forms import SOURCE_KINDS, UNPREVENTABLE
from pipeline.vocabulary import CapabilityKind, ObjectKind, Via


def C(capability: str, via: str, object_kind: str, detail: str, **fields: Any) -> Capability:
    return Capability(
        capability=capability, via=via, object_kind=object_kind, detail=detail, **fields
    )


FLAMESHOT = (
    "Flameshot deals 3 damage divided as you choose among one, two, or three target creatures."
)
METEOR_SHOWER = (
    "Meteor Shower deals X plus 1 damage divided as you choose among any number of targets."
)
# Forms a source takes in play (pipeline/parse/source_forms.py).
CREWED: dict[str, Any] = {"source_kind": "crewed", "source_types": ("Artifact", "Creature")}
MUTAVAULT: dict[str, Any] = {
    "source_kind": "animated",
    "source_types": ("Land", "Creature"),
    "source_subtypes": (),
    "source_every_creature_type": True,
}
OPAL_GUARDIAN: dict[str, Any] = {
    "source_kind": "animated",
    "source_types": ("Creature",),
    "source_subtypes": ("Gargoyle",),
    "source_keywords": ("Flying",),
}
EMBLEM: dict[str, Any] = {
    "source_kind": "emblem",
    "source_colors": (),
    "source_types": (),
    "source_subtypes": (),
}
BESTOWED: dict[str, Any] = {
    "source_kind": "bestowed",
    "source_types": ("Enchantment",),
    "source_subtypes": ("Aura",),
}
ATTACHED_AURA: dict[str, Any] = {
    "source_kind": "attached",
    "source_types": ("Enchantment",),
    "source_subtypes": ("Aura",),
}

CASES = [
    # Lightning Bolt
    pytest.param(
        "Lightning Bolt deals 3 damage to any target.",
        "Instant",
        "Lightning Bolt",
        (),
        [
            C(
                "target",
                "spell",
                "any",
                "Lightning Bolt deals 3 damage to any target.",
                targeted=True,
            ),
            C(
                "damage",
                "spell",
                "any",
                "Lightning Bolt deals 3 damage to any target.",
                targeted=True,
                damage_by="self",
                damage_amount="3",
            ),
        ],
        id="Lightning Bolt",
    ),
    # Shock
    pytest.param(
        "Shock deals 2 damage to any target.",
        "Instant",
        "Shock",
        (),
        [
            C("target", "spell", "any", "Shock deals 2 damage to any target.", targeted=True),
            C(
                "damage",
                "spell",
                "any",
                "Shock deals 2 damage to any target.",
                targeted=True,
                damage_by="self",
                damage_amount="2",
            ),
        ],
        id="Shock",
    ),
    # Pyroclasm: not targeted, but its damage is still prevented (702.16e)
    pytest.param(
        "Pyroclasm deals 2 damage to each creature.",
        "Sorcery",
        "Pyroclasm",
        (),
        [
            C(
                "damage",
                "spell",
                "creature",
                "Pyroclasm deals 2 damage to each creature.",
                damage_by="self",
                damage_amount="2",
            ),
        ],
        id="Pyroclasm",
    ),
    # damage divided among "one, two, or three target creatures": all of it may go to one
    pytest.param(
        "Flameshot deals 3 damage divided as you choose among one, two, or three target creatures.",
        "Sorcery",
        "Flameshot",
        (),
        [
            C("target", "spell", "creature", FLAMESHOT, targeted=True),
            C(
                "damage",
                "spell",
                "creature",
                FLAMESHOT,
                targeted=True,
                damage_by="self",
                damage_amount="3",
            ),
        ],
        id="Flameshot",
    ),
    pytest.param(
        "Meteor Shower deals X plus 1 damage divided as you choose among any number of targets.",
        "Sorcery",
        "Meteor Shower",
        (),
        [
            C("target", "spell", "any", METEOR_SHOWER, targeted=True),
            C(
                "damage",
                "spell",
                "any",
                METEOR_SHOWER,
                targeted=True,
                damage_by="self",
                damage_amount="X plus 1",
            ),
        ],
        id="Meteor Shower",
    ),
    # Fireball: the cost line's "each target" is not a target phrase
    pytest.param(
        "This spell costs {1} more to cast for each target beyond the first.\nFireball deals X damage divided evenly, rounded down, among any number of targets.",
        "Sorcery",
        "Fireball",
        (),
        [
            C(
                "target",
                "spell",
                "any",
                "Fireball deals X damage divided evenly, rounded down, among any number of targets.",
                targeted=True,
            ),
            C(
                "damage",
                "spell",
                "any",
                "Fireball deals X damage divided evenly, rounded down, among any number of targets.",
                targeted=True,
                damage_by="self",
                damage_amount="X",
            ),
        ],
        id="Fireball",
    ),
    # Swords to Plowshares
    pytest.param(
        "Exile target creature. Its controller gains life equal to its power.",
        "Instant",
        "Swords to Plowshares",
        (),
        [
            C("target", "spell", "creature", "Exile target creature.", targeted=True),
        ],
        id="Swords to Plowshares",
    ),
    # Doom Blade
    pytest.param(
        "Destroy target nonblack creature.",
        "Instant",
        "Doom Blade",
        (),
        [
            C(
                "target",
                "spell",
                "creature",
                "Destroy target nonblack creature.",
                object_excluded_colors=("B",),
                targeted=True,
            ),
        ],
        id="Doom Blade",
    ),
    # Terror: two excluded qualities joined by a comma
    pytest.param(
        "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
        "Instant",
        "Terror",
        (),
        [
            C(
                "target",
                "spell",
                "creature",
                "Destroy target nonartifact, nonblack creature.",
                object_excluded_colors=("B",),
                object_excluded_types=("Artifact",),
                targeted=True,
            ),
        ],
        id="Terror",
    ),
    # Go for the Throat
    pytest.param(
        "Destroy target nonartifact creature.",
        "Instant",
        "Go for the Throat",
        (),
        [
            C(
                "target",
                "spell",
                "creature",
                "Destroy target nonartifact creature.",
                object_excluded_types=("Artifact",),
                targeted=True,
            ),
        ],
        id="Go for the Throat",
    ),
    # Path to Exile
    pytest.param(
        "Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
        "Instant",
        "Path to Exile",
        (),
        [
            C("target", "spell", "creature", "Exile target creature.", targeted=True),
        ],
        id="Path to Exile",
    ),
    # Murder
    pytest.param(
        "Destroy target creature.",
        "Instant",
        "Murder",
        (),
        [
            C("target", "spell", "creature", "Destroy target creature.", targeted=True),
        ],
        id="Murder",
    ),
    # Dismember: the reminder of the Phyrexian mana symbol is not read
    pytest.param(
        "({B/P} can be paid with either {B} or 2 life.)\nTarget creature gets -5/-5 until end of turn.",
        "Instant",
        "Dismember",
        (),
        [
            C(
                "target",
                "spell",
                "creature",
                "Target creature gets -5/-5 until end of turn.",
                targeted=True,
            ),
        ],
        id="Dismember",
    ),
    # Prey Upon: the fighting creatures deal the damage, not the spell (701.14)
    pytest.param(
        "Target creature you control fights target creature you don't control. (Each deals damage equal to its power to the other.)",
        "Sorcery",
        "Prey Upon",
        ("Fight",),
        [
            C(
                "target",
                "spell",
                "creature",
                "Target creature you control fights target creature you don't control.",
                object_controller="you",
                targeted=True,
            ),
            C(
                "target",
                "spell",
                "creature",
                "Target creature you control fights target creature you don't control.",
                object_controller="opponent",
                targeted=True,
            ),
            C(
                "damage",
                "spell",
                "creature",
                "Target creature you control fights target creature you don't control.",
                object_controller="opponent",
                targeted=True,
                damage_by="other",
                damage_amount="power",
                fight=True,
            ),
            C(
                "damage",
                "spell",
                "creature",
                "Target creature you control fights target creature you don't control.",
                object_controller="you",
                targeted=True,
                damage_by="other",
                damage_amount="power",
                fight=True,
            ),
        ],
        id="Prey Upon",
    ),
    # Rabid Bite: the creature you control is the source
    pytest.param(
        "Target creature you control deals damage equal to its power to target creature you don't control.",
        "Sorcery",
        "Rabid Bite",
        (),
        [
            C(
                "target",
                "spell",
                "creature",
                "Target creature you control deals damage equal to its power to target creature you don't control.",
                object_controller="you",
                targeted=True,
            ),
            C(
                "target",
                "spell",
                "creature",
                "Target creature you control deals damage equal to its power to target creature you don't control.",
                object_controller="opponent",
                targeted=True,
            ),
            C(
                "damage",
                "spell",
                "creature",
                "Target creature you control deals damage equal to its power to target creature you don't control.",
                object_controller="opponent",
                targeted=True,
                damage_by="other",
                damage_amount="power",
            ),
        ],
        id="Rabid Bite",
    ),
    # Counterspell: targets a spell: protection does not apply on the stack
    pytest.param(
        "Counter target spell.",
        "Instant",
        "Counterspell",
        (),
        [
            C("target", "spell", "spell", "Counter target spell.", targeted=True),
            C("counter", "spell", "spell", "Counter target spell.", targeted=True),
        ],
        id="Counterspell",
    ),
    # Wrath of God: a sweep: no targeting, no damage
    pytest.param(
        "Destroy all creatures. They can't be regenerated.",
        "Sorcery",
        "Wrath of God",
        (),
        [
            C("sweep", "spell", "creature", "Destroy all creatures."),
        ],
        id="Wrath of God",
    ),
    # Damnation
    pytest.param(
        "Destroy all creatures. They can't be regenerated.",
        "Sorcery",
        "Damnation",
        (),
        [
            C("sweep", "spell", "creature", "Destroy all creatures."),
        ],
        id="Damnation",
    ),
    # Diabolic Edict: targets the player (stopped by a player's protection), not the creature
    pytest.param(
        "Target player sacrifices a creature.",
        "Instant",
        "Diabolic Edict",
        (),
        [
            C("target", "spell", "player", "Target player sacrifices a creature.", targeted=True),
            C("edict", "spell", "creature", "Target player sacrifices a creature."),
        ],
        id="Diabolic Edict",
    ),
    # Innocent Blood
    pytest.param(
        "Each player sacrifices a creature.",
        "Sorcery",
        "Innocent Blood",
        (),
        [
            C("edict", "spell", "creature", "Each player sacrifices a creature."),
        ],
        id="Innocent Blood",
    ),
    # Pacifism
    pytest.param(
        "Enchant creature\nEnchanted creature can't attack or block.",
        "Enchantment — Aura",
        "Pacifism",
        ("Enchant",),
        [
            C("target", "spell", "creature", "Enchant creature", targeted=True),
            C("attach", "static", "creature", "Enchant creature", targeted=True),
        ],
        id="Pacifism",
    ),
    # Rancor
    pytest.param(
        "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor is put into a graveyard from the battlefield, return Rancor to its owner's hand.",
        "Enchantment — Aura",
        "Rancor",
        ("Enchant",),
        [
            C("target", "spell", "creature", "Enchant creature", targeted=True),
            C("attach", "static", "creature", "Enchant creature", targeted=True),
        ],
        id="Rancor",
    ),
    # Control Magic
    pytest.param(
        "Enchant creature\nYou control enchanted creature.",
        "Enchantment — Aura",
        "Control Magic",
        ("Enchant",),
        [
            C("target", "spell", "creature", "Enchant creature", targeted=True),
            C("attach", "static", "creature", "Enchant creature", targeted=True),
        ],
        id="Control Magic",
    ),
    # Animate Dead: an Aura spell targets the card it will enchant (303.4d)
    pytest.param(
        'Enchant creature card in a graveyard\nWhen Animate Dead enters the battlefield, if it\'s on the battlefield, it loses "enchant creature card in a graveyard" and gains "enchant creature put onto the battlefield with Animate Dead." Return enchanted creature card to the battlefield under your control and attach Animate Dead to it. When Animate Dead leaves the battlefield, that creature\'s controller sacrifices it.\nEnchanted creature gets -1/-0.',
        "Enchantment — Aura",
        "Animate Dead",
        ("Enchant",),
        [
            C(
                "target",
                "spell",
                "card",
                "Enchant creature card in a graveyard",
                object_types=("Creature",),
                targeted=True,
            ),
            C(
                "attach",
                "static",
                "card",
                "Enchant creature card in a graveyard",
                object_types=("Creature",),
                targeted=True,
            ),
            C(
                "attach",
                "ability",
                "creature",
                "Return enchanted creature card to the battlefield under your control and attach Animate Dead to it.",
            ),
        ],
        id="Animate Dead",
    ),
    # Curse of the Pierced Heart: Enchant player
    pytest.param(
        "Enchant player\nAt the beginning of enchanted player's upkeep, Curse of the Pierced Heart deals 1 damage to that player or a planeswalker that player controls.",
        "Enchantment — Aura Curse",
        "Curse of the Pierced Heart",
        ("Enchant",),
        [
            C("target", "spell", "player", "Enchant player", targeted=True),
            C("attach", "static", "player", "Enchant player", targeted=True),
            C(
                "damage",
                "ability",
                "player",
                "At the beginning of enchanted player's upkeep, Curse of the Pierced Heart deals 1 damage to that player or a planeswalker that player controls.",
                damage_by="self",
                damage_amount="1",
            ),
            C(
                "damage",
                "ability",
                "planeswalker",
                "At the beginning of enchanted player's upkeep, Curse of the Pierced Heart deals 1 damage to that player or a planeswalker that player controls.",
                damage_by="self",
                damage_amount="1",
            ),
        ],
        id="Curse of the Pierced Heart",
    ),
    # Spirit Mantle
    pytest.param(
        "Enchant creature\nEnchanted creature gets +1/+1 and has protection from creatures.",
        "Enchantment — Aura",
        "Spirit Mantle",
        ("Enchant",),
        [
            C("target", "spell", "creature", "Enchant creature", targeted=True),
            C("attach", "static", "creature", "Enchant creature", targeted=True),
        ],
        id="Spirit Mantle",
    ),
    # Bonesplitter: equip targets a creature you control (702.6a)
    pytest.param(
        "Equipped creature gets +2/+0.\nEquip {1}",
        "Artifact — Equipment",
        "Bonesplitter",
        ("Equip",),
        [
            C("target", "ability", "creature", "Equip {1}", object_controller="you", targeted=True),
            C("attach", "static", "creature", "Equip {1}", object_controller="you", targeted=True),
        ],
        id="Bonesplitter",
    ),
    # Sword of Fire and Ice: the trigger's condition ("deals combat damage") is not an effect
    pytest.param(
        "Equipped creature gets +2/+2 and has protection from red and from blue.\nWhenever equipped creature deals combat damage to a player, Sword of Fire and Ice deals 2 damage to any target and you draw a card.\nEquip {2}",
        "Artifact — Equipment",
        "Sword of Fire and Ice",
        ("Equip",),
        [
            C(
                "target",
                "ability",
                "any",
                "Whenever equipped creature deals combat damage to a player, Sword of Fire and Ice deals 2 damage to any target and you draw a card.",
                targeted=True,
            ),
            C(
                "damage",
                "ability",
                "any",
                "Whenever equipped creature deals combat damage to a player, Sword of Fire and Ice deals 2 damage to any target and you draw a card.",
                targeted=True,
                damage_by="self",
                damage_amount="2",
            ),
            C("target", "ability", "creature", "Equip {2}", object_controller="you", targeted=True),
            C("attach", "static", "creature", "Equip {2}", object_controller="you", targeted=True),
        ],
        id="Sword of Fire and Ice",
    ),
    # Darksteel Garrison: fortify targets a land you control; the reminder is not read
    pytest.param(
        "Fortified land has indestructible.\nWhenever fortified land becomes tapped, target creature gets +1/+1 until end of turn.\nFortify {3} ({3}: Attach to target land you control. Fortify only as a sorcery. This card enters the battlefield unattached and stays on the battlefield if the land leaves.)",
        "Artifact — Fortification",
        "Darksteel Garrison",
        ("Fortify",),
        [
            C(
                "target",
                "ability",
                "creature",
                "Whenever fortified land becomes tapped, target creature gets +1/+1 until end of turn.",
                targeted=True,
            ),
            C("target", "ability", "land", "Fortify {3}", object_controller="you", targeted=True),
            C("attach", "static", "land", "Fortify {3}", object_controller="you", targeted=True),
        ],
        id="Darksteel Garrison",
    ),
    # Grizzly Bears
    pytest.param(
        "",
        "Creature — Bear",
        "Grizzly Bears",
        (),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Bear",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Bear"),
        ],
        id="Grizzly Bears",
    ),
    # Wall of Omens: defender does not stop blocking
    pytest.param(
        "Defender\nWhen Wall of Omens enters the battlefield, draw a card.",
        "Creature — Wall",
        "Wall of Omens",
        ("Defender",),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Wall",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Wall"),
        ],
        id="Wall of Omens",
    ),
    # Goblin Raider: can't block: no block row
    pytest.param(
        "Goblin Raider can't block.",
        "Creature — Goblin Warrior",
        "Goblin Raider",
        (),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Goblin Warrior",
                damage_by="self",
                damage_amount="power",
            ),
        ],
        id="Goblin Raider",
    ),
    # Cloud Elemental: can block only creatures with flying
    pytest.param(
        "Flying\nCloud Elemental can block only creatures with flying.",
        "Creature — Elemental",
        "Cloud Elemental",
        ("Flying",),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Elemental",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Elemental", can_block_only="Flying"),
        ],
        id="Cloud Elemental",
    ),
    # Smuggler's Copter: a crewed Vehicle deals combat damage and blocks
    pytest.param(
        "Flying\nWhenever Smuggler's Copter attacks or blocks, you may draw a card. If you do, discard a card.\nCrew 1 (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature until end of turn.)",
        "Artifact — Vehicle",
        "Smuggler's Copter",
        ("Crew", "Flying"),
        [
            C(
                "damage",
                "combat",
                "any",
                "Crew 1",
                damage_by="self",
                damage_amount="power",
                **CREWED,
            ),
            C("block", "combat", "creature", "Crew 1", **CREWED),
        ],
        id="Smuggler's Copter",
    ),
    # Mutavault: a land that becomes a creature
    pytest.param(
        "{T}: Add {C}.\n{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
        "Land",
        "Mutavault",
        (),
        [
            C(
                "damage",
                "combat",
                "any",
                "{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn.",
                damage_by="self",
                damage_amount="power",
                **MUTAVAULT,
            ),
            C(
                "block",
                "combat",
                "creature",
                "{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn.",
                **MUTAVAULT,
            ),
        ],
        id="Mutavault",
    ),
    # Mother of Runes
    pytest.param(
        "{T}: Target creature you control gains protection from the color of your choice until end of turn.",
        "Creature — Human Cleric",
        "Mother of Runes",
        (),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Human Cleric",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Human Cleric"),
            C(
                "target",
                "ability",
                "creature",
                "{T}: Target creature you control gains protection from the color of your choice until end of turn.",
                object_controller="you",
                targeted=True,
            ),
        ],
        id="Mother of Runes",
    ),
    # Walking Ballista: "It" is the card itself
    pytest.param(
        "Walking Ballista enters the battlefield with X +1/+1 counters on it.\n{4}: Put a +1/+1 counter on Walking Ballista.\nRemove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.",
        "Artifact Creature — Construct",
        "Walking Ballista",
        (),
        [
            C(
                "damage",
                "combat",
                "any",
                "Artifact Creature — Construct",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Artifact Creature — Construct"),
            C(
                "target",
                "ability",
                "any",
                "Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.",
                targeted=True,
            ),
            C(
                "damage",
                "ability",
                "any",
                "Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.",
                targeted=True,
                damage_by="self",
                damage_amount="1",
            ),
        ],
        id="Walking Ballista",
    ),
    # Chandra, Torch of Defiance: loyalty abilities; the emblem, not Chandra, is the emblem's source
    pytest.param(
        '[+1]: Exile the top card of your library. You may cast that card. If you don\'t, Chandra, Torch of Defiance deals 2 damage to each opponent.\n[+1]: Add {R}{R}.\n[−3]: Chandra, Torch of Defiance deals 4 damage to target creature.\n[−7]: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any target."',
        "Legendary Planeswalker — Chandra",
        "Chandra, Torch of Defiance",
        (),
        [
            C(
                "damage",
                "ability",
                "player",
                "If you don't, Chandra, Torch of Defiance deals 2 damage to each opponent.",
                object_controller="opponent",
                damage_by="self",
                damage_amount="2",
            ),
            C(
                "target",
                "ability",
                "creature",
                "[−3]: Chandra, Torch of Defiance deals 4 damage to target creature.",
                targeted=True,
            ),
            C(
                "damage",
                "ability",
                "creature",
                "[−3]: Chandra, Torch of Defiance deals 4 damage to target creature.",
                targeted=True,
                damage_by="self",
                damage_amount="4",
            ),
            C(
                "target",
                "ability",
                "any",
                "Whenever you cast a spell, this emblem deals 5 damage to any target.",
                targeted=True,
                **EMBLEM,
            ),
            C(
                "damage",
                "ability",
                "any",
                "Whenever you cast a spell, this emblem deals 5 damage to any target.",
                targeted=True,
                damage_by="self",
                damage_amount="5",
                **EMBLEM,
            ),
        ],
        id="Chandra, Torch of Defiance",
    ),
    # Icy Manipulator
    pytest.param(
        "{1}, {T}: Tap target artifact, creature, or land.",
        "Artifact",
        "Icy Manipulator",
        (),
        [
            C(
                "target",
                "ability",
                "artifact",
                "{1}, {T}: Tap target artifact, creature, or land.",
                targeted=True,
            ),
            C(
                "target",
                "ability",
                "creature",
                "{1}, {T}: Tap target artifact, creature, or land.",
                targeted=True,
            ),
            C(
                "target",
                "ability",
                "land",
                "{1}, {T}: Tap target artifact, creature, or land.",
                targeted=True,
            ),
        ],
        id="Icy Manipulator",
    ),
    # Glacial Ray: cast normally it targets; splicing is not (the seeds' 702.14 example)
    pytest.param(
        "Glacial Ray deals 2 damage to any target.\nSplice onto Arcane {1}{R} (As you cast an Arcane spell, you may reveal this card from your hand and pay its splice cost. If you do, add this card's effects to that spell.)",
        "Instant — Arcane",
        "Glacial Ray",
        ("Splice",),
        [
            C("target", "spell", "any", "Glacial Ray deals 2 damage to any target.", targeted=True),
            C(
                "damage",
                "spell",
                "any",
                "Glacial Ray deals 2 damage to any target.",
                targeted=True,
                damage_by="self",
                damage_amount="2",
            ),
        ],
        id="Glacial Ray",
    ),
    # Typhoid Rats: deathtouch adds nothing: prevented damage does not destroy
    pytest.param(
        "Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)",
        "Creature — Rat",
        "Typhoid Rats",
        ("Deathtouch",),
        [
            C("damage", "combat", "any", "Creature — Rat", damage_by="self", damage_amount="power"),
            C("block", "combat", "creature", "Creature — Rat"),
        ],
        id="Typhoid Rats",
    ),
    # Autochthon Wurm: trample adds nothing: lethal damage is still assigned (702.19b)
    pytest.param(
        "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nTrample",
        "Creature — Wurm",
        "Autochthon Wurm",
        ("Convoke", "Trample"),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Wurm",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Wurm"),
        ],
        id="Autochthon Wurm",
    ),
    # Hand of Cruelty
    pytest.param(
        "Protection from white\nBushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)",
        "Creature — Human Samurai",
        "Hand of Cruelty",
        ("Bushido", "Protection"),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Human Samurai",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Human Samurai"),
        ],
        id="Hand of Cruelty",
    ),
    # Goblin Piledriver
    pytest.param(
        "Protection from blue (This creature can't be blocked, targeted, dealt damage, or enchanted by anything blue.)\nWhenever Goblin Piledriver attacks, it gets +2/+0 until end of turn for each other attacking Goblin.",
        "Creature — Goblin Warrior",
        "Goblin Piledriver",
        ("Protection",),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Goblin Warrior",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Goblin Warrior"),
        ],
        id="Goblin Piledriver",
    ),
    # Runed Halo: protection itself is no capability
    pytest.param(
        "As Runed Halo enters the battlefield, choose a card name.\nYou have protection from the chosen card name. (You can't be targeted, dealt damage, or enchanted by anything with that name.)",
        "Enchantment",
        "Runed Halo",
        (),
        [],
        id="Runed Halo",
    ),
    # Emrakul, the Aeons Torn: annihilator printed without reminder
    pytest.param(
        "This spell can't be countered.\nWhen you cast this spell, take an extra turn after this one.\nFlying, protection from spells that are one or more colors, annihilator 6\nWhen Emrakul, the Aeons Torn is put into a graveyard from anywhere, its owner shuffles their graveyard into their library.",
        "Legendary Creature — Eldrazi",
        "Emrakul, the Aeons Torn",
        ("Annihilator", "Flying", "Protection"),
        [
            C(
                "damage",
                "combat",
                "any",
                "Legendary Creature — Eldrazi",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Legendary Creature — Eldrazi"),
            C(
                "edict",
                "ability",
                "permanent",
                "Flying, protection from spells that are one or more colors, annihilator 6",
            ),
        ],
        id="Emrakul, the Aeons Torn",
    ),
    # Animate Wall: a bare subtype names any permanent of that subtype
    pytest.param(
        "Enchant Wall\nEnchanted Wall can attack as though it didn't have defender.",
        "Enchantment — Aura",
        "Animate Wall",
        ("Enchant",),
        [
            C("target", "spell", "permanent", "Enchant Wall", object_subtype="Wall", targeted=True),
            C(
                "attach",
                "static",
                "permanent",
                "Enchant Wall",
                object_subtype="Wall",
                targeted=True,
            ),
        ],
        id="Animate Wall",
    ),
    # Psychic Possession
    pytest.param(
        "Enchant opponent\nSkip your draw step.\nWhenever enchanted opponent draws a card, you may draw a card.",
        "Enchantment — Aura",
        "Psychic Possession",
        ("Enchant",),
        [
            C(
                "target",
                "spell",
                "player",
                "Enchant opponent",
                object_controller="opponent",
                targeted=True,
            ),
            C(
                "attach",
                "static",
                "player",
                "Enchant opponent",
                object_controller="opponent",
                targeted=True,
            ),
        ],
        id="Psychic Possession",
    ),
    # Dizzying Gaze
    pytest.param(
        "Enchant creature you control\n{R}: Enchanted creature deals 1 damage to target creature with flying.",
        "Enchantment — Aura",
        "Dizzying Gaze",
        ("Enchant",),
        [
            C(
                "target",
                "spell",
                "creature",
                "Enchant creature you control",
                object_controller="you",
                targeted=True,
            ),
            C(
                "attach",
                "static",
                "creature",
                "Enchant creature you control",
                object_controller="you",
                targeted=True,
            ),
            C(
                "target",
                "ability",
                "creature",
                "{R}: Enchanted creature deals 1 damage to target creature with flying.",
                object_keyword="Flying",
                targeted=True,
            ),
            C(
                "damage",
                "ability",
                "creature",
                "{R}: Enchanted creature deals 1 damage to target creature with flying.",
                object_keyword="Flying",
                targeted=True,
                damage_by="other",
                damage_amount="1",
            ),
        ],
        id="Dizzying Gaze",
    ),
    # Nahiri's Binding
    pytest.param(
        "Enchant creature or planeswalker\nEnchanted permanent can't attack or block, and its activated abilities can't be activated.",
        "Enchantment — Aura",
        "Nahiri's Binding",
        ("Enchant",),
        [
            C("target", "spell", "creature", "Enchant creature or planeswalker", targeted=True),
            C("attach", "static", "creature", "Enchant creature or planeswalker", targeted=True),
            C("target", "spell", "planeswalker", "Enchant creature or planeswalker", targeted=True),
            C(
                "attach",
                "static",
                "planeswalker",
                "Enchant creature or planeswalker",
                targeted=True,
            ),
        ],
        id="Nahiri's Binding",
    ),
    # Blackblade Reforged
    pytest.param(
        "Equipped creature gets +1/+1 for each land you control.\nEquip legendary creature {3}\nEquip {7}",
        "Legendary Artifact — Equipment",
        "Blackblade Reforged",
        ("Equip",),
        [
            C(
                "target",
                "ability",
                "creature",
                "Equip legendary creature {3}",
                object_types=("Legendary",),
                object_controller="you",
                targeted=True,
            ),
            C(
                "attach",
                "static",
                "creature",
                "Equip legendary creature {3}",
                object_types=("Legendary",),
                object_controller="you",
                targeted=True,
            ),
            C("target", "ability", "creature", "Equip {7}", object_controller="you", targeted=True),
            C("attach", "static", "creature", "Equip {7}", object_controller="you", targeted=True),
        ],
        id="Blackblade Reforged",
    ),
    # Lizard Blades
    pytest.param(
        "Double strike\nEquipped creature has double strike.\nReconfigure {2} ({2}: Attach to target creature you control; or unattach from a creature. Reconfigure only as a sorcery. While attached, this isn't a creature.)",
        "Artifact Creature — Equipment Lizard",
        "Lizard Blades",
        ("Double strike", "Reconfigure"),
        [
            C(
                "damage",
                "combat",
                "any",
                "Artifact Creature — Equipment Lizard",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Artifact Creature — Equipment Lizard"),
            C(
                "target",
                "ability",
                "creature",
                "Reconfigure {2}",
                object_controller="you",
                targeted=True,
            ),
            C(
                "attach",
                "static",
                "creature",
                "Reconfigure {2}",
                object_controller="you",
                targeted=True,
            ),
        ],
        id="Lizard Blades",
    ),
    # Nyxborn Shieldmate
    pytest.param(
        "Bestow {2}{W} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nEnchanted creature gets +1/+2.",
        "Enchantment Creature — Human Soldier",
        "Nyxborn Shieldmate",
        ("Bestow",),
        [
            C(
                "damage",
                "combat",
                "any",
                "Enchantment Creature — Human Soldier",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Enchantment Creature — Human Soldier"),
            C("target", "spell", "creature", "Bestow {2}{W}", targeted=True, **BESTOWED),
            C("attach", "static", "creature", "Bestow {2}{W}", targeted=True, **BESTOWED),
        ],
        id="Nyxborn Shieldmate",
    ),
    # Piston Sledge
    pytest.param(
        "When Piston Sledge enters the battlefield, attach it to target creature you control.\nEquipped creature gets +3/+1.\nEquip—Sacrifice an artifact.",
        "Artifact — Equipment",
        "Piston Sledge",
        ("Equip",),
        [
            C(
                "target",
                "ability",
                "creature",
                "When Piston Sledge enters the battlefield, attach it to target creature you control.",
                object_controller="you",
                targeted=True,
            ),
            C(
                "attach",
                "ability",
                "creature",
                "When Piston Sledge enters the battlefield, attach it to target creature you control.",
                object_controller="you",
                targeted=True,
            ),
            C(
                "target",
                "ability",
                "creature",
                "Equip—Sacrifice an artifact.",
                object_controller="you",
                targeted=True,
            ),
            C(
                "attach",
                "static",
                "creature",
                "Equip—Sacrifice an artifact.",
                object_controller="you",
                targeted=True,
            ),
        ],
        id="Piston Sledge",
    ),
    # Holy Avenger
    pytest.param(
        "Equipped creature has double strike.\nWhenever equipped creature deals combat damage, you may put an Aura card from your hand onto the battlefield attached to it.\nEquip {2}{W}",
        "Artifact — Equipment",
        "Holy Avenger",
        ("Equip",),
        [
            C(
                "attach",
                "ability",
                "creature",
                "Whenever equipped creature deals combat damage, you may put an Aura card from your hand onto the battlefield attached to it.",
                **ATTACHED_AURA,
            ),
            C(
                "target",
                "ability",
                "creature",
                "Equip {2}{W}",
                object_controller="you",
                targeted=True,
            ),
            C(
                "attach",
                "static",
                "creature",
                "Equip {2}{W}",
                object_controller="you",
                targeted=True,
            ),
        ],
        id="Holy Avenger",
    ),
    # Nausea
    pytest.param(
        "All creatures get -1/-1 until end of turn.",
        "Sorcery",
        "Nausea",
        (),
        [
            C("sweep", "spell", "creature", "All creatures get -1/-1 until end of turn."),
        ],
        id="Nausea",
    ),
    # Cone of Flame: a damage list, each target with its own amount
    pytest.param(
        "Cone of Flame deals 1 damage to any target, 2 damage to another target, and 3 damage to a third target.",
        "Sorcery",
        "Cone of Flame",
        (),
        [
            C(
                "target",
                "spell",
                "any",
                "Cone of Flame deals 1 damage to any target, 2 damage to another target, and 3 damage to a third target.",
                targeted=True,
            ),
            *[
                C(
                    "damage",
                    "spell",
                    "any",
                    "Cone of Flame deals 1 damage to any target, 2 damage to another target, and 3 damage to a third target.",
                    targeted=True,
                    damage_by="self",
                    damage_amount=amount,
                )
                for amount in ("1", "2", "3")
            ],
        ],
        id="Cone of Flame",
    ),
    # Planar Despair: the same sweep after an ability word (207.2c)
    pytest.param(
        "Domain — All creatures get -1/-1 until end of turn for each basic land type among lands you control.",
        "Sorcery",
        "Planar Despair",
        (),
        [
            C(
                "sweep",
                "spell",
                "creature",
                "Domain — All creatures get -1/-1 until end of turn for each basic land type among lands you control.",
            ),
        ],
        id="Planar Despair",
    ),
    # Abzan Charm
    pytest.param(
        "Choose one —\n• Exile target creature with power 3 or greater.\n• You draw two cards and you lose 2 life.\n• Distribute two +1/+1 counters among one or two target creatures.",
        "Instant",
        "Abzan Charm",
        (),
        [
            C(
                "target",
                "spell",
                "creature",
                "Exile target creature with power 3 or greater.",
                object_power_op=">=",
                object_power=3,
                targeted=True,
            ),
            C(
                "target",
                "spell",
                "creature",
                "Distribute two +1/+1 counters among one or two target creatures.",
                targeted=True,
            ),
        ],
        id="Abzan Charm",
    ),
    # Lead Astray
    pytest.param(
        "Tap up to two target creatures.",
        "Instant",
        "Lead Astray",
        (),
        [
            C("target", "spell", "creature", "Tap up to two target creatures.", targeted=True),
        ],
        id="Lead Astray",
    ),
    # Word of Binding
    pytest.param(
        "Tap X target creatures.",
        "Sorcery",
        "Word of Binding",
        (),
        [
            C("target", "spell", "creature", "Tap X target creatures.", targeted=True),
        ],
        id="Word of Binding",
    ),
    # Plummet
    pytest.param(
        "Destroy target creature with flying.",
        "Instant",
        "Plummet",
        (),
        [
            C(
                "target",
                "spell",
                "creature",
                "Destroy target creature with flying.",
                object_keyword="Flying",
                targeted=True,
            ),
        ],
        id="Plummet",
    ),
    # Eliminate
    pytest.param(
        "Destroy target creature or planeswalker with mana value 3 or less.",
        "Instant",
        "Eliminate",
        (),
        [
            C(
                "target",
                "spell",
                "creature",
                "Destroy target creature or planeswalker with mana value 3 or less.",
                object_mana_value_op="<=",
                object_mana_value=3,
                targeted=True,
            ),
            C(
                "target",
                "spell",
                "planeswalker",
                "Destroy target creature or planeswalker with mana value 3 or less.",
                object_mana_value_op="<=",
                object_mana_value=3,
                targeted=True,
            ),
        ],
        id="Eliminate",
    ),
    # Smite the Monstrous
    pytest.param(
        "Destroy target creature with power 4 or greater.",
        "Instant",
        "Smite the Monstrous",
        (),
        [
            C(
                "target",
                "spell",
                "creature",
                "Destroy target creature with power 4 or greater.",
                object_power_op=">=",
                object_power=4,
                targeted=True,
            ),
        ],
        id="Smite the Monstrous",
    ),
    # Disenchant
    pytest.param(
        "Destroy target artifact or enchantment.",
        "Instant",
        "Disenchant",
        (),
        [
            C(
                "target",
                "spell",
                "artifact",
                "Destroy target artifact or enchantment.",
                targeted=True,
            ),
            C(
                "target",
                "spell",
                "enchantment",
                "Destroy target artifact or enchantment.",
                targeted=True,
            ),
        ],
        id="Disenchant",
    ),
    # Hero's Downfall
    pytest.param(
        "Destroy target creature or planeswalker.",
        "Instant",
        "Hero's Downfall",
        (),
        [
            C(
                "target",
                "spell",
                "creature",
                "Destroy target creature or planeswalker.",
                targeted=True,
            ),
            C(
                "target",
                "spell",
                "planeswalker",
                "Destroy target creature or planeswalker.",
                targeted=True,
            ),
        ],
        id="Hero's Downfall",
    ),
    # Ulvenwald Tracker
    pytest.param(
        "{1}{G}, {T}: Target creature you control fights another target creature.",
        "Creature — Human Shaman",
        "Ulvenwald Tracker",
        ("Fight",),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Human Shaman",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Human Shaman"),
            C(
                "target",
                "ability",
                "creature",
                "{1}{G}, {T}: Target creature you control fights another target creature.",
                object_controller="you",
                targeted=True,
            ),
            C(
                "target",
                "ability",
                "creature",
                "{1}{G}, {T}: Target creature you control fights another target creature.",
                targeted=True,
            ),
            C(
                "damage",
                "ability",
                "creature",
                "{1}{G}, {T}: Target creature you control fights another target creature.",
                targeted=True,
                damage_by="other",
                damage_amount="power",
                fight=True,
            ),
            C(
                "damage",
                "ability",
                "creature",
                "{1}{G}, {T}: Target creature you control fights another target creature.",
                object_controller="you",
                targeted=True,
                damage_by="other",
                damage_amount="power",
                fight=True,
            ),
        ],
        id="Ulvenwald Tracker",
    ),
    # Rebuke
    pytest.param(
        "Destroy target attacking creature.",
        "Instant",
        "Rebuke",
        (),
        [
            C(
                "target",
                "spell",
                "creature",
                "Destroy target attacking creature.",
                object_state="attacking",
                targeted=True,
            ),
        ],
        id="Rebuke",
    ),
    # Cremate
    pytest.param(
        "Exile target card from a graveyard.\nDraw a card.",
        "Instant",
        "Cremate",
        (),
        [
            C("target", "spell", "card", "Exile target card from a graveyard.", targeted=True),
        ],
        id="Cremate",
    ),
    # Void Rend
    pytest.param(
        "This spell can't be countered.\nDestroy target nonland permanent.",
        "Instant",
        "Void Rend",
        (),
        [
            C(
                "target",
                "spell",
                "permanent",
                "Destroy target nonland permanent.",
                object_excluded_types=("Land",),
                targeted=True,
            ),
        ],
        id="Void Rend",
    ),
    # Mad Auntie
    pytest.param(
        "Other Goblin creatures you control get +1/+1.\n{T}: Regenerate another target Goblin.",
        "Creature — Goblin Shaman",
        "Mad Auntie",
        (),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Goblin Shaman",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Goblin Shaman"),
            C(
                "target",
                "ability",
                "permanent",
                "{T}: Regenerate another target Goblin.",
                object_subtype="Goblin",
                targeted=True,
            ),
        ],
        id="Mad Auntie",
    ),
    # Vandalblast: overloaded, "target" reads "each" (702.96a)
    pytest.param(
        'Destroy target artifact you don\'t control.\nOverload {4}{R} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of "target" with "each.")',
        "Sorcery",
        "Vandalblast",
        ("Overload",),
        [
            C(
                "target",
                "spell",
                "artifact",
                "Destroy target artifact you don't control.",
                object_controller="opponent",
                targeted=True,
            ),
            C(
                "sweep",
                "spell",
                "artifact",
                "Destroy target artifact you don't control.",
                object_controller="opponent",
            ),
        ],
        id="Vandalblast",
    ),
    # Sea-Dasher Octopus: a mutating creature spell targets (702.140a), read from the reminder
    pytest.param(
        "Mutate {1}{U} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\nFlash\nWhenever this creature deals combat damage to a player, draw a card.",
        "Creature — Octopus",
        "Sea-Dasher Octopus",
        ("Flash", "Mutate"),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Octopus",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Octopus"),
            C(
                "target",
                "spell",
                "creature",
                "Mutate {1}{U}",
                object_excluded_subtypes=("Human",),
                object_controller="you",  # "you own": its controller's, never the opponent's
                targeted=True,
            ),
        ],
        id="Sea-Dasher Octopus",
    ),
    # Torii Watchward: soulshift's target is only in its reminder
    pytest.param(
        "Vigilance (Attacking doesn't cause this creature to tap.)\nSoulshift 4 (When this creature dies, you may return target Spirit card with mana value 4 or less from your graveyard to your hand.)",
        "Creature — Spirit",
        "Torii Watchward",
        ("Soulshift", "Vigilance"),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Spirit",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Spirit"),
            C(
                "target",
                "ability",
                "card",
                "Soulshift 4",
                object_subtype="Spirit",
                object_mana_value_op="<=",
                object_mana_value=4,
                targeted=True,
            ),
        ],
        id="Torii Watchward",
    ),
    # Heavy Arbalest: a quoted ability granted to the equipped creature: its source is that creature
    pytest.param(
        "Equipped creature doesn't untap during its controller's untap step.\nEquipped creature has \"{T}: This creature deals 2 damage to any target.\"\nEquip {4}",
        "Artifact — Equipment",
        "Heavy Arbalest",
        ("Equip",),
        [
            C(
                "target",
                "ability",
                "any",
                "{T}: This creature deals 2 damage to any target.",
                targeted=True,
                granted=True,
                source_types=("Creature",),  # "Equipped creature has"
            ),
            C(
                "damage",
                "ability",
                "any",
                "{T}: This creature deals 2 damage to any target.",
                targeted=True,
                damage_by="other",
                damage_amount="2",
                granted=True,
                source_types=("Creature",),
            ),
            C("target", "ability", "creature", "Equip {4}", object_controller="you", targeted=True),
            C("attach", "static", "creature", "Equip {4}", object_controller="you", targeted=True),
        ],
        id="Heavy Arbalest",
    ),
    # Freewind Equenaut: a quoted ability the card grants itself
    pytest.param(
        'Flying\nAs long as Freewind Equenaut is enchanted, it has "{T}: Freewind Equenaut deals 2 damage to target attacking or blocking creature."',
        "Creature — Human Archer",
        "Freewind Equenaut",
        ("Flying",),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Human Archer",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Human Archer"),
            C(
                "target",
                "ability",
                "creature",
                "{T}: Freewind Equenaut deals 2 damage to target attacking or blocking creature.",
                object_state="attacking or blocking",
                targeted=True,
            ),
            C(
                "damage",
                "ability",
                "creature",
                "{T}: Freewind Equenaut deals 2 damage to target attacking or blocking creature.",
                object_state="attacking or blocking",
                targeted=True,
                damage_by="self",
                damage_amount="2",
            ),
        ],
        id="Freewind Equenaut",
    ),
    # Lunar Rejection: cleave's bracketed words apply when cast normally, not when cleaved
    pytest.param(
        "Cleave {3}{U} (You may cast this spell for its cleave cost. If you do, remove the words in square brackets.)\nReturn target [Wolf or Werewolf] creature to its owner's hand.\nDraw a card.",
        "Instant",
        "Lunar Rejection",
        ("Cleave",),
        [
            C(
                "target",
                "spell",
                "creature",
                "Return target [Wolf or Werewolf] creature to its owner's hand.",
                object_subtype="Wolf",
                targeted=True,
            ),
            C(
                "target",
                "spell",
                "creature",
                "Return target [Wolf or Werewolf] creature to its owner's hand.",
                object_subtype="Werewolf",
                targeted=True,
            ),
            # ... and cast for its cleave cost, without them (702.148a)
            C(
                "target",
                "spell",
                "creature",
                "Return target creature to its owner's hand.",
                targeted=True,
            ),
        ],
        id="Lunar Rejection",
    ),
    # Soltari Priest: shadow creatures block only shadow creatures (702.28b)
    pytest.param(
        "Protection from red\nShadow (This creature can block or be blocked by only creatures with shadow.)",
        "Creature — Soltari Cleric",
        "Soltari Priest",
        ("Protection", "Shadow"),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Soltari Cleric",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Soltari Cleric", can_block_only="Shadow"),
        ],
        id="Soltari Priest",
    ),
    # Opal Guardian
    pytest.param(
        "When an opponent casts a creature spell, if Opal Guardian is an enchantment, Opal Guardian becomes a 3/4 Gargoyle creature with flying and protection from red.",
        "Enchantment",
        "Opal Guardian",
        (),
        [
            C(
                "damage",
                "combat",
                "any",
                "When an opponent casts a creature spell, if Opal Guardian is an enchantment, Opal Guardian becomes a 3/4 Gargoyle creature with flying and protection from red.",
                damage_by="self",
                damage_amount="power",
                **OPAL_GUARDIAN,
            ),
            C(
                "block",
                "combat",
                "creature",
                "When an opponent casts a creature spell, if Opal Guardian is an enchantment, Opal Guardian becomes a 3/4 Gargoyle creature with flying and protection from red.",
                **OPAL_GUARDIAN,
            ),
        ],
        id="Opal Guardian",
    ),
    # Stifle
    pytest.param(
        "Counter target activated or triggered ability. (Mana abilities can't be targeted.)",
        "Instant",
        "Stifle",
        (),
        [
            C(
                "target",
                "spell",
                "ability",
                "Counter target activated or triggered ability.",
                targeted=True,
            ),
            C(
                "counter",
                "spell",
                "ability",
                "Counter target activated or triggered ability.",
                targeted=True,
            ),
        ],
        id="Stifle",
    ),
    # Graceful Reprieve: a delayed trigger whose target the spell chooses
    pytest.param(
        "When target creature dies this turn, return that card to the battlefield under its owner's control.",
        "Instant",
        "Graceful Reprieve",
        (),
        [
            C(
                "target",
                "spell",
                "creature",
                "When target creature dies this turn, return that card to the battlefield under its owner's control.",
                targeted=True,
            ),
        ],
        id="Graceful Reprieve",
    ),
    # Lightning Helix: "and you gain 3 life" is not a damage object
    pytest.param(
        "Lightning Helix deals 3 damage to any target and you gain 3 life.",
        "Instant",
        "Lightning Helix",
        (),
        [
            C(
                "target",
                "spell",
                "any",
                "Lightning Helix deals 3 damage to any target and you gain 3 life.",
                targeted=True,
            ),
            C(
                "damage",
                "spell",
                "any",
                "Lightning Helix deals 3 damage to any target and you gain 3 life.",
                targeted=True,
                damage_by="self",
                damage_amount="3",
            ),
        ],
        id="Lightning Helix",
    ),
    # Massacre Wurm
    pytest.param(
        "When Massacre Wurm enters the battlefield, creatures your opponents control get -2/-2 until end of turn.\nWhenever a creature an opponent controls dies, that player loses 2 life.",
        "Creature — Phyrexian Wurm",
        "Massacre Wurm",
        (),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Phyrexian Wurm",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Phyrexian Wurm"),
            C(
                "sweep",
                "ability",
                "creature",
                "When Massacre Wurm enters the battlefield, creatures your opponents control get -2/-2 until end of turn.",
                object_controller="opponent",
            ),
        ],
        id="Massacre Wurm",
    ),
    # Yawning Fissure
    pytest.param(
        "Each opponent sacrifices a land.",
        "Sorcery",
        "Yawning Fissure",
        (),
        [
            C("edict", "spell", "land", "Each opponent sacrifices a land."),
        ],
        id="Yawning Fissure",
    ),
    # Gideon, Ally of Zendikar
    pytest.param(
        '[+1]: Until end of turn, Gideon, Ally of Zendikar becomes a 5/5 Human Soldier Ally creature with indestructible that\'s still a planeswalker. Prevent all damage that would be dealt to him this turn.\n[0]: Create a 2/2 white Knight Ally creature token.\n[−4]: You get an emblem with "Creatures you control get +1/+1."',
        "Legendary Planeswalker — Gideon",
        "Gideon, Ally of Zendikar",
        (),
        [
            C(
                "damage",
                "combat",
                "any",
                "[+1]: Until end of turn, Gideon, Ally of Zendikar becomes a 5/5 Human Soldier Ally creature with indestructible that's still a planeswalker.",
                damage_by="self",
                damage_amount="power",
                source_kind="animated",
                source_types=("Planeswalker", "Creature"),
                source_subtypes=("Gideon", "Human", "Soldier", "Ally"),
                source_keywords=("Indestructible",),
            ),
            # a loyalty ability is sorcery speed (606.3): never a creature on the opponent's turn
        ],
        id="Gideon, Ally of Zendikar",
    ),
    # It That Betrays
    pytest.param(
        "Annihilator 2 (Whenever this creature attacks, defending player sacrifices two permanents.)\nWhenever an opponent sacrifices a nontoken permanent, put that card onto the battlefield under your control.",
        "Creature — Eldrazi",
        "It That Betrays",
        ("Annihilator",),
        [
            C(
                "damage",
                "combat",
                "any",
                "Creature — Eldrazi",
                damage_by="self",
                damage_amount="power",
            ),
            C("block", "combat", "creature", "Creature — Eldrazi"),
            C("edict", "ability", "permanent", "Annihilator 2"),
        ],
        id="It That Betrays",
    ),
]


@pytest.mark.parametrize(("oracle_text", "type_line", "name", "keywords", "expected"), CASES)
def test_parse_capabilities(
    oracle_text: str,
    type_line: str,
    name: str,
    keywords: tuple[str, ...],
    expected: list[Capability],
) -> None:
    """What each row can reach; what it does there is tests/test_effects.py's."""
    found = parse_capabilities(oracle_text, type_line, name, keywords)
    assert expected == [without_effect(row) for row in found]


def without_effect(row: Capability) -> Capability:
    return msgspec.structs.replace(
        row,
        effect=None,
        effect_amount=None,
        effect_depends=None,
        effect_speed=None,
        effect_needs=None,
        effect_colors=None,
        effect_limit=None,
        effect_limit_sure=None,
        effect_limit_most=None,
        effect_amount_most=None,
    )


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        ("Target creature deals damage to itself equal to its power.", "Justice Strike", set()),
        ("Each creature deals damage to itself equal to its power.", "Solar Blaze", set()),
        (
            "{T}: Flip a coin. If you win the flip, Goblin Bangchuckers deals 2 damage to any "
            "target. If you lose the flip, Goblin Bangchuckers deals 2 damage to itself.",
            "Goblin Bangchuckers",
            {("any", True)},
        ),
        (
            "{T}: Psionic Entity deals 2 damage to any target and 3 damage to itself.",
            "Psionic Entity",
            {("any", True)},
        ),
    ],
)
def test_damage_to_itself_reaches_no_other_card(
    text: str, name: str, expected: set[tuple[str, bool]]
) -> None:
    """ "deals damage to itself" is no damage to another object: only its other damage rows."""
    rows = parse_capabilities(text, "Instant", name)
    assert expected == {
        (r.object_kind, r.targeted) for r in rows if r.capability == "damage" and r.via != "combat"
    }


@pytest.mark.parametrize(
    ("text", "type_line", "name", "expected"),
    [
        (
            "Attach target Aura you control to target creature.\nDraw a card.",
            "Instant",
            "Aura Finesse",
            {
                ("target", "permanent", "you", True, None),
                ("target", "creature", None, True, None),
                ("attach", "creature", None, True, "attached"),
            },
        ),
        (
            "{T}: Attach target Equipment you control to target creature you control.",
            "Artifact Creature — Human Artificer",
            "Brass Squire",
            {
                ("target", "permanent", "you", True, None),
                ("target", "creature", "you", True, None),
                ("attach", "creature", "you", True, "attached"),
            },
        ),
        # "attached to a creature you control" names what is moved, not where it goes
        (
            "At the beginning of each combat, you may attach target Aura or Equipment attached "
            "to a creature you control to target creature you control.",
            "Legendary Creature — God",
            "Halvar, God of Battle",
            {
                ("target", "permanent", None, True, None),
                ("target", "creature", "you", True, None),
                ("attach", "creature", "you", True, "attached"),
            },
        ),
        (
            "At the beginning of your upkeep, you may attach a Curse attached to you to one of "
            "your opponents. If you do, draw two cards.",
            "Legendary Creature — Human Warlock",
            "Lynde, Cheerful Tormentor",
            {("attach", "player", "opponent", False, "attached")},
        ),
        # an untargeted destination, "to another creature": chosen as it resolves, no target
        # (702.16b), but the Aura can't be attached to what it can't enchant (303.4d, 702.16c)
        (
            "{4}, {T}: Attach target Aura attached to a creature to another creature.",
            "Artifact",
            "Crown of the Ages",
            {
                ("target", "permanent", None, True, None),
                ("attach", "creature", None, False, "attached"),
            },
        ),
        (
            "{1}{U}: Attach target Aura attached to a permanent to another permanent with the "
            "same controller.",
            "Creature — Elf Wizard",
            "Simic Guildmage",
            {
                ("target", "permanent", None, True, None),
                ("attach", "permanent", None, False, "attached"),
            },
        ),
        # "it" is the Aura an earlier sentence targeted, not this instant
        (
            "Gain control of target Aura that's attached to a permanent. Attach it to another "
            "permanent it can enchant.",
            "Instant",
            "Aura Graft",
            {
                ("target", "permanent", None, True, None),
                ("attach", "permanent", None, False, "attached"),
            },
        ),
        # ... but a Licid that becomes an Aura attaches itself, as that Aura (the creature
        # targets as it activates the ability)
        (
            "{R}, {T}: Gliding Licid loses this ability and becomes an Aura enchantment with "
            "enchant creature. Attach it to target creature. You may pay {R} to end this effect.\n"
            "Enchanted creature has flying.",
            "Creature — Licid",
            "Gliding Licid",
            {("target", "creature", None, True, None), ("attach", "creature", None, True, "aura")},
        ),
    ],
)
def test_attach_target_aura_or_equipment_to_target_creature(
    text: str, type_line: str, name: str, expected: set[tuple[object, ...]]
) -> None:
    """The creature it is attached to is a target (702.16b), and the Aura or Equipment another
    effect attaches is the source of the attaching (702.16c-d)."""
    rows = parse_capabilities(text, type_line, name)
    assert expected == {
        (r.capability, r.object_kind, r.object_controller, r.targeted, r.source_kind)
        for r in rows
        if r.via != "combat" and r.capability != "block"
    }


@pytest.mark.parametrize(
    ("text", "type_line", "name", "keywords", "expected"),
    [
        # the ability a card gives itself with a color (105.3) has that color as its source's
        (
            "Flying\nThreshold — As long as seven or more cards are in your graveyard, Possessed "
            'Aven gets +1/+1, is black, and has "{2}{B}, {T}: Destroy target blue creature."',
            "Creature — Bird Soldier Horror",
            "Possessed Aven",
            ("Flying", "Threshold"),
            {("target", None, None, ("B",))},
        ),
        (
            "Flying\nWhenever a creature dealt damage by Repentant Vampire this turn dies, put a "
            "+1/+1 counter on Repentant Vampire.\nThreshold — As long as seven or more cards are "
            'in your graveyard, Repentant Vampire is white and has "{T}: Destroy target black '
            'creature."',
            "Creature — Vampire",
            "Repentant Vampire",
            ("Flying", "Threshold"),
            {("target", None, None, ("W",))},
        ),
        # a creature that crewed it is one its controller controls (702.122a)
        (
            "Haste\nWhenever Getaway Car attacks or blocks, return up to one target creature "
            "that crewed it this turn to its owner's hand.\nCrew 1",
            "Artifact — Vehicle",
            "Getaway Car",
            ("Haste", "Crew"),
            {("target", "you", "crewed", None)},
        ),
        # the land face of a Vehicle is no crewed creature (the keywords are the card's)
        (
            "(Transforms from Conqueror's Galleon.)\n{T}: Add {C}.\n{2}, {T}: Draw a card, then "
            "discard a card.\n{4}, {T}: Draw a card.\n{6}, {T}: Return target card from your "
            "graveyard to your hand.",
            "Land",
            "Conqueror's Foothold",
            ("Crew",),
            {("target", None, None, None)},
        ),
    ],
)
def test_the_source_as_it_acts(
    text: str,
    type_line: str,
    name: str,
    keywords: tuple[str, ...],
    expected: set[tuple[object, ...]],
) -> None:
    rows = parse_capabilities(text, type_line, name, keywords)
    assert expected == {
        (r.capability, r.object_controller, r.source_kind, r.source_colors)
        for r in rows
        if r.via != "combat"
    }


@pytest.mark.parametrize(
    ("text", "type_line", "name", "colors", "blocks"),
    [
        ("Black creatures can't block.", "Creature — Demon Spirit", "Razorjaw Oni", ("B",), False),
        ("Beasts can't block.", "Creature — Dinosaur Beast", "Frenetic Raptor", ("R",), False),
        # the group doesn't hold the card: it blocks
        (
            "Cowards can't block Warriors.",
            "Creature — Human Warrior",
            "Kargan Intimidator",
            ("R",),
            True,
        ),
        ("Black creatures can't block.", "Creature — Demon Spirit", "Red Oni Test", ("R",), True),
        # a state is play's to decide: "Tapped creatures can block." follows
        (
            "Trample\nUntapped creatures can't block.\nTapped creatures can block.",
            "Creature — Elemental",
            "Siege Elemental",
            ("R",),
            True,
        ),
    ],
)
def test_a_group_that_cant_block_holds_the_card_itself(
    text: str, type_line: str, name: str, colors: tuple[str, ...], blocks: bool
) -> None:
    rows = parse_capabilities(text, type_line, name, (), colors)
    assert blocks == any(r.capability == "block" for r in rows)
    assert any(r.capability == "damage" and r.via == "combat" for r in rows)


def test_splice_line_adds_nothing() -> None:
    # Glacial Ray's own spell text targets and deals damage when it is cast; the splice
    # keyword line adds no row (splicing is not targeting: seeds, 702.14 examples).
    text = "Splice onto Arcane {1}{R} (As you cast an Arcane spell, you may reveal this card from your hand and pay its splice cost. If you do, add this card's effects to that spell.)"
    expected: list[Capability] = []
    assert expected == parse_capabilities(text, "Instant — Arcane", "Glacial Ray", ("Splice",))


def test_short_name_is_the_card_itself() -> None:
    # A legendary card calls itself by its short name: the damage source is the card.
    rows = parse_capabilities(
        "{T}: Akroma deals 1 damage to any target.",
        "Legendary Creature — Angel",
        "Akroma, Angel of Wrath",
    )
    assert [r.damage_by for r in rows if r.capability == "damage" and r.via == "ability"] == [
        "self"
    ]


def test_cast_trigger_on_an_instant_is_an_ability() -> None:
    rows = parse_capabilities(
        "When you cast this spell, tap target creature.\nDraw a card.", "Instant", "Test Card"
    )
    expected = [("target", "ability", "creature")]
    assert expected == [(r.capability, r.via, r.object_kind) for r in rows]


def test_cant_attack_or_block_has_no_combat_rows() -> None:
    text = "Defender\nTest Card can't attack or block."
    expected: list[Capability] = []
    assert expected == parse_capabilities(text, "Creature — Wall", "Test Card", ("Defender",))


def test_conditional_block_restriction_is_kept() -> None:
    rows = parse_capabilities(
        "Test Card can't block creatures with power 2 or greater.", "Creature — Ogre", "Test Card"
    )
    expected = ["Test Card can't block creatures with power 2 or greater."]
    assert expected == [r.cannot_block for r in rows if r.capability == "block"]


def test_without_keywords_reminders_are_not_read() -> None:
    # Keyword reminders are read only for the face's own keywords (the caller passes them).
    text = "Modular 2 (This creature enters the battlefield with two +1/+1 counters on it. When it dies, you may put its +1/+1 counters on target artifact creature.)"
    with_keywords = parse_capabilities(text, "Artifact Creature — Golem", "Test", ("Modular",))
    without = parse_capabilities(text, "Artifact Creature — Golem", "Test")
    assert [r.capability for r in with_keywords] == ["damage", "block", "target"]
    assert [r.capability for r in without] == ["damage", "block"]


# --- properties ------------------------------------------------------------------------

_WORDS = (
    "target",
    "any",
    "creature",
    "creatures",
    "player",
    "opponent",
    "artifact",
    "or",
    "and",
    "each",
    "all",
    "deals",
    "damage",
    "to",
    "3",
    "X",
    "equal",
    "its",
    "power",
    "fights",
    "Enchant",
    "Equip",
    "Fortify",
    "{1}",
    "{T}:",
    "[+1]:",
    "When",
    "Whenever",
    "CARDNAME",
    "you",
    "control",
    "don't",
    "with",
    "flying",
    "without",
    "mana",
    "value",
    "less",
    "nonblack",
    "non-Human",
    "Goblin",
    "Goblins",
    "Destroy",
    "Exile",
    "Return",
    "sacrifices",
    "a",
    "Counter",
    "spell",
    "attach",
    "it",
    "becomes",
    "can't",
    "block",
    "-2/-2",
    "gets",
    "up",
    "two",
    ",",
    ".",
    ";",
    "—",
    "•",
    "\n",
    '"',
    "'",
    "(",
    ")",
    "[",
    "]",
    "Overload",
    "Bestow",
    "that",
    "'s",
    "this",
    "them",
    "divided",
    "among",
    "targets",
    "Crew",
    "annihilator",
)
_TEXT = st.one_of(
    st.text(max_size=300),
    st.lists(st.sampled_from(_WORDS), max_size=60).map(" ".join),
)
_TYPE_LINE = st.one_of(
    st.text(max_size=40),
    st.sampled_from(
        [
            "Instant",
            "Sorcery",
            "Creature — Goblin",
            "Enchantment — Aura",
            "Artifact — Equipment",
            "Artifact — Fortification",
            "Artifact — Vehicle",
            "Land",
            "Legendary Planeswalker — Chandra",
            "",
        ]
    ),
)
_KEYWORDS = st.lists(
    st.sampled_from(
        ["Flying", "Equip", "Enchant", "Mutate", "Overload", "Annihilator", "Crew", ""]
    ),
    max_size=3,
).map(tuple)


@settings(max_examples=400, deadline=None)
@given(text=_TEXT, type_line=_TYPE_LINE, name=st.text(max_size=20), keywords=_KEYWORDS)
def test_never_raises_and_is_deterministic(
    text: str, type_line: str, name: str, keywords: tuple[str, ...]
) -> None:
    rows = parse_capabilities(text, type_line, name, keywords)
    assert rows == parse_capabilities(text, type_line, name, keywords)
    assert len(rows) == len(set(rows))  # no duplicates
    for row in rows:
        assert row.capability in CapabilityKind.values()
        assert row.via in Via.values()
        assert row.object_kind in ObjectKind.values()
        assert (row.damage_by is not None) == (row.capability == "damage")
        assert row.damage_by in (None, "self", "other")
        assert row.object_controller in (None, "you", "opponent")
        assert row.via != "combat" or row.capability in ("damage", "block")
        assert not row.fight or row.capability == "damage"
        # the source's form in play is named: a created token holds a granted ability
        assert (row.source_types is None) == (row.source_kind is None)
        assert row.source_kind in (None, *SOURCE_KINDS)
        assert row.source_kind != "token" or row.granted
        assert row.unpreventable in (None, *UNPREVENTABLE)


@pytest.mark.realdata
def test_every_face_of_the_snapshot(snapshot_db: Path) -> None:
    with duckdb.connect(str(snapshot_db), read_only=True) as con:
        faces: dict[tuple[str, str, str], tuple[str, ...]] = {
            (text, type_line, name): tuple(keywords)
            for text, type_line, name, keywords in con.execute(
                "SELECT coalesce(f.oracle_text, ''), coalesce(f.type_line, ''), f.name, c.keywords "
                "FROM card_faces AS f JOIN cards AS c USING (oracle_id)"
            ).fetchall()
        }
    start = time.perf_counter()
    rows = {key: parse_capabilities(*key, keywords) for key, keywords in faces.items()}
    elapsed = time.perf_counter() - start
    assert elapsed < 20  # about 1 s on a laptop; generous for slow CI runners
    creatures = [k for k in faces if "Creature" in k[1].split("—")[0]]
    assert all(
        any(r.via == "combat" for r in rows[k]) or "can't attack or block" in k[0]
        for k in creatures
    )
    destroy_target = [k for k in faces if "Destroy target" in k[0]]
    found = [k for k in destroy_target if any(r.capability == "target" for r in rows[k])]
    assert len(found) >= 0.99 * len(destroy_target)
