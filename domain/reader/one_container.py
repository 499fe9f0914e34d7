"""``A jar has 20 cookies.`` then ``the jar``: that one jar, not each jar (reader v16, ADR 0345).

    A jar has 20 cookies. Tom takes 5 cookies out of the jar. How many cookies are left in the jar?     20 − 5

``A|An <container> has|had N <things>.`` is read as a rate (what each such container holds, v6), which is what it
says beside a count of containers (``A box has 9 apples. How many apples are in 3 boxes?``). When the story instead
goes on to name ``the <container>`` and never counts such containers, the ``a`` introduced the one container the
story is about: the rate becomes that container's holding. All of this must hold, else the rate stays (and the
places guard refuses a question about ``the <container>``, ADR 0330):

- the sentence is exactly ``a|an <container noun> has|had N <things>`` (the rate's own words, nothing else);
- a later operation or the question names ``the <container noun>`` (as holder, source, place or recipient);
- no sentence has the container noun in the plural, no operation counts or rates such containers otherwise, and
  the question does not ask about them.

check_rate_and_one (the guard beside it): a rate per container left standing (``Each jar has 56 cookies.``, or ``A
jar has …`` beside ``2 jars``) while an operation moves things into, out of or by ``the <container>`` refuses: the
solver would count that one container's things from nothing (``There are 2 jars on the table. Ann puts 3 cookies
in the jar. How many cookies does the jar have?`` answered 3; v15 did the same). The solver's own guard of this
(Solver.rate_for) runs only where the rate is used.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

_HAS = ("has", "had")


def _named(op: Op) -> tuple[str, ...]:
    return (op.actor, op.source, op.place, op.target, op.agent, *op.members)


def settle_one_container(ops: list[Op], question: Question, lex, story_words: list[tuple[int, list[str]]]) -> list[Op]:
    """Each qualifying ``per`` operation of ``A <container> has N <things>`` turned into the container's holding."""
    out = list(ops)
    words_of = dict(story_words)
    for i, op in enumerate(ops):
        if op.kind != "per" or op.actor or op.item is None or not op.target.startswith("unit."):
            continue
        unit = lex.unit_by_id.get(op.target)
        if unit is None or unit.family != "count":
            continue
        words = words_of.get(op.sentence, [])
        if len(words) < 5 or words[0] not in ("a", "an") or words[1] != unit.singular.lower() or words[2] not in _HAS:
            continue
        the = "the " + unit.singular.lower()
        later = [o for o in ops if o.sentence > op.sentence]
        if not any(the in _named(o) for o in later) and the not in (question.entity, question.other, question.place,
                                                                     question.source, *question.members):
            continue
        plural = unit.plural.lower()
        if any(plural in ws for _, ws in story_words) or any(
                o is not op and ((o.item is not None and o.item.unit == unit.id) or o.target == unit.id) for o in ops):
            continue
        if any(x is not None and x.unit == unit.id for x in (question.item, question.item2)):
            continue
        out[i] = msgspec.structs.replace(op, kind="hold", actor=the, target="")
    return out


def one_container_named(cur, ctx, ops: list[Op]) -> str | None:
    """v19 (ADR 0434): ``the <container>`` as the question's holder when the only thing told of such containers is a
    rate ``A|An <container> has|had N <things>`` (no holder): ``A building has 8 floors. There are 6 windows on each
    floor. How many windows does the building have?``. The entity is ``the <container>``; settle_one_container then
    decides (with every condition of the module doc) whether the rate is that one container's holding. When it stays
    a rate the holder is never said to hold anything and the question refuses. Consumes the words; else None."""
    from domain.reader.phrases import noun_run

    if cur.peek_word() != "the":
        return None
    got = noun_run(cur, cur.pos + 1, ("unit",))
    if got is None or got[0] or got[1].form != "sg":
        return None
    unit = got[1].entry
    if unit.family != "count" or unit.id in cur.lex.person_units:
        return None
    rates = [o for o in ops if o.kind == "per" and not o.actor and o.target == unit.id]
    if len(rates) != 1 or any(o is not rates[0] and unit.id in (o.target, o.item.unit if o.item else "") for o in ops):
        return None
    cur.pos = got[2]
    the = ctx.introduce("the " + unit.singular.lower(), "n")
    ctx.one_containers.add(the)
    return the


_MOVES = ("gain", "lose", "transfer", "move", "put")


def check_rate_and_one(ops: list[Op], lex) -> None:
    """Refuse a rate per container beside a change of ``the <container>``'s things (module doc)."""
    rated = {op.target for op in ops if op.kind == "per" and op.target.startswith("unit.")}
    for unit_id in rated:
        unit = lex.unit_by_id.get(unit_id)
        if unit is None:
            continue
        the = "the " + unit.singular.lower()
        for op in ops:
            if op.kind in _MOVES and the in _named(op):
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=op.sentence,
                                    frame="statement.container",
                                    detail=f"a rate per {unit.singular} and things moved at {the}: that one or each?")
