"""Fault injection: ways a refresh fails, through the real CLI, the real HTTP client and real files.

The network faults are served by tests/fixture_server.py on 127.0.0.1. After every fault:
the documented non-zero exit code, one line on stderr and no traceback, the previous
database unchanged, no temporary files left, and a 'failed' row in refresh_log. Transient
faults that a retry overcomes (500/502/503, 429, one cut or reset connection, one stall)
are in test_download.py.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import resource
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import duckdb
import filelock
import pytest
from click.testing import CliRunner, Result
from fixture_server import (
    BULK,
    SAMPLE_LINES,
    FixtureServer,
    Reply,
    bulk_index,
    child_env,
    cli_command,
)
from helpers import FIXED_NOW, sample_copies

from pipeline.cli import cli
from pipeline.errors import Terminated
from pipeline.paths import DataPaths
from pipeline.progress import ProgressHook
from pipeline.sources import http, open_source, scryfall
from pipeline.sources.normalise import CardCollector
from pipeline.store import refresh as refresh_module
from pipeline.store.refresh import record_failure, refresh

MTGJSON = "/mtgjson/"


# --- fixtures and helpers -------------------------------------------------------------


@pytest.fixture(autouse=True)
def fast_http(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seconds instead of minutes: short timeouts, no backoff, a tiny Retry-After cap."""
    monkeypatch.setattr(http, "TIMEOUT", (2.0, 0.3))
    monkeypatch.setattr(http, "BACKOFF", 0.0)
    monkeypatch.setattr(http, "MAX_RETRY_AFTER", 0.05)


@pytest.fixture
def paths(sample_paths: DataPaths, tmp_path: Path) -> DataPaths:
    """A copy of the sample data directory: the 'previous database' every fault must spare."""
    root = tmp_path / "data"
    shutil.copytree(sample_paths.root, root)
    return DataPaths(root)


def mtgjson_card(name: str, number: str, text: str) -> dict[str, Any]:
    ids = hashlib.sha256(name.encode()).hexdigest()
    uuid = f"{ids[:8]}-{ids[8:12]}-{ids[12:16]}-{ids[16:20]}-{ids[20:32]}"
    return {
        "uuid": uuid,
        "name": name,
        "layout": "normal",
        "number": number,
        "rarity": "uncommon",
        "type": "Creature — Human Knight",
        "text": text,
        "manaCost": "{W}{W}",
        "manaValue": 2.0,
        "colors": ["W"],
        "colorIdentity": ["W"],
        "keywords": ["First strike", "Protection"],
        "power": "2",
        "toughness": "2",
        "legalities": {"vintage": "Legal"},
        "identifiers": {"scryfallId": uuid, "scryfallOracleId": uuid[::-1]},
    }


def all_printings(data: Any = None) -> bytes:
    if data is None:
        cards = [
            mtgjson_card("White Knight", "1", "First strike\nProtection from black"),
            mtgjson_card("Black Knight", "2", "First strike\nProtection from white"),
        ]
        data = {
            "TST": {
                "code": "TST",
                "name": "Test Set",
                "type": "core",
                "releaseDate": "1993-08-05",
                "cards": cards,
            }
        }
    document = {"meta": {"date": "2026-11-02", "version": "5.2.2+20261102"}, "data": data}
    return gzip.compress(json.dumps(document).encode())


def serve_mtgjson(server: FixtureServer, body: bytes, meta: bytes | None = None) -> str:
    """An MTGJSON API folder: Meta.json, AllPrintings.json.gz and its published .sha256."""
    if meta is None:
        meta = json.dumps({"meta": {}, "data": {"date": "2026-11-02", "version": "5.2.2"}}).encode()
    server.route(MTGJSON + "Meta.json", Reply(body=meta))
    server.route(MTGJSON + "AllPrintings.json.gz", Reply(body=body))
    digest = hashlib.sha256(body).hexdigest()
    server.route(MTGJSON + "AllPrintings.json.gz.sha256", Reply(body=digest.encode()))
    return server.url(MTGJSON)


def drifted(change: Callable[[dict[str, Any]], None]) -> bytes:
    """The sample's JSON Lines with every card object changed as upstream might."""
    out = []
    for line in SAMPLE_LINES.splitlines():
        card = json.loads(line)
        change(card)
        out.append(json.dumps(card))
    return gzip.compress("\n".join(out).encode() + b"\n")


@pytest.fixture
def server() -> Iterator[FixtureServer]:
    with FixtureServer() as srv:
        srv.route("/bulk-data", Reply(body=bulk_index(srv, "2026-11-02T09:00:00+00:00")))
        srv.route(BULK, Reply(body=gzip.compress(SAMPLE_LINES)))
        yield srv


