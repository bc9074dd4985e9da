"""Guards for the speed paths of issue 9 item 5 and issue 17 item 5: each fast path gives the
same values as the plain one it replaces."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from werewolves.engine.kernel import SetupError
from werewolves.engine.rules import Family, RoleDef, Ruleset
from werewolves.engine.state import canonical
from werewolves.game import Game, Setup
from werewolves.roles import build_rules, default_rules
from werewolves.sim.match import Played, play_turns
from werewolves.sim.observe import Observer
from werewolves.sim.random_agent import RandomAgent
from werewolves.testing import engine_of, state_of
from werewolves.views import LegalAction


def test_a_legal_action_made_fast_is_the_same_value_as_one_made_plainly() -> None:
    fields = ("vote", ("Ann", "Bob"), 1, 1, "immediate", "vote", (("Ann", "Bob"),), None, True)
    fast, plain = LegalAction.made(*fields), LegalAction(*fields)
    assert fast == plain and hash(fast) == hash(plain) and repr(fast) == repr(plain)
    assert fast.to_json() == plain.to_json()
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.verb = "attack"  # type: ignore[misc]


def test_legal_actions_name_the_living_in_seat_order_and_follow_deaths() -> None:
    g = Game.new(
        Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller"), ("Dan", "Citizen")]),
        seed=1,
    )
    g.advance()  # Night 1
    (attack,) = [la for la in g.legal_actions("Ann") if la.verb == "attack"]
    assert attack.candidates == ("Bob", "Cid", "Dan")
    (look,) = [la for la in g.legal_actions("Cid") if la.verb == "investigate"]
    assert look.candidates == ("Ann", "Bob", "Dan")
    assert g.submit("Ann", "attack Bob")
    g.advance()  # Day 1: Bob died
    assert not g.player("Bob").alive
    (vote,) = [la for la in g.legal_actions("Cid") if la.verb == "vote"]
    assert vote.candidates == ("Ann", "Cid", "Dan")


def _plain_snapshot(st: Any) -> dict[str, Any]:
    """The snapshot as it was written before issue 17: every record's own ``to_json``, then the
    recursive sort of all of it."""
    return canonical(
        {
            "setup": st.setup.to_json(),
            "seed": st.seed,
            "rules_version": st.rules_version,
            "players": [p.to_json() for p in st.players],
            "phase": st.phase,
            "step": st.step,
            "groups": [g.to_json() for g in st.groups],
            "polls": [p.to_json() for p in st.polls],
            "pending": [p.to_json() for p in st.pending],
            "visits": [v.to_json() for v in st.visits],
            "used": dict(st.used),
            "used_game": dict(st.used_game),
            "events": [e.to_json() for e in st.events],
            "draws": st.draws,
            "seq": st.seq,
            "outcome": None if st.outcome is None else st.outcome.to_json(),
            "commands": st.commands,
            "families": list(st.families),
            "dirty": st.dirty,
            "ext": {k: (v.to_json() if hasattr(v, "to_json") else v) for k, v in st.ext.items()},
        }
    )


@pytest.mark.parametrize("seed", range(1, 9))
def test_a_snapshot_written_directly_is_the_recursive_sort_of_every_record(seed: int) -> None:
    dealable = sorted(r.name for r in default_rules().roles.values() if not r.office)
    rng = random.Random(seed)
    for _ in range(20):
        roles = ["Wolf", "Wolf"] + [rng.choice(dealable) for _ in range(8)]
        try:
            game = Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=seed)
            break
        except SetupError:
            continue
    bots = {n: RandomAgent(n, random.Random(seed * 31 + i)) for i, n in enumerate(game.players)}
    observer = Observer(game)
    while not game.over and game.phase_index < 40:
        play_turns(game, bots, observer)
        game.advance()
        fast, plain = game.to_json(), _plain_snapshot(state_of(game))
        assert fast == plain
        assert json.dumps(fast) == json.dumps(plain)  # the same keys in the same order


def test_a_snapshot_does_not_depend_on_the_order_keys_were_written_in() -> None:
    def game(order: list[str]) -> Game:
        g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=1)
        g.player("Bob").memory.update({k: {"b": [1, {"y": 2, "x": 1}], "a": k} for k in order})
        state_of(g).commands.append({k: k for k in order})
        return g

    a, b = game(["z", "m", "a"]).to_json(), game(["a", "z", "m"]).to_json()
    assert json.dumps(a) == json.dumps(b)
    # and nothing in it is the live game's
    g = game(["a"])
    snap = g.to_json()
    snap["players"][1]["memory"]["a"]["b"][1]["x"] = 99
    snap["events"][0]["params"]["x"] = 1
    assert g.to_json() == game(["a"]).to_json()


@pytest.mark.parametrize("seed", range(1, 6))
def test_the_plain_acceptance_accepts_only_what_every_check_accepts(seed: int) -> None:
    """``Resolution._accept_plainly`` (issue 17 item 5) takes the common case inline: whatever it
    accepts, :meth:`check_action` accepts the same way; everything else goes the long way."""
    dealable = sorted(r.name for r in default_rules().roles.values() if not r.office)
    rng = random.Random(seed)
    roles = ["Wolf", "Wolf"] + [rng.choice(dealable) for _ in range(7)]
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]
    for _ in range(50):
        try:
            game = Game.new(Setup(list(zip(names, roles, strict=True))), seed=seed)
            break
        except SetupError:
            roles = ["Wolf", "Wolf"] + [rng.choice(dealable) for _ in range(7)]
    eng = engine_of(game)
    verbs = [*sorted(default_rules().verbs()), "VOTE", "Vote"]
    fast_seen = 0
    while not game.over and game.phase_index < 30:
        for i in range(40):
            actor = rng.choice([*names, "ann", "Zed"])
            verb = rng.choice(verbs)
            args = rng.sample([*names, "ann", "nobody", "NOBODY"], rng.randint(0, 2))
            offered = game.legal_actions(actor) if actor in names and i % 2 else []
            if offered:  # half the time an action the player is offered, named exactly
                la = rng.choice(offered)
                verb, args = la.verb, []
                for slot in la.slots[: max(la.min_targets, 1) if la.max_targets else 0]:
                    left = [n for n in slot if n not in args]
                    if left:
                        args.append(rng.choice(left))
            fast = eng._accept_plainly(actor, verb, args)
            slow = eng.check_action(actor, verb, args)
            if fast is not None:
                fast_seen += 1
                assert slow == fast[:4]
                # with the action's usage key, as the long way writes it
                assert fast[4] == eng._usage_key(fast[0], fast[1], fast[2])
            if game.over:
                break
        play_turns(game, {n: RandomAgent(n, random.Random(seed)) for n in names}, Observer(game))
        game.advance()
    assert fast_seen


@pytest.mark.parametrize("seed", range(1, 4))
def test_a_vote_in_one_pass_is_accepted_and_refused_as_the_long_way_would(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``Resolution._vote_plainly`` (issue 17 item 5): random submissions of the day's votes (a
    player of another case, a dead or unknown one, "nobody", a second vote, the wrong poll)
    give the same results, refusals and games as with the one-pass vote switched off."""
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
    roles = ["Wolf", "Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen", "Citizen"]

    def play() -> list[Any]:
        rng = random.Random(seed)
        game = Game.new(Setup(list(zip(names, roles, strict=True))), seed=seed)
        bots = {n: RandomAgent(n, random.Random(seed * 5 + i)) for i, n in enumerate(names)}
        observer = Observer(game)
        seen: list[Any] = []
        while not game.over and game.phase_index < 20:
            for _ in range(25):
                actor = rng.choice([*names, "ann", "Zed"])
                verb = rng.choice(["vote", "vote2", "elect", "unvote", "Vote", "attack"])
                arg = rng.choice([*names, "bob", "nobody", "Zed"])
                result = game.submit(actor, verb, arg)
                seen.append((type(result).__name__, getattr(result, "message", None)))
                if game.over:
                    break
            if not game.over:
                play_turns(game, bots, observer)
            seen.append(game.to_json())
            if game.over:
                break
            game.advance()
        return seen

    fast = play()
    monkeypatch.setattr("werewolves.engine.resolution.POLL_VOTE_VERBS", set())
    monkeypatch.setattr("werewolves.game.POLL_VOTE_VERBS", set())  # ``Game.submit``'s way in
    assert play() == fast


