"""The decomposer: a pure function from projection states to loop events (ADR 0040).

observe (every refusal of the run, with its context shape) → group (Tier 1: slot family × lemma,
≥ 2 rows) → abstract (Tier 2: the structural class missing operator × shape, shared across lemmas)
→ hypothesise (every candidate bridge) → design the tests → apply them (evidence fit, arm 1 on the
held-out refusals, arm 2 on the known-good set, the B2 validator) → conclude (emit, withhold with
the failing arm and cases, or suppress by the verdict index).
"""
from __future__ import annotations

from typing import Any, NamedTuple

import msgspec

from domain.codec import content_id
from domain.events.base import Cause, Event
from domain.events.corpus import CaseSpec
from domain.events.loop import (ArmTested, GroupFormed, HypothesisFormed, ObservationsRecorded, ProposalEmitted,
                                ProposalSuppressed, ProposalWithheld, TestDesigned)
from domain.loop import feedback
from domain.loop.arms import Score, failing_cases, mentions, run_arm
from domain.loop.joint import Budget
from domain.loop.candidates import (CHANGE_KIND, EVIDENCE_ONLY, VERB_CANDIDATES, Candidate, candidates_for,
                                   counted_in, proper_forms, time_phrases)
from domain.loop import multiword, senses
from domain.loop.model import (ArmResult, AuditRun, B2Check, DecomposerState, ObservationRow, Proposal,
                               VerdictIndexState)
from domain.loop.shapes import (FAMILY_OF_OPERATOR, SHAPE_CATEGORY, context_shape, equivalence_class, held_out,
                                lemma_of, modal, shape_signature)
from domain.loop.trace import TraceBuilder
from domain.reader import Pack
from domain.reader.lexicon import Lexicon, lexicon_for
from domain.reader.pack import PackChangeError, apply_change
from domain.teaching import ReplayOutcome, TeachingItem, TeachingPack, validate

MIN_EVIDENCE = 2
WRONG_ZERO = ("Applying this change turns no case wrong: every admitted evidence and held-out case matches its "
              "gold answer, and no case solved correctly before changes its answer.")


class DecomposeInput(NamedTuple):
    run_id: str
    run: AuditRun
    cases: list[CaseSpec]
    pack: Pack
    index: VerdictIndexState
    state: DecomposerState


class _Group(NamedTuple):
    group_id: str
    family: str
    lemma: str
    words: list[str]
    rows: list[ObservationRow]
    missing_operator: str
    shape: str
    eq_class: str


class _Tested(NamedTuple):
    cand: Candidate
    key: str
    hypothesis_id: str
    signature: str
    change_kind: str
    tight: bool
    arms: list[ArmResult]
    b2: B2Check
    design: dict[str, Any]
    candidate_pack: str
    counted: tuple[str, ...] = ()
    """(ADR 0049) For a holder reading (place, role noun): the group's cases whose text counts the noun."""
    modifies: tuple[str, ...] = ()
    """(ADR 0049) For a noun reading of a second sense: the group's cases (all of them) whose text has the
    word right before a count noun."""


def observe(inp: DecomposeInput) -> list[ObservationRow]:
    lex = lexicon_for(inp.pack)
    by_id = {c.id: c for c in inp.cases}
    rows = []
    for r in inp.run.refusals:
        ev = r.evidence
        tied = ev.sentence_index >= 0 and ev.token_index >= 0 and ev.token_text != ""
        word = ev.token_text.lower() if tied else ""
        shape = context_shape(by_id[r.case_id].problem, lex, ev.sentence_index, ev.token_index) if tied else ""
        rows.append(ObservationRow(
            observation_id=content_id({"run": inp.run_id, "case": r.case_id, "evidence": ev}, "observation"),
            case_id=r.case_id, evidence=ev, word=word, shape=shape, held_out=held_out(r.case_id)))
    return rows


