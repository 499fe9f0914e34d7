"""The joint stage of a decomposition (ADR 0043): after the single-word groups, search the
evidence cases that stop at several unknown words, decide what the joint evidence decides, test
each decided word with the three arms on the JOINT pack, and turn it into events.

* Words whose group emitted a candidate are fixed to it; words whose group was undetermined (and
  words no group covers, met only behind another unknown word) are open; a word whose every
  candidate failed, or whose proposal is pending, is closed (the search stops there).
* The arms are as strict as for single words, read on the joint pack = the run's pack + every
  fixed and every decided change: ``evidence`` (non-held-out refusals mentioning the word: no
  wrong answer), ``arm1_held_out`` (held-out refusals mentioning it: no wrong answer),
  ``arm2_known_good`` (solved cases mentioning it: no changed answer). A word failing an arm is
  withheld and the joint pack is rebuilt without it until every remaining word passes.
"""
from __future__ import annotations

from typing import Any

from domain.codec import content_id
from domain.events.base import Cause, Event
from domain.events.corpus import CaseSpec
from domain.events.loop import (ArmTested, GroupFormed, HypothesisFormed, ProposalSuppressed, ProposalWithheld,
                                TestDesigned)
from domain.events.loop_joint import JointSearched
from domain.loop import feedback
from domain.loop.arms import Score, mentions, run_arm
from domain.loop.candidates import CHANGE_KIND, Candidate, candidates_for, time_phrases
from domain.loop.decomposer import (MIN_EVIDENCE, DecomposeInput, GroupOutcome, _b2, _failure, _Group, _proposal,
                                    _Tested)
from domain.loop.joint import Budget, CaseSearch, Option, Slot, option_key, search, slot_of, unknown_words
from domain.loop.joint_select import choose
from domain.loop.model import JointRow, ObservationRow, Proposal
from domain.loop.shapes import context_shape, equivalence_class, held_out, shape_signature
from domain.reader import Pack
from domain.reader.lexicon import lexicon_for
from domain.reader.pack import PackChangeError, apply_change


def _hypothesis_key(family: str, lemma: str, cand: Candidate) -> str:
    return content_id({"family": family, "lemma": lemma, "changes": cand.changes}, "hypothesis")


def _assignment_text(a) -> str:
    return "&".join(f"{w}={k}" for w, k in a)


class _Words:
    """Per word key: fixed option, open options, or closed — and how to rank and describe it."""

    def __init__(self, inp: DecomposeInput, outcomes: list[GroupOutcome], by_id: dict[str, CaseSpec]):
        self.inp = inp
        self.by_id = by_id
        self.lex = lexicon_for(inp.pack)
        self.fixed: dict[str, Candidate] = {}
        self.group_open: dict[str, GroupOutcome] = {}
        self.closed: set[str] = set()
        self.hidden: dict[str, Slot] = {}
        self.options: dict[str, list[Option]] = {}
        self.info: dict[str, tuple[str, str, str, str]] = {}
        """word key → (family, lemma, missing operator, shape)."""
        for o in outcomes:
            g = o.group
            key = f"{g.family}:{g.lemma}"
            self.info[key] = (g.family, g.lemma, g.missing_operator, g.shape)
            winner = o.winner()
            if o.undetermined():
                self.group_open[key] = o
            elif winner is not None:
                self.fixed[key] = winner.cand
            else:
                self.closed.add(key)

    def options_for(self, slot: Slot) -> list[Option]:
        got = self.options.get(slot.key)
        if got is not None:
            return got
        if slot.key in self.fixed:
            opts = [Option(option_key(self.fixed[slot.key]), self.fixed[slot.key])]
        elif slot.key in self.group_open:
            opts = [Option(option_key(t.cand), t.cand) for t in self.group_open[slot.key].open_candidates()]
        elif slot.key in self.closed or slot.key in self.inp.state.pending_lemmas:
            opts = []
        else:
            self.hidden[slot.key] = slot
            shape = context_shape(self.by_id[slot.case_id].problem, self.lex, slot.sentence_index, slot.token_index)
            self.info[slot.key] = (slot.family, slot.lemma, slot.missing_operator, shape)
            times = time_phrases(self.by_id[slot.case_id].problem, slot.word, slot.sentence_index,
                                 slot.token_index, self.lex)  # (ADR 0047) the first case's phrase
            cands = candidates_for(slot.family, slot.lemma, [slot.word], self.inp.pack, observed_only=False,
                                   times=times)
            opts = [Option(option_key(c), c) for c in cands
                    if _hypothesis_key(slot.family, slot.lemma, c) not in self.inp.state.decided_keys]
        seen: set[str] = set()
        opts = [o for o in opts if not (o.key in seen or seen.add(o.key))]
        self.options[slot.key] = opts
        return opts

    def candidate(self, word: str, key: str) -> Candidate:
        return next(o.cand for o in self.options[word] if o.key == key)

    def signature(self, word: str, cand: Candidate) -> str:
        _family, _lemma, operator, shape = self.info[word]
        return shape_signature(CHANGE_KIND[cand.change_type], cand.change_type, cand.category, operator, shape)

    def rank(self, word: str, key: str) -> tuple[int, int]:
        """Among options the evidence cannot tell apart: confidence, then the prior order."""
        keys = [o.key for o in self.options[word]]
        cand = self.candidate(word, key)
        return -feedback.confidence(self.inp.index, self.signature(word, cand)), keys.index(key)


