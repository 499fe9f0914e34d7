"""An amount shared equally among a counted number of people (v12, ADR 0236).

    Mrs. Hilt needs to share $3.75 equally among 3 total people. How much money will each person get?
                                                                                          3.75 ÷ 3 = 1.25
    There are 96 cupcakes for 8 children to share. How much will each person get if they share the cupcakes
    equally?                                                                              96 ÷ 8 = 12

Why a module of its own: the people are only counted (``among 3 people``, ``for 8 children``), never
holders the holding machinery could give a share to, and the sharer may be one of them (``among 3 total
people``) or not; either way each of the N gets the amount ÷ N. The text is read as a whole in one of two
fixed shapes (one statement and the question); anything else is left to the other readers (not claimed) or,
once the statement is this shape, refused.

Statements:
- ``<sharer> [needs|wants|has] to share|split <amount> [equally|evenly] among|between N [total] <people>.``
  or ``<sharer> shares|splits|shared <amount> [equally|evenly] among|between N [total] <people>.`` (sharing
  among a count is an equal partition, as ``He shares them among 3 friends`` reads since v2).
- ``There is|are <amount> for N <people> to share [equally|evenly].``
The amount is money (``$3.75``) or N things; the people a person noun (expected_guests.is_people).

Question: ``How much [money|<things>] | How many [<things>] will|would|does|can|should each <one of the
people | person> get|receive [if they share <them|it|the things> equally|evenly]?``. Things asked must be
the shared things (money for money). The share must be a whole number of things, or of money a
terminating decimal (cents may split further; ``$10 among 3`` is 3.333… and refuses).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.expected_guests import is_people
from domain.reader.answer_policy import terminates
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import (Context, Cursor, fmt, opens_with, read_entity, read_item,
                                   read_number)
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

SHARE = "shared_among"
_AMONG = ("among", "between")
_TO_WORDS = ("needs", "need", "wants", "want", "has", "have")
_GET_AUX = ("will", "would", "does", "do", "can", "could", "should", "did")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, SHARE, detail, reason)


def _share_verb(cur: Cursor) -> str | None:
    """``share`` / ``split`` (pack lemmas ``verb.share`` / ``verb.split``): consumed, its lemma returned."""
    verb = cur.sense("verb")
    if verb is None or verb.entry.id not in ("verb.share", "verb.split"):
        return None
    cur.pos += verb.length
    return verb.entry.id


def _amount(cur: Cursor) -> tuple[Fraction, Item] | None:
    """``$3.75`` / ``96 cupcakes`` / ``12 dollars``: a positive amount and what it is of."""
    start = cur.pos
    got = read_number(cur)
    if got is None or got[0] <= 0:
        cur.pos = start
        return None
    value, money = got
    if money:
        return value, Item(unit=money)
    item = read_item(cur, Context(), note=False)
    if item is None:
        cur.pos = start
        return None
    return value, item


def _people(cur: Cursor) -> tuple[Fraction, str] | None:
    """``3 [total] people`` / ``8 children``: a whole count above 1 of a person noun."""
    start = cur.pos
    got = read_number(cur)
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 2:
        cur.pos = start
        return None
    cur.take("fn:total")
    # "people" is both the plural of "person" and a noun of its own: any plural person sense of the word
    unit = next((s for s in cur.senses(cur.pos) if s.cls == "unit" and s.form == "pl"
                 and is_people(cur.lex, s.entry.id)), None)
    if unit is None:
        cur.pos = start
        return None
    cur.pos += unit.length
    return got[0], unit.entry.id


def _statement(cur: Cursor) -> tuple[str, Fraction, Item, Fraction, str] | None:
    """The statement (module doc) whole: (lemma, amount, thing, people count, people unit), else None."""
    cur.pos = 0
    if cur.sense("fn:there") is not None:
        cur.pos += cur.sense("fn:there").length
        if not cur.take("fn:be"):
            return None
        got = _amount(cur)
        if got is None or cur.peek_word() != "for":
            return None
        cur.pos += 1
        people = _people(cur)
        if people is None or cur.peek_word() != "to":
            return None
        cur.pos += 1
        lemma = _share_verb(cur)
        if lemma is None:
            return None
        cur.take("fn:evenly")
    else:
        if read_entity(cur, Context(), pronouns=False) is None:
            return None
        if cur.peek_word() in _TO_WORDS and cur.peek_word(1) == "to":
            cur.pos += 2  # an intention to share, asked of as done ("will each person get")
        lemma = _share_verb(cur)
        if lemma is None:
            return None
        got = _amount(cur)
        if got is None:
            return None
        cur.take("fn:evenly")  # "shares them among 3 friends" is an equal partition already (grammar.md, v2)
        if cur.take_word(*_AMONG) is None:
            return None
        people = _people(cur)
        if people is None:
            return None
    if not cur.at_end():
        return None
    return lemma, got[0], got[1], people[0], people[1]


def claims(cursors: list[Cursor]) -> bool:
    """Exactly one statement, of this module's shape, then the question."""
    return opens_with(cursors, 2, _statement)


