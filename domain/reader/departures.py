"""Members who quit, and the members left (v7, ADR 0098): ``There were 11 friends playing a video game online
when 5 players quit. If each player left had 5 lives, how many lives did they have total?`` (5 × (11 − 5)).

- ``N players quit`` / ``N players left`` (a clause of a counted subject and a departure word, nothing after it):
  the counted people went away — a loss of the one holder of them. ``quit`` is a pack function word of its own
  (role ``depart``), never a learned loss verb: ``5 players lost`` may say they lost the game and stayed, so
  only a word that means leaving is read as leaving. When nothing named the players before, they are the doers
  of the one there-participle group (``friends playing`` → ``players``; doers.py): that group loses them.
- ``each player left had 5 lives``: ``left`` between ``each <unit>`` and the rate's verb is the participle
  *remaining* (the verb reading ``each player left`` would leave ``had 5 lives`` without a subject). It is read
  only after a departure of those members was told, and the rate is then over the ones remaining — exactly
  the current holding a per-member rate multiplies (the solver's own reading of ``each player had``). Any
  change of those members after the rate refuses (``3 more players joined``: do the new ones have 5 lives?).
- v8 (ADR 0110): ``each member that did show up scored 6 points`` after ``2 members didn't show up``: the
  relative ``that did show up`` (pack role ``attend``) names the same members remaining, said as the positive
  of the departure. Read only after a ``didn't show up`` departure of those members (``fn.no_show``): after
  ``5 players quit`` a player ``that did show up`` may be one who showed up and then quit; with no departure
  told, ``that did show up`` may pick out some members the text never counted. Both refuse.
"""
from __future__ import annotations

from domain.reader.doers import doers_group
from domain.reader.expected_guests import is_people
from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt
from domain.reader.refusals import Reason, ReaderRefusal

_END = (",", "and", "but", "then")
DEPARTURES = ("fn.left", "fn.quit", "fn.no_show", "fn.gave_up", "fn.went_away",  # v13: blew/flew/ran away (gone_away.py)
              # v14 (ADR 0284): things that cease to be or go by themselves, one entry per meaning
              "fn.died", "fn.popped", "fn.melted", "fn.escaped", "fn.fell_off", "fn.got_lost", "fn.stolen",
              "fn.went_home",  # v16 (ADR 0341): "5 kids went home" from where they were counted
              "fn.leave",  # v16 (ADR 0335): leave / leaves, the present of "left"
              "fn.jumped_out",  # v17 (ADR 0365): "12 frogs jumped out", "2 frogs hopped off"
              "fn.got_out")  # v18 (ADR 0390): "29 people got out [of the pool]", "5 people walked out"
"""The lemmas of a departure op (a loss of counted members)."""


_WENT_HOME = "fn.went_home"


def _ends(cur: Cursor, i: int) -> bool:
    return i >= cur.end or cur.words[i] in _END


WHEN_ADVERBS = ("early", "later")
"""v18 (ADR 0390): adverbs of when that may close a departure (``7 people left early and 5 people left later``):
they say nothing of who left or from where."""


def _ends_when(cur: Cursor, i: int) -> bool:
    """The clause ends at ``i``, or after one of the ``WHEN_ADVERBS`` adverbs there."""
    return _ends(cur, i) or (i < cur.end and cur.words[i] in WHEN_ADVERBS and _ends(cur, i + 1))


def departure_ahead(cur: Cursor) -> bool:
    """``left`` / ``quit`` right here, ending the clause."""
    depart = cur.sense("fn:depart")
    if depart is not None:  # v8: a departure may be several words ("didn't show up")
        return _ends_when(cur, cur.pos + depart.length)
    return cur.sense("fn:rest") is not None and cur.peek_word() == "left" and _ends_when(cur, cur.pos + 1)


def check_more_departure(cur: Cursor, ops: list[Op], item: Item | None, more: bool) -> None:
    """v13 red team (ADR 0264): ``There were 70 ducks in the yard. 7 more ducks flew away.``: more than which
    ducks that went away? With no departure of those things told before, ``more`` has nothing to add to (as
    ``12 more campers got off the van``, ADR 0243): refused."""
    if not more:
        return
    unit = item.unit if item is not None else None
    if any(op.kind == "lose" and op.lemma in DEPARTURES and (unit is None or (op.item is not None and op.item.unit == unit))
           for op in ops):
        return
    i = cur.pos
    raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=cur.sentence.index, token_index=i,
                        token_text=cur.tokens[i].text, frame="statement.departure",
                        detail="'more' leaving with none of them told to leave before: more than which?")


