"""Progress reporting on stderr with rich: bars for downloads and decoding, a line per step."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from rich.console import Console
from rich.progress import (
    BarColumn,
    DownloadColumn,
    Progress,
    SpinnerColumn,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TransferSpeedColumn,
)


class ProgressHook:
    """Progress reporting for long steps; this base class reports nothing (quiet mode, tests)."""

    def bytes(self, label: str, total: int | None) -> Callable[[int, int | None], None]:
        return _ignore

    def items(self, label: str) -> Callable[[int], None]:
        return _ignore

    def step(self, label: str) -> None:
        """A short step has started (logged in verbose modes)."""


def _ignore(*_args: object) -> None:
    return None


class RichProgress(ProgressHook):
    """Live bars when stderr is a terminal; timestamped step lines otherwise (cron logs)."""

    def __init__(self, console: Console):
        self.console = console
        self._progress = Progress(
            SpinnerColumn(),
            TextColumn("{task.description}"),
            BarColumn(),
            TaskProgressColumn(),
            DownloadColumn(),
            TransferSpeedColumn(),
            TimeElapsedColumn(),
            console=console,
            transient=True,
            disable=not console.is_terminal,
        )
        self._items = Progress(
            SpinnerColumn(),
            TextColumn("{task.description}"),
            TextColumn("{task.completed:,.0f}"),
            TimeElapsedColumn(),
            console=console,
            transient=True,
            disable=not console.is_terminal,
        )

    def __enter__(self) -> RichProgress:
        self._progress.start()
        self._items.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._progress.stop()
        self._items.stop()

    def bytes(self, label: str, total: int | None) -> Callable[[int, int | None], None]:
        task = self._progress.add_task(label, total=total)

        def update(done: int, known_total: int | None) -> None:
            self._progress.update(task, completed=done, total=known_total or total)

        return update

    def items(self, label: str) -> Callable[[int], None]:
        task = self._items.add_task(label, total=None)

        def update(done: int) -> None:
            self._items.update(task, completed=done)

        return update

    def step(self, label: str) -> None:
        log_line(self.console, label)


def log_line(console: Console, message: str, now: datetime | None = None) -> None:
    """One timestamped line (ISO 8601, UTC) for logs of scheduled runs."""
    stamp = (now or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")
    console.print(f"{stamp} {message}", highlight=False, soft_wrap=True)
