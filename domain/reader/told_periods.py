"""``There are 7 days in a week. How many days are in 6 weeks?`` (v15, ADR 0315): a period's length told in a
``there`` sentence.

``A week has 7 days.`` is a content rate (an indefinite rate subject, v6) and ``How many days are in 6 weeks?``
reads it (7 × 6). Told with ``there``, the same fact was read as 7 days held at a place ``the week``, and the
question found no rate. A statement that is exactly ``There is|are N <periods> in a|an|one|each|every
<period>`` — both time units of the pack (``day``, ``week``, ``hour``, ``minute``, ``month``, ``year`` …), two
different units, N positive — is re-spelled ``A|An <period> has N <periods>`` before the text is read, so the
length is the one the text tells (the pack's own lengths are not used, nor needed, here). Anything before or
after it in the sentence, one unit twice, or a unit that is no time leaves the sentence as written
(``There are 6 eggs in a box`` reads as before).
"""
from __future__ import annotations

from operator import attrgetter

from domain.reader.tokens import Sentence, Token

_LOW = attrgetter("low")

_TIME_FAMILIES = frozenset({"time", "time_calendar"})
_ONE = frozenset({"a", "an", "one", "each", "every"})


def _time_unit(cur, i: int, form: str) -> str | None:
    s = cur.sense("unit", i)
    if s is None or s.length != 1 or s.form != form or cur.lex.unit_by_id[s.entry.id].family not in _TIME_FAMILIES:
        return None
    return s.entry.id


def repair_told_periods(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each such statement re-spelled (module doc); the sentences unchanged otherwise."""
    out, changed = [], False
    for s in sentences:
        w = list(map(_LOW, s.tokens))  # speed (ADR 0464): by ``map`` in C, no comprehension frame
        if s.question or len(w) != 7 or w[0] != "there" or w[1] not in ("is", "are") or w[4] != "in" \
                or w[5] not in _ONE:
            out.append(s)
            continue
        cur = cursor(s)
        n = s.tokens[2]
        inner = _time_unit(cur, 3, "sg" if n.value == 1 else "pl")
        outer = _time_unit(cur, 6, "sg")
        if n.kind != "num" or n.value is None or n.value <= 0 or inner is None or outer is None or inner == outer:
            out.append(s)
            continue
        det = "an" if w[6][0] in "aeiou" else "a"
        tokens = [Token(text=det.capitalize(), low=det, kind="word", value=None), s.tokens[6],
                  Token(text="has", low="has", kind="word", value=None), n, s.tokens[3]]
        out.append(Sentence(index=s.index, tokens=tokens, question=False))
        changed = True
    return out if changed else sentences
