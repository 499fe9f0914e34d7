"""One period's events asked for that period (reader v13, ADR 0271).

    Each day, the polar bear at Richmond's zoo eats 0.2 bucket of trout and 0.4 bucket of salmon.
    How many buckets of fish does the polar bear eat daily?                                0.2 + 0.4 = 0.6

Why a module of its own: repeats.py refuses any event under ``each day`` — the number of days is never read, so
a holding or a total over the story cannot be counted. A question asked for the same period (``daily``, ``each
day``, ``every day``) needs no count of days: the story tells one day's events and asks one day's total. Read
whole, in one shape only:

- ``Each|Every day [,] SUBJECT <verb> Q [, Q …] and Q.`` or ``SUBJECT <verb> Q [, Q …] and Q each|every day.``
  — SUBJECT is a capitalised name or ``the [modifiers] <noun>`` (a person or a thing, as ``the polar bear``),
  optionally ``at <Name>'s <place>`` / ``at the <place>``; the verb is a pack verb in the present tense (``eats``:
  a habit; ``ate`` each day is a story of past days); each Q is ``D <unit> [of <stuff>]``;
- ``How many|much [<unit> [of]] [<stuff>] does <SUBJECT again | he | she | it> <the same verb> daily | each day |
  every day | per day?`` — the subject again by its name, or ``the [some of its modifiers] <noun>``; a pronoun of
  the name's gender, ``it`` for a thing.
- or, after ``<Name> owns|has 2 <things>.``, the day's statement tells the two one by one: ``… 1|one <thing>
  <verb> Q [and Q …] and the other <thing> <the same verb> Q [and Q …]`` (a Q of the other's with no stuff, in the
  measure of the Q before it that has one, is of that stuff: ``0.125 scoop of dog food and the other dog eats
  0.125 scoop``), and the question, after an optional ``Together,``, asks ``do the 2|two <things> | both <things> |
  the <things> | her|his|<Name>'s <things> | they <verb> …``.
The answer is the sum of the Qs in the asked unit whose stuff is the asked stuff or a pack kind of it (trout and
salmon for fish); ``How much <stuff>`` is asked in the one measure its Qs are told in. A Q of the asked stuff in
another unit, a Q of no stuff in a measure (``and 0.4 bucket``: of what?), a stuff the pack does not place beside
the asked one (``dog food`` — a compound only the same compound matches — beside ``food``), a Q the pack cannot place inside or outside the asked
kind, no Q asked, another subject, verb or period, or any further sentence refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

DAILY = "daily_events"
_DAILY = ("time.each_day", "time.every_day")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, DAILY, detail, reason)


def _period(cur: Cursor) -> bool:
    t = cur.sense("time")
    if t is not None and t.entry.id in _DAILY:
        cur.pos += t.length
        return True
    if cur.peek_word() == "per" and cur.peek_word(1) == "day":
        cur.pos += 2
        return True
    return False


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences (or three, the first owning two things); the statement opens or ends with ``each|every
    day``, the question (after an optional ``Together,``) ends with a day period."""
    if len(cursors) not in (2, 3):
        return False
    first, last = cursors[-2], cursors[-1]
    q0 = 2 if last.words[:2] == ["together", ","] else 0
    if last.end < q0 + 4 or last.sense("fn:how", q0) is None or last.words[q0 + 1] not in ("many", "much"):
        return False
    def daily_at(cur: Cursor, i: int) -> bool:
        t = cur.sense("time", i) if 0 <= i < cur.end else None
        return t is not None and t.entry.id in _DAILY and i + t.length == cur.end or (
            i == 0 and t is not None and t.entry.id in _DAILY)
    ends = any(daily_at(first, i) for i in (0, first.end - 2))
    asks = any(daily_at(last, i) for i in (last.end - 2, last.end - 1)) or last.words[last.end - 2:last.end] == ["per", "day"]
    return ends and asks and (len(cursors) == 2 or any(cursors[0].sense("verb", i) is not None
                                                        and cursors[0].sense("verb", i).entry.category == "observe"
                                                        for i in range(cursors[0].end)))


class _Pair:
    """``Ella owns 2 dogs.``: two things of one noun, told one by one as ``1 dog … the other dog …``."""
    def __init__(self) -> None:
        self.noun = ""
        self.owner = ""
        self.gender = "x"


