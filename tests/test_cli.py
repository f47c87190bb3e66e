"""The command line: help everywhere, exit codes, read-only SQL, status, check."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.cli import cli
from pipeline.paths import DataPaths


def run(paths: DataPaths | Path, *args: str) -> tuple[int, str, str]:
    root = paths.root if isinstance(paths, DataPaths) else paths
    result = CliRunner().invoke(cli, ["--data-dir", str(root), *args])
    return result.exit_code, result.stdout, result.stderr


def test_every_command_has_help_with_an_example() -> None:
    runner = CliRunner()
    assert "Example:" in runner.invoke(cli, ["--help"]).output
    for name in cli.commands:
        result = runner.invoke(cli, [name, "--help"])
        assert result.exit_code == 0, name
        assert "Example:" in result.output, f"{name} --help has no example"


def test_sql_reads(sample_paths: DataPaths) -> None:
    code, out, _ = run(sample_paths, "sql", "SELECT count(*) AS n FROM cards", "--format", "csv")
    assert code == 0
    assert out.splitlines()[0] == "n"
    assert int(out.splitlines()[1]) >= 150


@pytest.mark.parametrize(
    "statement",
    [
        "CREATE TABLE x (a INTEGER)",
        "DELETE FROM cards",
        "INSERT INTO sets VALUES ('X', 'x', 'core', NULL, NULL, true)",
        "DROP VIEW can_target",
        "ATTACH '/tmp/evil.duckdb' AS evil",
        "COPY cards TO '/tmp/cards.csv'",
        "SET enable_external_access = true",
    ],
)
def test_sql_refuses_writes(sample_paths: DataPaths, statement: str) -> None:
    code, _, err = run(sample_paths, "sql", statement)
    assert code == 7
    assert err.startswith("error: ")
    assert len(err.strip().splitlines()) == 1
    assert not Path("/tmp/cards.csv").exists() or "COPY" not in statement


def test_sql_exports_json_and_parquet(sample_paths: DataPaths, tmp_path: Path) -> None:
    out = tmp_path / "sets.parquet"
    code, _, _ = run(
        sample_paths, "sql", "SELECT * FROM sets", "--format", "parquet", "--out", str(out)
    )
    assert code == 0
    import pyarrow.parquet as pq

    assert pq.read_table(out).num_rows > 10
    code, text, _ = run(
        sample_paths, "sql", "SELECT set_code FROM sets ORDER BY 1 LIMIT 2", "--format", "json"
    )
    assert code == 0
    assert [json.loads(line)["set_code"] for line in text.splitlines()] == sorted(
        json.loads(line)["set_code"] for line in text.splitlines()
    )


def test_no_database_is_a_clear_error(tmp_path: Path) -> None:
    code, _, err = run(tmp_path, "status")
    assert code == 8
    assert "refresh" in err


def test_status_reports_source_and_unparsed_count(sample_paths: DataPaths) -> None:
    code, out, _ = run(sample_paths, "status", "--json")
    assert code == 0
    info = json.loads(out)
    assert info["source"] == "sample:default_cards"
    assert info["n_cards"] >= 150
    assert "n_unparsed_protections" in info


def test_unknown_card_suggests_names(sample_paths: DataPaths) -> None:
    code, _, err = run(sample_paths, "check", "Lightning Bolts", "White Knight")
    assert code == 7
    assert "Lightning Bolt" in err


def test_check_json_shape(sample_paths: DataPaths) -> None:
    code, out, _ = run(sample_paths, "check", "Lightning Bolt", "Black Knight", "--json")
    assert code == 0
    result = json.loads(out)
    assert result["source"]["name"] == "Lightning Bolt"
    assert result["protected"]["name"] == "Black Knight"
    assert result["protections"] == ["Protection from white"]
    assert set(result["interactions"]) == {"target", "block", "damage", "attach"}
    assert result["interactions"]["damage"]["verdict"] == "allowed"
    assert result["interactions"]["block"]["verdict"] == "not_applicable"


def test_refresh_of_missing_path_exits_3(tmp_path: Path) -> None:
    code, _, err = run(tmp_path, "refresh", "--source", str(tmp_path / "nope.json"))
    assert code == 3
    assert err.startswith("error: no such source")
