"""Words left after a complete clause (v6): number-free trailing phrases that describe what a clause
counted without changing how many there are.

- ``A waiter had 47 customers to wait on`` / ``Tom had 12 shirts to wash``: an object-gap purpose
  infinitive (``to`` + a pack verb + an optional stranded preposition) ending a holding. The things are
  held; the verb says what they are for. A later clause with that same verb refuses: ``He washed 5`` may
  be work done on the held shirts (nothing moves) or more shirts (a gain) — the text does not say.
- ``There were 10 students riding on the school bus`` / ``There are 17 students trying out for the
  school's trivia teams``: a participle phrase (a pack verb's ``-ing`` form, an optional number-free noun
  phrase, number-free preposition phrases and time words) ending a ``there`` sentence. It says what the
  counted things are doing; the holding is the count. A participle with a quantity (``making 3 stars
  each``: a rate) or followed by anything else (``… when 5 more players joined``) is not read here.

Nothing here is read when a number follows: a phrase that could restrict or change a quantity is left
to the caller, which refuses.
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.phrases import Context, Cursor, noun_run
from domain.reader.refusals import Reason


def take_object_purpose(cur: Cursor, ctx: Context) -> bool:
    """``to wait on`` / ``to wash`` at the end of a holding (nothing consumed when not this form): the
    verb's object is the held thing itself, so the phrase must end the sentence or the clause."""
    if cur.peek_word() != "to":
        return False
    verb = cur.sense("verb", cur.pos + 1)
    if verb is None:
        return False
    end = cur.pos + 1 + verb.length
    prep = cur.sense("fn:preposition", end)
    if prep is not None:
        end += prep.length  # "customers to wait on": the preposition's object is the held thing too
    if end < cur.end and cur.words[end] not in (",", "and"):
        return False  # "to give to Tom", "to make 2 cakes": not an object gap; left to the caller
    cur.pos = end
    ctx.purposes.add(verb.entry.id)
    return True


def check_purpose_verb(cur: Cursor, ctx: Context, verb) -> None:
    """A clause whose verb is the purpose of things held (``had 12 shirts to wash … washed 5``) refuses:
    is it work done on those things or more of them? The text never says."""
    if verb.id in ctx.purposes:
        raise unparsed(cur, "statement.purpose", f"{verb.id} is what the held things are for: done to them "
                       "or more of them?", Reason.UNSUPPORTED_FORM, "frame.purpose_task")


# participles that work as prepositions restricting what is counted ("20 people excluding teachers"):
# never a mere description, whatever a learned pack entry says they are
_RESTRICTING = frozenset({"including", "excluding", "counting", "excepting", "barring", "considering", "leaving"})


def take_there_participle(cur: Cursor, ctx: Context) -> bool:
    """``riding on the school bus`` / ``trying out for the school's trivia teams`` after ``There were N
    students``: consumed only when the number-free phrase reaches the end of the sentence."""
    head = cur.sense("verb") or cur.sense("activity")
    if head is None or cur.peek_word() in _RESTRICTING:
        return False
    # the participle is the head's -ing word (``riding``), the first word of a phrasal verb (``trying out``,
    # v8 ADR 0115)
    ing = [w for w in cur.words[cur.pos:cur.pos + head.length] if w.endswith("ing")]
    if not ing:
        return False
    start = cur.pos
    cur.pos += head.length
    save = cur.pos
    if cur.take("fn:determiner") is None:
        cur.take("fn:possessive")
    got = noun_run(cur, cur.pos, ("unit", "place"))
    cur.pos = got[2] if got is not None else save
    while not cur.at_end():
        if cur.take("time") or cur.take("fn:adverb") or _plain_pp(cur):
            continue
        break
    if not cur.at_end() and not _past_when_ahead(cur, start):
        cur.pos = start
        return False
    obj = got[1].entry.id if got is not None and got[1].cls == "unit" else ""
    ctx.last_participle = (ing[-1], obj)  # v7: the doers' noun (doers.py)
    return True


_PAST_HOLDING = frozenset({"had", "were", "was"})


def _past_when_ahead(cur: Cursor, start: int) -> bool:
    """A ``when`` clause ahead of a past-tense holding (see ``take_when_event``)."""
    return cur.sense("fn:when") is not None and bool(_PAST_HOLDING & set(cur.words[:start]))


def take_when_event(cur: Cursor, clause_ops: list) -> bool:
    """``A shelter had 17 puppies when another 5 were brought in`` / ``There were 4 friends playing when 2
    more players joined``: a past-tense holding, then ``when`` and a clause that is itself a statement.
    The holding is what there was at the time of the event, so the event applies after it: the two are
    read in text order, as if joined by ``and then``. Only after a clause that stated holdings and nothing
    else, in the past tense: ``earns 5 dollars when he mows a lawn`` is a rate (every time), not one event,
    and stays refused. Consumes ``when`` only; the caller reads the clause."""
    if cur.sense("fn:when") is None or not clause_ops or any(op.kind != "hold" for op in clause_ops):
        return False
    before = set(cur.words[:cur.pos])
    if not before & _PAST_HOLDING or before & {"has", "have", "is", "are"}:
        return False
    if cur.pos + 1 >= cur.end:
        return False
    cur.pos += 1
    return True


def take_holding_total(cur: Cursor, quantities: list) -> bool:
    """``Now she has 2778 marbles all together`` / ``… in all``: the holding already is the holder's whole
    amount, so a total word ending the sentence (or the comma-clause) after ONE stated quantity adds nothing.
    After a list (``3 apples and 4 pears in all``) or after another clause (``Sam has 5 apples and Tom has 3
    apples combined``) it could mean a sum and is not read."""
    if len(quantities) != 1 or quantities[0][0] is None:
        return False
    if set(cur.words[:cur.pos]) & {"and", "but", "then", ","}:
        return False  # "Sam has 5 apples and Tom has 3 apples combined": the total may span both clauses
    total = cur.sense("fn:total")
    if total is None:
        return False
    end = cur.pos + total.length
    if end < cur.end and cur.words[end] not in (",", "and"):
        return False
    cur.pos = end
    return True


def _plain_pp(cur: Cursor) -> bool:
    """A preposition and a number-free noun phrase, possibly possessed (``on the school bus``, ``for the
    school's trivia teams``). Nothing is introduced: the phrase only describes."""
    prep = cur.sense("fn:preposition")
    if prep is None:
        return False
    start = cur.pos
    cur.pos += prep.length
    if cur.take("fn:determiner") is None:
        cur.take("fn:possessive")
    got = noun_run(cur, cur.pos, ("unit", "place", "person"))
    if got is not None and cur.sense("poss", got[2]) is not None:
        outer = noun_run(cur, got[2] + 1, ("unit", "place", "person"))
        got = outer if outer is not None else None
    if got is not None:
        cur.pos = got[2]
    # a group noun may head the phrase or end it ("for the trivia teams", "in groups")
    if cur.take("fn:group") is None and got is None:
        cur.pos = start
        return False
    return True
