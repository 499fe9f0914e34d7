"""A vehicle that had its riders, before people get on or off it (reader v19, ADR 0427).

    A bus had 28 people on it. At the first stop 6 people got off and 4 people got on. How many people are
    on the bus now?                                                                         28 − 6 + 4 = 26
    A school bus had 61 students on it. At the first stop 34 students got off. How many students are still
    on the bus?                                                                                  61 − 34 = 27

``A bus had 28 people`` is read as a rate (28 people per bus: ``A box has 6 pens``), and a rate has no one
vehicle for ``6 people got off`` to leave, so these stories refused (ambiguous_reference at ``got``). Where
the story goes on to tell people getting on or off (``got|get|gets off|on|onto``) it is an episode of one
particular vehicle, the same as ``There were 28 people on the bus`` (boarding.py, ADR 0337): the sentence is
re-spelled so, and every guard of boarding.py (one vehicle, no other place, people only) applies as before.

Re-spelled only when the whole sentence is ``a|an|the <vehicle> has|had N <people> [on it|on board]``: the
vehicle a pack unit of ``kind.vehicle`` (``bus``, ``school bus``, ``train``, ``plane``), singular; the riders
a pack people noun in the plural; N a plain number. ``has`` becomes ``There are``, ``had`` ``There were``.
Anything else (``A bus has 4 wheels``, ``A bus holds 40 people``, a story with no getting on or off, several
vehicles or two such sentences: left to the readers as before, where ``3 buses … got off`` still refuses).
"""
from __future__ import annotations

from domain.reader.boarding import is_vehicle
from domain.reader.expected_guests import is_people
from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence, Token

_HAVE = {"has": "are", "had": "were"}
_GET = ("got", "get", "gets")
_PARTICLE = ("off", "on", "onto")


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def boarding_told(sentences: list[Sentence]) -> bool:
    """Some statement tells people getting on or off (``got off``, ``get on``)."""
    for s in sentences:
        if s.question:
            continue
        w = [t.low for t in s.tokens]
        if any(a in _GET and b in _PARTICLE for a, b in zip(w, w[1:])):
            return True
    return False


def _respelled(cur, s: Sentence) -> Sentence | None:
    w = cur.words
    if cur.end < 5 or w[0] not in ("a", "an", "the"):
        return None
    got = noun_run(cur, 1, ("unit",))
    if got is None or got[1].form != "sg" or not is_vehicle(cur, got[1].entry.singular):
        return None
    v_end = got[2]
    if v_end + 2 >= cur.end or w[v_end] not in _HAVE or s.tokens[v_end + 1].kind != "num":
        return None
    people = noun_run(cur, v_end + 2, ("unit",))
    if people is None or not is_people(cur.lex, people[1].entry.id) or (
            people[1].form != "pl" and w[people[2] - 1] != people[1].entry.plural):  # "people" reads as both
        return None
    tail = w[people[2]:cur.end]
    if tail not in ([], ["on", "it"], ["on", "board"]):
        return None
    vehicle = s.tokens[1:v_end]
    if any(t.kind != "word" or t.text[:1].isupper() for t in vehicle):
        return None  # a name ("A Greyhound bus") is not re-spelled
    new = [_word("There"), _word(_HAVE[w[v_end]]), *s.tokens[v_end + 1:people[2]], _word("on"), _word("the"),
           *vehicle, *s.tokens[cur.end:]]
    return Sentence(index=s.index, tokens=new, question=False)


def respell_vehicle_holdings(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each statement ``A bus had 28 people [on it]`` re-spelled ``There were 28 people on the bus`` when the story
    tells people getting on or off (module doc); the sentences unchanged otherwise."""
    if not boarding_told(sentences):
        return sentences
    out = [(None if s.question else _respelled(cursor(s), s)) or s for s in sentences]
    if sum(a is not b for a, b in zip(out, sentences)) != 1:
        return sentences  # two such vehicles (``A bus had … A bus had …``): one vehicle? two? left as before
    return out
