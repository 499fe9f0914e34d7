"""``Bob picked 3 apples fewer than Ann.`` = ``Bob picked 3 fewer apples than Ann.`` (v22, ADR 0512).

A difference comparison with the counted things between the number and ``more`` / ``fewer`` / ``less`` (the
postposed order) stopped at the comparative word after an event verb (``words left after a complete clause``);
holdings read both orders already (``Bob has 3 apples more than Ann``). English gives the two orders one meaning, so
the postposed one is re-spelled to the order every comparison reader knows:

    Ann picked 12 apples. Bob picked 3 apples fewer than Ann. How many apples did Bob pick?        12 - 3 = 9
    Sam read 20 pages. Tom read 5 pages fewer than Sam. Ann read twice as many pages as Tom.        2 · 15 = 30

Only when all hold (else the words stay as written and refuse as before): a statement (never the question); a
number token (digits, not money); right after it a noun run of pack units whose head is a plural count noun
(``family`` count, discrete: not money, lengths or weights, which compared_measures.py and compared_prices.py read in
their own orders); right after the run ``more`` / ``fewer`` / ``less`` and then ``than``. ``3 apples more`` with no
``than`` (``earned 36 dollars more by …``: further ones) is never touched.
"""
from __future__ import annotations

from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence

_COMPARATIVE = frozenset({"more", "fewer", "less"})


def respell_postposed(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Every sentence with its postposed comparisons re-spelled (see the module); the others as they are."""
    out = []
    for s in sentences:
        low = [t.low for t in s.tokens]
        got = None
        if not s.question and "than" in low and not _COMPARATIVE.isdisjoint(low):
            got = _respell(s, cursor(s), lex)
        out.append(got or s)
    return out


def _respell(s: Sentence, cur, lex) -> Sentence | None:
    toks, words = s.tokens, cur.words
    changed = False
    for n in range(cur.end - 3):
        if toks[n].kind != "num" or toks[n].value is None or toks[n].value <= 0:
            continue
        run = noun_run(cur, n + 1, ("unit",))
        if run is None:
            continue
        unit = lex.unit_by_id.get(run[1].entry.id)
        if unit is None or unit.family != "count" or not unit.discrete:
            continue
        if run[1].form != "pl" and unit.plural != unit.singular:
            continue  # "3 apple more": not a count of things ("fish": its own plural, read as one)
        k = run[2]  # the comparative's place
        if k + 1 >= cur.end or words[k] not in _COMPARATIVE or words[k + 1] != "than":
            continue
        # ADR 0512: "3 apples fewer than" -> "3 fewer apples than" (the same tokens, the comparative moved)
        toks = [*toks[:n + 1], toks[k], *toks[n + 1:k], *toks[k + 1:]]
        changed = True
    return Sentence(index=s.index, tokens=toks, question=s.question) if changed else None
