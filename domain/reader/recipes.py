"""What a recipe calls for, what the cook already put in, and what is left to add (v12, ADR 0232).

    Mary is baking a cake. The recipe calls for 7 cups of flour and 3 cups of sugar. She already put in 2 cups
    of flour. How many cups of flour does she need to add?                                          7 - 2 = 5

Why a module of its own: the recipe is no holder and no person, so ``The recipe calls for 7 cups of flour`` fits
no statement frame (a goal needs someone who needs), and ``She already put in 2 cups`` is no holding of hers
either: the cups went into the cake. The frame as a whole says it: a recipe lists amounts of its ingredients; the
cook puts some in; what the cook still needs to add of one ingredient is what the recipe lists of it less what
went in. The sentences read:

- at most one scene before the recipe: ``<Name> is <activity> [a|an] <noun phrase>`` (``is baking a cake``),
  which names the cook;
- one recipe sentence: ``The recipe`` / ``A <adjuncts> recipe`` + ``calls for`` / ``requires`` / ``needs`` /
  ``wants`` + a list ``D <unit> [of <stuff>]`` (``,`` / ``and``); each listed once; no money or time;
- puttings in: ``<cook> [already] put in|added D <unit> [of <stuff>]``; a put-in with no stuff (``put in 2
  cups``) is of the recipe's one ingredient in that unit (two, or none, refuse);
- the question ``How many [more] <unit> [of <stuff>] does <cook> [still] need to add|put in?``: what the recipe
  lists of that ingredient less everything put in of it.

The cook is the one person named (a scene's name or the first put-in's); ``he``/``she`` must be able to be that
person. Refused (typed), never guessed: any other sentence (a second recipe, another person, spilling, buying,
a distractor), an ingredient put in that the recipe does not list, units that differ between the recipe and the
put-in (``2 tablespoons`` beside ``cups``), more put in than listed, a question about an ingredient not listed
or asked in another unit.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.travel import _number

RECIPE = "unit.recipe"
REQUIRE = "require"
PUT_IN = "recipe_put_in"
NOT_MEASURES = ("money", "time", "time_calendar")
_WANT = ("want", "wants", "wanted")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "recipe", detail, reason)


def _recipe_subject(cur: Cursor) -> bool:
    """``The recipe`` / ``A cake recipe`` / ``The cookie recipe`` at the sentence start (the cursor after it)."""
    cur.pos = 0
    if cur.take_word("the", "a", "an") is None:
        return False
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[1].entry.id != RECIPE or got[1].form != "sg":
        cur.pos = 0
        return False
    cur.pos = got[2]
    return True


def claims(cursors: list[Cursor]) -> bool:
    """A statement opens with a recipe subject and the question opens ``How many`` and says ``need``."""
    if len(cursors) < 3:
        return False
    q = cursors[-1]
    if q.words[:2] != ["how", "many"] or "need" not in q.words:
        return False
    found = False
    for cur in cursors[:-1]:
        if _recipe_subject(cur):
            found = True
        cur.pos = 0
    return found


class _Story:
    def __init__(self) -> None:
        self.cook: tuple[str, str] | None = None  # (name, gender m/f/x)
        self.required: dict[tuple[str, str], Fraction] = {}  # (unit id, stuff id or "") -> amount
        self.ops: list[Op] = []
        self.recipe_told = False


def _cook(cur: Cursor, story: _Story) -> None:
    """The cook: a name (the first time, or the same name again) or ``he``/``she`` that can be the one cook."""
    word = cur.peek_word()
    if word in ("he", "she"):
        if story.cook is None:
            raise _refuse(cur, f"'{word}' before anyone was named", Reason.UNRESOLVED_PRONOUN)
        gender = "m" if word == "he" else "f"
        if story.cook[1] not in ("x", gender):
            raise _refuse(cur, f"'{word}' cannot be {story.cook[0]}", Reason.UNRESOLVED_PRONOUN)
        cur.pos += 1
        return
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None:
        raise _refuse(cur, "expected the cook's name or he/she")
    name = cur.tokens[cur.pos].text
    gender = s.entry.gender if s.entry is not None else "x"
    if story.cook is None:
        story.cook = (name, gender)
    elif story.cook[0] != name:
        raise _refuse(cur, f"{name} beside {story.cook[0]}: two cooks", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += 1


def _measure(cur: Cursor) -> tuple[Fraction, str, str, int]:
    """``7 cups [of flour]``: (amount, unit id, stuff id or "", start)."""
    start = cur.pos
    value = _number(cur)
    unit = cur.sense("unit")
    if value is None or value <= 0 or unit is None \
            or cur.lex.unit_by_id[unit.entry.id].family in NOT_MEASURES or unit.entry.id == RECIPE:
        cur.pos = start
        raise _refuse(cur, "expected an amount of an ingredient")
    if (unit.form == "pl") != (value != 1) and unit.entry.singular != unit.entry.plural:
        cur.pos = start
        raise _refuse(cur, "a number that does not agree with its unit")
    cur.pos += unit.length
    stuff = ""
    if cur.take_word("of") is not None:
        got = noun_run(cur, cur.pos, ("unit",))
        if got is None or got[0]:
            raise _refuse(cur, "expected the ingredient's one noun after 'of'")
        stuff = got[1].entry.id
        cur.pos = got[2]
    return value, unit.entry.id, stuff, start


def _list(cur: Cursor) -> list[tuple[Fraction, str, str, int]]:
    got = [_measure(cur)]
    while not cur.at_end():
        comma = cur.take("punct:,") is not None
        if cur.take_word("and") is None and not comma:
            raise _refuse(cur, "words after an ingredient's amount")
        got.append(_measure(cur))
    return got


def _scene(cur: Cursor, story: _Story) -> None:
    """``Mary is baking a cake.``: names the cook, moves nothing."""
    cur.pos = 0
    _cook(cur, story)
    if cur.take_word("is", "was") is None or cur.take("activity") is None:
        raise _refuse(cur, "expected '<cook> is <activity> …'")
    cur.take_word("a", "an", "the")
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None:
        raise _refuse(cur, "expected what the cook is making")
    cur.pos = got[2]
    if not cur.at_end():
        raise _refuse(cur, "words after the scene")


def _recipe(cur: Cursor, story: _Story) -> None:
    if story.recipe_told:
        raise _refuse(cur, "a second recipe sentence: the same recipe or another?", Reason.AMBIGUOUS_REFERENCE)
    story.recipe_told = True
    _recipe_subject(cur)
    need = cur.take("fn:need")
    if need is None and cur.take_word(*_WANT) is None:
        raise _refuse(cur, "expected what the recipe calls for")
    lemma = need.entry.id if need is not None else "fn.want_one"
    for value, unit, stuff, start in _list(cur):
        if (unit, stuff) in story.required:
            raise _refuse(cur, "an ingredient listed twice", Reason.AMBIGUOUS_REFERENCE)
        story.required[(unit, stuff)] = value
        story.ops.append(Op(kind=REQUIRE, lemma=lemma, sentence=cur.sentence.index, actor="the recipe",
                            item=Item(unit=unit, mods=(f"of:{stuff}",) if stuff else ()), amount=fmt(value)))


def _one_stuff(cur: Cursor, story: _Story, unit: str, stuff: str) -> str:
    """The recipe's ingredient a put-in or a question names (``2 cups`` alone: the one listed in cups)."""
    if stuff:
        if (unit, stuff) not in story.required:
            raise _refuse(cur, "an ingredient in an amount the recipe does not list", Reason.UNKNOWN_QUANTITY)
        return stuff
    listed = [s for (u, s) in story.required if u == unit]
    if len(listed) != 1:
        raise _refuse(cur, f"{len(listed)} ingredients of the recipe in that unit", Reason.AMBIGUOUS_REFERENCE)
    return listed[0]


