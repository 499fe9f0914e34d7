"""``Each of the 3 boys has 4 apples.``: a counted group, each one holding the same (v17, ADR 0364).

    Each of the 3 boys has 4 apples. How many apples do the boys have?                    3 × 4
    Each of 6 boxes has 7 toys. How many toys are there in all?                           6 × 7

The subject ``Each of the N <things>`` is a quantifier, no holder the clause grammar knows (``no subject the
grammar knows``); with ``There are 6 boxes. Each box has 7 toys.`` the same holding reads (unit rates). The text,
read as a whole, is two sentences:

- ``Each of [the] N [modifiers] <group noun> has|had M [modifiers] <things>.`` — N ≥ 2 and M ≥ 1 whole numbers,
  the group a plural noun of the pack (a person noun or a count noun), the things a plural count noun other than
  the group's, nothing after them;
- ``How many [modifiers] <things> do|did the <group noun> have [in all|in total|altogether|together]?`` or ``How
  many [modifiers] <things> are|were there [in all|in total|altogether]?`` — the same things (modifiers and
  all), ``do``/``are`` after ``has``, ``did``/``were`` after ``had``.

Every one of the N holds M: the group N × M. Another group or kind asked, a tense that differs, one member asked
(``How many apples does each boy have?``), a third sentence, other words refuse once claimed.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

EACH_OF_GROUP = "each_of_group"
_TOTALS = (("in", "all"), ("in", "total"), ("altogether",), ("together",))


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, EACH_OF_GROUP, detail, reason)


def _group(cur: Cursor) -> str | None:
    """A plural person or count noun at the cursor (consumed; its id), or None."""
    p = cur.sense("person")
    if p is not None and p.length == 1 and cur.words[cur.pos] == p.entry.plural.lower():
        cur.pos += 1
        return p.entry.id
    u = cur.sense("unit")
    if u is not None and u.form == "pl" and u.length == 1 and cur.lex.unit_by_id[u.entry.id].family == "count":
        cur.pos += 1
        return u.entry.id
    return None


def _things(cur: Cursor) -> Item | None:
    """``[modifiers] <plural count noun>`` (consumed), or None with nothing consumed."""
    start = cur.pos
    mods = []
    while cur.sense("modifier") is not None and cur.sense("unit") is None:
        mods.append(cur.sense("modifier").entry.id)
        cur.pos += cur.sense("modifier").length
    u = cur.sense("unit")
    if u is None or u.form != "pl" or cur.lex.unit_by_id[u.entry.id].family != "count":
        cur.pos = start
        return None
    cur.pos += u.length
    return Item(unit=u.entry.id, mods=tuple(sorted(mods)))


def _whole(cur: Cursor, at_least: int) -> Fraction | None:
    got = read_number(cur)
    if got is None or got[1] or got[0].denominator != 1 or got[0] < at_least:
        return None
    return got[0]


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences, the first opening ``Each of [the] <number>``, the second ``How many``."""
    if len(cursors) != 2:
        return False
    s, q = cursors
    w = s.words
    if s.end < 6 or w[0] != "each" or w[1] != "of" or q.end < 4 or q.sense("fn:how", 0) is None or q.words[1] != "many":
        return False
    i = 3 if w[2] == "the" else 2
    if not s.wordset & {"has", "had"}:  # as triggers.TABLE says: the claim and its trigger decline alike
        return False
    return s.sense("num", i) is not None or s.sense("number", i) is not None


def parse_each_of_group(cursors: list[Cursor]) -> Graph:
    s, q = cursors
    s.pos = 2
    s.take_word("the")
    n = _whole(s, 2)
    if n is None:
        raise _refuse(s, "expected a whole count of 2 or more")
    group = _group(s)
    if group is None:
        raise _refuse(s, "expected the group's plural noun")
    verb = s.take_word("has", "had")
    if verb is None:
        raise _refuse(s, "expected has/had")
    m = _whole(s, 1)
    if m is None:
        raise _refuse(s, "expected a whole number held")
    things = _things(s)
    if things is None or things.unit == group or not s.at_end():
        raise _refuse(s, "expected the things held, and nothing after")

    q.pos = 2
    asked = _things(q)
    if asked != things:
        raise _refuse(q, "other things asked", Reason.UNKNOWN_QUANTITY)
    aux = q.take_word("do", "did", "are", "were")
    if aux is None:
        raise _refuse(q, "expected do/did/are/were", Reason.UNPARSED_QUESTION)
    if (aux in ("did", "were")) != (verb == "had"):
        raise _refuse(q, "a question in another tense", Reason.AMBIGUOUS_REFERENCE)
    if aux in ("do", "did"):
        if q.take_word("the") is None or _group(q) != group or q.take_word("have") is None:
            raise _refuse(q, "expected 'the <group> have'", Reason.UNPARSED_QUESTION)
    elif q.take_word("there") is None:
        raise _refuse(q, "expected 'are there'", Reason.UNPARSED_QUESTION)
    for total in _TOTALS:
        if tuple(q.words[q.pos:q.pos + len(total)]) == total:
            q.pos += len(total)
            break
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    op = Op(kind=EACH_OF_GROUP, lemma="verb.have", sentence=0, actor=group, item=things, amount=fmt(m),
            factor=fmt(n))
    return Graph(ops=[op], question=Question(kind=EACH_OF_GROUP, sentence=1, entity=group, item=things))


def _op(graph: Graph) -> Op:
    if len(graph.ops) != 1 or graph.ops[0].kind != EACH_OF_GROUP:
        raise ValueError("not one group's holding")
    return graph.ops[0]


def each_of_group_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the count of the group times what each one holds."""
    op = _op(graph)
    value = Fraction(op.factor) * Fraction(op.amount)
    return value, op.item.unit, [Step(lemma=op.lemma, kind=EACH_OF_GROUP, holder=op.actor,
                                      operands=[op.factor, op.amount], before="", after=fmt(value))]


def verify_each_of_group(lex, graph: Graph) -> Fraction:
    """Verifier: each member's holding added, member by member."""
    op = _op(graph)
    count = Fraction(op.factor)
    if count.denominator != 1 or count < 2 or count > 100000:
        raise ValueError("no whole count")
    total = Fraction(0)
    for _ in range(int(count)):
        total += Fraction(op.amount)
    return total
