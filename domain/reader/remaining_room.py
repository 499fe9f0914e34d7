"""Room left in one container that holds a stated number (v12, ADR 0236).

    A DVD book holds 126 DVDs. There are 81 DVDs already in the book. How many more DVDs can be put in the
    book?                                                                                    126 − 81 = 45

Why a module of its own: ``A DVD book holds 126 DVDs`` is a capacity of one particular container (no rate over
many books, no holding), and the question asks the room left by the things already in it. The rate reader
reads ``A box has 6 pens`` as a rate per box and has no capacity minus contents, so the text is read as a
whole, in one shape (three sentences):

1. ``A|An|The [modifiers] <container> holds|can hold C <things>.``
2. ``There is|are N <things> [already] in|on|inside the [modifiers] <container>.`` — the same container noun
   (its modifiers, when repeated, the same ones) and the same things;
3. ``How many more <things> can|could|will be put|placed|added|stored in|on|into the <container>?`` or
   ``How many more <things> can|will fit in the <container>?`` or ``… can the <container> hold?``.

v18 (ADR 0391): ``can|could carry`` for ``holds`` (``A bus can carry 48 people.``; the modal is needed, ``carries``
alone is no capacity), asked ``… can the bus carry?``, and ``How many more <things> can get on|in|into the
<container>?``.
C − N, refused when negative. A second container, other things or any other sentence refuse once the first
sentence is this shape.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run, opens_with, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

ROOM = "remaining_room"
_ARTICLE = ("a", "an", "the")
_IN = ("in", "on", "inside", "into")
_MODAL = ("can", "could", "will", "would")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, ROOM, detail, reason)


def _container(cur: Cursor) -> tuple[tuple[str, ...], str] | None:
    """``[modifiers] noun`` singular: (the words before the noun, the noun's unit id)."""
    got = noun_run(cur, cur.pos, ("unit",))
    if got is not None and got[2] > cur.pos + 1 and cur.words[got[2] - 1] in _MODAL \
            and cur.sense("verb", got[2]) is not None:
        end, cur.end = cur.end, got[2] - 1  # "A box can hold": "can" is the modal, not a can the box modifies
        try:
            got = noun_run(cur, cur.pos, ("unit",))
        finally:
            cur.end = end
    if got is None or got[1].form != "sg":
        return None
    words = tuple(cur.words[cur.pos:got[2] - got[1].length])
    cur.pos = got[2]
    return words, got[1].entry.id


def _things(cur: Cursor) -> str | None:
    # v18 (ADR 0391): the first plural unit sense (``people`` is first the singular of unit.people, a
    # collective noun, then a plural), the same one wherever the word stands
    s = next((s for s in cur.senses(cur.pos) if s.cls == "unit" and s.form == "pl"), None) \
        if not cur.at_end() else None
    if s is None:
        return None
    cur.pos += s.length
    return s.entry.id


def _hold(cur: Cursor, modal: bool = False) -> bool:
    """``holds`` / ``can hold``: the pack verb ``verb.hold`` (category contain); v18 (ADR 0391) ``can|could carry``
    too, only after the modal (``modal``: taken before the container, ``can the bus carry``): ``A bus carries 48
    people`` may say how many it carries on a trip, not how many it can."""
    if cur.peek_word() in ("can", "could"):
        cur.pos += 1
        modal = True
    v = cur.sense("verb")
    if v is None or not (v.entry.id == "verb.hold" or modal and v.entry.id == "verb.carry" and v.length == 1
                         and cur.words[cur.pos] == "carry"):
        return False
    cur.pos += v.length
    return True


def _capacity(cur: Cursor) -> tuple[tuple[str, ...], str, Fraction, str] | None:
    cur.pos = 0
    if cur.peek_word() not in _ARTICLE:
        return None
    cur.pos += 1
    box = _container(cur)
    if box is None or not _hold(cur):
        cur.pos = 0
        return None
    got = read_number(cur)
    things = _things(cur) if got is not None and not got[1] and got[0] > 0 else None
    if things is None or things == box[1] or not cur.at_end():
        cur.pos = 0
        return None
    return box[0], box[1], got[0], things


def claims(cursors: list[Cursor]) -> bool:
    # the question must be 'How many more …' for the form to claim the text, as its trigger (triggers.TABLE) says:
    # without it a text of a capacity and two other sentences is the general parser's (v14, ADR 0287: with the
    # dispatch off this form claimed 'A jar holds 50 candies. He sells 4 jars. …' and refused it as its own)
    q = cursors[-1]
    return q.sense("fn:how", 0) is not None and q.words[1:2] == ["many"] and q.sense("fn:more", 2) is not None \
        and opens_with(cursors, 3, _capacity)


def _the_container(cur: Cursor, mods: tuple[str, ...], noun: str) -> None:
    if cur.take_word("the") is None:
        raise _refuse(cur, "expected 'the <container>'")
    again = _container(cur)
    if again is None or again[1] != noun or again[0] and again[0] != mods:
        raise _refuse(cur, "another container", Reason.AMBIGUOUS_REFERENCE)


def parse_remaining_room(cursors: list[Cursor]) -> Graph:
    mods, noun, capacity, things = _capacity(cursors[0])
    cur = cursors[1]
    if cur.take("fn:there") is None or cur.take("fn:be") is None:
        raise _refuse(cur, "expected 'There are N <things> in the <container>'")
    got = read_number(cur)
    if got is None or got[1] or got[0] < 0 or _things(cur) != things:
        raise _refuse(cur, "expected the same things", Reason.AMBIGUOUS_REFERENCE)
    inside = got[0]
    cur.take_word("already")
    if cur.take_word(*_IN) is None:
        raise _refuse(cur, "expected 'in the <container>'")
    _the_container(cur, mods, noun)
    cur.take_word("already")
    if not cur.at_end():
        raise _refuse(cur, "words after the contents")
    q = cursors[2]
    if q.sense("fn:how") is None or q.peek_word(1) != "many" or q.sense("fn:more", 2) is None:
        raise _refuse(q, "expected 'How many more'", Reason.UNPARSED_QUESTION)
    q.pos = 3
    if _things(q) != things:
        raise _refuse(q, "asks about other things", Reason.UNPARSED_QUESTION)
    if q.take_word(*_MODAL) is None:
        raise _refuse(q, "expected can/will", Reason.UNPARSED_QUESTION)
    if q.peek_word() == "the":  # "can the book hold?"
        _the_container(q, mods, noun)
        if not _hold(q, modal=True):
            raise _refuse(q, "expected 'hold'", Reason.UNPARSED_QUESTION)
    else:
        if q.peek_word() == "fit":
            q.pos += 1
        elif q.peek_word() == "get" and q.peek_word(1) in _IN:
            q.pos += 1  # v18 (ADR 0391): "How many more people can get on the bus?"
        elif q.take("fn:be") is not None:
            v = q.sense("verb")
            if v is None or v.entry.category not in ("put", "positive"):
                raise _refuse(q, "expected 'be put'", Reason.UNPARSED_QUESTION)
            q.pos += 1  # the participle alone ("put", "added"): its particle, if any, is the "in" that follows
        else:
            raise _refuse(q, "expected 'be put' or 'fit'", Reason.UNPARSED_QUESTION)
        if q.take_word(*_IN) is None:
            raise _refuse(q, "expected 'in the <container>'", Reason.UNPARSED_QUESTION)
        _the_container(q, mods, noun)
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    ops = [Op(kind="capacity", lemma="verb.hold", sentence=0, item=Item(unit=things), amount=fmt(capacity),
              target=noun),
           Op(kind="contents", lemma="fn.there", sentence=1, item=Item(unit=things), amount=fmt(inside),
              target=noun)]
    return Graph(ops=ops, question=Question(kind=ROOM, sentence=2, item=Item(unit=things)))


def room_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: capacity − contents (negative refuses)."""
    cap, inside = graph.ops
    value = Fraction(cap.amount) - Fraction(inside.amount)
    if value < 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=ROOM,
                            detail=f"{inside.amount} inside a container holding {cap.amount}")
    return value, cap.item.unit, [Step(lemma=cap.lemma, kind="remaining_room", holder="",
                                       operands=[cap.amount, inside.amount], before="", after=fmt(value))]


def verify_room(lex, graph: Graph) -> Fraction:
    """Verifier: the r with contents + r = capacity."""
    cap, inside = graph.ops
    return -(Fraction(inside.amount) - Fraction(cap.amount))
