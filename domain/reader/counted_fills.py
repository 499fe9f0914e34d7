"""``A bottle holds 2 liters. Maya fills 7 bottles.`` (v22, ADR 0518): containers of a told size counted as filled.

    A bottle holds 2 liters. Maya fills 7 bottles. How many liters of water did she use?        7 × 2 = 14
    A baker puts 12 rolls in each bag. She fills 9 bags. How many rolls does she use?          9 × 12 = 108
    A jar holds 50 candies. Tom fills 6 jars. He sells 4 jars. How many candies does he have left?   2 × 50 = 100

``fill`` is no verb of the pack (it is a ``container_verb`` word of ``How many bags can she fill?`` and the verb of
filled_containers.py's ``filled a bucket with 0.8 gallon of water``), so ``Maya fills 7 bottles`` stopped at
``expected a verb of the pack after the subject``. Filling N containers whose size the story told says two things
the reader already reads in other words: the stuff that went into them was used (``Maya uses 7 bottles``: the
container-contents reading of rates.py, ``A box holds 12 rolls. Sam used 9 boxes. How many rolls did he use?``),
and the filler now has N full containers (``Tom has 6 full jars``). Re-spelled so, by the question: a question
with a ``use`` word asks what went in (``uses``); any other asks what the filler has (``has N full``). Read, or
refused, by those readings exactly as the re-spelled sentences would be.

Re-spelled only when all hold (else the text is left as written and refuses as before):

- the sentence is the whole clause ``<filler> fill|fills|filled N <containers>``: the filler one capitalised name
  of the pack or ``he``/``she``/``they``/``I``/``we``; N a whole count of 2 or more (digits or a one-word pack
  number word); the containers one plural count noun of the pack. Any word after (``halfway``, ``with sand``,
  ``and 3 cups``), before (``did not``), or a second filling sentence leaves it;
- an earlier statement tells the size of one container: ``A|An|Each <container> holds|held|has|had K <stuff>``
  or a sentence ending ``in|into|on each <container>`` (``A baker puts 12 rolls in each bag.``);
- no other statement before the filling names the containers (``Tom has 10 jars.``: are the filled ones of
  those?), and the question does not ask the containers themselves (``How many jars …``: filled ones, or all?).
"""
from __future__ import annotations

from domain.reader.counted_words import count_unit, whole_count
from domain.reader.tokens import Sentence, Token

_FILLS = {"fill": ("use", "have"), "fills": ("uses", "has"), "filled": ("used", "had")}  # ADR 0518
_FILLERS = frozenset({"he", "she", "they", "i", "we"})  # ADR 0518: the pronouns a filler may be
_USE_WORDS = frozenset({"use", "uses", "used"})  # ADR 0518: a question asking what went into the containers
_SIZE_VERBS = frozenset({"holds", "held", "has", "had"})


def _word(text: str) -> Token:
    return Token(text, text.lower(), "word", None)


def _filling(lex, s: Sentence, cursor) -> tuple | None:
    """``<filler> fill|fills|filled N <containers>`` as the whole sentence: (fill word, container unit), else None."""
    toks = s.tokens
    if s.question or len(toks) != 4 or toks[1].low not in _FILLS or not whole_count(lex, toks[2]):
        return None
    filler = toks[0]
    if filler.kind != "word":
        return None
    if filler.low not in _FILLERS and not (filler.text[:1].isupper() and cursor(s).sense("name") is not None):
        return None
    if (filler.low in ("they", "i", "we")) != (toks[1].low == "fill") and toks[1].low != "filled":
        return None  # "she fill", "they fills": not English agreement, left as written
    containers = count_unit(lex, toks[3], "pl")
    return (toks[1].low, containers) if containers is not None else None


def _tells_size(lex, s: Sentence, container) -> bool:
    """``A|An|Each <container> holds|has K …`` or a sentence ending ``in|into|on each <container>``."""
    toks = s.tokens
    if s.question:
        return False
    if len(toks) >= 5 and toks[0].low in ("a", "an", "each") and count_unit(lex, toks[1], "sg") is container \
            and toks[2].low in _SIZE_VERBS and (toks[3].kind == "num" or whole_count(lex, toks[3])):
        return True
    return len(toks) >= 4 and toks[-3].low in ("in", "into", "on") and toks[-2].low == "each" \
        and count_unit(lex, toks[-1], "sg") is container


def _names(lex, s: Sentence, container) -> bool:
    return any(count_unit(lex, t, "pl") is container or count_unit(lex, t, "sg") is container for t in s.tokens)


def repair_counted_fills(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The module doc's re-spelling of the one filling sentence, or ``sentences`` themselves."""
    if len(sentences) < 3 or not sentences[-1].question or any(s.question for s in sentences[:-1]):
        return sentences
    found = [(i, got) for i, s in enumerate(sentences[:-1]) if (got := _filling(lex, s, cursor)) is not None]
    if len(found) != 1:
        return sentences
    i, (fill, container) = found[0]
    sized = [j for j in range(i) if _tells_size(lex, sentences[j], container)]
    if len(sized) != 1:
        return sentences
    if any(j != sized[0] and _names(lex, sentences[j], container) for j in range(i)):
        return sentences  # ADR 0518: containers told before: are the filled ones of those?
    q = sentences[-1].tokens
    if any(q[k].low == "many" and k + 1 < len(q) and count_unit(lex, q[k + 1], "pl") is container for k in range(len(q))):
        return sentences  # ADR 0518: the containers asked: the filled ones, or all of them?
    used, had = _FILLS[fill]
    toks = sentences[i].tokens
    if any(t.low in _USE_WORDS for t in q):
        if any(t.low in _USE_WORDS for j, s in enumerate(sentences[:-1]) if j != i for t in s.tokens):
            # red11 (ADR 0521): `A jar holds 50 candies. Tom filled 6 jars. He used 4 jars. How many candies did he
            # use?` read 500 — the filling re-spelled `used 6 jars` was added to the told use (of the filled ones?)
            return sentences
        new = [toks[0], _word(used), toks[2], toks[3]]
    else:
        new = [toks[0], _word(had), toks[2], _word("full"), toks[3]]
    out = list(sentences)
    out[i] = Sentence(index=sentences[i].index, tokens=new, question=False)
    return out
