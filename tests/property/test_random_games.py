"""Property tests: random bots play many random games and the engine's invariants must hold.

Each test draws a game (4..40 players, a mix of Citizens, Wolves and Fortune Tellers, a role-list
mode, a game seed and a bot seed), lets random bots play it through the referee
(:mod:`werewolves.sim.match`, one move at a time, each bot seeing only its seat), and checks one
family of invariants over the whole game:

- R7: the dead never act, and whatever a dead player submits is refused;
- R6: the same setup + seed + submissions replay to the same event log;
- the state survives a JSON round trip at any point, and the restored game plays on identically;
- R5/R34: every game ends with exactly one, final outcome within a bounded number of phases;
- views: no player's view shows an event whose audience does not include them, nor another
  player's dealt role or a secret it names;
- R7: garbage input is refused with a sentence and changes nothing.

The role mixes are built here (not from ``werewolves.sim.setups``) so these tests only depend on
the three base roles. Hypothesis shrinks a failure to the smallest game it can find; the
falsifying ``GameSpec`` it prints is a complete reproduction (setup, seed, bot seed).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from werewolves.engine.core import Reason
from werewolves.game import Game, Refusal, Setup
from werewolves.roles import default_rules
from werewolves.sim.agent import Act, Agent
from werewolves.sim.match import BotMix, Played, bots_for, play_match, play_turns
from werewolves.sim.observe import Observer
from werewolves.testing import engine_of, state_of

# A hard cap for games played by fully random bots. Nothing in the rules forces random bots to
# make progress (a pack may split its vote every night and the town may tie every lynch), so the
# cap is a probabilistic bound: in thousands of measured games of up to 64 players no game has
# needed more than ~150 phases (bench/bench.py). A game still running at the cap is reported as a
# failure, since with random bots that almost certainly means the engine stopped making progress.
RANDOM_BOT_PHASE_CAP = 400

# Hypothesis budgets: chosen so the whole file stays under a minute of CPU on a 2-core machine
# (about 45 s measured on 2026-11-30, docs/benchmarks.md) while still playing over 400 complete
# games. Games of up to 40 players are the most expensive (cost grows about with n squared), so
# the tests that play each game twice stop at 30 players.


def budget(n: int) -> settings:
    return settings(
        max_examples=n,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


ROLE_LIST_MODES = ("private", "partial", "public")
ACTING_KINDS = ("action", "action_chosen", "action_withdrawn", "group_action", "visit")


# ---------------------------------------------------------------------------------- game specs


@dataclass(frozen=True)
class GameSpec:
    """Everything needed to reproduce one bot game."""

    players: tuple[tuple[str, str], ...]
    role_list: str
    revealed: tuple[str, ...]
    seed: int
    bot_seed: int

    def setup(self) -> Setup:
        return Setup(
            list(self.players),
            role_list=self.role_list,  # type: ignore[arg-type]
            revealed_roles=list(self.revealed),
        )

    def new_game(self) -> Game:
        return Game.new(self.setup(), seed=self.seed)

    @property
    def wolves(self) -> int:
        return sum(1 for _, r in self.players if r in ("Wolf", "Werewolf"))


@st.composite
def game_specs(draw: st.DrawFn, min_players: int = 4, max_players: int = 40) -> GameSpec:
    n = draw(st.integers(min_players, max_players))
    # at least one wolf: a setup only one team is in is refused before it starts (RM592)
    wolves = draw(st.integers(1, n // 2))
    seers = draw(st.integers(0, min(3, n - wolves)))
    roles = (
        [draw(st.sampled_from(["Wolf", "Werewolf"])) for _ in range(wolves)]
        + ["Fortune Teller"] * seers
        + ["Citizen"] * (n - wolves - seers)
    )
    random.Random(draw(st.integers(0, 2**16))).shuffle(roles)
    mode = draw(st.sampled_from(ROLE_LIST_MODES))
    revealed: tuple[str, ...] = ()
    if mode == "partial":
        in_play = sorted({"Wolf" if r == "Werewolf" else r for r in roles})
        revealed = tuple(draw(st.lists(st.sampled_from(in_play), unique=True)))
    return GameSpec(
        players=tuple((f"P{i}", r) for i, r in enumerate(roles)),
        role_list=mode,
        revealed=revealed,
        seed=draw(st.integers(0, 2**32 - 1)),
        bot_seed=draw(st.integers(0, 2**32 - 1)),
    )


def make_bots(game: Game, bot_seed: int) -> dict[str, Agent]:
    """A random bot for every seat, seeded by ``bot_seed`` (as the terminal game seats them)."""
    return bots_for(game, BotMix("random"), bot_seed)


# A script is what a game was fed: ("submit", player, action text, accepted) or ("advance",).
Step = tuple[Any, ...]
Hook = Callable[[Game], Game | None]


def play_recorded(
    game: Game,
    bot_seed: int,
    *,
    at_phase_start: Hook | None = None,
    before_advance: Hook | None = None,
    max_phases: int = RANDOM_BOT_PHASE_CAP,
) -> tuple[Game, list[Step]]:
    """Let random bots play ``game`` to its end, recording every submission and advance.

    A hook may return a replacement game (a restored copy) that play continues on.
    """
    bots = make_bots(game, bot_seed)
    observer = Observer(game)
    script: list[Step] = []
    for _ in range(max_phases):
        if game.over:
            break
        if at_phase_start is not None:
            game = at_phase_start(game) or game
        if observer.game is not game:
            observer = Observer(game)  # play goes on in a restored copy
        played: list[Played] = []
        play_turns(game, bots, observer, log=played)
        for name, move, ok in played:
            assert isinstance(move, Act), move  # the random bot never talks
            script.append(("submit", name, " ".join(move.words), ok))
        if before_advance is not None:
            game = before_advance(game) or game
        game.advance()
        script.append(("advance",))
    return game, script


def replay(spec: GameSpec, script: list[Step]) -> tuple[Game, list[bool]]:
    game = spec.new_game()
    accepted: list[bool] = []
    for step in script:
        if step[0] == "advance":
            game.advance()
        else:
            accepted.append(bool(game.submit(step[1], step[2])))
    return game, accepted


def fingerprint(game: Game) -> str:
    """Everything in the state except the event list's contents (which only ever grows)."""
    s = state_of(game)
    return json.dumps(
        {
            "players": [p.to_json() for p in s.players],
            "polls": [p.to_json() for p in s.polls],
            "pending": [p.to_json() for p in s.pending],
            "groups": [g.to_json() for g in s.groups],
            "visits": len(s.visits),
            "events": len(s.events),
            "used": s.used,
            "used_game": s.used_game,
            "draws": s.draws,
            "seq": s.seq,
            "ext": {k: (v.to_json() if hasattr(v, "to_json") else v) for k, v in s.ext.items()},
            "phase": s.phase,
            "step": s.step,
            "outcome": None if s.outcome is None else s.outcome.to_json(),
        },
        sort_keys=True,
    )


