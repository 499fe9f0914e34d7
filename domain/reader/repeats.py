"""Repeated events: ``Sam gives 2 apples to Tom every day`` / ``Each day he picks 5 apples`` (red team 5).

A time phrase made of an each-word (pack role ``each``: each, every, per) and a period (``each day``,
``every day``) says the action happens once per period, over a number of periods the story may or may not
give. The reader used to stamp it as a plain time label and count the action once ("Sam has 20 apples.
Every day he gives 2 apples to Tom. How many apples does Sam have?" answered 18). Nothing downstream can
count the periods, so any story with such an event refuses; the ``N apples a day`` rate forms (unit_rates.py)
are a separate, counted construction and are not touched.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.lexicon import Lexicon
from domain.reader.refusals import Reason, ReaderRefusal


def _repeat_phrase(lex: Lexicon, words: list[str]) -> str:
    """The first repeating time phrase among ``words`` ("" when none)."""
    starts = lex.repeat_starts  # speed (ADR 0129): a repeating time starts only at one of these words
    if starts.isdisjoint(words):
        return ""  # speed (ADR 0267): none of them here (most sentences), found by one set test, not a loop
    for i in range(len(words)):
        if words[i] not in starts:
            continue
        for sense in lex.senses_at(words, i):
            if sense.cls == "time" and sense.entry.id in lex.repeat_times:
                return " ".join(words[i:i + sense.length])
    return ""


def check_repeated_events(ops: list[Op], lex: Lexicon, story: list[tuple[int, list[str]]]) -> None:
    """Refuse when an operation of the story carries a repeating time phrase (``every day``), or comes from a
    sentence that says one anywhere (``Each day, he gives …``: a comma-led time is read past, not stamped).
    Only a rate (``bakes 20 cakes every day`` read as 20 per day, unit_rates.py) is counted per period."""
    for index, words in story:
        phrase = _repeat_phrase(lex, words)
        if phrase and any(op.sentence == index and op.kind != "rate" for op in ops):
            raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "repetition_count", sentence_index=index,
                                frame="statement.repetition",
                                detail=f"'{phrase}': an action repeated over periods whose number is not read")
    for op in ops:
        for part in op.time.split("|") if op.time else ():
            lemma = part.split("=", 1)[0]
            if lemma in lex.repeat_times:
                raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "repetition_count", sentence_index=op.sentence,
                                    frame="statement.repetition",
                                    detail=f"'{part.split('=', 1)[-1]}': an action repeated over periods "
                                           "whose number is not read")


def repeated_time(lex: Lexicon, sense) -> bool:
    """Red team 8 (ADR 0457): is this time sense a repeating one (``every day``, ``each week``)? Whole-text modules
    that read a time and pass it (before_gains, value_changes, legs) refuse it there: ``Sam bought 6 apples every
    day. Now he has 10 apples. How many apples did he have before?`` answered 4, the gain counted once."""
    return sense is not None and sense.entry.id in lex.repeat_times
