"""Red team for cov-loss (ADR 0284): generated probes with independent expected answers (None = must refuse).

Usage: PYTHONPATH=. .venv/bin/python bench/redteam_cov_loss.py SEED COUNT   (run: seed 11, 24,000 probes)
"""
import random, sys, collections
from core.packs import load_pack
from domain.reader import read, Solved
P = load_pack()
R = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
N = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
NAMES = [("Sam","he","his"),("Tom","he","his"),("Ben","he","his"),("Omar","he","his"),("Ann","she","her"),("Mia","she","her"),("Lily","she","her"),("Kim","she","her")]
# things that can perish with each word
PER = {"popped":["balloons"],"burst":["balloons","tires"],"died":["fish","goldfish","chickens","plants","ducks","rabbits"],
       "melted":["snowballs","popsicles","candles"],"escaped":["birds","rabbits","hamsters","ducks"],
       "fell off":["buttons","apples","leaves"],"got lost":["pencils","marbles","crayons","books"],
       "were stolen":["bikes","marbles","books","pencils"],"flew away":["birds","balloons","ducks"]}
ALL_THINGS = sorted({t for v in PER.values() for t in v} - {"ducks", "goldfish"})
PLACES = ["tank","cage","box","barn","yard","garden","basket"]
STATES = {  # state -> (whole-holding answer kind, complement question forms)
 "broken": ("refuse", ["are not broken","were not broken","are unbroken"]),
 "cracked": ("all", ["are not cracked","were not cracked"]),
 "torn": ("all", ["are not torn","were not torn"]),
 "rotten": ("all", ["are not rotten","were not rotten"]),
 "bad": ("all", ["are not bad","were good","are good"]),
}
NONCOMP = {"broken":["are good","are not cracked","are not rotten","are bad"],"cracked":["are not broken","are good","are unbroken"],
           "torn":["are not broken","are good"],"rotten":["are good","are not bad","are not broken"],"bad":["are not broken","are not rotten","are unbroken"]}
STATE_THINGS = ["eggs","glasses","plates","cups","cards","apples","seashells","oranges","toys","books"]

def gen_loss():
    n, pr, po = R.choice(NAMES)
    word = R.choice(list(PER)); things = R.choice(PER[word])
    a = R.randint(2, 60); b = R.randint(1, 70)
    exp = a - b if b <= a else None
    form = R.randrange(6)
    subj = R.choice([f"{b} {things}", f"{b} of {po} {things}", f"{b} of them"])
    if form == 0:
        s = [f"{n} had {a} {things}.", f"{subj[0].upper()}{subj[1:]} {word}."]
    elif form == 1:
        s = [f"{n} had {a} {things}, but {b} {word}."]
    elif form == 2:
        place = R.choice(PLACES)
        s = [f"There were {a} {things} in the {place}.", f"{b} {things} {word}."]
        q = R.choice([f"How many {things} are in the {place} now?", f"How many {things} are left?", f"How many {things} are in the {place}?"])
        return " ".join(s + [q]), exp
    elif form == 3:  # a gain before
        c = R.randint(1, 30)
        s = [f"{n} had {a} {things}.", f"{pr.capitalize()} bought {c} more {things}.", f"Then {b} {things} {word}."]
        exp = a + c - b if b <= a + c else None
    elif form == 4:  # distractor: other person, other things
        n2 = R.choice([x for x in NAMES if x[0] != n])[0]
        t2 = R.choice([t for t in ALL_THINGS if t != things])
        s = [f"{n} had {a} {things}.", f"{n2} had {R.randint(1,40)} {t2}.", f"{b} {things} {word}."]
    else:  # distractor: another holder of the same things → must refuse
        n2 = R.choice([x for x in NAMES if x[0] != n])[0]
        s = [f"{n} had {a} {things}.", f"{n2} had {R.randint(1,40)} {things}.", f"{b} {things} {word}."]
        exp = None
    q = R.choice([f"How many {things} does {n} have now?", f"How many {things} does {n} have left?", f"How many {things} does {n} have?"])
    if R.random() < 0.1:  # asked thing not the lost one and never held
        other = R.choice([t for t in ALL_THINGS if t != things and not (things == "ducks" and t == "birds")])
        q = f"How many {other} does {n} have now?"; exp = None
    if R.random() < 0.08:  # the lost thing never held
        other = R.choice([t for t in ALL_THINGS if t != things and t not in " ".join(s)])
        s = [x.replace(f"{b} {things} {word}", f"{b} {other} {word}") for x in s]
        if any(f"{b} {other} {word}" in x for x in s): exp = None
    if R.random() < 0.05 and len(s) > 1:  # order swapped: loss told first
        s = s[::-1]; exp = "?"
    return " ".join(s + [q]), exp