def test_a_draw_from_one_option_is_what_the_seeded_generator_would_draw() -> None:
    """``Randomness.draw`` / ``shuffle`` (issue 17 item 5) skip the generator for one option or
    fewer than two items: what a generator seeded as theirs would give, counted and logged."""
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=7)
    eng = engine_of(game)
    for options in (["Bob"], ["Ann"]):
        seed, before = eng.state.seed, eng.state.draws
        plain = options[random.Random(f"{seed}/{before}").randrange(len(options))]
        assert eng.draw("test", options) == plain
        assert eng.state.draws == before + 1
        assert eng.state.events[-1].data == {"purpose": "test", "options": options, "choice": plain}
    for items in ([], ["0"]):
        seed, before = eng.state.seed, eng.state.draws
        plain_order = list(items)
        random.Random(f"{seed}/{before}").shuffle(plain_order)
        assert eng.shuffle("test", items) == plain_order
        assert eng.state.draws == before + 1
    # two or more: the seeded generator itself
    seed, before = eng.state.seed, eng.state.draws
    plain_order = ["0", "1", "2"]
    random.Random(f"{seed}/{before}").shuffle(plain_order)
    assert eng.shuffle("test", ["0", "1", "2"]) == plain_order


@pytest.mark.parametrize("seed", range(1, 6))
def test_whether_abilities_read_only_their_player_is_kept_by_role_and_offices(seed: int) -> None:
    """``Checks._player_only`` (issue 17 item 5) keeps its answer by role and offices: the same
    as working it out afresh, for every player after every phase of games of every role."""
    dealable = sorted(r.name for r in default_rules().roles.values() if not r.office)
    rng = random.Random(seed)
    for _ in range(50):
        roles = ["Wolf", "Wolf"] + [rng.choice(dealable) for _ in range(8)]
        try:
            game = Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=seed)
            break
        except SetupError:
            continue
    eng = engine_of(game)
    bots = {n: RandomAgent(n, random.Random(seed * 17 + i)) for i, n in enumerate(game.players)}
    observer = Observer(game)
    while not game.over and game.phase_index < 40:
        play_turns(game, bots, observer)
        game.advance()
        for p in eng.state.players:
            assert eng._player_only(p) == eng._player_only_now(p)


