"""The append-only, content-addressed, hash-chained log (DESIGN.md §3), over any ``LogBackend``.

Append protocol (optimistic concurrency, same on every backend):
  1. encode every event to canonical bytes and compute its id (bad input fails here: nothing
     touches the store); drop repeats inside the batch;
  2. read the head; build positions head+1… and chain values from the head's chain;
  3. insert the batch in one transaction that also checks the head is unchanged;
  4. on a conflict (another writer won the position, or some id is already stored): re-read the
     head, drop events that are now stored (idempotency), rebuild, retry, at most ``MAX_ATTEMPTS``.
The fast path skips the id lookup: the UNIQUE event-id index turns a duplicate into a conflict,
and only then do we look ids up.
"""
from __future__ import annotations

import time
from typing import Iterable, Iterator, NamedTuple, Optional, Sequence

import blake3

from domain.codec import EVENT_ID_PREFIX, encode
from domain.events.base import Event, tag_of
from eventstore.backend import Head, LogBackend, Row
from eventstore.errors import AppendConflict, ConflictsExhausted

MAX_ATTEMPTS = 64
PAGE = 10_000


def event_id_bytes(state: bytes) -> bytes:
    """The 32-byte event id of canonical bytes (hex form: ``domain.codec.event_id``)."""
    return blake3.blake3(EVENT_ID_PREFIX + state).digest()


def next_chain(previous: bytes, event_id: bytes) -> bytes:
    """chain[n] = blake3(chain[n-1] || event_id[n]) over raw 32-byte digests."""
    return blake3.blake3(previous + event_id).digest()


class Appended(NamedTuple):
    """What an append did: the position of every event given (in order), and the new head."""

    positions: list[int]
    """Position of each input event; an event already in the log gets its existing position."""
    added: int
    """How many rows were written (0 when everything was already there)."""
    head: Head


class EventLog:
    """Append and read the log; the only writer of rows (through a backend)."""

    def __init__(self, backend: LogBackend):
        self.backend = backend

    def head(self) -> Head:
        return self.backend.head()

    def append(self, events: Sequence[Event]) -> Appended:
        """Appends a batch atomically and idempotently; returns positions and the new head."""
        encoded = [(tag_of(e), encode(e)) for e in events]
        return self.append_encoded(encoded)

    def append_encoded(self, encoded: Sequence[tuple[str, bytes]]) -> Appended:
        """Appends already-canonical ``(tag, bytes)`` pairs (callers must have used ``encode``)."""
        ids = [event_id_bytes(state) for _, state in encoded]
        unique: dict[bytes, tuple[str, bytes]] = {}
        for eid, item in zip(ids, encoded):
            unique.setdefault(eid, item)  # a repeat inside the batch is the same event: keep one
        pending = list(unique.items())
        known: dict[bytes, int] = {}
        for attempt in range(MAX_ATTEMPTS):
            if attempt:  # lost a race or met a stored id: find out what is already there
                known.update(self.backend.positions_of([eid for eid, _ in pending]))
                pending = [(eid, item) for eid, item in pending if eid not in known]
            head = self.backend.head()
            if not pending:
                return Appended([known[eid] for eid in ids], 0, head)
            rows = []
            chain, position, hasher = head.chain, head.position, blake3.blake3
            for eid, (topic, state) in pending:
                position += 1
                chain = hasher(chain + eid).digest()  # = next_chain(chain, eid), inlined for 1M appends
                rows.append(Row(position, topic, state, eid, chain))
            try:
                self.backend.insert(rows, after=head)
            except AppendConflict:
                time.sleep(min(0.001 * attempt, 0.05))
                continue
            known.update((r.event_id, r.position) for r in rows)
            return Appended([known[eid] for eid in ids], len(rows), Head(position, chain))
        raise ConflictsExhausted(f"append gave up after {MAX_ATTEMPTS} conflicting attempts; nothing was appended")

    def read(self, after: int = 0, upto: Optional[int] = None, page: int = PAGE) -> Iterator[Row]:
        """Streams rows with ``after < position <= upto`` page by page (constant memory)."""
        for rows in self.pages(after, upto, page):
            yield from map(Row._make, rows)

    def pages(self, after: int = 0, upto: Optional[int] = None, page: int = PAGE) -> Iterator[list[tuple]]:
        """Like ``read`` but yields whole pages of plain tuples in ``Row`` field order (hot loops)."""
        while True:
            rows = self.backend.read(after, upto, page)
            if rows:
                yield rows
            if len(rows) < page:
                return
            after = rows[-1][0]

    def read_topics(self, topics: Iterable[str], after: int = 0, upto: Optional[int] = None,
                    page: int = PAGE) -> Iterator[Row]:
        """Streams only rows of the given topics (event tags)."""
        topics = tuple(topics)
        while True:
            rows = self.backend.read_topics(topics, after, upto, page)
            yield from rows
            if len(rows) < page:
                return
            after = rows[-1].position
