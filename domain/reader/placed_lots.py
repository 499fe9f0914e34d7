"""``Sam has 5 apples in his bag and 3 apples in his basket.`` / ``A farmer has 12 horses in one field and 9 horses in
another field.`` (v23, ADR 0543): one holder's two lots of the same things, each in its own place.

The holding read its first lot and stopped at the place (``words left after a complete clause``) or at the second
lot, a clause starting with a number (``a clause starting with a number must be passive``). Two lots in two places
are two lots, never the same things told twice, so the holder has both: the clause is re-spelled ``<subject>
has|had <N + M> <things>`` and read as any holding (``He sells 6 horses. How many horses does the farmer have?``).

Re-spelled only when all hold, once every whole-text form has declined the text (else the words stay and refuse as
before):

- the statement is ``<subject> has|had N <things> <at> <place> and M <things> <at> <place>``, closing its sentence;
  N and M whole numbers in digits; the things the same words in both lots (a noun run of pack units); ``<at>``
  in, on or at;
- the places are ``<his|her|their> <noun>`` twice with two different nouns, or ``one <noun>`` then ``another
  <noun>`` / ``the other <noun>`` with the same noun (two places, told apart); each noun a pack place (no person),
  singular, of about the same size (pack scales at most 1 apart) and neither enclosing the other: ``in her house
  and 3 apples in her bag`` (is the bag in the house?) is not read;
- no place noun occurs anywhere else in the text: ``How many apples are in his bag?`` asks about one lot (kept as
  written, it refuses as before), and a later ``She puts 2 apples in her bag`` would need the lots kept apart.
"""
from __future__ import annotations

from domain.reader.phrases import things_end
from domain.reader.counted_words import written_whole
from domain.reader.tokens import Sentence, Token

_HAVE = frozenset({"has", "had"})
_AT = frozenset({"in", "on", "at"})
_OWN = frozenset({"his", "her", "their"})


def respell_placed_lots(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The sentences with each two-place holding of the module summed; the others as they are."""
    out = list(sentences)
    for i, s in enumerate(sentences):
        if s.question:
            continue
        lows = [t.low for t in s.tokens]
        if "and" not in lows or not _HAVE.intersection(lows):
            continue
        got = _sum_lots(s, cursor(s))
        if got is None:
            continue
        new, nouns = got
        if any(w in nouns for k, other in enumerate(sentences) if k != i for w in (t.low for t in other.tokens)):
            continue
        out[i] = new
    return out


def _place(words: list[str], k: int, end: int) -> tuple[str, str, int] | None:
    """(determiner, noun, the index after it) of ``<at> <det> <noun>`` at ``k`` (``the other`` as one determiner),
    or None."""
    if k + 2 >= end or words[k] not in _AT:
        return None
    if words[k + 1] == "the" and words[k + 2] == "other":
        return ("the other", words[k + 3], k + 4) if k + 3 < end else None
    return words[k + 1], words[k + 2], k + 3


def _sum_lots(s: Sentence, cur) -> tuple[Sentence, set[str]] | None:
    toks, w, end = s.tokens, cur.words, cur.end
    for h in range(1, end - 9):
        if w[h] not in _HAVE or not written_whole(toks[h + 1]):
            continue
        j = things_end(cur, h + 2)
        if j is None:
            return None
        first = _place(w, j, end)
        if first is None:
            return None
        k = first[2]
        if k >= end or w[k] != "and" or k + 1 >= end or not written_whole(toks[k + 1]):
            return None
        things = w[h + 2:j]
        j2 = k + 2 + len(things)
        if w[k + 2:j2] != things or things_end(cur, k + 2) != j2:
            return None
        second = _place(w, j2, end)
        if second is None or second[2] != end:
            return None
        (d1, n1, at1), (d2, n2, at2) = first, second
        if d1 in _OWN and d2 in _OWN:
            if n1 == n2:
                return None  # "in his bag and 3 apples in her bag": two bags, or one?
        elif not (d1 == "one" and d2 in ("another", "the other") and n1 == n2):
            return None
        places = [cur.sense("place", at - 1) for at in (at1, at2)]
        if any(p is None or p.length != 1 or p.form != "sg" or p.entry.person for p in places):
            return None  # two pack places, no person (``in his bag``, ``in one field``)
        one, other = places[0].entry, places[1].entry
        if abs(one.scale - other.scale) > 1 or one.id in other.encloses or other.id in one.encloses:
            return None  # ``in her house and 3 apples in her bag``: is the bag in the house?
        nouns = {n1, n2, one.singular, one.plural, other.singular, other.plural}
        total = toks[h + 1].value + toks[k + 1].value
        number = Token(text=str(total), low=str(total), kind="num", value=total)
        new = [*toks[:h + 1], number, *toks[h + 2:j]]
        return Sentence(index=s.index, tokens=new, question=False), nouns
    return None