@pytest.mark.parametrize("seed", range(1, 6))
def test_kept_kits_plans_and_legal_actions_are_those_made_afresh(seed: int) -> None:
    """The kits and their plans by phase (``Checks._kit`` / ``_plan``, issue 17 item 5) and the
    shared legal actions (``Game.legal_actions``) are what a fresh look gives, for every player
    after every action and phase change of games of every role: the kit is the one worked out
    afresh, the plan holds exactly its first ability of each verb the phase admits (R7), and
    the legal actions equal those of the same game restored from its snapshot (no caches)."""
    dealable = sorted(r.name for r in default_rules().roles.values() if not r.office)
    rng = random.Random(seed)
    for _ in range(50):
        roles = ["Wolf", "Wolf"] + [rng.choice(dealable) for _ in range(8)]
        try:
            game = Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=seed)
            break
        except SetupError:
            continue
    eng = engine_of(game)
    bots = {n: RandomAgent(n, random.Random(seed * 31 + i)) for i, n in enumerate(game.players)}
    observer = Observer(game)

    def same_as_fresh() -> None:
        fresh = Game.from_json(game.to_json())
        for p in eng.state.players:
            assert game.legal_actions(p.name) == fresh.legal_actions(p.name)
            if not p.alive:
                continue
            out, by_verb = eng._kit(p)
            assert (out, by_verb) == eng._kit_now(p)
            plan = eng._plan(p)
            # R7: a living player's plan holds no ability only the dead have (``by_dead``)
            want = [
                v
                for v, (ab, _role) in by_verb.items()
                if eng.phase_allows(ab) and ab.by_dead != p.alive
            ]
            assert list(plan) == want
            for verb, (ab, role, uses, _open_one) in plan.items():
                assert (ab, role) == by_verb[verb]
                assert uses == (
                    (ab.per_phase is not None and ab.timing == "immediate")
                    or ab.per_game is not None
                )

    while not game.over and game.phase_index < 30:
        same_as_fresh()
        play_turns(game, bots, observer)
        same_as_fresh()
        game.advance()


