"""``Amy has 20 cupcakes and 5 plates. She puts the same number of cupcakes on each plate.`` (v20, ADR 0455).

    Amy has 20 cupcakes and 5 plates. She puts the same number of cupcakes on each plate. How many cupcakes
    are on each plate?                                                                          20 ÷ 5 = 4
    Zara has 27 apples and 9 bags. She puts the same number of apples in each bag. How many apples are in each
    bag?                                                                                        27 ÷ 9 = 3

``puts the cupcakes on 5 plates equally`` reads (counted_on.py: a partition onto a counted number of surfaces,
said to be even). ``puts the same number of cupcakes on each plate`` names no number of plates; the story told it
once before (``5 plates``), and the sentence is that partition over those plates. It is re-spelled so before the
text is read (as same_number.py does) and then reads — or refuses — exactly as that sentence does.

Re-spelled only when the sentence is ``<subject> put|puts|places|placed the same number|amount of <things>
on|in|into each <group>`` (the things and the group one-word pack nouns, the group in the singular, nothing after
it), and an earlier statement names ``M <groups>`` (M a whole number, digits or a number word) exactly once, and no
other sentence names that group noun at all (a later ``each <group>``, the question's, aside). The re-spelling is
``<subject> <verb> the <things> on|in|into M <groups> equally``. A group count told twice or not at all, told in a
later sentence, the group named elsewhere (``Tom has 3 plates``), ``on each one``, or words after the group leave
the sentence as written, refusing as before.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_PUT = frozenset({"put", "puts", "places", "placed", "place"})
_PREPS = frozenset({"on", "in", "into"})


def _word(text: str) -> Token:
    return Token(text=text, low=text, kind="word", value=None)


def _form(cur) -> tuple[int, int, str] | None:
    """(index of the verb, index of the things, the group's entry id) of the module doc's sentence."""
    w = cur.words
    v = next((i for i in range(1, cur.end) if w[i] in _PUT), None)
    if v is None or cur.sense("verb", v) is None or cur.sense("verb", v).entry.id != "verb.put" \
            or w[v + 1:v + 3] != ["the", "same"] or cur.sense("fn:quantity_noun", v + 3) is None \
            or w[v + 4:v + 5] != ["of"]:
        return None
    things = cur.sense("unit", v + 5) if v + 5 < cur.end else None
    if things is None or things.length != 1 or things.form != "pl" or w[v + 6:v + 8] not in (
            ["on", "each"], ["in", "each"], ["into", "each"]):
        return None
    group = cur.sense("unit", v + 8) if v + 8 < cur.end else None
    if group is None or group.length != 1 or group.form != "sg" or v + 9 != cur.end:
        return None
    return v, v + 5, group.entry.id


def _told_count(cursors, upto: int, at: int, group: str) -> list[Token] | None:
    """The tokens ``M <groups>`` named exactly once in the sentences before ``upto``, the group noun nowhere else
    (but at ``at``, the each phrase)."""
    found = None
    for k, cur in enumerate(cursors):
        for i in range(cur.end):
            unit = cur.sense("unit", i)
            if unit is None or unit.entry.id != group or (k == upto and i == at):
                continue
            if k > upto and unit.form == "sg" and i >= 1 and cur.words[i - 1] == "each":
                continue  # the question's "on each plate"
            if k >= upto or found is not None or unit.form != "pl" or i == 0:
                return None
            t = cur.tokens[i - 1]
            whole = t.kind == "num" and t.value is not None and t.value.denominator == 1 and t.value > 1 \
                and "." not in t.text
            if not whole and (cur.sense("number", i - 1) is None or (i >= 2 and cur.sense("number", i - 2))):
                return None
            found = cur.tokens[i - 1:i + 1]
    return found


def repair_same_on_each(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The one sentence of the module doc's shape, re-spelled with the told count; else the text as written."""
    cursors = [cursor(s) for s in sentences]
    for k, cur in enumerate(cursors):
        if cur.sentence.question or "same" not in cur.wordset:
            continue
        got = _form(cur)
        if got is None:
            continue
        v, t, group = got
        count = _told_count(cursors, k, t + 3, group)
        if count is None:
            return sentences
        s = sentences[k]
        tokens = [*s.tokens[:v + 1], _word("the"), s.tokens[t], s.tokens[t + 1], *count, _word("equally"),
                  *s.tokens[cur.end:]]
        return [*sentences[:k], Sentence(index=s.index, tokens=tokens, question=False), *sentences[k + 1:]]
    return sentences
