"""A mixture made from measured ingredients: its amount is their sum (v11, ADR 0193).

    Kendra made punch for her friend's birthday party. She used 0.25 gallon of grape juice, 0.375 gallon of
    cranberry juice, and 0.125 gallon of club soda. How many gallons of punch did Kendra make?
                                                                               0.25 + 0.375 + 0.125

Why a module of its own: the amount made is told by no sentence. The holding machinery reads ``used`` as a loss
of each ingredient and ``made punch`` as a gain of an unknown amount, which nothing fixes. The sum is licensed
only by the whole frame, which says the mixture was made of exactly the ingredients listed, in one unit:

- a making sentence ``<M> made <mixture> [<prep> <number-free noun phrase>]``, first in the text: the maker M and
  a bare mass noun of the pack (``punch``, ``trail mix``: family ``mass_noun_*``; no number, no article), told once;
- using sentences ``<M> used D of <thing> (, D of <thing>)* [,] and D of <thing>``: each D a number and a measure
  unit (``gallon``, ``pound``, ``cups``; no count, money, time or length unit), each thing a noun phrase, none
  listed twice and none the mixture itself;
- the question ``How many <units> of <mixture> did <M> make [in all]?``.

Every D must be in the asked unit (``0.25 gallon`` and ``2 cups`` would need a conversion the frame does not
state: refused, as is a pound beside a gallon). The maker is named once; later ``he``/``she`` must be able to be
that person, ``they`` a group noun. Refused (typed), never guessed: another maker or user, a second making, a
question about one ingredient or another unit, anything used before the making sentence, an ingredient not used
(``did not use``), and any other sentence (a gain, a loss, a spill, a distractor): the frame no longer says the
mixture is exactly the listed ingredients.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, list_goes_on, noun_run
from domain.reader.recorded_measures import _named
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.travel import _number
from domain.reader.used_ingredients import INGREDIENTS, asks_ingredients, made_plural_at, take_made_thing

INGREDIENT = "ingredient"
MAKE_FORMS = ("made", "make", "makes")
USE_FORMS = ("used", "use", "uses")
NOT_MEASURES = ("count", "money", "time", "time_calendar", "length", "length_metric", "lap")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "mixture", detail, reason)


def _mixture_at(cur: Cursor, i: int) -> tuple[str, int] | None:
    """A bare mass noun of the pack at ``i`` (adjuncts allowed: ``fruit punch``): its name (adjunct ids and the
    unit id) and end."""
    got = noun_run(cur, i, ("unit",))
    if got is None or not cur.lex.unit_by_id[got[1].entry.id].family.startswith("mass_noun_") \
            or cur.lex.unit_by_id[got[1].entry.id].family == "mass_noun_money":
        return None
    # its adjuncts are part of its name: "fruit punch" is not "punch" (a question about the other refuses)
    return " ".join([*(str(getattr(a.entry, "id", a.entry)) for a in got[0]), got[1].entry.id]), got[2]


def claims(cursors: list[Cursor]) -> bool:
    """The first sentence makes a bare mass noun and the question asks how much of it was made (module doc)."""
    if len(cursors) < 3:
        return False
    first, q = cursors[0], cursors[-1]
    made = next((i for i in range(first.end) if first.words[i] == "made" and first.sense("verb", i) is not None), None)
    if made is None:
        return False
    if asks_ingredients(q):  # v13: "How many cups of ingredients did Ellen use …?" (used_ingredients.py, ADR 0263)
        return _mixture_at(first, made + 1) is not None or made_plural_at(first, made + 1) is not None
    if _mixture_at(first, made + 1) is None:
        return False
    return q.words[:2] == ["how", "many"] and "make" in q.words


class _Story:
    def __init__(self) -> None:
        self.maker: tuple[str, str, str] | None = None
        self.mixture = ""
        self.ops: list[Op] = []
        self.things: set[tuple[str, tuple[str, ...]]] = set()
        self.question_sentence = 0
        self.ingredients = False  # v13: the question asks the ingredients used (used_ingredients.py)


def _subject(cur: Cursor, story: _Story, question: bool = False) -> None:
    word = cur.peek_word()
    if word in ("he", "she", "they"):
        cur.pos += 1
        who = story.maker
        if who is None:
            raise _refuse(cur, f"'{word}' before anyone made anything", Reason.UNRESOLVED_PRONOUN)
        ok = who[0] == "noun" if word == "they" else who[0] == "name" and who[2] in ("x", "m" if word == "he" else "f")
        if not ok:
            raise _refuse(cur, f"'{word}' cannot be {who[1]}", Reason.UNRESOLVED_PRONOUN)
        if word != "they" and who[2] == "x":
            story.maker = (who[0], who[1], "m" if word == "he" else "f")  # the first he/she fixes an unknown gender
        return
    named = _named(cur)
    if named is None:
        raise _refuse(cur, "no maker the module knows")
    if story.maker is None:
        story.maker = named
    elif named[:2] != story.maker[:2]:
        raise _refuse(cur, f"{named[1]} beside {story.maker[1]}: two makers or users",
                      Reason.UNKNOWN_ENTITY if question else Reason.AMBIGUOUS_REFERENCE)


def _circumstance(cur: Cursor) -> bool:
    """``for a backpacking trip`` / ``for her friend's birthday party`` / ``in the blender``: a preposition and a
    noun phrase with no number, to the end of the sentence."""
    if cur.take_word("for", "in", "at") is None:
        return False
    while not cur.at_end():
        i = cur.pos
        if cur.take("fn:determiner") or cur.take("fn:possessive") or cur.take("poss"):
            continue
        if cur.sense("name", i) is not None and cur.tokens[i].text[:1].isupper() and cur.sense("poss", i + 1):
            cur.pos += 1
            continue
        got = noun_run(cur, i, ("unit", "place", "person"))
        if got is None:
            return False
        cur.pos = got[2]
    return True


def _making(cur: Cursor, story: _Story) -> None:
    cur.pos = 0
    _subject(cur, story)
    if cur.take_word("made") is None:
        raise _refuse(cur, "expected '<maker> made <mixture>'")
    got = _mixture_at(cur, cur.pos) or (made_plural_at(cur, cur.pos) if story.ingredients else None)
    if got is None:
        raise _refuse(cur, "expected a bare mass noun made")
    story.mixture, cur.pos = got
    if not cur.at_end() and not (_circumstance(cur) and cur.at_end()):
        raise _refuse(cur, "words after the mixture made")


def read_measured_of(cur: Cursor, refuse, what: str, not_measures: tuple[str, ...]):
    """``N <measure> of [mods] <stuff>`` (an ingredient here, a needed stuff in needed_lists.py, ADR 0266):
    returns (N, the measure's sense, the stuff's ``noun_run``), the cursor after the stuff; a count, sum of
    money or other family in ``not_measures`` is no measure; ``refuse`` is the calling form's refusal."""
    start = cur.pos
    value = _number(cur)
    unit = cur.sense("unit")
    if value is None or value <= 0 or unit is None \
            or cur.lex.unit_by_id[unit.entry.id].family in not_measures or (unit.form == "pl" and value == 1):
        cur.pos = start
        raise refuse(cur, f"expected a measured {what}")
    cur.pos += unit.length
    if cur.take_word("of") is None:
        raise refuse(cur, f"expected 'of <{what}>'")
    thing = noun_run(cur, cur.pos, ("unit",))
    if thing is None:
        raise refuse(cur, f"expected the {what}'s noun")
    cur.pos = thing[2]
    return value, unit, thing


