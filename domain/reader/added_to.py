"""``added 0.3 cup of raisins to a batch of trail mix`` (reader v13, ADR 0262): where added things go.

``add`` is putting something into something: ``to <a thing>`` after it names where the things go, as ``into the
bowl`` does (the place of the gain), never a recipient (``added 3 apples to the bowl`` gives the bowl nothing
to hold in return). Read only after the verb ``add`` and when the phrase names a thing (a neuter place or
container, no person: ``to Tom`` stays the refused recipient); a container may say what it is of (``a batch of
trail mix``, ``the bowl of soup``): those contents are its description and move nothing. The place then
reads exactly as ``into <the thing>`` did before (circumstances' place slot).
"""
from __future__ import annotations

from domain.reader.circumstances import Circumstances, read_place
from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor, noun_run, rewinder
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.scenes import EVENT_QUESTIONS

ADD = "verb.add"


def take_added_to(cur: Cursor, ctx: Context, verb, circ: Circumstances) -> bool:
    """``to <det|poss> <thing> [of <stuff>]`` after ``add``: the place the things go (module doc)."""
    if verb.id != ADD or cur.peek_word() != "to" or circ.place:
        return False
    rewind = rewinder(cur, ctx)
    cur.pos += 1
    if cur.peek_word() not in ("a", "an", "the") and cur.sense("fn:possessive") is None:
        return rewind()
    place = read_place(cur, ctx)
    if not place or ctx.entities.get(place) != "n" or _person(cur, cur.pos - 1):
        # "to Tom", "to the teacher": a recipient, refused as before
        return rewind()
    if cur.peek_word() == "of":
        got = noun_run(cur, cur.pos + 1, ("unit",))
        if got is None:
            return rewind()
        cur.pos = got[2]  # "a batch of trail mix": what the batch is, not things added
    circ.place = place
    return True


def _person(cur: Cursor, i: int) -> bool:
    """The noun ending at token ``i`` is a person (``to the teacher``)."""
    if cur.sense("person", i) is not None:
        return True
    s = cur.sense("place", i)
    return s is not None and getattr(s.entry, "person", False)


def check_added_places(ops: list[Op], question: Question) -> None:
    """Things added into or to a thing (``added 3 apples to the bowl``, ``… into the bowl``) went there: whether
    they were the adder's own before (``Jonah had 5 cups of raisins``) or came from elsewhere is not said, so
    the adder's holding is not settled. A question about the adding itself reads, and so does one about another
    holder when the adder holds those things nowhere but at that place (``had 8 songs on her mp3 player … added
    10 new songs``); a holding question about the adder, or an adder holding them elsewhere, refuses (red team
    of ADR 0262: ``Jonah had 5 cups of raisins. He added 0.3 cup of raisins to a batch of trail mix. How many
    cups of raisins does Jonah have?`` answered 5.3 through the ``into`` reading of main)."""
    if question.kind in EVENT_QUESTIONS:
        return
    for op in ops:
        if op.kind != "gain" or op.lemma != ADD or not op.place or not op.actor or op.item is None:
            continue
        adder = op.actor
        elsewhere = any(o is not op and o.item is not None and o.item.unit == op.item.unit
                        and adder in (o.actor, o.target, o.source) and o.place != op.place for o in ops)
        if (question.entity == adder and question.place != op.place) or elsewhere:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=op.sentence,
                                frame="statement.added_to",
                                detail=f"things {adder} added into {op.place}: whether they were {adder}'s own, "
                                       "and who holds them now, is not said")
