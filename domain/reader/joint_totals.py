"""A group's events told as one total, then one member's part (v17, ADR 0365).

    Ann and Bob picked 30 cherries in all. Ann picked 18 cherries. How many cherries did Bob pick?      30 − 18 = 12
    Ann and Bob picked 30 cherries in all. Ann picked 18 cherries. How many more cherries did Ann pick than Bob?
                                                                                                  18 − 12 = 6
    Ann, Bob and Cy picked 30 cherries in all. Ann picked 18 cherries. How many cherries did Bob and Cy pick?  12

``<names> picked 30 cherries in all`` stopped at ``in`` (``words left after a complete clause``): a joint total
has no one doer. Read as a whole text of three sentences:

1. ``<A>, <B> [and <C> …] <verb> N <things> in all|in total|altogether|together.`` — two or more capitalised pack
   names, each once, a pack verb of a counted event (no holding, trip, price or capacity), a whole number;
2. ``<one of them> <the same verb word> M <the same things>.``;
3. ``How many <things> did <the others, every one of them, in any order> <verb>?`` (N − M), or, with two names,
   ``How many more|fewer <things> did <X> <verb> than <Y>?`` (the difference, positive only).
The part must not exceed the total; the rest is then the others' together (``Bob and Cy``); one of two others
(``How many cherries did Bob pick?`` of three) is not told, and refuses, as does a member not of the group, another
verb, thing, a fourth sentence or any other word.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.lexicon import Lexicon
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.timed_comparisons import plural_count_noun

JOINT = "joint_total"
_TOTALS = (("in", "all"), ("in", "total"), ("altogether",), ("together",))


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, JOINT, detail, reason)


def _name(cur: Cursor) -> str | None:
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None \
            or cur.sense("verb") is not None:
        return None
    cur.pos += 1
    return cur.tokens[cur.pos - 1].text


def _names(cur: Cursor) -> list[str]:
    """``A and B`` / ``A, B and C`` / ``A, B, and C`` (consumed), or [] (nothing consumed)."""
    start = cur.pos
    names = []
    while True:
        got = _name(cur)
        if got is None:
            cur.pos = start
            return []
        names.append(got)
        if cur.peek_word() == "and":
            cur.pos += 1
            last = _name(cur)
            if last is None:
                cur.pos = start
                return []
            names.append(last)
            return names
        if cur.peek_word() == ",":
            cur.pos += 1
            if cur.peek_word() == "and":  # the Oxford comma: "A, B, and C"
                cur.pos += 1
                last = _name(cur)
                if last is None:
                    cur.pos = start
                    return []
                names.append(last)
                return names
            continue
        cur.pos = start
        return []


def _verb(cur: Cursor) -> tuple[str, str] | None:
    v = cur.sense("verb")
    if v is None or v.entry.category in ("observe", "travel", "cost", "contain"):
        return None
    cur.pos += v.length
    return v.entry.id, cur.words[cur.pos - 1]


def _total_words(cur: Cursor) -> bool:
    for words in _TOTALS:
        if tuple(cur.words[cur.pos:cur.pos + len(words)]) == words:
            cur.pos += len(words)
            return True
    return False


def _whole(cur: Cursor) -> Fraction | None:
    got = read_number(cur)
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 0:
        return None
    return got[0]


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences, the question ``How many``; the first opens with two or more names and a verb and ends with
    ``in all|in total|altogether|together``."""
    if len(cursors) != 3 or cursors[-1].words[:2] != ["how", "many"]:
        return False
    cur = cursors[0]
    cur.pos = 0
    names = _names(cur)
    ok = len(names) >= 2 and _verb(cur) is not None and _whole(cur) is not None and plural_count_noun(cur) is not None \
        and _total_words(cur) and cur.at_end()
    cur.pos = 0
    return ok


