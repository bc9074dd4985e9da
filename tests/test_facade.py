"""The facade for clients (issue 9, item 4): typed, serialisable views; legal actions that are
exactly what ``submit`` accepts; a resumable stream per viewer; ``awaiting``; the command log and
``Game.replay``; the rules version."""

from __future__ import annotations

import json
import random

from werewolves.game import HOST, PUBLIC, Game, Reason, Refusal, Setup
from werewolves.roles import RULES_VERSION, default_rules
from werewolves.sim.match import BotMix, bots_for, play_match, play_turns
from werewolves.sim.observe import Observer
from werewolves.sim.random_agent import RandomAgent
from werewolves.testing import state_of

DEALABLE = sorted(r.name for r in default_rules().roles.values() if not r.office)


def _mixed(rng: random.Random) -> Setup:
    n = rng.randint(5, 14)
    roles = [rng.choice(DEALABLE) for _ in range(n)]
    if "Plague Doctor" in roles and "Plague Bearer" not in roles:
        roles[0] = "Plague Bearer"
    return Setup([(f"P{i}", r) for i, r in enumerate(roles)])


def _games(count: int, seed: int) -> list[Game]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        try:
            g = Game.new(_mixed(rng), seed=rng.randrange(2**32))
        except Exception:
            continue
        out.append(g)
    return out


def test_d09_reassign_is_offered_with_candidates_per_position() -> None:
    g = Game.new(Setup([("Ann", "Ravenkeeper"), ("Bob", "Citizen"), ("Cid", "Citizen"),
                        ("Dan", "Wolf"), ("Eve", "Citizen")]), seed=1)
    g.advance()
    assert g.submit("Ann", "assign Bob")
    g.advance()
    g.advance()  # Night 2
    offered = {la.verb: la for la in g.legal_actions("Ann")}
    assert "reassign" in offered, "reassign is accepted, so it must be offered"
    la = offered["reassign"]
    assert la.slots[0] == ("Bob",), "only a player holding a raven can be the FROM position"
    assert "Cid" in la.slots[1]
    assert g.submit("Ann", "reassign Bob Cid")


def _pairs(g: Game, name: str, verb: str) -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    """The pairs ``verb A B`` the slots of ``name``'s offer list (one name per position, no name
    twice, R7), and the pairs ``submit`` accepts (each tried on a copy)."""
    (la,) = [la for la in g.legal_actions(name) if la.verb == verb]
    listed = {(a, b) for a in la.slots[0] for b in la.slots[1] if a != b}
    snap = g.to_json()
    living = g.living()
    accepted = {
        (a, b)
        for a in living
        for b in living
        if Game.from_json(snap).submit(name, [verb, a, b])
    }
    return listed, accepted


def test_e1_s1_5_r27_r7_reassign_slots_are_exactly_the_pairs_accepted() -> None:
    """E1 (issue 16): with ravens on Bob and Cid, the TO position was worked out for the first
    FROM (Bob) only: ``reassign Cid Cid`` looked offered (refused: a name twice), while
    ``reassign Cid Bob`` (S1.5: from one player to another) was accepted but never listed, so a
    client picking one name per position from the slots could not move that raven, and could
    pick a pair that is refused. Now every listed pair of different names is accepted, and
    every accepted pair is listed."""
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jay"]
    roles = ["Ravenkeeper", "Citizen", "Citizen", "Wolf"] + ["Citizen"] * 6
    g = Game.new(Setup(list(zip(names, roles, strict=True))), seed=1)
    assert g.player("Ann").counters["ravens"] == 2  # S1.3: one raven for every five players
    g.advance()  # Night 1
    assert g.submit("Ann", "assign Bob")
    g.advance()
    g.advance()  # Night 2
    assert g.submit("Ann", "assign Cid")
    g.advance()
    g.advance()  # Night 3
    (la,) = [la for la in g.legal_actions("Ann") if la.verb == "reassign"]
    assert la.slots[0] == ("Bob", "Cid")
    assert "Bob" in la.slots[1] and "Cid" in la.slots[1]
    listed, accepted = _pairs(g, "Ann", "reassign")
    assert ("Cid", "Bob") in accepted
    assert listed == accepted
    # R7: the one pair of listed names refused is a name twice, with its own reason
    twice = g.submit("Ann", "reassign Cid Cid")
    assert isinstance(twice, Refusal) and twice.reason is Reason.INVALID_TARGET
    # one raven left on the board: its holder is no TO, and every listed pair still holds
    assert g.submit("Ann", "reassign Bob Cid")
    g.advance()
    g.advance()  # Night 4: both ravens on Cid
    (la,) = [la for la in g.legal_actions("Ann") if la.verb == "reassign"]
    assert la.slots[0] == ("Cid",) and "Cid" not in la.slots[1]
    listed, accepted = _pairs(g, "Ann", "reassign")
    assert listed == accepted


