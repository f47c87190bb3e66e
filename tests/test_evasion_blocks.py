"""Blockers and attackers' evasion beyond the keywords a blocker has: "can block creatures with
shadow as though they didn't have shadow" (Aetherflame Wall), "can block creatures with flying"
(as reach, 702.17b), and skulk (702.118b: not by creatures with greater power).

A blocker that can block the protected attacker through its evasion is judged by protection
(702.16f); one that can't is `not_applicable` (702.28b, 702.118b). Real oracle texts from the
MTGJSON snapshot (2022-04-25); it has no protected creature with skulk, so skulk is checked on
the SQL macro that decides evasion.

Their verdicts are rows of the golden verdict table, tests/verdicts.csv (test_verdicts.py).
"""

from __future__ import annotations

import duckdb
import pytest

from pipeline.parse.capabilities import parse_capabilities
from pipeline.store.sql_files import sql_dir

BLOCKERS = [
    pytest.param(
        "Defender (This creature can't attack.)\nWall of Diffusion can block creatures with shadow as though Wall of Diffusion had shadow.",
        "Creature — Wall",
        "Wall of Diffusion",
        (None, ("Shadow",)),
        id="Wall of Diffusion",
    ),
    pytest.param(
        "Defender\nAetherflame Wall can block creatures with shadow as though they didn't have shadow.\n{R}: Aetherflame Wall gets +1/+0 until end of turn.",
        "Creature — Wall",
        "Aetherflame Wall",
        (None, ("Shadow",)),
        id="Aetherflame Wall",
    ),
    # what reach's reminder says is the Reach keyword, not a line of its own
    pytest.param(
        "Reach (This creature can block creatures with flying.)",
        "Creature — Spider",
        "Giant Spider",
        (None, None),
        id="Giant Spider",
    ),
    # a restriction, not an ability to block through evasion
    pytest.param(
        "Flying\nCloud Elemental can block only creatures with flying.",
        "Creature — Elemental",
        "Cloud Elemental",
        ("Flying", None),
        id="Cloud Elemental",
    ),
]


@pytest.mark.parametrize(("text", "type_line", "name", "expected"), BLOCKERS)
def test_what_a_blocker_blocks_through(
    text: str, type_line: str, name: str, expected: tuple[object, object]
) -> None:
    (block,) = [r for r in parse_capabilities(text, type_line, name) if r.capability == "block"]
    assert expected == (block.can_block_only, block.blocks_through)


@pytest.mark.parametrize(
    ("blocker_power", "attacker_power", "evasion"),
    [(3, 2, "skulk"), (2, 2, None), (1, 2, None), (None, 2, None), (3, None, None)],
)
def test_skulk_stops_blockers_with_greater_power(
    blocker_power: int | None, attacker_power: int | None, evasion: str | None
) -> None:
    with duckdb.connect() as con:
        con.execute("CREATE SCHEMA internal")
        con.execute((sql_dir() / "internal" / "macros.sql").read_text(encoding="utf-8"))
        row = con.execute(
            """
            SELECT internal.evasion(
                {'combat_damage': false, 'cant_attack': false, 'has_shadow': false,
                 'flying': false, 'shadow': false, 'horsemanship': false,
                 'power': ?::INTEGER, 'artifact': false, 'colors': ['G']},
                {'evasions': ['Skulk'], 'power': ?::INTEGER, 'colors': ['B'],
                 'known': true, 'type_words': ['Creature']})
            """,
            [blocker_power, attacker_power],
        ).fetchone()
    assert (evasion,) == row
