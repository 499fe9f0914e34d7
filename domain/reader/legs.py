"""Legs (v8): one traveller's several stated distances, summed or compared by verb (ADR 0109).

    Stanley ran 0.4 mile and walked 0.2 mile. How much farther did Stanley run than walk?      0.4 − 0.2
    Craig walked 0.2 mile from school to David's house and 0.7 mile from David's house to his own house.
    How many miles did Craig walk in all?                                                       0.2 + 0.7
    Terrell hiked 8.2 miles on Saturday. Then, on Sunday, he hiked another 1.6 miles.
    How far did Terrell hike all together?                                                      8.2 + 1.6

Why a module of its own: travel.py (ADR 0102) reads one trip where distance = speed × time; several legs
are a different construction (no speed, no time, only distances added up or set against each other), and
mixing them would let a leg pass for a trip's distance. A text with a travel verb comes here first when
its statements state more than one distance or its question asks "how much farther" / "in all"; what this
module does not read refuses here (travel.py would refuse it too: it takes one distance at most).

The legs: every statement is ``[opener ,] traveller leg (, | and [then] leg)*`` where a leg is
``[travel verb] [another] D [from P] [[back] to P] [time]``; the first leg of a clause names its verb, a
later one may leave it out (``and 0.7 mile from …``: the same verb). The opener is a sequence word
(pack role ``sequence``: first, then, next, finally) or a time phrase. One traveller (a capitalised name, then
he/she fitting it); a second name, a speed or a time of travel (``at 3 miles per hour``, ``for 2 hours``),
or any other word refuses.

Counted twice? A leg told again in other words would be added twice, so: a statement after the first must
open with a sequence word or carry ``another`` (``He hiked 3 miles on Saturday`` after ``hiked 8 miles this
weekend`` may be part of the 8); the same leg (same verb, distance and ends) twice refuses; a leg whose
two ends other legs already join (``0.9 mile from school to his house`` after school → David's → his)
refuses. ``back to the hotel`` is a leg of its own.

The question: ``How far | How many <unit> did|does <traveller> <verb> <total>?`` sums the legs (every leg
must be of that verb, or the verb is a journey word: go / travel), and ``How much farther | How many more
<unit> did <traveller> <verb1> than <verb2>?`` subtracts the legs of verb2 from those of verb1 (each group
non-empty, the difference positive). Distances are units of the families the pack's ``farther`` comparative
compares; different units convert by ``per_base`` only when the question names the unit to answer in.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.leg_lists import check_serial_list, take_leg_joint
from domain.reader.leg_overviews import take_overview
from domain.reader.group_travellers import GROUP, read_group
from domain.reader.leg_means import take_companion, take_learning_lead, take_pause_means
from domain.reader.leg_purposes import take_leg_purpose
from domain.reader.legs_together import take_together_question
from domain.reader.thing_travellers import NEUTER, proper_end, thing_traveller
from domain.reader.leg_ways import shared_opening_time, take_departure, take_vehicle
from domain.reader.sequenced_legs import leg_key
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.travel import _number, _place, _scale
from domain.reader.repeats import repeated_time

LEG = "leg"
_AUX = ("did", "does", "do", "will")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "legs", detail, reason)


def distance_families(lex) -> frozenset[str]:
    """The unit families a distance may have: those the pack's ``farther`` comparative compares."""
    return frozenset(f for c in lex.pack.comparatives if "farther" in c.forms for f in c.families)


def _distance(cur: Cursor) -> tuple[Fraction, str] | None:
    """``0.4 mile`` / ``8.2 miles`` / ``1.125 laps``: a positive number and a distance unit."""
    start = cur.pos
    value = _number(cur)
    unit = cur.sense("unit")
    if value is None or value <= 0 or unit is None \
            or cur.lex.unit_by_id[unit.entry.id].family not in distance_families(cur.lex):
        cur.pos = start
        return None
    if unit.form == "pl" and value == 1:  # "1 miles": not a number the reader trusts
        cur.pos = start
        return None
    cur.pos += unit.length
    return value, unit.entry.id


