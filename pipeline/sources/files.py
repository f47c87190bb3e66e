"""Local card-data files: opening them whatever their compression, and telling their format."""

from __future__ import annotations

import contextlib
import hashlib
import io
import lzma
import mmap
import os
import queue
import stat
import threading
import zlib
from collections.abc import Generator
from pathlib import Path
from typing import cast

from isal import igzip, isal_zlib

from pipeline import limits
from pipeline.errors import ParseError, SourceError, UsageError

# What reading a compressed file raises when it is damaged: truncated (EOFError), a bad header
# or checksum (OSError: gzip.BadGzipFile, lzma.LZMAError's kin), a corrupt deflate stream
# (ISA-L's error, or zlib's).
READ_ERRORS: tuple[type[Exception], ...] = (
    EOFError,
    OSError,
    zlib.error,
    cast(type[Exception], isal_zlib.error),  # a class; isal's stub calls it an instance
)

SCRYFALL_JSONL = "scryfall-jsonl"
SCRYFALL_JSON = "scryfall-json"
MTGJSON = "mtgjson"


def open_data(path: Path) -> io.BufferedIOBase:
    """Open a plain, gzip or xz file for binary reading, by its magic bytes, not its name."""
    try:
        with path.open("rb") as fh:
            magic = fh.read(6)
    except FileNotFoundError as exc:
        raise SourceError(f"no such file: {path}") from exc
    except OSError as exc:
        raise SourceError(f"cannot read {path}: {exc.strerror}") from exc
    if magic[:2] == b"\x1f\x8b":
        # ISA-L's gzip: the same format, decompressed in about 60% of the standard library's time.
        return igzip.open(path, "rb")
    if magic == b"\xfd7zXZ\x00":
        return lzma.open(path, "rb")
    return path.open("rb")


# What read_ahead reads at a time: large, so its thread needs the GIL (which it must wait for
# while the decoder holds it) once per few megabytes, not once per line block.
READ_AHEAD = 1 << 22


def read_ahead(fh: io.BufferedIOBase, size: int = READ_AHEAD) -> Generator[bytes]:
    """The file's bytes in chunks of `size`, read (and decompressed) on a thread of their own
    while the caller works on the previous chunk: ISA-L and zlib release the GIL while they
    decompress, so decompressing costs the caller nothing. A read error is raised here, in
    the caller, where it happened in the stream."""
    chunks: queue.Queue[bytes | BaseException | None] = queue.Queue(maxsize=2)
    stop = threading.Event()

    def produce() -> None:
        try:
            while not stop.is_set() and (chunk := fh.read(size)):
                chunks.put(chunk)
            chunks.put(None)
        except BaseException as exc:
            chunks.put(exc)

    reader = threading.Thread(target=produce, name="read-ahead", daemon=True)
    reader.start()
    try:
        while (item := chunks.get()) is not None:
            if isinstance(item, BaseException):
                raise item
            yield item
    finally:
        stop.set()  # the caller stopped early: let the thread finish its read and end
        while reader.is_alive():
            with contextlib.suppress(queue.Empty):
                chunks.get(timeout=0.05)
        reader.join()


class Whole:
    """A file's whole decompressed content (`fill`, then `data`), for a decoder that needs every
    byte at once.

    On Linux it is decompressed into an anonymous memory file (`fd`) and mapped: faster than
    `read()` on AllPrintings (read() grows one bytes object as it goes and copies it), and a
    child process given `fd` maps the same pages (mtgjson_sets).
    Elsewhere, or if the system refuses a memory file, `fd` is None and `data` is read().
    Use it as a context manager: leaving it closes `fd` (the pages stay mapped while `data`
    is in use)."""

    def __init__(self) -> None:
        self.data: bytes | mmap.mmap = b""
        self.fd: int | None
        try:
            self.fd = os.memfd_create("card-data", os.MFD_CLOEXEC)
        except (AttributeError, OSError):
            self.fd = None

    def __enter__(self) -> Whole:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None

    def fill(self, path: Path) -> None:
        """Decompress the file into `data`. Read errors propagate (READ_ERRORS): callers word them."""
        cap = limits.MAX_WHOLE_FILE.bytes()
        with open_data(path) as fh:
            if self.fd is None:
                self.data = fh.read(cap + 1)
                if len(self.data) > cap:
                    self.data = b""
                    raise _too_big(path)
                return
            size = 0
            with open(self.fd, "wb", closefd=False) as out:
                while chunk := fh.read(READ_AHEAD):
                    size += len(chunk)
                    if size > cap:
                        os.ftruncate(self.fd, 0)  # give the memory back at once
                        raise _too_big(path)
                    out.write(chunk)
            if size:  # an empty file can't be mapped
                self.data = mmap.mmap(self.fd, 0, prot=mmap.PROT_READ)


def _too_big(path: Path) -> ParseError:
    return ParseError(f"{path.name}: decompresses past {limits.MAX_WHOLE_FILE.describe()}")


def regular_file(path: Path) -> Path:
    """`path` if it is a regular file (a symlink to one too): a device (/dev/zero), a FIFO or
    a socket never ends, so hashing or decoding it would never finish."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError as exc:
        raise SourceError(f"no such file: {path}") from exc
    except OSError as exc:
        raise SourceError(f"cannot read {path}: {exc.strerror}") from exc
    if not stat.S_ISREG(mode):
        raise UsageError(f"{path} is not a regular file (a device, FIFO or socket never ends)")
    return path


def sniff_format(path: Path) -> str:
    """Which card-data format a file holds: Scryfall JSON Lines, Scryfall JSON array, or MTGJSON."""
    try:
        with open_data(path) as fh:
            head = fh.read(4096)
    except READ_ERRORS as exc:
        raise ParseError(f"{path}: unreadable ({exc})") from exc
    text = head.lstrip().decode("utf-8", errors="replace")
    if text.startswith("["):
        return SCRYFALL_JSON
    if text.startswith("{"):
        first_line = text.split("\n", 1)[0]
        if '"object"' in first_line and ('"card"' in first_line or '"oracle_id"' in first_line):
            return SCRYFALL_JSONL
        if '"meta"' in text[:200] or '"data"' in text[:200]:
            return MTGJSON
        return SCRYFALL_JSONL
    if text.startswith("<"):
        raise ParseError(f"{path}: is an HTML/XML page, not card data")
    raise ParseError(
        f"{path}: not a known card-data format (expected Scryfall JSON/JSONL or MTGJSON)"
    )


def file_sha256(path: Path) -> str:
    """The SHA-256 of a file, read in 1 MiB chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while chunk := fh.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()
