"""``A farmer sold 64 eggs in boxes of 4. How many boxes did he sell?`` (v20, ADR 0455): the groups a count came in.

    Mrs. Brown bought 27 oranges in bags of 9. How many bags did she buy?                      27 ÷ 9 = 3
    A farmer sold 64 eggs in boxes of 4. How many boxes did he sell?                           64 ÷ 4 = 16

Why a module of its own: ``in bags of 9`` after a counted object is neither a place (``in the bag``) nor a
partition told by a putting verb (``put 27 oranges into bags of 9``, partitions.py): it says how the things the
verb moved came, so many to a group. The question asks how many groups that verb moved: the count over the group
size. Read only as a whole text of two sentences:

- ``<Name|Title Name|A|An|The <noun>> <verb> N <things> in <groups> of S [<things>].`` — N and S whole numbers, S
  above 1, the verb one that gains, loses, makes, puts, owns or hands over things (not ``wants``), the things a
  plural count noun, the groups a plural count noun other than the things;
- ``How many <groups> did|does <he|she|it|the subject> <the verb> [in all|in total|altogether]?`` — the same
  verb, asked in the tense it was told (``sold`` … ``did``, ``sells`` … ``does``).

The reading is held_in_equal_parts' arithmetic with the groups as the answer's unit: N ÷ S, and a remainder
refuses (``65 eggs in boxes of 4``: a box not full, or not told). Anything else is not claimed and refuses as
before: the things asked (``How many eggs …``), another verb (``How many boxes did he buy?`` after ``sold``),
another person, a third sentence, a group size missing (``in boxes``) or told with a count of groups (``in 4
boxes``: equal?).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.held_in_equal_parts import KIND as EQUAL_PARTS_KIND
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.totals_over_periods import _same_subject, _subject, _verb

_TOTAL = (["in", "all"], ["in", "total"], ["altogether"], [])
_MOVING = frozenset({"positive", "negative", "construct", "put", "observe", "transfer_in", "transfer_out"})
"""Verb categories of the things themselves changing hands, being made, put or owned (not a wish: ``wants``)."""


def _whole_at(cur: Cursor, i: int) -> tuple[Fraction, int] | None:
    cur.pos = i
    got = read_number(cur) if i < cur.end else None
    after = cur.pos
    cur.pos = 0
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 1:
        return None
    return got[0], after


def _plural_count(cur: Cursor, i: int) -> str | None:
    unit = cur.sense("unit", i) if i < cur.end else None
    if unit is None or unit.length != 1 or unit.form != "pl" or unit.entry.plural == unit.entry.singular \
            or cur.lex.unit_by_id[unit.entry.id].family != "count":
        return None
    return unit.entry.id


def _statement(cur: Cursor):
    """(subject, verb, tense, N, things, groups, S) of ``<subject> <verb> N <things> in <groups> of S``."""
    if cur.sentence.question:
        return None
    subject = _subject(cur, 0)
    got = _verb(cur, subject[2]) if subject is not None else None
    if got is None or got[1] == "base" or got[0].category not in _MOVING:
        return None
    verb, tense = got[0], ("past" if got[1] == "base_past" else got[1])
    n = _whole_at(cur, subject[2] + 1)
    things = _plural_count(cur, n[1]) if n is not None else None
    if things is None or cur.words[n[1] + 1:n[1] + 2] != ["in"]:
        return None
    groups = _plural_count(cur, n[1] + 2)
    if groups is None or groups == things or cur.words[n[1] + 3:n[1] + 4] != ["of"]:
        return None
    size = _whole_at(cur, n[1] + 4)
    if size is None or size[0] < 2:
        return None
    end = size[1]
    if end < cur.end and _plural_count(cur, end) == things:
        end += 1
    if end != cur.end:
        return None
    return subject, verb, tense, n[0], things, groups, size[0]


def _question(cur: Cursor, told) -> bool:
    subject, verb, tense, _n, _things, groups, _s = told
    w = cur.words[:cur.end]
    if not cur.sentence.question or w[:2] != ["how", "many"] or _plural_count(cur, 2) != groups:
        return False
    if w[3:4] != (["did"] if tense == "past" else ["does"]):
        return False
    i = _same_subject(cur, 4, subject)
    got = _verb(cur, i) if i is not None else None
    if got is None or got[0].id != verb.id or got[1] not in ("base", "base_past"):
        return False
    return w[i + 1:] in _TOTAL


def _reading(cursors: list[Cursor]):
    if len(cursors) != 2:
        return None
    told = _statement(cursors[0])
    if told is None or not _question(cursors[1], told):
        return None
    return told


def groups_sold_claims(cursors: list[Cursor]) -> bool:
    """Two sentences of the module doc's shape (no cursor is moved)."""
    got = _reading(cursors)
    for cur in cursors:
        cur.pos = 0
    return got is not None


def parse_groups_sold(cursors: list[Cursor]) -> Graph:
    """N things in groups of S, the groups asked: held_in_equal_parts' N ÷ S in the groups' unit."""
    _subject_, _verb_, _tense, n, _things, groups, size = _reading(cursors)
    for cur in cursors:
        cur.pos = cur.end
    ops = [Op(kind="hold", lemma="fn.equal_parts", sentence=0, actor="", item=Item(unit=groups), amount=fmt(n),
              target=groups, factor=fmt(size))]
    return Graph(ops=ops, question=Question(kind=EQUAL_PARTS_KIND, sentence=1, item=Item(unit=groups),
                                            count=fmt(size)))
