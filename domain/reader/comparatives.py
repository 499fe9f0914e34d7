"""Comparative questions (v6): ``How much heavier/farther …`` and ``How many more … did A <verb>``.

    Anne weighs 67 pounds. Douglas weighs 52 pounds. How much heavier is Anne than Douglas?    67 − 52
    John walks 0.7 miles and Nina walks 0.4 miles. How much farther does John walk than Nina?  0.7 − 0.4
    Zach scored 42 points. Ben scored 21 points. How many more points did Zach score?          42 − 21

The adjective names no unit: the pack's ``comparatives`` relation says which unit families it
measures (``heavier``: mass), and the answer is in the one plain unit of those families the text
uses. A question with a verb other than a holding verb compares what the two did, so it is read as
the difference of holdings only when every statement about that unit for the two holders is an
event of exactly that verb (then holding = the sum of those events); anything else refuses.
"""
from __future__ import annotations

from domain.reader.added_more import settle_added_more
from domain.reader.ages import settle_new_put, settle_old
from domain.reader.amounts import read_verb
from domain.reader.built_places import settle_built_at_place
from domain.reader.circumstances import skip_circumstance_words, unparsed
from domain.reader.graph import Item, Op, Question
from domain.reader.located import located_holding
from domain.reader.phrases import Context, Cursor, read_entity, read_item
from domain.reader.put_them import paired_gain
from domain.reader.refusals import Reason


def _measure_unit(cur: Cursor, ops: list[Op], families: list[str]) -> str:
    """The one unit of ``families`` the story uses, as a plain measure (``67 pounds``, not ``5 pounds of
    apples``: how much heavier is Anne is not how many more pounds of apples she bought)."""
    units = {op.item.unit for op in ops if op.item is not None
             and cur.lex.unit_by_id[op.item.unit].family in families}
    if len(units) != 1:
        raise unparsed(cur, "question.comparative", f"{len(units)} units measure what the comparative asks",
                       Reason.AMBIGUOUS_REFERENCE if units else Reason.UNKNOWN_QUANTITY, "unit_binding")
    unit = units.pop()
    if any(op.item is not None and op.item.unit == unit and op.item.mods for op in ops):
        raise unparsed(cur, "question.comparative", f"{unit} measures a named thing, not the holder itself",
                       Reason.AMBIGUOUS_REFERENCE, "item_binding")
    return unit


def require_events_of(cur: Cursor, ops: list[Op], unit: str, holders: tuple[str, ...], verb) -> None:
    """``How many more points did Zach score [than Ben]?`` asks about scoring; the holdings answer it only
    when each holder's every statement about the unit is a gain by that verb (no start, no other change)."""
    if verb.category == "observe":
        return
    about = [op for op in ops if op.item is not None and op.item.unit == unit
             and any(h in (op.actor, op.target, op.source) for h in holders)]
    for h in holders:
        mine = [op for op in about if h in (op.actor, op.target, op.source)]
        if not mine or any(op.kind != "gain" or op.actor != h or op.lemma != verb.id or op.source
                           or op.target for op in mine):
            raise unparsed(cur, "question.difference", f"{h}'s {unit} are not only what {verb.id} gave",
                           Reason.UNSUPPORTED_FORM, "frame.question_difference")


def parse_comparative_question(cur: Cursor, ctx: Context, si: int, ops: list[Op]) -> Question | None:
    """After ``How much``: ``heavier is A than B`` / ``farther does A walk than B`` (None if no
    comparative follows; nothing consumed then)."""
    comp = cur.sense("comparative")
    if comp is None:
        return None
    start = cur.pos
    cur.pos += comp.length
    verb = None
    if cur.take("fn:be"):
        a = read_entity(cur, ctx)
    elif cur.take("fn:aux"):
        a = read_entity(cur, ctx)
        skip_circumstance_words(cur)
        verb = read_verb(cur) if a is not None else None
        if verb is None:
            cur.pos = start
            raise unparsed(cur, "question.comparative", "expected 'does <someone> <verb>' after the comparative",
                           Reason.UNPARSED_QUESTION, "frame.question_difference")
    else:
        a = None
    if a is None or not cur.take("fn:than"):
        raise unparsed(cur, "question.comparative", "expected 'is/does <someone> … than <someone>'",
                       Reason.UNPARSED_QUESTION, "frame.question_difference")
    b = read_entity(cur, ctx)
    if b is None or b == a:
        raise unparsed(cur, "question.comparative", "expected a second, different holder after 'than'",
                       Reason.UNPARSED_QUESTION, "frame.question_difference")
    if verb is not None and cur.at_end() is False:
        # "than Nina does" / "than Nina walks": the same predicate again
        if not (cur.take("fn:aux") or cur.take_word(*_forms(verb))):
            raise unparsed(cur, "question.comparative", "words after 'than <someone>'", Reason.UNPARSED_QUESTION,
                           "frame.question")
    unit = _measure_unit(cur, ops, comp.entry.families)
    if verb is not None:
        require_events_of(cur, ops, unit, (a, b), verb)
    if not comp.entry.greater:
        a, b = b, a  # "How much lighter is Anne than Douglas?" = Douglas − Anne
    return Question(kind="difference", sentence=si, entity=a, other=b, item=Item(unit=unit))