def parse_departure(cur: Cursor, ctx: Context, ops: list[Op], value, item: Item | None) -> None:
    """``N X left`` / ``N X quit`` (at the departure word): a loss of the one holder of X — the solver's only
    holder, or (nothing named X before) the there-participle group whose doers X are."""
    depart = cur.sense("fn:depart")
    lemma = depart.entry.id if depart is not None else "fn.left"  # fn.quit / fn.no_show (v8)
    cur.pos += depart.length if depart is not None else 1
    cur.take_word(*WHEN_ADVERBS)  # v18 (ADR 0390): "left early"
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    if lemma == _WENT_HOME and not is_people(cur.lex, item.unit):
        # v16 (ADR 0341): only people go home (``3 apples went home`` is no departure the pack vouches for)
        raise ReaderRefusal(Reason.UNPARSED_SENTENCE, "frame.statement", sentence_index=cur.sentence.index,
                            token_index=cur.pos - 1, token_text=cur.tokens[cur.pos - 1].text,
                            frame="statement.departure", detail=f"{item.unit} going home: only people do")
    actor = ""
    if not item.mods and not any(op.item is not None and op.item.unit == item.unit for op in ops):
        actor = doers_group(cur, ctx, ops, item) or ""  # v7: "11 friends playing … when 5 players quit"
    ops.append(Op(kind="lose", lemma=lemma, sentence=cur.sentence.index, actor=actor, item=item, amount=fmt(value)))


def take_remaining_members(cur: Cursor, ctx: Context, ops: list[Op], container: Item) -> None:
    """After ``each player``: ``left`` before the rate's verb (the members remaining), consumed only after a
    departure of those members; nothing consumed when no ``left`` is here. v8: ``that did show up`` before the
    verb, after a ``didn't show up`` of those members, is the same remaining members."""
    attend = _attending(cur)
    if attend:
        if not any(op.kind == "lose" and op.lemma == "fn.no_show" and op.item is not None
                   and op.item.unit == container.unit for op in ops):
            i = cur.pos
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=cur.sentence.index,
                                token_index=i, token_text=cur.tokens[i].text, frame="statement.rate",
                                detail=f"'each {container.unit} that did show up' with no {container.unit} "
                                       "told not to show up")
        cur.pos += attend
        ctx.remaining_rates.append((cur.sentence.index, container.unit))
        return
    if not (cur.sense("fn:rest") and cur.peek_word() == "left" and cur.sense("verb", cur.pos + 1)):
        return
    if not any(op.kind == "lose" and op.item is not None and op.item.unit == container.unit for op in ops):
        i = cur.pos
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="statement.rate",
                            detail=f"'each {container.unit} left' with none of them gone: left after what?")
    cur.pos += 1
    ctx.remaining_rates.append((cur.sentence.index, container.unit))


def _attending(cur: Cursor) -> int:
    """``that did show up`` right before a verb: its length in tokens (0 when absent)."""
    if cur.peek_word() != "that":
        return 0
    attend = cur.sense("fn:attend", cur.pos + 1)
    if attend is None or cur.sense("verb", cur.pos + 1 + attend.length) is None:
        return 0
    return 1 + attend.length


def check_remaining_rates(ops: list[Op], marks: list[tuple[int, str]]) -> None:
    """A rate over the members left (``each player left had 5 lives``) is over the members as they are then;
    a later change of them (``3 more players joined``) leaves the new ones' share unsaid: refused."""
    for si, unit in marks:
        if any(op.sentence > si and op.item is not None and op.item.unit == unit for op in ops):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=si,
                                frame="statement.rate",
                                detail=f"{unit} changed after a rate over the ones left")


def check_rate_before_departure(ops: list[Op]) -> None:
    """``Each player had 5 lives. 5 players quit. How many lives did they have?``: do the ones who left still
    count (55) or not (30)? A per-member rate told before a departure of those members refuses; told after it
    (``each player [left] had 5 lives``) it is over the members remaining."""
    for i, op in enumerate(ops):
        if op.kind != "per":
            continue
        if any(o.kind == "lose" and o.lemma in DEPARTURES and o.item is not None
               and o.item.unit == op.target for o in ops[i + 1:]):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_group", sentence_index=op.sentence,
                                frame="statement.rate",
                                detail=f"a rate per {op.target} told before some of them left: are those counted?")
