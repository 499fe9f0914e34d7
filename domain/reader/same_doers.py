"""``those same <doers>`` naming the group of the sentence before, its events in two periods compared (v13, ADR
0261).

    Last year, egg producers in Douglas County produced 1416 eggs. This year, those same farms produced 4636 eggs.
    How many more eggs did the farms produce this year?                                   4636 − 1416 = 3220

``those same farms`` says that the doers are the ones just told, though named by another noun (egg producers are
farms): ``same`` asserts it. The text is read as a whole, in one shape (three sentences), and answered as
period_differences.py answers its question:

1. ``[<period> ,] [<adjunct>] <plural person noun> [in <Capitalised words>] <verb> N [mods] <things> [<period>]``
   — a bare group (``egg producers``, ``farmers in Douglas County``), the verb a pack verb of gain, making, loss or
   destroying;
2. ``[<period> ,] those same <plural place or person noun> <the same verb> M <the same things> [<period>]``;
3. ``How many more <the things> did the <either noun> <the verb> <period> [than <the other period>]?``.
Each statement has exactly one period (``this|last|next <period noun>``), the two different and of one length;
the question's is one of them. Anything else is not this form (read as before).
"""
from __future__ import annotations

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.period_differences import PERIOD_DIFFERENCE, _period, asked_periods
from domain.reader.phrases import Cursor, claimed_by, consume_all, fmt, noun_run, read_number

_EVENTS = {"positive": "gain", "construct": "gain", "negative": "lose", "destroy": "lose"}


def _lead_period(cur: Cursor) -> tuple[str, str] | None:
    got = _period(cur)
    if got is not None:
        cur.take_word(",")
    return got


def _group(cur: Cursor) -> str | None:
    """``[<adjunct>] <plural person noun> [in <Capitalised words>]``: the person noun's plural."""
    got = noun_run(cur, cur.pos, ("person",))
    if got is None or got[1].form != "pl" or len(got[0]) > 1 or not got[1].entry.person:
        return None
    cur.pos = got[2]
    if cur.peek_word() == "in" and cur.pos + 1 < cur.end and cur.tokens[cur.pos + 1].text[:1].isupper():
        j = cur.pos + 1
        while j < cur.end and cur.tokens[j].text[:1].isupper() and cur.sense("name", j) is not None:
            j += 1
        cur.pos = j
    return got[1].entry.plural


def _event(cur: Cursor):
    """``<verb> N [mods] <things> [<period>]`` → (verb id, event kind, N, item, trailing period or None)."""
    verb = cur.sense("verb")
    if verb is None or verb.entry.category not in _EVENTS:
        return None
    cur.pos += verb.length
    got = read_number(cur)
    if got is None or got[1] or got[0] < 0:
        return None
    things = noun_run(cur, cur.pos, ("unit",))
    if things is None or things[1].form != "pl" or any(a.cls != "modifier" for a in things[0]):
        return None
    cur.pos = things[2]
    item = Item(unit=things[1].entry.id, mods=tuple(sorted(a.entry.id for a in things[0])))
    tail = _period(cur)
    return verb.entry.id, _EVENTS[verb.entry.category], got[0], item, tail


def _statement(cur: Cursor, same: bool):
    cur.pos = 0
    lead = _lead_period(cur)
    if same:
        if cur.take_word("those") is None or cur.take_word("same") is None:
            return None
        noun = noun_run(cur, cur.pos, ("place", "person"))
        if noun is None or noun[0] or noun[1].form != "pl":
            return None
        cur.pos = noun[2]
        name = noun[1].entry.plural
    else:
        name = _group(cur)
        if name is None:
            return None
    event = _event(cur)
    if event is None or not cur.at_end():
        return None
    verb, kind, n, item, tail = event
    if (lead is None) == (tail is None):
        return None
    return name, verb, kind, n, item, lead or tail


def _read(cursors: list[Cursor]):
    if len(cursors) != 3:
        return None
    first, second = _statement(cursors[0], False), _statement(cursors[1], True)
    if first is None or second is None or first[1:3] != second[1:3] or first[4] != second[4]:
        return None
    (t1, p1), (t2, p2) = first[5], second[5]
    if t1 == t2 or p1 != p2:
        return None
    q = cursors[2]
    q.pos = 0
    if q.words[:3] != ["how", "many", "more"]:
        return None
    q.pos = 3
    things = noun_run(q, q.pos, ("unit",))
    if things is None or Item(unit=things[1].entry.id, mods=tuple(sorted(a.entry.id for a in things[0]))) != first[4]:
        return None
    q.pos = things[2]
    if q.take_word("did") is None or q.take_word("the") is None:
        return None
    who = noun_run(q, q.pos, ("place", "person"))
    if who is None or who[0] or who[1].entry.plural not in (first[0], second[0]) or who[1].form != "pl":
        return None
    q.pos = who[2]
    verb = q.sense("verb")
    if verb is None or verb.entry.id != first[1]:
        return None
    q.pos += verb.length
    got = asked_periods(q)
    if got is None:
        return None
    asked, other = got
    if asked is None or not q.at_end() or asked[0] not in (t1, t2) or (other is not None and other[0] != ({t1, t2} - {asked[0]}).pop()):
        return None
    return first, second, asked[0]


def claims(cursors: list[Cursor]) -> bool:
    return claimed_by(_read, cursors)


def parse_same_doers(cursors: list[Cursor]) -> Graph:
    first, second, asked = _read(cursors)
    consume_all(cursors)
    group = "the " + first[0]
    ops = [Op(kind=first[2], lemma=first[1], sentence=0, actor=group, item=first[4], amount=fmt(first[3]),
              time=first[5][0]),
           Op(kind=second[2], lemma=second[1], sentence=1, actor=group, item=second[4], amount=fmt(second[3]),
              time=second[5][0])]
    other = first[5][0] if asked == second[5][0] else second[5][0]
    return Graph(ops=ops, question=Question(kind=PERIOD_DIFFERENCE, sentence=2, entity=group, item=first[4],
                                            lemma=first[1], time=asked, other=other))
