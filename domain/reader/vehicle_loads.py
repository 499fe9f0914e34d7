"""A group that went somewhere in N vehicles, each taking M of them (reader v13, ADR 0265).

    Third-grade students went to a concert in 8 buses. Each bus took 45 students. How many students went to
    the concert?                                                                               8 × 45

``went to a concert in 8 buses`` says the group travelled in those buses, and ``Each bus took 45 students``
how many rode in each: every one of the N buses took M of them, so N × M went. A whole-text claim of three
sentences, read with the graph of capacities one inside another (nested_capacities.py): the place holds N
vehicles, each vehicle M people.

- ``[mods] <people> went to a|an|the [mods] <place noun> | <occasion> in|on N <vehicles>.``: a plural person
  unit of the pack (``students``), the pack's ``went to`` (verb.go_to), a place or an occasion noun (pack role
  ``occasion``: concert, game …), N ≥ 1 whole;
- ``Each <vehicle> took|carried|held|had M <people>.``: the first sentence's vehicle and people (a capacity,
  ``can hold``, is not what was taken and is not read);
- ``How many [mods] <people> went to the <place noun> [in all|total|…]?`` with the same people and place.

Another vehicle, group or place, a kind of the group the first sentence does not name (``fifth-grade students``
after ``third-grade students``), ``can``, a fourth sentence, words left over refuse or are not claimed. Pack
modifiers ``first-grade`` … ``sixth-grade``.
"""
from __future__ import annotations

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.nested_capacities import NESTED
from domain.reader.phrases import Cursor, fmt, noun_run, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal

GO_TO = "verb.go_to"
_CARRY = ("verb.take", "verb.carry", "verb.hold", "verb.have")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "vehicle_loads", detail, reason)


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences: ``… went to … in|on N …``, ``Each …``, ``How many … went to …``."""
    if len(cursors) != 3:
        return False
    first, second, last = cursors
    if second.end < 4 or second.sense("fn:each", 0) is None or "can" in second.words:
        return False
    if last.end < 6 or last.sense("fn:how", 0) is None or last.words[1] != "many":
        return False
    go = [i for i in range(first.end) if (s := first.sense("verb", i)) is not None and s.entry.id == GO_TO]
    return bool(go) and any(first.sense("verb", i) is not None and first.sense("verb", i).entry.id == GO_TO
                            for i in range(last.end)) and ("in" in first.words or "on" in first.words)


def _people(cur: Cursor):
    """``[mods] <plural person unit>``: (the unit sense, the modifier words) (consumed), or None."""
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[1].form != "pl" or got[1].entry.id not in cur.lex.person_units and \
            got[1].entry.id != "unit.people":
        return None
    cur.pos = got[2]
    return got[1], frozenset(cur.words[got[2] - got[1].length - len(got[0]):got[2] - got[1].length])


def _go_to(cur: Cursor) -> bool:
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != GO_TO or cur.words[cur.pos + verb.length - 1] != "to":
        return False
    cur.pos += verb.length
    return True


def _place(cur: Cursor, articles: tuple[str, ...]) -> str | None:
    """``a|the [mods] <place noun>`` or an occasion (pack role ``occasion``: ``a concert``): its id, or None."""
    if cur.take_word(*articles) is None:
        return None
    occasion = cur.sense("fn:occasion")
    if occasion is not None and occasion.length == 1 and not cur.words[cur.pos].endswith("s"):
        cur.pos += 1
        return "occasion:" + cur.words[cur.pos - 1]
    got = noun_run(cur, cur.pos, ("place", "unit"))
    if got is None or got[1].form != "sg" or getattr(got[1].entry, "person", False):
        return None
    cur.pos = got[2]
    return got[1].entry.id


def parse_vehicle_loads(cursors: list[Cursor]) -> Graph:
    first, second, last = cursors
    first.pos = 0
    found = _people(first)
    if found is None or not _go_to(first):
        raise _refuse(first, "expected '<people> went to …'")
    group, kinds = found
    place = _place(first, ("a", "an", "the"))
    if place is None or first.take_word("in", "on") is None:
        raise _refuse(first, "expected 'a <place> in N <vehicles>'")
    n = read_number(first)
    if n is None or n[1] or n[0] < 1 or n[0].denominator != 1:
        raise _refuse(first, "no whole number of vehicles")
    vehicle = first.sense("unit")
    if vehicle is None or vehicle.form != ("sg" if n[0] == 1 else "pl") or vehicle.entry.id in (group.entry.id,):
        raise _refuse(first, "expected the vehicles")
    first.pos += vehicle.length
    if not first.at_end():
        raise _refuse(first, "words after the vehicles")
    second.pos = 1
    each = second.sense("unit")
    if each is None or each.entry.id != vehicle.entry.id or each.form != "sg":
        raise _refuse(second, "'each' of another thing than the vehicles", Reason.AMBIGUOUS_REFERENCE)
    second.pos += each.length
    verb = second.sense("verb")
    if verb is None or verb.entry.id not in _CARRY:
        raise _refuse(second, "expected took|carried|held|had")
    second.pos += verb.length
    m = read_number(second)
    if m is None or m[1] or m[0] < 1 or m[0].denominator != 1:
        raise _refuse(second, "no whole number of people per vehicle")
    again = _people(second)
    if again is None or again[0].entry.id != group.entry.id or not again[1] <= kinds or not second.at_end():
        raise _refuse(second, "another group in each vehicle", Reason.AMBIGUOUS_REFERENCE)
    last.pos = 2
    asked = _people(last)
    if asked is None or asked[0].entry.id != group.entry.id or not asked[1] <= kinds:
        raise _refuse(last, "the question asks another group (or another kind of it)", Reason.UNPARSED_QUESTION)
    last.take("fn:total")
    if not _go_to(last):
        raise _refuse(last, "expected 'went to'", Reason.UNPARSED_QUESTION)
    named = _place(last, ("the",))
    if named is None or named != place:
        raise _refuse(last, "the question names another place", Reason.UNPARSED_QUESTION)
    last.take("fn:total")
    if not last.at_end():
        raise _refuse(last, "words after the question", Reason.UNPARSED_QUESTION)
    item = Item(unit=group.entry.id)
    holder = place
    ops = [Op(kind=NESTED, lemma="per", sentence=1, actor=vehicle.entry.id, item=item, amount=fmt(m[0])),
           Op(kind=NESTED, lemma="per", sentence=0, actor=holder, item=Item(unit=vehicle.entry.id),
              amount=fmt(n[0]))]
    return Graph(ops=ops, question=Question(kind=NESTED, sentence=2, entity=holder, item=item))
