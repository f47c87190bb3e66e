"""Two refreshes at once, and queries while a refresh runs, on one data directory.

The refreshes run as real child processes (the lock is an OS file lock); DuckDB refuses a
read-write open while another process has the file open, so readers are real processes too.
"""

from __future__ import annotations

import gzip
import json
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import duckdb
import pytest
from click.testing import CliRunner, Result
from fixture_server import BULK, FixtureServer, Reply, child_env, cli_command
from helpers import sample_copies

from pipeline.cli import cli
from pipeline.paths import DataPaths
from pipeline.store import connect as db

OLD_CARDS = 197  # the sample database every test starts from


@pytest.fixture
def paths(sample_paths: DataPaths, tmp_path: Path) -> DataPaths:
    root = tmp_path / "data"
    shutil.copytree(sample_paths.root, root)
    return DataPaths(root)


def newer_cards() -> bytes:
    """The next upstream version: the sample three times over, so a query can tell the old
    database (197 cards) from the new one at a glance."""
    return gzip.compress(sample_copies(3))


NEW_CARDS = 3 * OLD_CARDS


@pytest.fixture
def server() -> Iterator[FixtureServer]:
    """Scryfall with a newer version (three times the cards: a build of about a second)."""
    yield from _serve(slow=False)


@pytest.fixture
def slow_server() -> Iterator[FixtureServer]:
    """The same, and its file takes about 1.5 s to download."""
    yield from _serve(slow=True)