def test_e1_r31_r7_grandmas_two_picks_list_every_pair_accepted() -> None:
    """E1's slot rule for an ability without target checks (Grandma's ``choose A B``): the
    second position listed everyone but the first seat, so ``choose Bob Ann`` was accepted but
    never offered."""
    g = Game.new(
        Setup([("Ann", "Citizen"), ("Bob", "Grandma"), ("Cid", "Citizen"), ("Dan", "Wolf"),
               ("Eve", "Citizen")]),
        seed=1,
    )
    g.advance()  # Night 1
    listed, accepted = _pairs(g, "Bob", "choose")
    assert ("Bob", "Ann") in accepted
    assert listed == accepted


def test_legal_actions_are_exactly_what_submit_accepts() -> None:
    """At many points of many all-role games: every offered action, with any choice its
    positions allow, is accepted (tried on a copy); one target too many is refused; and a verb
    that is not offered is refused."""
    checked = 0
    for g in _games(25, 9):
        rng = random.Random(checked)
        bots = {n: RandomAgent(n, random.Random(i)) for i, n in enumerate(g.players)}
        observer = Observer(g)
        for _ in range(12):
            if g.over:
                break
            snap = g.to_json()
            for name in g.living():
                offered = g.legal_actions(name)
                for la in offered:
                    trial = Game.from_json(snap)
                    k = rng.randint(max(la.min_targets, 0), la.max_targets)
                    picks: list[str] = []
                    for slot in la.slots[:k]:
                        options = [c for c in slot if c not in picks]
                        if not options:
                            break  # a player named again (picks paired with the players)
                        picks.append(rng.choice(options))
                    if k and len(picks) < k:
                        continue
                    # the words named after the players (a role, a group): offered options
                    words = rng.sample(list(la.options), la.picks) if la.picks else []
                    res = trial.submit(name, [la.verb, *picks, *words])
                    assert res, f"{name} {la.verb} {picks} {words} offered but refused: {res}"
                    if la.max_targets and len(g.living()) > la.max_targets:
                        extra = [p for p in g.living() if p not in picks]
                        too_many = [*picks, *extra][: la.max_targets + 1]
                        if len(too_many) > la.max_targets:
                            res = Game.from_json(snap).submit(name, [la.verb, *too_many])
                            assert not res, f"{name} {la.verb} {too_many}: too many accepted"
                    checked += 1
                verbs = {la.verb for la in offered}
                for verb in sorted(default_rules().verbs() - verbs)[:3]:
                    trial = Game.from_json(snap)
                    for target in g.living()[:2]:
                        res = trial.submit(name, [verb, target])
                        assert not res or verb in {"unvote"}, f"{name} {verb} {target} not offered"
            play_turns(g, bots, observer)
            g.advance()
    assert checked > 500


def test_r7_nobody_is_refused_by_an_ability_that_never_names_anyone() -> None:
    g = Game.new(Setup([("Ann", "Ravenkeeper"), ("Bob", "Citizen"), ("Cid", "Wolf")]), seed=1)
    g.advance()
    g.submit("Ann", "assign Bob")
    g.advance()
    g.advance()
    res = g.submit("Ann", "spy nobody")
    assert isinstance(res, Refusal) and res.reason is Reason.TARGET_COUNT


def test_views_are_json_and_share_nothing() -> None:
    for g in _games(6, 3):
        play_match(g, bots_for(g, BotMix("random"), 1), max_phases=6, stall=None)
        for name in g.players:
            v = g.view(name)
            text = json.dumps(v.to_json())
            assert v.name in text
            for m in v.messages:
                assert m.text and (m.key is not None)
        json.dumps(g.host_view().to_json())


def test_the_stream_resumes_from_any_cursor_without_loss_or_duplicates() -> None:
    for g in _games(5, 4):
        got: dict[str, list[int]] = {n: [] for n in [*g.players, HOST, PUBLIC]}
        cursors = dict.fromkeys(got, -1)
        bots = bots_for(g, BotMix("random"), 2)
        for _ in range(8):
            if g.over:
                break
            play_match(g, bots, max_phases=1, stall=None)
            for viewer in got:
                new = g.events_for(viewer, after=cursors[viewer])
                got[viewer] += [m.id for m in new]
                if new:
                    cursors[viewer] = new[-1].id
        for viewer, ids in got.items():
            assert ids == [m.id for m in g.events_for(viewer)], viewer
            assert len(ids) == len(set(ids))
        public = {m.id for m in g.events_for(PUBLIC)}
        assert all(g.events[i].audience == "public" for i in public)


