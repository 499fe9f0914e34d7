"""``reviewers``: the reviewer registry — every key ever registered, where it was added and revoked.

Positions are kept (not just "revoked or not") so a verdict can be judged against the registry
AS OF its own position: a key revoked later does not invalidate verdicts signed before
(``core.signing.check_verdict``, ``core replay``'s signature check).
"""
from __future__ import annotations

import msgspec

from domain.events.reviewers import ReviewerAdded, ReviewerRevoked
from projections.framework import Projection, register


class ReviewerKey(msgspec.Struct, kw_only=True):
    reviewer: str
    public_key: str
    """Raw Ed25519 public key, hex."""
    added_at: int
    """Log position of the ``reviewer.added`` event."""
    revoked_at: int = 0
    """Log position of the ``reviewer.revoked`` event; 0 = not revoked."""
    reason: str = ""

    def valid_at(self, position: int) -> bool:
        """Could a verdict at ``position`` be signed with this key? (added before, not yet revoked)."""
        return self.added_at < position and (self.revoked_at == 0 or position < self.revoked_at)


class ReviewersState(msgspec.Struct, kw_only=True):
    keys: dict[str, ReviewerKey] = msgspec.field(default_factory=dict)
    """key id → its record."""
    by_reviewer: dict[str, list[str]] = msgspec.field(default_factory=dict)
    """reviewer name → key ids in the order they were added."""

    def active_keys(self, reviewer: str) -> list[str]:
        return [k for k in self.by_reviewer.get(reviewer, []) if self.keys[k].revoked_at == 0]


class Reviewers(Projection):
    name = "reviewers"
    version = 1
    handles = (ReviewerAdded, ReviewerRevoked)
    state_type = ReviewersState
    positional = True

    def initial(self) -> ReviewersState:
        return ReviewersState()

    def apply(self, state: ReviewersState, event) -> ReviewersState:
        return self.apply_at(state, event, 0)

    def apply_at(self, state: ReviewersState, event, position: int) -> ReviewersState:
        # The service refuses a second registration of a key and a second revocation; should such
        # an event reach the log anyway, the first one stands (a key cannot be un-revoked).
        if isinstance(event, ReviewerAdded):
            if event.key_id not in state.keys:
                state.keys[event.key_id] = ReviewerKey(reviewer=event.reviewer, public_key=event.public_key,
                                                       added_at=position)
                state.by_reviewer.setdefault(event.reviewer, []).append(event.key_id)
        else:
            key = state.keys.get(event.key_id)
            if key is not None and key.revoked_at == 0 and key.reviewer == event.reviewer:
                key.revoked_at, key.reason = position, event.reason
        return state


register(Reviewers())
