"""R40: visible arithmetic. A public vote board shows what the rules let everyone see (Grandma's
vote and her picks' votes look like normal votes, hidden votes are not shown, the Mayor's extra
vote is public); the host sees the counted totals with every modifier and its source; the
explanation of a poll's result names every modifier that changed it, so a result never seems to
contradict the board without a reason given.

The issue's case: a board showed ``Dan 3 · Hal 3``, Dan was lynched, and nothing said why.
"""

from __future__ import annotations

import random

from rulings_support import dead, death_kind, do, new_game, to_phase

from werewolves.engine import tally
from werewolves.engine.explain import explain, poll_lines
from werewolves.engine.state import Setup
from werewolves.game import Game, SetupError
from werewolves.roles import default_rules
from werewolves.roles.rulebook import RULEBOOK
from werewolves.sim.match import BotMix, bots_for, play_match
from werewolves.sim.setups import player_names
from werewolves.testing import engine_of, state_of

CITIZENS = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Hal")


def _town(**extra: str) -> dict[str, str]:
    players = {name: role for name, role in extra.items()}
    players.update({n: "Citizen" for n in CITIZENS if n not in players})
    players["Wol"] = "Wolf"  # the game goes on; the pack never attacks in these tests
    return players


def _votes(g: Game, **ballots: str) -> None:
    for voter, target in ballots.items():
        do(g, f"{voter} vote {target}")


def _closing(g: Game, poll: str = "lynch") -> tally.Breakdown:
    ev = [e for e in g.events if e.kind == "poll_closed" and e.data.get("poll") == poll][-1]
    return tally.Breakdown.from_json(ev.data["breakdown"])


def _why(g: Game, name: str) -> str:
    death = g.player(name).death
    assert death is not None, f"{name} is alive"
    return "\n".join(explain(g.events, death.event, words=RULEBOOK))


def _in_words(rule: str) -> str:
    return f"[{rule}: {RULEBOOK[rule]}]"


# ---------------------------------------------------------------------- the case


def test_r40_dan_3_hal_3_on_the_board_and_dan_lynched_the_explanation_names_grandma() -> None:
    g = new_game(_town(Gma="Grandma"))
    to_phase(g, "Night 1")
    do(g, "Gma choose Cid Fay")
    to_phase(g, "Day 1")
    _votes(g, Gma="Dan", Ann="Dan", Bob="Dan", Cid="Hal", Eve="Hal", Fay="Hal")
    poll = engine_of(g).poll("lynch")
    assert poll is not None
    # what everyone sees: three votes each (Grandma's and her picks' votes look normal)
    board = tally.breakdown(engine_of(g), poll)
    assert tally.public_board(board) == "Dan 3 · Hal 3"
    # what the host sees: the counted totals
    assert tally.host_board(board) == "Dan 4 · Hal 1"
    g.advance()
    assert death_kind(g, "Dan") == "lynch"
    why = _why(g, "Dan")
    assert "counted: Dan 4 · Hal 1; the public board showed Dan 3 · Hal 3" in why
    assert "Gma's vote for Dan counts 2: Grandma's vote counts one for each of the 2 players" in why
    assert "Cid's vote for Hal counts 0: a vote taken by Grandma (−1, from Gma" in why
    assert "Fay's vote for Hal counts 0: a vote taken by Grandma (−1, from Gma" in why
    assert _in_words("S2.21") in why and _in_words("S2.20") in why


def test_r40_a_board_tie_broken_by_hidden_votes_names_the_stalker() -> None:
    g = new_game(_town(Sta="Stalker"))
    to_phase(g, "Day 2")
    _votes(g, Ann="Dan", Bob="Dan", Cid="Dan", Eve="Hal", Fay="Hal", Sta="Hal")
    do(g, "Sta threaten Dan")
    g.advance()
    assert death_kind(g, "Dan") == "lynch"
    closing = _closing(g)
    # R40: hidden votes are never on the public board; the host's totals count them
    assert tally.public_board(closing) == "Dan 3 · Hal 3"
    assert tally.host_board(closing) == "Dan 5 · Hal 3"
    assert closing.hidden["Dan"].sources == ("Sta",)
    why = _why(g, "Dan")
    assert "the public board showed Dan 3 · Hal 3" in why
    assert "Dan gets +2: hidden votes from a Stalker's threat (not on the board, from Sta)" in why
    assert _in_words("Stalker") in why


