"""Objects an effect reaches beside its target, named like it: "Destroy target nonland permanent
and all other permanents with the same name as that permanent" (Maelstrom Pulse).

Only the first permanent is a target; the others are reached without targeting, so protection
stops them only where they are dealt damage (702.16b, 702.16e; the rulings of Maelstrom Pulse,
Detention Sphere, Declaration in Stone, Bile Blight and Homing Lightning: "has only one target").
Whether the protected card is one of them depends on which permanent is the target, which card
data can't tell: `conditional`. The same holds for a name shared with another permanent (Eye of
Singularity). Real oracle texts from the MTGJSON snapshot (2022-04-25).

Their verdicts are rows of the golden verdict table, tests/verdicts.csv (test_verdicts.py).
"""

from __future__ import annotations

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
