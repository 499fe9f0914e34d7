"""Things that go at a pace (v6): a passive rate and the time until all of them have gone.

    A pet store had 6 puppies when another 30 were brought in. If 4 puppies a day are sold,
    how long would it take for all of them to be sold?                       (6 + 30) ÷ 4 = 9 days

- ``another N were V-ed [in]``: ``another`` before the number of a passive clause is ``N more`` (the
  passive's own holder gains or loses them, as for ``3 more are added``).
- passive pace: ``R <unit> a|an|per|every|each <unit> are V-ed`` (a bare unit, a plain number) is a
  ``rate`` op with no actor: nothing moves when it is stated. Its holder is the one holder of those things
  when the question is answered (several or none refuse), decided by the solver and the verifier each.
- ``how long would/will/does it take for all of them to be V-ed``: what that holder holds ÷ R, in the
  rate's period, for the one passive pace of the SAME verb V; a second rate on those things, or a
  remainder (34 puppies at 4 a day: 8 days or 9?), refuses. The verb's pack category does not change
  the count: ``all of them`` are the things held, and each is V-ed once at the stated pace.
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Cursor, fmt

_PER = ("a", "an", "per", "every", "each")


def take_another(cur: Cursor) -> bool:
    """``another 34 were brought in``: consume ``another`` when a number follows (the caller reads the
    clause as a passive and ``another`` as ``more``)."""
    if cur.sense("fn:another") is None:
        return False
    nxt = cur.pos + cur.sense("fn:another").length
    if cur.sense("num", nxt) is None and cur.sense("number", nxt) is None:
        return False
    cur.pos = nxt
    return True


def parse_passive_pace(cur: Cursor, ops: list[Op], value, item: Item | None, more: bool) -> bool:
    """After ``4 puppies`` at the start of a clause: ``a day are adopted`` (nothing consumed otherwise).
    Only a plain positive number of a bare unit; ``more`` (``4 more a day``) is not a pace of all."""
    start = cur.pos
    if item is None or item.mods or more or value <= 0 or cur.take_word(*_PER) is None:
        return False
    per = cur.sense("unit")
    if per is None or per.form != "sg" or per.entry.id == item.unit:
        cur.pos = start
        return False
    cur.pos += per.length
    if not cur.take("fn:be"):
        cur.pos = start
        return False
    verb = cur.sense("verb")
    if verb is None:
        cur.pos = start
        return False
    cur.pos += verb.length
    if not (cur.at_end() or cur.peek_word() in (",", "and")):
        raise unparsed(cur, "statement.rate", "words after a passive pace (by whom? where?)")
    ops.append(Op(kind="rate", lemma=verb.entry.id, sentence=cur.sentence.index, actor="", item=item,
                  amount=fmt(value), target=per.entry.id))
    return True


def parse_clear_question(cur: Cursor, si: int) -> Question | None:
    """After ``How long``: ``would/will/does it take for all of them to be V-ed`` (nothing consumed
    otherwise). ``them`` are the things of the one passive pace of V (the solver finds it)."""
    start = cur.pos
    if cur.words[start - 1] != "long" or not cur.take("fn:aux") or not cur.take_word("it") \
            or cur.sense("verb") is None or cur.sense("verb").entry.category != "transfer_in":
        cur.pos = start
        return None
    cur.pos += cur.sense("verb").length  # "take", as goals.py reads "will it take him to …"
    if not (cur.take_word("for") and cur.take_word("all") and cur.take_word("of") and cur.take_word("them")
            and cur.take_word("to") and cur.take_word("be")):
        cur.pos = start
        return None
    verb = cur.sense("verb")
    if verb is None or cur.pos + verb.length != cur.end:
        cur.pos = start
        return None
    cur.pos += verb.length
    return Question(kind="rate_clear", sentence=si, lemma=verb.entry.id)


def clear_rate(rates: list[Op], q: Question) -> Op:
    """The one passive pace of the asked verb; ValueError otherwise (shape only: solver and verifier
    each find the holder and divide by their own means)."""
    mine = [r for r in rates if r.kind == "rate" and not r.actor and not r.event and r.lemma == q.lemma]
    if len(mine) != 1:
        raise ValueError(f"{len(mine)} passive paces of {q.lemma}")
    if any(r is not mine[0] and r.kind == "rate" and r.item.unit == mine[0].item.unit for r in rates):
        raise ValueError(f"{mine[0].item.unit} change at two rates")
    return mine[0]


def take_in_particle(cur: Cursor, category: str) -> bool:
    """``another 34 were brought in``: a bare ``in`` ending a passive gain says where they went — into the
    holder the passive already names — so it adds nothing. After a loss verb it is not read (``taken in``
    would contradict the loss)."""
    if category not in ("positive", "construct") or cur.peek_word() != "in":
        return False
    if cur.pos + 1 < cur.end and cur.words[cur.pos + 1] not in (",", "and", "when"):
        return False
    cur.pos += 1
    return True


def episode_ahead(cur: Cursor, at: int) -> bool:
    """``A shelter had 17 puppies when another 55 were brought in``: a past holding (``had``) right at
    ``at`` and a ``when`` later in the sentence tell one episode about one particular shelter, not what
    every shelter has (``A box has 6 pens`` stays a rate per box). trailing.take_when_event then reads
    the event after the holding."""
    return cur.peek_word(at - cur.pos) == "had" and any(cur.sense("fn:when", j) is not None
                                                         for j in range(at + 1, cur.end))
