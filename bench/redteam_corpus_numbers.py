"""Red team 4 (ADR 0360): the corpora are their own oracle — fresh numbers in every corpus story.

For each row of addsub / multiarith with an `equation` ("X=((32.0+42.0)-35.0)", "X = 70 - 27", "27 + X = 70"), and for
each singleop row (no equation: the single operation a+b, a-b, b-a, a*b, a/b, b/a over the text's two numbers that gives
the gold, kept only when exactly one does), every equation literal is mapped to the number token(s) of the text (the row
is skipped when the mapping is ambiguous, a literal is missing, or a number word could stand for a literal). Fresh
values are substituted (integers stay whole, decimals keep their places); the equation is evaluated with Fraction by a
tiny ast evaluator (no eval) -> the oracle. Where the original story has a whole, non-negative intermediate (a count)
that the fresh values make fractional or negative, the variant is MUST-REFUSE (oracle None).

Each variant is also read under meaning-preserving perturbations: names swapped (same gender, or one man -> a woman with
he/his/him/himself -> she/her/her/herself), a distractor sentence about another thing with a number, and two adjacent
independent "NAME has N things." sentences swapped.

A Solved answer that differs from the oracle is WRONG; a Solved part of a count thing (``4.5 hamburgers``) to a
must-refuse variant is FRACTIONAL_COUNT_ANSWERED (the reader's own policy broken); any other Solved answer to a
must-refuse variant is MUSTREF_ANSWERED, for review (a fractional number of hours or dollars is often right);
an exception is a CRASH. A "half" variant gives one whole number of an all-whole story a half (must refuse when it
counts things).

Usage: PYTHONPATH=. .venv/bin/python bench/redteam_corpus_numbers.py [SEED [PER_ROW [CORPORA_DIR]]] [--show N]
       (defaults: seed 1, 16 variants per row, ../shared/corpora; prints the figures and up to N examples per class)
"""
from __future__ import annotations

import ast
import json
import random
import re
import sys
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# A number token: digits (thousands commas allowed, decimals allowed), not part of a word, a time (3:30), a fraction (1/2)
# or an ordinal (2nd).
NUM = re.compile(r"(?<![\w.:/,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\w:/%]|[.,]\d)")
# Words that may stand for a number the equation uses; a row whose literal equals one of these values is skipped.
NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90, "hundred": 100, "dozen": 12, "twice": 2, "double": 2, "half": 2, "halves": 2,
    "triple": 3, "thrice": 3, "pair": 2, "pairs": 2, "couple": 2, "quarter": 4, "quarters": 4, "week": 7, "weeks": 7,
    "hour": 60, "hours": 60, "minutes": 60, "days": 7, "year": 12,
}
# Capitalised words that are pack names but also ordinary words (never swapped: the sentence may not mean a person).
NAME_WORDS = {"May", "Will", "Bill", "Mark", "Rose", "Pat", "Sandy", "Dawn", "June", "April", "Jack", "Sue", "Grace",
              "Faith", "Hope", "Joy", "Summer", "Art", "Gene", "Ray", "Penny", "Ruby", "Amber", "Holly", "Ivy", "Jade"}
DISTRACT_THINGS = ["stamps", "pebbles", "feathers", "acorns", "postcards", "buttons", "seeds", "ribbons", "magnets"]
DISTRACT_PLACES = ["drawer", "attic", "garage", "closet", "shed"]
PRONOUN = re.compile(r"\b(he|she|they|it|his|her|hers|their|them|him|himself|herself|its)\b", re.I)
# Words after which the order of two "NAME has N things." sentences could matter.
ORDER_WORDS = re.compile(r"\b(more|less|fewer|than|then|after|later|now|left|remaining|rest|another|again|also|too|"
                         r"each|every|per|times|twice|half|same|other|some|all|total|before|first|next|finally|"
                         r"if|when|but|and|so|only|still|already|times|as)\b", re.I)