def group(rows: list[ObservationRow], pending: dict[str, str]) -> list[_Group]:
    buckets: dict[tuple[str, str], list[ObservationRow]] = {}
    for row in rows:
        family = FAMILY_OF_OPERATOR.get(row.evidence.missing_operator)
        if row.evidence.reason != "unknown_word" or family is None or not row.word.replace("-", "").isalpha():
            continue
        buckets.setdefault((family, lemma_of(family, row.word)), []).append(row)
    # One lemma joins one family: the one with the most evidence (ties: family name).
    best: dict[str, tuple[str, str]] = {}
    for family, lemma in sorted(buckets):
        current = best.get(lemma)
        if current is None or len(buckets[(family, lemma)]) > len(buckets[current]):
            best[lemma] = (family, lemma)
    groups = []
    for family, lemma in sorted(best.values()):
        members = sorted(buckets[(family, lemma)], key=lambda r: r.case_id)
        if len(members) < MIN_EVIDENCE or f"{family}:{lemma}" in pending:
            continue
        operator = modal([r.evidence.missing_operator for r in members]) or ""
        shape = modal([r.shape for r in members]) or ""
        gid = content_id({"family": family, "lemma": lemma, "observations": [r.observation_id for r in members]},
                         "group")
        groups.append(_Group(gid, family, lemma, sorted({r.word for r in members}), members, operator, shape,
                             equivalence_class(operator, shape)))
    groups.sort(key=lambda g: (-len(g.rows), g.family, g.lemma))
    return groups


def group_multiword(rows: list[ObservationRow], by_id: dict[str, CaseSpec], lex: Lexicon,
                    pending: dict[str, str]) -> list[_Group]:
    """(ADR 0048) Tier 1 for multi-word entries: rows whose refused token belongs to the same phrase
    (``multiword.phrases_at``: family × phrase key), ≥ 2 rows, as single-word groups. (ADR 0049) Rows
    whose refusal stops at a grammar word that may have a second, open-class sense
    (``senses.sense_words_at``) group the same way."""
    buckets: dict[tuple[str, str], dict[str, tuple[ObservationRow, str]]] = {}
    for row in rows:
        ev = row.evidence
        if not row.word:
            continue
        text = by_id[row.case_id].problem
        for ph in (multiword.phrases_at(text, ev.sentence_index, ev.token_index, lex)
                   + senses.sense_words_at(text, ev.sentence_index, ev.token_index, lex)):
            buckets.setdefault((ph.family, ph.key), {}).setdefault(row.observation_id, (row, ph.phrase))
    groups = []
    for (family, key), members_by_id in sorted(buckets.items()):
        members = sorted(members_by_id.values(), key=lambda m: (m[0].case_id, m[0].observation_id))
        if len(members) < MIN_EVIDENCE or f"{family}:{key}" in pending:
            continue
        rws = [m[0] for m in members]
        operator = modal([r.evidence.missing_operator for r in rws]) or ""
        shape = modal([r.shape for r in rws]) or ""
        gid = content_id({"family": family, "lemma": key, "observations": [r.observation_id for r in rws]}, "group")
        groups.append(_Group(gid, family, key, sorted({m[1] for m in members}), rws, operator, shape,
                             equivalence_class(operator, shape)))
    groups.sort(key=lambda g: (-len(g.rows), g.family, g.lemma))
    return groups


_PHRASE_CATEGORY = {**multiword.SHAPE_CATEGORY, senses.SECOND_SENSE: "uncategorized"}


def _phrase_candidates(g: _Group, pack: Pack, observed_only: bool) -> list[Candidate]:
    if g.family == senses.SECOND_SENSE:
        return senses.sense_candidates(g.lemma, g.words, pack)
    return multiword.multiword_candidates(g.family, g.lemma, g.words, pack, observed_only=observed_only)


