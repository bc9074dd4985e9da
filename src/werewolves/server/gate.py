"""One gate for everything a person sends, over HTTP and over a WebSocket alike.

A request body and a socket message go through the same steps before anything reads them:

1. the bytes are UTF-8 (a text frame or a body that is not is refused);
2. the text is JSON of at most :data:`MAX_DEPTH` levels of nesting, without ``NaN`` or
   ``Infinity`` and without numbers too long to read (:func:`parse`);
3. every string in it, keys included, is text a person can read: no lone surrogate, no control
   character (chat keeps its line breaks and tabs), no bidirectional override that would make a
   name or a line read backwards (:func:`check_tree`);
4. then the request's own model (``server/app.py``) checks each field's type and length, with
   the same models for a request and for the socket message that does the same thing.

A refusal names the field and says what was wrong, in a sentence; nothing is stored. The other
side of the gate is :func:`dumps`: whatever a game's log holds (a line stored before this gate
existed, a value written straight into the database), every answer can still be written as JSON.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from typing import Any

from ..game import MOVED_ON, NAME_MAX, moved_on_said

MAX_DEPTH = 32  # levels of nesting in one body or message; a command needs three
MAX_VALUES = 4096  # values in one body or message; the largest setup needs about 700

# Lone surrogates (not text at all), C0 and C1 controls and DEL, and the bidirectional
# embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): the characters a hostile
# name or line uses to break a screen, a log or an encoder. Written once, as regular-expression
# ranges, for the gate's own check and for the pattern the API's schema publishes.
_CONTROLS = r"\x00-\x1f\x7f-\x9f"
# the same, except that a chat line may hold line breaks (LF) and tabs; a carriage return,
# which lets a line overwrite itself on a terminal, is refused
_CONTROLS_IN_TEXT = r"\x00-\x08\x0b-\x1f\x7f-\x9f"
_DIRECTION = r"\u202a-\u202e\u2066-\u2069"
_SURROGATES = r"\ud800-\udfff"
_BAD_LINE = re.compile(f"[{_CONTROLS}{_DIRECTION}{_SURROGATES}]")
_BAD_TEXT = re.compile(f"[{_CONTROLS_IN_TEXT}{_DIRECTION}{_SURROGATES}]")
# What the OpenAPI schema says of every string a person sends (JSON Schema's ``pattern``, an
# ECMA-262 expression): the gate's refusals but for a lone surrogate, which a schema's pattern
# cannot name (validators refuse a pattern with one); docs/api.md lists that refusal instead.
# The schema only says it: the gate (check_tree) is what refuses.
LINE_PATTERN = f"^[^{_CONTROLS}{_DIRECTION}]*$"
TEXT_PATTERN = f"^[^{_CONTROLS_IN_TEXT}{_DIRECTION}]*$"  # the fields of MULTILINE_FIELDS
MULTILINE_FIELDS = frozenset({"text"})  # the fields that may hold several lines
# A role file's text is several lines too (setup.role_files.N.text)
ROLE_FILES = "role_files"


class Invalid(Exception):
    """A value the service cannot take (422), naming the field it was in."""

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


class Unreadable(Exception):
    """Bytes or text that are not JSON this service reads (400 over HTTP)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON may carry")


def parse(data: str | bytes, what: str = "body") -> Any:
    """The JSON value in ``data``, or :class:`Unreadable` with a sentence. The parser itself
    stops at Python's recursion limit (a ``RecursionError``, refused here); :func:`check_tree`
    refuses nesting deeper than :data:`MAX_DEPTH`."""
    if isinstance(data, bytes | bytearray):
        try:
            text = bytes(data).decode("utf-8")
        except UnicodeDecodeError:
            raise Unreadable(f"The {what} is not UTF-8 text.") from None
    else:
        text = data
    try:
        return json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise Unreadable(f"The {what} is JSON nested more than {MAX_DEPTH} levels deep.") from None
    except ValueError:
        raise Unreadable(f"The {what} is not valid JSON.") from None


