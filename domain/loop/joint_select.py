"""Aggregating the joint search across cases: which option each word gets, and on what evidence.

* A case whose search finished (not exhausted) constrains every word on its SOLVING
  assignments: the word's option must be one of those that solve it. Over all such cases the
  options must agree (intersection); an empty intersection is a conflict, withheld naming the
  cases. Several options left (they give the same answers everywhere) → confidence, then the
  prior order, as for single-word candidates.
* The chosen options are then walked through every case's explored outcomes. A case that the
  chosen combination answers WRONGLY is evidence against every undecided word on its path: those
  words are withheld naming the case, and the walk repeats without them (a fixpoint: each pass
  removes at least one word).
* A word is supported by the cases whose walk under the final choice reads the gold answer; a
  chosen word with no such case stays undetermined (nothing is guessed).
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from domain.loop.joint import CaseSearch, walk


class JointChoice(NamedTuple):
    chosen: dict[str, str]
    """Word key → option key, for every open word the evidence decided (with support)."""
    support: dict[str, list[str]]
    """Word key → case ids solved with the chosen options along their paths (the word among them)."""
    companions: dict[str, list[str]]
    """Word key → the other word keys its supporting cases needed (fixed or chosen)."""
    conflicts: dict[str, tuple[str, list[str]]]
    """Word key → (kind, case ids): ``disagree`` (solving options differ across the cases) or
    ``wrong`` (the chosen combination answers these cases wrongly)."""
    undetermined: list[str]
    """Open words met in solving assignments whose choice solves no case on its own path."""


def allowed_options(searches: list[CaseSearch]) -> dict[str, dict[str, set[str]]]:
    """word key → case id → options appearing in that case's solving assignments."""
    out: dict[str, dict[str, set[str]]] = {}
    for cs in searches:
        if cs.exhausted:
            continue
        for a, outcome in cs.outcomes.items():
            if outcome != "correct":
                continue
            for w, k in a:
                out.setdefault(w, {}).setdefault(cs.case_id, set()).add(k)
    return out


def choose(searches: list[CaseSearch], fixed: dict[str, str], open_words: set[str],
           rank: Callable[[str, str], tuple]) -> JointChoice:
    """``fixed``: words whose option is already decided (single-word evidence this round);
    ``open_words``: words the joint evidence may decide; ``rank(word, option)``: sort key among
    options the evidence cannot tell apart (smaller first)."""
    allowed = allowed_options(searches)
    chosen: dict[str, str] = {}
    conflicts: dict[str, tuple[str, list[str]]] = {}
    for w in sorted(allowed):
        if w not in open_words:
            continue
        per_case = allowed[w]
        common = set.intersection(*per_case.values())
        if not common:
            conflicts[w] = ("disagree", sorted(per_case))
            continue
        chosen[w] = min(common, key=lambda k: rank(w, k))
    while True:
        blamed: dict[str, list[str]] = {}
        for cs in searches:
            outcome, path = walk(cs, {**fixed, **chosen})
            if outcome.startswith("wrong"):
                for w in path:
                    if w in chosen:
                        blamed.setdefault(w, []).append(cs.case_id)
        if not blamed:
            break
        for w, cases in blamed.items():
            conflicts[w] = ("wrong", sorted(cases))
            del chosen[w]
    support: dict[str, list[str]] = {}
    companions: dict[str, set[str]] = {}
    for cs in searches:
        outcome, path = walk(cs, {**fixed, **chosen})
        if outcome != "correct":
            continue
        for w in path:
            if w in chosen:
                support.setdefault(w, []).append(cs.case_id)
                companions.setdefault(w, set()).update(x for x in path if x != w)
    undetermined = sorted(w for w in chosen if w not in support)
    decided = {w: k for w, k in chosen.items() if w in support}
    return JointChoice(chosen=decided, support={w: sorted(c) for w, c in support.items()},
                       companions={w: sorted(companions.get(w, ())) for w in decided},
                       conflicts=conflicts, undetermined=undetermined)
