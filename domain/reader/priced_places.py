"""``A ticket to the zoo costs $9.``: a thing priced with the place it is for (v17, ADR 0364).

    A ticket to the zoo costs $9. How much do 2 tickets cost?                                2 × 9
    A ticket to the zoo costs $9. Ella has $40. She buys 3 tickets. How much money does she have left?

``to the zoo`` says what the ticket is for; it does not change its price or what is counted. The clause grammar
reads ``A ticket costs $9.`` (a price of each) but took ``A ticket to …`` for no subject it knows. This repair
re-spells the statement without the place, only when it is exactly ``A|An <thing> to|for the <place> costs|cost
<money>`` (``$9``, or ``9 dollars`` since v18, ADR 0391) (a singular count noun of the pack, a place noun of the pack) and no other sentence names a place or puts
``to``/``for`` after that thing (``A ticket to the zoo costs $9. A ticket to the museum costs $5.``: which ticket is
counted then?) — those texts stay as they were (refused).
"""
from __future__ import annotations

from domain.reader.tokens import Sentence


def _statement(cur) -> tuple[str, int] | None:
    """(the thing's unit id, the place token's index) for ``a|an <thing> to|for the <place> costs|cost <money>``."""
    w = cur.words
    if cur.end not in (7, 8) or w[0] not in ("a", "an") or w[2] not in ("to", "for") or w[3] != "the" \
            or w[5] not in ("costs", "cost") or not _money(cur):
        return None
    u = cur.sense("unit", 1)
    p = cur.sense("place", 4)
    if u is None or u.form != "sg" or u.length != 1 or cur.lex.unit_by_id[u.entry.id].family != "count" \
            or p is None or p.length != 1 or cur.sense("unit", 4) is not None:
        return None
    return u.entry.id, 4


def _money(cur) -> bool:
    """``$9`` closing the sentence, or (v18, ADR 0391) ``9 dollars`` / ``90 cents``: a number and a money unit."""
    if cur.end == 7:
        return cur.tokens[6].kind == "money"
    m = cur.sense("unit", 7)
    return cur.tokens[6].kind == "num" and m is not None and m.length == 1 and m.form == "pl" \
        and cur.lex.unit_by_id[m.entry.id].family == "money"


def repair_priced_places(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The one priced statement re-spelled without its place (module doc), or ``sentences``."""
    found = []
    for k, s in enumerate(sentences):
        if s.question:
            continue
        got = _statement(cursor(s))
        if got is not None:
            found.append((k, got))
    if len(found) != 1:
        return sentences
    at, (unit, _) = found[0]
    for k, s in enumerate(sentences):
        if k == at:
            continue
        cur = cursor(s)
        for i in range(cur.end):
            if cur.sense("place", i) is not None:
                return sentences
            u = cur.sense("unit", i)
            if u is not None and u.entry.id == unit and i + u.length < cur.end \
                    and cur.words[i + u.length] in ("to", "for", "at"):
                return sentences
    s = sentences[at]
    out = list(sentences)
    out[at] = Sentence(index=s.index, tokens=[*s.tokens[:2], *s.tokens[5:]], question=False)
    return out
