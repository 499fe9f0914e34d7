"""How many got things, the total given and each one's share told (reader v17, ADR 0363):

    Tess gave away 28 stickers. She gave 4 stickers to each of her friends. How many friends got stickers?  28 ÷ 4
    Tom had 40 pencils. He gave 30 pencils to his students. Each student got 3 pencils. How many students got
    pencils?                                                                                                30 ÷ 3

Why a module of its own: the recipients are a group counted by nothing but the question; ``to each of her friends``
names no number of friends, so the holding machinery has no event to count them by (``verb.give needs a
recipient``). When the story tells how many things were given in all and how many each one got, the number of
recipients is the one the question asks: the total over each one's share, a whole number (else refused). Only when
the total *given* is told: ``Tess has 28 stickers. She gives 4 stickers to each of her friends.`` leaves open
whether she gave them all, and keeps refusing.

The text is read as a whole, in one shape:

- an optional first sentence ``<Name> has|had|owns H <things>`` (each_of_gifts.read_holding; the giver's, the same
  things, H at least the total given);
- ``<giver> gave|gives|handed|hands [out] N <things> [in all|in total|altogether] [to <his|her|their|the> <members>]``
  or ``<giver> gave|gives away N <things> [in all|in total|altogether]``: the total given;
- ``<giver | he | she> gave|gives|handed|hands M <things> to each <member>|of them|of <his|her|their|the> <members>``
  (the same verb; ``of them`` only after the members were named) or ``Each <member> got|gets|received|receives M
  <things>``;
- ``How many <members> got|get|received|receive <things>?`` or ``How many <members> did|does <giver> give|hand
  <things> to?``

The members one count noun throughout (not the things), N, M and H whole positive counts. Anything else — another
giver, another thing, the members told otherwise, a fourth statement, words after — refuses once the total and
each one's share are in this shape, or is left to the other forms.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.each_of_gifts import _total, count_of, counted, read_holding, same_subject, subject_or_holder
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

COUNTED = "counted_recipients"
_GIVE = ("verb.give", "verb.hand")
_DETS = ("his", "her", "their", "the")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, COUNTED, detail, reason)


def _members(cur: Cursor, plural: bool) -> str | None:
    """A count noun in the given number, consumed: its unit id; None, nothing consumed, otherwise."""
    s = cur.sense("unit")
    if s is None or s.form != ("pl" if plural else "sg") or cur.lex.unit_by_id[s.entry.id].family != "count":
        return None
    cur.pos += s.length
    return s.entry.id


def _given_total(cur: Cursor, holder):
    """The total-given sentence: (giver, verb id, N, thing unit, members unit or ""), else None (cursor at 0)."""
    cur.pos = 0
    pronoun = cur.peek_word() if cur.peek_word() in ("he", "she") else ""
    who = subject_or_holder(cur, holder)
    s = cur.sense("verb") if who is not None else None
    if s is None or s.entry.id not in (*_GIVE, "verb.give_away"):
        cur.pos = 0
        return None
    away = s.entry.id == "verb.give_away"
    verb = "verb.give" if away else s.entry.id
    cur.pos += s.length
    # "handed out" is one pack form of verb.hand; "gave out" is "gave" and "out"
    out = not away and ("out" in cur.words[cur.pos - s.length:cur.pos] or cur.take_word("out") is not None)
    got = count_of(cur, counted(cur.lex))
    if got is None:
        cur.pos = 0
        return None
    _total(cur)
    members = ""
    if not away and cur.take_word("to") is not None:
        det = cur.take_word(*_DETS)
        if det is None or det in ("his", "her") and (who[1] not in ("x", "m" if det == "his" else "f")
                                                     or pronoun and pronoun != ("he" if det == "his" else "she")):
            cur.pos = 0
            return None
        members = _members(cur, True) or ""
        if not members:
            cur.pos = 0
            return None
    elif not (away or out):
        cur.pos = 0  # "She gave 28 stickers.": given to whom is never said
        return None
    if not cur.at_end() or members == got[1]:
        cur.pos = 0
        return None
    cur.pos = 0
    return who, verb, got[0], got[1], members


def _each_share(cur: Cursor, who, verb: str, unit: str, members: str):
    """Each one's share: (M, member unit), else None (cursor at 0)."""
    cur.pos = 0
    if cur.take_word("each") is not None:
        member = _members(cur, False)
        s = cur.sense("verb") if member is not None else None
        if s is None or s.entry.id not in ("verb.get", "verb.receive"):
            cur.pos = 0
            return None
        cur.pos += s.length
    else:
        pronoun = cur.peek_word() if cur.peek_word() in ("he", "she") else ""
        if not same_subject(cur, who):
            cur.pos = 0
            return None
        s = cur.sense("verb")
        if s is None or s.entry.id != verb:
            cur.pos = 0
            return None
        cur.pos += s.length
        member = None
    got = count_of(cur, counted(cur.lex))
    if got is None or got[1] != unit:
        cur.pos = 0
        return None
    if member is None:
        if cur.take_word("to") is None or cur.take_word("each") is None:
            cur.pos = 0
            return None
        if cur.take_word("of") is not None:
            if cur.take_word("them") is not None:
                member = members or None
            elif (det := cur.take_word(*_DETS)) is not None:
                if det in ("his", "her") and (who[1] not in ("x", "m" if det == "his" else "f")
                                              or pronoun and pronoun != ("he" if det == "his" else "she")):
                    cur.pos = 0  # "He gave 4 stickers to each of her friends": whose friends?
                    return None
                member = _members(cur, True)
        else:
            member = _members(cur, False)
    if member is None or member == unit or (members and member != members) or not cur.at_end():
        cur.pos = 0
        return None
    cur.pos = 0
    return got[0], member


