"""The reasoning bot (issue 24 item 2, ``sim/reasoning.py``): seeded games with no refusal on the
default mixes and the role book's roles, the same game from the same seed, a bot that reads its
view and nothing else, and counter-claims resolved by the belief (RM432–RM437)."""

from __future__ import annotations

import gc
import random
from collections import Counter
from collections.abc import Sequence

import pytest
from seeded_bot_games import play_rotated

from werewolves.engine.core import Engine
from werewolves.engine.state import GameState
from werewolves.game import TOWN_SQUARE, Aim, Game, Meaning, Setup, SetupError, role_book
from werewolves.sim import reasoning
from werewolves.sim.agent import BOT_KINDS, Act, Move, is_legal, make_agent
from werewolves.sim.claims import claim_text, parse_claim
from werewolves.sim.match import play_match, play_turns
from werewolves.sim.observe import Observer
from werewolves.sim.reasoning import ReasoningAgent
from werewolves.sim.setups import make_setup
from werewolves.views import LegalAction, PlayerView


class Checked:
    """A bot wrapped: every (view, legal actions) it was handed and the move it made, and the
    moves that were not among the legal actions it was shown."""

    def __init__(self, inner: ReasoningAgent) -> None:
        self.inner = inner
        self.name = inner.name
        self.blind = inner.blind
        self.illegal: list[tuple[str, ...]] = []
        self.trace: list[tuple[PlayerView, tuple[LegalAction, ...], Move | None]] = []

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]) -> Move | None:
        move = self.inner.choose(observation, legal_actions)
        if isinstance(move, Act) and not is_legal(move.words, legal_actions):
            self.illegal.append(move.words)
        self.trace.append((observation, tuple(legal_actions), move))
        return move


def _reachable(root: object, limit: int = 200_000) -> list[object]:
    seen: set[int] = set()
    out: list[object] = []
    todo = [root]
    while todo and len(out) < limit:
        o = todo.pop()
        if id(o) in seen or isinstance(o, type):
            continue
        seen.add(id(o))
        out.append(o)
        todo.extend(gc.get_referents(o))
    return out


NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]


def _play(n: int, seed: int) -> tuple[Game, dict[str, Checked], Counter[str]]:
    game = Game.new(make_setup(n, seed), seed)
    bots = {
        p: Checked(ReasoningAgent(p, random.Random(f"bot:reasoning:{p}:{seed}")))
        for p in game.players
    }
    refused: Counter[str] = Counter()
    play_match(game, bots, refusals=refused, max_phases=60)
    return game, bots, refused


def test_reasoning_is_a_bot_kind() -> None:
    assert "reasoning" in BOT_KINDS
    assert isinstance(make_agent("reasoning", "Ann", 1), ReasoningAgent)


@pytest.mark.parametrize(("n", "seed"), [(6, 1), (8, 2), (8, 3), (12, 4), (12, 5), (16, 6)])
def test_reasoning_bots_play_the_default_mixes_with_no_refusal(n: int, seed: int) -> None:
    game, bots, refused = _play(n, seed)
    assert all(not b.illegal for b in bots.values())
    assert not refused, refused
    assert game.over or len(game.events) > 0


def _tables() -> list[list[str]]:
    """Each dealable role of the book at an 8-player table with two Wolves, a Fortune Teller
    and Citizens."""
    out = []
    for card in role_book():
        if card.office or card.name in ("Wolf", "Fortune Teller", "Citizen"):
            continue
        out.append([card.name, "Wolf", "Wolf", "Fortune Teller", *["Citizen"] * 4])
    return out


def test_reasoning_bots_play_every_role_of_the_book_with_no_refusal() -> None:
    played = 0
    for i, roles in enumerate(_tables()):
        try:
            game, refused = play_rotated(NAMES, roles, i, max_phases=30, kind="reasoning")
        except SetupError:
            continue  # a role that needs partners at the table (its own setup check)
        played += 1
        assert not refused, (roles[0], refused)
        assert game.commands, roles[0]
    assert played >= 0.8 * len(_tables())


@pytest.mark.parametrize(("n", "seed"), [(8, 11), (12, 12)])
def test_reasoning_same_seed_same_game(n: int, seed: int) -> None:
    a, _, _ = _play(n, seed)
    b, _, _ = _play(n, seed)
    assert a.commands == b.commands
    assert [e.id for e in a.events] == [e.id for e in b.events]


