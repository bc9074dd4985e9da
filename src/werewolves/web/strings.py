"""Every word the browser app shows that does not come from the game itself, by key, in the
reader's language.

The game's own words (messages, refusals, role cards, explanations) come from the engine's
catalogue through the API, in the reader's language; these are the page's labels and buttons,
in the Fluent resource ``i18n/locales/<lang>/web.ftl`` (key ``roster.count`` is the id
``web-roster-count``: under ``web-``, so no other area's id can take it). A page gets the table
of its reader's language (:func:`strings`): each key's words with its variables left as
``{name}`` for the page to fill in, and a message whose words depend on a count (a Fluent
selector on a number) as its forms by plural category (``{"plural": "n", "forms": {"one": …,
"other": …}}``): the page picks one with the browser's ``Intl.PluralRules``. A test checks
that every key the pages use is here.

The reader's language (:func:`reader_lang`): the language switch's cookie when it names a
language we have, else the browser's ``Accept-Language``, else English.
"""

from __future__ import annotations

from functools import cache
from typing import Any, cast

from babel import Locale
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt
from fluent.syntax import FluentParser, ast

from ..i18n import CATALOG, DEFAULT, fluent_id, key_of

AREA = "web"
PREFIX = "web."
# the language switch's choice, remembered by the browser and sent with every request
LANG_COOKIE = "ww_lang"


def reader_lang(cookie: str | None, accept_language: str | None) -> str:
    """The language a page and the API answer a reader in: the switch's choice (the cookie)
    when we have it, else the best of the browser's ``Accept-Language``, else English."""
    if cookie and cookie in CATALOG.languages:
        return cookie
    return CATALOG.negotiate(accept_language) if accept_language else DEFAULT


def languages() -> list[dict[str, str]]:
    """The switch's entries: each language's tag and its name in itself."""
    return [{"lang": lang, "name": CATALOG.text("language.name", {}, lang)}
            for lang in CATALOG.languages]


class _Slot(FluentInt):
    """A count the page fills in: chooses a plural variant as the number it stands for and
    prints as the page's placeholder ``{name}``."""

    def __new__(cls, value: int, slot: str) -> _Slot:
        self = cast(_Slot, FluentInt.__new__(cls, value))
        self.slot = slot
        return self

    def __init__(self, value: int, slot: str) -> None:
        self.slot = slot

    def format(self, locale: Any) -> str:
        return f"{{{self.slot}}}"


def _selectors(lang: str) -> dict[str, tuple[set[str], set[str]]]:
    """Each web message id of ``lang`` with its variables and the ones a selector reads."""
    path = CATALOG.root / lang / f"{AREA}.ftl"
    if not path.is_file():
        return {}
    out: dict[str, tuple[set[str], set[str]]] = {}
    for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
        if isinstance(entry, ast.Message):
            used: set[str] = set()
            chosen: set[str] = set()
            _visit(entry, used, chosen)
            out[entry.id.name] = (used, chosen)
    return out


def _visit(n: Any, used: set[str], chosen: set[str]) -> None:
    """Collect the variables under ``n`` and the ones a selector reads."""
    if isinstance(n, ast.VariableReference):
        used.add(n.id.name)
    if isinstance(n, ast.SelectExpression) and isinstance(n.selector, ast.VariableReference):
        chosen.add(n.selector.id.name)
    if isinstance(n, ast.BaseNode):
        for value in vars(n).values():
            for item in value if isinstance(value, list) else [value]:
                _visit(item, used, chosen)


def _samples(lang: str) -> dict[str, int]:
    """A whole number of each of ``lang``'s plural categories (``one``: 1, ``other``: 2 …)."""
    rule = Locale.parse(lang.replace("-", "_")).plural_form
    out: dict[str, int] = {}
    for n in (*range(0, 200), 1000, 1000000):
        out.setdefault(rule(n), n)
    return out


def _words(lang: str, fid: str, shape: tuple[set[str], set[str]]) -> str | dict[str, Any]:
    bundle = CATALOG.bundle(lang)
    pattern = bundle.get_message(fid).value
    assert pattern is not None, fid  # every web message has a value
    used, chosen = shape

    def fill(args: dict[str, Any]) -> str:
        env = ResolverEnvironment(
            context=bundle, current=CurrentEnvironment(args=args), errors=[]
        )
        return str(pattern(env))

    plain = {v: f"{{{v}}}" for v in used}
    if not chosen:
        return fill(plain)
    # one count per message: the page picks the form by that number
    (count,) = sorted(chosen)[:1]
    forms = {
        category: fill({**plain, count: _Slot(n, count)})
        for category, n in _samples(lang).items()
    }
    return {"plural": count, "forms": forms}


@cache
def strings(lang: str = DEFAULT) -> dict[str, Any]:
    """The page's words in ``lang`` by key (a message ``lang`` lacks in English)."""
    english = _selectors(DEFAULT)
    own = _selectors(lang) if lang != DEFAULT else english
    out: dict[str, Any] = {}
    for fid in english:
        key = key_of(fid)[len(PREFIX):]
        source = lang if fid in own else DEFAULT
        out[key] = _words(source, fid, (own if source == lang else english)[fid])
    return out


def flat(table: dict[str, Any]) -> dict[str, str]:
    """A table as the server's templates read it: a count's words in their ``other`` form."""
    return {k: v if isinstance(v, str) else v["forms"]["other"] for k, v in table.items()}


def web_id(key: str) -> str:
    """The Fluent id of the page's key ``key``."""
    return fluent_id(PREFIX + key)


# The English table (tests and tools read it by this name).
STRINGS: dict[str, Any] = strings(DEFAULT)
