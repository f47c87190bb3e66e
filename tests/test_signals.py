"""SIGTERM and SIGINT while DuckDB runs a statement, through the real CLI in a child process:
the statement is interrupted at once and the exit code is the signal's (143, 130), not 1."""

from __future__ import annotations

import signal
import subprocess
import time
from pathlib import Path

import pytest
from fixture_server import child_env, cli_command

from pipeline.paths import DataPaths
from pipeline.report.site import STAGING_PREFIX

# Minutes of work for DuckDB: it is still running when the signal comes.
LONG_QUERY = "SELECT sum(a.range * b.range) FROM range(100000) AS a, range(10000000) AS b"


def _wait_for_duckdb(child: subprocess.Popen[str], timeout: float = 60.0) -> None:
    """Until DuckDB's worker threads run in the child (it opened the database, long after the
    CLI installed its signal handlers), then a little more for the query to start: a fixed
    sleep is too short on a loaded machine, where imports alone can take seconds."""
    deadline = time.monotonic() + timeout
    while _threads(child.pid) < 2:
        assert child.poll() is None and time.monotonic() < deadline
        time.sleep(0.05)
    time.sleep(0.5)


def _threads(pid: int) -> int:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    return next(
        (int(line.split()[1]) for line in status.splitlines() if line.startswith("Threads:")), 0
    )


@pytest.mark.parametrize(
    ("signum", "code", "word"),
    [(signal.SIGTERM, 143, "terminated"), (signal.SIGINT, 130, "interrupted")],
)
def test_a_signal_during_a_query_interrupts_it_with_the_signals_code(
    sample_paths: DataPaths, signum: int, code: int, word: str
) -> None:
    child = subprocess.Popen(
        cli_command("--data-dir", str(sample_paths.root), "sql", LONG_QUERY),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=child_env(),
    )
    _wait_for_duckdb(child)  # imports done, the signal handlers in, the query running
    assert child.poll() is None
    clock = time.monotonic()
    child.send_signal(signum)
    _, err = child.communicate(timeout=30)
    assert time.monotonic() - clock < 5
    assert child.returncode == code, err
    assert err.strip().splitlines() == [f"error: {word}"]


def test_sigterm_during_a_report_stops_it_and_leaves_no_staging(
    snapshot_db: Path, tmp_path: Path
) -> None:
    """The report on the real snapshot, stopped while its queries run: exit 143, one line, and
    nothing half-written in --out (no staging folder, no page)."""
    out = tmp_path / "site"
    child = subprocess.Popen(
        cli_command("--data-dir", str(snapshot_db.parent), "report", "--out", str(out)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=child_env(),
    )
    _wait_for_duckdb(child)
    assert child.poll() is None, child.communicate()
    child.send_signal(signal.SIGTERM)
    _, err = child.communicate(timeout=30)
    assert child.returncode == 143, err
    assert err.strip().splitlines()[-1] == "error: terminated"
    left = list(out.rglob("*")) if out.exists() else []
    assert [p for p in left if p.suffix == ".html" or p.name.startswith(STAGING_PREFIX)] == []
