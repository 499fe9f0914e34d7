"""``Three apples cost $1.80.`` / ``Four pencils cost $5 in all.`` (v20, ADR 0454): a group's price with the count
spelled as a word, or closed by ``together``/``in all``.

    Three apples cost $1.80. How much does one apple cost?                       $0.60
    Eight erasers cost $4.80 together. How much does each eraser cost if they all cost the same?   $0.60
    Four pencils cost $5 in all. Each pencil costs the same. How much does one pencil cost?        $1.25
    Three pencils cost 60 cents. How much do 9 pencils cost in cents?            180

dozen_prices.py (ADR 0333) reads ``N <things> cost $P`` with N a digit: the price of N things together,
re-spelled as the price of each (``$P/N``) under its guard scan (every other count of the things a whole multiple
of N, no second price, nothing else counted). The same sentence with N spelled as a word (``Three apples``, the way
a sentence opens) or closed by words that only say the price is of all of them (``together``, ``in all``, ``in
total``, ``altogether``) refused (``a clause starting with a number must be passive``). Re-spelled here, before
dozen_prices.py, as that digit sentence, and so read (or refused) by it and its guards exactly as the digit
sentence is:

- the one statement ``<Number word> <things> cost|costs <price> [together|in all|in total|altogether].`` (a number
  word of the pack worth 2 to 99, the things a plural) → ``N <things> cost <price>.``; a digit count with a
  closer loses the closer only;
- around it, only when that statement is re-spelled: the statement ``Each <thing> costs the same.`` / ``They all
  cost the same.`` is dropped (it says what the re-spelled price already assumes: each costs the same), a
  question's closing ``if they all cost the same`` likewise; the question ``What is the cost of one <thing>?`` is
  re-spelled ``How much does one <thing> cost?`` and ``How much does 1 <thing> cost?`` as ``… one <thing> …``
  (the one-thing question dozen_prices.py reads, ADR 0422).

Nothing else is touched: ``Three apples cost $1.80 each`` (each, not together), ``The three apples cost …``, two
such statements, a count of other things anywhere, stay as written and refuse as before (or by dozen_prices.py's
guards). Safe because every re-spelling says the same thing in the words an older reading already takes.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.tokens import Sentence, Token, end_before_punct

_CLOSERS = (("together",), ("in", "all"), ("in", "total"), ("altogether",))
_SAME_TAIL = ("cost", "the", "same")
_IF_SAME = (("if", "they", "all", "cost", "the", "same"), ("if", "they", "each", "cost", "the", "same"),
            ("if", "each", "costs", "the", "same"))


def _word(text: str) -> Token:
    return Token(text, text.lower(), "word", None)


def one_word_sense(lex, low: str, cls: str):
    """(entry, form) of the pack's one-word ``cls`` sense of ``low``, or (None, ""); passive_splits.py too."""
    for words, sense in lex.phrases.get(low, ()):
        if len(words) == 1 and sense.cls == cls:
            return sense.entry, sense.form
    return None, ""


def _count_word(lex, t: Token) -> int | None:
    """The whole value 2..99 of a one-word pack number word (``three``), else None (``dozen`` is no count here)."""
    if t.kind != "word" or t.low == "dozen":
        return None
    entry, _ = one_word_sense(lex, t.low, "number")
    if entry is None:
        return None
    v = Fraction(entry.value)
    return int(v) if v.denominator == 1 and 2 <= v <= 99 else None


def _plural_things(lex, t: Token):
    if t.kind != "word":
        return None
    unit, form = one_word_sense(lex, t.low, "unit")
    if unit is None or form != "pl" or unit.family != "count" or not unit.discrete:
        return None
    return unit


def _price_len(lex, toks: list[Token], i: int) -> int:
    """Tokens of ``$P`` / ``P <money unit>`` at ``i``, or 0."""
    if i < len(toks) and toks[i].kind == "money" and toks[i].value is not None:
        return 1
    if i + 1 < len(toks) and toks[i].kind == "num" and toks[i].value is not None and toks[i + 1].kind == "word":
        money, _ = one_word_sense(lex, toks[i + 1].low, "unit")
        if money is not None and money.family == "money":
            return 2
    return 0


