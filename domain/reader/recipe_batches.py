"""A recipe's amount of one ingredient, made several times (v13, ADR 0266):

    A chocolate chip cookie recipe calls for 2 cups of chocolate chips. You want to make 23 recipes for a bake
    sale. How many cups of chocolate chips will be needed to make all the cookie recipes?       2 × 23 = 46

Why a module of its own: recipes.py (ADR 0232) reads one making of a recipe and what the cook put in; ``make 23
recipes`` is that recipe made 23 times, each time needing what the recipe calls for. The text is read as a whole
(three sentences):

- a recipe sentence (recipes.py's subject and ``calls for|requires|needs``) listing exactly one ``D <unit> of
  [mods] <stuff>``;
- ``<maker> want(s)|need(s)|plan(s) to make N recipes [for a|an|the <noun phrase>]`` (``for a bake sale``) — the maker ``I``,
  ``you``, ``we`` or a capitalised name, N a whole number of at least 2;
- ``How many <unit> of [mods] <stuff> will|would be needed [to make all [of] the [mods] recipes]?`` or ``How many
  <unit> of [mods] <stuff> will|does|do|would <maker> need [to make all [of] the [mods] recipes|them]?``

The answer is D × N. Recipes of another kind asked (``all the cake recipes`` after ``A cookie recipe``), another
stuff or unit asked, a second ingredient, another maker, a count of something else
than recipes, a fourth sentence or any other word refuses once the first two sentences have this shape.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, how_many_of, noun_run, read_number
from domain.reader.recipes import NOT_MEASURES, RECIPE, _recipe_subject
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.travel import _number
from domain.reader.products import product_step

BATCHES = "recipe_batches"
_WANT = ("want", "wants", "need", "needs", "plan", "plans")
_DEICTIC = ("i", "you", "we")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, BATCHES, detail, reason)


def _stuff(cur: Cursor) -> tuple[str, tuple[str, ...]] | None:
    """``[mods] <stuff>``: (unit id, modifier words)."""
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None:
        return None
    words = tuple(cur.words[cur.pos:got[2] - got[1].length])
    cur.pos = got[2]
    return got[1].entry.id, words


def _ingredient(cur: Cursor):
    """The recipe sentence with one ingredient: (D, unit, stuff, stuff words, the recipe's own words), or None."""
    if not _recipe_subject(cur):
        return None
    kind = tuple(cur.words[1:cur.pos - 1])  # "chocolate chip cookie" of "A chocolate chip cookie recipe"
    if cur.take("fn:need") is None:
        return None
    value = _number(cur)
    unit = cur.sense("unit")
    if value is None or value <= 0 or unit is None or unit.entry.id == RECIPE \
            or cur.lex.unit_by_id[unit.entry.id].family in NOT_MEASURES:
        return None
    cur.pos += unit.length
    if cur.take_word("of") is None:
        return None
    stuff = _stuff(cur)
    if stuff is None or not cur.at_end():
        return None
    return value, unit.entry.id, stuff[0], stuff[1], kind


def _maker(cur: Cursor) -> str | None:
    word = cur.peek_word()
    if word in _DEICTIC:
        cur.pos += 1
        return word
    if cur.sense("name") is not None and cur.tokens[cur.pos].text[:1].isupper() \
            and cur.sense("poss", cur.pos + 1) is None:
        cur.pos += 1
        return cur.tokens[cur.pos - 1].text
    return None


def _batches(cur: Cursor) -> tuple[str, Fraction] | None:
    """``You want to make 23 recipes [for a bake sale]``: (maker, N), or None."""
    cur.pos = 0
    maker = _maker(cur)
    if maker is None or cur.take_word(*_WANT) is None or cur.take_word("to") is None \
            or cur.take_word("make") is None:
        return None
    got = read_number(cur)
    unit = cur.sense("unit") if got is not None and not got[1] else None
    if unit is None or unit.entry.id != RECIPE or unit.form != "pl" or got[0].denominator != 1 or got[0] < 2:
        return None
    cur.pos += unit.length
    if cur.take_word("for") is not None:
        if cur.take_word("a", "an", "the") is None:
            return None
        purpose = noun_run(cur, cur.pos, ("unit", "place"))
        if purpose is None:
            return None
        cur.pos = purpose[2]
    if not cur.at_end():
        return None
    return maker, got[0]


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences: a recipe with one ingredient, then a count of recipes to make."""
    if len(cursors) != 3:
        return False
    got = _ingredient(cursors[0]) is not None and _batches(cursors[1]) is not None
    cursors[0].pos = cursors[1].pos = 0
    return got


def _all_recipes(q: Cursor, kind: tuple[str, ...]) -> None:
    """``to make all [of] the [mods] recipes`` / ``to make them`` at the question's end (optional)."""
    if q.take_word("to") is None:
        return
    if q.take_word("make") is None:
        raise _refuse(q, "expected 'to make'", Reason.UNPARSED_QUESTION)
    if q.take_word("them") is not None:
        return
    if q.take_word("all") is None:
        raise _refuse(q, "expected 'all the recipes' (some of them?)", Reason.UNPARSED_QUESTION)
    q.take_word("of")
    if q.take_word("the") is None:
        raise _refuse(q, "expected 'all the recipes'", Reason.UNPARSED_QUESTION)
    got = noun_run(q, q.pos, ("unit",))
    if got is None or got[1].entry.id != RECIPE or got[1].form != "pl":
        raise _refuse(q, "expected 'all the recipes'", Reason.UNPARSED_QUESTION)
    if not set(q.words[q.pos:got[2] - got[1].length]) <= set(kind):
        raise _refuse(q, "recipes of another kind than the one told", Reason.UNKNOWN_QUANTITY)
    q.pos = got[2]


def parse_recipe_batches(cursors: list[Cursor]) -> Graph:
    value, unit, stuff, words, kind = _ingredient(cursors[0])
    maker, count = _batches(cursors[1])
    cursors[0].pos, cursors[1].pos = cursors[0].end, cursors[1].end
    q = cursors[2]
    missing = how_many_of(q, unit)
    if missing is not None:
        raise _refuse(q, *missing)
    if q.take_word("of") is None or _stuff(q) != (stuff, words):
        raise _refuse(q, "another ingredient asked", Reason.UNKNOWN_QUANTITY)
    if q.take_word("will", "would") is not None and q.take_word("be") is not None:
        if q.take_word("needed") is None:
            raise _refuse(q, "expected 'be needed'", Reason.UNPARSED_QUESTION)
    else:
        q.pos -= 1 if q.words[q.pos - 1] in ("will", "would") else 0
        if q.take_word("will", "would", "does", "do") is None or _maker(q) != maker \
                or q.take_word("need") is None:
            raise _refuse(q, f"expected 'will {maker} need'", Reason.UNPARSED_QUESTION)
    _all_recipes(q, kind)
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    item = Item(unit=unit, mods=(f"of:{stuff}",))
    ops = [Op(kind=BATCHES, lemma="fn.need", sentence=0, actor="the recipe", item=item, amount=fmt(value)),
           Op(kind=BATCHES, lemma="verb.make", sentence=1, actor=maker, item=Item(unit=RECIPE), amount=fmt(count))]
    return Graph(ops=ops, question=Question(kind=BATCHES, sentence=2, item=item))


def batches_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: one recipe's amount times the recipes made."""
    need, made = graph.ops
    value, steps = product_step(need, made, lemma=need.lemma, kind="recipe_batches", holder=made.actor)
    return value, graph.question.item.unit, steps


def verify_batches(lex, graph: Graph) -> Fraction:
    """Verifier: the amount added once per recipe made."""
    need, made = graph.ops
    if need.item != graph.question.item or made.item.unit != RECIPE:
        raise ValueError("another ingredient or count")
    count = Fraction(made.amount)
    if count.denominator != 1 or count > 100000:
        raise ValueError("no whole count of recipes")
    total = Fraction(0)
    for _ in range(int(count)):
        total += Fraction(need.amount)
    return total
