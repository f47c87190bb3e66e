"""A real HTTP server on 127.0.0.1 for download tests: serves scripted responses and records requests.

Each path maps to a list of responses served in turn (the last one repeats). A response can
be cut short, reset, stall (before its headers or partway through its body), or trickle
out slowly, to exercise the real client code.

`cli_command` runs the real CLI in a child process behind the same loopback-only guard
as tests/conftest.py, for tests that must kill it or run two at once.
"""

from __future__ import annotations

import email.utils
import json
import os
import socket
import struct
import sys
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from pipeline.resources import resource_dir


@dataclass
class Reply:
    status: int = 200
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)
    cut_after: int | None = None  # close the connection after this many body bytes
    reset_after: int | None = None  # reset it (TCP RST) after this many body bytes
    delay_headers: float = 0.0  # sleep this long before sending anything
    stall: float = 0.0  # sleep this long partway through the body (at stall_at bytes)
    stall_at: int = 0
    trickle: tuple[int, float] | None = None  # send (bytes, then sleep seconds) in turn
    etag: str | None = None  # answer 304 when the request's If-None-Match equals it


@dataclass
class Seen:
    method: str
    path: str
    headers: dict[str, str]
    status: int
    at: float = field(default_factory=time.monotonic)  # when it arrived


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.to_reset: set[socket.socket] = set()

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that hangs up early (a test's fault) is expected; don't print tracebacks
        # into the stderr a test is reading.
        return None

    def shutdown_request(self, request: Any) -> None:
        if request in self.to_reset:
            # SO_LINGER 0 makes close() send RST instead of FIN: "connection reset by peer".
            self.to_reset.discard(request)
            request.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.close_request(request)
            return
        super().shutdown_request(request)


class FixtureServer:
    """Start with `with FixtureServer() as server:`; `server.url(path)` gives the address."""

    def __init__(self) -> None:
        self.routes: dict[str, list[Reply]] = {}
        self.requests: list[Seen] = []
        self._lock = threading.Lock()
        self._stopping = threading.Event()  # ends every stall when the server stops
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                return None

            def do_GET(self) -> None:
                reply = server._next(self.path)
                status = reply.status
                if reply.etag and self.headers.get("If-None-Match") == reply.etag:
                    status = 304
                with server._lock:
                    server.requests.append(Seen("GET", self.path, dict(self.headers), status))
                if reply.delay_headers and server._stopping.wait(reply.delay_headers):
                    return
                self.send_response(status)
                headers = {"Content-Length": str(len(reply.body) if status != 304 else 0)}
                if reply.etag:
                    headers["ETag"] = reply.etag
                headers["Date"] = email.utils.formatdate(usegmt=True)
                headers.update(reply.headers)
                for key, value in headers.items():
                    self.send_header(key, value)
                self.end_headers()
                if status == 304:
                    return
                end = min(
                    (n for n in (reply.cut_after, reply.reset_after) if n is not None),
                    default=len(reply.body),
                )
                try:
                    self._send(reply, reply.body[:end])
                except (BrokenPipeError, ConnectionResetError):
                    return
                if reply.reset_after is not None:
                    self.close_connection = True
                    assert isinstance(self.request, socket.socket)
                    server._httpd.to_reset.add(self.request)
                elif reply.cut_after is not None:
                    self.close_connection = True

            def _send(self, reply: Reply, body: bytes) -> None:
                if reply.stall:
                    self.wfile.write(body[: reply.stall_at])
                    self.wfile.flush()
                    if server._stopping.wait(reply.stall):
                        return
                    body = body[reply.stall_at :]
                if reply.trickle:
                    size, pause = reply.trickle
                    for start in range(0, len(body), size):
                        self.wfile.write(body[start : start + size])
                        self.wfile.flush()
                        if server._stopping.wait(pause):
                            return
                    return
                self.wfile.write(body)
                self.wfile.flush()

        self._httpd = _Server(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    def _next(self, path: str) -> Reply:
        with self._lock:
            replies = self.routes.get(path.split("?", 1)[0])
            if not replies:
                return Reply(404, b"not found")
            return replies.pop(0) if len(replies) > 1 else replies[0]

    def route(self, path: str, *replies: Reply) -> None:
        self.routes[path] = list(replies)

    def serve_file(self, path: str, file: Path, **kwargs: object) -> None:
        self.route(path, Reply(body=file.read_bytes(), **kwargs))  # type: ignore[arg-type]

    def url(self, path: str = "/") -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host!s}:{port}{path}"

    def gets(self, path: str) -> list[Seen]:
        with self._lock:
            return [r for r in self.requests if r.path.split("?", 1)[0] == path]

    def __enter__(self) -> FixtureServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stopping.set()
        self._httpd.shutdown()
        self._httpd.server_close()


# The child's guard: the same rule as tests/conftest.py's loopback_only fixture.
_GUARDED_CLI = """
import ipaddress, socket, sys
_connect = socket.socket.connect
def _loopback(address):
    if not isinstance(address, tuple):
        return True
    try:
        return ipaddress.ip_address(address[0]).is_loopback
    except ValueError:
        return address[0] == "localhost"
def _guarded(self, address):
    if not _loopback(address):
        raise AssertionError(f"test tried to reach a non-loopback address: {address!r}")
    return _connect(self, address)
socket.socket.connect = _guarded
socket.socket.connect_ex = _guarded
from pipeline.cli import main
sys.argv[0] = "mtg-protection"
main()
"""


def cli_command(*args: str) -> list[str]:
    """argv that runs `mtg-protection ARGS` in a child process, loopback-only like the tests."""
    return [sys.executable, "-c", _GUARDED_CLI, *args]


def child_env() -> dict[str, str]:
    """The environment for such a child: no proxies, no inherited data-dir or quiet flags."""
    drop = {
        "HTTP_PROXY",
        "HTTPS_PROXY",
        "ALL_PROXY",
        "MTG_PROTECTION_DATA_DIR",
        "MTG_PROTECTION_QUIET",
    }
    return {k: v for k, v in os.environ.items() if k.upper() not in drop}


# --- the sample served as Scryfall's bulk data ----------------------------------------------

SAMPLE_LINES = (resource_dir("sample") / "default-cards.jsonl").read_bytes()
BULK = "/file/default-cards.jsonl.gz"


def bulk_index(server: FixtureServer, updated_at: str = "2026-11-01T09:00:00+00:00") -> bytes:
    """Scryfall's bulk-data index listing one default_cards file, served at BULK."""
    entry = {
        "object": "bulk_data",
        "type": "default_cards",
        "updated_at": updated_at,
        "download_uri": server.url(BULK),
        "jsonl_download_uri": server.url(BULK),
    }
    return json.dumps({"object": "list", "data": [entry]}).encode()
