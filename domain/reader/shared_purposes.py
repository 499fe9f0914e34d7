"""Things brought to share with someone (v9, ADR 0149).

    Marilyn has 40 bananas that must be put away in boxes. Daniel comes to help and brings 10 cookies to
    share with Marilyn. If there are 8 boxes, how many bananas must go in each box?                 40 ÷ 8

``to share with <someone>`` after a gain (pack function role ``share_with``) says whom the things are meant
for, as ``for Tom`` does (beneficiaries.py): whether any were handed over, and so who holds how many, is never
said. The phrase is read, never dropped: it registers the named person as the beneficiary of the sentence's
gain, so every question about holdings refuses (``How many cookies does Marilyn have?``: 0, 5 or 10?), while
a question whose answer does not depend on anyone's holdings still reads (beneficiaries.py: an event
question, or the size of each group of a partition of a stated number of other things, as the 40 bananas
above, fixed before the cookies came).

Only a person (or group of people) already named in the story may follow: ``to share with the class`` or an
unknown name leaves the sentence unread, as before.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor, read_entity


def take_share_with(cur: Cursor, ctx: Context) -> bool:
    """``to share with Marilyn`` / ``to share with her``: read and kept as a beneficiary (module doc)."""
    role = cur.sense("fn:share_with")
    if role is None:
        return False
    start = cur.pos
    cur.pos += role.length
    known = dict(ctx.entities)
    ent = read_entity(cur, ctx)
    if not ent or ent not in known or known[ent] == "n":
        cur.pos = start
        return False
    ctx.beneficiaries.append((cur.sentence.index, ent))
    return True
