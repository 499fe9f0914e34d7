"""``Each week Jill saves $8.`` / ``Every day, Sam picks 5 apples.`` (v15, ADR 0315): a rate told with its period
first.

``Jill saves $8 every week.`` is a rate (a rate object, v6) that the rate questions read (``How much money will
Jill save in 7 weeks?`` = 56). With ``Each|Every <period>`` opening the sentence, the same rate was read as an
action repeated over periods whose number is not told (repeats.py refuses it) or not read at all. Once every
whole-text form has declined the text, a statement that is exactly ``Each|Every day|week[,] <words> <verb> N
[<things>]`` — whose re-spelling ``<words> <verb> N [<things>] every <period>`` is a rate clause as period_spans.py
finds them (a gain, make, loss or destroy verb right before N, nothing after the period) — is re-spelled so, and
the story reads it as that rate: asked over a span by the rate questions (and weeks_of_days.py), and refused by
every question that refused the trailing form (``How many apples does Sam have?``).

Left as written (refused as before): another time word in the sentence, words after the things (``… to Tom``),
a period other than day or week, a sentence that is not a statement.
"""
from __future__ import annotations

from domain.reader.period_spans import _TIME_WORDS, rate_clause
from domain.reader.tokens import Sentence, Token


def respell_leading_periods(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each such statement re-spelled (module doc); the sentences unchanged otherwise."""
    out, changed = [], False
    for s in sentences:
        w = [t.low for t in s.tokens]
        if s.question or len(w) < 5 or w[0] not in ("each", "every") or w[1] not in ("day", "week"):
            out.append(s)
            continue
        rest = s.tokens[3:] if w[2] == "," else s.tokens[2:]
        if any(t.low in _TIME_WORDS or t.low in ("each", "every", "per") for t in rest):
            out.append(s)
            continue
        first = rest[0]
        if first.kind == "word" and first.text[:1].islower() and first.low not in ("he", "she"):
            out.append(s)
            continue
        head = Token(text=first.text[:1].upper() + first.text[1:], low=first.low, kind=first.kind, value=first.value)
        tail = [Token(text="every", low="every", kind="word", value=None),
                Token(text=w[1], low=w[1], kind="word", value=None)]
        new = Sentence(index=s.index, tokens=[head, *rest[1:], *tail], question=False)
        cur = cursor(new)
        got = rate_clause(new, cur, lex)
        if got is None or got[3] is not None:
            out.append(s)
            continue
        out.append(new)
        changed = True
    return out if changed else sentences