def claims(cursors: list[Cursor]) -> bool:
    """Is this text for legs (module doc)? No time unit anywhere (a speed or a time of travel is travel.py's
    trip), and more than one stated distance or a farther / total question."""
    count = 0
    overview = None
    for cur in cursors:
        timed: set[int] = set()  # v13: "On the first day, …": the day of a pack time phrase is no time of travel
        for i in range(cur.end):
            t = cur.sense("time", i)
            if t is not None:
                timed.update(range(i, i + t.length))
        for i in range(cur.end):
            s = cur.sense("unit", i)
            if s is None or i in timed:
                continue
            family = cur.lex.unit_by_id[s.entry.id].family
            if family in ("time", "time_calendar"):
                if cur is cursors[0] and overview is None:
                    overview = take_overview(cursors) is not None
                if not (cur is cursors[0] and overview):
                    return False
                # v13 (ADR 0263): "to get in shape for soccer season" in an overview, which has no number at
                # all: no speed and no time of travel (leg_overviews.py)
            if family in distance_families(cur.lex) and i > 0 and cur is not cursors[-1] \
                    and (cur.sense("num", i - 1) is not None or cur.sense("number", i - 1) is not None):
                count += 1
    last = cursors[-1]
    asks = any(last.sense("comparative", i) is not None and "farther" in last.sense("comparative", i).entry.forms
               or last.sense("fn:total", i) is not None for i in range(last.end))
    return count > 1 or asks


class _Legs:
    def __init__(self) -> None:
        self.actor = ""
        self.gender = "x"
        self.ops: list[Op] = []
        self.travellers: dict[str, str] = {}  # name → gender, in order of telling (ADR 0112)
        self.further: set[int] = set()  # v13: indices of legs told with "another" (leg_means.py, ADR 0262)
        self.opened: set[int] = set()  # v13: legs stamped by their statement's opening time (leg_ways.py)
        self.sequenced: set[int] = set()  # v13: statements opening with then/next/finally (sequenced_legs.py)