def _random_game(seed: int, size: int = 10) -> Game:
    dealable = sorted(r.name for r in default_rules().roles.values() if not r.office)
    rng = random.Random(seed)
    for _ in range(50):
        roles = ["Wolf", "Wolf"] + [rng.choice(dealable) for _ in range(size - 2)]
        try:
            return Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=seed)
        except SetupError:
            continue
    raise AssertionError("no setup accepted")


def _played(seed: int, classic: bool) -> list[Any]:
    """Every legal action, snapshot and result of a seeded game of random bots, phase by phase."""
    if classic:
        roles = ["Wolf", "Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen", "Citizen"]
        game = Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=seed)
    else:
        game = _random_game(seed)
    bots = {n: RandomAgent(n, random.Random(seed * 7 + i)) for i, n in enumerate(game.players)}
    observer = Observer(game)
    seen: list[Any] = []
    while not game.over and game.phase_index < 40:
        seen.append([(n, game.legal_actions(n)) for n in game.players])
        played: list[Played] = []
        play_turns(game, bots, observer, log=played)
        seen.append(played)
        seen.append(game.to_json())
        game.advance()
    seen.append(game.to_json())
    return seen


@pytest.mark.parametrize(("seed", "classic"), [(s, c) for s in range(1, 5) for c in (True, False)])
def test_the_inline_votes_and_poll_checks_play_the_games_the_plain_paths_play(
    seed: int, classic: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A vote in a poll carried out inline (``Resolution.submit``, issue 17 item 5), a plain
    vote accepted and recorded in one pass (``Resolution._vote_plainly``) and a poll vote's
    check answered from the open polls' names (``Game.legal_actions``) give the same games,
    event for event, legal action for legal action, as the abilities' own ``words``,
    ``resolve`` and ``actor_check``."""
    fast = _played(seed, classic)
    monkeypatch.setattr("werewolves.engine.resolution.POLL_VOTES", {})
    monkeypatch.setattr("werewolves.engine.resolution._PLAIN_VOTES", {})
    monkeypatch.setattr("werewolves.engine.legal.POLL_CHECKS", {})
    monkeypatch.setattr("werewolves.engine.legal._PLAN_SHAPES", {})  # kept with the poll checks'
    assert _played(seed, classic) == fast


def test_shared_kits_are_those_worked_out_for_each_player() -> None:
    """A kit made of a role's and offices' abilities alone is shared by every player of that
    role and those offices (``Checks._new_kit``): it is the kit worked out for the player, and
    no kit with an availability test or a group voice is ever shared, but for a kit whose tests
    (the role's, the offices', the common abilities': ``Checks._gated_kit``) answer alike for
    the players sharing it."""
    shared_seen = gated_seen = 0
    classic = ["Wolf", "Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen", "Citizen"]
    for seed in range(1, 8):
        # random setups nearly always reach a family with a tested common ability (issue 23's
        # families): one classic game too, whose kits are shared plainly
        game = (
            _random_game(seed)
            if seed < 7
            else Game.new(Setup([(f"P{i}", r) for i, r in enumerate(classic)]), seed=seed)
        )
        eng = engine_of(game)
        bots = {n: RandomAgent(n, random.Random(seed * 13 + i)) for i, n in enumerate(game.players)}
        observer = Observer(game)
        while not game.over and game.phase_index < 30:
            play_turns(game, bots, observer)
            game.advance()
            for p in eng.state.players:
                if not p.alive:
                    continue
                kit = eng._abilities.get(p.name) or eng._new_kit(p)
                assert (kit.out, kit.by_verb) == eng._kit_now(p)
                key = (p.role, tuple(p.offices))
                if kit is eng._shared_kits.get(key):
                    shared_seen += 1
                    assert eng._shareable(p)
                    assert all(ab.available is None for ab, _role in kit.out)
                elif any(kit is k for k in eng._shared_kits.values()):
                    # shared by the answers of the abilities' tests (``_gated_kit``): only
                    # those abilities have tests, and its key holds this player's answers
                    gated = eng._shared_kits[(*key, None)]
                    assert gated and not eng._shareable(p)
                    answers = tuple(bool(ab.available(eng.eng, p)) for ab in gated)
                    assert kit is eng._shared_kits[(*key, answers)]
                    assert all(ab.available is None or ab in gated for ab, _role in kit.out)
                    gated_seen += 1
    assert shared_seen
    assert gated_seen


def test_a_lent_role_keeps_its_holder_out_of_the_shared_kits() -> None:
    """``Checks._gated_kit`` shares a kit by its role's, offices' and common abilities' tests,
    but never the kit of a player lent another role's abilities (``LENT_ROLE``, the White
    Werewolf's imitation, white-werewolf.8): with the lent status and without it, the kit is
    the one worked out afresh."""
    from werewolves.engine.checks import LENT_ROLE

    table = [("Wwa", "White Werewolf"), ("Wes", "Wolf"), ("Tra", "Tracking Wolf"),
             ("Trb", "Tracking Wolf"), ("Fot", "Fortune Teller"), ("Cal", "Citizen"),
             ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")]
    game = Game.new(Setup(table), seed=3)
    game.advance()  # Night 1: the lent tracking is open
    eng = engine_of(game)
    ww = eng.player("Wwa")
    lent = [s for s in ww.statuses if s.name == LENT_ROLE]
    assert lent  # it imitates the Tracking Wolf
    for statuses in ([s for s in ww.statuses if s.name != LENT_ROLE], list(ww.statuses)):
        ww.statuses = statuses
        eng._changed(ww)
        assert eng._kit(ww) == eng._kit_now(ww)
        assert ("track" in {la.verb for la in game.legal_actions("Wwa")}) == any(
            s.name == LENT_ROLE for s in statuses
        )


def test_a_kept_setup_check_is_the_full_check_and_hands_out_a_copy() -> None:
    """``kernel.validate`` keeps what it made of a plain setup (issue 17 item 5): the same value
    as every check made afresh, never the kept value itself; a refused setup is refused again."""
    from werewolves.engine.kernel import _validate, validate

    rules = default_rules()
    setup = Setup([("Ann", "wolf"), ("Bob", "Citizen"), ("Cid", "fortune teller")])
    first = validate(setup, rules)
    assert first == _validate(setup, rules)
    first.players.append(("Dan", "Citizen"))
    again = validate(setup, rules)
    assert again == _validate(setup, rules) and again is not first
    assert again.players == [("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller")]
    bad = Setup([("Ann", "Wolf"), ("ann", "Citizen"), ("Cid", "Citizen")])
    for _ in range(2):
        with pytest.raises(SetupError):
            validate(bad, rules)
    # the families reached by a game's roles, kept by the rules: the same as worked out afresh
    roles = {"Wolf", "Fortune Teller", "Citizen"}
    assert rules.families_reached(roles) == rules._families_reached(roles)
    rules.families_reached(roles).add("x")
    assert "x" not in rules.families_reached(roles)


def _reaching_rules(moment: str, log: list[str]) -> Ruleset:
    """Every family, and two of a test's own placed after every row of ``moment``: the first
    one's listener turns the Test Changer into a Test Target the first time it runs, the
    second's (the Test Target's family, reached only by that change: no ``becomes``) records its
    runs."""

    def change(eng: Any) -> None:
        log.append(f"change {eng.state.phase}")
        for p in eng.state.players:
            if p.role == "Test Changer":
                eng.change_role(p, "Test Target", causes=[], rule="R37")

    def target(eng: Any) -> None:
        log.append(f"target {eng.state.phase}")

    rules = build_rules()
    rules.install(
        Family(
            name="test changer",
            roles=(RoleDef("Test Changer", "town", "changes"),),
            listeners=((moment, change),),
        )
    )
    rules.install(
        Family(
            name="test target",
            roles=(RoleDef("Test Target", "town", "is reached"),),
            listeners=((moment, target),),
        )
    )
    return rules


@pytest.mark.parametrize("moment", ["day_start", "batch_start", "lynch_votes", "night_end_effects"])
def test_a_family_reached_mid_moment_runs_its_later_listeners_there(moment: str) -> None:
    """R37: a listener that reaches a new family (a role taken up) in a moment that ``hook`` runs
    (``day_start``; ``batch_start``, its one listener in this game) or one of the walker's steps
    (``lynch_votes``, ``night_end_effects``): the new family's listeners placed later in that
    moment run in it too (the fast paths' catch-up)."""
    log: list[str] = []
    rules = _reaching_rules(moment, log)
    roles = ["Test Changer", "Wolf", "Citizen", "Citizen", "Citizen", "Citizen"]
    game = Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=1, rules=rules)
    while not game.over and game.phase_index < 4 and not log:
        game.advance()
    assert log and log[0].startswith("change") and game.player("P0").role == "Test Target"
    # the Test Target's listener ran in the very moment that reached its family
    assert log[1] == log[0].replace("change", "target")


@pytest.mark.parametrize("seed", range(1, 5))
def test_messages_and_polls_made_field_by_field_are_what_asdict_gives(seed: int) -> None:
    # issue 20 item 4: every push carries these; made without asdict, they must stay its value
    # (the same keys in the same order, the parameters a copy the caller may change freely)
    from werewolves.game import HOST, PUBLIC

    def plain_message(m: Any) -> Any:
        out = dataclasses.asdict(m)
        out["to"] = list(m.to)
        return out

    dealable = sorted(r.name for r in default_rules().roles.values() if not r.office)
    rng = random.Random(seed)
    for _ in range(20):
        roles = ["Wolf", "Wolf"] + [rng.choice(dealable) for _ in range(8)]
        try:
            game = Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=seed)
            break
        except SetupError:
            continue
    bots = {n: RandomAgent(n, random.Random(seed * 31 + i)) for i, n in enumerate(game.players)}
    observer = Observer(game)
    seen = 0
    while not game.over and game.phase_index < 30:
        play_turns(game, bots, observer)
        for who in (HOST, PUBLIC, *game.players):
            for m in game.events_for(who):
                fast, plain = m.to_json(), plain_message(m)
                assert json.dumps(fast) == json.dumps(plain) and fast == plain
                seen += 1
        for host in (True, False):
            for p in game.polls(host=host):
                assert json.dumps(p.to_json()) == json.dumps(dataclasses.asdict(p))
        game.advance()
    assert seen > 100
    m = game.events_for(HOST)[-1]
    got = m.to_json()
    got["params"]["changed"] = True  # a copy: the message itself is untouched
    assert "changed" not in m.params


