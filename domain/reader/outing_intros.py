"""``Ken and his sister Amy went fishing. Ken caught 7 fish. Amy caught 4 more fish than Ken. How many fish did
they catch?`` (v23, ADR 0543): a number-free outing told before two people's compared events.

compared_events.py (ADR 0236) reads the three sentences after the first as a whole text; the opening sentence made
the text four, so the clause grammar read it and stopped at the comparison (``words left after a complete clause``
at ``than``). The opening tells who went where, and no amount: the same two people, and no one else, whose events
the rest compares. It is set aside and the three sentences after it are read by compared_events.py, with all of
its guards (the same verb and things, a name or a relation of the first, the question's forms).

Set aside only when all hold (else the text is read as before):

- the text is four sentences, the first a statement ``<A> and [his|her <person noun>] <B> went|go|goes <activity>``
  (a pack activity word: fishing, shopping …) and nothing else: no number, no third person;
- the second statement opens with one of the two names and the third with the other (or with ``his|her <person
  noun> [B]`` as the opening said it, the relation of A).
"""
from __future__ import annotations

from domain.reader.phrases import Cursor

_WENT = frozenset({"went", "go", "goes"})


def _person_at(cur: Cursor, i: int) -> tuple[tuple[str, ...], int] | None:
    """(the words of ``<Name>`` or ``his|her <person noun> [<Name>]``, the index after), or None."""
    toks, words = cur.tokens, cur.words
    if i >= cur.end:
        return None
    if words[i] in ("his", "her"):
        noun = cur.sense("person", i + 1)
        if noun is None or noun.length != 1 or noun.form != "sg":
            return None
        j = i + 2
        if j < cur.end and cur.sense("name", j) is not None and toks[j].text[:1].isupper():
            j += 1
        return tuple(words[i:j]), j
    if cur.sense("name", i) is not None and toks[i].text[:1].isupper() and cur.sense("poss", i + 1) is None:
        return (words[i],), i + 1
    return None


def outing_rest(cursors: list[Cursor]) -> list[Cursor] | None:
    """The three sentences after a number-free outing of the two compared people (module doc), or None."""
    if len(cursors) != 4 or cursors[0].sentence.question or not cursors[3].sentence.question:
        return None
    intro = cursors[0]
    if any(t.kind in ("num", "money") for t in intro.tokens):
        return None
    first = _person_at(intro, 0)
    if first is None or first[1] >= intro.end or intro.words[first[1]] != "and":
        return None
    second = _person_at(intro, first[1] + 1)
    if second is None or second[1] + 2 != intro.end or intro.words[second[1]] not in _WENT \
            or intro.sense("activity", second[1] + 1) is None:
        return None
    (a, _), (b, _) = first, second
    one, two = cursors[1], cursors[2]
    if len(a) == 1 and len(b) == 1 and one.words[0] == b[0]:
        a, b = b, a  # "Ken and Amy went fishing. Amy caught 7 fish. Ken caught …"
    if len(a) != 1:
        return None  # A by name: the first statement's subject
    if one.words[0] != a[0] or one.sense("name", 0) is None:
        return None
    openings = [b] if len(b) < 3 else [b, b[:2], b[2:]]  # "his sister Amy": Amy, his sister, or both
    if not any(tuple(two.words[:len(o)]) == o for o in openings):
        return None
    if len(b) == 1 and two.sense("name", 0) is None:
        return None
    return [Cursor(c.lex, c.sentence) for c in cursors[1:]]
