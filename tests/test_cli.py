"""The command line: help everywhere, exit codes, read-only SQL, status, check."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from fixture_server import child_env, cli_command
from helpers import contract_json

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
    code, out, _ = run(sample_paths, "sql", "SELECT count(*) AS n FROM cards", "--csv")
    assert code == 0
    assert out.splitlines()[0] == "n"
    assert int(out.splitlines()[1]) >= 150


@pytest.mark.parametrize(
    "statement",
    [
        "CREATE TABLE x (a INTEGER)",
        "DELETE FROM cards",
        "UPDATE cards SET name = 'x'",
        "INSERT INTO sets VALUES ('X', 'x', 'core', NULL, NULL, true)",
        "DROP VIEW can_target",
        "CREATE MACRO m() AS 1",
        "SELECT 1; DROP TABLE cards",
        "ATTACH '{out}/evil.duckdb' AS evil",
        "ATTACH ':memory:' AS scratch",
        "COPY cards TO '{out}/cards.csv'",
        "COPY (SELECT 1) TO '{out}/one.parquet' (FORMAT parquet)",
        "EXPORT DATABASE '{out}/dump'",
        "SELECT * FROM read_csv('/etc/passwd')",
        "SELECT * FROM read_text('/etc/hostname')",
        "SELECT * FROM glob('/etc/*')",
        "SELECT * FROM 'http://127.0.0.1:9/cards.csv'",
        "INSTALL httpfs",
        "LOAD httpfs",
        "CREATE SECRET s (TYPE s3)",
        "SET enable_external_access = true",
        "SET lock_configuration = false",
        "SET memory_limit = '64TB'",
        "PRAGMA threads = 1",
    ],
)
def test_sql_refuses_writes(sample_paths: DataPaths, statement: str, tmp_path: Path) -> None:
    out = tmp_path / "written"
    out.mkdir()
    code, _, err = run(sample_paths, "sql", statement.format(out=out))
    assert code == 7
    assert err.startswith("error: refused: ")
    assert len(err.strip().splitlines()) == 1
    assert list(out.iterdir()) == []  # nothing was written


def test_sql_table_output_honours_the_default_limit(sample_paths: DataPaths) -> None:
    def shown(*args: str) -> tuple[list[int], str]:
        code, out, err = run(sample_paths, "sql", "SELECT range AS n FROM range(200)", *args)
        assert code == 0
        return [int(m) for m in re.findall(r"^│\s*(\d+)\s*│$", out, re.MULTILINE)], err

    rows, err = shown()
    assert rows == list(range(50))
    assert err.strip() == "(first 50 rows; use --limit 0 or --csv for all)"
    assert shown("--limit", "7")[0] == list(range(7))
    rows, err = shown("--limit", "0")
    assert (rows, err) == (list(range(200)), "")


# A child that runs the CLI and reports the peak RSS of its own children: the CLI only
# (RUSAGE_CHILDREN of this test process would include every earlier child).
_PEAK_RSS = """
import resource, subprocess, sys
done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
sys.stderr.write(done.stderr)
print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
"""


def peak_rss_mb(paths: DataPaths, *args: str) -> int:
    command = cli_command("--data-dir", str(paths.root), "--quiet", "sql", *args)
    done = subprocess.run(
        [sys.executable, "-c", _PEAK_RSS, *command],
        capture_output=True,
        text=True,
        env=child_env(),
        timeout=120,
        check=True,
    )
    code, kilobytes = done.stdout.split()
    assert code == "0", done.stderr
    return int(kilobytes) // 1024


@pytest.fixture(scope="module")
def baseline_rss_mb(sample_paths: DataPaths, tmp_path_factory: pytest.TempPathFactory) -> int:
    out = tmp_path_factory.mktemp("baseline") / "one.csv"
    return peak_rss_mb(sample_paths, "SELECT 1", "--csv", "--out", str(out))


# 200,000 rows of 750 bytes: 150 MB of text, held whole by a materialised result (Arrow or
# Python rows), while a stream holds one batch of 10,000 rows (7.5 MB) at a time.
WIDE = "SELECT range AS i, repeat('x', 750) AS pad FROM range(200000)"


@pytest.mark.parametrize("fmt", ["csv", "json", "parquet"])
def test_sql_export_streams_a_big_result(
    sample_paths: DataPaths, tmp_path: Path, baseline_rss_mb: int, fmt: str
) -> None:
    out = tmp_path / f"wide.{fmt}"
    peak = peak_rss_mb(sample_paths, WIDE, "--format", fmt, "--out", str(out))
    assert out.stat().st_size > 150_000_000 or fmt == "parquet"
    assert peak - baseline_rss_mb < 100, (peak, baseline_rss_mb)


def test_sql_table_output_reads_only_what_it_shows(
    sample_paths: DataPaths, baseline_rss_mb: int
) -> None:
    # Sorting 200,000 wide rows in full needs their 150 MB; the table shows 50 of them, and
    # a LIMIT on the query lets DuckDB keep just those (a top-N).
    peak = peak_rss_mb(sample_paths, WIDE + " ORDER BY i DESC")
    assert peak - baseline_rss_mb < 100, (peak, baseline_rss_mb)


def test_sql_exports_json_and_parquet(sample_paths: DataPaths, tmp_path: Path) -> None:
    out = tmp_path / "sets.parquet"
    code, _, _ = run(sample_paths, "sql", "SELECT * FROM sets", "--parquet", str(out))
    assert code == 0
    import pyarrow.parquet as pq

    assert pq.read_table(out).num_rows > 10
    code, text, _ = run(
        sample_paths, "sql", "SELECT set_code FROM sets ORDER BY 1 LIMIT 2", "--json"
    )
    assert code == 0
    codes = [row["set_code"] for row in json.loads(text)]
    assert len(codes) == 2 and codes == sorted(codes)


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
    result = contract_json(out, "check")
    assert result["source"]["name"] == "Lightning Bolt"
    assert result["protected"]["name"] == "Black Knight"
    assert result["protections"] == ["Protection from white"]
    assert list(result["interactions"]) == [
        "damage",
        "attach",
        "block",
        "target",
        "sweep",
        "edict",
        "counter",
    ]
    damage = result["interactions"]["damage"]
    assert {"verdict", "verdict_vs_opponent", "rule", "reason", "outcome", "how"} == set(damage)
    assert (damage["verdict"], damage["verdict_vs_opponent"]) == ("allowed", "allowed")
    # 3 damage is at least Black Knight's toughness 2
    assert (damage["outcome"], damage["how"]) == ("removes", "damage")
    assert result["interactions"]["block"]["verdict"] == "not_applicable"
    assert result["interactions"]["block"]["outcome"] is None
    assert result["perspective"] == "opponent"


def test_refresh_of_missing_path_exits_3(tmp_path: Path) -> None:
    code, _, err = run(tmp_path, "refresh", "--source", str(tmp_path / "nope.json"))
    assert code == 3
    assert err.startswith("error: no such source")