# (a state only: "Fred has 12 cards. Melanie bought 11 of Fred's cards." is a sequence, never swapped)
HAS_SENTENCE = re.compile(r"^([A-Z][a-z]+) (has|had|owns|weighs|grew|scored) \d+ [a-z][a-z ]*\.$")


# --- the equation -----------------------------------------------------------------------------------------------------

class Lit:
    """One literal of the equation: its value and its place among the literals."""
    def __init__(self, value: Fraction, index: int):
        self.value, self.index = value, index


def to_tree(node):
    """The ast of an arithmetic expression as nested tuples ('+', a, b) | Lit | 'X'; anything else raises."""
    if isinstance(node, ast.Expression):
        return to_tree(node.body)
    if isinstance(node, ast.BinOp) and type(node.op) in OPS:
        return (OPS[type(node.op)], to_tree(node.left), to_tree(node.right))
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return Fraction(repr(node.value))
    if isinstance(node, ast.Name) and node.id == "X":
        return "X"
    raise ValueError(f"not arithmetic: {ast.dump(node)}")


OPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/"}


def number_literals(tree, out):
    """Replace each Fraction leaf by a Lit (in reading order)."""
    if isinstance(tree, Fraction):
        lit = Lit(tree, len(out))
        out.append(lit)
        return lit
    if isinstance(tree, tuple):
        return (tree[0], number_literals(tree[1], out), number_literals(tree[2], out))
    return tree


def evaluate(tree, values, x=None, trace=None):
    """The value of the tree with the literals' values; each operation's result is appended to trace."""
    if isinstance(tree, Lit):
        return values[tree.index]
    if tree == "X":
        return x
    op, a, b = tree
    va, vb = evaluate(a, values, x, trace), evaluate(b, values, x, trace)
    if op == "+":
        r = va + vb
    elif op == "-":
        r = va - vb
    elif op == "*":
        r = va * vb
    else:
        if vb == 0:
            raise ZeroDivisionError
        r = va / vb
    if trace is not None:
        trace.append(r)
    return r


class Equation:
    """`LEFT = RIGHT` with X once on one side: solved for X by linearity (X = -f(0) / (f(1) - f(0)))."""
    def __init__(self, text: str):
        left, _, right = text.replace(" ", "").partition("=")
        if "=" in right or not right:
            raise ValueError("not one equation")
        self.literals: list[Lit] = []
        self.left = number_literals(to_tree(ast.parse(left, mode="eval")), self.literals)
        self.right = number_literals(to_tree(ast.parse(right, mode="eval")), self.literals)
        if (left + right).count("X") != 1:
            raise ValueError("X not once")

    def solve(self, values, trace=None):
        """X for these literal values, and the trace of every intermediate (the X side at X's value included)."""
        f0 = evaluate(self.left, values, Fraction(0)) - evaluate(self.right, values, Fraction(0))
        f1 = evaluate(self.left, values, Fraction(1)) - evaluate(self.right, values, Fraction(1))
        if f1 == f0:
            raise ZeroDivisionError
        x = -f0 / (f1 - f0)
        if trace is not None:
            evaluate(self.left, values, x, trace)
            evaluate(self.right, values, x, trace)
            trace.append(x)
        return x


# --- a corpus row as a template -------------------------------------------------------------------------------------

