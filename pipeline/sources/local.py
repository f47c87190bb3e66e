"""A single card-data file, local or at a URL, whose format (Scryfall or MTGJSON) is sniffed."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from pipeline.errors import ParseError, SourceError
from pipeline.helpers.plan import BuildPlan
from pipeline.progress import ProgressHook
from pipeline.sources import mtgjson, scryfall
from pipeline.sources.base import DataVersion, Fetched, Source, is_url, load_state, save_state
from pipeline.sources.files import MTGJSON, file_sha256, sniff_format
from pipeline.sources.normalise import CardCollector


class FileSource(Source):
    """One file: its version is its SHA-256 (or the published `<file>.sha256` beside it)."""

    accept = "application/json, application/gzip, */*"

    def __init__(self, location: str, raw_dir: Path, *, include_extras: bool = False):
        self.location = location
        self.raw_dir = raw_dir
        self.include_extras = include_extras
        self.identity = f"file:{location}"
        self._is_url = is_url(location)
        self._hashed: tuple[tuple[int, int, int], str] | None = None  # (size, mtime, inode), hash

    def probe(self) -> str:
        if self._is_url:
            # A URL's version is known only by downloading it (conditionally): fetch does that.
            return ""
        path = Path(self.location)
        published = path.with_name(path.name + ".sha256")
        if published.is_file():
            text = published.read_text(encoding="utf-8").split()
            if text and len(text[0]) == 64:
                return text[0].lower()
        try:
            stat = path.stat()
            # fetch probes again: the file is hashed once unless it changed in between
            key = (stat.st_size, stat.st_mtime_ns, stat.st_ino)
            if self._hashed is None or self._hashed[0] != key:
                self._hashed = (key, file_sha256(path))
        except FileNotFoundError as exc:
            raise SourceError(f"no such file: {path}") from exc
        return self._hashed[1]

    def fetch(self, progress: ProgressHook) -> Fetched:
        if not self._is_url:
            path = Path(self.location)
            version = self.probe()
            if path.with_name(path.name + ".sha256").is_file() and file_sha256(path) != version:
                raise ParseError(f"{path.name}: does not match its published .sha256")
            return Fetched(path=path, version=version)
        from pipeline.sources import http

        name = Path(urlsplit(self.location).path).name or "download"
        dest = self.raw_dir / f"url-{name}"
        state = load_state(dest)
        result = http.download(
            self.session,
            self.location,
            dest,
            etag=state.get("etag"),
            last_modified=state.get("last_modified"),
            progress=progress.bytes(f"download {name}", None),
        )
        if result.changed or "sha256" not in state:
            state = {"etag": result.etag or "", "last_modified": result.last_modified or ""}
            state["sha256"] = file_sha256(dest)
            save_state(dest, dict(state))
        return Fetched(path=dest, version=state["sha256"])

    def decode(
        self,
        path: Path,
        collector: CardCollector,
        progress: ProgressHook,
        plan: BuildPlan | None = None,
    ) -> None:
        if sniff_format(path) == MTGJSON:
            mtgjson.decode_file(
                path, collector, progress, include_extras=self.include_extras, plan=plan
            )
        else:
            scryfall.decode_file(path, collector, progress, include_extras=self.include_extras)

    def describe(self, fetched: Fetched, collector: CardCollector) -> DataVersion:
        """MTGJSON's meta where the file has it, else the start of its SHA-256; the file's own
        name (a URL's last segment, not the name of the local copy)."""
        meta = collector.meta
        return DataVersion(
            kind=meta.get("kind", "card data"),
            version=meta.get("version") or f"SHA-256 {fetched.version[:12]}",
            version_date=meta.get("date") or None,
            file_name=Path(urlsplit(self.location).path).name or fetched.path.name,
        )
