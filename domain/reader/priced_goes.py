"""Goes counted on several things, one price per go (v9, ADR 0144).

    At the town carnival Billy rode the ferris wheel 7 times and the bumper cars 3 times. If each ride cost 5
    tickets, how many tickets did he use?                                                 (7 + 3) × 5 = 50

Why a module of its own: ``rode the ferris wheel 7 times`` counts goes of a verb, not things held, and ``each
ride`` names one go of that verb by its own noun (the verb's base form): a price per go, over every thing
ridden. Nothing in the holding machinery counts goes across gapped objects (``and the bumper cars 3 times``),
and ``rode`` is a travel verb whose reading (travel.py) has no count of goes; so the text is read as a whole,
in one fixed shape; any other statement refuses.

The shape:

1. ``[At <the|a> <place words>[,]] <Name> <verb V> <the|a> <thing> N times [(,|and) <the|a> <thing> M times]…``:
   one person; each thing told once; whole numbers of goes.
2. ``[If] each <V as a noun> cost|costs P <unit>``: the price of one go (``each ride`` after ``rode``), not
   money only (``5 tickets``); as a statement, or the question's ``If`` clause.
3. ``How many <unit> did|does|will <Name|he|she> use|spend [in all|total]?``: the same unit as the price.

A go of another verb (``and walked 3 times``), a second person, a price of one thing only (``each ride on the
ferris wheel``) or a price in another unit than the one asked refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, list_goes_on, noun_run, read_item, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

GOES, PRICE, PRICED = "goes", "price_per_go", "priced_goes"
_PAYING = ("verb.use", "verb.spend")
"""The verbs a price in things is asked with (``how many tickets did he use``), as rest_use.py names ``use``."""


def claims(cursors: list[Cursor]) -> bool:
    """A later sentence has ``each <verb base form> cost`` (``each ride cost``) of a verb the first statement
    tells with ``N times`` (``rode the ferris wheel 7 times``)."""
    first = cursors[0]
    told = {s.entry.id for i in range(first.end) if (s := first.sense("verb", i)) is not None}
    if not told or not any(first.sense("fn:times", i) is not None for i in range(first.end)):
        return False
    for cur in cursors[1:]:
        for i in range(cur.end - 2):
            if cur.sense("fn:each", i) is not None:
                verb = cur.sense("verb", i + 1)
                if verb is not None and verb.entry.id in told and verb.entry.forms[0] == cur.words[i + 1] \
                        and (c := cur.sense("verb", i + 2)) is not None and c.entry.category == "cost":
                    return True
    return False


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "priced_goes", detail, reason)


class _Story:
    def __init__(self) -> None:
        self.person = ""
        self.gender = "x"
        self.verb = ""


def _person(cur: Cursor, story: _Story) -> None:
    w = cur.peek_word()
    if w in ("he", "she") and story.person:
        if story.gender != ("m" if w == "he" else "f"):  # a name of unknown gender: refused
            raise _refuse(cur, f"'{w}' does not fit {story.person}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        return
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None:
        raise _refuse(cur, "expected the one person (a name, then he/she)")
    word = cur.tokens[cur.pos].text
    if story.person and word != story.person:
        raise _refuse(cur, f"a second person {word}", Reason.AMBIGUOUS_REFERENCE)
    if not story.person:
        story.person, story.gender = word, (s.entry.gender if s.entry is not None else "x")
    cur.pos += 1


def _whole(cur: Cursor, what: str) -> Fraction:
    num = read_number(cur)
    if num is None or num[1] or num[0] <= 0:
        raise _refuse(cur, f"expected {what} (a positive number, not money)")
    return num[0]


def _opening(cur: Cursor) -> None:
    """``At the town carnival``: where it happened; nothing counted."""
    if cur.take_word("at") is None:
        return
    cur.take_word("the", "a", "an")
    got = noun_run(cur, cur.pos, ("place",))
    if got is None:
        raise _refuse(cur, "expected the place after 'At'")
    cur.pos = got[2]
    cur.take("punct:,")


def _goes(cur: Cursor, story: _Story, ops: list[Op]) -> None:
    cur.pos = 0
    _opening(cur)
    _person(cur, story)
    verb = cur.take("verb")
    if verb is None:
        raise _refuse(cur, "expected the verb of the goes")
    story.verb = verb.entry.id
    seen = set()
    while True:
        if cur.take_word("the", "a", "an") is None:
            raise _refuse(cur, "expected the thing gone on (the <thing>)")
        thing = read_item(cur, Context())
        if thing is None or thing in seen:
            raise _refuse(cur, "expected a thing gone on, each told once", Reason.AMBIGUOUS_REFERENCE)
        seen.add(thing)
        n = _whole(cur, "how many times")
        if n.denominator != 1 or cur.take("fn:times") is None:
            raise _refuse(cur, "expected 'N times' (a whole number of goes)")
        ops.append(Op(kind=GOES, lemma=story.verb, sentence=cur.sentence.index, actor=story.person, item=thing,
                      amount=fmt(n)))
        if not list_goes_on(cur, _refuse, "words after the counted goes"):
            return


def _price(cur: Cursor, story: _Story, ops: list[Op]) -> None:
    if cur.take("fn:each") is None:
        raise _refuse(cur, "expected 'each <go> cost …'")
    go = cur.take("verb")
    if go is None or go.entry.id != story.verb or cur.words[cur.pos - 1] != go.entry.forms[0]:
        raise _refuse(cur, "a price of another verb's goes", Reason.AMBIGUOUS_REFERENCE)
    cost = cur.take("verb")
    if cost is None or cost.entry.category != "cost":
        raise _refuse(cur, "expected 'cost' after 'each <go>'")
    p = _whole(cur, "the price of one go")
    unit = read_item(cur, Context())
    if unit is None:
        raise _refuse(cur, "expected what one go costs")
    ops.append(Op(kind=PRICE, lemma=cost.entry.id, sentence=cur.sentence.index, actor=story.person, item=unit,
                  amount=fmt(p), event=story.verb))


def _question(cur: Cursor, story: _Story, ops: list[Op]) -> Question:
    cur.pos = 0
    if cur.take("fn:if") is not None:
        _price(cur, story, ops)
        cur.take("punct:,")
    prices = [op for op in ops if op.kind == PRICE]
    if len(prices) != 1:
        raise _refuse(cur, "expected one price of a go", Reason.AMBIGUOUS_REFERENCE)
    if cur.take("fn:how") is None or cur.take_word("many") is None:
        raise _refuse(cur, "expected 'How many <unit> did <person> use'", Reason.UNPARSED_QUESTION)
    item = read_item(cur, Context())
    if item != prices[0].item:
        raise _refuse(cur, "asked things other than the price's", Reason.AMBIGUOUS_REFERENCE)
    if cur.take_word("did", "does", "will", "would") is None:
        raise _refuse(cur, "expected did/does/will", Reason.UNPARSED_QUESTION)
    _person(cur, story)
    cur.take_word("have")
    verb = cur.take("verb")
    if verb is None or verb.entry.id not in _PAYING:
        raise _refuse(cur, "asked a verb other than using or spending the price", Reason.AMBIGUOUS_REFERENCE)
    cur.take("fn:total")
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    return Question(kind=PRICED, sentence=cur.sentence.index, entity=story.person, item=item, lemma=verb.entry.id)


def parse_priced_goes(cursors: list[Cursor]) -> Graph:
    if len(cursors) not in (2, 3):
        raise _refuse(cursors[0], "priced goes are the goes, the price and a question")
    story, ops = _Story(), []
    _goes(cursors[0], story, ops)
    if len(cursors) == 3:
        cursors[1].pos = 0
        _price(cursors[1], story, ops)
        if not cursors[1].at_end():
            raise _refuse(cursors[1], "words after the price")
    return Graph(ops=ops, question=_question(cursors[-1], story, ops))


def priced_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: every go counted, times the price of one."""
    goes = sum((Fraction(op.amount) for op in graph.ops if op.kind == GOES), Fraction(0))
    price = next(op for op in graph.ops if op.kind == PRICE)
    value = goes * Fraction(price.amount)
    step = Step(lemma=price.lemma, kind="priced_goes", holder=price.actor, operands=[fmt(goes), price.amount],
                before="0", after=fmt(value))
    return value, price.item.unit, [step]


def verify_priced(lex, graph: Graph) -> Fraction:
    """Verifier: each thing's goes priced on their own, then the things summed."""
    price = next(op for op in graph.ops if op.kind == PRICE)
    total = Fraction(0)
    for op in graph.ops:
        if op.kind == GOES:
            total += Fraction(price.amount) * Fraction(op.amount)
    return total
