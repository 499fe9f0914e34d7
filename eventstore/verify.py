"""Re-hashing the log: event ids, canonical form, topics, positions and the chain, row by row.

``ChainVerifier.check`` is shared by ``core log verify`` and the first step of ``core replay``
(which folds the decoded events into projections in the same pass).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple, Optional

from domain.codec import DecodeError, decode_raw, reencode
from domain.events.base import Event, tag_of
from eventstore.backend import GENESIS_CHAIN, Head, Row
from eventstore.errors import BadHead
from eventstore.log import event_id_bytes, next_chain


class Divergence(NamedTuple):
    """The first place where what is stored differs from what it should be."""

    position: int
    what: str
    expected: str
    actual: str

    def describe(self) -> str:
        return f"position {self.position}: {self.what} (expected {self.expected}, actual {self.actual})"


class ChainVerifier:
    """Checks rows in position order, starting after a trusted ``(position, chain)``."""

    def __init__(self, start: Head = Head(0, GENESIS_CHAIN)):
        self.position = start.position
        self.chain = start.chain

    def check(self, row: Row) -> tuple[Optional[Divergence], Optional[Event]]:
        """Returns (divergence or None, the decoded event as stored, not upcast)."""
        expected_position = self.position + 1
        if row.position != expected_position:
            return Divergence(expected_position, "row missing (positions jump)",
                              f"position {expected_position}", f"position {row.position}"), None
        eid = event_id_bytes(row.state)
        if eid != row.event_id:
            return Divergence(row.position, "event bytes changed (event_id does not match)",
                              bytes(row.event_id).hex(), eid.hex()), None
        try:
            event = decode_raw(row.state)
        except DecodeError as exc:
            return Divergence(row.position, f"event bytes do not decode ({exc})", "a known event kind",
                              eid.hex()), None
        canonical = reencode(event)
        if canonical != row.state:
            return Divergence(row.position, "event bytes are not canonical",
                              event_id_bytes(canonical).hex(), eid.hex()), None
        if tag_of(event) != row.topic:
            return Divergence(row.position, "topic does not match the event's tag", tag_of(event), row.topic), None
        chain = next_chain(self.chain, eid)
        if chain != row.chain:
            return Divergence(row.position, "chain value does not match", chain.hex(), bytes(row.chain).hex()), None
        self.position, self.chain = row.position, chain
        return None, event


def head_to_json(head: Head) -> dict:
    return {"position": head.position, "chain": head.chain.hex()}


def load_head_file(path: str) -> Head:
    """Reads a head file (``{"position": int, "chain": hex}``, e.g. from ``core log head --json``)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise BadHead(f"cannot read head file {path!r}: {exc.strerror}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise BadHead(f"head file {path!r} is not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise BadHead(f"head file {path!r} must hold a JSON object with position and chain")
    position, chain = data.get("position"), data.get("chain")
    if not isinstance(position, int) or isinstance(position, bool) or position < 0:
        raise BadHead(f"head file {path!r}: position must be a non-negative integer, got {position!r}")
    try:
        raw = bytes.fromhex(chain) if isinstance(chain, str) else b""
    except ValueError:
        raw = b""
    if len(raw) != 32:
        raise BadHead(f"head file {path!r}: chain must be 64 hex digits, got {chain!r}")
    if position == 0 and raw != GENESIS_CHAIN:
        raise BadHead(f"head file {path!r}: position 0 must have the all-zero chain")
    return Head(position, raw)
