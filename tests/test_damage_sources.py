"""Who deals the damage a card's text speaks of (702.16e: protection looks at the source).

Real oracle texts from the MTGJSON snapshot (2022-04-25). "It" after a targeted creature is
that creature; a fight deals damage both ways (701.14a); "this spell", "CARDNAME also deals",
"she deals", short and "A-" names are the card; a token the card creates is a source with the
colors and types printed for it (111.4).
"""

from __future__ import annotations

import pytest

from pipeline.parse.capabilities import parse_capabilities
from pipeline.parse.capability_rows import Capability


def _damage(text: str, type_line: str, name: str) -> list[tuple[object, ...]]:
    """(object kind, controller, damage_by, fight, granted) of each non-combat damage row."""
    rows = parse_capabilities(text, type_line, name)
    return [
        (r.object_kind, r.object_controller, r.damage_by, r.fight, r.granted)
        for r in rows
        if r.capability == "damage" and r.via != "combat"
    ]


SOURCES = [
    # "Then it fights": "it" is the targeted creature you control, and each deals damage to
    # the other, so both targets are dealt damage by a creature (701.14a).
    pytest.param(
        "Target creature you control gets +2/+2 until end of turn if its power is 2. Then it fights target creature you don't control. (Each deals damage equal to its power to the other.)",
        "Sorcery",
        "Savage Swipe",
        [("creature", "opponent", "other", True, False), ("creature", "you", "other", True, False)],
        id="Savage Swipe",
    ),
    pytest.param(
        "Target creature you control fights target creature you don't control. (Each deals damage equal to its power to the other.)",
        "Sorcery",
        "Prey Upon",
        [("creature", "opponent", "other", True, False), ("creature", "you", "other", True, False)],
        id="Prey Upon",
    ),
    # "It deals damage equal to its power": the creature named at the sentence start, no fight.
    pytest.param(
        "Target creature you control gets +1/+1 until end of turn. It deals damage equal to its power to target creature you don't control.",
        "Instant",
        "Clear Shot",
        [("creature", "opponent", "other", False, False)],
        id="Clear Shot",
    ),
    pytest.param(
        "Target creature you control deals damage equal to its power to target creature you don't control.",
        "Sorcery",
        "Rabid Bite",
        [("creature", "opponent", "other", False, False)],
        id="Rabid Bite",
    ),
    pytest.param(
        "Haste\nWhenever another creature you control dies, it deals damage equal to its power to target player or planeswalker.",
        "Creature — Avatar",
        "Stalking Vengeance",
        [("player", None, "other", False, False), ("planeswalker", None, "other", False, False)],
        id="Stalking Vengeance",
    ),
    # "If this spell was kicked, it deals" / "If it was kicked, it deals": the spell itself.
    pytest.param(
        "Kicker {1}{R} (You may pay an additional {1}{R} as you cast this spell.)\nReturn target creature to its owner's hand. If this spell was kicked, it deals 2 damage to another target creature.",
        "Instant",
        "Jilt",
        [("creature", None, "self", False, False)],
        id="Jilt",
    ),
    pytest.param(
        "Kicker {R} (You may pay an additional {R} as you cast this spell.)\nCinderclasm deals 1 damage to each creature. If it was kicked, it deals 2 damage to each creature instead.",
        "Instant",
        "Cinderclasm",
        [("creature", None, "self", False, False), ("creature", None, "self", False, False)],
        id="Cinderclasm",
    ),
    pytest.param(
        "Kicker—Sacrifice an artifact or Goblin. (You may sacrifice an artifact or Goblin in addition to any other costs as you cast this spell.)\nGoblin Barrage deals 4 damage to target creature. If this spell was kicked, it also deals 4 damage to target player or planeswalker.",
        "Sorcery",
        "Goblin Barrage",
        [
            ("creature", None, "self", False, False),
            ("player", None, "self", False, False),
            ("planeswalker", None, "self", False, False),
        ],
        id="Goblin Barrage",
    ),
    # "This spell deals" at a sentence start (case-insensitive).
    pytest.param(
        "Choose one —\n• Rouse the Party — Creatures you control get +1/+1 until end of turn.\n• Set Off Traps — This spell deals 5 damage to target attacking creature.",
        "Instant",
        "You Hear Something on Watch",
        [("creature", None, "self", False, False)],
        id="You Hear Something on Watch",
    ),
    pytest.param(
        "Mutate {2}{R} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)\n{T}: This creature deals X damage to any target, where X is the number of times this creature has mutated.",
        "Creature — Bird Beast",
        "Porcuparrot",
        [("any", None, "self", False, False)],
        id="Porcuparrot",
    ),
    # "CARDNAME gets ... and deals": one subject, two verbs.
    pytest.param(
        "Flying\nStormcloud Djinn can block only creatures with flying.\n{R}{R}: Stormcloud Djinn gets +2/+0 until end of turn and deals 1 damage to you.",
        "Creature — Djinn",
        "Stormcloud Djinn",
        [("player", "you", "self", False, False)],
        id="Stormcloud Djinn",
    ),
    pytest.param(
        "Marjhan doesn't untap during your untap step.\n{U}{U}, Sacrifice a creature: Untap Marjhan. Activate only during your upkeep.\nMarjhan can't attack unless defending player controls an Island.\n{U}{U}: Marjhan gets -1/-0 until end of turn and deals 1 damage to target attacking creature without flying.\nWhen you control no Islands, sacrifice Marjhan.",
        "Creature — Serpent",
        "Marjhan",
        [("creature", None, "self", False, False)],
        id="Marjhan",
    ),
    # A planeswalker's "she".
    pytest.param(
        "Whenever one or more loyalty counters are removed from Chandra, Fire Artisan, she deals that much damage to target opponent or planeswalker.\n[+1]: Exile the top card of your library. You may play it this turn.\n[−7]: Exile the top seven cards of your library. You may play them this turn.",
        "Legendary Planeswalker — Chandra",
        "Chandra, Fire Artisan",
        [
            ("player", "opponent", "self", False, False),
            ("planeswalker", None, "self", False, False),
        ],
        id="Chandra, Fire Artisan",
    ),
    # An Alchemy "A-" card's text keeps the original name.
    pytest.param(
        "[−3]: Nahiri, Heir of the Ancients deals damage to target creature or planeswalker equal to twice the number of Warriors and Equipment you control.",
        "Legendary Planeswalker — Nahiri",
        "A-Nahiri, Heir of the Ancients",
        [("creature", None, "self", False, False), ("planeswalker", None, "self", False, False)],
        id="A-Nahiri, Heir of the Ancients",
    ),
    # A legendary card named without a comma calls itself by its first word.
    pytest.param(
        "Indestructible, haste\nHazoret the Fervent can't attack or block unless you have one or fewer cards in hand.\n{2}{R}, Discard a card: Hazoret deals 2 damage to each opponent.",
        "Legendary Creature — God",
        "Hazoret the Fervent",
        [("player", "opponent", "self", False, False)],
        id="Hazoret the Fervent",
    ),
    pytest.param(
        "Trample\nWhenever a creature dealt damage by Axelrod Gunnarson this turn dies, you gain 1 life and Axelrod deals 1 damage to target player or planeswalker.",
        "Legendary Creature — Giant",
        "Axelrod Gunnarson",
        [("player", None, "self", False, False), ("planeswalker", None, "self", False, False)],
        id="Axelrod Gunnarson",
    ),
    # "blocked by a creature, it deals": "it" is the card, not the agent of the passive.
    pytest.param(
        "Renown 1 (When this creature deals combat damage to a player, if it isn't renowned, put a +1/+1 counter on it and it becomes renowned.)\nWhenever Acolyte of the Inferno becomes blocked by a creature, it deals 2 damage to that creature.",
        "Creature — Human Monk",
        "Acolyte of the Inferno",
        [("creature", None, "self", False, False)],
        id="Acolyte of the Inferno",
    ),
    # Granted abilities: the card named inside the quote is the source (Blazing Torch's
    # ruling); "This creature" is the holder; "it has" after "enchanted creature" is granted.
    pytest.param(
        'Equipped creature can\'t be blocked by Vampires or Zombies.\nEquipped creature has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)',
        "Artifact — Equipment",
        "Blazing Torch",
        [("any", None, "self", False, False)],
        id="Blazing Torch",
    ),
    # "Unattach Razor Boomerang: It deals": "it" is the card named in the cost (its ruling).
    pytest.param(
        'Equipped creature has "{T}, Unattach Razor Boomerang: It deals 1 damage to any target. Return Razor Boomerang to its owner\'s hand."\nEquip {2}',
        "Artifact — Equipment",
        "Razor Boomerang",
        [("any", None, "self", False, False)],
        id="Razor Boomerang",
    ),
    pytest.param(
        'Enchant creature\nEnchanted creature has "{T}: This creature deals 1 damage to target creature."\nAs long as enchanted creature is a Wizard, it has "{T}: This creature deals 2 damage to target creature."',
        "Enchantment — Aura",
        "Lavamancer's Skill",
        [("creature", None, "other", False, True), ("creature", None, "other", False, True)],
        id="Lavamancer's Skill",
    ),
    pytest.param(
        "Flying, haste\nLieutenant — As long as you control your commander, Tyrant's Familiar gets +2/+2 and has \"Whenever Tyrant's Familiar attacks, it deals 7 damage to target creature defending player controls.\"",
        "Creature — Dragon",
        "Tyrant's Familiar",
        [("creature", "opponent", "self", False, False)],
        id="Tyrant's Familiar",
    ),
    # "fights that creature" / "those creatures fight each other" after the targets were
    # chosen in an earlier sentence: the targets fight, each dealt damage by the other
    pytest.param(
        "Choose target creature an opponent controls. When that creature dies this turn, you gain 3 life. Target creature you control fights that creature. (Each deals damage equal to its power to the other.)",
        "Instant",
        "Time to Feed",
        [("creature", "opponent", "other", True, False), ("creature", "you", "other", True, False)],
        id="Time to Feed",
    ),
    pytest.param(
        "Choose target creature you control and target creature you don't control. The creature you control gets +2/+1 until end of turn if it's a Knight. Then those creatures fight each other. (Each deals damage equal to its power to the other.)",
        "Instant",
        "Joust",
        [("creature", "you", "other", True, False), ("creature", "opponent", "other", True, False)],
        id="Joust",
    ),
    pytest.param(
        "Undergrowth — When Kraul Harpooner enters the battlefield, choose up to one target creature with flying you don't control. Kraul Harpooner gets +X/+0 until end of turn, where X is the number of creature cards in your graveyard, then you may have Kraul Harpooner fight that creature.",
        "Creature — Insect Warrior",
        "Kraul Harpooner",
        [("creature", "opponent", "self", True, False)],
        id="Kraul Harpooner",
    ),
    # "it" standing for a creature named by its subtype: the entering Dragon or Beast deals the
    # damage, not this card (and not only this card: "CARDNAME or another Dragon").
    pytest.param(
        "Whenever a Dragon enters the battlefield under your control, it deals X damage to any target, where X is the number of Dragons you control.",
        "Enchantment",
        "Dragon Tempest",
        [("any", None, "other", False, False)],
        id="Dragon Tempest",
    ),
    pytest.param(
        "Flying\nWhenever Scourge of Valkas or another Dragon enters the battlefield under your control, it deals X damage to any target, where X is the number of Dragons you control.\n{R}: Scourge of Valkas gets +1/+0 until end of turn.",
        "Creature — Dragon",
        "Scourge of Valkas",
        [("any", None, "other", False, False)],
        id="Scourge of Valkas",
    ),
    pytest.param(
        "Whenever a Beast enters the battlefield under your control, you may have it deal 4 damage to target opponent or planeswalker.",
        "Enchantment",
        "Aether Charge",
        [
            ("player", "opponent", "other", False, False),
            ("planeswalker", None, "other", False, False),
        ],
        id="Aether Charge",
    ),
    # "it" standing for a spell cast: the ability it gains is that creature's, and the fight is
    # its own (a granted row), not this card's
    pytest.param(
        'When Cherished Hatchling dies, you may cast Dinosaur spells this turn as though they had flash, and whenever you cast a Dinosaur spell this turn, it gains "When this creature enters the battlefield, you may have it fight another target creature."',
        "Creature — Dinosaur",
        "Cherished Hatchling",
        [("creature", None, "other", True, True)],
        id="Cherished Hatchling",
    ),
    # a replacement of the damage another source would deal is no damage of this card (614.1a)
    pytest.param(
        "If any source would deal 1 or more damage to a permanent or player this turn, it deals 2 damage to that permanent or player instead.\nDraw a card.",
        "Instant",
        "Equal Treatment",
        [],
        id="Equal Treatment",
    ),
    pytest.param(
        "If a source would deal 4 or more damage to a permanent or player, that source deals 3 damage to that permanent or player instead.",
        "Enchantment",
        "Divine Presence",
        [],
        id="Divine Presence",
    ),
    pytest.param(
        "If an instant or sorcery source would deal 3 or more damage to you, it deals 2 damage to you instead.",
        "Artifact",
        "Forethought Amulet",
        [],
        id="Forethought Amulet",
    ),
    # the card's own damage redirected, and a new source beside the replaced one, are damage
    pytest.param(
        "{0}: The next time Soltari Guerrillas would deal combat damage to an opponent this turn, it deals that damage to target creature instead.",
        "Creature — Soltari",
        "Soltari Guerrillas",
        [("creature", None, "self", False, False)],
        id="Soltari Guerrillas",
    ),
    pytest.param(
        "The next time a source of your choice would deal damage to you this turn, instead that source deals that much damage to you and Eye for an Eye deals that much damage to that source's controller.",
        "Instant",
        "Eye for an Eye",
        [("player", None, "self", False, False)],
        id="Eye for an Eye",
    ),
]


