"""Lengths cut off things, summed or compared by the thing they were cut off (reader v13, ADR 0271).

    A tailor cut 0.75 inch off a skirt and 0.5 inch off a pair of pants.
    How much more did the tailor cut off the skirt than the pants?                       0.75 − 0.5 = 0.25

Why a module of its own: changed_measures.py (ADR 0233) reads one thing measured and then cut, and asks what it
measures now; here nothing is measured whole, and the question asks the cuts themselves. Read as holdings a cut
would be a loss of inches by the cutter, who holds none; the length belongs to what was cut off, so the cuts are
kept apart by that thing, and a question compares or sums them.

The text, read whole:
- Statements: ``SUBJECT <cut> D off THING [, and | and D off THING …]`` (pack role ``cut_off``: cut, sawed,
  trimmed), one cutter for the whole story: a capitalised name or ``a|an|the <person noun>`` in the first
  statement, later statements (optionally after a sequence word: ``Then``) by that name, ``the <same noun>``, or
  ``he``/``she`` (of the cutter's gender when the pack gives one). D is a positive number of a length unit, the
  same unit in every cut (no conversion is read). THING is ``a|an|the|his|her [modifiers] <noun>`` (a count noun,
  optionally ``of <noun>``: ``piece of wood``) or ``a|the pair of <plural noun>`` (pack ``fn.pair``).
  Every cut is off a thing of its own: two cuts off things one description could name (``a skirt`` and ``a
  red skirt``: the same skirt cut twice?) refuse.
- The question: ``How much more [<unit>] | How many more <unit> did <cutter> <cut> off THING than [off] THING?``
  (the first cut's length less the second's; not positive refuses: the story contradicts ``more``), ``How much
  [<unit>] did <cutter> <cut> off THING?`` (that cut) or ``How much [<unit>] did <cutter> <cut> off [in all |
  altogether | in total]?`` (every cut). A thing asked must name exactly one thing cut (``the pants`` for ``a
  pair of pants``).
Anything else — another cutter, a pronoun that fits no one, a cut with no ``off`` or no thing, another unit, a
third shape of sentence — refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.lengths import _MASS, _family, _measure
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

CUT_LENGTHS = "cut_lengths"
_CUT = "cut"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, CUT_LENGTHS, detail, reason)


def _cut_at(cur: Cursor, i: int) -> bool:
    """``cut D <length unit> off`` starting at ``i``."""
    if cur.sense("fn:cut_off", i) is None:
        return False
    start = cur.pos
    cur.pos = i + cur.sense("fn:cut_off", i).length
    m = _measure(cur)
    ok = m is not None and _family(cur, m[1]) not in _MASS and cur.peek_word() == "off"
    cur.pos = start
    return ok


def claims(cursors: list[Cursor]) -> bool:
    """A question opening ``How much|many`` with ``off`` in it, and a first statement with ``<cut> D <length> off``."""
    last = cursors[-1]
    if len(cursors) < 2 or last.end < 5 or last.sense("fn:how", 0) is None or last.words[1] not in ("much", "many") \
            or "off" not in last.words:
        return False
    first = cursors[0]
    return any(_cut_at(first, i) for i in range(first.end))


class _Story:
    def __init__(self) -> None:
        self.cutter = ""
        self.noun = ""
        """The cutter's person noun id (``person.tailor``), "" for a name."""
        self.gender = "x"
        self.unit = ""
        self.things: list[tuple[tuple[str, ...], str]] = []
        self.ops: list[Op] = []


