"""Damage dealt to an object named before ("that permanent or player", "it", "those
permanents", "them"): whether it is a target, read from what the reference names.

A reference to a target is that target (608.2b), so an "instead" mode of a targeted effect
("Urza's Rage deals 3 damage to any target. If this spell was kicked, instead it deals 10
damage to that permanent or player") still targets, and protection stops it by stopping the
targeting (702.16b), even where the damage can't be prevented (615.12; Stomp's ruling). A
reference to an object chosen without targeting ("a creature they control", Flaming Gambit) is
not a target. An instant's or sorcery's lines are one spell (Arrow Storm's raid line).
Real oracle texts from the MTGJSON snapshot (2022-04-25).
"""

from __future__ import annotations

import pytest

from pipeline.parse.capabilities import parse_capabilities


def _damage(text: str, type_line: str, name: str) -> list[tuple[object, ...]]:
    """(object kind, targeted, amount, unpreventable) of each non-combat damage row."""
    return [
        (r.object_kind, r.targeted, r.damage_amount, r.unpreventable)
        for r in parse_capabilities(text, type_line, name)
        if r.capability == "damage" and r.via != "combat"
    ]


REFERENCES = [
    pytest.param(
        "Kicker {8}{R} (You may pay an additional {8}{R} as you cast this spell.)\nThis spell can't be countered.\nUrza's Rage deals 3 damage to any target. If this spell was kicked, instead it deals 10 damage to that permanent or player and the damage can't be prevented.",
        "Instant",
        "Urza's Rage",
        [
            ("any", True, "3", "conditional"),
            ("permanent", True, "10", "conditional"),
            ("player", True, "10", "conditional"),
        ],
        id="Urza's Rage",
    ),
    # the instead mode is a line of its own: the spell's earlier line holds the target
    pytest.param(
        "Arrow Storm deals 4 damage to any target.\nRaid — If you attacked this turn, instead Arrow Storm deals 5 damage to that permanent or player and the damage can't be prevented.",
        "Sorcery",
        "Arrow Storm",
        [
            ("any", True, "4", "conditional"),
            ("permanent", True, "5", "conditional"),
            ("player", True, "5", "conditional"),
        ],
        id="Arrow Storm",
    ),
    # "that player or planeswalker" and "that creature" are the two targets, past "a land"
    pytest.param(
        "Searing Blaze deals 1 damage to target player or planeswalker and 1 damage to target creature that player or that planeswalker's controller controls.\nLandfall — If you had a land enter the battlefield under your control this turn, Searing Blaze deals 3 damage to that player or planeswalker and 3 damage to that creature instead.",
        "Instant",
        "Searing Blaze",
        [
            ("player", True, "1", None),
            ("planeswalker", True, "1", None),
            ("creature", True, "1", None),
            ("player", True, "3", None),
            ("planeswalker", True, "3", None),
            ("creature", True, "3", None),
        ],
        id="Searing Blaze",
    ),
    # "it" names what the target phrase names; "If it's an artifact creature" names nothing
    pytest.param(
        "Electrostatic Bolt deals 2 damage to target creature. If it's an artifact creature, Electrostatic Bolt deals 4 damage to it instead.",
        "Instant",
        "Electrostatic Bolt",
        [("creature", True, "2", None), ("creature", True, "4", None)],
        id="Electrostatic Bolt",
    ),
    pytest.param(
        "Shatterskull Smashing deals X damage divided as you choose among up to two target creatures and/or planeswalkers. If X is 6 or more, Shatterskull Smashing deals twice X damage divided as you choose among them instead.",
        "Sorcery",
        "Shatterskull Smashing",
        [
            ("creature", True, "X", None),
            ("planeswalker", True, "X", None),
            ("creature", True, "twice X", None),
            ("planeswalker", True, "twice X", None),
        ],
        id="Shatterskull Smashing",
    ),
    pytest.param(
        "Shower of Coals deals 2 damage to each of up to three targets.\nThreshold — Shower of Coals deals 4 damage to each of those permanents and/or players instead if seven or more cards are in your graveyard.",
        "Sorcery",
        "Shower of Coals",
        [("any", True, "2", None), ("permanent", True, "4", None), ("player", True, "4", None)],
        id="Shower of Coals",
    ),
    pytest.param(
        "Multikicker {1} (You may pay an additional {1} any number of times as you cast this spell.)\nChoose any target, then choose another target for each time this spell was kicked. Comet Storm deals X damage to each of them.",
        "Instant",
        "Comet Storm",
        [("any", True, "X", None)],
        id="Comet Storm",
    ),
    # "that creature" is the target; "that creature's controller" is not targeted
    pytest.param(
        "Kamahl's Sledge deals 4 damage to target creature.\nThreshold — If seven or more cards are in your graveyard, instead Kamahl's Sledge deals 4 damage to that creature and 4 damage to that creature's controller.",
        "Sorcery",
        "Kamahl's Sledge",
        [
            ("creature", True, "4", None),
            ("creature", True, "4", None),
            ("player", False, "4", None),
        ],
        id="Kamahl's Sledge",
    ),
    # "them" is the target opponent
    pytest.param(
        "Target opponent may have Risk Factor deal 4 damage to them. If that player doesn't, you draw three cards.\nJump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)",
        "Instant",
        "Risk Factor",
        [("player", True, "4", None)],
        id="Risk Factor",
    ),
    # the damage's subject is no object "that creature" refers to
    pytest.param(
        "Choose target creature you don't control. Each creature you control that's a Wolf or a Werewolf deals damage equal to its power to that creature.",
        "Instant",
        "Moonlight Hunt",
        [("creature", True, "power", None)],
        id="Moonlight Hunt",
    ),
    # a die-roll table's rows belong to the ability above them (706.2)
    pytest.param(
        "Flash\n{5}, {T}, Sacrifice Spiked Pit Trap: Choose target creature, then roll a d20.\n1—9 | Spiked Pit Trap deals 5 damage to that creature.\n10—20 | Spiked Pit Trap deals 5 damage to that creature. Create a Treasure token.",
        "Artifact",
        "Spiked Pit Trap",
        [("creature", True, "5", None), ("creature", True, "5", None)],
        id="Spiked Pit Trap",
    ),
    # references to objects chosen without targeting stay untargeted
    pytest.param(
        "Flaming Gambit deals X damage to target player or planeswalker. That player or that planeswalker's controller may choose a creature they control and have Flaming Gambit deal that damage to it instead.\nFlashback {X}{R}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
        "Instant",
        "Flaming Gambit",
        [
            ("player", True, "X", None),
            ("planeswalker", True, "X", None),
            ("permanent", False, "that", None),
        ],
        id="Flaming Gambit",
    ),
    pytest.param(
        "Destroy target Equipment. If that Equipment was attached to a creature, Unforge deals 2 damage to that creature.",
        "Instant",
        "Unforge",
        [("creature", False, "2", None)],
        id="Unforge",
    ),
    # "them" is the land's controller, who is not targeted
    pytest.param(
        "Destroy target nonbasic land unless its controller has Lava Blister deal 6 damage to them.",
        "Sorcery",
        "Lava Blister",
        [("player", False, "6", None)],
        id="Lava Blister",
    ),
    # "an amount of damage of your choice to you and target creature"
    pytest.param(
        "Volcano Hellion has echo {X}, where X is your life total. (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)\nWhen Volcano Hellion enters the battlefield, it deals an amount of damage of your choice to you and target creature. The damage can't be prevented.",
        "Creature — Hellion",
        "Volcano Hellion",
        [("player", False, "an amount of", "always"), ("creature", True, "an amount of", "always")],
        id="Volcano Hellion",
    ),
]


@pytest.mark.parametrize(("text", "type_line", "name", "expected"), REFERENCES)
def test_a_reference_to_a_target_is_that_target(
    text: str, type_line: str, name: str, expected: list[tuple[object, ...]]
) -> None:
    assert expected == _damage(text, type_line, name)
