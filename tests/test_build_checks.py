"""The checks every build runs (sql/checks/build/): broken on purpose, each finds the damage,
and a build that produces it fails instead of publishing views that lost rows."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import duckdb
import pytest
from helpers import build_sample

from pipeline.errors import BuildError
from pipeline.rules import rule_rows
from pipeline.store import build as build_module
from pipeline.store.sql_files import build_check_files, sql_dir

CHECKS = {path.stem: path for path in build_check_files()}


@pytest.fixture
def sabotaged(sample_db: Path, tmp_path: Path) -> Iterator[duckdb.DuckDBPyConnection]:
    """A writable copy of the sample database."""
    copy = tmp_path / "copy.duckdb"
    shutil.copyfile(sample_db, copy)
    with duckdb.connect(str(copy)) as con:
        yield con


def _offending(con: duckdb.DuckDBPyConnection, check: str) -> list[tuple[object, ...]]:
    return con.execute(CHECKS[check].read_text(encoding="utf-8")).fetchall()


def test_the_build_checks_are_these() -> None:
    assert sorted(CHECKS) == [
        "packed_keys_in_bounds",
        "rule_keys_without_rule",
        "verdicts_without_reason",
        "view_counts_match_paths",
    ]
    assert all(path.parent == sql_dir() / "checks" / "build" for path in CHECKS.values())


@pytest.mark.parametrize(
    ("sabotage", "expected"),
    [
        ("UPDATE rules SET rule_key = 'fights' WHERE rule_key = 'fight'", ("fight", "named")),
        ("UPDATE rules SET rule_key = 'trampler' WHERE rule_key = 'trample'", ("trample", "named")),
        # no verdict of the sample cites horsemanship (702.31b), but a reason can
        ("DELETE FROM rules WHERE rule_key = 'horsemanship'", ("horsemanship", "reason_sentences")),
    ],
)
def test_a_missing_rule_key_is_found(
    sabotaged: duckdb.DuckDBPyConnection, sabotage: str, expected: tuple[str, str]
) -> None:
    assert _offending(sabotaged, "rule_keys_without_rule") == []
    sabotaged.execute(sabotage)
    assert _offending(sabotaged, "rule_keys_without_rule") == [expected]


def test_the_sample_cites_no_horsemanship(sample_db: Path) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        cited = con.execute(
            "SELECT count(*) FROM internal.verdict_reasons WHERE rule_key = 'horsemanship'"
        ).fetchone()
    assert cited == (0,)


def test_dropped_reasons_are_found(sabotaged: duckdb.DuckDBPyConnection) -> None:
    n_fight = sabotaged.execute(
        "SELECT count(*) FROM internal.verdict_reasons WHERE rule_key = 'fight'"
    ).fetchone()
    assert n_fight is not None and n_fight[0] > 0
    sabotaged.execute("DELETE FROM internal.verdict_reasons WHERE rule_key = 'fight'")
    assert len(_offending(sabotaged, "verdicts_without_reason")) == n_fight[0]
    # the views lost those verdicts' rows: damage (a fight is damage, 701.14a)
    assert [row[0] for row in _offending(sabotaged, "view_counts_match_paths")] == ["damage"]


def test_a_reason_without_its_rule_is_found(sabotaged: duckdb.DuckDBPyConnection) -> None:
    sabotaged.execute("UPDATE internal.verdict_reasons SET rule = NULL WHERE rule_key = 'flying'")
    assert {row[1] for row in _offending(sabotaged, "verdicts_without_reason")} == {"flying"}


@pytest.mark.parametrize(
    ("sabotage", "part"),
    [
        (
            "UPDATE protections SET clause_index = 1048576 WHERE protection_id = 1",
            "protections.clause_index",
        ),
        (
            "UPDATE protections SET protection_id = 1048576 WHERE protection_id = 1",
            "protections.protection_id",
        ),
        ("UPDATE internal.reason_key_sizes SET n_quality_keys = 6", "quality_verdicts.quality_key"),
        ("UPDATE internal.reach SET reach_id = 2147483648 WHERE reach_id = 1", "reach.reach_id"),
        (
            "UPDATE internal.signatures SET sig_id = 4294967296 WHERE sig_id = 1",
            "signatures.sig_id",
        ),
        (
            "UPDATE internal.reason_key_sizes SET n_explanations = 4611686018427387904",
            "reason_id radixes",
        ),
        (
            "UPDATE internal.decided_paths SET protection_id = -1 WHERE rank = 2",
            "decided_paths.reason_id",
        ),
    ],
)
def test_an_overflowing_key_part_is_found(
    sabotaged: duckdb.DuckDBPyConnection, sabotage: str, part: str
) -> None:
    assert _offending(sabotaged, "packed_keys_in_bounds") == []
    sabotaged.execute(sabotage)
    assert part in {row[0] for row in _offending(sabotaged, "packed_keys_in_bounds")}


def test_a_renamed_rule_key_fails_the_build(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The reviewer's sabotage: `fight` renamed `fights` once dropped every fight row from the
    views while all checks passed; now the build stops, and no database is published."""
    renamed = [("fights" if row[0] == "fight" else row[0], *row[1:]) for row in rule_rows()]
    monkeypatch.setattr(build_module, "rule_rows", lambda: renamed)
    with pytest.raises(BuildError, match="data check rule_keys_without_rule failed"):
        build_sample(tmp_path)
    assert not (tmp_path / "protection.duckdb").exists()
