"""``It took 8 workers to finish the work.`` (v12, ADR 0241): how many people a finished job needed.

    Park workers will plant 5 dogwood trees today and 4 dogwood trees tomorrow.
    It took 8 workers to finish the work.

``it`` here is the dummy subject of ``take`` (what the job took), not a thing named before, so
holders.resolve_it_subject refused it (``no thing has held or done anything so far``). The sentence tells
only how large the crew was: it gives, takes or counts none of the story's things, so it is read as a scene
that moves nothing (no op). A question about the workers themselves then finds no statement and refuses.

Read only in this narrow form, the whole clause:

    It took|takes N <people> to <verb> [the|this|that|their] <noun that is not a counted thing>

- N a plain number and the people a pack person unit (``workers``, ``people``, ``students``);
  ``It took 3 hours …`` (a duration) and ``It took Amanda 3 hours …`` (someone's pace) are not read;
- the job must not be things the story counts (``It took 8 workers to plant the trees``: the same trees, or
  more? a unit word after the verb is not read), and nothing may follow it (``… to finish the work on
  Monday`` is not read either);
- present ``takes`` is impersonal.parse_it_takes's rate when what it takes are things, never people; for
  people both tenses tell a crew size and nothing else.
"""
from __future__ import annotations

from domain.reader.amounts import read_verb
from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, read_number

_DETERMINERS = ("the", "this", "that", "their")


# Nouns that name the task itself; `work` is also a place (`at work`, ADR 0235), but `finish the work` is the job.
_TASK_NOUNS = ("work", "job", "task")


def parse_crew_size(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """The whole clause ``It took N <people> to <V> the <job>`` (nothing consumed when not this form)."""
    start = cur.pos
    if cur.peek_word() != "it" or cur.peek_word(1) not in ("took", "takes"):
        return False
    take = cur.sense("verb", cur.pos + 1)
    if take is None or take.entry.id != "verb.take":
        return False
    cur.pos += 2
    num = read_number(cur)
    people = cur.sense("unit") if num is not None and not num[1] else None
    if people is None or people.entry.id not in cur.lex.person_units:
        cur.pos = start
        return False
    cur.pos += people.length
    if not cur.take_word("to"):
        cur.pos = start
        return False
    if cur.sense("fn:finish") is not None and cur.sense("verb") is None:
        cur.pos += 1
    elif read_verb(cur) is None:
        cur.pos = start
        return False
    if not cur.take_word(*_DETERMINERS) or cur.at_end() or cur.pos + 1 != cur.end \
            or cur.sense("unit") is not None or cur.words[cur.pos][:1].isdigit() \
            or (cur.sense("place") is not None and cur.words[cur.pos] not in _TASK_NOUNS):
        cur.pos = start
        return False
    cur.pos += 1
    return True
