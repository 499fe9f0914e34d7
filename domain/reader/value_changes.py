"""A thing's value changed by an amount, its value before or after told, the other asked (v13, ADR 0261).

    Recently, the value of Kate's retirement fund decreased by $12. If her fund was worth $1472 before, how much
    is it worth now?                                                                         1472 − 12 = 1460

Why a module of its own: a value (a price, what a thing is worth) is no holding: nothing is given, bought or
lost, and ``decreased by $12`` names no one who lost the money. The change and one of the two values make the
other: worth before − decrease (or + increase) = worth now. The text is read as a whole, in one shape:

1. ``[<time> ,] the value|price (pack role ``value``) of <owner's|his|her|the> [mods] <thing> increased|decreased by <money> [<time>]``
   (the owner a name with ``'s``; ``increase`` / ``decrease`` are the pack roles ``increase`` / ``decrease``);
2. the question, with the other value as its ``If`` clause (or as a sentence of its own before it):
   ``If <it|his|her|the owner's|the> [mods] <thing> was worth <money> before, how much is <it|the …> worth now?``
   or ``If … is worth <money> now, how much was <it|…> worth before?`` — the same thing (its modifiers, when
   repeated, the same), ``his``/``her`` only of an owner of that gender.
The other value; refused when it would be negative. Another thing, both values told, a value asked at the time
told, ``now`` twice, money in another unit keep the text from this form (or refuse once the first sentence is it).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run
from domain.reader.prices import read_dollar_amount
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.repeats import repeated_time
from domain.reader.results import Step

VALUE = "value_change"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, VALUE, detail, reason)


def _money(cur: Cursor) -> Fraction | None:
    return read_dollar_amount(cur, zero=True)


def _thing(cur: Cursor) -> tuple[tuple[str, ...], str] | None:
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[1].form != "sg" or any(a.cls != "modifier" for a in got[0]):
        return None
    cur.pos = got[2]
    return tuple(a.entry.id for a in got[0]), got[1].entry.id


def _owner(cur: Cursor) -> tuple[str, str] | None:
    """``Kate's`` (name, gender) / ``his`` / ``her`` / ``the`` (owner "", gender "")."""
    if cur.take_word("the"):
        return "", ""
    w = cur.peek_word()
    if w in ("his", "her"):
        cur.pos += 1
        return "", "m" if w == "his" else "f"
    name = cur.sense("name")
    if name is not None and cur.sense("poss", cur.pos + 1) is not None and cur.tokens[cur.pos].text[:1].isupper():
        gender = name.entry.gender if name.entry is not None else "x"
        cur.pos += 2
        return cur.tokens[cur.pos - 2].text, gender
    return None


def _change(cur: Cursor):
    """The first sentence: (owner, gender, mods, thing, +1|-1, amount) or None."""
    cur.pos = 0
    if cur.sense("time") is not None:
        if repeated_time(cur.lex, cur.sense("time")):
            return None  # red team 8: "Every day, the value … decreased by $12"
        cur.pos += cur.sense("time").length
        cur.take_word(",")
    if cur.take_word("the") is None or cur.sense("fn:value") is None:
        return None
    cur.pos += cur.sense("fn:value").length
    if cur.take_word("of") is None:
        return None
    owner = _owner(cur)
    thing = _thing(cur) if owner is not None else None
    if thing is None:
        return None
    up, down = cur.sense("fn:increase"), cur.sense("fn:decrease")
    if (up is None) == (down is None):
        return None
    cur.pos += (up or down).length
    if cur.take_word("by") is None:
        return None
    amount = _money(cur)
    if amount is None or amount == 0:
        return None
    if cur.sense("time") is not None:
        if repeated_time(cur.lex, cur.sense("time")):
            return None  # red team 8: "decreased by $12 every day": over how many days?
        cur.pos += cur.sense("time").length
    if not cur.at_end():
        return None
    return owner[0], owner[1], thing[0], thing[1], 1 if up is not None else -1, amount


def claims(cursors: list[Cursor]) -> bool:
    if len(cursors) not in (2, 3):
        return False
    got = _change(cursors[0])
    cursors[0].pos = 0
    return got is not None