def round_trip(game: Game) -> Game:
    """Serialise through JSON text, check nothing changed, and return the restored game."""
    before = game.to_json()
    restored = Game.from_json(json.dumps(before))
    assert restored.to_json() == before, "the state changed through a JSON round trip"
    return restored


# ---------------------------------------------------------------------------------- R7: the dead


def deaths_by_event(game: Game) -> dict[str, int]:
    """Player → id of the event that recorded their death (death or ascension)."""
    out: dict[str, int] = {}
    for e in game.events:
        if e.kind in ("death", "ascension"):
            for t in e.targets:
                assert t not in out, f"{t} died twice (events {out[t]} and {e.id})"
                out[t] = e.id
    return out


# every verb the rules know, bare and aimed at a living player
DEAD_TRIES = [v for verb in sorted(default_rules().verbs()) for v in (verb, verb + " {t}")]


@budget(40)
@given(spec=game_specs(max_players=30))
def test_r7_dead_never_act(spec: GameSpec) -> None:
    """R7: no accepted action, group action or visit has an actor who was dead at that moment,
    and every action a dead player submits (of any verb the game knows) is refused, changing
    nothing."""
    rng = random.Random(spec.bot_seed)
    tried = 0

    def dead_try(game: Game) -> None:
        nonlocal tried
        dead = [p.name for p in state_of(game).players if not p.alive]
        living = game.living()
        if not dead or not living or game.over:
            return
        before = fingerprint(game)
        for name in rng.sample(dead, min(2, len(dead))):
            for template in DEAD_TRIES:
                r = game.submit(name, template.format(t=rng.choice(living)))
                assert isinstance(r, Refusal), f"dead {name} was allowed to {template}"
                assert r.reason is Reason.DEAD_ACTOR, (name, template, r)
                assert r.message
                tried += 1
            assert game.legal_actions(name) == []
            assert game.view(name).actions == []
        assert fingerprint(game) == before, "a dead player's refused action changed the state"

    game, _ = play_recorded(spec.new_game(), spec.bot_seed, before_advance=lambda g: dead_try(g))
    died = deaths_by_event(game)
    for p in state_of(game).players:
        assert (p.name in died) == (not p.alive), f"{p.name}: alive flag and log disagree"
    for e in game.events:
        if e.kind in ACTING_KINDS and e.actor is not None:
            assert e.actor not in died or died[e.actor] > e.id, (
                f"event {e.id} ({e.kind}) was carried out by {e.actor}, "
                f"dead since event {died[e.actor]}"
            )
    # the check above must have run whenever somebody died two phases before the game ended
    if any(e.kind == "death" and e.phase <= game.phase_index - 2 for e in game.events):
        assert tried > 0


