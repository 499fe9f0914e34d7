"""A counted group each doing the same counted act (v12, ADR 0235): ``Mrs. Hilt saw 3 bugs eat 2 flowers each.
How many flowers total did the bugs eat?``                                                          3 × 2

``3 bugs eat 2 flowers each`` says every one of the 3 bugs ate 2 flowers: the group ate 3 × 2. The clause
grammar reads a clause that opens with a number only as a passive (``5 more are added``), so the form needs
its own reading. A whole-text claim, as narrow as the form:

- one statement: ``[<entity> saw|watched] N <things> <verb> M [<modifiers>] <things2> each``, N ≥ 2 and M ≥ 1
  whole numbers, the verb any pack verb that moves things (a gain, loss, construct or destroy verb; after
  ``saw`` in its bare form), ``each`` closing the sentence; the perceiver (pack role ``perceive``) only watched,
  so nothing is hers;
- the question: ``How many [<modifiers>] <things2> [total] did|do the <things> <verb> [in all|total|…]?`` with
  the same verb and the same things; its modifiers must be the statement's.

Anything else (a second statement, another verb or group, a person as the asker's subject, words left over)
is not claimed, or refused.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

GROUP_EACH = "group_each"
_MOVING = ("positive", "negative", "construct", "destroy")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "group_each", detail, reason)


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences, a question opening ``How many``, a statement ending ``each`` whose first number is
    followed by a plural unit and a verb (module doc)."""
    if len(cursors) != 2:
        return False
    cur, last = cursors
    if last.end < 3 or last.sense("fn:how", 0) is None or last.words[1] != "many":
        return False
    if cur.end < 6 or cur.words[cur.end - 1] != "each":
        return False
    i = _after_perceiver(cur)
    if cur.sense("num", i) is None:
        return False
    u = cur.sense("unit", i + 1)
    return u is not None and u.form == "pl" and cur.sense("verb", i + 1 + u.length) is not None


def _after_perceiver(cur: Cursor) -> int:
    """Where the group's number starts: after ``<Name|Title Name|he|she|I> saw|watched``, else 0."""
    for at in (1, 2):
        p = cur.sense("fn:perceive", at)
        if p is None:
            continue
        if at == 1 and (cur.sense("fn:pronoun", 0) is not None or (
                cur.sense("name", 0) is not None and cur.tokens[0].text[:1].isupper())):
            return at + p.length
        if at == 2 and cur.sense("fn:title", 0) is not None and cur.tokens[1].text[:1].isupper():
            return at + p.length
    return 0


def _mods(cur: Cursor) -> tuple[str, ...]:
    mods = []
    while cur.sense("modifier") is not None and cur.sense("unit", cur.pos + cur.sense("modifier").length) is not None:
        mods.append(cur.sense("modifier").entry.id)
        cur.pos += cur.sense("modifier").length
    return tuple(sorted(mods))


def _verb(cur: Cursor):
    for s in cur.senses(cur.pos):
        if s.cls == "verb" and s.entry.category in _MOVING:
            cur.pos += s.length
            return s.entry
    return None


def read_group_act(cur: Cursor, refuse) -> tuple:
    """``N <things> <verb> M [mods] <things2>`` from the group's number on (also there_group_each.py, ADR
    0265): returns (N, the group's sense, the verb, M, the mods, the things' sense); ``refuse`` is the calling
    form's refusal."""
    n = read_number(cur)
    if n is None or n[1] or n[0].denominator != 1 or n[0] < 2:
        raise refuse(cur, "the group's size is no whole number of two or more")
    group = cur.sense("unit")
    cur.pos += group.length
    verb = _verb(cur)
    if verb is None:
        raise refuse(cur, "no verb that moves things after the group")
    m = read_number(cur)
    if m is None or m[1] or m[0].denominator != 1 or m[0] < 1:
        raise refuse(cur, "no whole number of things each")
    mods = _mods(cur)
    thing = cur.sense("unit")
    if thing is None or thing.form != ("sg" if m[0] == 1 else "pl") or thing.entry.id == group.entry.id:
        raise refuse(cur, "no things after the number")
    cur.pos += thing.length
    return n[0], group, verb, m[0], mods, thing


