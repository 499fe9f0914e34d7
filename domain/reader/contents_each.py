"""``Kim had 3 boxes of 24 cookies each.`` / ``There are 5 boxes with 6 pens each.`` / ``Isla buys 6 packs of
stickers with 5 stickers in each.`` (v18, ADR 0392).

Counted containers with what each holds (``3 boxes of 24 cookies``, ``with 6 pens in each box``: rates.py,
measures.take_of_count) stopped at a closing ``each`` that only repeats the distribution, or at ``in each`` with
the container left unsaid (``words left after a complete clause``). Re-spelled to the forms already read:

- ``N <containers> of M <things> each`` → ``N <containers> of M <things>`` (``each`` dropped);
- ``N <containers> [of <stuff>] with M <things> each`` → ``… with M <things> in each <container>``;
- ``N <containers> [of <stuff>] with M <things> in each`` → ``… with M <things> in each <container>``.

Only when all hold (else the words stay as written and refuse as before): N and M whole numbers in digits; the
containers a noun run of pack units ending in a plural unit that is no person (``3 friends with 2 apples each``:
the friends hold them, not their owner); the things a noun run of pack units; the words closing the sentence (a
statement), or the ``,`` of a question's premise. ``and 2 blue boxes with 4 pens each`` after it keeps the
``each`` of the first, so the list guard of the older form (``a list after the contents of each container``)
still refuses.
"""
from __future__ import annotations

from operator import attrgetter

from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence, Token

_LOW, _KIND = attrgetter("low"), attrgetter("kind")


def respell_contents_each(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Every sentence with the form re-spelled (see the module); the others as they are."""
    out = []
    for s in sentences:
        got = None
        low = list(map(_LOW, s.tokens))  # speed (ADR 0464): the same lists, no comprehension frames
        # speed (ADR 0452): and a number token (``_count``, the loop's first test), before the cursor is built
        if "each" in low and ("with" in low or "of" in low) and "num" in list(map(_KIND, s.tokens)):
            got = _respell_contents(s, cursor(s))
        out.append(got or s)
    return out


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _count(tok: Token) -> bool:
    return tok.kind == "num" and tok.value is not None and tok.value.denominator == 1 and tok.value >= 1 \
        and "." not in tok.text


def _closing(s: Sentence, cur, i: int) -> bool:
    if i >= cur.end:
        return not s.question
    return cur.words[i] == "," and s.question


def _respell_contents(s: Sentence, cur) -> Sentence | None:
    toks, words = s.tokens, cur.words
    for n in range(cur.end - 4):
        if not _count(toks[n]):
            continue
        boxes = noun_run(cur, n + 1, ("unit",))
        if boxes is None or boxes[1].form != "pl" or cur.sense("person", boxes[2] - 1) is not None:
            continue
        j = boxes[2]
        if j + 2 >= cur.end:
            return None
        if words[j] == "of" and _count(toks[j + 1]):
            things = noun_run(cur, j + 2, ("unit",))
            if things is not None and things[2] < cur.end and words[things[2]] == "each" \
                    and _closing(s, cur, things[2] + 1):
                k = things[2]
                return Sentence(index=s.index, tokens=[*toks[:k], *toks[k + 1:]], question=s.question)
            continue
        stuff, of_at = None, j
        if words[j] == "of":
            stuff = noun_run(cur, j + 1, ("unit",))
            if stuff is None:
                continue
            j = stuff[2]
        if j + 2 >= cur.end or words[j] != "with" or not _count(toks[j + 1]):
            continue
        if stuff is not None and stuff[1].form == "pl" and words[j + 2:j + 4] == ["in", "each"]:
            # v22 (ADR 0512): "2 boxes of pencils with 12 in each box": the things of each container left unsaid
            # are the ``of`` things (a plural count noun run), said again: "… with 12 pencils in each box"
            k = j + 2
            said = toks[of_at + 1:stuff[2]]
            told = Sentence(index=s.index, tokens=[*toks[:k], *said, *toks[k:]], question=s.question)
            return _respell_contents(told, type(cur)(cur.lex, told)) or told
        things = noun_run(cur, j + 2, ("unit",))
        if things is None or things[2] >= cur.end:
            continue
        k = things[2]
        singular = [_word(w) for w in boxes[1].entry.singular.split()]
        if words[k] == "each" and _closing(s, cur, k + 1):
            return Sentence(index=s.index, tokens=[*toks[:k], _word("in"), _word("each"), *singular, *toks[k + 1:]],
                            question=s.question)
        if words[k:k + 2] == ["in", "each"] and _closing(s, cur, k + 2):
            return Sentence(index=s.index, tokens=[*toks[:k + 2], *singular, *toks[k + 2:]], question=s.question)
    return None