def _put_in(cur: Cursor, story: _Story) -> None:
    if not story.recipe_told:
        raise _refuse(cur, "something put in before the recipe was told")
    cur.pos = 0
    _cook(cur, story)
    cur.take_word("already")
    verb = cur.sense("verb")
    if verb is None or verb.entry.id not in ("verb.put_in", "verb.add") or cur.words[cur.pos] not in (
            "put", "added"):
        raise _refuse(cur, "expected '<cook> [already] put in|added …'")
    cur.pos += verb.length
    for value, unit, stuff, _ in _list(cur):
        stuff = _one_stuff(cur, story, unit, stuff)
        story.ops.append(Op(kind=PUT_IN, lemma=verb.entry.id, sentence=cur.sentence.index, actor=story.cook[0],
                            item=Item(unit=unit, mods=(f"of:{stuff}",) if stuff else ()), amount=fmt(value)))


def _question(cur: Cursor, story: _Story) -> Question:
    cur.pos = 2  # "how many" (claims)
    cur.take("fn:more")
    unit = cur.sense("unit")
    if unit is None or unit.form != "pl" or unit.entry.id == RECIPE:
        raise _refuse(cur, "expected 'How many <units>'", Reason.UNPARSED_QUESTION)
    cur.pos += unit.length
    stuff = ""
    if cur.take_word("of") is not None:
        got = noun_run(cur, cur.pos, ("unit",))
        if got is None or got[0]:
            raise _refuse(cur, "expected the ingredient's one noun after 'of'", Reason.UNPARSED_QUESTION)
        stuff = got[1].entry.id
        cur.pos = got[2]
    if cur.take_word("does", "did") is None:
        raise _refuse(cur, "expected 'does <cook> need'", Reason.UNPARSED_QUESTION)
    if story.cook is None:
        raise _refuse(cur, "no cook named", Reason.UNKNOWN_ENTITY)
    _cook(cur, story)
    cur.take_word("still")
    if cur.take_word("need") is None or cur.take_word("to") is None:
        raise _refuse(cur, "expected 'need to add|put in'", Reason.UNPARSED_QUESTION)
    if cur.take_word("add") is None and not (cur.take_word("put") and cur.take_word("in")):
        raise _refuse(cur, "expected 'need to add|put in'", Reason.UNPARSED_QUESTION)
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    if (unit.entry.id, stuff) not in story.required and stuff:
        raise _refuse(cur, "an ingredient the recipe does not list", Reason.UNKNOWN_QUANTITY)
    stuff = _one_stuff(cur, story, unit.entry.id, stuff)
    return Question(kind="recipe_gap", sentence=cur.sentence.index, entity=story.cook[0],
                    item=Item(unit=unit.entry.id, mods=(f"of:{stuff}",) if stuff else ()))


