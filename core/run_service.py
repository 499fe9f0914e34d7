"""Reader runs as derivations: register a case set and a pack, run ``corpus.run``, report.

``corpus.run`` reads the ``corpora`` and ``packs`` projections, so every input it needs is in
the log: ``core replay`` re-runs it and must find the same bytes, and running the same corpus
with the same pack again appends nothing.
"""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from core.derivations import Process, derive, register
from core.errors import UsageError
from core.packs import load_pack
from domain.codec import content_id
from domain.events.base import Cause, Event
from domain.events.corpus import CaseSpec, CorpusRegistered
from domain.events.packs import PackRegistered, PackSelected
from domain.events.runs import CaseRead, RunCompleted, RunStarted, Summary
from domain.reader import READER_VERSION, Refused, pack_digest, read
from eventstore.log import EventLog
from evals.scoring import gold_value, is_correct
from projections import framework
from projections.framework import LiveProjections


def score(case: CaseSpec, result) -> str:
    """correct | wrong | refused | unscored, by what the case expects (see CaseSpec.expect)."""
    refused = isinstance(result, Refused)
    if case.expect == "refuse":
        return "correct" if refused else "wrong"
    if case.expect == "any":
        return "unscored"
    if refused:
        return "refused"
    gold = gold_value(case.gold)
    if gold is None:
        return "unscored"
    return "correct" if is_correct(result.answer, gold) else "wrong"


def summarize(scores: list[str]) -> Summary:
    return Summary(n=len(scores), **{k: scores.count(k) for k in ("correct", "wrong", "refused", "unscored")})


def run_id_for(corpus_id: str, pack_id: str) -> str:
    return content_id({"corpus": corpus_id, "pack": pack_id, "reader": READER_VERSION}, "run")


def _name_of(corpora, corpus_id: str) -> str:
    """The name the corpus was first registered under (does not change with later registrations)."""
    return corpora.labels[corpus_id]


class CorpusRun(Process):
    """Reads every case of one registered corpus with one pack; one event per case."""

    name = "corpus.run"
    version = 1
    reads = ("corpora", "packs")

    def parse_params(self, raw: Mapping[str, str]) -> dict[str, Any]:
        unknown = set(raw) - {"corpus", "pack"}
        if unknown or not {"corpus", "pack"} <= set(raw):
            raise ValueError("corpus.run takes exactly corpus=<corpus id> and pack=<pack id>")
        return {"corpus": raw["corpus"], "pack": raw["pack"]}

    def select(self, inputs: dict[str, Any], params: dict[str, Any]) -> Any:
        # Exactly what the run reads: this corpus (and the name it reports) and this pack.
        corpora, packs = inputs["corpora"], inputs["packs"]
        return {"cases": corpora.by_id[params["corpus"]], "name": _name_of(corpora, params["corpus"]),
                "pack": packs.by_id[params["pack"]]}

    def input_position(self, inputs: dict[str, Any], params: dict[str, Any]) -> int:
        return max(inputs["corpora"].registered_at[params["corpus"]], inputs["packs"].known_at[params["pack"]])

    def run(self, inputs: dict[str, Any], params: dict[str, Any], cause: Cause) -> list[Event]:
        corpora, packs = inputs["corpora"], inputs["packs"]
        cases = corpora.by_id[params["corpus"]]
        pack = packs.by_id[params["pack"]]
        name = _name_of(corpora, params["corpus"])
        run_id = run_id_for(params["corpus"], params["pack"])
        events: list[Event] = [RunStarted(cause=cause, run_id=run_id, corpus_id=params["corpus"],
                                          corpus_name=name, pack_id=params["pack"],
                                          reader_version=READER_VERSION, n=len(cases))]
        scores = []
        for index, case in enumerate(cases):
            result = read(case.problem, pack)
            s = score(case, result)
            scores.append(s)
            events.append(CaseRead(cause=cause, run_id=run_id, index=index, case_id=case.id,
                                   result=result, score=s))
        events.append(RunCompleted(cause=cause, run_id=run_id, summary=summarize(scores)))
        return events


