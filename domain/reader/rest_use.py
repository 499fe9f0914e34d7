"""The rest set aside to make things (v8, ADR 0110):

    The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest
    to make pies. If each pie takes 9 apples, how many pies could they make?            (62 − 8) ÷ 9

``[decided to] use the rest to <make verb> <things>`` (also ``used the rest to make pies``) moves nothing: it
says which apples the pies are made of — what the subject has left at that point. Without it the containers
question has no holder (after apples moved to the students, whose apples make the pies? solver.rate_groups
refuses); with it the question's pool is the subject's holding. So the clause is recorded, not turned into
an op, and settled after the question is read (``settle_rest_use``):

- the question must be the container-count question (``how many pies could they make``) of those very
  things, asked of nobody in particular (``they``) or of the subject; any other question refuses (``How many
  apples does the cafeteria have?``: are the ones set aside for pies still counted as had?);
- nothing may change any holding after the clause (``… and gave 3 to Tom``: then the rest is no longer what
  the cafeteria has);
- the subject had one kind of things before (``had 62 apples and 10 pears … the rest``: of which?);
- one such clause only.
- (red9, ADR 0118) ``they`` is read only when the subject is no named person (``Tom … used the rest …: how
  many pies could they make?`` — Tom alone, or with Anne?), and the subject's last change before the clause
  must be a part of its things going away (``ate 8``, ``handed out 8``): after a gain, ``the rest`` of what?

``the rest`` here is the subject's whole remaining holding; that it is the rate's things (apples, not the
cafeteria's plates) is checked by the solver's containers question, which refuses a rate of other things.
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor, noun_run
from domain.reader.refusals import Reason, ReaderRefusal

STATIC = ("per", "price", "describe")
_LOSSES = ("lose", "transfer")
"""Ops by which the subject parts with some of its things (``ate 8``, ``handed out 8 to students``)."""
"""Ops that change no holding (rates, prices, descriptions)."""


def take_rest_use(cur: Cursor, ctx: Context, ops: list[Op], subject: str) -> bool:
    """After the subject: ``[decided to] use the rest to make <plural things>`` to the clause end, recorded
    in ``ctx.rest_uses`` (nothing consumed and False when not this form)."""
    start = cur.pos
    decide = cur.sense("verb")
    if decide is not None and decide.entry.id == "verb.decide" and cur.peek_word(decide.length) == "to":
        cur.pos += decide.length + 1
    use = cur.sense("verb")
    if use is None or use.entry.id != "verb.use" or cur.sense("fn:remainder", cur.pos + use.length) is None:
        cur.pos = start
        return False
    cur.pos += use.length
    cur.pos += cur.sense("fn:remainder").length
    make = cur.sense("verb", cur.pos + 1) if cur.peek_word() == "to" else None
    if make is None or make.entry.category != "construct":
        cur.pos = start
        return False
    got = noun_run(cur, cur.pos + 1 + make.length, ("unit",))
    if got is None or got[1].form != "pl" or got[2] != cur.end:
        cur.pos = start
        return False
    cur.pos = got[2]
    ctx.rest_uses.append((len(ops), cur.sentence.index, subject, got[1].entry.id))
    return True


def settle_rest_use(question: Question, ops: list[Op], ctx: Context, si: int) -> Question:
    """The containers question of a ``use the rest to make <things>`` clause: asked of its subject."""
    if not ctx.rest_uses:
        return question

    def refuse(detail: str) -> ReaderRefusal:
        return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_group", sentence_index=si,
                             frame="question.rest_use", detail=detail)
    if len(ctx.rest_uses) > 1:
        raise refuse("the rest set aside twice")
    at, _, subject, made = ctx.rest_uses[0]
    if question.kind != "rate_groups" or question.other != made or question.entity not in ("", subject):
        raise refuse(f"the rest set aside to make {made} and a question not about how many are made")
    if any(op.kind not in STATIC for op in ops[at:]):
        raise refuse("holdings changed after the rest was set aside")
    if question.entity == "" and ctx.entities.get(subject) in ("m", "f", "x"):
        # red9: "Tom had 62 apples. Anne had 9. Tom gave 8 to Anne and used the rest …: how many pies could
        # they make?" — a named person is he or she; "they" may be Tom and Anne together
        raise refuse(f"'they' asked after {subject} set the rest aside: {subject} alone, or with others?")
    changes = [op for op in ops[:at] if op.kind not in STATIC and op.kind != "hold"]
    if not changes or not (changes[-1].actor == subject and changes[-1].kind in _LOSSES):
        # red9: "the rest" is what is left once a part went away ("handed out 8 … the rest"); after a gain
        # ("Anne gave him 6 more and he used the rest") or no change, the rest of what is not said
        raise refuse(f"'the rest' with no part of {subject}'s things taken away just before")
    kinds = {op.item.unit for op in ops[:at] if op.item is not None and subject in (op.actor, op.target)}
    if len(kinds) != 1:
        # "had 62 apples and 10 pears … use the rest": the rest of the apples, or of everything?
        raise refuse(f"the rest of {len(kinds)} kinds of things")
    return Question(kind="rate_groups", sentence=question.sentence, entity=subject, item=question.item,
                    other=question.other)
