"""Counted things leaving the place they are counted at, the place named (reader v18, ADR 0390).

    There were 28 students in the gym. 8 students left the gym. How many students are in the gym now?     20
    There were 64 people in the pool. 29 people got out of the pool. How many are in the pool now?         35
    There are 17 ducks in a pond. 5 ducks flew away from the pond. …                                       12
    A tank had 40 liters of water. 15 liters leaked out. How much water is in the tank now?                25

departures.py reads ``N <things> left`` (a pack departure word closing the clause) as a loss of the one holder
of those things. Said with the place they leave — ``left the gym``, ``got out of the pool``, ``flew away from
the pond`` — the clause stopped at the departure word (``a clause starting with a number must be passive``).
The named place says whose things they were: the loss is that place's. So:

- ``N <things> left|leave|leaves <the place>`` (the place as the object of ``leave``);
- ``N <things> <departure> from <the place>`` (any pack departure, role ``depart``);
- ``N <things> <departure ending in out|off> of <the place>`` (``got out of``, ``jumped off of``);
- ``N <measure> leaked|dripped [out] [of|from <the place>]`` (pack role ``escape``): stuff leaving the one
  container holding it — a loss of that holder, as a departure is;
- ``N <things> go|went|walked|flew|swam … into <a place named anew>`` (pack ``verb.go`` or a ``travel`` verb):
  ``There are 18 cows in the field. 7 cows go into the barn.`` — going into another place is leaving the one
  place that counts them (a place, never a person: ``Sam has 10 cows`` still has the ones in the barn). The place
  they go into must be one the text has not named before: one named before may hold such things already, and its
  count would then be wrong; it is not kept as an entity either, so ``How many cows are in the barn?`` refuses
  (how many were there before?). Only ``into``: ``18 students walk to school`` is no leaving of the class.

Beside another told place of such things (``… and 10 students in the hall. 8 students left the gym.``), the ones
who left may be in the hall now: they are held by an untold holder with an unknown count, so a total over them
refuses while the gym's own count is read (ADR 0400).

Read only when the clause ends after the place, and the place is one told to hold (or to have got) those
very things before (the scene of ``There were 28 students in the gym``, the holder of ``The lot had 15 cars``).
Refused: a place that holds none of them (``8 students left the library`` after the gym: are they some of the
gym's?), words after the place (``left the gym to play``), ``went home from`` of things that are not people,
``more`` with no departure before (departures.check_more_departure), a kind of the things told apart from how
they are held (``3 red cars left the lot`` when the lot's cars are not counted by colour).
"""
from __future__ import annotations

from domain.reader.circumstances import read_place
from domain.reader.departures import WHEN_ADVERBS, check_more_departure
from domain.reader.expected_guests import is_people
from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt
from domain.reader.place_parts import scaled_places
from domain.reader.refusals import Reason, ReaderRefusal

_END = (",", "and", "but", "then")
_LEAVE = ("left", "leave", "leaves")
_ESCAPE = "fn.escape"
_WENT_HOME = "fn.went_home"
_LEAVERS = "'s leavers"
"""The holder of the things that left a place beside another place of them (never named, so never asked about)."""


def _departure_word(cur: Cursor) -> tuple[str, int] | None:
    """The departure at the cursor: (lemma, length in words), or None. ``left`` is the pack's ``rest`` word
    (``3 left`` = remaining) and is read as leaving only with a place after it (the caller's test)."""
    depart = cur.sense("fn:depart")
    if depart is not None:
        return depart.entry.id, depart.length
    if cur.peek_word() in _LEAVE:
        return "fn.left", 1
    escape = cur.sense("fn:escape")
    if escape is not None:
        return _ESCAPE, escape.length + (1 if cur.peek_word(escape.length) == "out" else 0)
    return None


def _place_at(cur: Cursor, lemma: str, length: int) -> int | None:
    """Where the named place starts after the departure word, or None when no place is named: the object of
    ``left``, ``from <place>``, ``out|off of <place>``."""
    i = cur.pos + length
    if i >= cur.end:
        return None
    w = cur.words[i]
    if w == "from":
        return i + 1
    if w == "of" and cur.words[i - 1] in ("out", "off"):
        return i + 1
    if cur.words[cur.pos] in _LEAVE and length == 1 and (w in ("the", "their") or cur.sense("fn:possessive", i)):
        return i
    return None


def _ends(cur: Cursor, i: int) -> bool:
    return i >= cur.end or cur.words[i] in _END


_GO = "verb.go"
_TRAVEL = "travel"


def _going_into(cur: Cursor) -> bool:
    """``go|went|walked … into`` at the cursor (a one-word verb, not an ``-ing`` form)."""
    verb = cur.sense("verb")
    if verb is None or verb.length != 1 or cur.words[cur.pos].endswith("ing"):
        return False
    if verb.entry.id != _GO and verb.entry.category != _TRAVEL:
        return False
    return cur.peek_word(1) == "into"


def place_departure_ahead(cur: Cursor, more: bool) -> bool:
    """A departure word with a named place after it here, or a leak (``leaked [out]``) closing the clause; going
    into a place (not with ``more``: ``5 more ducks swim into the pond`` is groups.py's arrival)."""
    if _going_into(cur):
        return not more
    got = _departure_word(cur)
    if got is None:
        return False
    lemma, length = got
    if lemma == _ESCAPE and _ends(cur, cur.pos + length):
        return True
    return _place_at(cur, lemma, length) is not None


