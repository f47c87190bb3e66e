"""Verdicts for sources whose characteristics change in play (issue 11), on the real snapshot.

Each case is what the Comprehensive Rules say for a real card of the class: an animated land,
a crewed Vehicle or a planeswalker turned creature acts as that creature (613, 205.1b, 606.3);
a written-out "is every creature type"; one half of a split or adventurer card, or one face
of a modal double-faced card (709.3, 715.3, 712.8); an emblem (114.3); X in a mana cost
(202.3e); damage that can't be prevented (615.12); an attacker's evasion (702.9b, 702.28b,
702.14c); bestow (702.103b); an Aura or Equipment another card's effect attaches (702.16c-d).

Their verdicts are rows of the golden verdict table, tests/verdicts.csv (test_verdicts.py).
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest
from helpers import check

pytestmark = pytest.mark.realdata


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
