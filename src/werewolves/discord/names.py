"""A Discord member's game name: any display name can play.

Discord display names are any Unicode (``Zoë``, ``Big Bob 🐺``, ``ann.the_great``, two
``Alex``); the engine's names are deliberately narrower (d01: one ASCII word from a letter,
told apart without regard to capitals, no two that look alike — I, l and 1, O and 0 —, not
``nobody``), so a player's name is never misread. The adapter keeps the engine's rules and maps
each member to a *game name* at Join: the display name's safe form (accents taken off, every
run of other characters one ``_``, a digit added when it is taken), unique and legal under the
engine's whole check. The lobby shows the mapping, and ``/lobby name:`` changes it (refused, with
every problem at once, when the name asked for is not legal or taken).

Pure functions, no network; the engine's own check is the judge in the tests
(``tests/discord_adapter/test_discord_names.py``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

from ..game import NAME_MAX

NAME = re.compile(r"[A-Za-z][A-Za-z0-9_'-]*")  # d01: the engine's pattern of a player's name
RESERVED = "nobody"  # d01: a word the engine keeps for itself
FALLBACK = "Player"  # a display name with no letter or digit to keep
# d01: ASCII characters that look like one another (the engine's lookalike groups)
_LOOKALIKE = str.maketrans({"I": "l", "1": "l", "0": "O"})
_OTHER = re.compile(r"[^A-Za-z0-9_'-]+")


def keys(name: str) -> tuple[str, str]:
    """The two keys under which the engine takes two names for one (d01): the same player
    (capitals aside) and a lookalike (I, l, 1; O, 0)."""
    return unicodedata.normalize("NFKC", name).casefold(), name.translate(_LOOKALIKE)


def _clashes(name: str, taken: Iterable[str]) -> str | None:
    mine = keys(name)
    for other in taken:
        theirs = keys(other)
        if mine[0] == theirs[0] or mine[1] == theirs[1]:
            return other
    return None


def safe_form(display: str) -> str:
    """A display name as a legal game name, before uniqueness: accents off (``Zoë`` →
    ``Zoe``), each run of other characters one ``_`` (``Big Bob 🐺`` → ``Big_Bob``), from
    its first letter, at most the engine's length, never the reserved word."""
    ascii_ = unicodedata.normalize("NFKD", display).encode("ascii", "ignore").decode("ascii")
    word = _OTHER.sub("_", ascii_).strip("_'-")
    first = next((i for i, ch in enumerate(word) if ch.isalpha()), None)
    if first is None:
        word = f"{FALLBACK}{word}" if word[:1].isdigit() else FALLBACK
    else:
        word = word[first:]
    word = word[:NAME_MAX].rstrip("_'-") or FALLBACK
    return FALLBACK if word.casefold() == RESERVED else word


def game_name(display: str, taken: Sequence[str] = ()) -> str:
    """The game name a member joins under: the display name's safe form, with the least
    number from 2 added when another player has it (or one that looks like it)."""
    base = safe_form(display)
    if _clashes(base, taken) is None:
        return base
    n = 2
    while True:
        tail = str(n)
        name = base[: NAME_MAX - len(tail)] + tail
        if _clashes(name, taken) is None:
            return name
        n += 1


def problems(name: str, taken: Sequence[str] = ()) -> list[str]:
    """Every reason the engine would refuse ``name`` as a game name beside ``taken``, in
    sentences (empty: it may be used)."""
    out: list[str] = []
    if len(name) > NAME_MAX:
        out.append(f"it is longer than {NAME_MAX} characters")
    if not name.isascii():
        out.append("it uses characters other than the letters A to Z, digits, _ ' and -")
    elif not NAME.fullmatch(name):
        if not name[:1].isalpha():
            out.append("it does not start with a letter")
        if _OTHER.search(name):
            out.append("it has a space or a sign other than _ ' and - (one word only)")
    if name.casefold() == RESERVED:
        out.append(f"'{RESERVED}' is a reserved word")
    other = _clashes(name, taken)
    if other is not None:
        out.append(f"{other} plays under it or one that looks like it (I, l and 1; O and 0)")
    return out


__all__ = ["game_name", "keys", "problems", "safe_form"]
