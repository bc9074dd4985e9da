"""The browser app: pages rendered on the server (Jinja2) and one small client.

The pages are a shell — headings, forms, labels, all from the reader's language's table
(:func:`strings.strings`, the ``web`` Fluent resource), chosen per request — that the
client (``static/app.js`` and the ES modules of ``static/js/``, a model and a view per page, no
build step) fills from the service's public API and WebSocket, exactly as any other client would:
the whole view once, then every socket push applied to the page's model (docs/web.md says why
this and not htmx). The only third-party code is ``static/vendor/qrcode-generator-2.0.4.mjs``
(MIT), vendored from its npm package by ``scripts/vendor.sh``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates

from ..clocks import CLOCKS, DEFAULT_CLOCK, length_text
from ..i18n import CATALOG
from .strings import LANG_COOKIE, flat, languages, reader_lang, strings

HERE = Path(__file__).resolve().parent
PAGES = ("play", "host", "watch")


def _script_json(value: Any) -> str:
    """JSON safe inside a <script> element (no '</' can close it early)."""
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")


def _clocks() -> list[dict[str, Any]]:
    """The clock's presets as the builder offers them: each with its lengths
    in the minutes its fields take and in words, the default marked."""

    def minutes(seconds: int) -> str:
        return f"{seconds / 60:g}"

    return [
        {
            "name": name,
            "default": name == DEFAULT_CLOCK,
            "day_minutes": minutes(c.day),
            "night_minutes": minutes(c.night),
            "day_text": length_text(c.day),
            "night_text": length_text(c.night),
        }
        for name, c in CLOCKS.items()
    ]


def install(app: FastAPI, version: str) -> None:
    """Add the pages and the static files to the service's app."""
    templates = Jinja2Templates(directory=str(HERE / "templates"))
    app.mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")
    clocks = _clocks()
    # each language's table and its JSON text, made once
    tables = {
        lang: (flat(strings(lang)), _script_json(strings(lang))) for lang in CATALOG.languages
    }

    def render(request: Request, name: str, page: dict[str, Any]) -> HTMLResponse:
        # the reader's language: the switch's cookie, else the browser's Accept-Language
        lang = reader_lang(request.cookies.get(LANG_COOKIE), request.headers.get("accept-language"))
        t, strings_json = tables[lang]
        return templates.TemplateResponse(
            request,
            name,
            {
                "t": t,
                "lang": lang,
                "languages": languages(),
                "switch_label": CATALOG.text("language.switch", {}, lang),
                "lang_cookie": LANG_COOKIE,
                "strings_json": strings_json,
                "page_json": _script_json({**page, "lang": lang}),
                "version": version,
                "clocks": clocks,
                "default_clock": next(c for c in clocks if c["default"]),
            },
        )

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def home(request: Request) -> HTMLResponse:
        return render(request, "home.html", {"page": "home"})

    for page in PAGES:

        def make(page: str) -> Any:
            async def view(request: Request, game_id: str) -> HTMLResponse:
                # the secret stays in the link's #fragment: the browser never sends it here
                return render(request, f"{page}.html", {"page": page, "game": game_id[:40]})

            return view

        app.add_api_route(
            f"/{page}/{{game_id}}",
            make(page),
            methods=["GET"],
            response_class=HTMLResponse,
            include_in_schema=False,
        )