def take_asked_measure(cur: Cursor, bad, what: str):
    """``How many <units> of`` opening the question (also needed_lists.py, listed_weights.py): the plural
    measure's sense, the cursor after ``of``; ``bad`` is the calling form's question refusal."""
    cur.pos = 2  # "how many" (claims)
    u = cur.take("unit")
    if u is None or u.form != "pl" or cur.take_word("of") is None:
        raise bad(f"expected 'How many <units> of <{what}>'")
    return u


def _using(cur: Cursor, story: _Story) -> None:
    cur.pos = 0
    _subject(cur, story)
    verb = cur.sense("verb")
    if cur.take_word("used") is None or verb is None:
        raise _refuse(cur, "expected '<maker> used …'")
    while True:
        value, unit, thing = read_measured_of(cur, _refuse, "ingredient", NOT_MEASURES)
        key = (thing[1].entry.id, tuple(str(getattr(a.entry, "id", a.entry)) for a in thing[0]))
        if thing[1].entry.id == story.mixture.split()[-1]:
            raise _refuse(cur, "the mixture used to make itself", Reason.AMBIGUOUS_REFERENCE)
        if key in story.things:
            raise _refuse(cur, "an ingredient listed twice", Reason.AMBIGUOUS_REFERENCE)
        story.things.add(key)
        story.ops.append(Op(kind=INGREDIENT, lemma=verb.entry.id, sentence=cur.sentence.index,
                            item=Item(unit=unit.entry.id, mods=(f"of:{thing[1].entry.id}", *sorted(key[1]))),
                            amount=fmt(value)))
        if not list_goes_on(cur, _refuse, "words after an ingredient"):
            return


