"""``There are 124 students making 3 stars each for the school wall.`` (reader v13, ADR 0265).

    There are 124 students making 3 stars each for the school wall. How many stars will they make all together?
                                                                                                 124 × 3

A counted group each doing the same counted act (group_each_events.py, ADR 0235: ``3 bugs eat 2 flowers
each``) told with ``there``: ``There are N <things> <verb>-ing M <things2> each`` says every one of the N does
the act M times over, so the group does N × M — the same graph and answer as the v12 form. A whole-text claim
of two sentences, as narrow as the form:

- ``There are|were N <things> <verb>ing M [mods] <things2> each [for a|an|the|their [mods] <noun>].``: N ≥ 2
  and M ≥ 1 whole numbers, the verb's -ing form a pack verb that moves things (a gain, loss, construct or
  destroy verb; ``making`` is a form of ``make``), a ``for`` phrase (what the things are for) only after
  ``each`` and only a place or thing, never a person;
- ``How many [mods] <things2> [total] will|did|do|does|would they|the <things> <verb> [all together|in all|…]?``
  with the same verb and things; ``they`` is the group, the story's only one.

Another verb, group or kind, a person after ``for``, words left over refuse once claimed.
"""
from __future__ import annotations

from domain.reader.graph import Graph
from domain.reader.group_each_events import (group_each_graph, read_asked_act, read_asked_group, read_asked_things,
                                             read_group_act)
from domain.reader.phrases import Cursor, noun_run
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal

def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "there_group_each", detail, reason)


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences: ``There are N <plural unit> <verb>ing … each …`` and a ``How many`` question."""
    if len(cursors) != 2:
        return False
    cur, last = cursors
    if cur.end < 7 or cur.words[0] != "there" or cur.sense("fn:be", 1) is None or cur.sense("num", 2) is None:
        return False
    if last.end < 4 or last.sense("fn:how", 0) is None or last.words[1] != "many" or "each" not in cur.words:
        return False
    u = cur.sense("unit", 3)
    if u is None or u.form != "pl":
        return False
    verb_at = 3 + u.length
    return verb_at < cur.end and cur.words[verb_at].endswith("ing") and cur.sense("verb", verb_at) is not None


def parse_there_group_each(cursors: list[Cursor]) -> Graph:
    cur, last = cursors
    cur.pos = 2
    n, group, verb, m, mods, thing = read_group_act(cur, _refuse)
    if cur.take_word("each") is None:
        raise _refuse(cur, "expected 'each'")
    if cur.take_word("for") is not None:
        if cur.take_word("a", "an", "the", "their") is None:
            raise _refuse(cur, "expected a|the after 'for'")
        got = noun_run(cur, cur.pos, ("place", "unit"))
        if got is None or getattr(got[1].entry, "person", False) or got[1].entry.id in cur.lex.person_units \
                or any(s.cls == "person" for s in cur.senses(got[2] - got[1].length)):
            raise _refuse(cur, "'for' a person: a giving, not what the things are for")
        cur.pos = got[2]
    if not cur.at_end():
        raise _refuse(cur, "words after the act")
    read_asked_things(last, thing, mods, _refuse)
    if last.take("fn:aux") is None:
        raise _refuse(last, "expected will/did/do", Reason.UNPARSED_QUESTION)
    if last.take_word("they") is None:
        if last.take_word("the") is None:
            raise _refuse(last, "expected 'they' or 'the <group>'", Reason.UNPARSED_QUESTION)
        read_asked_group(last, group, _refuse)
    read_asked_act(last, verb, _refuse)
    return group_each_graph(group, verb, m, n, mods, thing)
