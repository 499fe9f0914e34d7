"""An independent oracle for the data-set tests: reads the TEXT of a rendered problem.

It knows only the finite sentence templates that evals.generators renders and computes the answer
from the words, with its own state handling; it shares no code with ``evals.generators.evaluate``.
The data-set and generator tests require both to agree on every structured case, so a bug in the
structure evaluator or in the renderer (text saying something else than the structure) fails.
"""
from __future__ import annotations

import re
from fractions import Fraction

GAIN = {"buys", "finds", "gets", "receives", "bakes", "picks", "earns", "plucks", "forages", "unearths",
        "pockets", "fetches", "hoards", "nets", "salvages"}
LOSS = {"eats", "loses", "sells", "uses", "drops", "spends", "misplaces", "jettisons", "mislays", "tosses", "forfeits",
        "shreds"}


class Unreadable(ValueError):
    pass


def _plural(word: str, known: set[str]) -> str:
    """The plural the text uses elsewhere for a singular noun ("pencil" -> "pencils")."""
    for cand in (word + "s", word + "es", word[:-1] + "ies"):
        if cand in known:
            return cand
    return word


def answer_from_text(text: str, female: set[str], male: set[str]) -> Fraction:
    sents = re.split(r"(?<=[.?!])\s+", text.strip())
    hold: dict[tuple[str, str], Fraction] = {}
    lots: dict[str, list[tuple[str, Fraction]]] = {}
    price: dict[str, Fraction] = {}
    recent: list[str] = []
    plurals = set(re.findall(r"\b[a-z]+s\b", text.lower()))

    def who(token: str) -> str:
        if token in ("He", "She"):
            pool = male if token == "He" else female
            for name in reversed(recent):
                if name in pool:
                    return name
            raise Unreadable(f"no antecedent for {token}")
        recent.append(token)
        return token

    def unit(u: str) -> str:
        return u if u in plurals and not u.endswith("ss") else _plural(u, plurals)

    for s in sents[:-1]:
        if m := re.fullmatch(r"(\w+) has (\d+) (\w+)\.", s):
            hold[(who(m[1]), unit(m[3]))] = Fraction(int(m[2]))
        elif m := re.fullmatch(r"(\w+) (\w+) (\d+)( more)? (\w+)\.", s):
            a, verb, n, u = who(m[1]), m[2], Fraction(int(m[3])), unit(m[5])
            if verb in GAIN:
                hold[(a, u)] = hold.get((a, u), Fraction(0)) + n
                if verb == "buys":
                    lots.setdefault(a, []).append((u, n))
            elif verb in LOSS:
                hold[(a, u)] = hold[(a, u)] - n
            else:
                raise Unreadable(verb)
        elif m := re.fullmatch(r"(\w+) gives (\d+) (\w+) to (\w+)\.", s):
            a, n, u, t = who(m[1]), Fraction(int(m[2])), unit(m[3]), m[4]
            hold[(a, u)] -= n
            hold[(t, u)] += n
        elif m := re.fullmatch(r"(\w+) (doubles|triples) (?:his|her) (\w+)\.", s):
            a, u = who(m[1]), unit(m[3])
            hold[(a, u)] *= 2 if m[2] == "doubles" else 3
        elif m := re.fullmatch(r"(\w+) splits (?:his|her) (\w+) evenly into (\d+) groups and keeps one group\.", s):
            a, u = who(m[1]), unit(m[2])
            hold[(a, u)] /= int(m[3])
        elif m := re.fullmatch(r"(\w+) has (\d+) (more|fewer) (\w+) than (\w+)\.", s):
            a, n, u, ref = who(m[1]), int(m[2]), unit(m[4]), m[5]
            hold[(a, u)] = hold[(ref, u)] + (n if m[3] == "more" else -n)
        elif m := re.fullmatch(r"(\w+) has (twice|half|\d+ times) as many (\w+) as (\w+)\.", s):
            a, u, ref = who(m[1]), unit(m[3]), m[4]
            k = {"twice": Fraction(2), "half": Fraction(1, 2)}.get(m[2]) or Fraction(int(m[2].split()[0]))
            hold[(a, u)] = hold[(ref, u)] * k
        elif m := re.fullmatch(r"Each (\w+) costs \$([\d.]+)\.", s):
            price[unit(m[1])] = Fraction(m[2])
        elif m := re.fullmatch(r"(\w+) cost \$([\d.]+) each\.", s):
            price[m[1].lower()] = Fraction(m[2])
        else:
            raise Unreadable(s)
        if any(v < 0 for v in hold.values()):
            raise Unreadable("negative")
    q = sents[-1]
    if m := re.fullmatch(r"How many (\w+) does (\w+) have(?: now| left| in total)?\?", q):
        return hold[(who(m[2]), m[1])]
    if m := re.fullmatch(r"How many more (\w+) does (\w+) have than (\w+)\?", q):
        return hold[(m[2], m[1])] - hold[(m[3], m[1])]
    if m := re.fullmatch(r"How many (\w+) do (.+) have (?:altogether|in total|in all)\?", q):
        names = re.split(r", | and ", m[2])
        return sum((hold[(n, m[1])] for n in names), Fraction(0))
    if m := re.fullmatch(r"How much does (\w+) spend(?: in total)?\?", q):
        return sum((n * price[u] for u, n in lots[who(m[1])]), Fraction(0))
    raise Unreadable(q)
