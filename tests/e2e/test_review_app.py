"""`core review` without a browser: pages, the verdict path's validation, and the local-only guards."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import warnings

import pytest

with warnings.catch_warnings():  # starlette nags about httpx vs httpx2; the client works the same
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from core import log_service, loop_service, run_service
from core.errors import UsageError
from core.lanes import lane_cases
from core.review.app import create_app
from core.review.server import check_host
from core.reviewer_service import add_reviewer
from core.signing import signer_from_seed
from domain.events.loop import VerdictRecorded
from projections.framework import decode_row

TOKEN = "test-token"
ANA_SEED = "a1" * 32  # a test key: its seed is public, it signs only in tests
ANA = signer_from_seed(bytes.fromhex(ANA_SEED))


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    """A log with one reader run decomposed: proposals pending, no verdicts."""
    path = tmp_path_factory.mktemp("review") / "log.sqlite"
    with log_service.opened(str(path)) as log:
        run = run_service.run_cases(log, "loop:train", lane_cases("arc-train")[:24])
        result = loop_service.run_decompose(log, run.run_id)
        add_reviewer(log, "ana", ANA.public_key)
    assert result.emitted, "the fixture needs pending proposals"
    return path


@pytest.fixture()
def store(pristine, tmp_path):
    """A private copy of the pristine log for one test."""
    import shutil

    for suffix in ("", "-wal", "-shm"):
        src = pristine.parent / (pristine.name + suffix)
        if src.exists():
            shutil.copy(src, tmp_path / (pristine.name + suffix))
    return tmp_path / pristine.name


def client(store, signer=ANA) -> TestClient:
    return TestClient(create_app(str(store), token=TOKEN, signer=signer), base_url="http://127.0.0.1")


def head(store) -> int:
    with log_service.opened(str(store)) as log:
        return log.head().position


def verdicts(store) -> list[VerdictRecorded]:
    with log_service.opened(str(store)) as log:
        return [e for e in (decode_row(r.state) for r in log.read(after=0)) if isinstance(e, VerdictRecorded)]


def first_pending(c: TestClient) -> str:
    page = c.get("/")
    assert page.status_code == 200
    ids = re.findall(r'class="proposal-link mono" href="/proposals/([0-9a-f]{64})"', page.text)
    assert ids
    return ids[0]


def test_proposal_page_shows_trace_arms_evidence_and_diff(store):
    c = client(store)
    pid = first_pending(c)
    with log_service.opened(str(store)) as log:
        rec = loop_service.states(log, "decomposer_state")["decomposer_state"].proposals[pid]
    html = c.get(f"/proposals/{pid}").text
    p = rec.proposal
    assert len(re.findall(r'<li id="step-\d+">', html)) == len(p.trace) > 0
    for arm in p.arms:
        assert f'id="arm-{arm.arm}"' in html
    for case_id in p.evidence:
        assert case_id in html
    assert re.search(r'<pre id="pack-diff"><span class="diff-add">\+ ', html), "a pending addition shows as + lines"
    assert 'name="token" value="test-token"' in html


@pytest.mark.parametrize("form, message", [
    ({"decision": "ratify", "reviewer": "", "reason": "fine"}, "a reviewer is required"),
    ({"decision": "ratify", "reviewer": "ana", "reason": " "}, "a reason is required"),
    ({"decision": "approve", "reviewer": "ana", "reason": "x"}, "decision must be ratify, reject or refine"),
    ({"decision": "ratify", "reviewer": "ana", "reason": "x", "step": "99"}, "outside the trace"),
    ({"decision": "ratify", "reviewer": "ana", "reason": "x", "step": "two"}, "step must be"),
    ({"decision": "refine", "reviewer": "ana", "reason": "x"}, "refine needs a refinement"),
    ({"decision": "refine", "reviewer": "ana", "reason": "x", "refinement": "{"}, "malformed refinement"),
])
def test_bad_verdicts_are_refused_and_nothing_is_appended(store, form, message):
    c = client(store)
    pid = first_pending(c)
    before = head(store)
    r = c.post(f"/proposals/{pid}/verdict", data={"token": TOKEN, **form})
    assert r.status_code == 400
    assert message in r.text
    assert head(store) == before


def test_same_verdict_event_as_the_cli(store, tmp_path):
    """The page and `core verdict append` record byte-identical verdict events."""
    import shutil

    twin = tmp_path / "twin.sqlite"
    shutil.copy(store, twin)
    c = client(store)
    pid = first_pending(c)
    r = c.post(f"/proposals/{pid}/verdict", follow_redirects=False,
               data={"token": TOKEN, "decision": "reject", "reviewer": "ana", "reason": "wrong reading",
                     "step": "3", "decided_at": "2024-05-01"})
    assert r.status_code == 303 and r.headers["location"] == f"/proposals/{pid}?recorded=1"
    env = {**os.environ, "CORE_NO_PROGRESS": "1"}
    key = tmp_path / "ana.key"
    key.write_text(ANA_SEED + "\n")
    cli = subprocess.run([sys.executable, "-c", "from core.cli import main; main()", "--store", str(twin), "verdict",
                          "append", pid, "--decision", "reject", "--reviewer", "ana", "--reason", "wrong reading",
                          "--step", "3", "--decided-at", "2024-05-01", "--key", str(key)],
                         capture_output=True, text=True, env=env)
    assert cli.returncode == 0, cli.stderr
    (web,), (cli_v,) = verdicts(store), verdicts(twin)
    assert web == cli_v
    assert (web.decision, web.reviewer, web.step, web.decided_at) == ("reject", "ana", 3, "2024-05-01")
    assert web.key_id == ANA.key_id and len(web.ed25519) == 128  # signed by the page's key
    # Deciding twice is refused like on the CLI.
    again = c.post(f"/proposals/{pid}/verdict", data={"token": TOKEN, "decision": "ratify", "reviewer": "ana",
                                                       "reason": "changed my mind"})
    assert again.status_code == 400 and "already decided" in again.text
    assert len(verdicts(store)) == 1


def test_forms_need_the_token_and_hosts_must_be_loopback(store):
    c = client(store)
    pid = first_pending(c)
    before = head(store)
    r = c.post(f"/proposals/{pid}/verdict", data={"token": "guess", "decision": "ratify", "reviewer": "a",
                                                   "reason": "b"})
    assert r.status_code == 403 and head(store) == before
    rebinding = TestClient(create_app(str(store), token=TOKEN), base_url="http://attacker.example")
    assert rebinding.get("/").status_code == 400


def test_unknown_proposal_is_404(store):
    assert client(store).get("/proposals/deadbeefdeadbeef").status_code == 404


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.10", "example.org", "::"])
def test_review_refuses_non_loopback_hosts(host):
    with pytest.raises(UsageError, match="loopback"):
        check_host(host)


def test_cli_refuses_public_bind_with_exit_2(tmp_path):
    env = {**os.environ, "CORE_NO_PROGRESS": "1", "NO_COLOR": "1"}
    r = subprocess.run([sys.executable, "-c", "from core.cli import main; main()", "--store",
                        str(tmp_path / "x.sqlite"), "review", "--host", "0.0.0.0"],
                       capture_output=True, text=True, env=env, timeout=60)
    assert r.returncode == 2
    assert "loopback" in r.stderr and "Traceback" not in r.stderr


def test_page_signs_with_its_key_and_refuses_without_one_or_with_another_reviewers(store):
    """No key: refused as unsigned. A key registered to ana but the form says bob: refused. Nothing appended."""
    pid = first_pending(client(store))
    before = head(store)
    form = {"token": TOKEN, "decision": "ratify", "reviewer": "ana", "reason": "fine"}
    keyless = client(store, signer=None)
    assert "has no signing key" in keyless.get(f"/proposals/{pid}").text
    r = keyless.post(f"/proposals/{pid}/verdict", data=form)
    assert r.status_code == 400 and "unsigned verdict" in r.text
    r = client(store).post(f"/proposals/{pid}/verdict", data={**form, "reviewer": "bob"})
    assert r.status_code == 400 and "wrong key for reviewer" in r.text
    stranger = signer_from_seed(bytes(32))
    r = client(store, signer=stranger).post(f"/proposals/{pid}/verdict", data=form)
    assert r.status_code == 400 and "unknown key" in r.text
    assert head(store) == before and verdicts(store) == []
    # The page pre-fills the reviewer the key is registered to.
    assert 'name="reviewer" value="ana"' in client(store).get(f"/proposals/{pid}").text
