"""Shared fixtures: a network guard (loopback only), the sample database, a card factory."""

from __future__ import annotations

import ipaddress
import json
import socket
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from pipeline.paths import DataPaths
from pipeline.resources import resource_dir
from pipeline.sources import open_source
from pipeline.store.refresh import refresh

SHARED_SNAPSHOT = Path(__file__).resolve().parents[2] / "shared" / "data" / "mtgjson-v5"
FIXED_NOW = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)


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


def sample_copies(n: int) -> bytes:
    """The sample's JSON Lines n times over, each copy with its own ids and names: a bigger
    upstream that is still real card data (a build that lasts, a version easy to tell apart)."""
    lines = (resource_dir("sample") / "default-cards.jsonl").read_bytes().splitlines()
    out = []
    for copy in range(n):
        for line in lines:
            card = json.loads(line)
            for key in ("id", "oracle_id"):
                card[key] = f"{copy}{card[key][1:]}"
            card["name"] = f"{card['name']} {copy}"
            out.append(json.dumps(card))
    return "\n".join(out).encode() + b"\n"


def edited_sample(
    out: Path,
    *,
    edits: dict[str, tuple[str, str]] | None = None,
    removed: frozenset[str] = frozenset(),
    renamed: dict[str, str] | None = None,
) -> Path:
    """The sample's JSON Lines after an upstream change, written to `out`: `edits` maps a card
    name to (old, new) text replaced in its oracle text, `removed` cards are gone, `renamed`
    cards come back as new cards (a new name and oracle id)."""
    lines = []
    for line in (resource_dir("sample") / "default-cards.jsonl").read_text().splitlines():
        card = json.loads(line)
        name = card["name"]
        if name in removed:
            continue
        if edits and name in edits:
            old, new = edits[name]
            assert old in card["oracle_text"], (name, old)
            card["oracle_text"] = card["oracle_text"].replace(old, new)
        if renamed and name in renamed:
            card["name"] = renamed[name]
            for key in ("oracle_id", "id"):
                card[key] = str(uuid.uuid5(uuid.NAMESPACE_URL, card[key]))
        lines.append(json.dumps(card))
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


def build_sample(root: Path) -> DataPaths:
    paths = DataPaths(root)
    refresh(paths, open_source("sample", paths.raw), now=FIXED_NOW)
    return paths


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
