"""The guard itself: a test that reaches beyond loopback must fail, loopback must work."""

from __future__ import annotations

import socket

import pytest


def test_non_loopback_connection_is_refused() -> None:
    with pytest.raises(AssertionError, match="non-loopback"), socket.socket() as sock:
        sock.connect(("192.0.2.1", 80))  # TEST-NET-1: never routed


def test_loopback_connection_is_allowed() -> None:
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        with socket.socket() as client:
            client.connect(server.getsockname())