def test_replay_rebuilds_the_game_event_for_event_from_its_command_log() -> None:
    for g in _games(15, 5):
        play_match(g, bots_for(g, BotMix("random"), 7), max_phases=30, stall=None)
        g.say(g.living()[0], "town square", "hello") if g.living() and not g.over else None
        again = Game.replay(state_of(g).setup, state_of(g).seed, g.commands)
        assert again.to_json() == g.to_json()
        assert g.rules_version == RULES_VERSION


def test_awaiting_lists_who_has_not_acted() -> None:
    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller"),
                        ("Dan", "Citizen")]), seed=1)
    g.advance()  # Night 1
    waiting = g.awaiting()
    assert "Cid" in waiting and "investigate" in waiting["Cid"]
    assert "attack" in waiting["Ann"]
    g.submit("Cid", "investigate Ann")
    g.submit("Ann", "attack Bob")
    assert "Cid" not in g.awaiting() and "Ann" not in g.awaiting()
    g.advance()  # Day 1
    assert set(g.awaiting()) == set(g.living())
    g.submit("Cid", "vote Ann")
    assert "vote" not in g.awaiting()["Cid"] and "elect" in g.awaiting()["Cid"]
    g.submit("Cid", "elect Dan")
    assert "Cid" not in g.awaiting()


def test_refusals_quote_the_callers_input_shortened_and_tamed() -> None:
    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=1)
    evil = "\x1b[31m\u202e" + "x" * 20_000
    for res in (g.submit(evil, "vote Bob"), g.submit("Ann", evil), g.submit("Ann", f"vote {evil}"),
                g.say("Ann", evil, "hi")):
        assert isinstance(res, Refusal)
        assert "\x1b" not in res.message and "\u202e" not in res.message
        assert len(res.message) < 300, res.message


class _NoScan(list):  # type: ignore[type-arg]
    """An event log that refuses to be walked whole (d13: advance() must not scan the log)."""

    def __iter__(self):  # type: ignore[no-untyped-def]
        raise AssertionError("the whole event log was walked")

    def __reversed__(self):  # type: ignore[no-untyped-def]
        raise AssertionError("the whole event log was walked backwards")


def test_d13_advance_never_walks_the_whole_event_log() -> None:
    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen"),
                        ("Dan", "Citizen")]), seed=1)
    for _ in range(40):  # nobody acts: the game never ends
        g.advance()
    state_of(g).events = _NoScan(state_of(g).events)
    for _ in range(40):
        if g.phase.startswith("Day"):
            g.submit("Bob", "vote Cid")
        g.advance()
        if g.over:
            break


def test_reads_about_a_name_not_in_the_game_raise_one_typed_error() -> None:
    import pytest

    from werewolves.game import UnknownPlayer

    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=1)
    reads = (g.view, g.legal_actions, g.channels, g.messages, g.private_messages, g.why_dead,
             g.player, g.events_for)
    for bad in ("Zed", "Ann\n\n\x1b[2J" + "x" * 100, ""):
        for read in reads:
            with pytest.raises(UnknownPlayer) as err:
                read(bad)
            assert "\x1b" not in str(err.value) and len(str(err.value)) < 200
    assert g.legal_actions(" ann ") == g.legal_actions("Ann")  # case and spaces ignored


def test_an_explanation_asked_by_anything_but_an_event_number_is_one_typed_error() -> None:
    import pytest

    from werewolves.game import UnknownEvent

    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=1)
    g.advance()
    for bad in ("3", 3.0, None, True, "\x1b[2J" + "9" * 100):
        for read in (g.explain, g.explain_short):
            with pytest.raises(UnknownEvent) as err:
                read(bad)  # type: ignore[arg-type]
            text = str(err.value)
            assert "event is named by its number" in text
            assert "\x1b" not in text and len(text) < 200
    assert g.explain(0) and g.explain(10_000) == []  # a number past the log explains nothing


