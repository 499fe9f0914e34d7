"""Serving the review app on the loopback interface only (uvicorn on a socket we bind ourselves).

Binding the socket here (rather than letting uvicorn do it) lets ``--port 0`` pick a free port and
still print the real URL, and lets tests run the same server in a thread.
"""
from __future__ import annotations

import socket
from typing import Callable, NamedTuple

import uvicorn

from core import log_service
from core.errors import StoreError, UsageError
from core.review.app import create_app
from core.signing import Signer

ALLOWED_HOSTS = {"127.0.0.1": socket.AF_INET, "localhost": socket.AF_INET, "::1": socket.AF_INET6}


class Bound(NamedTuple):
    server: uvicorn.Server
    sock: socket.socket
    url: str


def check_host(host: str) -> socket.AddressFamily:
    """The address family for a loopback host; any other host is refused (exit 2)."""
    if host not in ALLOWED_HOSTS:
        raise UsageError(f"refusing to serve on {host!r}: core review binds the loopback interface only "
                         f"(one of {', '.join(ALLOWED_HOSTS)})")
    return ALLOWED_HOSTS[host]


def bind(store: str, host: str = "127.0.0.1", port: int = 0, token: str | None = None,
         signer: Signer | None = None) -> Bound:
    """A configured server and its bound socket (not yet serving)."""
    family = check_host(host)
    with log_service.opened(store) as log:  # fail now, with one line, if the store is unusable
        log.head()
    address = "127.0.0.1" if host == "localhost" else host
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((address, port))
    except OSError as exc:
        sock.close()
        raise StoreError(f"cannot listen on {address}:{port}: {exc.strerror or exc}") from None
    real_port = sock.getsockname()[1]
    config = uvicorn.Config(create_app(store, token, signer), log_level="warning", lifespan="off")
    shown = f"[{address}]" if family == socket.AF_INET6 else address
    return Bound(uvicorn.Server(config), sock, f"http://{shown}:{real_port}/")


def serve(store: str, host: str, port: int, announce: Callable[[str], None] = print,
          signer: Signer | None = None) -> None:
    """Serves until Ctrl-C; verdicts are signed with ``signer`` (refused as unsigned without one)."""
    bound = bind(store, host, port, signer=signer)
    announce(bound.url)
    try:
        bound.server.run(sockets=[bound.sock])
    finally:
        bound.sock.close()