@pytest.mark.parametrize(("seed", "classic"), [(s, c) for s in range(1, 4) for c in (True, False)])
def test_the_inline_legal_actions_are_the_general_ones_after_every_submission(
    seed: int, classic: bool
) -> None:
    """``Game.legal_actions``' inline cases (issue 17 item 5: a vote's poll check, one position
    open to everyone, an end-of-phase choice somebody else has made already) list what the
    general ``Checks.legal`` lists, with R3's current choice of each end-of-phase action (the
    actor's own pending one), for every living player after every submission of games of the
    anchors' mix and of random roles. It fails when the inline case shows an end-of-phase
    action without the actor's own choice, or offers an action the general path refuses."""
    roles = ["Wolf", "Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen", "Citizen"]
    game = (
        Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=seed)
        if classic
        else _random_game(seed)
    )
    eng = engine_of(game)
    rng = random.Random(seed)
    checked = chosen_seen = 0

    def same() -> None:
        nonlocal checked, chosen_seen
        st = eng.state
        for p in st.players:
            if not p.alive or game.over:
                continue
            got = [(la.verb, la.slots, la.withdraw, la.chosen) for la in game.legal_actions(p.name)]
            want = []
            for ab, _role, slots, withdraw in eng.legal(p):
                if not slots:
                    withdraw = False
                chosen = None
                if ab.timing == "end":
                    for c in st.pending:
                        if c.actor == p.name and c.verb == ab.verb:
                            chosen = tuple(c.targets)
                want.append((ab.verb, tuple(slots), withdraw, chosen))
                chosen_seen += chosen is not None
            assert got == want, (p.name, st.phase)
            checked += 1

    while not game.over and game.phase_index < 30:
        same()
        for name in list(game.players):
            for la in game.legal_actions(name):
                if game.over or la.verb in ("resign", "unvote") or rng.random() < 0.2:
                    continue
                args = [rng.choice(s) for s in la.slots[: la.max_targets] if s][:1]
                if len(args) < la.min_targets:
                    continue
                game.submit(name, la.verb, *args)
                same()
        if not game.over:
            game.advance()
    assert checked and chosen_seen


