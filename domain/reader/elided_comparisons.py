"""``Tom has 8 apples. Ann has 4 more.``: a holding comparison whose ``than Tom`` is left out (v17, ADR 0365).

    Tom has 8 apples. Ann has 4 more apples. How many apples does Ann have?       8 + 4 = 12
    Tom has 8 apples. Ann has 4 fewer. How many apples does Ann have?              8 − 4 = 4
    Ann has 12 apples. Bob has 5 apples more. How many apples does Bob have?       12 + 5 = 17

The holding comparison (clauses.parse_comparison) needs ``than <someone>``; without it the clause stopped at
``more`` (``words left after a complete clause``). Right after one person's holding, another person who has
``M more|fewer|less`` of them can only be compared with that person: a holding is a state, so ``more`` cannot
be things added on top of a holding of their own the text never told. The sentence is re-spelled
``<B> has|had M more|fewer <things> than <A>`` and read as the holding comparison it is.

Re-spelled only when
- the sentence before is exactly ``<A> has|had N <things>`` (a capitalised pack name, a whole number, a plural
  count noun with its modifiers, nothing else);
- this one is exactly ``<B> has|had M more|fewer|less [<the same things>]`` or ``<B> has|had M <the same things>
  more|fewer|less``: the same verb word (tense), another capitalised name B, a whole number M;
- B is named in no earlier sentence (a holding of B's own told before makes ``more`` additional or not:
  two readings), and the story holds no other sentence before these two that names things of the same unit
  (``Sam has 3 apples. Tom has 8 apples. Ann has 4 more.``: more than whom? — only the one right before is
  read, and only when it is the sole holder of those things so far).
Events (``Tom picked 3 more apples``: 3 further, or 3 more than Sam?) are never re-spelled.
"""
from __future__ import annotations

from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence, Token

_VERBS = ("has", "had")
_MORE = ("more", "fewer", "less")


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _name(cur, i: int) -> bool:
    return (i < cur.end and cur.sense("name", i) is not None and cur.tokens[i].text[:1].isupper()
            and cur.sense("poss", i + 1) is None)


def _whole(tok: Token) -> bool:
    return tok.kind == "num" and tok.value is not None and tok.value.denominator == 1 and tok.value > 0 \
        and "." not in tok.text


def _things(cur, i: int) -> int | None:
    """The end of ``[modifiers] <plural count noun>`` from ``i``, or None."""
    got = noun_run(cur, i, ("unit",))
    if got is None or got[1].form != "pl":
        return None
    unit = cur.lex.unit_by_id[got[1].entry.id]
    if not unit.discrete or unit.family != "count":
        return None
    return got[2]


def _holding(cur) -> tuple[str, str, list[Token], str] | None:
    """``<A> has|had N <things>`` exactly: (A, verb word, the things' tokens, unit id), or None."""
    w = cur.words
    if cur.end < 4 or not _name(cur, 0) or w[1] not in _VERBS or not _whole(cur.tokens[2]):
        return None
    end = _things(cur, 3)
    if end != cur.end:
        return None
    return cur.tokens[0].text, w[1], list(cur.tokens[3:end]), noun_run(cur, 3, ("unit",))[1].entry.id


def respell_elided_comparisons(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each qualifying ``<B> has M more [<things>]`` right after ``<A> has N <things>``, re-spelled ``… than A``."""
    out = list(sentences)
    for k in range(1, len(sentences)):
        s = sentences[k]
        if s.question or not any(t.low in _MORE for t in s.tokens):
            continue
        got = _respell(sentences, k, cursor)
        if got is not None:
            out[k] = got
    return out


def _respell(sentences: list[Sentence], k: int, cursor) -> Sentence | None:
    toks = sentences[k - 1].tokens
    if len(toks) < 4 or toks[1].low not in _VERBS or not _whole(toks[2]):
        return None  # speed (ADR 0452): ``_holding``'s word tests, before the cursor is built
    before = cursor(sentences[k - 1])
    held = _holding(before)
    if held is None:
        return None
    a, verb, things, unit = held
    cur = cursor(sentences[k])
    w, toks = cur.words, cur.tokens
    if cur.end < 4 or not _name(cur, 0) or w[1] != verb or not _whole(toks[2]):
        return None
    b = toks[0].text
    if b == a:
        return None
    if w[3] in _MORE:
        direction, rest = w[3], 4
        if rest < cur.end and [t.low for t in toks[rest:cur.end]] != [t.low for t in things]:
            return None
    else:
        end = _things(cur, 3)
        if end is None or [t.low for t in toks[3:end]] != [t.low for t in things] or end + 1 != cur.end \
                or w[end] not in _MORE:
            return None
        direction = w[end]
    for j in range(k - 1):  # B unnamed before; A's the only earlier holding of such things
        other = cursor(sentences[j])
        if any(t.text == b for t in other.tokens):
            return None
        if any(sense.cls == "unit" and sense.entry.id == unit for i in range(other.end) for sense in other.senses(i)):
            return None
    if any(t.text == b for t in before.tokens):
        return None
    new = [toks[0], toks[1], toks[2], _word("fewer" if direction == "less" else direction), *things, _word("than"),
           before.tokens[0], *toks[cur.end:]]
    return Sentence(index=sentences[k].index, tokens=new, question=False)