def _question(cur: Cursor, thing: Item, people: str) -> None:
    """The question (module doc); raises when the text asks anything else."""
    if cur.sense("fn:how") is None:
        raise _refuse(cur, "expected 'How much' or 'How many'", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    word = cur.peek_word()
    if word not in ("much", "many"):
        raise _refuse(cur, "expected 'How much' or 'How many'", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    money = thing.unit == "unit.dollar"
    if cur.peek_word() not in _GET_AUX:
        asked = read_item(cur, Context(), note=False)
        if asked is None:
            raise _refuse(cur, "expected what each gets", Reason.UNPARSED_QUESTION)
        if money and asked.unit not in ("unit.money", "unit.dollar") or not money and asked != thing:
            raise _refuse(cur, f"asked {asked.unit}, shared {thing.unit}", Reason.UNIT_MISMATCH)
    elif word == "many" and money:
        raise _refuse(cur, "'how many' of money", Reason.UNPARSED_QUESTION)
    if cur.peek_word() not in _GET_AUX:
        raise _refuse(cur, "expected will/would/does … each", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    if cur.take("fn:each") is None:
        raise _refuse(cur, "expected 'each'", Reason.UNPARSED_QUESTION)
    one = cur.sense("unit")
    if one is None or one.form != "sg" or one.entry.id not in (people, "unit.person") \
            and not (people == "unit.person" and one.entry.id == "unit.people"):
        raise _refuse(cur, "each of whom?", Reason.UNKNOWN_ENTITY)
    cur.pos += one.length
    verb = cur.sense("verb")
    if verb is None or verb.entry.id not in ("verb.get", "verb.receive"):
        raise _refuse(cur, "expected get/receive", Reason.UNPARSED_QUESTION)
    cur.pos += verb.length
    if cur.sense("fn:if") is not None:  # "if they share the cupcakes equally"
        cur.pos += 1
        if cur.peek_word() != "they":
            raise _refuse(cur, "expected 'if they share …'", Reason.UNPARSED_QUESTION)
        cur.pos += 1
        if _share_verb(cur) is None:
            raise _refuse(cur, "expected 'share'", Reason.UNPARSED_QUESTION)
        if cur.peek_word() in ("them", "it"):
            cur.pos += 1
        elif cur.peek_word() == "the":
            cur.pos += 1
            again = read_item(cur, Context(), note=False)
            if again != thing:
                raise _refuse(cur, "shares other things", Reason.AMBIGUOUS_REFERENCE)
        if cur.take("fn:evenly") is None:
            raise _refuse(cur, "expected 'equally'", Reason.UNPARSED_QUESTION)
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)


def parse_shared_among(cursors: list[Cursor]) -> Graph:
    got = _statement(cursors[0])
    if got is None:
        raise _refuse(cursors[0], "expected an amount shared among counted people")
    lemma, amount, thing, count, people = got
    _question(cursors[-1], thing, people)
    ops = [Op(kind=SHARE, lemma=lemma, sentence=0, item=thing, amount=fmt(amount), groups=fmt(count),
              target=people)]
    return Graph(ops=ops, question=Question(kind=SHARE, sentence=1, item=thing, count=fmt(count)))


def shared_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the amount ÷ the people; a count must come out whole, money as a terminating decimal."""
    op = graph.ops[0]
    value = Fraction(op.amount) / Fraction(op.groups)
    if lex.unit_by_id[op.item.unit].discrete and value.denominator != 1:
        raise ReaderRefusal(Reason.FRACTIONAL_COUNT, "policy.discrete", frame=SHARE,
                            detail=f"{op.amount} {op.item.unit} among {op.groups} is {value}")
    if not terminates(value):
        raise ValueError(f"{value} is no decimal")
    step = Step(lemma=op.lemma, kind="share_among", holder="", operands=[op.amount, op.groups], before="",
                after=fmt(value))
    return value, op.item.unit, [step]


def verify_shared(lex, graph: Graph) -> Fraction:
    """Verifier: the share s with s × people = amount, found from the question's own count."""
    op, q = graph.ops[0], graph.question
    if q.count != op.groups:
        raise ValueError("the question's people are not the statement's")
    return Fraction(op.amount) * (1 / Fraction(q.count))
