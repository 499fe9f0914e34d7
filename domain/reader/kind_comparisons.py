"""Two kinds of one person's things compared (v15, ADR 0300).

    Sam has 12 apples. He has 4 more apples than pears. How many pears does Sam have?          12 − 4 = 8
    Sam has 12 apples. He has 4 fewer apples than pears. How many pears does Sam have?         12 + 4 = 16
    Sam has 4 more apples than pears. He has 12 pears. How many apples does Sam have?          12 + 4 = 16
    Lucas has 12 red pens. He has 7 more red pens than blue pens. How many blue pens does Lucas have?  5

The holding comparison (``Tom has 3 more apples than Sam``) compares two people's holdings of one thing; ``than``
followed by a thing refused (``expected the entity compared with``). The text is read as a whole, in one shape:

1. ``<Name> has|had N <X or Y>.`` and ``<Name|he|she> has|had M more|fewer <X> than <Y>.``, in either order, the
   first sentence opening with a capitalised name the pack knows, a pronoun agreeing with that name's gender;
2. ``How many <X or Y> does|did <Name|he|she> have [now]?``, ``does`` after ``has``, ``did`` after ``had``.
X and Y are two kinds told apart (held_kinds._apart: one unit with modifiers neither of which holds the other's,
or two units side by side under one pack general), plural count nouns; the told kind is X or Y exactly, and so is
the asked one. X = Y + M (``more``) or Y − M (``fewer``): the other kind follows. A negative count, a part that is
not whole, another person, a pronoun that does not agree, a third kind, tenses that differ, any fourth sentence
or other word refuse.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.generic_holders import opener, same_holder
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.held_kinds import _apart
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

KIND_COMPARISON = "kind_comparison"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, KIND_COMPARISON, detail, reason)


def _name(cur: Cursor) -> tuple[str, str] | None:
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None:
        return None
    cur.pos += 1
    gender = (s.entry.gender if s.entry is not None else "") or "x"
    return cur.tokens[cur.pos - 1].text, gender


def plural_kind(cur: Cursor) -> Item | None:
    """``[mods] <plural count noun>`` at the cursor (consumed), or None (also kind_multiples.py)."""
    start = cur.pos
    mods = []
    while cur.sense("modifier") is not None and cur.sense("unit") is None:
        mods.append(cur.sense("modifier").entry.id)
        cur.pos += 1
    unit = cur.sense("unit")
    if unit is None or unit.form != "pl" or not cur.lex.unit_by_id[unit.entry.id].discrete \
            or cur.lex.unit_by_id[unit.entry.id].family != "count":
        cur.pos = start
        return None
    cur.pos += unit.length
    return Item(unit=unit.entry.id, mods=tuple(sorted(mods)))


def _whole(cur: Cursor) -> Fraction | None:
    got = read_number(cur)
    if got is None or got[1] or got[0] < 0 or got[0].denominator != 1:
        return None
    return got[0]


def _shape(cur: Cursor) -> tuple[str, ...] | None:
    """The compared statement's shape at its words (``has M more X than Y``), for the claim; nothing consumed."""
    w = cur.words[:cur.end]
    if "than" not in w or not ({"has", "had"} & set(w)) or not ({"more", "fewer"} & set(w)):
        return None
    return tuple(w)


