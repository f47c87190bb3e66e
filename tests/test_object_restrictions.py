"""What an effect's object must be, and answers that can't reach a card.

Real oracle texts from the MTGJSON snapshot (2022-04-25): a color after the noun ("target
creature or planeswalker that's black or red"), sweeps restricted to tokens (111.1), to one
name or to what is attached (301.5, 303.4), "-N/-0" that removes nothing, targeted edicts
(702.16b), plural subtypes, and a card returning itself "to the battlefield attached to".
"""

from __future__ import annotations

import pytest

from pipeline.parse.capabilities import parse_capabilities


def _rows(text: str, type_line: str, name: str, capability: str) -> list[dict[str, object]]:
    """The non-default fields of each row of one capability (detail and via left out)."""
    rows = parse_capabilities(text, type_line, name)
    return [
        {
            k: v
            for k, v in (
                ("kind", r.object_kind),
                ("colors", r.object_colors),
                ("excluded_colors", r.object_excluded_colors),
                ("excluded_types", r.object_excluded_types),
                ("subtype", r.object_subtype),
                ("controller", r.object_controller),
                ("token", r.object_token),
                ("name", r.object_name),
                ("attached", r.object_attached),
                ("first_printed_in", r.object_first_printed_in),
                (
                    "power",
                    (r.object_power_op, r.object_power) if r.object_power is not None else None,
                ),
                (
                    "toughness",
                    (r.object_toughness_op, r.object_toughness)
                    if r.object_toughness is not None
                    else None,
                ),
                ("types", r.object_types),
                ("targeted", r.targeted),
            )
            if v not in (None, False)
        }
        for r in rows
        if r.capability == capability and r.via != "combat"
    ]