def test_r40_a_vote_removed_by_war_is_named_with_the_horseman_who_doomed_it() -> None:
    g = new_game(_town(War="Horseman of War"))
    to_phase(g, "Night 1")
    do(g, "War doom Eve")
    to_phase(g, "Day 1")
    _votes(g, Ann="Dan", Bob="Dan", Cid="Dan", Eve="Hal", Fay="Hal", Hal="Hal")
    g.advance()
    assert death_kind(g, "Dan") == "lynch"
    closing = _closing(g)
    assert (tally.public_board(closing), tally.host_board(closing)) == (
        "Dan 3 · Hal 3",
        "Dan 3 · Hal 2",
    )
    why = _why(g, "Dan")
    assert "Eve's vote for Hal counts 0: doomed by War, so the normal vote counts nothing" in why
    assert "from War;" in why and _in_words("WAR") in why


def _mayor_game(**extra: str) -> Game:
    g = new_game(_town(**extra))
    to_phase(g, "Day 1")
    for p in g.living():
        do(g, f"{p} elect Ann")
    to_phase(g, "Day 2")
    assert g.player("Ann").offices == ["Mayor"]
    return g


def test_r40_the_mayors_extra_vote_is_public_and_named() -> None:
    g = _mayor_game()
    _votes(g, Ann="Dan", Bob="Dan", Cid="Hal", Eve="Hal")
    closing = tally.breakdown(engine_of(g), engine_of(g).poll("lynch"))  # type: ignore[arg-type]
    # R13 / R40: the extra vote is public, so board and count agree
    assert tally.public_board(closing) == tally.host_board(closing) == "Dan 3 · Hal 2"
    g.advance()
    why = _why(g, "Dan")
    assert "counted: Dan 3 · Hal 2" in why and "the public board showed" not in why
    assert "Ann's vote for Dan counts 2: the Mayor's extra vote (+1, from Ann; the board shows " \
        "it)" in why
    assert _in_words("R13") in why


def test_r40_a_mayor_picked_by_grandma_shows_two_counts_one_and_both_are_named() -> None:
    g = _mayor_game(Gma="Grandma")
    to_phase(g, "Night 3")
    do(g, "Gma choose Ann")
    to_phase(g, "Day 3")
    _votes(g, Ann="Dan", Bob="Hal")
    closing = tally.breakdown(engine_of(g), engine_of(g).poll("lynch"))  # type: ignore[arg-type]
    ann = next(b for b in closing.ballots if b.voter == "Ann")
    # S2.31: the extra vote is never taken; the board shows the normal vote and the extra
    assert (ann.counted, ann.shown) == (1, 2)
    assert [m.rule for m in ann.modifiers] == ["S2.20", "R13"]
    lines = "\n".join(poll_lines_of(closing))
    assert "a vote taken by Grandma (−1, from Gma" in lines and "the Mayor's extra vote" in lines


def poll_lines_of(bd: tally.Breakdown) -> list[str]:
    from werewolves.engine.events import Event

    ev = Event(0, 0, "test", "poll_closed", data={"poll": bd.poll, "breakdown": bd.to_json(),
                                                   "totals": bd.totals})
    return poll_lines(ev, RULEBOOK)


def test_r40_a_voter_who_died_during_the_day_counts_nothing_and_it_is_said() -> None:
    g = new_game({"Amy": "Amulet Holder", **_town()})
    do(g, "Amy pass Bob")
    to_phase(g, "Day 1")
    _votes(g, Ann="Dan", Bob="Dan", Cid="Dan", Eve="Hal", Amy="Hal", Wol="Hal")
    do(g, "Amy shatter")  # S2.9: the holder, Bob, is attacked at once and dies
    assert "Bob" in dead(g)
    g.advance()
    closing = _closing(g)
    assert tally.public_board(closing) == tally.host_board(closing) == "Hal 3 · Dan 2"
    assert death_kind(g, "Hal") == "lynch"
    why = _why(g, "Hal")
    assert "Bob's vote for Dan counts 0: the voter has died, and the dead do not vote" in why
    assert _in_words("R7") in why


# ---------------------------------------------------------------------- the arithmetic


