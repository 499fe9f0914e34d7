"""``15 girls and 8 boys are in the choir.``: counted things as the subject of ``be`` + a place (v17, ADR 0365).

    15 girls and 8 boys are in the choir. How many children are in the choir?     15 + 8 = 23

A clause opening with a number is read as a passive (passives.py: ``3 more are added``), a departure, an arrival
or a counted group; ``<N things> [and <M things>] are in the choir`` is none of them and stopped at ``and`` or
``are`` (``a clause starting with a number must be passive``). It says exactly what ``There are 15 girls and 8
boys in the choir.`` says, which the scene statement reads (there_contents.py and the solver's place holdings);
the sentence is re-spelled so, and every guard of the scene statement applies.

Re-spelled only when the opening statement is exactly ``<N> <things> {, | and <M> <things>} is|are|was|were in|at|on
<the rest>``: every part a number then a plural count noun run (``8 boys``, ``3 red pens``) — no ``more``
(``3 more boys are in the choir``: more than which?), no ``of`` (``3 of the boys``: a part), no verb after
``be`` (``are added`` is the passive's). What follows the preposition is left to the scene statement.
"""
from __future__ import annotations

from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence, Token

_BE = ("is", "are", "was", "were")
_PREPS = ("in", "at", "on")


def _count(cur, i: int) -> bool:
    tok = cur.tokens[i]
    if tok.kind == "num":
        return tok.value is not None and tok.value.denominator == 1 and tok.value > 0 and "." not in tok.text
    return cur.sense("number", i) is not None and cur.sense("fn:ordinal", i) is None


def _things_end(cur, i: int) -> int | None:
    got = noun_run(cur, i, ("unit",))
    if got is None or got[1].form != "pl" or cur.sense("fn:more", i) is not None:
        return None
    return got[2]


def respell_located_subjects(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The opening statement, when it is ``<N things> [and <M things>] are in <place>``, re-spelled ``There are …
    in …``. Only the opening one: a later ``6 chairs are at the wall`` would add a second place beside a scene
    told (``There are 5 tables in a room. 4 chairs are at each table.``), and whether the wall is in the room
    the text does not say — the spelled-out ``There are 6 chairs at the wall.`` is read as a place of its own
    and ``How many chairs are in the room?`` answers 20 where 26 was meant (left as it was; ADR 0365)."""
    first = sentences[0] if sentences else None
    if first is None or first.question or not first.tokens or first.tokens[0].kind not in ("num", "word"):
        return sentences
    if first.tokens[0].kind == "word" and first.tokens[0].low not in lex.first_words.get("number", ()):
        return sentences  # speed (ADR 0452): a word opens a count only as a number word (``_count``), no cursor built
    got = _respell(first, cursor)
    return sentences if got is None else [got, *sentences[1:]]


def _respell(s: Sentence, cursor) -> Sentence | None:
    cur = cursor(s)
    w = cur.words
    i = 0
    while True:
        if i >= cur.end or not _count(cur, i):
            return None
        end = _things_end(cur, i + 1)
        if end is None or end >= cur.end:
            return None
        i = end
        if w[i] in _BE:
            break
        if w[i] == "," and i + 1 < cur.end and w[i + 1] == "and":
            i += 2
        elif w[i] in (",", "and"):
            i += 1
        else:
            return None
    if i + 2 >= cur.end or w[i + 1] not in _PREPS or w[i + 2] in ("each", "every"):
        return None  # "5 apples are in each box": a rate per box, not a scene (v6 numsubj test, left as it was)
    there = Token(text="There", low="there", kind="word", value=None)
    first = s.tokens[0]
    if first.kind == "word":  # "Fifteen girls …": the number word no longer opens the sentence
        first = Token(text=first.low, low=first.low, kind=first.kind, value=first.value)
    new = [there, s.tokens[i], first, *s.tokens[1:i], *s.tokens[i + 1:]]
    return Sentence(index=s.index, tokens=new, question=False)
