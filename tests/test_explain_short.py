"""Issue 21 item 5: every death and every item of the host's preview is explained in one plain
sentence (``Game.explain_short`` / ``Game.why_dead_short``, built in ``engine/explain.py``
from each family's words), with the whole chain one tap away (``explain`` / ``why_dead``); an
ascension is shown as an ascension, never as the true kill it is, in the screens' grimoire, the
preview and the review."""

from __future__ import annotations

from functools import cache

from werewolves.game import HOST, Game
from werewolves.server.live import LiveGame, Settings
from werewolves.server.presenter import preview, review, view_body
from werewolves.sim.match import bots_for, parse_bots, play_match
from werewolves.sim.setups import make_setup
from werewolves.testing import state_of

ASCENDING_SEED = 5  # a 9-player seeded bot game in which a player ascends (found by search)


@cache
def _played(seed: int) -> Game:
    g = Game.new(make_setup(9, seed=seed), seed)
    play_match(g, bots_for(g, parse_bots("heuristic"), seed))
    return g


def _one_sentence(text: str) -> None:
    assert text and "\n" not in text and "[R" not in text and "#" not in text
    assert text[0].isupper() and text.endswith(".")


def test_every_death_has_one_plain_sentence_naming_what_reached_the_player() -> None:
    kinds = set()
    for seed in range(4):
        g = _played(seed)
        for p in state_of(g).players:
            if p.death is None:
                assert g.why_dead_short(p.name) == f"{p.name} is alive."
                continue
            text = g.why_dead_short(p.name)
            _one_sentence(text)
            assert text.startswith(p.name)
            kind = g.death_kind(p.name)
            kinds.add(kind)
            if kind == "lynch":
                assert "lynch vote chose them with" in text and "counted vote(s)" in text
            elif kind == "attack":
                attempt = next(
                    g.events[c]
                    for c in g.events[p.death.event].causes
                    if g.events[c].kind == "kill_attempt"
                )
                assert f"{attempt.actor} attacked them" in text
            # the full chain is still there, and longer
            assert len(g.why_dead(p.name)) > 1
    assert {"lynch", "attack"} <= kinds


def test_a_players_sentence_uses_only_what_they_may_see() -> None:
    """While the game runs a player's sentence is built from the steps they may see: a wolf
    attack's attacker is named to the pack, not to a villager who was not told."""
    g0 = _played(0)
    for stop in range(1, len(g0.commands)):
        g = Game.replay(state_of(g0).setup, state_of(g0).seed, g0.commands[:stop])
        dead = [p for p in state_of(g).players if p.death is not None and p.death.kind == "attack"]
        if dead and not g.over:
            break
    else:
        raise AssertionError("no attack death before the end")
    victim = dead[0]
    death = g.events[victim.death.event]  # type: ignore[union-attr]
    attempt = next(g.events[c] for c in death.causes if g.events[c].kind == "kill_attempt")
    outsiders = [
        p.name
        for p in state_of(g).players
        if p.alive
        and p.name != attempt.actor
        and attempt.id not in {m.id for m in g.events_for(p.name)}
    ]
    assert outsiders
    for name in outsiders:
        text = g.why_dead_short(victim.name, name)
        _one_sentence(text)
        assert f"{attempt.actor} attacked" not in text
    assert f"{attempt.actor} attacked them" in g.why_dead_short(victim.name, HOST)


