"""Times listed one per object in one clause, summed (reader v17, ADR 0370).

    Sam ate 37 apples this week and 22 apples today. How many apples did he eat?          refused (v16: 59)
    Sam ate 37 apples this week. He ate 22 apples today. How many apples did he eat?      refused (ADR 0239)
    A restaurant served 7 pizzas during lunch and 8 during dinner today. How many …?     15

A clause's ops share one stamp, every time of the sentence joined (openings.stamp_clause_times), so the solver's
rule for two stamps that may hold one another (``may_count_twice``) never saw two times inside one stamp: today
may be a day of this week, and the 22 may be among the 37. When the summed events share a stamp of exactly as
many times as there are events (one time per object: the listed form), the times are read pairwise by the same
rule. A stamp with more times than events has a time over the whole list (``… during dinner today``: today frames
both) and is summed as before.
"""
from __future__ import annotations

from collections import Counter

from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.time_overlaps import may_count_twice


def check_listed_times(lex, ops, sentence: int) -> None:
    events = Counter(op.time for op in ops if "|" in op.time)
    for stamp, n in events.items():
        parts = stamp.split("|")
        if n >= 2 and len(parts) == n and any(may_count_twice(lex, a, b) for i, a in enumerate(parts)
                                              for b in parts[i + 1:]):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=sentence, frame="solver",
                                detail="two times listed in one clause and summed may hold one another")
