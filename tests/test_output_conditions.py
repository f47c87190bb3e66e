"""Hostile output conditions, through the real CLI in a child process: a terminal width of 0 or
20, an output encoding that can't show a card name, a reader that stops early (`| head`), an
export aimed at the live database, a full disk and a read-only filesystem."""

from __future__ import annotations

import os
import resource
import shutil
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from fixture_server import child_env, cli_command

from pipeline.paths import DataPaths

BIG_QUERY = "SELECT range AS n, repeat('x', 100) AS pad FROM range(200000)"  # ~20 MB of CSV


def run(
    paths: DataPaths, *args: str, env: dict[str, str] | None = None, **kwargs: object
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cli_command("--data-dir", str(paths.root), *args),
        capture_output=True,
        text=True,
        env={**child_env(), **(env or {})},
        timeout=120,
        check=False,
        **kwargs,  # type: ignore[arg-type]
    )


@pytest.mark.parametrize("columns", ["0", "20", "junk"])
def test_a_tiny_or_bad_terminal_width_still_prints_whole_verdicts(
    sample_paths: DataPaths, columns: str
) -> None:
    done = run(sample_paths, "check", "Lightning Bolt", "White Knight", env={"COLUMNS": columns})
    assert done.returncode == 0, done.stderr
    assert "allowed" in done.stdout and "702.16e" in done.stdout
    assert "a…" not in done.stdout


def test_a_refresh_still_logs_with_columns_zero(sample_paths: DataPaths, tmp_path: Path) -> None:
    paths = DataPaths(tmp_path / "data")
    done = run(paths, "refresh", "--source", "sample", env={"COLUMNS": "0"})
    assert done.returncode == 0, done.stderr
    assert "built " in done.stderr


def test_an_ascii_output_encoding_replaces_what_it_cannot_print(sample_paths: DataPaths) -> None:
    query = "SELECT 'Æther ❤' AS x"
    for fmt in ("table", "json"):
        done = run(sample_paths, "sql", query, f"--{fmt}", env={"PYTHONIOENCODING": "ascii"})
        assert done.returncode == 0, done.stderr
        assert "?ther ?" in done.stdout


def test_output_piped_into_head_exits_quietly(sample_paths: DataPaths) -> None:
    child = subprocess.Popen(
        cli_command("--data-dir", str(sample_paths.root), "sql", BIG_QUERY, "--csv"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=child_env(),
    )
    assert child.stdout is not None and child.stderr is not None
    assert child.stdout.readline().rstrip() == b"n,pad"
    child.stdout.close()  # what head does after its lines
    assert child.wait(timeout=60) == 141
    assert child.stderr.read() == b""


def test_sql_out_refuses_the_live_database(sample_paths: DataPaths, tmp_path: Path) -> None:
    root = tmp_path / "data"
    shutil.copytree(sample_paths.root, root)
    paths = DataPaths(root)
    before = paths.database.read_bytes()
    for target in (paths.database, root / "raw" / "x.csv", root / "refresh.log"):
        done = run(paths, "sql", "SELECT 1", "--csv", "--out", str(target))
        assert done.returncode == 2, done.stderr
        assert "inside the data folder" in done.stderr
    assert paths.database.read_bytes() == before
    assert run(paths, "status").returncode == 0


def _limit_file_size() -> None:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (1 << 20, 1 << 20))


def test_a_full_disk_during_sql_out_keeps_the_previous_export(
    sample_paths: DataPaths, tmp_path: Path
) -> None:
    out = tmp_path / "export.csv"
    out.write_text("the previous export\n", encoding="utf-8")
    done = run(
        sample_paths,
        "sql",
        BIG_QUERY,
        "--csv",
        "--out",
        str(out),
        preexec_fn=_limit_file_size,
    )
    assert done.returncode == 5, done.stderr
    assert done.stderr.startswith("error: ") and done.stderr.count("\n") == 1
    assert out.read_text(encoding="utf-8") == "the previous export\n"
    assert [p.name for p in tmp_path.iterdir()] == ["export.csv"]


def test_sql_out_replaces_the_file_whole(sample_paths: DataPaths, tmp_path: Path) -> None:
    out = tmp_path / "export.csv"
    out.write_text("x" * 10000, encoding="utf-8")
    done = run(sample_paths, "sql", "SELECT 1 AS one", "--csv", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_text(encoding="utf-8") == "one\n1\n"


@pytest.fixture
def read_only(sample_paths: DataPaths, tmp_path: Path) -> Iterator[Path]:
    """A read-only filesystem (EROFS) holding a copy of the sample data folder. Needs root."""
    mount_point = tmp_path / "ro"
    mount_point.mkdir()
    if shutil.which("mount") is None or os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root and mount(8)")
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "tmpfs", str(mount_point)], capture_output=True, check=False
    )
    if done.returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    try:
        shutil.copytree(sample_paths.root, mount_point / "data")
        subprocess.run(["mount", "-o", "remount,ro", str(mount_point)], check=True)
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=False)


def test_a_read_only_data_folder_is_a_disk_error(read_only: Path, sample_paths: DataPaths) -> None:
    paths = DataPaths(read_only / "data")
    done = run(paths, "refresh", "--source", "sample", "--force")
    assert done.returncode == 5, done.stderr
    assert "Read-only file system" in done.stderr and done.stderr.count("\n") == 1
    done = run(sample_paths, "sql", "SELECT 1", "--csv", "--out", str(read_only / "x.csv"))
    assert done.returncode == 5, done.stderr