def _read(cursors: list[Cursor]):
    """(holder or None, the total sentence's reading, the share's reading) when the statements have this shape."""
    if len(cursors) not in (3, 4):
        return None
    holder = read_holding(cursors[0]) if len(cursors) == 4 else None
    if len(cursors) == 4 and holder is None:
        return None
    total = _given_total(cursors[-3], holder)
    if total is None:
        return None
    share = _each_share(cursors[-2], total[0], total[1], total[3], total[4])
    if share is None:
        return None
    return holder, total, share


def claims(cursors: list[Cursor]) -> bool:
    return _read(cursors) is not None


def parse_counted_recipients(cursors: list[Cursor]) -> Graph:
    holder, (who, verb, n, unit, _), (m, member) = _read(cursors)
    if holder is not None and (holder[0][0].lower() != who[0].lower() or holder[2] != unit):
        raise _refuse(cursors[0], "a holding of someone else or of other things", Reason.AMBIGUOUS_REFERENCE)
    q = cursors[-1]
    q.pos = 0
    if q.take("fn:how") is None or q.take_word("many") is None:
        raise _refuse(q, "expected 'How many'", Reason.UNPARSED_QUESTION)
    if _members(q, True) != member:
        raise _refuse(q, f"expected how many {member}", Reason.UNIT_MISMATCH)
    s = q.sense("verb")
    if s is not None and s.entry.id in ("verb.get", "verb.receive"):
        q.pos += s.length
    elif q.take_word("did", "does") is not None and same_subject(q, who) and (s := q.sense("verb")) is not None \
            and s.entry.id == verb:
        q.pos += s.length
    else:
        raise _refuse(q, "expected 'got <things>' or 'did <giver> give <things> to'", Reason.UNPARSED_QUESTION)
    t = q.sense("unit")
    if t is None or t.entry.id != unit or t.form != "pl":
        raise _refuse(q, f"expected the {unit} given", Reason.UNIT_MISMATCH)
    q.pos += t.length
    if s.entry.id == verb and q.take_word("to") is None:
        raise _refuse(q, "expected 'to' after the things", Reason.UNPARSED_QUESTION)
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    ops = [Op(kind=COUNTED, lemma=verb, sentence=cursors[-3].sentence.index, actor=who[0], item=Item(unit=unit),
              amount=fmt(n), target=member, factor=fmt(m))]
    if holder is not None:
        ops.insert(0, Op(kind="hold", lemma="verb.have", sentence=0, actor=who[0], item=Item(unit=unit),
                         amount=fmt(holder[1])))
    return Graph(ops=ops, question=Question(kind=COUNTED, sentence=q.sentence.index, entity=who[0], lemma=verb,
                                            item=Item(unit=member), other=unit))


def recipients_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the total given over each one's share, a whole number; never more given than held."""
    gift = graph.ops[-1]
    n, m = Fraction(gift.amount), Fraction(gift.factor)
    if graph.ops[0].kind == "hold" and n > Fraction(graph.ops[0].amount):
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", sentence_index=gift.sentence,
                            frame="solver", detail=f"{gift.actor} gives {fmt(n)} of {graph.ops[0].amount}")
    count = n / m
    if count.denominator != 1:
        raise ReaderRefusal(Reason.FRACTIONAL_COUNT, "policy.whole_count", sentence_index=gift.sentence,
                            frame="solver", detail=f"{fmt(n)} {gift.item.unit} in shares of {fmt(m)}")
    return count, gift.target, [Step(lemma=gift.lemma, kind=COUNTED, holder=gift.actor, operands=[gift.amount,
                                                                                                 gift.factor],
                                     before="0", after=fmt(count))]


def verify_counted_recipients(lex, graph: Graph) -> Fraction:
    """Verifier: shares of M taken one by one from the N given until none is left (a remainder refuses)."""
    gift = graph.ops[-1]
    left, m = Fraction(gift.amount), Fraction(gift.factor)
    if m <= 0 or left > 100000 * m:
        raise ValueError("not a share")
    if graph.ops[0].kind == "hold" and left > Fraction(graph.ops[0].amount):
        raise ValueError("more given than held")
    members = 0
    while left > 0:
        left -= m
        members += 1
    if left != 0:
        raise ValueError("the shares do not use up the total")
    return Fraction(members)
