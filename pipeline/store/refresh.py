"""A refresh: probe the source, rebuild only when upstream changed, swap the new database in
atomically. The pieces: lock.py (one refresh at a time), refresh_log.py (the log's sinks),
swap.py (the swap, the running marker, recovery from a kill); this module orchestrates.

Guarantees: one refresh at a time per data directory (a file lock, released by the OS even
if the process is killed); the current database is replaced only by a complete, checkpointed
new one (os.replace on the same filesystem) that already holds its own 'built' log row; a
failure leaves it untouched, removes the staging and partial download files, and is
recorded in refresh_log and data/refresh.log. A refresh killed outright (SIGKILL, power
loss) leaves a marker, and the next refresh records it as failed before cleaning up after it.

refresh_log rows are written into the current database, which DuckDB refuses to open for
writing while a query or report has it open, and which a refresh locked out by another must
not touch at all. Such a row waits in data/refresh_log.pending/ (one file per row) and is
written by the next refresh that can, into the current or the next database.
"""

from __future__ import annotations

import contextlib
import errno
import importlib
import signal
import threading
import time
import uuid
from concurrent.futures import Future
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import duckdb
import filelock

from pipeline import interrupts
from pipeline.errors import BuildError, LockError, ParseError, PipelineError, QueryError, first_line
from pipeline.helpers.capabilities import CapabilityWorker
from pipeline.helpers.plan import BuildPlan
from pipeline.paths import DataPaths
from pipeline.progress import ProgressHook
from pipeline.sources.base import Source
from pipeline.sources.normalise import CardCollector
from pipeline.store import connect as db
from pipeline.store import reuse, upgrade
from pipeline.store.lock import refresh_lock
from pipeline.store.refresh_log import (
    LOG_NAME,
    append_json,
    log_row,
    pend,
    pending,
    record,
    unlink_quietly,
)
from pipeline.store.swap import clear_running, mark_running, recover, remove_staging, swap_in

if TYPE_CHECKING:
    from pipeline.parse.frames import FaceRow

# How long a refresh waits for the thread that prepares the build (it reads the previous
# database's parser versions and imports modules: well under a second when all is well).
_PREPARE_WAIT_S = 60.0
# What a build imports that decoding does not (see _prepare_build).
_BUILD_MODULES = (
    "polars",
    "pyarrow",
    "pipeline.parse.protection_frames",
    "pipeline.parse.capability_frames",
    "pipeline.parse.localized_frames",
    "pipeline.store.build",
)
# errno values that mean the disk can't take a write: a build error (exit 5), not a bug.
_DISK_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS, errno.EIO})


@dataclass(frozen=True)
class RefreshResult:
    """What a refresh did."""

    outcome: str  # 'built' | 'unchanged'
    source: str
    version: str
    duration_s: float
    counts: dict[str, int] = field(default_factory=dict)
    skipped: dict[str, int] = field(default_factory=dict)
    warnings: tuple[str, ...] = ()  # what the build did without (e.g. the rulings)


def refresh(
    paths: DataPaths,
    source: Source,
    *,
    now: datetime,
    force: bool = False,
    wait: float = 0.0,
    progress: ProgressHook | None = None,
    plan: BuildPlan | None = None,
) -> RefreshResult:
    """Bring the database at `paths.database` up to date with `source`, with the helper
    processes `plan` allows (None: the plan for this machine, helpers/plan.py)."""
    progress = progress or ProgressHook()
    plan = plan or BuildPlan.for_this_machine()
    paths.ensure()
    clock = time.monotonic()
    try:
        with refresh_lock(paths, wait):
            return _run_and_record(paths, source, now, force, progress, clock, plan)
    except LockError as exc:
        if isinstance(exc.__cause__, filelock.Timeout):
            # Locked out: the database belongs to the other refresh, so only note it.
            row = log_row(now, source.identity, None, "failed", str(exc), clock, {})
            append_json(paths.root / LOG_NAME, row)
            pend(paths, row)
        raise