class Template:
    """A row's text cut at the mapped number tokens, with the equation over them."""
    def __init__(self, row_id, text, equation: Equation, slots, places):
        self.id, self.text, self.eq, self.slots, self.places = row_id, text, equation, slots, places
        # slots: list of (start, end, group) — group is the literal-value group each token is substituted by
        # places: per group, the number of decimal places (0 = integer)
        originals = [None] * len(places)
        for lit in equation.literals:
            originals[GROUP_OF[id(lit)]] = lit.value
        self.originals = originals
        trace: list[Fraction] = []
        equation.solve([originals[GROUP_OF[id(lit)]] for lit in equation.literals], trace)
        # the story's counts: an intermediate that was whole must stay whole, non-negative must stay non-negative
        # (money with cents has no whole constraint: only a story told in whole numbers counts things)
        all_whole = all(v.denominator == 1 for v in originals)
        self.whole = [all_whole and t.denominator == 1 for t in trace]
        self.nonneg = [t >= 0 for t in trace]

    def values_for(self, group_values):
        return [group_values[GROUP_OF[id(lit)]] for lit in self.eq.literals]

    def oracle(self, group_values):
        """The answer for these values, or None when a count of the story turns fractional or negative."""
        trace: list[Fraction] = []
        try:
            x = self.eq.solve(self.values_for(group_values), trace)
        except ZeroDivisionError:
            return None
        for t, whole, nonneg in zip(trace, self.whole, self.nonneg):
            if (whole and t.denominator != 1) or (nonneg and t < 0):
                return None
        return x

    def render_places(self, group_values):
        """Render with one decimal place where a value is not whole (a count told as 7.5)."""
        return self.render(group_values, [p or int(v.denominator != 1) for p, v in zip(self.places, group_values)])

    def render(self, group_values, places=None):
        places = places or self.places
        out, last = [], 0
        for start, end, group in self.slots:
            out.append(self.text[last:start])
            out.append(fmt(group_values[group], places[group]))
            last = end
        out.append(self.text[last:])
        return "".join(out)


GROUP_OF: dict[int, int] = {}


def fmt(value: Fraction, places: int) -> str:
    if places == 0:
        return str(value.numerator)
    scaled = value * 10**places
    whole, frac = divmod(scaled.numerator, 10**places)
    return f"{whole}.{frac:0{places}d}"


def tokens(text):
    """(start, end, value, decimal places) of every number token of the text."""
    out = []
    for m in NUM.finditer(text):
        digits = m.group(1).replace(",", "")
        dec = m.group(2) or ""
        out.append((m.start(), m.end(), Fraction(digits + dec), len(dec) - 1 if dec else 0, "," in m.group(1)))
    return out


def single_op_equation(text, gold):
    """The one operation over the text's two numbers that gives the gold, as an equation string, or None."""
    toks = tokens(text)
    if len(toks) != 2:
        return None
    a, b = toks[0][2], toks[1][2]
    cands = {"X=a+b": a + b, "X=a-b": a - b, "X=b-a": b - a, "X=a*b": a * b}
    if b:
        cands["X=a/b"] = a / b
    if a:
        cands["X=b/a"] = b / a
    if re.search(r"\b(per|each|every|an hour|a day|a week)\b", text):
        # a rate relates the two numbers by a product or a quotient; a sum or difference there is a wrong gold
        cands = {k: v for k, v in cands.items() if k[3] in "*/"}
    hits = [k for k, v in cands.items() if v == gold]
    if len(hits) != 1:
        return None
    sa, sb = (str(x) if x.denominator == 1 else str(float(x)) for x in (a, b))
    return hits[0].replace("a", sa).replace("b", sb)


def template_for(row):
    """A Template for a corpus row, or (None, reason) when the row cannot be varied safely."""
    text, gold = row["problem"], row.get("answer_value")
    if row.get("gold_check") not in (None, "ok") or gold is None:
        return None, "no gold"
    gold = Fraction(str(gold))
    eq_text = row.get("equation") or single_op_equation(text, gold)
    if not eq_text:
        return None, "no single operation"
    try:
        eq = Equation(eq_text)
        if eq.solve([lit.value for lit in eq.literals]) != gold:
            return None, "equation disagrees with gold"
    except (ValueError, SyntaxError, ZeroDivisionError):
        return None, "equation not arithmetic"
    toks = tokens(text)
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", text)}
    word_values = {NUMBER_WORDS[w] for w in words if w in NUMBER_WORDS}
    by_value: dict[Fraction, list] = {}
    for lit in eq.literals:
        by_value.setdefault(lit.value, []).append(lit)
    slots, places = [], []
    for value, lits in by_value.items():
        if value in word_values:
            return None, "a number word could be a literal"
        hits = [t for t in toks if t[2] == value]
        if len(hits) != len(lits) or any(t[4] for t in hits):
            return None, "ambiguous or missing literal"
        group = len(places)
        decs = {t[3] for t in hits}
        if len(decs) != 1:
            return None, "mixed places"
        places.append(decs.pop())
        for lit in lits:
            GROUP_OF[id(lit)] = group
        for t in hits:
            slots.append((t[0], t[1], group))
    slots.sort()
    return Template(row["id"], text, eq, slots, places), None