def _forms(verb) -> tuple[str, ...]:
    return tuple(f for f in verb.forms if " " not in f)


def place_guard(cur: Cursor, ops: list[Op], place: str, item: Item, ctx: Context | None = None) -> None:
    """``How many books are (would be) in the bin?`` asks about a place: refused when someone else holds
    such things *in* it (``the store had 41 books in the bin``) or gains or loses them without saying
    where (``Scarlett adds 2 cups more``: into the cup, or her own?). Without this the place's own
    holding answered 2 books and 1/6 cup there (v6)."""
    # multi3: judged on the statements as they will be solved: "threw away 20 of the old ones and put 13 new
    # ones in the bin" after "had 34 oranges in a bin" is a loss of those oranges and a gain there (ages.py),
    # which the parser settles only after the question is read
    ops = settle_built_at_place(settle_new_put(settle_old(ops, cur.lex), cur.lex), cur.lex)  # v13 (built_places.py)
    if ctx is not None:
        # v13 (ADR 0262): "There is 0.5 cup of oil in Scarlett's measuring cup. If Scarlett adds 0.25 cup more, how
        # much oil will be in the measuring cup?": the adding goes into the one thing holding the oil (added_more.py,
        # ADR 0232), which the parser settles only after the question is read
        ops = settle_added_more(list(ops), ctx, cur.lex)
    if any(op.actor == place and op.kind in ("gain", "lose", "transfer") for op in ops):
        return  # it acts: a holder, not a place
    asked = Question(kind="holding", sentence=cur.sentence.index, entity=place, item=item)
    if located_holding(asked, ops) != asked:
        return  # one holder's things there: read as that holder's holding at the place (located.py)

    def related(other: Item | None) -> bool:
        return other is not None and (other.unit == item.unit or cur.lex.kind_of(other.unit, item.unit)
                                      or cur.lex.kind_of(item.unit, other.unit))
    for op in ops:
        if not related(op.item) or op.actor in ("", place):
            continue
        inside = op.kind == "hold" and op.place == place
        unplaced = op.kind in ("gain", "lose") and not (op.place or op.source or op.target) \
            and not paired_gain(op, ops, cur.lex)  # v15: "bought 6 fish and put them in the tank" (put_them.py, ADR 0304)
        if inside or unplaced:
            raise unparsed(cur, "question.place", f"{op.actor}'s {op.item.unit} may be in {place} or not",
                           Reason.AMBIGUOUS_REFERENCE, "place_binding")


def other_holders(ops: list[Op], unit: str, a: str) -> list[str]:
    """Everyone but ``a`` that the statements name with ``unit`` (as actor, target or source), sorted:
    the other side of a comparison asked without ``than``/``as`` must be the only one."""
    return sorted({who for op in ops if op.item is not None and op.item.unit == unit
                   for who in (op.actor, op.target, op.source) if who and who != a})