CASES = [
    # Card types after "permanent": one of them, each its own object (Bounty Agent)
    pytest.param(
        "Vigilance\n{T}, Sacrifice Bounty Agent: Destroy target legendary permanent that's an "
        "artifact, creature, or enchantment.",
        "Creature — Human Soldier",
        "Bounty Agent",
        "target",
        [
            {"kind": "artifact", "types": ("Legendary",), "targeted": True},
            {"kind": "creature", "types": ("Legendary",), "targeted": True},
            {"kind": "enchantment", "types": ("Legendary",), "targeted": True},
        ],
        id="Bounty Agent",
    ),
    # Power or toughness: either bound will do, each its own object (Warping Wail)
    pytest.param(
        "Choose one —\n• Exile target creature with power or toughness 1 or less.\n"
        "• Counter target sorcery spell.\n• Create a 1/1 colorless Eldrazi Scion creature token.",
        "Instant",
        "Warping Wail",
        "target",
        [
            {"kind": "creature", "power": ("<=", 1), "targeted": True},
            {"kind": "creature", "toughness": ("<=", 1), "targeted": True},
            {"kind": "spell", "types": ("Sorcery",), "targeted": True},
        ],
        id="Warping Wail",
    ),
    # A color after the noun restricts every alternative of the noun phrase.
    pytest.param(
        "Exile target creature or planeswalker that's black or red. Scry 1. (Look at the top card of your library. You may put that card on the bottom of your library.)",
        "Sorcery",
        "Devout Decree",
        "target",
        [
            {"kind": "creature", "colors": ("B", "R"), "targeted": True},
            {"kind": "planeswalker", "colors": ("B", "R"), "targeted": True},
        ],
        id="Devout Decree",
    ),
    pytest.param(
        "This spell can't be countered.\nFry deals 5 damage to target creature or planeswalker that's white or blue.",
        "Instant",
        "Fry",
        "damage",
        [
            {"kind": "creature", "colors": ("W", "U"), "targeted": True},
            {"kind": "planeswalker", "colors": ("W", "U"), "targeted": True},
        ],
        id="Fry",
    ),
    pytest.param(
        "Choose target spell or permanent that's red or green. Its owner puts it on the top or bottom of their library.",
        "Instant",
        "Aether Gust",
        "target",
        [
            {"kind": "spell", "colors": ("R", "G"), "targeted": True},
            {"kind": "permanent", "colors": ("R", "G"), "targeted": True},
        ],
        id="Aether Gust",
    ),
    # Tokens only: a card is never a token (111.1).
    pytest.param(
        "{2}{U}, {T}: Target player draws a card, then exiles a card from their hand. If a creature card is exiled this way, that player creates a token that's a copy of that card.\nWhen Arcane Artisan leaves the battlefield, exile all tokens created with it at the beginning of the next end step.",
        "Creature — Human Wizard",
        "Arcane Artisan",
        "sweep",
        [{"kind": "permanent", "token": True}],
        id="Arcane Artisan",
    ),
    pytest.param(
        "When Sengir Autocrat enters the battlefield, create three 0/1 black Serf creature tokens.\nWhen Sengir Autocrat leaves the battlefield, exile all Serf tokens.",
        "Creature — Human",
        "Sengir Autocrat",
        "sweep",
        [{"kind": "permanent", "subtype": "Serf", "token": True}],
        id="Sengir Autocrat",
    ),
    pytest.param(
        "Remove all counters from all permanents and exile all tokens.",
        "Sorcery",
        "Aether Snap",
        "sweep",
        [{"kind": "permanent", "token": True}],
        id="Aether Snap",
    ),
    # What is attached: Auras and Equipment ("Auras" is the plural of Aura).
    pytest.param(
        "Destroy all Auras and Equipment attached to target creature.",
        "Instant",
        "Strip Bare",
        "sweep",
        [
            {"kind": "permanent", "subtype": "Aura", "attached": True},
            {"kind": "permanent", "subtype": "Equipment", "attached": True},
        ],
        id="Strip Bare",
    ),
    pytest.param(
        "Flying\n{U}{U}: Return target Aura card from your graveyard to the battlefield attached to Hakim, Loreweaver. Activate only during your upkeep and only if Hakim isn't enchanted.\n{U}{U}, {T}: Destroy all Auras attached to Hakim.",
        "Legendary Creature — Human Wizard",
        "Hakim, Loreweaver",
        "sweep",
        [{"kind": "permanent", "subtype": "Aura", "attached": True}],
        id="Hakim, Loreweaver",
    ),
    # One name.
    pytest.param(
        "{3}, {T}: Flip a coin. If you win the flip, create a 2/2 colorless Insect artifact creature token with flying named Wirefly. If you lose the flip, destroy all permanents named Wirefly.",
        "Artifact",
        "Wirefly Hive",
        "sweep",
        [{"kind": "permanent", "name": "Wirefly"}],
        id="Wirefly Hive",
    ),
    pytest.param(
        'Flying\nWhen Rekindling Phoenix dies, create a 0/1 red Elemental creature token with "At the beginning of your upkeep, sacrifice this creature and return target card named Rekindling Phoenix from your graveyard to the battlefield. It gains haste until end of turn."',
        "Creature — Phoenix",
        "Rekindling Phoenix",
        "target",
        [{"kind": "card", "name": "Rekindling Phoenix", "targeted": True}],
        id="Rekindling Phoenix",
    ),
    # "-N/-0" removes nothing: no sweep.
    pytest.param(
        "Creatures your opponents control get -4/-0 until end of turn.\nDraw a card.",
        "Instant",
        "Blinding Spray",
        "sweep",
        [],
        id="Blinding Spray",
    ),
    pytest.param(
        "Creatures with flying get +2/+0.\nCreatures without flying get -2/-0.",
        "Enchantment",
        "Gravitational Shift",
        "sweep",
        [],
        id="Gravitational Shift",
    ),
    # Edicts whose permanents were chosen as targets are targeted (702.16b).
    pytest.param(
        "Choose two target creatures an opponent controls. That player chooses and sacrifices one of those creatures. Put a -1/-1 counter on the other.",
        "Sorcery",
        "Retribution",
        "edict",
        [{"kind": "creature", "controller": "opponent", "targeted": True}],
        id="Retribution",
    ),
    pytest.param(
        "Choose two target creatures controlled by the same player. That player sacrifices one of them.",
        "Sorcery",
        "Incriminate",
        "edict",
        [{"kind": "creature", "targeted": True}],
        id="Incriminate",
    ),
    pytest.param(
        "Whenever Ashling, the Extinguisher deals combat damage to a player, choose target creature that player controls. The player sacrifices that creature.",
        "Legendary Creature — Elemental Shaman",
        "Ashling, the Extinguisher",
        "edict",
        [{"kind": "creature", "targeted": True}],
        id="Ashling, the Extinguisher",
    ),
    # The player is targeted, the creature is not.
    pytest.param(
        "Target player sacrifices a creature.",
        "Instant",
        "Diabolic Edict",
        "edict",
        [{"kind": "creature"}],
        id="Diabolic Edict",
    ),
    # One creature removed without being targeted: an answer protection never stops.
    pytest.param(
        "Whenever Thicket Basilisk blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.",
        "Creature — Basilisk",
        "Thicket Basilisk",
        "sweep",
        [{"kind": "creature"}],
        id="Thicket Basilisk",
    ),
    pytest.param(
        "At the beginning of your upkeep, destroy the creature with the least power. It can't be regenerated. If two or more creatures are tied for least power, you choose one of them.\nWhen there are no creatures on the battlefield, sacrifice Drop of Honey.",
        "Enchantment",
        "Drop of Honey",
        "sweep",
        [{"kind": "creature"}],
        id="Drop of Honey",
    ),
    pytest.param(
        "Target opponent chooses a creature they control. Destroy that creature.",
        "Sorcery",
        "Imperial Edict",
        "sweep",
        [{"kind": "creature"}],
        id="Imperial Edict",
    ),
    # "That creature" is the target (Revolt's line) or the enchanted creature: no extra answer.
    pytest.param(
        "Destroy target creature if it has mana value 2 or less.\nRevolt — Destroy that creature if it has mana value 4 or less instead if a permanent you controlled left the battlefield this turn.",
        "Instant",
        "Fatal Push",
        "sweep",
        [],
        id="Fatal Push",
    ),
    pytest.param(
        "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, that player reveals the top card of their library. If that card is a land card, destroy that creature. Otherwise, it gets +3/+3 until end of turn.",
        "Enchantment — Aura",
        "Paroxysm",
        "sweep",
        [],
        id="Paroxysm",
    ),
    pytest.param(
        "Each player chooses a number of lands they control equal to the number of lands controlled by the player who controls the fewest, then sacrifices the rest. Players discard cards and sacrifice creatures the same way.",
        "Sorcery",
        "Balance",
        "edict",
        # the lands it chooses stay, the rest are sacrificed (depending on play)
        [{"kind": "creature"}, {"kind": "land"}],
        id="Balance",
    ),
    # The card returning itself attached to a creature attaches to it.
    pytest.param(
        "Enchant creature\nEnchanted creature gets +1/+0 and has flying.\n{3}{W}: Return Gryff's Boon from your graveyard to the battlefield attached to target creature. Activate only as a sorcery.",
        "Enchantment — Aura",
        "Gryff's Boon",
        "attach",
        [{"kind": "creature", "targeted": True}, {"kind": "creature", "targeted": True}],
        id="Gryff's Boon",
    ),
    # Returning other cards attached (the Auras it exiled) is not this card attaching.
    pytest.param(
        "You may choose not to untap Tawnos's Coffin during your untap step.\n{3}, {T}: Exile target creature and all Auras attached to it. Note the number and kind of counters that were on that creature. When Tawnos's Coffin leaves the battlefield or becomes untapped, return that exiled card to the battlefield under its owner's control tapped with the noted number and kind of counters on it. If you do, return the other exiled cards to the battlefield under their owner's control attached to that permanent.",
        "Artifact",
        "Tawnos's Coffin",
        "attach",
        [],
        id="Tawnos's Coffin",
    ),
    # Only names first printed in one expansion: card data decides it from the card's first
    # printing, never a state of play; the passive and a state trigger's "their controllers
    # sacrifice them" are edicts of every such permanent.
    pytest.param(
        "{2}, {T}, Sacrifice Apocalypse Chime: Destroy all nontoken permanents with a name originally printed in the Homelands expansion. They can't be regenerated.",
        "Artifact",
        "Apocalypse Chime",
        "sweep",
        [{"kind": "permanent", "first_printed_in": "Homelands"}],
        id="Apocalypse Chime",
    ),
    pytest.param(
        "{1}, {T}: Each nontoken permanent with a name originally printed in the Antiquities expansion is sacrificed by its controller.",
        "Artifact",
        "Golgothian Sylex",
        "edict",
        [{"kind": "permanent", "first_printed_in": "Antiquities"}],
        id="Golgothian Sylex",
    ),
    pytest.param(
        "Whenever one or more other nontoken permanents with a name originally printed in the Arabian Nights expansion are on the battlefield, their controllers sacrifice them.\nPlayers can't cast spells or play lands with a name originally printed in the Arabian Nights expansion.",
        "Artifact",
        "City in a Bottle",
        "edict",
        [{"kind": "permanent", "first_printed_in": "Arabian Nights"}],
        id="City in a Bottle",
    ),
    # a supertype after the noun, beside a type before it
    pytest.param(
        "Exile all nonland permanents that aren't legendary.",
        "Legendary Sorcery",
        "Urza's Ruinous Blast",
        "sweep",
        [{"kind": "permanent", "excluded_types": ("Land", "Legendary")}],
        id="Urza's Ruinous Blast",
    ),
    # "each permanent chosen this way": what the choice could pick
    pytest.param(
        "When Druid of Purification enters the battlefield, starting with you, each player may "
        "choose an artifact or enchantment you don't control. Destroy each permanent chosen this "
        "way.",
        "Creature — Human Druid",
        "Druid of Purification",
        "sweep",
        [
            {"kind": "artifact", "controller": "opponent"},
            {"kind": "enchantment", "controller": "opponent"},
        ],
        id="Druid of Purification",
    ),
]


