"""A digest of many seeded games' logs and views: the same before and after a change that must
keep every game event for event (issue 9 item 5, issue 17 items 4 and 5).

Each game: a seeded setup (the anchors' classic mix, the default mix of ``sim.setups``, or a
random draw of every dealable role), played by seeded random bots to its end through
``sim.match``'s referee, as every bot plays (docs/simulation.md, "One driver"); after every
phase change the host's view, two players' views and every living player's legal actions go
into the digest, and at the end the whole snapshot, the commands, every player's view and an
explanation of every death. Print one line per group of games and the total:

    .venv/bin/python bench/digest.py            # about 300 games
    .venv/bin/python bench/digest.py --games 60 # fewer
    .venv/bin/python bench/digest.py --no-text  # words left out: help, usage, summaries, texts

``--no-text`` leaves out every field that holds words for a person (an ability's help and usage,
a role's summary and description, a message's text), keeping keys, parameters, events, snapshots
and outcomes: a change that rewords a help line or derives it from a declaration (issue 37) keeps
that digest, and only a change of play moves it.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from collections.abc import Sequence
from typing import Any

from werewolves.engine.kernel import SetupError
from werewolves.game import Game, LegalAction, Setup
from werewolves.roles import default_rules
from werewolves.sim.agent import Act, Move
from werewolves.sim.match import play_turns
from werewolves.sim.observe import Observer
from werewolves.views import PlayerView


class FrozenRandomAgent:
    """The random policy of this digest, frozen as it was when the digest was first taken
    (each legal action used with probability 0.8): the digest compares the engine across
    revisions, so its players must not change with the product's random bot (the product's
    changed once, to ``sim.random_agent``'s uniform choice).

    It plays as every bot does, through ``sim.match``'s referee, one move at a time: each
    phase it considers each action it is offered once, in the order offered (an agent that
    reads nothing but its legal actions, ``blind``)."""

    blind = True

    def __init__(self, name: str, rng: random.Random) -> None:
        self.name, self.rng = name, rng
        self._phase, self._considered = -1, set[str]()

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]) -> Move | None:
        if observation.phase_index != self._phase:
            self._phase, self._considered = observation.phase_index, set()
        for la in legal_actions:
            if la.verb in self._considered:
                continue
            self._considered.add(la.verb)
            if self.rng.random() > 0.8:
                continue
            return Act(tuple(_frozen_words(la, self.rng)))
        return None


def _frozen_words(la: LegalAction, rng: random.Random) -> list[str]:
    picks = rng.sample(list(la.options), la.picks) if 0 < la.picks <= len(la.options) else []
    if la.max_targets == 0:
        return [la.verb, *picks]
    most = min(la.max_targets, len(la.candidates))
    if most < la.min_targets:
        slots = la.slots or tuple(la.candidates for _ in range(la.min_targets))
        return [la.verb, *(rng.choice(list(s)) for s in slots[: la.min_targets]), *picks]
    k = rng.randint(max(1, la.min_targets), most)
    return [la.verb, *rng.sample(list(la.candidates), k), *picks]


# the fields that hold words for a person, left out with ``--no-text``
# (issue 36 item 9: a message's to_you line is words too)
TEXT_FIELDS = frozenset({"help", "usage", "summary", "description", "text", "to_you"})
_KEEP_TEXT = [True]


def _strip(value: Any) -> Any:
    """``value`` without its words for a person (``TEXT_FIELDS``), at any depth."""
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in TEXT_FIELDS}
    if isinstance(value, list | tuple):
        return [_strip(v) for v in value]
    return value


def _put(h: Any, value: Any) -> None:
    if not _KEEP_TEXT[0]:
        value = _strip(value)
    h.update(json.dumps(value, sort_keys=True, default=repr).encode())
    h.update(b"\n")


def classic(n: int, rng: random.Random) -> list[str]:
    wolves = 2 if n <= 8 else round(n / 4)
    r = ["Wolf"] * wolves + ["Fortune Teller"] + ["Citizen"] * (n - wolves - 1)
    rng.shuffle(r)
    return r


def anything(n: int, rng: random.Random) -> list[str]:
    dealable = sorted(r.name for r in default_rules().roles.values() if not r.office)
    r = ["Wolf"] * max(1, n // 5) + [rng.choice(dealable) for _ in range(n - max(1, n // 5))]
    rng.shuffle(r)
    return r


def default(n: int, rng: random.Random) -> list[str]:
    from werewolves.sim.setups import default_roles

    return default_roles(n, rng.randrange(10_000))


def play(roles: list[str], seed: int, h: Any) -> int:
    names = [f"P{i}" for i in range(len(roles))]
    game = Game.new(Setup(list(zip(names, roles, strict=True))), seed=seed)
    rng = random.Random(seed + 7)
    bots = {n: FrozenRandomAgent(n, random.Random(rng.randrange(2**32))) for n in names}
    observer = Observer(game)
    for _ in range(200):
        if game.over:
            break
        play_turns(game, bots, observer)
        game.advance()
        _put(h, game.host_view().to_json())
        for name in (names[0], names[len(names) // 2]):
            _put(h, game.view(name).to_json())
        for name in game.living():
            _put(h, [la.to_json() for la in game.legal_actions(name)])
    _put(h, game.to_json())
    _put(h, game.commands)
    for name in names:
        _put(h, game.view(name).to_json())
        if not game.player(name).alive:
            _put(h, game.why_dead(name))
    return len(game.events)


def _leave_out(keys: frozenset[str]) -> None:
    """Every legal action's JSON made without ``keys`` (the views' actions too): the digest of a
    revision that added a key to it, comparable with one taken before (the games the same)."""
    made = LegalAction.to_json

    def to_json(self: LegalAction) -> dict[str, Any]:
        return {k: v for k, v in made(self).items() if k not in keys}

    LegalAction.to_json = to_json  # type: ignore[method-assign]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games per mix")
    ap.add_argument("--no-text", action="store_true", help="leave out words for a person")
    ap.add_argument(
        "--leave-out",
        action="append",
        default=[],
        metavar="KEY",
        help="a key of the legal actions' JSON to leave out (one added since the digest it is "
        "compared with: issue 37's poll), in the actions alone and in the views",
    )
    args = ap.parse_args(argv)
    _KEEP_TEXT[0] = not args.no_text
    if args.leave_out:
        _leave_out(frozenset(args.leave_out))
    total = hashlib.sha256()
    for label, mix in (("classic", classic), ("default", default), ("anything", anything)):
        h = hashlib.sha256()
        played = events = 0
        seed = 0
        while played < args.games:
            seed += 1
            rng = random.Random(seed)
            n = rng.choice((5, 7, 7, 9, 12, 15, 20)) if seed % 25 else 40
            try:
                events += play(mix(n, rng), seed, h)
            except SetupError:
                continue
            played += 1
        print(f"{label}: {played} games, {events} events, {h.hexdigest()[:16]}", flush=True)
        total.update(h.digest())
    print("total", total.hexdigest()[:16])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
