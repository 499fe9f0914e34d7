"""The in-memory backend (unit tests, ``--store memory``), on eventsourcing's POPO recorders.

Same contract as the SQLite backend (tests/integration/test_log_contract.py runs on both): the
library's ``POPOApplicationRecorder`` keeps the rows and enforces the (stream, position) key;
this module adds the event-id index, the chain values and the head check, all under the
recorder's own lock so a batch lands whole or not at all.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from eventsourcing.persistence import IntegrityError, StoredEvent, Tracking
from eventsourcing.popo import POPOApplicationRecorder, POPOTrackingRecorder

from eventstore.backend import GENESIS_CHAIN, STREAM, Checkpoint, Head, LogBackend, Row
from eventstore.errors import AppendConflict


class MemoryLogRecorder(POPOApplicationRecorder):
    """POPO application recorder with an event-id index and chain values kept beside the rows."""

    def __init__(self) -> None:
        super().__init__()
        self._event_ids: list[bytes] = []
        self._chains: list[bytes] = []
        self._positions: dict[bytes, int] = {}

    def insert_events(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        after: Head = kwargs["after"]
        extras: Sequence[tuple[bytes, bytes]] = kwargs["extras"]
        with self._database_lock:
            if len(self._chains) != after.position or (
                after.position and self._chains[after.position - 1] != after.chain
            ):
                raise AppendConflict(f"head moved: position {after.position} is no longer the head")
            new_ids = [eid for eid, _ in extras]
            if len(set(new_ids)) != len(new_ids) or any(eid in self._positions for eid in new_ids):
                raise AppendConflict("an event id in the batch is already stored")
            try:
                super().insert_events(stored_events)
            except IntegrityError as exc:
                raise AppendConflict(str(exc)) from None
            for s, (eid, chain) in zip(stored_events, extras):
                self._event_ids.append(eid)
                self._chains.append(chain)
                self._positions[eid] = s.originator_version
        return [s.originator_version for s in stored_events]

    def rows(self, after: int, upto: Optional[int], limit: int, topics: Sequence[str] = ()) -> list[Row]:
        with self._database_lock:
            end = len(self._stored_events) if upto is None else min(upto, len(self._stored_events))
            out: list[Row] = []
            for i in range(max(after, 0), end):
                s = self._stored_events[i]
                if topics and s.topic not in topics:
                    continue
                out.append(Row(s.originator_version, s.topic, s.state, self._event_ids[i], self._chains[i]))
                if len(out) == limit:
                    break
            return out


class MemoryCheckpointRecorder(POPOTrackingRecorder):
    """POPO tracking recorder plus projection states and replay snapshots."""

    def __init__(self) -> None:
        super().__init__()
        self.states: dict[str, Checkpoint] = {}
        self.snapshots: dict[int, tuple[bytes, list[Checkpoint]]] = {}

    def save(self, checkpoints: Sequence[Checkpoint], reset: Sequence[str]) -> None:
        with self._database_lock:
            for cp in checkpoints:  # check the whole batch before changing anything
                if cp.name not in reset:
                    self._assert_tracking_uniqueness(Tracking(cp.name, cp.position))
            for name in reset:
                self._max_tracking_ids.pop(name, None)
                self.states.pop(name, None)
            for cp in checkpoints:
                self._insert_tracking(Tracking(cp.name, cp.position))
                self.states[cp.name] = cp


class MemoryBackend(LogBackend):
    """Everything in process memory; gone when the process ends."""

    def __init__(self) -> None:
        self.url = "memory"
        self.log = MemoryLogRecorder()
        self.checkpoints = MemoryCheckpointRecorder()

    def head(self) -> Head:
        with self.log._database_lock:
            n = len(self.log._chains)
            return Head(n, self.log._chains[n - 1] if n else GENESIS_CHAIN)

    def positions_of(self, event_ids: Sequence[bytes]) -> dict[bytes, int]:
        with self.log._database_lock:
            return {eid: self.log._positions[eid] for eid in event_ids if eid in self.log._positions}

    def insert(self, rows: Sequence[Row], after: Head) -> None:
        stored = [StoredEvent(STREAM, r.position, r.topic, r.state) for r in rows]
        self.log.insert_events(stored, after=after, extras=[(r.event_id, r.chain) for r in rows])

    def read(self, after: int, upto: Optional[int], limit: int) -> list[Row]:
        return self.log.rows(after, upto, limit)

    def read_topics(self, topics: Sequence[str], after: int, upto: Optional[int], limit: int) -> list[Row]:
        return self.log.rows(after, upto, limit, topics) if topics else []

    def chain_at(self, position: int) -> Optional[bytes]:
        if position == 0:
            return GENESIS_CHAIN
        with self.log._database_lock:
            return self.log._chains[position - 1] if position <= len(self.log._chains) else None

    def load_checkpoint(self, name: str) -> Optional[Checkpoint]:
        return self.checkpoints.states.get(name)

    def save_checkpoints(self, checkpoints: Sequence[Checkpoint], reset: Sequence[str] = ()) -> None:
        try:
            self.checkpoints.save(checkpoints, reset)
        except IntegrityError as exc:
            raise AppendConflict(f"projection checkpoint refused: {exc}") from None

    def save_snapshot(self, position: int, chain: bytes, checkpoints: Sequence[Checkpoint]) -> None:
        self.checkpoints.snapshots[position] = (chain, list(checkpoints))

    def snapshot_positions(self) -> list[int]:
        return sorted(self.checkpoints.snapshots)

    def load_snapshot(self, position: int) -> tuple[bytes, list[Checkpoint]]:
        chain, cps = self.checkpoints.snapshots[position]
        return chain, list(cps)

    def close(self) -> None:
        pass
