"""``Bella has 3 boxes of 9 crayons and 6 loose crayons.`` / ``Ruth was given 3 packs of 8 pencils and 2 packs of 12
pencils.`` (v23, ADR 0543): packed things listed with a second lot of the same things.

``<verb> N <containers> of M <things>`` is read (N × M things, in containers); a second lot after ``and`` stopped
the clause (``a clause starting with a number must be passive``). Listed in one clause, the two lots are two: the
loose ones are said to be outside the containers (``loose``, ``single``, ``extra``, ``spare``), and a second lot of
containers is other containers. The clause is re-spelled with the things alone, ``<verb> <N × M + K> <things>`` or
``<verb> <N × M + K × L> <things>``, and read as any amount of them.

Re-spelled only when all hold, once every whole-text form has declined the text (else the words stay and refuse as
before):

- the clause closes the statement: ``… <verb> N <containers> of M <things> [,] and K loose|single|extra|spare
  <things>`` or ``… and K <containers> of L <things>`` (a lot may also be ``N <containers> of <things> with M
  [<things>] in each <container>``), a pack verb right before N; N, M, K, L whole numbers in digits; the
  containers a plural pack unit, the same word in both lots; the things the same words in both lots (a noun run
  of pack units);
- ``6 crayons`` with no word saying they are loose is not read (inside the boxes or not? the reader refuses it as
  before: ``holds crayons both loose and inside containers``);
- the containers' noun occurs nowhere else in the text: ``How many boxes does Bella have?`` or ``She gives away
  one box`` needs the containers, which the re-spelling drops.
"""
from __future__ import annotations

from domain.reader.phrases import noun_run
from domain.reader.counted_words import written_whole
from domain.reader.tokens import Sentence, Token

_LOOSE = frozenset({"loose", "single", "extra", "spare"})


def respell_packed_lots(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The sentences with each packed list of the module summed; the others as they are."""
    out = list(sentences)
    for i, s in enumerate(sentences):
        if s.question:
            continue
        lows = [t.low for t in s.tokens]
        if "of" not in lows or "and" not in lows:
            continue
        got = _sum_packed(s, cursor(s))
        if got is None:
            continue
        new, nouns, (first, last) = got
        if any(w in nouns for k, other in enumerate(sentences) for j, w in enumerate(t.low for t in other.tokens)
               if k != i or not first <= j < last):
            continue
        out[i] = new
    return out


def _packed(cur, toks, n: int) -> tuple[str, tuple[str, ...], int, int] | None:
    """(container word, things words, the index of M, the end) of ``N <containers> of M <things>`` or ``N
    <containers> of <things> with M [<things>] in each <container>`` at ``n``, or None."""
    w = cur.words
    if not written_whole(toks[n]):
        return None
    box = cur.sense("unit", n + 1)
    if box is None or box.length != 1 or box.form != "pl" or n + 3 >= cur.end or w[n + 2] != "of":
        return None
    if written_whole(toks[n + 3]):
        run = noun_run(cur, n + 4, ("unit",))
        if run is None:
            return None
        return w[n + 1], tuple(w[n + 4:run[2]]), n + 3, run[2]
    run = noun_run(cur, n + 3, ("unit",))  # "3 boxes of pens with 7 pens in each box"
    if run is None:
        return None
    things, k = tuple(w[n + 3:run[2]]), run[2]
    if k + 1 >= cur.end or w[k] != "with" or not written_whole(toks[k + 1]):
        return None
    m_at, k = k + 1, k + 2
    if tuple(w[k:k + len(things)]) == things:
        k += len(things)
    if w[k:k + 3] != ["in", "each", box.entry.singular]:
        return None
    return w[n + 1], things, m_at, k + 3


def _sum_packed(s: Sentence, cur):
    toks, w, end = s.tokens, cur.words, cur.end
    for n in range(1, end - 6):
        if toks[n].kind != "num" or cur.sense("verb", n - 1) is None:
            continue
        first = _packed(cur, toks, n)
        if first is None:
            return None
        box, things, m_at, j = first
        k = j + 2 if w[j:j + 2] == [",", "and"] else j + 1  # "…, and 12 single pens"
        if k + 1 >= end or w[k - 1] != "and" or not written_whole(toks[k]):
            return None
        total = toks[n].value * toks[m_at].value
        second = _packed(cur, toks, k)
        if second is not None:
            if second[0] != box or second[1] != things or second[3] != end:
                return None
            total += toks[k].value * toks[second[2]].value
        else:
            if w[k + 1] not in _LOOSE or tuple(w[k + 2:end]) != things:
                return None
            total += toks[k].value
        unit = cur.sense("unit", n + 1).entry
        number = Token(text=str(total), low=str(total), kind="num", value=total)
        new = [*toks[:n], number, *(toks[n + 4:j] if m_at == n + 3 else toks[n + 3:n + 3 + len(things)])]
        return Sentence(index=s.index, tokens=new, question=False), {unit.singular, unit.plural}, (n, end)
    return None
