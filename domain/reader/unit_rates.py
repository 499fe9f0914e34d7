"""Rates: one measure per unit of another (v6). A ``rate`` op changes no holding; questions read it.

    Jose wandered 4 kilometers at 2 kilometers per hour. How long did Jose wander?      4 ÷ 2 = 2 hours
    Ian reads 4 books a day. How many books does he read in 6 days?                      4 × 6 = 24
    Rita earned 3 dollars for each lawn she mowed. She mowed 7 lawns. How much … earn?   3 × 7 = 21
    Dave made 8 dollars an hour. He worked 3 hours … How much money did Dave make?       8 × 3 = 24
    Ned made 12 dollars mowing lawns and 20 dollars weed eating. If he only spent 4 dollars a week,
    how long would the money last him?                                                   (12 + 20) ÷ 4 = 8 weeks

- pace: ``at R <unit> per|a|an <unit>`` after the one plain measured object of an action (the object's
  own unit; no conversion is guessed). ``How long did X V?`` / ``How long was X V-ing?`` = what X did ÷ R,
  only when every such action of X is the one the rate's sentence timed (another walk at an unstated
  speed refuses).
- rate object: ``R <unit> a|an|per|every|each|in each <unit>`` as the object of a gain or loss is a rate,
  not an event. ``How many <unit> does X V in N <unit>s?`` = R × N for X's one rate of that verb, thing
  and period (same units exactly).
- per event: ``R <unit> for each <unit> <X> <verb>`` (the doer must be the subject). A question about the
  rate's verb (``How much money did he earn?``) = R × X's events of that verb on that unit; a rate
  without a verb (``an hour``) counts X's gains of that unit made by one verb (two verbs refuse). Stated
  events of the asked verb next to a rate refuse (the result restated, or more?).
- money lasting: ``how long would the money last <X>`` = X's money ÷ X's one spending rate (a loss verb).
  Only a whole number of periods is an answer: 27 dollars at 5 a week could be 5 weeks or 5.4, refused.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.span_ends import take_span_end
from domain.reader.circumstances import Circumstances, read_circumstances, skip_circumstance_words, unparsed
from domain.reader.graph import PACE, Item, Op, Question
from domain.reader.linear import exact
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_entity, read_number, read_object_pronoun
from domain.reader.quoted_names import QUOTED
from domain.reader.refusals import Reason

_PER = ("per", "a", "an")


def _plain(amount: str) -> bool:
    """A stated number (not ``?N``, ``all`` or any other marker an amount may carry)."""
    try:
        exact(amount)
    except ValueError:
        return False
    return True


def read_per_measure(cur: Cursor, ctx: Context) -> tuple[Fraction, str, str] | None:
    """``2 kilometers per hour`` / ``12 miles an hour`` → (2, unit.kilometer, unit.hour), or nothing consumed.
    Both units are bare pack units (no modifiers): a rate of a kind of thing is not read here."""
    start = cur.pos
    num = read_number(cur)
    if num is None:
        return None
    value, money_unit = num
    unit = money_unit
    if not unit:
        s = cur.sense("unit")
        if s is None:
            cur.pos = start
            return None
        cur.pos += s.length
        unit = s.entry.id
    if cur.take_word(*_PER) is None:
        cur.pos = start
        return None
    per = cur.sense("unit")
    if per is None or per.form != "sg" or per.entry.id == unit or value <= 0:
        cur.pos = start
        return None
    cur.pos += per.length
    ctx.note_unit(unit)
    return value, unit, per.entry.id


def take_rate_tail(cur: Cursor, ctx: Context) -> tuple[Fraction, str, str] | None:
    """``at 2 kilometers per hour`` after an action's object (nothing consumed when it is not there)."""
    start = cur.pos
    if cur.take_word("at") is None:
        return None
    got = read_per_measure(cur, ctx)
    if got is None:
        cur.pos = start
    return got


def rate_op(cur: Cursor, subject: str, verb, objects: list, rate: tuple[Fraction, str, str]) -> Op:
    """The rate of ``X V D <unit> at R <unit> per <unit>``; anything less plain refuses (module doc)."""
    value, unit, per = rate
    if len(objects) != 1:
        raise unparsed(cur, "statement.rate", "a rate after several objects: which one does it time?")
    amount, item = objects[0][0], objects[0][1]
    if not _plain(amount) or item.mods or item.unit != unit:
        raise unparsed(cur, "statement.rate", f"a rate of {unit} after {amount} {item.unit}")
    # a pace of the stated action, never pay per event of it (rate_earnings skips it)
    return Op(kind="rate", lemma=verb.id, sentence=cur.sentence.index, actor=subject, item=Item(unit=unit),
              amount=fmt(value), target=per, event=PACE)


