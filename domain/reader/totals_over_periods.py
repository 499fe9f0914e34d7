"""A total told over a counted span of time, one period's share asked (v20, ADR 0455).

    A worker earns 98 dollars in 7 hours. How much does she earn each hour?                      98 ÷ 7 = 14
    A machine makes 72 bottles in 6 minutes. How many bottles does it make in one minute?        72 ÷ 6 = 12
    Gus read 63 pages in 9 days. He read the same number of pages each day. How many pages did he read each
    day?                                                                                          63 ÷ 9 = 7

Why a module of its own: ``in 7 hours`` after a counted object is no place and no rate (clauses.py refused at
``in``: ``words left after a complete clause``); it tells the span over which the whole was done, and the question
asks the part of one period of it. That part is one number only when every period's part is the same, and the
text must say so:

- told in the present (``earns``, ``makes``: a rate, what she earns in any 7 hours) and asked in the present
  (``does she earn``), or
- told in the past and followed by ``<he|she|it|the subject> <the same verb> the same number|amount [of <the
  things>|of them] each|every|a|per <period>`` (``He read the same number of pages each day``), and asked in the
  past; the sameness sentence may also follow a present statement, asked in the present.

Read only as a whole text of two or three sentences:

- ``<Name|Title Name|A|An|The <noun>> <verb> N <things> in M <periods>.`` — the verb one that gains, loses or makes
  things (pack categories positive, negative, construct: not ``owns``, ``holds``, ``wants``), N a count or money
  (``98 dollars``, ``$98``), the things a plural count or money unit, M a whole number above 1, the periods a
  plural time unit;
- the optional sameness sentence above, the same verb and tense, the same period;
- ``How many <things> | How much [money] does|did <he|she|it|the subject> <the verb> each|every|per|a|an
  <period> | in one|a|an|each <period>?`` — the same things, the same verb, the same period.

The reading is held_in_equal_parts' (the things in M equal parts, one part asked: N ÷ M, the same solver and
verifier); a remainder refuses. Not claimed, and refused as before: a past total with no sameness sentence (``Jane
read 63 pages in 7 days. How many pages did she read each day?``: the days may differ), a tense asked that differs
from the one told, another verb, things, period or person asked, a span in the question other than one period
(``in 3 days``), a measure other than a count or money (``drove 300 miles in 5 hours``), a plural or unnamed
subject, a pronoun of the other gender.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.held_in_equal_parts import KIND as EQUAL_PARTS_KIND
from domain.reader.phrases import Cursor, fmt, read_number

_PRONOUNS = {"f": ("she",), "m": ("he",), "x": ("he", "she"), "person": ("he", "she"), "thing": ("it",)}
_CLOSING_EACH = ("each", "every", "per", "a", "an")
_CLOSING_IN = ("one", "a", "an", "each")
_ACCUMULATING = frozenset({"positive", "negative", "construct"})
"""Verb categories whose counts add up over the periods (earn, sell, make); a state (``owns``, ``holds``) or a wish
(``wants``) told ``in 7 days`` is not divided."""


def _noun_sg(cur: Cursor, i: int) -> tuple[str, str] | None:
    """(entry id, person|thing) of a one-word singular pack noun at ``i``."""
    if i >= cur.end:
        return None
    person = cur.sense("person", i)
    if person is not None and person.length == 1 and person.form == "sg":
        return person.entry.id, "person"
    for cls in ("unit", "place"):
        got = cur.sense(cls, i)
        if got is not None and got.length == 1 and got.form == "sg":
            return got.entry.id, "thing"
    return None


def _subject(cur: Cursor, i: int) -> tuple[str, str, int] | None:
    """(key, pronoun class, index after) of a named or singular subject at ``i``."""
    if i >= cur.end:
        return None
    w = cur.words[i]
    title = cur.sense("fn:title", i)
    if title is not None and title.length == 1 and cur.sense("name", i + 1) is not None \
            and cur.tokens[i + 1].text[:1].isupper():
        gender = title.entry.gender if title.entry.gender in ("m", "f") else "x"
        return f"{w} {cur.words[i + 1]}", gender, i + 2
    name = cur.sense("name", i)
    if name is not None and cur.tokens[i].text[:1].isupper() and not cur.senses(i)[1:] \
            and cur.sense("poss", i + 1) is None:
        gender = name.entry.gender if name.entry is not None and name.entry.gender in ("m", "f") else "x"
        return w, gender, i + 1
    if w in ("a", "an", "the"):
        noun = _noun_sg(cur, i + 1)
        if noun is not None:
            return noun[0], noun[1], i + 2
    return None


def _same_subject(cur: Cursor, i: int, subject: tuple[str, str, int]) -> int | None:
    """Index after ``<pronoun of the subject | the subject again>`` at ``i``."""
    if i < cur.end and cur.words[i] in _PRONOUNS[subject[1]]:
        return i + 1
    again = _subject(cur, i)
    if again is not None and again[0] == subject[0] and (i >= cur.end or cur.words[i] != "a"):
        return again[2]
    return None


def _verb(cur: Cursor, i: int):
    """(verb entry, tense) of a one-word verb at ``i``: tense ``present`` (the -s form), ``past``, ``base``."""
    if i >= cur.end:
        return None
    senses = [s for s in cur.senses(i) if s.cls == "verb" and s.length == 1]  # "buy in all": "buy", not "buy in"
    if len(senses) != 1:
        return None
    entry, w = senses[0].entry, cur.words[i]
    forms = set(entry.forms)
    if w.endswith("s") and (w[:-1] in forms or w[:-2] in forms):
        return entry, "present"
    if w + "s" in forms or w + "es" in forms:
        own = {w, w + "s", w + "es", w + "ing", w[:-1] + "ing"}
        return entry, ("base_past" if forms <= own else "base")  # "read", "put": the past spelled as the base
    return entry, "past"


def _period_sg(cur: Cursor, i: int, period: str) -> bool:
    got = cur.sense("unit", i) if i < cur.end else None
    return got is not None and got.length == 1 and got.form == "sg" and got.entry.id == period and i + 1 == cur.end


def _statement(cur: Cursor):
    """(subject, verb entry, tense, N, things, M, period) of ``<subject> <verb> N <things> in M <periods>``."""
    if cur.sentence.question:
        return None
    subject = _subject(cur, 0)
    if subject is None:
        return None
    got = _verb(cur, subject[2])
    if got is None or got[1] == "base" or got[0].category not in _ACCUMULATING:
        return None  # "owns 21 apples in 7 days": a state, not what is done over the days
    verb, tense = got
    tense = "past" if tense == "base_past" else tense
    cur.pos = subject[2] + 1
    num = read_number(cur)
    i = cur.pos
    cur.pos = 0
    if num is None or num[0] <= 0:
        return None
    n, money = num
    if money:
        things = money
    else:
        unit = cur.sense("unit", i) if i < cur.end else None
        if unit is None or unit.length != 1 or unit.form != "pl" \
                or cur.lex.unit_by_id[unit.entry.id].family not in ("count", "money"):
            return None
        if unit.entry.plural == unit.entry.singular:
            return None  # "sheep": no form of its own
        things = unit.entry.id
        i += 1
    if cur.words[i:i + 1] != ["in"]:
        return None
    cur.pos = i + 1
    span = read_number(cur)
    j = cur.pos
    cur.pos = 0
    if span is None or span[1] or span[0].denominator != 1 or span[0] < 2:
        return None
    period = cur.sense("unit", j) if j < cur.end else None
    if period is None or period.length != 1 or period.form != "pl" or j + 1 != cur.end \
            or cur.lex.unit_by_id[period.entry.id].family != "time":
        return None
    return subject, verb, tense, n, things, span[0], period.entry.id


def _things_named(cur: Cursor, i: int, things: str) -> int | None:
    """Index after ``of <the things> | of them`` at ``i`` (``i`` itself when no ``of`` is there)."""
    if cur.words[i:i + 1] != ["of"]:
        return i
    if cur.words[i + 1:i + 2] == ["them"]:
        return i + 2
    unit = cur.sense("unit", i + 1) if i + 1 < cur.end else None
    if unit is not None and unit.length == 1 and unit.form == "pl" and unit.entry.id == things:
        return i + 2
    if things == "unit.dollar" and cur.words[i + 1:i + 2] == ["money"]:
        return i + 2
    return None


def _sameness(cur: Cursor, told) -> bool:
    """``<he|she|it|the subject> <the verb, the tense> the same number|amount [of …] each|every|a|per <period>``."""
    subject, verb, tense, _n, things, _m, period = told
    if cur.sentence.question:
        return False
    i = _same_subject(cur, 0, subject)
    got = _verb(cur, i) if i is not None else None
    if got is None or got[0].id != verb.id or ("past" if got[1] == "base_past" else got[1]) != tense:
        return False
    i += 1
    if cur.words[i:i + 2] != ["the", "same"] or cur.sense("fn:quantity_noun", i + 2) is None:
        return False
    i = _things_named(cur, i + 3, things)
    return i is not None and cur.words[i:i + 1] in (["each"], ["every"], ["a"], ["per"]) \
        and _period_sg(cur, i + 1, period)


def _question(cur: Cursor, told) -> str | None:
    """The tense asked (``present``/``past``) of ``How many <things> | How much … <the verb> <one period>?``."""
    subject, verb, _tense, _n, things, _m, period = told
    w = cur.words
    if not cur.sentence.question or w[:1] != ["how"]:
        return None
    if w[1:2] == ["many"]:
        unit = cur.sense("unit", 2) if cur.end > 2 else None
        if unit is None or unit.length != 1 or unit.form != "pl" or unit.entry.id != things:
            return None
        i = 3
    elif w[1:2] == ["much"] and things == "unit.dollar":
        i = 3 if w[2:3] == ["money"] else 2
    else:
        return None
    aux = w[i:i + 1]
    if aux not in (["does"], ["did"]):
        return None
    i = _same_subject(cur, i + 1, subject)
    got = _verb(cur, i) if i is not None else None
    if got is None or got[0].id != verb.id or got[1] not in ("base", "base_past"):
        return None
    i += 1
    if w[i:i + 1] == ["in"] and w[i + 1:i + 2] and w[i + 1] in _CLOSING_IN and _period_sg(cur, i + 2, period):
        return "present" if aux == ["does"] else "past"
    if w[i:i + 1] and w[i] in _CLOSING_EACH and _period_sg(cur, i + 1, period):
        return "present" if aux == ["does"] else "past"
    return None


def _reading(cursors: list[Cursor]):
    if len(cursors) not in (2, 3):
        return None
    told = _statement(cursors[0])
    if told is None:
        return None
    same = len(cursors) == 3 and _sameness(cursors[1], told)
    if len(cursors) == 3 and not same:
        return None
    asked = _question(cursors[-1], told)
    if asked is None or asked != told[2] or (asked == "past" and not same):
        return None
    return told


def period_total_claims(cursors: list[Cursor]) -> bool:
    """Two or three sentences of the module doc's shape (no cursor is moved)."""
    got = _reading(cursors)
    for cur in cursors:
        cur.pos = 0
    return got is not None


def parse_period_total(cursors: list[Cursor]) -> Graph:
    """held_in_equal_parts' graph: N things in M equal parts (the periods), one part asked."""
    _subject_, _verb_, _tense, n, things, m, period = _reading(cursors)
    for cur in cursors:
        cur.pos = cur.end
    ops = [Op(kind="hold", lemma="fn.equal_parts", sentence=0, actor="", item=Item(unit=things), amount=fmt(n),
              target=period, factor=fmt(Fraction(m)))]
    return Graph(ops=ops, question=Question(kind=EQUAL_PARTS_KIND, sentence=len(cursors) - 1,
                                            item=Item(unit=things), count=fmt(Fraction(m))))
