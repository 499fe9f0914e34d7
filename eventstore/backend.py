"""The backend seam: what the log needs from a store, implemented once per database.

A backend stores rows of the one stream ``"log"`` (position = ``originator_version``, dense from 1)
with two extra columns, ``event_id`` (unique) and ``chain``, plus projection checkpoints and
replay snapshots. It knows nothing about events or hashing: ``eventstore.log`` computes ids and
chain values and hands finished rows down. Contract tests: ``tests/integration/test_log_contract.py``.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import NamedTuple, Optional, Sequence

STREAM = "log"
"""The one originator id every event is stored under."""

GENESIS_CHAIN = bytes(32)
"""chain[0]: the chain value 'before the first event'."""


class Head(NamedTuple):
    """The log's commitment: the last position and its chain value (position 0 = empty log)."""

    position: int
    chain: bytes


class Row(NamedTuple):
    """One stored event as the log sees it."""

    position: int
    topic: str
    """The event tag, e.g. ``note.added/2`` (``StoredEvent.topic``)."""
    state: bytes
    """Canonical bytes (``StoredEvent.state``)."""
    event_id: bytes
    """32-byte blake3 digest of the domain-prefixed canonical bytes."""
    chain: bytes
    """32-byte chain value at this position."""


class Checkpoint(NamedTuple):
    """A projection's stored state: live checkpoints and replay snapshots share this shape."""

    name: str
    version: int
    position: int
    """Log position the state has been folded up to (inclusive)."""
    last_handled: int
    """Position of the last event the projection actually applied (0 = none)."""
    state: bytes
    """Canonical bytes of the state."""


class LogBackend(ABC):
    """Storage of the log, its projection checkpoints and replay snapshots."""

    url: str

    # --- the log -------------------------------------------------------------------------------

    @abstractmethod
    def head(self) -> Head:
        """Returns the last stored position and its chain value (0, zeros when empty)."""

    @abstractmethod
    def positions_of(self, event_ids: Sequence[bytes]) -> dict[bytes, int]:
        """Returns the stored position of each given event id that is already in the log."""

    @abstractmethod
    def insert(self, rows: Sequence[Row], after: Head) -> None:
        """Writes ``Row``s atomically right after ``after``.

        Raises ``AppendConflict`` if ``after`` is no longer the head (row ``after.position`` is
        missing or has another chain value, or a position is taken), or if an event id is
        already stored. Either every row lands or none does.
        """

    @abstractmethod
    def read(self, after: int, upto: Optional[int], limit: int) -> list[Row]:
        """Returns at most ``limit`` rows with ``after < position <= upto``, by position.

        Rows may be plain tuples in ``Row`` field order (the hot path avoids building NamedTuples);
        ``EventLog.read`` hands out proper ``Row`` objects.
        """

    @abstractmethod
    def read_topics(self, topics: Sequence[str], after: int, upto: Optional[int], limit: int) -> list[Row]:
        """Like ``read`` but only rows whose topic is one of ``topics``."""

    @abstractmethod
    def chain_at(self, position: int) -> Optional[bytes]:
        """Returns the stored chain value at a position (``GENESIS_CHAIN`` for 0), None if absent."""

    # --- projection checkpoints (state + tracking, one transaction) ----------------------------

    @abstractmethod
    def load_checkpoint(self, name: str) -> Optional[Checkpoint]:
        """Returns the live checkpoint of a projection, or None."""

    @abstractmethod
    def save_checkpoints(self, checkpoints: Sequence[Checkpoint], reset: Sequence[str] = ()) -> None:
        """Atomically forgets the checkpoints named in ``reset`` and writes ``checkpoints``.

        A checkpoint may only move forward (tracking refuses a position that is not beyond the
        stored one) unless its name is in ``reset``; a refusal raises ``AppendConflict``.
        """

    # --- replay snapshots ----------------------------------------------------------------------

    @abstractmethod
    def save_snapshot(self, position: int, chain: bytes, checkpoints: Sequence[Checkpoint]) -> None:
        """Stores the projection states a successful replay verified at ``position``."""

    @abstractmethod
    def snapshot_positions(self) -> list[int]:
        """Positions that have a stored replay snapshot, ascending."""

    @abstractmethod
    def load_snapshot(self, position: int) -> tuple[bytes, list[Checkpoint]]:
        """Returns the chain value and projection checkpoints of a replay snapshot."""

    @abstractmethod
    def close(self) -> None:
        """Releases connections."""
