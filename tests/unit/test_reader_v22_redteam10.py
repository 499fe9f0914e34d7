"""Red team 10 (ADR 0517): the v22 forms (ADRs 0510–0512) crossed with the rest of the grammar by seeded generators
(bench/redteam_v22.py), the described-member family ADR 0511 left open, and metamorphic variants of corpus and
fresh c–j rows (names swapped, independent statements swapped, numbers changed with the row's own arithmetic).

Wrong shapes found and refused (each a refused row below, beside right neighbours that still read):

1. described_members.check_described_members: ``Will has 3 boxes. The red box has 12 pens. The blue box has 5
   pens. How many pens are there in all?`` answered 17, the third box untold. ``the <words> <noun>`` (colour, size,
   kind) or ``<Name>'s [words] <noun>`` naming a holder, receiver or place, in a story that counts that noun (a
   count unit), refuses; the ordinal spelling already did (ADR 0511). ``the other <noun>`` (one … the other, its
   own guarded reading) and measures (``Scarlett's measuring cup`` beside a cup of oil) are left alone.
2. it_beside_rates.check_it_beside_rates: ``A library has 29 picture books. A box has 7 pens. It also has 43
   history books. How many books does it have?`` answered 72: ``A box has 7 pens`` is read as what one box holds
   (no entity), so ``it`` named the library although the box was just told. ``it`` as a holder (or a question
   asking what it has) after ``A/An <container> has …`` refuses.

Every answer is worked by hand in its comment. A sample of the probe generators (golds computed by the generator
from the story it builds, never by the reader; None where the story fixes no single answer) closes the file.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # -- 1: described holders whose noun the story does not count --------------------------------------------
    ("rt10 colours, no count",  # 12 + 5 = 17 (the told boxes are all the story has)
     "The red box has 12 pens. The blue box has 5 pens. How many pens are there in all?", "17"),
    ("rt10 sizes, no count, one asked",  # 12
     "The big basket has 12 apples. The small basket has 5 apples. How many apples are in the big basket?", "12"),
    ("rt10 names' bags, no count",  # 4 + 5 = 9
     "Tom's bag has 4 apples. Mia's bag has 5 apples. How many apples are there in all?", "9"),
    ("rt10 one and the other of two counted",  # 23 + 32 - 44 = 11 (multiarith-8)
     "Rachel bought two coloring books. One had 23 pictures and the other had 32. After one week she had already "
     "colored 44 of the pictures. How many pictures does she still have to color?", "11"),
    ("rt10 a measure, not a count",  # 0.25 + 0.5 = 0.75 (addsub-188's shape)
     "There is 0.25 cup of oil in Scarlett's measuring cup. If Scarlett adds 0.5 cup more, how much oil will be in "
     "the measuring cup?", "0.75"),
    # -- 2: it with no container between ---------------------------------------------------------------------
    ("rt10 it also, library only",  # 29 + 43 = 72
     "A library has 29 picture books. It also has 43 history books. How many books does it have?", "72"),
    ("rt10 box told after it",  # 29 + 43 = 72 (it was read before the box is told)
     "A library has 29 picture books. It also has 43 history books. A box has 7 pens. How many books does the "
     "library have?", "72"),
    ("rt10 it sold, trays",  # 3 x 12 - 20 = 16 (fresh-d-f017)
     "The bakery had 3 trays with 12 muffins on each tray. It sold 20 muffins. How many muffins are left?", "16"),
    ("rt10 it sells, a crate holds",  # 5 x 24 - 68 = 52 (fresh-j-470)
     "A crate holds 24 bottles. A store gets 5 crates. It sells 68 bottles. How many bottles are left?", "52"),
]

REFUSED = [
    # -- 1: the finding and variants ---------------------------------------------------------------------------
    ("rt10 finding: 3 boxes, two coloured",
     "Will has 3 boxes. The red box has 12 pens. The blue box has 5 pens. How many pens are there in all?",
     "ambiguous_reference"),
    ("rt10 there are, in the coloured boxes",
     "Will has 3 boxes. There are 12 pens in the red box. There are 5 pens in the blue box. How many pens are "
     "there in all?", "ambiguous_reference"),
    ("rt10 count told last",
     "The red box has 12 pens. The blue box has 5 pens. Will has 3 boxes. How many pens are there in all?",
     "ambiguous_reference"),
    ("rt10 sizes, baskets counted by there are",
     "There are 3 baskets. The big basket has 12 apples. The small basket has 5 apples. How many apples are there "
     "in all?", "ambiguous_reference"),
    ("rt10 owner's named boxes",
     "Will has 3 boxes. Will's red box has 12 pens. Will's blue box has 5 pens. How many pens are there in all?",
     "ambiguous_reference"),
    ("rt10 others' bags beside a count",
     "Ann has 3 bags. Tom's bag has 4 apples. Mia's bag has 5 apples. How many apples are there in all?",
     "ambiguous_reference"),
    ("rt10 kinds of box, and-joined",
     "Will has 3 boxes. The toy box has 12 pens and the shoe box has 5 pens. How many pens are there altogether?",
     "ambiguous_reference"),
    ("rt10 buses",
     "The school has 3 buses. The red bus has 20 students. The blue bus has 25 students. How many students are "
     "there in all?", "ambiguous_reference"),
    # -- 2 -------------------------------------------------------------------------------------------------------
    ("rt10 finding: it also after a box",
     "A library has 29 picture books. A box has 7 pens. It also has 43 history books. How many books does it "
     "have?", "unresolved_pronoun"),
    ("rt10 it has after a box",
     "A library has 29 picture books. A box has 7 pens. It has 43 history books. How many books does the library "
     "have?", "unresolved_pronoun"),
    ("rt10 it still after a jar",
     "A store has 40 apples. A jar has 9 cookies. It still has 12 pears. How many pears does the store have?",
     "unresolved_pronoun"),
    ("rt10 question's it after a bag",
     "A shop has 30 books. A bag has 6 pens. How many books does it have?", "unresolved_pronoun"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))


def _rt10_sample(rng):
    from redteam_v22 import generate  # bench/redteam_v22.py: golds by formula, None when unsettled
    _, text, gold = generate(rng)
    return text, gold


def test_rt10_generated_sample_has_no_wrong_answer():
    assert wrong_in_sample(_rt10_sample, 517, 400, PACK) == []


def test_rt10_described_sample_has_no_wrong_answer():
    from redteam_v22 import fam_described
    assert wrong_in_sample(fam_described, 5170, 200, PACK) == []
