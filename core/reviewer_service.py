"""The reviewer registry as application services: add a key, revoke a key, list, and the
simulation reviewer the oracle operator signs as (ADR 0055, 0057)."""
from __future__ import annotations

import unicodedata
from typing import Optional

from core.errors import UsageError
from core.signing import SIMULATION_REVIEWER, Signer, parse_public_key, simulation_signer
from domain.events.reviewers import ReviewerAdded, ReviewerRevoked, key_id_of
from eventstore.log import EventLog
from projections.reviewers import ReviewersState


def registry(log: EventLog) -> ReviewersState:
    from core.loop_service import states  # the loop's cached in-memory reader

    return states(log, "reviewers")["reviewers"]


def _name(reviewer: str) -> str:
    name = unicodedata.normalize("NFC", reviewer).strip()
    if not name:
        raise UsageError("a reviewer name is required")
    return name


def add_reviewer(log: EventLog, reviewer: str, public_key: str) -> ReviewerAdded:
    """Registers ``public_key`` (hex or a file) for ``reviewer``; refuses a key already registered."""
    name = _name(reviewer)
    raw = parse_public_key(public_key)
    kid = key_id_of(raw)
    known = registry(log).keys.get(kid)
    if known is not None:
        state = f"revoked at position {known.revoked_at}" if known.revoked_at else "active"
        raise UsageError(f"key {kid[:16]} is already registered for reviewer {known.reviewer!r} ({state}); "
                         "a key is registered once — generate a new one (core reviewer keygen)")
    event = ReviewerAdded(reviewer=name, key_id=kid, public_key=raw.hex())
    log.append([event])
    return event


def revoke_reviewer(log: EventLog, reviewer: str, key_id: Optional[str] = None, reason: str = "") -> int:
    """Revokes one key of ``reviewer`` (``key_id`` may be a prefix; optional when one key is active).
    Returns the revocation's log position: verdicts after it signed with that key are refused."""
    name = _name(reviewer)
    reg = registry(log)
    if name not in reg.by_reviewer:
        raise UsageError(f"unknown reviewer {name!r}; known: {', '.join(sorted(reg.by_reviewer)) or 'none'}")
    active = reg.active_keys(name)
    if key_id is None:
        if len(active) != 1:
            raise UsageError(f"reviewer {name!r} has {len(active)} active keys; name one with --key-id"
                             if active else f"reviewer {name!r} has no active key to revoke")
        kid = active[0]
    else:
        matches = [k for k in reg.by_reviewer[name] if k.startswith(key_id.strip().lower())] if key_id.strip() else []
        if len(matches) != 1:
            raise UsageError(f"no single key of reviewer {name!r} matches {key_id!r} ({len(matches)} do)")
        kid = matches[0]
        if reg.keys[kid].revoked_at:
            raise UsageError(f"key {kid[:16]} of reviewer {name!r} is already revoked "
                             f"(position {reg.keys[kid].revoked_at})")
    event = ReviewerRevoked(reviewer=name, key_id=kid, reason=unicodedata.normalize("NFC", reason).strip())
    return log.append([event]).positions[0]


def reviewer_of(log: EventLog, signer: Signer) -> str:
    """The registered reviewer of a signer's key ('' when the key is not registered)."""
    key = registry(log).keys.get(signer.key_id)
    return key.reviewer if key is not None else ""


def simulation_registration() -> ReviewerAdded:
    """The oracle's registration event: always the same bytes, so appending it again adds nothing."""
    sim = simulation_signer()
    return ReviewerAdded(reviewer=SIMULATION_REVIEWER, key_id=sim.key_id, public_key=sim.public_key)


def ensure_simulation_reviewer(log: EventLog) -> int:
    """Registers the simulation reviewer unless its key is already in the registry (active or
    revoked: a revoked simulation key stays revoked). Returns the events appended."""
    event = simulation_registration()
    if event.key_id in registry(log).keys:
        return 0
    return log.append([event]).added
