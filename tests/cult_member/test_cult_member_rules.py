"""The Cult Member (role book 2023: townsfolk/group/cult member), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: rulings RM200 (a cult is dealt one leader), RM201 (what the cult learns at the deal),
RM203 (the cult's poll is counted as the pack's), RM204 (role loss and R36), RM205 (the cult's
attack before the pack's).
"""

from __future__ import annotations

import pytest
from cult_games import TOWN, _dead, cult_table
from role_game_steps import _do, _game, _refused

from werewolves.game import Game, Meaning, SetupError
from werewolves.sim.agent import make_agent
from werewolves.testing import engine_of, state_of

CULT = cult_table(("Mia", "Cult Member"), ("Max", "Cult Member"), town=TOWN[:-1])


def _to_night_2(g: Game) -> None:
    """From Day 0 to Night 2 with nobody dead (the pack and the town hold back)."""
    g.advance_to(3)
    assert state_of(g).phase == 3


def _attacks(g: Game, source: str) -> list[tuple[str, str]]:
    """(attacker, victim) of every kill attempt of ``source`` (the cult, the pack)."""
    return [(str(e.actor), e.targets[0]) for e in g.events
            if e.kind == "kill_attempt" and e.data.get("source") == source]


def test_cult_member_b1_the_cultists_share_a_channel_nobody_else_reads() -> None:
    g = _game(CULT)
    for name in ("Lea", "Mia", "Max"):
        assert "cult" in g.channels(name)
    for name in ("Wes", "Ann"):
        assert "cult" not in g.channels(name)
    g.say("Mia", "cult", "Bob looked nervous")
    assert any("Bob looked nervous" in m for m in g.messages("Lea"))
    assert any("Bob looked nervous" in m for m in g.messages("Max"))
    assert not any("Bob looked nervous" in m for m in g.messages("Wes"))
    assert hasattr(g.say("Ann", "cult", "let me in"), "reason")


def test_cult_member_1_rm201_a_member_is_in_the_cult_and_learns_its_members_and_side() -> None:
    g = _game(CULT)
    for name in ("Lea", "Mia", "Max"):
        told = [m for m in g.view(name).messages if m.key == "group.members"
                and m.params["group"] == "cult"]
        assert [m.params["members"] for m in told] == [["Lea", "Mia", "Max"]]
        (trusted,) = [m for m in g.view(name).messages if m.key == "group.trusted"]
        assert trusted.means(Meaning.ALLIES)
        # RM201: names only: nobody is told who leads the cult
        assert not any("Cult Leader" in m for m in g.private_messages(name)
                       if "Lea" in m and name != "Lea")
    bot = make_agent("heuristic", "Max", 0)
    bot.choose(g.view("Max"), g.legal_actions("Max"))
    assert {"Lea", "Mia"} <= bot.mem.allies  # type: ignore[attr-defined]
    assert not [m for m in g.view("Ann").messages if m.key == "group.trusted"]


def test_cult_member_2_no_cult_attack_on_night_1_one_each_night_from_night_2() -> None:
    g = _game(CULT)
    g.advance()  # Night 1
    refusal = _refused(g, "Mia sacrifice Ann")
    assert "Night 2" in refusal.message
    g.advance_to(3)
    _do(g, "Mia sacrifice Ann")
    # one player a night: the poll names one target
    _refused(g, "Mia sacrifice Ann Bob")
    g.advance()
    assert _dead(g) == {"Ann"}


def test_cult_member_b2_each_night_from_night_2_the_cult_votes_one_attack() -> None:
    g = _game(CULT)
    _to_night_2(g)
    _do(g, "Mia sacrifice Ann")
    g.advance_to(5)  # Night 3: the same member votes again, and so does the cult
    _do(g, "Mia sacrifice Bob")
    g.advance()
    assert _dead(g) == {"Ann", "Bob"}
    assert [v for _a, v in _attacks(g, "cult")] == ["Ann", "Bob"]


def test_cult_member_3_when_the_leader_dies_the_cult_attacks_no_more() -> None:
    g = _game(CULT)
    g.advance_to(2)  # Day 1: the town lynches the leader
    for name in ("Ann", "Bob", "Cyd", "Dan", "Wes"):
        _do(g, f"{name} vote Lea")
    g.advance()  # Night 2
    assert "Lea" in _dead(g)
    for name in ("Mia", "Max"):
        assert any("The cult is disbanded" in m for m in g.private_messages(name))
        assert "cult" not in g.channels(name)
        assert "sacrifice" not in [la.verb for la in g.legal_actions(name)]
    refusal = _refused(g, "Mia sacrifice Ann")
    assert refusal.message
    assert engine_of(g).group("cult") is None or not engine_of(g).group("cult").members  # type: ignore[union-attr]


def test_cult_member_4_the_most_voted_player_is_attacked_by_one_of_its_voters() -> None:
    g = _game(CULT)
    _to_night_2(g)
    _do(g, "Lea sacrifice Ann")
    _do(g, "Mia sacrifice Bob")
    _do(g, "Max sacrifice Bob")
    g.advance()
    assert _dead(g) == {"Bob"}
    ((attacker, victim),) = _attacks(g, "cult")
    assert victim == "Bob" and attacker in ("Mia", "Max")
    # the cult is told who carries its attack out
    (executed,) = [e for e in g.events if e.kind == "group_action"]
    assert set(executed.to) == {"Lea", "Mia", "Max"} and executed.actor == attacker