def run(paths: DataPaths, *args: str, quiet: bool = True) -> Result:
    flags = ["--quiet"] if quiet else []
    return CliRunner().invoke(cli, ["--data-dir", str(paths.root), *flags, *args])


@dataclass(frozen=True)
class Snapshot:
    """What a database holds: its data (counts and digests) and how many log rows."""

    data: tuple[Any, ...]
    log_rows: int


def snapshot(paths: DataPaths) -> Snapshot:
    with duckdb.connect(str(paths.database), read_only=True) as con:
        data = con.execute(
            """
            SELECT (SELECT count(*) FROM cards), (SELECT count(*) FROM printings),
                   (SELECT count(*) FROM protections), (SELECT count(*) FROM capabilities),
                   (SELECT md5(string_agg(oracle_id || name, ',' ORDER BY oracle_id)) FROM cards),
                   (SELECT md5(string_agg(printing_id, ',' ORDER BY printing_id)) FROM printings)
            """
        ).fetchone()
        log_rows = con.execute("SELECT count(*) FROM refresh_log").fetchone()
    assert data is not None and log_rows is not None
    return Snapshot(tuple(data), log_rows[0])


def last_log_row(paths: DataPaths) -> tuple[str, str | None]:
    with duckdb.connect(str(paths.database), read_only=True) as con:
        row = con.execute(
            "SELECT outcome, message FROM refresh_log ORDER BY finished_at DESC, started_at DESC LIMIT 1"
        ).fetchone()
    assert row is not None
    return row[0], row[1]


def leftovers(paths: DataPaths) -> list[str]:
    """Temporary files a refresh must never leave behind (nor log rows it failed to write)."""
    return sorted(
        str(p.relative_to(paths.root))
        for p in paths.root.rglob("*")
        if p.name.endswith(".part")
        or ".building" in p.name
        or p.name == ".refresh.running"
        or p.parent.name == "refresh_log.pending"
    )


def assert_failed_cleanly(
    result: Result, paths: DataPaths, before: Snapshot, code: int, words: str
) -> None:
    """The checks that follow every fault."""
    assert result.exit_code == code, result.stderr
    assert isinstance(result.exception, SystemExit), result.exception  # not an escaped error
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ")
    assert words.lower() in lines[0].lower()
    assert "Traceback" not in result.stderr
    assert result.stdout == ""
    after = snapshot(paths)
    assert after.data == before.data  # the previous database opens and holds the same data
    assert after.log_rows == before.log_rows + 1
    outcome, message = last_log_row(paths)
    assert outcome == "failed"
    assert message is not None and words.lower() in message.lower()
    assert leftovers(paths) == []


# --- the unfaulted sources build (so no fault case below can pass by accident) ---------


def test_the_unfaulted_sources_build(server: FixtureServer, paths: DataPaths) -> None:
    result = run(paths, "refresh", "--source", server.url("/bulk-data"))
    assert (result.exit_code, result.stderr) == (0, "")
    assert snapshot(paths).data[0] == 197
    result = run(paths, "refresh", "--source", serve_mtgjson(server, all_printings()))
    assert (result.exit_code, result.stderr) == (0, "")
    assert snapshot(paths).data[0] == 2
    assert leftovers(paths) == []


# --- network and data faults: one table -------------------------------------------------

GOOD = gzip.compress(SAMPLE_LINES)


def _route(path: str, *replies: Reply) -> Callable[[FixtureServer], str]:
    def setup(server: FixtureServer) -> str:
        server.route(path, *replies)
        return server.url("/bulk-data")

    return setup


def _mtgjson(body: bytes, meta: bytes | None = None) -> Callable[[FixtureServer], str]:
    return lambda server: serve_mtgjson(server, body, meta)


def _unreachable(server: FixtureServer) -> str:
    # A loopback port that nothing listens on: bound, then released.
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/bulk-data"


def _renamed_identifiers() -> bytes:
    card = mtgjson_card("White Knight", "1", "Protection from black")
    card["ids"] = card.pop("identifiers")
    data = {"TST": {"code": "TST", "name": "T", "type": "core", "releaseDate": "1993-08-05"}}
    data["TST"]["cards"] = [card]  # type: ignore[assignment]
    return all_printings(data)


def _sha_mismatch(server: FixtureServer) -> str:
    url = serve_mtgjson(server, all_printings())
    server.route(MTGJSON + "AllPrintings.json.gz.sha256", Reply(body=b"0" * 64))
    return url


