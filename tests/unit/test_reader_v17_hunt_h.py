"""Reader v17 hunt h (ADR 0361): what the blind fresh_h set found, in minimal forms.

- A making verb (pack category ``construct``) whose things go into, onto or at a named thing, of things the doer
  already held, refuses unless the question asks about that making: ``Olga has 45 buttons. She sews 14 buttons onto
  a coat.`` — the buttons used up on the coat (31 left) or 14 new ones made there? v16 answered 45 + 14 = 59
  (reworked_things.py). Pastries baked stay new (``bakes 2 cookies in the oven``), and making with no such place, or
  of things never held before, reads as before.

Every answer is worked out by hand from the text (the arithmetic is in the comment above each row).
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # the question asks about the making itself: 14
    ("sewn-onto-event", "Olga has 45 buttons. She sews 14 buttons onto a coat. How many buttons did she sew?",
     "14", "buttons"),
    # pastries baked are new (ADR 0331): 4 + 2 = 6
    ("baked-in-oven", "Olga has 4 cookies. She bakes 2 cookies in the oven. How many cookies does she have?",
     "6", "cookies"),
    # nothing held before the making: 14
    ("made-into-nothing-held", "Olga makes 14 necklaces at the fair. How many necklaces does Olga have?",
     "14", "necklaces"),
]

REFUSED = [
    ("sewn-onto-held", "Olga has 45 buttons. She sews 14 buttons onto a coat. How many buttons does she have left?"),
    ("sewn-on-held", "Olga has 45 buttons. She sews 14 buttons on a coat. How many buttons does she have now?"),
    ("made-into-held", "Olga has 4 beads. She makes 2 beads into a ring. How many beads does she have?"),
    ("built-into-held", "Olga has 45 blocks. She builds 14 blocks into a tower. How many blocks does she have left?"),
    ("built-into-given", "Ben gave Olga 45 bricks. She builds 14 bricks into a wall. "
     "How many bricks does she have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