def _subject(cur: Cursor, story: _Story, first: bool) -> None:
    """The cutter (module doc); in the first statement it is named, later it must be the same one."""
    w = cur.peek_word()
    if w in ("he", "she") and not first:
        if story.gender not in ("x", "m" if w == "he" else "f"):
            raise _refuse(cur, f"'{w}' is not {story.cutter}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        return
    s = cur.sense("name")
    if s is not None and cur.tokens[cur.pos].text[:1].isupper() and cur.sense("poss", cur.pos + 1) is None:
        name = cur.tokens[cur.pos].text
        if first:
            story.cutter, story.gender = name, getattr(s.entry, "gender", "") or "x"
        elif name != story.cutter:
            raise _refuse(cur, f"{name} also cuts: whose cuts are asked?", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        return
    start = cur.pos
    det = cur.take_word("a", "an", "the")
    p = cur.sense("person") if det is not None else None
    if p is None or p.form != "sg" or (not first and (det != "the" or p.entry.id != story.noun)):
        cur.pos = start
        raise _refuse(cur, "no cutter, or another one", Reason.UNKNOWN_ENTITY)
    cur.pos += p.length
    if first:
        story.cutter, story.noun = "the " + p.entry.singular, p.entry.id
        story.gender = getattr(p.entry, "gender", "") or "x"


def _thing(cur: Cursor) -> tuple[tuple[str, ...], str] | None:
    """``a|an|the|his|her [modifiers] <noun> [of <noun>]`` / ``a|the pair of <plural noun>``: (modifiers, noun)."""
    start = cur.pos
    if cur.take_word("a", "an", "the", "his", "her") is None:
        return None
    if cur.sense("fn:pair") is not None:
        cur.pos += cur.sense("fn:pair").length
        u = next((s for s in cur.senses(cur.pos) if s.cls == "unit" and s.form == "pl"), None) \
            if cur.pos < cur.end else None
        if u is None or _family(cur, u.entry.id) != "count":
            cur.pos = start
            return None
        cur.pos += u.length
        return (), u.entry.id
    return _bare_thing(cur, start)


def _bare_thing(cur: Cursor, start: int) -> tuple[tuple[str, ...], str] | None:
    mods: list[str] = []
    while cur.sense("modifier") is not None and (cur.sense("unit") is None
                                                 or cur.sense("unit", cur.pos + 1) is not None):
        mods.append(cur.sense("modifier").entry.id)
        cur.pos += cur.sense("modifier").length
    u = cur.sense("unit")
    if u is None or _family(cur, u.entry.id) != "count" or (u.form != "sg" and u.entry.singular != u.entry.plural):
        cur.pos = start
        return None
    cur.pos += u.length
    noun = u.entry.id
    if cur.peek_word() == "of":  # "piece of wood"
        v = cur.sense("unit", cur.pos + 1)
        if v is None:
            cur.pos = start
            return None
        cur.pos += 1 + v.length
        noun += " of " + v.entry.id
    return tuple(sorted(mods)), noun


def _asked_thing(cur: Cursor, story: _Story) -> str:
    """The one thing cut that the question's description names (its index as a key)."""
    start = cur.pos
    if cur.take_word("the", "his", "her") is None:
        raise _refuse(cur, "no thing asked", Reason.UNPARSED_QUESTION)
    if cur.sense("fn:pair") is not None:
        cur.pos += cur.sense("fn:pair").length
    got = _bare_thing(cur, start)
    if got is None:
        raise _refuse(cur, "no thing asked", Reason.UNPARSED_QUESTION)
    mods, noun = got
    fits = [k for k, (m, n) in enumerate(story.things) if n == noun and set(mods) <= set(m)]
    if len(fits) != 1:
        raise _refuse(cur, f"the asked {noun} names {len(fits)} of the things cut", Reason.AMBIGUOUS_REFERENCE)
    return str(fits[0])


def _cuts(cur: Cursor, story: _Story) -> None:
    """``<cut> D off THING [, and | and D off THING …]`` to the end of the sentence."""
    if cur.take("fn:cut_off") is None:
        raise _refuse(cur, "expected a cut")
    while True:
        m = _measure(cur)
        if m is None or _family(cur, m[1]) in _MASS:
            raise _refuse(cur, "a cut with no length")
        if story.unit and m[1] != story.unit:
            raise _refuse(cur, f"cuts in {m[1]} and {story.unit}", Reason.UNIT_MISMATCH)
        story.unit = m[1]
        if cur.take_word("off") is None:
            raise _refuse(cur, "a cut without 'off'")
        thing = _thing(cur)
        if thing is None:
            raise _refuse(cur, "cut off what?")
        for mods, noun in story.things:
            if noun == thing[1] and (set(mods) <= set(thing[0]) or set(thing[0]) <= set(mods)):
                raise _refuse(cur, f"two cuts off a {noun}: the same one?", Reason.AMBIGUOUS_REFERENCE)
        story.ops.append(Op(kind=_CUT, lemma="fn.cut_off", sentence=cur.sentence.index, actor=story.cutter,
                            item=Item(unit=m[1]), amount=fmt(m[0]), source=str(len(story.things))))
        story.things.append(thing)
        if cur.at_end():
            return
        cur.take("punct:,")
        if cur.take_word("and") is None and cur.sense("num") is None:
            raise _refuse(cur, "words after a cut")


def _question(cur: Cursor, story: _Story) -> Question:
    cur.pos = 2  # "How much|many"
    more = cur.take("fn:more") is not None
    u = cur.sense("unit")
    if u is not None:
        if u.entry.id != story.unit or u.form != "pl":
            raise _refuse(cur, "asked in another unit", Reason.UNIT_MISMATCH)
        cur.pos += u.length
    elif cur.words[1] == "many":
        raise _refuse(cur, "'how many more' without a unit", Reason.UNPARSED_QUESTION)
    if cur.take_word("did") is None:
        raise _refuse(cur, "expected 'did'", Reason.UNPARSED_QUESTION)
    _subject(cur, story, first=False)
    if cur.take("fn:cut_off") is None or cur.take_word("off") is None:
        raise _refuse(cur, "asks another verb than 'cut … off'", Reason.UNPARSED_QUESTION)
    source = other = ""
    if not cur.at_end() and cur.peek_word() in ("the", "his", "her"):
        source = _asked_thing(cur, story)
    if more:
        if not source or cur.take("fn:than") is None:
            raise _refuse(cur, "'more' without two things compared", Reason.UNPARSED_QUESTION)
        cur.take_word("off")
        other = _asked_thing(cur, story)
        if other == source:
            raise _refuse(cur, "a thing compared with itself", Reason.AMBIGUOUS_REFERENCE)
    elif not source:
        cur.take("fn:total") or cur.take_word("altogether")
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    return Question(kind=CUT_LENGTHS, sentence=cur.sentence.index, entity=story.cutter, item=Item(unit=story.unit),
                    source=source, other=other, lemma="fn.cut_off")


def parse_cut_lengths(cursors: list[Cursor]) -> Graph:
    story = _Story()
    for k, cur in enumerate(cursors[:-1]):
        cur.pos = 0
        if k:
            s = cur.sense("fn:sequence")
            if s is not None:
                cur.pos += s.length
                cur.take("punct:,")
        _subject(cur, story, first=k == 0)
        _cuts(cur, story)
    return Graph(ops=story.ops, question=_question(cursors[-1], story))


# -- solving ----------------------------------------------------------------------------------------

def cut_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the asked cut, the difference of the two compared, or the sum of all."""
    q = graph.question
    by = {op.source: op for op in graph.ops}
    if q.other:
        a, b = by[q.source], by[q.other]
        value = Fraction(a.amount) - Fraction(b.amount)
        if value <= 0:
            raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", sentence_index=q.sentence,
                                frame=CUT_LENGTHS, detail="'more' of the cut that was not longer")
        steps = [Step(lemma=q.lemma, kind="difference", holder=q.entity, operands=[a.amount, b.amount],
                      before="", after=fmt(value))]
    elif q.source:
        value = Fraction(by[q.source].amount)
        steps = [Step(lemma=q.lemma, kind="event", holder=q.entity, operands=[fmt(value)], before="",
                      after=fmt(value))]
    else:
        value = sum((Fraction(op.amount) for op in graph.ops), Fraction(0))
        steps = [Step(lemma=q.lemma, kind="sum", holder=q.entity, operands=[op.amount for op in graph.ops],
                      before="", after=fmt(value))]
    return value, q.item.unit, steps


def verify_cuts(lex, graph: Graph) -> Fraction:
    """Verifier: each cut as a signed term (+1 the asked thing or every thing, −1 the thing compared with)."""
    q = graph.question
    total = Fraction(0)
    for op in graph.ops:
        if op.item is None or q.item is None or op.item.unit != q.item.unit or op.actor != q.entity:
            raise ValueError("a cut by someone else or in another unit")
        sign = 1 if (not q.source or op.source == q.source) else (-1 if op.source == q.other else 0)
        total += sign * Fraction(op.amount)
    if total <= 0:
        raise ValueError("not positive")
    return total
