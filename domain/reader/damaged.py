"""Damaged parts of things already in the story (v8, ADR 0116): ``Tom found 7 seashells but 4 were broken``,
``Sally had 39 baseball cards, and 9 were torn``, ``9 of them were cracked``.

A passive destroy verb after a bare number (or ``N of them``) at the clause end names a part of the things
just counted: it moves nothing. Whether broken or torn things are still held is not said (a torn card is
still in the box; a broken glass may be thrown away), so the part is a ``classify`` whose kinds are named
by the verb (``verb.break`` / ``not:verb.break``), as ``2 of them didn't work`` is (complements.py). The
solver already refuses a question about the whole holding after a verb-named part (``frame.part_whole``:
``How many cards does Sally have now?``), while a question that does not depend on it is read:
``How many seashells did they find together?`` (the finding is an event; the part changes no event) and
``How many unbroken seashells …?`` (the pack's opposites make ``unbroken`` the ``not:verb.break`` kind).

A destroy verb with an agent, a place or more words after it (``4 were broken by the dog``) stays a passive
event and stays refused (``frame.passive_destroy``), as does a counted subject (``4 glasses were broken``:
a part of the glasses already there, or other glasses?).

(red11, ADR 0122) The part is of the things just counted, while the solver splits the holder's whole
holding: ``Tom had 3 seashells. He found 7 seashells but 4 were broken. How many unbroken seashells does Tom
have?`` answered 6, as if the 3 he had were known to be unbroken (and ``found 37 yesterday … found 87 today
but 57 were broken`` answered 67 unbroken found). ``check_damaged_scope`` refuses a damaged part when any
holder of the counted things has another earlier statement of those things: the part is then of only some
of them, and whether the others are damaged is not said.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt
from domain.reader.refusals import Reason, ReaderRefusal

_CLAUSE_END = (",", "and", "but", "then")


def damaged_part_ahead(cur: Cursor) -> bool:
    """``were broken`` / ``are torn`` at the cursor, ending the clause (nothing consumed)."""
    at = cur.pos
    if not cur.take("fn:be"):
        return False
    verb = cur.sense("verb")
    ok = verb is not None and verb.entry.category == "destroy" and _ends(cur, cur.pos + verb.length)
    cur.pos = at
    return ok


def _ends(cur: Cursor, i: int) -> bool:
    return i >= cur.end or cur.words[i] in _CLAUSE_END


def parse_damaged_part(cur: Cursor, ctx: Context, ops: list[Op], inherited, value, item: Item | None):
    """``[N of them] were broken``: a classify of the one holder's (or the pooled holders') things."""
    cur.take("fn:be")
    verb = cur.sense("verb")
    mod = cur.sense("modifier")
    cur.pos += verb.length
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    # the raw verb literal names the part (the solver refuses the whole holding after it); when the same
    # word is also a pack modifier (``broken``), its canonical name comes too, so that the pack's opposite
    # (``unbroken``) names the rest
    kind, rest = {verb.entry.id}, {"not:" + verb.entry.id}
    if mod is not None and mod.length == verb.length:
        kind.add(cur.lex.literal(mod.entry.id))
        rest.add(cur.lex.literal(mod.entry.id, True))
    ops.append(Op(kind="classify", lemma="+".join(sorted(kind)), sentence=cur.sentence.index, actor="",
                  item=item, amount=fmt(value), target="+".join(sorted(rest))))
    return inherited


def damaged_kind(lex, mods) -> str | None:
    """The destroy-verb literal among a kind's ``mods`` (``verb.break``), if any: things of that kind may
    or may not still be held, so a holding asked of that kind refuses (the rest, ``not:verb.break``, is
    still held: nothing happened to it)."""
    destroy = lex.destroy_verbs  # speed (ADR 0129): built once per lexicon
    if destroy.isdisjoint(mods):
        return None  # speed (ADR 0267): none of them (most kinds), found without sorting
    return next((m for m in sorted(mods) if m in destroy), None)


def check_damaged_scope(ops: list[Op], question, lex) -> None:
    """Refuse a damaged part (a classify named by a destroy verb) unless the things it is a part of are all
    its holders' things: the statements counted just before it (its own sentence's, else the nearest earlier
    sentence's) must be each holder's only statement of those things so far. A question of an event of the
    things, no kind named (``How many cups did Sara find?``), does not depend on the part and is left alone."""
    if question.kind == "event" and question.item is not None and not question.item.mods:
        return
    destroy = lex.destroy_verbs  # speed (ADR 0129): built once per lexicon
    for at, part in enumerate(ops):
        if part.kind != "classify" or part.item is None or not destroy & set(part.lemma.split("+")):
            continue
        earlier = [op for op in ops[:at] if op.item is not None and op.item.unit == part.item.unit
                   and op.kind != "classify"]  # an earlier part is the solver's to weigh
        if not earlier:
            continue
        told = part.sentence if any(op.sentence == part.sentence for op in earlier) \
            else max(op.sentence for op in earlier)
        counted = [op for op in earlier if op.sentence == told]
        holders = {who for op in counted for who in (op.actor, op.target) if who}
        # an earlier statement of a holder's things, or a second one in the counting sentence ("had 3 and
        # found 7 more, but 4 were broken"): which of them are damaged is not said
        if any(op.sentence != told and (not holders.isdisjoint({op.actor, op.target}) or not op.actor)
               for op in earlier) or len(counted) != len({op.actor for op in counted}):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "damaged_scope", sentence_index=part.sentence,
                                frame="statement.damaged_part",
                                detail="a damaged part of the things just counted, and other such things of "
                                       "the same holder: are those damaged too?")


def negated_damage_kind(cur: Cursor) -> str | None:
    """v14 (ADR 0284): ``not broken`` / ``not wilted`` ending a ``How many <things> are|were …?`` question (at
    ``not``, consumed with the participle): the kind of the rest of a damaged part — the pack's opposite when
    the participle is also a pack modifier (``not broken`` = ``unbroken``, as ``How many unbroken eggs …``
    names it), else the negated verb literal (``not:verb.wilt``, the rest's name in the classify). None,
    nothing consumed, for anything else (a verb that is no destroy verb, words after the participle)."""
    if cur.sense("fn:not") is None:
        return None
    i = cur.pos + cur.sense("fn:not").length
    verb = cur.sense("verb", i)
    if verb is None or verb.entry.category != "destroy" or i + verb.length != cur.end:
        return None
    mod = cur.sense("modifier", i)
    cur.pos = i + verb.length
    if mod is not None and mod.length == verb.length:
        return cur.lex.literal(mod.entry.id, True)
    return "not:" + verb.entry.id