# ---------------------------------------------------------------------------------- R6: replay


@budget(50)
@given(spec=game_specs(max_players=30))
def test_r6_same_submissions_replay_the_same_log(spec: GameSpec) -> None:
    """R6: the same setup, seed and submissions give the same game, event for event."""
    game, script = play_recorded(spec.new_game(), spec.bot_seed)
    again, accepted = replay(spec, script)
    assert accepted == [s[3] for s in script if s[0] == "submit"]
    assert again.to_json()["events"] == game.to_json()["events"]
    assert again.to_json() == game.to_json()


@budget(30)
@given(spec=game_specs(max_players=16))
def test_r6_a_random_bot_game_is_deterministic(spec: GameSpec) -> None:
    """R6: a game the random bots play (bots included) is a pure function of setup, seed and
    bot seed."""
    a, b = spec.new_game(), spec.new_game()
    play_match(a, make_bots(a, spec.bot_seed), max_phases=RANDOM_BOT_PHASE_CAP, stall=None)
    play_match(b, make_bots(b, spec.bot_seed), max_phases=RANDOM_BOT_PHASE_CAP, stall=None)
    assert a.to_json() == b.to_json()


# ---------------------------------------------------------------------------------- JSON


@budget(40)
@given(
    spec=game_specs(max_players=30),
    points=st.sets(st.tuples(st.integers(0, 40), st.booleans()), min_size=1, max_size=3),
)
def test_json_round_trip_and_restored_game_plays_on(
    spec: GameSpec, points: set[tuple[int, bool]]
) -> None:
    """The state survives a JSON round trip unchanged, at a phase's start or mid-phase (after
    the bots acted, with end-of-phase choices pending), and a game restored at those points
    plays on exactly as the original did. ``points`` are (phase index, mid-phase?) pairs."""
    reference, _ = play_recorded(spec.new_game(), spec.bot_seed)
    trips = 0

    def trip_if(mid: bool) -> Hook:
        def hook(game: Game) -> Game | None:
            nonlocal trips
            if (game.phase_index, mid) not in points:
                return None
            trips += 1
            return round_trip(game)

        return hook

    restored, _ = play_recorded(
        spec.new_game(), spec.bot_seed, at_phase_start=trip_if(False), before_advance=trip_if(True)
    )
    # every point before the final phase was visited (the final phase may end before its hooks)
    end = reference.phase_index
    assert sum(i < end for i, _ in points) <= trips <= sum(i <= end for i, _ in points)
    assert restored.to_json() == reference.to_json()
    round_trip(restored)  # the finished game too


# ---------------------------------------------------------------------------------- R5 / R34