def test_reasoning_bot_is_a_function_of_its_view_and_cannot_reach_the_game() -> None:
    """A fresh bot handed only the recorded views and legal actions makes the same moves, and
    nothing reachable from a bot (its belief included) is the game, its engine or its state."""
    _game, bots, _ = _play(8, 21)
    for name, checked in bots.items():
        again = make_agent("reasoning", name, 21)
        for view, legal, move in checked.trace:
            assert again.choose(view, legal) == move
        reachable = _reachable(checked.inner)
        assert not any(isinstance(o, Game | Engine | GameState) for o in reachable), name


# ------------------------------------------------------------------ the belief, scripted

ROLES = ["Wolf", "Citizen", "Citizen", "Fortune Teller", "Wolf", "Citizen", "Citizen", "Citizen"]


def _scripted(seed: int = 5) -> tuple[Game, dict[str, ReasoningAgent], Observer]:
    """Ann and Eve are Wolves, Dan the Fortune Teller; Day 0 and Night 1 played by bots."""
    game = Game.new(Setup(list(zip(NAMES, ROLES, strict=True))), seed)
    agents = {n: ReasoningAgent(n, random.Random(f"t:{n}:{seed}")) for n in NAMES}
    observer = Observer(game)
    for _ in range(2):
        play_turns(game, agents, observer)
        game.advance()
    return game, agents, observer


def _belief(game: Game, agents: dict[str, ReasoningAgent], name: str):  # type: ignore[no-untyped-def]
    bot = agents[name]
    bot.samples = 4000  # a sharper belief than in play, so the test measures the model
    view = game.view(name)
    bot._read(view)
    b = bot.belief(view)
    assert b is not None
    return b


def test_rm432_a_counter_claim_with_results_about_others_beats_a_first_claim() -> None:
    """RM432: a wolf claims the Fortune Teller first and calls the real one a Wolf; the real
    one answers with a result about someone else. A townsperson's belief holds the first
    claimant for the liar."""
    game, agents, _ = _scripted()
    alive = set(game.living())
    assert {"Ann", "Dan"} <= alive
    town = next(n for n in ("Bob", "Cid", "Fay", "Gus", "Hal") if n in alive)
    other = next(n for n in ("Gus", "Hal", "Fay", "Cid", "Bob") if n in alive and n != town)
    assert game.say("Ann", TOWN_SQUARE, claim_text("Fortune Teller", [("Dan", "Wolf")]))
    assert game.say("Dan", TOWN_SQUARE, claim_text("Fortune Teller", [(other, "Citizen")]))
    b = _belief(game, agents, town)
    assert b.evil["Ann"] > 0.6 > b.evil["Dan"]
    assert b.holds["Dan"] > 0.5 > b.holds["Ann"]


def test_rm432_a_counter_claim_that_accuses_the_first_claimant_back_is_the_liars() -> None:
    """RM432: the real Fortune Teller names Ann a Wolf; Ann answers claiming the role and
    naming the Fortune Teller a Wolf back: the counter-claimant is the liar."""
    game, agents, _ = _scripted()
    town = next(n for n in ("Bob", "Cid", "Fay", "Gus", "Hal") if n in game.living())
    assert game.say("Dan", TOWN_SQUARE, claim_text("Fortune Teller", [("Ann", "Wolf")]))
    assert game.say("Ann", TOWN_SQUARE, claim_text("Fortune Teller", [("Dan", "Wolf")]))
    b = _belief(game, agents, town)
    assert b.evil["Ann"] > 0.6 > b.evil["Dan"]


def test_rm434_counter_claims_are_resolved_by_results() -> None:
    """RM434 / RM432: Ann (a Wolf) claims the Fortune Teller first, calling Hal a Wolf; the
    real one, Dan, answers calling Ann a Wolf back, so the town believes Ann. Then Hal is
    killed at night, as the pack kills the town: Ann's result no longer fits, she is no
    longer trusted, and Dan is much likelier the real one than before."""
    game, agents, _observer = _scripted()
    town = next(n for n in ("Bob", "Cid", "Fay", "Gus") if n in game.living())
    assert {"Ann", "Dan", "Eve", "Hal"} <= set(game.living())
    assert game.say("Ann", TOWN_SQUARE, claim_text("Fortune Teller", [("Hal", "Wolf")]))
    assert game.say("Dan", TOWN_SQUARE, claim_text("Fortune Teller", [("Ann", "Wolf")]))
    before = _belief(game, agents, town)
    game.advance()  # no lynch; Night 2: the pack kills Hal
    kill = next(la for la in game.legal_actions("Eve") if la.aim is Aim.KILL)
    assert game.submit("Eve", [kill.verb, "Hal"])
    assert game.submit("Ann", [kill.verb, "Hal"])
    game.advance()
    assert not game.player("Hal").alive
    after = _belief(game, agents, town)
    assert before.holds["Ann"] > 0.5 > after.holds["Ann"]
    assert after.holds["Dan"] > 2 * before.holds["Dan"]
    assert after.evil["Ann"] > 2 * before.evil["Ann"]
    assert "Ann" not in agents[town]._trusted_claims(game.view(town))