def _same_thing(cur: Cursor, owner: str, gender: str, mods, thing: str) -> bool:
    """``it`` or ``<his|her|Kate's|the> [mods] <thing>`` naming the changed thing."""
    if cur.take_word("it"):
        return True
    got = _owner(cur)
    if got is None:
        return False
    if got[0] and got[0] != owner:
        return False
    if not got[0] and got[1] and (not owner or got[1] != gender):
        return False
    again = _thing(cur)
    return again is not None and again[1] == thing and (not again[0] or again[0] == mods)


def _told(cur: Cursor, owner, gender, mods, thing) -> tuple[Fraction, str] | None:
    """``<the thing> was worth <money> before`` / ``is worth <money> now``: (value, "before"|"now")."""
    if not _same_thing(cur, owner, gender, mods, thing):
        return None
    be = cur.take_word("was", "is")
    if be is None or cur.sense("fn:worth") is None:
        return None
    cur.pos += 1
    value = _money(cur)
    when = cur.take_word("before", "now")
    if value is None or when is None or (be == "was") != (when == "before"):
        return None
    return value, when


def parse_value_change(cursors: list[Cursor]) -> Graph:
    owner, gender, mods, thing, sign, amount = _change(cursors[0])
    q = cursors[-1]
    if len(cursors) == 3:
        told_cur, ask = cursors[1], q
        told_cur.pos = 0
        told = _told(told_cur, owner, gender, mods, thing)
        if told is None or not told_cur.at_end():
            raise _refuse(told_cur, "expected '<the thing> was worth <money> before' or 'is worth … now'")
        ask.pos = 0
    else:
        commas = [i for i in range(q.end - 1) if q.words[i] == "," and q.words[i + 1] == "how"]
        if q.peek_word() != "if" or len(commas) != 1:
            raise _refuse(q, "expected 'If … worth … before, how much …'", Reason.UNPARSED_QUESTION)
        clause = Cursor(q.lex, q.sentence, 1, commas[0])
        told = _told(clause, owner, gender, mods, thing)
        if told is None or not clause.at_end():
            raise _refuse(q, "expected '<the thing> was worth <money> before'", Reason.UNPARSED_QUESTION)
        ask = q
        ask.pos = commas[0] + 1
    value, when = told
    if ask.take_word("how") is None or ask.take_word("much") is None:
        raise _refuse(ask, "expected 'how much'", Reason.UNPARSED_QUESTION)
    be = ask.take_word("is", "was")
    if be is None or not _same_thing(ask, owner, gender, mods, thing) or ask.sense("fn:worth") is None:
        raise _refuse(ask, "expected 'is it worth'", Reason.UNPARSED_QUESTION)
    ask.pos += 1
    asked = ask.take_word("now", "before")
    if asked is None or not ask.at_end() or asked == when or (be == "is") != (asked == "now"):
        raise _refuse(ask, "the question must ask the other value", Reason.UNPARSED_QUESTION)
    money = Item(unit="unit.dollar")
    ops = [Op(kind="told_value", lemma="fn.worth", sentence=len(cursors) - 2, actor=thing, item=money,
              amount=fmt(value), time=when),
           Op(kind="value_change", lemma="fn.increase" if sign > 0 else "fn.decrease", sentence=0, actor=thing,
              item=money, amount=fmt(amount))]
    return Graph(ops=ops, question=Question(kind=VALUE, sentence=len(cursors) - 1, item=money, time=asked))


def _signed(graph: Graph) -> tuple[Fraction, Fraction, int, str]:
    told, change = graph.ops
    sign = 1 if change.lemma == "fn.increase" else -1
    delta = sign * Fraction(change.amount) * (1 if told.time == "before" else -1)
    return Fraction(told.amount), delta, sign, told.time


def value_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: before + change = now (the change's sign from its verb)."""
    value, delta, _, _ = _signed(graph)
    out = value + delta
    if out < 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=VALUE,
                            detail=f"a value of {fmt(out)}")
    told, change = graph.ops
    return out, "unit.dollar", [Step(lemma=change.lemma, kind=VALUE, holder=told.actor,
                                     operands=[told.amount, change.amount], before=told.amount, after=fmt(out))]


def verify_value(lex, graph: Graph) -> Fraction:
    """Verifier: from the value told, the change applied forward (before → now) or undone (now → before)."""
    told, change = graph.ops
    step = Fraction(change.amount) if change.lemma == "fn.increase" else -Fraction(change.amount)
    return Fraction(told.amount) + step if told.time == "before" else Fraction(told.amount) - step
