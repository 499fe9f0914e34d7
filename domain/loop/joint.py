"""The joint blocker search (ADR 0043): cases that need SEVERAL new pack entries.

The reader refuses at the first unknown word, so a case with two unknown words says nothing
about either on its own. For each refused evidence case the search applies a candidate for the
word it stops at, re-reads, and — when the case now stops at a NEW unknown word — recurses,
bounded in depth, in reads per case and in reads per decomposition. Every explored assignment
(word → candidate, in the order the words were met) is kept with its outcome: the gold answer
(``correct``), another answer (``wrong``: evidence AGAINST that combination), a refusal for
another reason, or the next unknown word.

Reads are batched: a pack that adds entries for words a text does not contain reads that text
exactly as the pack without them (the same argument as arm 2), so assignments of different cases
share one candidate pack when they agree on every shared word and neither text mentions a word
only the other assigns. Batching only saves lexicon builds; a test checks it changes no outcome.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from domain.events.corpus import CaseSpec
from domain.loop.arms import Score, words_of
from domain.loop.candidates import Candidate
from domain.loop.shapes import FAMILY_OF_OPERATOR, lemma_of
from domain.reader import Pack, Refused, read
from domain.reader.lexicon import Lexicon, lexicon_for
from domain.reader.phrases import Cursor
from domain.reader.refusals import RefusalEvidence
from domain.reader.tokens import normalise, split_sentences, tokenize
from domain.reader.pack import PackChangeError, apply_change


class Budget(NamedTuple):
    max_depth: int = 3
    """At most this many words assigned along one path (the root word included)."""
    per_case: int = 200
    """Reads per case; a case whose next expansion does not fit is marked exhausted."""
    total: int = 30000
    """Reads per decomposition; cases met after it is spent are marked exhausted."""


class Slot(NamedTuple):
    """An unknown word met by the search, as the reader typed it."""

    key: str
    """``family:lemma`` — the same identity groups use."""
    family: str
    lemma: str
    word: str
    missing_operator: str
    case_id: str
    """Where it was first met (for its context shape)."""
    sentence_index: int
    token_index: int


class Option(NamedTuple):
    """One candidate for one word; ``key`` is ``change_type:category`` (unique per word)."""

    key: str
    cand: Candidate


Assignment = tuple[tuple[str, str], ...]
"""((word key, option key), ...) in the order the words were met."""


class CaseSearch(NamedTuple):
    case_id: str
    root: str
    """Word key the case first stops at."""
    reads: int
    exhausted: bool
    """The budget cut the search: the explored outcomes are incomplete."""
    outcomes: dict[Assignment, str]
    """``correct`` | ``wrong:<answer>`` | ``refused:<reason>/<operator>`` | ``next:<word key>`` |
    ``not_applicable`` (the options' changes do not apply together)."""


def slot_of(evidence: RefusalEvidence, case_id: str) -> Slot | None:
    """The bridgeable unknown word a refusal stops at, or None (another kind of refusal)."""
    ev = evidence
    family = FAMILY_OF_OPERATOR.get(ev.missing_operator)
    word = ev.token_text.lower()
    if ev.reason != "unknown_word" or family is None or not word.replace("-", "").isalpha():
        return None
    lemma = lemma_of(family, word)
    return Slot(f"{family}:{lemma}", family, lemma, word, ev.missing_operator, case_id, ev.sentence_index,
                ev.token_index)


def option_key(cand: Candidate) -> str:
    return f"{cand.change_type}:{cand.category}"


class _Read(NamedTuple):
    case: int
    assignment: Assignment


class _Batch:
    """Reads sharing one candidate pack (see the module docstring for why that is exact)."""

    def __init__(self, base: Pack):
        self.choice: dict[str, str] = {}
        self.owner: dict[str, str] = {}
        """surface form → word key, for every word this batch assigns."""
        self.words: set[str] = set()
        """Every word of every member text."""
        self.pack = base
        self.members: list[_Read] = []

    def admit(self, r: _Read, text_words: frozenset[str], options: dict[tuple[str, str], Option]) -> bool:
        mine = dict(r.assignment)
        for w, k in r.assignment:
            if self.choice.get(w, k) != k:
                return False
        for form in text_words:
            owner = self.owner.get(form)
            if owner is not None and owner not in mine:
                return False
        new = [(w, k) for w, k in r.assignment if w not in self.choice]
        for w, k in new:
            if any(set(f.split()) <= self.words for f in options[(w, k)].cand.surface):
                return False
        pack = self.pack
        try:
            for w, k in new:
                for change in options[(w, k)].cand.changes:
                    pack = apply_change(pack, change)
        except PackChangeError:
            return False
        self.pack = pack
        for w, k in new:
            self.choice[w] = k
            for f in options[(w, k)].cand.surface:
                self.owner[f.split()[0]] = w
        self.words |= text_words
        self.members.append(r)
        return True


def _shown(case: CaseSpec, result, score: Score) -> tuple[str, Slot | None]:
    if isinstance(result, Refused):
        slot = slot_of(result.evidence, case.id)
        if slot is not None:
            return f"next:{slot.key}", slot
        return f"refused:{result.evidence.reason}/{result.evidence.missing_operator}", None
    s = score(case, result)
    return ("correct" if s == "correct" else f"{s}:{result.answer}"), None


def unknown_words(text: str, lex: Lexicon) -> list[str]:
    """Distinct lower-cased tokens no entry of the lexicon covers, in text order (what the
    reader's unknown-word scan would stop at, one after the other, as entries are added)."""
    out: list[str] = []
    for sentence in split_sentences(tokenize(normalise(text), lex.abbreviations)):
        cur = Cursor(lex, sentence)
        covered = [False] * cur.end
        for i in range(cur.end):
            for sense in cur.senses(i):
                for j in range(i, min(cur.end, i + sense.length)):
                    covered[j] = True
        for i in range(cur.end):
            if not covered[i] and cur.words[i] not in out:
                out.append(cur.words[i])
    return out


def search(roots: list[tuple[CaseSpec, Slot]], base: Pack, options_for: Callable[[Slot], list[Option]],
           score: Score, budget: Budget = Budget(), batched: bool = True) -> list[CaseSearch]:
    """Explores every root case breadth first (one level of all cases at a time, so candidate
    packs are shared across cases). Deterministic: cases in the given order, options in the
    order ``options_for`` returns them."""
    cases = [c for c, _ in roots]
    outcomes: list[dict[Assignment, str]] = [{} for _ in roots]
    reads = [0] * len(roots)
    exhausted = [False] * len(roots)
    options: dict[tuple[str, str], Option] = {}
    total = 0
    frontier: list[tuple[int, Assignment, Slot]] = [(i, (), slot) for i, (_, slot) in enumerate(roots)]
    for _depth in range(budget.max_depth):
        todo: list[_Read] = []
        for ci, a, slot in frontier:
            if exhausted[ci]:
                continue
            opts = options_for(slot)
            if reads[ci] + len(opts) > budget.per_case or total + len(opts) > budget.total:
                exhausted[ci] = True  # the whole node or nothing: partial nodes would bias the evidence
                continue
            reads[ci] += len(opts)
            total += len(opts)
            for opt in opts:
                options[(slot.key, opt.key)] = opt
                todo.append(_Read(ci, a + ((slot.key, opt.key),)))
        if not todo:
            break
        frontier = []
        for batch in _batches(todo, cases, base, options, batched):
            for r in batch.members:
                out, slot = _shown(cases[r.case], read(cases[r.case].problem, batch.pack), score)
                words = {w for w, _ in r.assignment}
                if slot is not None and slot.key in words:
                    out, slot = f"refused:unknown_word/{slot.key}", None  # the option did not cover the word
                outcomes[r.case][r.assignment] = out
                if slot is not None:
                    frontier.append((r.case, r.assignment, slot))
        for r in todo:
            outcomes[r.case].setdefault(r.assignment, "not_applicable")
        frontier.sort(key=lambda f: (f[0], f[1]))
    for ci, a, _slot in frontier:
        exhausted[ci] = True  # still stopping at a new word at the depth bound: incomplete evidence
    return [CaseSearch(case_id=c.id, root=slot.key, reads=reads[i], exhausted=exhausted[i], outcomes=outcomes[i])
            for i, (c, slot) in enumerate(roots)]


def _batches(todo: list[_Read], cases: list[CaseSpec], base: Pack, options: dict[tuple[str, str], Option],
             batched: bool) -> list[_Batch]:
    """Groups reads into shared packs, first fit (each batch costs one lexicon build)."""
    out: list[_Batch] = []
    abbreviations = lexicon_for(base).abbreviations
    for r in todo:
        text_words = _text_words(cases[r.case].problem, abbreviations)
        if batched and any(b.admit(r, text_words, options) for b in out):
            continue
        b = _Batch(base)
        if b.admit(r, text_words, options):  # else: the changes do not apply together
            out.append(b)
    return out


def _text_words(text: str, abbreviations: set[str]) -> frozenset[str]:
    """Every word of a text, as the loop's prefilter sees it and as the reader tokenizes it (a
    superset is safe: it can only keep reads apart that could have shared a pack)."""
    tokens = {t.low for t in tokenize(normalise(text), abbreviations) if t.kind == "word"}
    return words_of(text) | tokens


def walk(cs: CaseSearch, chosen: dict[str, str]) -> tuple[str, list[str]]:
    """The outcome of a case under one option per word, and the words its path crossed.

    ``undecided`` when the path meets a word with no chosen option, ``unexplored`` when the
    search did not reach that assignment."""
    a: Assignment = ()
    word = cs.root
    path: list[str] = []
    while True:
        if word not in chosen:
            return "undecided", path
        a = a + ((word, chosen[word]),)
        path.append(word)
        out = cs.outcomes.get(a)
        if out is None:
            return "unexplored", path
        if not out.startswith("next:"):
            return out, path
        word = out[5:]
