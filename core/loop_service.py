"""The learning loop as application services: decompose (a recorded derivation), verdicts,
operators (the oracle simulation and recorded-verdict files) and loop rounds.

run → decompose → verdicts (→ pack changes) → run, every step an event in the log; ``core replay``
re-runs each ``loop.decompose`` and each ``corpus.run`` and compares bytes.
"""
from __future__ import annotations

import json
import weakref
import unicodedata
from pathlib import Path
from typing import Any, Callable, Mapping, NamedTuple, Optional, Protocol

import blake3
import msgspec

from core.derivations import Process, derive, register
from core.errors import UsageError
from core.reviewer_service import ensure_simulation_reviewer
from core.signing import SIMULATION_REVIEWER, SignatureRefused, Signer, check_verdict, simulation_signer
from core.run_service import RunResult, run_cases, score, select_pack
from domain.events.base import Cause, Event
from domain.events.corpus import CaseSpec
from domain.events.loop import ProposalEmitted, ProposalSuppressed, ProposalWithheld, VerdictRecorded
from domain.events.packs import PackChanged
from domain.loop.arms import mentions
from domain.loop.decomposer import DecomposeInput, decompose
from domain.loop.feedback import NotNarrowing, narrowing_gap
from domain.loop.model import DecomposerState, Proposal
from domain.reader import Pack, pack_digest, read
from domain.reader.pack import PackChange, PackChangeError, apply_change
from eventstore.log import EventLog
from projections import framework
from projections.framework import Fold, decode_row
from projections.verdict_index import verdict_id


class LoopDecompose(Process):
    """Decomposes the refusals of one recorded reader run into tested proposals."""

    name = "loop.decompose"
    version = 6  # 2: the joint blocker search (ADR 0043); 3: places, role nouns, names (ADR 0044); 4: time phrases (ADR 0047);
    # 5: multi-word verbs, compound nouns, time phrases opened by the refused word (ADR 0048);
    # 6: second senses of grammar words, regular verb bases by spelling rules (ADR 0049)
    reads = ("refusal_audit", "corpora", "packs", "verdict_index", "decomposer_state")

    def parse_params(self, raw: Mapping[str, str]) -> dict[str, Any]:
        if set(raw) != {"run"}:
            raise ValueError("loop.decompose takes exactly run=<run id>")
        return {"run": raw["run"]}

    def run(self, inputs: dict[str, Any], params: dict[str, Any], cause: Cause) -> list[Event]:
        audit = inputs["refusal_audit"]
        run = audit.runs[params["run"]]
        inp = DecomposeInput(run_id=params["run"], run=run, cases=inputs["corpora"].by_id[run.corpus_id],
                             pack=inputs["packs"].by_id[run.pack_id], index=inputs["verdict_index"],
                             state=inputs["decomposer_state"])
        return decompose(inp, cause, score)


LOOP_DECOMPOSE = register(LoopDecompose())


class _Reader:
    """Read-only in-memory fold of a few projections (starts from the stored checkpoints, never
    writes them, so it cannot race the runners that ``derive`` uses). It keeps no reference to its log,
    so the log's weak key in ``_READERS`` can die."""

    def __init__(self, log: EventLog, names: tuple[str, ...]):
        projections = [framework.get(n) for n in names]
        start = {}
        for p in projections:
            cp = log.backend.load_checkpoint(p.name)
            if cp is not None and cp.version == p.version:
                start[p.name] = cp
        self.fold = Fold(projections, start)

    def catch_up(self, log: EventLog) -> Fold:
        head = log.head().position
        for row in log.read(after=self.fold.position, upto=head):
            self.fold.feed(row.position, decode_row(row.state))
        self.fold.advance(head)
        return self.fold


# One reader per live log, dropped with the log: a weak key keeps a closed store from living on here
# (a strong cache kept closed PostgreSQL stores alive until interpreter exit, ADR 0076).
_READERS: "weakref.WeakKeyDictionary[EventLog, dict[tuple[str, ...], _Reader]]" = weakref.WeakKeyDictionary()


