"""Chain verification in a worker process, beside a fold in the calling one (ADR 0007).

``core replay`` spends about half its time re-hashing rows (ids, canonical form, chain) and half
folding projections. The two only meet at the end, so on a machine with a second core the
verification runs in a child process that reads the rows itself from the same store (SQLite WAL
and PostgreSQL both allow a concurrent reader) while the parent reads, decodes and folds.

The child is ``python -m eventstore.verify_worker``: it imports only the codec, the event kinds
and the backend (no CLI, no projections), reads one request on stdin and writes one result on
stdout, both msgspec msgpack. A plain subprocess rather than ``multiprocessing``: no re-import
of the caller's ``__main__`` and no fork of a process that may hold threads (rich's progress bar,
database pools). The store URL travels on stdin, never in argv (a PostgreSQL password would be
visible in ``ps``).

The result carries, besides the verifier's verdict, one ``page_seal`` per page: the parent seals
the pages it folded the same way, and replay requires the two lists to be equal, so the rows that
were folded are provably the rows that were verified.

The in-memory backend cannot be shared between processes: ``worker_url`` returns None for it
(and for any backend it does not know), and replay keeps the in-process path.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Optional

import msgspec

from eventstore.backend import Head, LogBackend
from eventstore.log import EventLog
from eventstore.verify import ChainVerifier, Divergence, page_seal

_PROJECT_ROOT = str(Path(__file__).resolve().parents[1])


class VerifyRequest(msgspec.Struct):
    url: str
    start_position: int
    start_chain: bytes
    upto: int
    page: int


class VerifyOutcome(msgspec.Struct):
    """What the verifier found over ``start_position+1 … upto``."""

    position: int
    """Last position that verified (the divergence, if any, is at or right after it)."""
    chain: bytes
    """Chain value at ``position`` (what replay reports as the head chain when nothing diverged)."""
    divergence: Optional[tuple[int, str, str, str]]
    seals: list[bytes]
    """``page_seal`` of every page read, in order (the page holding a divergence included)."""
    error: str = ""
    """Non-empty when the worker could not do its job (store unreachable, crash): no verdict."""

    def divergence_found(self) -> Optional[Divergence]:
        return Divergence(*self.divergence) if self.divergence is not None else None


def verify_range(log: EventLog, start: Head, upto: int, page: int) -> VerifyOutcome:
    """``ChainVerifier`` over ``start+1 … upto``, page by page; stops at the first divergence."""
    verifier = ChainVerifier(start)
    seals: list[bytes] = []
    for rows in log.pages(after=start.position, upto=upto, page=page):
        seals.append(page_seal(rows))
        divergence, _ = verifier.check_page(rows)
        if divergence is not None:
            return VerifyOutcome(verifier.position, verifier.chain, tuple(divergence), seals)
    return VerifyOutcome(verifier.position, verifier.chain, None, seals)


def worker_url(backend: LogBackend) -> Optional[str]:
    """A URL another process can open the same store with, or None if it cannot be shared."""
    if backend.url == "memory":
        return None
    target = getattr(backend, "target", None)  # PostgresBackend: its display URL hides the password
    if target is not None and hasattr(target, "password"):
        # PgTarget keeps user, password and database as written in the URL (not percent-decoded), so
        # they go back as they came; values taken from PGUSER/PGPASSWORD are left to the child's env.
        user = "" if target.user == os.environ.get("PGUSER") else target.user
        password = "" if target.password == os.environ.get("PGPASSWORD") else target.password
        auth = user + (":" + password if password else "") + ("@" if user or password else "")
        host = f"[{target.host}]" if ":" in target.host else target.host  # an IPv6 address
        return (f"postgresql://{auth}{host}:{target.port}/{target.dbname}?schema={target.schema}"
                f"&lock_timeout={target.lock_timeout}&connect_timeout={target.connect_timeout}")
    if "://" in backend.url:
        return None
    return os.path.abspath(backend.url)  # a SQLite file: absolute, whatever the child's cwd


class VerifierProcess:
    """The parent's handle on one running verifier child."""

    def __init__(self, url: str, start: Head, upto: int, page: int):
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (_PROJECT_ROOT, env.get("PYTHONPATH", "")) if p)
        # stderr to a file, not a pipe: a chatty child can then never block on it while we wait
        self._stderr = tempfile.TemporaryFile()
        self._proc = subprocess.Popen([sys.executable, "-m", "eventstore.verify_worker"], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=self._stderr, env=env)
        request = msgspec.msgpack.encode(VerifyRequest(url, start.position, start.chain, upto, page))
        assert self._proc.stdin is not None
        self._proc.stdin.write(request)  # a few hundred bytes: fits the pipe, never blocks
        self._proc.stdin.close()
        self._outcome: Optional[VerifyOutcome] = None

    def finished(self) -> bool:
        """True once the child has exited (non-blocking; lets the fold stop early on a divergence)."""
        return self._proc.poll() is not None

    def outcome(self) -> VerifyOutcome:
        """Waits for the child and returns its outcome (``error`` set if it produced none)."""
        if self._outcome is None:
            assert self._proc.stdout is not None
            out = self._proc.stdout.read()
            self._proc.wait()
            try:
                self._outcome = msgspec.msgpack.decode(out, type=VerifyOutcome)
            except (msgspec.DecodeError, msgspec.ValidationError):
                self._stderr.seek(0)
                lines = self._stderr.read().decode(errors="replace").strip().splitlines() or ["no output"]
                self._outcome = VerifyOutcome(0, b"", None, [], error=f"exit {self._proc.returncode}: {lines[-1]}")
        return self._outcome

    def close(self) -> None:
        """Stops the child if it is still running (the parent gave up early or failed); frees the pipes."""
        if self._proc.poll() is None:
            self._proc.kill()
        self._proc.wait()
        if self._proc.stdout is not None:
            self._proc.stdout.close()
        self._stderr.close()


def _main() -> None:
    from eventstore import open_backend

    import domain.events.catalog  # noqa: F401  (every event kind known to the decoder)

    request = msgspec.msgpack.decode(sys.stdin.buffer.read(), type=VerifyRequest)
    try:
        backend = open_backend(request.url)
        try:
            outcome = verify_range(EventLog(backend), Head(request.start_position, request.start_chain),
                                   request.upto, request.page)
        finally:
            backend.close()
    except Exception as exc:  # reported to the parent, which then verifies in-process
        outcome = VerifyOutcome(0, b"", None, [], error=f"{type(exc).__name__}: {exc}")
    sys.stdout.buffer.write(msgspec.msgpack.encode(outcome))
    sys.stdout.buffer.flush()


if __name__ == "__main__":
    _main()
