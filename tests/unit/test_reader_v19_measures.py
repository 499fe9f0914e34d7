"""Reader v19 (ADR 0431): measures of people and things — ``his|her <person>`` of a named first thing in
compared_measures.py, and one thing measured then and now, its growth asked (grown_between.py)."""
from __future__ import annotations

from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    ("his_brother_shorter", "Milo is 128 centimeters tall. His brother is 15 centimeters shorter. "
     "How tall is his brother in centimeters?", "113", "unit.centimeter"),                     # 128 − 15
    ("her_dad_told_converted", "Zina is 4 feet tall. Her dad is 6 feet tall. "
     "How many inches taller is her dad than Zina?", "24", "unit.inch"),                       # (6 − 4) × 12
    ("her_dad_taller_in_inches", "Ann is 4 feet tall. Her dad is 2 feet taller. "
     "How many inches tall is her dad?", "72", "unit.inch"),                                   # (4 + 2) × 12
    ("name_than_his_brother", "Milo is 128 centimeters tall. His brother is 15 centimeters shorter. "
     "How many centimeters taller is Milo than his brother?", "15", "unit.centimeter"),
    ("grew_last_this_year", "Last year Ishaan was 132 centimeters tall. This year he is 139 centimeters tall. "
     "How many centimeters did he grow?", "7", "unit.centimeter"),                             # 139 − 132
    ("grown_now_much", "Milo was 132 centimeters tall last year. Now he is 139 centimeters tall. "
     "How much has Milo grown?", "7", "unit.centimeter"),
    ("tree_grown_inches", "The tree was 12 feet tall last year. Now it is 15 feet tall. "
     "How many inches has the tree grown?", "36", "unit.inch"),                                # 3 × 12
    ("grew_feet_to_inches", "Last year Milo was 4 feet tall. This year he is 50 inches tall. "
     "How many inches did he grow?", "2", "unit.inch"),                                        # 50 − 48
]