@pytest.mark.parametrize(("text", "type_line", "name", "expected"), SOURCES)
def test_who_deals_the_damage(
    text: str, type_line: str, name: str, expected: list[tuple[object, ...]]
) -> None:
    assert expected == _damage(text, type_line, name)


def _token_rows(text: str, type_line: str, name: str) -> list[tuple[object, ...]]:
    """(capability, source colors, types, subtypes, name) of the rows a created token acts by."""
    rows: list[Capability] = parse_capabilities(text, type_line, name)
    return [
        (r.capability, r.source_colors, r.source_types, r.source_subtypes, r.source_name)
        for r in rows
        if r.source_types is not None
    ]


TOKENS = [
    pytest.param(
        'Create two 1/1 red Devil creature tokens. They have "When this creature dies, it deals 1 damage to any target."',
        "Instant",
        "Dance with Devils",
        [
            ("target", ("R",), ("Creature",), ("Devil",), None),
            ("damage", ("R",), ("Creature",), ("Devil",), None),
        ],
        id="Dance with Devils",
    ),
    # "It has" after the creation sentence is the token's ability, not the card's.
    pytest.param(
        'Make Mischief deals 1 damage to any target. Create a 1/1 red Devil creature token. It has "When this creature dies, it deals 1 damage to any target."',
        "Sorcery",
        "Make Mischief",
        [
            ("target", ("R",), ("Creature",), ("Devil",), None),
            ("damage", ("R",), ("Creature",), ("Devil",), None),
        ],
        id="Make Mischief",
    ),
    pytest.param(
        '{W}, {T}, Discard a card: Create a 1/1 white Kithkin Soldier creature token named Goldmeadow Harrier. It has "{W}, {T}: Tap target creature."',
        "Creature — Kithkin Spellshaper",
        "Goldmeadow Lookout",
        [("target", ("W",), ("Creature",), ("Kithkin", "Soldier"), "Goldmeadow Harrier")],
        id="Goldmeadow Lookout",
    ),
    # Colorless: an empty color list, not an unknown one (105.2c).
    pytest.param(
        'Flying\nTriskelavus enters the battlefield with three +1/+1 counters on it.\n{1}, Remove a +1/+1 counter from Triskelavus: Create a 1/1 colorless Triskelavite artifact creature token with flying. It has "Sacrifice this creature: This creature deals 1 damage to any target."',
        "Artifact Creature — Construct",
        "Triskelavus",
        [
            ("target", (), ("Artifact", "Creature"), ("Triskelavite",), None),
            ("damage", (), ("Artifact", "Creature"), ("Triskelavite",), None),
        ],
        id="Triskelavus",
    ),
    pytest.param(
        'At the beginning of your upkeep, create a colorless artifact token named Land Mine with "{R}, Sacrifice this artifact: This artifact deals 2 damage to target attacking creature without flying." Then flip a coin. If you lose the flip, Goblin Kaboomist deals 2 damage to itself.',
        "Creature — Goblin Warrior",
        "Goblin Kaboomist",
        [
            ("target", (), ("Artifact",), (), "Land Mine"),
            ("damage", (), ("Artifact",), (), "Land Mine"),
        ],
        id="Goblin Kaboomist",
    ),
    # A token that is a copy has no printed characteristics here: left to play.
    pytest.param(
        "{2}{U}, {T}: Target player draws a card, then exiles a card from their hand. If a creature card is exiled this way, that player creates a token that's a copy of that card.",
        "Creature — Human Wizard",
        "Arcane Artisan",
        [],
        id="Arcane Artisan",
    ),
]


@pytest.mark.parametrize(("text", "type_line", "name", "expected"), TOKENS)
def test_created_tokens_are_sources_with_printed_characteristics(
    text: str, type_line: str, name: str, expected: list[tuple[object, ...]]
) -> None:
    assert expected == _token_rows(text, type_line, name)
