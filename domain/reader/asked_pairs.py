"""``How many lions and bears does the zoo have?`` (v18, ADR 0393): two kinds of things asked in one question.

    A zoo has 4 lions, 3 tigers and 4 bears. How many lions and bears does the zoo have?          4 + 4 = 8
    Pat has 14 pens and 9 pencils. How many pens and pencils does Pat have?                      14 + 9 = 23
    Jon has 12 red balloons, 15 blue balloons and 17 yellow balloons.
    How many red and blue balloons does Jon have?                                                12 + 15 = 27

The question readers take one asked item after ``How many``; ``and`` then stopped them (``expected do/does/did/will
… after the asked unit``). The reading is a second try (as answer_units.py's), only for a text the reader refused
with ``unparsed_question`` as written, so no reading that already stood can change: the text is read twice, once
with the question asking only the first kind (``How many lions does the zoo have?``) and once only the second
(``How many bears does the zoo have?``), each read, solved and verified as any text; both must be solved, each in
its own asked unit, and the answer is their sum.

Read only when the question opens ``How many`` and then

- ``<things A> and <things B>``: two plural pack units, different, neither a kind of the other and not said by
  the pack to overlap (``birds and storks``: a stork is a bird, counted twice or not? ``kids and girls``), or
- ``<colour A> and <colour B> <things>``: two different colours (pack role ``colour``) of one plural unit (a thing
  has one colour, so no thing is counted twice; ``big and red balloons`` is not read).

Anything else stays refused as before: a third kind (``lions, tigers and bears``), ``how many more A and B``,
``How many A and how many B``, a pair whose either question refuses (the whole text refuses with the first
reading's refusal), an answer in another unit than asked.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.linear import canonical_answer
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.results import Solved, Step
from domain.reader.tokens import Sentence

PAIR_LEMMA = "fn.and"
"""The pack lemma that licenses the sum step (``and`` joining the two asked kinds)."""


def may_ask_pair(text: str) -> bool:
    """A cheap look at the raw text: does its last sentence open ``How many`` and hold `` and ``?"""
    end = text.rstrip()
    if not end.endswith("?"):
        return False
    last = end[:-1].rsplit("?", 1)[-1].rsplit(".", 1)[-1].strip().lower()
    if last.startswith("how much ") and " cost" in last:
        return True  # "How much do a shirt and a hat cost?" (cost_parts)
    return last.startswith("how many ") and " and " in last


def _plural_unit(cur, i: int):
    s = cur.sense("unit", i)
    if s is None:
        return None
    unit = cur.lex.unit_by_id[s.entry.id]
    if s.form != "pl" and unit.plural.lower() != " ".join(cur.words[i:i + s.length]):
        return None
    return s


def pair_at(cur) -> tuple[int, int, int, int, tuple[str, str]] | None:
    """The asked pair in the question ``cur``: (start of A, end of A, start of B, end of B) as token indices, and the
    two asked units' ids (the same unit for two colours); None when the question does not open that way."""
    w = cur.words
    if len(w) < 6 or w[0] != "how" or w[1] != "many":
        return None
    a = _plural_unit(cur, 2)
    if a is not None and cur.pos + 2 + a.length < cur.end and w[2 + a.length] == "and":
        b_at = 3 + a.length
        b = _plural_unit(cur, b_at)
        if b is None or cur.sense("unit", b_at + b.length) is not None:
            return None  # "How many pens and pencil cases": not two plural kinds
        x, y = a.entry.id, b.entry.id
        lex = cur.lex
        if x == y or lex.kind_of(x, y) or lex.kind_of(y, x) or lex.may_overlap(x, y):
            return None
        return 2, 2 + a.length, b_at, b_at + b.length, (x, y)
    if a is not None and (verbs := _verb_pair(cur, 2 + a.length)) is not None:
        return (*verbs, (a.entry.id, a.entry.id))  # v22: "did Paco eat and give away in all?" (ADR 0515)
    c1, c2 = cur.sense("fn:colour", 2), None
    if c1 is not None and c1.length == 1 and w[3] == "and":
        c2 = cur.sense("fn:colour", 4)
    if c2 is None or c2.length != 1 or w[2] == w[4]:
        return None
    thing = _plural_unit(cur, 5)
    if thing is None:
        return None
    return 2, 3, 4, 5, (thing.entry.id, thing.entry.id)


