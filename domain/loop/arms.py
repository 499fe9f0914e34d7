"""The test arms: re-read cases with a candidate pack and tabulate what changed.

* ``evidence`` — the group's own (non-held-out) cases: a candidate that answers one wrongly is
  discarded before any arm (it does not even explain its evidence).
* ``arm1_held_out`` — the group's held-out cases (by content hash): any admitted case whose answer
  differs from the gold rejects the hypothesis (REJECT); admitted and correct → PASS; nothing
  admitted → NEUTRAL.
* ``arm2_known_good`` — every case the run solved correctly whose text contains one of the
  change's surface words (a pack change that only adds words cannot alter the reading of a text
  without them): any change of answer rejects; tested and unchanged → PASS; none → NEUTRAL.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Mapping

from domain.codec import content_id
from domain.events.corpus import CaseSpec
from domain.loop.model import ArmName, ArmResult, ArmRow
from domain.reader import Pack, Refused, Solved, read

Score = Callable[[CaseSpec, Solved | Refused], str]
"""correct | wrong | refused | unscored, as the runs score (passed in by the caller)."""


def shown(result: Solved | Refused) -> str:
    if isinstance(result, Refused):
        return f"refused:{result.evidence.reason}"
    return result.answer


@lru_cache(maxsize=65536)
def words_of(text: str) -> frozenset[str]:
    """Lower-cased alphabetic runs of a text (cheap prefilter for 'could this change matter')."""
    out, cur = set(), []
    for ch in text.lower():
        if ch.isalpha() or ch in "-'":
            cur.append(ch)
        elif cur:
            out.add("".join(cur))
            cur = []
    if cur:
        out.add("".join(cur))
    return frozenset(out)


def mentions(text: str, surface: list[str]) -> bool:
    words = words_of(text)
    for form in surface:
        parts = form.lower().split()
        if parts and all(p in words for p in parts):
            return True
    return False


def run_arm(arm: ArmName, case_ids: list[str], cases: Mapping[str, CaseSpec], before: Mapping[str, str],
            pack: Pack, score: Score) -> ArmResult:
    rows: list[ArmRow] = []
    admitted = correct = wrong = changed = 0
    for cid in case_ids:
        case = cases[cid]
        result = read(case.problem, pack)
        after = shown(result)
        prior = before[cid]
        if arm == "arm2_known_good":
            verdict = "unchanged" if after == prior else "changed"
            changed += verdict == "changed"
        elif isinstance(result, Refused):
            verdict = "still_refused"
        else:
            admitted += 1
            s = score(case, result)
            verdict = {"correct": "admitted_correct", "wrong": "admitted_wrong"}.get(s, "admitted_unscored")
            correct += s == "correct"
            wrong += s == "wrong"
        rows.append(ArmRow(case_id=cid, gold=case.gold or "", before=prior, after=after, verdict=verdict))
    if arm == "arm2_known_good":
        outcome = "REJECT" if changed else ("PASS" if rows else "NEUTRAL")
    else:
        outcome = "REJECT" if wrong else ("PASS" if correct else "NEUTRAL")
    return ArmResult(arm=arm, outcome=outcome, cases_tested=len(rows), cases_admitted=admitted,
                     cases_correct=correct, cases_wrong=wrong, cases_changed_answer=changed, rows=rows,
                     digest=content_id({"arm": arm, "rows": rows}, "arm-rows"))


def failing_cases(result: ArmResult) -> list[str]:
    bad = "changed" if result.arm == "arm2_known_good" else "admitted_wrong"
    return [r.case_id for r in result.rows if r.verdict == bad]