def _serve(slow: bool) -> Iterator[FixtureServer]:
    body = newer_cards()
    trickle = (len(body) // 30 + 1, 0.05) if slow else None
    with FixtureServer() as srv:
        entry = {
            "type": "default_cards",
            "updated_at": "2026-11-02T09:00:00+00:00",
            "download_uri": srv.url(BULK),
        }
        srv.route("/bulk-data", Reply(body=json.dumps({"data": [entry]}).encode()))
        srv.route(BULK, Reply(body=body, trickle=trickle))
        yield srv


def spawn_refresh(paths: DataPaths, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        cli_command("--data-dir", str(paths.root), "--quiet", "refresh", *args),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=child_env(),
    )


def wait_until_running(paths: DataPaths, child: subprocess.Popen[str]) -> None:
    """Until the child holds the refresh lock (its marker file is there)."""
    deadline = time.monotonic() + 20
    while not (paths.root / ".refresh.running").exists():
        assert child.poll() is None, child.communicate()
        assert time.monotonic() < deadline
        time.sleep(0.01)


def run(paths: DataPaths, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--data-dir", str(paths.root), *args])


def cards_in(paths: DataPaths) -> int:
    result = run(paths, "sql", "SELECT count(*) AS n FROM cards", "--csv")
    assert result.exit_code == 0, result.stderr
    return int(result.stdout.splitlines()[1])


def log_rows(paths: DataPaths) -> list[tuple[str, str | None]]:
    with db.connect_readonly(paths.database) as con:
        return con.execute(
            "SELECT outcome, message FROM refresh_log ORDER BY finished_at, started_at"
        ).fetchall()


def test_a_second_refresh_exits_6_or_waits(slow_server: FixtureServer, paths: DataPaths) -> None:
    source = slow_server.url("/bulk-data")
    first = spawn_refresh(paths, "--source", source)
    wait_until_running(paths, first)

    locked_out = run(paths, "--quiet", "refresh", "--source", source)
    assert locked_out.exit_code == 6
    assert locked_out.stderr.startswith("error: another refresh is running on ")
    assert len(locked_out.stderr.strip().splitlines()) == 1
    assert first.poll() is None  # the first one was not disturbed

    waiter = subprocess.Popen(
        cli_command("--data-dir", str(paths.root), "refresh", "--wait", "60", "--source", source),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=child_env(),
    )
    assert first.wait(timeout=60) == 0, first.communicate()
    _, waited_err = waiter.communicate(timeout=60)
    assert waiter.returncode == 0, waited_err
    # It waited for the first, then found upstream unchanged: nothing fetched twice.
    assert "unchanged" in waited_err
    assert len(slow_server.gets(BULK)) == 1
    assert cards_in(paths) == NEW_CARDS
    outcomes = [outcome for outcome, _ in log_rows(paths)]
    # The lock-out is logged too, once the database is free to take the row.
    assert outcomes[-3:] == ["built", "failed", "unchanged"] or outcomes[-3:] == [
        "failed",
        "built",
        "unchanged",
    ]
    assert not (paths.root / "refresh_log.pending").exists() or not any(
        (paths.root / "refresh_log.pending").iterdir()
    )


def test_queries_keep_working_while_a_refresh_builds(
    server: FixtureServer, paths: DataPaths
) -> None:
    child = spawn_refresh(paths, "--source", server.url("/bulk-data"))
    wait_until_running(paths, child)
    seen: list[int] = []
    during_build = 0
    while child.poll() is None:
        building = any(paths.root.glob(".*.building"))
        seen.append(cards_in(paths))  # sql
        status = run(paths, "status", "--json")
        assert status.exit_code == 0, status.stderr
        assert json.loads(status.stdout)["n_cards"] in (OLD_CARDS, NEW_CARDS)
        during_build += building
    assert child.returncode == 0, child.communicate()
    # Every answer came whole from one database or the other, never from a half-built one.
    assert set(seen) <= {OLD_CARDS, NEW_CARDS}
    assert seen[0] == OLD_CARDS
    assert during_build > 0  # some queries ran while the new database was being built
    assert cards_in(paths) == NEW_CARDS


# --- a reader holding the current database open --------------------------------------

_HOLD = """
import sys, duckdb
con = duckdb.connect(sys.argv[1], read_only=True)
print(con.execute("SELECT count(*) FROM cards").fetchone()[0], flush=True)
for _ in sys.stdin:  # one line: query again, through the same open connection
    print(con.execute("SELECT count(*) FROM cards").fetchone()[0], flush=True)
"""


class Reader:
    """Another process with the current database open read-only (a long report, say)."""

    def __init__(self, database: Path):
        self.child = subprocess.Popen(
            [sys.executable, "-c", _HOLD, str(database)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.child.stdout is not None
        self.first = int(self.child.stdout.readline())

    def count(self) -> int:
        assert self.child.stdin is not None and self.child.stdout is not None
        self.child.stdin.write("again\n")
        self.child.stdin.flush()
        return int(self.child.stdout.readline())

    def close(self) -> None:
        self.child.communicate(timeout=10)


@pytest.fixture
def short_lock_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    """The refresh's log writer gives up on a held database after 0.3 s, not 5 s."""
    monkeypatch.setattr(db, "LOCK_WAIT", 0.3)


def test_a_refresh_swaps_in_while_a_reader_holds_the_old_database(paths: DataPaths) -> None:
    reader = Reader(paths.database)
    result = run(paths, "--quiet", "refresh", "--force", "--source", "sample")
    assert (result.exit_code, result.stderr) == (0, "")
    assert reader.count() == OLD_CARDS  # the reader keeps the old file (os.replace)
    reader.close()
    assert log_rows(paths)[-1] == ("built", None)  # written before the swap


@pytest.mark.usefixtures("short_lock_wait")
def test_a_failure_while_a_reader_holds_the_database_is_logged_later(
    paths: DataPaths, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{oops\n")
    reader = Reader(paths.database)
    result = run(paths, "--quiet", "refresh", "--source", str(bad))
    assert result.exit_code == 4
    assert len(result.stderr.strip().splitlines()) == 1
    assert [o for o, _ in log_rows(paths)] == ["built"]  # the database could not take it yet
    assert len(list((paths.root / "refresh_log.pending").iterdir())) == 1
    reader.close()
    # The next refresh (here another failure) writes both rows once the file is free.
    html = tmp_path / "cards.json"
    html.write_text("<html>Service unavailable</html>")
    result = run(paths, "--quiet", "refresh", "--source", str(html))
    assert result.exit_code == 4
    failures = [m for o, m in log_rows(paths) if o == "failed"]
    assert len(failures) == 2
    assert failures[0] is not None and failures[0].startswith("bad.jsonl line 1: malformed JSON")
    assert list((paths.root / "refresh_log.pending").iterdir()) == []


def _leave_a_wal(database: Path) -> None:
    """A writer killed after committing: its row is only in protection.duckdb.wal."""
    code = (
        "import duckdb, os, signal, sys\n"
        "con = duckdb.connect(sys.argv[1])\n"
        'con.execute("INSERT INTO refresh_log (started_at, finished_at, source, outcome,'
        " duration_s) VALUES (now(), now(), 'killed writer', 'failed', 0)\")\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(database)], check=False)
    assert done.returncode == -signal.SIGKILL
    assert db.wal_path(database).exists()


@pytest.mark.usefixtures("short_lock_wait")
def test_a_leftover_wal_and_a_reader_do_not_break_the_swap(paths: DataPaths) -> None:
    _leave_a_wal(paths.database)
    reader = Reader(paths.database)  # so the refresh can't fold the .wal in first
    result = run(paths, "--quiet", "refresh", "--force", "--source", "sample")
    assert (result.exit_code, result.stderr) == (0, "")
    reader.close()
    # A .wal left beside the swapped-in file would make DuckDB refuse to open it.
    assert not db.wal_path(paths.database).exists()
    sources = [
        row[0]
        for row in duckdb.connect(str(paths.database), read_only=True)
        .execute("SELECT source FROM refresh_log")
        .fetchall()
    ]
    assert "killed writer" in sources  # its row was carried over with the history
    assert cards_in(paths) == OLD_CARDS


def test_a_leftover_wal_is_folded_in_when_nobody_reads(paths: DataPaths) -> None:
    _leave_a_wal(paths.database)
    result = run(paths, "--quiet", "refresh", "--source", "sample")
    assert (result.exit_code, result.stderr) == (0, "")  # unchanged
    assert not db.wal_path(paths.database).exists()
    assert [o for o, _ in log_rows(paths)][-2:] == ["failed", "unchanged"]


def test_a_query_waits_out_a_writer_instead_of_failing(paths: DataPaths) -> None:
    # A refresh writing its log row holds the file for a moment; a query meanwhile waits.
    code = (
        "import duckdb, sys, time\n"
        "con = duckdb.connect(sys.argv[1])\n"
        "print('open', flush=True)\n"
        "time.sleep(1.2)\n"
    )
    writer = subprocess.Popen(
        [sys.executable, "-c", code, str(paths.database)], stdout=subprocess.PIPE, text=True
    )
    assert writer.stdout is not None and writer.stdout.readline() == "open\n"
    started = time.monotonic()
    assert cards_in(paths) == OLD_CARDS
    assert time.monotonic() - started > 0.2  # it did wait for the writer
    writer.wait(timeout=10)
