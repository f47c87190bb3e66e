"""The pipeline's own helper processes (`python -m pipeline....`), which work on the other core
while the refresh goes on: the capability parser (parse/worker.py) and the MTGJSON set
decoder (sources/mtgjson_worker.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Self

_PACKAGE_ROOT = str(Path(__file__).resolve().parents[1])


class HelperProcess:
    """`python -m module args...` run with this interpreter and this checkout of the package,
    stdin and stderr piped. It runs in its own process group, so a terminal's Ctrl-C reaches
    only the refresh, which stops it. Raises OSError if the system can't start it.

    Use it as a context manager: leaving it stops the process if it still runs (a build that
    failed, or a result no longer wanted)."""

    def __init__(
        self,
        module: str,
        *args: str,
        pass_fds: Sequence[int] = (),
        stdout: int = subprocess.PIPE,
    ) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (_PACKAGE_ROOT, env.get("PYTHONPATH")) if p)
        self._proc = subprocess.Popen(
            [sys.executable, "-m", module, *args],
            stdin=subprocess.PIPE,
            stdout=stdout,
            stderr=subprocess.PIPE,
            env=env,
            pass_fds=pass_fds,
            process_group=0,
        )

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def pid(self) -> int:
        return self._proc.pid

    @property
    def stdin(self) -> IO[bytes]:
        """The child's input pipe (made by __init__, so always there until close)."""
        stdin = self._proc.stdin
        if stdin is None:
            raise OSError("the helper process has no input pipe")
        return stdin

    def close(self) -> None:
        """Stop the process if it still runs, and close its pipes."""
        if self._proc.poll() is None:
            self._proc.kill()
        self._proc.wait()
        for stream in (self._proc.stdin, self._proc.stdout, self._proc.stderr):
            if stream is not None:
                stream.close()
