"""Value types of the learning loop, shared by its events, projections and the decomposer.

Plain frozen msgspec Structs with no floats, so they embed in events and projection states.
"""
from __future__ import annotations

from typing import Any, Literal

import msgspec

from domain.reader.pack import PackChange
from domain.reader.refusals import RefusalEvidence

ArmName = Literal["evidence", "arm1_held_out", "arm2_known_good"]
ArmOutcome = Literal["PASS", "NEUTRAL", "REJECT"]
STEP_KINDS = ("observation", "grouping", "abstraction", "hypothesis", "test_design", "test_application",
              "test_result", "conclusion")


class ObservationRow(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One refused case as the decomposer saw it."""

    observation_id: str
    case_id: str
    evidence: RefusalEvidence
    word: str
    """Lower-cased offending token ("" when the refusal is not about one token)."""
    shape: str
    """Context shape around the token, e.g. ``<name> _ <num>``; "" when not tied to a token."""
    held_out: bool
    """Kept aside for arm 1 (by content hash of the case id)."""


class ArmRow(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, array_like=True):
    case_id: str
    gold: str
    before: str
    """``refused:<reason>`` or the answer the current pack gives."""
    after: str
    verdict: str
    """admitted_correct | admitted_wrong | admitted_unscored | still_refused | unchanged | changed."""


class ArmResult(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    arm: ArmName
    outcome: ArmOutcome
    cases_tested: int
    cases_admitted: int
    cases_correct: int
    cases_wrong: int
    cases_changed_answer: int
    rows: list[ArmRow]
    digest: str
    """Content id of the rows: the arm run's replay-equivalence hash."""


class ReasoningStep(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    index: int
    kind: str
    """One of ``STEP_KINDS``."""
    inputs: list[str]
    """Pointers: observation ids, group id, hypothesis id, earlier step ids (``step:N``)."""
    claim: str
    justification: str
    payload: dict[str, Any] = {}


class B2Check(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The teaching validator's verdict on the proposal seen as a teaching item (ADR 0032)."""

    outcome: str
    reason: str = ""
    detail: str = ""


class Proposal(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    proposal_id: str
    hypothesis_id: str
    hypothesis_key: str
    group_id: str
    base_pack: str
    change_kind: str
    """vocabulary_addition | matcher_extension | frame_reclassification | injector_sub_shape."""
    changes: list[PackChange]
    signature: str
    shape_category: str
    family: str
    lemma: str
    structural_commonality: str
    evidence: list[str]
    """Case ids (evidence part + held-out part) the group rests on."""
    observations: list[str]
    """Observation ids of those cases."""
    wrong_zero_assertion: str
    arms: list[ArmResult]
    replay_equivalence_hash: str
    confidence: int
    """Per mille, from the verdict index for this signature (Laplace: (r+1)/(r+j+2))."""
    tightened: bool
    """True when a refined verdict on this signature narrowed how the change is generated."""
    b2: B2Check
    trace_id: str
    trace: list[ReasoningStep]


# --- projection states the decomposer reads ---------------------------------------------------


class AuditRow(msgspec.Struct, kw_only=True, array_like=True):
    case_id: str
    evidence: RefusalEvidence


class AuditRun(msgspec.Struct, kw_only=True):
    corpus_id: str
    corpus_name: str
    pack_id: str
    n: int = 0
    refusals: list[AuditRow] = msgspec.field(default_factory=list)
    correct: dict[str, str] = msgspec.field(default_factory=dict)
    """Case id → answer, for every case the run answered correctly (the known-good set)."""
    wrong: list[str] = msgspec.field(default_factory=list)
    completed: bool = False


class AuditState(msgspec.Struct, kw_only=True):
    runs: dict[str, AuditRun] = msgspec.field(default_factory=dict)
    latest: dict[str, str] = msgspec.field(default_factory=dict)
    """Corpus name → its latest completed run id."""


class VerdictEntry(msgspec.Struct, kw_only=True):
    proposal_id: str
    verdict_id: str
    decision: str
    reviewer: str
    reason: str
    decided_at: str
    gap: list[str] = msgspec.field(default_factory=list)


class SignatureStats(msgspec.Struct, kw_only=True):
    change_kind: str = ""
    ratified: int = 0
    rejected: int = 0
    refined: int = 0
    tighten: bool = False
    """A refinement removed generated forms: later proposals of this shape carry observed forms only."""
    verdicts: list[VerdictEntry] = msgspec.field(default_factory=list)


class VerdictIndexState(msgspec.Struct, kw_only=True):
    signatures: dict[str, SignatureStats] = msgspec.field(default_factory=dict)
    by_proposal: dict[str, VerdictEntry] = msgspec.field(default_factory=dict)


class ProposalRecord(msgspec.Struct, kw_only=True):
    proposal: Proposal
    status: str
    """pending | ratified | rejected | refined | withheld | suppressed."""
    failing_arm: str = ""
    cases: list[str] = msgspec.field(default_factory=list)
    detail: str = ""
    verdict_id: str = ""
    rank: int = -1


class GroupInfo(msgspec.Struct, kw_only=True):
    family: str
    lemma: str
    shape: str
    equivalence_class: str
    cases: int


class DecomposerState(msgspec.Struct, kw_only=True):
    proposals: dict[str, ProposalRecord] = msgspec.field(default_factory=dict)
    order: list[str] = msgspec.field(default_factory=list)
    """Proposal ids in the order they were recorded."""
    decided_keys: dict[str, str] = msgspec.field(default_factory=dict)
    """Hypothesis key → decision: a decided idea is never proposed again."""
    pending_lemmas: dict[str, str] = msgspec.field(default_factory=dict)
    """``family:lemma`` → pending proposal id: its group waits for the verdict."""
    open_groups: dict[str, GroupInfo] = msgspec.field(default_factory=dict)
    """Groups of the latest decomposition run."""
    hypotheses_tested: int = 0
    suppressed_signatures: list[str] = msgspec.field(default_factory=list)
    confidence: dict[str, int] = msgspec.field(default_factory=dict)
    """Signature → per-mille confidence after the verdicts so far."""


class JointRow(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One evidence case of the joint blocker search (ADR 0043)."""

    case_id: str
    root: str
    """``family:lemma`` of the word the case first stops at."""
    reads: int
    exhausted: bool
    """The budget cut the search: the case's outcomes are not used as support."""
    solved: list[str]
    """Assignments (``family:lemma=change:category`` joined by ``&``) that read the gold answer."""
    wrong: list[str]
    """Assignments that read another answer: evidence against that combination."""
