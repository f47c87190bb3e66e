"""The one plan for what a refresh runs beside its own process, decided in one place.

A refresh may start two helper processes (this package): the capability parser
(capabilities.py), when the build parses every face anew, and the MTGJSON set decoder
(mtgjson_sets.py), which decodes AllPrintings' later sets. Each is worth a core of its own
and nothing without one, so the plan gives them the cores this process may use besides its
own: `os.sched_getaffinity` (what `taskset` and container limits leave it), less one, or
$MTG_PROTECTION_WORKERS. `0` runs everything in this one process; so does a machine of one
core. The capability parser has the first helper (its work is the larger), the set decoder
the next. A helper that fails or doesn't answer in `wait_s` is stopped and its work done in
this process, with a one-line warning naming the child's last error.

It also sets how many threads DuckDB builds with: one per usable core, but a single one for a
small source, whose statements each handle a few thousand rows: there a second thread only
adds hand-offs, and the build spends its time planning statements, not running them.
"""

from __future__ import annotations

import os
import threading
from concurrent.futures import Future
from dataclasses import dataclass, field

from pipeline.errors import UsageError

WORKERS_ENV = "MTG_PROTECTION_WORKERS"
# The longest a refresh waits on a helper (a child's result, a decision): far above what any
# real build takes, so only a helper that hangs reaches it.
WAIT_S = 600.0
# The smallest source file the capability parser gets a helper for: below it (the bundled
# sample is a quarter of it) starting a process costs more than parsing here does
MIN_PARSER_BYTES = 1 << 20
# The fewest card faces a build gives DuckDB more than one thread for: below it (the bundled
# sample has 228) one thread builds as fast, on less CPU
MIN_PARALLEL_FACES = 2_000


def usable_cores() -> int:
    """The cores this process may run on (its affinity), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # no affinity on this platform
        return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class BuildPlan:
    """How many helper processes a refresh may run, and how long it waits on one. One plan
    serves one refresh: it holds that refresh's decision of who gets the first helper."""

    helpers: int
    wait_s: float = WAIT_S
    min_parser_bytes: int = MIN_PARSER_BYTES
    # whether the capability parser takes a helper: the refresh decides it while the source
    # starts decoding (it reads the previous build), the set decoder asks it
    _parser: Future[bool] = field(default_factory=Future, compare=False, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, compare=False, repr=False)

    @classmethod
    def for_this_machine(cls) -> BuildPlan:
        """$MTG_PROTECTION_WORKERS helpers if set, else one per usable core but this one's."""
        raw = os.environ.get(WORKERS_ENV, "").strip()
        if not raw:
            return cls(usable_cores() - 1)
        if not raw.isdigit():
            raise UsageError(
                f"${WORKERS_ENV} must be a whole number of processes (0: none), not {raw!r}"
            )
        return cls(int(raw))

    @classmethod
    def serial(cls) -> BuildPlan:
        """Everything in this process."""
        return cls(0)

    def build_threads(self, n_faces: int) -> int:
        """The threads DuckDB builds `n_faces` card faces with."""
        return 1 if n_faces < MIN_PARALLEL_FACES else usable_cores()

    def decide_parser(self, parses_everything: bool, source_bytes: int) -> bool:
        """Whether the capability parser gets a helper (the build parses every face anew, of a
        source file of at least `min_parser_bytes`, and the plan has one); the set decoder's
        question waits for this answer."""
        runs = parses_everything and source_bytes >= self.min_parser_bytes and self.helpers >= 1
        with self._lock:
            if not self._parser.done():
                self._parser.set_result(runs)
        return runs

    def cancel(self) -> None:
        """No parser will be decided (the refresh stopped first): nothing waits for it."""
        self.decide_parser(False, 0)

    def set_decoder_may_run(self) -> bool:
        """Whether a helper is left for the set decoder once the parser has its own; a
        decision that doesn't come in `wait_s` leaves it none."""
        if self.helpers < 1:
            return False
        try:
            parser = self._parser.result(timeout=self.wait_s)
        except TimeoutError:
            return False
        return self.helpers - int(parser) >= 1