def parse_recipe(cursors: list[Cursor]) -> Graph:
    story = _Story()
    for cur in cursors[:-1]:
        if _recipe_subject(cur):
            _recipe(cur, story)
        elif not story.recipe_told and story.cook is None:
            _scene(cur, story)
        else:
            _put_in(cur, story)
    return Graph(ops=story.ops, question=_question(cursors[-1], story))


# -- solving ----------------------------------------------------------------------------------------

def recipe_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: what the recipe lists of the asked ingredient, less each amount put in of it, in the order told."""
    q = graph.question
    listed = [op for op in graph.ops if op.kind == REQUIRE and op.item == q.item]
    if len(listed) != 1:
        raise ValueError("the asked ingredient is not listed once")
    left = Fraction(listed[0].amount)
    steps = [Step(lemma=listed[0].lemma, kind="recipe_requires", holder=" ".join(q.item.mods),
                  operands=[listed[0].amount], before="0", after=fmt(left))]
    for op in graph.ops:
        if op.kind == PUT_IN and op.item == q.item:
            before = left
            left -= Fraction(op.amount)
            steps.append(Step(lemma=op.lemma, kind="recipe_put_in", holder=op.actor,
                              operands=[fmt(before), op.amount], before=fmt(before), after=fmt(left)))
    if left < 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", sentence_index=q.sentence,
                            frame="recipe", detail="more put in than the recipe calls for")
    return left, q.item.unit, steps


def verify_recipe(lex, graph: Graph) -> Fraction:
    """Verifier: the listed amount equals what was put in plus what is left (one unknown), solved for the rest."""
    q = graph.question
    listed = sum((Fraction(op.amount) for op in graph.ops if op.kind == REQUIRE and op.item == q.item), Fraction(0))
    if sum(1 for op in graph.ops if op.kind == REQUIRE and op.item == q.item) != 1:
        raise ValueError("the asked ingredient is not listed once")
    put = sorted(Fraction(op.amount) for op in graph.ops if op.kind == PUT_IN and op.item == q.item)
    rest = listed - sum(put, Fraction(0))
    if rest < 0:
        raise ValueError("negative rest")
    return rest
