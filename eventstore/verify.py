"""Re-hashing the log: event ids, canonical form, topics, positions and the chain, row by row.

``ChainVerifier`` is shared by ``core log verify`` and the first step of ``core replay`` (which
folds the decoded events into projections in the same pass). ``check_page`` is the hot loop of a
1M-event replay, so it binds everything to locals; ``check`` is the readable one-row form.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple, Optional, Sequence

import blake3
import msgspec

from domain.codec import EVENT_ID_PREFIX, canonical_encoder, raw_decoder
from domain.events.base import Event, tag_of
from eventstore.backend import GENESIS_CHAIN, Head, Row
from eventstore.errors import BadHead


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
        self._tags: dict[type, str] = {}

    def check(self, row: Row) -> tuple[Optional[Divergence], Optional[Event]]:
        """Returns (divergence or None, the decoded event as stored, not upcast)."""
        divergence, events = self.check_page([row])
        return divergence, (events[0][1] if events else None)

    def check_page(self, rows: Sequence[Row]) -> tuple[Optional[Divergence], list[tuple[int, Event]]]:
        """Checks consecutive rows; returns the first divergence (if any) and the good (position, event)s."""
        decode, encode, tags, hasher = raw_decoder(), canonical_encoder(), self._tags, blake3.blake3
        position, chain = self.position, self.chain
        good: list[tuple[int, Event]] = []
        for row in rows:
            row_position, topic, state, stored_id, stored_chain = row
            if row_position != position + 1:
                return self._stop(position, chain, Divergence(
                    position + 1, "row missing (positions jump)", f"position {position + 1}",
                    f"position {row_position}")), good
            eid = hasher(EVENT_ID_PREFIX + state).digest()
            if eid != stored_id:
                return self._stop(position, chain, Divergence(
                    row_position, "event bytes changed (event_id does not match)", bytes(stored_id).hex(),
                    eid.hex())), good
            try:
                event = decode(state)
            except (msgspec.ValidationError, msgspec.DecodeError) as exc:
                return self._stop(position, chain, Divergence(
                    row_position, f"event bytes do not decode ({exc})", "a known event kind", eid.hex())), good
            if encode(event) != state:
                return self._stop(position, chain, Divergence(
                    row_position, "event bytes are not canonical",
                    hasher(EVENT_ID_PREFIX + encode(event)).digest().hex(), eid.hex())), good
            kind = type(event)
            tag = tags.get(kind)
            if tag is None:
                tag = tags[kind] = tag_of(kind)
            if tag != topic:
                return self._stop(position, chain, Divergence(
                    row_position, "topic does not match the event's tag", tag, topic)), good
            chain = hasher(chain + eid).digest()
            if chain != stored_chain:
                return self._stop(position, chain, Divergence(
                    row_position, "chain value does not match", chain.hex(), bytes(stored_chain).hex())), good
            position = row_position
            good.append((position, event))
        self.position, self.chain = position, chain
        return None, good

    def _stop(self, position: int, chain: bytes, divergence: Divergence) -> Divergence:
        self.position, self.chain = position, chain
        return divergence


def page_seal(rows: Sequence[Row]) -> bytes:
    """A digest of a page's positions and stored bytes. Parallel replay seals each page in the
    process that verifies it and in the one that folds it: equal seals mean the rows folded are
    the rows verified (docs/decisions/0007-parallel-replay.md). Joining by newline is unambiguous
    for verified rows (canonical bytes never hold a raw newline) and the row count is sealed too."""
    hasher = blake3.blake3(b"core/page-seal/v1\0")
    hasher.update(f"{rows[0][0]}-{rows[-1][0]}:{len(rows)}\0".encode() if rows else b"empty\0")
    hasher.update(b"\n".join([row[2] for row in rows]))
    return hasher.digest()


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