def record_failure(paths: DataPaths, now: datetime, source: str, message: str) -> None:
    """Log a refresh that failed before it could start (its --source can't even be opened).
    A data folder that doesn't exist yet is not made for it: a mistyped --source on the first
    run leaves nothing behind (the error is on stderr)."""
    if not paths.root.is_dir():
        return
    paths.ensure()
    row = log_row(now, source, None, "failed", message, None, {})
    try:
        with refresh_lock(paths, 0.0):
            record(paths, row)
    except LockError:  # another refresh owns the database: only note it
        append_json(paths.root / LOG_NAME, row)
        pend(paths, row)


def _run_and_record(
    paths: DataPaths,
    source: Source,
    now: datetime,
    force: bool,
    progress: ProgressHook,
    clock: float,
    plan: BuildPlan,
) -> RefreshResult:
    recover(paths)
    mark_running(paths, {"started_at": now, "source": source.identity})
    try:
        try:
            result = _update(
                paths, source, now=now, force=force, progress=progress, clock=clock, plan=plan
            )
        except OSError as exc:
            if exc.errno not in _DISK_ERRNOS:
                raise
            where = exc.filename or paths.root
            raise BuildError(f"cannot write {where}: {exc.strerror}") from exc
    except BaseException as exc:  # bad data, a bug, or a signal: a failed refresh ...
        # ... unless it came after the swap: the database it built is in place, and says so
        if not db.was_built(paths.database, now):
            message = _failure_message(exc)
            record(paths, log_row(now, source.identity, None, "failed", message, clock, {}))
        raise
    finally:
        clear_running(paths)
    if result.outcome == "unchanged":
        row = log_row(now, source.identity, result.version, "unchanged", None, clock, {})
        record(paths, row)
    return result


