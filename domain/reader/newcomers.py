"""Newcomers joining a counted group: ``During the year 4 students left and 42 new students came to school.``

Why (v9, ADR 0144): ``N more X came to join them`` is already an arrival at the one group of X (groups.py: a
gain verb told of counted things, with no object). ``N new X came`` says the same of things that are none of
those counted before (pack role ``new``, ages.py): a gain of the one holder of X, the mirror of a departure
(``4 students left``, departures.py). The verb is any pack gain verb used without an object, as in groups.py.

Read only when
- the things are marked ``new`` and nothing else (``5 students came`` may be some of the ones counted, and
  ``more`` is groups.py's);
- every earlier mention of X is the group: a scene holding it (``there were 10 students in fourth grade``,
  a participle scene), a departure from it (``4 students left``) or an earlier arrival at it, all by ONE
  holder — a person's own things, a second group, or X with other modifiers refuse;
- the destination, if any, is the group's own place (``came to the fourth grade``) or an institution named
  bare (``came to school``, ``to class``: a bare singular noun after ``to`` is attendance, not a located
  place — read_place already reads it as no holder), and only a noun the pack lists as attending (role
  ``attendance``: ``school``, ``class``; red team 18, ADR 0152): ``came to town``, ``to lunch``, ``to bed``,
  ``to library`` are other destinations and refuse. Another named place (``came to the library``), a place
  named anew (``to a school``), a source (``from``) or any further words refuse. The bare institution is
  accepted only for a group whose place was itself named bare (``In fourth grade there were …``: both are
  institutional uses, one setting); ``10 students on the bus … came to school`` refuses.
"""
from __future__ import annotations

from domain.reader.circumstances import read_place, unparsed
from domain.reader.departures import DEPARTURES
from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt
from domain.reader.refusals import Reason

_END = (",", "and", "but", "then")
_TO = ("to", "into", "in", "at")


def arrival_ahead(cur: Cursor, item: Item | None, more: bool) -> bool:
    """``new`` things, and a gain verb right here (``42 new students came``)."""
    verb = cur.sense("verb")
    return (item is not None and not more and bool(set(item.mods) & cur.lex.new_mods) and verb is not None
            and verb.entry.category == "positive")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE, missing: str = "frame.statement"):
    return unparsed(cur, "statement.newcomers", detail, reason, missing)


def _one_holder(cur: Cursor, ops: list[Op], item: Item) -> str | None:
    """The one holder of the group of ``item`` every earlier operation on that unit names, else None."""
    scenes = {"fn.there"} | cur.lex.activity_ids
    holders = set()
    for op in ops:
        if op.item is None or op.item.unit != item.unit:
            continue
        if op.item != item or op.source or op.target:
            return None
        if op.kind == "lose" and not op.actor and op.lemma in DEPARTURES:
            continue  # "4 students left": the one holder's loss
        if op.kind == "hold" and op.lemma in scenes and op.actor:
            holders.add(op.actor)
        elif op.kind == "gain" and op.actor in holders:
            continue  # an earlier arrival at the group
        else:
            return None  # a person's own things, a purchase, a change by anyone else: not a group others join
    return holders.pop() if len(holders) == 1 else None


def parse_arrival(cur: Cursor, ctx: Context, ops: list[Op], value, item: Item) -> None:
    """``N new X came [to school | to <the group's place>]`` at the verb: a gain of the group's holder."""
    news = set(item.mods) & cur.lex.new_mods
    plain = Item(unit=item.unit, mods=tuple(m for m in item.mods if m not in news))
    if plain.mods:
        raise _refuse(cur, "an arrival of a kind of the counted things", Reason.AMBIGUOUS_REFERENCE, "item_binding")
    holder = _one_holder(cur, ops, plain)
    if holder is None:
        raise _refuse(cur, "an arrival with no one group of those things to join", Reason.AMBIGUOUS_REFERENCE,
                      "entity_binding")
    verb = cur.sense("verb")
    lemma = verb.entry.id
    cur.pos += verb.length
    if cur.peek_word() in _TO and not (cur.peek_word() == "in" and _ends(cur, cur.pos + 1)):
        at = cur.pos
        cur.pos += 1
        place = read_place(cur, ctx)
        if place is None or place and (place != holder or cur.words[at + 1] in ("a", "an")) \
                or not place and (holder not in ctx.institutions or not _attending(cur, at + 1)):
            cur.pos = at
            raise _refuse(cur, "an arrival somewhere the group is not", Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    else:
        cur.take_word("in")  # "came in": the group's own place
    if not _ends(cur, cur.pos):
        raise _refuse(cur, "words left after an arrival")
    ops.append(Op(kind="gain", lemma=lemma, sentence=cur.sentence.index, actor=holder, item=plain, amount=fmt(value)))


def _attending(cur: Cursor, i: int) -> bool:
    """``to school`` / ``to class``: the one bare noun after ``to`` is one the pack lists as attending (role
    ``attendance``); ``to town``, ``to lunch``, ``to bed``, ``to library`` are somewhere else (red18, ADR 0152)."""
    return cur.sense("fn:attendance", i) is not None and cur.pos == i + 1


def _ends(cur: Cursor, i: int) -> bool:
    return i >= cur.end or cur.words[i] in _END
