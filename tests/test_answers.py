"""Answers for players (issue 12): the opponent's side (702.16k), formats, ranking by popularity,
totals and the `answers --json` contract, on the sample and on the real snapshot.

Their verdicts are rows of the golden verdict table, tests/verdicts.csv (test_verdicts.py).
"""

from __future__ import annotations

import re
from pathlib import Path

import duckdb
import pytest
from click.testing import CliRunner
from helpers import check, contract_json

from pipeline.cli import cli
from pipeline.lookup.answers import find_answers
from pipeline.lookup.contracts import AnswersResult, AnswerTotals, ProtectedCard
from pipeline.paths import DataPaths
from pipeline.terminal import answers_summary
from pipeline.vocabulary import FORMATS


def run(paths: DataPaths, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--data-dir", str(paths.root), *args])
    return result.exit_code, result.stdout, result.stderr


def rows(database: Path, sql: str, params: list[object] | None = None) -> list[tuple[object, ...]]:
    with duckdb.connect(str(database), read_only=True) as con:
        return con.execute(sql, params or []).fetchall()


def verdicts(database: Path, source: str, protected: str) -> set[tuple[object, ...]]:
    return set(
        rows(
            database,
            "SELECT interaction, verdict, verdict_vs_opponent, rule_vs_opponent FROM interactions "
            "WHERE source_name = ? AND protected_name = ? AND scope = 'self'",
            [source, protected],
        )
    )


def test_granted_protection_from_opponents_with_a_duration_stays_conditional(
    sample_db: Path,
) -> None:
    """Crypsis: "protection from creatures your opponents control until end of turn": the
    opponent's side decides the controller, not the duration."""
    assert {("conditional", "conditional")} == set(
        rows(
            sample_db,
            "SELECT verdict, verdict_vs_opponent FROM interactions "
            "WHERE protected_name = 'Crypsis' AND source_name = 'Serra Angel' AND scope = 'granted'",
        )
    )


def test_answers_json_contract(sample_paths: DataPaths) -> None:
    code, out, _ = run(sample_paths, "answers", "True-Name Nemesis", "--json", "--limit", "2")
    assert code == 0
    payload = contract_json(out, "answers")
    assert {
        "protected",
        "scope",
        "answers_to",
        "format",
        "perspective",
        "answers",
        "totals",
        "gets_through_only",
        "rulings",
    } == set(payload)
    assert {"name", "oracle_id", "power", "toughness", "mana_value"} == set(payload["protected"])
    assert (payload["protected"]["power"], payload["protected"]["toughness"]) == (3, 1)
    assert payload["format"] is None
    assert payload["perspective"] == "opponent"
    assert len(payload["answers"]) == 2
    for answer in payload["answers"]:
        assert {
            "name",
            "oracle_id",
            "how",
            "via",
            "outcome",
            "verdict",
            "rule",
            "reason",
            "mana_value",
            "speed",
            "sure",
        } == set(answer)
    # from the opponent's side nothing gets through True-Name Nemesis's DEBT: not even Stomp,
    # whose damage can't be prevented (615.12) but which can't target it (702.16b, its ruling);
    # so its answers are sweepers, edicts and counters (not Emrakul's annihilator: its player
    # gives up lands instead)
    assert payload["gets_through_only"] == {"damage": 0, "attach": 0, "block": 0, "target": 0}
    # (Pernicious Deed's X is paid in mana: as big as the card's mana value; Ugin's loyalty
    # "−X" up to its printed 7)
    assert payload["totals"]["via"] == {"sweep": 6, "edict": 3, "counter": 2}
    assert payload["totals"]["all"] == 11
    # an X sweeper paid in life (Toxic Deluge), Teysa's "Whenever a creature deals combat damage
    # to Teysa, destroy that creature" (only once the card is in combat with it) and Emrakul's
    # annihilator depend on play
    assert payload["totals"]["depends"] == 3
    # issue 16: its rulings on protection ("protection from each object controlled by ...")
    assert [r["text"][:50] for r in payload["rulings"]][:1] == [
        "Protection from a player means that True-Name Neme",
    ]


def test_perspective_any_is_the_general_reading(sample_db: Path) -> None:
    """For any controller True-Name Nemesis's protection may not apply: Lightning Bolt's 3
    damage would kill it (toughness 1), but only if it gets through, so it depends."""
    result = find_answers(sample_db, "True-Name Nemesis", interaction="damage", perspective="any")
    bolt = next(a for a in result.answers if a.name == "Lightning Bolt")
    assert (bolt.verdict, bolt.outcome, bolt.how, bolt.sure) == (
        "conditional",
        "removes",
        "damage",
        False,
    )
    opponent = find_answers(sample_db, "True-Name Nemesis", interaction="damage")
    assert opponent.answers == []


def test_answers_are_ranked_as_players_rank_removal(sample_db: Path) -> None:
    """How (exile, destroy, sacrifice, bounce, damage, ...), then speed (instant first), mana
    value, then EDHREC rank; answers that depend on play come after the sure ones."""
    result = find_answers(sample_db, "Black Knight", limit=None)
    hows = [a.how for a in result.answers if a.sure]
    order = ["exile", "destroy", "sacrifice", "bounce", "damage", "neutralise", "counter", "combat"]
    ranks = [order.index("damage" if h == "shrink" else h) for h in hows]
    assert ranks == sorted(ranks)
    assert [a.sure for a in result.answers] == sorted(
        (a.sure for a in result.answers), reverse=True
    )
    destroys = [a for a in result.answers if a.how == "destroy" and a.sure]
    keys = [(a.speed != "instant", a.mana_value) for a in destroys]
    assert keys == sorted(keys)
    assert [a.name for a in destroys][:4] == [
        "Go for the Throat",
        "Murder",
        "Pernicious Deed",
        "Nevinyrral's Disk",
    ]


def test_answers_deal_with_the_card(sample_db: Path) -> None:
    """What only gets past the protection is counted, never listed: Giant Growth targets Black
    Knight, Rancor enchants it, a 1/1 blocks it; none of them removes it."""
    result = find_answers(sample_db, "Black Knight", limit=None)
    names = {a.name for a in result.answers}
    assert {"Lightning Bolt", "Murder", "Wrath of God", "Diabolic Edict"} <= names
    # protection from white stops Swords to Plowshares (702.16b)
    assert "Swords to Plowshares" not in names
    assert not {"Giant Growth", "Rancor", "Llanowar Elves", "Bonesplitter"} & names
    assert all(a.outcome != "nothing" for a in result.answers)
    assert result.gets_through_only["target"] > 0
    assert result.totals.through_only >= result.gets_through_only["target"]


def test_format_restricts_the_sources(sample_db: Path) -> None:
    """Toxic Deluge and Pernicious Deed are not legal in Modern."""
    every = {a.name for a in find_answers(sample_db, "Progenitus", limit=None).answers}
    modern = find_answers(sample_db, "Progenitus", fmt="modern", limit=None)
    names = {a.name for a in modern.answers}
    assert {"Toxic Deluge", "Pernicious Deed"} <= every
    assert not {"Toxic Deluge", "Pernicious Deed"} & names
    assert {"Damnation", "Wrath of God", "Day of Judgment"} <= names
    assert modern.format == "modern"


def test_summary_limit_and_all(sample_paths: DataPaths) -> None:
    code, out, _ = run(sample_paths, "answers", "Black Knight", "--limit", "3")
    assert code == 0
    first = " ".join(out.splitlines()[1:3])
    assert "answers:" in first and "other cards get past its protection" in first
    assert "--all shows every one" in out
    assert "Commander popularity" in out
    for args in (("--all",), ("--limit", "0")):
        code, out, _ = run(sample_paths, "answers", "Black Knight", *args)
        assert code == 0
        assert "--all shows every one" not in out


def test_the_summary_counts_one_in_the_singular() -> None:
    """Progenitus in Legacy: 340 answers, 1 in combat, ...; "1 other card gets past its
    protection", never "1 other cards"."""
    totals = AnswerTotals(
        all=1, depends=1, how={"combat": 1}, via={"damage": 1, "sweep": 1}, through_only=1
    )
    result = AnswersResult(
        protected=ProtectedCard(name="X", oracle_id="x", power=1, toughness=1, mana_value=1.0),
        scope="self",
        answers_to="X",
        format="legacy",
        perspective="opponent",
        answers=[],
        totals=totals,
        gets_through_only={},
        rulings=[],
    )
    assert answers_summary(result) == (
        "1 answer in legacy: 1 in combat, 1 sweeper; 1 more depends on play; "
        "1 other card gets past its protection without dealing with it"
    )


def test_unknown_format_is_a_usage_error_listing_the_known_ones(sample_paths: DataPaths) -> None:
    for command in (
        ["answers", "Progenitus"],
        ["check", "Lightning Bolt", "Black Knight"],
        ["report"],
    ):
        code, _, err = run(sample_paths, *command, "--format", "modrn")
        assert code == 2, command
        assert all(name in err for name in FORMATS)


def test_a_card_outside_the_format_is_a_clear_error(sample_paths: DataPaths) -> None:
    """Abbey Gargoyles (Homelands) was never printed in a Modern-legal set."""
    args = ("check", "Lightning Bolt", "Abbey Gargoyles", "--format")
    code, _, err = run(sample_paths, *args, "modern")
    assert code == 7
    assert "Abbey Gargoyles is not legal in modern" in err
    code, _, _ = run(sample_paths, *args, "legacy")
    assert code == 0
    code, _, err = run(sample_paths, "answers", "Abbey Gargoyles", "--format", "modern")
    assert code == 7
    assert "Abbey Gargoyles is not legal in modern" in err


def test_a_card_without_protection_says_so(sample_paths: DataPaths) -> None:
    for args in ((), ("--json",)):
        code, out, err = run(sample_paths, "answers", "Lightning Bolt", *args)
        assert code == 7
        assert out == ""
        assert "Lightning Bolt has no protection" in err


@pytest.mark.realdata
def test_players_reading_on_the_real_snapshot(snapshot_db: Path) -> None:
    """From the opponent's side a verdict only ever gets stricter (allowed < conditional <
    prevented < not_applicable): protection from a player decides (702.16k: True-Name Nemesis
    is the snapshot's one card), and a path that reaches only its controller's permanents
    (equip, "target creature you control") no longer counts (115.1)."""
    changed = rows(
        snapshot_db,
        "SELECT verdict, verdict_vs_opponent, rule_vs_opponent, count(*), "
        "list(DISTINCT protected_name ORDER BY protected_name)[:3] FROM all_interactions "
        "WHERE verdict <> verdict_vs_opponent GROUP BY ALL ORDER BY 4 DESC",
    )
    print("\nchanged from the opponent's side:")
    for row in changed:
        print(*row)
    strictness = ["allowed", "conditional", "prevented", "not_applicable"]
    assert all(strictness.index(a) < strictness.index(b) for a, b, *_ in changed)
    by_player = [r for r in changed if r[2] == "702.16k"]
    assert [(r[0], r[1], r[4]) for r in by_player] == [
        ("conditional", "prevented", ["True-Name Nemesis"])
    ]
    lightning_greaves = rows(
        snapshot_db,
        "SELECT DISTINCT verdict_vs_opponent, rule_vs_opponent FROM all_interactions "
        "WHERE source_name = 'Lightning Greaves' AND protected_name = 'Kor Firewalker'",
    )
    assert lightning_greaves == [("not_applicable", "115.1")]
    ranked = rows(
        snapshot_db,
        "SELECT name, edhrec_rank FROM cards WHERE name IN ('Swords to Plowshares', "
        "'True-Name Nemesis', 'Progenitus') ORDER BY name",
    )
    assert all(isinstance(rank, int) and rank > 0 for _, rank in ranked)
    result = find_answers(snapshot_db, "Kor Firewalker", fmt="modern", limit=20)
    assert "Path to Exile" in [a.name for a in result.answers]


@pytest.mark.realdata
def test_answers_rank_by_the_mana_they_take_to_use(snapshot_db: Path) -> None:
    """Within one how and speed, an answer that takes an ability's mana too ranks by the whole
    of it: Brittle Effigy (1, then "{4}, {T}, Exile Brittle Effigy: Exile target creature")
    takes 5, after the four-mana exile spells; Helvault's {7} ability takes 10; Mangara of
    Corondor's "{T}: Exile Mangara and target permanent" takes its 3 alone."""
    names = [
        a.name
        for a in find_answers(snapshot_db, "Kor Firewalker", fmt="modern", limit=None).answers
        if a.how == "exile" and a.speed == "instant"
    ]
    assert names.index("Vraska's Contempt") < names.index("Brittle Effigy")  # 4 < 1 + 4
    assert names.index("Brittle Effigy") < names.index("Helvault")  # 5 < 3 + 7
    assert names.index("Mangara of Corondor") < names.index("Vraska's Contempt")  # 3 < 4


@pytest.mark.parametrize(
    ("line", "mana"),
    [
        ("{4}, {T}, Exile Brittle Effigy: Exile target creature.", 4),
        ("{4}{B}{B}: Exile target creature and put a +1/+1 counter on Dark Impostor.", 6),
        ("{2/W}{W/U}{X}{B/P}, {T}: Tap target creature.", 4),  # 2 + 1 + 0 + 1
        ("{T}: Exile Mangara of Corondor and target permanent.", 0),
        ("When Banisher Priest enters, exile target creature an opponent controls.", 0),
        ("[−3]: Destroy target creature. Its controller loses 2 life.", 0),
        ('Enchanted creature has "{R}, {T}: This creature deals 1 damage to any target."', 0),
    ],
)
def test_the_mana_an_ability_takes(sample_db: Path, line: str, mana: int) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        assert con.execute("SELECT internal.cost_mana(?)", [line]).fetchone() == (mana,)


def test_paths_that_reach_only_their_controllers_permanents(sample_db: Path) -> None:
    """Equip (702.6a) and "target creature you control" can't reach the opponent's card: from
    the opponent's side Bonesplitter doesn't answer Black Knight (115.1), Pacifism still may
    not (protection from white), Giant Growth still targets it."""
    assert {
        ("attach", "allowed", "not_applicable", "115.1"),
        ("target", "allowed", "not_applicable", "115.1"),
    } == verdicts(sample_db, "Bonesplitter", "Black Knight")
    assert {("target", "allowed", "allowed", "702.16b")} == verdicts(
        sample_db, "Giant Growth", "Black Knight"
    )
    paths = set(
        rows(
            sample_db,
            "SELECT source_name, outcome_vs_opponent FROM answer_paths "
            "WHERE protected_name = 'Black Knight' AND interaction = 'attach' "
            "AND verdict_vs_opponent = 'allowed'",
        )
    )
    assert "Bonesplitter" not in {name for name, _ in paths}
    # Rancor gets through but helps it: no answer
    assert ("Rancor", "nothing") in paths


@pytest.mark.realdata
@pytest.mark.parametrize(
    ("protected", "reason"),
    [
        (
            "Teferi's Protection",
            "the player Teferi's Protection protects is not a spell Counterspell could counter",
        ),
        (
            "Sword of Fire and Ice",
            "the creature Sword of Fire and Ice protects is a permanent, not a spell Counterspell "
            "could counter",
        ),
    ],
)
def test_a_protection_given_away_protects_no_spell(
    snapshot_db: Path, protected: str, reason: str
) -> None:
    """Counterspell counters Teferi's Protection the spell, but what it protects (a player) is
    no spell: `check` says so instead of claiming the card can't be countered."""
    counter = check(snapshot_db, "Counterspell", protected)["interactions"]["counter"]
    assert counter["verdict"] == "not_applicable"
    assert counter["reason"] == reason


@pytest.mark.realdata
@pytest.mark.parametrize(
    ("source", "protected", "interaction", "reason"),
    [
        # the example: the quality that decides, not the whole keyword line
        (
            "Lightning Bolt",
            "Akroma, Angel of Wrath",
            "target",
            "protection from red stops its spell",
        ),
        ("Doom Blade", "Akroma, Angel of Wrath", "target", "protection from black stops its spell"),
        (
            "Lightning Bolt",
            "Sword of Fire and Ice",
            "damage",
            "protection from red stops its spell",
        ),
        (
            "Lightning Bolt",
            "Gods Willing",
            "target",
            "depends on play: until end of turn (protection from the color of your choice)",
        ),
        (
            "Murder",
            "True-Name Nemesis",
            "target",
            "protection from the chosen player stops its spell when the opponent controls it",
        ),
        # what a granted or a player's protection protects is named as such, not as the card
        (
            "Lightning Bolt",
            "Sword of Fire and Ice",
            "block",
            "Lightning Bolt can't block the creature Sword of Fire and Ice protects (not a "
            "creature that can block it, or what it would block is not an attacking creature)",
        ),
        (
            "Wrath of God",
            "Teferi's Protection",
            "sweep",
            "Wrath of God can't destroy, exile or return the player Teferi's Protection "
            "protects: a player is no permanent",
        ),
        (
            "Swords to Plowshares",
            "Sword of Fire and Ice",
            "target",
            "the source has none of the qualities it is protected from; it exiles the creature",
        ),
    ],
)
def test_a_reason_names_the_deciding_quality_and_the_protected_object(
    snapshot_db: Path, source: str, protected: str, interaction: str, reason: str
) -> None:
    """In the opponent's reading, as `check` prints by default."""
    found = check(snapshot_db, source, protected, perspective="opponent")
    assert found["interactions"][interaction]["reason"] == reason


@pytest.mark.realdata
def test_answers_to_a_granted_protection_deal_with_the_creature(snapshot_db: Path) -> None:
    """Answers to Sword of Fire and Ice deal with the creature it equips: the heading, the JSON
    and every reason say so, never "the card" (the Sword)."""
    result = find_answers(snapshot_db, "Sword of Fire and Ice", limit=None, fmt="modern")
    assert (result.scope, result.answers_to) == (
        "granted",
        "the creature Sword of Fire and Ice protects",
    )
    swords = next(a for a in result.answers if a.name == "Path to Exile")
    assert swords.reason == "it exiles the creature"
    assert not [a.reason for a in result.answers if re.search(r"\bthe card\b", a.reason)]
    teferi = find_answers(snapshot_db, "Teferi's Protection", limit=None)
    assert (teferi.scope, teferi.answers_to, teferi.answers) == (
        "player",
        "the player Teferi's Protection protects",
        [],
    )
