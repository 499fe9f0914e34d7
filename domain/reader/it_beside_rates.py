"""``it`` after an indefinite container's contents: ``A box has 7 pens. It also has 43 books.`` (red10, ADR 0517).

    A library has 29 picture books. A box has 7 pens. It also has 43 history books. How many books does it have?
                                                                                              refused (answered 72)

``A box has 7 pens`` is read as what one box holds (a ``per`` op: no holder, ``box`` the container), so the box
is no entity, and holders.resolve_it_subject / it_adverbs.it_adverb_subject found one thing that has held anything
(the library) and named it. But the sentence just told a box, and ``it`` after it names that box as readily as the
library: the text does not settle whose books. A sentence after such a container's contents (still a ``per`` op
once the story's checks and settlings are done, told with ``a``/``an``) that opens with ``it`` and is read as a
holding, or a question asking what ``it`` has, now refuses (``unresolved_pronoun``). ``It sold 20 muffins`` (an act
no box does) and ``It takes 7 minutes`` read as before.
Without the box sentence, or with ``it`` before it, the reading is as before.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.refusals import Reason, ReaderRefusal


def check_it_beside_rates(ops: list[Op], story_words) -> None:
    """red10 (ADR 0517): ``it`` as the holder in a sentence (or a holding question) after an unowned container's
    contents told with ``a``/``an`` (``A box has 7 pens.``) could name that container: refused."""
    words = dict(story_words)
    first = min((op.sentence for op in ops if op.kind == "per" and not op.actor and op.target
                 and words.get(op.sentence, ("",))[:1] in (["a"], ["an"], ("a",), ("an",))), default=None)
    if first is None:
        return
    holds = {op.sentence for op in ops if op.kind == "hold"}
    last = story_words[-1][0] if story_words else -1
    for index, said in story_words:
        if index <= first or "it" not in said:
            continue
        # a statement: ``It [also|now …] has …`` read as a holding; the question: ``How many … does it have?``
        if (index != last and said[0] == "it" and index in holds) or (
                index == last and any(w in said for w in ("have", "has", "had", "hold", "holds"))):
            raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=index,
                                frame="entity",
                                detail="'it' holding after a container's contents told of no holder (`A box has "
                                       "…`): the container or the thing named before?")