def check_outcome(game: Game) -> None:
    """R5/R34: exactly one outcome, announced once as the last event, consistent with the rules."""
    out = game.outcome
    assert out is not None and game.over
    overs = [e for e in game.events if e.kind == "game_over"]
    assert len(overs) == 1, f"{len(overs)} game-over events"
    assert overs[0].id == game.events[-1].id, "events were logged after the game ended"
    assert overs[0].phase == out.phase == game.phase_index
    eng = engine_of(game)
    living = eng.living()
    if out.drawn:
        # ruling RM440: a game ended early is a draw for exactly those still alive
        assert out.team is None and out.drawn == [p.name for p in living]
        assert set(out.winners) == {p.name for p in state_of(game).players if p.ascended}
    elif out.team is None:
        assert all(eng.win_team_of(p) == "unaligned" for p in living)
    else:
        # R34: every living player is on the winning team, unaligned, or counted for it by a
        # team's own rule (the Flute team's enchanted players); a player wins with the team a
        # rule says (lover.5: a couple member with the couple's) ...
        assert all(
            eng.win_team_of(p) in (out.team, "unaligned")
            or any(eng.hook("counts_for", out.team, p))
            for p in living
        )
        # ... and every member of the winning team wins, alive or dead.
        members = {p.name for p in state_of(game).players if eng.win_team_of(p) == out.team}
        ascended = {p.name for p in state_of(game).players if p.ascended}
        # (plus anyone a rule lets win whoever wins: the Chef with a waiter alive)
        extra = {n for names in eng.hook("also_win", out.team) for n in names}
        assert set(out.winners) == members | ascended | extra
    # R5: the result is final.
    snapshot = game.to_json()
    game.advance()
    r = game.submit(game.players[0], "vote " + game.players[-1])
    assert isinstance(r, Refusal) and r.reason is Reason.GAME_OVER
    assert game.to_json() == snapshot


@budget(50)
@given(spec=game_specs())
def test_r5_r34_random_game_ends_with_one_outcome(spec: GameSpec) -> None:
    """R5/R34: a random game ends, with exactly one final outcome, within RANDOM_BOT_PHASE_CAP
    phases (a probabilistic bound: see the constant)."""
    game = spec.new_game()
    play_match(game, make_bots(game, spec.bot_seed), max_phases=RANDOM_BOT_PHASE_CAP, stall=None)
    assert game.over, f"no outcome after {RANDOM_BOT_PHASE_CAP} phases ({game.phase})"
    check_outcome(game)


# Verbs a non-pack bot may use in the decisive-pack games: those that cannot stop an attack.
HARMLESS = {"vote", "vote2", "unvote", "elect", "investigate", "resign", "secondpoll"}


@budget(60)
@given(spec=game_specs())
def test_r9_r34_decisive_pack_ends_within_2_non_wolves_phases(spec: GameSpec) -> None:
    """R9/R34: when the pack always agrees on a living non-wolf and nobody protects anyone, each
    night kills one non-wolf (an unanimous vote has a unique top target, and no defence exists),
    so with m non-wolves the wolves have won by Day m at the latest: the outcome comes at phase
    index <= 2m (or at once, Day 0, when there is no wolf or no non-wolf)."""
    game = spec.new_game()
    bots = make_bots(game, spec.bot_seed)
    rng = random.Random(spec.seed)
    m = len(spec.players) - spec.wolves
    bound = 2 * m
    observer = Observer(game)
    harmful = frozenset(default_rules().verbs() - HARMLESS)
    while not game.over and game.phase_index <= bound:
        play_turns(game, bots, observer, never=harmful)
        if game.phase.startswith("Night") and not game.over:
            wolves = [p for p in engine_of(game).living() if p.role == "Wolf"]
            prey = [p.name for p in engine_of(game).living() if p.role != "Wolf"]
            if wolves and prey:
                target = rng.choice(prey)
                for w in wolves:
                    assert game.submit(w.name, "attack", target), (w.name, target)
        game.advance()
    assert game.over, f"{game.phase}: no outcome although the bound was phase index {bound}"
    assert game.outcome is not None and game.outcome.phase <= bound
    check_outcome(game)


# ---------------------------------------------------------------------------------- views


def _word(name: str) -> re.Pattern[str]:
    return re.compile(r"(?<![A-Za-z0-9_])" + re.escape(name) + r"(?![A-Za-z0-9_])")


ROLE_WORDS = [
    _word(name)
    for role in default_rules().roles.values()
    if not role.office
    for name in (role.name, *role.aliases)
]
# Private messages allowed to name another player together with a role: what an investigation
# told the investigator, and what the Reporter is told about the dead (R14).
ROLE_REVEALING_MSGS = {"ft.result", "reporter.report"}


def entitled(ev: dict[str, Any], player: str, dead_since: int | None) -> bool:
    """The audience rule, computed from the JSON log (independently of views.sees): events for
    the dead reach those already dead when they happen, so a viewer's stream only grows."""
    aud = ev["audience"]
    return (
        aud == "public"
        or (aud == "players" and player in ev["to"])
        or (aud == "dead" and dead_since is not None and ev["id"] > dead_since)
    )