def text_problem(value: str, *, multiline: bool = False) -> str | None:
    """Why ``value`` is not text a person may send, or None."""
    bad = (_BAD_TEXT if multiline else _BAD_LINE).search(value)
    if bad is None:
        return None
    ch = bad.group()
    code = ord(ch)
    if 0xD800 <= code <= 0xDFFF:
        return "holds a broken character (half of a UTF-16 pair)"
    if code in (0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069):
        return f"holds a character that reverses the text's direction (U+{code:04X})"
    if ch == "\r" and multiline:
        # a text of several lines ends each with LF alone (a file saved with CRLF is refused so)
        return "holds a carriage return (U+000D): end its lines with a line feed alone"
    if ch in "\n\r\t":
        return "must be on one line"
    return f"holds a control character (U+{code:04X})"


def check_tree(value: Any, root: str = "body") -> None:
    """Refuse (:class:`Invalid`) a value with a string a person may not send, a number that is
    not finite, nesting deeper than :data:`MAX_DEPTH` or more than :data:`MAX_VALUES` values,
    naming where the first problem is (``setup.names.2``). Iterative, and paths are only worked
    out for a value that is refused: a 64 KiB body of small values costs a few milliseconds."""
    stack: list[tuple[Any, int, tuple[Any, ...]]] = [(value, 0, ())]
    seen = 0
    while stack:
        item, depth, path = stack.pop()
        seen += 1
        if seen > MAX_VALUES:
            raise Invalid(f"The {root} holds more than {MAX_VALUES} values.", root)
        if isinstance(item, str):
            # only a top-level chat text may hold several lines
            multiline = (len(path) == 1 and path[0] in MULTILINE_FIELDS) or (
                len(path) >= 3 and path[-3] == ROLE_FILES and path[-1] == "text"
            )
            problem = text_problem(item, multiline=multiline)
            if problem:
                raise Invalid(f"{_where(path, root)} {problem}.", _where(path, root))
        elif isinstance(item, dict):
            if depth >= MAX_DEPTH:
                raise Invalid(f"The {root} is nested more than {MAX_DEPTH} levels deep.", root)
            for key in item:
                if isinstance(key, str) and text_problem(key) is not None:
                    where = _where(path, root)
                    raise Invalid(f"A field name in {where} {text_problem(key)}.", where)
            # pushed last to first, so the first problem in the text is the one named
            stack.extend((item[k], depth + 1, (*path, k)) for k in reversed(list(item)))
        elif isinstance(item, list | tuple):
            if depth >= MAX_DEPTH:
                raise Invalid(f"The {root} is nested more than {MAX_DEPTH} levels deep.", root)
            stack.extend((item[i], depth + 1, (*path, i)) for i in reversed(range(len(item))))
        elif isinstance(item, float) and not math.isfinite(item):
            where = _where(path, root)
            raise Invalid(f"{where} must be a finite number.", where)


def _where(path: tuple[Any, ...], root: str) -> str:
    return ".".join(str(p) for p in path) or root


# ---------------------------------------------------------------------------- the phase meant


def phase_meant(
    meant: int | None, now: int, *, over: bool = False
) -> tuple[str, str, dict[str, Any]] | None:
    """A player's command (an action, "done") may say the phase it was meant
    for (``phase``, its number as ``phase_index`` gives it). Sent for a phase that has ended
    (or not begun), it is refused with a sentence and the reason ``moved_on`` (None: take it):
    a tap for the night that lands in the day is never the day's action. A command without
    ``phase`` is taken as before, and a finished game refuses in its own words."""
    if over:
        return None
    problem = moved_on_said(meant, now)
    return None if problem is None else (problem[0], MOVED_ON, problem[1])


# ---------------------------------------------------------------------------- field errors


def _is_name(loc: Iterable[Any]) -> bool:
    """Whether a pydantic error location is a player's name in a setup (``setup.names.N``,
    ``setup.players.N.0``) or a list of seats."""
    parts = [
        p for p in loc if isinstance(p, int) or (isinstance(p, str) and not _PYDANTIC_TAG.match(p))
    ]
    for i, p in enumerate(parts):
        if p in ("names", "bots") and i + 1 < len(parts) and isinstance(parts[i + 1], int):
            return True
        if p == "players" and len(parts) > i + 2 and parts[i + 2] == 0:
            return True
    return False


