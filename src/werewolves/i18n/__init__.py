"""Every word a person reads, in that person's language: Project Fluent resources.

The rules name a message by its key and parameters (``refuse.unknown_player`` with ``name``);
this package turns a key into words in one language. The words live in Fluent resources,
``locales/<language>/<area>.ftl`` beside this file (areas: engine, roles, web, discord, cli,
scenario, report), never in Python. A language is a folder: adding one needs no code
(docs/translating.md).

- **Ids.** A key's dots become hyphens (``refuse.unknown_player`` is the Fluent id
  ``refuse-unknown_player``): a Fluent id may not hold a dot, and no key holds a hyphen, so the
  mapping goes both ways (``fluent_id`` / ``key_of``).
- **Fallback.** A message a language lacks is read in English (the project's own language, which
  has every id): a player never sees a bare id. ``Catalog.text`` says which language answered,
  so a test can require that none fell back.
- **Parameters.** Numbers stay numbers, so a message's plural selector (``{ $count -> [one] …
  *[other] … }``) and the locale's number format apply; a list of names is joined by the
  locale's own list pattern (``Anna, Bob und Cleo``); everything else is text.
- **Per reader.** The language is the reader's (``negotiate`` reads an ``Accept-Language``
  header, a ``LANG`` value such as ``de_DE.UTF-8`` or a list), never the game's: one table may
  mix languages.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from babel.core import UnknownLocaleError
from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

DEFAULT = "en"
LOCALES = Path(__file__).resolve().parent / "locales"
# a language folder's name: ``en``, ``de``, ``pt-BR`` (BCP 47's language and region)
_LANG = re.compile(r"^[a-z]{2,3}(-[A-Z]{2})?$")


def fluent_id(key: str) -> str:
    """The Fluent id of catalogue key ``key`` (its dots as hyphens)."""
    return key.replace(".", "-")


def key_of(fid: str) -> str:
    """The catalogue key of Fluent id ``fid`` (the inverse of :func:`fluent_id`)."""
    return fid.replace("-", ".")


def rule_id(rule: str) -> str:
    """The Fluent id of a rule's words in the rule book (``rules.ftl``): ``rule-`` and the rule
    id with its dots as hyphens, its spaces as ``_`` and any other character a Fluent id may
    not hold as ``_uXXXX`` (a seed sentence ``Sn.m`` → ``rule-Sn-m``, ``Flute Player`` →
    ``rule-Flute_Player``). scripts/rules_ftl.py refuses two rules of one id, so each id names
    one rule."""
    out = []
    for ch in rule:
        if ch == ".":
            out.append("-")
        elif ch == " ":
            out.append("_")
        elif ch.isascii() and (ch.isalnum() or ch == "-"):
            out.append(ch)
        else:
            out.append(f"_u{ord(ch):04x}")
    return "rule-" + "".join(out)


def parse_accept_language(header: str) -> list[str]:
    """The languages an ``Accept-Language`` header asks for, the most wanted first (q=0 and
    malformed entries dropped; equal weights keep their order)."""
    wanted: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")):
        tag, _, rest = part.strip().partition(";")
        tag = tag.strip()
        if not tag or not re.fullmatch(r"[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*|\*", tag):
            continue
        q = 1.0
        for param in rest.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = -1.0
        if 0 < q <= 1:
            wanted.append((-q, i, tag))
    return [tag for _, _, tag in sorted(wanted)]


def _candidates(wanted: str | Iterable[str] | None) -> list[str]:
    """Language tags from a header, a ``LANG`` value or a list, in the order asked."""
    if wanted is None:
        return []
    if isinstance(wanted, str):
        if "," in wanted or ";" in wanted:
            return parse_accept_language(wanted)
        # LANG / LC_ALL: ``de_DE.UTF-8``, ``de_DE@euro``; a Discord locale: ``de``, ``en-US``
        return [wanted.split(".")[0].split("@")[0].replace("_", "-")]
    return [w for item in wanted for w in _candidates(item)]


@dataclass(frozen=True)
class Rendered:
    """A message's words and the language that gave them (``DEFAULT`` when the reader's
    language lacks the message)."""

    text: str
    lang: str


class Catalog:
    """The Fluent resources under one folder, one bundle a language."""

    def __init__(self, root: Path = LOCALES) -> None:
        self.root = root
        self._bundles: dict[str, FluentBundle] = {}
        self._needs: dict[str, dict[str, frozenset[str]]] = {}

    @cached_property
    def languages(self) -> tuple[str, ...]:
        """The languages with at least one resource, English first."""
        found = sorted(
            p.name for p in self.root.iterdir()
            if p.is_dir() and _LANG.match(p.name) and any(p.glob("*.ftl"))
        ) if self.root.is_dir() else []
        return tuple(sorted(found, key=lambda lang: lang != DEFAULT))

    def negotiate(self, wanted: str | Iterable[str] | None) -> str:
        """The best language of this catalogue for what a reader asked (an ``Accept-Language``
        header, a ``LANG`` value, a Discord locale or a list of them): an exact match first,
        then the same language of another region (``de-AT`` reads ``de``); English otherwise."""
        have = {lang.lower(): lang for lang in self.languages}
        for tag in _candidates(wanted):
            low = tag.lower()
            if low in have:
                return have[low]
            base = low.split("-")[0]
            if base in have:
                return have[base]
        return DEFAULT

    def resources(self, lang: str) -> list[Path]:
        return sorted((self.root / lang).glob("*.ftl")) if lang in self.languages else []

    def bundle(self, lang: str) -> FluentBundle:
        """The bundle of ``lang``'s resources (read once)."""
        if lang not in self._bundles:
            # no isolation marks: our texts go to terminals, Discord and pages that show them as
            # characters; the parameters are made safe before they get here
            b = FluentBundle([lang], use_isolating=False)
            for path in self.resources(lang):
                b.add_resource(FluentResource(path.read_text(encoding="utf-8")))
            self._bundles[lang] = b
        return self._bundles[lang]

    def area_keys(self, area: str, lang: str = DEFAULT) -> frozenset[str]:
        """The catalogue keys of the messages in ``lang``'s resource for ``area``."""
        path = self.root / lang / f"{area}.ftl"
        if not path.is_file():
            return frozenset()
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        return frozenset(key_of(e.id.name) for e in resource.body if isinstance(e, ast.Message))

    def needs(self, key: str, lang: str = DEFAULT) -> frozenset[str]:
        """The variables ``key``'s message uses in ``lang`` (empty when it has none)."""
        if lang not in self._needs:
            self._needs[lang] = self.variables(lang)
        return self._needs[lang].get(fluent_id(key), frozenset())

    def has(self, key: str, lang: str = DEFAULT) -> bool:
        return self.bundle(lang).has_message(fluent_id(key))

    def render(self, key: str, params: Mapping[str, Any], lang: str = DEFAULT) -> Rendered | None:
        """The words of ``key`` in ``lang`` (English when ``lang`` lacks it), or None when no
        resource has it."""
        for source in dict.fromkeys((lang, DEFAULT)):
            b = self.bundle(source)
            fid = fluent_id(key)
            if b.has_message(fid):
                message = b.get_message(fid)
                if message.value is None:
                    continue
                text, _errors = b.format_pattern(message.value, self._args(params, source))
                return Rendered(str(text), source)
        return None

    def attribute(self, key: str, attr: str, params: Mapping[str, Any] | None = None,
                  lang: str = DEFAULT) -> Rendered | None:
        """The words of attribute ``attr`` of ``key``'s message (``verb-attack`` ``.in_text``) in
        ``lang`` (English when ``lang``'s message lacks it), or None when no resource has it."""
        for source in dict.fromkeys((lang, DEFAULT)):
            b = self.bundle(source)
            fid = fluent_id(key)
            if b.has_message(fid):
                pattern = b.get_message(fid).attributes.get(attr)
                if pattern is None:
                    continue
                text, _errors = b.format_pattern(pattern, self._args(params or {}, source))
                return Rendered(str(text), source)
        return None

    def text(self, key: str, params: Mapping[str, Any] | None = None, lang: str = DEFAULT) -> str:
        """The words of ``key``, or the key itself in brackets when no resource has it (never a
        traceback for a missing text)."""
        got = self.render(key, params or {}, lang)
        return got.text if got is not None else f"[{key}]"

    @staticmethod
    def _args(params: Mapping[str, Any], lang: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, value in params.items():
            if isinstance(value, bool) or value is None:
                out[name] = str(value).lower() if value is not None else ""
            elif isinstance(value, (int, float)):
                out[name] = value
            elif isinstance(value, (list, tuple)):
                out[name] = join(value, lang)
            else:
                out[name] = str(value)
        return out

    # -- completeness: what a translation must match ------------------------------------------

    def variables(self, lang: str) -> dict[str, frozenset[str]]:
        """Each message id of ``lang`` with the variables its value and attributes use."""
        out: dict[str, frozenset[str]] = {}
        for path in self.resources(lang):
            resource = FluentParser().parse(path.read_text(encoding="utf-8"))
            for entry in resource.body:
                if isinstance(entry, ast.Message | ast.Term):
                    prefix = "-" if isinstance(entry, ast.Term) else ""
                    out[prefix + entry.id.name] = frozenset(_variables_of(entry))
        return out

    def attributes(self, lang: str) -> dict[str, frozenset[str]]:
        """Each message id of ``lang`` with the names of its attributes."""
        out: dict[str, frozenset[str]] = {}
        for path in self.resources(lang):
            for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message):
                    out[entry.id.name] = frozenset(a.id.name for a in entry.attributes)
        return out

    def problems(self, lang: str, base: str = DEFAULT) -> list[str]:
        """What keeps ``lang`` from being complete against ``base``, one sentence each: a
        resource that does not parse, a message missing or extra, a variable missing or
        unknown, an attribute missing or unknown. Empty: complete."""
        out: list[str] = []
        for path in self.resources(lang):
            for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Junk):
                    content = (entry.content or "").strip()
                    first = content.splitlines()[0] if content else ""
                    out.append(f"{lang}/{path.name} does not parse near: {first[:80]}")
        mine, theirs = self.variables(lang), self.variables(base)
        mine_attrs, their_attrs = self.attributes(lang), self.attributes(base)
        for fid in sorted(mine_attrs.keys() & their_attrs.keys()):
            for attr in sorted(their_attrs[fid] - mine_attrs[fid]):
                out.append(f"{lang} message {fid} has no attribute .{attr} (in {base})")
            for attr in sorted(mine_attrs[fid] - their_attrs[fid]):
                out.append(f"{lang} message {fid} has an attribute .{attr} that {base} does not")
        for fid in sorted(theirs.keys() - mine.keys()):
            out.append(f"{lang} has no message {fid} (in {base})")
        for fid in sorted(mine.keys() - theirs.keys()):
            out.append(f"{lang} has a message {fid} that {base} does not")
        for fid in sorted(mine.keys() & theirs.keys()):
            if mine[fid] != theirs[fid]:
                lost = ", ".join(f"${v}" for v in sorted(theirs[fid] - mine[fid]))
                new = ", ".join(f"${v}" for v in sorted(mine[fid] - theirs[fid]))
                said = "; ".join(s for s in (lost and f"lacks {lost}", new and f"adds {new}") if s)
                out.append(f"{lang} message {fid} {said}")
        return out


def _variables_of(node: Any) -> set[str]:
    """The variable names a Fluent syntax node references, at any depth."""
    found: set[str] = set()

    def visit(n: Any) -> None:
        if isinstance(n, ast.VariableReference):
            found.add(n.id.name)
        if isinstance(n, ast.BaseNode):
            for value in vars(n).values():
                if isinstance(value, list):
                    for item in value:
                        visit(item)
                else:
                    visit(value)

    visit(node)
    return found


def join(items: Sequence[Any], lang: str = DEFAULT) -> str:
    """Names joined by the locale's list pattern (``Anna, Bob and Cleo`` / ``Anna, Bob und
    Cleo``)."""
    words = [str(i) for i in items]
    if not words:
        return ""
    try:
        return format_list(words, locale=lang.replace("-", "_"))
    except (ValueError, LookupError, UnknownLocaleError):
        return format_list(words, locale=DEFAULT)


CATALOG = Catalog()
