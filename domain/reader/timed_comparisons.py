"""One doer's event on a second day told by the first day's (v17, ADR 0365).

    Ann read 10 pages on Monday. On Tuesday she read 5 more pages than on Monday. How many pages did Ann read on
    Tuesday?                                                                                         10 + 5 = 15
    Sam read 20 pages on Monday. He read 5 fewer pages on Tuesday. How many pages did he read on Tuesday?   15
    A toy store sold 12 kites on Monday. It sold 4 times as many kites on Tuesday. How many kites did it sell on
    both days?                                                                                    12 + 48 = 60

compared_events.py (ADR 0236) compares two people's events of one verb; the same comparison between one doer's two
days stopped at its comparison (``words left after a complete clause`` at ``more`` / ``fewer`` / ``times``). Read
here as a whole text of three sentences, into compared_events' own graph (its solver and verifier), the doer on
each day standing as one of the two compared:

1. ``[<day>[,]] <doer> <verb> N <things> [<day>].`` — the doer a capitalised pack name or ``a|an|the <place>``
   (``A toy store``), a pack verb of a counted event (no holding, trip, price or capacity), one day (a pack time
   that is a day: ``on Monday``, ``yesterday``);
2. ``[<day 2>[,]] <he|she|it|the doer> <the same verb> <comparison> [<things>] [<day 2>] [than|as <day 1>]
   [<day 2>].`` — the comparison ``M more … than <day 1>`` (``more`` without ``than`` may be on top of day 1's:
   more_at_times.py, ADR 0273 — never claimed here), ``M fewer|less …`` (``than <day 1>`` may be left out: fewer
   than the one other day), ``twice|half|K times as many …`` (``as <day 1>`` may be left out); ``K times more``
   refuses; the things, when said, are the first sentence's; day 2 told once and not day 1;
3. ``How many <things> did|does <the doer> <verb> <day 1|day 2>?`` or the sum, ``… in all|in total|altogether|on
   both days|in the two days``.
A pronoun that does not agree, another doer, verb, thing or day, a third day, a count that is not whole or not
positive, and any other word refuse.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.compared_events import EVENTS, _verb
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.unisex_names import text_pronoun_gender

FRAME = "timed_comparison"
_PRONOUNS = {"he": "m", "she": "f", "it": "n"}
_SUMS = (("on", "both", "days"), ("in", "the", "two", "days"), ("on", "the", "two", "days"), ("over", "the", "two", "days"))


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, FRAME, detail, reason)


def _day(cur: Cursor) -> str | None:
    """A pack time naming a day at the cursor (consumed): its key (``on Monday`` and ``Monday`` alike), or None."""
    t = cur.sense("time")
    d = cur.sense("fn:day")
    if t is None or d is None or d.length != t.length:
        return None
    cur.pos += t.length
    return t.entry.id.split(".", 1)[1].removeprefix("on_")


def _day_at(cur: Cursor, i: int) -> bool:
    t = cur.sense("time", i)
    d = cur.sense("fn:day", i)
    return t is not None and d is not None and d.length == t.length


def plural_count_noun(cur: Cursor) -> str | None:
    """A plural count noun with no modifier (consumed), or None. Shared with joint_totals.py."""
    for sense in cur.senses(cur.pos) if cur.pos < cur.end else ():
        if sense.cls == "unit" and sense.form == "pl":
            if not cur.lex.unit_by_id[sense.entry.id].discrete:
                return None
            cur.pos += sense.length
            return sense.entry.id
    return None


def _holder(cur: Cursor, first: bool) -> tuple[str, str] | None:
    """(key, gender) of ``a|an|the <place or organisation>`` (``A toy store``: ``n``) or a capitalised pack name
    (consumed), or None. A place is named again by ``the`` and the same words."""
    start = cur.pos
    word = cur.peek_word()
    if word == "the" or (first and word in ("a", "an")):
        got = noun_run(cur, cur.pos + 1, ("place", "person"))
        if got is None or got[1].form not in ("sg", "") or (got[1].cls == "person" and got[1].entry.gender != "n"):
            return None
        cur.pos = got[2]
        return "the " + " ".join(cur.words[start + 1:got[2]]), "n"
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None:
        return None
    cur.pos += 1
    return cur.tokens[start].text, (s.entry.gender if s.entry is not None else "") or "x"


def _same_doer(cur: Cursor, doer: tuple[str, str]) -> None:
    word = cur.peek_word()
    if word in _PRONOUNS:
        if doer[1] != _PRONOUNS[word] and not (doer[1] == "x" and word != "it"):
            raise _refuse(cur, f"'{word}' is not the doer", Reason.AMBIGUOUS_REFERENCE)
        if doer[1] == "x":
            raise _refuse(cur, f"'{word}' of a name of no known gender", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        return
    again = _holder(cur, False)
    if again is None or again[0] != doer[0]:
        raise _refuse(cur, "another doer", Reason.UNKNOWN_ENTITY)


def _leading_day(cur: Cursor) -> str | None:
    day = _day(cur)
    if day is not None:
        cur.take("punct:,")
    return day


def _comparison(cur: Cursor) -> tuple[str, Fraction]:
    """(``times``, K) / (``more``, M) / (``fewer``, M) at the cursor (consumed, with ``as many``)."""
    mult = cur.sense("multiplier")
    if mult is not None:
        cur.pos += mult.length
        kind, value = "times", cur.lex.number_value[mult.entry.id]
    else:
        got = read_number(cur)
        if got is None or got[1] or got[0] <= 0 or got[0].denominator != 1:
            raise _refuse(cur, "expected a whole number compared", Reason.UNSUPPORTED_FORM)
        value = got[0]
        if cur.sense("fn:times") is not None:
            cur.pos += 1
            kind = "times"
        elif cur.take("fn:more") is not None:
            kind = "more"
        elif cur.take("fn:fewer") is not None:
            kind = "fewer"
        else:
            raise _refuse(cur, "expected times|more|fewer")
    if kind == "times":
        if cur.sense("fn:more") or cur.sense("fn:fewer"):
            raise _refuse(cur, "'K times more|less' is ambiguous", Reason.UNSUPPORTED_FORM)
        if cur.sense("fn:as") is None or cur.peek_word(1) != "many":
            raise _refuse(cur, "expected 'as many'")
        cur.pos += 2
    return kind, value


def _statement_day(cursors: list[Cursor], i: int) -> bool:
    cur = cursors[i]
    return any(_day_at(cur, j) for j in range(cur.end))


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences, the question ``How many … did|does``; a day in each statement; the second holds a
    multiplier or a number then times|more|fewer, and ``than`` when it says ``more``."""
    if len(cursors) != 3 or cursors[-1].words[:2] != ["how", "many"]:
        return False
    if not (_statement_day(cursors, 0) and _statement_day(cursors, 1)):
        return False
    cur = cursors[1]
    w = cur.words[:cur.end]
    found = False
    for i in range(cur.end):
        if cur.sense("multiplier", i) is not None and i + 2 < cur.end and w[i + 1] == "as":
            found = True
        elif (cur.sense("num", i) is not None or cur.sense("number", i) is not None) and i + 1 < cur.end:
            if cur.sense("fn:times", i + 1) is not None or cur.sense("fn:fewer", i + 1) is not None:
                found = True
            elif cur.sense("fn:more", i + 1) is not None and "than" in w:
                found = True
    return found


