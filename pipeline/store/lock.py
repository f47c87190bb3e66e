"""One refresh at a time per data directory: a file lock the OS releases even when the
process holding it is killed."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import filelock

from pipeline.errors import LockError
from pipeline.paths import DataPaths


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
