"""A real HTTP server on 127.0.0.1 for download tests: serves scripted responses and records requests.

Each path maps to a list of responses served in turn (the last one repeats). A response can
be cut short, stall, or close the connection mid-body, to exercise the real client code.
"""

from __future__ import annotations

import email.utils
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


@dataclass
class Reply:
    status: int = 200
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)
    cut_after: int | None = None  # close the connection after this many body bytes
    stall: float = 0.0  # sleep this long before sending the body
    etag: str | None = None  # answer 304 when the request's If-None-Match equals it


@dataclass
class Seen:
    method: str
    path: str
    headers: dict[str, str]
    status: int


class FixtureServer:
    """Start with `with FixtureServer() as server:`; `server.url(path)` gives the address."""

    def __init__(self) -> None:
        self.routes: dict[str, list[Reply]] = {}
        self.requests: list[Seen] = []
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                return None

            def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
                reply = server._next(self.path)
                status = reply.status
                if reply.etag and self.headers.get("If-None-Match") == reply.etag:
                    status = 304
                with server._lock:
                    server.requests.append(Seen("GET", self.path, dict(self.headers), status))
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
                if reply.stall:
                    time.sleep(reply.stall)
                body = reply.body if reply.cut_after is None else reply.body[: reply.cut_after]
                try:
                    self.wfile.write(body)
                    self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    return
                if reply.cut_after is not None:
                    self.close_connection = True

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

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
        return [r for r in self.requests if r.path.split("?", 1)[0] == path]

    def __enter__(self) -> FixtureServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
