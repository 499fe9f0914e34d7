"""``How many more <things> did <doer> <verb> than <doer> <other verb>?`` (v20, ADR 0456): one doer's events of two
verbs on the same things, compared.

    Paul had 50 books. He sold 20 books and bought 12 new ones.
    How many more books did he sell than he bought?                                              20 − 12 = 8
    The baker made 43 cakes. He sold 22 cakes. How many more cakes did he make than he sold?     43 − 22 = 21
    A library had 120 books. It bought 35 new books and gave away 20 old books.
    How many more books did the library buy than give away?                                      35 − 20 = 15

``than`` was read only before a second holder (``than Ben``), so ``than he bought`` refused. The question is the
``event_excess`` question of extras.py (ADR 0127: the asked verb's events on the things − the other verb's, below 0
refused), its ``other`` verb named by the question itself. Read only when
- after ``than`` comes the same doer again (a pronoun or the name that resolves to it) or nobody (``than give
  away``), then a pack verb that is not ``have`` and not the asked verb, then nothing (an ``away`` particle aside);
- the asked verb is an action too (not ``have``);
- every statement that involves the doer and the asked things (their unit or a kind of it) is a holding of them
  or an event of one of the two verbs done by the doer, each verb with at least one such event: a third verb
  (``gave 3 to Ann`` beside ``gave away 5``: is a giving-to-Ann a giving away?), something handed to the doer, or a
  verb with no event (``than he gave away`` after ``gave 7 to his friend``) refuses.
Anything else falls back to the reading before (which refuses these texts).
"""
from __future__ import annotations

from domain.reader.amounts import read_verb
from domain.reader.holders import resolve_it_subject
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, read_entity
from domain.reader.refusals import ReaderRefusal

_PARTICLES = frozenset({"away"})


def parse_verb_difference(cur: Cursor, ctx: Context, si: int, item: Item, a: str, verb,
                          ops: list[Op]) -> Question | None:
    """Right after ``How many more <things> did <doer> <verb>``; None (nothing consumed) when this is not the form."""
    if cur.at_end() or cur.words[cur.pos] != "than" or verb.category == "observe":
        return None
    start, known, seen = cur.pos, dict(ctx.entities), list(ctx.units_seen)

    def back():
        cur.pos, ctx.entities, ctx.units_seen = start, known, seen
        return None

    cur.pos += 1
    if "verb" not in cur.here():
        try:
            b = resolve_it_subject(cur, ctx) or read_entity(cur, ctx)
        except ReaderRefusal:
            return back()
        if b != a:
            return back()
    other = read_verb(cur)
    if other is None or other.category == "observe" or other.id == verb.id:
        return back()
    while not cur.at_end() and cur.words[cur.pos] in _PARTICLES:
        cur.pos += 1
    to = ""
    if not cur.at_end() and cur.words[cur.pos] == "to":
        cur.pos += 1
        try:
            to = read_entity(cur, ctx) or ""
        except ReaderRefusal:
            return back()
        if not to or to == a:
            return back()
    if not cur.at_end():
        return back()
    lex = cur.lex

    def mine(op: Op) -> bool:
        return op.item is not None and (op.item.unit == item.unit or lex.kind_of(op.item.unit, item.unit)
                                        or lex.kind_of(item.unit, op.item.unit)) \
            and a in (op.actor, op.target, op.source)

    about = [op for op in ops if mine(op)]
    if any(op.kind != "hold" and (op.actor != a or op.lemma not in (verb.id, other.id) or op.source
                                  or op.amount.startswith("all"))
           or op.kind == "hold" and op.actor != a for op in about):
        return back()
    if not all(any(op.kind != "hold" and op.lemma == v for op in about) for v in (verb.id, other.id)):
        return back()
    if to and any(op.kind != "hold" and op.lemma == other.id and op.target != to for op in about):
        return back()  # "than he gave to his friend": every giving of them was to the friend
    return Question(kind="event_excess", sentence=si, entity=a, item=item, lemma=verb.id, other=other.id)


def parse_it_verb_difference(cur: Cursor, ctx: Context, si: int, item: Item, ops: list[Op]) -> Question | None:
    """``How many more bikes did it sell than it got?``: the doer is the one thing that held or did anything
    (holders.resolve_it_subject); None with nothing consumed otherwise."""
    start = cur.pos
    try:
        a = resolve_it_subject(cur, ctx)
    except ReaderRefusal:
        a = None
    verb = read_verb(cur) if a else None
    q = parse_verb_difference(cur, ctx, si, item, a, verb, ops) if verb is not None else None
    if q is None:
        cur.pos = start
    return q