def test_rm435_the_real_holder_counter_claims_with_its_results(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """RM435: when someone else claims its role, the real Fortune Teller claims it too, at
    once, with what it found, though it found no wolf (the heuristic bot would wait for a
    wolf or Day 3); RM438's early claim is turned off here, so only the rival claim moves it."""
    monkeypatch.setattr(reasoning, "EARLY", False)
    game, agents, observer = _scripted(9)  # Dan saw Cid, a Citizen, on Night 1
    learned = [
        (str(m.params["target"]), str(m.params["role"]))
        for m in game.view("Dan").messages
        if m.means(Meaning.ROLE_LEARNED)
    ]
    assert learned == [("Cid", "Citizen")]
    assert game.say("Ann", TOWN_SQUARE, claim_text("Fortune Teller", [("Dan", "Wolf")]))
    play_turns(game, {"Dan": agents["Dan"]}, observer)
    said = [
        parse_claim(str(e.params.get("text")))
        for e in game.events
        if e.msg == "chat.line" and e.params.get("speaker") == "Dan"
    ]
    claims = [c for c in said if c is not None]
    assert claims and claims[0].role == "Fortune Teller"
    assert list(claims[0].results) == learned


def test_rm436_a_wolfs_cover_claim_is_one_a_real_holder_could_make() -> None:
    """RM436: a claim accuses a packmate; the other wolf counter-claims the role with one
    result per night gone by, none contradicting a role revealed at a death."""
    game, agents, observer = _scripted()
    assert game.say("Dan", TOWN_SQUARE, claim_text("Fortune Teller", [("Ann", "Wolf")]))
    play_turns(game, {"Ann": agents["Ann"], "Eve": agents["Eve"]}, observer)
    claims = [
        (str(e.params.get("speaker")), parse_claim(str(e.params.get("text"))))
        for e in game.events
        if e.msg == "chat.line" and e.params.get("channel") == TOWN_SQUARE
    ]
    wolf_claims = [(s, c) for s, c in claims if s in ("Ann", "Eve") and c is not None]
    assert len(wolf_claims) == 1, wolf_claims  # one claimant for the pack
    speaker, claim = wolf_claims[0]
    assert speaker == "Eve" and claim is not None and claim.role == "Fortune Teller"
    nights = game.view("Eve").phase_index // 2
    assert 1 <= len(claim.results) <= nights
    for p, seen in claim.results:
        if not game.player(p).alive:
            assert game.player(p).role == seen
    assert ("Dan", "Wolf") in claim.results  # the accuser, as a real holder who saw a Wolf


def test_rm436_the_pack_fakes_one_claim_on_day_1() -> None:
    """RM436: on Day 1 the first wolf claims the role list's investigator of roles, naming
    the pack's planned lynch a Wolf; the other wolf does not claim it too."""
    game, agents, observer = _scripted()
    play_turns(game, {"Ann": agents["Ann"], "Eve": agents["Eve"]}, observer)
    claims = [
        (str(e.params.get("speaker")), parse_claim(str(e.params.get("text"))))
        for e in game.events
        if e.msg == "chat.line" and e.params.get("channel") == TOWN_SQUARE
    ]
    made = [(s, c) for s, c in claims if c is not None]
    assert len(made) == 1 and made[0][0] == "Ann"
    claim = made[0][1]
    assert claim is not None and claim.role == "Fortune Teller"
    ((target, seen),) = claim.results
    assert seen == "Wolf" and target not in ("Ann", "Eve") and game.player(target).alive


def test_rm437_a_vote_against_a_known_townsperson_is_suspect() -> None:
    """RM437: townspeople seldom vote to lynch one of their own, opponents do, so whoever
    voted to lynch me (a townsperson, as I know) is suspected more than who voted elsewhere."""
    game, agents, _ = _scripted()
    town = next(n for n in ("Bob", "Cid", "Fay", "Gus", "Hal") if n in game.living())
    voters = [n for n in game.living() if n not in (town, "Ann", "Eve", "Dan")]
    assert len(voters) >= 3
    good, bad, target = voters[0], voters[1], voters[2]
    assert game.submit(good, ["vote", target])
    assert game.submit(bad, ["vote", town])
    game.advance()
    b = _belief(game, agents, town)
    assert b.evil[good] + 0.05 < b.evil[bad]


def test_rm433_with_a_private_role_list_the_belief_assumes_the_default_mix_plus_claims() -> None:
    """RM433: a private role list is assumed to be the default mix of the table's size, less
    the roles known; a claimed role the mix lacks takes a filler seat, so its claimant can be
    honest."""
    game, agents, _ = _scripted()
    bot = agents["Bob"]
    view = game.view("Bob")
    bot._read(view)
    players = [s.name for s in view.seats]
    pool = bot._pool(view, players, {"Bob": "Citizen"})
    assert pool is not None and len(pool) == len(players) - 1
    assert "Aura Teller" not in pool and pool.count("Wolf") == 2
    assert game.say("Ann", TOWN_SQUARE, claim_text("Aura Teller", threats=[("Dan", "")]))
    bot._read(game.view("Bob"))
    pool = bot._pool(view, players, {"Bob": "Citizen"})
    assert pool is not None and "Aura Teller" in pool and len(pool) == len(players) - 1


def test_rm438_an_investigator_of_roles_claims_its_first_result_at_once() -> None:
    """RM438: the Fortune Teller claims on Day 1 what it saw on Night 1, though it saw no wolf
    and nobody claimed its role (the heuristic bot would wait for a wolf or Day 3)."""
    game, agents, observer = _scripted(9)  # Dan saw Cid, a Citizen, on Night 1
    play_turns(game, {"Dan": agents["Dan"]}, observer)
    said = [
        parse_claim(str(e.params.get("text")))
        for e in game.events
        if e.msg == "chat.line" and e.params.get("speaker") == "Dan"
    ]
    claims = [c for c in said if c is not None]
    assert claims and claims[0].role == "Fortune Teller"
    assert list(claims[0].results) == [("Cid", "Citizen")]


def _day_one(seed: int = 5) -> tuple[Game, dict[str, ReasoningAgent], str, list[str]]:
    """The scripted game on Day 1: a townsperson who watches, and the others alive."""
    game, agents, _ = _scripted(seed)
    alive = game.living()
    town = next(n for n in ("Bob", "Cid", "Fay", "Gus", "Hal") if n in alive)
    return game, agents, town, [n for n in alive if n != town]


def _calm(bot: ReasoningAgent, view: PlayerView, evil: dict[str, float]) -> None:
    """``bot`` holds every player as suspect as the next, and each opponent as likely as
    ``evil`` says."""
    bot._read(view)
    belief = reasoning.Belief({p: evil.get(p, 0.3) for p in [*view.living, *view.dead]}, {})
    bot.belief = lambda v: belief  # type: ignore[method-assign]
    bot._suspicion = lambda v: {p: 0.0 for p in v.living if p != v.name}  # type: ignore[method-assign]


def test_rm520_the_town_follows_the_votes_of_players_it_trusts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """RM520: two players the belief holds for likely opponents vote one candidate, one it
    trusts votes another; with nothing else to tell them apart, the townsperson joins the
    trusted vote (the heuristic's board, a point and a half a vote whoever cast it, would
    join the bloc)."""
    game, agents, town, others = _day_one()
    shady, sure = others[:2], others[2]
    bloc, lone = others[3], others[4]
    for voter in shady:
        assert game.submit(voter, ["vote", bloc])
    assert game.submit(sure, ["vote", lone])
    view = game.view(town)
    la = next(x for x in game.legal_actions(town) if x.aim is Aim.LYNCH)
    bot = agents[town]
    _calm(bot, view, {shady[0]: 0.9, shady[1]: 0.9, sure: 0.05})
    assert bot._lynch_pick(view, la, [], False) == lone
    monkeypatch.setattr(reasoning, "TRUSTED_VOTE", 0.0)
    assert bot._lynch_pick(view, la, [], False) == bloc


def test_rm521_the_town_elects_by_seat_not_by_the_boards_leader(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """RM521: the pack votes one of its own for Mayor first; a townsperson with no claimant
    to trust elects the first calm player in seat order, not the board's leader (the
    heuristic follows a calm leader)."""
    game, agents, town, _others = _day_one()
    assert {"Ann", "Eve"} <= set(game.living())
    la = next(x for x in game.legal_actions(town) if x.aim is Aim.OFFICE)
    for wolf in ("Ann", "Eve"):
        assert game.submit(wolf, [la.verb, "Eve"])
    view = game.view(town)
    bot = agents[town]
    _calm(bot, view, {})
    cands = [c for c in la.candidates]
    seat = {s.name: s.seat for s in view.seats}
    first = min(cands, key=lambda c: seat[c])
    assert first != "Eve"
    assert bot._elect_pick(view, cands, False) == first
    monkeypatch.setattr(reasoning, "ELECT_BY_SEAT", False)
    assert bot._elect_pick(view, cands, False) == "Eve"


def test_rm522_an_investigator_the_lynch_leads_for_claims_with_every_result(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """RM522: the Fortune Teller saw a Citizen and keeps quiet (RM438's early claim turned off
    here) while the lynch board leads for someone else; once it leads for the Fortune Teller,
    it claims its role with every result it has, so the town weighs a claim before it
    lynches."""
    monkeypatch.setattr(reasoning, "EARLY", False)
    game, agents, _observer = _scripted(9)  # Dan saw Cid, a Citizen, on Night 1
    assert game.player("Dan").alive
    bot = agents["Dan"]
    voters = [n for n in game.living() if n not in ("Dan", "Cid")]
    assert game.submit(voters[0], ["vote", "Cid"])
    bot._read(game.view("Dan"))
    assert bot._claim(game.view("Dan"), False) is None  # the board leads for Cid
    for voter in voters[1:3]:
        assert game.submit(voter, ["vote", "Dan"])
    view = game.view("Dan")
    bot._read(view)
    text = bot._claim(view, False)
    claim = None if text is None else parse_claim(text)
    assert claim is not None and claim.role == "Fortune Teller"
    assert list(claim.results) == [("Cid", "Citizen")]
    monkeypatch.setattr(reasoning, "PRESSED", 0)
    assert bot._claim(view, False) is None


def test_rm580_an_office_holder_reports_the_dead_and_the_town_weighs_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """RM580: a townsperson the election made Reporter tells the town the dealt roles it
    learned of the dead, once each, as a claim of its office; a reader takes the claim of an
    office from its public holder as a report (not a claim of a dealt role), and a report that
    the player a first claimant called a Wolf was a Citizen makes that claimant the liar."""
    game, agents, town, _others = _day_one()
    dead = next(iter(game.view(town).dead), None)
    assert dead is not None  # Night 1 killed someone
    bot = agents[town]
    view = game.view(town)
    bot._read(view)
    monkeypatch.setattr(bot, "_offices", lambda v: {town: "Reporter"})
    bot.mem.known[dead] = "Citizen"
    text = bot._claim(view, False)
    claim = None if text is None else parse_claim(text)
    assert claim is not None and claim.role == "Reporter"
    assert list(claim.results) == [(dead, "Citizen")]
    assert bot._report(view) is None  # told once
    monkeypatch.setattr(reasoning, "REPORT", False)
    bot._reported.clear()
    assert bot._report(view) is None
    monkeypatch.setattr(reasoning, "REPORT", True)
    # a reader: the report is read as one, not as a claim of a dealt role
    reader_name = next(n for n in game.living() if n not in (town, "Ann", "Eve", "Dan"))
    reader = agents[reader_name]
    monkeypatch.setattr(reader, "_offices", lambda v: {town: "Reporter"})
    assert game.say(town, TOWN_SQUARE, claim_text("Reporter", [(dead, "Citizen")]))
    reader._read(game.view(reader_name))
    assert reader._reports == {town: {dead: "Citizen"}}
    assert town not in reader._said_by
    # the belief: a first claim that called the dead a Wolf, then the report
    reader.samples = 4000
    reader._note_claim(10_000, "Ann", "Fortune Teller", [(dead, "Wolf")], [])
    kept = dict(reader._reports)
    reader._reports.clear()
    before = reader.belief(game.view(reader_name))
    reader._reports.update(kept)
    after = reader.belief(game.view(reader_name))
    assert before is not None and after is not None
    assert before.holds["Ann"] > 0.5 > after.holds["Ann"]
    assert after.evil["Ann"] > before.evil["Ann"]


def test_rm581_a_claim_of_an_enemy_role_earns_no_trust() -> None:
    """RM581: a player who says she is the Wolf is believed to be one, so the town neither
    trusts her claim for an office nor hands her the amulet (newcomer finding 7)."""
    game, agents, town, _others = _day_one()
    view = game.view(town)
    bot = agents[town]
    bot._read(view)
    bot._note_claim(10_000, "Eve", "Wolf", [], [])
    bot._note_claim(10_001, "Dan", "Fortune Teller", [], [])
    belief = reasoning.Belief({p: 0.3 for p in view.living}, {"Eve": 0.99, "Dan": 0.9})
    bot.belief = lambda v: belief  # type: ignore[method-assign]
    trusted = bot._trusted_claims(view)
    assert "Eve" not in trusted and "Dan" in trusted
    cands = [p for p in view.living if p != town]
    assert bot._amulet_order(view, False, cands)[0] == "Dan"


def _amulet_game(seed: int = 3) -> tuple[Game, dict[str, ReasoningAgent], Observer]:
    roles = ["Wolf", "Amulet Holder", "Citizen", "Fortune Teller", "Wolf", "Citizen"]
    roles += ["Citizen", "Citizen"]
    game = Game.new(Setup(list(zip(NAMES, roles, strict=True))), seed)
    agents = {n: ReasoningAgent(n, random.Random(f"t:{n}:{seed}")) for n in NAMES}
    return game, agents, Observer(game)


def _passes(moves: Sequence[Move], verb: str) -> list[tuple[str, ...]]:
    return [m.words for m in moves if isinstance(m, Act) and m.words and m.words[0] == verb]


def test_rm582_the_amulet_waits_for_the_days_last_turn_and_goes_to_the_investigator(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """RM582: with no trusted investigator among its candidates, a town holder names nobody
    in its first turn of the day (the referee gives two) and names its candidates in the
    second; a holder with one turn (the service's seat bots: ``day_turns`` 1) names them at
    once; a trusted claimed Fortune Teller comes first."""
    from werewolves.sim.match import take_turn

    game, agents, observer = _amulet_game()
    la = next(x for x in game.legal_actions("Bob") if x.aim is Aim.ALLIES)
    bot = agents["Bob"]
    first = take_turn(game, "Bob", bot, observer.view("Bob"), game.legal_actions("Bob"))
    assert _passes(first, la.verb) == []
    second = take_turn(game, "Bob", bot, observer.view("Bob"), game.legal_actions("Bob"))
    assert len(_passes(second, la.verb)) == 1
    # one turn a day: at once
    game, agents, observer = _amulet_game()
    bot = agents["Bob"]
    bot.day_turns = 1
    once = take_turn(game, "Bob", bot, observer.view("Bob"), game.legal_actions("Bob"))
    assert len(_passes(once, la.verb)) == 1
    # a trusted claimed Fortune Teller: at once, and first
    game, agents, observer = _amulet_game()
    bot = agents["Bob"]
    view = observer.view("Bob")
    bot._read(view)
    bot._note_claim(10_000, "Dan", "Fortune Teller", [("Cid", "Citizen")], [])
    belief = reasoning.Belief({p: 0.3 for p in view.living}, {"Dan": 0.9})
    monkeypatch.setattr(bot, "belief", lambda v: belief)
    made = take_turn(game, "Bob", bot, view, game.legal_actions("Bob"))
    picks = _passes(made, la.verb)
    assert len(picks) == 1 and picks[0][1] == "Dan"


def test_rm581_the_heuristic_town_trusts_no_claim_of_an_enemy_role() -> None:
    """RM581 for the heuristic bot too: a claim of the Wolf is never a trusted claim."""
    from werewolves.sim.heuristic import HeuristicAgent

    game, _agents, town, _others = _day_one()
    bot = HeuristicAgent(town, random.Random(1))
    view = game.view(town)
    bot._read(view)
    bot.mem.claims["Eve"] = (10_000, "Wolf", ())
    bot.mem.claims["Dan"] = (10_001, "Fortune Teller", ())
    assert set(bot._trusted_claims(view)) == {"Dan"}
