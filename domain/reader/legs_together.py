"""The legs of several named travellers added up (v13, ADR 0266):

    Darius drove 679 miles to visit his grandmother. Julia drove 998 miles to visit her grandmother.
    What is the total number of miles Darius and Julia drove?                               679 + 998
    … How many miles did Darius and Julia drive [in all]? / How far did Darius and Julia drive in all?

Why a module of its own: legs.py reads the legs of each traveller (ADR 0109, 0112) but asks only about one of
them, or one against another (``than``); a question whose subject lists two or more of the travellers
(``Darius and Julia``) asks what they travelled together: every leg of each named traveller, of the asked
verb (any verb for a journey word: go, travel), added. Nothing is assumed about a traveller left unnamed.

The question shapes: ``How far | How many <distance unit> did|does <A> and <B> [and <C>…] <verb> [<total>]?``
(a coordinated subject asks the sum, with or without ``in all``), and ``What is|was the total number of
<distance unit> <A> and <B> … <past verb>?`` (the verb in the past: ``drove``, ``walked``). Each named must be a
traveller with a leg of the verb; a name twice, a pronoun, ``than``, a second verb or any other word refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.linear import exact
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

TOGETHER = "legs_together"
_PAST_IRREGULAR = ("ran", "rode", "flew", "drove", "swam")


def _bad(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
    return whole_text_refusal(cur, "legs", detail, reason)


def _names(cur: Cursor, travellers: dict[str, str]) -> tuple[str, ...] | None:
    """``A and B`` / ``A, B and C``: two or more capitalised names, each a traveller, none twice."""
    start, names = cur.pos, []
    while True:
        if cur.sense("name") is None or not cur.tokens[cur.pos].text[:1].isupper() \
                or cur.sense("poss", cur.pos + 1) is not None:
            break
        names.append(cur.tokens[cur.pos].text)
        cur.pos += 1
        if cur.take_word("and") is not None:
            continue
        if cur.take("punct:,") is not None:
            cur.take_word("and")
            continue
        break
    if len(names) < 2 or cur.words[cur.pos - 1] == "and" or cur.words[cur.pos - 1] == ",":
        cur.pos = start
        return None
    if len(set(names)) != len(names):
        raise _bad(cur, "a traveller named twice", Reason.AMBIGUOUS_REFERENCE)
    for n in names:
        if n not in travellers:
            raise _bad(cur, f"{n} made no trip", Reason.UNKNOWN_QUANTITY)
    return tuple(names)


def _unit(cur: Cursor, families: frozenset[str]) -> str | None:
    u = cur.sense("unit")
    if u is None or u.form != "pl" or cur.lex.unit_by_id[u.entry.id].family not in families:
        return None
    cur.pos += u.length
    return u.entry.id


def take_together_question(cur: Cursor, travellers: dict[str, str], families: frozenset[str]) -> Question | None:
    """The question when its subject lists two or more travellers (module doc); None when it does not (the
    cursor unmoved), so legs.py reads it as before."""
    start, si = cur.pos, cur.sentence.index
    unit = ""
    if cur.take_word("what") is not None:
        if cur.take_word("is", "was") is None or cur.take_word("the") is None or cur.take("fn:total") is None \
                or cur.take_word("number") is None or cur.take_word("of") is None:
            cur.pos = start
            return None
        unit = _unit(cur, families)
        if unit is None:
            raise _bad(cur, "'the total number of' without a distance unit")
        members = _names(cur, travellers)
        if members is None:
            cur.pos = start
            return None
        word = cur.peek_word()
        verb = cur.sense("verb")
        if verb is None or verb.entry.category != "travel" or verb.length != 1 \
                or not (word.endswith("ed") or word in _PAST_IRREGULAR):
            raise _bad(cur, "not a travel verb in the past after the travellers")
        cur.pos += 1
        lemma = verb.entry.id
    else:
        if cur.take("fn:how") is None:
            return None
        if cur.take("fn:far") is None:
            if cur.take_word("many") is None:
                cur.pos = start
                return None
            unit = _unit(cur, families)
            if unit is None:
                cur.pos = start
                return None
        if cur.take_word("did", "does", "do") is None:
            cur.pos = start
            return None
        members = _names(cur, travellers)
        if members is None:
            cur.pos = start
            return None
        if cur.take("fn:journey") is not None:
            lemma = ""
        else:
            word = cur.peek_word()
            verb = cur.sense("verb")
            if verb is None or verb.entry.category != "travel" or verb.length != 1 or word.endswith("ed") \
                    or word in _PAST_IRREGULAR:
                raise _bad(cur, "not the base form of a travel verb after the travellers")
            cur.pos += 1
            lemma = verb.entry.id
        cur.take("fn:total")
    if not cur.at_end():
        raise _bad(cur, "words after the question")
    return Question(kind=TOGETHER, sentence=si, lemma=lemma, members=members,
                    item=Item(unit=unit) if unit else None)


def _legs(graph: Graph) -> list[Op]:
    q = graph.question
    ops = [op for op in graph.ops if op.kind == "leg"]
    chosen = [op for op in ops if op.actor in q.members and (not q.lemma or op.lemma == q.lemma)]
    for name in q.members:
        if not any(op.actor == name for op in chosen):
            raise ValueError(f"{name} has no leg of the asked verb")
    return chosen


def together_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the named travellers' legs added one by one, in their one unit or converted to the asked one."""
    from domain.reader.travel import _scale
    q = graph.question
    chosen = _legs(graph)
    units = {op.item.unit for op in chosen}
    if q.item is not None:
        unit = q.item.unit
    elif len(units) == 1:
        unit = next(iter(units))
    else:
        raise ValueError("legs in different units and no unit asked")
    total, steps = Fraction(0), []
    for op in chosen:
        before = total
        total += Fraction(op.amount) * _scale(lex, op.item.unit, unit)
        steps.append(Step(lemma=op.lemma, kind="leg_add", holder=op.actor, operands=[fmt(before), op.amount],
                          before=fmt(before), after=fmt(total)))
    if total <= 0:
        raise ValueError("no distance")
    return total, unit, steps


def verify_together(lex, graph: Graph) -> Fraction:
    """Verifier: per traveller, each leg in the family's base unit, then the travellers' sums added and
    converted to the answer unit derived on its own."""
    q = graph.question
    if len(q.members) < 2 or len(set(q.members)) != len(q.members):
        raise ValueError("fewer than two travellers")
    ops = [op for op in graph.ops if op.kind == "leg"]
    used = {op.item.unit for op in ops if op.actor in q.members and op.lemma in (q.lemma or op.lemma,)}
    answer_unit = q.item.unit if q.item is not None else (next(iter(used)) if len(used) == 1 else "")
    if not answer_unit:
        raise ValueError("no answer unit")
    family = lex.unit_by_id[answer_unit].family

    def base(unit: str) -> Fraction:
        u = lex.unit_by_id[unit]
        if u.family != family:
            raise ValueError("units of different families")
        if unit == answer_unit and used == {unit}:
            return Fraction(1)
        if not u.per_base:
            raise ValueError(f"{unit} has no base")
        return exact(u.per_base)

    total = Fraction(0)
    for name in q.members:
        mine = [op for op in ops if op.actor == name and op.lemma in (q.lemma or op.lemma,)]
        if not mine:
            raise ValueError("a traveller without a leg")
        total += sum((Fraction(op.amount) * base(op.item.unit) for op in mine), Fraction(0))
    return total / base(answer_unit)
