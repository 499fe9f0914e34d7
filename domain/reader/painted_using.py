"""``A company painted some houses in Hancock County white and blue using a total of 6689 gallons of paint.`` (v13,
ADR 0261): the paint a painting used, told with the colours the things were painted.

Painting things ``white and blue`` with paint uses white paint and blue paint: the sentence says ``A company used a
total of 6689 gallons of white and blue paint``, and the told-total reading (told_totals.py, ADR 0234) then splits
that total by its two listed kinds (``If they used 660 gallons of white paint, how many gallons of blue paint did the
company use?`` = 6029). The painted things are not counted and nothing else is said of them. The sentence is
re-spelled before it is read (as made_with.py does), ``painted <things> <colour> and <colour> using`` becoming
``used``, the colours moved before ``paint``. Re-spelled only when all hold; otherwise it is left as written and
reads (or refuses) as before:

- one form of the pack verb ``verb.paint``, not first; between it and the colours no number and no other verb;
- exactly two colours (pack modifiers, neither a verb nor a unit) joined by ``and`` right before ``using``, with no
  modifier and no comma before them in the painted things (``red, green and blue`` lists three);
- after ``using``: ``a [combined] total of N <measure unit> of paint`` ending the sentence (a measure: no count,
  money, time or length unit).
"""
from __future__ import annotations

from domain.reader.made_with import NOT_MEASURES
from domain.reader.tokens import Sentence, Token


def repair_painted_using(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each qualifying ``<S> painted <things> <c1> and <c2> using a total of N <measure> of paint`` becomes
    ``<S> used a total of N <measure> of <c1> and <c2> paint``."""
    return [_repair(s, lex, cursor) or s if not s.question and "using" in (t.low for t in s.tokens) else s
            for s in sentences]


def _colour(cur, i: int) -> bool:
    return cur.sense("modifier", i) is not None and cur.sense("verb", i) is None and cur.sense("unit", i) is None


def _repair(s: Sentence, lex, cursor) -> Sentence | None:
    cur = cursor(s)
    words = [t.low for t in s.tokens[:cur.end]]
    if words.count("using") != 1:
        return None
    use = words.index("using")
    paints = [i for i in range(cur.end) if (v := cur.sense("verb", i)) is not None and v.entry.id == "verb.paint"
              and cur.sense("unit", i) is None]
    if len(paints) != 1 or paints[0] == 0 or use < paints[0] + 4:
        return None
    at = paints[0]
    c1, c2 = use - 3, use - 1
    if words[use - 2] != "and" or not _colour(cur, c1) or not _colour(cur, c2) or words[c1] == words[c2]:
        return None
    if cur.sense("modifier", c1 - 1) is not None or "," in words[at + 1:c1]:
        return None  # "red, green and blue": a third colour before the pair
    for i in range(at + 1, c1):
        if cur.sense("num", i) or cur.sense("number", i) or cur.sense("money", i) or \
                (cur.sense("verb", i) is not None and cur.sense("unit", i) is None and cur.sense("place", i) is None):
            return None
    j = use + 1
    if words[j:j + 3] == ["a", "total", "of"]:
        j += 3
    elif words[j:j + 4] == ["a", "combined", "total", "of"]:
        j += 4
    else:
        return None
    if cur.sense("num", j) is None:
        return None
    unit = cur.sense("unit", j + 1)
    if unit is None or lex.unit_by_id[unit.entry.id].family in NOT_MEASURES:
        return None
    k = j + 1 + unit.length
    if words[k:] != ["of", "paint"]:
        return None
    used = Token(text="used", low="used", kind="word", value=None)
    t = s.tokens
    return Sentence(index=s.index, question=s.question,
                    tokens=[*t[:at], used, *t[use + 1:k + 1], t[c1], t[use - 2], t[c2], *t[k + 1:]])
