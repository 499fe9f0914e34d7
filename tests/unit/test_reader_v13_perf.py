"""Reader v13 speed (ADR 0267): every per-pack table and fast path gives what the scan it replaced gave.

Byte identity over the corpora and lanes is the oracle (bench/reader_identity.py); these tests pin the
invariants the changes rest on, over the whole pack rather than the texts that happen to use them.
"""
from __future__ import annotations

from fractions import Fraction

from core.packs import load_pack
from domain.reader.lexicon import lexicon_for
from domain.reader.linear import Lin, fraction_text, is_one
from domain.reader.performed_work import performed_verbs
from domain.reader.phrases import fmt
from domain.reader.recipients import person_source
from domain.reader.graph import Op

PACK = load_pack()
LEX = lexicon_for(PACK)


def _scan_senses_at(lex, words: list[str], i: int) -> list:
    """``Lexicon.senses_at`` as it was before ADR 0267: every phrase of the first two words compared."""
    word = words[i]
    longer = lex.multi_by_two.get((word, words[i + 1])) if i + 1 < len(words) else None
    if longer is None:
        return list(lex.single.get(word, ()))
    out = [sense for phrase, sense in longer if tuple(words[i:i + len(phrase)]) == phrase]
    out.extend(lex.single.get(word, ()))
    return out


def test_senses_at_matches_the_scan_for_every_phrase():
    for two, longer in LEX.multi_by_two.items():
        for phrase, _ in longer:
            for words in (list(phrase), list(phrase) + ["apples"], list(phrase[:2]), list(phrase[:-1]) + ["zzz"]):
                assert LEX.senses_at(words, 0) == _scan_senses_at(LEX, words, 0), (two, words)


def test_may_overlap_matches_the_scan():
    # The scan is True only when each of a and b is a member of an ``overlapping`` pair or a kind of one; every
    # other unit must be False against all units in the scan and absent from the table. So the table is checked
    # against the scan over every pair of such units, and the rest by that absence (exhaustive over all pairs
    # without the ~1.2 million scans a 1,100-unit pack would need).
    units = sorted({u.id for u in PACK.units})
    members = {x for pair in LEX.overlapping for x in pair}
    involved = [u for u in units if u in members or any(LEX.kind_of(u, m) for m in members)]
    assert involved
    for a in involved:
        for b in involved:
            assert LEX.may_overlap(a, b) == LEX._may_overlap(a, b), (a, b)
    others = set(units) - set(involved)
    for a in sorted(others)[::17]:  # a sample of the scan itself, to keep the argument above honest
        for b in units:
            assert not LEX._may_overlap(a, b), (a, b)
    assert not any(LEX.may_overlap(a, b) for a in others for b in units)


def test_person_source_matches_the_scan_of_places():
    def scan(source: str) -> bool:
        last = source.split()[-1].lower()
        for place in PACK.places:
            if last in (place.singular.lower(), place.plural.lower()):
                return place.person
        return True

    for place in PACK.places:
        for word in (place.singular, place.plural, place.singular.upper()):
            source = f"Tom's {word}"
            assert person_source(LEX, source) == scan(source), source
    assert person_source(LEX, "Tom") is True


def test_performed_verbs_matches_the_scan():
    for vid, verb in LEX.verb_by_id.items():
        op = Op(kind="gain", lemma=vid, sentence=0)
        scanned = {vid} if verb.forms and any(s.cls == "fn:perform" for s in LEX.senses_at([verb.forms[0]], 0)) \
            else set()
        assert performed_verbs([op], LEX) == scanned, vid


def test_fraction_fast_paths_match_fraction():
    values = [Fraction(0), Fraction(1), Fraction(-1), Fraction(7), Fraction(1, 2), Fraction(-3, 4), Fraction(10, 5)]
    for v in values:
        assert is_one(v) == (v == 1)
        assert fmt(v) == (str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}")
        assert fraction_text(v) == (str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}")
    assert is_one(1) and not is_one(2)
    assert Lin(Fraction(0), {"?1": Fraction(1)}).text() == "?1"
    assert Lin(Fraction(3), {"?1": Fraction(-1, 2)}).text() == "3+-1/2*?1"
    assert Lin(Fraction(0)).text() == "0"
