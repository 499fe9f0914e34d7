"""Food made for a counted group, shared out equally (v9, ADR 0144).

    A group of 4 friends went into a restaurant. The chef already had 9 chicken wings cooked but cooked 7 more
    for the group. If they each got the same amount how many would each person get?      (9 + 7) / 4 = 4

Why a module of its own: the group is counted (``a group of 4 friends``) but holds nothing; the things are the
cook's, made *for the group*, and the question shares them out among the group's members (``each person``).
The holding machinery has no holder for ``the group`` that a cook's things pass to, nor a share per member of
a counted group, so the text is read as a whole, in one fixed shape; any other statement refuses.

The shape: exactly two statements and a question.

1. ``A group of N <people> <went|go> (in|into|to) <a|the> <place>.``: N members (a whole number), a plural
   person noun (friends, students, people).
2. ``<The cook|Name> [already] <had|made> A <things> [<made-participle>] (but|and) [then] <made> B more
   [<things>] for the group.``: one cook; ``had A <things> cooked`` is things already made; the second
   clause must say ``more`` (more of the same things) and ``for the group`` (or ``for them``), so both lots
   are the group's. The made verbs are pack ``construct`` verbs (cook, bake, make).
3. ``If they each got the same amount[,] how many [<things>] would|did|will each <person|member noun> get?``:
   ``they`` is the group; ``each person`` (or the people's singular) is one member.

The share must be a whole number of things (``18 wings for 4 friends`` is 4.5 each: a wing is not cut, and
the text says nothing of the rest), else the text refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_item, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.shared_among import told_then_shared

GROUP, MADE, SHARE = "share_group", "share_made", "group_share"
_MAKE = ("construct",)
_PERSON = ("unit.person", "unit.people")
"""``people`` / ``person``: any one of a group, whatever its people are called."""
_HAVE = ("observe",)


def claims(cursors: list[Cursor]) -> bool:
    """The first statement begins ``A group of <number>`` and the question ends ``each <noun> get``; not the
    group's own things shared (``A group of 3 friends had 18 cookies. They shared them equally.``: shared_among.py,
    ADR 0401)."""
    if len(cursors) < 2 or told_then_shared(cursors) is not None:
        return False
    first, q = cursors[0], cursors[-1]
    return (first.end > 3 and first.words[:3] == ["a", "group", "of"]
            and (first.sense("num", 3) is not None or first.sense("number", 3) is not None)
            and q.end > 3 and q.words[q.end - 1] == "get" and "each" in q.words)


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "group_shares", detail, reason)


def _whole(cur: Cursor, what: str) -> Fraction:
    num = read_number(cur)
    if num is None or num[1] or num[0] <= 0:
        raise _refuse(cur, f"expected {what} (a positive number, not money)")
    return num[0]


def _people(cur: Cursor, form: str) -> str | None:
    """A person noun (``friends``) or ``people`` / ``person`` in the given form, consumed; None otherwise."""
    got = noun_run(cur, cur.pos, ("person",))
    if got is None:
        got = noun_run(cur, cur.pos, ("unit",))
        if got is not None and got[1].entry.id not in _PERSON:
            got = None
    if got is None or got[0] or (got[1].form != form and got[1].entry.id not in _PERSON):
        return None
    cur.pos = got[2]
    return got[1].entry.id


def _group(cur: Cursor, ops: list[Op]) -> str:
    cur.pos = 3
    n = _whole(cur, "how many are in the group")
    if n.denominator != 1:
        raise _refuse(cur, "a group of a whole number of people")
    people = _people(cur, "pl")
    if people is None:
        raise _refuse(cur, "expected the group's people (a plural person noun)")
    go = cur.take("fn:journey") or cur.take("fn:go")
    if go is None or cur.take_word("in", "into", "to") is None or cur.take_word("a", "an", "the") is None:
        raise _refuse(cur, "expected where the group went (went into a <place>)")
    if cur.take("place") is None or not cur.at_end():
        raise _refuse(cur, "expected only the place the group went into")
    ops.append(Op(kind=GROUP, lemma="fn.group", sentence=cur.sentence.index, actor="the group", amount=fmt(n),
                  target=people))
    return people


def _cook(cur: Cursor) -> str:
    if cur.take_word("the") is not None:
        got = noun_run(cur, cur.pos, ("person",))
        if got is None or got[0] or got[1].form != "sg":
            raise _refuse(cur, "expected the one cook (the <person noun>)")
        cur.pos = got[2]
        return "the " + got[1].entry.singular
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper():
        raise _refuse(cur, "expected the one cook")
    cur.pos += 1
    return cur.tokens[cur.pos - 1].text


def _for_the_group(cur: Cursor) -> bool:
    start = cur.pos
    if cur.take_word("for") is not None and (cur.take_word("them") is not None or (
            cur.take_word("the") is not None and cur.take("fn:group") is not None)):
        return True
    cur.pos = start
    return False


def _made(cur: Cursor, ops: list[Op]) -> None:
    cur.pos = 0
    cook = _cook(cur)
    cur.take_word("already")
    verb = cur.take("verb")
    if verb is None or verb.entry.category not in _HAVE + _MAKE:
        raise _refuse(cur, "expected what the cook had or made")
    a = _whole(cur, "the things made")
    item = read_item(cur, Context())
    if item is None:
        raise _refuse(cur, "expected the things made")
    if verb.entry.category in _HAVE:
        done = cur.take("verb")  # "had 9 wings cooked": made already
        if done is None or done.entry.category not in _MAKE:
            raise _refuse(cur, "things the cook only had are not said to be made for anyone")
    lots = [(a, verb.entry.id, _for_the_group(cur))]
    if cur.take_word("but", "and") is not None:
        cur.take_word("then")
        verb2 = cur.take("verb")
        if verb2 is None or verb2.entry.category not in _MAKE:
            raise _refuse(cur, "expected a second making by the cook")
        b = _whole(cur, "the things made next")
        if cur.take("fn:more") is None:
            raise _refuse(cur, "a second lot not said to be more of the same", Reason.AMBIGUOUS_REFERENCE)
        more = read_item(cur, Context())
        if more is not None and more != item:
            raise _refuse(cur, "a second lot of other things", Reason.AMBIGUOUS_REFERENCE)
        lots.append((b, verb2.entry.id, _for_the_group(cur)))
    if not cur.at_end():
        raise _refuse(cur, "words after the things made")
    if not lots[-1][2]:
        raise _refuse(cur, "things not said to be made for the group", Reason.AMBIGUOUS_REFERENCE)
    for amount, lemma, _ in lots:
        ops.append(Op(kind=MADE, lemma=lemma, sentence=cur.sentence.index, actor=cook, item=item,
                      amount=fmt(amount), target="the group"))


def _question(cur: Cursor, people: str, ops: list[Op]) -> Question:
    cur.pos = 0
    if not (cur.take("fn:if") and cur.take_word("they") and cur.take("fn:each") and cur.take_word("got", "get")
            and cur.take_word("the") and cur.take("fn:same") and cur.take("fn:quantity_noun")):
        raise _refuse(cur, "expected 'If they each got the same amount'", Reason.UNPARSED_QUESTION)
    cur.take("punct:,")
    if cur.take("fn:how") is None or cur.take_word("many") is None:
        raise _refuse(cur, "expected 'how many'", Reason.UNPARSED_QUESTION)
    item = ops[1].item
    if not cur.sense("fn:aux"):
        asked = read_item(cur, Context())
        if asked != item:
            raise _refuse(cur, "asked things other than those made", Reason.AMBIGUOUS_REFERENCE)
    if cur.take("fn:aux") is None or cur.take("fn:each") is None:
        raise _refuse(cur, "expected 'would each <person> get'", Reason.UNPARSED_QUESTION)
    member = _people(cur, "sg")
    if member is None or member not in (people, *_PERSON):
        raise _refuse(cur, "asked a share of someone outside the group", Reason.AMBIGUOUS_REFERENCE)
    if cur.take_word("get") is None or not cur.at_end():
        raise _refuse(cur, "expected '… get?' ending the question", Reason.UNPARSED_QUESTION)
    total = sum((Fraction(op.amount) for op in ops if op.kind == MADE), Fraction(0))
    if (total / Fraction(ops[0].amount)).denominator != 1:
        raise _refuse(cur, "the things do not share out whole", Reason.UNSUPPORTED_FORM)
    return Question(kind=SHARE, sentence=cur.sentence.index, entity="the group", item=item)


def parse_group_shares(cursors: list[Cursor]) -> Graph:
    if len(cursors) != 3:
        raise _refuse(cursors[0], "a group share is two statements and a question")
    ops: list[Op] = []
    people = _group(cursors[0], ops)
    _made(cursors[1], ops)
    return Graph(ops=ops, question=_question(cursors[2], people, ops))


def share_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: all the things made for the group, divided by its members."""
    group = graph.ops[0]
    total = sum((Fraction(op.amount) for op in graph.ops if op.kind == MADE), Fraction(0))
    value = total / Fraction(group.amount)
    step = Step(lemma="fn.group", kind="group_share", holder="the group", operands=[fmt(total), group.amount],
                before="0", after=fmt(value))
    return value, graph.question.item.unit, [step]


def verify_share(lex, graph: Graph) -> Fraction:
    """Verifier: the things dealt out one per member per round until none are left; an uneven end fails."""
    group = next(op for op in graph.ops if op.kind == GROUP)
    members = int(Fraction(group.amount))
    left = sum((Fraction(op.amount) for op in graph.ops if op.kind == MADE), Fraction(0))
    if left.denominator != 1:
        raise ValueError("not a whole number of things")
    each = 0
    while left >= members:
        left -= members
        each += 1
    if left:
        raise ValueError("the things do not share out whole")
    return Fraction(each)
