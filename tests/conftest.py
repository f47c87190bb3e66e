"""Shared fixtures: a network guard (loopback only), the session builds (the sample, all_cards,
the real snapshot and its site), a card factory.

Under pytest-xdist the real snapshot's database and site are built once for all workers: the
first worker to ask builds them under a file lock in the run's shared temporary folder, the
others wait and then read them (read-only). A run that selects real-data tests starts that
build at once in a process of its own (`_start_snapshot_build`), beside the sample tests, so no
worker waits for it once they reach the real-data tests, which run last. The sample databases
(sample_paths, all_cards) and their sites (sample_site, all_cards_site) are built once per run
the same way: every test reads them (DuckDB lets any number of processes open a database
read-only) or copies them first.
"""

from __future__ import annotations

import ipaddress
import os
import socket
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers import (
    FIXED_NOW,
    SHARED_SNAPSHOT,
    SNAPSHOT_DATA,
    SNAPSHOT_FILE,
    SNAPSHOT_SITE,
    build_sample,
    build_snapshot_db,
    built_once,
)

from pipeline.paths import DataPaths
from pipeline.report.site import build_site
from pipeline.sources import open_source
from pipeline.store.refresh import refresh

# Fixtures that need the real snapshot: a test that uses one is marked `realdata`, so
# `-m "not realdata"` leaves out every such test, however its module is marked.
SNAPSHOT_FIXTURES = frozenset({"shared_snapshot", "snapshot_db", "snapshot_site"})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if SNAPSHOT_FIXTURES.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.realdata)
    # The real-data tests last (in their order): under xdist a worker that reaches them first
    # builds the snapshot while the others still have sample tests to run, instead of waiting.
    items.sort(key=lambda item: item.get_closest_marker("realdata") is not None)


def pytest_collection_finish(session: pytest.Session) -> None:
    if any(item.get_closest_marker("realdata") for item in session.items):
        _start_snapshot_build(session.config)


def pytest_sessionfinish(session: pytest.Session) -> None:
    if _early_build is not None and _early_build.poll() is None:
        _early_build.kill()  # the run ended first (-x, Ctrl-C): its lock goes with it
        _early_build.wait()


_early_build: subprocess.Popen[bytes] | None = None


def _shared_base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder every worker of this run shares (this session's own when alone)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def _start_snapshot_build(config: pytest.Config) -> None:
    """Build the snapshot's database and site in a child process now, under the locks the
    fixtures take (whichever gets a lock first builds; the other finds it done). One worker
    starts it: the first to create the marker."""
    global _early_build
    if not SNAPSHOT_FILE.exists():
        return
    base = _shared_base(config._tmp_path_factory)  # type: ignore[attr-defined]
    try:
        os.close(os.open(base / "snapshot-build.started", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return
    with (base / "snapshot-build.log").open("wb") as log:  # its output, should it fail
        _early_build = subprocess.Popen(
            [sys.executable, str(Path(__file__).with_name("snapshot_build.py")), str(base)],
            stdout=log,
            stderr=subprocess.STDOUT,
        )


def _is_loopback(address: Any) -> bool:
    if not isinstance(address, tuple):
        return True  # AF_UNIX sockets
    host = address[0]
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail any test that tries to open a connection beyond this machine."""
    real_connect = socket.socket.connect

    def guarded_connect(self: socket.socket, address: Any) -> Any:
        if not _is_loopback(address):
            raise AssertionError(f"test tried to reach a non-loopback address: {address!r}")
        return real_connect(self, address)

    monkeypatch.setattr(socket.socket, "connect", guarded_connect)
    monkeypatch.setattr(socket.socket, "connect_ex", guarded_connect)
    for key in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.delenv(key, raising=False)


@pytest.fixture(scope="session")
def sample_paths(tmp_path_factory: pytest.TempPathFactory) -> DataPaths:
    """A data directory holding a database built from the bundled sample, once per run
    (shared, read-only: copy it to change it)."""
    return DataPaths(_built_once(tmp_path_factory, "sample-data", build_sample))


@pytest.fixture(scope="session")
def sample_db(sample_paths: DataPaths) -> Path:
    return sample_paths.database


def _snapshot_file() -> Path:
    """The shared MTGJSON AllPrintings snapshot, or a skip when it is absent."""
    path = SNAPSHOT_FILE
    if not path.exists():
        pytest.skip(
            f"the shared MTGJSON snapshot is absent ({SHARED_SNAPSHOT}; "
            "set MTG_PROTECTION_SNAPSHOT to its folder)"
        )
    return path


def _built_once(
    tmp_path_factory: pytest.TempPathFactory, name: str, build: Callable[[Path], None]
) -> Path:
    """`name`, a folder `build` fills once per test run (built_once in helpers.py): under
    pytest-xdist in the folder the workers share; alone, in this session's own."""
    return built_once(_shared_base(tmp_path_factory), name, build)


@pytest.fixture
def shared_snapshot() -> Path:
    """The shared MTGJSON AllPrintings snapshot, or a skip when it is absent."""
    return _snapshot_file()


@pytest.fixture(scope="session")
def all_cards(tmp_path_factory: pytest.TempPathFactory) -> DataPaths:
    """A database built from the sample's all_cards file (English, Italian, Russian printings),
    once per run (shared, read-only: copy it to change it)."""

    def build(root: Path) -> None:
        paths = DataPaths(root)
        refresh(paths, open_source("sample", paths.raw, bulk_type="all_cards"), now=FIXED_NOW)

    return DataPaths(_built_once(tmp_path_factory, "all-cards", build))


@pytest.fixture(scope="session")
def sample_site(sample_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample's English report site, built once per run (read-only: copy to change it)."""
    return _built_once(tmp_path_factory, "sample-site", lambda out: build_site(sample_db, out))


@pytest.fixture(scope="session")
def all_cards_site(
    all_cards: DataPaths, tmp_path_factory: pytest.TempPathFactory
) -> Callable[[str], Path]:
    """`all_cards_site(lang)`: the all_cards sample's site in 'en' (built without --lang), 'it'
    or 'ru', each built once per run when first asked for (read-only: copy to change it)."""

    def site(lang: str) -> Path:
        return _built_once(
            tmp_path_factory,
            f"all-cards-site-{lang}",
            lambda out: build_site(all_cards.database, out, lang=None if lang == "en" else lang),
        )

    return site


@pytest.fixture(scope="session")
def snapshot_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database built once from the shared MTGJSON snapshot (read-only), or a skip."""
    source = _snapshot_file()

    return DataPaths(
        _built_once(tmp_path_factory, SNAPSHOT_DATA, lambda root: build_snapshot_db(root, source))
    ).database


@pytest.fixture(scope="session")
def snapshot_site(snapshot_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The English report site of the real snapshot, built once (read-only: copy to change it)."""

    return _built_once(tmp_path_factory, SNAPSHOT_SITE, lambda out: build_site(snapshot_db, out))
