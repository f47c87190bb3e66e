"""A helper process of the refresh (`python -m pipeline.helpers....`): the capability parser
(capabilities.py) and the MTGJSON set decoder (mtgjson_sets.py), started as plan.py says."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Self

from pipeline.errors import BuildError

_PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])
_PARENT_ENV = "MTG_PROTECTION_HELPER_PARENT"  # the refresh's pid, as a helper was told it


def exit_with_parent(poll_s: float = 0.2) -> None:
    """In a helper: end this process as soon as the refresh that started it is gone (killed
    outright, it can't stop its helpers), rather than finish work no one will read."""
    parent = int(os.environ.get(_PARENT_ENV) or os.getppid())

    def watch() -> None:
        while True:
            time.sleep(poll_s)
            if os.getppid() != parent:  # reparented: the refresh died
                os._exit(1)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


class HelperFailed(BuildError):
    """A helper process died, failed or didn't finish in time; the message says which, with
    the child's last line of error. The refresh does its work in-process instead."""


class HelperProcess:
    """`python -m module args...` run with this interpreter and this checkout of the package,
    stdin and stderr piped. It runs in its own process group, so a terminal's Ctrl-C reaches
    only the refresh, which stops it. Raises OSError if the system can't start it.

    Use it as a context manager: leaving it stops the process if it still runs (a build that
    failed, or a result no longer wanted)."""

    name = "helper process"  # what a warning calls it

    def __init__(
        self,
        module: str,
        *args: str,
        pass_fds: Sequence[int] = (),
        stdout: int = subprocess.PIPE,
    ) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (_PACKAGE_ROOT, env.get("PYTHONPATH")) if p)
        env[_PARENT_ENV] = str(os.getpid())
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

    def finish(self, last_input: bytes | None, timeout: float) -> bytes:
        """Send `last_input` (None: nothing more), close its input and wait at most `timeout`
        seconds for it to exit; its output. HelperFailed if it failed, died or hung (then it
        is stopped)."""
        try:
            out, err = self._proc.communicate(last_input, timeout=timeout)
        except subprocess.TimeoutExpired as exc:
            self.close()
            raise HelperFailed(f"the {self.name} did not finish in {timeout:g}s") from exc
        except (BrokenPipeError, ValueError):  # it died before reading everything
            self._proc.wait(timeout)
            out, err = b"", self._proc.stderr.read() if self._proc.stderr else b""
        code = self._proc.returncode
        if code != 0:
            lines = [ln for ln in err.decode("utf-8", "replace").splitlines() if ln.strip()]
            why = (
                f"killed by signal {-code}"
                if code < 0
                else (lines[-1] if lines else f"exit code {code}")
            )
            raise HelperFailed(f"the {self.name} stopped: {why}")
        return out or b""

    def close(self) -> None:
        """Stop the process if it still runs, and close its pipes."""
        if self._proc.poll() is None:
            self._proc.kill()
        self._proc.wait()
        for stream in (self._proc.stdin, self._proc.stdout, self._proc.stderr):
            if stream is not None:
                stream.close()
