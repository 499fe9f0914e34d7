"""Parts of the subject's own whole (v12): ``I read 21 pages of my English book yesterday.`` / ``Tom ate 3 slices
of his pizza.``

``N <parts> of <the things>`` already names the substance or whole the parts come from (``156 pieces of the
paper``, ``boxes of chocolate candy``: the item keeps ``of:<whole>``). A possessive in that place (``of my
book``) was not read and the clause refused. When the possessive names the clause's own subject (``I … my``,
``Tom … his``), the parts are of the subject's own whole and the reading is the same as with ``the``: the
owner adds nothing the count needs. Someone else's whole (``Tom ate 3 slices of her pizza``: Ann's slices
leave Ann) is not read so and refuses as before.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from domain.reader.persons import DEICTIC

if TYPE_CHECKING:  # phrases.read_item calls this module: no import of phrases at load time
    from domain.reader.phrases import Context, Cursor


def skip_own_possessive(cur: "Cursor", ctx: "Context") -> bool:
    """Consume ``his|her|my|their|our`` before a noun when it names the clause's subject; else nothing."""
    p = cur.sense("fn:possessive")
    if p is None or not ctx.subject:
        return False
    from domain.reader.phrases import noun_run  # phrases imports this module (imported past the test: ADR 0267)
    if noun_run(cur, cur.pos + 1, ("unit",)) is None:
        return False
    gender = p.entry.gender
    if gender in DEICTIC:
        owner = DEICTIC[gender]  # my → I, our → we, your → you
    elif gender in ("m", "f"):
        # the subject, and no one else it could be (``his`` beside two men may be the other's)
        agree = [e for e, g in ctx.entities.items() if g in (gender, "x")]
        owner = ctx.subject if agree == [ctx.subject] else ""
    else:
        owner = ""
    if not owner or owner != ctx.subject:
        return False
    cur.pos += p.length
    return True