def gen_state():
    n, pr, po = R.choice(NAMES)
    st = R.choice(list(STATES)); things = R.choice(STATE_THINGS)
    whole, comps = STATES[st]
    a = R.randint(2, 60); b = R.randint(1, 70)
    verb = R.choice(["bought","had","found","picked","got"])
    form = R.randrange(5)
    if form == 0:
        s = [f"{n} {verb} {a} {things}.", f"{b} {things} were {st}."]
    elif form == 1:
        s = [f"{n} {verb} {a} {things}.", f"{b} of them were {st}."]
    elif form == 2:
        s = [f"{n} {verb} {a} {things}, but {b} were {st}."]
    elif form == 3:
        place = R.choice(PLACES)
        s = [f"There were {a} {things} in the {place}.", f"{b} {things} were {st}."]
    else:  # two holders / two countings / more / modified → must refuse whatever
        k = R.randrange(4)
        if k == 0:
            n2 = R.choice([x for x in NAMES if x[0] != n])[0]
            s = [f"{n} {verb} {a} {things}.", f"{n2} {verb} {R.randint(1,30)} {things}.", f"{b} {things} were {st}."]
        elif k == 1:
            s = [f"{n} had {R.randint(1,30)} {things}.", f"{pr.capitalize()} {verb} {a} {things}.", f"{b} {things} were {st}."]
        elif k == 2:
            s = [f"{n} {verb} {a} {things}.", f"{b} more {things} were {st}."]
        else:
            s = [f"{n} {verb} {a} {things}.", f"{b} red {things} were {st}."]
        q = f"How many {things} {R.choice(comps)}?"
        return " ".join(s + [q]), None
    qk = R.random()
    if qk < 0.55:
        q = f"How many {things} {R.choice(comps)}?"; exp = a - b if b <= a else None
    elif qk < 0.75:
        q = f"How many {things} {R.choice(NONCOMP[st])}?"; exp = None
    elif qk < 0.9 and form != 3:
        q = f"How many {things} does {n} have?"
        # "N of them" keeps a kind part in the whole (ADR 0187) and a kept damage (cracked, torn) too; a counted
        # subject or a bare modifier part refuses the whole (ADR 0284); a destroy part refuses (still held?)
        keeps = form == 1 or (form == 2 and st in ("cracked", "torn"))
        exp = (a if b <= a else None) if (whole == "all" and keeps) else None
    else:
        q = f"How many {things} are left?"; exp = None  # left after a part: refuse (nothing went)
    return " ".join(s + [q]), exp

def gen_mix():
    n, pr, po = R.choice(NAMES)
    n2 = R.choice([x for x in NAMES if x[0] != n])[0]
    word = R.choice(list(PER)); things = R.choice([t for t in PER[word] if t not in ("ducks", "goldfish")] or PER[word])
    a = R.randint(2, 60); b = R.randint(1, 40); c = R.randint(1, 30)
    k = R.randrange(9)
    if k == 0:
        t = f"{n} had {a} {things}. {pr.capitalize()} gave {c} {things} to {n2}. {b} {things} {word}. How many {things} does {n} have?"
        return t, None
    if k == 1:
        ok = b <= a and c <= a - b
        t = f"{n} had {a} {things}. {b} {things} {word}. {pr.capitalize()} gave {c} {things} to {n2}. How many {things} does {n} have now?"
        return t, (a - b - c if ok else None)
    if k == 2:
        t = f"{n} had {a} {things}. {b} {things} {word}. Then {pr} bought {c} more {things}. How many {things} does {n} have now?"
        return t, (a - b + c if b <= a else None)
    if k == 3:
        t = f"{n} had {a} {things}. {b} {things} {word}. How many {things} {word}?"
        return t, (b if b <= a else None)
    if k == 4:
        t = f"{n} has {a} red {things} and {c} blue {things}. {b} {things} {word}. How many {things} does {n} have now?"
        return t, (a + c - b if b <= a + c else None)
    if k == 5:
        t = f"{n} has {a} red {things} and {c} blue {things}. {b} {things} {word}. How many red {things} does {n} have now?"
        return t, None
    st = R.choice(list(STATES)); th = R.choice(STATE_THINGS); comp = R.choice(STATES[st][1])
    if k == 6:
        return f"{n} bought {a} {th}. {b} {th} were {st}. {pr.capitalize()} used {c} {th}. How many {th} {comp}?", None
    if k == 7:
        return f"{n} bought {a} {th}. {b} {th} were {st}. {pr.capitalize()} bought {c} more {th}. How many {th} {comp}?", None
    # a loss word on the counted-part things: both
    return f"{n} bought {a} {th}. {b} {th} were {st}. {c} {th} {word}. How many {th} {comp}?", None

stats = collections.Counter(); bad = []; ra = []
seen = set()
while len(seen) < N:
    u = R.random()
    t, exp = gen_loss() if u < 0.45 else gen_state() if u < 0.8 else gen_mix()
    if t in seen: continue
    seen.add(t)
    x = read(t, P)
    if isinstance(x, Solved):
        stats["solved"] += 1
        if exp is None or exp == "?" or str(exp) != x.answer:
            bad.append((t, exp, x.answer)); stats["WRONG"] += 1
        else: stats["right"] += 1
    else:
        stats["refused"] += 1
        if exp is not None and exp != "?":
            stats["refused_answerable"] += 1
            if len(ra) < 25: ra.append((t, x.evidence.detail))
print(dict(stats))
for b in bad[:40]: print("WRONG?", b)
for r in ra: print("REFUSED-ANSWERABLE", r)