def _same_person(cur: Cursor, name: str, gender: str, other: str, used: list[str]) -> None:
    """The story's one person again at the read position, consumed: ``he``/``she`` of that gender or the name
    itself; refuses otherwise (``other`` is the detail for another person's name). A holder told with an article
    (``the farmer``, gender ``g:<class>``, generic_holders.py, ADR 0364) is that noun again or its pronoun."""
    if gender.startswith("g:"):
        if not same_holder(cur, name, gender[2:], used):
            pronoun = cur.peek_word() in ("he", "she", "it")
            raise _refuse(cur, f"{cur.peek_word()!r} is not {name}" if pronoun else other,
                          Reason.AMBIGUOUS_REFERENCE if pronoun else Reason.UNKNOWN_ENTITY)
        return
    word = cur.peek_word()
    if word in ("he", "she"):
        if gender != ("m" if word == "he" else "f"):
            raise _refuse(cur, f"'{word}' is not {name}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
    elif _name(cur) is None or cur.tokens[cur.pos - 1].text != name:
        raise _refuse(cur, other, Reason.UNKNOWN_ENTITY)


def _statement(cur: Cursor, who: tuple[str, str] | None, used: list[str]):
    """(holder, gender, tense, N, X, None, None) for a holding, (holder, gender, tense, M signed, X, Y, cmp) for a
    comparison; raises when the sentence is neither."""
    cur.pos = 0
    if who is None:
        got = _name(cur)
        if got is None:
            held = opener(cur)  # v17: "A farmer has 19 cows." (generic_holders.py, ADR 0364)
            if held is None:
                raise _refuse(cur, "expected a name opening the story")
            got = held[0], "g:" + held[1]
        name, gender = got
    else:
        name, gender = who
        _same_person(cur, name, gender, "another person", used)
    tense = cur.peek_word()
    if tense not in ("has", "had"):
        raise _refuse(cur, "expected has/had")
    cur.pos += 1
    value = _whole(cur)
    if value is None:
        raise _refuse(cur, "expected a whole number")
    if cur.peek_word() in ("more", "fewer"):
        sign = 1 if cur.peek_word() == "more" else -1
        cur.pos += 1
        x = plural_kind(cur)
        if x is None or cur.peek_word() != "than":
            raise _refuse(cur, "expected '<things> than <things>'")
        cur.pos += 1
        y = plural_kind(cur)
        if y is None or not cur.at_end():
            raise _refuse(cur, "expected the things compared with, and nothing after")
        if value <= 0:
            raise _refuse(cur, "a difference of nothing")
        if not _apart(cur, x, y):
            raise _refuse(cur, "two kinds not told apart", Reason.AMBIGUOUS_REFERENCE)
        return name, gender, tense, value * sign, x, y
    x = plural_kind(cur)
    if x is None or not cur.at_end():
        raise _refuse(cur, "expected '<name> has N <things>.'")
    return name, gender, tense, value, x, None


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences, the last a question opening ``How many``; one of the first two ``<subject> has|had M
    more|fewer <things> than <things>`` (a thing, not a person, after ``than``)."""
    if len(cursors) != 3 or cursors[2].words[:2] != ["how", "many"]:
        return False
    for cur in cursors[:2]:
        if _shape(cur) is None:
            continue
        w = cur.words[:cur.end]
        at = w.index("than")
        probe = Cursor(cur.lex, cur.sentence, at + 1, cur.end)
        k = 2 if w[0] in ("a", "an", "the") else 1  # v17: "A farmer has 12 more pigs than cows." (ADR 0364)
        if plural_kind(probe) is not None and probe.at_end() and w[k:k + 1] in (["has"], ["had"]) \
                and len(w) > k + 4 and w[k + 2] in ("more", "fewer"):
            return True
    return False


def parse_kind_comparison(cursors: list[Cursor]) -> Graph:
    used: list[str] = []
    first = _statement(cursors[0], None, used)
    second = _statement(cursors[1], (first[0], first[1]), used)
    held, compared = (first, second) if first[5] is None else (second, first)
    held_at, compared_at = (0, 1) if first[5] is None else (1, 0)
    if held[5] is not None or compared[5] is None:
        raise _refuse(cursors[1], "expected one holding and one comparison")
    name, gender, tense = first[0], first[1], first[2]
    if second[2] != tense:
        raise _refuse(cursors[1], "tenses that differ", Reason.AMBIGUOUS_REFERENCE)
    x, y = compared[4], compared[5]
    if held[4] not in (x, y):
        raise _refuse(cursors[1], "the holding is of neither kind compared", Reason.AMBIGUOUS_REFERENCE)
    cur = cursors[2]
    cur.pos = 2
    asked = plural_kind(cur)
    total = False
    if asked is not None and (asked not in (x, y) or cur.peek_word() == "and"):
        asked, total = _both_kinds(cur, asked, x, y)  # v17: "How many animals …", "How many cows and pigs …"
    if asked is None:
        raise _refuse(cur, "a kind asked that is neither compared", Reason.UNKNOWN_QUANTITY)
    aux = cur.peek_word()
    if aux != ("does" if tense == "has" else "did"):
        raise _refuse(cur, "a question in another tense", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += 1
    _same_person(cur, name, gender, "asks about someone else", used)
    if cur.peek_word() != "have":
        raise _refuse(cur, "expected 'have'", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    if tense == "has" and cur.peek_word() == "now":
        cur.pos += 1
    if total:
        for words in (("in", "all"), ("in", "total"), ("altogether",), ("together",)):
            if tuple(cur.words[cur.pos:cur.pos + len(words)]) == words:
                cur.pos += len(words)
                break
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    ops = [Op(kind="hold", lemma="verb.have", sentence=held_at, actor=name, item=held[4], amount=fmt(held[3])),
           Op(kind="compare_kinds", lemma="verb.have", sentence=compared_at, actor=name, item=x,
              amount=fmt(compared[3]), target=name),
           Op(kind="compared_kind", lemma="verb.have", sentence=compared_at, actor=name, item=y)]
    return Graph(ops=ops, question=Question(kind=KIND_COMPARISON, sentence=2, entity=name, item=asked,
                                            lemma="total" if total else ""))


def _covers(lex, general: Item, kind: Item) -> bool:
    """``apples`` covers ``red apples``; ``animals`` covers ``cows`` (a pack general)."""
    return set(general.mods) <= set(kind.mods) and general != kind and (
        general.unit == kind.unit or lex.kind_of(kind.unit, general.unit))


def _both_kinds(cur: Cursor, asked: Item, x: Item, y: Item) -> tuple[Item | None, bool]:
    """(v17, ADR 0364) The question's kind when it is both compared kinds: one kind that covers both (``How many
    books`` of fiction and nonfiction books, ``How many animals`` of cows and pigs), or ``X and Y`` (answered in
    their one unit, or a pack general of both); (None, False) otherwise."""
    lex = cur.lex
    if cur.peek_word() == "and":
        at = cur.pos
        cur.pos += 1
        second = plural_kind(cur)
        if second is None or {asked, second} != {x, y}:
            cur.pos = at
            return None, False
        if x.unit == y.unit:
            return Item(unit=x.unit), True
        common = sorted(set(lex.generals.get(x.unit, ())) & set(lex.generals.get(y.unit, ())))
        return (Item(unit=common[0]), True) if len(common) == 1 else (None, False)
    if _covers(lex, asked, x) and _covers(lex, asked, y):
        return asked, True
    return None, False


def _parts(graph) -> tuple[Op, Op, Op]:
    by = {op.kind: op for op in graph.ops}
    if len(graph.ops) != 3 or set(by) != {"hold", "compare_kinds", "compared_kind"}:
        raise ValueError("not one holding and one comparison")
    return by["hold"], by["compare_kinds"], by["compared_kind"]


def kinds_answer(lex, graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the asked kind from the told one and the difference (a negative count refuses)."""
    held, cmp, ref = _parts(graph)
    q = graph.question
    n, d = Fraction(held.amount), Fraction(cmp.amount)
    other = n - d if held.item == cmp.item else n + d
    if other < 0:  # v17 red team (ADR 0364): a story whose other kind is negative is no story, whatever is asked
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=KIND_COMPARISON,
                            sentence_index=cmp.sentence, detail=f"the other kind would be {other}")
    if q.lemma == "total":  # v17: both kinds (ADR 0364)
        if other < 0:
            raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=KIND_COMPARISON,
                                sentence_index=cmp.sentence, detail=f"a kind would be {other}")
        return n + other, q.item.unit, [Step(lemma="verb.have", kind=KIND_COMPARISON, holder=q.entity,
                                             operands=[held.amount, cmp.amount], before=held.amount,
                                             after=str(n + other))]
    if q.item == held.item:
        value = n
    elif held.item == cmp.item and q.item == ref.item:
        value = n - d  # X told: Y = X − d
    elif held.item == ref.item and q.item == cmp.item:
        value = n + d  # Y told: X = Y + d
    else:
        raise ValueError("the asked kind is not compared")
    if value < 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=KIND_COMPARISON,
                            sentence_index=cmp.sentence, detail=f"{q.item.unit} would be {value}")
    return value, q.item.unit, [Step(lemma="verb.have", kind=KIND_COMPARISON, holder=q.entity,
                                     operands=[held.amount, cmp.amount], before=held.amount, after=str(value))]


def verify_kinds(lex, graph) -> Fraction:
    """Verifier: both kinds from x − y = d and the told one, then the asked one."""
    held, cmp, ref = _parts(graph)
    d = Fraction(cmp.amount)
    if held.item == cmp.item:
        x = Fraction(held.amount)
        y = x - d
    elif held.item == ref.item:
        y = Fraction(held.amount)
        x = d + y
    else:
        raise ValueError("the told kind is not compared")
    if graph.question.lemma == "total":
        return x + y
    if graph.question.item == cmp.item:
        return x
    if graph.question.item == ref.item:
        return y
    raise ValueError("the asked kind is not compared")
