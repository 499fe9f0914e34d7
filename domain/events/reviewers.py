"""The reviewer registry in the log: who may sign verdicts, with which Ed25519 public key.

A reviewer may hold several keys over time (rotation: add the new key, then revoke the old one).
A key is named by its ``key_id`` (a content id of the raw 32-byte public key), so the same key can
never be registered twice, and a revoked key cannot come back (re-adding it would be the same
event, which the log appends only once). The private key never enters the log (ADR 0055).
"""
from __future__ import annotations

from domain.codec import digest
from domain.events.base import Event

KEY_ID_DOMAIN = b"core/reviewer-key/v1\0"


def key_id_of(public_key: bytes) -> str:
    """The id of a raw 32-byte Ed25519 public key: blake3 of it under its own domain, hex."""
    if len(public_key) != 32:
        raise ValueError(f"an Ed25519 public key is 32 bytes, not {len(public_key)}")
    return digest(public_key, KEY_ID_DOMAIN)


class ReviewerAdded(Event, frozen=True, kw_only=True, tag="reviewer.added/1"):
    """A reviewer's public key is registered: verdicts signed with it are accepted from here on."""

    reviewer: str
    key_id: str
    """``key_id_of(bytes.fromhex(public_key))``."""
    public_key: str
    """The raw Ed25519 public key, 64 lowercase hex digits."""


class ReviewerRevoked(Event, frozen=True, kw_only=True, tag="reviewer.revoked/1"):
    """A key is revoked: verdicts signed with it are refused from here on (earlier ones stay valid)."""

    reviewer: str
    key_id: str
    reason: str
