"""RFC 9162-style tree heads and proofs over the log (``core log prove …``), for outside auditors.

An auditor keeps a tree head ``{size, root}`` (``core log prove root``). Later, without the whole
log, they can check that one event is in it (inclusion proof: ~log2(size) hashes) or that today's
log extends the tree they kept (consistency proof). ``check`` verifies a proof file offline,
against roots the auditor supplies (or, without them, only the proof's internal consistency).
The hashing and algorithms are in ``eventstore.merkle``; docs/decisions/0054-merkle-proofs.md.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

from core.errors import CheckFailed, UsageError
from eventstore import EventLog, merkle


def _leaf_hashes(log: EventLog, size: Optional[int]) -> tuple[int, list[bytes], list[bytes]]:
    head = log.head().position
    size = head if size is None else size
    if not 0 <= size <= head:
        raise UsageError(f"--size {size} is outside the log (head {head})")
    ids = [bytes(r.event_id) for r in log.read(upto=size)]
    return size, ids, [merkle.leaf_hash(i) for i in ids]


def tree_head(log: EventLog, size: Optional[int] = None) -> dict:
    size, _, hashes = _leaf_hashes(log, size)
    return {"kind": "tree-head", "size": size, "root": merkle.root_of_hashes(hashes).hex()}


def prove_inclusion(log: EventLog, position: int, size: Optional[int] = None) -> dict:
    size, ids, hashes = _leaf_hashes(log, size)
    if not 1 <= position <= size:
        raise UsageError(f"position {position} is not in a tree of size {size} (positions start at 1)")
    path = merkle.inclusion_path(position - 1, hashes)
    return {"kind": "inclusion", "position": position, "size": size, "leaf": ids[position - 1].hex(),
            "root": merkle.root_of_hashes(hashes).hex(), "path": [p.hex() for p in path]}


def prove_consistency(log: EventLog, old_size: int, size: Optional[int] = None) -> dict:
    size, _, hashes = _leaf_hashes(log, size)
    if not 0 < old_size < size:
        raise UsageError(f"--old {old_size} must be between 1 and {size - 1} (the newer size)")
    return {"kind": "consistency", "old_size": old_size, "size": size,
            "old_root": merkle.root_of_hashes(hashes[:old_size]).hex(),
            "root": merkle.root_of_hashes(hashes).hex(),
            "path": [p.hex() for p in merkle.consistency_path(old_size, hashes)]}


def _hex32(obj: dict, key: str, path: str) -> bytes:
    value = obj.get(key)
    try:
        raw = bytes.fromhex(value) if isinstance(value, str) else b""
    except ValueError:
        raw = b""
    if len(raw) != 32:
        raise UsageError(f"proof {path!r}: {key} must be 64 hex digits")
    return raw


def _count(obj: dict, key: str, path: str) -> int:
    value = obj.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise UsageError(f"proof {path!r}: {key} must be a non-negative integer")
    return value


def check_proof(path: str, root: Optional[str] = None, old_root: Optional[str] = None) -> str:
    """Verifies a proof file; returns a one-line description, raises CheckFailed if it does not hold."""
    try:
        obj = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise UsageError(f"cannot read proof file {path!r}: {exc.strerror}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise UsageError(f"proof file {path!r} is not JSON: {exc}") from None
    if not isinstance(obj, dict) or obj.get("kind") not in ("inclusion", "consistency"):
        raise UsageError(f"proof file {path!r} must be an object with kind inclusion or consistency")
    steps = obj.get("path")
    if not isinstance(steps, list):
        raise UsageError(f"proof {path!r}: path must be a list of 64-hex-digit hashes")
    hashes = [_hex32({"h": h}, "h", path) for h in steps]
    trusted = _hex32({"--root": root}, "--root", path) if root else _hex32(obj, "root", path)
    if obj["kind"] == "inclusion":
        position, size, leaf = _count(obj, "position", path), _count(obj, "size", path), _hex32(obj, "leaf", path)
        if not merkle.verify_inclusion(leaf, position - 1, size, hashes, trusted):
            raise CheckFailed(f"inclusion proof does not hold: event {leaf.hex()[:16]}… at position {position} "
                              f"is not proven in the tree of size {size} with root {trusted.hex()}")
        return f"ok: event {leaf.hex()} is at position {position} of the tree of size {size}, root {trusted.hex()}"
    old_size, size = _count(obj, "old_size", path), _count(obj, "size", path)
    old_trusted = _hex32({"--old-root": old_root}, "--old-root", path) if old_root else _hex32(obj, "old_root", path)
    if not merkle.verify_consistency(old_size, size, old_trusted, trusted, hashes):
        raise CheckFailed(f"consistency proof does not hold: the tree of size {size} (root {trusted.hex()}) is not "
                          f"proven to extend the tree of size {old_size} (root {old_trusted.hex()})")
    return f"ok: the tree of size {size} (root {trusted.hex()}) extends the one of size {old_size} ({old_trusted.hex()})"