_AUX = frozenset({"did", "does", "do", "will", "would"})
_SIDES = ({"negative", "transfer_out"}, {"positive", "transfer_in"})
"""(v22, ADR 0515) Verb categories whose events of one holder's things never share a thing: two ways of losing
(``ate`` and ``gave away``: an eaten cookie was not given) or two ways of getting (``found`` and ``bought``)."""


def _verb_pair(cur, aux_at: int) -> tuple[int, int, int, int] | None:
    """(v22, ADR 0515) ``How many <things> did <someone> <V1> and <V2> [in all]?``: the two verbs' spans, when both are
    ways of losing, or both ways of getting, the holder's things (``_SIDES``), different, and nothing but a total
    word follows the second; None otherwise. Each reading (``… did Paco eat in all?``, ``… did Paco give away in
    all?``) is read, solved and verified alone, and the answer is their sum (join_pair)."""
    w = cur.words
    if aux_at >= cur.end or w[aux_at] not in _AUX:
        return None
    j = aux_at + 2  # the subject: one word at least
    while j < cur.end and cur.sense("verb", j) is None:
        j += 1
    v1 = cur.sense("verb", j)
    if v1 is None or j + v1.length >= cur.end or w[j + v1.length] != "and":
        return None
    k = j + v1.length + 1
    v2 = cur.sense("verb", k)
    if v2 is None or v1.entry.id == v2.entry.id \
            or not any(v1.entry.category in side and v2.entry.category in side for side in _SIDES):
        return None
    end = k + v2.length
    total = cur.sense("fn:total", end)
    if total is not None:
        end += total.length
    if any(cur.tokens[i].kind == "word" for i in range(end, cur.end)):
        return None
    return j, j + v1.length, k, k + v2.length


_ONE = frozenset({"a", "an", "one", "the"})
"""Counts of one thing before a singular noun (``a hat``, ``the pen``: the one priced thing)."""


def cost_parts(cur) -> list[tuple[int, int, bool]] | None:
    """``How much do|does|would|will <count> <things> [, <count> <things>] [and <count> <things>] cost …``: each
    asked part as (start, end, one), ``one`` when its count is ``a|an|one|the`` before a singular pack unit (read as
    the number 1); None when the question is not that shape. One part is read only with such a count (``How much
    does a shirt cost?``: the unit price); a part counted by a number is what the v6 cost reading already reads."""
    w = cur.words
    if len(w) < 5 or w[0] != "how" or w[1] != "much" or cur.sense("fn:aux", 2) is None:
        return None
    verb_at = next((i for i in range(3, cur.end) if (v := cur.sense("verb", i)) is not None
                    and v.entry.category == "cost"), None)
    if verb_at is None or verb_at < 5:
        return None
    parts: list[tuple[int, int, bool]] = []
    i = 3
    while i < verb_at:
        j = i
        while j < verb_at and w[j] not in (",", "and"):
            j += 1
        if j - i < 2:
            return None  # "a" alone, or two joining words together
        one = w[i] in _ONE
        if one:
            unit = cur.sense("unit", i + 1)
            if unit is None or unit.form != "sg" or i + 1 + unit.length != j:
                return None  # "the pens", "a box of pens": not one priced thing
        elif cur.tokens[i].kind != "num" or w[i + 1] in ("more", "fewer", "of"):
            return None
        parts.append((i, j, one))
        if j < verb_at and w[j] == ",":
            j += 1
        if j < verb_at and w[j] == "and":
            j += 1
        i = j
    if not parts or len(parts) > 4 or (len(parts) == 1 and not parts[0][2]):
        return None
    return parts


def _number_one(token):
    from domain.reader.tokens import Token
    return Token(text="1", low="1", kind="num", value=Fraction(1))


