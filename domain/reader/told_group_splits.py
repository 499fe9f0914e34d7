"""A told group split into equal parts by ``they`` (reader v19, ADR 0426).

    There are 28 students in a class. They sit in 7 equal rows. How many students are in each row?      28 ÷ 7 = 4
    There are 24 students in a class. They sit in groups of 3. How many groups are there?                24 ÷ 3 = 8
    There are 48 chairs. They are put in rows of 6 chairs. How many rows are there?                      48 ÷ 6 = 8

``they`` as a subject refuses in general (phrases.resolve_they): it may be any group, or the things. Here it is
determined: the first sentence tells exactly one group (one plural count noun; the place or holder beside it is
one singular noun), and nothing else plural is in the story that could act, so ``they`` (or ``the <things>``)
is that group. Read only as a whole text of three sentences:

1. ``There are|were N <things>[ in|at|on <det> <noun>]`` or ``<det>|<Name>'s <noun> has|had N <things>``
   (group_parts._first: the things a plural unit, the place or holder one singular noun);
2. ``They|The <things> [are|were] <verb> in|into M equal <parts>`` or ``… in|into <parts> of S [<things>]`` —
   the verb a pack verb that moves nothing (categories ``scene``: ``sit``; ``divide``: ``split``, ``arranged``;
   ``put``), the parts a plural pack noun other than the things, M ≥ 2 and S ≥ 1 whole numbers, nothing after;
3. ``How many <things> are|were in each <part>?`` / ``How many <things> does|did each <part> have?`` (M told) or
   ``How many <parts> are|were there?`` (S told).

The answer is N ÷ M or N ÷ S, only when it divides exactly (``25 students in groups of 3``: one group smaller, or
one left out? refused, ``unknown_quantity``). Not read (refused as before): ``in 7 rows`` without ``equal`` (equal
sizes not told), both M and S told, the count asked when M was told or the size when S was told, two groups in
the first sentence (``24 boys and 20 girls``: which are ``they``?), a name as the first sentence's subject (``Sam
has 24 cards.``: ``they`` could be other people), another sentence anywhere, parts that are the things.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.group_parts import _first, _may_tell_whole
from domain.reader.held_in_equal_parts import _count_noun, _noun, _question as _size_question, dealt_rounds
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.results import Step

KIND = "told_group_split"
"""The question kind (solver._WHOLE_TEXT, verifier._WHOLE_TEXT_READINGS)."""
_VERBS = ("scene", "divide", "put")
_BE = ("are", "were")
_PARTS = ("unit", "person", "place")


def _whole_number(cur: Cursor, i: int) -> tuple[Fraction, int] | None:
    cur.pos = i
    got = read_number(cur)
    after = cur.pos
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 1:
        return None
    return got[0], after


def _split(cur: Cursor, things: str) -> tuple[str, str, Fraction] | None:
    """(parts, ``count`` | ``size``, M | S) of sentence 2, or None."""
    words = cur.words[:cur.end]
    if cur.sentence.question or not words:
        return None
    if words[0] == "they":
        i = 1
    elif words[0] == "the" and _count_noun(cur, 1) is not None and _count_noun(cur, 1)[0] == things:
        i = 2
    else:
        return None
    if words[i:i + 1] and words[i] in _BE:
        i += 1
    verb = next((v for v in cur.senses(i) if v.cls == "verb" and v.length == 1 and v.entry.category in _VERBS),
                None) if i < cur.end else None  # "put": not the two-word "put in" (a gain into a place)
    if verb is None:
        return None
    i += 1
    if words[i:i + 1] not in (["in"], ["into"]):
        return None
    i += 1
    m = _whole_number(cur, i)
    if m is not None:
        if m[0] < 2 or words[m[1]:m[1] + 1] != ["equal"]:
            return None
        parts = _noun(cur, m[1] + 1, "pl", _PARTS)
        if parts is None or parts[1] != cur.end or parts[0] == things:
            return None
        return parts[0], "count", m[0]
    parts = _noun(cur, i, "pl", _PARTS)
    if parts is None or parts[0] == things or words[parts[1]:parts[1] + 1] != ["of"]:
        return None
    s = _whole_number(cur, parts[1] + 1)
    if s is None:
        return None
    end = s[1]
    if end < cur.end:
        named = _count_noun(cur, end)
        if named is None or named[0] != things:
            return None
        end = named[1]
    return (parts[0], "size", s[0]) if end == cur.end else None


def _count_question(cur: Cursor, parts: str) -> bool:
    """``How many <parts> are|were there?``"""
    words = cur.words[:cur.end]
    if not cur.sentence.question or words[:2] != ["how", "many"]:
        return False
    asked = _noun(cur, 2, "pl", _PARTS)
    return asked is not None and asked[0] == parts and words[asked[1]:] in (["are", "there"], ["were", "there"])


def _reading(cursors: list[Cursor]):
    if len(cursors) != 3 or not _may_tell_whole(cursors[0]):
        return None  # speed (ADR 0464): ``_first`` reads nothing there (group_parts._may_tell_whole)
    first = _first(cursors[0])
    if first is None:
        return None
    n, things, _place, holder = first
    if holder and cursors[0].words[0] not in ("the", "a", "an", "this"):
        return None  # "Sam's class has 24 students", "Her class …": a person is in the story too
    if cursors[0].lex.unit_by_id[things].family != "count":
        return None
    split = _split(cursors[1], things)
    if split is None:
        return None
    parts, told, m = split
    if told == "count":
        if not _size_question(cursors[2], things, parts):
            return None
    elif not _count_question(cursors[2], parts):
        return None
    return n, things, parts, told, m


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences of the module doc's shape (no cursor is moved)."""
    got = _reading(cursors)
    for cur in cursors:
        cur.pos = 0
    return got is not None