def test_an_ascension_is_shown_as_one_in_the_grimoire_the_preview_and_the_review() -> None:
    g_end = _played(ASCENDING_SEED)
    risen = [p for p in state_of(g_end).players if p.ascended]
    assert risen, "the seeded game no longer has an ascension: find another seed"
    name = risen[0].name
    assert risen[0].death is not None and risen[0].death.kind == "true kill"  # the rules' kind
    assert g_end.death_kind(name) == "ascended"
    text = g_end.why_dead_short(name)
    _one_sentence(text)
    assert "ascended and won" in text
    # the engine's grimoire keeps the rules' kind; the screens' grimoire shows the ascension
    seat = next(s for s in g_end.host_view().to_json()["seats"] if s["name"] == name)
    assert seat["death"]["kind"] == "true kill"
    # the preview of the phase end that makes the ascension
    phase = state_of(g_end).events[risen[0].death.event].phase
    cmds = []
    for c in g_end.commands:
        g = Game.replay(state_of(g_end).setup, state_of(g_end).seed, cmds)
        if c.get("op") == "advance" and g.phase_index == phase:
            break
        cmds.append(c)
    st = state_of(g_end)
    live = LiveGame("g", st.setup.to_json(), st.seed, "v", 0.0, Settings())
    live.game = g
    p = preview(live)
    item = next(d for d in p["deaths"] if d["name"] == name)
    assert item["kind"] == "ascended" and "ascended and won" in item["summary"]
    assert item["why"] and len(item["why"]) > 1
    for ev in p["events"]:
        _one_sentence(ev["summary"])
    live.game = g_end
    seat = next(s for s in view_body(live, HOST)["seats"] if s["name"] == name)
    assert seat["death"]["kind"] == "ascended"
    r = review(live)
    item = next(d for d in r["deaths"] if d["name"] == name)
    assert item["kind"] == "ascended" and "ascended and won" in item["summary"]
    for poll in r["polls"]:
        _one_sentence(poll["summary"])


def test_the_review_tells_the_deaths_in_the_order_they_happened() -> None:
    """A review tells the game in the order it happened: the dead by their death events, not
    in seat order (a newcomer read a Night 2 death after Day 3's)."""
    shuffled = False
    for seed in range(4):
        g = _played(seed)
        order = g.dead_in_order()
        events = [g.player(n).death.event for n in order]  # type: ignore[union-attr]
        assert events == sorted(events)
        seats = [n for n in g.players if g.player(n).death is not None]
        shuffled |= seats != order
        live = LiveGame("g", state_of(g).setup.to_json(), state_of(g).seed, "v", 0.0, Settings())
        live.game = g
        assert [d["name"] for d in review(live)["deaths"]] == order
    assert shuffled  # some game's deaths came out of seat order: the test can tell


def test_r40_a_count_that_differs_from_the_board_names_both() -> None:
    """R40 / shepherd.2: a herded player's lynch vote counts nothing but shows on the board as a
    normal vote; the one-sentence explanations of the poll's result and of the lynch give the
    counted number and the board's, so a review showing the board beside them agrees with
    them. A count the board showed as it was says nothing more."""
    from werewolves.game import Game, Setup

    g = Game.new(Setup([("Flo", "Flute Player"), ("She", "Shepherd"), ("Wes", "Wolf")]), 1)
    g.advance()
    for who, action in (("Flo", "enchant She"), ("She", "herd Flo")):
        g.submit(who, action)
    g.advance()
    for who in ("Flo", "She"):
        g.submit(who, "vote Wes")
    g.advance()
    closed = [e for e in g.events if e.kind == "poll_closed"]
    assert g.explain_short(closed[0].id) == (
        "The lynch poll closes: Wes wins with 1 counted vote(s) (the public board showed 2)."
    )
    assert g.why_dead_short("Wes").endswith(
        "the town's lynch vote chose them with 1 counted vote(s) (the public board showed 2)."
    )
    g2 = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), 1)
    g2.advance()
    g2.advance()
    for who in ("Bob", "Cid"):
        g2.submit(who, "vote Ann")
    g2.advance()
    assert g2.why_dead_short("Ann").endswith("with 2 counted vote(s).")


def test_who_was_who_says_how_each_died_in_a_players_words() -> None:
    """R8's kinds are the rules' words: the spectators' who-was-who (the seats' ``words``) and
    the terminal game's cast say "lynched", "attacked", "died beyond saving", never "true
    kill" (a newcomer read "Bob — Fortune Teller (true kill, Day 1)")."""
    from werewolves.game import DEATH_WORDS

    assert "true kill" not in DEATH_WORDS.values()
    seen = set()
    for seed in (0, 1, 2, 3, ASCENDING_SEED):
        g = _played(seed)
        live = LiveGame("g", state_of(g).setup.to_json(), state_of(g).seed, "v", 0.0, Settings())
        live.game = g
        for seat in view_body(live, HOST)["seats"]:
            if seat.get("death"):
                words = seat["death"]["words"]
                assert words == DEATH_WORDS[seat["death"]["kind"]] == g.death_words(seat["name"])
                seen.add(words)
            else:
                assert g.death_words(seat["name"]) is None
    assert {"lynched", "attacked"} <= seen