# name: (set up the server and return --source, exit code, words the message must hold)
FAULTS: dict[str, tuple[Callable[[FixtureServer], str], int, str]] = {
    # the network (exit 3)
    "server unreachable": (_unreachable, 3, "connection refused"),
    "index answers 503 every time": (_route("/bulk-data", Reply(503)), 3, "HTTP 503"),
    "index answers 429 with a huge Retry-After every time": (
        _route("/bulk-data", Reply(429, headers={"Retry-After": "86400"})),
        3,
        "HTTP 429",
    ),
    "index never answers (timeout)": (
        _route("/bulk-data", Reply(body=b"{}", delay_headers=30)),
        3,
        "timed out",
    ),
    "bulk file is gone (404)": (_route(BULK, Reply(404, b"gone")), 3, "HTTP 404"),
    "bulk file answers 500 every time": (_route(BULK, Reply(500)), 3, "HTTP 500"),
    "body shorter than Content-Length every time": (
        _route(BULK, Reply(body=GOOD, cut_after=len(GOOD) // 3)),
        3,
        "failed after 3 attempts",
    ),
    "connection reset mid-download every time": (
        _route(BULK, Reply(body=GOOD, reset_after=len(GOOD) // 3)),
        3,
        "failed after 3 attempts",
    ),
    "server stalls mid-download every time (timeout)": (
        _route(BULK, Reply(body=GOOD, stall=30, stall_at=len(GOOD) // 2)),
        3,
        "timed out",
    ),
    # the data (exit 4)
    "truncated gzip": (_route(BULK, Reply(body=GOOD[:-200])), 4, "gzip"),
    "HTML error page as the index": (
        _route(
            "/bulk-data",
            Reply(
                body=b"<!doctype html><title>Oops</title>", headers={"Content-Type": "text/html"}
            ),
        ),
        4,
        "did not return JSON",
    ),
    "HTML error page as the bulk file": (
        _route(BULK, Reply(body=b"<html><body>Service unavailable</body></html>")),
        4,
        "HTML",
    ),
    "index without data": (
        _route("/bulk-data", Reply(body=b'{"object": "list", "has_more": false}')),
        4,
        "`data`",
    ),
    "index data of the wrong type": (
        _route("/bulk-data", Reply(body=b'{"object": "list", "data": {"type": "x"}}')),
        4,
        "unexpected shape",
    ),
    "a Scryfall error object as the bulk file": (
        _route(
            BULK,
            Reply(body=gzip.compress(b'{"object": "error", "code": "not_found", "status": 404}')),
        ),
        4,
        "missing required field `id`",
    ),
    "one malformed JSON line": (
        _route(BULK, Reply(body=gzip.compress(SAMPLE_LINES.replace(b"}\n", b"}\n{oops\n", 1)))),
        4,
        "line 2: malformed JSON",
    ),
    "a field of the wrong type": (
        _route(BULK, Reply(body=drifted(lambda c: c.update(cmc="three")))),
        4,
        "`$.cmc`",
    ),
    "an empty bulk file": (
        _route(BULK, Reply(body=gzip.compress(b""))),
        4,
        "not a known card-data format",
    ),
    "renamed field: collector_number": (
        _route(BULK, Reply(body=drifted(lambda c: c.update(number=c.pop("collector_number"))))),
        4,
        "collector_number",
    ),
    "renamed field: oracle_id": (
        _route(BULK, Reply(body=drifted(lambda c: c.update(oracleId=c.pop("oracle_id", None))))),
        4,
        "oracle_id",
    ),
    "MTGJSON data is a list": (_mtgjson(all_printings(data=[])), 4, "unexpected MTGJSON shape"),
    "MTGJSON set is a list": (
        _mtgjson(all_printings(data={"TST": []})),
        4,
        "Expected `object`, got `array` - at `$.data.TST`",
    ),
    "MTGJSON renamed field: identifiers": (
        _mtgjson(_renamed_identifiers()),
        4,
        # where: each set is decoded on its own, and the message still names the whole path
        "missing required field `identifiers` - at `$.data.TST.cards[0]`",
    ),
    "MTGJSON Meta.json of the wrong shape": (
        _mtgjson(all_printings(), meta=b'{"meta": {"version": "5.2.2"}}'),
        4,
        "unexpected Meta.json shape",
    ),
    "MTGJSON SHA-256 mismatch": (_sha_mismatch, 4, "SHA-256 mismatch"),
}


@pytest.mark.parametrize("case", list(FAULTS))
def test_fault_fails_cleanly(case: str, server: FixtureServer, paths: DataPaths) -> None:
    setup, code, words = FAULTS[case]
    source = setup(server)
    before = snapshot(paths)
    started = time.monotonic()
    result = run(paths, "refresh", "--force", "--source", source)
    assert_failed_cleanly(result, paths, before, code, words)
    assert time.monotonic() - started < 10  # bounded: no fault parks the client


def test_a_huge_retry_after_is_capped(server: FixtureServer, paths: DataPaths) -> None:
    # Without the cap this would wait a day per retry; with MAX_RETRY_AFTER patched to
    # 0.05 s, five attempts take well under a second.
    server.route("/bulk-data", Reply(503, headers={"Retry-After": "86400"}))
    started = time.monotonic()
    result = run(paths, "refresh", "--source", server.url("/bulk-data"))
    assert result.exit_code == 3
    assert time.monotonic() - started < 3
    assert len(server.gets("/bulk-data")) == 5  # the first try and four retries


# --- local files --------------------------------------------------------------------


def test_truncated_local_gzip_fails_cleanly(paths: DataPaths, tmp_path: Path) -> None:
    path = tmp_path / "cards.jsonl.gz"
    path.write_bytes(GOOD[: len(GOOD) // 2])
    before = snapshot(paths)
    result = run(paths, "refresh", "--source", str(path))
    assert_failed_cleanly(result, paths, before, 4, "truncated or corrupt")


def _sample_with_blank_lines() -> list[bytes]:
    """The sample's lines with a blank (or whitespace) line after every seventh: a file
    several of the decoder's blocks long, whose line numbers count the blank lines."""
    lines: list[bytes] = []
    for i, line in enumerate(SAMPLE_LINES.splitlines(), 1):
        lines.append(line)
        if i % 7 == 0:
            lines.append(b"  " if i % 2 else b"")
    assert len(b"\n".join(lines)) > 3 * scryfall.LINE_BLOCK
    return lines


@pytest.mark.parametrize(
    ("bad_line", "words"),
    [(b"{oops", "malformed JSON"), (b'{"id": 7}', "unexpected shape: Expected `str`")],
)
def test_a_bad_line_deep_in_a_local_file_is_named(
    paths: DataPaths, tmp_path: Path, bad_line: bytes, words: str
) -> None:
    lines = _sample_with_blank_lines()
    at = len(lines) - 20  # in the last of the decoder's blocks
    lines.insert(at, bad_line)
    path = tmp_path / "cards.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    before = snapshot(paths)
    result = run(paths, "refresh", "--source", str(path))
    assert_failed_cleanly(result, paths, before, 4, f"cards.jsonl line {at + 1}: {words}")


def test_blank_lines_and_a_missing_last_newline_decode_as_the_plain_file(tmp_path: Path) -> None:
    plain, spaced = tmp_path / "plain.jsonl", tmp_path / "spaced.jsonl"
    plain.write_bytes(SAMPLE_LINES)
    spaced.write_bytes(b"\r\n".join(_sample_with_blank_lines()))  # CRLF, no final newline
    frames = []
    for path in (plain, spaced):
        collector = CardCollector()
        scryfall.decode_file(path, collector, ProgressHook())
        frames.append(collector.frames())
    assert frames[0]["printings"].height == len(SAMPLE_LINES.splitlines())
    for name, frame in frames[0].items():
        assert frame.equals(frames[1][name]), name


def test_a_line_number_is_counted_from_the_file_when_an_error_needs_one(tmp_path: Path) -> None:
    """The decoder counts no lines while it works (scryfall._lines_in reads them again for an
    error): blank and whitespace lines, CRLF and a last line without its newline count."""
    data = b"\r\n".join(_sample_with_blank_lines())  # no final newline
    plain, packed = tmp_path / "cards.jsonl", tmp_path / "cards.jsonl.gz"
    plain.write_bytes(data)
    packed.write_bytes(gzip.compress(data))
    for size in (0, 1, data.index(b"\n") + 1, len(data) // 2, len(data) - 1, len(data)):
        prefix = data[:size]
        expected = prefix.count(b"\n") + (1 if prefix and not prefix.endswith(b"\n") else 0)
        assert scryfall._lines_in(plain, size) == scryfall._lines_in(packed, size) == expected


def test_local_file_that_does_not_match_its_sha256(paths: DataPaths, tmp_path: Path) -> None:
    path = tmp_path / "cards.jsonl"
    path.write_bytes(SAMPLE_LINES)
    (tmp_path / "cards.jsonl.sha256").write_text("f" * 64 + "  cards.jsonl\n")
    before = snapshot(paths)
    result = run(paths, "refresh", "--source", str(path))
    assert_failed_cleanly(result, paths, before, 4, "does not match its published .sha256")


# --- upstream schema drift that must be tolerated -----------------------------------------


def _drop_optional_fields(card: dict[str, Any]) -> None:
    for key in ("legalities", "keywords", "color_identity", "power", "lang"):
        card.pop(key, None)


DRIFT_TOLERATED: dict[str, Callable[[dict[str, Any]], None]] = {
    "a new unknown field": lambda c: c.update(
        flavor_name="x", prices={"usd": "1.00"}, new_thing=[1, {"a": None}]
    ),
    "optional fields missing": _drop_optional_fields,
}


@pytest.mark.parametrize("case", list(DRIFT_TOLERATED))
def test_tolerated_schema_drift_still_builds(
    case: str, server: FixtureServer, paths: DataPaths
) -> None:
    server.route(BULK, Reply(body=drifted(DRIFT_TOLERATED[case])))
    result = run(paths, "refresh", "--source", server.url("/bulk-data"))
    assert (result.exit_code, result.stderr) == (0, "")
    assert snapshot(paths).data[:2] == (197, 228)
    assert last_log_row(paths) == ("built", None)


# --- the error report itself ---------------------------------------------------------


def test_without_quiet_the_error_is_still_one_line_after_the_progress(
    server: FixtureServer, paths: DataPaths
) -> None:
    server.route(BULK, Reply(body=GOOD[:-200]))
    result = run(paths, "refresh", "--force", "--source", server.url("/bulk-data"), quiet=False)
    assert result.exit_code == 4
    errors = [line for line in result.stderr.splitlines() if "error" in line.lower()]
    assert errors == [result.stderr.strip().splitlines()[-1]]
    assert errors[0].startswith("error: ")
    assert "Traceback" not in result.stderr


def test_debug_shows_the_traceback_and_still_logs_the_failure(
    server: FixtureServer, paths: DataPaths
) -> None:
    server.route(BULK, Reply(body=GOOD[:-200]))
    result = run(paths, "--debug", "refresh", "--force", "--source", server.url("/bulk-data"))
    assert result.exit_code != 0
    assert type(result.exception).__name__ == "ParseError"  # raised, not turned into a line
    assert last_log_row(paths)[0] == "failed"


# --- disk full --------------------------------------------------------------------------


@pytest.fixture
def small_disk(sample_paths: DataPaths, tmp_path: Path) -> Iterator[DataPaths]:
    """A copy of the sample data directory on a tmpfs 3 MiB bigger than its database (~8 MB):
    room for the database and the refresh log, not for a second database. Needs root (mount);
    skipped otherwise."""
    mount_point = tmp_path / "small-disk"
    mount_point.mkdir()
    if shutil.which("mount") is None or os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root and mount(8); the RLIMIT_FSIZE test covers it")
    size_mib = -(-sample_paths.database.stat().st_size // (1 << 20)) + 3
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size_mib}m", "tmpfs", str(mount_point)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        root = mount_point / "data"
        shutil.copytree(sample_paths.root, root)
        yield DataPaths(root)
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=False)


def test_disk_full_while_building(small_disk: DataPaths) -> None:
    before = snapshot(small_disk)
    result = run(small_disk, "refresh", "--force", "--source", "sample")
    assert_failed_cleanly(result, small_disk, before, 5, "No space left on device")


def test_disk_full_while_downloading(server: FixtureServer, small_disk: DataPaths) -> None:
    # 4 MB that can't be compressed: more than the < 3 MiB left on the small disk.
    server.route(BULK, Reply(body=os.urandom(4 << 20)))
    before = snapshot(small_disk)
    result = run(small_disk, "refresh", "--force", "--source", server.url("/bulk-data"))
    assert_failed_cleanly(result, small_disk, before, 5, "No space left on device")
    assert len(server.gets(BULK)) == 1  # a full disk is not a network error to retry


def _limit_file_size() -> None:
    # In the child: no file may grow past 2 MB (the database is 5.5 MB), and the write fails
    # with EFBIG instead of the default SIGXFSZ killing the process.
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (2 << 20, 2 << 20))


def test_file_size_limit_while_building(paths: DataPaths) -> None:
    """Disk full without root: RLIMIT_FSIZE makes the staging database's writes fail (EFBIG)."""
    before = snapshot(paths)
    done = subprocess.run(
        cli_command(
            "--data-dir", str(paths.root), "--quiet", "refresh", "--force", "--source", "sample"
        ),
        capture_output=True,
        text=True,
        env=child_env(),
        preexec_fn=_limit_file_size,
        timeout=60,
        check=False,
    )
    assert done.returncode == 5, done.stderr
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: ")
    assert "File too large" in done.stderr
    assert "Traceback" not in done.stderr
    after = snapshot(paths)
    assert after.data == before.data
    assert after.log_rows == before.log_rows + 1
    assert last_log_row(paths)[0] == "failed"
    assert leftovers(paths) == []


# --- a crash: SIGKILL in the middle of a refresh, then a restart -------------------------


def _spawn(paths: DataPaths, source: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        cli_command(
            "--data-dir", str(paths.root), "--quiet", "refresh", "--force", "--source", source
        ),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=child_env(),
    )


def _kill_when(child: subprocess.Popen[str], ready: Callable[[], bool], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not ready():
        assert child.poll() is None, f"the refresh ended before the kill: {child.communicate()}"
        assert time.monotonic() < deadline, "the refresh never reached the point to kill it at"
        time.sleep(0.005)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=10)
    assert child.returncode == -signal.SIGKILL


def _lock_is_free(paths: DataPaths) -> bool:
    lock = filelock.FileLock(str(paths.lock), timeout=0)
    try:
        lock.acquire()
    except filelock.Timeout:
        return False
    lock.release()
    return True


def _assert_restart_recovers(paths: DataPaths, before: Snapshot, *restart: str) -> None:
    assert snapshot(paths).data == before.data  # the old database was intact in between
    assert _lock_is_free(paths)  # the OS released the killed process's lock
    result = run(paths, *restart)
    assert (result.exit_code, result.stderr) == (0, "")
    assert leftovers(paths) == []
    with duckdb.connect(str(paths.database), read_only=True) as con:
        outcomes = con.execute(
            "SELECT outcome, message FROM refresh_log ORDER BY finished_at DESC LIMIT 2"
        ).fetchall()
    assert outcomes[0] == ("built", None)
    assert outcomes[1][0] == "failed" and "interrupted" in outcomes[1][1]


def test_sigkill_while_downloading_then_restart(server: FixtureServer, paths: DataPaths) -> None:
    server.route(BULK, Reply(body=GOOD, trickle=(2048, 0.05)), Reply(body=GOOD))
    before = snapshot(paths)
    child = _spawn(paths, server.url("/bulk-data"))
    _kill_when(child, lambda: any(paths.raw.glob(".*.part")), timeout=20)
    assert any(paths.raw.glob(".*.part"))  # killed mid-download: the partial file is there
    _assert_restart_recovers(paths, before, "refresh", "--source", server.url("/bulk-data"))


@pytest.fixture
def bigger_source(tmp_path: Path) -> Path:
    """The sample five times over (renamed copies): a build that lasts long enough to kill."""
    path = tmp_path / "bigger.jsonl"
    path.write_bytes(sample_copies(5))
    return path


def test_sigkill_while_building_then_restart(paths: DataPaths, bigger_source: Path) -> None:
    before = snapshot(paths)
    child = _spawn(paths, str(bigger_source))
    _kill_when(child, lambda: any(paths.root.glob(".*.building")), timeout=30)
    assert any(paths.root.glob(".*.building"))  # killed mid-build: the staging file is there
    _assert_restart_recovers(paths, before, "refresh", "--source", str(bigger_source))


@pytest.mark.realdata
def test_sigkill_while_building_the_real_snapshot_then_restart(
    paths: DataPaths, shared_snapshot: Path, tmp_path: Path
) -> None:
    """Killed while building from MTGJSON with its helper processes at work; the restart needs
    no second real build to show the recovery, so it builds a small source: the sample twice
    over (renamed copies), a database told apart from the previous one by its card count.
    Nothing has to last long enough to kill in the restart, so it needs no bigger source."""
    restart_source = tmp_path / "twice.jsonl"
    restart_source.write_bytes(sample_copies(2))
    before = snapshot(paths)
    child = _spawn(paths, str(shared_snapshot))
    _kill_when(child, lambda: any(paths.root.glob(".*.building")), timeout=120)
    _assert_restart_recovers(paths, before, "refresh", "--source", str(restart_source))
    assert snapshot(paths).data[0] == 2 * before.data[0]


@pytest.mark.parametrize(
    ("sent", "code", "said", "logged"),
    [
        (signal.SIGINT, 130, "error: interrupted\n", "stopped by SIGINT"),
        # what systemd and cron wrappers send: handled like Ctrl-C, exit 143 (128 + 15)
        (signal.SIGTERM, 143, "error: terminated\n", "stopped by SIGTERM"),
    ],
    ids=["ctrl-c", "sigterm"],
)
def test_a_signal_while_downloading(
    server: FixtureServer, paths: DataPaths, sent: signal.Signals, code: int, said: str, logged: str
) -> None:
    server.route(BULK, Reply(body=GOOD, trickle=(2048, 0.05)))
    before = snapshot(paths)
    child = _spawn(paths, server.url("/bulk-data"))
    deadline = time.monotonic() + 20
    while not any(paths.raw.glob(".*.part")):
        assert child.poll() is None and time.monotonic() < deadline
        time.sleep(0.005)
    child.send_signal(sent)
    _, err = child.communicate(timeout=20)
    assert (child.returncode, err) == (code, said)
    after = snapshot(paths)
    assert after.data == before.data
    assert after.log_rows == before.log_rows + 1
    assert last_log_row(paths) == ("failed", logged)
    assert leftovers(paths) == []


def test_sigterm_while_building(paths: DataPaths, bigger_source: Path) -> None:
    before = snapshot(paths)
    child = _spawn(paths, str(bigger_source))
    deadline = time.monotonic() + 30
    while not any(paths.root.glob(".*.building")):
        assert child.poll() is None and time.monotonic() < deadline
        time.sleep(0.005)
    child.send_signal(signal.SIGTERM)
    _, err = child.communicate(timeout=60)
    assert (child.returncode, err) == (143, "error: terminated\n")
    assert snapshot(paths).data == before.data
    assert last_log_row(paths) == ("failed", "stopped by SIGTERM")
    assert leftovers(paths) == []
    assert list(paths.root.glob(".*.building*")) == []


def test_the_new_database_and_its_folder_reach_the_disk_before_the_swap(
    paths: DataPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    """fsync of the staging file and of the data folder, then the rename, then the folder."""
    events: list[tuple[str, str]] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        events.append(("fsync", os.readlink(f"/proc/self/fd/{fd}")))
        real_fsync(fd)

    def replace(src: Any, dst: Any) -> None:
        events.append(("replace", str(src)))
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    refresh(paths, open_source("sample", paths.raw), now=FIXED_NOW, force=True)
    swap = next(
        i for i, (kind, src) in enumerate(events) if kind == "replace" and src.endswith("building")
    )
    staging = events[swap][1]
    assert events[swap - 2 : swap + 2] == [
        ("fsync", staging),
        ("fsync", str(paths.root)),
        ("replace", staging),
        ("fsync", str(paths.root)),
    ]


# --- a damaged current database -----------------------------------------------------------


def test_a_corrupt_current_database_is_replaced_by_the_next_refresh(paths: DataPaths) -> None:
    # Nothing to compare with and no history to keep, but a refresh is what repairs it
    # (data/refresh.log keeps the history).
    paths.database.write_bytes(b"not a database" * 1000)
    result = run(paths, "refresh", "--source", "sample")
    assert (result.exit_code, result.stderr) == (0, "")
    assert snapshot(paths).data[0] == 197
    assert last_log_row(paths) == ("built", None)
    assert leftovers(paths) == []


def test_record_failure_logs_a_source_that_cannot_be_opened(paths: DataPaths) -> None:
    # For the CLI: open_source() fails before refresh() starts (e.g. an unmounted mirror).
    before = snapshot(paths)
    record_failure(paths, datetime.now(UTC), "/mnt/mirror", "no such source: '/mnt/mirror'")
    assert snapshot(paths).log_rows == before.log_rows + 1
    assert last_log_row(paths) == ("failed", "no such source: '/mnt/mirror'")
    with filelock.FileLock(str(paths.lock)):  # while a refresh runs, it waits its turn
        record_failure(paths, datetime.now(UTC), "/mnt/mirror", "again")
    assert snapshot(paths).log_rows == before.log_rows + 1
    assert [p.name for p in (paths.root / "refresh_log.pending").iterdir()] != []
    result = run(paths, "refresh", "--source", "sample")
    assert result.exit_code == 0
    assert snapshot(paths).log_rows == before.log_rows + 3  # 'again', then 'unchanged'
    assert leftovers(paths) == []


# --- stopped after the swap: the run built the database, and is logged once, as built ---


def _log_outcomes(paths: DataPaths) -> list[tuple[str, str | None]]:
    with duckdb.connect(str(paths.database), read_only=True) as con:
        return con.execute(
            "SELECT outcome, message FROM refresh_log ORDER BY started_at"
        ).fetchall()


def test_a_signal_right_after_the_swap_logs_the_run_as_built_only(
    paths: DataPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SIGTERM between the swap and the JSON log line: the new database holds its 'built' row,
    and no 'failed' row is added for the same run."""
    before = _log_outcomes(paths)

    def stopped(path: Path, row: Any) -> None:
        raise Terminated()

    monkeypatch.setattr(refresh_module, "append_json", stopped)
    later = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
    with pytest.raises(Terminated):
        refresh(paths, open_source("sample", paths.raw), now=later, force=True)
    assert _log_outcomes(paths) == [*before, ("built", None)]
    assert not (paths.root / ".refresh.running").exists()


def test_a_kill_right_after_the_swap_is_not_logged_as_interrupted(paths: DataPaths) -> None:
    """SIGKILL after the swap leaves the running marker of a run that built the database: the
    next refresh must not log that run as interrupted too."""
    built = _log_outcomes(paths)
    with duckdb.connect(str(paths.database), read_only=True) as con:
        [(started_at,)] = con.execute(
            "SELECT started_at FROM refresh_log WHERE outcome = 'built' ORDER BY started_at DESC LIMIT 1"
        ).fetchall()
    marker = paths.root / ".refresh.running"
    marker.write_text(json.dumps({"started_at": started_at.isoformat(), "source": "sample"}))
    result = run(paths, "refresh", "--source", "sample")
    assert (result.exit_code, result.stderr) == (0, "")
    assert [o for o, _ in _log_outcomes(paths)] == [o for o, _ in built] + ["unchanged"]
    assert not marker.exists()


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_a_helper_ends_with_its_killed_refresh(tmp_path: Path, shared_snapshot: Path) -> None:
    """SIGKILL of a refresh while its MTGJSON set decoder is at work: the helper, which the
    refresh can no longer stop, ends within a second instead of decoding on for seconds."""
    child = subprocess.Popen(
        cli_command(
            "--data-dir",
            str(tmp_path / "data"),
            "--debug",
            "refresh",
            "--source",
            str(shared_snapshot),
        ),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env={**child_env(), "MTG_PROTECTION_WORKERS": "2"},  # the set decoder runs too
    )
    assert child.stderr is not None
    for line in child.stderr:
        if "decode AllPrintings" in line:
            break
    helpers = [
        pid for pid in _children(child.pid) if "pipeline.helpers.mtgjson_sets" in _cmdline(pid)
    ]
    assert helpers, "the set decoder was not running"
    child.kill()
    child.wait(timeout=10)
    deadline = time.monotonic() + 1.5
    while any(_alive(pid) for pid in helpers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in helpers)


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*/children"):
        found += [int(c) for c in task.read_text().split()]
    return found


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def test_an_early_data_error_under_load_never_aborts(
    sample_paths: DataPaths, tmp_path: Path
) -> None:
    """A refresh that fails on bad data while its prepare thread is still inside DuckDB
    (reading the previous database) must wait for it: a thread killed at exit inside DuckDB
    aborts the process (exit 134). Repeated with both cores busy: the six refreshes run at
    once, each on its own copy of the previous database (one data folder would let only one
    in), so they load the cores for each other as well as the burners do, in a third of the
    time the burners had to spin when they ran one after another."""
    bad = tmp_path / "cards.jsonl.gz"
    bad.write_bytes(gzip.compress(b'{"object": "card", "name": ')[:-4])
    roots = [tmp_path / f"data-{i}" for i in range(6)]
    for root in roots:
        shutil.copytree(sample_paths.root, root)
    burners = [
        subprocess.Popen(["python3", "-c", "while True: pass"]) for _ in range(os.cpu_count() or 2)
    ]
    refresh_bad = ("--quiet", "refresh", "--force", "--source", str(bad))
    refreshes: list[subprocess.Popen[str]] = []
    try:
        for root in roots:
            refreshes.append(
                subprocess.Popen(
                    cli_command("--data-dir", str(root), *refresh_bad),
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.PIPE,
                    text=True,
                    env=child_env(),
                )
            )
        errors = [proc.communicate(timeout=60)[1] for proc in refreshes]
        codes = [proc.returncode for proc in refreshes]
    finally:  # a refresh that hangs past its timeout is stopped with the burners
        for proc in [*refreshes, *burners]:
            if proc.poll() is None:
                proc.kill()
            proc.wait()
    assert set(codes) == {4}, (codes, errors)
