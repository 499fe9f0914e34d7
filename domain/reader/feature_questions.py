"""``How many cupcakes have sprinkles?`` / ``How many cupcakes do not have sprinkles?`` (reader v23, ADR 0545): the
part having_parts.py reads (``A third of them have sprinkles``, ``4 had spots``) asked by the same words.

    There are 24 cupcakes on a plate. A third of them have sprinkles. How many cupcakes have sprinkles?       8
    There are 24 cupcakes on a plate. A third of them have sprinkles. How many cupcakes do not have sprinkles? 16

having_parts.py (ADR 0231) splits the counted things into the kinds ``with:<feature>`` and ``not:with:<feature>``
(a kind literal no modifier or verb spells, so no question read it). The question here names that kind in the
words the statement used, after ``How many <things>``:

    have|has|had <feature>                       → the things of kind with:<feature>
    do|does|did not | don't|doesn't|didn't  have <feature>   → the things of kind not:with:<feature>

the feature a bare plural noun ending the question, and the story's one part named by it, of the asked things
(the ``sole`` question then counts that kind, with the holder the story gives it; having_parts.check_features
keeps its checks). Not read (nothing consumed; the question refuses as before): a feature no statement named,
other things, ``have no sprinkles`` (``no`` is no pack word), words after the feature.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Cursor

_HAVE = "verb.have"
_HAVE_FORMS = ("have", "has", "had")
_AUX = ("do", "does", "did")
_NEGATED_AUX = ("don't", "doesn't", "didn't")


def parse_feature_question(cur: Cursor, si: int, item: Item | None, ops: list[Op]) -> Question | None:
    """After ``How many <things>``: ``[do not] have <feature>`` ending the question (module doc); None otherwise."""
    if item is None:
        return None
    start = cur.pos
    negated = False
    if cur.peek_word() in _AUX and cur.peek_word(1) == "not" and cur.sense("fn:not", cur.pos + 1) is not None:
        cur.pos += 2
        negated = True
    elif cur.peek_word() in _NEGATED_AUX and cur.sense("fn:not") is not None:
        cur.pos += 1
        negated = True
    verb = cur.sense("verb")
    at = cur.pos + 1
    feature = cur.sense("unit", at) if at < cur.end else None
    if verb is None or verb.entry.id != _HAVE or verb.length != 1 or cur.peek_word() not in _HAVE_FORMS \
            or feature is None or feature.length != 1 or cur.words[at] != feature.entry.plural or at + 1 != cur.end:
        cur.pos = start
        return None
    told = [op for op in ops if op.kind == "classify" and op.lemma == f"with:{feature.entry.id}"]
    if len(told) != 1 or told[0].item is None or told[0].item != item:
        cur.pos = start
        return None
    cur.pos = cur.end
    kind = ("not:" if negated else "") + f"with:{feature.entry.id}"
    return Question(kind="sole", sentence=si, item=Item(unit=item.unit, mods=tuple(sorted({*item.mods, kind}))))
