"""A holding with a comparison in apposition (v16, ADR 0332).

    Sam has 12 apples, 4 more than Tom. How many apples does Tom have?                    12 − 4 = 8
    Sam has 12 apples, which is 4 more than Tom has. How many apples does Tom have?       8
    Sam has 12 apples, 3 times as many as Tom. How many apples does Tom have?             12 / 3 = 4
    Sam has 12 apples, 2 fewer than Tom. How many apples does Tom have?                   12 + 2 = 14

The holding (``Sam has 12 apples``) and the comparison (``Sam has 4 more apples than Tom``) were read as two
sentences; told in one, the number after the comma was taken as a second item of a list (``12 apples, 4``) and
``more`` was left over. Read here, right after ``has|had``, as the whole rest of the sentence:
``N <things>, [which is|that is|which was|that was] <difference or multiple> [<things>] than|as <someone>
[has|does|had|did]``, where the difference is ``M more|fewer|less`` and the multiple ``twice|half|K times as
many``. It makes the holding and the comparison the two sentences would make (``hold`` then ``compare_add`` or
``compare_mul`` of the same things against that someone); the solver's equations fix the other's holding
(Tom's = 12 − 4), and its whole-count and non-negative checks refuse a part that is not whole (``12 apples,
5 times as many as Tom``) or less than nothing.

Refused (once the comma and a comparison word are there): ``K times more|less than`` (ambiguous), ``more``
with no number, a unit after the difference other than the holding's (``12 apples, 4 more pears than Tom``),
a money holding, a list of holdings before the comma (which one is compared?), the holder compared with
itself, ``is`` after ``had`` or ``was`` after ``has`` and a closing verb in the other tense, and any other word
left. A pronoun after ``than`` is resolved as everywhere (two people it may be refuse).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor, fmt, read_entity, read_item, read_number
from domain.reader.refusals import Reason

_PRESENT = {"has": ("is", ("has", "does")), "have": ("is", ("has", "does", "have", "do")),
            "had": ("was", ("had", "did"))}


def _comparison_ahead(cur: Cursor, at: int) -> bool:
    """Whether a comparison opens at ``at`` (after the comma and an optional ``which is``)."""
    if cur.sense("multiplier", at) is not None:
        return True
    n = at
    if cur.sense("num", n) is None and cur.sense("number", n) is None:
        return cur.sense("fn:more", n) is not None or cur.sense("fn:fewer", n) is not None
    while n < cur.end and (cur.sense("num", n) is not None or cur.sense("number", n) is not None):
        n += 1
    return any(cur.sense(c, n) is not None for c in ("fn:more", "fn:fewer", "fn:times"))


def take_appositive_comparison(cur: Cursor, ctx, ops: list, subject: str, verb, si: int) -> bool:
    """Right after ``has|had``: ``N <things>, [which is] <comparison>`` to the end of the sentence, read into a
    holding and a comparison appended to ``ops``; False (nothing consumed) when no comma and comparison follow
    one quantity; raises when they do but the rest is not read."""
    start = cur.pos
    tense = cur.words[start - 1] if start > 0 else ""
    if tense not in _PRESENT:
        return False
    num = read_number(cur)
    if num is None:
        cur.pos = start
        return False
    value, money_unit = num
    item = None if money_unit else read_item(cur, ctx)
    if not cur.sense("punct:,"):
        cur.pos = start
        return False
    comma = cur.pos
    at = comma + 1
    relative = cur.words[at] if at < cur.end else ""
    if relative in ("which", "that") and cur.words[at + 1:at + 2] in (["is"], ["was"]):
        at += 2
    if not _comparison_ahead(cur, at):
        cur.pos = start
        return False
    if money_unit or item is None:
        raise unparsed(cur, "statement.comparison", "a comparison in apposition to a money amount or no things",
                       Reason.UNSUPPORTED_FORM, "frame.comparison")
    if at != comma + 1 and cur.words[at - 1] != _PRESENT[tense][0]:
        raise unparsed(cur, "statement.comparison", f"'{cur.words[at - 1]}' after '{tense}'",
                       Reason.AMBIGUOUS_REFERENCE, "frame.comparison")
    cur.pos = at
    cmp = _comparison(cur, ctx, subject, verb, si, item)
    if cur.peek_word() in _PRESENT[tense][1]:
        cur.pos += 1
    elif cur.peek_word() in ("has", "does", "have", "do", "had", "did"):
        raise unparsed(cur, "statement.comparison", f"'{cur.peek_word()}' after '{tense}'",
                       Reason.AMBIGUOUS_REFERENCE, "frame.comparison")
    if not cur.at_end():
        raise unparsed(cur, "statement.comparison", "words after the comparison in apposition")
    ops.append(Op(kind="hold", lemma=verb.id, sentence=si, actor=subject, item=item, amount=fmt(value)))
    ops.append(cmp)
    return True


def _comparison(cur: Cursor, ctx, subject: str, verb, si: int, item: Item) -> Op:
    """``M more|fewer|less [things] than E`` / ``twice|half|K times as many [things] as E`` of ``item``."""
    mult = cur.sense("multiplier")
    offset = ""
    factor: Fraction | None = None
    if mult is not None:
        cur.pos += 1
        factor = cur.lex.number_value[mult.entry.id]
    else:
        num = read_number(cur)
        if num is None or num[1]:
            raise unparsed(cur, "statement.comparison", "'more' or 'fewer' without a number of things",
                           Reason.UNSUPPORTED_FORM, "frame.comparison")
        if cur.sense("fn:times"):
            cur.pos += 1
            factor = num[0]
        else:
            direction = cur.take("fn:more") or cur.take("fn:fewer")
            if direction is None:
                raise unparsed(cur, "statement.comparison", "expected more/fewer")
            offset = ("" if direction.cls == "fn:more" else "-") + fmt(num[0])
            if num[0] <= 0:
                raise unparsed(cur, "statement.comparison", "a difference of nothing", Reason.UNSUPPORTED_FORM,
                               "frame.comparison")
    if factor is not None:
        if cur.sense("fn:more") or cur.sense("fn:fewer"):
            raise unparsed(cur, "statement.comparison", "'N times more/less' is ambiguous",
                           Reason.UNSUPPORTED_FORM, "frame.comparison")
        if factor <= 0 or not (cur.take("fn:as") and cur.take("fn:quantity_question")):
            raise unparsed(cur, "statement.comparison", "expected 'as many … as'")
    again = read_item(cur, ctx)
    if again is not None and again != item:
        raise unparsed(cur, "statement.comparison", "other things compared than those held",
                       Reason.AMBIGUOUS_REFERENCE, "frame.comparison")
    if not cur.take("fn:as" if factor is not None else "fn:than"):
        raise unparsed(cur, "statement.comparison", "expected the word before the one compared with")
    ref = read_compared(cur, ctx, subject)
    if factor is not None:
        return Op(kind="compare_mul", lemma=verb.id, sentence=si, actor=subject, item=item, factor=fmt(factor),
                  target=ref)
    return Op(kind="compare_add", lemma=verb.id, sentence=si, actor=subject, item=item, amount=offset, target=ref)


def read_compared(cur: Cursor, ctx, subject: str) -> str:
    """The entity a statement compares its subject with (after ``than`` / ``as``): refused when there is none or it
    is the subject itself (also clauses._as_many)."""
    ref = read_entity(cur, ctx)
    if ref is None:
        raise unparsed(cur, "statement.comparison", "expected the entity compared with")
    if ref == subject:
        raise unparsed(cur, "statement.comparison", "an entity compared with itself", Reason.UNSUPPORTED_FORM,
                       "frame.comparison")
    return ref