def _b2(item_id: str, lemma: str, cand: Candidate, evidence: list[str], arms: list[ArmResult]) -> B2Check:
    """The B2 validator on the proposal seen as a teaching item: ``lemma is_a <class>``."""
    obj = f"{cand.change_type}:{cand.category}"
    item = TeachingItem(item_id=item_id, subject=lemma, intent="definition", connective="is_a", object=obj,
                        evidence=tuple(evidence))
    pack = TeachingPack(terms=frozenset({obj}), connectives=frozenset({"is_a"}), open_slots=frozenset({"subject"}))
    before: dict[str, ReplayOutcome] = {}
    after: dict[str, ReplayOutcome] = {}
    for arm in arms:
        for r in arm.rows:
            if arm.arm == "arm2_known_good":
                before[r.case_id] = ReplayOutcome(status="correct", answer=r.before)
                status = "correct" if r.after == r.before else ("refused" if r.after.startswith("refused:") else "wrong")
            else:
                before[r.case_id] = ReplayOutcome(status="refused")
                status = {"admitted_correct": "correct", "admitted_wrong": "wrong"}.get(r.verdict, "refused")
            after[r.case_id] = ReplayOutcome(status=status, answer="" if status == "refused" else r.after)
    verdict = validate(item, (), pack, lambda admitted: after if admitted else before)
    return B2Check(outcome=verdict.outcome, reason=verdict.reason, detail=verdict.detail)


def _test(inp: DecomposeInput, g: _Group, cand: Candidate, tight: bool, signature: str,
          by_id: dict[str, CaseSpec], before: dict[str, str], score: Score, base: Pack | None = None) -> _Tested | None:
    """``base``: the pack the candidate is added to (default the run's pack; ADR 0048: the run's pack plus
    the companions, this decomposition's single-word winners)."""
    key = content_id({"family": g.family, "lemma": g.lemma, "changes": cand.changes}, "hypothesis")
    if key in inp.state.decided_keys:
        return None  # a decided idea never resurfaces
    try:
        pack = inp.pack if base is None else base
        for change in cand.changes:
            pack = apply_change(pack, change)
    except PackChangeError:
        return None
    hypothesis_id = content_id({"key": key, "group": g.group_id, "base": inp.run.pack_id}, "hypothesis-instance")
    evidence = [r.case_id for r in g.rows if not r.held_out]
    arm1 = [r.case_id for r in g.rows if r.held_out]
    known = sorted(inp.run.correct)
    arm2 = [cid for cid in known if mentions(by_id[cid].problem, cand.surface)]
    arms = [run_arm("evidence", evidence, by_id, before, pack, score),
            run_arm("arm1_held_out", arm1, by_id, before, pack, score),
            run_arm("arm2_known_good", arm2, by_id, before, pack, score)]
    design = {"evidence_cases": evidence, "arm1_cases": arm1, "arm2_cases": arm2,
              "arm2_unaffected": len(known) - len(arm2)}
    # (ADR 0049) usage check: a holder reading of a noun the group's own texts count (``had 72 homework
    # problems``) contradicts them, however well it answers (a counted thing is a unit)
    lex = lexicon_for(inp.pack)
    counted = tuple(sorted(r.case_id for r in g.rows if cand.change_type == "add_place"
                           and counted_in(by_id[r.case_id].problem, cand.surface, lex)))
    # (ADR 0049) a second sense read as a noun where every group text has the word before a noun
    # (``3 new apples``) contradicts the texts: there it modifies the noun
    modifies: tuple[str, ...] = ()
    if g.family == senses.SECOND_SENSE and cand.change_type in ("add_unit", "add_place"):
        before = [r.case_id for r in g.rows
                  if any(senses.before_a_noun(by_id[r.case_id].problem, w, lex) for w in g.words)]
        if len(before) == len(g.rows):
            modifies = tuple(sorted(before))
    return _Tested(cand, key, hypothesis_id, signature, CHANGE_KIND[cand.change_type], tight, arms,
                   _b2(hypothesis_id, g.lemma, cand, evidence + arm1, arms), design, lexicon_for(pack).digest,
                   counted, modifies)



def _failure(t: _Tested) -> tuple[str, list[str], str] | None:
    for arm in t.arms:
        if arm.outcome == "REJECT":
            cases = failing_cases(arm)
            what = "answers wrongly" if arm.arm != "arm2_known_good" else "changes the known-good answer of"
            return arm.arm, cases, f"{arm.arm}: the candidate {what} {', '.join(cases)}"
    if t.counted:
        return "counted", list(t.counted), (f"counted: the group's texts count it ({', '.join(t.counted)}), so it is "
                                            "a count noun, not a place or a role noun")
    if t.modifies:
        return "modifies", list(t.modifies), (f"modifies: every text of the group has the word before a count noun "
                                              f"({', '.join(t.modifies)}): it modifies the noun, it names nothing")
    if t.b2.outcome != "replay_equivalent":
        return "b2", [], f"B2 validator: {t.b2.outcome} ({t.b2.reason}) {t.b2.detail}".strip()
    return None


