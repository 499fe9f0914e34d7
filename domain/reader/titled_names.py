"""A name told both with a title and without it (v12 red team, ADR 0242).

    Uncle Dave has 5 apples. Dave has 3 apples. How many apples does Uncle Dave have?

``Mr. Dave`` / ``Uncle Dave`` is an entity of its own (phrases.read_entity), so a bare ``Dave`` in the same
story was a second person and the question above read 5. But English most often means one man by both: then
the story says he has 5 and he has 3, and the answer may be 3 (a later holding) or nothing. Two readings with
different answers refuse, so a name met both with a title and without one (in either order), or with two
titles of one gender (``Mr. Dave`` and ``Uncle Dave``: the same man called two ways, or two men?), refuses.
``Mr. Sheridan`` and ``Mrs. Sheridan`` are a man and a woman sharing a surname, and read as before.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from domain.reader.refusals import ReaderRefusal, Reason

if TYPE_CHECKING:  # phrases.py imports this module
    from domain.reader.phrases import Context, Cursor


def _titles(cur: Cursor) -> frozenset[str]:
    return cur.lex.memo("title_forms", _title_forms)  # speed (ADRs 0451, 0452): no function object built per call


def _title_forms(lex) -> frozenset[str]:
    return frozenset(f for fn in lex.pack.functions if fn.role == "title" for f in fn.forms)


def check_titled_name(cur: Cursor, ctx: Context, word: str, title: str, i: int, gender: str = "x") -> None:
    """Refuse when ``word`` (a name read at token ``i``, after ``title`` or "" for none) was met before in
    another way: without a title, with one, or with another title of the same gender (``Mr. Dave`` and
    ``Uncle Dave``; ``Mr. Sheridan`` and ``Mrs. Sheridan`` are two people, a surname shared)."""
    titles = _titles(cur)
    for entity in ctx.entities:
        parts = entity.split(" ")
        if entity == word:
            clash = bool(title)
        elif len(parts) == 2 and parts[1] == word and parts[0].lower() in titles:
            clash = parts[0] != title and (not title or ctx.entities[entity] == gender
                                           or "x" in (gender, ctx.entities[entity]))
        else:
            clash = False
        if clash:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                                token_index=i, token_text=word, frame="entity",
                                detail=f"'{word}' told with a title and without one, or with two titles: one person or two?")