def states(log: EventLog, *names: str) -> dict[str, Any]:
    """Current states of the named projections (one in-memory reader per log, caught up per call).

    The states are the reader's own objects: callers read them and must not mutate them."""
    readers = _READERS.setdefault(log, {})
    reader = readers.get(names)
    if reader is None:
        reader = readers[names] = _Reader(log, names)
    fold = reader.catch_up(log)
    return {n: fold.state(n) for n in names}


# --- decompose ------------------------------------------------------------------------------------


class DecomposeResult(NamedTuple):
    run_id: str
    emitted: list[Proposal]
    withheld: list[ProposalWithheld]
    suppressed: list[ProposalSuppressed]
    hypotheses: int
    added: int


def resolve_run(log: EventLog, run: Optional[str] = None, corpus: Optional[str] = None) -> str:
    audit = states(log, "refusal_audit")["refusal_audit"]
    if run:
        matches = [r for r in audit.runs if r.startswith(run)]
        if len(matches) != 1:
            raise UsageError(f"no single run matches {run!r} ({len(matches)} do)")
        return matches[0]
    if corpus:
        if corpus not in audit.latest:
            raise UsageError(f"no completed run of corpus {corpus!r}; known: {', '.join(sorted(audit.latest)) or 'none'}")
        return audit.latest[corpus]
    if not audit.latest:
        raise UsageError("the log has no completed reader run to decompose; run a lane or corpus first")
    runs_state = states(log, "runs")["runs"]
    return runs_state.order[-1]


def run_decompose(log: EventLog, run_id: str) -> DecomposeResult:
    audit = states(log, "refusal_audit")["refusal_audit"]
    if run_id not in audit.runs or not audit.runs[run_id].completed:
        raise UsageError(f"run {run_id} is not a completed reader run in this log")
    output, appended = derive(log, LOOP_DECOMPOSE, {"run": run_id})
    ev = output.events
    return DecomposeResult(
        run_id, [e.proposal for e in ev if isinstance(e, ProposalEmitted)],
        [e for e in ev if isinstance(e, ProposalWithheld)], [e for e in ev if isinstance(e, ProposalSuppressed)],
        sum(1 for e in ev if type(e).__name__ == "HypothesisFormed"), appended.added)


# --- verdicts -------------------------------------------------------------------------------------


