"""Hostile role files for the fuzz tests of the service's gate and the Discord lobby: role
files built from the format's own keys and the vocabulary's effects with values right and
wrong (so that many load, deal and play, and the rest are refused), YAML's tricks (aliases,
tags, deep nesting), and bytes that are no text at all."""

from __future__ import annotations

from typing import Any

import yaml
from hypothesis import strategies as st

from werewolves.roledata.load import vocabulary

NAME = "Fuzz Role"
EFFECTS = sorted(vocabulary())
TEXTS = st.sampled_from(["{target} is fine.", "{a.b}", "{players}", "", "x" * 1200, "\x00",
                         "{role} {target} {0}", "ok"])
ODD = st.one_of(st.none(), st.booleans(), st.integers(-5, 40), st.sampled_from(["", "x", "[]"]),
                st.lists(st.integers(0, 3), max_size=2))


def _or_odd(strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(strategy, strategy, strategy, ODD)


EFFECT = st.one_of(
    st.sampled_from(EFFECTS),
    st.builds(lambda n, t: {n: {"tell": t}}, st.sampled_from(EFFECTS), TEXTS),
    st.lists(st.sampled_from(EFFECTS), min_size=1, max_size=3),
    st.sampled_from(["Nonsense", "os.system", "Attack.__init__"]),
)
ABILITY = st.fixed_dictionaries(
    {
        "verb": _or_odd(st.sampled_from(["poke", "zap", "mend", "vote", "Poke", "two words"])),
        "phase": _or_odd(st.sampled_from(["day", "night", "any"])),
        "timing": _or_odd(st.sampled_from(["immediate", "end"])),
        "targets": _or_odd(st.one_of(
            st.builds(lambda c, s: {"count": c, "self": s}, st.integers(0, 3), st.booleans()),
            st.builds(lambda a, b: {"min": a, "max": b}, st.integers(-1, 4), st.integers(-1, 4)),
        )),
        "effect": _or_odd(EFFECT),
    },
    optional={
        "limits": _or_odd(st.builds(lambda p, g: {"per_phase": p, "per_game": g},
                                    st.integers(0, 3), st.integers(0, 3))),
        "target_told": TEXTS,
        "aim": st.sampled_from(["guard", "foe", "unknown", "nonsense"]),
        "visits": ODD,
    },
)
TRIGGER = st.fixed_dictionaries(
    {
        "moment": _or_odd(st.just("death")),
        "targets": _or_odd(st.sampled_from(["killer", "random"])),
        "effect": _or_odd(st.sampled_from(["Attack", "Kill", "Protect", "Investigate"])),
    },
    optional={"restrictions": st.sampled_from([["other role"], [], ["nobody"]])},
)
ROLE = st.fixed_dictionaries(
    {
        "name": _or_odd(st.just(NAME)),
        "team": _or_odd(st.sampled_from(["town", "wolves", "nobody"])),
        "summary": _or_odd(st.just("A role made by a fuzz test.")),
    },
    optional={
        "abilities": _or_odd(st.lists(ABILITY, max_size=3)),
        "triggers": _or_odd(st.lists(TRIGGER, max_size=3)),
        "pack": ODD,
        "groups": _or_odd(st.lists(st.sampled_from(["ring", "wolfpack", "UP"]), max_size=3)),
        "disguise": _or_odd(st.just({"as": "Citizen", "strength": "weak"})),
        "category": st.just("Killing"),
    },
)


# a role file right in every value (most load, and their games are played)
RIGHT_ABILITY = st.fixed_dictionaries(
    {
        "verb": st.sampled_from(["poke", "zap", "mend"]),
        "phase": st.sampled_from(["day", "night", "any"]),
        "timing": st.sampled_from(["immediate", "end"]),
        "targets": st.builds(lambda c, s: {"count": c, "self": s}, st.integers(0, 2),
                             st.booleans()),
        "effect": st.one_of(
            st.sampled_from([e for e in EFFECTS if e != "Investigate"]),
            st.just({"Investigate": {"tell": "{target}: {role}"}}),
        ),
    },
    optional={"limits": st.builds(lambda g: {"per_game": g}, st.integers(1, 3))},
)
RIGHT = st.fixed_dictionaries(
    {
        "name": st.just(NAME),
        "team": st.sampled_from(["town", "wolves"]),
        "summary": st.just("A role made by a fuzz test."),
        "abilities": st.lists(RIGHT_ABILITY, max_size=2, unique_by=lambda a: a["verb"]),
    },
    optional={
        "triggers": st.lists(st.fixed_dictionaries({
            "moment": st.just("death"),
            "targets": st.sampled_from(["killer", "random"]),
            "restrictions": st.just(["other role"]),
            "effect": st.sampled_from(["Attack", "Kill", "Protect"]),
        }), max_size=3),
    },
)


def _mangled(text: str, cut: int, how: int) -> str:
    if how == 0:
        return text
    if how == 1:  # cut short anywhere
        return text[: cut % (len(text) + 1)]
    if how == 2:  # a tag asking for code, and an alias bomb
        return ("x: !!python/object/apply:os.system ['true']\n" + text
                + "a: &a [x, x]\nb: &b [*a, *a, *a]\nc: [*b, *b, *b, *b]\n")
    return "- " * 40 + "deep\n" + text  # nesting past the limit


TEXT = st.builds(
    lambda role, cut, how: _mangled(yaml.safe_dump(role, allow_unicode=True), cut, how),
    st.one_of(RIGHT, ROLE), st.integers(0, 2000), st.sampled_from([0, 0, 0, 0, 0, 1, 2, 3]),
)
BYTES = st.one_of(
    TEXT.map(lambda t: t.encode("utf-8")),
    TEXT.map(lambda t: t.replace("\n", "\r\n").encode("utf-8")),
    st.binary(max_size=200),
    st.just(b"\xef\xbb\xbfname: X\n"),
)
