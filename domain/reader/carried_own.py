"""A gain told with a bare destination (``to school``) by someone who already holds such things (v16 hunt, ADR 0331).

    Tom had 12 books. He took 5 books to school. How many books does Tom have now?      refused (v15 answered 17)
    Tom had 12 books. He got 5 books to school. …                                       refused
    Sam took 5 books to school. Ann took 3 books to school. How many books did they take?   read as before (8)

``took 5 books to school`` names where the books went, not where they came from: the reader kept ``to school`` as a
harmless bare circumstance (circumstances.read_circumstances) and read the take as a gain from outside the story
(takes.settle_takes), so Tom had 17. An English reader takes the five to be Tom's own, carried there (he has 12, or 7
left at home), or five more he took along from somewhere: the text does not say. So a gain whose clause carries a
bare ``to <place>`` (no person or place entity the story knows: a recipient is a transfer and refuses elsewhere) by
a subject who already held, got or lost that kind of thing refuses (``ambiguous_reference``). A first mention keeps
the gain (nothing of his own to carry); so does a gain with no destination (``took 5 more books``), read as before.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.refusals import Reason, ReaderRefusal


def check_carried_own(cur, ops: list[Op], subject: str, item: Item | None, bare: list[str]) -> None:
    """Refuse a gain carried ``to <place>`` of things the subject already had (module doc)."""
    if item is None or not any(b.split()[0] == "to" for b in bare):
        return
    if any(op.item is not None and op.item.unit == item.unit and subject in (op.actor, op.target) for op in ops):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "frame.transfer_source", sentence_index=cur.sentence.index,
                            frame="statement.object",
                            detail=f"{subject} carries {item.unit} to a place while holding some: own ones or more?")
