"""A per-container rate told of containers of one content is not a rate of containers of another content.

``Sam had 3 piles of quarters and 2 piles of dimes. If each pile of quarters had 5 coins in it, how many coins
did he have total?`` read 25 (red team 16): ``Each <container> of <things> has N …`` kept only the container's
unit, so the rate covered the piles of dimes too, whose coins were never counted. The rate's ``of`` part is
recorded (``Context.qualified_rates``); when a holding, gain, loss or transfer names containers of that unit
with another ``of`` content (neither the same unit nor a pack kind of it), the text does not say how many
things those hold, and the reading refuses. Containers named without an ``of`` part (``Each bag of cookies
has 9 cookies. He bought 3 bags.``) are the rate's containers, as before.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Context
from domain.reader.refusals import Reason, ReaderRefusal


def note_qualified_rate(ctx: Context, container_unit: str, mods: tuple[str, ...]) -> None:
    """Record the ``of`` contents a rate's container was named with (``each pile of quarters``)."""
    contents = tuple(m[3:] for m in mods if m.startswith("of:"))
    if contents:
        ctx.qualified_rates[container_unit] = contents


def check_qualified_rates(ops: list[Op], ctx: Context, lex) -> None:
    """Refuse when containers of a qualified rate's unit are held of other contents (see the module doc)."""
    for unit, contents in ctx.qualified_rates.items():
        for op in ops:
            if op.kind not in ("hold", "gain", "transfer", "lose") or op.item is None or op.item.unit != unit:
                continue
            own = [m[3:] for m in op.item.mods if m.startswith("of:")]
            if own and not all(any(o == c or lex.kind_of(o, c) for c in contents) for o in own):
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=op.sentence,
                                    frame="statement.rate",
                                    detail=f"a rate per {unit} of {', '.join(contents)} beside {unit} of "
                                           f"{', '.join(own)}")
