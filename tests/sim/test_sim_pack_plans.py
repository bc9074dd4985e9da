"""The heuristic bots' pack and town play from the declarations (issue 18 item 5, issue 19 item 5):
no pack member ever investigates or attacks a packmate, whatever wolf roles are dealt; the pack's
investigators report what they found in the pack's channel and its plan prefers (and gives the
reason for) the biggest threat found; investigators of the town claim their results; a protector
guards a claimed investigator. The bots know no role: what they do comes from the declarations,
the messages' meanings and the legal actions they are shown."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Sequence
from functools import cache

import pytest

from werewolves.engine.declarations import Aim, Declaration, Effect, Learns, Meaning
from werewolves.game import (
    THREAT_SCALE,
    Game,
    Pick,
    Setup,
    common_abilities,
    role_book,
    threat_rank,
)
from werewolves.roles import default_rules
from werewolves.roles.base import WOLFPACK
from werewolves.roles.tracking_wolf import MAJOR, NONE, SIGNIFICANT, SLIGHT
from werewolves.sim.agent import Act, Agent, Move, Say, make_agent
from werewolves.sim.claims import Report, parse_claim, parse_plan, parse_report
from werewolves.sim.heuristic import HeuristicAgent
from werewolves.sim.match import play_match
from werewolves.testing import state_of
from werewolves.views import LegalAction, Message, PlayerView

NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou",
         "Max", "Ned"]


class Traced:
    """Wraps a bot: records every (view, legal actions, move) it was handed and made."""

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.name = inner.name
        self.blind = inner.blind
        self.trace: list[tuple[PlayerView, tuple[LegalAction, ...], Move | None]] = []

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]) -> Move | None:
        move = self.inner.choose(observation, legal_actions)
        self.trace.append((observation, tuple(legal_actions), move))
        return move


Played = tuple[Game, dict[str, Traced], Counter[str]]


def _play(roles: list[str], seed: int, **setup: object) -> Played:
    # the roles dealt to the names in a seeded order, so each seed seats them differently
    order = roles[seed % len(roles):] + roles[: seed % len(roles)]
    game = Game.new(Setup(list(zip(NAMES, order, strict=False)), **setup), seed)  # type: ignore[arg-type]
    bots = {p: Traced(make_agent("heuristic", p, seed)) for p in game.players}
    refused: Counter[str] = Counter()
    play_match(game, bots, refusals=refused, max_phases=60)
    return game, bots, refused


@cache
def pack_roles() -> tuple[str, ...]:
    """Every role of the book whose holders are dealt into the wolfpack."""
    rules = default_rules()
    return tuple(sorted(r.name for r in rules.roles.values() if WOLFPACK in r.groups))


def _declarations(role: str) -> dict[str, Declaration]:
    """What each verb the holder of ``role`` may use does: everyone's, the offices', the role's."""
    out = {a.verb: a.declaration for a in common_abilities()}
    for card in role_book():
        if card.office or card.name == role:
            out.update({a.verb: a.declaration for a in card.abilities})
    return out


def _says(game: Game, channel: str) -> list[tuple[int, str, str]]:
    """(phase index, speaker, text) of every line said in ``channel``."""
    out, phase = [], 0
    for c in game.commands:
        if c["op"] == "advance":
            phase += 1
        elif c["op"] == "say" and c["channel"] == channel:
            out.append((phase, c["player"], c["text"]))
    return out


def _submits(game: Game) -> list[tuple[int, str, list[str]]]:
    out, phase = [], 0
    for c in game.commands:
        if c["op"] == "advance":
            phase += 1
        elif c["op"] == "submit":
            out.append((phase, c["player"], list(c["action"])))
    return out


# --------------------------------------------------------------------- 1. never the pack


def test_every_wolf_role_of_the_book_is_a_pack_role() -> None:
    # the games below deal every pack role there is (new ones join them by themselves)
    assert {"Wolf", "Tracking Wolf", "Sneaking Wolf", "Scared Wolf", "Wolf Cub",
            "Knowledgeable Wolf"} <= set(pack_roles())


PACK_TOWN = ["Fortune Teller", "Aura Teller", "Grandma", "Huntress", "Ravenkeeper",
             "Citizen", "Citizen", "Citizen"]


