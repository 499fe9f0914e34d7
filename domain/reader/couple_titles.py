"""``Mr. and Mrs. Oduya bought 4 tickets.`` (v23, ADR 0542): two titles sharing one surname, re-spelled as two
titled names.

    Mr. and Mrs. Oduya bought 4 tickets for $15 each. How much did they spend on tickets?        4 × 15
    Mr. and Mrs. Lee have 12 apples. They ate 5 apples. How many apples do they have left?

The title is read only right before its name (phrases.read_entity: ``Mr. Lee``), so ``Mr. and Mrs. Lee`` had no
subject the grammar knows. English shares the surname between the two titles: the words say ``Mr. Oduya and Mrs.
Oduya``, two people, and are re-spelled so (in every sentence, the question too), then read or refused as that
pair is (coordination.py's group holders, ``they``, ``each``).

Only ``T1 and T2 Surname`` where T1 and T2 are two different capitalised bare titles (titled_surnames.bare_titles:
``Mr.``, ``Mrs.``, ``Ms.``, ``Dr.`` …, never ``aunt``) and Surname one capitalised word. A possessive after the
surname (``Mr. and Mrs. Lee's car``: the pair's one car, not ``Mr. Lee and Mrs. Lee's car``), the same title twice,
a third title (``Mr., Mrs. and Dr. Lee``) or no capitalised word after the second title are left as written and
refuse as before.
"""
from __future__ import annotations

from domain.reader.titled_surnames import bare_titles
from domain.reader.tokens import Sentence, Token


def _title(tok: Token, titles: frozenset[str]) -> bool:
    return tok.kind == "word" and tok.low in titles and tok.text[:1].isupper()


def _respell(s: Sentence, titles: frozenset[str]) -> Sentence | None:
    toks = s.tokens
    out: list[Token] = []
    changed = False
    i = 0
    while i < len(toks):
        if i + 3 < len(toks) and _title(toks[i], titles) and toks[i + 1].low == "and" \
                and _title(toks[i + 2], titles):
            name = toks[i + 3]
            after = toks[i + 4] if i + 4 < len(toks) else None
            before = toks[i - 1] if i else None
            if toks[i].low.rstrip(".") == toks[i + 2].low.rstrip(".") or name.kind != "word" \
                    or not name.text[:1].isupper() or name.low in titles \
                    or (after is not None and after.kind == "poss") \
                    or (before is not None and (before.low == "," or _title(before, titles))):
                return None  # left as written (module doc)
            out += [toks[i], name, toks[i + 1], toks[i + 2], name]
            changed = True
            i += 4
            continue
        out.append(toks[i])
        i += 1
    return Sentence(index=s.index, tokens=out, question=s.question) if changed else s


def repair_couple_titles(sentences: list[Sentence], lex) -> list[Sentence]:
    """The module doc's re-spelling of every sentence, or ``sentences`` themselves (also when one pair is left as
    written: then no sentence is re-spelled, so the text refuses as before)."""
    titles = bare_titles(lex)
    out = []
    for s in sentences:
        got = _respell(s, titles)
        if got is None:
            return sentences
        out.append(got)
    return sentences if all(a is b for a, b in zip(out, sentences)) else out
