"""SIGTERM and SIGINT while DuckDB runs a statement: the statement is interrupted
(`connection.interrupt()`) and the program stops with the signal's exit code (143, 130), not
as an internal error. Python runs a signal handler only between bytecodes, so a long DuckDB
statement would otherwise run on; DuckDB's own check then reports "Query interrupted", which
`received()` tells apart from a failure of the code.
"""

from __future__ import annotations

import contextlib
import signal
import weakref
from types import FrameType
from typing import TypeVar

import duckdb

from pipeline.errors import Terminated

_C = TypeVar("_C", bound=duckdb.DuckDBPyConnection)
_connections: weakref.WeakSet[duckdb.DuckDBPyConnection] = weakref.WeakSet()
_received: list[int] = []


def watch(con: _C) -> _C:
    """Register a connection, so a stopping signal interrupts what it runs."""
    _connections.add(con)
    return con


def received() -> int | None:
    """The stopping signal that arrived (SIGTERM or SIGINT), if any."""
    return _received[0] if _received else None


def exit_code() -> int | None:
    """128 + the signal's number, as shells report a process a signal ended."""
    signum = received()
    return None if signum is None else 128 + signum


def stop(signum: int, frame: FrameType | None) -> None:
    """The handler of SIGTERM and SIGINT: interrupt every DuckDB statement, then unwind
    through every cleanup (Terminated for SIGTERM, KeyboardInterrupt for Ctrl-C)."""
    if not _received:
        _received.append(signum)
    for con in list(_connections):
        with contextlib.suppress(Exception):
            con.interrupt()
    if signum == signal.SIGTERM:
        raise Terminated()
    raise KeyboardInterrupt()


def install() -> None:
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
