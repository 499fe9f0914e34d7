"""One ingredient a recipe lists for each of its parts, added up (v13, ADR 0266):

    A cake recipe requires 0.6 cup of sugar for the frosting and 0.2 cup of sugar for the cake.
    How much sugar is that altogether?                                                     0.6 + 0.2 = 0.8

Why a module of its own: recipes.py (ADR 0232) reads a recipe's list and what a cook put in; it refuses an
ingredient listed twice (the same amount told again, or more of it?). Listed twice *for two different parts*
of the dish (``for the frosting`` / ``for the cake``) the amounts are two different amounts of it, and how much
the recipe needs in all is their sum. The text is read as a whole (two sentences):

- ``The recipe`` / ``A|The <adjuncts> recipe`` + ``calls for`` / ``requires`` / ``needs`` (pack role ``need``) +
  a list of two or more ``D <unit> of <stuff> for the <part>`` joined by ``,`` / ``and`` — one stuff, one unit,
  each part a different pack noun (unit or place) told once;
- ``How much <stuff> is that [altogether|in all|in total]?`` / ``How much <stuff> does the recipe call for|
  require|need [in all]?`` / ``How many <unit> of <stuff> …`` (the same two endings).

A number above 1 takes the plural, 1 the singular; below 1 either (``0.6 cup``, ``0.5 cups``). Another stuff or
unit in the list, a part named twice, an item without its part, a third sentence or any other
word refuses once the recipe sentence lists parts.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.mixtures import listed_sum
from domain.reader.phrases import Cursor, fmt, noun_run, opens_with
from domain.reader.recipes import NOT_MEASURES, RECIPE, _recipe_subject
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.travel import _number

PARTS = "recipe_parts"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, PARTS, detail, reason)


def _item(cur: Cursor) -> tuple[Fraction, str, str, str] | None:
    """``0.6 cup of sugar for the frosting``: (amount, unit, stuff, part), or None (cursor unmoved)."""
    start = cur.pos
    value = _number(cur)
    unit = cur.sense("unit")
    if value is None or value <= 0 or unit is None or unit.entry.id == RECIPE \
            or cur.lex.unit_by_id[unit.entry.id].family in NOT_MEASURES \
            or (value > 1 and unit.form != "pl" and unit.entry.singular != unit.entry.plural) \
            or (value == 1 and unit.form == "pl" and unit.entry.singular != unit.entry.plural):
        cur.pos = start
        return None
    cur.pos += unit.length
    if cur.take_word("of") is None:
        cur.pos = start
        return None
    stuff = noun_run(cur, cur.pos, ("unit",))
    if stuff is None or stuff[0]:
        cur.pos = start
        return None
    cur.pos = stuff[2]
    if cur.take_word("for") is None or cur.take_word("the") is None:
        cur.pos = start
        return None
    part = noun_run(cur, cur.pos, ("unit", "place"))
    if part is None or part[1].form != "sg":
        cur.pos = start
        return None
    cur.pos = part[2]
    name = " ".join(cur.words[part[2] - part[1].length - len(part[0]):part[2]])
    return value, unit.entry.id, stuff[1].entry.id, name


def _recipe(cur: Cursor):
    """The recipe sentence with its parts: [(amount, unit, stuff, part), …] (two or more), or None."""
    if not _recipe_subject(cur):
        return None
    if cur.take("fn:need") is None:
        return None
    items = []
    while True:
        got = _item(cur)
        if got is None:
            return None
        items.append(got)
        if cur.at_end():
            break
        comma = cur.take("punct:,") is not None
        if cur.take_word("and") is None and not comma:
            return None
    return items if len(items) >= 2 else None


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences, the first a recipe listing one ingredient for two or more parts."""
    return opens_with(cursors, 2, _recipe)


def parse_recipe_parts(cursors: list[Cursor]) -> Graph:
    cur = cursors[0]
    items = _recipe(cur)
    if len({(u, s) for _, u, s, _ in items}) != 1:
        raise _refuse(cur, "more than one ingredient or unit: which to add?", Reason.AMBIGUOUS_REFERENCE)
    if len({p for *_, p in items}) != len(items):
        raise _refuse(cur, "a part named twice: the same amount told again?", Reason.AMBIGUOUS_REFERENCE)
    _, unit, stuff, _ = items[0]
    q = cursors[1]
    q.pos = 0
    if q.take("fn:how") is None:
        raise _refuse(q, "expected 'How much'", Reason.UNPARSED_QUESTION)
    if q.take_word("much") is not None:
        asked = noun_run(q, q.pos, ("unit",))
        if asked is None or asked[0] or asked[1].entry.id != stuff:
            raise _refuse(q, f"another thing asked than {stuff}", Reason.UNKNOWN_QUANTITY)
        q.pos = asked[2]
    elif q.take_word("many") is not None:
        u = q.sense("unit")
        if u is None or u.entry.id != unit or u.form != "pl" or q.peek_word(u.length) != "of":
            raise _refuse(q, f"expected how many {unit} of", Reason.UNIT_MISMATCH)
        q.pos += u.length + 1
        asked = noun_run(q, q.pos, ("unit",))
        if asked is None or asked[0] or asked[1].entry.id != stuff:
            raise _refuse(q, f"another thing asked than {stuff}", Reason.UNKNOWN_QUANTITY)
        q.pos = asked[2]
    else:
        raise _refuse(q, "expected 'How much' or 'How many'", Reason.UNPARSED_QUESTION)
    if q.take_word("is") is not None:
        if q.take_word("that") is None:
            raise _refuse(q, "expected 'is that'", Reason.UNPARSED_QUESTION)
    elif q.take_word("does") is not None:
        if q.take_word("the") is None:
            raise _refuse(q, "expected 'does the recipe'", Reason.UNPARSED_QUESTION)
        r = noun_run(q, q.pos, ("unit",))
        if r is None or r[1].entry.id != RECIPE:
            raise _refuse(q, "expected 'does the recipe'", Reason.UNPARSED_QUESTION)
        q.pos = r[2]
        if q.take("fn:need") is None and not (q.take_word("call") and q.take_word("for")):
            raise _refuse(q, "expected call for / require / need", Reason.UNPARSED_QUESTION)
    else:
        raise _refuse(q, "expected 'is that' or 'does the recipe'", Reason.UNPARSED_QUESTION)
    q.take("fn:total")
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    ops = [Op(kind=PARTS, lemma="fn.need", sentence=0, actor="the recipe", item=Item(unit=u, mods=(f"of:{s}",)),
              amount=fmt(v), place=p) for v, u, s, p in items]
    return Graph(ops=ops, question=Question(kind=PARTS, sentence=1, item=Item(unit=unit, mods=(f"of:{stuff}",))))


def parts_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the amounts for every part added, in the list's one unit."""
    return listed_sum(graph, "recipe_part", lambda op: op.place)


def verify_parts(lex, graph: Graph) -> Fraction:
    """Verifier: each part's amount, taken by part name, of the asked ingredient only."""
    q = graph.question
    by_part: dict[str, Fraction] = {}
    for op in graph.ops:
        if op.item != q.item or op.place in by_part:
            raise ValueError("another ingredient or a part twice")
        by_part[op.place] = Fraction(op.amount)
    if len(by_part) < 2:
        raise ValueError("fewer than two parts")
    return sum(by_part.values(), Fraction(0))