def test_the_legal_actions_kept_by_plan_follow_the_open_polls() -> None:
    """``Game.legal_actions``' actions kept by plan (issue 17 item 5: ``Offers._plan_actions``)
    are made again when the open polls change with the living unchanged: a poll closed in the
    middle of a day (as a family's rule may close one) takes its vote away, a second lynch poll
    opened (R13) adds its own, for every living player, as ``Checks.legal`` lists them."""
    roles = ["Wolf", "Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen", "Citizen"]
    game = Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=3)
    eng = engine_of(game)
    while game.phase_index < 2 or game.phase_index % 2:
        game.advance()
    assert not game.over

    def verbs(name: str) -> list[str]:
        got = [la.verb for la in game.legal_actions(name)]
        assert got == [ab.verb for ab, *_rest in eng.legal(eng.player(name))]
        return got

    living = [p.name for p in eng.state.players if p.alive]
    assert all("elect" in verbs(n) and "vote2" not in verbs(n) for n in living)
    election = next(p for p in eng.state.polls if p.name == "election")
    eng.state.polls.remove(election)
    assert all("elect" not in verbs(n) for n in living)
    eng.state.polls.append(dataclasses.replace(election, name="lynch 2", kind="lynch", office=None))
    assert all("vote2" in verbs(n) for n in living)


