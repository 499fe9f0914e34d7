"""Counted doers of one act, with more of them doing it (reader v13, ADR 0264).

    22 boys went down the slide. 13 more boys went down the slide. How many boys went down the slide?   22 + 13
    30 dogs are barking. 10 more dogs start to bark. How many dogs are barking?                        30 + 10

Why a module of its own: the number before a counted subject that does something (``30 dogs are barking``)
counts the doers, not things someone holds or a place holds; groups.py reads a counted group only where it
is (``2 birds were sitting on the fence``) and refuses the bare activity for exactly that reason. Here the
whole text is about the doers of one act: the first count, then each ``N more <same things>`` doing the same
act (``more``: others than those counted before), and the question asks how many did it. The answer is the
sum of the counts.

Read only when the whole text is this form (otherwise the text is left to the other readings):

- the first sentence ``N <things> <act>``: a plain plural pack unit; the act is either (done) a pack verb and
  number-free words to the end of the sentence (``went down the slide``), or (state) ``are|were
  <activity>`` (``are barking``);
- every later statement ``[Then] M more <things> <act again>``: the very same words for a done act; for a
  state ``start|started to <verb>`` where the activity is that verb's ``-ing`` form (``bark`` → ``barking``,
  ``bake`` → ``baking``, ``swim`` → ``swimming``), ``start|started <activity>`` or ``join|joined [them|in]``;
- the question ``How many <things> <act> [now|in all|altogether|in total]?`` (the done act's words; for a
  state ``are|were <activity>`` with the first sentence's ``are|were``).

Not read (the text is left to the other readings, which refuse them): a count without ``more`` (``13 boys
went down the slide``: the same boys again?), another kind of things (``13 more girls``; ``children`` asked),
another act, a pronoun, a number, ``and``, ``more``/``each``/``some`` inside the act, a question about the
things themselves (``How many dogs are there?``: the dogs that do not bark are not told), a second activity.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.results import Step

KIND = "doer_count"
"""The question kind (solver._WHOLE_TEXT, verifier._WHOLE_TEXT_READINGS)."""
FIRST, MORE = "doers", "more_doers"

_BE = ("are", "were")
_START = "verb.start"
_JOIN = "verb.join"
_SEQUENCE = ("then", "later", "soon", "next")
_CLOSERS = (("now",), ("in", "all"), ("altogether",), ("in", "total"))
# words an act may not hold: what they refer to or count is not the act's own (a pronoun: whose?; 'and': two acts)
_NOT_IN_ACT = frozenset({"and", "or", "more", "each", "some", "every", "all", "it", "them", "they", "their", "him",
                         "her", "his", "he", "she", "its", "too", "also", "again", "many", "much", "fewer", "less",
                         "other", "others", "another", "than", "now", "still", "left"})


def _things(cur: Cursor, i: int) -> tuple[str, int] | None:
    """A bare plural pack unit at ``i`` (one word, not a person's money or a measure): (unit id, next index)."""
    unit = cur.sense("unit", i) if i < cur.end else None
    if unit is None or unit.length != 1 or cur.words[i] != unit.entry.plural or unit.entry.plural == unit.entry.singular:
        return None
    if cur.lex.unit_by_id[unit.entry.id].family != "count" or cur.sense("modifier", i) is not None:
        return None
    return unit.entry.id, i + 1


def _count(cur: Cursor, more: bool) -> tuple[Fraction, str, int] | None:
    """``[Then] N [more] <things>`` at the sentence's start: (N, unit, index after the things)."""
    cur.pos = 0
    if more and cur.pos < cur.end and cur.words[cur.pos] in _SEQUENCE:
        cur.pos += 1
        if cur.pos < cur.end and cur.words[cur.pos] == ",":
            cur.pos += 1
    got = read_number(cur)
    i = cur.pos
    cur.pos = 0
    if got is None or got[1] or got[0] <= 0 or got[0].denominator != 1:
        return None
    if more:
        if i >= cur.end or cur.words[i] != "more":
            return None
        i += 1
    things = _things(cur, i)
    if things is None:
        return None
    return got[0], things[0], things[1]


def _done_act(cur: Cursor, i: int) -> tuple[str, ...] | None:
    """A pack verb (not a be or have word) and number-free words to the end: the act's words."""
    verb = cur.sense("verb", i) if i < cur.end else None
    if verb is None or verb.entry.category in ("observe", "contain") or cur.words[i] in _BE + ("is", "was"):
        return None
    words = tuple(cur.words[i:cur.end])
    for j in range(i, cur.end):
        if cur.words[j] in _NOT_IN_ACT or cur.sense("num", j) or cur.sense("number", j) or cur.sense("money", j) \
                or cur.tokens[j].text in (",", ";", ":"):
            return None
        if cur.sense("name", j) is not None and cur.tokens[j].text[:1].isupper():
            return None  # a person inside the act ("went to Sam's house"): whose, and how many times?
    return words


def _activity(cur: Cursor, i: int) -> tuple[str, int] | None:
    act = cur.sense("activity", i) if i < cur.end else None
    if act is None or cur.sense("verb", i) is not None:
        return None
    return act.entry.id, i + act.length


def _state_act(cur: Cursor, i: int) -> tuple[str, str] | None:
    """``are|were <activity>`` ending the sentence: (be word, activity id)."""
    if i >= cur.end or cur.words[i] not in _BE:
        return None
    got = _activity(cur, i + 1)
    if got is None or got[1] != cur.end:
        return None
    return cur.words[i], got[0]


def _ing_forms(base: str) -> set[str]:
    """The ``-ing`` spellings of a verb's base form: bark → barking, bake → baking, swim → swimming."""
    forms = {base + "ing"}
    if base.endswith("e") and not base.endswith("ee"):
        forms.add(base[:-1] + "ing")
    if len(base) >= 3 and base[-1] not in "aeiouwxy" and base[-2] in "aeiou" and base[-3] not in "aeiou":
        forms.add(base + base[-1] + "ing")
    return forms


def _more_state(cur: Cursor, i: int, activity: str) -> bool:
    """``start|started to <verb>`` / ``start|started <activity>`` / ``join|joined [them|in]`` ending the sentence,
    doing the activity ``activity``."""
    verb = cur.sense("verb", i) if i < cur.end else None
    if verb is None:
        return False
    j = i + verb.length
    if verb.entry.id == _JOIN:
        if j < cur.end and cur.words[j] in ("them", "in"):
            j += 1
        return j == cur.end
    if verb.entry.id != _START:
        return False
    if j < cur.end and cur.words[j] == "to":
        if j + 2 != cur.end or cur.sense("verb", j + 1) is None:
            return False
        act_forms = next((a.forms for a in cur.lex.pack.activities if a.id == activity), ())
        return bool(_ing_forms(cur.words[j + 1]) & set(act_forms))
    got = _activity(cur, j)
    return got is not None and got[0] == activity and got[1] == cur.end


def _closer(cur: Cursor, i: int) -> bool:
    """The question ends at ``i``, or after one of ``now`` / ``in all`` / ``altogether`` / ``in total``."""
    rest = tuple(cur.words[i:cur.end])
    return rest == () or rest in _CLOSERS


def _question(cur: Cursor) -> tuple[str, int] | None:
    """``How many <things> …``: (unit, index after the things)."""
    if cur.end < 4 or cur.words[0] != "how" or cur.words[1] != "many":
        return None
    return _things(cur, 2)


def _reading(cursors: list[Cursor]):
    """(unit, [counts], act words or (be, activity)) when the whole text is this form, else None."""
    if len(cursors) < 3 or any(c.sentence.question for c in cursors[:-1]):
        return None
    first = _count(cursors[0], False)
    if first is None:
        return None
    n, unit, i = first
    cur0 = cursors[0]
    done = _done_act(cur0, i)
    state = None if done is not None else _state_act(cur0, i)
    if done is None and state is None:
        return None
    counts = [n]
    for cur in cursors[1:-1]:
        got = _count(cur, True)
        if got is None or got[1] != unit:
            return None
        m, _, j = got
        if done is not None:
            if tuple(cur.words[j:cur.end]) != done:
                return None
        elif not _more_state(cur, j, state[1]):
            return None
        counts.append(m)
    q = _question(cursors[-1])
    if q is None or q[0] != unit:
        return None
    qc, k = cursors[-1], q[1]
    if done is not None:
        if tuple(qc.words[k:k + len(done)]) != done or not _closer(qc, k + len(done)):
            return None
    else:
        if k >= qc.end or qc.words[k] != state[0]:
            return None
        got = _activity(qc, k + 1)
        if got is None or got[0] != state[1] or not _closer(qc, got[1]):
            return None
    return unit, counts, done if done is not None else state


def claims(cursors: list[Cursor]) -> bool:
    """The whole text is the form (module doc)."""
    return _reading(cursors) is not None


def parse_doer_counts(cursors: list[Cursor]) -> Graph:
    unit, counts, act = _reading(cursors)
    lemma = act[1] if len(act) == 2 and act[0] in _BE and act[1].startswith("act.") else "act:" + " ".join(act)
    item = Item(unit=unit)
    ops = [Op(kind=FIRST if si == 0 else MORE, lemma=lemma, sentence=si, actor="", item=item, amount=fmt(n))
           for si, n in enumerate(counts)]
    return Graph(ops=ops, question=Question(kind=KIND, sentence=len(cursors) - 1, item=item, lemma=lemma))


def _counts(graph: Graph) -> list[Op]:
    ops = graph.ops
    if not ops or ops[0].kind != FIRST or any(op.kind != MORE for op in ops[1:]) or len(ops) < 2:
        raise ValueError("one first count and more doers after it")
    if any(op.lemma != graph.question.lemma or op.item != graph.question.item for op in ops):
        raise ValueError("another act or other things")
    return ops


def doers_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the first count and every ``more`` count of the doers, summed."""
    ops = _counts(graph)
    value = sum((Fraction(op.amount) for op in ops), Fraction(0))
    step = Step(lemma=graph.question.lemma, kind="doer_count", holder="", operands=[op.amount for op in ops],
                before=ops[0].amount, after=fmt(value))
    return value, graph.question.item.unit, [step]


def verify_doers(lex, graph: Graph) -> Fraction:
    """Verifier: each more count adds doers the first did not count (``more``), so the doers are the sum."""
    total = Fraction(0)
    for op in _counts(graph):
        amount = Fraction(op.amount)
        if amount <= 0:
            raise ValueError("a count of doers that is not positive")
        total += amount
    return total
