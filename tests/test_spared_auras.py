"""Auras their own protection doesn't remove (702.16n): "Enchanted creature has protection from
black. This effect doesn't remove Black Ward." and Spectra Ward's "This effect doesn't remove
Auras".

The Aura that gives the protection stays attached (`allowed`, 702.16n); with "doesn't remove
Auras" another Aura with the quality stays if it was attached first, but a new one can't
enchant the creature (702.16c) nor an Aura spell target it (702.16b): `conditional`. Other
instances of protection, and Equipment (702.16d), are unaffected. Real oracle texts from the
MTGJSON snapshot (2022-04-25).

Their verdicts are rows of the golden verdict table, tests/verdicts.csv (test_verdicts.py).
"""

from __future__ import annotations

import pytest

from pipeline.parse.protection import parse_protections

SPARES = [
    pytest.param(
        "Enchant creature\nEnchanted creature has protection from black. This effect doesn't remove Black Ward.",
        "Black Ward",
        [("B", "source")],
        id="Black Ward",
    ),
    pytest.param(
        "Enchant creature\nEnchanted creature gets +2/+2 and has protection from all colors. This effect doesn't remove Auras. (It can't be blocked, targeted, or dealt damage by anything that's white, blue, black, red, or green.)",
        "Spectra Ward",
        [(c, "auras") for c in "WUBRG"],
        id="Spectra Ward",
    ),
    # the rider follows only the first protection: the sacrificed Aura's is another effect
    pytest.param(
        "Enchant creature\nAs Floating Shield enters the battlefield, choose a color.\nEnchanted creature has protection from the chosen color. This effect doesn't remove Floating Shield.\nSacrifice Floating Shield: Target creature gains protection from the chosen color until end of turn.",
        "Floating Shield",
        [("color", "source"), ("color", None)],
        id="Floating Shield",
    ),
    pytest.param(
        "Flash\nEnchant creature\nAs Cho-Manno's Blessing enters the battlefield, choose a color.\nEnchanted creature has protection from the chosen color. This effect doesn't remove Cho-Manno's Blessing.",
        "Cho-Manno's Blessing",
        [("color", "source")],
        id="Cho-Manno's Blessing",
    ),
    # today's oracle wording of the Ward cycle (after the snapshot): "this Aura"
    pytest.param(
        "Enchant creature\nEnchanted creature has protection from white. This effect doesn't remove this Aura.",
        "White Ward",
        [("W", "source")],
        id="White Ward, this Aura",
    ),
    # 702.16p (Benevolent Blessing, Dominaria United, after the snapshot)
    pytest.param(
        "Flash\nEnchant creature you control\nAs Benevolent Blessing enters the battlefield, choose a color.\nEnchanted creature has protection from the chosen color. This effect doesn't remove Auras and Equipment you control that are already attached to it.",
        "Benevolent Blessing",
        [("color", "attached")],
        id="Benevolent Blessing",
    ),
    # no rider: the protection removes Auras with the quality as usual (702.16c)
    pytest.param(
        "Enchant creature\nEnchanted creature has protection from green and from blue.",
        "Shield of Duty and Reason",
        [("G", None), ("U", None)],
        id="Shield of Duty and Reason",
    ),
]


@pytest.mark.parametrize(("text", "name", "expected"), SPARES)
def test_the_auras_a_protection_spares(
    text: str, name: str, expected: list[tuple[object, ...]]
) -> None:
    assert expected == [(p.quality_value, p.spares) for p in parse_protections(text, name)]
