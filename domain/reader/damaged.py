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
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt

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
    destroy = {v.id for v in lex.pack.verbs if v.category == "destroy"}
    return next((m for m in sorted(mods) if m in destroy), None)
