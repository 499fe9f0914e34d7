"""A purpose opening a sentence, and the question restricted to it (reader v13, ADR 0270).

    To fill an order, the factory dyed 61921 yards of silk green and 49500 yards pink.
    How many yards of silk did it dye for that order?

``To <verb> <a|an|the> <noun>,`` at the start of a statement says what the clause after the comma was done
for; it moves nothing and names no holder, so it is stepped over (the clause is read as it would be alone).
The question's closing ``for that <noun>`` then asks about what was done for it: read only when the story
tells exactly one such purpose, with that noun, and every statement of the story is that sentence's (so what
was done for the order is all the story tells); otherwise it refuses.

Read only with a verb of the pack in its base form (or ``fill``, the pack's ``fn.fill``) after ``To``, a
determiner, one word the pack knows (no number, no name) and the comma; ``To Tom, …``, ``To the store, …`` and
longer purposes are left to the other readings (which refuse them).
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason, ReaderRefusal


def take_purpose_opener(cur: Cursor, ctx: Context) -> bool:
    """At the sentence's first word: step over ``To <verb> <det> <noun>,`` (the comma too); False with nothing
    consumed otherwise."""
    i = cur.pos
    if i != 0 or cur.peek_word() != "to" or i + 4 >= cur.end:
        return False
    word = cur.words[i + 1]
    verb = cur.sense("verb", i + 1) or cur.sense("fn:fill", i + 1)
    if verb is None or verb.length != 1 or word != verb.entry.forms[0]:
        return False
    if cur.words[i + 2] not in ("a", "an", "the") or cur.words[i + 4] != ",":
        return False
    noun = i + 3
    tok = cur.tokens[noun]
    if tok.kind != "word" or not tok.text.islower() or not cur.senses(noun) or cur.sense("num", noun) \
            or cur.sense("number", noun) or cur.sense("name", noun):
        return False
    ctx.purpose_openers.append((cur.sentence.index, cur.words[noun]))
    cur.pos = i + 5
    return True


def take_that_purpose(cur: Cursor, ctx: Context) -> str:
    """``for that <noun>`` ending the question: the cursor's end moved before it and the noun returned; ""
    (nothing changed) otherwise."""
    if not ctx.purpose_openers:
        return ""
    end = cur.end
    while end > cur.pos and cur.tokens[end - 1].kind != "word":
        end -= 1  # the question mark
    if end - 3 < cur.pos or cur.words[end - 3] != "for" or cur.words[end - 2] != "that":
        return ""
    cur.end = end - 3
    return cur.words[end - 1]


def check_that_purpose(cur: Cursor, ctx: Context, noun: str, ops: list[Op], q: Question) -> None:
    """What was done for the purpose is the whole story: one purpose with that noun, every statement its."""
    purposes = ctx.purpose_openers
    if len(purposes) != 1 or purposes[0][1] != noun or any(op.sentence != purposes[0][0] for op in ops) \
            or q.kind != "event":
        raise ReaderRefusal(Reason.UNPARSED_QUESTION, "frame.question_restriction",
                            sentence_index=cur.sentence.index, frame="question.that_purpose",
                            detail="'for that <noun>' needs one purpose of that noun covering the whole story")
