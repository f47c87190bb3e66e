"""Starting a helper process of the pipeline's own (`python -m pipeline....`), which works on the
other core while the refresh goes on: the capability parser (parse/worker.py) and the MTGJSON
set decoder (sources/mtgjson_worker.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

_PACKAGE_ROOT = str(Path(__file__).resolve().parents[1])


def start_module(
    module: str, *args: str, pass_fds: Sequence[int] = (), stdout: int | None = subprocess.PIPE
) -> subprocess.Popen[bytes]:
    """Run `python -m module args...` with this interpreter and this checkout of the package,
    stdin and stderr piped. It runs in its own process group, so a terminal's Ctrl-C reaches
    only the refresh, which stops it. Raises OSError if the system can't start it."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (_PACKAGE_ROOT, env.get("PYTHONPATH")) if p)
    return subprocess.Popen(
        [sys.executable, "-m", module, *args],
        stdin=subprocess.PIPE,
        stdout=stdout,
        stderr=subprocess.PIPE,
        env=env,
        pass_fds=pass_fds,
        process_group=0,
    )
