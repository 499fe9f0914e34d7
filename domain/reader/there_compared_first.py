"""``There are 3 times as many boys as girls in a club. There are 8 girls.`` (v23, ADR 0546): the comparison of a
``there`` scene told before the count it is compared with.

    There are 3 times as many boys as girls in a club. There are 8 girls. How many boys are in the club?    8 × 3
    There are 8 more boys than girls in a club. There are 20 boys. How many girls are in the club?         20 − 8

there_kind_multiples.py (ADR 0365) reads the scene when the count comes first (``There are 8 girls in a club.
There are 3 times as many boys as girls.``); told the other way round, the comparison's number stopped the clause
reader at the first sentence (``a quantity without a unit noun, and 0 units mentioned so far``). Both statements are
``there is|are`` states of one scene, in one tense, with nothing happening between them: their order says nothing,
and the text means what it says with the two swapped. This repair swaps them, moving the scene's place (said with
the comparison) to the count, so that there_kind_multiples reads (or refuses) the text exactly as it reads the
count-first text; it decides nothing else.

Swapped only when the text is three sentences: ``[<place>[,]] there <be> <comparison> …`` (a multiplier, or a number
then times|more|fewer, right after the verb, and ``as`` or ``than`` in it), then ``There <be> N <plural things>
[in|at|on the <the same place>]`` and nothing else (no ``and``, no second number), then the question. The place of
the first, when told, is either its opening phrase (``In a club, there are …``) or its closing ``in|at|on a|an|the
<noun>``; the second may repeat it only with ``the`` and the same noun, and it may have none of its own while the
first has one. Anything else (a place only the count names while the comparison names another, two counts, a
count of another tense …) is left as written and refuses as before, or is refused by there_kind_multiples.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence
from domain.reader.there_kind_multiples import _BE, _PREPS, _after_there, _comparison_ahead, _place, _whole


def _trailing_place(cur, start: int) -> tuple[int, tuple[str, str]] | None:
    """(where it starts, the place) of a closing ``in|at|on a|an|the <noun>`` after ``start``, or None."""
    for p in range(cur.end - 3, start - 1, -1):
        if cur.words[p] not in _PREPS:
            continue
        cur.pos = p
        got = _place(cur)
        at_end = cur.pos == cur.end
        cur.pos = 0
        if got is not None and at_end:
            return p, got
    return None


def _count_sentence(cur) -> tuple[int, tuple[str, str] | None] | None:
    """``There <be> N <plural things> [<place>]``: (where its place starts or its end, the place or None)."""
    from domain.reader.kind_comparisons import plural_kind  # kind_comparisons imports the reader's modules
    w = cur.words[:cur.end]
    if len(w) < 4 or w[0] != "there" or w[1] not in _BE or "and" in w:
        return None
    if cur.tokens[2].kind != "num":
        return None
    cur.pos = 2
    try:
        _whole(cur)
    except Exception:  # noqa: BLE001 — the there_kind_multiples refusal: not a whole count, not this form
        cur.pos = 0
        return None
    if plural_kind(cur) is None:
        cur.pos = 0
        return None
    end = cur.pos
    if end == cur.end:
        cur.pos = 0
        return end, None
    got = _place(cur)
    at_end = cur.pos == cur.end
    cur.pos = 0
    if got is None or not at_end or got[0] != "the":
        return None
    return end, got


def repair_there_compared_first(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The two statements swapped, the comparison's place moved to the count (module doc); else ``sentences``."""
    if len(sentences) != 3 or sentences[0].question or sentences[1].question or not sentences[2].question:
        return sentences
    first, second = cursor(sentences[0]), cursor(sentences[1])
    at = _after_there(first)
    if at < 0 or not {"as", "than"} & set(first.words[:first.end]) or not _comparison_ahead(first, at):
        return sentences
    if _BE[first.words[at - 1]] != _BE.get(second.words[1] if second.end > 1 else "", ""):
        return sentences
    count = _count_sentence(second)
    if count is None:
        return sentences
    end, second_place = count
    t0, t1 = sentences[0].tokens, sentences[1].tokens
    lead: list = []
    if first.words[0] in _PREPS:  # "In a club, there are …"
        first.pos = 0
        place = _place(first)
        first.pos = 0
        there = first.words.index("there")
        if place is None:
            return sentences
        lead, comparison = t0[:there], t0[there:]
        trail: list = []
    else:
        got = _trailing_place(first, at)
        place = got[1] if got is not None else None
        comparison = t0[:got[0]] if got is not None else t0
        trail = t0[got[0]:] if got is not None else []
    if second_place is not None and (place is None or second_place[1] != place[1]):
        return sentences  # the count's own place, not the comparison's
    if place is None:
        return sentences if second_place is not None else [
            Sentence(index=0, tokens=list(t1), question=False),
            Sentence(index=1, tokens=list(t0), question=False), sentences[2]]
    told = [*lead, *t1[:end], *trail]
    return [Sentence(index=0, tokens=told, question=False),
            Sentence(index=1, tokens=list(comparison), question=False), sentences[2]]
