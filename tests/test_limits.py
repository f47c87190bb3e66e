"""Size and time limits (pipeline/limits.py) against hostile input, through the real CLI, the
real HTTP client on 127.0.0.1 and real files; each limit is made small through its environment
variable so no test waits or allocates much."""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import shutil
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import duckdb
import pytest
from click.testing import CliRunner, Result
from fixture_server import BULK, SAMPLE_LINES, FixtureServer, Reply, bulk_index

from pipeline.cli import cli
from pipeline.limits import MAX_PROTECTION_CLAUSES
from pipeline.parse.capabilities import parse_capabilities
from pipeline.paths import DataPaths
from pipeline.sources import http, scryfall

DEEP = 5000  # nesting levels: past Python's recursion limit


@pytest.fixture(autouse=True)
def fast_http(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(http, "TIMEOUT", (2.0, 2.0))
    monkeypatch.setattr(http, "BACKOFF", 0.0)


@pytest.fixture
def paths(sample_paths: DataPaths, tmp_path: Path) -> DataPaths:
    root = tmp_path / "data"
    shutil.copytree(sample_paths.root, root)
    return DataPaths(root)


def run(paths: DataPaths, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--data-dir", str(paths.root), "--quiet", *args])


def assert_fails(result: Result, code: int, *words: str) -> None:
    assert result.exit_code == code, (result.stderr, result.exception)
    assert isinstance(result.exception, SystemExit), result.exception
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    for word in words:
        assert word in lines[0], lines[0]


def all_printings(padding: int = 0) -> bytes:
    """A valid MTGJSON AllPrintings (no sets), gzipped, with `padding` spaces inside it."""
    document = b'{"meta": {"date": "2026-11-02", "version": "5.2.2"}, "data": {}' + b" " * padding
    return gzip.compress(document + b"}", compresslevel=1)


# --- sizes ------------------------------------------------------------------------------


def test_a_padded_allprintings_stops_at_the_in_memory_limit(
    paths: DataPaths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bomb = tmp_path / "AllPrintings.json.gz"
    bomb.write_bytes(all_printings(padding=8 << 20))
    monkeypatch.setenv("MTG_PROTECTION_MAX_WHOLE_FILE", "1M")
    assert_fails(run(paths, "refresh", "--source", str(bomb)), 4, "MTG_PROTECTION_MAX_WHOLE_FILE")


def test_a_padded_json_lines_file_stops_at_the_decompressed_limit(
    paths: DataPaths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bomb = tmp_path / "cards.jsonl.gz"
    bomb.write_bytes(gzip.compress(SAMPLE_LINES + b"\n" * (8 << 20), compresslevel=1))
    monkeypatch.setenv("MTG_PROTECTION_MAX_INFLATED", "2M")
    assert_fails(run(paths, "refresh", "--source", str(bomb)), 4, "MTG_PROTECTION_MAX_INFLATED")


def test_a_downloaded_gzip_bomb_is_refused_before_use(
    paths: DataPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    with FixtureServer() as server:
        server.route("/bulk-data", Reply(body=bulk_index(server)))
        server.route(BULK, Reply(body=gzip.compress(SAMPLE_LINES + b" " * (8 << 20))))
        monkeypatch.setenv("MTG_PROTECTION_MAX_INFLATED", "2M")
        result = run(paths, "refresh", "--source", server.url("/bulk-data"))
    assert_fails(result, 4, "MTG_PROTECTION_MAX_INFLATED")
    assert list((paths.raw).glob("*.part")) == []


def test_a_download_larger_than_its_limit_stops(
    paths: DataPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    with FixtureServer() as server:
        server.route("/bulk-data", Reply(body=bulk_index(server)))
        server.route(BULK, Reply(body=os.urandom(3 << 20)))
        monkeypatch.setenv("MTG_PROTECTION_MAX_DOWNLOAD", "1M")
        result = run(paths, "refresh", "--source", server.url("/bulk-data"))
        assert len(server.gets(BULK)) == 1  # a limit is not a network error to retry
    assert_fails(result, 3, "MTG_PROTECTION_MAX_DOWNLOAD")
    assert list((paths.raw).glob("*.part")) == []


class _Endless(BaseHTTPRequestHandler):
    """A chunked response that never ends (a broken or hostile mirror)."""

    protocol_version = "HTTP/1.1"

    def log_message(self, *args: object) -> None:
        return None

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        piece = b" " * 65536
        try:
            self.wfile.write(b"%x\r\n%s\r\n" % (len(piece) + 1, b"[" + piece))
            while not self.server.stopping.is_set():  # type: ignore[attr-defined]
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
        except OSError:
            return


@pytest.fixture
def endless() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Endless)
    server.daemon_threads = True
    server.stopping = threading.Event()  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.start()
    host, port = server.server_address[:2]
    yield f"http://{host!s}:{port}"
    server.stopping.set()  # type: ignore[attr-defined]
    server.shutdown()
    server.server_close()
    thread.join(5)


@pytest.mark.parametrize("path", ["/bulk-data", "/mtgjson/"])
def test_an_endless_index_stops_at_the_document_limit(
    paths: DataPaths, endless: str, path: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MTG_PROTECTION_MAX_DOCUMENT", "1M")
    assert_fails(
        run(paths, "refresh", "--source", endless + path), 3, "MTG_PROTECTION_MAX_DOCUMENT"
    )


def test_an_endless_sha256_stops_at_the_document_limit(
    paths: DataPaths, endless: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    body = all_printings()
    with FixtureServer() as server:
        meta = json.dumps({"meta": {}, "data": {"date": "2026-11-02", "version": "5.2.9"}})
        server.route("/mtgjson/Meta.json", Reply(body=meta.encode()))
        server.route("/mtgjson/AllPrintings.json.gz", Reply(body=body))
        digest = hashlib.sha256(body).hexdigest().encode()
        server.route("/mtgjson/AllPrintings.json.gz.sha256", Reply(body=digest + b" " * (2 << 20)))
        monkeypatch.setenv("MTG_PROTECTION_MAX_DOCUMENT", "1M")
        result = run(paths, "refresh", "--source", server.url("/mtgjson/"))
    assert_fails(result, 3, "MTG_PROTECTION_MAX_DOCUMENT")


# --- time -------------------------------------------------------------------------------


def test_an_index_trickling_a_byte_at_a_time_fails_on_the_minimum_rate(
    paths: DataPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    with FixtureServer() as server:
        server.route("/bulk-data", Reply(body=bulk_index(server), trickle=(1, 0.02)))
        monkeypatch.setenv("MTG_PROTECTION_MIN_RATE", "1K")
        monkeypatch.setenv("MTG_PROTECTION_MIN_RATE_WINDOW", "0.5")
        clock = time.monotonic()
        result = run(paths, "refresh", "--source", server.url("/bulk-data"))
        assert time.monotonic() - clock < 5
    assert_fails(result, 3, "MTG_PROTECTION_MIN_RATE")


def test_a_download_past_its_deadline_fails(
    paths: DataPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    with FixtureServer() as server:
        server.route("/bulk-data", Reply(body=bulk_index(server)))
        server.route(BULK, Reply(body=gzip.compress(SAMPLE_LINES), trickle=(1024, 0.05)))
        monkeypatch.setenv("MTG_PROTECTION_DOWNLOAD_DEADLINE", "0.5")
        clock = time.monotonic()
        result = run(paths, "refresh", "--source", server.url("/bulk-data"))
        assert time.monotonic() - clock < 5
        assert len(server.gets(BULK)) == 1
    assert_fails(result, 3, "MTG_PROTECTION_DOWNLOAD_DEADLINE")


# --- lines ------------------------------------------------------------------------------


def test_one_huge_line_is_split_in_linear_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """16 MiB in one line, read 4 KiB at a time: joining the pieces once is linear; appending
    each piece to the rest so far copied 32 GB."""
    line = b'{"a": "' + b"x" * (16 << 20) + b'"}\n'
    pieces = [line[i : i + 4096] for i in range(0, len(line), 4096)]
    monkeypatch.setattr(scryfall, "read_ahead", lambda fh: (p for p in pieces))
    clock = time.monotonic()
    blocks = list(scryfall._line_blocks(None))  # type: ignore[arg-type]
    assert time.monotonic() - clock < 3
    assert blocks == [line]


def test_a_long_oracle_line_is_parsed_in_linear_time() -> None:
    """An ability's cost of 78,000 characters ("Exile a card " 6,000 times): every pattern's gap
    is bounded, so no pattern rescans the line from each "Exile" (one took 7.3 s here)."""
    text = "{T}, " + "Exile a card " * 6000 + "from your graveyard: Destroy target creature."
    clock = time.monotonic()
    rows = parse_capabilities(text, "Artifact", "Hostile Relic")
    assert time.monotonic() - clock < 3
    assert [r.capability for r in rows] == ["target"]


def test_a_line_past_its_limit_is_bad_data(
    paths: DataPaths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "cards.jsonl"
    source.write_bytes(SAMPLE_LINES + b'{"object": "card", "name": "' + b"x" * (3 << 20) + b'"}\n')
    monkeypatch.setenv("MTG_PROTECTION_MAX_LINE", "1M")
    assert_fails(run(paths, "refresh", "--source", str(source)), 4, "MTG_PROTECTION_MAX_LINE")


def test_a_bad_limit_value_is_a_usage_error(
    paths: DataPaths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "cards.jsonl"
    source.write_bytes(SAMPLE_LINES)
    monkeypatch.setenv("MTG_PROTECTION_MAX_LINE", "lots")
    assert_fails(run(paths, "refresh", "--source", str(source)), 2, "MTG_PROTECTION_MAX_LINE")


# --- sources that never end, waits that never end ------------------------------------------


def test_a_device_or_fifo_source_is_a_usage_error(paths: DataPaths, tmp_path: Path) -> None:
    fifo = tmp_path / "cards.fifo"
    os.mkfifo(fifo)
    for source in ("/dev/zero", str(fifo)):
        assert_fails(run(paths, "refresh", "--source", source), 2, "not a regular file")


@pytest.mark.parametrize("wait", ["-1", "nan", "inf"])
def test_a_wait_that_is_not_a_finite_number_of_seconds_is_a_usage_error(
    paths: DataPaths, wait: str
) -> None:
    result = run(paths, "refresh", "--source", "sample", f"--wait={wait}")
    assert result.exit_code == 2, result.stderr
    assert "--wait" in result.stderr


# --- deep nesting -----------------------------------------------------------------------


def _deep() -> bytes:
    return b"[" * DEEP + b"]" * DEEP


def _card_line(extra: bytes) -> bytes:
    card = json.loads(SAMPLE_LINES.splitlines()[0])
    return json.dumps(card).encode()[:-1] + b', "deep": ' + extra + b"}"


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("cards.jsonl", SAMPLE_LINES + _card_line(_deep()) + b"\n"),
        ("cards.json", b"[" + _card_line(_deep()) + b"]"),
        (
            "AllPrintings.json",
            b'{"meta": {"version": "1", "date": "2026-11-02"}, "data": {"X": ' + _deep() + b"}}",
        ),
    ],
)
def test_deeply_nested_card_data_is_bad_data(
    paths: DataPaths, tmp_path: Path, name: str, content: bytes
) -> None:
    source = tmp_path / name
    source.write_bytes(content)
    assert_fails(run(paths, "refresh", "--source", str(source)), 4)


def test_a_deeply_nested_local_index_or_meta_is_bad_data(paths: DataPaths, tmp_path: Path) -> None:
    scryfall_dir = tmp_path / "scryfall"
    scryfall_dir.mkdir()
    (scryfall_dir / "bulk-data.json").write_bytes(b'{"data": ' + _deep() + b"}")
    assert_fails(run(paths, "refresh", "--source", str(scryfall_dir)), 4)
    mtgjson_dir = tmp_path / "mtgjson"
    mtgjson_dir.mkdir()
    (mtgjson_dir / "Meta.json").write_bytes(b'{"data": ' + _deep() + b"}")
    assert_fails(run(paths, "refresh", "--source", str(mtgjson_dir)), 4)


def test_a_deeply_nested_served_index_is_bad_data(paths: DataPaths) -> None:
    with FixtureServer() as server:
        server.route("/bulk-data", Reply(body=b'{"data": ' + _deep() + b"}"))
        assert_fails(run(paths, "refresh", "--source", server.url("/bulk-data")), 4)


# --- one absurd card --------------------------------------------------------------------


def test_a_card_with_thousands_of_protection_clauses_is_built_without_its_excess(
    tmp_path: Path,
) -> None:
    """2,049 clauses overflowed the INT32 key of class_verdicts.sql, and every refresh failed
    as long as the card was upstream."""
    lines = []
    for line in SAMPLE_LINES.splitlines():
        card = json.loads(line)
        if card["name"] == "White Knight":
            card["oracle_text"] = "\n".join(["First strike"] + ["Protection from black"] * 2049)
        lines.append(json.dumps(card))
    source = tmp_path / "cards.jsonl"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    paths = DataPaths(tmp_path / "data")
    result = CliRunner().invoke(
        cli, ["--data-dir", str(paths.root), "refresh", "--source", str(source)]
    )
    assert result.exit_code == 0, result.stderr
    assert f"warning: White Knight: only its first {MAX_PROTECTION_CLAUSES} protection" in (
        result.stderr
    )
    with duckdb.connect(str(paths.database), read_only=True) as con:
        row = con.execute(
            "SELECT count(*), max(clause_index) FROM protections JOIN cards USING (oracle_id) "
            "WHERE cards.name = 'White Knight'"
        ).fetchone()
    assert row == (MAX_PROTECTION_CLAUSES, MAX_PROTECTION_CLAUSES - 1)