def _group_price(lex, s: Sentence):
    """(the re-spelled sentence, the things' unit) when ``s`` is the module's price statement, else None."""
    if s.question:
        return None
    toks = s.tokens
    end = len(toks)
    if end and toks[-1].kind == "punct":
        end -= 1
    if end < 4 or toks[2].low not in ("cost", "costs"):
        return None
    unit = _plural_things(lex, toks[1])
    if unit is None:
        return None
    n = _count_word(lex, toks[0])
    digit = toks[0].kind == "num" and toks[0].value is not None and toks[0].value.denominator == 1 \
        and toks[0].value >= 2 and "." not in toks[0].text
    if n is None and not digit:
        return None
    p = _price_len(lex, toks, 3)
    if not p:
        return None
    tail = tuple(t.low for t in toks[3 + p:end])
    if tail and tail not in _CLOSERS:
        return None
    if n is None and not tail:
        return s, unit  # already the digit sentence dozen_prices.py reads: its neighbours only are re-spelled
    first = Token(str(n), str(n), "num", Fraction(n)) if n is not None else toks[0]
    return Sentence(index=s.index, tokens=[first, *toks[1:3 + p], *toks[end:]], question=False), unit


def _same_statement(lex, s: Sentence, unit) -> bool:
    """``Each <thing> costs the same.`` / ``They all cost the same.`` / ``They each cost the same.``"""
    lows = tuple(t.low for t in s.tokens if t.kind != "punct")
    if s.question:
        return False
    if lows in (("they", "all") + _SAME_TAIL, ("they", "each") + _SAME_TAIL):
        return True
    if len(lows) == 5 and lows[0] == "each" and lows[2:] == ("costs", "the", "same"):
        thing, form = one_word_sense(lex, lows[1], "unit")
        return thing is not None and thing.id == unit.id and form == "sg"
    return False


def _question(lex, s: Sentence, unit) -> Sentence:
    toks = list(s.tokens)
    end = end_before_punct(toks)
    lows = [t.low for t in toks[:end]]
    for tail in _IF_SAME:
        if len(lows) > len(tail) and tuple(lows[-len(tail):]) == tail:
            toks = [*toks[:end - len(tail)], *toks[end:]]
            end -= len(tail)
            lows = lows[:-len(tail)]
            break
    if lows[:6] == ["what", "is", "the", "cost", "of", "one"] and len(lows) == 7:
        thing, form = one_word_sense(lex, lows[6], "unit")
        if thing is not None and thing.id == unit.id and form == "sg":
            toks = [_word("How"), _word("much"), _word("does"), _word("one"), toks[6], _word("cost"), *toks[end:]]
    elif lows[:4] == ["how", "much", "does", "1"] and toks[3].kind == "num":
        toks = [*toks[:3], _word("one"), *toks[4:]]
    return Sentence(index=s.index, tokens=toks, question=True)


def repair_worded_group_prices(sentences: list[Sentence], lex) -> list[Sentence]:
    """The module doc's re-spelling, or ``sentences`` themselves."""
    found = [(k, got) for k, s in enumerate(sentences) if (got := _group_price(lex, s)) is not None]
    if len(found) != 1:
        return sentences
    at, (new, unit) = found[0]
    out = []
    for k, s in enumerate(sentences):
        if k == at:
            out.append(new)
        elif s.question:
            out.append(_question(lex, s, unit))
        elif not _same_statement(lex, s, unit):
            out.append(s)
    if len(out) == len(sentences) and all(a.tokens == b.tokens for a, b in zip(out, sentences)):
        return sentences
    return [Sentence(index=i, tokens=s.tokens, question=s.question) for i, s in enumerate(out)]