def _admitted_correct(t: _Tested) -> int:
    return sum(a.cases_correct for a in t.arms if a.arm != "arm2_known_good")


def _prior(t: _Tested) -> int:
    return VERB_CANDIDATES.index(t.cand.category) if t.cand.category in VERB_CANDIDATES else -1


def select(tested: list[_Tested], index: VerdictIndexState) -> dict[str, tuple[str, list[str], str]]:
    """Which candidates of one group are withheld (hypothesis id → failing arm, cases, detail).

    Survivors of every arm compete: the one admitting the most cases correctly wins; ties go to
    the higher confidence, then the prior order. A lone survivor is proposed even when it admits
    nothing (it explains the refusals as well as anything can), unless it is a holder reading
    (``EVIDENCE_ONLY``, ADR 0044). When several survive and none admitted anything, the evidence
    cannot tell them apart and all wait (``undetermined``) for the joint search; a group whose one
    plain survivor only waits because of holder readings falls back to it there
    (``GroupOutcome.fallback``)."""
    out = {}
    alive = []
    for t in tested:
        f = _failure(t)
        if f:
            out[t.hypothesis_id] = f
        else:
            alive.append(t)
    if not alive:
        return out
    alive.sort(key=lambda t: (-_admitted_correct(t), -feedback.confidence(index, t.signature), _prior(t)))
    if _admitted_correct(alive[0]) == 0:
        if len(alive) == 1 and alive[0].cand.change_type not in EVIDENCE_ONLY:
            return out
        for t in alive:
            out[t.hypothesis_id] = ("undetermined", [], f"{len(alive)} candidates survive every arm and none "
                                    "admits a case: the evidence cannot choose between them yet")
        return out
    for t in alive[1:]:
        out[t.hypothesis_id] = ("outranked", [], f"{alive[0].cand.claim} admits {_admitted_correct(alive[0])} "
                                f"case(s) correctly, this one {_admitted_correct(t)}")
    return out


def _companions(pack: Pack, outcomes: list[GroupOutcome]) -> tuple[Pack, list[tuple[str, Candidate]]]:
    """(ADR 0048) The run's pack plus every single-word group's winner of this decomposition (in group
    order; a change that no longer applies is left out) — the words a multi-word entry's cases may
    need besides the phrase."""
    applied: list[tuple[str, Candidate]] = []
    for o in outcomes:
        w = o.winner() if not o.undetermined() else None
        if w is None:
            continue
        try:
            p = pack
            for change in w.cand.changes:
                p = apply_change(p, change)
        except PackChangeError:
            continue
        pack = p
        applied.append((f"{o.group.family}:{o.group.lemma}", w.cand))
    return pack, applied


def _companion_info(g: _Group, t: _Tested, companions: list[tuple[str, Candidate]],
                    by_id: dict[str, CaseSpec]) -> dict[str, Any]:
    """The ``joint`` trace payload (ADR 0043's shape) of a phrase tested with companions: the companions
    whose words the group's cases mention, and the cases the phrase reads correctly with them."""
    texts = [by_id[r.case_id].problem for r in g.rows]
    used = [(w, c) for w, c in companions if any(mentions(x, c.surface) for x in texts)]
    solved = sorted(r.case_id for a in t.arms if a.arm != "arm2_known_good" for r in a.rows
                    if r.verdict == "admitted_correct")
    return {"word": f"{g.family}:{g.lemma}", "option": f"{t.cand.change_type}:{t.cand.category}",
            "solved_together": solved,
            "companions": [{"word": w, "option": f"{c.change_type}:{c.category}", "status": "fixed",
                            "hypothesis_key": content_id({"family": w.split(":", 1)[0], "lemma": w.split(":", 1)[1],
                                                          "changes": c.changes}, "hypothesis")} for w, c in used],
            "options": {}}