def parse_told_group_split(cursors: list[Cursor]) -> Graph:
    n, things, parts, told, m = _reading(cursors)
    for cur in cursors:
        cur.pos = cur.end
    ops = [Op(kind="hold", lemma="fn.there", sentence=0, actor="the group", item=Item(unit=things), amount=fmt(n)),
           Op(kind="partition", lemma=told, sentence=1, actor="the group", item=Item(unit=things), amount="all",
              target=parts, factor=fmt(m) if told == "size" else "", groups=fmt(m) if told == "count" else "")]
    asked = Item(unit=things) if told == "count" else Item(unit=parts)
    return Graph(ops=ops, question=Question(kind=KIND, sentence=2, entity="the group", item=asked))


def _ops(graph: Graph) -> tuple[Op, Op]:
    if len(graph.ops) != 2 or graph.ops[0].kind != "hold" or graph.ops[1].kind != "partition":
        raise ValueError("a told group and one split of it")
    return graph.ops[0], graph.ops[1]


def told_split_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the group over the number of parts (the size asked) or over the size (the count asked); it must
    divide exactly."""
    whole, split = _ops(graph)
    by = Fraction(split.groups or split.factor)
    if by <= 0:
        raise ValueError("no parts")
    value = Fraction(whole.amount) / by
    if value.denominator != 1:
        raise ValueError(f"{whole.amount} {whole.item.unit} in parts of {fmt(by)} leave a remainder")
    unit = whole.item.unit if split.groups else split.target
    if graph.question.item.unit != unit:
        raise ValueError("the question asks what the split does not give")
    step = Step(lemma=split.lemma, kind=KIND, holder=whole.actor, operands=[whole.amount, fmt(by)],
                before=whole.amount, after=fmt(value))
    return value, unit, [step]


def verify_told_split(lex, graph: Graph) -> Fraction:
    """Verifier: deal the group out one round at a time (one to each part, or one part at a time) until none
    are left; a remainder is no equal split."""
    whole, split = _ops(graph)
    left, by = Fraction(whole.amount), Fraction(split.groups or split.factor)
    if left.denominator != 1 or by.denominator != 1 or not 1 <= by <= left <= 1000000:
        raise ValueError("no whole split")
    return dealt_rounds(left, by)
