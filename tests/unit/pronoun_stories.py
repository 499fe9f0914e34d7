"""Seeded generators of pronoun stories (ADR 0514) with answers by formula, written apart from the reader.

Two or three people, each of a name the pack gives one gender (``Tom``, ``Ann``), a name given to both
(``Sasha``, ``Jordan``: either) or a name the pack does not know (either), hold things; then some of them give,
lose, find or buy some, told by name or by ``he``/``she``; the question asks what one of them has now.

The oracle is the policy of ADR 0082 with ADR 0514's names: a he/she names the one person mentioned so far whose
gender it fits (a name of either gender fits both until a he/she has named it, then only that one), leaving out
someone named later in its own clause (``He gave 2 to Tom``: not Tom) when the one left is the first who fits
(ADR 0318). Any other count of candidates: the story
must refuse. The answer is the asked person's holding after the events, summed by hand.
"""
from __future__ import annotations

import random

MALE = ("Tom", "Ben", "Mike", "David", "Omar", "Peter", "Luke", "Henry")
FEMALE = ("Ann", "Mary", "Lucy", "Nina", "Emma", "Rosa", "Julia", "Grace")
EITHER = ("Sasha", "Robin", "Kim", "Kelly", "Dana", "Sandy", "Tracy", "Jackie", "Jean", "Jesse", "Jordan", "Kai",
          "Charlie", "Drew", "Dale", "Jessie", "Fran", "Harper", "Willie")
UNKNOWN = ("Keisha", "Tamsin", "Darnell", "Marisol", "Ollie", "Tyrone")
UNITS = ("pencils", "apples", "stickers", "marbles", "cards", "shells", "books", "coins")


def gender_of(name: str) -> str:
    return "m" if name in MALE else "f" if name in FEMALE else "x"


def _pick_names(rng: random.Random, k: int, taken: set[str]) -> list[str]:
    out = []
    while len(out) < k:
        pool = rng.choice((MALE, FEMALE, EITHER, EITHER, UNKNOWN))
        name = rng.choice(pool)
        if name not in taken:
            taken.add(name)
            out.append(name)
    return out


class _Oracle:
    def __init__(self) -> None:
        self.mentioned: list[str] = []
        self.said: dict[str, str] = {}

    def mention(self, name: str) -> None:
        if name not in self.mentioned:
            self.mentioned.append(name)

    def fits(self, name: str, g: str) -> bool:
        own = gender_of(name)
        return own == g or (own == "x" and self.said.get(name, g) == g)

    def resolve(self, g: str, later: str = "") -> str | None:
        fitting = [n for n in self.mentioned if self.fits(n, g)]
        cands = [n for n in fitting if n != later]
        if len(cands) != 1 or cands[0] != fitting[0]:
            # ADR 0318: "Mary … Jane … She gave 4 cards to Mary." refuses: a she opening the sentence reads as
            # the story's first such person, whom the clause then names as someone else
            return None
        if gender_of(cands[0]) == "x":
            self.said[cands[0]] = g
        return cands[0]


def holding_story(rng: random.Random) -> tuple[str, int | None]:
    """(text, answer) — answer None when the story must refuse (a he/she with no single candidate)."""
    taken: set[str] = set()
    people = _pick_names(rng, rng.choice((2, 2, 3)), taken)
    unit = rng.choice(UNITS)
    hold = {p: rng.randint(10, 60) for p in people}
    oracle = _Oracle()
    sentences: list[str] = []
    ambiguous = False
    events = rng.randint(1, 2)
    # where the events go: after all the holdings, or right after the first person's
    after = len(people) if rng.random() < 0.6 else 1
    plan = people[:after] + ["*"] * events + people[after:]
    for step in plan:
        if step != "*":
            sentences.append(f"{step} {rng.choice(('has', 'had'))} {hold[step]} {unit}.")
            oracle.mention(step)
            continue
        kind = rng.choice(("give", "give", "lose", "find", "buy"))
        by_name = rng.random() < 0.25
        intro = [p for p in people if p in oracle.mentioned]
        receiver = ""
        if kind == "give":
            others = [p for p in people if p in oracle.mentioned]
            if rng.random() < 0.5 and len(others) > 1:
                receiver = rng.choice(others)
            else:
                receiver = _pick_names(rng, 1, taken)[0]
        if by_name:
            doer = rng.choice([p for p in intro if p != receiver])
            subject = doer
        else:
            g = rng.choice("mf")
            subject = "He" if g == "m" else "She"
            doer = oracle.resolve(g, receiver)
            if doer is None:
                ambiguous = True
        amount = rng.randint(1, 9)
        if kind == "give":
            sentences.append(f"{subject} gave {amount} {unit} to {receiver}.")
            if receiver not in people:
                oracle.mention(receiver)
        elif kind == "lose":
            sentences.append(f"{subject} lost {amount} {unit}.")
        elif kind == "find":
            sentences.append(f"{subject} found {amount} {unit}.")
        else:
            sentences.append(f"{subject} bought {amount} {unit}.")
        if doer is not None:
            # a doer who is not one of the holders was named only as a receiver: what he holds is never told,
            # and only what he gives to a holder matters
            if kind in ("give", "lose"):
                if doer in hold:
                    hold[doer] -= amount
                if receiver in hold:
                    hold[receiver] += amount
            elif doer in hold:
                hold[doer] += amount
    asked = rng.choice(people)
    sentences.append(f"How many {unit} does {asked} have now?")
    text = " ".join(sentences)
    if ambiguous or any(v < 0 for v in hold.values()):
        return text, None
    return text, hold[asked]