def _question(cur: Cursor, story: _Story) -> Question:
    def bad(detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
        return _refuse(cur, detail, reason)

    u = take_asked_measure(cur, bad, "mixture")
    if story.ingredients:  # v13: "… of ingredients did Ellen use for the smoothies?" (used_ingredients.py)
        cur.take_word(INGREDIENTS)
        if cur.take_word("did") is None:
            raise bad("expected 'did <maker> use'")
        _subject(cur, story, question=True)
        if cur.take_word("use") is None:
            raise bad("expected 'use'")
        take_made_thing(cur, story.mixture, lambda c, i: _mixture_at(c, i) or made_plural_at(c, i))
        cur.take("fn:total")
        if not cur.at_end():
            raise bad("words after the question")
        return _asked_unit(story, u, bad)
    got = _mixture_at(cur, cur.pos)
    if got is None or got[0] != story.mixture:
        raise bad("a question about something other than the mixture made", Reason.UNKNOWN_QUANTITY)
    cur.pos = got[1]
    if cur.take_word("did") is None:
        raise bad("expected 'did <maker> make'")
    _subject(cur, story, question=True)
    if cur.take_word("make") is None:
        raise bad("expected 'make'")
    cur.take("fn:total")
    if not cur.at_end():
        raise bad("words after the question")
    return _asked_unit(story, u, bad)


def _asked_unit(story: _Story, u, bad) -> Question:
    if not story.ops:
        raise bad("no ingredient told", Reason.UNKNOWN_QUANTITY)
    units = {op.item.unit for op in story.ops}
    if units != {u.entry.id}:
        raise bad("ingredients in another unit than the one asked", Reason.UNIT_MISMATCH)
    return Question(kind="mixture", sentence=story.question_sentence,
                    lemma=story.mixture, item=Item(unit=u.entry.id))


def parse_mixture(cursors: list[Cursor]) -> Graph:
    story = _Story()
    story.ingredients = asks_ingredients(cursors[-1])
    story.question_sentence = cursors[-1].sentence.index
    _making(cursors[0], story)
    for cur in cursors[1:-1]:
        _using(cur, story)
    return Graph(ops=story.ops, question=_question(cursors[-1], story))


# -- solving ----------------------------------------------------------------------------------------

def mixture_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the ingredients' amounts added in the order told."""
    return listed_sum(graph, "mixture_add", lambda op: " ".join(op.item.mods))


def listed_sum(graph: Graph, kind: str, holder) -> tuple[Fraction, str, list[Step]]:
    """Solver of a listing form (here; needed_lists, listed_weights, recipe_parts): the ops' amounts added in
    the order told, one ``kind`` step each held by ``holder(op)``; the asked unit."""
    total = Fraction(0)
    steps: list[Step] = []
    for op in graph.ops:
        before = total
        total += Fraction(op.amount)
        steps.append(Step(lemma=op.lemma, kind=kind, holder=holder(op), operands=[fmt(before), op.amount],
                          before=fmt(before), after=fmt(total)))
    return total, graph.question.item.unit, steps


def verify_mixture(lex, graph: Graph) -> Fraction:
    """Verifier: every ingredient once, all in the asked unit, each positive; their sum."""
    things = [op.item.mods for op in graph.ops]
    if len(set(things)) != len(things) or not things:
        raise ValueError("an ingredient twice, or none")
    if any(op.item.unit != graph.question.item.unit for op in graph.ops):
        raise ValueError("an ingredient in another unit")
    values = sorted(Fraction(op.amount) for op in graph.ops)
    if values[0] <= 0:
        raise ValueError("not positive")
    return sum(values, Fraction(0))