def _pair(cur: Cursor) -> _Pair:
    """``<Name> owns|has|had 2|two <plural noun>.``"""
    out = _Pair()
    cur.pos = 0
    s = cur.sense("name")
    if s is None or not cur.tokens[0].text[:1].isupper() or cur.sense("poss", 1) is not None:
        raise _refuse(cur, "who owns them?", Reason.UNKNOWN_ENTITY)
    out.owner, out.gender = cur.tokens[0].text, getattr(s.entry, "gender", "") or "x"
    cur.pos = 1
    v = cur.sense("verb")
    if v is None or v.entry.category != "observe" or cur.peek_word() not in ("owns", "has", "had", "owned"):
        raise _refuse(cur, "expected 'owns'")
    cur.pos += v.length
    got = read_number(cur) if cur.sense("num") or cur.sense("number") else None
    if got is None or got[1] or got[0] != 2:
        raise _refuse(cur, "only two things told one by one are read", Reason.UNSUPPORTED_FORM)
    u = cur.sense("unit")
    if u is None or u.form != "pl" or cur.lex.unit_by_id[u.entry.id].family != "count":
        raise _refuse(cur, "two of what?")
    cur.pos += u.length
    out.noun = u.entry.id
    if not cur.at_end():
        raise _refuse(cur, "words after the things owned")
    return out


def _member(cur: Cursor, pair: _Pair, other: bool) -> None:
    """``1|one <noun>`` (first) / ``the other <noun>`` (second), the pair's noun in the singular."""
    if other:
        if cur.take_word("the") is None or cur.take_word("other") is None:
            raise _refuse(cur, "expected 'the other'")
    else:
        got = read_number(cur) if cur.sense("num") or cur.sense("number") else None
        if got is None or got[1] or got[0] != 1:
            raise _refuse(cur, "expected '1 <thing>'")
    u = cur.sense("unit")
    if u is None or u.entry.id != pair.noun or u.form != "sg":
        raise _refuse(cur, "not one of the two", Reason.UNKNOWN_ENTITY)
    cur.pos += u.length


def _pair_asked(cur: Cursor, pair: _Pair) -> None:
    """``the 2 <nouns>`` / ``the two <nouns>`` / ``both <nouns>`` / ``<her|his|Name's> <nouns>`` / ``they``."""
    if cur.take_word("they") is not None:
        return
    if cur.take_word("both") is None:
        if cur.take_word("the") is None and cur.take_word("her" if pair.gender == "f" else "his") is None:
            if cur.peek_word() and cur.tokens[cur.pos].text == pair.owner and cur.sense("poss", cur.pos + 1) is not None:
                cur.pos += 2
            else:
                raise _refuse(cur, "whose things are asked?", Reason.UNKNOWN_ENTITY)
        if cur.sense("num") or cur.sense("number"):
            got = read_number(cur)
            if got is None or got[1] or got[0] != 2:
                raise _refuse(cur, "another count of things asked", Reason.UNKNOWN_ENTITY)
    u = cur.sense("unit")
    if u is None or u.entry.id != pair.noun or u.form != "pl":
        raise _refuse(cur, "other things asked", Reason.UNKNOWN_ENTITY)
    cur.pos += u.length


class _Subject:
    def __init__(self) -> None:
        self.name = ""
        self.gender = "x"
        self.mods: tuple[str, ...] = ()
        self.noun = ""
        self.person = False


def _subject(cur: Cursor, subj: _Subject | None) -> _Subject:
    """A name or ``the [mods] <noun> [at <Name>'s <place> | at the <place>]``; against ``subj`` when given."""
    out = _Subject()
    s = cur.sense("name")
    if s is not None and cur.tokens[cur.pos].text[:1].isupper() and cur.sense("poss", cur.pos + 1) is None:
        out.name, out.gender = cur.tokens[cur.pos].text, getattr(s.entry, "gender", "") or "x"
        cur.pos += 1
    else:
        if cur.take_word("the") is None:
            raise _refuse(cur, "no subject", Reason.UNKNOWN_ENTITY)
        mods = []
        while cur.sense("modifier") is not None and cur.sense("unit", cur.pos + 1) is not None:
            mods.append(cur.sense("modifier").entry.id)
            cur.pos += cur.sense("modifier").length
        p = cur.sense("person")
        u = cur.sense("unit")
        if p is not None and p.form == "sg":
            out.noun, out.person = p.entry.id, True
            out.gender = getattr(p.entry, "gender", "") or "x"
            cur.pos += p.length
        elif u is not None and u.form == "sg" and cur.lex.unit_by_id[u.entry.id].family == "count":
            out.noun = u.entry.id
            cur.pos += u.length
        else:
            raise _refuse(cur, "no subject", Reason.UNKNOWN_ENTITY)
        out.mods = tuple(sorted(mods))
        if cur.peek_word() == "at":
            cur.pos += 1
            if cur.take_word("the") is None:
                n = cur.sense("name")
                if n is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is None:
                    raise _refuse(cur, "at where?")
                cur.pos += 2
            if cur.take("place") is None:
                raise _refuse(cur, "at where?")
    if subj is not None:
        if out.name != subj.name or out.noun != subj.noun or not set(out.mods) <= set(subj.mods):
            raise _refuse(cur, "another subject asked", Reason.UNKNOWN_ENTITY)
    return out


