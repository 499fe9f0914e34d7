"""``A ticket to the zoo costs $9.``: a thing priced with the place it is for (v17, ADR 0364).

    A ticket to the zoo costs $9. How much do 2 tickets cost?                                2 × 9
    A ticket to the zoo costs $9. Ella has $40. She buys 3 tickets. How much money does she have left?

``to the zoo`` says what the ticket is for; it does not change its price or what is counted. The clause grammar
reads ``A ticket costs $9.`` (a price of each) but took ``A ticket to …`` for no subject it knows. This repair
re-spells the statement without the place, only when it is exactly ``A|An <thing> to|for the <place> costs|cost
<money>`` (``$9``, or ``9 dollars`` since v18, ADR 0391) (a singular count noun of the pack, a place noun of the pack) and no other sentence names a place or puts
``to``/``for`` after that thing (``A ticket to the zoo costs $9. A ticket to the museum costs $5.``: which ticket is
counted then?) — those texts stay as they were (refused).

v19 (ADR 0433), repair_modified_prices: ``A movie ticket costs $8.50. How much do 4 tickets cost?`` — a priced thing
named with modifiers or noun adjuncts, re-spelled without them when the text names no other kind of it (its doc).
"""
from __future__ import annotations

from domain.reader.phrases import noun_run
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


# -- v19 (ADR 0433): a priced thing named with a modifier or a noun adjunct -------------------------------------

_COST = ("costs", "cost")


def _adjunct_ok(sense, lex) -> bool:
    """A one-word modifier, or a noun adjunct that is a count noun or a stuff (``movie ticket``, ``water bottle``);
    never a measure (``a pound cake``: pound is no kind of cake)."""
    if sense.length != 1:
        return False
    if sense.cls == "modifier":
        return True
    if sense.cls != "unit":
        return False
    fam = lex.unit_by_id[sense.entry.id].family
    return fam == "count" or fam.startswith("mass_noun")


def _modified_statement(cur, lex, j: int) -> tuple[str, tuple[str, ...], int, bool] | None:
    """(unit id, adjunct words, head index, whether every adjunct is a noun) for ``a|an <adjuncts> <thing>
    costs|cost <money>`` at ``j`` (a statement's start or just after ``and``), the price closing the sentence or
    followed by ``and`` (another clause)."""
    w = cur.words
    if cur.end < j + 5 or w[j] not in ("a", "an"):
        return None
    got = noun_run(cur, j + 1, ("unit",))
    if got is None or not got[0]:
        return None
    adjuncts, noun, end = got
    head = end - noun.length
    if noun.form != "sg" or lex.unit_by_id[noun.entry.id].family != "count" or head - j - 1 != len(adjuncts) \
            or not all(_adjunct_ok(a, lex) for a in adjuncts) or end + 1 >= cur.end or w[end] not in _COST:
        return None
    k = end + 1
    if cur.tokens[k].kind == "money":
        k += 1
    else:
        m = cur.sense("unit", k + 1) if k + 1 < cur.end else None
        if cur.tokens[k].kind != "num" or m is None or m.length != 1 or m.form != "pl" \
                or lex.unit_by_id[m.entry.id].family != "money":
            return None
        k += 2
    if k != cur.end and w[k] != "and":
        return None
    return noun.entry.id, tuple(w[j + 1:head]), head, all(a.cls == "unit" and not cur.sense("modifier", j + 1 + n)
                                                            for n, a in enumerate(adjuncts))


def _kind_word(cur, j: int) -> bool:
    """A word at ``j`` that may name a kind of the noun after it: a modifier, a noun, a place or person noun, or a
    name (``3 VIP tickets``: a capitalised word no pack class knows is read as a brand before a noun)."""
    return bool(cur.nounish(j)) or any(x.cls == "name" for x in cur.senses(j))


def repair_modified_prices(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """``A movie ticket costs $8.50. How much do 4 tickets cost?`` (v19, ADR 0433): the price of a thing named with
    modifiers or noun adjuncts is the price of that thing when the text names no other kind of it.

    The clause grammar keeps prices per unit and so reads no modified price subject (``Red pens cost $2 each``:
    one kind's price would apply to every kind). Here that is safe: the statement clause ``a|an <adjuncts> <thing>
    costs|cost <money>`` (``$8.50`` or ``8 dollars``), opening a sentence or following ``and``, the price closing
    the sentence or followed by ``and``, is re-spelled without its adjuncts, and so is every other mention of the
    thing with exactly those adjuncts (``How many water bottles can he buy?``). The other mentions must all have
    exactly those adjuncts, or (noun adjuncts only: ``movie ticket``, ``water bottle`` name the thing) all be bare
    (``How much do 4 tickets cost?``). Left as written (refused as before): a mention with other adjuncts (``3 adult
    tickets``, ``a child ticket costs $5``), bare and modified mentions both (``Sam has 5 pens. He buys 3 red
    pens.``: are the 5 red?), a bare mention beside a modifier (``A large pizza costs $12. How much do 3 pizzas
    cost?``: pizzas of other sizes may cost otherwise), a mention followed by ``of`` (``bottles of water`` beside
    ``a water bottle``), a modifier before ``one(s)`` (``A small one costs $8``), two such statements of one thing,
    an adjunct that is a measure (``a pound cake``). Whatever the re-spelled text says is then read (or refused) by
    the older readings: a thing never priced, two buyers, an untold price.
    """
    found: dict[str, tuple[int, tuple[str, ...], int, bool]] = {}
    for k, s in enumerate(sentences):
        if s.question:
            continue
        cur = cursor(s)
        for j in range(cur.end):
            if j and cur.words[j - 1] != "and":
                continue
            got = _modified_statement(cur, lex, j)
            if got is None:
                continue
            if got[0] in found:
                return sentences
            found[got[0]] = (k, *got[1:])
    if not found:
        return sentences
    drop: dict[int, set[int]] = {}
    bare: set[str] = set()
    same: set[str] = set()
    for k, s in enumerate(sentences):
        cur = cursor(s)
        w = cur.words
        for i in range(cur.end):
            if w[i] in ("one", "ones") and i and cur.sense("modifier", i - 1) is not None:
                return sentences  # "A small one costs $8": another kind of something
            u = cur.sense("unit", i)
            if u is None or u.entry.id not in found:
                continue
            at, adj, head, _ = found[u.entry.id]
            if k == at and i == head:
                drop.setdefault(k, set()).update(range(head - len(adj), head))
                continue
            if i + u.length < cur.end and w[i + u.length] == "of":
                return sentences
            n = len(adj)
            if i >= n and tuple(w[i - n:i]) == adj and (i == n or not _kind_word(cur, i - n - 1)):
                drop.setdefault(k, set()).update(range(i - n, i))
                same.add(u.entry.id)
            elif i and _kind_word(cur, i - 1):
                return sentences  # another kind of the thing ("3 adult tickets")
            else:
                bare.add(u.entry.id)
    for unit, (_, _, _, nouns) in found.items():
        if unit in bare and (unit in same or not nouns):
            return sentences  # "Sam has 5 pens. He buys 3 red pens." / "A red pen costs $2. How much do 3 pens cost?"
    out = []
    for k, s in enumerate(sentences):
        gone = drop.get(k)
        if gone:
            kept = [t for j, t in enumerate(s.tokens) if j not in gone]
            s = Sentence(index=s.index, tokens=kept, question=s.question)
        out.append(s)
    return out