def field_of(loc: Iterable[Any]) -> str:
    """A pydantic error location as the dotted field name a person reads (``setup.names``)."""
    loc = tuple(loc)
    # pydantic names the branch of a union it tried (``constrained-str``, ``list[...]``):
    # not a field a person sent
    parts = [
        str(p)
        for p in loc
        if p not in ("body", "query", "path", "header") and not _PYDANTIC_TAG.match(str(p))
    ]
    if loc and loc[0] == "body" and len(loc) == 2 and isinstance(loc[1], int):
        return "body"  # where in the text the JSON broke, not a field
    return ".".join(parts) or "the request"


_PYDANTIC_TAG = re.compile(
    r"^(constrained-|function-|tagged-union|union\[|list\[|tuple\[|dict\[|str$|int$|float$|bool$"
    r"|none$|literal\[|nullable\[)"
)


def validation_text(errors: list[Any]) -> str:
    """pydantic's errors (of a request body or a socket message) as one sentence."""
    out = []
    # a field that may be left out but not sent as null (models.NotNull) is a union with None:
    # pydantic's word that the value is not None is no news beside what is wrong with it
    errors = [e for e in errors if e.get("type") != "none_required"] or errors
    for e in errors[:5]:
        where = field_of(e.get("loc", ()))
        msg = str(e.get("msg", "is not valid"))
        kind, ctx = e.get("type"), e.get("ctx") or {}
        if kind == "json_invalid":
            out.append("the body is not valid JSON")
        elif kind == "missing":
            out.append(f"{where} is missing")
        elif kind == "extra_forbidden":
            out.append(f"{where} is not a field this request takes")
        elif (
            kind in ("model_attributes_type", "dict_type", "model_type") and where == "the request"
        ):
            out.append("the body must be a JSON object (sent as Content-Type: application/json)")
        elif kind == "string_too_long" and _is_name(e.get("loc", ())):
            # the one limit a player's name has, in the game's own words (a name
            # longer still than the request's cap is refused here before the game sees it)
            out.append(f"a player's name is too long: use at most {NAME_MAX} characters")
        elif kind == "string_too_long":
            out.append(f"{where} must be at most {ctx.get('max_length')} characters long")
        elif kind == "string_too_short":
            out.append(f"{where} must be at least {ctx.get('min_length')} character long")
        elif kind == "too_long":
            out.append(f"{where} may have at most {ctx.get('max_length')} entries")
        elif kind == "too_short":
            out.append(f"{where} must have at least {ctx.get('min_length')} entries")
        elif kind in ("int_parsing", "int_type", "int_from_float", "int_parsing_size"):
            out.append(f"{where} must be a whole number")
        elif kind in ("string_type", "string_unicode"):
            out.append(f"{where} must be a text")
        elif kind in ("list_type", "tuple_type"):
            out.append(f"{where} must be a list")
        elif kind == "bool_type" or kind == "bool_parsing":
            out.append(f"{where} must be true or false")
        elif kind == "literal_error":
            out.append(f"{where} must be {ctx.get('expected')}")
        elif kind in ("greater_than_equal", "less_than_equal"):
            bound = ctx.get("ge", ctx.get("le"))
            word = "at least" if kind == "greater_than_equal" else "at most"
            out.append(f"{where} must be {word} {bound}")
        elif kind == "value_error" and "error" in ctx:
            out.append(f"{where}: {ctx['error']}")
        else:
            out.append(f"{where}: {msg[0].lower() + msg[1:] if msg else msg}")
    text = "; ".join(out) or "the request is not valid"
    return text[:1].upper() + text[1:] + "."  # a sentence, like every other refusal


# ---------------------------------------------------------------------------- the way out


def dumps(value: Any) -> str:
    """JSON text of ``value`` that can always be sent: ASCII only, so a string that is not
    valid Unicode (a lone surrogate stored before the gate existed) comes out as its escape
    instead of breaking the encoder. Keys keep their order."""
    return json.dumps(value, ensure_ascii=True, separators=(",", ":"))


def dump_bytes(value: Any) -> bytes:
    return dumps(value).encode("ascii")


def scrub(text: str) -> str:
    """``text`` with anything that is not valid Unicode replaced by U+FFFD (for formats that
    cannot escape it, such as a YAML file or a page)."""
    return _SURROGATE.sub("\ufffd", text)


_SURROGATE = re.compile("[\ud800-\udfff]")