def select_multiword(tested: list[_Tested], index: VerdictIndexState) -> dict[str, tuple[str, list[str], str]]:
    """(ADR 0048) ``select`` for a multi-word group, stricter: a phrase entry is proposed only when it
    admits a case correctly (a longer entry that reads nothing more is no reason to add it), and there
    is no joint search for phrases, so candidates the evidence cannot tell apart are withheld here."""
    out = select(tested, index)
    for t in tested:
        if t.hypothesis_id in out and out[t.hypothesis_id][0] != "undetermined":
            continue
        if _admitted_correct(t) == 0:
            out[t.hypothesis_id] = ("unsupported", [], "the phrase admits no evidence or held-out case correctly: "
                                    "a multi-word entry is proposed only when it reads a case")
    return out


def _suppressed_or_tested(inp: DecomposeInput, g: _Group, t: _Tested, class_lemmas: list[str], n_candidates: int,
                          signature: str, change_kind: str, cause: Cause, events: list,
                          joint: dict[str, Any] | None = None) -> ProposalSuppressed | None:
    """A tested hypothesis whose shape the verdicts suppress becomes a suppressed proposal (returned); any
    other gets its test design and arm results appended to ``events`` (and None is returned)."""
    hit = feedback.suppression(inp.index, signature, change_kind)
    if hit is not None:
        p = _proposal(inp, g, t, class_lemmas, n_candidates, "suppressed",
                      f"shape rejected {hit[0]}x (threshold {hit[2]}), ratified {hit[1]}x", joint)
        return ProposalSuppressed(cause=cause, proposal=p, signature=signature, change_kind=change_kind,
                                  rejected=hit[0], ratified=hit[1], threshold=hit[2])
    events.append(TestDesigned(cause=cause, hypothesis_id=t.hypothesis_id, **{
        k: t.design[k] for k in ("evidence_cases", "arm1_cases", "arm2_cases", "arm2_unaffected")}))
    events.extend(ArmTested(cause=cause, hypothesis_id=t.hypothesis_id, result=a) for a in t.arms)
    return None


