"""A rate told as an average, its act named by the question (reader v11, ADR 0195).

    Lukas averages 12 points per game in basketball. How many points would he score in 5 games?   12 × 5 = 60

``<subject> averages N <things> per|a|an|every|each|in each <period> [in <modifier>]`` (pack role ``average``)
says what ``scores 12 points per game`` says, except which act brings the things: a ``rate`` op whose verb is
left open (lemma ``fn.average``). The rate question (unit_rates.parse_rate_times: ``How many points would he
score in 5 games?``) names the act; ``settle_average`` then gives the open rate that verb, so the solver and
the verifier read an ordinary rate. It is read only when that is safe:

* the question is the rate question of the same person, things and period, and its verb is a gain
  (pack category ``positive``: score / get / earn / make). An average of points *lost*, *given* or *spent*
  is not what ``averages 12 points`` says by itself, and money (``averages $5 a day``: earned or spent?)
  is never read;
* the person has no other rate of those things and period (``scores 10 points per game`` beside it: which?);
* any other question, or the average left unread, refuses: an average describes, it moves nothing.

``in <modifier>`` after the rate (``in basketball``) only names what the periods are (basketball games); the
question's periods must then be bare (``in 5 games``; ``in 5 soccer games`` is not read by the rate question).
``averaged`` (past) reads the same: the rate held over the periods told.
"""
from __future__ import annotations

from fractions import Fraction

import msgspec

from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_item, read_number
from domain.reader.refusals import Reason, ReaderRefusal

OPEN = "fn.average"
_PER = ("per", "a", "an", "every", "each")


def parse_average_rate(cur: Cursor, ctx: Context, ops: list[Op], subject: str) -> bool:
    """After the subject: the form of the module doc to the clause end; False, nothing consumed, otherwise."""
    start = cur.pos
    role = cur.sense("fn:average")
    if role is None:
        return False
    cur.pos += role.length
    num = read_number(cur)
    if num is None or num[1] or num[0] <= 0:
        cur.pos = start
        return False
    item = read_item(cur, ctx)
    if item is None or item.mods or cur.lex.unit_by_id[item.unit].family == "money":
        cur.pos = start
        return False
    if cur.take_word("in") is not None and cur.peek_word() not in ("each", "every"):
        cur.pos = start
        return False
    if cur.take_word(*_PER) is None:
        cur.pos = start
        return False
    per = cur.sense("unit")
    if per is None or per.form != "sg" or per.entry.id == item.unit:
        cur.pos = start
        return False
    cur.pos += per.length
    save = cur.pos
    if cur.take_word("in") is not None:
        mod = cur.sense("modifier")
        if mod is None:
            cur.pos = save
        else:
            cur.pos += mod.length
    if not cur.at_end():
        cur.pos = start
        return False
    ops.append(Op(kind="rate", lemma=OPEN, sentence=cur.sentence.index, actor=subject, item=item,
                  amount=fmt(Fraction(num[0])), target=per.entry.id))
    return True


def settle_average(question: Question, ops: list[Op], verb_category: dict, si: int) -> list[Op]:
    """Give each open average rate the question's gain verb (module doc), or refuse."""
    open_rates = [i for i, op in enumerate(ops) if op.kind == "rate" and op.lemma == OPEN]
    if not open_rates:
        return ops
    if question.kind != "rate_times" or verb_category.get(question.lemma) != "positive" or len(open_rates) != 1:
        raise _refuse(si, "an average rate read only by the rate question of a gain")
    at = open_rates[0]
    rate = ops[at]
    if (rate.actor, rate.item, rate.target) != (question.entity, question.item, question.other):
        raise _refuse(si, "an average rate of someone else, other things or another period")
    if any(op.kind == "rate" and i != at and op.actor == rate.actor and op.item is not None
           and op.item.unit == rate.item.unit for i, op in enumerate(ops)):
        raise _refuse(si, "an average beside another rate of the same things")
    out = list(ops)
    out[at] = msgspec.structs.replace(rate, lemma=question.lemma)
    return out


def _refuse(si: int, detail: str) -> ReaderRefusal:
    return ReaderRefusal(Reason.UNKNOWN_QUANTITY, "rate", sentence_index=si, frame="statement.average_rate",
                         detail=detail)
