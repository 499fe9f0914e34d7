"""People who want one thing each, and the extra left over (v9, ADR 0142):

    The school cafeteria ordered 42 red apples and 7 green apples for students lunches. But, if only 9
    students wanted fruit, how many extra did the cafeteria end up with?                     42 + 7 − 9

``N students wanted fruit`` says N people each wanted a piece of fruit: the pack marks the verb forms that
read so (function role ``want_one``: want, wants, wanted) — a positive rule, never a guess from the verb. It
is read as a loss of N of those things by the story's one holder of them, and only when all of these hold:

- the subject is a number and a plural noun of the pack's ``people`` kind (students, adults, children);
- the object is the bare singular name of a pack kind (``fruit``) or ``a``/``an`` and one thing (``an
  apple``), with nothing after it: ``wanted 2 apples``, ``wanted fruit and milk``, ``wanted apples`` (how
  many each?) are not read;
- exactly one holder in the story has such things (specific kinds of it included), all of one unit, and no
  one else gained, lost or got them (the wanters hold nothing of them either);
- the holder got them for those people: ``ordered 42 apples … for students lunches`` (the people of the
  same pack unit, or a kind of it, wanting). ``Sam had 20 apples. 9 students wanted fruit.`` does not say
  whose fruit the students wanted, and refuses.

``how many extra did the cafeteria end up with?``: with no noun after it, ``extra`` asks what is left over
after such a use — read only as a holding question of the holder whose things were wanted (any other
question with a bare ``extra`` refuses). ``for students lunches`` (``students'`` without its apostrophe):
a purpose naming the meal, consumed like ``for lunches`` — only a plural people noun directly followed by a
plural thing noun at the end of the clause.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import fmt, noun_run, read_number
from domain.reader.refusals import Reason

WANT_ONE = "fn:want_one"
PEOPLE = "unit.people"
EXTRA = "mod.extra"


def _people(lex, unit: str) -> bool:
    return unit == PEOPLE or lex.kind_of(unit, PEOPLE)


def take_peoples_meal(cur, ctx) -> bool:
    """``for students lunches`` at the end of a clause: consumed (True, noted in ``ctx.meant_for``) or
    untouched."""
    at = cur.pos
    if cur.peek_word() != "for" or at + 3 != cur.end:
        return False
    who = [x for x in cur.senses(at + 1) if x.cls == "unit" and x.length == 1]
    meal = [x for x in cur.senses(at + 2) if x.cls == "unit" and x.length == 1]
    if len(who) != 1 or who[0].form != "pl" or not _people(cur.lex, who[0].entry.id):
        return False
    if len(meal) != 1 or meal[0].form != "pl" or _people(cur.lex, meal[0].entry.id):
        return False
    cur.pos = at + 3
    ctx.meant_for.append((cur.sentence.index, who[0].entry.id))
    return True


def parse_wanting(cur, ctx, ops: list[Op]) -> bool:
    """``9 students wanted fruit`` (the whole clause): a loss of 9 by the one holder. False, cursor
    unchanged, when the clause is not of this shape."""
    start = cur.pos
    got = read_number(cur)
    if got is None or got[1]:
        cur.pos = start
        return False
    count = got[0]
    who = noun_run(cur, cur.pos, ("unit",))
    if who is None or who[0] or who[1].form != "pl" or not _people(cur.lex, who[1].entry.id):
        cur.pos = start
        return False
    cur.pos = who[2]
    want = cur.sense(WANT_ONE)
    if want is None:
        cur.pos = start
        return False
    cur.pos += want.length
    article = cur.take_word("a", "an") is not None
    thing = noun_run(cur, cur.pos, ("unit",))
    if thing is None or thing[0] or thing[1].form != "sg":
        cur.pos = start
        return False
    cur.pos = thing[2]
    if not cur.at_end():
        cur.pos = start
        return False
    wanted = thing[1].entry.id
    if not article and not any(cur.lex.kind_of(u, wanted) for u in cur.lex.unit_by_id):
        cur.pos = start
        return False  # a bare singular that names no kind ("wanted apple")
    if count.denominator != 1 or count <= 0:
        raise unparsed(cur, "statement.want", "a count of people that is not a whole number",
                       Reason.UNSUPPORTED_FORM, "frame.want_one")

    def of_it(item: Item | None) -> bool:
        return item is not None and (item.unit == wanted or cur.lex.kind_of(item.unit, wanted))
    about = [op for op in ops if of_it(op.item)]
    holders = {op.actor for op in about}
    units = {op.item.unit for op in about}
    if (len(holders) != 1 or "" in holders or len(units) != 1 or any(op.kind not in ("hold", "gain") or op.source
                                                                      or op.target for op in about)):
        raise unparsed(cur, "statement.want", "wanted things not held by exactly one holder, all of one unit",
                       Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    holder = holders.pop()
    people = who[1].entry.id
    if not any(si in {op.sentence for op in about} and (u == people or cur.lex.kind_of(people, u))
               for si, u in ctx.meant_for):
        # "Sam had 20 apples. 9 students wanted fruit.": nothing says the students' fruit is Sam's
        raise unparsed(cur, "statement.want", "wanted things not said to be meant for those people",
                       Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    ops.append(Op(kind="lose", lemma="verb.want", sentence=cur.sentence.index, actor=holder,
                  item=Item(unit=units.pop()), amount=fmt(Fraction(count))))
    return True


def take_bare_extra(cur) -> bool:
    """``how many extra did …``: ``extra`` directly before the auxiliary, consumed (True) or untouched."""
    if cur.peek_word() == "extra" and cur.sense("fn:aux", cur.pos + 1) is not None:
        cur.pos += 1
        return True
    return False


def check_bare_extra(cur, q: Question, ops: list[Op]) -> Question:
    """The question of a bare ``extra``: the holding of the one holder whose things were wanted."""
    wants = [op for op in ops if op.kind == "lose" and op.lemma == "verb.want"]
    if q.kind != "holding" or q.item is None or q.place or q.time or len(wants) != 1 \
            or wants[0].actor != q.entity or wants[0].item.unit != q.item.unit:
        raise unparsed(cur, "question.extra", "a bare 'extra' is read only as what is left after things were "
                       "wanted", Reason.UNPARSED_QUESTION, "frame.question_extra")
    return q