def _proposal(inp: DecomposeInput, g: _Group, t: _Tested, class_lemmas: list[str], n_candidates: int,
              status: str, detail: str, joint: dict[str, Any] | None = None) -> Proposal:
    """``joint``: the joint-search evidence (ADR 0043) when the cases need other new words too."""
    tb = TraceBuilder()
    if g.rows:
        s0 = tb.add("observation", [r.observation_id for r in g.rows],
                    f"{len(g.rows)} refusals stop at the unknown word(s) {', '.join(g.words)}",
                    f"the reader refused with {g.rows[0].evidence.reason} / {g.missing_operator}",
                    {"count": len(g.rows), "missing_operator": g.missing_operator})
    else:
        cases = t.design["evidence_cases"] + t.design["arm1_cases"]
        s0 = tb.add("observation", [g.group_id], f"{len(cases)} refused cases stop at the unknown word(s) "
                    f"{', '.join(g.words)} once the words before it are bridged",
                    f"found by the joint blocker search; the reader refuses with unknown_word / {g.missing_operator}",
                    {"count": len(cases), "missing_operator": g.missing_operator})
    s1 = tb.add("grouping", [g.group_id, s0], f"one group: slot family {g.family}, lemma {g.lemma!r}",
                "same slot family and lemma: one pack entry would admit them all",
                {"family": g.family, "lemma": g.lemma, "evidence_cases": t.design["evidence_cases"],
                 "held_out_cases": t.design["arm1_cases"]})
    s2 = tb.add("abstraction", [g.eq_class, s1], f"the word fills the slot {g.shape!r}",
                f"lemmas refused in the same slot share the structure: {', '.join(class_lemmas)}",
                {"shape": g.shape, "equivalence_class": g.eq_class, "class_lemmas": class_lemmas})
    payload3: dict[str, Any] = {"changes": msgspec.to_builtins(t.cand.changes), "signature": t.signature,
                                "confidence": feedback.confidence(inp.index, t.signature)}
    if joint is not None:
        payload3["joint"] = joint
    s3 = tb.add("hypothesis", [t.hypothesis_id, s2], t.cand.claim,
                f"one of {n_candidates} candidate bridges for this slot"
                + (" (tightened to the forms seen, after a refined verdict on this shape)" if t.tight else "")
                + (f"; the joint search solves {len(joint['solved_together'])} evidence case(s) with it together "
                   f"with {', '.join(c['word'] + '=' + c['option'] for c in joint['companions']) or 'no other word'}"
                   if joint is not None else ""),
                payload3)
    s4 = tb.add("test_design", [s3], "re-read the evidence, the held-out refusals and the affected known-good cases"
                + (" with the joint pack (this change and its companions)" if joint is not None else ""),
                "held-out part chosen by content hash; known-good = solved correctly by the run's pack",
                dict(t.design))
    s5 = tb.add("test_application", [a.digest for a in t.arms] + [s4],
                f"re-read {sum(a.cases_tested for a in t.arms)} cases with the candidate pack",
                "the pure reader on the base pack plus this change"
                + (" and its companions" if joint is not None else ""),
                {a.arm: {"tested": a.cases_tested, "admitted": a.cases_admitted, "correct": a.cases_correct,
                         "wrong": a.cases_wrong, "changed": a.cases_changed_answer} for a in t.arms})
    s6 = tb.add("test_result", [s5], ", ".join(f"{a.arm} {a.outcome}" for a in t.arms) + f", B2 {t.b2.outcome}",
                "REJECT on any wrong admitted case (evidence, arm 1) or any changed known-good answer (arm 2)",
                {"outcomes": {a.arm: a.outcome for a in t.arms}, "b2": t.b2.outcome})
    tb.add("conclusion", [s6], f"{status}: {detail}" if detail else status,
           "only proposals whose arms pass or are neutral reach the operator", {"status": status})
    trace_id, steps = tb.build()
    replay_hash = content_id({"base": inp.run.pack_id, "candidate": t.candidate_pack,
                              "arms": [a.digest for a in t.arms]}, "replay-equivalence")
    body = Proposal(
        proposal_id="", hypothesis_id=t.hypothesis_id, hypothesis_key=t.key, group_id=g.group_id,
        base_pack=inp.run.pack_id, change_kind=t.change_kind, changes=t.cand.changes, signature=t.signature,
        shape_category=SHAPE_CATEGORY.get(g.family) or _PHRASE_CATEGORY[g.family], family=g.family, lemma=g.lemma,
        structural_commonality=f"{g.family} slot {g.shape!r} ({g.missing_operator})",
        evidence=[r.case_id for r in g.rows] if g.rows else t.design["evidence_cases"] + t.design["arm1_cases"],
        observations=[r.observation_id for r in g.rows],
        wrong_zero_assertion=WRONG_ZERO, arms=t.arms, replay_equivalence_hash=replay_hash,
        confidence=feedback.confidence(inp.index, t.signature), tightened=t.tight, b2=t.b2,
        trace_id=trace_id, trace=steps)
    return msgspec.structs.replace(body, proposal_id=content_id(body, "proposal"))


def _is_joint(p: Proposal) -> bool:
    return any("joint" in s.payload for s in p.trace if s.kind == "hypothesis")


class GroupOutcome(NamedTuple):
    """What single-word evidence concluded for one group (the joint stage starts from it)."""

    group: _Group
    tested: list[_Tested]
    withheld: dict[str, tuple[str, list[str], str]]
    n_candidates: int
    class_lemmas: list[str]

    def undetermined(self) -> bool:
        return bool(self.open_candidates())

    def winner(self) -> _Tested | None:
        alive = [t for t in self.tested if t.hypothesis_id not in self.withheld]
        return alive[0] if alive else None

    def open_candidates(self) -> list[_Tested]:
        """Survivors of every arm that the single-word evidence could not tell apart."""
        return [t for t in self.tested if self.withheld.get(t.hypothesis_id, ("",))[0] == "undetermined"]

    def fallback(self) -> _Tested | None:
        """(ADR 0044) The one plain survivor (a unit, say) that waits only because holder readings
        survive beside it: proposed as it was before holders existed if the joint search decides
        nothing for the word."""
        open_ = self.open_candidates()
        plain = [t for t in open_ if t.cand.change_type not in EVIDENCE_ONLY]
        return plain[0] if len(plain) == 1 and len(open_) > 1 else None


