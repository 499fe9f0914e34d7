"""What escaped a container between two measures of its contents (reader v13, ADR 0271).

    Kaleen filled a bucket with 0.75 gallon of water. A few minutes later, she realized only 0.5 gallon of
    water remained. How much water had leaked out of the bucket?                          0.75 − 0.5 = 0.25

Why a module of its own: filled_containers.py (ADR 0262) reads the fill as a put into the container, but the
later measure (``N … remained``) and the question (``How much … had leaked out``) name no event: the leak is
asked, never told. Read whole, a story of exactly one container, one stuff, one measure put in and one measure
that remained after it, with nothing else happening, says that the difference left the container — the
question's verb (pack role ``escape``: leaked, spilled, evaporated, drained) names how.

The text:
- ``SUBJECT filled a|an|the|his|her <container> with D <unit> of <stuff>`` — SUBJECT a capitalised name or
  ``a|an|the <person noun>``; D positive, the unit a measure (not a count);
- ``[<time>|Then [,]] [<same person> <realized|noticed|discovered> [that]] [only] D' <unit> [of <stuff>]
  remained|remains [in <the container>|in it]`` — the same unit and stuff (no conversion), the person by name,
  ``the <same noun>`` or a pronoun of their gender; the time, when there is one, must be a pack time (``A few
  minutes later``, ``Later``);
- ``How much [<stuff>] [had|has|did] <escape> [out] [of|from the <container> | of|from it]?`` (without an
  auxiliary the verb is in the past: ``leaked``).
A later measure not below the first (nothing escaped, or more came in unsaid), another container, stuff, unit,
person, a third statement or any other shape refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

ESCAPED = "escaped_contents"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, ESCAPED, detail, reason)


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences: ``filled`` in the first, a remain word in the second, ``How much`` and an escape word in
    the question."""
    if len(cursors) != 3:
        return False
    first, second, last = cursors
    return (last.end >= 3 and last.sense("fn:how", 0) is not None and last.words[1] == "much"
            and any(last.sense("fn:escape", i) is not None for i in range(last.end))
            and any(first.sense("fn:fill", i) is not None for i in range(first.end))
            and any(second.sense("fn:remain", i) is not None for i in range(second.end)))


class _Story:
    def __init__(self) -> None:
        self.person = ""
        self.noun = ""
        self.gender = "x"
        self.container = ""
        self.unit = ""
        self.stuff = ""