def test_d01_a_lookalike_letter_never_resolves_to_another_player() -> None:
    g = Game.new(Setup([("Kim", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=1)
    g.advance()
    g.advance()  # Day 1
    res = g.submit("Bob", "vote \u212aim")  # KELVIN SIGN folds to "k"
    assert isinstance(res, Refusal) and res.reason is Reason.UNKNOWN_PLAYER
    assert g.submit("Bob", "vote kim")


def test_r23_a_doomed_player_sees_the_doom_but_never_which_horseman_it_was() -> None:
    horsemen = ("Horseman of Pestilence", "Horseman of Famine", "Horseman of Death",
                "Horseman of War")
    for role in horsemen:
        g = Game.new(Setup([("Ann", role), ("Bob", "Citizen"), ("Cid", "Citizen"),
                            ("Dan", "Wolf")]), seed=1)
        g.advance()
        assert g.submit("Ann", "doom Bob")
        assert [s.name for s in g.view("Bob").statuses] == ["doomed"], role


def test_nothing_a_view_returns_is_shared_with_the_game() -> None:
    g = Game.new(Setup([("Ann", "Amulet Holder"), ("Bob", "Citizen"), ("Cid", "Wolf"),
                        ("Dan", "Citizen")]), seed=1)
    before = json.dumps(g.to_json(), sort_keys=True)
    for m in g.events_for("Bob"):
        for v in m.params.values():
            if isinstance(v, list):
                v.append("Mallory")
    for seat in g.host_view().seats:
        for st in seat.statuses:
            st["data"]["x"] = 1
    assert json.dumps(g.to_json(), sort_keys=True) == before
    play_match(g, bots_for(g, BotMix("random"), 3), max_phases=40, stall=None)
    if g.over:
        v = g.view("Ann")
        assert v.outcome is not None
        v.outcome.winners.append("Zed")
        assert "Zed" not in g.outcome.winners  # type: ignore[union-attr]


def test_r40_a_player_asking_why_during_the_game_sees_only_their_own_steps() -> None:
    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen"),
                        ("Dan", "Citizen")]), seed=1)
    g.advance()
    assert g.submit("Ann", "attack Bob")
    g.advance()
    assert not g.player("Bob").alive
    host = " ".join(g.why_dead("Bob"))
    mine = " ".join(g.why_dead("Bob", viewer="Cid"))
    assert "Ann" in host
    assert "Ann" not in mine and "Bob" in mine


def test_a_save_made_under_other_rules_is_refused_with_a_sentence() -> None:
    import pytest

    from werewolves.game import SnapshotError

    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=1)
    old = dict(g.to_json(), rules_version="2026.11.0")
    with pytest.raises(SnapshotError, match=r"rules version 2026\.11\.0"):
        Game.from_json(old)


def test_actions_and_chat_of_the_wrong_type_are_refused_not_crashed() -> None:
    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=1)
    for res in (g.submit(None, "vote Bob"), g.submit(5, "vote Bob"),  # type: ignore[arg-type]
                g.submit("Ann", None),  # type: ignore[arg-type]
                g.say("Ann", "town square", None),  # type: ignore[arg-type]
                g.say(None, "town square", "hi")):  # type: ignore[arg-type]
        assert isinstance(res, Refusal)


def test_a_save_naming_what_the_game_cannot_hold_is_refused() -> None:
    import pytest

    from werewolves.game import SnapshotError

    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=1)
    g.advance()
    g.advance()
    g.submit("Bob", "vote Ann")
    good = g.to_json()
    bad_role = json.loads(json.dumps(good))
    bad_role["players"][0]["role"] = "Dragon"
    bad_vote = json.loads(json.dumps(good))
    bad_vote["polls"][0]["votes"] = {"Zed": "Ann"}
    bad_ext = json.loads(json.dumps(good))
    bad_ext["ext"]["offices"] = 5
    for bad in (bad_role, bad_vote, bad_ext):
        with pytest.raises(SnapshotError):
            Game.from_json(bad)
    assert Game.from_json(good).to_json() == good


def test_chat_in_a_channel_that_is_not_text_names_the_channels_one_has() -> None:
    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=1)
    res = g.say("Ann", None, "hi")  # type: ignore[arg-type]
    assert isinstance(res, Refusal) and res.reason is Reason.NO_CHANNEL
    assert "town square" in res.message and "None" in res.message


def test_rm250_every_players_view_carries_each_seats_public_offices() -> None:
    """R12 / RM250: offices are public, so each player's view lists every seat's offices (the
    roster shows them), the holder's and everyone else's alike."""
    seven = [("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller"), ("Dan", "Citizen")]
    seven += [("Eve", "Citizen"), ("Fay", "Wolf"), ("Gus", "Citizen")]
    g = Game.new(Setup(seven), seed=3)
    g.advance()
    g.advance()
    assert all(s.offices == () for s in g.view("Bob").seats)
    for name in ("Bob", "Cid", "Dan"):
        assert g.submit(name, "elect", "Eve")
    g.advance()
    for viewer in ("Ann", "Bob", "Eve"):
        seats = {s.name: s.offices for s in g.view(viewer).seats}
        assert seats["Eve"] == ("Mayor",)
        assert all(offices == () for name, offices in seats.items() if name != "Eve")
    assert g.view("Bob").to_json()["seats"][4]["offices"] == ["Mayor"]
