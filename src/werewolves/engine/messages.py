"""The message catalogue: every text a player or host reads, keyed by message id.

The rules only ever name a message id and its parameters; this module turns them into words in
the reader's language, from the Fluent resources of ``werewolves.i18n`` (a new language is a
folder of resources with the same ids, with no change to the rules). Parameters that are lists
are joined with commas; a list of players keeps its order.
"""

from __future__ import annotations

import functools
import re
import reprlib
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from fluent.runtime.types import fluent_number

from ..i18n import CATALOG, join

# The engine's own messages are words in the reader's language: their texts are the Fluent
# resource ``i18n/locales/<language>/engine.ftl``, never Python. ``EN`` is the set of
# their keys, which the rules name.
EN: frozenset[str] = CATALOG.area_keys("engine")


# ---------------------------------------------------------------------------- quoting safely

# A parameter never reaches a screen with the characters that can forge or garble what a person
# reads: C0/C1 controls (terminal escapes, a line break that fakes a new line of the log), line
# and paragraph separators, and the bidi embeddings, overrides, isolates and marks that reorder
# the text after them. They are shown as escapes instead (\x1b, \n, \u202e). Letters of every
# script, emoji and their joiners are left alone: chat keeps its normal characters.
_UNSAFE = re.compile(
    r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
)
_NAMED_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}

USER_TEXT_MAX = 40  # how many characters of a quoted user text a message shows
ELLIPSIS = "\u2026"


class UserText(str):
    """Text a player or host typed (a name, a role, a value), quoted in a message.

    :func:`render` shows it shortened to :data:`USER_TEXT_MAX` characters, with an ellipsis, and
    with every control, invisible or text-direction character made visible.
    """

    __slots__ = ()


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = _REPR.maxlong = USER_TEXT_MAX * 2


def user_text(value: object) -> UserText:
    """Mark ``value`` (a name, a role, a line typed by a person) for quoting in a message; a
    value that is not text is quoted as :func:`user_value` shows it."""
    if isinstance(value, str):
        return UserText(value)
    return user_value(value)


def user_value(value: object) -> UserText:
    """A value of the wrong type (in a setup …) as Python writes it, briefly, for a message: a
    string in quotes, a huge number by its number of digits (writing it out could take seconds,
    or fail)."""
    if isinstance(value, int) and value.bit_length() > 256:
        digits = int(value.bit_length() * 0.30103) + 1  # log10(2): about this many digits
        return UserText(render("text.big_number", {"digits": digits}))
    try:
        return UserText(_REPR.repr(value))
    except Exception:  # a value whose repr fails is still shown as something
        return UserText(type(value).__name__)


_WORDS_SHOWN = 3  # how many items of a list ``in_words`` describes one by one


def in_words(value: object, _inner: bool = False, lang: str = "en") -> str:
    """A value of the wrong type (in a setup …) described in words for a host, never as Python
    writes it (no ``None``, ``['public']`` or ``('Eve', 'Citizen', 'x')`` in a
    refusal): text in quotes (shortened, every invisible character made visible), a whole number
    as its digits (a huge one by its number of digits), nothing as "nothing", a list by its
    length and its first few items; in ``lang``. The words are typed (:class:`InWords`): a
    message that quotes them reads them again in its reader's language."""
    return InWords(_in_words(value, _inner, lang), value, _inner)


class InWords(str):
    """:func:`in_words`'s description of a value, which keeps the value: :func:`render` writes it
    again in the reader's language."""

    __slots__ = ("inner", "value")
    value: object
    inner: bool

    def __new__(cls, text: str, value: object, inner: bool = False) -> InWords:
        made = super().__new__(cls, text)
        made.value, made.inner = value, inner
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return (str, (str(self),))

    def __deepcopy__(self, memo: dict[int, Any]) -> str:
        return str(self)