def split_pair(sentences: list[Sentence], lex, which: int, make_cursor) -> list[Sentence]:
    """The sentences with the question asking only the first (``which`` 1) or the second (2) kind of its pair;
    refuses when the question's tokens show no pair (the raw-text look and the tokens disagree: read nothing)."""
    question = sentences[-1] if sentences else None
    cur = make_cursor(question) if question is not None and question.question else None
    parts = cost_parts(cur) if cur is not None else None
    if parts is not None:
        if not 1 <= which <= len(parts):
            raise ReaderRefusal(Reason.UNPARSED_QUESTION, "frame.question", frame="question.pair",
                                detail="no such part of the priced list")
        start, end, one = parts[which - 1]
        verb_at = next(i for i in range(parts[-1][1], cur.end) if (v := cur.sense("verb", i)) is not None
                       and v.entry.category == "cost")
        toks = question.tokens
        count = [_number_one(toks[start])] if one else [toks[start]]
        kept = toks[:3] + count + toks[start + 1:end] + toks[verb_at:]
        return [*sentences[:-1], Sentence(question.index, kept, True)]
    at = pair_at(cur) if cur is not None else None
    if at is None:
        raise ReaderRefusal(Reason.UNPARSED_QUESTION, "frame.question", frame="question.pair",
                            detail="no question asking two kinds ('How many A and B …')")
    a0, a1, b0, b1, _ = at
    toks = question.tokens
    kept = toks[:a1] + toks[b1:] if which == 1 else toks[:a0] + toks[b0:]
    return [*sentences[:-1], Sentence(question.index, kept, True)]


def pair_units(text: str, lex) -> tuple[str, str] | None:
    """The two asked units of the text's question pair (read's second try), None when it asks no pair."""
    from domain.reader.phrases import Cursor
    from domain.reader.tokens import normalise, split_sentences, tokenize
    sentences = split_sentences(tokenize(normalise(text), lex.abbreviations))
    if not sentences or not sentences[-1].question:
        return None
    cur = Cursor(lex, sentences[-1])
    parts = cost_parts(cur)
    if parts is not None:
        return ("", str(len(parts)))  # a priced list: its parts in the money unit the readings answer in
    at = pair_at(cur)
    return None if at is None else at[4]


def join_parts(lex, readings: list[Solved]) -> Solved | None:
    """(cost parts) The sum of the priced parts' readings, all in one money unit, or None."""
    units = {r.unit for r in readings}
    money = {u.plural for u in lex.unit_by_id.values() if u.family == "money"}
    if len(units) != 1 or not units <= money:
        return None
    value = sum((Fraction(r.answer) for r in readings), Fraction(0))
    answer = canonical_answer(value)
    steps = [st for r in readings for st in r.steps]
    if len(readings) > 1:
        steps.append(Step(lemma=PAIR_LEMMA, kind="asked_parts", holder="", operands=[r.answer for r in readings],
                          before="", after=answer))
    return Solved(answer=answer, unit=units.pop(), depth=len(steps), steps=steps,
                  lemma_ids=sorted({*(x for r in readings for x in r.lemma_ids), PAIR_LEMMA}))


def join_pair(lex, units: tuple[str, str], first: Solved, second: Solved) -> Solved | None:
    """The sum of the two readings, or None when either answers in another unit than the one it was asked."""
    x, y = (lex.unit_by_id[u] for u in units)
    if first.unit != x.plural or second.unit != y.plural:
        return None
    value = Fraction(first.answer) + Fraction(second.answer)
    answer = canonical_answer(value)
    if x.id == y.id:
        unit = x.plural
    else:
        shared = sorted(set(lex.generals.get(x.id, ())) & set(lex.generals.get(y.id, ())))
        unit = lex.unit_by_id[shared[0]].plural if len(shared) == 1 else f"{x.plural} and {y.plural}"
    steps = [*first.steps, *second.steps,
             Step(lemma=PAIR_LEMMA, kind="asked_pair", holder="", operands=[first.answer, second.answer], before="",
                  after=answer)]
    return Solved(answer=answer, unit=unit, depth=len(steps), steps=steps,
                  lemma_ids=sorted({*first.lemma_ids, *second.lemma_ids, PAIR_LEMMA}))
