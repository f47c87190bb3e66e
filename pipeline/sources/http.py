"""HTTP for the sources: one retrying requests.Session per source, and verified streaming downloads.

Downloads stream into a temporary file beside the destination, are checked (length, gzip
integrity, optional SHA-256) and only then renamed into place, so data/raw/ never holds a
half-written file. Conditional GET (ETag / Last-Modified) skips unchanged bodies.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec
import requests
import urllib3
from isal import igzip
from requests.adapters import HTTPAdapter
from urllib3.exceptions import InvalidHeader
from urllib3.util.retry import Retry

from pipeline import __version__, limits
from pipeline.errors import ParseError, SourceError, first_line
from pipeline.sources.files import READ_ERRORS

USER_AGENT = f"mtg-protection/{__version__} (card-data analysis; +https://github.com/)"
# Module constants, read when used (not at import), so tests and mirrors can override them.
# (connect, read) seconds: a stalled server fails the attempt instead of hanging a cron job.
TIMEOUT = (10.0, 60.0)
# Upper bound on a server's Retry-After, so a scheduled refresh can't be parked for hours.
MAX_RETRY_AFTER = 120.0
# urllib3 backoff factor between retried requests (0 s, then 1 s, 2 s, 4 s with 0.5).
BACKOFF = 0.5
BODY_ATTEMPTS = 3
_CHUNK = 1 << 20

ProgressCallback = Callable[[int, int | None], None]


class _BoundedRetry(Retry):
    """urllib3 Retry that honours Retry-After but never waits longer than MAX_RETRY_AFTER."""

    def parse_retry_after(self, retry_after: str) -> float:
        try:
            seconds = super().parse_retry_after(retry_after)
        except InvalidHeader:
            # An unparsable value must not abort the download: fall back to the backoff.
            return 0.0
        return min(seconds, MAX_RETRY_AFTER)


def make_session(
    accept: str, *, retries: int = 4, backoff: float | None = None
) -> requests.Session:
    """A Session with bounded retries on 429/5xx and connection errors, and honest headers."""
    retry = _BoundedRetry(
        total=retries,
        connect=retries,
        read=retries,
        status=retries,
        backoff_factor=BACKOFF if backoff is None else backoff,
        status_forcelist=(429, 500, 502, 503, 504),
        allowed_methods=frozenset({"GET", "HEAD"}),
        respect_retry_after_header=True,
        raise_on_status=False,
    )
    session = requests.Session()
    adapter = HTTPAdapter(max_retries=retry)
    session.mount("http://", adapter)
    session.mount("https://", adapter)
    session.headers.update({"User-Agent": USER_AGENT, "Accept": accept})
    return session


class Budget:
    """The time a download may take: a total deadline (limits.DOWNLOAD_DEADLINE) and a least
    average rate over each window (limits.MIN_RATE over limits.MIN_RATE_WINDOW), checked after
    every read, so a server trickling a byte a second fails instead of holding a refresh."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.start = self.window_start = time.monotonic()
        self.deadline = limits.DOWNLOAD_DEADLINE.value()
        self.min_rate = limits.MIN_RATE.value()
        self.window = limits.MIN_RATE_WINDOW.value()
        self.window_bytes = 0

    def check(self, received: int) -> None:
        """`received`: bytes read since the last check."""
        now = time.monotonic()
        if now - self.start > self.deadline:
            raise SourceError(
                f"{self.url}: gave up after {now - self.start:.0f} s, over "
                f"{limits.DOWNLOAD_DEADLINE.describe()}"
            )
        self.window_bytes += received
        elapsed = now - self.window_start
        if elapsed >= self.window:
            if self.window_bytes / elapsed < self.min_rate:
                raise SourceError(
                    f"{self.url}: {self.window_bytes:,} bytes in {elapsed:.0f} s, below "
                    f"{limits.MIN_RATE.describe()} over {limits.MIN_RATE_WINDOW.describe()}"
                )
            self.window_start, self.window_bytes = now, 0


def read_body(
    response: requests.Response, url: str, limit: limits.Limit, *, decode: bool = True
) -> Iterator[bytes]:
    """The body's chunks as they arrive (read1: whatever the socket has, so the budget is
    checked between reads), failing past `limit` bytes or the time budget."""
    budget = Budget(url)
    cap = limit.bytes()
    total = 0
    while True:
        chunk = response.raw.read1(_CHUNK, decode_content=decode)
        budget.check(len(chunk))
        if not chunk:
            return
        total += len(chunk)
        if total > cap:
            raise SourceError(f"{url}: larger than {limit.describe()}")
        yield chunk


def get_small(session: requests.Session, url: str) -> requests.Response:
    """GET a small document (an index, Meta.json, a .sha256): its body is read here, bounded
    by limits.MAX_DOCUMENT and the time budget, and kept in `response._content`."""
    try:
        response = session.get(url, timeout=TIMEOUT, stream=True)
    except requests.RequestException as exc:
        raise SourceError(f"cannot reach {url}: {_reason(exc)}") from exc
    with response:
        try:
            body = b"".join(read_body(response, url, limits.MAX_DOCUMENT))
        except (requests.RequestException, urllib3.exceptions.HTTPError) as exc:
            raise SourceError(f"cannot read {url}: {_reason(exc)}") from exc
    response._content = body
    return response


def get_json(session: requests.Session, url: str) -> Any:
    """GET a small JSON document; errors name the URL."""
    response = get_small(session, url)
    _raise_for_status(response, url)
    try:
        return msgspec.json.decode(response.content)
    except (msgspec.DecodeError, RecursionError) as exc:  # RecursionError: nested too deep
        kind = response.headers.get("Content-Type", "unknown type")
        raise ParseError(f"{url} did not return JSON ({kind}): {first_line(exc)}") from exc


