"""B2 teaching-corpus lane: validate the original's 40 teaching chains in proposal order.

Each row ``{case_id, expected, proposed_chain{subject, intent, connective, object}, polarity?,
evidence?, provenance}`` becomes a ``TeachingItem``. Two adapter rules, both about the fixture's
format rather than the validator (docs/decisions/0032-b2-teaching-validator.md):

- ``polarity`` absent → ``"affirms"`` (the corpus states claims affirmatively);
- ``evidence`` absent → the row's ``provenance`` is its single evidence pointer (a curated item
  cites its curation record); ``evidence`` present but empty stays empty and is refused.

Items are proposed in case-id order; each replay_equivalent item is admitted before the next is
judged, so "redundant with an item already admitted" has a meaning.

The replay for teaching chains is a claim query: every admitted item is a case asking "does this
claim hold?", expected answer its polarity; the query answers from the admitted set and refuses
when the set holds both polarities of one claim. Admitting a contradiction therefore turns an
earlier correct case into a refusal, which the validator reports as ``replay_changed_outcome``.
"""
from __future__ import annotations

from collections.abc import Sequence

import msgspec

from domain.teaching import ReplayOutcome, TeachingItem, TeachingPack, normalize, validate
from evals.auditors.lane import LaneSummary, read_jsonl, require_str, score_label, summarize
from evals.auditors.rows import AuditInputError, ScoredCase

LABELS = frozenset({"replay_equivalent", "not_equivalent", "refused"})

# The math-logic teaching pack: our own vocabulary of the subject (the original's pack is not in
# the seed data). "knowledge" is deliberately absent: it is epistemology, not mathematical logic.
MATH_LOGIC_PACK = TeachingPack(
    terms=frozenset({
        "assumption", "axiom", "composition", "conclusion", "conjecture", "contradiction",
        "corollary", "counterexample", "deduction", "definition", "domain", "element",
        "equation", "equivalence", "function", "hypothesis", "identity", "implication",
        "inference", "inverse", "lemma", "mapping", "negation", "predicate", "premise",
        "proof", "proposition", "quantifier", "range", "relation", "set", "subset", "theorem",
    }),
    connectives=frozenset({"requires", "grounds", "reveals", "implies", "defines"}),
)


class B2Case(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    case_id: str
    expected: str
    item: TeachingItem


class B2Row(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    case_id: str
    expected: str
    actual: str
    verdict: str
    reason: str
    detail: str


class B2Report(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    lane: str
    admitted: tuple[str, ...]
    summary: LaneSummary
    rows: tuple[B2Row, ...]


def parse_cases(text: str, source: str = "b2") -> list[B2Case]:
    cases, seen = [], set()
    for row in read_jsonl(text, source):
        case_id = require_str(row, "case_id", source)
        chain = row.get("proposed_chain")
        if not isinstance(chain, dict):
            raise AuditInputError(f"{source}: case {case_id!r} lacks a proposed_chain object")
        evidence = row["evidence"] if "evidence" in row else [row.get("provenance", "")]
        if not isinstance(evidence, list):
            raise AuditInputError(f"{source}: case {case_id!r}: evidence must be a list")
        item = TeachingItem(
            item_id=case_id,
            subject=str(chain.get("subject", "")),
            intent=str(chain.get("intent", "")),
            connective=str(chain.get("connective", "")),
            object=str(chain.get("object", "")),
            polarity=str(row.get("polarity", "affirms")),
            evidence=tuple(str(e) for e in evidence),
        )
        if case_id in seen:
            raise AuditInputError(f"{source}: duplicate case id {case_id!r}")
        seen.add(case_id)
        cases.append(B2Case(case_id=case_id, expected=require_str(row, "expected", source, LABELS), item=item))
    return cases


def claim_query_replay(items: tuple[TeachingItem, ...]) -> dict[str, ReplayOutcome]:
    """Each admitted item asks whether its claim holds; the admitted set answers."""
    polarities: dict[tuple[str, ...], set[str]] = {}
    for it in items:
        key = (normalize(it.subject), normalize(it.intent), normalize(it.connective), normalize(it.object))
        polarities.setdefault(key, set()).add(it.polarity)
    out: dict[str, ReplayOutcome] = {}
    for it in items:
        key = (normalize(it.subject), normalize(it.intent), normalize(it.connective), normalize(it.object))
        held = polarities[key]
        if len(held) != 1:
            out[it.item_id] = ReplayOutcome(status="refused", answer="contradicted")
        else:
            answer = next(iter(held))
            out[it.item_id] = ReplayOutcome(status="correct" if answer == it.polarity else "wrong", answer=answer)
    return out


def run(cases: Sequence[B2Case], pack: TeachingPack = MATH_LOGIC_PACK, replay=claim_query_replay,
        lane: str = "B2") -> B2Report:
    admitted: list[TeachingItem] = []
    rows: list[B2Row] = []
    scored: list[ScoredCase] = []
    for case in sorted(cases, key=lambda c: c.case_id):
        try:
            verdict = validate(case.item, admitted, pack, replay)
            actual, reason, detail = verdict.outcome, verdict.reason, verdict.detail
        except Exception as exc:  # a crash is a crash, never a refusal
            actual, reason, detail = "crashed", type(exc).__name__, str(exc)
        if actual == "replay_equivalent":
            admitted.append(case.item)
        s = score_label(case.case_id, case.expected, actual)
        scored.append(s)
        rows.append(B2Row(case_id=case.case_id, expected=case.expected, actual=actual, verdict=s.verdict,
                          reason=reason, detail=detail))
    return B2Report(lane=lane, admitted=tuple(i.item_id for i in admitted), summary=summarize(lane, scored),
                    rows=tuple(rows))


def scored_cases(report: B2Report) -> list[ScoredCase]:
    return [ScoredCase(case_id=r.case_id, verdict=r.verdict, expected=r.expected, actual=r.actual) for r in report.rows]
