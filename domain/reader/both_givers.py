"""``Both A and B gave N <things> to C.`` (reader v17, ADR 0363):

    Cy had 4 apples. Both Ann and Bob gave 3 apples to Cy. How many apples does Cy have now?     4 + 3 + 3 = 10

Why a module of its own: ``both`` before two coordinated names makes the giving distributive — each of the two gave
N — which the clause reader has no subject for (``Both`` is no name). The sentence is re-spelled as the two givings
it tells, ``A gave N <things> to C and B gave N <things> to C`` (or ``… gave C N <things>``), which the clause reader
reads as two clauses. Read only as a whole statement: ``Both <Name> and <Name>``, two different capitalised pack
names, then one ``give`` form (verb.give), a whole count in digits, a run of pack units and the recipient
(``to <entity>`` or before the count), nothing after; anything else is left as written and refuses as before.
"""
from __future__ import annotations

from domain.reader.phrases import things_end
from domain.reader.tokens import Sentence, Token

_GIVE = "verb.give"


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _name(cur, i: int) -> bool:
    return i < cur.end and cur.sense("name", i) is not None and cur.sentence.tokens[i].text[:1].isupper() \
        and cur.sense("poss", i + 1) is None


def _whole(tok: Token) -> bool:
    return tok.kind == "num" and tok.value is not None and tok.value.denominator == 1 and tok.value >= 1 \
        and "." not in tok.text


def respell_both_givers(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    out = []
    for s in sentences:
        got = None
        if not s.question and s.tokens and s.tokens[0].low == "both":
            got = _respell(s, cursor(s))
        out.append(got or s)
    return out


def _respell(s: Sentence, cur) -> Sentence | None:
    toks, words = s.tokens, cur.words
    if cur.end < 7 or not (_name(cur, 1) and words[2] == "and" and _name(cur, 3)) or toks[1].text == toks[3].text:
        return None
    verb = cur.sense("verb", 4)
    if verb is None or verb.entry.id != _GIVE or verb.length != 1:
        return None
    k = 5
    if not _whole(toks[k]):
        k += 1  # "gave Cy 3 apples": the recipient first
        if k >= cur.end or not _whole(toks[k]) or not _name(cur, 5):
            return None
    end = things_end(cur, k + 1)
    if end is None:
        return None
    if k == 5:
        if words[end:end + 1] != ["to"] or not _name(cur, end + 1) or end + 2 != cur.end:
            return None
        end += 2
    elif end != cur.end:
        return None
    clause = list(toks[4:end])
    return Sentence(index=s.index, tokens=[toks[1], *clause, _word("and"), toks[3], *clause, *toks[cur.end:]],
                    question=s.question)
