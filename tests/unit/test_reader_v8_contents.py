"""Containers named by their contents and then given other contents refuse (container_contents.py);
parts of the contents (pieces, slices) and the same contents still read. Answers worked by hand."""
from __future__ import annotations

from core.packs import load_pack

from tests.unit.reader_checks import refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    ("same-contents", "Sam buys 2 boxes of pencils. Each box has 6 pencils. How many pencils does Sam have?", "12"),
    ("pieces-of-candy", "Sam bought 3 boxes of chocolate candy. Each box has 5 pieces. How many pieces does Sam have?",
     "15"),
    ("unnamed-contents", "Sam buys 2 packages. Each package has 6 shirts. How many shirts does Sam have?", "12"),
]

REFUSED = [
    ("socks-then-shirts", "Sam buys 2 packages of socks. Each package has 6 shirts. How many shirts does Sam have?",
     "ambiguous_reference"),
    ("rate-first", "Each package has 6 shirts. Sam buys 2 packages of socks. How many shirts does Sam have?",
     "ambiguous_reference"),
    ("pencils-then-pens", "Sam buys 2 boxes of pencils. Each box has 6 pens. How many pens does Sam have?",
     "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

MASS = [
    ("homework-pages", "Ivy had 2 pages of math homework and 3 pages of science homework. If each page had 4 problems "
     "on it, how many problems did she have to paint total?", "20"),  # (2 + 3) × 4: homework named as a mass
]

test_mass_contents = solved_cases(MASS, PACK)
