"""Answers for players (issue 12): the opponent's side (702.16k), formats, ranking by popularity,
totals and the `answers --json` contract, on the sample and on the real snapshot.

Their verdicts are rows of the golden verdict table, tests/verdicts.csv (test_verdicts.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import pytest
from click.testing import CliRunner

from pipeline.cli import cli
from pipeline.lookup.answers import find_answers
from pipeline.paths import DataPaths
from pipeline.vocabulary import ANSWER_KINDS, FORMATS


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
    payload = json.loads(out)
    assert {"protected", "format", "perspective", "answers", "rulings"} == set(payload)
    assert {"name", "oracle_id"} == set(payload["protected"])
    assert payload["format"] is None
    assert payload["perspective"] == "opponent"
    assert list(ANSWER_KINDS) == list(payload["answers"])
    for group in payload["answers"].values():
        assert {"total", "sources"} == set(group)
        assert len(group["sources"]) == min(2, group["total"])
        for source in group["sources"]:
            assert {"name", "verdict", "rule", "reason"} == set(source)
    # from the opponent's side nothing gets through True-Name Nemesis's DEBT: not even Stomp,
    # whose damage can't be prevented (615.12) but which can't target it (702.16b, its ruling)
    assert [payload["answers"][k]["total"] for k in ("damage", "attach", "block", "target")] == [
        0,
        0,
        0,
        0,
    ]
    # issue 16: its rulings on protection ("protection from each object controlled by ...")
    assert [r["text"][:50] for r in payload["rulings"]] == [
        "Protection from a player means that True-Name Neme",
    ]
    assert [s["name"] for s in payload["answers"]["sweep"]["sources"]] == [
        "Toxic Deluge",
        "Damnation",
    ]


def test_perspective_any_is_the_general_reading(sample_db: Path) -> None:
    result = find_answers(sample_db, "True-Name Nemesis", interaction="damage", perspective="any")
    damage = result["answers"]["damage"]
    n_damage = rows(
        sample_db,
        "SELECT count(DISTINCT source_oracle_id) FROM answers "
        "WHERE protected_name = 'True-Name Nemesis' AND interaction = 'damage'",
    )[0][0]
    assert n_damage == damage["total"] > 0
    assert {"conditional"} == {s["verdict"] for s in damage["sources"]}


def test_answers_are_ranked_by_popularity_then_name(sample_db: Path) -> None:
    """EDHREC ranks in the sample (the snapshot's): Toxic Deluge 103, Damnation 228, Wrath of
    God 255, Nevinyrral's Disk 550, Day of Judgment 951, Pernicious Deed 1585, Teysa, Envoy of
    Ghosts 2722 (it destroys a creature that deals it combat damage, without targeting)."""
    result = find_answers(sample_db, "Progenitus", interaction="sweep", limit=None)
    names = [s["name"] for s in result["answers"]["sweep"]["sources"]]
    assert names == [
        "Toxic Deluge",
        "Damnation",
        "Wrath of God",
        "Nevinyrral's Disk",
        "Ugin, the Spirit Dragon",
        "Day of Judgment",
        "Pernicious Deed",
        "Teysa, Envoy of Ghosts",
    ]
    assert len(names) == result["answers"]["sweep"]["total"]


def test_format_restricts_the_sources(sample_db: Path) -> None:
    """Toxic Deluge and Pernicious Deed are not legal in Modern."""
    result = find_answers(sample_db, "Progenitus", interaction="sweep", fmt="modern", limit=None)
    assert [s["name"] for s in result["answers"]["sweep"]["sources"]] == [
        "Damnation",
        "Wrath of God",
        "Nevinyrral's Disk",
        "Ugin, the Spirit Dragon",
        "Day of Judgment",
        "Teysa, Envoy of Ghosts",
    ]
    assert result["format"] == "modern"


def test_totals_and_limit_zero(sample_paths: DataPaths) -> None:
    code, out, _ = run(
        sample_paths, "answers", "Progenitus", "--interaction", "sweep", "--limit", "3"
    )
    assert code == 0
    assert "3 of 8" in out
    assert "--limit 0 shows all" in out
    code, out, _ = run(
        sample_paths, "answers", "Progenitus", "--interaction", "sweep", "--limit", "0"
    )
    assert code == 0
    assert "8 of 8" in out
    assert "--limit 0 shows all" not in out


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
    result = find_answers(snapshot_db, "Kor Firewalker", fmt="modern", limit=10)
    assert "Path to Exile" in [s["name"] for s in result["answers"]["target"]["sources"]]


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
    names = {
        s["name"]
        for s in find_answers(sample_db, "Black Knight", interaction="attach", limit=None)[
            "answers"
        ]["attach"]["sources"]
    }
    assert "Bonesplitter" not in names and "Rancor" in names
