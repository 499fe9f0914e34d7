"""One whole cut into parts, parts of it eaten (v17, ADR 0364).

    A pizza is cut into 8 slices. Sam eats 3 slices and Tim eats 2 slices. How many slices are left?   8 − 3 − 2
    Chris ate 3 slices of pizza and his friend ate 4 slices. The pizza had 12 slices.
    How many slices are left?                                                                          12 − 3 − 4
    A cake has 12 pieces. Ann ate 2 pieces of it. How many pieces did they eat?  (refused: one eater)

Why a module of its own: the story's subject is a thing (``A pizza is cut …``, ``The pizza had 12 slices``), which
the clause grammar has no holder for (``no subject the grammar knows``), and the people who eat hold nothing: what
they eat is the whole's, and what is left is the whole's parts less those eaten. The holding machinery would take
``Sam eats 3 slices`` from Sam (who was never said to hold any) and refuses it, rightly, when the things could be
anyone's (``A jar has 20 cookies. Tom eats 5 cookies.``: from the jar or his own?). Here the parts can come from
nothing but the whole: they are its slices or pieces.

The text, read as a whole:

- the whole, once: ``a|an|the <whole> is|was cut into N <parts>`` (the cut makes them its parts), or ``a|an|the
  <whole> has|had N <parts>`` where the parts are a portion noun of the pack (role ``portion``: slice, piece) — a
  whole a singular count noun, the parts a plural count noun other than the whole's;
- eating, once or more, each statement one or more clauses joined by ``and``: ``EATER ate|eats|eat N <parts> [of
  it | of [the] <whole>]``, the same parts noun (``slices of cake`` beside a pizza refuses), EATER a person (a name,
  he/she/they/I/we, ``his|her|their|my <person>``, ``the|a <person>``, ``Name's <person>``);
- the question, last: ``How many <parts> [of [the] <whole>] are|were left [of the <whole>] [now]?`` (the whole's
  parts less all eaten) or ``How many <parts> did|do they eat [in all|altogether|in total]?`` (all eaten; two
  eaters at least).

Tense: a whole told with ``has`` (present) is what it has now, so an eating in the past beside it (before or
after: eaten before the count, or after?) refuses; ``had`` or ``is|was cut into`` count the whole before it was
eaten, but ``had`` told after a present eating refuses too. Refused as well: a second whole or any other sentence,
eating more parts than the whole had, a whole whose parts are not told (``A pizza. Sam ate 3 slices.``), parts in
another unit, parts of another whole.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

CUT_WHOLE = "cut_whole"
_PAST_EAT = frozenset({"ate", "eaten"})  # tense is grammar (lengths._PAST_WORDS): the eating verb's past forms
_TOTALS = (("in", "all"), ("in", "total"), ("altogether",), ("together",))


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, CUT_WHOLE, detail, reason)


def _count_unit(cur: Cursor, i: int, form: str):
    u = cur.sense("unit", i)
    if u is None or u.form != form or cur.lex.unit_by_id[u.entry.id].family != "count":
        return None
    return u


def _whole(cur: Cursor) -> tuple[str, Fraction, str, str, str] | None:
    """``a|an|the <whole> is|was cut into N <parts>`` / ``… has|had N <parts>`` as the whole sentence: (whole
    unit, N, parts unit, tense word, article), or None (nothing consumed) when the sentence is not of that shape."""
    cur.pos = 0
    if cur.take_word("a", "an", "the") is None:
        return None
    w = _count_unit(cur, cur.pos, "sg")
    if w is None:
        cur.pos = 0
        return None
    cur.pos += w.length
    verb = cur.peek_word()
    cut = False
    if verb in ("is", "was") and cur.sense("fn:be") is not None and cur.sense("fn:cut_off", cur.pos + 1) is not None \
            and cur.peek_word(2) == "into":
        cur.pos += 3
        cut = True
    elif verb in ("has", "had"):
        cur.pos += 1
    else:
        cur.pos = 0
        return None
    got = read_number(cur)
    p = _count_unit(cur, cur.pos, "pl")
    if got is None or got[1] or p is None or cur.pos + p.length != cur.end:
        cur.pos = 0
        return None
    if not cut and cur.sense("fn:portion") is None:
        cur.pos = 0
        return None
    n = got[0]
    cur.pos += p.length
    return w.entry.id, n, p.entry.id, verb, cur.words[0]


def _eater(cur: Cursor, people: list[str]) -> bool:
    """A person at the cursor (consumed), or False with nothing consumed (module doc). ``people`` holds the pack
    genders of the names read so far (a name is added): ``he``/``she``/``his <person>``/``her <person>`` need a
    name of that gender before them, ``they`` two eaters; else the pronoun refuses (whose?)."""
    start = cur.pos
    word = cur.peek_word()
    if word in ("he", "she", "they", "i", "we"):
        _check_pronoun(cur, word, people)
        cur.pos += 1
        return True
    if cur.sense("name") is not None and cur.tokens[cur.pos].text[:1].isupper() and cur.sense("unit") is None:
        s = cur.sense("name")
        people.append((getattr(s.entry, "gender", "") or "x") if s.entry is not None else "x")
        cur.pos += 1
        if cur.sense("poss") is None:
            return True
        cur.pos += 1
        if cur.sense("person") is not None:
            cur.pos += cur.sense("person").length
            return True
        cur.pos = start
        return False
    poss = cur.sense("fn:possessive")
    if poss is not None and cur.sense("person", cur.pos + poss.length) is not None:
        _check_pronoun(cur, {"m": "he", "f": "she"}.get(poss.entry.gender, cur.peek_word()), people)
    if cur.take("fn:possessive") is not None or cur.take_word("the", "a", "an") is not None:
        if cur.sense("person") is not None:
            cur.pos += cur.sense("person").length
            return True
    cur.pos = start
    return False


def _check_pronoun(cur: Cursor, word: str, people: list[str]) -> None:
    if word in ("i", "we", "my", "our"):
        return
    if word == "they" or word == "their":
        ok = len(people) >= 2
    else:
        want = {"he": "m", "she": "f"}.get(word)
        # a name of that gender (or one the pack gives none: Chris) told before; who ate does not change what is
        # left, but a pronoun with no one to stand for is a story not understood
        ok = want is not None and (want in people or "x" in people)
    if not ok:
        raise _refuse(cur, f"'{word}': who?", Reason.UNRESOLVED_PRONOUN)


def _eat_verb(cur: Cursor) -> str | None:
    v = cur.sense("verb")
    if v is None or v.entry.id != "verb.eat" or v.length != 1:
        return None
    cur.pos += 1
    return cur.words[cur.pos - 1]


def _of_whole(cur: Cursor, whole: str) -> bool:
    """``of it`` / ``of [the] <whole>`` after the parts (consumed; True), nothing (False); another whole refuses."""
    if cur.peek_word() != "of":
        return False
    cur.pos += 1
    if cur.take_word("it") is not None:
        return True
    cur.take_word("the")
    u = cur.sense("unit")
    if u is None or u.entry.id != whole or u.form != "sg":
        raise _refuse(cur, f"parts of something else than the {whole}", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += u.length
    return True


def _eating(cur: Cursor, people: list[str]) -> list[tuple[Fraction, str, str, str | None]]:
    """Every clause of an eating statement: (N, parts unit, verb word, whole named by ``of …`` or None)."""
    cur.pos = 0
    while cur.take("fn:sequence") is not None:
        cur.take("punct:,")
    out = []
    while True:
        if not _eater(cur, people):
            raise _refuse(cur, "no one eating")
        verb = _eat_verb(cur)
        if verb is None:
            raise _refuse(cur, "expected ate/eats")
        got = read_number(cur)
        if got is None or got[1] or got[0] <= 0 or got[0].denominator != 1:
            raise _refuse(cur, "expected a whole number of parts eaten")
        u = cur.sense("unit")
        if u is None or cur.lex.unit_by_id[u.entry.id].family != "count" or u.form != ("sg" if got[0] == 1 else "pl"):
            raise _refuse(cur, "expected the parts eaten")
        cur.pos += u.length
        named = None
        if cur.peek_word() == "of":
            at = cur.pos
            cur.pos += 1
            if cur.take_word("it") is not None:
                named = "it"
            else:
                cur.take_word("the")
                w = cur.sense("unit")
                if w is None or w.form != "sg":
                    cur.pos = at
                    raise _refuse(cur, "expected 'of it' or 'of the <whole>'")
                cur.pos += w.length
                named = w.entry.id
        out.append((got[0], u.entry.id, verb, named))
        if cur.at_end():
            return out
        cur.take("punct:,")
        if cur.take_word("and") is None:
            raise _refuse(cur, "words after the parts eaten")


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences or more, the last ``How many <parts> …``; exactly one whole statement (module doc) whose
    parts the question counts, and every other statement holding the pack's eat verb."""
    if len(cursors) < 3:
        return False
    q = cursors[-1]
    if q.end < 4 or q.sense("fn:how", 0) is None or q.words[1] != "many":
        return False
    wholes = []
    for cur in cursors[:-1]:
        got = _whole(cur)
        cur.pos = 0
        if got is not None:
            wholes.append(got)
        elif not any((v := cur.sense("verb", i)) is not None and v.entry.id == "verb.eat" for i in range(cur.end)):
            return False
    if len(wholes) != 1:
        return False
    u = q.sense("unit", 2)
    return u is not None and u.entry.id == wholes[0][2]


