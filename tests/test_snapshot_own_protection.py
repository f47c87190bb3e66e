"""Verdicts on the real snapshot for cards the sample lacks: a group the card belongs to, soulbond,
keywords copied from other cards, planeswalkers under a player's grant, and counterspells.

Each case is the rule, not the code's habit: "Cats you control" protects the Cat that says it;
"both creatures" (702.95) protects the soulbond card too; "The same is true for ...,
protection" copies protections unknown until play; "you and planeswalkers you control" is no
creature; a spell that counters targets a spell, never the permanent (702.16b).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import check

pytestmark = pytest.mark.realdata

CASES = [
    # a group the card itself belongs to: its own `self` row
    ("Typhoid Rats", "Hungry Lynx", "block", "prevented", "702.16f", "self"),
    ("Grizzly Bears", "Hungry Lynx", "block", "allowed", "702.16f", "self"),
    ("Lightning Bolt", "Ward Sliver", "target", "conditional", "702.16b", "self"),
    ("Lightning Bolt", "Kabira Evangel", "target", "conditional", "702.16b", "self"),
    ("Doom Blade", "Teroh's Vanguard", "target", "conditional", "702.16b", "self"),
    ("Lightning Bolt", "Teroh's Vanguard", "target", "allowed", "702.16b", "self"),
    # soulbond: the card and its pair, while paired
    ("Walking Corpse", "Diregraf Escort", "block", "conditional", "702.16f", "self"),
    ("Walking Corpse", "Diregraf Escort", "damage", "conditional", "702.16e", "self"),
    ("Grizzly Bears", "Diregraf Escort", "block", "allowed", "702.16f", "self"),
    # copied keywords: any protection a referred card has, even from artifacts or everything
    ("Lightning Bolt", "Cairn Wanderer", "target", "conditional", "702.16b", "self"),
    ("Ornithopter", "Cairn Wanderer", "block", "conditional", "702.16f", "self"),
    ("Shatter", "Death-Mask Duplicant", "target", "conditional", "702.16b", "self"),
    ("Lightning Bolt", "Rayami, First of the Fallen", "damage", "conditional", "702.16e", "self"),
    ("Lightning Bolt", "Eater of Virtue", "target", "conditional", "702.16b", "granted"),
    ("Grizzly Bears", "Concerted Effort", "block", "conditional", "702.16f", "granted"),
    # players and planeswalkers: "target creature" does not reach them
    ("Hero's Downfall", "Eon Frolicker", "target", "conditional", "702.16b", "granted"),
    ("Murder", "Eon Frolicker", "target", "not_applicable", "702.16", "granted"),
    # counterspells target the spell, not the permanent
    ("Cancel", "Progenitus", "target", "not_applicable", "702.16", "self"),
    ("Remand", "Progenitus", "target", "not_applicable", "702.16", "self"),
    ("Venser, Shaper Savant", "Progenitus", "target", "prevented", "702.16j", "self"),
    # Haktos: 2, 3 or 4 is chosen; mana value 6 is always covered, 2 depends on the choice
    ("Shivan Dragon", "Haktos the Unscarred", "block", "prevented", "702.16f", "self"),
    ("Murder", "Haktos the Unscarred", "target", "conditional", "702.16b", "self"),
]


@pytest.mark.parametrize(
    ("source", "protected", "interaction", "verdict", "rule", "scope"),
    CASES,
    ids=[f"{s} -> {p}: {i}" for s, p, i, *_ in CASES],
)
def test_verdict(
    snapshot_db: Path,
    source: str,
    protected: str,
    interaction: str,
    verdict: str,
    rule: str,
    scope: str,
) -> None:
    result = check(snapshot_db, source, protected)
    found = result["interactions"][interaction]
    assert (scope, verdict, rule) == (result["scope"], found["verdict"], found["rule"]), found[
        "reason"
    ]
