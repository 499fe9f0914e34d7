"""How many more one person needs to have as many as another; how many to give so both have the same (v16, ADR 0343).

    Dave has 14 apples. Eve has 9 apples. How many apples must Eve get to have as many apples as Dave?      14 − 9 = 5
    Tom has 20 apples. Sam has 12 apples. How many apples should Tom give Sam so they have the same number?  (20 − 12) ÷ 2

Why a module of its own: the goal machinery (goals.py) reads a target told as a number (``to have 43 cats``); here
the target is another person's holding, and in the giving form both holdings move. The text is read as a whole in
one shape: the two holdings, each ``<Name> has|had N <things>`` (two sentences, or one joined by ``and``), the same
things (modifiers included) and two different names; then the question

- ``How many [more] <things> must|does|do|should|would|will|did <B> [need to] [<gaining verb>] to have as many
  [<things>] as <A> [has|does]?`` (B the one with fewer; a gaining verb of the pack's ``positive`` category): A − B;
- ``How many [<things>] must|should|does|would <A> give [to] <B> so [that] they [both] have the same number [of
  <things>]?``: (A − B) ÷ 2, A the one with more.

Refused once the shape is this one: B holding as many or more (nothing to get), the giver holding fewer, an odd
difference (half a thing), a name the holdings do not tell, a tense that differs between the holdings and the
question (``had`` beside ``does``). Any other text is left to the other readers (not claimed).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.before_gains import plural_things
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, claimed_by, consume_all, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.results import Step

GET_AS_MANY = "equal_gap"
GIVE_EVEN = "equal_split"
_AUX = ("must", "does", "do", "should", "would", "will", "did", "can")


def _name(cur: Cursor) -> str | None:
    """A capitalised pack name, not a possessive (consumed)."""
    if cur.at_end() or cur.sense("name") is None or not cur.tokens[cur.pos].text[:1].isupper() \
            or cur.sense("poss", cur.pos + 1) is not None:
        return None
    cur.pos += 1
    return cur.tokens[cur.pos - 1].text


def _holding(cur: Cursor):
    """``<Name> has|had N <things>`` from the cursor: (name, verb word, N, things) or None."""
    name = _name(cur)
    if name is None:
        return None
    verb = cur.take_word("has", "had")
    got = read_number(cur) if verb else None
    if got is None or got[1] or got[0] < 0 or got[0].denominator != 1:
        return None
    things = plural_things(cur)
    return (name, verb, got[0], things) if things is not None else None


def _holdings(cursors: list[Cursor]):
    if len(cursors) == 3:
        a, b = cursors[0], cursors[1]
        a.pos = b.pos = 0
        first, second = _holding(a), _holding(b)
        return (first, second) if first and second and a.at_end() and b.at_end() else None
    if len(cursors) == 2:
        c = cursors[0]
        c.pos = 0
        first = _holding(c)
        if first is None or c.take_word("and") is None:
            return None
        second = _holding(c)
        return (first, second) if second and c.at_end() else None
    return None


def _get_question(q: Cursor, things: Item, names: set[str]):
    """(B, A) of ``How many [more] <things> <aux> B [need to] [<get>] to have as many [<things>] as A [has]?``."""
    q.pos = 0
    if q.take_word("how") is None or q.take_word("many") is None:
        return None
    q.take_word("more")
    if plural_things(q) != things or q.take_word(*_AUX) is None:
        return None
    b = _name(q)
    if b not in names:
        return None
    if q.take_word("need", "needs") is not None and q.take_word("to") is None:
        return None
    verb = q.sense("verb")
    if verb is not None and q.words[q.pos] != "have":
        if verb.entry.category != "positive":
            return None
        q.pos += verb.length
    if q.words[q.pos:q.pos + 4] != ["to", "have", "as", "many"] if q.peek_word() == "to" else \
            q.words[q.pos:q.pos + 3] != ["have", "as", "many"]:
        return None
    q.pos += 4 if q.peek_word() == "to" else 3
    if q.peek_word() != "as":
        if plural_things(q) != things:
            return None
    if q.take_word("as") is None:
        return None
    a = _name(q)
    if a not in names or a == b:
        return None
    q.take_word("has", "does", "had", "did")
    return (b, a) if q.at_end() else None


def _give_question(q: Cursor, things: Item, names: set[str]):
    """(A, B) of ``How many [<things>] <aux> A give [to] B so [that] they [both] have the same number [of <things>]?``."""
    q.pos = 0
    if q.take_word("how") is None or q.take_word("many") is None:
        return None
    if q.peek_word() not in _AUX and plural_things(q) != things:
        return None
    if q.take_word(*_AUX) is None:
        return None
    a = _name(q)
    if a not in names or q.take_word("give") is None:
        return None
    q.take_word("to")
    b = _name(q)
    if b not in names or b == a or q.take_word("so") is None:
        return None
    q.take_word("that")
    if q.take_word("they") is None:
        return None
    q.take_word("both")
    if q.words[q.pos:q.pos + 4] != ["have", "the", "same", "number"]:
        return None
    q.pos += 4
    if q.take_word("of") is not None and plural_things(q) != things:
        return None
    return (a, b) if q.at_end() else None


def _read(cursors: list[Cursor]):
    got = _holdings(cursors)
    if got is None:
        return None
    (n1, v1, x1, t1), (n2, v2, x2, t2) = got
    if t1 != t2 or n1 == n2 or v1 != v2:
        return None
    names, held = {n1, n2}, {n1: x1, n2: x2}
    q = cursors[-1]
    pair = _get_question(q, t1, names)
    if pair is not None:
        return GET_AS_MANY, pair, held, t1, v1
    pair = _give_question(q, t1, names)
    if pair is not None:
        return GIVE_EVEN, pair, held, t1, v1
    return None


def claims(cursors: list[Cursor]) -> bool:
    return claimed_by(_read, cursors)


def parse_equal_holdings(cursors: list[Cursor]) -> Graph:
    kind, (x, y), held, things, verb = _read(cursors)
    q = cursors[-1]
    tense = {w for w in q.words if w in _AUX}
    if (verb == "had") != ("did" in tense):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "frame.question_time", sentence_index=q.sentence.index,
                            frame=kind, detail="holdings told and asked in different tenses: then or now?")
    consume_all(cursors)
    ops = [Op(kind="hold", lemma="verb.have", sentence=0, actor=name, item=things, amount=fmt(n))
           for name, n in held.items()]
    return Graph(ops=ops, question=Question(kind=kind, sentence=q.sentence.index, entity=x, other=y, item=things))


def _held(graph: Graph) -> dict[str, Fraction]:
    return {op.actor: Fraction(op.amount) for op in graph.ops}


def equal_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the other's holding less the asker's (get), or half the giver's excess (give)."""
    q, held = graph.question, _held(graph)
    if q.kind == GET_AS_MANY:
        value = held[q.other] - held[q.entity]
        if value < 0:
            raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=GET_AS_MANY,
                                detail=f"{q.entity} already has more than {q.other}")
        return value, q.item.unit, [Step(lemma="verb.have", kind=GET_AS_MANY, holder=q.entity,
                                         operands=[fmt(held[q.other]), fmt(held[q.entity])], before=fmt(held[q.entity]),
                                         after=fmt(held[q.other]))]
    excess = held[q.entity] - held[q.other]
    if excess <= 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=GIVE_EVEN,
                            detail=f"{q.entity} has no more than {q.other} to give")
    value = excess / 2
    if value.denominator != 1:
        raise ReaderRefusal(Reason.FRACTIONAL_COUNT, "policy.discrete", frame=GIVE_EVEN,
                            detail=f"half of {fmt(excess)} is not a whole number of things")
    return value, q.item.unit, [Step(lemma="verb.give", kind=GIVE_EVEN, holder=q.entity,
                                     operands=[fmt(held[q.entity]), fmt(held[q.other])], before=fmt(held[q.entity]),
                                     after=fmt(held[q.entity] - value))]


def verify_equal(lex, graph: Graph) -> Fraction:
    """Verifier: the g with asker + g = other (get), or giver − g = receiver + g (give)."""
    q, held = graph.question, _held(graph)
    if q.kind == GET_AS_MANY:
        return -(held[q.entity] - held[q.other])
    return (held[q.entity] + -held[q.other]) * Fraction(1, 2)
