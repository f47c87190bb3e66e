"""Writing a file the user named (`sql --out`) so that a failure never costs its previous
content: the data goes to a temporary file beside it, flushed, then renamed over it."""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from pipeline.errors import DiskError

# What an OSError means when the disk, not the code, is at fault: exit 5, not "internal error".
DISK_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EIO, errno.EFBIG})


def disk_error(exc: OSError, what: str) -> DiskError:
    """A one-line DiskError for an OSError of DISK_ERRNOS."""
    return DiskError(f"cannot write {what}: {exc.strerror or exc}")


@contextlib.contextmanager
def replaced_atomically(out: Path) -> Iterator[Path]:
    """A temporary path beside `out` to write; renamed over `out` when the block ends without
    an error, removed otherwise (so a full disk keeps the previous file whole)."""
    try:
        fd, name = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".part", dir=out.parent)
    except OSError as exc:
        if exc.errno in DISK_ERRNOS:
            raise disk_error(exc, str(out)) from exc
        raise
    os.close(fd)
    tmp = Path(name)
    try:
        yield tmp
        with open(tmp, "rb+") as fh:
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, out)
    except OSError as exc:
        if exc.errno in DISK_ERRNOS:
            raise disk_error(exc, str(out)) from exc
        raise
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