def _joint_pack(base: Pack, changes: list[tuple[str, Candidate]]) -> tuple[Pack, list[str]]:
    """The base plus each word's changes in order; words whose changes do not apply are returned."""
    pack, failed = base, []
    for word, cand in changes:
        try:
            p = pack
            for change in cand.changes:
                p = apply_change(p, change)
            pack = p
        except PackChangeError:
            failed.append(word)
    return pack, failed


def _test_jointly(inp: DecomposeInput, word: str, cand: Candidate, hypothesis_id: str, signature: str,
                  pack: Pack, by_id: dict[str, CaseSpec], before: dict[str, str], score: Score) -> _Tested:
    family, lemma = word.split(":", 1)
    refused = sorted({r.case_id for r in inp.run.refusals})
    touched = [cid for cid in refused if mentions(by_id[cid].problem, cand.surface)]
    evidence = [cid for cid in touched if not held_out(cid)]
    arm1 = [cid for cid in touched if held_out(cid)]
    known = sorted(inp.run.correct)
    arm2 = [cid for cid in known if mentions(by_id[cid].problem, cand.surface)]
    arms = [run_arm("evidence", evidence, by_id, before, pack, score),
            run_arm("arm1_held_out", arm1, by_id, before, pack, score),
            run_arm("arm2_known_good", arm2, by_id, before, pack, score)]
    design = {"evidence_cases": evidence, "arm1_cases": arm1, "arm2_cases": arm2,
              "arm2_unaffected": len(known) - len(arm2)}
    return _Tested(cand, _hypothesis_key(family, lemma, cand), hypothesis_id, signature,
                   CHANGE_KIND[cand.change_type], False, arms, _b2(hypothesis_id, lemma, cand, evidence + arm1, arms),
                   design, lexicon_for(pack).digest)


