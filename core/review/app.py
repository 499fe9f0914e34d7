"""The review web app (Starlette, server-rendered jinja2 pages, no JavaScript).

Routes: ``GET /`` pending and decided proposals; ``GET /proposals/{id}`` one proposal (trace,
arms, evidence, pack diff, verdict form); ``POST /proposals/{id}/verdict`` records a verdict and
redirects back (303), or shows the page again with the one-line error (400) and nothing appended.

Local-only safety, beyond binding 127.0.0.1 (``server.py``): requests whose Host header is not a
loopback name are refused (DNS rebinding), and every form carries a per-process token that a
POST must echo (another site open in the same browser cannot post a verdict).
"""
from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route
from starlette.templating import Jinja2Templates

from core import log_service
from core.errors import CoreError
from core.review import views
from core.signing import Signer

TEMPLATES = Path(__file__).resolve().parent / "templates"
LOOPBACK_NAMES = ["127.0.0.1", "localhost", "::1", "[::1]"]


def create_app(store: str, token: str | None = None, signer: Signer | None = None) -> Starlette:
    """The app for the log at ``store``; the log is opened per request, so CLI writes show up.

    ``signer`` is the reviewer's key (``core review --key FILE``): every verdict from the form is
    signed with it, through the same service as ``core verdict append``. Without one, verdicts are
    refused as unsigned (the page says so)."""
    templates = Jinja2Templates(directory=str(TEMPLATES))
    templates.env.filters["short"] = lambda s, n=12: (s or "")[:n]
    form_token = token or secrets.token_urlsafe(24)

    def read(fn, *args):
        with log_service.opened(store) as log:
            return fn(views.load(log), *args)

    def proposal_and_signing(st, pid):
        return {**views.proposal(st, pid), "signing": views.signing(st, signer)}

    def page(request: Request, name: str, context: dict[str, Any], status: int = 200) -> Response:
        return templates.TemplateResponse(request, name, {**context, "token": form_token}, status_code=status)

    async def home(request: Request) -> Response:
        try:
            data = await run_in_threadpool(read, views.index)
        except CoreError as exc:
            return PlainTextResponse(f"error: {exc}", status_code=500)
        return page(request, "index.html", {"d": data})

    async def show(request: Request) -> Response:
        pid = request.path_params["pid"]
        try:
            data = await run_in_threadpool(read, proposal_and_signing, pid)
        except CoreError as exc:
            return PlainTextResponse(f"error: {exc}", status_code=404)
        recorded = request.query_params.get("recorded")
        return page(request, "proposal.html", {"p": data, "error": "", "form": {}, "recorded": recorded,
                                               "signing": data["signing"]})

    async def verdict(request: Request) -> Response:
        pid = request.path_params["pid"]
        form = {k: str(v) for k, v in (await request.form()).items()}
        if not secrets.compare_digest(form.get("token", ""), form_token):
            return PlainTextResponse("error: stale or missing form token; reload the page", status_code=403)

        def record() -> tuple[int, str]:
            with log_service.opened(store) as log:
                full_id = views.proposal(views.load(log), pid)["id"]  # a URL prefix → the stable full id
                return views.submit(log, full_id, form, signer), full_id

        try:
            added, full_id = await run_in_threadpool(record)
        except CoreError as exc:
            try:
                data = await run_in_threadpool(read, proposal_and_signing, pid)
            except CoreError:
                return PlainTextResponse(f"error: {exc}", status_code=400)
            return page(request, "proposal.html", {"p": data, "error": str(exc), "form": form, "recorded": None,
                                                   "signing": data["signing"]}, status=400)
        return RedirectResponse(f"/proposals/{full_id}?recorded={added}", status_code=303)

    routes = [Route("/", home), Route("/proposals/{pid}", show),
              Route("/proposals/{pid}/verdict", verdict, methods=["POST"])]
    return Starlette(routes=routes, middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=LOOPBACK_NAMES)])