def pronoun_question_story(rng: random.Random) -> tuple[str, int | None]:
    """Two or three holders, then ``How many <things> does he|she have?``: one who fits, or a refusal."""
    taken: set[str] = set()
    people = _pick_names(rng, rng.choice((2, 3)), taken)
    unit = rng.choice(UNITS)
    hold = {p: rng.randint(1, 60) for p in people}
    oracle = _Oracle()
    sentences = []
    for p in people:
        sentences.append(f"{p} has {hold[p]} {unit}.")
        oracle.mention(p)
    g = rng.choice("mf")
    sentences.append(f"How many {unit} does {'he' if g == 'm' else 'she'} have?")
    who = oracle.resolve(g)
    return " ".join(sentences), (hold[who] if who is not None else None)


def locked_story(rng: random.Random) -> tuple[str, int | None]:
    """A name of either gender named by he/she first, then the other pronoun: someone else, or no one.

    ``Sasha had 20 pencils. She gave 2 pencils to Tom. He lost 3 pencils. How many pencils does Tom have now?``"""
    taken: set[str] = set()
    first = rng.choice(EITHER + UNKNOWN)
    taken.add(first)
    g1 = rng.choice("mf")
    other = _pick_names(rng, 1, taken)[0]
    unit = rng.choice(UNITS)
    n, k, j = rng.randint(20, 60), rng.randint(1, 9), rng.randint(1, 9)
    oracle = _Oracle()
    oracle.mention(first)
    p1 = "He" if g1 == "m" else "She"
    doer = oracle.resolve(g1, other)
    oracle.mention(other)
    g2 = rng.choice("mf")
    p2 = "He" if g2 == "m" else "She"
    second = oracle.resolve(g2)
    asked = rng.choice((first, other))
    text = (f"{first} had {n} {unit}. {p1} gave {k} {unit} to {other}. {p2} lost {j} {unit}. "
            f"How many {unit} does {asked} have now?")
    if doer is None or second is None:
        return text, None
    if asked == other:
        return text, None  # the receiver's holding before the gift is never told
    return text, n - k - (j if second == first else 0)


RELATIVES = {"mom": "f", "mother": "f", "dad": "m", "father": "m", "sister": "f", "brother": "m"}


def owner_story(rng: random.Random) -> tuple[str, int | None]:
    """A person named only as a relative's owner (``Tom's mom``), told by a pronoun later (ADR 0514).

    ``[A has n U.] B's <relative> [had m U. <She>] gave <him|her> k U. How many U does A|<B's relative> have?``
    The object pronoun is never its clause's subject (the relative); it names A or B, whichever fits, and refuses
    when both fit. A subject pronoun names the relative (B's relative, acting) when A does not fit it."""
    taken: set[str] = set()
    with_a = rng.random() < 0.6
    a = _pick_names(rng, 1, taken)[0] if with_a else ""
    b = _pick_names(rng, 1, taken)[0]
    rel = rng.choice(tuple(RELATIVES))
    rg = RELATIVES[rel]
    owner = f"{b}'s {rel}"
    unit = rng.choice(UNITS)
    n, m, k = rng.randint(10, 60), rng.randint(20, 60), rng.randint(1, 9)
    og = rng.choice("mf")
    obj = "him" if og == "m" else "her"
    told = rng.random() < 0.5
    sentences = [f"{a} has {n} {unit}."] if with_a else []
    hold: dict[str, int] = {a: n} if with_a else {}
    ambiguous = False
    said: dict[str, str] = {}

    def fits(name: str, g: str) -> bool:
        own = gender_of(name)
        return own == g or (own == "x" and said.get(name, g) == g)

    if told:
        sg = rng.choice("mf")
        subj = "He" if sg == "m" else "She"
        sentences.append(f"{owner} had {m} {unit}.")
        sentences.append(f"{subj} gave {obj} {k} {unit}.")
        hold[owner] = m
        # the subject: the entities so far (A, the relative) that fit; B, named only as the owner, yields to
        # his or her own relative (module doc of owner_antecedents)
        cands = [a] if with_a and fits(a, sg) else []
        if rg == sg:
            cands.append(owner)
        if fits(b, sg) and cands != [owner]:
            cands.append(b)
        giver = cands[0] if len(cands) == 1 else None
        if giver is None:
            ambiguous = True
        elif gender_of(giver) == "x":
            said[giver] = sg
    else:
        sentences.append(f"{owner} gave {obj} {k} {unit}.")
        giver = owner
    # the object: never the giver (its clause's subject)
    objs = [x for x in ([a] if with_a else []) + ([owner] if told else []) if x != giver and (
        fits(x, og) if x != owner else rg == og)]
    if fits(b, og) and b != giver:
        objs.append(b)  # an object pronoun: B, named only as the owner, is as good a receiver as anyone
    receiver = objs[0] if len(objs) == 1 else None
    if receiver is None:
        ambiguous = True
    asked = rng.choice(([a] if with_a else []) + [owner])
    sentences.append(f"How many {unit} does {asked} have now?")
    text = " ".join(sentences)
    if ambiguous or asked not in hold:
        return text, None
    if giver in hold:
        hold[giver] -= k
    if receiver in hold:
        hold[receiver] += k
    return text, hold[asked]


GENERATORS = {"owner": owner_story, "holding": holding_story, "pronoun_question": pronoun_question_story, "locked": locked_story}


def stories(form: str, count: int, seed: int = 514):
    rng = random.Random(f"{form}:{seed}")
    gen = GENERATORS[form]
    for _ in range(count):
        yield gen(rng)
