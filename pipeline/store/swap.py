"""Putting a new database in place: the atomic swap (fsync, then rename), the marker a running
refresh leaves (`.refresh.running`: a refresh killed outright leaves it behind), and the next
refresh's recovery from such a kill (logged as interrupted, unless the killed run had already
swapped its database in; its staging files and partial downloads removed)."""

from __future__ import annotations

import contextlib
import json
import os
from datetime import datetime
from pathlib import Path
from typing import Any

from pipeline.errors import BuildError
from pipeline.paths import DataPaths
from pipeline.store import connect as db
from pipeline.store.refresh_log import log_row, record, unlink_quietly

RUNNING_NAME = ".refresh.running"  # present while a refresh runs; left behind by a kill


def mark_running(paths: DataPaths, data: dict[str, Any]) -> None:
    """Leave the marker of a running refresh (best effort)."""
    with contextlib.suppress(OSError):
        (paths.root / RUNNING_NAME).write_text(json.dumps(data, default=str), encoding="utf-8")


def clear_running(paths: DataPaths) -> None:
    unlink_quietly(paths.root / RUNNING_NAME)


def swap_in(staging: Path, current: Path) -> None:
    # A write-ahead log settle() could not fold in (a reader held the database open) holds
    # only refresh_log rows, which the build already copied from the attached database.
    # Left beside the new file, DuckDB would refuse to open it ("WAL does not match").
    unlink_quietly(db.wal_path(current))
    try:
        # The file and its directory entry reach the disk before the rename does, so a power
        # cut can't leave the new name on an empty or partial file; then the rename itself.
        _fsync(staging)
        _fsync(staging.parent)
        os.replace(staging, current)
        _fsync(current.parent)
    except OSError as exc:
        raise BuildError(f"cannot swap the new database in: {exc.strerror or exc}") from exc


def _fsync(path: Path) -> None:
    """Flush a file's or a directory's data to the disk (a directory opens read-only on POSIX)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def recover(paths: DataPaths) -> None:
    """Record a refresh that was killed, and delete the temporary files of any earlier one."""
    marker = paths.root / RUNNING_NAME
    if marker.exists():
        try:
            earlier = json.loads(marker.read_text(encoding="utf-8"))
            started = datetime.fromisoformat(earlier["started_at"])
            source = str(earlier["source"])
        except (OSError, ValueError, KeyError, TypeError):
            started, source = datetime.fromtimestamp(marker.stat().st_mtime).astimezone(), "?"
        # killed after its swap, it built the database in place (and logged that): no failure
        if not db.was_built(paths.database, started):
            message = (
                "interrupted: the refresh did not finish (killed or crashed); cleaned up after it"
            )
            record(paths, log_row(started, source, None, "failed", message, None, {}))
        unlink_quietly(marker)
    remove_staging(paths)
    # Partial downloads (.part) and state files of a download that was killed midway.
    for leftover in paths.raw.glob(".*.part"):
        unlink_quietly(leftover)


def remove_staging(paths: DataPaths) -> None:
    """Delete staging databases left by this or an earlier (crashed) refresh."""
    for leftover in paths.root.glob(f".{paths.database.name}.*.building*"):
        unlink_quietly(leftover)
