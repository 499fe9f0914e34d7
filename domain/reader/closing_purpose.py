"""``Joan gathered 41 books to sell.`` / ``He used 12 eggs to bake.`` (v18, ADR 0392).

A complete clause stopped at a closing ``to <verb>`` with nothing after the verb (``words left after a complete
clause``): a purpose, which says why the things were got, used or held and changes no amount (``gathered 41
books`` whatever she meant to do with them). The two words are dropped.

Only when all hold (else the words stay and read or refuse as before): a statement ending ``<verb> N <things> to
<verb base form>``, the first verb one pack verb of the categories positive, construct, negative, destroy or
observe (has, had) right before N (digits or money), the things a noun run of pack units (``of`` a noun run), the
last one pack verb written in its base form. ``to sell 3 of them``, ``to Ann``, ``to make 5 pies``, an
impersonal ``It takes 4 apples to make …``, a question keep their words.
"""
from __future__ import annotations

from domain.reader.phrases import things_end
from domain.reader.tokens import Sentence

_CATEGORIES = frozenset({"positive", "construct", "negative", "destroy"})


def respell_closing_purpose(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Every statement ending in a bare purpose without it; the others as they are."""
    out = []
    for s in sentences:
        got = None
        # speed (ADR 0452): ``to`` second to last, ``_drop_purpose``'s first test, before the cursor is built
        if not s.question and len(s.tokens) >= 5 and s.tokens[-2].low == "to":
            got = _drop_purpose(s, lex, cursor(s))
        out.append(got or s)
    return out


def _drop_purpose(s: Sentence, lex, cur) -> Sentence | None:
    toks, words, end = s.tokens, cur.words, cur.end
    if end < 5 or words[end - 2] != "to":
        return None
    last = cur.sense("verb", end - 1)
    if last is None or last.length != 1 or last.entry.id.split(".", 1)[1] != words[end - 1]:
        return None
    for n in range(1, end - 3):
        tok = toks[n]
        if tok.kind not in ("num", "money") or tok.value is None or tok.value <= 0:
            continue
        verb = cur.sense("verb", n - 1)
        if verb is None or verb.length != 1 or lex.verb_by_id[verb.entry.id].category not in _CATEGORIES:
            continue
        things = n + 1 if tok.kind == "money" else things_end(cur, n + 1)
        if things != end - 2:
            return None
        return Sentence(index=s.index, tokens=[*toks[:end - 2], *toks[end:]], question=s.question)
    return None
