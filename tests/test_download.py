"""Real downloads through requests against a local HTTP server: change detection and failures.

Every failure must end with a clear PipelineError and leave the previous database as it was.
"""

from __future__ import annotations

import gzip
import json
import time
from datetime import UTC, datetime
from collections.abc import Iterator
from pathlib import Path

import duckdb
import pytest

from fixture_server import FixtureServer, Reply

from pipeline.errors import ParseError, PipelineError, SourceError
from pipeline.paths import DataPaths
from pipeline.refresh import refresh
from pipeline.resources import resource_dir
from pipeline.sources import open_source

SAMPLE_LINES = (resource_dir("sample") / "default-cards.jsonl").read_bytes()
BULK = "/file/default-cards.jsonl.gz"


def bulk_index(server: FixtureServer, updated_at: str = "2026-11-01T09:00:00+00:00") -> bytes:
    entry = {
        "object": "bulk_data",
        "type": "default_cards",
        "updated_at": updated_at,
        "download_uri": server.url(BULK),
        "jsonl_download_uri": server.url(BULK),
    }
    return json.dumps({"object": "list", "data": [entry]}).encode()


@pytest.fixture
def server() -> Iterator[FixtureServer]:
    with FixtureServer() as srv:
        srv.route("/bulk-data", Reply(body=bulk_index(srv)))
        srv.route(BULK, Reply(body=gzip.compress(SAMPLE_LINES), etag='"v1"'))
        yield srv


def scryfall_refresh(server: FixtureServer, paths: DataPaths, force: bool = False):  # type: ignore[no-untyped-def]
    source = open_source(server.url("/bulk-data"), paths.raw)
    return refresh(paths, source, now=datetime.now(UTC), force=force)


def fingerprint(paths: DataPaths) -> tuple[int, int, str]:
    with duckdb.connect(str(paths.database), read_only=True) as con:
        cards, printings = con.execute(
            "SELECT (SELECT count(*) FROM cards), (SELECT count(*) FROM printings)"
        ).fetchone()  # type: ignore[misc]
        version = con.execute(
            "SELECT upstream_version FROM refresh_log WHERE outcome = 'built' ORDER BY finished_at DESC LIMIT 1"
        ).fetchone()[0]  # type: ignore[index]
    return cards, printings, version


def leftovers(paths: DataPaths) -> list[str]:
    names = [p.name for p in paths.root.rglob("*")]
    return [n for n in names if n.endswith((".part", ".building")) or ".building" in n]


def test_first_refresh_downloads_then_unchanged_then_rebuilds_on_change(
    server: FixtureServer, tmp_path: Path
) -> None:
    paths = DataPaths(tmp_path)
    first = scryfall_refresh(server, paths)
    assert first.outcome == "built"
    assert first.counts["cards"] > 150
    assert len(server.gets(BULK)) == 1
    assert server.gets("/bulk-data")[0].headers["User-Agent"].startswith("mtg-protection/")

    second = scryfall_refresh(server, paths)
    assert second.outcome == "unchanged"
    assert len(server.gets(BULK)) == 1  # the body was not fetched again

    server.route("/bulk-data", Reply(body=bulk_index(server, "2026-11-02T09:00:00+00:00")))
    third = scryfall_refresh(server, paths)
    assert third.outcome == "built"
    bulk_gets = server.gets(BULK)
    assert len(bulk_gets) == 2
    assert bulk_gets[1].headers.get("If-None-Match") == '"v1"'  # conditional GET
    assert bulk_gets[1].status == 304  # same file: not downloaded again, but rebuilt
    assert fingerprint(paths)[2] == "2026-11-02T09:00:00+00:00"
    assert leftovers(paths) == []


def test_server_errors_are_retried(server: FixtureServer, tmp_path: Path) -> None:
    body = gzip.compress(SAMPLE_LINES)
    server.route(BULK, Reply(500), Reply(503), Reply(body=body))
    result = scryfall_refresh(server, DataPaths(tmp_path))
    assert result.outcome == "built"
    assert [r.status for r in server.gets(BULK)] == [500, 503, 200]


def test_429_retry_after_is_honoured(server: FixtureServer, tmp_path: Path) -> None:
    server.route(
        BULK, Reply(429, headers={"Retry-After": "1"}), Reply(body=gzip.compress(SAMPLE_LINES))
    )
    started = time.monotonic()
    assert scryfall_refresh(server, DataPaths(tmp_path)).outcome == "built"
    assert time.monotonic() - started >= 1.0
    assert [r.status for r in server.gets(BULK)] == [429, 200]


def test_body_cut_mid_download_is_retried(server: FixtureServer, tmp_path: Path) -> None:
    body = gzip.compress(SAMPLE_LINES)
    server.route(BULK, Reply(body=body, cut_after=len(body) // 2), Reply(body=body))
    assert scryfall_refresh(server, DataPaths(tmp_path)).outcome == "built"
    assert len(server.gets(BULK)) == 2


@pytest.fixture
def built(server: FixtureServer, tmp_path: Path) -> tuple[DataPaths, tuple[int, int, str]]:
    """A data dir with a good database, and its fingerprint, before a failing refresh."""
    paths = DataPaths(tmp_path)
    scryfall_refresh(server, paths)
    server.route("/bulk-data", Reply(body=bulk_index(server, "2026-11-03T09:00:00+00:00")))
    return paths, fingerprint(paths)


def body_of(text: bytes) -> Reply:
    return Reply(body=text)


FAILURES = {
    "connection always cut": (lambda b: Reply(body=b, cut_after=100), SourceError, "failed after"),
    "truncated gzip": (lambda b: Reply(body=b[: len(b) - 200]), ParseError, "gzip"),
    "html error page": (
        lambda b: Reply(body=b"<html><body>Service unavailable</body></html>"),
        ParseError,
        "HTML",
    ),
    "malformed json line": (
        lambda b: Reply(body=gzip.compress(SAMPLE_LINES.replace(b"}\n", b"}\n{oops\n", 1))),
        ParseError,
        "line 2",
    ),
    "renamed field": (
        lambda b: Reply(
            body=gzip.compress(SAMPLE_LINES.replace(b'"collector_number"', b'"number"'))
        ),
        ParseError,
        "collector_number",
    ),
    "missing file": (lambda b: Reply(404, b"gone"), SourceError, "404"),
}


@pytest.mark.parametrize("case", list(FAILURES))
def test_failed_refresh_keeps_the_previous_database(
    case: str, server: FixtureServer, built: tuple[DataPaths, tuple[int, int, str]]
) -> None:
    paths, before = built
    make_reply, error, words = FAILURES[case]
    server.route(BULK, make_reply(gzip.compress(SAMPLE_LINES)))
    with pytest.raises(error, match=words):
        scryfall_refresh(server, paths, force=True)
    assert fingerprint(paths) == before
    assert leftovers(paths) == []
    with duckdb.connect(str(paths.database), read_only=True) as con:
        outcome, message = con.execute(
            "SELECT outcome, message FROM refresh_log ORDER BY finished_at DESC LIMIT 1"
        ).fetchone()  # type: ignore[misc]
    assert outcome == "failed"
    assert words.lower() in message.lower()


def test_index_that_is_not_json(tmp_path: Path) -> None:
    with FixtureServer() as srv:
        srv.route(
            "/bulk-data",
            Reply(
                body=b"<!doctype html><title>Oops</title>", headers={"Content-Type": "text/html"}
            ),
        )
        with pytest.raises(PipelineError, match="did not return JSON"):
            scryfall_refresh(srv, DataPaths(tmp_path))