_CLASSIC = ["Wolf", "Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen", "Citizen"]


def test_an_extra_vote_declared_for_an_office_is_nothing_for_anyone_else() -> None:
    """A ``vote_extra`` listener declaring an office (``tally.for_office``: the Mayor's, R13)
    adds nothing to the vote of a player not holding it, on every poll, for every weight, after
    every phase of seeded games (so the closings may leave it unasked for voters holding no
    office, issue 17 item 5)."""
    from werewolves.engine.state import Poll
    from werewolves.engine.tally import OFFICE_ONLY

    declared = [
        (fn, getattr(fn, OFFICE_ONLY))
        for fam in default_rules().families.values()
        for moment, fn in fam.listeners
        if moment == "vote_extra" and getattr(fn, OFFICE_ONLY, None) is not None
    ]
    assert declared  # the Mayor's
    asked = 0
    for seed in range(1, 5):
        classic = [(f"P{i}", r) for i, r in enumerate(_CLASSIC)]
        game = _random_game(seed) if seed % 2 else Game.new(Setup(classic), seed=seed)
        eng = engine_of(game)
        bots = {n: RandomAgent(n, random.Random(seed * 7 + i)) for i, n in enumerate(game.players)}
        observer = Observer(game)
        while not game.over and game.phase_index < 30:
            polls = [
                *eng.state.polls,
                Poll(name="pack", kind="group"),
                Poll(name="x", kind="lynch"),
            ]
            for fn, office in declared:
                for p in eng.state.players:
                    if office in p.offices:
                        continue
                    for poll in polls:
                        for weight in (-2, -1, 0, 1, 2):
                            assert fn(eng.eng, p, poll, weight) == 0
                            asked += 1
            play_turns(game, bots, observer)
            game.advance()
    assert asked


