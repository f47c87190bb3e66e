"""What every source provides: a cheap version probe, a verified local file, and a decoder."""

from __future__ import annotations

import contextlib
import functools
import json
import os
import uuid
from abc import ABC, abstractmethod
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pipeline.helpers.plan import BuildPlan
from pipeline.progress import ProgressHook
from pipeline.sources.normalise import CardCollector

if TYPE_CHECKING:  # requests is imported by the first download, not by reading a local file
    import requests


def is_url(location: str) -> bool:
    """Whether a --source location is fetched over HTTP(S) rather than read from disk."""
    return location.startswith(("http://", "https://"))


@dataclass(frozen=True)
class Fetched:
    """A verified local copy of the upstream data."""

    path: Path
    version: str


@dataclass(frozen=True)
class DataVersion:
    """The loaded data as its publisher names it: what every report page shows in its header."""

    kind: str  # "MTGJSON AllPrintings", "Scryfall default_cards", "Scryfall cards"
    version: str  # MTGJSON's meta version, Scryfall's updated_at, else the file's SHA-256
    version_date: str | None  # MTGJSON's meta date, the day of Scryfall's updated_at
    file_name: str  # a name, never a path: reports are published


class Source(ABC):
    """One place card data comes from."""

    identity: str
    accept = "application/json"  # the Accept header of its HTTP requests

    @functools.cached_property
    def session(self) -> requests.Session:
        """The HTTP session, made on first use: a refresh from a local file never imports
        requests (a noticeable part of its start)."""
        from pipeline.sources import http

        return http.make_session(self.accept)

    @abstractmethod
    def probe(self) -> str:
        """The upstream version, found cheaply (an index, a Meta.json, a checksum)."""

    @abstractmethod
    def fetch(self, progress: ProgressHook) -> Fetched:
        """Make sure a verified local copy exists (downloading only what changed)."""

    @abstractmethod
    def decode(
        self,
        path: Path,
        collector: CardCollector,
        progress: ProgressHook,
        plan: BuildPlan | None = None,
    ) -> None:
        """Stream the local copy's cards into the collector, with the helper processes `plan`
        leaves the source (None: none)."""

    def describe(self, fetched: Fetched, collector: CardCollector) -> DataVersion:
        """The decoded data's version as the file states it (MTGJSON's meta), else its checksum."""
        meta = collector.meta
        return DataVersion(
            kind=meta.get("kind", "card data"),
            version=meta.get("version") or fetched.version,
            version_date=meta.get("date") or None,
            file_name=fetched.path.name,
        )


def _state_path(dest: Path) -> Path:
    return dest.with_name(dest.name + ".state.json")


def load_state(dest: Path) -> dict[str, str]:
    """Conditional-GET validators saved beside a download (empty when missing or unreadable)."""
    try:
        data = json.loads(_state_path(dest).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, str)} if isinstance(data, dict) else {}


def save_state(dest: Path, state: dict[str, str | None]) -> None:
    """Write the validators atomically (a crash leaves the old state, never half a file)."""
    target = _state_path(dest)
    # ".part" like a download's temporary file, so a refresh cleans it up after a crash.
    # named before it exists, so an interrupt while it is made still finds it to remove
    tmp = target.parent / f".{target.name}.{uuid.uuid4().hex[:12]}.part"
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump({k: v for k, v in state.items() if v}, fh)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