def joint_stage(inp: DecomposeInput, cause: Cause, score: Score, rows: list[ObservationRow],
                outcomes: list[GroupOutcome], by_id: dict[str, CaseSpec], before: dict[str, str],
                budget: Budget) -> tuple[list[Event], list[Proposal], list[Event]]:
    """(events to record now, proposals to emit, closing events) of the joint stage."""
    words = _Words(inp, outcomes, by_id)
    roots, too_deep = [], []
    for row in sorted(rows, key=lambda r: r.case_id):
        slot = slot_of(row.evidence, row.case_id) if not row.held_out else None
        if slot is None:
            continue
        # More unknown words than the depth bound: the search could not finish it; skip the reads.
        if len(unknown_words(by_id[row.case_id].problem, words.lex)) > budget.max_depth:
            too_deep.append(CaseSearch(case_id=row.case_id, root=slot.key, reads=0, exhausted=True, outcomes={}))
        else:
            roots.append((by_id[row.case_id], slot))
    searches = search(roots, inp.pack, words.options_for, score, budget) + too_deep
    fixed_keys = {w: option_key(c) for w, c in words.fixed.items()}
    open_words = set(words.group_open) | set(words.hidden)
    choice = choose(searches, fixed_keys, open_words, words.rank)

    # Which decided words are proposed: a hidden word needs as many refused cases as a group.
    decided: dict[str, Candidate] = {}
    for w, k in sorted(choice.chosen.items()):
        cand = words.candidate(w, k)
        if w in words.hidden and sum(mentions(by_id[r.case_id].problem, cand.surface)
                                     for r in inp.run.refusals) < MIN_EVIDENCE:
            continue
        decided[w] = cand
    failed: dict[str, tuple[str, list[str], str, _Tested | None]] = {}
    tested: dict[str, _Tested] = {}
    hyp_ids: dict[str, str] = {}
    jgroups: dict[str, _Group] = {}
    for w, cand in decided.items():
        family, lemma, operator, shape = words.info[w]
        if w in words.group_open:
            o = words.group_open[w]
            hyp_ids[w] = next(t.hypothesis_id for t in o.tested if option_key(t.cand) == option_key(cand))
        else:
            slot = words.hidden[w]
            gid = content_id({"family": family, "lemma": lemma, "joint_cases": choice.support[w]}, "joint-group")
            jgroups[w] = _Group(gid, family, lemma, [slot.word], [], operator, shape,
                                equivalence_class(operator, shape))
            hyp_ids[w] = content_id({"key": _hypothesis_key(family, lemma, cand), "group": gid,
                                     "base": inp.run.pack_id}, "hypothesis-instance")
    alive = dict(decided)
    while True:
        pack, not_applicable = _joint_pack(inp.pack, [(w, words.fixed[w]) for w in sorted(words.fixed)]
                                           + sorted(alive.items()))
        clash = [w for w in not_applicable if w in alive]  # a fixed word that clashes is simply left out
        for w in clash:
            failed[w] = ("joint_conflict", [], "its changes do not apply together with the other decided words",
                         None)
            del alive[w]
        if clash:
            continue
        tested = {w: _test_jointly(inp, w, c, hyp_ids[w], words.signature(w, c), pack, by_id, before, score)
                  for w, c in sorted(alive.items())}
        bad = {w: f for w, t in tested.items() if (f := _failure(t))}
        if not bad:
            break
        for w, (arm, cases, detail) in bad.items():
            failed[w] = (arm, cases, detail + " (read on the joint pack)", tested[w])
            del alive[w]

    events: list[Event] = [JointSearched(
        cause=cause, run_id=inp.run_id, max_depth=budget.max_depth, per_case_budget=budget.per_case,
        total_budget=budget.total, reads=sum(s.reads for s in searches), rows=[_row(s) for s in searches],
        decided={w: option_key(c) for w, c in decided.items()},
        conflicts={w: cases for w, (_kind, cases) in sorted(choice.conflicts.items())})]
    emitted: list[Proposal] = []
    closing: list[Event] = []
    tally = _tally(searches)

    def joint_info(w: str) -> dict[str, Any]:
        companions = []
        for x in choice.companions.get(w, []):
            cx = words.fixed.get(x) or decided.get(x) or words.candidate(x, choice.chosen[x])
            status = ("fixed" if x in words.fixed else "decided" if x in alive else "withheld" if x in failed
                      else "too_rare")
            companions.append({"word": x, "option": option_key(cx), "status": status,
                               "hypothesis_key": _hypothesis_key(*x.split(":", 1), cx)})
        return {"word": w, "option": option_key(decided[w]), "solved_together": choice.support.get(w, []),
                "companions": companions, "options": tally.get(w, {})}

    # Undetermined groups: the joint evidence decides, conflicts, or leaves them undetermined.
    for o in outcomes:
        if not o.undetermined():
            continue
        g = o.group
        w = f"{g.family}:{g.lemma}"
        # (ADR 0044) the joint evidence chose nothing for the word: its one plain survivor is proposed alone,
        # as it was before holder readings competed with it (they are withheld as unsupported)
        fallback = o.fallback() if w not in decided else None
        for t in o.tested:
            arm, cases, detail = o.withheld.get(t.hypothesis_id, ("", [], ""))
            if arm != "undetermined":
                p = _proposal(inp, g, t, o.class_lemmas, o.n_candidates, "withheld", detail)
                closing.append(ProposalWithheld(cause=cause, proposal=p, failing_arm=arm, cases=cases, detail=detail))
                continue
            if fallback is not None:
                if t is fallback:
                    emitted.append(_proposal(inp, g, t, o.class_lemmas, o.n_candidates, "emitted", ""))
                else:
                    detail = (f"admits no case, alone or with the other new words; {fallback.cand.claim} is "
                              "proposed when the evidence cannot tell the readings apart")
                    p = _proposal(inp, g, t, o.class_lemmas, o.n_candidates, "withheld", detail)
                    closing.append(ProposalWithheld(cause=cause, proposal=p, failing_arm="unsupported", cases=[],
                                                    detail=detail))
                continue
            chosen_here = w in decided and option_key(t.cand) == option_key(decided[w])
            if chosen_here and (w in alive or failed[w][3] is not None):
                jt = tested[w] if w in alive else failed[w][3]
                events.extend(_test_events(cause, jt))
                if w in alive:
                    emitted.append(_proposal(inp, g, jt, o.class_lemmas, o.n_candidates, "emitted", "",
                                             joint_info(w)))
                else:
                    farm, fcases, fdetail, _ = failed[w]
                    p = _proposal(inp, g, jt, o.class_lemmas, o.n_candidates, "withheld", fdetail, joint_info(w))
                    closing.append(ProposalWithheld(cause=cause, proposal=p, failing_arm=farm, cases=fcases,
                                                    detail=fdetail))
                continue
            if chosen_here:
                arm, cases, detail = "joint_conflict", [], failed[w][2]
            elif w in alive:
                arm, cases = "outranked", []
                detail = (f"the joint search chose {option_key(decided[w])}: it solves "
                          f"{', '.join(choice.support.get(w, []))} together with the other words")
            elif w in choice.conflicts:
                kind, cases = choice.conflicts[w]
                arm = "joint_conflict"
                detail = ("the cases solved jointly need different options for this word: " if kind == "disagree"
                          else "the jointly chosen options answer these cases wrongly: ") + ", ".join(cases)
            else:
                arm, cases, detail = o.withheld[t.hypothesis_id]
            p = _proposal(inp, g, t, o.class_lemmas, o.n_candidates, "withheld", detail)
            closing.append(ProposalWithheld(cause=cause, proposal=p, failing_arm=arm, cases=cases, detail=detail))

    # Words met only behind another unknown word: a joint group, one hypothesis, its arms.
    for w in sorted(jgroups):
        g = jgroups[w]
        cand = decided[w]
        jt = tested[w] if w in alive else failed[w][3]
        if jt is None:
            continue  # its changes did not apply together with the others: recorded in JointSearched
        events.append(GroupFormed(cause=cause, group_id=g.group_id, family=g.family, lemma=g.lemma,
                                  surface_forms=g.words, missing_operator=g.missing_operator, shape=g.shape,
                                  equivalence_class=g.eq_class, evidence_cases=jt.design["evidence_cases"],
                                  held_out_cases=jt.design["arm1_cases"]))
        events.append(HypothesisFormed(cause=cause, hypothesis_id=jt.hypothesis_id, hypothesis_key=jt.key,
                                       group_id=g.group_id, change_kind=jt.change_kind, changes=cand.changes,
                                       signature=jt.signature, claim=cand.claim))
        n = len(words.options[w])
        hit = feedback.suppression(inp.index, jt.signature, jt.change_kind)
        if hit is not None:
            p = _proposal(inp, g, jt, [g.lemma], n, "suppressed",
                          f"shape rejected {hit[0]}x (threshold {hit[2]}), ratified {hit[1]}x", joint_info(w))
            closing.append(ProposalSuppressed(cause=cause, proposal=p, signature=jt.signature,
                                              change_kind=jt.change_kind, rejected=hit[0], ratified=hit[1],
                                              threshold=hit[2]))
            continue
        events.extend(_test_events(cause, jt))
        if w in alive:
            emitted.append(_proposal(inp, g, jt, [g.lemma], n, "emitted", "", joint_info(w)))
        else:
            farm, fcases, fdetail, _ = failed[w]
            p = _proposal(inp, g, jt, [g.lemma], n, "withheld", fdetail, joint_info(w))
            closing.append(ProposalWithheld(cause=cause, proposal=p, failing_arm=farm, cases=fcases, detail=fdetail))
    return events, emitted, closing


