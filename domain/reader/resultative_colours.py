"""A colour a colouring verb gives its object (reader v13, ADR 0270).

    To fill an order, the factory dyed 61921 yards of silk green and 49500 yards pink.

``dyed <N yards of silk> green`` tells what colour the silk has after the dyeing: the same things as ``dyed
N yards of green silk`` (the item gets the colour as its modifier), so ``How many yards of silk did it dye?``
sums both lots as it does for ``61921 yards of green silk and 49500 yards of pink silk``. In a list, a later
lot told by its measure alone and closed by its own colour (``and 49500 yards pink``) is a gapped object of
the same verb: the same stuff as the lot before it (``49500 yards [of silk] pink``), the parallel colour
saying that only the colour changes.

Read only after a colouring verb (dye, paint), a colour of the pack (``fn.colour``) closing the lot
(the clause's end, a comma or ``and`` next); a lot that already names a colour (``yards of green silk red``)
refuses, and so does a measure with no stuff in its own list (``It dyed 3 yards pink.``: of what?); a
question other than the colouring event refuses (the colouring changed things, it made
none: ``How many fences does Tom have?``); a measure alone without a colour after it (``and 49500 yards``) is left as before (refused: of
what?).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Item
from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason, ReaderRefusal

_COLOURING = frozenset({"verb.dye", "verb.paint"})


def _colour_mods(lex) -> frozenset[str]:
    """The modifier ids of the pack's colours (the words of ``fn.colour``)."""
    def build(lex) -> frozenset[str]:
        forms = {f for fn in lex.pack.functions if fn.role == "colour" for f in fn.forms}
        return frozenset(m.id for m in lex.pack.modifiers if forms & set(m.forms))
    return lex.memo("resultative_colours.mods", build)


def _closes(cur: Cursor, i: int) -> bool:
    return i >= cur.end or cur.words[i] in (",", "and") or cur.tokens[i].kind != "word"


def take_result_colour(cur: Cursor, ctx, verb, got: tuple, before: Item | None) -> tuple:
    """``got`` (amount, item, owner) of a colouring verb, with the colour after it taken as the item's modifier
    (and a bare measure given the stuff of the lot ``before``); unchanged with nothing consumed otherwise."""
    if verb.id not in _COLOURING or got[1] is None or cur.sense("fn:colour") is None:
        return got
    colour = cur.sense("modifier")
    if colour is None or colour.length != 1 or not _closes(cur, cur.pos + 1):
        return got
    item: Item = got[1]
    colours = _colour_mods(cur.lex)
    if any(m.removeprefix("of:") in colours for m in item.mods):
        raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "frame.result_colour", sentence_index=cur.sentence.index,
                            token_index=cur.pos, token_text=cur.tokens[cur.pos].text, frame="statement.object",
                            detail="a lot that names a colour given another colour")
    stuff = tuple(m for m in item.mods if m.startswith("of:"))
    mods = item.mods
    if not stuff and before is not None and before.unit == item.unit and not item.mods:
        stuff = tuple(m for m in before.mods if m.startswith("of:unit."))
        mods = stuff
    if not stuff and cur.lex.unit_by_id[item.unit].family != "count":
        # "It dyed 3 yards pink." after "dyed 5 yards of silk green": 3 yards of what? (red team)
        raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "frame.result_colour", sentence_index=cur.sentence.index,
                            token_index=cur.pos, token_text=cur.tokens[cur.pos].text, frame="statement.object",
                            detail="a measure given a colour with no stuff named in its list")
    mark = f"of:{colour.entry.id}" if stuff else colour.entry.id
    cur.pos += 1
    ctx.result_colours = True
    return (got[0], msgspec.structs.replace(item, mods=tuple(sorted((*mods, mark)))), *got[2:])


def check_result_colours(ctx, question) -> None:
    """A story that dyed or painted things some colour changed them, it made none: only the colouring itself
    (``How many yards of silk did it dye?``) is asked; a holding or any other question refuses (``Tom has 3
    fences. He painted 5 fences red. How many fences does Tom have?``: the painted fences may be his 3)."""
    if ctx.result_colours and not (question.kind == "event" and question.lemma in _COLOURING):
        raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "frame.result_colour", sentence_index=question.sentence,
                            frame="question.result_colour",
                            detail="a colouring that changed things asked as anything but the colouring")
