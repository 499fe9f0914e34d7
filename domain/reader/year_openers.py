"""``In 2019, Sam had 8 books.``: a calendar year opening a sentence is the time of its clauses (v22, ADR 0511).

    In 2019, Sam had 8 books. He got 7 more books. How many books does Sam have now?          8 + 7 = 15
    In 2019, Ann had 12 apple trees. In 2020, she planted 5 more apple trees. How many apple trees does Ann
    have now?                                                                                  12 + 5 = 17

The pack has no years (its times are words), so ``In 2019`` left the sentence with no subject the grammar knows.
A year is read as a time of its own, ``year 2019``, exactly where a leading time word set off by a comma is read
(``Later, …``, ``Last Saturday, …``): the clause's operations carry it, and a question naming another time
refuses as for any time. Years are ordered by their number, which the pack's ``time_order`` lists cannot say, so
the order is checked here: the story is read in the order it is told, so a year told after a later or the same
year (``In 2020, Sam had 8 books. In 2019, he got 7 books.``: the 8 may count the 7) refuses.

Read only when
- ``In`` opens the sentence (or follows a comma that closes a leading time word), then one number token of four
  digits between 1900 and 2099, then a comma (``In 1950 steps …`` is a count; without the comma the number is
  left to the clause readers, which refuse it as before);
- no earlier operation of the story carries the same or a later year.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason, ReaderRefusal

YEAR_TIME = "year "
"""The prefix of a year's time key (``year 2019``): no pack time id starts so (pack ids are dotted or words)."""

_FIRST, _LAST = 1900, 2099


def _year_at(cur: Cursor, i: int) -> int | None:
    if i >= cur.end:
        return None
    tok = cur.tokens[i]
    text = tok.text
    if tok.kind != "num" or len(text) != 4 or not text.isdigit():
        return None
    year = int(text)
    return year if _FIRST <= year <= _LAST else None


def _years(op: Op) -> list[int]:
    return [int(part[len(YEAR_TIME):]) for part in op.time.split("|") if part.startswith(YEAR_TIME)]


def take_year_opener(cur: Cursor, ops: list[Op]) -> bool:
    """``In <year>`` before a comma at a clause's opening: the year added to the cursor's times (the comma left for
    the caller); False, nothing read, at anything else. Refuses a year not later than one told before."""
    if cur.peek_word() != "in" or cur.words[cur.pos + 2:cur.pos + 3] != [","]:
        return False
    year = _year_at(cur, cur.pos + 1)
    if year is None:
        return False
    if any(y >= year for op in ops for y in _years(op)) or any(
            t.startswith(YEAR_TIME) for t in cur.times):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=cur.sentence.index,
                            token_index=cur.pos + 1, token_text=cur.tokens[cur.pos + 1].text,
                            frame="statement.year",
                            detail="a year told after the same or a later year: which came first?")
    cur.times.add(f"{YEAR_TIME}{year}")
    cur.pos += 2
    return True


def check_year_times(ops: list[Op]) -> None:
    """Once the statements are read: in a story that dates something by a year, every dated operation is dated by
    a year alone, in story order (``Yesterday Sam had 8 books. In 2019, he got 3 books.``: is 2019 before
    yesterday? ``In 2019, … on Monday``: which Monday?). A year beside any other time refuses; so does a year
    not later than one told before it (the read-time check, again over the settled story)."""
    if not any(YEAR_TIME in op.time for op in ops):
        return  # speed: no year in the story (nearly every story)
    last = None
    for op in ops:
        if not op.time:
            continue
        parts = [p for p in op.time.split("|") if p]
        years = [int(p[len(YEAR_TIME):]) for p in parts if p.startswith(YEAR_TIME)]
        if len(years) != len(parts) or len(years) > 1:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=op.sentence,
                                frame="statement.year",
                                detail="a year beside another time: which came first?")
        if last is not None and (years[0] < last[0] or (years[0] == last[0] and op.sentence != last[1])):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=op.sentence,
                                frame="statement.year",
                                detail="a year told after the same or a later year: which came first?")
        last = (years[0], op.sentence)
