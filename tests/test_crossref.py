"""DEBT reasons and answers on the sample, per the rules: trample, deathtouch, sweeps and
edicts, protection lost. The verdicts themselves, (source, protected, interaction) -> verdict
with the traps DESIGN.md lists, are rows of the golden table tests/verdicts.csv.
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest
from helpers import check


def test_trample_reason_cites_lethal_damage_assignment(sample_db: Path) -> None:
    """Seeds (702.17b, today 702.19b): a trampler must still assign lethal damage to a
    protected blocker; 702.19c is only the case of blockers removed from combat."""
    with duckdb.connect(str(sample_db), read_only=True) as con:
        reasons = con.execute(
            """
            SELECT DISTINCT reason FROM can_damage
            WHERE source_name = 'Lord of the Pit' AND protected_name = 'Baneslayer Angel'
            """
        ).fetchall()
    assert reasons and all("(702.19b)" in r for (r,) in reasons)


def test_deathtouch_reason(sample_db: Path) -> None:
    result = check(sample_db, "Typhoid Rats", "White Knight")["interactions"]["damage"]
    assert "deathtouch does nothing" in result["reason"]


def test_wipes_and_edicts_are_answers(sample_db: Path) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        answers = {
            (interaction, source)
            for interaction, source in con.execute(
                "SELECT interaction, source_name FROM answers WHERE protected_name = 'Progenitus'"
            ).fetchall()
        }
    assert ("sweep", "Wrath of God") in answers
    assert ("edict", "Diabolic Edict") in answers


def test_cephalid_snitch_is_a_loss_not_a_protection(sample_db: Path) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        rows = con.execute(
            """
            SELECT l.quality_kind, l.quality_value, l.duration FROM protection_losses AS l
            JOIN cards AS c USING (oracle_id) WHERE c.name = 'Cephalid Snitch'
            """
        ).fetchall()
        own = con.execute(
            "SELECT count(*) FROM protections AS p JOIN cards AS c USING (oracle_id) WHERE c.name = 'Cephalid Snitch'"
        ).fetchone()
    assert rows == [("color", "B", "until end of turn")]
    assert own == (0,)


def test_pristine_angel_has_six_separate_abilities(sample_db: Path) -> None:
    """702.16h: 'from all colors' is five abilities; losing black keeps the other four."""
    with duckdb.connect(str(sample_db), read_only=True) as con:
        rows = con.execute(
            """
            SELECT p.quality_kind, p.quality_value FROM protections AS p JOIN cards AS c USING (oracle_id)
            WHERE c.name = 'Pristine Angel' ORDER BY p.protection_id
            """
        ).fetchall()
    assert rows == [("card_type", "Artifact")] + [("color", c) for c in "WUBRG"]


# A group the card belongs to (Riders of Gavony is a Human: "Human creatures you control have
# protection ..."), and soulbond's "both creatures" (Diregraf Escort): the card itself is
# protected, with the same condition; left out ("Other Cats") or not a member, it is not.
OWN_GROUP = [
    ("Riders of Gavony", True),
    ("Serra's Emissary", True),
    ("Samite Elder", True),
    ("Diregraf Escort", True),
    ("Feline Sovereign", False),
    ("Favor of the Mighty", False),
    ("Brave the Elements", False),
]


@pytest.mark.parametrize(("card", "protected"), OWN_GROUP, ids=[c for c, _ in OWN_GROUP])
def test_a_card_in_its_own_group_is_protected(sample_db: Path, card: str, protected: bool) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        summary = con.execute(
            "SELECT is_conditional FROM protection_summary WHERE name = ?", [card]
        ).fetchall()
    assert (summary != []) == protected
    assert (check(sample_db, "Lightning Bolt", card)["scope"] == "self") == protected


def test_soulbond_protection_is_conditional_on_the_pair(sample_db: Path) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        rows = con.execute(
            """
            SELECT p.scope, p.condition FROM protections AS p JOIN cards AS c USING (oracle_id)
            WHERE c.name = 'Diregraf Escort' ORDER BY p.scope
            """
        ).fetchall()
    paired = "as long as Diregraf Escort is paired with another creature"
    assert rows == [("granted", paired), ("self", paired)]
