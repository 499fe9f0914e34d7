"""``Scarlett made a fruit salad with 0.25 pound of melon and 0.375 pound of berries.`` (v11, ADR 0193).

A thing made *with* measured amounts of things says those amounts were used: the sentence means
``Scarlett used 0.25 pound of melon and 0.375 pound of berries``, and a question about what was used
(``How many pounds of fruit did Scarlett use in all?``) reads the uses as any other. The thing made is one
(``a``/``an``) and is not counted: the sentence is re-spelled before it is read, ``made a <noun> with`` becoming
``used``, so ``How many salads did she make?`` finds no making and refuses. Re-spelled only when all hold;
otherwise the sentence is left as written and reads (or refuses) as before:

- ``made`` (a pack verb form) occurs once, not first, and is followed by ``a``/``an``, a noun run whose head is a
  pack unit (``fruit salad``), and ``with``;
- after ``with`` comes a list of measured amounts to the end of the sentence: every number is followed by a
  measure unit (no count, money, time or length unit: ``with 2 friends`` or ``with 3 apples`` is company or
  parts, not an amount used) and ``of``, and no other verb is in the sentence.
"""
from __future__ import annotations

from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence, Token

NOT_MEASURES = ("count", "money", "time", "time_calendar", "length", "length_metric", "lap")


def repair_made_with(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each qualifying ``<subject> made a <noun> with <measured amounts>`` becomes ``<subject> used <amounts>``."""
    out: list[Sentence] = []
    for s in sentences:
        if s.question or "made" not in (t.low for t in s.tokens) or "with" not in (t.low for t in s.tokens):
            out.append(s)
            continue
        out.append(_repair(s, lex, cursor) or s)
    return out


def _repair(s: Sentence, lex, cursor) -> Sentence | None:
    cur = cursor(s)
    words = [t.low for t in s.tokens]
    if words.count("made") != 1:
        return None
    at = words.index("made")
    if at == 0 or cur.sense("verb", at) is None or at + 1 >= cur.end or words[at + 1] not in ("a", "an"):
        return None
    got = noun_run(cur, at + 2, ("unit",))
    if got is None or got[2] >= cur.end or words[got[2]] != "with":
        return None
    rest = got[2] + 1
    numbers = 0
    for i in range(rest, cur.end):
        if i != at and cur.sense("verb", i) is not None and cur.sense("unit", i) is None:
            return None  # another verb: another clause
        if cur.sense("num", i) is not None or cur.sense("number", i) is not None:
            unit = cur.sense("unit", i + 1)
            if unit is None or lex.unit_by_id[unit.entry.id].family in NOT_MEASURES \
                    or words[i + 1 + unit.length:i + 2 + unit.length] != ["of"]:
                return None
            numbers += 1
    if numbers == 0 or (cur.sense("num", rest) is None and cur.sense("number", rest) is None):
        return None
    used = Token(text="used", low="used", kind="word", value=None)
    return Sentence(index=s.index, tokens=[*s.tokens[:at], used, *s.tokens[rest:]], question=s.question)
