"""``What do 4 cans of soup cost?`` / ``What is the cost of 3 bottles of juice?`` (v18, ADR 0402).

The question reader reads ``what`` only as ``what is the total number of …`` (asked.py); a price asked with
``what`` is the ``How much … cost?`` question the older readings answer, in other words. Re-spelled, the question
only (statements are left as written):

- ``What do|does|did|would|will <words> cost [in all|in total|altogether]?`` → ``How much <aux> <words> cost …?``
  (``what`` is the amount of money asked, exactly as ``how much``);
- ``What is|was|will be|would be the [total] cost of N <words>?`` → ``How much do|did|will|would N <words>
  cost?`` with N a number token (``does`` for 1): the cost of N things is what they cost (``total`` adds nothing
  to one price asked of them all).

Anything else stays as written and refuses as before: ``What is the cost of the bike?`` (no count: the agreement
of the re-spelled verb is not sure), ``What was their combined score?``, ``What is 6 times 7?``, ``cost`` not
closing the question (``What do 4 cans cost Sam?``: who pays is another question), a clause inside (``What
did he buy that would cost …``: ``what`` is a thing there), a number after ``of`` that is
money. The re-spelled question is read by the older readings, which answer or refuse it as before.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token, end_before_punct

_AUX = ("do", "does", "did", "would", "will")
_BE = {("is",): "do", ("was",): "did", ("will", "be"): "will", ("would", "be"): "would"}
_CLOSERS = ((), ("in", "all"), ("in", "total"), ("altogether",))
_CLAUSE_WORDS = frozenset({"that", "which", "who", "to", "if", "when"})
"""A clause inside (``What did Sam buy that cost …``): ``what`` may be no amount of money; left as written."""


def _word(text: str) -> Token:
    return Token(text, text.lower(), "word", None)


def _closing_cost(toks: list[Token], end: int) -> bool:
    """``cost`` closes the words before ``end`` (a closer after it allowed)."""
    lows = [t.low for t in toks[:end]]
    return any(len(lows) > len(c) + 2 and lows[len(lows) - len(c) - 1] == "cost" and tuple(lows[len(lows) - len(c):]) == c
               for c in _CLOSERS)


def _respelled(s: Sentence) -> Sentence | None:
    toks = s.tokens
    end = end_before_punct(toks)
    lows = [t.low for t in toks[:end]]
    if len(lows) < 4 or lows[0] != "what":
        return None
    if lows[1] in _AUX and _closing_cost(toks, end) and not set(lows) & _CLAUSE_WORDS:
        return Sentence(index=s.index, tokens=[_word("How"), _word("much"), *toks[1:]], question=True)
    for be, aux in _BE.items():
        k = 1 + len(be)
        if tuple(lows[1:k]) != be:
            continue
        if lows[k:k + 1] != ["the"]:
            return None
        k += 1
        if lows[k:k + 1] == ["total"]:
            k += 1
        if lows[k:k + 2] != ["cost", "of"] or k + 2 >= end or toks[k + 2].kind != "num":
            return None
        num = toks[k + 2]
        if aux == "do" and num.value == 1:
            aux = "does"
        rest = toks[k + 2:end]
        return Sentence(index=s.index, tokens=[_word("How"), _word("much"), _word(aux), *rest, _word("cost"),
                                               *toks[end:]], question=True)
    return None


def respell_what_costs(sentences: list[Sentence]) -> list[Sentence]:
    """The question re-spelled as ``How much … cost?`` when it is of the module doc's shape; the others as they are."""
    out = []
    for s in sentences:
        got = _respelled(s) if s.question and s.tokens and s.tokens[0].low == "what" else None
        out.append(got or s)
    return out
