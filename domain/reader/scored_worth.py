"""Things scored, each worth some points (reader v13, ADR 0264).

    The Hawks scored 3 touchdowns worth 7 points each. How many points do they have?          3 × 7

Why a module of its own: ``worth M <units> each`` after the counted object says what one of those things
brings (worth.py reads ``each question was worth 5 points`` as a sentence of its own, and only for things done
right); here it rides on the scoring itself, so the points scored are N × M. The subject may be a team told
by its name (``The Hawks``: ``The`` and capitalised words no pack class knows but a name), which English
refers to as ``they``.

Read only as a whole text of two sentences:

- ``<subject> scored N <things> worth M <units> each.`` — the subject a pack or capitalised name (``he``/
  ``she`` later) or ``The <Capitalised words>`` (``they`` later); the verb the pack's ``verb.score``; N a
  whole number, M a number, the things and the units two different plural pack count units;
- ``How many <units> did <subject> score [in all|in total|altogether]?`` or ``How many <units> do|does
  <subject> have [now|in all|in total|altogether]?``, the subject the same name or the pronoun that fits it.

Anything else — a second sentence of scoring, another unit asked (``How many touchdowns …``, answered by the
other readings), a pronoun that does not fit, ``worth`` without ``each`` — is not read here.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.results import Step
from domain.reader.products import product_step

KIND = "scored_worth"
"""The question kind (solver._WHOLE_TEXT, verifier._WHOLE_TEXT_READINGS)."""
SCORE = "verb.score"
_CLOSERS = ((), ("now",), ("in", "all"), ("in", "total"), ("altogether",))


def _plural_count_unit(cur: Cursor, i: int) -> tuple[str, int] | None:
    unit = cur.sense("unit", i) if i < cur.end else None
    if unit is None or unit.length != 1 or cur.words[i] != unit.entry.plural or unit.entry.plural == unit.entry.singular:
        return None
    if cur.lex.unit_by_id[unit.entry.id].family != "count":
        return None
    return unit.entry.id, i + 1


def _subject(cur: Cursor) -> tuple[str, str, int] | None:
    """(subject text, pronoun, index after it): a name (``he``/``she`` by its gender; ``x`` fits neither) or
    ``The <Capitalised words>`` (``they``)."""
    toks = cur.tokens
    if cur.end < 2:
        return None
    if cur.words[0] == "the":
        j = 1
        while j < cur.end and toks[j].text[:1].isupper() and cur.sense("verb", j) is None \
                and not any(s.cls not in ("name",) for s in cur.senses(j)):
            j += 1
        if j == 1:
            return None
        return " ".join(t.text for t in toks[:j]), "they", j
    name = cur.sense("name", 0)
    if name is None or not toks[0].text[:1].isupper() or any(s.cls not in ("name",) for s in cur.senses(0)):
        return None
    known = cur.lex.names.get(toks[0].text)
    gender = known.gender if known is not None else ""
    return toks[0].text, {"m": "he", "f": "she"}.get(gender, ""), 1


def _statement(cur: Cursor):
    """(subject, pronoun, N, things, M, units) of the scoring sentence, or None."""
    subj = _subject(cur)
    if subj is None:
        return None
    who, pronoun, i = subj
    verb = cur.sense("verb", i) if i < cur.end else None
    if verb is None or verb.entry.id != SCORE or verb.length != 1 or cur.words[i] != "scored":
        return None
    cur.pos = i + 1
    n = read_number(cur)
    i = cur.pos
    cur.pos = 0
    if n is None or n[1] or n[0] <= 0 or n[0].denominator != 1:
        return None
    things = _plural_count_unit(cur, i)
    if things is None or things[1] >= cur.end or cur.words[things[1]] != "worth" or cur.sense("fn:worth", things[1]) is None:
        return None
    cur.pos = things[1] + 1
    m = read_number(cur)
    i = cur.pos
    cur.pos = 0
    if m is None or m[1] or m[0] <= 0:
        return None
    units = _plural_count_unit(cur, i)
    if units is None or units[0] == things[0] or units[1] + 1 != cur.end or cur.words[units[1]] != "each":
        return None
    return who, pronoun, n[0], things[0], m[0], units[0]


def _question(cur: Cursor, who: str, pronoun: str, units: str) -> bool:
    words = cur.words[:cur.end]
    if len(words) < 5 or words[0] != "how" or words[1] != "many":
        return False
    got = _plural_count_unit(cur, 2)
    if got is None or got[0] != units:
        return False
    i = got[1]
    aux = words[i] if i < len(words) else ""
    if aux not in ("did", "do", "does"):
        return False
    i += 1
    subject_words = who.lower().split()
    if pronoun and words[i:i + 1] == [pronoun]:
        i += 1
    elif [t.text for t in cur.tokens[i:i + len(subject_words)]] == who.split() or (
            words[i:i + len(subject_words)] == subject_words and subject_words[0] == "the"):
        i += len(subject_words)
    else:
        return False
    plural = pronoun == "they"
    if aux == "did" and words[i:i + 1] == ["score"]:
        i += 1
    elif (aux == "do" and plural or aux == "does" and not plural) and words[i:i + 1] == ["have"]:
        i += 1
    else:
        return False
    return tuple(words[i:]) in _CLOSERS


def _reading(cursors: list[Cursor]):
    if len(cursors) != 2 or cursors[0].sentence.question:
        return None
    got = _statement(cursors[0])
    if got is None:
        return None
    who, pronoun, n, things, m, units = got
    if not _question(cursors[1], who, pronoun, units):
        return None
    return got


def claims(cursors: list[Cursor]) -> bool:
    return _reading(cursors) is not None


def parse_scored_worth(cursors: list[Cursor]) -> Graph:
    who, _, n, things, m, units = _reading(cursors)
    ops = [Op(kind="gain", lemma=SCORE, sentence=0, actor=who, item=Item(unit=things), amount=fmt(n)),
           Op(kind="per", lemma="fn.worth", sentence=0, actor="", item=Item(unit=units), amount=fmt(m), target=things)]
    return Graph(ops=ops, question=Question(kind=KIND, sentence=1, entity=who, item=Item(unit=units), lemma=SCORE))


def _pair(graph: Graph) -> tuple[Op, Op]:
    gains = [op for op in graph.ops if op.kind == "gain"]
    rates = [op for op in graph.ops if op.kind == "per"]
    if len(gains) != 1 or len(rates) != 1 or rates[0].target != gains[0].item.unit:
        raise ValueError("one scoring and one worth of the things scored")
    if gains[0].actor != graph.question.entity or rates[0].item != graph.question.item:
        raise ValueError("another scorer or unit asked")
    return gains[0], rates[0]


def scored_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the things scored times what each is worth."""
    gain, rate = _pair(graph)
    value, steps = product_step(gain, rate, lemma=rate.lemma, kind="scored_worth", holder=gain.actor)
    return value, rate.item.unit, steps


def verify_scored(lex, graph: Graph) -> Fraction:
    """Verifier: N things each worth M: M's numerator N times over its denominator."""
    gain, rate = _pair(graph)
    count, worth = Fraction(gain.amount), Fraction(rate.amount)
    if count.denominator != 1 or count <= 0 or worth <= 0:
        raise ValueError("not a whole count of things worth something")
    return Fraction(worth.numerator * count.numerator, worth.denominator)