def test_cult_member_4_rm203_a_tie_attacks_nobody_and_the_cult_is_told() -> None:
    g = _game(CULT)
    _to_night_2(g)
    _do(g, "Lea sacrifice Ann")
    _do(g, "Mia sacrifice Bob")
    g.advance()
    assert not _dead(g)
    assert not _attacks(g, "cult")
    assert [e for e in g.events if e.kind != "chat" and e.msg == "group.no_action"
            and "Lea" in e.to]


def test_cult_member_5_the_attack_happens_at_the_end_of_the_night_and_may_change() -> None:
    g = _game(CULT)
    _to_night_2(g)
    _do(g, "Mia sacrifice Ann")
    assert not _dead(g)  # chosen, not yet carried out
    _do(g, "Mia sacrifice Cyd")  # changed until the night ends
    g.advance()
    assert _dead(g) == {"Cyd"}


def test_cult_member_5_rm205_the_cults_attack_comes_before_the_packs() -> None:
    # the groups' attacks go first, sorted by the group's name: the cult's before the pack's,
    # whichever role the cult's attacker holds (a Cult Member's name sorts after "Alpha Wolf")
    for seed in range(4):
        g = _game([*CULT[:3], ("Alf", "Alpha Wolf"), *CULT[4:]], seed=seed)
        _to_night_2(g)
        _do(g, "Alf attack Bob")
        _do(g, "Mia sacrifice Ann")
        _do(g, "Max sacrifice Ann")
        g.advance()
        order = [e.data.get("source") for e in g.events if e.kind == "kill_attempt"]
        assert order == ["cult", "wolfpack"], seed
        assert _dead(g) == {"Ann", "Bob"}


def test_cult_member_6_a_member_who_lost_the_role_still_votes() -> None:
    # an Infecting Wolf makes Max a Wolf on Night 1: he keeps the cult's channel and vote
    g = _game([("Iwo", "Infecting Wolf"), *CULT])
    g.advance()
    _do(g, "Iwo infect Max")
    assert g.player("Max").role == "Wolf"
    g.advance_to(3)
    assert "cult" in g.channels("Max")
    assert "sacrifice" in [la.verb for la in g.legal_actions("Max")]
    # his vote breaks the tie between Lea's and Mia's
    _do(g, "Lea sacrifice Ann")
    _do(g, "Mia sacrifice Bob")
    _do(g, "Max sacrifice Bob")
    g.advance()
    assert "Bob" in _dead(g) and "Ann" not in _dead(g)


def test_rm204_the_cult_closes_once_nobody_alive_in_it_holds_a_cult_role() -> None:
    # R36 outranks: the leader alone, made a Wolf, leaves no living cultist as a member
    g = _game([("Iwo", "Infecting Wolf"), ("Lea", "Cult Leader"), ("Wes", "Wolf"),
               ("Ann", "Citizen"), ("Bob", "Citizen"), ("Cyd", "Citizen"), ("Dan", "Citizen")])
    g.advance()
    _do(g, "Iwo infect Lea")
    assert "cult" not in g.channels("Lea")
    g.advance_to(3)
    assert "sacrifice" not in [la.verb for la in g.legal_actions("Lea")]


@pytest.mark.parametrize(
    "roles",
    [["Cult Member", "Cult Member"], ["Cult Leader", "Cult Leader", "Cult Member"]],
)
def test_rm200_a_cult_is_dealt_exactly_one_leader(roles: list[str]) -> None:
    with pytest.raises(SetupError) as e:
        _game([(f"P{i}", r) for i, r in enumerate([*roles, "Wolf", "Citizen", "Citizen"])])
    assert "exactly one Cult Leader" in str(e.value)
    assert f"deals {roles.count('Cult Leader')}" in str(e.value)
    # a leader alone is a cult of one; a game with no cultist asks for nothing
    _game([("Lea", "Cult Leader"), ("Wes", "Wolf"), ("Ann", "Citizen")])
    _game([("Wes", "Wolf"), ("Ann", "Citizen")])


def test_cult_member_b1_the_browser_and_terminal_views_carry_the_cults_channel() -> None:
    # the screens draw a player's channels from their view (never a role's name): the cult's
    # is there for a cultist, writable, with what was said in it, and absent for anyone else
    g = _game(CULT)
    g.say("Lea", "cult", "welcome")
    (chan,) = [c for c in g.view("Max").to_json()["channels"] if c["name"] == "cult"]
    assert chan["writable"] and any("welcome" in str(m) for m in chan["messages"])
    assert not [c for c in g.view("Ann").to_json()["channels"] if c["name"] == "cult"]


def test_cult_member_6_an_undead_cultist_still_votes_and_the_vote_counts() -> None:
    # a Vampire demonizes Max and the pack attacks him on Night 1: he rises as an Undead (a role
    # of another team), keeps the cult's channel, and his vote decides the cult's tie
    g = _game([*CULT, ("Val", "Vampire")])
    g.advance()
    _do(g, "Val demonize Max")
    _do(g, "Wes attack Max")
    g.advance_to(3)
    assert g.player("Max").alive and g.player("Max").role == "Undead"
    assert "cult" in g.channels("Max")
    _do(g, "Lea sacrifice Ann")
    _do(g, "Mia sacrifice Bob")
    _do(g, "Max sacrifice Bob")
    g.advance()
    assert "Bob" in _dead(g) and "Ann" not in _dead(g)
    assert not [e for e in g.events if e.kind == "vote_not_counted"]