def parse_cut_wholes(cursors: list[Cursor]) -> Graph:
    *stories, q = cursors
    whole_at = next(i for i, cur in enumerate(stories) if _whole(cur) is not None)
    whole, n, parts, told, article = _whole(stories[whole_at])
    if n <= 0 or n.denominator != 1:
        raise _refuse(stories[whole_at], "a whole of no parts, or of a part of one")
    ops = [Op(kind="hold", lemma="verb.have", sentence=whole_at, actor="the " + whole, item=Item(unit=parts),
              amount=fmt(n))]
    eaters = 0
    people: list[str] = []
    for i, cur in enumerate(stories):
        if i == whole_at:
            continue
        for amount, unit, verb, named in _eating(cur, people):
            if unit != parts:
                raise _refuse(cur, f"{unit} eaten, the {whole} told in {parts}", Reason.UNIT_MISMATCH)
            if named not in (None, "it", whole):
                raise _refuse(cur, f"parts of {named}, not of the {whole}", Reason.AMBIGUOUS_REFERENCE)
            if i < whole_at and article != "the":
                raise _refuse(cur, f"an eating told before '{article} {whole}' is brought in",
                              Reason.AMBIGUOUS_REFERENCE)
            if named == "it" and i < whole_at:
                raise _refuse(cur, "'of it' before the whole is told", Reason.AMBIGUOUS_REFERENCE)
            past = verb in _PAST_EAT
            if told == "has" and past:
                raise _refuse(cur, "the whole's count told now, an eating in the past: before or after it?",
                              Reason.AMBIGUOUS_REFERENCE)
            if i < whole_at and not past and told in ("had", "was"):
                raise _refuse(cur, "a present eating told before the whole's past count", Reason.AMBIGUOUS_REFERENCE)
            eaters += 1
            ops.append(Op(kind="lose", lemma="verb.eat", sentence=i, actor="the " + whole, item=Item(unit=parts),
                          amount=fmt(amount)))
    kind = _question(q, whole, parts, eaters)
    return Graph(ops=ops, question=Question(kind=CUT_WHOLE, sentence=len(stories), entity="the " + whole,
                                            item=Item(unit=parts), lemma=kind))