def _test_events(cause: Cause, t: _Tested) -> list[Event]:
    return [TestDesigned(cause=cause, hypothesis_id=t.hypothesis_id, **{
        k: t.design[k] for k in ("evidence_cases", "arm1_cases", "arm2_cases", "arm2_unaffected")}),
        *(ArmTested(cause=cause, hypothesis_id=t.hypothesis_id, result=a) for a in t.arms)]


def _tally(searches: list[CaseSearch]) -> dict[str, dict[str, dict[str, list[str]]]]:
    """word → option → {"solves": cases, "wrong": cases}: every explored assignment with that
    option that read the gold, or another answer (the evidence for and against each option)."""
    out: dict[str, dict[str, dict[str, set[str]]]] = {}
    for cs in searches:
        for a, outcome in cs.outcomes.items():
            kind = "solves" if outcome == "correct" else "wrong" if outcome.startswith("wrong") else ""
            if kind:
                for w, k in a:
                    out.setdefault(w, {}).setdefault(k, {"solves": set(), "wrong": set()})[kind].add(cs.case_id)
    return {w: {k: {kind: sorted(cases) for kind, cases in v.items()} for k, v in sorted(opts.items())}
            for w, opts in out.items()}


def _row(s: CaseSearch) -> JointRow:
    return JointRow(case_id=s.case_id, root=s.root, reads=s.reads, exhausted=s.exhausted,
                    solved=sorted(_assignment_text(a) for a, out in s.outcomes.items() if out == "correct"),
                    wrong=sorted(_assignment_text(a) for a, out in s.outcomes.items() if out.startswith("wrong")))