def read_asked_things(last: Cursor, thing, mods: tuple[str, ...], refuse) -> None:
    """The question's ``How many [mods] <things2> [total] <aux>``'s things: the statement's, of its kind."""
    last.pos = 2
    qmods = _mods(last)
    asked = last.sense("unit")
    if asked is None or asked.entry.id != thing.entry.id:
        raise refuse(last, "the question asks other things", Reason.UNPARSED_QUESTION)
    if qmods and qmods != mods:
        raise refuse(last, "the question asks another kind of the things", Reason.AMBIGUOUS_REFERENCE)
    last.pos += asked.length
    last.take("fn:total")


def read_asked_group(last: Cursor, group, refuse) -> None:
    """The question's group after its ``the``: the statement's group noun, plural."""
    g = last.sense("unit")
    if g is None or g.entry.id != group.entry.id or g.form != "pl":
        raise refuse(last, "the question names another group", Reason.UNPARSED_QUESTION)
    last.pos += g.length


def read_asked_act(last: Cursor, verb, refuse) -> None:
    """The question's closing ``<verb> [total]``: the statement's verb and nothing after."""
    qverb = _verb(last)
    if qverb is None or qverb.id != verb.id:
        raise refuse(last, "the question asks another act", Reason.UNPARSED_QUESTION)
    last.take("fn:total")
    if not last.at_end():
        raise refuse(last, "words after the question", Reason.UNPARSED_QUESTION)


def group_each_graph(group, verb, m: Fraction, n: Fraction, mods: tuple[str, ...], thing) -> Graph:
    """One group act of ``the <group>``: N of them each moving M of the things."""
    group_name = f"the {group.entry.plural}"
    item = Item(unit=thing.entry.id, mods=mods)
    op = Op(kind=GROUP_EACH, lemma=verb.id, sentence=0, actor=group_name, item=item, amount=fmt(m),
            groups=fmt(n))
    return Graph(ops=[op], question=Question(kind=GROUP_EACH, sentence=1, entity=group_name, item=item,
                                             lemma=verb.id))


def parse_group_each(cursors: list[Cursor]) -> Graph:
    cur, last = cursors
    cur.pos = _after_perceiver(cur)
    n, group, verb, m, mods, thing = read_group_act(cur, _refuse)
    if cur.take_word("each") is None or not cur.at_end():
        raise _refuse(cur, "words after 'each'")
    read_asked_things(last, thing, mods, _refuse)
    if last.take("fn:aux") is None or last.take_word("the") is None:
        raise _refuse(last, "expected 'did the <group>'", Reason.UNPARSED_QUESTION)
    read_asked_group(last, group, _refuse)
    read_asked_act(last, verb, _refuse)
    return group_each_graph(group, verb, m, n, mods, thing)


def group_each_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the group's size times each one's amount."""
    ops = [op for op in graph.ops if op.kind == GROUP_EACH]
    if len(ops) != 1:
        raise ValueError("one group act is needed")
    op = ops[0]
    value = Fraction(op.groups) * Fraction(op.amount)
    step = Step(lemma=op.lemma, kind="group_each", holder=op.actor, operands=[op.groups, op.amount],
                before="0", after=fmt(value))
    return value, op.item.unit, [step]


def verify_group_each(lex, graph: Graph) -> Fraction:
    """Verifier: the same product, from the op and the question's agreement re-checked."""
    q = graph.question
    ops = [op for op in graph.ops if op.kind == GROUP_EACH and op.actor == q.entity and op.lemma == q.lemma
           and op.item == q.item]
    if len(ops) != 1:
        raise ValueError("the question's group act is not the story's")
    return Fraction(ops[0].amount) * Fraction(ops[0].groups)