def _question(q: Cursor, whole: str, parts: str, eaters: int) -> str:
    """``left`` or ``eaten`` (module doc)."""
    q.pos = 2
    q.pos += q.sense("unit").length
    if q.peek_word() == "of":
        _of_whole(q, whole)
    word = q.peek_word()
    if word in ("are", "were"):
        q.pos += 1
        if q.take_word("left") is None:
            raise _refuse(q, "expected 'are left'", Reason.UNPARSED_QUESTION)
        if q.peek_word() == "of":
            _of_whole(q, whole)
        q.take_word("now")
        kind = "left"
    elif word in ("did", "do"):
        q.pos += 1
        if q.take_word("they") is None or q.take_word("eat") is None:
            raise _refuse(q, "expected 'did they eat'", Reason.UNPARSED_QUESTION)
        if eaters < 2:
            raise _refuse(q, "'they' with one eating told", Reason.AMBIGUOUS_REFERENCE)
        for total in _TOTALS:
            if tuple(q.words[q.pos:q.pos + len(total)]) == total:
                q.pos += len(total)
                break
        kind = "eaten"
    else:
        raise _refuse(q, "expected 'are left' or 'did they eat'", Reason.UNPARSED_QUESTION)
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    return kind


def _parts(graph: Graph) -> tuple[Op, list[Op]]:
    held = [op for op in graph.ops if op.kind == "hold"]
    eaten = [op for op in graph.ops if op.kind == "lose"]
    if len(held) != 1 or len(eaten) + 1 != len(graph.ops) or not eaten:
        raise ValueError("not one whole and its eaten parts")
    return held[0], eaten


def cut_whole_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the whole's parts less each eating in turn (none may take more than is left), or the eaten sum."""
    held, eaten = _parts(graph)
    left = Fraction(held.amount)
    steps = []
    for op in eaten:
        after = left - Fraction(op.amount)
        if after < 0:
            raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=CUT_WHOLE,
                                sentence_index=op.sentence, detail=f"{held.actor} would have {after} {held.item.unit}")
        steps.append(Step(lemma="verb.eat", kind=CUT_WHOLE, holder=held.actor, operands=[fmt(left), op.amount],
                          before=fmt(left), after=fmt(after)))
        left = after
    value = left if graph.question.lemma == "left" else Fraction(held.amount) - left
    return value, held.item.unit, steps


def verify_cut_whole(lex, graph: Graph) -> Fraction:
    """Verifier: the eaten sum (checked against the whole), and the whole less it when ``left`` is asked."""
    held, eaten = _parts(graph)
    total = sum((Fraction(op.amount) for op in eaten), Fraction(0))
    whole = Fraction(held.amount)
    if total > whole or any(op.item != held.item for op in eaten):
        raise ValueError("more eaten than the whole had, or other parts")
    if graph.question.lemma == "left":
        return whole - total
    if graph.question.lemma == "eaten":
        return total
    raise ValueError("neither left nor eaten")