def parse_duration_question(cur: Cursor, ctx: Context, si: int) -> Question | None:
    """After ``How long``: ``did X V`` / ``was X V-ing`` / ``was X <activity>`` (nothing consumed otherwise)."""
    start = cur.pos
    word = cur.peek_word()
    if cur.words[start - 1] != "long" or word not in ("did", "does", "was", "is", "will"):
        # "How much longer …" asks for a remainder, not a duration
        return None
    cur.pos += 1
    entity = read_entity(cur, ctx)
    if entity is None:
        cur.pos = start
        return None
    lemma = ing_lemma(cur) if word in ("was", "is") else ""
    if lemma:
        cur.pos += 1
    elif word not in ("was", "is") and cur.sense("verb") is not None:
        verb = cur.sense("verb")
        cur.pos += verb.length
        lemma = verb.entry.id
    if not lemma or not cur.at_end():
        cur.pos = start
        return None
    return Question(kind="rate_time", sentence=si, entity=entity, lemma=lemma)


def covered_events(rates: list[Op], events: list, q: Question) -> tuple[Op, list]:
    """The one rate of the asked actor and the events it times; raises ValueError with a reason when the
    question cannot be answered from them (shared shape only: solver and verifier sum differently)."""
    mine = [r for r in rates if r.event == PACE and r.actor == q.entity and (not q.lemma or r.lemma == q.lemma)]
    if len(mine) != 1:
        raise ValueError(f"{len(mine)} rates of {q.entity} match the question")
    rate = mine[0]
    acts = [e for e in events if e[0].actor == q.entity and (not q.lemma or e[0].lemma == q.lemma)]
    if not acts:
        raise ValueError(f"no action of {q.entity} for the rate")
    for op, key, _ in acts:
        if (op.kind != "gain" or op.sentence != rate.sentence or op.lemma != rate.lemma
                or key != Item(unit=rate.item.unit)):
            raise ValueError(f"an action of {q.entity} the stated rate does not time")
    return rate, acts


def ing_lemma(cur: Cursor) -> str:
    """``jogging`` / ``skating`` / ``walking`` → the one pack verb whose base form it inflects, else "".
    The -ing form is English morphology (jog+g+ing, skat(e)+ing), not pack data; a verb the stems do not
    find (``travelling`` after ``strolled``) is not read, so the question never times another action."""
    word = cur.peek_word()
    if len(word) < 5 or not word.endswith("ing"):
        return ""
    stem = word[:-3]
    stems = {stem, stem + "e"}
    if len(stem) > 2 and stem[-1] == stem[-2]:
        stems.add(stem[:-1])
    lemmas = {s.entry.id for st in stems for s in cur.lex.senses_at([st], 0) if s.cls == "verb" and s.length == 1}
    return lemmas.pop() if len(lemmas) == 1 else ""


# fresh text (ADR 0274): "earns 2 dollars more an hour" / "2 more dollars an hour" / "5 pages more each day":
# a rate told as a difference from another rate (whose?), not the rate itself (main answered 2 × 4 = 8)
_RATE_DIFFERENCE = frozenset({"more", "fewer", "less", "extra", "additional", "another"})


