"""The learning loop in the log: observations, groups, hypotheses, tests, proposals, verdicts.

Everything the decomposer does is a derived event (it carries the ``Cause`` of one
``loop.decompose`` run); verdicts are operator facts (no cause; ``decided_at`` as given).
The value types (``Proposal``, ``ArmResult``, ``ReasoningStep``) live in ``domain.loop.model``
so the pure decomposer and the projections share them.
"""
from __future__ import annotations

from typing import ClassVar, Literal, Optional

import msgspec

from domain.codec import canonical
from domain.events.base import Cause, Event, register_upcaster
from domain.loop.model import ArmResult, ObservationRow, Proposal
from domain.reader.pack import PackChange


class ObservationsRecorded(Event, frozen=True, kw_only=True, tag="loop.observed/1"):
    """The refusal evidence of one run, as the decomposer read it (one row per refused case)."""

    cause: Cause
    run_id: str
    corpus_id: str
    pack_id: str
    rows: list[ObservationRow]


class GroupFormed(Event, frozen=True, kw_only=True, tag="loop.grouped/1"):
    """Refusals that one pack change could admit: same slot family, same lemma (Tier 1), and the
    structural class they share with other lemmas (Tier 2: missing operator x context shape)."""

    cause: Cause
    group_id: str
    family: str
    """noun | verb | modifier | activity | word (the slot the unknown word sits in)."""
    lemma: str
    surface_forms: list[str]
    missing_operator: str
    shape: str
    """Context shape of the slot, e.g. ``<name> _ <num>`` (modal over the group's rows)."""
    equivalence_class: str
    """Content id of (missing operator, shape): lemmas in the same class are the same structure."""
    evidence_cases: list[str]
    """Case ids the hypothesis is formed and fitted on."""
    held_out_cases: list[str]
    """Case ids kept aside by content hash for arm 1."""


class HypothesisFormed(Event, frozen=True, kw_only=True, tag="loop.hypothesis/1"):
    """One candidate bridge for a group: a typed pack change the reader could use."""

    cause: Cause
    hypothesis_id: str
    hypothesis_key: str
    """Content id of (family, lemma, changes): the same idea on another run has the same key."""
    group_id: str
    change_kind: str
    changes: list[PackChange]
    signature: str
    claim: str


class TestDesigned(Event, frozen=True, kw_only=True, tag="loop.test_designed/1"):
    """Which cases each arm re-reads for one hypothesis, decided before any is read."""

    __test__ = False  # not a pytest class

    cause: Cause
    hypothesis_id: str
    evidence_cases: list[str]
    arm1_cases: list[str]
    arm2_cases: list[str]
    arm2_unaffected: int
    """Known-good cases not re-read because their text has none of the change's words."""


class ArmTested(Event, frozen=True, kw_only=True, tag="loop.arm_result/1"):
    """The case-by-case table of one arm for one hypothesis."""

    cause: Cause
    hypothesis_id: str
    result: ArmResult


class ProposalEmitted(Event, frozen=True, kw_only=True, tag="loop.proposal_emitted/1"):
    """A proposal whose arms passed (or were neutral) reaches the operator."""

    cause: Cause
    proposal: Proposal
    rank: int
    """0 = first in the operator's queue (confidence, then evidence)."""


class ProposalWithheld(Event, frozen=True, kw_only=True, tag="loop.proposal_withheld/1"):
    """Rejected internally: an arm failed (named, with the cases), or the evidence did not decide."""

    cause: Cause
    proposal: Proposal
    failing_arm: str
    """evidence | arm1_held_out | arm2_known_good | b2 | undetermined | outranked | joint_conflict |
    unsupported (ADR 0044) | counted, modifies (ADR 0049: usage checks — a holder reading of a noun the
    group's texts count; a noun reading of a second sense the texts put before a noun)."""
    cases: list[str]
    detail: str


class ProposalSuppressed(Event, frozen=True, kw_only=True, tag="loop.proposal_suppressed/1"):
    """Kept from the operator: its shape signature has been rejected too often (threshold per
    category, recorded here). Its arms were run and are kept in ``proposal`` for inspection."""

    cause: Cause
    proposal: Proposal
    signature: str
    change_kind: str
    rejected: int
    ratified: int
    threshold: int


Decision = Literal["ratify", "reject", "refine"]


class VerdictRecordedV1(Event, frozen=True, kw_only=True, tag="loop.verdict/1"):
    """An unsigned operator verdict, from logs written before signed verdicts (ADR 0056).

    Kept only to read such logs: it is upcast to ``VerdictRecorded`` with no key and no
    signature, and ``core replay`` flags it as unsigned."""

    superseded: ClassVar[bool] = True

    proposal_id: str
    decision: Decision
    reviewer: str
    reason: str
    decided_at: str = ""
    refinement: list[PackChange] = []
    step: Optional[int] = None
    signature: str = ""
    change_kind: str = ""
    gap: list[str] = []


class VerdictRecorded(Event, frozen=True, kw_only=True, tag="loop.verdict/2"):
    """An operator's decision on one proposal, signed by a registered reviewer key (ADR 0056)."""

    proposal_id: str
    decision: Decision
    reviewer: str
    reason: str
    decided_at: str = ""
    """As the operator gave it (a string); the oracle gives a round label."""
    refinement: list[PackChange] = []
    """For ``refine``: the accepted, narrower changes."""
    step: Optional[int] = None
    """Trace step index the verdict points at, if any."""
    signature: str = ""
    """The proposal's SHAPE signature (copied so the verdict index needs nothing else); not the
    cryptographic signature, which is ``ed25519``."""
    change_kind: str = ""
    gap: list[str] = []
    """For ``refine``: what the operator removed (e.g. ``form:misplaced``)."""
    key_id: str = ""
    """The reviewer key that signed (``domain.events.reviewers.key_id_of``); empty = unsigned."""
    ed25519: str = ""
    """Ed25519 signature (128 hex digits) over ``verdict_signing_bytes(self)``; empty = unsigned."""


VERDICT_SIGNING_DOMAIN = b"core/verdict/v1\0"


def verdict_signing_bytes(verdict: VerdictRecorded) -> bytes:
    """What a reviewer signs: a domain prefix, then the canonical bytes of the verdict event
    without its ``ed25519`` field (so the tag, the key id and every other field are covered)."""
    content = msgspec.to_builtins(verdict)
    content.pop("ed25519", None)
    return VERDICT_SIGNING_DOMAIN + canonical(content)


def _upcast_v1(old: VerdictRecordedV1) -> VerdictRecorded:
    fields = {f: getattr(old, f) for f in old.__struct_fields__}
    return VerdictRecorded(**fields)


register_upcaster(VerdictRecordedV1, _upcast_v1)