def _person(cur: Cursor, story: _Story, first: bool) -> bool:
    """The one person (module doc); nothing consumed when there is none here."""
    start = cur.pos
    w = cur.peek_word()
    if not first and w in ("he", "she"):
        if story.gender not in ("x", "m" if w == "he" else "f"):
            raise _refuse(cur, f"'{w}' is not {story.person}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        return True
    s = cur.sense("name")
    if s is not None and cur.tokens[cur.pos].text[:1].isupper() and cur.sense("poss", cur.pos + 1) is None:
        name = cur.tokens[cur.pos].text
        if first:
            story.person, story.gender = name, getattr(s.entry, "gender", "") or "x"
        elif name != story.person:
            raise _refuse(cur, f"{name} is someone else", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        return True
    det = cur.take_word("a", "an", "the")
    p = cur.sense("person") if det is not None else None
    if p is None or p.form != "sg":
        cur.pos = start
        return False
    if first:
        story.person, story.noun = "the " + p.entry.singular, p.entry.id
        story.gender = getattr(p.entry, "gender", "") or "x"
    elif det != "the" or p.entry.id != story.noun:
        raise _refuse(cur, "someone else", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += p.length
    return True


def _container(cur: Cursor, dets: tuple[str, ...]) -> str | None:
    start = cur.pos
    if cur.take_word(*dets) is None:
        return None
    u = cur.sense("unit")
    if u is None or u.form != "sg" or cur.lex.unit_by_id[u.entry.id].family != "count":
        cur.pos = start
        return None
    cur.pos += u.length
    return u.entry.id


def _amount(cur: Cursor, story: _Story, stuff_needed: bool) -> Fraction:
    got = read_number(cur) if cur.sense("num") or cur.sense("number") else None
    if got is None or got[1] or got[0] <= 0:
        raise _refuse(cur, "expected an amount")
    u = cur.sense("unit")
    if u is None or cur.lex.unit_by_id[u.entry.id].family == "count" or (u.form == "pl" and got[0] == 1):
        raise _refuse(cur, "an amount with no measure")
    cur.pos += u.length
    if story.unit and u.entry.id != story.unit:
        raise _refuse(cur, f"{u.entry.id} and {story.unit}: no conversion is read", Reason.UNIT_MISMATCH)
    story.unit = u.entry.id
    if cur.take_word("of") is not None:
        s = cur.sense("unit")
        if s is None or cur.lex.unit_by_id[s.entry.id].discrete:
            raise _refuse(cur, "of what?")
        cur.pos += s.length
        if story.stuff and s.entry.id != story.stuff:
            raise _refuse(cur, f"{s.entry.id}, not the {story.stuff}", Reason.AMBIGUOUS_REFERENCE)
        story.stuff = s.entry.id
    elif stuff_needed:
        raise _refuse(cur, "a measure of no stuff")
    return got[0]


def _in_container(cur: Cursor, story: _Story, preps: tuple[str, ...]) -> None:
    """An optional ``<prep> the <container>`` / ``<prep> it`` naming the one container."""
    if cur.at_end() or cur.peek_word() not in preps:
        return
    cur.pos += 1
    if cur.take_word("it") is not None:
        return
    if _container(cur, ("the", "his", "her")) != story.container:
        raise _refuse(cur, "another container", Reason.AMBIGUOUS_REFERENCE)


def parse_escaped(cursors: list[Cursor]) -> Graph:
    story = _Story()
    first, second, last = cursors
    first.pos = 0
    if not _person(first, story, True) or first.take("fn:fill") is None:
        raise _refuse(first, "expected '<someone> filled'")
    container = _container(first, ("a", "an", "the", "his", "her"))
    if container is None or first.take_word("with") is None:
        raise _refuse(first, "filled what with?")
    story.container = container
    before = _amount(first, story, True)
    if not first.at_end():
        raise _refuse(first, "words after the fill")
    second.pos = 0
    t = second.sense("time")
    if t is not None:
        second.pos += t.length
        second.take("punct:,")
    elif second.sense("fn:sequence") is not None and second.peek_word() != "first":
        second.pos += second.sense("fn:sequence").length
        second.take("punct:,")
    if _person(second, story, False):
        if second.take("fn:discover") is None:
            raise _refuse(second, "expected realized / noticed")
        second.take_word("that")
    second.take_word("only")
    after = _amount(second, story, False)
    if second.take("fn:remain") is None:
        raise _refuse(second, "expected 'remained'")
    _in_container(second, story, ("in",))
    if not second.at_end():
        raise _refuse(second, "words after the measure that remained")
    last.pos = 2
    s = last.sense("unit")
    if s is not None:
        if s.entry.id != story.stuff:
            raise _refuse(last, "another stuff asked", Reason.AMBIGUOUS_REFERENCE)
        last.pos += s.length
    aux = last.take_word("had", "has", "did")
    escape = last.take("fn:escape")
    if escape is None or (aux is None and not last.words[last.pos - 1].endswith("ed")):
        raise _refuse(last, "expected 'had leaked' / 'leaked'", Reason.UNPARSED_QUESTION)
    last.take_word("out")
    _in_container(last, story, ("of", "from"))
    if not last.at_end():
        raise _refuse(last, "words after the question", Reason.UNPARSED_QUESTION)
    ops = [Op(kind="put", lemma="fn.fill", sentence=0, actor=story.person, item=Item(unit=story.unit),
              amount=fmt(before), place=story.container),
           Op(kind="remained", lemma="fn.remain", sentence=1, item=Item(unit=story.unit), amount=fmt(after),
              place=story.container)]
    return Graph(ops=ops, question=Question(kind=ESCAPED, sentence=2, item=Item(unit=story.unit),
                                            place=story.container, lemma="fn.escape"))


def escaped_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: what was put in less what remained; not positive refuses."""
    put, left = graph.ops
    value = Fraction(put.amount) - Fraction(left.amount)
    if value <= 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", sentence_index=left.sentence,
                            frame=ESCAPED, detail="no less remained than was put in")
    return value, put.item.unit, [Step(lemma="fn.escape", kind="difference", holder=put.place,
                                       operands=[put.amount, left.amount], before=put.amount, after=left.amount)]


def verify_escaped(lex, graph: Graph) -> Fraction:
    """Verifier: the container's contents as an equation, put + (−x) = remained, solved for x > 0."""
    put, left = graph.ops
    if put.place != left.place or put.item != left.item:
        raise ValueError("two containers or two stuffs")
    x = Fraction(put.amount) - Fraction(left.amount)
    if x <= 0 or Fraction(put.amount) + (-x) != Fraction(left.amount):
        raise ValueError("not positive")
    return x