@pytest.mark.parametrize(("text", "type_line", "name", "capability", "expected"), CASES)
def test_object_restrictions(
    text: str, type_line: str, name: str, capability: str, expected: list[dict[str, object]]
) -> None:
    assert expected == _rows(text, type_line, name, capability)


def test_a_passive_edict_keeps_its_state_of_play() -> None:
    """ "each blocking creature is sacrificed by its controller" (Tide of War): an edict of every
    blocking creature, which a state of play decides (so it depends, never removes)."""
    text = (
        "Whenever one or more creatures block, flip a coin. If you win the flip, each blocking "
        "creature is sacrificed by its controller. If you lose the flip, each blocked creature "
        "is sacrificed by its controller."
    )
    rows = parse_capabilities(text, "Enchantment", "Tide of War")
    expected = [
        ("edict", "creature", "blocking", "sacrifice"),
        ("edict", "creature", "blocked", "sacrifice"),
    ]
    assert expected == [(r.capability, r.object_kind, r.object_state, r.effect) for r in rows]
    assert all(r.effect_depends for r in rows)


@pytest.mark.parametrize(
    ("text", "type_line", "name", "expected"),
    [
        # the state after the noun: a creature the card blocks
        (
            "Defender (This creature can't attack.)\n{B}, Sacrifice Wall of Corpses: Destroy target creature Wall of Corpses is blocking.",
            "Creature — Wall",
            "Wall of Corpses",
            [("target", "blocked by it", "destroy")],
        ),
        (
            "Defender (This creature can't attack.)\nSacrifice Tinder Wall: Add {R}{R}.\n{R}, Sacrifice Tinder Wall: It deals 2 damage to target creature it's blocking.",
            "Creature — Plant Wall",
            "Tinder Wall",
            [("damage", "blocked by it", "damage")],
        ),
        # damage to a creature in a state of play depends on it as removal does
        (
            "Divine Arrow deals 4 damage to target attacking or blocking creature.",
            "Instant",
            "Divine Arrow",
            [("damage", "attacking or blocking", "damage")],
        ),
        (
            "Summary Judgment deals 3 damage to target tapped creature.\nAddendum — If you cast this spell during your main phase, it deals 5 damage instead.",
            "Instant",
            "Summary Judgment",
            [("damage", "tapped", "damage")],
        ),
        # "two of those creatures": the same creatures, in the same state
        (
            "Target opponent sacrifices a creature that attacked or blocked this turn. If you control a Gideon planeswalker, that player sacrifices two of those creatures instead.",
            "Instant",
            "Gideon's Triumph",
            [
                ("edict", "that attacked or blocked this turn", "sacrifice"),
                ("edict", "that attacked or blocked this turn", "sacrifice"),
            ],
        ),
    ],
)
def test_a_state_of_play_makes_removal_depend(
    text: str, type_line: str, name: str, expected: list[tuple[str, str, str]]
) -> None:
    rows = [
        r
        for r in parse_capabilities(text, type_line, name)
        if r.effect is not None and r.via != "combat" and r.object_kind != "player"
    ]
    assert expected == [(r.capability, r.object_state, r.effect) for r in rows]
    assert all(r.effect_depends for r in rows)


@pytest.mark.parametrize(
    ("text", "type_line", "name"),
    [
        ("Whenever a creature attacks, Caltrops deals 1 damage to it.", "Artifact", "Caltrops"),
        (
            "Whenever Ashmouth Hound blocks or becomes blocked by a creature, Ashmouth Hound deals 1 damage to that creature.",
            "Creature — Elemental Dog",
            "Ashmouth Hound",
        ),
        (
            "Whenever a creature without flying attacks you or a planeswalker you control, Circle of Flame deals 1 damage to that creature.",
            "Enchantment",
            "Circle of Flame",
        ),
    ],
)
def test_damage_to_the_creature_a_combat_trigger_names_depends(
    text: str, type_line: str, name: str
) -> None:
    """It waits for the card to attack or block (603.2): the card's controller decides."""
    rows = [
        r
        for r in parse_capabilities(text, type_line, name)
        if r.capability == "damage" and r.via != "combat" and r.object_kind != "player"
    ]
    assert [r.effect_depends for r in rows] == [
        "only once the card attacks or blocks as its trigger names"
    ]