def parse_rate_object(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb, got, amount_at: int = -1) -> bool:
    """``spent 5 dollars a week`` / ``made 6 dollars an hour`` / ``averages 12 points per game``: the object
    is a rate, not an amount that changed hands — a ``rate`` op and no event (nothing consumed otherwise).
    Read only for a plain number of a bare unit (an unknown, ``all``, a kind or an owner is not a rate).
    An object read with ``more`` (``2 dollars more an hour``) is a difference of rates: refused."""
    amount, item, owner = got
    start = cur.pos
    if verb.category not in ("positive", "construct", "negative", "destroy") or not _plain(amount) \
            or owner or any(not m.startswith("of:") for m in item.mods):
        return False
    if cur.peek_word() == "for" and cur.sense("fn:each", cur.pos + 1) is not None:
        return _for_each_event(cur, ctx, ops, subject, verb, amount, item)
    # "in each game": only after a gain or loss (put/give … in each box are partitions, read elsewhere)
    if cur.take_word("in") is not None and cur.peek_word() not in ("each", "every"):
        cur.pos = start
        return False
    if cur.take_word(*_PER, "every", "each") is None:
        cur.pos = start
        return False
    per = cur.sense("unit")
    if per is None or per.form != "sg" or per.entry.id == item.unit or Fraction(amount) <= 0 \
            or cur.peek_word(per.length) == "ago":  # "found 3 shells a week ago" is an event, not a rate
        cur.pos = start
        return False
    if amount_at >= 0 and _RATE_DIFFERENCE & {w.lower() for w in cur.words[amount_at:start]}:
        raise unparsed(cur, "statement.rate", "a rate told as more (fewer) than another: than whose?",
                       Reason.UNSUPPORTED_FORM, "frame.rate_difference")
    cur.pos += per.length
    skip_circumstance_words(cur)
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source or circ.with_:
        raise unparsed(cur, "statement.rate", "a rate with a to/from/with phrase")
    ops.append(Op(kind="rate", lemma=verb.id, sentence=cur.sentence.index, actor=subject, item=item,
                  amount=amount, target=per.entry.id))
    return True


def _for_each_event(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb, amount: str, item: Item) -> bool:
    """``earned 9 dollars for each lawn he mowed`` / ``scores 5 points for each treasure she finds``: R of the
    thing per event of the named verb on one of that unit, by the subject itself (``he`` must be the
    subject: ``for each lawn his brother mowed`` is not read). Nothing is consumed when it is not that."""
    start = cur.pos
    cur.pos += 2
    target = cur.sense("unit")
    if target is None or target.form != "sg" or target.entry.id == item.unit or Fraction(amount) <= 0:
        cur.pos = start
        return False
    cur.pos += target.length
    if cur.take("fn:of") is not None:
        # multi5: "for each bag of cans she recycled": what the counted thing holds; the rate stays per bag
        got = noun_run(cur, cur.pos, ("unit",))
        if got is None or got[1].form != "pl":
            cur.pos = start
            return False
        cur.pos = got[2]
    doer = read_entity(cur, ctx)
    event = cur.sense("verb")
    if doer != subject or event is None:
        cur.pos = start
        return False
    cur.pos += event.length
    skip_circumstance_words(cur)
    if not (cur.at_end() or cur.peek_word() in (",", "and")):
        cur.pos = start
        return False
    ctx.note_unit(target.entry.id)
    ops.append(Op(kind="rate", lemma=verb.id, sentence=cur.sentence.index, actor=subject, item=item,
                  amount=amount, target=target.entry.id, event=event.entry.id))
    return True


def parse_last_question(cur: Cursor, ctx: Context, si: int) -> Question | None:
    """After ``How long``: ``would/will the money last him`` (v6). The one spending rate of that person
    divides what they hold; only a whole number of the rate's time units is an answer (``27 dollars at 5
    a week`` could be 5 weeks or 5.4: refused)."""
    start = cur.pos
    if cur.words[start - 1] != "long" or not cur.take("fn:aux") or not cur.take_word("the") \
            or not cur.take("fn:money_word") or not cur.take_word("last"):
        cur.pos = start
        return None
    entity = read_object_pronoun(cur, ctx, "") or read_entity(cur, ctx)
    if entity is None or not cur.at_end():
        cur.pos = start
        return None
    return Question(kind="rate_last", sentence=si, entity=entity)


def parse_rated_noun_question(cur: Cursor, ctx: Context, si: int, ops: list[Op]) -> Question | None:
    """After ``What`` (multi5): ``would/will <his|her> score be`` / ``is/was <his|her> score``: the noun is the
    base form of a verb the asked person has a per-event rate of (``scores 5 points for each treasure she
    finds``), so it asks what that verb brought in: ``How many points did she score?``. Read only when that
    person has exactly one such rate of the verb, in one unit; nothing consumed otherwise."""
    start = cur.pos
    aux = cur.take("fn:aux") is not None
    if not aux and cur.take("fn:be") is None:
        return None
    poss = cur.sense("fn:possessive")
    if poss is None or poss.entry.gender not in ("m", "f"):
        cur.pos = start
        return None
    at = cur.pos
    cur.pos += 1
    entity = ctx.resolve_possessive(poss.entry.gender, cur, at)
    final = cur.sense("fn:end")
    if final is not None and final.length == 1:
        cur.pos += 1  # v11: "What was his final score?": the score at the end, which is what is asked anyway
    word = cur.peek_word()
    verbs = [s for s in cur.senses(cur.pos) if s.cls == "verb" and s.length == 1 and s.entry.forms[0] == word]
    if len(verbs) != 1:
        cur.pos = start
        return None
    verb = verbs[0].entry
    cur.pos += 1
    if aux and (cur.take("fn:be") is None or cur.words[cur.pos - 1] != "be"):
        cur.pos = start
        return None
    rates = [op for op in ops if op.kind == "rate" and op.event and op.event != PACE and op.lemma == verb.id
             and op.actor == entity]
    if len(rates) != 1 or not cur.at_end():
        cur.pos = start
        return None
    unit = rates[0].item.unit
    if any(op is not rates[0] and op.item is not None and op.item.unit == unit and entity in (op.actor, op.target)
           for op in ops):
        # red13: "He already had 29 points." / "… but lost 9 points." / "She has 10 points now.": "her score"
        # is what she has, not only what the rate brought in; which of the two is asked is not said
        cur.pos = start
        return None
    return Question(kind="event", sentence=si, entity=entity, item=Item(unit=unit), lemma=verb.id)


