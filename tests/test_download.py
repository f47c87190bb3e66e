"""Real downloads through requests against a local HTTP server: change detection, and the
transient faults a retry overcomes (500/502/503, 429 with Retry-After, a cut or reset
connection, a stall). Faults that end a refresh are in test_faults.py.
"""

from __future__ import annotations

import gzip
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import duckdb
import pytest
from fixture_server import BULK, SAMPLE_LINES, FixtureServer, Reply, bulk_index
from requests.adapters import HTTPAdapter

from pipeline.paths import DataPaths
from pipeline.sources import http, open_source
from pipeline.store.refresh import RefreshResult, refresh


@pytest.fixture
def server() -> Iterator[FixtureServer]:
    with FixtureServer() as srv:
        srv.route("/bulk-data", Reply(body=bulk_index(srv)))
        srv.route(BULK, Reply(body=gzip.compress(SAMPLE_LINES), etag='"v1"'))
        yield srv


@pytest.fixture(autouse=True)
def no_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    """Retries without urllib3's backoff sleeps (0.5 s, 1 s, ...): the tests stay fast."""
    monkeypatch.setattr(http, "BACKOFF", 0.0)


def scryfall_refresh(server: FixtureServer, paths: DataPaths, force: bool = False) -> RefreshResult:
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


BODY = gzip.compress(SAMPLE_LINES)

# name: (the replies in turn, the statuses the client must have seen)
TRANSIENT = {
    "500, 502, 503, then the file": (
        [Reply(500), Reply(502), Reply(503), Reply(body=BODY)],
        [500, 502, 503, 200],
    ),
    "a cut connection (body shorter than Content-Length), then the file": (
        [Reply(body=BODY, cut_after=len(BODY) // 2), Reply(body=BODY)],
        [200, 200],
    ),
    "a reset connection, then the file": (
        [Reply(body=BODY, reset_after=len(BODY) // 2), Reply(body=BODY)],
        [200, 200],
    ),
    "a stall mid-body past the read timeout, then the file": (
        [Reply(body=BODY, stall=30, stall_at=1000), Reply(body=BODY)],
        [200, 200],
    ),
    "503 with an unparsable Retry-After, then the file": (
        [Reply(503, headers={"Retry-After": "soon"}), Reply(body=BODY)],
        [503, 200],
    ),
}


@pytest.mark.parametrize("case", list(TRANSIENT))
def test_transient_faults_are_retried(
    case: str, server: FixtureServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(http, "TIMEOUT", (2.0, 1.0))  # well under the 30 s stall, even under load
    replies, statuses = TRANSIENT[case]
    server.route(BULK, *replies)
    paths = DataPaths(tmp_path)
    result = scryfall_refresh(server, paths)
    assert result.outcome == "built"
    assert result.counts["cards"] == 197
    assert [r.status for r in server.gets(BULK)] == statuses
    assert leftovers(paths) == []


def test_429_retry_after_is_honoured(server: FixtureServer, tmp_path: Path) -> None:
    server.route(BULK, Reply(429, headers={"Retry-After": "1"}), Reply(body=BODY))
    started = time.monotonic()
    assert scryfall_refresh(server, DataPaths(tmp_path)).outcome == "built"
    assert time.monotonic() - started >= 1.0
    assert [r.status for r in server.gets(BULK)] == [429, 200]


def test_a_huge_retry_after_is_capped_then_the_file(
    server: FixtureServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A day, as a number and as an HTTP date; capped at MAX_RETRY_AFTER (patched to 0.2 s).
    monkeypatch.setattr(http, "MAX_RETRY_AFTER", 0.2)
    tomorrow = time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(time.time() + 86400))
    server.route(
        BULK,
        Reply(429, headers={"Retry-After": "86400"}),
        Reply(503, headers={"Retry-After": tomorrow}),
        Reply(body=BODY),
    )
    assert scryfall_refresh(server, DataPaths(tmp_path)).outcome == "built"
    gets = server.gets(BULK)
    assert [r.status for r in gets] == [429, 503, 200]
    # the waits alone, not the build after them (which a loaded machine makes slow)
    assert 0.4 <= gets[-1].at - gets[0].at < 3


def test_the_default_retry_after_cap() -> None:
    adapter = http.make_session("*/*").get_adapter("http://x")
    assert isinstance(adapter, HTTPAdapter)
    retry = adapter.max_retries
    assert retry.parse_retry_after("86400") == http.MAX_RETRY_AFTER == 120.0
    assert retry.parse_retry_after("7") == 7