def _in_words(value: object, inner: bool, lang: str) -> str:
    def t(key: str, **params: Any) -> str:
        return render(key, params, lang)

    if value is None:
        return t("value.null")
    if isinstance(value, bool):
        return t("value.bool")
    if isinstance(value, str):
        return f"'{quote(value)}'"
    if isinstance(value, int):
        if value.bit_length() > 256:
            return render("text.big_number", {"digits": int(value.bit_length() * 0.30103) + 1},
                          lang)
        return str(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return t("value.not_finite")
        return t("value.number", value=f"{value:g}")
    if isinstance(value, (list, tuple)):
        if not value:
            return t("value.empty_list")
        head = t("value.list", count=len(value))
        if inner:
            return head
        shown = [_in_words(v, True, lang) for v in value[:_WORDS_SHOWN]]
        if len(value) > _WORDS_SHOWN:
            shown.append(t("value.more", count=len(value) - _WORDS_SHOWN))
        last = shown.pop()
        if shown:
            return t("value.list_of", head=head, shown=", ".join(shown), last=last)
        return t("value.list_one", head=head, last=last)
    if isinstance(value, dict):
        if not value:
            return t("value.empty_mapping")
        return t("value.mapping", count=len(value))
    if isinstance(value, (set, frozenset)):
        return t("value.set", count=len(value)) if value else t("value.empty_set")
    if isinstance(value, (bytes, bytearray)):
        return t("value.binary")
    return t("value.other")


def _escape(ch: str) -> str:
    if ch in _NAMED_ESCAPES:
        return _NAMED_ESCAPES[ch]
    n = ord(ch)
    if n < 0x100:
        return f"\\x{n:02x}"
    if n < 0x10000:
        return f"\\u{n:04x}"
    return f"\\U{n:08x}"


def visible(text: str) -> str:
    """``text`` with its control and text-direction characters shown as escapes."""
    if _UNSAFE.search(text) is None:
        return text
    return _UNSAFE.sub(lambda m: _escape(m.group()), text)


def _quoted_char(ch: str) -> str:
    # a quoted user text shows every invisible character: also the other format characters
    # (zero-width spaces …), unassigned and private-use code points and unusual spaces
    if _UNSAFE.match(ch):
        return _escape(ch)
    cat = unicodedata.category(ch)
    if cat[0] == "C" or (cat[0] == "Z" and ch != " "):
        return _escape(ch)
    return ch


def quote(text: str) -> str:
    """How a message shows a user text: at most :data:`USER_TEXT_MAX` characters (the last an
    ellipsis when it was cut), every invisible character made visible, escapes never cut."""
    pieces: list[str] = []
    length = 0
    for ch in text:  # a long text is read only as far as needed
        pieces.append(_quoted_char(ch))
        length += len(pieces[-1])
        if length > USER_TEXT_MAX:
            break
    if length <= USER_TEXT_MAX:
        return "".join(pieces)
    kept: list[str] = []
    length = 0
    for piece in pieces:
        if length + len(piece) > USER_TEXT_MAX - len(ELLIPSIS):
            break
        kept.append(piece)
        length += len(piece)
    return "".join(kept) + ELLIPSIS


_find_unsafe = _UNSAFE.search


def _fmt_one(value: Any) -> str:
    cls = value.__class__
    if cls is str:  # the common case first: render runs for every event anyone reads
        return value if _find_unsafe(value) is None else visible(value)
    if cls is int:
        return str(value)
    if isinstance(value, UserText):
        return quote(value)
    return visible(value if isinstance(value, str) else str(value))


def _fmt(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join([_fmt_one(v) for v in value]) if value else "nobody"
    return _fmt_one(value)


# the texts role families declare in their manifests (``Family.messages``), registered when a
# family is installed: a family's words live with its rules; the keys never clash (checked)
FAMILY_TEXTS: dict[str, str] = {}
# the sentences of the kinds of event role families record without a message, by kind (each
# family's ``events``), for explanations and the host's log
FAMILY_EVENTS: dict[str, str] = {}
# what a family's message tells its reader, by message id (each family's ``meanings``): the
# value of a :class:`~werewolves.engine.declarations.Meaning`
MEANINGS: dict[str, str] = {}
# what a message does to its reader, in one line a screen shows beside it ("what
# this means for you"), declared with the message (each family's ``to_you``), never worked out by
# a screen from a role's name. The key is a message id, or ``id@group`` for the engine's generic
# group messages told about one group (``group.joined@Grandma's house``), which a group's own
# sentence overrides; the sentence is filled in with the message's parameters like its text.
TO_YOU: dict[str, str] = {
    # R36: a group's members share its channel
    "group.joined": "You now read and write in the {group}'s channel, with its other members.",
}


# the words role files give in other languages (a file's ``texts: {de: ...}``), by language: a
# told text's message id (made of all its words, so two files never share one) or ``role:NAME``
# for a role's name. Read after the Fluent resources and before the file's English words.
LANGUAGE_TEXTS: dict[str, dict[str, str]] = {}


def register_language_texts(lang: str, texts: Mapping[str, str]) -> None:
    """Add a role file's words in ``lang`` (a role's name: the last file loaded that names it)."""
    LANGUAGE_TEXTS.setdefault(lang, {}).update(texts)


def register_texts(owner: str, texts: Mapping[str, str] | tuple[str, ...]) -> None:
    """Add a family's messages: ids whose words the Fluent resources hold (ValueError when the
    English resources lack one), or ids with their English texts (a role file's: ValueError
    when a key is already another text or one of the resources')."""
    if not isinstance(texts, Mapping):
        for key in texts:
            if key in EN:
                raise ValueError(f"{owner} declares the message {key!r}, already the engine's")
            if not CATALOG.has(key):
                raise ValueError(f"{owner} declares the message {key!r}, which has no words in "
                                 "the English resources (i18n/locales/en)")
        return
    for key, text in texts.items():
        if key in EN or CATALOG.has(key):
            raise ValueError(f"{owner} declares the message {key!r}, already the resources'")
        known = FAMILY_TEXTS.get(key)
        if known is not None and known != text:
            raise ValueError(f"{owner} declares the message {key!r}, already another text")
        FAMILY_TEXTS[key] = text


def register_events(owner: str, words: Mapping[str, str] | tuple[str, ...]) -> None:
    """Add a family's kinds of event recorded without a message: kinds whose sentences the
    Fluent resources hold (``event.KIND``; ValueError when the English resources lack one), or
    kinds with their English sentences (a role file's; ValueError when a kind is already
    worded otherwise)."""
    if not isinstance(words, Mapping):
        for kind in words:
            if not CATALOG.has(f"event.{kind}"):
                raise ValueError(f"{owner} records the event {kind!r}, which has no sentence in "
                                 "the English resources (i18n/locales/en/events.ftl)")
        return
    for kind, text in words.items():
        known = FAMILY_EVENTS.get(kind)
        if known is not None and known != text:
            raise ValueError(f"{owner} words the event {kind!r}, already worded otherwise")
        FAMILY_EVENTS[kind] = text


def register_meanings(owner: str, meanings: dict[str, Any] | Any) -> None:
    """Add what a family's messages tell their readers; ValueError on a second meaning."""
    for key, meaning in dict(meanings).items():
        value = getattr(meaning, "value", meaning)
        known = MEANINGS.get(key)
        if known is not None and known != value:
            raise ValueError(f"{owner} gives the message {key!r} a second meaning")
        MEANINGS[key] = str(value)


def register_to_you(owner: str, sentences: dict[str, str] | Any) -> None:
    """Add what a family's messages do to their readers; ValueError on a second sentence."""
    for key, text in dict(sentences).items():
        known = TO_YOU.get(key)
        if known is not None and known != text:
            raise ValueError(f"{owner} says what the message {key!r} does twice, otherwise")
        TO_YOU[key] = text


def to_you_key(msg: str) -> str:
    """The catalogue key of the ``TO_YOU`` sentence of ``msg`` (``group.joined@house`` →
    ``to_you.group.joined.for.house``: a group's name as a slug)."""
    head, _, group = msg.partition("@")
    return "to_you." + head + (".for." + re.sub(r"[^a-z0-9]+", "_", group.lower()).strip("_")
                               if group else "")


def to_you(msg: str | None, params: dict[str, Any], lang: str = "en") -> str | None:
    """What message ``msg`` does to its reader, in one line in the reader's language ``lang``
    (its declared ``TO_YOU`` sentence with the parameters filled in: the group's own first),
    or None when it declares none. The words come from the resources (roles.ftl ``to_you-…``);
    a sentence they lack (a role file's) reads as declared."""
    if msg is None:
        return None
    group = params.get("group")
    which = f"{msg}@{group}" if group is not None and f"{msg}@{group}" in TO_YOU else msg
    template = TO_YOU.get(which)
    if template is None:
        return None
    if CATALOG.has(to_you_key(which)):
        return render(to_you_key(which), params, lang)
    return template.format_map(_Params({k: _fmt(v) for k, v in params.items()}))


def render(msg: str | None, params: dict[str, Any], lang: str = "en") -> str:
    """The words of message ``msg`` in language ``lang`` with its parameters filled in.

    The words come from the Fluent resources (``lang``'s, else English), then from the texts a
    role family or role file declared. Every parameter is shown safely: control and
    text-direction characters as escapes, and a :class:`UserText` shortened as :func:`quote`
    says. A parameter the message names but was not given stays visible as ``{name}``.
    """
    if msg is None:
        return ""
    if lang != "en":
        params = localized_params(params, lang)
    prepared = tuple((k, _arg(v, lang)) for k, v in params.items())
    if CATALOG.has(msg, lang):
        return _fluent(msg, prepared, lang)
    if CATALOG.has(msg):
        return _fluent(msg, prepared, "en")
    template = LANGUAGE_TEXTS.get(lang, {}).get(msg) if lang != "en" else None
    if template is None:
        template = FAMILY_TEXTS.get(msg)
    if template is None:
        return f"[{msg}] " + ", ".join(f"{k}={v}" for k, v in prepared)
    return template.format_map(_Params({k: str(v) for k, v in prepared}))


# the same message with the same parameters reads the same: a view drawn again costs a lookup
@functools.lru_cache(maxsize=1 << 15)
def _fluent(msg: str, prepared: tuple[tuple[str, str | int], ...], lang: str) -> str:
    args = dict(prepared)
    for missing in CATALOG.needs(msg, lang) - args.keys():
        args[missing] = "{" + missing + "}"
    return CATALOG.text(msg, {k: _number(v) for k, v in args.items()}, lang)


def _arg(value: Any, lang: str) -> str | int:
    # a whole number stays a number (a message's plural reads it); anything else is its safe
    # text. A list of players reads in the language's own list pattern ("A, B und C"); English
    # keeps the comma list its texts were written with.
    if value.__class__ is int:
        return value
    if lang != "en" and value.__class__ is InWords:
        return _fmt(_in_words(value.value, value.inner, lang))
    if lang != "en" and isinstance(value, (list, tuple)):
        return join([_fmt_one(v) for v in value], lang) if value else CATALOG.text(
            "word.nobody", {}, lang)
    return _fmt(value)


def _number(value: str | int) -> Any:
    # no digit grouping: a seed or an event number is written as it is typed
    return fluent_number(value, useGrouping=False) if isinstance(value, int) else value


# The parameters that hold a role's name (the log keeps the English name, the role's id in
# commands): a reader of another language reads the name of the role book's card in their
# language (``role-SLUG`` in cards.ftl), found through the English name, so a log recorded
# before reads the same way. A phase's name (``Day 1``) reads as the reader's phase.
# A team's name (``team``, ``town``) likewise reads as the cards' ``team-SLUG``.
ROLE_PARAMS = frozenset({"role", "roles", "wolf", "was"})
TEAM_PARAMS = frozenset({"team", "town", "teams"})
_PHASE_PARAMS = frozenset({"phase", "since", "until"})
# parameters that hold a card's English text (a dealt role's summary)
_CARD_PARAMS = frozenset({"summary"})


@functools.cache
def _card_keys(prefix: str) -> dict[str, str]:
    """Each English name of the cards' ``prefix`` messages (``role.``, ``team.``) with its key
    (``role.seer``)."""
    out: dict[str, str] = {}
    for key in sorted(CATALOG.area_keys("cards")):
        if key.startswith(prefix) and key.count(".") == 1:
            out.setdefault(CATALOG.text(key), key)
    return out


def _card_words(prefix: str, name: Any, lang: str) -> Any:
    if lang == "en" or not isinstance(name, str):
        return name
    key = _card_keys(prefix).get(name)
    if key is None and prefix == "team.":
        # a team's key as an event records it (``wolves``, ``white wolves``: ``team-KEY``)
        slug = "team." + name.replace(" ", "_")
        key = slug if slug in CATALOG.area_keys("cards") else None
    if key is None:
        # a role file's role, in the words its file gives for the language
        return LANGUAGE_TEXTS.get(lang, {}).get("role:" + name, name) if prefix == "role." else name
    got = CATALOG.render(key, {}, lang)
    return name if got is None or got.lang != lang else got.text


@functools.cache
def _local_names(prefix: str) -> dict[str, str]:
    """Each name the cards of a language other than English give a ``prefix`` message (a
    role's „Wahrsager“), lower case, with the English name it stands for; a name two roles
    share in some language is left out (it would name neither)."""
    out: dict[str, str] = {}
    shared: set[str] = set()
    for english, key in _card_keys(prefix).items():
        for lang in CATALOG.languages:
            got = CATALOG.render(key, {}, lang)
            if lang == "en" or got is None or got.lang != lang:
                continue
            low = " ".join(got.text.split()).lower()
            if out.get(low, english) != english:
                shared.add(low)
            out[low] = english
    return {k: v for k, v in out.items() if k not in shared}


def english_role_name(name: str) -> str | None:
    """The English name of the role some language's cards call ``name`` in any case
    („Wahrsager“ → ``Fortune Teller``): a translated name is an alias wherever a person names
    a role; None when no language names a role so."""
    return _local_names("role.").get(" ".join(name.split()).lower())


@functools.cache
def _card_texts() -> dict[str, str]:
    """Each English text of the cards resource (a role's summary, an ability's help …) and of
    the abilities' declarations (roles.ftl ``declaration-…``: a warning), its spaces as one,
    with its key (the first, when two say the same)."""
    out: dict[str, str] = {}
    declared = sorted(k for k in CATALOG.area_keys("roles") if k.startswith("declaration."))
    for key in [*sorted(CATALOG.area_keys("cards")), *declared]:
        out.setdefault(" ".join(CATALOG.text(key).split()), key)
    return out


def card_text(text: Any, lang: str = "en") -> Any:
    """An English text of the role book's cards (a summary in a dealt role's message, an
    action's help, a declaration's warning) in ``lang``; any other value as it is (a role
    file's own words)."""
    if lang == "en" or not isinstance(text, str):
        return text
    key = _card_texts().get(" ".join(text.split()))
    if key is None:
        return text
    got = CATALOG.render(key, {}, lang)
    return text if got is None or got.lang != lang else got.text


def role_words(name: Any, lang: str = "en") -> Any:
    """A role's English name as the card of ``lang`` names it (``Seer`` → „Seherin“); any other
    value (a role file's role the language does not name, a player's name) as it is."""
    return _card_words("role.", name, lang)


def team_words(name: Any, lang: str = "en") -> Any:
    """A team's English name, or its key, as the cards of ``lang`` name it (``Werewolves``,
    ``wolves`` → „Werwölfe“)."""
    return _card_words("team.", name, lang)


_WIN = re.compile(r"^the (?P<team>.+?) win(?P<rest> \(.*\))?$")
_TIE = "a tie between the "


def reason_words(reason: Any, lang: str = "en") -> Any:
    """Why a game ended (an outcome's reason, English in the log: ``the Werewolves win``, ``a
    tie between the Townsfolk and the Flute``, ``the host ended the game``, ``3 phases in a row
    have passed with nobody dying``) in ``lang``; a reason it does not recognise as it is (a
    winner's own words after the team stay as recorded)."""
    if lang == "en" or not isinstance(reason, str):
        return reason
    win = _WIN.match(reason)
    if win is not None:
        said = render("result.reason_win", {"team": team_words(win.group("team"), lang)}, lang)
        return said + (win.group("rest") or "")
    if reason.startswith(_TIE):
        teams = [team_words(t, lang) for t in reason[len(_TIE):].split(" and the ")]
        return render("result.reason_tie", {"teams": teams}, lang)
    if reason == CATALOG.text("game.host_ended"):
        return render("game.host_ended", {}, lang)
    stalled = re.fullmatch(r"(\d+) phases in a row have passed with nobody dying", reason)
    if stalled is not None:
        return render("game.stalled", {"count": int(stalled.group(1))}, lang)
    return reason


# ------------------------------------------------------- verbs and groups as a reader reads them

# A verb stays what a player types and what the log holds (``attack``); a screen shows its label,
# ``verb-VERB`` of names.ftl, in the reader's language. A label of any language names its verb
# wherever a player types one (``Angreifen Bob``), as a role's translated name names its role.
_VERB_LABEL_WORDS = 3  # the most words a label may have and still be typed as its verb


def verb_label(verb: str, lang: str = "en") -> str:
    """The label of ``verb`` in ``lang`` (``attack`` → „Angreifen“; English ``Attack``); a verb
    no resource names (a role file's own) with its first letter capitalised."""
    got = CATALOG.render(f"verb.{verb}", {}, lang) if _FLUENT_WORD.fullmatch(verb) else None
    return got.text if got is not None else verb[:1].upper() + verb[1:]


_FLUENT_WORD = re.compile(r"[a-z][a-z0-9_]*")


def verb_in_text(verb: str, lang: str = "en") -> str:
    """``verb`` as a sentence of ``lang`` names it (its label's ``.in_text``: English ``attack``,
    „Angreifen“); a verb no resource names as it is typed."""
    got = (CATALOG.attribute(f"verb.{verb}", "in_text", {}, lang)
           if _FLUENT_WORD.fullmatch(verb) else None)
    return got.text if got is not None else verb


def _label_key(words: str) -> str:
    return " ".join(words.split()).lower()


@functools.cache
def _verb_aliases() -> dict[str, str]:
    """Each label of a verb in any language, lower case, with the verb it names; a label two
    verbs share in some language, or that is itself another verb, is left out (it would name
    neither)."""
    verbs = {key[len("verb."):] for key in CATALOG.area_keys("names") if key.startswith("verb.")}
    out: dict[str, str] = {}
    shared: set[str] = set()
    for verb in sorted(verbs):
        for lang in CATALOG.languages:
            got = CATALOG.render(f"verb.{verb}", {}, lang)
            if got is None or got.lang != lang:
                continue
            low = _label_key(got.text)
            if low == verb:
                continue
            if out.get(low, verb) != verb or low in verbs:
                shared.add(low)
            out[low] = verb
    return {k: v for k, v in out.items() if k not in shared}


def verb_of(words: list[str]) -> tuple[str, int] | None:
    """The verb the first words of a command name by a label (``["Angreifen", "Bob"]`` →
    ``("attack", 1)``, ``["Abstimmen", "2", "Bob"]`` → ``("vote2", 2)``): the verb and how many
    words its label took, the longest label first; None when they start with no label."""
    aliases = _verb_aliases()
    for n in range(min(_VERB_LABEL_WORDS, len(words)), 0, -1):
        verb = aliases.get(_label_key(" ".join(words[:n])))
        if verb is not None:
            return verb, n
    return None


GROUP_PARAMS = frozenset({"group"})
VERB_PARAMS = frozenset({"verb"})
_NUMBERED = re.compile(r"^(?P<base>.+) (?P<n>[2-9]|[1-9][0-9]+)$")


@functools.cache
def _group_patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each English ``group-name-…`` message as a pattern matching the group names it gives
    (its variables as the text they hold), with its key: the English resource is the mapping
    from a recorded group's name to its words in any language."""
    out: list[tuple[re.Pattern[str], str]] = []
    for key in sorted(CATALOG.area_keys("names")):
        if not key.startswith("group.name."):
            continue
        needs = sorted(CATALOG.needs(key))
        english = CATALOG.text(key, {v: f"\x00{v}\x00" for v in needs})
        parts = re.split("\x00(\\w+)\x00", english)
        pattern = "".join(
            re.escape(part) if i % 2 == 0 else f"(?P<{part}>.+?)" for i, part in enumerate(parts)
        )
        out.append((re.compile(f"^{pattern}$"), key))
    # the names with no variable first: an exact name is never read as a pattern's
    out.sort(key=lambda pk: pk[0].groups > 0)
    return tuple(out)


def group_words(name: Any, lang: str = "en") -> Any:
    """A group's name as the log holds it (``wolfpack``, ``lovers 2``, ``seance of Ann``, ``Mayor
    office``) in ``lang`` („Rudel“, „Liebespaar 2“, „Séance von Ann“, „Bürgermeisteramt“);
    a name no English ``group-name-…`` message gives (a role file's group) as it is."""
    if lang == "en" or not isinstance(name, str):
        return name
    for pattern, key in _group_patterns():
        m = pattern.match(name)
        if m is None:
            continue
        params = {k: role_words(v, lang) if k == "office" else v for k, v in m.groupdict().items()}
        got = CATALOG.render(key, params, lang)
        return name if got is None or got.lang != lang else got.text
    numbered = _NUMBERED.match(name)
    if numbered is not None:
        base = group_words(numbered.group("base"), lang)
        if base != numbered.group("base"):
            return render("group.numbered", {"group": base, "n": numbered.group("n")}, lang)
    return name


# The chat's own channels (the town square, the dead's channel) have names the log keeps in
# English (``channel-*`` of names.ftl is the mapping); a group's channel is named by its group,
# and a conspiracy channel (``#…``) by the words its owner chose.
@functools.cache
def _channel_keys() -> dict[str, str]:
    return {CATALOG.text(key): key for key in sorted(CATALOG.area_keys("names"))
            if key.startswith("channel.")}


def channel_words(name: Any, lang: str = "en") -> Any:
    """A channel's id (``town square``, ``dead``, ``wolfpack``, ``lovers 2``) in ``lang``
    („Dorfplatz“, „Tote“, „Rudel“, „Liebespaar 2“); a conspiracy channel's or a role file's
    group's name as it is."""
    if lang == "en" or not isinstance(name, str) or name.startswith("#"):
        return name
    key = _channel_keys().get(name)
    if key is not None:
        return CATALOG.text(key, {}, lang)
    return group_words(name, lang)


def channel_of(typed: str, channels: Sequence[str]) -> str | None:
    """Which of ``channels`` (their ids) ``typed`` names: its id, or its name in any language
    („Dorfplatz“, „Rudel“), case and spaces aside; None when it names none of them, or a name
    two of them share in some language."""
    want = " ".join(typed.split()).lower()
    for c in channels:
        if c.lower() == want:
            return c
    found = {c for c in channels for lang in CATALOG.languages
             if " ".join(str(channel_words(c, lang)).split()).lower() == want}
    return found.pop() if len(found) == 1 else None


# R7: when an ability may be used, as a wrong-phase refusal names it. The refusal keeps the
# English words (``during the day from Day 1``, made from ``when-*`` of explain.ftl); a reader
# reads them through that English resource in their own language.
def when_text(when: str, from_phase: str | None = None) -> str:
    """The English words of an ability's ``when`` (``day``, ``night``, ``any``), with the phase
    it is first used in when there is one (``during the day from Day 1``)."""
    words = CATALOG.text(f"when.{when}")
    if from_phase is None:
        return words
    return CATALOG.text("when.from", {"when": words, "phase": from_phase})


@functools.cache
def _when_keys() -> dict[str, str]:
    return {CATALOG.text(f"when.{w}"): f"when.{w}" for w in ("day", "night", "any")}


def when_words(value: Any, lang: str = "en") -> Any:
    """When an ability may be used, as :func:`when_text` wrote it in English, in ``lang``
    („tagsüber ab Tag 1“); a value it does not recognise as it is."""
    if lang == "en" or not isinstance(value, str):
        return value
    keys = _when_keys()
    if value in keys:
        return CATALOG.text(keys[value], {}, lang)
    joiner = CATALOG.text("when.from", {"when": "\x00", "phase": "\x00"}).split("\x00")[1]
    when, sep, phase = value.rpartition(joiner)
    if not sep or when not in keys:
        return value
    from .phases import phase_words_of

    return CATALOG.text("when.from", {"when": CATALOG.text(keys[when], {}, lang),
                                      "phase": phase_words_of(phase, lang)}, lang)


def localized_params(params: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """``params`` with the English words the log holds (role names, phase names) in ``lang``."""
    out = dict(params)
    for k, v in params.items():
        if k in ROLE_PARAMS or k in TEAM_PARAMS:
            words = role_words if k in ROLE_PARAMS else team_words
            if isinstance(v, (list, tuple)):
                out[k] = [words(x, lang) for x in v]
            elif isinstance(v, str):
                out[k] = words(v, lang)
        elif k in GROUP_PARAMS:
            out[k] = group_words(v, lang)
        elif k in ("channel", "channels"):
            out[k] = ([channel_words(x, lang) for x in v] if isinstance(v, (list, tuple))
                      else channel_words(v, lang))
        elif k in VERB_PARAMS and isinstance(v, str):
            # a verb in a sentence as the reader's language names it (what may be typed too)
            out[k] = verb_in_text(v, lang)
        elif k == "reason":
            out[k] = reason_words(v, lang)
        elif k == "when":
            out[k] = when_words(v, lang)
        elif k in _CARD_PARAMS:
            out[k] = card_text(v, lang)
        elif k in _PHASE_PARAMS and isinstance(v, str):
            from .phases import phase_words_of

            out[k] = phase_words_of(v, lang)
    return out


class _Params(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Deferred:
    """A catalogue entry with its parameters, written out only when it is read (``str()``)."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, params: dict[str, Any]) -> None:
        self.key = key
        self.params = params

    def __str__(self) -> str:
        return render(self.key, self.params)

    def __repr__(self) -> str:
        return f"Deferred({self.key!r}, {self.params!r})"


def deferred(msg: str, params: dict[str, Any]) -> Deferred:
    """The words of ``msg`` with ``params``, written out when first read (see ``Refusal``)."""
    return Deferred(msg, params)
