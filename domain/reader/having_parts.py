"""A part named by what its things have (v12, ADR 0231): ``Sandy's dog had 8 puppies and 4 had spots`` /
``5 of them have stripes``.

After a bare number (or ``N of them`` / ``N of the puppies``), ``had`` / ``has`` / ``have`` and a bare plural
noun at the clause end say that N of the things just counted have such things on them: it describes a part, it
moves nothing, and nothing about it takes the part away (a puppy with spots is still a puppy, still had). So it
is a ``classify`` of the one holder's things into two kinds, as ``8 balloons are red`` is, named ``with:<unit>``
and ``not:with:<unit>`` (a kind literal no modifier or verb can spell, so no question reads it by accident); a
question about all of them sums the kinds, and a change of them naming no kind merges the kinds (solver
``merge_kinds``), as for any two kinds.

The noun is not counted (``spots`` are no things in the story), so it is not added to the units seen: a later
``She gave 4 to her friends`` still means the puppies. Read only when:

- the subject is a bare number or a part (``N of them``): ``4 puppies had spots`` (the puppies already there,
  or others?) stays unread;
- the verb is the pack's ``verb.have`` in a bare form, with nothing between it and the noun (``had 3 spots``
  counts spots; ``had red spots``, ``had no spots`` stay unread);
- the noun is a plural pack unit other than the counted things (``4 had puppies``: more puppies?) and ends
  the clause.
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt
from domain.reader.refusals import Reason, ReaderRefusal

_HAVE = "verb.have"
_HAVE_FORMS = frozenset({"had", "has", "have"})
_CLAUSE_END = (",", "and", "but", "then", ".")


def _ends(cur: Cursor, i: int) -> bool:
    return i >= cur.end or cur.words[i] in _CLAUSE_END


def _feature(cur: Cursor, i: int):
    """The plural unit noun at ``i`` that ends the clause, else None."""
    unit = cur.sense("unit", i)
    if unit is None or unit.length != 1 or cur.words[i] != unit.entry.plural or not _ends(cur, i + 1):
        return None
    return unit.entry


def having_part_ahead(cur: Cursor) -> bool:
    """``had spots`` at the cursor, ending the clause (nothing consumed)."""
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != _HAVE or verb.length != 1 or cur.peek_word() not in _HAVE_FORMS:
        return False
    return _feature(cur, cur.pos + 1) is not None


def parse_having_part(cur: Cursor, ctx: Context, ops: list[Op], inherited, value, item: Item | None):
    """``[N of them] had spots``: a classify of the things just counted (see the module doc)."""
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    feature = _feature(cur, cur.pos + 1)
    if feature.id == item.unit or feature.id in ctx.units_seen:
        # "4 had puppies": more of the same things, not a part of them; "8 boxes … 4 had apples" beside apples
        # counted in the story: some of those apples?
        raise unparsed(cur, "statement.part", "a part that has more of the counted things")
    cur.pos += 2
    ops.append(Op(kind="classify", lemma=f"with:{feature.id}", sentence=cur.sentence.index, actor="", item=item,
                  amount=fmt(value), target=f"not:with:{feature.id}"))
    return inherited


def check_features(ops: list[Op], question) -> None:
    """The part is of the one count of those things told before it (none other of them before), and ``Sam had 8 boxes and 4 had apples. He bought 3 apples. How many apples …?``: the apples the 4 boxes
    had are things of the story after all, uncounted: a part named by a thing the story also counts refuses."""
    features = {op.lemma[5:] for op in ops if op.kind == "classify" and op.lemma.startswith("with:")}
    if not features:
        return
    for at, part in enumerate(ops):
        if part.kind != "classify" or not part.lemma.startswith("with:"):
            continue
        earlier = [op for op in ops[:at] if op.item is not None and op.item.unit == part.item.unit]
        if len(earlier) != 1 or earlier[0].kind not in ("hold", "gain"):
            # "Sam had 8 kittens. Tom had 2 kittens and 3 had spots": a part of Tom's two, not of all ten
            # (the pooled reading, pooled_parts.py, read it of both); only the one count just told is read
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=part.sentence,
                                frame="statement.part",
                                detail="a part named by what it has, after several counts of those things")
    counted = {u for op in ops if op.item is not None and not op.lemma.startswith("with:")
               for u in (op.item.unit, op.target) if u}
    if question.item is not None:
        counted.add(question.item.unit)
    if question.item2 is not None:
        counted.add(question.item2.unit)
    clash = sorted(features & counted)
    if clash:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=question.sentence,
                            frame="statement.part",
                            detail=f"a part named by what it has ({clash[0]}), and such things counted too")