@dataclass(frozen=True)
class Download:
    """The outcome of a conditional download."""

    path: Path
    changed: bool
    etag: str | None
    last_modified: str | None


def download(
    session: requests.Session,
    url: str,
    dest: Path,
    *,
    etag: str | None = None,
    last_modified: str | None = None,
    expected_sha256: str | None = None,
    progress: ProgressCallback | None = None,
) -> Download:
    """Download `url` to `dest` atomically, unless the server says it is unchanged (304)."""
    headers = {}
    if dest.exists():
        if etag:
            headers["If-None-Match"] = etag
        if last_modified:
            headers["If-Modified-Since"] = last_modified
    last_error: Exception | None = None
    for _attempt in range(BODY_ATTEMPTS):
        try:
            return _download_once(session, url, dest, headers, expected_sha256, progress)
        except _ShortBody as exc:
            # The adapter already retried the request itself (connection errors, timeouts
            # before the headers, 429/5xx); only a body cut off mid-stream is retried here,
            # so the retries don't multiply.
            last_error = exc
    raise SourceError(
        f"download of {url} failed after {BODY_ATTEMPTS} attempts: {_reason(last_error)}"
    )


class _ShortBody(Exception):
    pass


def _open(session: requests.Session, url: str, headers: dict[str, str]) -> requests.Response:
    try:
        return session.get(url, headers=headers, stream=True, timeout=TIMEOUT)
    except requests.RequestException as exc:
        raise SourceError(f"cannot download {url}: {_reason(exc)}") from exc


def _download_once(
    session: requests.Session,
    url: str,
    dest: Path,
    headers: dict[str, str],
    expected_sha256: str | None,
    progress: ProgressCallback | None,
) -> Download:
    with _open(session, url, headers) as response:
        if response.status_code == 304:
            return Download(
                dest, False, response.headers.get("ETag"), response.headers.get("Last-Modified")
            )
        _raise_for_status(response, url)
        total = _content_length(response)
        dest.parent.mkdir(parents=True, exist_ok=True)
        # named before it exists, so a signal that lands while it is being made still finds
        # the file to remove (mkstemp names it only once made)
        tmp = dest.parent / f".{dest.name}.{uuid.uuid4().hex[:12]}.part"
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            digest = hashlib.sha256()
            written = 0
            with os.fdopen(fd, "wb") as out:
                chunks = read_body(response, url, limits.MAX_DOWNLOAD, decode=False)
                while True:
                    # Only reading is a network failure: an OSError from out.write (disk
                    # full) must surface as itself, not be retried as a broken connection.
                    try:
                        chunk = next(chunks, b"")
                    except SourceError:  # over a size or time limit: retrying can't help
                        raise
                    except Exception as exc:  # urllib3 ProtocolError / ReadTimeoutError
                        raise _ShortBody(
                            f"connection broke after {written} bytes: {_reason(exc)}"
                        ) from exc
                    if not chunk:
                        break
                    try:
                        out.write(chunk)
                    except OSError as exc:
                        exc.filename = exc.filename or str(dest)  # name it in the message
                        raise
                    digest.update(chunk)
                    written += len(chunk)
                    if progress:
                        progress(written, total)
            if total is not None and written != total:
                raise _ShortBody(f"got {written} of {total} bytes")
            if expected_sha256 and digest.hexdigest() != expected_sha256.lower():
                raise ParseError(f"{url}: SHA-256 mismatch (got {digest.hexdigest()[:12]}…)")
            verify_compression(tmp, url)
            os.replace(tmp, dest)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                tmp.unlink()
            raise
        return Download(
            dest, True, response.headers.get("ETag"), response.headers.get("Last-Modified")
        )


def verify_compression(path: Path, label: str) -> None:
    """Read a gzip file to its end, so a truncated or corrupt archive is caught before use."""
    with path.open("rb") as fh:
        magic = fh.read(2)
    if magic != b"\x1f\x8b":
        return
    cap = limits.MAX_INFLATED.bytes()
    inflated = 0
    try:
        with igzip.open(path, "rb") as fh:
            while chunk := fh.read(_CHUNK * 8):
                inflated += len(chunk)
                if inflated > cap:
                    raise ParseError(f"{label}: inflates past {limits.MAX_INFLATED.describe()}")
    except READ_ERRORS as exc:
        raise ParseError(f"{label}: corrupt or truncated gzip data ({exc})") from exc


def _content_length(response: requests.Response) -> int | None:
    if response.headers.get("Content-Encoding", "identity") not in ("identity", ""):
        return None
    value = response.headers.get("Content-Length")
    return int(value) if value and value.isdigit() else None


def _raise_for_status(response: requests.Response, url: str) -> None:
    if response.status_code >= 400:
        raise SourceError(f"{url} answered HTTP {response.status_code} {response.reason}")


def _reason(exc: BaseException | None) -> str:
    """One line saying what went wrong, without requests' and urllib3's wrapping."""
    if exc is None:
        return "unknown error"
    # requests wraps urllib3's MaxRetryError, whose .reason is the real failure (a refused
    # connection, a read timeout); its own text is mostly the connection pool's repr.
    inner = exc.args[0] if exc.args and isinstance(exc.args[0], BaseException) else None
    cause = getattr(inner, "reason", None) or getattr(exc, "reason", None)
    if isinstance(cause, BaseException):
        exc = cause
    # urllib3's ProtocolError carries (message, cause): the message alone reads better.
    text = (exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)).strip()
    return text.splitlines()[0][:200] if text else type(exc).__name__