REFUSED = [
    ("her_for_milo", "Milo is 128 centimeters tall. Her brother is 15 centimeters shorter. "
     "How tall is her brother in centimeters?"),
    ("his_brother_not_told", "Milo is 128 centimeters tall. Tom is 15 centimeters shorter. How tall is his brother?"),
    ("his_sister_asked", "Milo is 128 centimeters tall. His brother is 15 centimeters shorter. "
     "How tall is his sister?"),
    ("shorter_than_third", "Milo is 128 centimeters tall. His brother is 15 centimeters shorter than Tom. "
     "How tall is his brother?"),
    ("first_asked_back", "Milo is 128 centimeters tall. His brother is 15 centimeters shorter. How tall is Milo?"),
    ("tense_differs", "Milo is 128 centimeters tall. His brother is 15 centimeters shorter. "
     "How tall was his brother?"),
    ("shorter_no_base", "His brother is 15 centimeters shorter. How tall is his brother?"),
    ("she_for_milo", "Last year Milo was 132 centimeters tall. This year she is 139 centimeters tall. "
     "How many centimeters did he grow?"),
    ("other_person_now", "Last year Milo was 132 centimeters tall. This year Tom is 139 centimeters tall. "
     "How many centimeters did he grow?"),
    ("shrank", "Last year Milo was 139 centimeters tall. This year he is 132 centimeters tall. "
     "How many centimeters did he grow?"),
    ("times_swapped", "This year Milo was 132 centimeters tall. Last year he is 139 centimeters tall. "
     "How many centimeters did he grow?"),
    ("no_conversion", "Last year Milo was 4 feet tall. This year he is 130 centimeters tall. "
     "How many inches did he grow?"),
    ("he_two_people", "Last year Milo was 132 centimeters tall and Tom was 120 centimeters tall. This year he is "
     "139 centimeters tall. How many centimeters did he grow?"),
    ("it_for_a_person", "Last year Milo was 132 centimeters tall. This year it is 139 centimeters tall. "
     "How many centimeters did it grow?"),
    ("name_no_gender", "Last year Qzyx was 132 centimeters tall. This year he is 139 centimeters tall. "
     "How many centimeters did he grow?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_BOYS = ("Milo", "Ron", "Tom", "Sam", "Ben")
_GIRLS = ("Ann", "Pam", "Wanda", "Zina", "Mary")
_PEOPLE = (("brother", ""), ("sister", ""), ("dad", ""), ("mom", ""), ("father", ""), ("mother", ""))
_UNITS = (("centimeters", "unit.centimeter", 1, "m"), ("inches", "unit.inch", 1, "i"), ("feet", "unit.foot", 12, "i"),
          ("meters", "unit.meter", 100, "m"))


def make_measure(rng):
    """A generated text and its gold (None: must refuse), worked here from the numbers chosen."""
    boy = rng.random() < 0.5
    name = rng.choice(_BOYS if boy else _GIRLS)
    pron, pron_obj = ("his", "he") if boy else ("her", "she")
    kind = rng.randrange(3)
    if kind == 0:  # compared: NAME is D U tall. POSS PERSON is d U taller|shorter. question
        person = rng.choice(_PEOPLE)[0]
        unit, uid, _, _ = rng.choice(_UNITS)
        d1 = rng.randint(20, 200)
        d = rng.randint(2, 30)
        greater = rng.random() < 0.5
        second = d1 + d if greater else d1 - d
        wrong_pron = rng.random() < 0.1
        p = ("her" if boy else "his") if wrong_pron else pron
        q = rng.randrange(3)
        text = f"{name} is {d1} {unit} tall. {p.capitalize()} {person} is {d} {unit} {'taller' if greater else 'shorter'}. "
        if q == 0:
            text += f"How tall is {p} {person}?"
            gold = Fraction(second)
        elif q == 1:
            text += f"How many {unit} tall is {p} {person}?"
            gold = Fraction(second)
        else:
            text += f"How many {unit} taller is {name} than {p} {person}?"
            gold = Fraction(d) if not greater else None
        return text, (None if wrong_pron else gold)
    if kind == 1:  # outright both: NAME is D feet tall. POSS PERSON is D2 feet tall. How many inches taller …
        person = rng.choice(_PEOPLE)[0]
        a, b = rng.randint(3, 6), rng.randint(3, 7)
        q_inches = rng.random() < 0.5
        text = (f"{name} is {a} feet tall. {pron.capitalize()} {person} is {b} feet tall. "
                f"How many {'inches' if q_inches else 'feet'} taller is {pron} {person} than {name}?")
        gold = Fraction((b - a) * (12 if q_inches else 1)) if b > a else None
        return text, gold
    # grown_between
    unit, uid, per, sys_ = rng.choice(_UNITS)
    d1 = rng.randint(10, 200)
    g = rng.randint(-3, 20)
    then = rng.choice(("last year", "last month", "last summer"))
    now = rng.choice(("this year", "now", "today", "this month"))
    thing = rng.random() < 0.3
    if thing:
        subj, pr, asked_subj = "The tree", "it", rng.choice(("it", "the tree"))
    else:
        subj, pr, asked_subj = name, pron_obj, rng.choice((pron_obj, name))
    wrong = rng.random() < 0.08
    if wrong:
        pr = rng.choice(("she" if boy else "he", "it" if not thing else "he"))
    first = f"{then.capitalize()} {subj} was {d1} {unit} tall." if rng.random() < 0.5 else \
        f"{subj} was {d1} {unit} tall {then}."
    second = f"{now.capitalize()} {pr} is {d1 + g} {unit} tall." if rng.random() < 0.5 else \
        f"{pr.capitalize()} is {d1 + g} {unit} tall {now}."
    qform = rng.randrange(3)
    if qform == 0:
        question = f"How many {unit} did {asked_subj} grow?"
    elif qform == 1:
        question = f"How many {unit} has {asked_subj} grown?"
    else:
        question = f"How much did {asked_subj} grow?"
    gold = Fraction(g) if g > 0 and not wrong else None
    return f"{first} {second} {question}", gold


def test_generated_measures_sample():
    assert wrong_in_sample(make_measure, 431, 600, PACK) == []