def decompose(inp: DecomposeInput, cause: Cause, score: Score, budget: Budget = Budget()) -> list[Event]:
    """Every loop event one decomposition of ``inp.run`` produces, in a deterministic order."""
    by_id = {c.id: c for c in inp.cases}
    before = {r.case_id: f"refused:{r.evidence.reason}" for r in inp.run.refusals}
    before.update(inp.run.correct)
    rows = observe(inp)
    events: list[Event] = [ObservationsRecorded(cause=cause, run_id=inp.run_id, corpus_id=inp.run.corpus_id,
                                                pack_id=inp.run.pack_id, rows=rows)]
    groups = group(rows, inp.state.pending_lemmas)
    lex = lexicon_for(inp.pack)
    lemmas_by_class: dict[str, list[str]] = {}
    for g in groups:
        lemmas_by_class.setdefault(g.eq_class, []).append(g.lemma)
    emitted: list[Proposal] = []
    closing: list[Event] = []
    outcomes: list[GroupOutcome] = []
    for g in groups:
        events.append(GroupFormed(cause=cause, group_id=g.group_id, family=g.family, lemma=g.lemma,
                                  surface_forms=g.words, missing_operator=g.missing_operator, shape=g.shape,
                                  equivalence_class=g.eq_class,
                                  evidence_cases=[r.case_id for r in g.rows if not r.held_out],
                                  held_out_cases=[r.case_id for r in g.rows if r.held_out]))
        # (ADR 0044) a name is proposed only where the group's texts capitalise the word inside a sentence
        proper = sorted({f for r in g.rows for w in g.words for f in proper_forms(by_id[r.case_id].problem, w, lex)})
        # (ADR 0047) a time phrase is proposed only where the group's texts show the word closing one
        times = sorted({p for r in g.rows for p in time_phrases(by_id[r.case_id].problem, r.word,
                                                                 r.evidence.sentence_index, r.evidence.token_index, lex)})
        loose = candidates_for(g.family, g.lemma, g.words, inp.pack, observed_only=False, proper=proper, times=times)
        tight = candidates_for(g.family, g.lemma, g.words, inp.pack, observed_only=True, proper=proper, times=times)
        tested: list[_Tested] = []
        suppressed: list[Event] = []
        for i, cand in enumerate(loose):
            change_kind = CHANGE_KIND[cand.change_type]
            signature = shape_signature(change_kind, cand.change_type, cand.category, g.missing_operator, g.shape)
            is_tight = feedback.tightened(inp.index, signature) and i < len(tight)
            if is_tight:
                cand = tight[i]
            t = _test(inp, g, cand, is_tight, signature, by_id, before, score)
            if t is None:
                continue
            events.append(HypothesisFormed(cause=cause, hypothesis_id=t.hypothesis_id, hypothesis_key=t.key,
                                           group_id=g.group_id, change_kind=t.change_kind, changes=cand.changes,
                                           signature=signature, claim=cand.claim))
            hit = _suppressed_or_tested(inp, g, t, lemmas_by_class[g.eq_class], len(loose), signature, change_kind,
                                        cause, events)
            if hit is not None:
                suppressed.append(hit)
                continue
            tested.append(t)
        withheld = select(tested, inp.index)
        closing.extend(suppressed)
        outcome = GroupOutcome(g, tested, withheld, len(loose), lemmas_by_class[g.eq_class])
        outcomes.append(outcome)
        if outcome.undetermined():
            continue  # the joint search below may decide it; else it is withheld as undetermined there
        for t in tested:
            if t.hypothesis_id in withheld:
                arm, cases, detail = withheld[t.hypothesis_id]
                p = _proposal(inp, g, t, lemmas_by_class[g.eq_class], len(loose), "withheld", detail)
                closing.append(ProposalWithheld(cause=cause, proposal=p, failing_arm=arm, cases=cases, detail=detail))
            else:
                emitted.append(_proposal(inp, g, t, lemmas_by_class[g.eq_class], len(loose), "emitted", ""))
    # (ADR 0048) multi-word entries: verb + particle, compound nouns, time phrases opened by the refused word
    companions = _companions(inp.pack, outcomes)
    for g in group_multiword(rows, by_id, lex, inp.state.pending_lemmas):
        events.append(GroupFormed(cause=cause, group_id=g.group_id, family=g.family, lemma=g.lemma,
                                  surface_forms=g.words, missing_operator=g.missing_operator, shape=g.shape,
                                  equivalence_class=g.eq_class,
                                  evidence_cases=[r.case_id for r in g.rows if not r.held_out],
                                  held_out_cases=[r.case_id for r in g.rows if r.held_out]))
        loose = _phrase_candidates(g, inp.pack, observed_only=False)
        tight = _phrase_candidates(g, inp.pack, observed_only=True)
        plan = []
        for i, cand in enumerate(loose):
            change_kind = CHANGE_KIND[cand.change_type]
            signature = shape_signature(change_kind, cand.change_type, cand.category, g.missing_operator, g.shape)
            is_tight = feedback.tightened(inp.index, signature) and i < len(tight)
            plan.append((tight[i] if is_tight else cand, is_tight, signature, change_kind))
        tested = [(t, sig, kind) for cand, is_tight, sig, kind in plan
                  if (t := _test(inp, g, cand, is_tight, sig, by_id, before, score)) is not None]
        joint: dict[str, dict[str, Any]] = {}
        if companions[1] and tested and not any(_admitted_correct(t) for t, _, _ in tested):
            # Alone the phrase admits nothing: the cases may need other new words too. Re-test every
            # candidate on the pack with this decomposition's single-word winners (the companions);
            # the proposal records them, and joint proposals are ranked after single-word ones.
            again = [(t, sig, kind) for cand, is_tight, sig, kind in plan
                     if (t := _test(inp, g, cand, is_tight, sig, by_id, before, score, companions[0])) is not None]
            if any(_admitted_correct(t) for t, _, _ in again):
                tested = again
                joint = {t.hypothesis_id: _companion_info(g, t, companions[1], by_id) for t, _, _ in tested}
        kept = []
        for t, signature, change_kind in tested:
            events.append(HypothesisFormed(cause=cause, hypothesis_id=t.hypothesis_id, hypothesis_key=t.key,
                                           group_id=g.group_id, change_kind=t.change_kind, changes=t.cand.changes,
                                           signature=signature, claim=t.cand.claim))
            hit = _suppressed_or_tested(inp, g, t, [g.lemma], len(loose), signature, change_kind, cause, events,
                                        joint.get(t.hypothesis_id))
            if hit is not None:
                closing.append(hit)
                continue
            kept.append(t)
        withheld = select_multiword(kept, inp.index)
        for t in kept:
            if t.hypothesis_id in withheld:
                arm, cases, detail = withheld[t.hypothesis_id]
                p = _proposal(inp, g, t, [g.lemma], len(loose), "withheld", detail, joint.get(t.hypothesis_id))
                closing.append(ProposalWithheld(cause=cause, proposal=p, failing_arm=arm, cases=cases, detail=detail))
            else:
                emitted.append(_proposal(inp, g, t, [g.lemma], len(loose), "emitted", "", joint.get(t.hypothesis_id)))
    from domain.loop.joint_stage import joint_stage  # late import: it builds on this module's helpers
    joint_events, joint_emitted, joint_closing = joint_stage(inp, cause, score, rows, outcomes, by_id, before, budget)
    events.extend(joint_events)
    emitted.extend(joint_emitted)
    closing.extend(joint_closing)
    events.extend(closing)
    # Single-word proposals first: a joint proposal's evidence assumes its companions are in the pack.
    emitted.sort(key=lambda p: (_is_joint(p), -p.confidence, -len(p.evidence), p.proposal_id))
    events.extend(ProposalEmitted(cause=cause, proposal=p, rank=i) for i, p in enumerate(emitted))
    return events
