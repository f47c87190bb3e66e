"""Shared fixtures: a network guard (loopback only), the sample database, a card factory."""

from __future__ import annotations

import ipaddress
import socket
from pathlib import Path
from typing import Any

import pytest
from helpers import FIXED_NOW, SHARED_SNAPSHOT, build_sample

from pipeline.paths import DataPaths
from pipeline.sources import open_source
from pipeline.store.refresh import refresh


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
    """A data directory holding a database built from the bundled sample (shared, read-only)."""
    return build_sample(tmp_path_factory.mktemp("sample-data"))


@pytest.fixture(scope="session")
def sample_db(sample_paths: DataPaths) -> Path:
    return sample_paths.database


@pytest.fixture
def shared_snapshot() -> Path:
    """The shared MTGJSON AllPrintings snapshot, or a skip when it is absent."""
    path = SHARED_SNAPSHOT / "AllPrintings.json.gz"
    if not path.exists():
        pytest.skip(f"the shared MTGJSON snapshot is absent ({SHARED_SNAPSHOT})")
    return path


@pytest.fixture(scope="session")
def all_cards(tmp_path_factory: pytest.TempPathFactory) -> DataPaths:
    """A database built from the sample's all_cards file (English, Italian, Russian printings)."""
    paths = DataPaths(tmp_path_factory.mktemp("all-cards"))
    refresh(paths, open_source("sample", paths.raw, bulk_type="all_cards"), now=FIXED_NOW)
    return paths


@pytest.fixture(scope="session")
def snapshot_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database built once from the shared MTGJSON snapshot (read-only), or a skip."""
    path = SHARED_SNAPSHOT / "AllPrintings.json.gz"
    if not path.exists():
        pytest.skip(f"the shared MTGJSON snapshot is absent ({SHARED_SNAPSHOT})")
    paths = DataPaths(tmp_path_factory.mktemp("snapshot-data"))
    refresh(paths, open_source(str(path), paths.raw), now=FIXED_NOW)
    return paths.database
