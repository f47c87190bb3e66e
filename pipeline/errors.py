"""The error hierarchy. Library code raises these; only the CLI turns them into exit codes."""

from __future__ import annotations


class PipelineError(Exception):
    """Anything the pipeline reports to its user as a one-line error."""

    exit_code = 1


class UsageError(PipelineError):
    """The command asked for what can't be: a language not loaded, a folder that isn't ours."""

    exit_code = 2


class SourceError(PipelineError):
    """Card data could not be fetched: network failure, HTTP error, missing file."""

    exit_code = 3


class ParseError(PipelineError):
    """Card data was fetched but is corrupt, truncated or of the wrong shape."""

    exit_code = 4


class DecklistError(PipelineError):
    """A decklist could not be read: missing, empty, binary, or no card in it is known."""

    exit_code = 4


class BuildError(PipelineError):
    """The database could not be built or swapped in (disk full, DuckDB error)."""

    exit_code = 5


class LockError(PipelineError):
    """Another refresh holds the data directory's lock."""

    exit_code = 6


class QueryError(PipelineError):
    """An ad-hoc query or lookup was refused or failed (read-only, unknown card, bad SQL)."""

    exit_code = 7


class NoDatabaseError(PipelineError):
    """There is no database yet: run `refresh` first."""

    exit_code = 8


def first_line(exc: BaseException) -> str:
    """An exception's message cut to its first line (DuckDB and OS errors run to many)."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


class Terminated(KeyboardInterrupt):
    """SIGTERM arrived (systemd stopping the unit, a cron wrapper's timeout): it unwinds like
    Ctrl-C, so temporary files are removed and the refresh is logged; the CLI exits 143."""


class DiskError(BuildError):
    """A write failed for want of disk: full, over quota, or a read-only filesystem."""