def spending_rate(lex, rates: list[Op], entity: str, sentence: int) -> Op:
    """The one rate of ``entity`` that spends money (a loss verb; solver only — the verifier has its own)."""
    category = lex.verb_category
    mine = [r for r in rates if r.actor == entity and lex.unit_by_id[r.item.unit].family == "money"
            and category.get(r.lemma) in ("negative", "destroy")]
    if len(mine) != 1:
        raise ValueError(f"{len(mine)} spending rates of {entity}")
    return mine[0]


def parse_rate_times(cur: Cursor, ctx: Context, si: int, entity: str, item: Item | None, verb) -> Question | None:
    """``How many books does she read in 3 days?`` (after the verb): the asked actor's one rate of that verb,
    thing and period, times N. Nothing consumed when the question does not end that way."""
    start = cur.pos
    if item is None or not entity or (cur.take_word("in") is None and not take_span_end(cur)):
        return None  # v12: "at the end of 3 hours" = "in 3 hours" (span_ends.py)
    num = read_number(cur)
    per = cur.sense("unit") if num is not None and not num[1] else None
    if per is None or per.form != ("sg" if num[0] == 1 else "pl"):
        cur.pos = start
        return None
    cur.pos += per.length
    if not cur.at_end():
        cur.pos = start
        return None
    return Question(kind="rate_times", sentence=si, entity=entity, item=item, lemma=verb.id, count=fmt(num[0]),
                    other=per.entry.id)


def take_money_gerund(cur: Cursor) -> bool:
    """``mowing lawns`` / ``weed eating`` / ``babysitting`` after an amount of money: how it was made (v6).
    A pack activity, optionally after one noun (``weed eating``) and before a number-free noun phrase;
    it changes nothing. Nothing consumed when it is not there."""
    start = cur.pos
    if cur.sense("activity") is None and cur.sense("activity", cur.pos + 1) is not None and any(
            s.cls in ("unit", "modifier") and s.length == 1 for s in cur.senses(cur.pos)):
        cur.pos += 1
    act = cur.sense("activity")
    if act is None:
        cur.pos = start
        return False
    cur.pos += act.length
    if cur.take(QUOTED) is not None:
        return True  # v11: "made 14 dollars playing 'skee ball'": a quoted name (quoted_names.py)
    save = cur.pos
    if cur.take("fn:determiner") is None:
        cur.take("fn:possessive")
    got = noun_run(cur, cur.pos, ("unit", "place"))
    cur.pos = got[2] if got is not None else save
    return True


def money_list(cur: Cursor, ctx: Context, first: Item) -> list[tuple[str, Item, str]]:
    """``14 dollars mowing lawns and 31 dollars weed eating``: after a first amount of money and its gerund,
    more amounts of the same money unit, each with its own gerund (v6). ``31 dollars weed`` is never read
    as an item ``dollar weeds`` here: the money unit ends the amount."""
    out = []
    while True:
        save = cur.pos
        cur.take("punct:,")
        cur.take_word("and")
        num = read_number(cur) if cur.pos != save else None
        unit = cur.sense("unit") if num is not None and not num[1] else None
        money = first.unit if num is not None and num[1] == first.unit else ""
        if unit is not None and unit.entry.id == first.unit:
            cur.pos += unit.length
            money = first.unit
        if not money or not take_money_gerund(cur):
            cur.pos = save
            return out
        out.append((fmt(num[0]), Item(unit=money), ""))
