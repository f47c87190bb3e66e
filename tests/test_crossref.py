"""DEBT verdicts on the sample: (source, protected, interaction) -> verdict, per the rules.

Each case is what the Comprehensive Rules (702.16b-i, 105.2c, 702.19b, 702.2b) and the seeds
say, not what the code happens to do; the traps DESIGN.md lists are all here.
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest
from helpers import check

CASES = [
    # 702.16b target: spells with the quality, abilities whose source has it
    ("Swords to Plowshares", "Black Knight", "target", "prevented", "702.16b"),
    ("Lightning Bolt", "Black Knight", "target", "allowed", "702.16b"),
    ("Doom Blade", "White Knight", "target", "prevented", "702.16b"),
    (
        "Doom Blade",
        "Black Knight",
        "target",
        "not_applicable",
        None,
    ),  # nonblack: can't target it anyway
    (
        "Mother of Runes",
        "Black Knight",
        "target",
        "prevented",
        "702.16b",
    ),  # a white permanent's ability
    ("Icy Manipulator", "Tel-Jilad Chosen", "target", "prevented", "702.16b"),  # artifact source
    ("Glacial Ray", "Kitsune Riftwalker", "target", "prevented", "702.16b"),  # an Arcane spell
    # protection works on permanents and players, not on a spell on the stack: a counterspell
    # targets the spell, never the permanent, so it is a `counter` answer, not a target path
    ("Counterspell", "Goblin Piledriver", "target", "not_applicable", None),
    ("Counterspell", "Progenitus", "target", "not_applicable", None),
    # its other mode ("destroy target blue permanent") is red: stopped by protection from red
    ("Red Elemental Blast", "Sphinx of the Steel Wind", "target", "prevented", "702.16b"),
    # players and planeswalkers (Eon Frolicker: "you and planeswalkers you control"): what
    # targets only a creature, blocks or enchants a creature does not reach them
    ("Doom Blade", "Eon Frolicker", "target", "not_applicable", None),
    ("Swords to Plowshares", "Eon Frolicker", "target", "not_applicable", None),
    ("Pacifism", "Eon Frolicker", "attach", "not_applicable", None),
    ("Grizzly Bears", "Eon Frolicker", "block", "not_applicable", None),
    ("Lightning Bolt", "Eon Frolicker", "target", "conditional", "702.16b"),  # any target
    ("Shock", "Eon Frolicker", "damage", "conditional", "702.16e"),
    # "colored spells" (Emrakul) stops spells, not abilities of colored permanents
    ("Lightning Bolt", "Emrakul, the Aeons Torn", "target", "prevented", "702.16b"),
    ("Lightning Bolt", "Emrakul, the Aeons Torn", "damage", "prevented", "702.16e"),
    ("Prodigal Sorcerer", "Emrakul, the Aeons Torn", "target", "allowed", "702.16b"),
    ("Prodigal Sorcerer", "Emrakul, the Aeons Torn", "damage", "allowed", "702.16e"),
    # Emrakul flies: a creature without flying or reach can't block it anyway (702.9b)
    ("Grizzly Bears", "Emrakul, the Aeons Torn", "block", "not_applicable", "702.9b"),
    ("Serra Angel", "Emrakul, the Aeons Torn", "block", "allowed", "702.16f"),
    # 702.16e damage: targeted or not, combat or not
    ("Pyroclasm", "Paladin en-Vec", "damage", "prevented", "702.16e"),
    ("Pyroclasm", "Paladin en-Vec", "target", "not_applicable", None),
    ("Pyroclasm", "White Knight", "damage", "allowed", "702.16e"),
    ("Lightning Bolt", "Kor Firewalker", "damage", "prevented", "702.16e"),
    # "protection from creatures" also stops a creature's ability damage
    ("Prodigal Sorcerer", "Beloved Chaplain", "damage", "prevented", "702.16e"),
    ("Prodigal Sorcerer", "Beloved Chaplain", "target", "prevented", "702.16b"),
    ("Lightning Bolt", "Beloved Chaplain", "damage", "allowed", "702.16e"),
    # deathtouch does nothing when the damage is prevented
    ("Typhoid Rats", "White Knight", "damage", "prevented", "702.16e"),
    ("Typhoid Rats", "White Knight", "block", "prevented", "702.16f"),
    # 702.16f block: the blocker's quality
    ("Grizzly Bears", "Beloved Chaplain", "block", "prevented", "702.16f"),
    ("Shivan Dragon", "Baneslayer Angel", "block", "prevented", "702.16f"),
    ("Lord of the Pit", "Baneslayer Angel", "block", "prevented", "702.16f"),
    ("Serra Angel", "Baneslayer Angel", "block", "allowed", "702.16f"),
    ("Lightning Bolt", "Grizzly Bears", "block", "not_applicable", None),
    # 702.16c/d attach
    ("Pacifism", "Black Knight", "attach", "prevented", "702.16c"),
    ("Pacifism", "White Knight", "attach", "allowed", "702.16c"),
    ("Pacifism", "Azorius First-Wing", "attach", "prevented", "702.16c"),  # from enchantments
    ("Bonesplitter", "Tel-Jilad Chosen", "attach", "prevented", "702.16d"),  # from artifacts
    ("Bonesplitter", "Black Knight", "attach", "allowed", "105.2c"),  # colorless vs pro-white
    # colorless is not a color (105.2c): "all colors" never covers a colorless source
    ("Walking Ballista", "Iridescent Angel", "damage", "allowed", "105.2c"),
    ("Bonesplitter", "Iridescent Angel", "attach", "allowed", "105.2c"),
    ("Walking Ballista", "Guardian of the Guildpact", "damage", "allowed", "105.2c"),
    ("Lightning Bolt", "Guardian of the Guildpact", "damage", "prevented", "702.16e"),
    ("Lightning Bolt", "Iridescent Angel", "target", "prevented", "702.16b"),
    # 702.16j everything (the seeds' 702.14i)
    ("Lightning Bolt", "Progenitus", "target", "prevented", "702.16j"),
    ("Walking Ballista", "Progenitus", "damage", "prevented", "702.16j"),
    ("Grizzly Bears", "Progenitus", "block", "prevented", "702.16j"),
    ("Pacifism", "Progenitus", "attach", "prevented", "702.16j"),
    # non-DEBT effects are never stopped (and are not DEBT at all)
    ("Wrath of God", "Progenitus", "target", "not_applicable", None),
    ("Wrath of God", "Progenitus", "damage", "not_applicable", None),
    # type, subtype, supertype and mana value qualities test the source (702.16a)
    ("Lightning Bolt", "Emrakul, the Promised End", "target", "prevented", "702.16b"),  # instants
    ("Fireball", "Emrakul, the Promised End", "target", "allowed", "702.16b"),  # a sorcery
    ("Prodigal Sorcerer", "Sparkhunter Masticore", "damage", "allowed", "702.16e"),
    # Chandra's own damage is stopped, but her emblem (no types, 114.3) deals its own
    ("Chandra, Torch of Defiance", "Sparkhunter Masticore", "damage", "allowed", "702.16e"),
    ("Chandra, Torch of Defiance", "Sparkhunter Masticore", "target", "allowed", "702.16b"),
    ("Serra Angel", "Mistmeadow Skulk", "block", "prevented", "702.16f"),  # mana value 5 >= 3
    ("Grizzly Bears", "Mistmeadow Skulk", "block", "allowed", "702.16f"),
    (
        "Akroma, Angel of Wrath",
        "Tsabo Tavoc",
        "block",
        "prevented",
        "702.16f",
    ),  # legendary creature
    ("Serra Angel", "Tsabo Tavoc", "block", "allowed", "702.16f"),
    (
        "Grizzly Bears",
        "Harbinger of Spring",
        "block",
        "prevented",
        "702.16f",
    ),  # non-Spirit creature
    # a changeling is every creature type (702.73a), Goblin included
    ("Mirror Entity", "Warren-Scourge Elf", "block", "prevented", "702.16f"),
    ("Grizzly Bears", "Warren-Scourge Elf", "block", "allowed", "702.16f"),
    # conditions, choices and players: decided during play
    ("Lightning Bolt", "Pristine Angel", "target", "conditional", "702.16b"),
    ("Lightning Bolt", "True-Name Nemesis", "target", "conditional", "702.16b"),
    ("Lightning Bolt", "Etched Champion", "damage", "conditional", "702.16e"),
    ("Lightning Bolt", "Voice of All", "target", "conditional", "702.16b"),
    ("Walking Ballista", "Voice of All", "damage", "allowed", "105.2c"),  # a chosen *color*
    # a choice from a fixed set (Haktos chooses 2, 3 or 4; protection from every other mana
    # value): only what can be chosen is conditional, every other mana value is always stopped
    ("Lightning Bolt", "Haktos the Unscarred", "target", "prevented", "702.16b"),  # 1
    ("Shock", "Haktos the Unscarred", "damage", "prevented", "702.16e"),  # 1
    ("Grizzly Bears", "Haktos the Unscarred", "block", "conditional", "702.16f"),  # 2
    ("Doom Blade", "Haktos the Unscarred", "target", "conditional", "702.16b"),  # 2
    ("Serra Angel", "Haktos the Unscarred", "block", "prevented", "702.16f"),  # 5
    ("Colossal Dreadmaw", "Haktos the Unscarred", "block", "prevented", "702.16f"),  # 6
    # Council Guardian's vote is among blue, black, red and green: never white
    ("White Knight", "Council Guardian", "block", "allowed", "702.16f"),
    ("Swords to Plowshares", "Council Guardian", "target", "allowed", "702.16b"),
    ("Black Knight", "Council Guardian", "block", "conditional", "702.16f"),
    ("Doom Blade", "Council Guardian", "target", "conditional", "702.16b"),
    ("Ornithopter", "Council Guardian", "block", "allowed", "105.2c"),
    # a fight's damage comes from the fighting creature, not the spell
    ("Prey Upon", "Black Knight", "damage", "conditional", "701.14a"),
]


@pytest.mark.parametrize(
    ("source", "protected", "interaction", "verdict", "rule"),
    CASES,
    ids=[f"{s} -> {p}: {i}" for s, p, i, _, _ in CASES],
)
def test_verdict(
    sample_db: Path, source: str, protected: str, interaction: str, verdict: str, rule: str | None
) -> None:
    result = check(sample_db, source, protected)["interactions"][interaction]
    assert (verdict, rule or result["rule"]) == (result["verdict"], result["rule"]), result[
        "reason"
    ]
    assert result["reason"]


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
