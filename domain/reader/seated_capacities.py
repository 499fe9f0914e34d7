"""A holder with N places, each holding M: how many it holds at once (reader v13, ADR 0265).

    The Ferris wheel in Paradise Park has 14 seats. Each seat can hold 6 people. How many people can ride the
    Ferris wheel at the same time?                                                             14 × 6

``has 14 seats`` counts the places of the holder, ``Each seat can hold 6 people`` what one place holds, and the
question asks what the whole holder holds when every place is full: N × M, the same product as capacities one
inside another (nested_capacities.py, whose graph and solver this form reuses). A whole-text claim of three
sentences, as narrow as the form:

- ``The|A [mods] <holder> [in <Capitalised words>] has|had N <containers>.`` (a pack unit or place noun);
- ``Each <container> [can] hold(s)|contain(s)|fit(s) M <things>.`` (the first sentence's containers);
- ``How many <things> can ride [on|in] | fit on|in|into | be on|in the <holder> [at once]?`` or ``How many
  <things> can the <holder> hold [at once]?``, where ``at once`` is the pack role ``at_once`` (``at a time``,
  ``at the same time``, ``at once``).

Another holder, container or things, a number of holders (``has 2 buses``), a fourth sentence or words left
over refuse or are not claimed.
"""
from __future__ import annotations

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.nested_capacities import NESTED, take_contain_verb
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal

_RIDE = "verb.ride"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "seated_capacities", detail, reason)


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences: ``The|A … has|had N …``, ``Each …``, ``How many … can …``."""
    if len(cursors) != 3:
        return False
    first, second, last = cursors
    if first.end < 4 or first.words[0] not in ("the", "a", "an") or not ({"has", "had"} & set(first.words)):
        return False
    if second.end < 4 or second.sense("fn:each", 0) is None or not any(
            s.cls == "verb" and s.entry.category == "contain" and s.entry.id != "verb.come_with"
            for i in range(second.end) for s in second.senses(i)):
        return False
    if last.end < 5 or last.sense("fn:how", 0) is None or last.words[1] != "many" or "can" not in last.words:
        return False
    after = last.words[last.words.index("can") + 1]
    return after in ("ride", "fit", "be", "the")


def _noun(cur: Cursor, classes=("unit",), form: str = ""):
    """``[mods] <noun>`` of one of ``classes``: the head's sense (consumed), or None (nothing consumed)."""
    j = cur.pos
    while j < cur.end:
        head = next((s for s in cur.senses(j) if s.cls in classes), None)
        nxt = j + (head.length if head is not None else 1)
        if head is not None and (nxt >= cur.end or cur.words[nxt] == "can" or not any(
                s.cls in classes for s in cur.senses(nxt))):  # never into the modal "can" ("Each seat can hold")
            if form and head.form != form:
                return None
            cur.pos = j + head.length
            return head
        if cur.sense("modifier", j) is None and cur.sense("unit", j) is None:
            return None
        j += 1
    return None


def _whole(cur: Cursor, what: str):
    n = read_number(cur)
    if n is None or n[1] or n[0] <= 0 or n[0].denominator != 1:
        raise _refuse(cur, f"no whole number of {what}")
    return n[0]


def _capitals(cur: Cursor) -> None:
    """Step over ``in <Capitalised words>`` (where the holder is; a proper place name)."""
    if cur.peek_word() != "in":
        return
    j = cur.pos + 1
    while j < cur.end and cur.tokens[j].kind == "word" and cur.tokens[j].text[:1].isupper():
        j += 1
    if j > cur.pos + 1:
        cur.pos = j


def parse_seated(cursors: list[Cursor]) -> Graph:
    first, second, last = cursors
    first.pos = 1
    holder = _noun(first, ("unit", "place"), "sg")
    if holder is None or getattr(holder.entry, "person", False):
        raise _refuse(first, "expected 'The <holder> has N <places>'")
    _capitals(first)
    if first.take_word("has", "had") is None:
        raise _refuse(first, "expected 'has'")
    n = _whole(first, "places")
    container = _noun(first, ("unit",), "pl" if n != 1 else "sg")
    if container is None or container.entry.id == holder.entry.id or not first.at_end():
        raise _refuse(first, "expected the places and nothing after them")
    second.pos = 1
    inner = _noun(second, ("unit",), "sg")
    if inner is None or inner.entry.id != container.entry.id or not take_contain_verb(second):
        raise _refuse(second, "expected 'Each <place> can hold M <things>' of the first sentence's places",
                      Reason.AMBIGUOUS_REFERENCE)
    m = _whole(second, "things per place")
    thing = _noun(second)
    if thing is None or thing.entry.id in (container.entry.id, holder.entry.id) or not second.at_end():
        raise _refuse(second, "expected the things and nothing after them")
    # the question
    last.pos = 2
    asked = _noun(last)
    if asked is None or asked.entry.id != thing.entry.id:
        raise _refuse(last, "the question asks other things", Reason.UNPARSED_QUESTION)
    if last.take_word("can") is None:
        raise _refuse(last, "expected 'can'", Reason.UNPARSED_QUESTION)
    if last.take_word("the") is not None:
        named = _noun(last, ("unit", "place"))
        if not any(s.cls == "verb" and s.entry.id == "verb.hold" for s in last.senses(last.pos)):
            raise _refuse(last, "expected 'hold'", Reason.UNPARSED_QUESTION)
        last.pos += 1
    else:
        verb = last.sense("verb")
        if verb is not None and verb.entry.id == _RIDE:
            last.pos += verb.length
            last.take_word("on", "in")
        elif last.take_word("fit", "be") is not None:
            if last.take_word("on", "in", "into", "onto") is None:
                raise _refuse(last, "expected 'on|in the <holder>'", Reason.UNPARSED_QUESTION)
        else:
            raise _refuse(last, "expected ride / fit on / be on", Reason.UNPARSED_QUESTION)
        if last.take_word("the") is None:
            raise _refuse(last, "expected 'the <holder>'", Reason.UNPARSED_QUESTION)
        named = _noun(last, ("unit", "place"))
    if named is None or named.entry.id != holder.entry.id or named.form != "sg":
        raise _refuse(last, "the question names another holder", Reason.UNPARSED_QUESTION)
    last.take("fn:at_once")
    if not last.at_end():
        raise _refuse(last, "words after the question", Reason.UNPARSED_QUESTION)
    item = Item(unit=thing.entry.id)
    ops = [Op(kind=NESTED, lemma="per", sentence=1, actor=container.entry.id, item=item, amount=fmt(m)),
           Op(kind=NESTED, lemma="per", sentence=0, actor=holder.entry.id, item=Item(unit=container.entry.id),
              amount=fmt(n))]
    return Graph(ops=ops, question=Question(kind=NESTED, sentence=2, entity=holder.entry.id, item=item))