def check_views(game: Game) -> None:
    log = game.to_json()["events"]
    eng = engine_of(game)
    names = {p.name: _word(p.name) for p in state_of(game).players}
    dealt = {e["to"][0]: e["id"] for e in log if e["kind"] == "role_dealt"}
    assert sorted(dealt) == sorted(names), "every player is dealt a role"
    assert sum(e["kind"] == "role_dealt" for e in log) == len(names), "... exactly once"
    for p in state_of(game).players:
        dead = not p.alive
        dead_since = None if p.death is None else p.death.event
        view = game.view(p.name)
        assert view.role == p.role and view.alive == p.alive
        shown = [m.id for m in view.messages]
        # a text is in a player's view exactly when its event's audience includes them
        expected = [e["id"] for e in log if e["msg"] and entitled(e, p.name, dead_since)]
        assert shown == expected, f"{p.name}'s view differs from the events addressed to them"
        assert game.messages(p.name) == [m.text for m in view.messages]
        # the stream: resuming from any cursor gives exactly the rest, nothing twice
        stream = game.events_for(p.name)
        assert [m.id for m in stream] == shown
        if shown:
            cut = shown[len(shown) // 2]
            rest = [m.id for m in game.events_for(p.name, after=cut)]
            assert rest == [i for i in shown if i > cut]
        private = [
            e["id"]
            for e in log
            if e["msg"] and e["audience"] in ("players", "dead") and entitled(e, p.name, dead_since)
        ]
        assert len(game.private_messages(p.name)) == len(private)
        # a role-dealt message for X appears in X's view only
        assert [i for i in shown if log[i]["kind"] == "role_dealt"] == [dealt[p.name]]
        # the full role list only reaches the dead (R33)
        full = [i for i in shown if log[i]["msg"] == "rolelist.full"]
        assert bool(full) == dead, f"{p.name} (dead={dead}) and the full role list"
        for i in shown:
            e = log[i]
            if e["audience"] != "players":
                continue
            # R33: the full role list is only ever told to the dead
            if e["msg"] == "rolelist.full":
                assert dead, f"living {p.name} was told the full role list (event {i})"
            text = eng.text(game.events[i])
            others = [q for q, rx in names.items() if q != p.name and rx.search(text)]
            roles = [rx.pattern for rx in ROLE_WORDS if rx.search(text)]
            if others and roles:
                assert e["msg"] in ROLE_REVEALING_MSGS and e["to"] == [p.name], (
                    f"{p.name} was shown another player's role in event {i}: {text!r}"
                )
            # private choices only reach the actor or the actor's group
            if e["kind"] in ("action", "action_chosen", "action_withdrawn"):
                group = e["data"].get("group")
                members = set(g.members) if group and (g := eng.group(group)) else set()
                assert set(e["to"]) <= {e["actor"]} | members, (i, e["to"])
            if e["kind"] == "investigation":
                cause = log[e["causes"][0]]
                assert e["to"] == [cause["actor"]]


@budget(30)
@given(spec=game_specs(max_players=30), at=st.integers(0, 12))
def test_views_show_only_what_each_player_was_told(spec: GameSpec, at: int) -> None:
    """A text is in a player's view only if its event's audience includes them (public, a
    private message addressed to them, or — once dead — what the dead see); a role-dealt message
    for X is in X's view only; the full role list only in dead players' views (R33); and no
    private message shows a living player another player's role unless it is their own
    investigation's result or a Reporter's report (R14). Checked mid-game and at the end."""
    checked = 0

    def check_at(game: Game) -> None:
        nonlocal checked
        if game.phase_index == at:
            check_views(game)
            checked += 1

    game, _ = play_recorded(spec.new_game(), spec.bot_seed, before_advance=check_at)
    check_views(game)
    assert checked == 1 or game.phase_index <= at


# ---------------------------------------------------------------------------------- garbage

VERBS = sorted(default_rules().verbs())
garbage_words = st.text(alphabet=st.characters(codec="utf-8"), min_size=0, max_size=12)


@st.composite
def garbage_actions(draw: st.DrawFn, players: tuple[str, ...]) -> tuple[str, str]:
    """A random actor (a player or nonsense) and a random action text (known verbs or nonsense,
    with real names, nonsense or 'nobody' as targets)."""
    actor = draw(st.one_of(st.sampled_from(players), garbage_words))
    verb = draw(st.one_of(st.sampled_from(VERBS), garbage_words))
    args = draw(
        st.lists(st.one_of(st.sampled_from(players), st.just("nobody"), garbage_words), max_size=4)
    )
    return actor, " ".join([verb, *args])


@budget(40)
@given(spec=game_specs(max_players=12), at=st.integers(0, 8), data=st.data())
def test_r7_any_refused_input_changes_nothing(spec: GameSpec, at: int, data: st.DataObject) -> None:
    """R7: whatever anyone submits, the engine answers (no exception); a refusal carries a typed
    reason and a sentence, and leaves the game's JSON exactly as it was."""
    game = spec.new_game()
    bots, observer = make_bots(game, spec.bot_seed), Observer(game)
    while not game.over and game.phase_index < at:
        play_turns(game, bots, observer)
        game.advance()
    players = tuple(game.players)
    for actor, action in data.draw(st.lists(garbage_actions(players), min_size=1, max_size=15)):
        before = game.to_json()
        r = game.submit(actor, action)
        if isinstance(r, Refusal):
            assert isinstance(r.reason, Reason) and r.message.strip()
            assert "Traceback" not in r.message
            assert game.to_json() == before, f"refused {actor!r}: {action!r} changed the game"


@budget(60)
@given(spec=game_specs(max_players=12), at=st.integers(0, 6), data=st.data())
def test_r7_garbage_is_refused(spec: GameSpec, at: int, data: st.DataObject) -> None:
    """R7: an unknown verb, an unknown actor or an unknown target is always refused with the
    matching reason, and changes nothing."""
    game = spec.new_game()
    bots, observer = make_bots(game, spec.bot_seed), Observer(game)
    while not game.over and game.phase_index < at:
        play_turns(game, bots, observer)
        game.advance()
    known = {n.lower() for n in game.players} | {"nobody"}
    verbs = {v.lower() for v in VERBS}
    nonsense = garbage_words.filter(lambda w: bool(w.split()) and w.split()[0].lower() not in verbs)
    nonsense_name = garbage_words.filter(lambda w: w.strip().lower() not in known)
    living = game.living() or game.players
    before = game.to_json()
    kind = data.draw(st.sampled_from(["verb", "actor", "target"]))
    if kind == "verb":
        r = game.submit(data.draw(st.sampled_from(living)), data.draw(nonsense))
        expected = {Reason.UNKNOWN_VERB}
    elif kind == "actor":
        r = game.submit(data.draw(nonsense_name), data.draw(st.sampled_from(VERBS)) + " P0")
        expected = {Reason.UNKNOWN_PLAYER}
    else:
        # a known verb aimed at nobody real: refused for the target, or earlier for the actor
        verb = data.draw(st.sampled_from(VERBS))
        target = data.draw(nonsense_name.filter(lambda w: len(w.split()) == 1))
        r = game.submit(data.draw(st.sampled_from(living)), f"{verb} {target}")
        expected = set(Reason) - {Reason.DEAD_ACTOR}
    if game.over:
        expected |= {Reason.GAME_OVER}
    assert isinstance(r, Refusal), (kind, r)
    assert r.reason in expected, (kind, r)
    assert game.to_json() == before


# ---------------------------------------------------------------------------------- S0.11


@budget(25)
@given(spec=game_specs(min_players=8, max_players=20))
def test_s0_11_role_and_office_abilities_both_visit(spec: GameSpec) -> None:
    """S0.11 / R15: an ability visits whether it comes from a role (the Fortune Teller's
    investigation) or from something else (the Guardian office's protection): every accepted
    action that reaches another player is followed by its visit, and every visit's actor is the
    action's actor."""
    game, _ = play_recorded(spec.new_game(), spec.bot_seed)
    visits_of: dict[int, list[tuple[str | None, list[str]]]] = {}
    for e in game.events:
        if e.kind == "visit":
            visits_of.setdefault(e.causes[0], []).append((e.actor, e.targets))
    sources = set()
    for e in game.events:
        if e.kind != "action" or e.params.get("verb") not in ("investigate", "protect"):
            continue
        others = [t for t in e.targets if t != e.actor]
        got = visits_of.get(e.id, [])
        assert sorted(t for _, ts in got for t in ts) == sorted(others), (e.id, got)
        assert all(actor == e.actor for actor, _ in got)
        sources.add(e.data.get("role"))
    assert sources <= {"Fortune Teller", "Guardian"}