def _amount(cur: Cursor) -> tuple[Fraction, str, str]:
    got = read_number(cur) if cur.sense("num") or cur.sense("number") else None
    if got is None or got[1] or got[0] <= 0:
        raise _refuse(cur, "expected an amount")
    u = cur.sense("unit")
    if u is None or (u.form == "pl" and got[0] == 1):
        raise _refuse(cur, "an amount of no unit")
    cur.pos += u.length
    stuff = ""
    if cur.peek_word() == "of":
        cur.pos += 1
        stuff = _stuff(cur)
        if not stuff:
            raise _refuse(cur, "of what?")
    return got[0], u.entry.id, stuff


def _stuff(cur: Cursor) -> str:
    """``trout`` → ``unit.trout``; a noun before a noun (``dog food``) → ``unit.dog unit.food``: a compound the
    pack places nowhere (so only the same compound is the same stuff). "" when there is no noun."""
    s = cur.sense("unit")
    if s is None:
        return ""
    cur.pos += s.length
    t = cur.sense("unit") if not cur.at_end() else None
    if t is not None and s.form == "sg":
        cur.pos += t.length
        return s.entry.id + " " + t.entry.id
    return s.entry.id


def _parts(cur: Cursor, lead: bool, stop_at_other: bool) -> list[tuple[Fraction, str, str]]:
    """``Q [, Q …] and Q`` up to the period, the sentence's end or (``stop_at_other``) ``and the other``; a measure
    with no stuff after one of the same unit with a stuff is that stuff (``0.125 scoop of dog food and … 0.125
    scoop``)."""
    parts = [_amount(cur)]
    while not cur.at_end() and not (not lead and cur.sense("time") is not None):
        if stop_at_other and cur.words[cur.pos:cur.pos + 3] == ["and", "the", "other"]:
            break
        cur.take("punct:,")
        cur.take_word("and")
        parts.append(_amount(cur))
    return parts


def _verb(cur: Cursor, verb: str = "") -> str:
    v = cur.sense("verb")
    if v is None or cur.peek_word().endswith("ed") or cur.peek_word() in ("ate", "drank", "had", "got"):
        raise _refuse(cur, "a verb in the present tense expected")
    if verb and v.entry.id != verb:
        raise _refuse(cur, "another verb for the other", Reason.UNPARSED_SENTENCE)
    cur.pos += v.length
    return v.entry.id


def _elided(parts: list[tuple[Fraction, str, str]]) -> list[tuple[Fraction, str, str]]:
    out = []
    for value, unit, stuff in parts:
        if not stuff and out and out[-1][2] and out[-1][1] == unit:
            stuff = out[-1][2]
        out.append((value, unit, stuff))
    return out