class VerdictInput(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One operator verdict as given on the command line or in a JSONL file."""

    proposal_id: str
    decision: str
    reviewer: str
    reason: str
    decided_at: str = ""
    refinement: Optional[list[PackChange]] = None
    step: Optional[int] = None
    key_id: str = ""
    """A verdict signed elsewhere (e.g. a recorded verdict file) carries its key id and signature;
    otherwise both are empty and the verdict is signed on the way in (``signer``)."""
    ed25519: str = ""


def _nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text).strip()


def find_proposal(state: DecomposerState, proposal_id: str):
    matches = [pid for pid in state.proposals if pid.startswith(proposal_id)] if len(proposal_id) >= 6 else []
    if proposal_id in state.proposals:
        matches = [proposal_id]
    if len(matches) != 1:
        raise UsageError(f"unknown proposal {proposal_id!r}" if not matches else
                         f"proposal prefix {proposal_id!r} is ambiguous ({len(matches)} match)")
    return state.proposals[matches[0]]


def _apply_all(pack: Pack, changes: list[PackChange], what: str) -> list[tuple[Pack, PackChange]]:
    out = []
    for change in changes:
        try:
            pack = apply_change(pack, change)
        except PackChangeError as exc:
            raise UsageError(f"{what} no longer applies to the current pack: {exc}") from None
        out.append((pack, change))
    return out


def plan_verdicts(log: EventLog, verdicts: list[VerdictInput], signer: Optional[Signer] = None) -> list[Event]:
    """Validates a batch of verdicts in order and returns the events (verdicts + pack changes).

    Each verdict is signed with ``signer`` unless it arrives signed, then checked against the
    reviewer registry (ADR 0056). Raises UsageError (SignatureRefused for signature problems),
    naming the verdict, on any bad one: nothing is appended for the batch."""
    st = states(log, "decomposer_state", "packs", "reviewers")
    dstate, packs, registry = st["decomposer_state"], st["packs"], st["reviewers"]
    current = packs.current
    pack = packs.by_id.get(current)
    decided: set[str] = set()
    events: list[Event] = []
    for n, v in enumerate(verdicts, 1):
        where = f"verdict {n}" if len(verdicts) > 1 else "verdict"
        if v.decision not in ("ratify", "reject", "refine"):
            raise UsageError(f"{where}: decision must be ratify, reject or refine, not {v.decision!r}")
        if not _nfc(v.reviewer):
            raise UsageError(f"{where}: a reviewer is required")
        if not _nfc(v.reason):
            raise UsageError(f"{where}: a reason is required")
        record = find_proposal(dstate, v.proposal_id)
        p = record.proposal
        if record.status in ("ratified", "rejected", "refined") or p.proposal_id in decided:
            raise UsageError(f"{where}: proposal {p.proposal_id[:12]} is already decided ({record.status})")
        if record.status != "pending":
            raise UsageError(f"{where}: proposal {p.proposal_id[:12]} was {record.status} internally "
                             f"({record.failing_arm}: {record.detail}); only emitted proposals take verdicts")
        if v.step is not None and not 0 <= v.step < len(p.trace):
            raise UsageError(f"{where}: step {v.step} is outside the trace (0..{len(p.trace) - 1})")
        gap: list[str] = []
        if v.decision == "refine":
            if v.refinement is None:
                raise UsageError(f"{where}: refine needs a refinement (the narrower changes)")
            try:
                gap = narrowing_gap(p.changes, v.refinement)
            except NotNarrowing as exc:
                raise UsageError(f"{where}: refinement is not a narrowing of the proposal: {exc}") from None
        elif v.refinement is not None:
            raise UsageError(f"{where}: only refine takes a refinement")
        verdict = VerdictRecorded(proposal_id=p.proposal_id, decision=v.decision, reviewer=_nfc(v.reviewer),
                                  reason=_nfc(v.reason), decided_at=_nfc(v.decided_at),
                                  refinement=list(v.refinement or []), step=v.step, signature=p.signature,
                                  change_kind=p.change_kind, gap=gap, key_id=v.key_id.strip(),
                                  ed25519=v.ed25519.strip())
        if signer is not None and not verdict.ed25519 and not verdict.key_id:
            verdict = signer.sign(verdict)
        problem = check_verdict(verdict, registry)
        if problem:
            raise SignatureRefused(f"{where}: {problem}")
        events.append(verdict)
        decided.add(p.proposal_id)
        if v.decision != "reject":
            if pack is None:
                raise UsageError("the log has no current pack to change")
            changes = p.changes if v.decision == "ratify" else list(v.refinement or [])
            for new_pack, change in _apply_all(pack, changes, f"{where}: proposal {p.proposal_id[:12]}"):
                new_id = pack_digest(new_pack)
                events.append(PackChanged(base=current, result=new_id, change=change, proposal_id=p.proposal_id,
                                          verdict_id=verdict_id(verdict)))
                pack, current = new_pack, new_id
    return events


def append_verdicts(log: EventLog, verdicts: list[VerdictInput], signer: Optional[Signer] = None) -> int:
    """Validates, signs (unsigned ones, with ``signer``) then appends the whole batch atomically;
    returns the events appended. The single path of `core verdict`, the review page and the loop."""
    if not verdicts:
        raise UsageError("no verdicts given")
    return log.append(plan_verdicts(log, verdicts, signer)).added


def parse_verdict_file(path: Path) -> list[VerdictInput]:
    if not path.is_file():
        raise UsageError(f"{path}: no such verdict file")
    out = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise UsageError(f"{path}: not UTF-8 text") from None
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            out.append(msgspec.json.decode(line.encode(), type=VerdictInput))
        except (msgspec.DecodeError, msgspec.ValidationError) as exc:
            raise UsageError(f"{path}:{n}: malformed verdict: {exc}") from None
    if not out:
        raise UsageError(f"{path}: no verdicts in the file")
    return out


def parse_refinement(path: Path) -> list[PackChange]:
    if not path.is_file():
        raise UsageError(f"{path}: no such refinement file")
    try:
        data = msgspec.json.decode(path.read_bytes())
        if isinstance(data, dict):
            data = [data]
        return msgspec.convert(data, type=list[PackChange])
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise UsageError(f"{path}: malformed refinement (a pack change or a list of them): {exc}") from None


# --- operators ------------------------------------------------------------------------------------


class Operator(Protocol):
    label: str
    signer: Optional[Signer]
    """Signs the operator's unsigned verdicts (None: they must arrive signed)."""
    simulation: bool
    """True when the operator signs, or replays verdicts signed, with the public simulation key:
    ``run_loop`` then registers the simulation reviewer first (ADR 0057)."""

    def decide(self, proposal: Proposal, pack: Pack, round_no: int) -> Optional[VerdictInput]: ...


class OracleOperator:
    """SIMULATION: ratifies a proposal iff applying it turns no case of the labelled training
    corpus wrong; otherwise rejects it, naming the first wrong case. Not a human judgement."""

    label = "oracle"
    reviewer = SIMULATION_REVIEWER
    simulation = True

    def __init__(self, train: list[CaseSpec]):
        self.train = train
        self.signer: Optional[Signer] = simulation_signer()  # a PUBLIC key: labels, never authenticates
        self._base: dict[str, dict[str, str]] = {}

    def decide(self, proposal: Proposal, pack: Pack, round_no: int) -> Optional[VerdictInput]:
        try:
            candidate = pack
            for change in proposal.changes:
                candidate = apply_change(candidate, change)
        except PackChangeError as exc:
            return VerdictInput(proposal_id=proposal.proposal_id, decision="reject", reviewer=self.reviewer,
                                reason=f"does not apply to the current pack: {exc}", decided_at=f"round {round_no}")
        surface = _surface(proposal.changes)
        # Only texts containing one of the added words can read differently (see domain.loop.arms).
        for case in self.train:
            if not mentions(case.problem, surface):
                continue
            if score(case, read(case.problem, candidate)) == "wrong":
                return VerdictInput(proposal_id=proposal.proposal_id, decision="reject", reviewer=self.reviewer,
                                    reason=f"turns training case {case.id} wrong", decided_at=f"round {round_no}")
        return VerdictInput(proposal_id=proposal.proposal_id, decision="ratify", reviewer=self.reviewer,
                            reason="no wrong answer on the labelled training corpus", decided_at=f"round {round_no}")


class FileOperator:
    """Replays recorded verdicts (JSONL of VerdictInput, each signed: ``key_id`` and ``ed25519``);
    proposals it has no verdict for stay pending. A verdict whose signature fails stops the loop."""

    signer: Optional[Signer] = None

    def __init__(self, path: Path):
        self.label = str(path)
        self.verdicts = {v.proposal_id: v for v in parse_verdict_file(path)}
        self.simulation = simulation_signer().key_id in {v.key_id for v in self.verdicts.values()}

    def decide(self, proposal: Proposal, pack: Pack, round_no: int) -> Optional[VerdictInput]:
        return self.verdicts.get(proposal.proposal_id)


def _surface(changes: list[PackChange]) -> list[str]:
    out: list[str] = []
    for c in changes:
        b = msgspec.to_builtins(c)
        for key in ("unit", "verb", "modifier", "activity", "time", "place"):
            entry = b.get(key)
            if isinstance(entry, dict):
                out += entry.get("forms", []) + [entry[k] for k in ("singular", "plural") if k in entry]
        if "form" in b:
            out.append(b["form"])
        if "name" in b and isinstance(b["name"], dict):
            out.append(b["name"]["word"])
    return out


def split_cases(cases: list[CaseSpec], holdout_percent: int) -> tuple[list[CaseSpec], list[CaseSpec]]:
    """(train, holdout): a case is held out iff blake3(id) mod 100 < holdout_percent (ADR 0041)."""
    train, held = [], []
    for c in cases:
        h = int.from_bytes(blake3.blake3(b"core/loop-split/v1\0" + c.id.encode()).digest()[:8], "big") % 100
        (held if h < holdout_percent else train).append(c)
    return train, held


# --- loop rounds ----------------------------------------------------------------------------------


class SplitMetrics(msgspec.Struct, kw_only=True):
    n: int
    correct: int
    wrong: int
    refused: int
    coverage: float
    """correct / scored cases, rounded to 4 places (a report value, never stored in an event)."""


class ProposalCounts(msgspec.Struct, kw_only=True):
    surfaced: int = 0
    ratified: int = 0
    rejected: int = 0
    refined: int = 0
    withheld: int = 0
    suppressed: int = 0


class RoundReport(msgspec.Struct, kw_only=True):
    round: int
    train: SplitMetrics
    holdout: SplitMetrics
    proposals: ProposalCounts
    pack_id: str


class LoopReport(msgspec.Struct, kw_only=True):
    operator: str
    rounds: list[RoundReport]
    head_position: int = 0


def _metrics(r: RunResult) -> SplitMetrics:
    s = r.summary
    scored = s.n - s.unscored
    return SplitMetrics(n=s.n, correct=s.correct, wrong=s.wrong, refused=s.refused,
                        coverage=round(s.correct / scored, 4) if scored else 0.0)


def run_loop(log: EventLog, train_cases: list[CaseSpec], holdout_cases: list[CaseSpec], rounds: int,
             operator: Operator, train_name: str = "loop:train", holdout_name: str = "loop:holdout",
             on_round: Callable[[RoundReport], None] | None = None, pack: Optional[str] = None) -> LoopReport:
    """Round 0 measures the chosen pack (``pack``: a shipped pack name, a pack id or unique id
    prefix, a registered pack name; default the log's current pack), which is made current first
    (``run_service.select_pack``); each later round decomposes the latest train run, asks the
    operator about every surfaced proposal (in rank order, each on the pack the earlier ones left),
    then re-runs both splits on the resulting descendant of the chosen pack."""
    if rounds < 0:
        raise UsageError("--rounds must be ≥ 0")
    if not train_cases or not holdout_cases:
        raise UsageError("the loop needs a non-empty training and held-out case set")
    overlap = {c.id for c in train_cases} & {c.id for c in holdout_cases}
    if overlap:
        raise UsageError(f"{len(overlap)} case ids are in both splits (e.g. {sorted(overlap)[0]})")
    reports: list[RoundReport] = []
    current = select_pack(log, pack)  # an unknown pack raises here, before anything is appended
    if getattr(operator, "simulation", False):
        ensure_simulation_reviewer(log)
    train = run_cases(log, train_name, train_cases, current)
    hold = run_cases(log, holdout_name, holdout_cases, current)
    reports.append(RoundReport(round=0, train=_metrics(train), holdout=_metrics(hold), proposals=ProposalCounts(),
                               pack_id=train.pack_id))
    if on_round:
        on_round(reports[-1])
    for r in range(1, rounds + 1):
        result = run_decompose(log, train.run_id)
        counts = ProposalCounts(surfaced=len(result.emitted), withheld=len(result.withheld),
                                suppressed=len(result.suppressed))
        for proposal in result.emitted:
            packs = states(log, "packs")["packs"]
            verdict = operator.decide(proposal, packs.by_id[packs.current], r)
            if verdict is None:
                continue
            try:
                append_verdicts(log, [verdict], getattr(operator, "signer", None))
            except SignatureRefused:
                raise  # an unsigned or forged verdict is never skipped quietly
            except UsageError:
                continue  # a recorded verdict that no longer fits (e.g. decided already): leave it
            setattr(counts, {"ratify": "ratified", "reject": "rejected", "refine": "refined"}[verdict.decision],
                    getattr(counts, {"ratify": "ratified", "reject": "rejected", "refine": "refined"}[verdict.decision]) + 1)
        current = states(log, "packs")["packs"].current  # the chosen pack + this loop's ratified changes
        train = run_cases(log, train_name, train_cases, current)
        hold = run_cases(log, holdout_name, holdout_cases, current)
        reports.append(RoundReport(round=r, train=_metrics(train), holdout=_metrics(hold), proposals=counts,
                                   pack_id=train.pack_id))
        if on_round:
            on_round(reports[-1])
    return LoopReport(operator=operator.label, rounds=reports, head_position=log.head().position)


def loop_json(report: LoopReport) -> str:
    return json.dumps(msgspec.to_builtins(report), sort_keys=True)
