"""``How much money does she have left in dollars?`` (v17, hunt_h, ADR 0361): a question closed by ``in <unit>``.

School and corpus problems often close the question by naming the unit the answer is to be given in: ``How much
do 3 notebooks cost in dollars?``, ``How long is each piece in meters?``, ``How much change did she get in
dollars?``. The phrase restricts nothing: it names the answer's unit. Before v17 the question readers took it for a
restriction they could not check (``the question restricts to 'in dollars'``) or left it unread, and refused.

The reading is a second try, only for a text the reader refused as written: the question's closing ``in <unit>``
is taken off, the rest is read as before, and the answer stands only when its unit *is* that unit. No conversion is
ever made (``in cents`` of an answer worked in dollars refuses), and only measure units count (money, lengths,
weights, volumes, areas and times: the pack's measure families, not its stuffs like ``juice``): ``How many cookies
are in boxes?`` names no answer unit but a place, and stays as it was. A text the reader answers as written is
never re-read, so no reading that already stood can change.
"""
from __future__ import annotations

from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.tokens import Sentence

_LONGEST = 3  # "square meters", "fluid ounces": a unit named by up to three words
_MEASURES = ("money", "length", "mass", "volume", "time", "area")
"""Pack unit families of measures (``length_metric``, ``mass``, ``time_calendar`` …); ``mass_noun_*`` stuffs
excluded."""


def _measure_plurals(lex) -> dict[tuple[str, ...], str]:
    """The plural name (as lower-case words) of every measure unit of the pack → its id."""
    out: dict[tuple[str, ...], str] = {}
    for unit in lex.unit_by_id.values():
        if not unit.plural or not unit.family.startswith(_MEASURES) or unit.family.startswith("mass_noun"):
            continue  # "in bowls", "in juice", "in laps": a place or a stuff, not the answer's unit
        words = tuple(unit.plural.lower().split())
        if len(words) <= _LONGEST:
            out[words] = unit.id
    return out


def _tail_unit(words: list[str], lex) -> tuple[str, int]:
    """(unit id, words to drop) when ``words`` close with ``in <plural measure unit>``; ("", 0) otherwise."""
    plurals = lex.memo("answer_unit_plurals", _measure_plurals)
    for n in range(_LONGEST, 0, -1):
        if len(words) < n + 4 or words[-n - 1] != "in":  # "How much … in dollars": at least a 3-word question left
            continue
        unit = plurals.get(tuple(words[-n:]))
        if unit:
            return unit, n + 1
    return "", 0


def asked_unit(text: str, lex) -> str:
    """The measure unit a question closed by ``in <unit>?`` names, "" when none (a cheap look at the raw text, to
    decide whether a second reading is worth trying; the reading itself works on tokens)."""
    end = text.rstrip()
    if not end.endswith("?") or " in " not in end:
        return ""
    last = end[:-1].rsplit("?", 1)[-1]
    last = last.replace(".", " ").replace("!", " ")
    return _tail_unit(last.lower().split(), lex)[0]


def strip_answer_unit(sentences: list[Sentence], lex, unit: str) -> list[Sentence]:
    """The sentences with the question's closing ``in <unit>`` taken off; refuses when it is not there as tokens
    (the raw-text look and the tokens disagree: read nothing)."""
    if not sentences or not sentences[-1].question:
        raise ReaderRefusal(Reason.UNPARSED_QUESTION, "question.answer_unit", frame="frame.question",
                            detail="no question closed by 'in <unit>'")
    question = sentences[-1]
    toks = question.tokens
    found, drop = _tail_unit([t.low for t in toks], lex)
    if found != unit or any(t.kind != "word" for t in toks[-drop:]):
        raise ReaderRefusal(Reason.UNPARSED_QUESTION, "question.answer_unit", frame="frame.question",
                            detail="the question's closing 'in <unit>' is not plain words")
    return [*sentences[:-1], Sentence(question.index, toks[:-drop], True)]


def check_answer_unit(unit: str, answered: str) -> None:
    """The answer stands only in the very unit the question named (no conversion is guessed)."""
    if answered != unit:
        raise ReaderRefusal(Reason.UNIT_MISMATCH, "question.answer_unit", frame="frame.question",
                            detail=f"the question asks the answer in {unit}, the reading gives {answered or 'a ratio'}")