def _failure_message(exc: BaseException) -> str:
    """What the log says of a failed refresh: the signal that stopped it (whatever error it
    caused on its way out, a DuckDB statement interrupted among them), else the error."""
    if (signum := interrupts.received()) is not None:
        return f"stopped by {signal.Signals(signum).name}"
    if isinstance(exc, PipelineError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


def _update(
    paths: DataPaths,
    source: Source,
    *,
    now: datetime,
    force: bool,
    progress: ProgressHook,
    clock: float,
    plan: BuildPlan,
) -> RefreshResult:
    db.settle(paths.database)
    last = _last_success(paths, progress)
    if last is not None and upgrade.is_outdated(paths.database):
        # Built by an older version: today's report and commands would fail on it.
        progress.step("the database lacks tables or words this version builds; rebuilding it")
        last = None
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
    with contextlib.ExitStack() as stack:
        feed = stack.enter_context(_CapabilityFeed(plan, _file_size(fetched.path)))
        collector = CardCollector(on_faces=feed.send)
        preparing = _prepare_build(paths.database, feed)
        # A decode that fails waits for it too: it reads the previous database, where the
        # failure is then logged, and a thread left inside DuckDB at exit aborts the process.
        stack.callback(preparing.join, _PREPARE_WAIT_S)
        source.decode(fetched.path, collector, progress, plan)
        if collector.n_printings == 0:
            raise ParseError(f"{fetched.path.name}: no cards found")
        frames, skipped = collector.frames(), dict(collector.skipped)
        warnings = tuple(collector.warnings)
        data_version = source.describe(fetched, collector)
        del collector  # its buffers are in the frames now; free them before DuckDB builds
        staging = paths.staging_database(uuid.uuid4().hex[:12])
        try:
            preparing.join(_PREPARE_WAIT_S)
            from pipeline.store import build as db_build

            built = db_build.build(
                staging,
                frames,
                previous=paths.database,
                started_at=now,
                progress=progress,
                data_version=data_version,
                capabilities=feed.worker(),
                wait_s=plan.wait_s,
                threads=plan.build_threads(frames["card_faces"].height),
            )
            counts, warnings = built.counts, (*warnings, *built.warnings)
            row = log_row(now, source.identity, fetched.version, "built", None, clock, counts)
            # The 'built' row goes in before the swap, so the new database never lacks the
            # row that change detection reads (after the swap a reader could already hold it).
            waiting, pending_files = pending(paths)
            try:
                db.append_log(staging, [*waiting, row], wait=0.0)
            except duckdb.Error as exc:
                raise BuildError(f"building the database failed: {first_line(exc)}") from exc
            swap_in(staging, paths.database)
        finally:
            remove_staging(paths)
    append_json(paths.root / LOG_NAME, row)
    for done in pending_files:
        unlink_quietly(done)
    return RefreshResult(
        "built",
        source.identity,
        fetched.version,
        time.monotonic() - clock,
        counts,
        skipped,
        warnings,
    )


class _CapabilityFeed:
    """The faces the collector hands over, fed to a capability parser in a process of its own
    (helpers/capabilities.py) when the build will parse every face's capabilities anew (the
    build being replaced has none, or from another parser version) and the plan gives it a
    helper for a source file of `source_bytes`. _prepare_build finds that out while the source starts decoding (`decide`); the
    first faces wait for it. A process that can't start (a limit on processes) leaves the
    parse to the build."""

    def __init__(self, plan: BuildPlan, source_bytes: int) -> None:
        self._plan = plan
        self._source_bytes = source_bytes
        self._decided: Future[CapabilityWorker | None] = Future()
        self._lock = threading.Lock()  # a worker starts only while the feed is open
        self._closed = False

    def __enter__(self) -> _CapabilityFeed:
        return self

    def __exit__(self, *exc: object) -> None:
        """Stop the worker, if one runs; none starts after this (a build that failed early)."""
        self._plan.cancel()  # nothing waits on a decision that will never come
        with self._lock:
            self._closed = True
            decided = self._decided.done() and self._decided.exception() is None
            worker = self._decided.result() if decided else None
        if worker is not None:
            worker.close()

    def decide(self, previous: Path) -> None:
        try:
            parse_all = reuse.parses_everything(previous, reuse.CAPABILITIES)
        except BaseException as exc:  # raised again where the faces or the build wait for it
            self._plan.cancel()
            self._decided.set_exception(exc)
            return
        with self._lock:
            worker = None
            if self._plan.decide_parser(parse_all, self._source_bytes) and not self._closed:
                with contextlib.suppress(OSError):
                    worker = CapabilityWorker()
            self._decided.set_result(worker)

    def send(self, faces: list[FaceRow]) -> None:
        if (worker := self.worker()) is not None:
            worker.send(faces)

    def worker(self) -> CapabilityWorker | None:
        """The running parser, if any, for the build to take the capabilities from."""
        try:
            return self._decided.result(timeout=self._plan.wait_s)
        except TimeoutError:
            return None  # the build parses in-process


def _file_size(path: Path) -> int:
    """The fetched file's size; 0 if it can't be read (decoding then says why)."""
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _prepare_build(previous: Path, feed: _CapabilityFeed) -> threading.Thread:
    """On a thread of its own: find out whether the capability parser runs beside decoding
    (feed.decide), import what a build needs that decoding doesn't (_BUILD_MODULES), and read
    the parsers' code for their versions (reuse.code_closure). Decoding starts by
    decompressing, which releases the GIL, so this costs the refresh nothing instead of
    preceding the decode and the build; a module that fails to import fails again, with its
    error, where the build imports it."""

    def run() -> None:
        feed.decide(previous)
        for name in _BUILD_MODULES:
            try:
                importlib.import_module(name)
            except ImportError:
                return
        for parser in reuse.PARSERS:
            reuse.code_closure(parser.module)

    thread = threading.Thread(target=run, name="prepare-build", daemon=True)
    thread.start()
    return thread


def _last_success(paths: DataPaths, progress: ProgressHook) -> db.LastRefresh | None:
    try:
        return db.last_success(paths.database)
    except QueryError as exc:
        if exc.__cause__ is not None and db.is_lock_conflict(exc.__cause__):
            raise LockError(
                f"{paths.database} is held open for writing by another program; close it and retry"
            ) from exc
        # A corrupt or foreign file: there is nothing to compare with, and a refresh is
        # exactly what replaces it (its history is lost; data/refresh.log still has it).
        progress.step(f"the current database is unreadable ({exc}); rebuilding it")
        return None