def parse_timed_comparison(cursors: list[Cursor]) -> Graph:
    cur = cursors[0]
    cur.pos = 0
    day1 = _leading_day(cur)
    doer = _holder(cur, True)
    if doer is None:
        raise _refuse(cur, "expected a name or a place doing it")
    if doer[1] == "x":  # ADR 0514: a name of either or no known gender is what all the text's he/she say, if one
        doer = (doer[0], text_pronoun_gender(cursors))
    verb = _verb(cur)
    if verb is None:
        raise _refuse(cur, "expected a verb of a counted event")
    verb_word = cur.words[cur.pos - 1]
    got = read_number(cur)
    if got is None or got[1] or got[0] <= 0 or got[0].denominator != 1:
        raise _refuse(cur, "expected a whole number of things")
    n = got[0]
    things = plural_count_noun(cur)
    if things is None:
        raise _refuse(cur, "expected plural counted things")
    if day1 is None:
        day1 = _day(cur)
    if day1 is None or not cur.at_end():
        raise _refuse(cur, "expected one day and nothing else")
    cur = cursors[1]
    cur.pos = 0
    day2 = _leading_day(cur)
    _same_doer(cur, doer)
    if _verb(cur) != verb or cur.words[cur.pos - 1] != verb_word:
        raise _refuse(cur, "another verb", Reason.AMBIGUOUS_REFERENCE)
    kind, value = _comparison(cur)
    if not cur.at_end() and cur.sense("unit") is not None and plural_count_noun(cur) != things:
        raise _refuse(cur, "other things compared", Reason.AMBIGUOUS_REFERENCE)
    if day2 is None:
        day2 = _day(cur)
    ref = None
    if cur.take("fn:as" if kind == "times" else "fn:than") is not None:
        ref = _day(cur)
        if ref is None:
            raise _refuse(cur, "compared with something other than a day", Reason.UNKNOWN_ENTITY)
    if day2 is None:
        day2 = _day(cur)
    if not cur.at_end():
        raise _refuse(cur, "words after the comparison")
    if kind == "more" and ref is None:
        raise _refuse(cur, "'more' without 'than': on top of the first day's, or more than it?",
                      Reason.AMBIGUOUS_REFERENCE)
    if day2 is None or day2 == day1 or (ref is not None and ref != day1):
        raise _refuse(cur, "expected a second day compared with the first", Reason.AMBIGUOUS_REFERENCE)
    q = cursors[2]
    q.pos = 2
    if plural_count_noun(q) != things:
        raise _refuse(q, "asks about other things", Reason.UNPARSED_QUESTION)
    if q.take_word("did", "does") is None:
        raise _refuse(q, "expected 'did'", Reason.UNPARSED_QUESTION)
    _same_doer(q, doer)
    if _verb(q) != verb:
        raise _refuse(q, "asks about another verb", Reason.UNKNOWN_QUANTITY)
    first, second = f"{doer[0]}@{day1}", f"{doer[0]}@{day2}"
    asked = _day(q)
    if asked == day1:
        members: tuple[str, ...] = (first,)
    elif asked == day2:
        members = (second,)
    elif asked is None and (q.take("fn:total") or q.take_word("altogether") or _sum_words(q)):
        members = (first, second)
    else:
        raise _refuse(q, "asks about no day told, or none", Reason.UNKNOWN_QUANTITY)
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    item = Item(unit=things)
    ops = [Op(kind="event", lemma=verb, sentence=0, actor=first, item=item, amount=fmt(n)),
           Op(kind="compare_event", lemma=verb, sentence=1, actor=second, item=item, amount=fmt(value),
              target=first, event=kind)]
    return Graph(ops=ops, question=Question(kind=EVENTS, sentence=2, item=item, members=tuple(sorted(members))))


def _sum_words(cur: Cursor) -> bool:
    for words in _SUMS:
        if tuple(cur.words[cur.pos:cur.pos + len(words)]) == words:
            cur.pos += len(words)
            return True
    return False
