"""`core review` end to end in a real headless browser (Debian's chromium driven by Playwright).

Open the page, read a proposal, ratify it; the verdict event is in the log, the pack changed
(the packs projection's current id moved to a pack whose origin is this proposal), a screenshot
is written, `core replay --from 0` exits 0, and the HTML report rebuilt after the replay is
byte-identical. Skips with a message when chromium or Playwright is missing.
"""
from __future__ import annotations

import shutil
import threading
import time

import pytest

from core import log_service, loop_service, report_html, run_service
from core.lanes import lane_cases
from core.review.server import bind
from core.reviewer_service import add_reviewer
from core.signing import signer_from_seed
from domain.events.loop import VerdictRecorded
from domain.events.packs import PackChanged
from projections.framework import decode_row

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]

REVIEWER_KEY = signer_from_seed(bytes.fromhex("b2" * 32))  # a test key (public seed)

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no chromium installed: `apt-get install chromium` "
                                                         "(`make test` does it where it can)")


@pytest.fixture()
def served(tmp_path):
    store = tmp_path / "log.sqlite"
    with log_service.opened(str(store)) as log:
        run = run_service.run_cases(log, "loop:train", lane_cases("arc-train")[:24])
        assert loop_service.run_decompose(log, run.run_id).emitted
        add_reviewer(log, "browser test", REVIEWER_KEY.public_key)
    bound = bind(str(store), "127.0.0.1", 0, signer=REVIEWER_KEY)
    thread = threading.Thread(target=bound.server.run, kwargs={"sockets": [bound.sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not bound.server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    assert bound.server.started, "the review server did not start"
    try:
        yield store, bound.url
    finally:
        bound.server.should_exit = True
        thread.join(timeout=10)
        bound.sock.close()


def log_state(store):
    with log_service.opened(str(store)) as log:
        events = [decode_row(r.state) for r in log.read(after=0)]
        packs = loop_service.states(log, "packs")["packs"]
    return events, packs


def test_review_in_the_browser_ratifies_and_changes_the_pack(served, tmp_path):
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install playwright)")
    store, url = served
    _, packs_before = log_state(store)
    console: list[str] = []
    with sync_api.sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(str(tmp_path / "profile"), executable_path=CHROMIUM,
                                                   headless=True, args=FLAGS)
        try:
            page = ctx.new_page()
            page.on("console", lambda m: console.append(f"{m.type}: {m.text}") if m.type == "error" else None)
            page.goto(url)
            first = page.locator("a.proposal-link").first
            first.click()
            page.wait_for_selector("#verdict-form")
            # Read the proposal: its id, lemma, trace steps, both arm tables and the diff.
            pid = page.inner_text("#proposal-id").strip()
            lemma = page.inner_text("#lemma").strip()
            steps = page.locator("ol.trace > li").count()
            assert steps >= 2
            assert page.locator("#arm-arm1_held_out").count() == 1 and page.locator("#arm-arm2_known_good").count() == 1
            assert lemma in page.inner_text("#pack-diff")
            # Decide.
            page.check("input[name=decision][value=ratify]")
            page.fill("input[name=reviewer]", "browser test")
            page.fill("textarea[name=reason]", f"'{lemma}' is read the way the evidence shows")
            page.select_option("select[name=step]", str(steps - 1))
            page.click("#submit")
            page.wait_for_selector("#recorded")
            assert page.inner_text("#verdict-decision").strip() == "ratify"
            shown_pack = page.inner_text("#current-pack").strip()
            page.screenshot(path=str(tmp_path / "review.png"), full_page=True)
        finally:
            ctx.close()
    assert console == []
    assert (tmp_path / "review.png").stat().st_size > 10_000

    events, packs_after = log_state(store)
    (verdict,) = [e for e in events if isinstance(e, VerdictRecorded)]
    assert (verdict.proposal_id, verdict.decision, verdict.reviewer, verdict.step) == (pid, "ratify",
                                                                                       "browser test", steps - 1)
    assert verdict.key_id == REVIEWER_KEY.key_id  # signed by the page's key
    changes = [e for e in events if isinstance(e, PackChanged)]
    assert changes and all(c.proposal_id == pid for c in changes)
    assert packs_after.current != packs_before.current
    assert packs_after.current == changes[-1].result == shown_pack
    assert packs_after.origins[packs_after.current].proposal_id == pid

    # The whole log still replays, and the report rebuilt from the replayed log is the same page.
    with log_service.opened(str(store)) as log:
        before = report_html.build(log).html
    from typer.testing import CliRunner

    from core.cli import _register_groups, app

    _register_groups()
    replay = CliRunner(env={"CORE_NO_PROGRESS": "1"}).invoke(app, ["--store", str(store), "replay", "--from", "0"])
    assert replay.exit_code == 0, f"{replay.output}{replay.exception!r}"
    assert "replay ok" in replay.output
    with log_service.opened(str(store)) as log:
        assert report_html.build(log).html == before