def parse_ratio_question(cur: Cursor, ctx: Context, si: int, ops: list[Op]) -> Question | None:
    """``How many times as many apples did Sarah pick [as her brother]?``: holding ÷ the other's holding.
    Without ``as``/``than``: the one other holder of the thing (none or several refuse). The answer
    must be a whole number of times (the question counts them); anything else refuses when solving."""
    start = cur.pos
    if not (cur.take("fn:times") and cur.take("fn:as") and cur.take("fn:quantity_question")):
        cur.pos = start
        return None
    item = read_item(cur, ctx)
    if item is None or not cur.take("fn:aux"):
        raise unparsed(cur, "question.ratio", "expected 'how many times as many <things> did <someone> …'",
                       Reason.UNPARSED_QUESTION, "frame.question_difference")
    a = read_entity(cur, ctx)
    skip_circumstance_words(cur)
    verb = read_verb(cur) if a is not None else None
    if verb is None or verb.category not in ("observe", "positive", "construct"):
        raise unparsed(cur, "question.ratio", "expected '<someone> have/<gain verb>'", Reason.UNPARSED_QUESTION,
                       "frame.question_difference")
    if cur.take("fn:as") or cur.take("fn:than"):
        b = read_entity(cur, ctx)
        if b is None or b == a:
            raise unparsed(cur, "question.ratio", "expected a second, different holder", Reason.UNPARSED_QUESTION,
                           "frame.question_difference")
    else:
        others = other_holders(ops, item.unit, a)
        if len(others) != 1:
            raise unparsed(cur, "question.ratio", f"'how many times as many' and {len(others)} other holders",
                           Reason.AMBIGUOUS_REFERENCE, "entity_binding")
        b = others[0]
    if not cur.at_end():
        raise unparsed(cur, "question.ratio", "words left after the ratio question", Reason.UNPARSED_QUESTION,
                       "frame.question")
    require_events_of(cur, ops, item.unit, (a, b), verb)
    return Question(kind="ratio", sentence=si, entity=a, other=b, item=item)


def _measured(cur: Cursor, ops: list[Op], item: Item) -> Item:
    """``flour`` in a question where the story measured it (``0.625 cup of flour``) → ``cups of flour``:
    the one unit the story measured that substance in (several refuse; none: the item as asked)."""
    if item.mods:
        # v13 (ADR 0262): "brown sugar" where the story measured it ("0.625 scoop of brown sugar") → scoops of
        # brown sugar: the statements' item whose substance and its modifiers are exactly the asked ones
        told = tuple(sorted({f"of:{item.unit}", *(f"of:{m}" for m in item.mods)}))
        units = {op.item.unit for op in ops if op.item is not None and op.item.mods == told}
        if len(units) != 1 or any(op.item is not None and op.item.unit == item.unit for op in ops):
            return item
        return Item(unit=units.pop(), mods=told)
    units = {op.item.unit for op in ops if op.item is not None and f"of:{item.unit}" in op.item.mods}
    if not units:
        return item
    if len(units) > 1:
        raise unparsed(cur, "question.difference", f"{item.unit} measured in {len(units)} units",
                       Reason.AMBIGUOUS_REFERENCE, "unit_binding")
    return Item(unit=units.pop(), mods=(f"of:{item.unit}",))


def parse_items_difference(cur: Cursor, ctx: Context, si: int, item: Item, fewer: bool, ops: list[Op]) -> Question:
    """``How much more flour than sugar did Dina use?`` / ``How many more apples than pears did Tom buy?``:
    A's events of the verb for the first thing − those for the second (v6), both in one unit."""
    cur.take("fn:than")
    other = read_item(cur, ctx)
    if other is None or other == item or not cur.take("fn:aux"):
        raise unparsed(cur, "question.difference", "expected '<X> than <Y> did <someone> <verb>'",
                       Reason.UNPARSED_QUESTION, "frame.question_difference")
    a = read_entity(cur, ctx)
    skip_circumstance_words(cur)
    verb = read_verb(cur) if a is not None else None
    if verb is None or verb.category == "observe" or not cur.at_end():
        raise unparsed(cur, "question.difference", "expected '… did <someone> <action verb>' and nothing after",
                       Reason.UNPARSED_QUESTION, "frame.question_difference")
    first, second = _measured(cur, ops, item), _measured(cur, ops, other)
    counts = all(cur.lex.unit_by_id[i.unit].family == "count" and cur.lex.unit_by_id[i.unit].discrete
                 for i in (first, second))
    if first.unit != second.unit and not counts:  # apples and pears are counted alike; cups and spoonfuls not
        raise unparsed(cur, "question.difference", f"{first.unit} and {second.unit} are not one unit",
                       Reason.UNIT_MISMATCH, "unit_conversion")
    if fewer:
        first, second = second, first
    return Question(kind="event_difference", sentence=si, entity=a, item=first, item2=second, lemma=verb.id)