def _refuse(cur: Cursor, i: int, detail: str, reason: Reason = Reason.AMBIGUOUS_REFERENCE,
            code: str = "entity_binding") -> ReaderRefusal:
    i = min(i, cur.end - 1)
    return ReaderRefusal(reason, code, sentence_index=cur.sentence.index, token_index=i,
                         token_text=cur.tokens[i].text, frame="statement.departure", detail=detail)


def _holders(lex, ops: list[Op], item: Item) -> set[str]:
    """Who was told to hold or get those things so far (the things as named: a kind told apart must match), or
    kinds of them (``25 girls and 19 boys at the party … 8 children left the party``: pooled_unit_kinds.py)."""
    return {op.actor for op in ops if op.actor and op.kind in ("hold", "gain") and op.item is not None
            and (op.item.unit == item.unit and (not item.mods or op.item == item)
                 or not item.mods and lex.kind_of(op.item.unit, item.unit))}


def parse_place_departure(cur: Cursor, ctx: Context, ops: list[Op], value, item: Item | None, more: bool) -> None:
    """At the departure word (place_departure_ahead held): a loss of the named place, which must hold them."""
    check_more_departure(cur, ops, item, more)
    at = cur.pos
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    if _going_into(cur):
        _go_into(cur, ctx, ops, value, item)
        return
    lemma, length = _departure_word(cur)
    if lemma == _WENT_HOME and not is_people(cur.lex, item.unit):
        raise _refuse(cur, at, f"{item.unit} going home: only people do", Reason.UNPARSED_SENTENCE, "frame.statement")
    start = _place_at(cur, lemma, length)
    holders = _holders(cur.lex, ops, item)
    if start is None:  # a leak closing the clause: from the one holder of that stuff
        cur.pos += length
        if len(holders) != 1:
            raise _refuse(cur, at, f"{item.unit} leaked, and {len(holders)} holders of them told")
        place = next(iter(holders))
    else:
        cur.pos = start
        place = read_place(cur, ctx)
        if not place:  # "left a room": a place named anew is none of the holders
            raise _refuse(cur, start, "a departure from a place not told before")
        cur.take_word(*WHEN_ADVERBS)  # "left the gym early" (departures.WHEN_ADVERBS)
        if not _ends(cur, cur.pos):
            raise _refuse(cur, cur.pos, "words after the place left", Reason.UNPARSED_SENTENCE, "frame.statement")
        if place not in holders:
            raise _refuse(cur, start, f"{item.unit} leave {place}, which was not told to hold them")
    ops.append(Op(kind="lose", lemma=lemma, sentence=cur.sentence.index, actor=place, item=item, amount=fmt(value)))
    if start is not None and any(ctx.entities.get(h) == "n" and h not in ctx.institutions for h in holders - {place}):
        # (redteam5, ADR 0400) "28 students in the gym and 10 in the hall. 8 students left the gym.": the 8 may
        # now be in the hall, so all the students (``How many are there now?``) were read 30 — not known. Those who
        # left are held by an untold holder, with an unknown count (as passive_loans' borrowers): every total over
        # them is unknown, the gym's own 20 is still read (a question about the hall already refuses)
        ops.append(Op(kind="hold", lemma="fn.there", sentence=cur.sentence.index, actor=place + _LEAVERS, item=item,
                      amount=ctx.new_unknown()))


def _go_into(cur: Cursor, ctx: Context, ops: list[Op], value, item: Item) -> None:
    """``7 cows go into the barn``: a loss of the one place that holds them; the new place holds an untold number."""
    at = cur.pos
    lemma = cur.sense("verb").entry.id
    holders = _holders(cur.lex, ops, item)
    holder = next(iter(holders)) if len(holders) == 1 else None
    if holder is None or ctx.entities.get(holder) != "n" or holder in ctx.institutions:
        raise _refuse(cur, at, f"{item.unit} going into a place, and no one place holding them")
    cur.pos += 2  # the verb and "into"
    known = set(ctx.entities)
    start = cur.pos
    place = read_place(cur, ctx)
    if not place or place in known or cur.words[start] not in ("the", "a", "an"):  # "into a tree": anew
        raise _refuse(cur, start, f"{item.unit} going into a place told before, or none named")
    if not _ends(cur, cur.pos):
        raise _refuse(cur, cur.pos, "words after the place gone into", Reason.UNPARSED_SENTENCE, "frame.statement")
    if not scaled_places(holder, place, cur.lex):
        # "30 ants in the garden … crawled into the hole": is the hole in the garden? Without the pack's sizes of
        # both places, place_parts' guard (the new place may lie inside the old one) cannot tell
        raise _refuse(cur, start, f"going into {place}: whether it lies inside {holder} is not known")
    si = cur.sentence.index
    ops.append(Op(kind="lose", lemma=lemma, sentence=si, actor=holder, item=item, amount=fmt(value)))
    # the place gone into now holds an untold number of them (some may have been there before): asked about
    # it, or about all of them (``How many cows are there in all?`` is not the field's 11), the answer is unknown
    ops.append(Op(kind="hold", lemma="fn.there", sentence=si, actor=place, item=item, amount=ctx.new_unknown()))