def parse_joint_total(cursors: list[Cursor]) -> Graph:
    cur = cursors[0]
    cur.pos = 0
    names = _names(cur)
    verb = _verb(cur)
    total = _whole(cur)
    things = plural_count_noun(cur)
    if len(names) < 2 or len(set(names)) != len(names) or verb is None or total is None or things is None \
            or not _total_words(cur) or not cur.at_end():
        raise _refuse(cur, "expected '<A> and <B> <verb> N <things> in all.'")
    cur = cursors[1]
    cur.pos = 0
    member = _name(cur)
    if member is None or member not in names:
        raise _refuse(cur, "expected one of the group", Reason.UNKNOWN_ENTITY)
    got = _verb(cur)
    if got is None or got[1] != verb[1]:
        raise _refuse(cur, "another verb", Reason.AMBIGUOUS_REFERENCE)
    part = _whole(cur)
    if part is None or plural_count_noun(cur) != things or not cur.at_end():
        raise _refuse(cur, "expected '<member> <verb> M <the same things>.'")
    q = cursors[2]
    q.pos = 2
    more = q.take("fn:more") or q.take("fn:fewer")
    if plural_count_noun(q) != things or q.take_word("did") is None:
        raise _refuse(q, "expected 'How many <the same things> did …'", Reason.UNPARSED_QUESTION)
    others = [n for n in names if n != member]
    if more is not None:
        first = _name(q)
        if len(names) != 2 or first not in names:
            raise _refuse(q, "a difference of two members of a group of two", Reason.UNKNOWN_ENTITY)
        got = _verb(q)
        if got is None or got[0] != verb[0] or q.take("fn:than") is None:
            raise _refuse(q, "expected '<verb> than <member>'", Reason.UNPARSED_QUESTION)
        second = _name(q)
        if second is None or {first, second} != set(names):
            raise _refuse(q, "compared with someone not of the group", Reason.UNKNOWN_ENTITY)
        q.take_word("did")
        asked = (first, second) if more.cls == "fn:more" else (second, first)
        kind = "difference"
    else:
        asked_names = _names(q)
        if not asked_names:
            one = _name(q)
            asked_names = [one] if one is not None else []
        got = _verb(q)
        if sorted(asked_names) != sorted(others) or got is None or got[0] != verb[0]:
            raise _refuse(q, "asks about no one the text settles: the others of the group, all of them",
                          Reason.UNKNOWN_ENTITY)
        asked = (",".join(sorted(others)),)
        kind = "rest"
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    item = Item(unit=things)
    ops = [Op(kind="event", lemma=verb[0], sentence=0, actor=",".join(sorted(names)), item=item, amount=fmt(total)),
           Op(kind="event", lemma=verb[0], sentence=1, actor=member, item=item, amount=fmt(part))]
    members = tuple(asked) if kind == "difference" else (member,)
    return Graph(ops=ops, question=Question(kind=JOINT, sentence=2, item=item, other=kind, members=members,
                                            entity=",".join(sorted(others))))


def _rest(graph: Graph) -> tuple[Fraction, Fraction, Fraction]:
    whole, part = graph.ops
    total, mine = Fraction(whole.amount), Fraction(part.amount)
    rest = total - mine
    if rest < 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=JOINT, sentence_index=1,
                            detail=f"the others' part would be {rest}")
    return total, mine, rest


def joint_answer(lex: Lexicon, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the others' part is the total less the member's; a difference is the member's less the other's."""
    total, mine, rest = _rest(graph)
    whole, part = graph.ops
    q = graph.question
    steps = [Step(lemma=whole.lemma, kind="joint_rest", holder=q.entity, operands=[fmt(total), fmt(mine)],
                  before=fmt(total), after=fmt(rest))]
    if q.other == "rest":
        return rest, whole.item.unit, steps
    value = mine - rest if q.members[0] == part.actor else rest - mine
    if value <= 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=JOINT, sentence_index=2,
                            detail=f"a difference of {value}")
    steps.append(Step(lemma=whole.lemma, kind="difference", holder="", operands=[fmt(mine), fmt(rest)], before="",
                      after=fmt(value)))
    return value, whole.item.unit, steps


def verify_joint(lex: Lexicon, graph: Graph) -> Fraction:
    """Verifier: the others' part r solves m + r = N; the asked value is r, or ±(m − r)."""
    whole, part = graph.ops
    n, m = Fraction(whole.amount), Fraction(part.amount)
    r = n - m
    if r < 0:
        raise ValueError("negative part")
    q = graph.question
    if q.other == "rest":
        return r
    d = (m - r) if q.members[0] == part.actor else (r - m)
    if d <= 0:
        raise ValueError("a difference of nothing or less")
    return d