# --- fresh values ---------------------------------------------------------------------------------------------------

def fresh_value(rng: random.Random, original: Fraction, places: int) -> Fraction:
    if places == 0:
        if original == 1:
            return Fraction(1)  # "1 apple": the singular stays singular
        hi = max(12, int(original) * 3)
        lo = 2 if rng.random() < 0.5 else max(2, int(original) // 3)
        return Fraction(rng.randint(lo, hi))
    unit = 10**places
    hi = max(5 * unit, int(original * unit) * 3)
    while True:
        n = rng.randint(unit // 10 + 1, hi)
        if n % 10:
            return Fraction(n, unit)


def draw(rng, tpl: Template, want_valid: bool, tries: int = 60):
    """Fresh group values and their oracle; now and then two values equal, or a wide range."""
    best = None
    for _ in range(tries):
        values = []
        wide = rng.random() < 0.1
        for g, orig in enumerate(tpl.originals):
            for _ in range(8):
                v = fresh_value(rng, orig * (10 if wide else 1), tpl.places[g])
                if v == 1 or (v not in values and v != orig):
                    break
            values.append(v)
        if len(values) > 1 and rng.random() < 0.05:
            i, j = rng.sample(range(len(values)), 2)
            if tpl.places[i] == tpl.places[j]:
                values[i] = values[j]
        ans = tpl.oracle(values)
        if (ans is not None) == want_valid:
            return values, ans
        best = (values, ans)
    return best


# --- perturbations ---------------------------------------------------------------------------------------------------

def sentences(text):
    return [s for s in re.split(r"(?<=[.?!])\s+", text.strip()) if s]


def pack_names():
    from core.packs import load_pack  # noqa: F401 (the names come from the pack JSON itself)
    data = json.loads((ROOT / "core/data/packs/en_base_v1.json").read_text())
    return {n["word"]: n.get("gender") for n in data.get("names", []) if n["word"] not in NAME_WORDS}


M2F = {"he": "she", "his": "her", "him": "her", "himself": "herself"}


def swap_names(rng, text, names):
    found = sorted({w for w in re.findall(r"\b[A-Z][a-z]+\b", text) if w in names})
    if not found:
        return None
    used = set(re.findall(r"\b[A-Z][a-z]+\b", text))
    pool = {g: sorted(n for n, gg in names.items() if gg == g and n not in used) for g in ("m", "f")}
    mapping = {}
    male_only = len(found) == 1 and names[found[0]] == "m" and not re.search(r"\b(she|her|hers|herself)\b", text, re.I)
    to_female = male_only and rng.random() < 0.5 and not re.search(r"\b(brother|father|dad|son|uncle|boy|man|men|"
                                                                     r"husband|grandfather|grandpa|mr)\b", text, re.I)
    for n in found:
        g = "f" if to_female else names[n]
        if g not in pool or not pool[g]:
            return None
        new = rng.choice(pool[g])
        pool[g].remove(new)
        mapping[n] = new
    out = re.sub(r"\b(" + "|".join(mapping) + r")\b", lambda m: mapping[m.group(1)], text)
    if to_female:
        def pron(m):
            w = m.group(0)
            r = M2F[w.lower()]
            return r.capitalize() if w[0].isupper() else r
        out = re.sub(r"\b(he|his|him|himself)\b", pron, out, flags=re.I)
    return out


def add_distractor(rng, text):
    parts = sentences(text)
    low = text.lower()
    things = [t for t in DISTRACT_THINGS if t not in low and t[:-1] not in low]
    places = [p for p in DISTRACT_PLACES if p not in low]
    if not things or not places or re.search(r"\b(things|items|objects|total|altogether|in all)\b", low):
        return None
    n = rng.randint(2, 90)
    sentence = f"There are {n} {rng.choice(things)} in the {rng.choice(places)}."
    at = rng.randrange(len(parts))  # no person, no pronoun: anywhere before the last sentence
    return " ".join(parts[:at] + [sentence] + parts[at:])


def reorder(rng, text):
    parts = sentences(text)
    if PRONOUN.search(text):
        return None  # a pronoun after the pair could change its person
    pairs = []
    for i in range(len(parts) - 1):
        a, b = HAS_SENTENCE.match(parts[i]), HAS_SENTENCE.match(parts[i + 1])
        if a and b and a.group(1) != b.group(1) and not any(ORDER_WORDS.search(p) or PRONOUN.search(p)
                                                            for p in parts[i:i + 2]):
            pairs.append(i)
    if not pairs:
        return None
    i = rng.choice(pairs)
    parts[i], parts[i + 1] = parts[i + 1], parts[i]
    return " ".join(parts)


def count_units():
    data = json.loads((ROOT / "core/data/packs/en_base_v1.json").read_text())
    return {u["plural"]: u["singular"] for u in data["units"] if u.get("family") == "count" and " " not in u["plural"]}


SAFE_THINGS = [("marbles", "marble"), ("stickers", "sticker"), ("pencils", "pencil"), ("crayons", "crayon"),
               ("beads", "bead"), ("cards", "card"), ("balloons", "balloon"), ("shells", "shell")]


def swap_thing(rng, text, units):
    """The one count thing of the story (plural and singular) replaced by another everywhere."""
    words = re.findall(r"[a-z]+", text)
    found = {w if w in units else next(p for p, s in units.items() if s == w)
             for w in words if w in units or w in SINGULARS(units)}
    if len(found) != 1:
        return None
    plural = found.pop()
    singular = units[plural]
    low = text.lower()
    choices = [t for t in SAFE_THINGS if t[0] not in low and t[1] not in low]
    if not choices:
        return None
    new_p, new_s = rng.choice(choices)
    return re.sub(r"\b(" + re.escape(plural) + "|" + re.escape(singular) + r")\b",
                  lambda m: new_p if m.group(1) == plural else new_s, text)


_SING = {}


def SINGULARS(units):
    if not _SING:
        _SING.update({s: p for p, s in units.items()})
    return _SING


def add_rival(rng, text, names, units):
    """'NAME has N THINGS.' with the story's own thing, about a new person the question cannot mean: the question
    names its person (or he/she of the other gender) and asks no total."""
    parts = sentences(text)
    question = parts[-1].lower()
    low = text.lower()
    if not question.endswith("?") or re.search(r"\b(they|them|their|we|us|you|i|all|total|altogether|together|both|"
                                               r"everyone|each|combined|there)\b", question):
        return None
    things = [w for w in set(re.findall(r"[a-z]+", low)) if w in units]
    if len(things) != 1:
        return None
    has_m = re.search(r"\b(he|his|him|himself)\b", low)
    has_f = re.search(r"\b(she|her|hers|herself)\b", low)
    if has_m and has_f:
        return None
    named = [w for w in re.findall(r"\b[A-Z][a-z]+\b", parts[-1]) if w in names]
    if not named and not re.search(r"\b(he|she|his|her|him)\b", question):
        return None
    gender = "f" if has_m else "m" if has_f else rng.choice("mf")
    used = set(re.findall(r"\b[A-Z][a-z]+\b", text))
    pool = sorted(n for n, g in names.items() if g == gender and n not in used)
    if not pool:
        return None
    sentence = f"{rng.choice(pool)} has {rng.randint(2, 90)} {things[0]}."
    return " ".join(parts[:-1] + [sentence] + parts[-1:])


WORD_OF = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
           11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen", 16: "sixteen", 17: "seventeen",
           18: "eighteen", 19: "nineteen", 20: "twenty", 30: "thirty", 40: "forty", 50: "fifty"}


def spell_numbers(rng, text):
    """Whole numbers 2..20 (and round tens) written as words (not after $, not decimals)."""
    def word(m):
        n = int(m.group(0))
        if n not in WORD_OF or rng.random() < 0.3:
            return m.group(0)
        w = WORD_OF[n]
        start = m.start() == 0 or text[:m.start()].rstrip().endswith((".", "?", "!"))
        return w.capitalize() if start else w
    return re.sub(r"(?<![\w.$,:/])(?<!\$ )\d+(?![\w:/%]|[.,]\d)", word, text)


def thousands(rng, text):
    """Numbers of 1000 and more written with thousands commas."""
    return re.sub(r"(?<![\w.,:/])\d{4,}(?![\w:/%]|[.,]\d)", lambda m: f"{int(m.group(0)):,}", text)


def add_own(rng, text, names):
    """'NAME also has N stamps.' about the story's one named person, after the sentence that first names them."""
    found = sorted({w for w in re.findall(r"\b[A-Z][a-z]+\b", text) if w in names})
    low = text.lower()
    things = [t for t in DISTRACT_THINGS if t not in low and t[:-1] not in low]
    if len(found) != 1 or not things or re.search(r"\b(things|items|objects|altogether|in all|total|everything)\b", low):
        return None
    parts = sentences(text)
    first = next((i for i, p in enumerate(parts) if found[0] in p), None)
    if first is None or first == len(parts) - 1:
        return None
    sentence = f"{found[0]} also has {rng.randint(2, 90)} {rng.choice(things)}."
    return " ".join(parts[:first + 1] + [sentence] + parts[first + 1:])


def add_person(rng, text, names):
    """'NAME has N THINGS.' about a new person whose pronouns the story never uses, first or before the question."""
    low = text.lower()
    has_m = re.search(r"\b(he|his|him|himself)\b", low)
    has_f = re.search(r"\b(she|her|hers|herself)\b", low)
    if (has_m and has_f) or re.search(r"\b(they|them|their|together|altogether|in all|total|everyone|each|all)\b", low):
        return None
    gender = "f" if has_m else "m" if has_f else rng.choice("mf")
    used = set(re.findall(r"\b[A-Z][a-z]+\b", text))
    pool = sorted(n for n, g in names.items() if g == gender and n not in used)
    things = [t for t in DISTRACT_THINGS if t not in low and t[:-1] not in low]
    if not pool or not things:
        return None
    parts = sentences(text)
    sentence = f"{rng.choice(pool)} {rng.choice(['has', 'had', 'bought', 'found'])} {rng.randint(2, 90)} {rng.choice(things)}."
    at = rng.choice([0, len(parts) - 1]) if len(parts) > 1 else 0
    return " ".join(parts[:at] + [sentence] + parts[at:])


# --- the run ---------------------------------------------------------------------------------------------------------

def load_rows(corpora: Path, names=("addsub", "multiarith", "singleop")):
    rows = []
    for name in names:
        path = corpora / f"{name}.jsonl"
        rows += [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return rows


def templates(rows):
    out, skipped = [], {}
    for row in rows:
        tpl, why = template_for(row)
        if tpl is None:
            skipped[why] = skipped.get(why, 0) + 1
        else:
            out.append(tpl)
    return out, skipped


def probes(seed: int, tpls, per_row: int, invalid_share: float = 0.1):
    """(template id, kind, text, oracle) — oracle None = must refuse."""
    rng = random.Random(seed)
    names = pack_names()
    units = count_units()
    kinds = (("names", lambda t: swap_names(rng, t, names)), ("distractor", lambda t: add_distractor(rng, t)),
             ("person", lambda t: add_person(rng, t, names)), ("reorder", lambda t: reorder(rng, t)),
             ("thing", lambda t: swap_thing(rng, t, units)), ("rival", lambda t: add_rival(rng, t, names, units)),
             ("words", lambda t: spell_numbers(rng, t)), ("own", lambda t: add_own(rng, t, names)), ("commas", lambda t: thousands(rng, t)))
    for tpl in tpls:
        for _ in range(per_row):
            got = draw(rng, tpl, want_valid=rng.random() >= invalid_share)
            if got is None:
                continue
            values, ans = got
            text = tpl.render(values)
            yield tpl.id, "base", text, ans
            if all(v.denominator == 1 for v in tpl.originals) and rng.random() < 0.15:
                g = rng.randrange(len(values))
                if values[g] > 1:
                    half = list(values)
                    half[g] = values[g] + Fraction(1, 2)
                    yield tpl.id, "half", tpl.render_places(half), None
            for kind, fn in kinds:
                p = fn(text)
                if p is not None and p != text:
                    yield tpl.id, kind, p, ans
            # all of them at once, in a random order
            chained, used = text, []
            for kind, fn in rng.sample(kinds, len(kinds)):
                p = fn(chained)
                if p is not None:
                    chained = p
                    used.append(kind)
            if len(used) > 1:
                yield tpl.id, "+".join(used), chained, ans


def run(seed: int, per_row: int, corpora: Path, rows=None, show: int = 0, out=sys.stdout):
    from core.packs import load_pack
    from domain.reader import Solved, read
    pack = load_pack()
    rows = rows if rows is not None else load_rows(corpora)
    tpls, skipped = templates(rows)
    fig = {"rows": len(rows), "templates": len(tpls), "variants": 0, "base": 0, "right": 0, "refused": 0, "wrong": 0,
           "crash": 0, "mustref": 0, "mustref_answered": 0, "fractional_count_answered": 0}
    examples = {"wrong": [], "crash": [], "fractional_count_answered": [], "mustref_answered": []}
    data = json.loads((ROOT / "core/data/packs/en_base_v1.json").read_text())
    discrete = {u["plural"] for u in data["units"] if u.get("discrete")}
    per_row_read: dict[str, list[int]] = {}
    for rid, kind, text, ans in probes(seed, tpls, per_row):
        fig["variants"] += 1
        fig["base"] += kind == "base"
        try:
            r = read(text, pack)
        except Exception as exc:  # noqa: BLE001 — a crash is a finding
            fig["crash"] += 1
            examples["crash"].append((rid, kind, text, f"{type(exc).__name__}: {exc}"))
            continue
        if ans is None:
            fig["mustref"] += 1
            if isinstance(r, Solved):
                # a part of a count thing answered breaks the reader's own policy (a defect); another answer to a
                # variant whose story count turned fractional or negative (hours, dollars, cups) is for review
                # ("15.5 bales of hay": a count container told in a part of its stuff is a measure, ADR 0263)
                measure = re.search(r"\d\.\d+ " + re.escape(r.unit) + " of ", text)
                if Fraction(r.answer).denominator != 1 and r.unit in discrete and not measure:
                    fig["fractional_count_answered"] += 1
                    examples["fractional_count_answered"].append((rid, kind, text, f"{r.answer} {r.unit}"))
                else:
                    fig["mustref_answered"] += 1
                    examples["mustref_answered"].append((rid, kind, text, f"{r.answer} {r.unit}"))
            continue
        stat = per_row_read.setdefault(rid, [0, 0])
        stat[1] += 1
        if isinstance(r, Solved):
            if Fraction(r.answer) == ans:
                fig["right"] += 1
                stat[0] += 1
            else:
                fig["wrong"] += 1
                examples["wrong"].append((rid, kind, text, f"{r.answer} != {ans}"))
        else:
            fig["refused"] += 1
    fig["skipped"] = skipped
    if out is not None:
        print(json.dumps({k: v for k, v in fig.items()}), file=out)
        for cls, exs in examples.items():
            for ex in exs[:show]:
                print(cls.upper(), *ex, sep=" | ", file=out)
    return fig, examples, per_row_read


def main(argv):
    show = 5
    if "--show" in argv:
        i = argv.index("--show")
        show = int(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    seed = int(argv[0]) if argv else 1
    per_row = int(argv[1]) if len(argv) > 1 else 16
    corpora = Path(argv[2]) if len(argv) > 2 else ROOT.parent / "shared" / "corpora"
    fig, _, _ = run(seed, per_row, corpora, show=show)
    return 1 if fig["wrong"] or fig["crash"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