def _traveller(cur: Cursor, legs: _Legs, question: bool = False) -> bool:
    """The traveller: a capitalised name, or he/she for the one traveller named so far when it fits. In a
    statement a new name is a further traveller (True returned: a first leg of that traveller, ADR 0112); in
    the question the name must be a traveller."""
    w = cur.peek_word()
    thing = thing_traveller(cur, legs.travellers, legs.actor, question, not legs.ops)
    if thing is not None:  # v13: "A spaceship traveled …", "Then it traveled …" (thing_travellers.py, ADR 0263)
        new = thing not in legs.travellers
        if new and question:
            raise _refuse(cur, f"{thing} made no trip", Reason.UNKNOWN_QUANTITY)
        legs.travellers.setdefault(thing, NEUTER)
        legs.actor, legs.gender = thing, NEUTER
        return new
    if w in ("he", "she", "they") and legs.actor:
        if len(legs.travellers) > 1:
            raise _refuse(cur, f"'{w}' with {len(legs.travellers)} travellers: which one?", Reason.AMBIGUOUS_REFERENCE)
        if (w == "they") != (legs.gender == GROUP) or legs.gender not in ("x", GROUP, "m" if w == "he" else "f"):
            # v13: "they" only for a family travelling together, never he/she for it (group_travellers.py)
            raise _refuse(cur, f"'{w}' does not fit {legs.actor}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        return False
    group = read_group(cur)  # v13: "Irwin's family" is one traveller (group_travellers.py, ADR 0262)
    if group is not None:
        word, gender = group, GROUP
    else:
        s = cur.sense("name")
        if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None:
            raise _refuse(cur, "no traveller named", Reason.AMBIGUOUS_REFERENCE)
        word = cur.tokens[cur.pos].text
        gender = s.entry.gender if s.entry is not None else "x"
        cur.pos += 1
    if question:
        if word not in legs.travellers:
            raise _refuse(cur, f"{word} made no trip", Reason.UNKNOWN_QUANTITY)
        legs.actor = word
        return False
    new = word not in legs.travellers
    if new:
        legs.travellers[word] = gender
    legs.actor, legs.gender = word, legs.travellers[word]
    return new


def _end(cur: Cursor, legs: _Legs) -> str | None:
    """One end of a leg: ``David's house`` / ``his own house`` / ``the post office`` / ``school``."""
    start = cur.pos
    named = _place(cur) or proper_end(cur)  # v13: "from Earth to Planet X" (thing_travellers.py)
    if named is not None:
        return named
    owner = ""
    p = cur.sense("fn:possessive")
    if p is not None:
        if legs.gender != "x" and p.entry.gender not in ("", legs.gender):
            return None  # "her house" for Craig: someone else's
        cur.pos += p.length
        owner = legs.actor + "'s "
        cur.take_word("own")
    elif cur.sense("fn:determiner") is not None or cur.peek_word() in ("a", "an"):
        cur.pos += 1
        owner = "the "
    mods = []
    while cur.sense("modifier") is not None and cur.sense("place") is None:
        mods.append(cur.sense("modifier").entry.id)
        cur.pos += cur.sense("modifier").length
    place = cur.sense("place")
    if place is None or place.form != "sg":
        cur.pos = start
        return None
    cur.pos += place.length
    return owner + " ".join([*mods, place.entry.id])


def _distance_ahead(cur: Cursor) -> bool:
    start = cur.pos
    found = _distance(cur) is not None
    cur.pos = start
    return found


def _verb(cur: Cursor) -> str | None:
    s = cur.sense("verb")
    if s is None or s.entry.category != "travel":
        return None
    cur.pos += s.length
    return s.entry.id


def _leg(cur: Cursor, legs: _Legs, verb: str, marked: bool, opened: str = "") -> str:
    """``[verb] [another] D [from P] [[back] to P] [time]``; returns the leg's verb."""
    take_pause_means(cur)  # v13: "took a break by jogging 0.75 lap" is "jogged 0.75 lap" (leg_means.py, ADR 0262)
    own = _verb(cur)
    if own:
        take_vehicle(cur, own, _distance_ahead)  # v13: "rode the bus 3.83 miles" (leg_ways.py, ADR 0263)
    verb = own or verb
    if not verb:
        raise _refuse(cur, "a leg without a travel verb")
    another = cur.take("fn:another") is not None
    if another:
        marked = True
    dist = _distance(cur)
    if dist is None:
        raise _refuse(cur, "a leg without a distance")
    take_companion(cur)  # v13: "0.5 mile with her mother": who came along (leg_means.py, ADR 0262)
    src = dst = ""
    if cur.take_word("from") is not None:
        src = _end(cur, legs) or ""
        if not src:
            raise _refuse(cur, "'from' without a place")
    back = cur.take("fn:back") is not None
    if not back and take_leg_purpose(cur):
        pass  # v12: "flew 873 miles to visit her aunt": why, not where (leg_purposes.py, ADR 0242)
    elif cur.take_word("to") is not None:
        dst = _end(cur, legs) or ""
        if not dst:
            raise _refuse(cur, "'to' without a place")
    elif cur.take_word("home") is not None:
        # v12: "back home" / "walked home": the traveller's home, told without "to" (ADR 0233)
        dst = legs.actor + "'s home"
    elif back:
        raise _refuse(cur, "'back' without 'to'")
    time = cur.take("time")
    if repeated_time(cur.lex, time):
        raise _refuse(cur, "a leg repeated every period: how many times?")  # red team 8 (ADR 0457)
    if cur.peek_word() in ("per", "at", "in", "for", "every", "an", "a"):
        raise _refuse(cur, "a leg told with a speed or a time: travel, not legs")
    if not marked:
        raise _refuse(cur, "a later statement with no sequence word or 'another': the same leg again?",
                      Reason.AMBIGUOUS_REFERENCE)
    if another:
        legs.further.add(len(legs.ops))  # v13: "another 0.5 mile" is a further leg, even at the opener's time
    if time is None and opened:
        legs.opened.add(len(legs.ops))
    legs.ops.append(Op(kind=LEG, lemma=verb, sentence=cur.sentence.index, actor=legs.actor, item=Item(unit=dist[1]),
                       amount=fmt(dist[0]), source=src, place=dst,
                       time=time.entry.id if time is not None else opened))
    return verb


def _statement(cur: Cursor, legs: _Legs, first: bool) -> None:
    marked, opened = first, ""
    while True:  # openers: "Then ,", "First ,", "on Sunday ,"
        if cur.peek_word() == "first" and legs.ops:
            # v12 red team (ADR 0233): "Tom walked 2 miles. First, he walked 0.5 mile …": the legs after a
            # "first" may be the earlier statement told part by part (counted twice), or a trip before it
            raise _refuse(cur, "'first' after legs already told: the same trip in parts?", Reason.AMBIGUOUS_REFERENCE)
        if cur.peek_word() != "first" and cur.sense("fn:sequence") is not None:
            legs.sequenced.add(cur.sentence.index)  # v13 (sequenced_legs.py, ADR 0263)
        if cur.take("fn:sequence") is not None:
            marked = True
        else:
            time = cur.take("time")
            if time is None:
                break
            if repeated_time(cur.lex, time):
                raise _refuse(cur, "legs repeated every period: how many times?")  # red team 8 (ADR 0457)
            if opened:
                raise _refuse(cur, "two times for one statement")
            opened = time.entry.id  # the time of every leg of the statement without one of its own
        cur.take("punct:,")
    first_leg = _traveller(cur, legs)
    if first and not opened and take_learning_lead(cur):
        # v13: "Kendall is learning to drive, so this weekend she practiced driving …" (leg_means.py, ADR 0262)
        time = cur.take("time")
        if repeated_time(cur.lex, time):
            raise _refuse(cur, "legs repeated every period: how many times?")  # red team 8 (ADR 0457)
        opened = time.entry.id if time is not None else ""
        _traveller(cur, legs)
    take_departure(cur, lambda c: _end(c, legs))  # v13: "Craig left school, rode …" (leg_ways.py, ADR 0263)
    first_index, joints = len(legs.ops), []
    verb = _leg(cur, legs, "", marked or first_leg, opened)
    while not cur.at_end():
        if not take_leg_joint(cur, joints, _distance_ahead):  # v22: also ", then" / "A, B and C" (leg_lists.py, ADR 0522)
            raise _refuse(cur, "words after a leg")
        if cur.sense("name") is not None and cur.tokens[cur.pos].text[:1].isupper():
            # "John walks 0.7 miles and Nina walks 0.4 miles": a traveller of their own (ADR 0112)
            first_leg = _traveller(cur, legs)
            verb = _leg(cur, legs, "", first_leg, opened)
            continue
        verb = _leg(cur, legs, verb, True, opened)
    check_serial_list(cur, joints, legs.ops[first_index:], legs.opened, first_index)  # v22 (leg_lists.py, ADR 0522)


def _check_twice(legs: _Legs, cur: Cursor) -> None:
    ops = legs.ops
    seen = set()
    for op in ops:
        key = leg_key(op, legs.sequenced)
        if key in seen:
            raise _refuse(cur, "the same leg twice: one leg told again?", Reason.AMBIGUOUS_REFERENCE)
        seen.add(key)
    at_times: dict[tuple[str, str], list[Op]] = {}
    for k, op in enumerate(ops):
        if op.time and k not in legs.further:
            at_times.setdefault((op.actor, op.time), []).append(op)
    for same in at_times.values():
        # v13: legs of one statement stamped by its opening time are its list, not one leg told again (leg_ways.py)
        if len(same) > 1 and not shared_opening_time(same, {i for i in legs.opened}, ops):
            raise _refuse(cur, "two legs at one time: one leg told again?", Reason.AMBIGUOUS_REFERENCE)
    if any(o.actor == ops[k].actor and o.time == ops[k].time and o.sentence != ops[k].sentence
           for k in legs.further if ops[k].time for o in ops):
        # v13: "This weekend she drove 0.5 mile and another 0.25 mile": "another" in the statement that gave the time
        # is a further leg of it; in a later statement ("… on Saturday. Then, on Saturday, he hiked another 3 miles")
        # the earlier leg may have been the whole day's (ADR 0262)
        raise _refuse(cur, "two legs at one time: one leg told again?", Reason.AMBIGUOUS_REFERENCE)
    for k, op in enumerate(ops):
        if not op.source or not op.place:
            continue
        edges = [(o.source, o.place) for j, o in enumerate(ops)
                 if j != k and o.source and o.place and o.actor == op.actor]
        reach, todo = {op.source}, [op.source]
        while todo:
            here = todo.pop()
            for a, b in edges:
                if a == here and b not in reach:
                    reach.add(b)
                    todo.append(b)
        if op.place in reach:
            raise _refuse(cur, "a leg other legs already cover: counted twice?", Reason.AMBIGUOUS_REFERENCE)


def _asked_verb(cur: Cursor, legs: _Legs) -> str | None:
    """The question's verb (base or present form): a leg's verb id, or "" for a journey word (go, travel)."""
    if cur.take("fn:journey") is not None:
        return ""
    s = cur.sense("verb")
    if s is None or s.entry.category != "travel" or cur.words[cur.pos].endswith("ed") \
            or cur.words[cur.pos] in ("ran", "rode", "flew", "drove"):
        return None
    cur.pos += s.length
    return s.entry.id


def _question(cur: Cursor, legs: _Legs) -> Question:
    si = cur.sentence.index

    def bad(detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
        return _refuse(cur, detail, reason)

    together = take_together_question(cur, legs.travellers, distance_families(cur.lex))
    if together is not None:  # v13: "What is the total number of miles Darius and Julia drove?" (ADR 0266)
        return together
    if cur.take("fn:how") is None:
        raise bad("a legs question starts with 'how'")
    unit, compare = "", False
    if cur.take("fn:far") is not None:
        pass
    elif cur.take_word("much") is not None:
        c = cur.sense("comparative")
        if c is None or "farther" not in c.entry.forms:
            raise bad("'how much' without 'farther'")
        cur.pos += c.length
        compare = True
    elif cur.take_word("many") is not None:
        compare = cur.take("fn:more") is not None
        u = cur.sense("unit")
        if u is None or u.form != "pl" or cur.lex.unit_by_id[u.entry.id].family not in distance_families(cur.lex):
            raise bad("'how many' without a distance unit")
        unit = u.entry.id
        cur.pos += u.length
    else:
        raise bad("not 'how far', 'how much farther' or 'how many <unit>'")
    if cur.take_word(*_AUX) is None:
        raise bad("no did/does")
    _traveller(cur, legs, question=True)
    verb = _asked_verb(cur, legs)
    if verb is None:
        raise bad("not a travel verb after the traveller")
    other, members = "", ()
    traveller = legs.actor
    if compare:
        if cur.take("fn:than") is None:
            raise bad("'farther' without 'than'")
        if cur.sense("name") is not None and cur.tokens[cur.pos].text[:1].isupper():
            # "than Nina [does | walks]": the other traveller's legs of the same verb (ADR 0112)
            _traveller(cur, legs, question=True)
            if legs.actor == traveller:
                raise bad("'than' the same traveller")
            members = (traveller, legs.actor)
            if cur.take_word(*_AUX) is None and not cur.at_end():
                again = _asked_verb(cur, legs)
                if again is None or again != verb:
                    raise bad("'than <traveller>' with another verb")
        else:
            other = _asked_verb(cur, legs)
            if not other or not verb or other == verb:
                raise bad("'than' without a second way of travelling (another traveller?)")
    else:
        if cur.take("fn:total") is None:
            raise bad("a sum of legs without 'in all' / 'altogether'")
    if not cur.at_end():
        raise bad("words after the question")
    if len(legs.travellers) > 1 and not members:
        # "How far did John walk in all?" beside Nina's legs: his alone, or theirs together? (ADR 0112)
        raise bad("several travellers and a question about one", Reason.AMBIGUOUS_REFERENCE)
    return Question(kind="legs", sentence=si, entity=traveller, lemma=verb, other=other, members=members,
                    item=Item(unit=unit) if unit else None)


def parse_legs(cursors: list[Cursor]) -> Graph:
    """The statements as legs of one traveller and a sum or difference question (module doc)."""
    legs = _Legs()
    overview = take_overview(cursors)  # v12: "Spencer walked all over town. First, he walked …" (leg_overviews.py)
    if overview is not None:
        legs.actor, legs.gender, start = overview  # v13: several overview sentences before "First" (ADR 0262)
        legs.travellers[legs.actor] = legs.gender
    else:
        start = 0
    for k, cur in enumerate(cursors[:-1]):
        if k >= start:
            _statement(cur, legs, k == start)
    if not legs.ops:
        raise _refuse(cursors[0], "no legs")
    _check_twice(legs, cursors[-1])
    question = _question(cursors[-1], legs)
    if overview is not None and (not question.lemma or question.other or question.members):
        # the overview's own ways of going have no distance: only a sum of one verb's legs is read (ADR 0233)
        raise _refuse(cursors[-1], "after an overview, only a sum of the asked verb's legs",
                      Reason.AMBIGUOUS_REFERENCE)
    return Graph(ops=legs.ops, question=question)


# -- solving ----------------------------------------------------------------------------------------

def _groups(graph: Graph) -> tuple[list[Op], list[Op]]:
    """The legs added (the asked verb's, or all for a journey word) and the legs subtracted (``than``)."""
    q, ops = graph.question, [op for op in graph.ops if op.kind == LEG]
    if q.members:  # two travellers: each one's legs of the asked verb (any verb for a journey word)
        plus = [op for op in ops if op.actor == q.members[0] and (not q.lemma or op.lemma == q.lemma)]
        minus = [op for op in ops if op.actor == q.members[1] and (not q.lemma or op.lemma == q.lemma)]
        if not plus or not minus:
            raise ValueError("a traveller with no leg of the asked verb")
        return plus, minus
    if q.other:
        plus = [op for op in ops if op.lemma == q.lemma]
        minus = [op for op in ops if op.lemma == q.other]
        if not plus or not minus:
            raise ValueError("a way of travelling with no leg")
        return plus, minus
    if q.lemma and any(op.lemma != q.lemma for op in ops):
        raise ValueError("legs of another verb than the one asked: which to add?")
    return ops, []


def legs_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the legs added (and subtracted) one by one in their own unit, converted only to an asked unit."""
    q = graph.question
    plus, minus = _groups(graph)
    units = {op.item.unit for op in plus + minus}
    if q.item is not None:
        unit = q.item.unit
    elif len(units) == 1:
        unit = units.pop()
    else:
        raise ValueError("legs in different units and no unit asked")

    def scale(src: str) -> Fraction:
        return _scale(lex, src, unit)  # travel.py's conversion by per_base

    steps: list[Step] = []
    total = Fraction(0)
    for sign, group in ((1, plus), (-1, minus)):
        for op in group:
            before = total
            total += sign * Fraction(op.amount) * scale(op.item.unit)
            steps.append(Step(lemma=op.lemma, kind="leg_add" if sign > 0 else "leg_subtract", holder=op.actor,
                              operands=[fmt(before), op.amount], before=fmt(before), after=fmt(total)))
    if total <= 0:
        raise ValueError("not farther: the difference is not positive")
    return total, unit, steps


def verify_legs(lex, graph: Graph) -> Fraction:
    """Verifier: each group summed in its family's base unit, the difference taken there, then converted to
    the answer unit it derives on its own (the asked unit, else the one unit every leg shares)."""
    q = graph.question
    ops = [op for op in graph.ops if op.kind == LEG]
    if q.members:
        if len(q.members) != 2 or q.members[0] == q.members[1]:
            raise ValueError("two travellers compared")
        plus = [op for op in ops if op.actor == q.members[0] and op.lemma in (q.lemma or op.lemma,)]
        minus = [op for op in ops if op.actor == q.members[1] and op.lemma in (q.lemma or op.lemma,)]
        if not minus:
            raise ValueError("no legs of the second traveller")
    elif len({op.actor for op in ops}) != 1:
        raise ValueError("legs of several travellers for one")
    elif q.other:
        plus = [op for op in ops if op.lemma == q.lemma]
        minus = [op for op in ops if op.lemma == q.other]
    else:
        plus, minus = [op for op in ops if not q.lemma or op.lemma == q.lemma], []
        if len(plus) != len(ops):
            raise ValueError("a leg of another verb")
    used = {op.item.unit for op in plus + minus}
    answer_unit = q.item.unit if q.item is not None else (next(iter(used)) if len(used) == 1 else "")
    if not answer_unit or not plus:
        raise ValueError("no answer unit or no legs")
    family = lex.unit_by_id[answer_unit].family

    def base(unit: str) -> Fraction:
        u = lex.unit_by_id[unit]
        if u.family != family:
            raise ValueError("units of different families")
        if unit == answer_unit and len(used) == 1 and unit in used:
            return Fraction(1)
        if not u.per_base:
            raise ValueError(f"{unit} has no base")
        return Fraction(u.per_base)

    diff = sum((Fraction(op.amount) * base(op.item.unit) for op in plus), Fraction(0)) \
        - sum((Fraction(op.amount) * base(op.item.unit) for op in minus), Fraction(0))
    out = diff / base(answer_unit)
    if out <= 0:
        raise ValueError("not positive")
    return out
