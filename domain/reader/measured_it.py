"""``She used 5 feet of it.`` = ``She used 5 feet of the cloth.`` (v22, ADR 0512).

    Wanda bought 3 yards of cloth. She used 5 feet of it. How many feet of cloth does she have left?     9 - 5 = 4

A measured amount taken ``of it`` stopped at ``of`` (``words left after a complete clause``): the clause reads
``used 5 feet`` and then meets a partitive whose ``it`` no rule names. When the story before it told exactly one
measured stuff, once (``3 yards of cloth``: a measure unit of a mass noun), and nothing else ``it`` could be, ``it`` is
that stuff, and ``of it`` is re-spelled ``of the <stuff>``, a form the reader already reads (the measure units are
converted by the existing machinery, or the text refuses as it would spelled out).

Only when all hold (else the words stay and refuse as before): a statement, not the first; ``<number> <measure unit>
of it`` (length, mass or volume) closing the sentence or followed by ``,`` / ``and``; no other ``it`` in the
sentence; the earlier sentences tell ``<number> <measure unit> of <stuff>`` (the stuff a mass noun) for one stuff only,
in a unit of the same kind (a length of a length …), told once (two holders' cloth: whose?), and hold no ``a`` / ``an`` (``bought 3 yards of cloth for a
dress``: the dress could be ``it``) and no other ``it``.
"""
from __future__ import annotations

from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence, Token

_MEASURES = frozenset({"length", "length_metric", "mass", "mass_metric", "volume", "volume_metric"})


def _kind(family: str) -> str:
    return family.removesuffix("_metric")


def _measure_at(cur, lex, i: int):
    """``<number> <measure unit>`` at ``i``: (kind, end) or None."""
    tok = cur.tokens[i]
    if tok.kind != "num" or tok.value is None or tok.value <= 0:
        return None
    run = noun_run(cur, i + 1, ("unit",))
    if run is None or run[0]:
        return None  # a modified measure ("3 long yards"): not this form
    unit = lex.unit_by_id.get(run[1].entry.id)
    if unit is None or unit.family not in _MEASURES:
        return None
    return _kind(unit.family), run[2]


def _stuffs(sentences: list[Sentence], lex, cursor) -> tuple[list[tuple[str, ...]], set[str], list[Token]] | None:
    """The stuffs told as ``<number> <measure> of <stuff>`` in ``sentences`` (their words, once per telling), the
    measure kinds, and the last stuff's tokens; None when anything else there could be ``it``."""
    stuffs, kinds, said = [], set(), []
    for s in sentences:
        cur = cursor(s)
        if "a" in cur.wordset or "an" in cur.wordset or "it" in cur.wordset:
            return None
        for i in range(cur.end - 3):
            got = _measure_at(cur, lex, i)
            if got is None or cur.words[got[1]] != "of":
                continue
            run = noun_run(cur, got[1] + 1, ("unit",))
            if run is None:
                return None
            unit = lex.unit_by_id.get(run[1].entry.id)
            if unit is None or not unit.family.startswith("mass_noun"):
                return None  # "3 yards of ribbons"? only a mass noun is a stuff "it" names
            stuffs.append(tuple(cur.words[got[1] + 1:run[2]]))
            kinds.add(got[0])
            said = s.tokens[got[1] + 1:run[2]]
    return stuffs, kinds, said


def respell_measured_it(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Every sentence with its ``<measure> of it`` re-spelled (see the module); the others as they are."""
    out = list(sentences)
    for n, s in enumerate(sentences):
        if n == 0 or s.question:
            continue
        low = [t.low for t in s.tokens]
        if low.count("it") != 1 or "of" not in low:
            continue
        k = low.index("it")
        if k < 3 or low[k - 1] != "of" or (k + 1 < len(low) and low[k + 1] not in (",", "and")):
            continue
        cur = cursor(s)
        for i in range(max(0, k - 6), k - 2):
            got = _measure_at(cur, lex, i)
            if got is not None and got[1] == k - 1:
                break
        else:
            continue
        told = _stuffs(sentences[:n], lex, cursor)
        if told is None or len(told[0]) != 1 or told[1] != {got[0]}:
            continue  # no stuff, two tellings (``Tom bought 2 yards of cloth`` too: whose?), another kind of unit
        # ADR 0512: "of it" -> "of the <stuff>"
        the = Token(text="the", low="the", kind="word", value=None)
        out[n] = Sentence(index=s.index, tokens=[*s.tokens[:k], the, *told[2], *s.tokens[k + 1:]],
                          question=s.question)
    return out
