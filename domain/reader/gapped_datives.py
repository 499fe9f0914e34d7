"""``He gave Carl 3 marbles and Dan 4 marbles.`` = ``… and gave Dan 4 marbles.`` (v23, ADR 0546): the giving verb
left out of the second of two coordinated receiver-and-amount pairs.

    Ben had 20 marbles. He gave Carl 3 marbles and Dan 4 marbles. How many marbles does Ben have now?   20 − 3 − 4

The clause reader reads ``gave Carl 3 marbles`` and ``gave 3 marbles to Carl and 4 marbles to Dan``; after ``and``
it wanted a verb (``expected a verb of the pack after the subject``). The gap can only be the verb of the first
pair, so the verb's word is written in again and the sentence is read (or refused) as the spelled-out one.

Re-spelled only when the statement ends ``<give-verb> <Name> N <noun run> and <Name> M <noun run>``: the verb one
word of the pack's giving verbs (a ``transfer_out`` verb), each receiver a capitalised pack name, N and M plain
numbers, each noun run the pack's modifiers and one unit noun (no ``of``), the second closing the sentence, one
``and`` and no other number in the sentence. Anything else (``and Dan 4``, ``and to Dan``, a list of three) is left
as written.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence


def _run_end(cur, i: int) -> int | None:
    from domain.reader.phrases import noun_run  # phrases imports the reader's modules
    got = noun_run(cur, i, ("unit",))
    if got is None or any(cur.words[j] == "of" or cur.tokens[j].kind != "word" for j in range(i, got[2])):
        return None
    return got[2]


def _receiver(cur, i: int) -> bool:
    return i < cur.end and cur.tokens[i].text[:1].isupper() and cur.sense("name", i) is not None \
        and cur.sense("unit", i) is None and cur.sense("name", i).length == 1


def repair_gapped_datives(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each statement of the module's form with the giving verb written after ``and``; else ``sentences``."""
    out, changed = list(sentences), False
    for k, s in enumerate(sentences):
        toks = s.tokens
        lows = [t.low for t in toks]
        if s.question or lows.count("and") != 1 or sum(t.kind in ("num", "money") for t in toks) != 2:
            continue
        c = lows.index("and")
        cur = cursor(s)
        if not (_receiver(cur, c + 1) and c + 2 < cur.end and toks[c + 2].kind == "num"
                and _run_end(cur, c + 3) == cur.end):
            continue
        v = next((i for i in range(c) if toks[i].kind == "num"), None)
        if v is None or v < 2 or not _receiver(cur, v - 1) or _run_end(cur, v + 1) != c:
            continue
        verb = cur.sense("verb", v - 2)
        if verb is None or verb.length != 1 or verb.entry.category != "transfer_out":
            continue
        out[k] = Sentence(index=s.index, tokens=[*toks[:c + 1], toks[v - 2], *toks[c + 1:]], question=False)
        changed = True
    return out if changed else sentences