def test_r40_breakdown_totals_are_cores_tally_over_many_random_games() -> None:
    """The breakdown mirrors Engine.vote_weight and Engine.tally exactly, for every poll of
    every day of games mixing every dealable role, and every closing records them."""
    dealable = sorted(r.name for r in default_rules().roles.values() if not r.office)
    rng = random.Random(40)
    polls_checked = modifiers_seen = 0
    games = 0
    while games < 60:
        n = rng.randint(6, 22)
        roles = [rng.choice(dealable) for _ in range(n)]
        try:
            g = Game.new(Setup(list(zip(player_names(n), roles, strict=True))),
                         seed=rng.randrange(2**32))
        except SetupError:
            continue
        games += 1

        def check(game: Game) -> None:
            nonlocal polls_checked, modifiers_seen
            eng = engine_of(game)
            for poll in state_of(game).polls:
                bd = tally.breakdown(eng, poll)
                assert bd.totals == eng.tally(poll), (poll.name, game.phase)
                assert tally.totals(eng, poll) == eng.tally(poll)
                for b in bd.ballots:
                    p = eng.player(b.voter)
                    if p.alive:
                        assert b.counted == eng.vote_weight(p, poll)
                        assert b.counted == tally.vote_weight(eng, p, poll)
                        assert b.counted == 1 + sum(m.delta for m in b.modifiers)
                assert tally.Breakdown.from_json(bd.to_json()) == bd
                # speed: a closing writes the breakdown's JSON directly; the same dicts
                closing = tally.closing_data(eng, poll)
                assert closing == {"totals": bd.totals, "breakdown": bd.to_json()}
                assert list(closing["totals"]) == list(bd.totals)  # and the same order
                polls_checked += 1
                modifiers_seen += len(bd.modifiers())

        bots = bots_for(g, BotMix("random"), rng.randrange(2**32))
        play_match(g, bots, max_phases=30, stall=None, on_phase=check)
        for ev in g.events:
            if ev.kind == "poll_closed" and "breakdown" in ev.data:
                assert ev.data["breakdown"]["totals"] == ev.data["totals"]
    assert polls_checked > 100 and modifiers_seen > 10


def test_r40_every_hook_that_weighs_a_vote_has_words() -> None:
    """A modifier is named in words, with its rule, whichever hook made it."""
    rules = default_rules()
    hooks = [*rules.hooks.get("vote_weight", []), *rules.hooks.get("vote_extra", [])]
    assert hooks
    for fn in hooks:
        assert tally.listener_key(fn) in tally.DESCRIBERS, tally.listener_key(fn)
    assert tally.INVISIBLE in tally.DESCRIBERS


def test_r40_the_closing_breakdown_survives_a_json_round_trip() -> None:
    g = new_game(_town(Gma="Grandma"))
    to_phase(g, "Night 1")
    do(g, "Gma choose Cid")
    to_phase(g, "Day 1")
    _votes(g, Gma="Dan", Cid="Hal")
    g.advance()
    again = Game.from_json(g.to_json())
    assert again.to_json() == g.to_json()
    assert _closing(again) == _closing(g)


def test_r40_a_modifier_nobody_describes_is_still_named_by_its_hook_and_rule() -> None:
    g = new_game(_town(Gma="Grandma"))
    to_phase(g, "Night 1")
    do(g, "Gma choose Cid Fay")
    to_phase(g, "Day 1")
    _votes(g, Gma="Dan", Cid="Hal")
    bd = tally.breakdown(engine_of(g), engine_of(g).poll("lynch"), describers={})  # type: ignore[arg-type]
    [m] = [m for w, m in bd.modifiers() if w == "Cid"]
    # the hook's function name, and the first rule its docstring cites
    assert (m.key, m.label, m.rule, m.delta) == ("grandma.grandma_weight", "grandma weight",
                                                 "S2.20", -1)


def test_r40_a_group_poll_result_says_what_its_members_saw() -> None:
    """R40 in a group's private poll: the Alpha Wolf's vote counts two but its packmates saw
    one, so the closing's sentence gives the counted votes and what the pack saw
    (``explain.board_note``); with plain votes it adds nothing."""
    town = [[n, "Citizen"] for n in ("Cid", "Dan", "Eve", "Fay")]
    players = [["Ann", "Alpha Wolf"], ["Bob", "Wolf"], *town]
    game = Game.new(Setup.from_json({"players": players}), 3)
    game.advance()
    assert game.submit("Ann", "attack Cid") and game.submit("Bob", "attack Dan")
    game.advance()
    death = game.player("Cid").death
    assert death is not None
    lines = game.explain(death.event)
    assert any("Cid wins with 2 counted vote(s) (the wolfpack saw 1)" in line for line in lines)
