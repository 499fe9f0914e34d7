"""``There were 36 birds in a tree. Two thirds of them flew away.`` (v17, hunt_h, ADR 0361): a fraction of a count
told just before, as the subject that opens the next sentence.

``half of them`` as an object (``He ate half of them``, fraction_parts.py) is the actor's holding at that point
times the fraction, which the solver tracks. As a subject (``Half of them flew away``, ``Two thirds of the
students are girls``) no clause reader takes it: the sentence refused (``no subject the grammar knows``), though
the same text with the count written (``24 of them flew away``) reads. Here the fraction is re-spelled as that
count before the text is read (as dozens.py re-spells ``3 dozen``), and the sentence then reads, or refuses, as
``24 of them …`` does.

Re-spelled only when the whole is beyond doubt, otherwise left as written (and refused as before):

- the fraction sentence is the second of the text and opens with the fraction (fraction_parts.read_fraction_of:
  ``half``, ``a|one third``, ``two thirds`` … then ``of``, or ``half the``), then ``them`` or ``the <things>``;
- the first sentence is a statement holding exactly one number — a whole count in digits — with no other number,
  no money and no ``and`` / ``or`` (``Tom and Ann had 30 apples. Half of them …`` — of the apples, or of the two?),
  the number followed by a counted (discrete) unit of the pack; ``the <things>`` names that same word;
- right after ``them`` / ``the <things>`` comes a verb (or ``is|are|was|were``), not a phrase that restricts the
  things (``Half of the apples in the store are red``: the store's apples, whose count is untold);
- the part is whole: half of 25 birds is no count and the sentence is left to refuse.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.fraction_parts import PERCENT, STARTS, read_fraction_of
from domain.reader.tokens import Sentence, Token

_BE = frozenset({"is", "are", "was", "were"})
_JOINS = frozenset({"and", "or", "&"})


def _counted_plurals(lex) -> frozenset[str]:
    return frozenset(u.plural.lower() for u in lex.unit_by_id.values()
                     if u.family == "count" and u.discrete and u.plural and " " not in u.plural)


def _number_words(lex) -> frozenset[str]:
    return frozenset(n.word.lower() for n in lex.pack.number_words if n.word.lower() not in ("a", "an"))


def repair_fraction_subjects(sentences: list[Sentence], lex, make_cursor) -> list[Sentence]:
    """``<fraction> of them|the <things> <verb> …`` as the second sentence → ``<count> of them|the <things> …``
    (module doc); ``sentences`` unchanged otherwise."""
    if len(sentences) < 3 or sentences[0].question or sentences[1].question:
        return sentences
    second = sentences[1]
    if not second.tokens or second.tokens[0].low not in STARTS and not (
            len(second.tokens) > 1 and second.tokens[0].low.isdigit() and second.tokens[1].low in PERCENT):
        return sentences  # v23 (ADR 0544): also "25 percent of them …" / "25% of the students …"
    whole = _told_count(sentences[0], lex)
    if whole is None:
        return sentences
    count, word = whole
    cur = make_cursor(second)
    value = read_fraction_of(cur)
    if value is None:
        return sentences
    at = cur.pos
    words = cur.words
    if at < len(words) and words[at] == "them":
        after = at + 1
    elif at + 1 < len(words) and words[at] == "the" and words[at + 1] == word:
        after = at + 2
    else:
        return sentences
    if after >= len(words) or not (words[after] in _BE or cur.sense("verb", after) is not None):
        return sentences
    part = value * count
    if part.denominator != 1 or part < 1:
        return sentences  # "half of 25 birds": no count; left to refuse as written
    if _later_fraction_of_whole(sentences[2:], make_cursor):
        return sentences  # red team 12 (ADR 0540): "A third of them were sold. Then he ate half of them.": of which?
    n = int(part)
    number = Token(text=str(n), low=str(n), kind="num", value=Fraction(n))
    of = Token(text="of", low="of", kind="word", value=None)
    tokens = [number, of, *second.tokens[at:]]
    return [sentences[0], Sentence(index=second.index, tokens=tokens, question=False), *sentences[2:]]


def _told_count(first: Sentence, lex) -> tuple[int, str] | None:
    """The one whole count of the first sentence and the counted word after it, or None."""
    numbers = lex.memo("fraction_subject_number_words", _number_words)
    plurals = lex.memo("fraction_subject_plurals", _counted_plurals)
    found: tuple[int, str] | None = None
    toks = first.tokens
    for i, t in enumerate(toks):
        if t.kind == "money" or t.low in _JOINS or t.low in numbers:
            return None
        if t.kind != "num":
            continue
        if found is not None or t.value is None or t.value.denominator != 1 or t.value < 1 or "." in t.text \
                or i + 1 >= len(toks) or toks[i + 1].low not in plurals:
            return None
        found = (int(t.value), toks[i + 1].low)
    return found


_REST = frozenset(("rest", "remaining", "remainder", "left", "remained", "remains"))


def _later_fraction_of_whole(later: list[Sentence], make_cursor) -> bool:
    """Red team 12 (ADR 0540): a later statement takes another fraction ``of them|it|his <things>`` (not ``of the
    rest`` / ``of what was left``): of the whole told first, or of what is left after this part? The re-spelled
    count would hide the first fraction from fraction_wholes.check_fraction_after_fraction, so the text is left as
    written (and refuses as before)."""
    for sentence in later:
        if sentence.question:
            continue
        toks = sentence.tokens
        for i, t in enumerate(toks):
            if t.low not in STARTS:
                continue
            cur = make_cursor(sentence)
            cur.pos = i
            if read_fraction_of(cur) is None:
                continue
            if not any(w in _REST for w in cur.words[cur.pos:cur.pos + 4]):
                return True
    return False
