"""A refresh: probe the source, rebuild only when upstream changed, swap the new database in atomically.

Guarantees: one refresh at a time per data directory (a file lock, released by the OS even
if the process is killed); the current database is replaced only by a complete, checkpointed
new one (os.replace on the same filesystem); a failure leaves it untouched, removes the
staging file, and is recorded in refresh_log and data/refresh.log.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import filelock

from pipeline import db
from pipeline.errors import LockError, ParseError, PipelineError
from pipeline.paths import DataPaths
from pipeline.records import CardCollector
from pipeline.sources.base import ProgressHook, Source


@dataclass(frozen=True)
class RefreshResult:
    """What a refresh did."""

    outcome: str  # 'built' | 'unchanged'
    source: str
    version: str
    duration_s: float
    counts: dict[str, int] = field(default_factory=dict)
    skipped: dict[str, int] = field(default_factory=dict)


@contextlib.contextmanager
def refresh_lock(paths: DataPaths, wait: float) -> Iterator[None]:
    """Hold the data directory's refresh lock, waiting up to `wait` seconds for it."""
    lock = filelock.FileLock(str(paths.lock), timeout=wait)
    try:
        lock.acquire()
    except filelock.Timeout as exc:
        raise LockError(
            f"another refresh is running on {paths.root} (waited {wait:g}s); retry later or pass --wait"
        ) from exc
    try:
        yield
    finally:
        lock.release()


def refresh(
    paths: DataPaths,
    source: Source,
    *,
    now: datetime,
    force: bool = False,
    wait: float = 0.0,
    progress: ProgressHook | None = None,
) -> RefreshResult:
    """Bring the database at `paths.database` up to date with `source`."""
    progress = progress or ProgressHook()
    paths.ensure()
    clock = time.monotonic()
    with refresh_lock(paths, wait):
        _remove_staging(paths)
        try:
            result = _refresh_locked(paths, source, force=force, progress=progress, clock=clock)
        except PipelineError as exc:
            _record(paths, now, source.identity, None, "failed", str(exc), clock, {})
            raise
        except Exception as exc:
            _record(paths, now, source.identity, None, "failed", repr(exc), clock, {})
            raise
        _record(
            paths, now, source.identity, result.version, result.outcome, None, clock, result.counts
        )
        return result


def _refresh_locked(
    paths: DataPaths, source: Source, *, force: bool, progress: ProgressHook, clock: float
) -> RefreshResult:
    db.settle(paths.database)
    last = db.last_success(paths.database) if paths.database.exists() else None
    progress.step(f"check {source.identity}")
    version = source.probe()

    def unchanged(v: str) -> bool:
        return (
            bool(v)
            and not force
            and last is not None
            and (last.source, last.upstream_version) == (source.identity, v)
        )

    if unchanged(version):
        return RefreshResult("unchanged", source.identity, version, time.monotonic() - clock)
    fetched = source.fetch(progress)
    if unchanged(fetched.version):
        return RefreshResult(
            "unchanged", source.identity, fetched.version, time.monotonic() - clock
        )
    collector = CardCollector()
    source.decode(fetched.path, collector, progress)
    if collector.n_printings == 0:
        raise ParseError(f"{fetched.path.name}: no cards found")
    staging = paths.staging_database(uuid.uuid4().hex[:12])
    try:
        counts = db.build(staging, collector.frames(), previous=paths.database, progress=progress)
        os.replace(staging, paths.database)
    finally:
        _remove_staging(paths)
    return RefreshResult(
        "built",
        source.identity,
        fetched.version,
        time.monotonic() - clock,
        counts,
        dict(collector.skipped),
    )


def _remove_staging(paths: DataPaths) -> None:
    """Delete staging databases left by this or an earlier (crashed) refresh."""
    for leftover in paths.root.glob(f".{paths.database.name}.*.building*"):
        with contextlib.suppress(FileNotFoundError):
            leftover.unlink()


def _record(
    paths: DataPaths,
    now: datetime,
    source: str,
    version: str | None,
    outcome: str,
    message: str | None,
    clock: float,
    counts: dict[str, int],
) -> None:
    duration = time.monotonic() - clock
    row: dict[str, Any] = {
        "started_at": now,
        "finished_at": now.fromtimestamp(now.timestamp() + duration, now.tzinfo),
        "source": source,
        "upstream_version": version,
        "outcome": outcome,
        "message": message,
        "n_sets": counts.get("sets"),
        "n_cards": counts.get("cards"),
        "n_printings": counts.get("printings"),
        "n_protections": counts.get("protections"),
        "duration_s": round(duration, 3),
    }
    # The plain log is append-only and always written; the table is best effort, because a
    # reader may hold the database open (DuckDB then refuses a writer) and no database may exist.
    with (paths.root / "refresh.log").open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(row, default=str) + "\n")
    if paths.database.exists():
        with contextlib.suppress(Exception):
            db.append_log(paths.database, row)
