"""The capability parser in a process of its own, fed while the source is still decoding.

Parsing every face's capabilities is the largest piece of Python work in a full build, and a
process runs one Python thread at a time: in a thread of the refresh it would wait for
decoding to finish and then compete with loading. A child
process parses on the other core instead, as the collector hands it the faces of new cards
(CardCollector.on_faces), so the capabilities are ready about when the tables are loaded.

    python -m pipeline.helpers.capabilities    (started by CapabilityWorker; not a user command)

Wire format. Parent to child, on stdin: frames of a 4-byte big-endian length and a msgpack
list of FaceRow; a zero length ends the input. Child to parent, on stdout: the capability
frame as one Arrow IPC stream (nothing at all when no face has a capability). A child that
fails exits non-zero with its error on stderr.
"""

from __future__ import annotations

import contextlib
import io
import os
import queue
import sys
import threading
from typing import IO, TYPE_CHECKING

import msgspec

from pipeline.helpers.process import HelperProcess, exit_with_parent

if TYPE_CHECKING:
    import polars as pl

    from pipeline.parse.frames import FaceRow

_LENGTH = 4
_END = (0).to_bytes(_LENGTH, "big")
_ENCODER = msgspec.msgpack.Encoder()
_PIPE_SIZE = 1 << 20


class CapabilityWorker(HelperProcess):
    """A running child parser: `send` batches of faces, then `result` once for the frame."""

    name = "capability parser"

    def __init__(self) -> None:
        super().__init__("pipeline.helpers.capabilities")
        self._broken = False
        # A batch fits in the pipe at once, so the parent hardly ever waits for the child to
        # read it (Linux; elsewhere, and above the system's limit, the default size stays).
        with contextlib.suppress(OSError, AttributeError, ImportError):
            import fcntl  # POSIX only: imported here so the module imports anywhere

            fcntl.fcntl(self.stdin.fileno(), fcntl.F_SETPIPE_SZ, _PIPE_SIZE)

    def send(self, faces: list[FaceRow]) -> None:
        """Queue faces for parsing. A child that died is not an error here: `result` says why."""
        if self._broken:
            return
        payload = _ENCODER.encode(faces)
        try:
            self.stdin.write(len(payload).to_bytes(_LENGTH, "big") + payload)
        except (BrokenPipeError, ValueError):
            self._broken = True

    def result(self, timeout: float) -> pl.DataFrame | None:
        """End the input and wait at most `timeout` seconds for the child's capability frame
        (None: no capabilities); HelperFailed if it died, failed or hung."""
        import polars as pl

        out = self.finish(None if self._broken else _END, timeout)
        return pl.read_ipc_stream(io.BytesIO(out)) if out else None


Batch = list["FaceRow"]


def _read_frames(stdin: IO[bytes], batches: queue.SimpleQueue[Batch | str | None]) -> None:
    """Move the parent's batches into the queue as they arrive (reading releases the GIL, so
    the parent's writes don't wait for a parse to finish): None after the last one, or a
    message if the input ended early or is not what the parent writes."""
    from pipeline.parse.frames import FaceRow

    decoder = msgspec.msgpack.Decoder(list[FaceRow])
    while True:
        header = stdin.read(_LENGTH)
        if len(header) < _LENGTH:
            batches.put("the input ended before its end marker")
            return
        length = int.from_bytes(header, "big")
        if not length:
            batches.put(None)
            return
        payload = stdin.read(length)
        try:
            batches.put(decoder.decode(payload))
        except msgspec.DecodeError as exc:
            batches.put(f"unreadable batch of faces ({exc})")
            return


def main() -> None:
    exit_with_parent()
    from pipeline.parse.capability_frames import CapabilityRows

    batches: queue.SimpleQueue[Batch | str | None] = queue.SimpleQueue()
    threading.Thread(target=_read_frames, args=(sys.stdin.buffer, batches), daemon=True).start()
    rows = CapabilityRows()
    while (batch := batches.get()) is not None:
        if isinstance(batch, str):
            sys.exit(f"error: {batch}")
        rows.add(batch)
    frame = rows.frame()
    if frame is not None:
        frame.write_ipc_stream(sys.stdout.buffer)
    sys.stdout.buffer.flush()
    # The parent waits for this process to end: skip tearing the interpreter down.
    os._exit(0)


if __name__ == "__main__":
    main()