@pytest.mark.parametrize("seed", range(1, 5))
def test_the_closings_without_the_office_holders_extra_votes_play_the_same_games(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The closings (``tally.closing_data``, ``plain_totals``) leave the extra votes declared for
    an office unasked for voters holding none (issue 17 item 5): the same games, event for
    event, as asking every listener of every voter."""
    fast = _played(seed, seed % 2 == 0)
    monkeypatch.setattr("werewolves.engine.tally._for_the_officeless", lambda extras: extras)
    assert _played(seed, seed % 2 == 0) == fast


@pytest.mark.parametrize("seed", range(1, 7))
def test_a_win_check_that_stops_at_two_teams_ends_as_the_full_check_would(seed: int) -> None:
    """``check_win`` (issue 17 item 5) stops at the second team it finds among the living when no
    rule counts players for another team (R5: nobody wins then). After every phase of seeded
    games, of the anchors' mix and of random roles, the game restored and checked (``dirty``
    set) ends the same, event for event, as with one more rule of the ``counts_for`` moment that
    never counts anyone (the full check, which walks every living player and every team); and
    so with all but the first two, one or none of the living declared unaligned (one team left,
    or none). It fails when the check stops at an unaligned player or at a second player of the
    same team."""
    game = (
        Game.new(Setup([(f"P{i}", r) for i, r in enumerate(_CLASSIC)]), seed=seed)
        if seed % 2
        else _random_game(seed)
    )
    bots = {n: RandomAgent(n, random.Random(seed * 11 + i)) for i, n in enumerate(game.players)}
    observer = Observer(game)
    compared = 0

    def checked(full: bool, aside: int) -> Any:
        g = Game.from_json(game.to_json())
        eng = engine_of(g)
        if full:
            counts_for = [*eng._hooks.get("counts_for", []), lambda *_a: False]
            eng._hooks = {**eng._hooks, "counts_for": counts_for}
        # and with every living player but the first ``aside`` declared unaligned (a team's
        # override, as a role's own rule may set it): one team left, or none
        for p in [p for p in eng.state.players if p.alive][aside:]:
            p.memory["team"] = "unaligned"
        eng.state.dirty = True
        out = eng.check_win([])
        return (out, g.to_json()["events"][len(game.events) :])

    while not game.over and game.phase_index < 30:
        for aside in (99, 2, 1, 0):
            if checked(False, aside) != checked(True, aside):
                raise AssertionError(f"phase {game.phase_index}, {aside}")
            compared += 1
        play_turns(game, bots, observer)
        game.advance()
    assert compared


def test_r3_a_one_action_batch_still_logs_its_order_draw() -> None:
    """R3 / R6: a batch of one action (most nights: the pack's attack) takes the short way in
    ``Resolution._run_batch`` (nothing to sort), yet draws and logs its order as a batch of more
    does, so every later draw of the game stays where the general path puts it."""
    game = Game.new(
        Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen"), ("Dan", "Citizen"),
               ("Eve", "Citizen")]),
        seed=3,
    )
    game.advance()
    assert game.submit("Ann", "attack Bob")
    first = len(game.events)
    game.advance()
    draws = [e.data for e in game.events[first:] if e.kind == "random_draw"]
    assert {"purpose": "batch order", "options": ["0"], "order": ["0"]} in draws