CORPUS_RUN = register(CorpusRun())


def register_cases(log: EventLog, name: str, cases: list[CaseSpec]) -> str:
    """Appends the case set (nothing when already registered under that name); returns its id."""
    event = corpus_event(name, cases)
    log.append([event])
    return event.corpus_id


def corpus_event(name: str, cases: list[CaseSpec]) -> CorpusRegistered:
    return CorpusRegistered(corpus_id=content_id(cases, "corpus"), name=name, cases=cases)


def pack_choice(log: EventLog, pack: str | None) -> tuple[str, list[Event]]:
    """The pack id a run uses and the events that must be appended first (a shipped pack the log
    does not know yet). Resolves: the log's current pack (default), a known id or unique id
    prefix, a registered pack name, or a shipped pack name. Appends nothing; bad names raise."""
    live = LiveProjections(log, [framework.get("packs")])
    state = live.catch_up().state("packs")
    if pack is None:
        if state.current:
            return state.current, []
        pack = "en_base_v1"
    if pack in state.by_id:
        return pack, []
    if pack in state.names:
        return state.names[pack], []
    matches = [pid for pid in state.by_id if pid.startswith(pack)] if len(pack) >= 8 else []
    if len(matches) == 1:
        return matches[0], []
    shipped = load_pack(pack)  # UsageError naming the shipped packs when it is not one
    pack_id = pack_digest(shipped)
    return pack_id, [PackRegistered(pack_id=pack_id, pack=shipped)]


def resolve_pack(log: EventLog, pack: str | None) -> str:
    """Like ``pack_choice`` but registers a shipped pack the log does not know yet."""
    pack_id, events = pack_choice(log, pack)
    if events:
        log.append(events)
    return pack_id


def select_pack(log: EventLog, pack: str | None) -> str:
    """Makes the chosen pack the log's current one and returns its id: ``None`` keeps the current
    pack (registering the shipped base pack in an empty log); a shipped pack the log does not know
    is registered (which makes it current); a known pack that is not current is selected with a
    ``pack.selected`` event. Unknown names raise UsageError before anything is appended."""
    pack_id, events = pack_choice(log, pack)
    if events:
        log.append(events)
        return pack_id
    live = LiveProjections(log, [framework.get("packs")])
    state = live.catch_up().state("packs")
    if state.current != pack_id:
        log.append([PackSelected(pack_id=pack_id, previous=state.current, position=log.head().position)])
    return pack_id


class RunResult(NamedTuple):
    run_id: str
    corpus_id: str
    pack_id: str
    summary: Summary
    added: int
    """Events appended (0 when the same run was already in the log)."""


def run_cases(log: EventLog, name: str, cases: list[CaseSpec], pack: str | None = None) -> RunResult:
    """Registers the cases, resolves the pack and records a ``corpus.run`` derivation."""
    if not cases:
        raise UsageError(f"{name}: no cases to run")
    pack_id, pack_events = pack_choice(log, pack)  # validates --pack before anything is appended
    corpus = corpus_event(name, cases)
    log.append([corpus, *pack_events])
    corpus_id = corpus.corpus_id
    output, appended = derive(log, CORPUS_RUN, {"corpus": corpus_id, "pack": pack_id})
    completed = output.events[-1]
    assert isinstance(completed, RunCompleted)
    return RunResult(completed.run_id, corpus_id, pack_id, completed.summary, appended.added)


def coverage(summary: Summary) -> str:
    """correct / scored (scored = n − unscored) as a 4-place decimal string, "" when none scored."""
    scored = summary.n - summary.unscored
    if not scored:
        return ""
    scaled = (summary.correct * 10000 * 2 + scored) // (2 * scored)  # round half up
    return f"{scaled // 10000}.{scaled % 10000:04d}"