def _groups_filled(roles: list[str]) -> list[str]:
    """``roles`` and what their declared groups need besides to be dealt (ruling RM80): the
    group's own team's roles until it has as many members as it needs (a Hellhound's fellow
    Hellhound, a Bloody Butcher's Butchers)."""
    rules = default_rules()
    out = list(roles)
    for name, gdef in sorted(rules.groups.items()):
        members = sum(1 for r in out if name in rules.roles[r].groups)
        if not members:
            continue
        fellow = sorted(r.name for r in rules.roles.values()
                        if name in r.groups and r.team == gdef.team)
        out += fellow[:1] * max(0, gdef.at_least - members)
    return out


@pytest.fixture(scope="module")
def pack_games() -> list[Played]:
    games = []
    roles = pack_roles()
    for seed in range(max(8, -(-len(roles) // 3))):
        # every pack role in some game, three at a time (the rest of the table is the town)
        wolves = [roles[(3 * seed + i) % len(roles)] for i in range(3)]
        games.append(_play(_groups_filled(wolves + PACK_TOWN), seed, role_list="private"))
    return games


def test_no_pack_member_ever_investigates_or_attacks_a_packmate(
    pack_games: list[Played],
) -> None:
    dealt = set()
    for game, _bots, refused in pack_games:
        assert not refused, refused
        pack = {p.name for p in state_of(game).players if p.original_role in pack_roles()}
        roles = {p.name: p.original_role for p in state_of(game).players}
        dealt |= {roles[p] for p in pack}
        for _phase, actor, action in _submits(game):
            if actor not in pack:
                continue
            decl = _declarations(roles[actor]).get(action[0])
            assert decl is not None, action
            if decl.aim is Aim.RIVAL:
                # white-werewolf.b2 (ruling RM454): an ability declared against the user's own
                # channel fellows (the White Werewolf's attack on the pack) is meant for them
                assert all(t in pack for t in action[1:]), (roles[actor], action)
                continue
            for i, target in enumerate(action[1:]):
                effect = decl.effect(i)
                # an investigation, anything against its target, and a lynch vote
                against = effect.hostile or effect is Effect.INVESTIGATION or (
                    decl.aim is Aim.LYNCH
                )
                assert not (against and target in pack), (roles[actor], action)
    assert dealt == set(pack_roles())


def _night_view(
    players: list[tuple[str, str]], name: str, seed: int = 3
) -> tuple[Game, PlayerView]:
    game = Game.new(Setup(players), seed)
    game.advance()  # Night 1
    return game, game.view(name)


def _pretend(la: LegalAction, decl: Declaration, candidates: tuple[str, ...]) -> LegalAction:
    """An action like ``la`` (its verb: a legal move for the game) with another declaration."""
    return dataclasses.replace(la, declaration=decl, candidates=candidates, slots=())


def test_an_investigation_of_the_most_suspected_unknown_never_goes_to_an_ally() -> None:
    # a wolf handed an investigation that aims at "the most suspected player whose role is
    # not known yet" picks none of its pack (before the fix it picked the top of its
    # suspicion, packmates included), and an opponent when there is one
    players = [("Ann", "Wolf"), ("Bob", "Wolf"), ("Cyd", "Wolf"), ("Dan", "Citizen"),
               ("Eli", "Citizen"), ("Fox", "Citizen"), ("Gus", "Fortune Teller")]
    decl = Declaration(effects=(Effect.INVESTIGATION,), learns=Learns.ROLE, aim=Aim.UNKNOWN)
    for seed in range(10):
        _g, view = _night_view(players, "Ann", seed)
        (attack,) = [la for la in view.actions if la.aim is Aim.KILL]
        bot = HeuristicAgent("Ann", random.Random(seed))
        only_pack = _pretend(attack, decl, ("Bob", "Cyd"))
        moves = _all_moves(bot, view, [only_pack])
        assert not [m for m in moves if isinstance(m, Act)], moves
        bot = HeuristicAgent("Ann", random.Random(seed))
        mixed = _pretend(attack, decl, ("Bob", "Cyd", "Dan"))
        acts = [m for m in _all_moves(bot, view, [mixed]) if isinstance(m, Act)]
        assert [a.words[1:] for a in acts] == [("Dan",)]


def _all_moves(bot: HeuristicAgent, view: PlayerView, legal: list[LegalAction]) -> list[Move]:
    out: list[Move] = []
    while (move := bot.choose(view, legal)) is not None and len(out) < 12:
        out.append(move)
    return out


# -------------------------------------------------------- 2. the pack's plan uses its findings


def test_threat_messages_say_what_they_mean_on_one_scale() -> None:
    from werewolves.engine.messages import MEANINGS

    assert MEANINGS["track.threat"] == MEANINGS["aura.threat"] == Meaning.THREAT_FOUND.value
    assert MEANINGS["track.none"] == MEANINGS["aura.no_threat"] == Meaning.NO_THREAT.value
    assert MEANINGS["kw.roles"] == Meaning.ROLES_PRESENT.value
    # the Tracking Wolf's levels are the scale's words, from the least up
    assert THREAT_SCALE == (NONE, SLIGHT, SIGNIFICANT, MAJOR)
    assert [threat_rank(True, w) for w in THREAT_SCALE] == [0, 1, 2, 3]


TRACKED = ["Tracking Wolf", "Wolf", "Wolf Cub", "Fortune Teller", "Aura Teller", "Huntress",
           "Assassin", "Grandma", "Citizen", "Citizen", "Citizen", "Citizen"]


@pytest.fixture(scope="module")
def tracked_games() -> list[Played]:
    return [_play(TRACKED, seed) for seed in range(12)]


def test_a_pack_investigator_reports_each_threat_it_found_in_the_pack_channel(
    tracked_games: list[Played],
) -> None:
    reported = 0
    for game, _bots, refused in tracked_games:
        assert not refused, refused
        says = _says(game, WOLFPACK)
        for ev in game.events:
            if ev.msg not in ("track.threat", "track.none"):
                continue
            tracker, target = ev.to[0], ev.params["target"]
            level = ev.params.get("level", NONE)
            day = ev.phase + 1  # the next day, when the tracker speaks in the channel again
            if not _alive_at(game, tracker, day) or not _alive_at(game, target, day):
                continue
            reports = [parse_report(t) for ph, who, t in says if ph == day and who == tracker]
            assert any(r and (target, level) in r.threats for r in reports), (ev, says)
            reported += 1
    assert reported >= 10


def _alive_at(game: Game, player: str, phase: int) -> bool:
    """Whether ``player`` was alive when phase ``phase`` started."""
    p = game.player(player)
    return p.death is None or game.events[p.death.event].phase >= phase


def test_the_packs_plan_attacks_the_major_threat_its_investigator_found_and_says_why(
    tracked_games: list[Played],
) -> None:
    checked = 0
    for game, _bots, _refused in tracked_games:
        pack = {p.name for p in state_of(game).players if p.original_role in pack_roles()}
        says = _says(game, WOLFPACK)
        majors: set[str] = set()  # reported to the pack so far
        for phase, _who, text in says:
            report = parse_report(text)
            if report is not None:
                majors |= {p for p, lvl in report.threats if lvl == MAJOR}
                continue
            plan = parse_plan(text)
            alive = {m for m in majors if _alive_at(game, m, phase)}
            if plan is None or plan[0] != "attack" or phase % 2 == 0 or not alive:
                continue
            # the night's plan names a major threat the pack was told of, and says so
            assert plan[1] in alive and "major threat" in text, (phase, text, alive)
            # and every pack member's attack that night goes there
            votes = {who: a[1] for ph, who, a in _submits(game)
                     if ph == phase and who in pack and a[0] == "attack"}
            assert votes and set(votes.values()) == {plan[1]}, (phase, votes)
            attempts = [e.targets for e in game.events
                        if e.phase == phase and e.kind == "kill_attempt"
                        and e.data.get("source") == WOLFPACK]
            assert [plan[1]] in attempts, (phase, attempts)
            checked += 1
    assert checked >= 4


def _with_message(view: PlayerView, msg: Message) -> PlayerView:
    return dataclasses.replace(view, messages=[*view.messages, msg], cursor=msg.id)


def test_a_result_told_to_the_whole_pack_leads_its_plan() -> None:
    # a role learned, told to the whole pack in its channel (as a fox's result would be): the
    # first wolf to plan names that player, with the reason, and attacks them
    players = [("Ann", "Wolf"), ("Bob", "Wolf"), ("Cyd", "Citizen"), ("Dan", "Citizen"),
               ("Eli", "Citizen"), ("Fox", "Citizen"), ("Gus", "Fortune Teller")]
    for seed in range(6):
        _g, view = _night_view(players, "Ann", seed)
        told = Message(
            id=view.cursor + 1, phase=view.phase, kind="investigation", key="some.result",
            params={"target": "Gus", "role": "Fortune Teller"}, text="Gus is the seer.",
            audience="group", channel=WOLFPACK, meaning=Meaning.ROLE_LEARNED.value,
        )
        bot = HeuristicAgent("Ann", random.Random(seed))
        moves = _all_moves(bot, _with_message(view, told), list(view.actions))
        plans = [m for m in moves if isinstance(m, Say) and m.channel == WOLFPACK]
        assert plans and plans[0].text == (
            "Let us attack Gus: Gus appears to be the Fortune Teller."
        ), moves
        assert Act(("attack", "Gus")) in moves
        # told to everyone already: nothing to report
        assert not any(isinstance(m, Say) and parse_report(m.text) for m in moves)


def test_the_roles_a_knowing_wolf_was_told_reach_the_pack_and_back_a_claim() -> None:
    # the Knowledgeable Wolf reports the roles it knows are in the game; a claimant of one of
    # them (an investigator) is the pack's first target, and the plan says why
    knows = ["Fortune Teller", "Citizen"]
    for seed in range(4):
        game, _bots, refused = _play(
            ["Knowledgeable Wolf", "Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen",
             "Citizen", "Grandma"], seed, known_roles=knows,
        )
        assert not refused, refused
        kw = next(p.name for p in state_of(game).players if p.original_role == "Knowledgeable Wolf")
        reports = [parse_report(t) for _ph, who, t in _says(game, WOLFPACK) if who == kw]
        assert Report(present=tuple(sorted(knows))) in reports
    players = [("Ann", "Wolf"), ("Bob", "Knowledgeable Wolf"), ("Cyd", "Citizen"),
               ("Dan", "Citizen"), ("Eli", "Citizen"), ("Fox", "Citizen"), ("Gus", "Citizen")]
    _g, view = _night_view(players, "Ann")
    report = Message(
        id=view.cursor + 1, phase=view.phase, kind="chat", key="chat.line",
        params={"speaker": "Bob", "text": "The Fortune Teller is in the game."}, text="",
        audience="group", channel=WOLFPACK,
    )
    claim = Message(
        id=view.cursor + 2, phase=view.phase, kind="chat", key="chat.line",
        params={"speaker": "Eli", "text": "I am the Fortune Teller."}, text="",
        audience="public", channel="town square",
    )
    view = _with_message(_with_message(view, report), claim)
    bot = HeuristicAgent("Ann", random.Random(1))
    moves = _all_moves(bot, view, list(view.actions))
    why = "Eli claims the Fortune Teller, a role in the game."
    assert Say(WOLFPACK, f"Let us attack Eli: {why}") in moves
    assert Act(("attack", "Eli")) in moves


# ------------------------------------------------------------------------------- 3. the town


# what a claim in the town square can say today: a player's role, or whether they are a threat
# (sim/claims.py); a comparison of two players' alignments (the Oracle's) has no claim yet
CLAIMABLE = (Learns.ROLE, Learns.AURA, Learns.THREAT)


@cache
def town_investigators() -> tuple[str, ...]:
    """The town's roles whose abilities investigate and learn something a claim can say, from
    the book."""
    return tuple(
        c.name for c in role_book()
        if c.team == "town" and not c.office and any(
            Effect.INVESTIGATION in a.declaration.effects
            and a.declaration.learns in CLAIMABLE for a in c.abilities
        )
    )


def test_the_aura_teller_is_one_of_the_towns_investigators() -> None:
    assert {"Fortune Teller", "Aura Teller"} <= set(town_investigators())


@pytest.mark.parametrize("role", town_investigators())
def test_every_town_investigator_shares_its_results_as_a_claim(role: str) -> None:
    claims = 0
    # a role of a group dealt several at a time (the jury) is dealt as many as its group needs
    rules = default_rules()
    card = rules.role(role)
    need = max([1, *(rules.groups[g].at_least for g in card.groups if g in rules.groups)]
               if card is not None else [1])
    for seed in range(10):
        roles = [role] * need + ["Wolf", "Wolf", "Sneaking Wolf", "Grandma", "Huntress",
                                 "Ravenkeeper"]
        game, _bots, refused = _play(roles + ["Citizen"] * 5, seed)
        assert not refused, refused
        holders = {p.name for p in state_of(game).players if p.original_role == role}
        for _ph, who, text in _says(game, "town square"):
            claim = parse_claim(text)
            if who not in holders or claim is None:
                continue
            assert claim.role == role and (claim.results or claim.threats), text
            claims += 1
    # a guesser (an investigation that names a role: the Crowd Seeker) has a result to claim
    # only when a guess is confirmed, which ten games give less often
    guesses = any(
        a.declaration.picks is Pick.ROLE for c in role_book() if c.name == role for a in c.abilities
    )
    assert claims >= (1 if guesses else 2), role


def test_the_aura_tellers_claim_says_what_the_game_told_it() -> None:
    claimed = 0
    for seed in range(10):
        game, _bots, _refused = _play(
            ["Aura Teller", "Wolf", "Wolf", "Grandma", "Huntress"] + ["Citizen"] * 6, seed
        )
        teller = next(p.name for p in state_of(game).players if p.original_role == "Aura Teller")
        told = {ev.params["target"]: ev.msg == "aura.threat" for ev in game.events
                if ev.msg in ("aura.threat", "aura.no_threat")}
        for _ph, who, text in _says(game, "town square"):
            claim = parse_claim(text)
            if who == teller and claim is not None:
                assert claim.threats and all(
                    told[p] == (lvl != NONE) for p, lvl in claim.threats
                ), (text, told)
                claimed += 1
    assert claimed >= 3


def _claim_line(speaker: str, text: str, mid: int, phase: str) -> Message:
    return Message(
        id=mid, phase=phase, kind="chat", key="chat.line",
        params={"speaker": speaker, "text": text}, text=text,
        audience="public", channel="town square",
    )


@pytest.mark.parametrize("aim", [Aim.GUARD, Aim.FOE])
@pytest.mark.parametrize("claimed", ["Aura Teller", "Fortune Teller", "Ravenkeeper"])
def test_a_protector_guards_a_claimed_investigator(aim: Aim, claimed: str) -> None:
    # a townsperson with an ability that protects (declared as a guard's, or with no aim of its
    # own) guards the player who claimed an investigator's role, not itself
    players = [("Ann", "Citizen"), ("Bob", "Wolf"), ("Cyd", "Citizen"), ("Dan", "Citizen"),
               ("Eli", "Citizen"), ("Fox", "Wolf"), ("Gus", "Citizen")]
    _game, view = _night_view(players, "Ann")
    line = {"Aura Teller": "I am the Aura Teller. Bob shows up as no threat.",
            "Fortune Teller": "I am the Fortune Teller. Cyd appears to be the Citizen.",
            "Ravenkeeper": "I am the Ravenkeeper. Fox appears to be the Wolf."}[claimed]
    view = _with_message(view, _claim_line("Eli", line, view.cursor + 1, view.phase))
    protect = LegalAction(
        verb="shield", candidates=tuple(n for n, _r in players), min_targets=1, max_targets=1,
        timing="immediate", help="", declaration=Declaration(effects=(Effect.PROTECTION,), aim=aim),
    )
    bot = HeuristicAgent("Ann", random.Random(2))
    acts = [m for m in _all_moves(bot, view, [protect]) if isinstance(m, Act)]
    assert acts == [Act(("shield", "Eli"))]


def test_in_bot_games_a_town_protector_guards_a_claimed_investigator() -> None:
    guarded = 0
    for seed in range(16):
        _game, bots, _refused = _play(
            ["Aura Teller", "Fortune Teller", "Wolf", "Wolf", "Ravenkeeper", "Grandma"]
            + ["Citizen"] * 8, seed,
        )
        for bot in bots.values():
            for view, legal, move in bot.trace:
                if not isinstance(move, Act) or view.card.team != "town":
                    continue
                la = next(a for a in legal if a.verb == move.words[0])
                if la.aim is not Aim.GUARD:
                    continue
                claimants = {
                    str(m.params["speaker"]) for m in view.messages
                    if m.key == "chat.line" and m.channel == "town square"
                    and (c := parse_claim(str(m.params["text"]))) is not None
                    and any(x.name == c.role and x.learns() for x in role_book())
                }
                if claimants & set(la.candidates):
                    assert move.words[1] in claimants, (view.phase, move, claimants)
                    guarded += 1
    assert guarded >= 1