def parse_daily(cursors: list[Cursor]) -> Graph:
    first, last = cursors[-2], cursors[-1]
    pair = _pair(cursors[0]) if len(cursors) == 3 else None
    first.pos = 0
    lead = _period(first)
    if lead:
        first.take("punct:,")
    if pair is None:
        subj = _subject(first, None)
        verb = _verb(first)
        parts = _parts(first, lead, False)
    else:
        subj = _Subject()
        subj.noun = pair.noun
        _member(first, pair, False)
        verb = _verb(first)
        parts = _parts(first, lead, True)
        if first.take_word("and") is None:
            raise _refuse(first, "one of the two told, not the other", Reason.UNKNOWN_QUANTITY)
        _member(first, pair, True)
        _verb(first, verb)
        parts += _parts(first, lead, False)
        parts = _elided(parts)
    if not lead and not _period(first):
        raise _refuse(first, "no 'each day'")
    if not first.at_end():
        raise _refuse(first, "words after the events")
    q0 = 2 if last.words[:2] == ["together", ","] else 0
    if q0 and pair is None:
        raise _refuse(last, "'together' of one subject", Reason.UNPARSED_QUESTION)
    last.pos = q0 + 2
    unit = stuff = ""
    u = last.sense("unit")
    if u is not None and last.peek_word(u.length) == "of":
        unit = u.entry.id
        last.pos += u.length + 1
    stuff = _stuff(last)
    if last.take_word("do" if pair is not None else "does") is None:
        raise _refuse(last, "expected 'does' / 'do'", Reason.UNPARSED_QUESTION)
    w = last.peek_word()
    if pair is not None:
        _pair_asked(last, pair)
    elif w in ("he", "she", "it"):
        fits = (w == "it" and not subj.name and not subj.person) or (
            w != "it" and (subj.name or subj.person) and subj.gender in ("x", "m" if w == "he" else "f"))
        if not fits:
            raise _refuse(last, f"'{w}' is not the subject", Reason.AMBIGUOUS_REFERENCE)
        last.pos += 1
    else:
        _subject(last, subj)
    q = last.sense("verb")
    if q is None or q.entry.id != verb:
        raise _refuse(last, "another verb asked", Reason.UNPARSED_QUESTION)
    last.pos += q.length
    if not _period(last) or not last.at_end():
        raise _refuse(last, "another period asked", Reason.UNPARSED_QUESTION)
    if not stuff:
        raise _refuse(last, "no stuff asked", Reason.UNPARSED_QUESTION)
    lex = last.lex
    if not unit and " " not in stuff and lex.unit_by_id[stuff].family == "count":
        unit, stuff = stuff, ""  # "How many apples": the things themselves
    elif not unit:
        # "How much dog food": the one measure the day's parts of it are told in (as measures.measured_asked_item)
        measures = {u_id for _, u_id, st in parts if st and (st == stuff or lex.kind_of(st, stuff))}
        if len(measures) == 1:
            unit = measures.pop()
    ops = []
    for value, u_id, st in parts:
        if not st and (stuff or lex.unit_by_id[u_id].family != "count"):
            # "0.2 bucket of trout and 0.4 bucket" asked in buckets of fish, "2 apples and 3 cups": of what?
            raise _refuse(last, f"{u_id} of what?", Reason.UNKNOWN_QUANTITY)
        if stuff:
            inside = st == stuff or (st and lex.kind_of(st, stuff))
            # "1 pound of dog food" beside "How much food": a stuff the pack does not place may be the asked one
            # (as the solver's kind_gaps: measures of stuffs compare by name, not by family)
            # (as the solver's kind_gaps: measures of stuffs compare by name, not by family); and a stuff the pack
            # places in some kind says nothing of an asked stuff the pack places nowhere ("milk" beside "food")
            maybe = st and not inside and (st not in lex.classified or stuff not in lex.classified)
        else:
            inside = not st and (u_id == unit or lex.kind_of(u_id, unit))
            maybe = not inside and any((x not in lex.classified or unit not in lex.classified) and (
                " " in x or lex.unit_by_id[x].family == lex.unit_by_id[unit].family) for x in (u_id, st) if x)  # "5 bags of marbles": are marbles fruit?
        named = {x for x in (u_id, st) if x}
        related = any(x == w or lex.kind_of(x, w) for x in named for w in ((stuff,) if stuff else (unit,)))
        if any(lex.kind_of(w, x) for x in named for w in (stuff, unit) if w):
            # "2 buckets of fish" beside "How many buckets of trout": some of the fish may be trout
            raise _refuse(last, f"{' of '.join(sorted(named))} may hold the asked kind", Reason.AMBIGUOUS_REFERENCE)
        if related and not inside:
            # "2 bags of apples" beside "How many fruits": the apples are asked, but not counted as fruits
            raise _refuse(last, f"{' of '.join(sorted(named))} told otherwise than asked", Reason.UNIT_MISMATCH)
        if maybe:
            raise _refuse(last, f"is {st or u_id} among the asked things? the pack does not say", Reason.AMBIGUOUS_REFERENCE)
        if inside and stuff and u_id != unit:
            raise _refuse(last, f"{stuff} told in {u_id}, asked in {unit or 'no unit'}", Reason.UNIT_MISMATCH)
        if inside:
            ops.append(Op(kind="event", lemma=verb, sentence=first.sentence.index, actor=subj.name or subj.noun,
                          item=Item(unit=u_id, mods=((f"of:{st}",) if st else ())), amount=fmt(value),
                          time="time.each_day"))
    if not ops:
        raise _refuse(last, "nothing of the asked things told", Reason.UNKNOWN_QUANTITY)
    asked = Item(unit=unit, mods=((f"of:{stuff}",) if stuff else ()))
    return Graph(ops=ops, question=Question(kind=DAILY, sentence=last.sentence.index, item=asked, lemma=verb, time="time.each_day"))


def daily_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    total = sum((Fraction(op.amount) for op in graph.ops), Fraction(0))
    return total, graph.question.item.unit, [Step(lemma=graph.question.lemma, kind="sum", holder=graph.ops[0].actor,
                                                  operands=[op.amount for op in graph.ops], before="",
                                                  after=fmt(total))]


def verify_daily(lex, graph: Graph) -> Fraction:
    """Verifier: one day's events of the asked unit, each checked to be of that unit, summed."""
    q = graph.question
    total = Fraction(0)
    for op in graph.ops:
        if op.item is None or q.item is None or op.item.unit != q.item.unit and not lex.kind_of(op.item.unit, q.item.unit):
            raise ValueError("an event of another unit")
        total += Fraction(op.amount)
    if total <= 0:
        raise ValueError("not positive")
    return total
