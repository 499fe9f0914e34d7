"""A part of one thing left, a part of it eaten, what is left (v13, ADR 0266):

    After a party, 0.625 of the cake is left over. That night, big brother eats 0.25 of the cake.
    How much is left over after that?                                                 0.625 − 0.25 = 0.375

Why a module of its own: ``0.625 of the cake`` is a part of one thing, counted by no holder (the holding
machinery reads ``N of the <things>`` as a part of counted things), and the eater holds nothing either. The
parts are parts of the same whole thing (``of the cake``: the one cake the story is about), so what is left
after the eating is the part left less the part eaten. The text is read as a whole (three sentences):

- ``[After a|an|the <noun> ,] F of the <thing> is|was left [over].`` — F a number between 0 and 1, the thing a
  pack unit in the singular (``the cake``: one thing);
- ``[<time> ,] <eater> eats|ate F2 of the <same thing>.`` — the eater a capitalised name or a person noun with
  at most a possessive and modifiers before it (``big brother``, ``her sister``); the verb the pack's ``eat``;
- ``How much [of the <thing>] is|was left [over] [after that|now]?``

The answer is F − F2 when F2 ≤ F (more eaten than was left refuses). Another thing, a second eating, a count of
things, ``of it``, another verb, a fourth sentence or any other word refuses once the first sentence has this
shape.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run, opens_with, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

FRACTION_LEFT = "fraction_left"
_EAT = "verb.eat"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, FRACTION_LEFT, detail, reason)


def _part(cur: Cursor) -> tuple[Fraction, str] | None:
    """``0.625 of the cake``: a number strictly between 0 and 1, ``of the``, one thing (singular unit)."""
    start = cur.pos
    got = read_number(cur)
    if got is None or got[1] or not 0 < got[0] < 1 or cur.take_word("of") is None or cur.take_word("the") is None:
        cur.pos = start
        return None
    thing = noun_run(cur, cur.pos, ("unit",))
    if thing is None or thing[0] or thing[1].form != "sg" \
            or cur.words[thing[2] - 1] != cur.lex.unit_by_id[thing[1].entry.id].singular.lower().split()[-1]:
        cur.pos = start
        return None
    cur.pos = thing[2]
    return got[0], thing[1].entry.id


def _left(cur: Cursor) -> bool:
    """``is|was left [over]``."""
    if cur.take_word("is", "was") is None:
        return False
    s = cur.sense("fn:rest")
    if s is None or cur.words[cur.pos] != "left":
        return False
    cur.pos += s.length
    return True


def _first(cur: Cursor) -> tuple[Fraction, str] | None:
    cur.pos = 0
    if cur.take_word("after") is not None:
        if cur.take_word("a", "an", "the") is None:
            return None
        got = noun_run(cur, cur.pos, ("unit", "place"))
        if got is None or got[0]:
            return None
        cur.pos = got[2]
        if cur.take("punct:,") is None:
            return None
    part = _part(cur)
    if part is None or not _left(cur) or not cur.at_end():
        return None
    return part


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences, the first a part of one thing left (module doc)."""
    return opens_with(cursors, 3, _first)


def _eater(cur: Cursor) -> bool:
    """A capitalised name, or ``[his|her|my|your|our|the] [modifiers] <person noun>``."""
    if cur.sense("name") is not None and cur.tokens[cur.pos].text[:1].isupper() \
            and cur.sense("poss", cur.pos + 1) is None and cur.sense("verb", cur.pos + 1) is not None:
        cur.pos += 1
        return True
    start = cur.pos
    if cur.sense("fn:possessive") is not None:
        cur.pos += cur.sense("fn:possessive").length
    else:
        cur.take_word("the")
    while cur.sense("modifier") is not None and cur.sense("person") is None:
        cur.pos += cur.sense("modifier").length
    person = cur.sense("person")
    if person is None or person.form != "sg":
        cur.pos = start
        return False
    cur.pos += person.length
    return True


def parse_fraction_left(cursors: list[Cursor]) -> Graph:
    left, thing = _first(cursors[0])
    cursors[0].pos = cursors[0].end
    cur = cursors[1]
    cur.pos = 0
    if cur.sense("time") is not None:
        cur.pos += cur.sense("time").length
        cur.take("punct:,")
    if not _eater(cur):
        raise _refuse(cur, "expected who ate (a name or a person)", Reason.AMBIGUOUS_REFERENCE)
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != _EAT or cur.words[cur.pos] not in ("eats", "ate"):
        raise _refuse(cur, "expected eats/ate")
    cur.pos += verb.length
    eaten = _part(cur)
    if eaten is None or eaten[1] != thing:
        raise _refuse(cur, f"expected a part of the {thing}")
    if not cur.at_end():
        raise _refuse(cur, "words after the part eaten")
    q = cursors[2]
    q.pos = 0
    if q.take("fn:how") is None or q.take_word("much") is None:
        raise _refuse(q, "expected 'How much'", Reason.UNPARSED_QUESTION)
    if q.peek_word() == "of":
        q.pos += 1
        if q.take_word("the") is None:
            raise _refuse(q, "expected 'of the <thing>'", Reason.UNPARSED_QUESTION)
        again = noun_run(q, q.pos, ("unit",))
        if again is None or again[0] or again[1].entry.id != thing or again[1].form != "sg":
            raise _refuse(q, "another thing asked", Reason.UNKNOWN_QUANTITY)
        q.pos = again[2]
    if not _left(q):
        raise _refuse(q, "expected 'is left'", Reason.UNPARSED_QUESTION)
    if q.peek_word() == "now":
        q.pos += 1
    elif q.peek_word() == "after" and q.peek_word(1) == "that":
        q.pos += 2
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    ops = [Op(kind=FRACTION_LEFT, lemma="fn.left", sentence=0, item=Item(unit=thing), amount=fmt(left)),
           Op(kind=FRACTION_LEFT, lemma=_EAT, sentence=1, item=Item(unit=thing), amount=fmt(eaten[0]))]
    return Graph(ops=ops, question=Question(kind=FRACTION_LEFT, sentence=2, item=Item(unit=thing)))


def fraction_left_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the part left less the part eaten (both of the one whole)."""
    left, eaten = graph.ops
    value = Fraction(left.amount) - Fraction(eaten.amount)
    if value < 0:
        raise ValueError("more eaten than was left")
    step = Step(lemma=eaten.lemma, kind="fraction_left", holder="", operands=[left.amount, eaten.amount],
                before=left.amount, after=fmt(value))
    return value, left.item.unit, [step]


def verify_fraction_left(lex, graph: Graph) -> Fraction:
    """Verifier: the part eaten and the part still left make up the part left before (x + eaten = left)."""
    left, eaten = graph.ops
    if left.item != eaten.item:
        raise ValueError("parts of two things")
    x = Fraction(left.amount) + (-Fraction(eaten.amount))
    if x < 0 or x + Fraction(eaten.amount) != Fraction(left.amount):
        raise ValueError("no part left")
    return x
