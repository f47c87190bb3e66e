"""The later sets of AllPrintings decoded and normalised in a process of its own.

Decoding and normalising AllPrintings is one Python thread's work. When the plan (plan.py)
leaves a helper for it (the capability parser doesn't take the only one), the sets are split
in two by size:
this process takes the later ones, the refresh the earlier ones, and the refresh's collector
absorbs what this one collected (CardCollector.absorb), so the result is the one a single
process would have had.

    python -m pipeline.helpers.mtgjson_sets DATA_FD OUT_FD PARENT_SHARE FILE_NAME [extras]
    (started by SetWorker; not a user command)

The child is started before the file is decompressed, so its imports cost nothing, and
waits. DATA_FD is the anonymous memory file the refresh decompresses AllPrintings into
(files.Whole); one byte on stdin says it is complete (end of input without it: stop). The
child writes its result to the memory file OUT_FD (each frame an Arrow IPC stream, then a
msgpack trailer, `_Share`, saying where) and exits 0. On any failure, a shape error in its
sets included, it exits non-zero and the refresh decodes those sets itself (with a warning
naming the child's error), so errors read the same either way.
"""

from __future__ import annotations

import mmap
import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import msgspec

from pipeline.helpers.process import HelperFailed, HelperProcess, exit_with_parent

if TYPE_CHECKING:
    from pipeline.sources.normalise import Collected

# Below this size (the file as stored) the sets are decoded in one process: a smaller file
# decodes in less time than a process takes to start.
MIN_FILE_BYTES = 8 << 20
# The share of the sets' bytes the refresh keeps: the child's frames must be written and
# read back when it is done, so it takes a bit less than half (measured on AllPrintings).
PARENT_SHARE = 0.60


def first_later_set(sizes: list[int], parent_share: float) -> int:
    """The index of the first set the child takes: the parent keeps the first sets that make
    up `parent_share` of the bytes."""
    keep, total = 0, parent_share * sum(sizes)
    for index, size in enumerate(sizes):
        if keep >= total:
            return index
        keep += size
    return len(sizes)


class _Share(msgspec.Struct):
    """The out file's trailer: where each frame's Arrow IPC stream lies (start, end), and the
    rest of what the child collected."""

    first_set: int
    frames: dict[str, tuple[int, int]]
    edhrec_ranks: dict[str, int]
    skipped: dict[str, int]
    warnings: list[str]


_TRAILER_SIZE = 8  # the out file ends with the length of its trailer (_Share)


class SetWorker(HelperProcess):
    """A child waiting to decode the later sets: `go` once the data is complete, then `result`."""

    name = "MTGJSON set decoder"

    def __init__(self, data_fd: int, file_name: str, *, include_extras: bool) -> None:
        self.parent_share = PARENT_SHARE
        self._out = os.memfd_create("card-share", os.MFD_CLOEXEC)
        try:
            super().__init__(
                "pipeline.helpers.mtgjson_sets",
                str(data_fd),
                str(self._out),
                repr(self.parent_share),
                file_name,
                *(["extras"] if include_extras else []),
                pass_fds=(data_fd, self._out),
                stdout=subprocess.DEVNULL,
            )
        except BaseException:
            os.close(self._out)
            raise

    def go(self) -> None:
        """The data file is complete: start decoding."""
        try:
            self.stdin.write(b"1")
            self.stdin.flush()  # communicate() closes it
        except (BrokenPipeError, ValueError):
            pass  # it died: result() says so

    def result(self, first_set: int, timeout: float) -> Collected:
        """What the child collected from the sets from `first_set` on, waiting at most
        `timeout` seconds; HelperFailed if it failed, hung or split the sets elsewhere (the
        caller then decodes them itself)."""
        import polars as pl
        import pyarrow as pa

        from pipeline.sources.normalise import Collected

        self.finish(None, timeout)
        size = os.fstat(self._out).st_size
        if not size:
            raise HelperFailed(f"the {self.name} wrote nothing")
        # The frames are read in place, without a copy: the mapping lives as long as they do.
        data = memoryview(mmap.mmap(self._out, size, prot=mmap.PROT_READ))
        trailer = int.from_bytes(data[-_TRAILER_SIZE:], "big")
        try:
            share = msgspec.msgpack.decode(
                data[-_TRAILER_SIZE - trailer : -_TRAILER_SIZE], type=_Share
            )
            if share.first_set != first_set:
                raise HelperFailed(
                    f"the {self.name} took the sets from {share.first_set}, not {first_set}"
                )
            frames = {}
            for name, (start, end) in share.frames.items():
                stream = pa.ipc.open_stream(pa.py_buffer(data[start:end]))
                frames[name] = pl.DataFrame(stream.read_all())
        except (msgspec.DecodeError, pa.ArrowInvalid, ValueError) as exc:
            raise HelperFailed(f"the {self.name} wrote an unreadable result ({exc})") from exc
        return Collected(frames, share.edhrec_ranks, share.skipped, share.warnings)

    def close(self) -> None:
        super().close()
        if self._out >= 0:
            os.close(self._out)
            self._out = -1


def main() -> None:
    exit_with_parent()
    from pipeline.sources import mtgjson
    from pipeline.sources.normalise import CardCollector, gc_paused

    data_fd, out_fd, parent_share = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
    file_name, include_extras = sys.argv[4], sys.argv[5:] == ["extras"]
    if not sys.stdin.buffer.read(1):
        sys.exit("error: the data was never complete")
    data = mmap.mmap(data_fd, 0, prot=mmap.PROT_READ)
    path = Path(file_name)
    collector = CardCollector()
    with gc_paused():
        sets = mtgjson.decode_outline(path, data, collector)
        first_set = first_later_set([len(raw) for _, raw in sets], parent_share)
        mtgjson.normalise_sets(path, sets[first_set:], collector, include_extras)
    collected = collector.collected()
    with open(out_fd, "wb", closefd=False) as out:
        frames = {}
        for name, frame in collected.frames.items():
            start = out.tell()
            frame.write_ipc_stream(out)
            frames[name] = (start, out.tell())
        share = _Share(
            first_set, frames, collected.edhrec_ranks, collected.skipped, collected.warnings
        )
        trailer = msgspec.msgpack.encode(share)
        out.write(trailer + len(trailer).to_bytes(_TRAILER_SIZE, "big"))
    # The parent waits for this process to end: skip tearing the interpreter down.
    os._exit(0)


if __name__ == "__main__":
    main()
