"""Issue 22 items 2 and 3 (the pure part): a seat's prompt as select menus and buttons, a poll
as a select menu with its live tally (R40), the grimoire, "late" reminders, a member's rights
in the game's channels, and the role card's Rules — from the service's views alone, no
network."""

from __future__ import annotations

from typing import Any

from adapter_harness import play

from werewolves.discord import prompts
from werewolves.discord.plan import plan


def _ids(rows: list[dict[str, Any]]) -> list[str]:
    return [c["custom_id"] for r in rows for c in r["components"]]


def test_discord_prompt_offers_each_action_with_exactly_its_candidates() -> None:
    p = play()  # Night 2: Ann may attack, Cid may investigate; Bob and Dan are dead
    ann = p.views["Ann"]
    attack = ann["actions"][0]
    content, rows = prompts.prompt(ann, "Night 2")
    assert content.startswith("**Night 2**: what you may do")
    assert f"`{attack['usage']}`" in content
    assert _ids(rows) == [prompts.ACT + attack["verb"], prompts.READY, prompts.RULES]
    menu = rows[0]["components"][0]
    assert menu["type"] == prompts.SELECT
    assert [o["value"] for o in menu["options"]] == attack["slots"][0]
    assert "Bob" not in [o["value"] for o in menu["options"]]  # the dead are no candidates
    assert len(rows) <= prompts.MAX_ROWS
    # a seat with nothing to do is told so, with no component
    text, none = prompts.prompt({"actions": []}, "Night 2")
    assert none == [] and "nothing to do" in text


def test_discord_prompt_keeps_discords_limits() -> None:
    many = [f"P{i}" for i in range(40)]
    action = {"verb": "poke", "slots": [many], "max_targets": 1, "help": "x", "usage": "poke P"}
    view = {"actions": [dict(action, verb=f"poke{i}") for i in range(7)]}
    _text, rows = prompts.prompt(view, "Day 3")
    assert len(rows) == prompts.MAX_ROWS  # four menus and the Ready row; the rest is /act's
    assert all(len(r["components"][0].get("options", [])) <= 25 for r in rows)
    # an action naming two players of different candidates opens a form (issue 35 item 3);
    # one naming none is a button
    two = {"verb": "swap", "slots": [["A"], ["B"]], "max_targets": 2}
    _t, rows = prompts.prompt({"actions": [two, {"verb": "rest", "max_targets": 0}]}, "Day 3")
    assert _ids(rows) == [prompts.FORM + "swap", prompts.YES + "rest", prompts.READY, prompts.RULES]


def test_discord_confirmation_comes_from_the_declaration() -> None:
    risky = {
        "verb": "burn",
        "slots": [["Ann", "Bob"]],
        "declaration": {"irreversible": True, "hostile": True},
    }
    view = {"name": "Ann", "actions": [risky]}
    question, rows = prompts.confirm(view, "burn", "Bob") or ("", [])
    assert question.startswith("Send `burn Bob`?") and "cannot be undone" in question
    assert _ids(rows) == ["ww:yes:burn:Bob", prompts.NO]
    assert prompts.yes_of("ww:yes:burn:Bob") == ("burn", ["Bob"])
    assert prompts.yes_of("ww:yes:rest") == ("rest", [])
    calm = {"name": "Ann", "actions": [{"verb": "look", "declaration": {}}]}
    assert prompts.confirm(calm, "look", "Bob") is None
    # a lynch vote for oneself (a condemning ballot) is asked about; for another, it is not
    vote = {"verb": "vote", "slots": [["Ann", "Bob"]], "declaration": {"condemns": True}}
    voter = {"name": "Ann", "actions": [vote]}
    question, _rows = prompts.confirm(voter, "vote", "Ann") or ("", [])
    assert "a vote to lynch yourself" in question
    assert prompts.confirm(voter, "vote", "Bob") is None


def test_discord_poll_is_a_select_menu_with_the_boards_tally() -> None:
    p = play(lynch=False)  # Day 1, nobody has voted yet
    dan = p.views["Dan"]
    ballots = prompts.ballots(dan)
    assert ballots and all("ballot" in a["declaration"]["effects"] for a in ballots)
    lynch = next(a for a in ballots if a.get("poll") == "lynch")
    poll = prompts.poll_for(lynch, dan["polls"])
    assert poll is not None and poll["kind"] == "lynch"
    content, rows = prompts.poll_message(lynch, poll)
    assert "no votes yet" in content
    assert [o["value"] for o in rows[0]["components"][0]["options"]] == lynch["slots"][0]
    board = dict(
        poll, votes={"Cid": "Dan", "Ann": "Dan", "Eve": "Cid"}, totals={"Dan": 2, "Cid": 1}
    )
    text = prompts.tally_text(board)
    assert text.splitlines()[0] == "**Lynch**: Dan 2, Cid 1."
    assert "Cid → Dan" in text and "Eve → Cid" in text
    # the other ballot finds the one poll no lynch claims (the election)
    other = next(a for a in ballots if a is not lynch)
    assert prompts.poll_for(other, dan["polls"])["kind"] == "election"  # type: ignore[index]


def test_discord_grimoire_shows_seats_choices_tallies_and_audit() -> None:
    p = play(lynch=False)
    text = prompts.grimoire(p.host_view, p.summary)
    lines = text.splitlines()
    assert lines[0] == "**Grimoire — Day 1**"
    for s in p.host_view["seats"]:
        assert any(f"{s['name']} — {s['role']}, {s['team']}" in ln for ln in lines)
    # killed in the night, and how
    assert any(ln.startswith("\N{SKULL} Bob") and "died Night 1 (attack)" in ln for ln in lines)
    assert any(ln.startswith("**Awaited:**") and "Dan (" in ln for ln in lines)
    assert "**Lynch**: no votes yet." in lines
    assert "**Audit** (latest):" in lines and any("advance by the host" in ln for ln in lines)
    night = dict(
        p.host_view,
        pending=[{"actor": "Ann", "verb": "attack", "targets": ["Cid"]}],
        awaiting={},
    )
    text = prompts.grimoire(night, p.summary)
    assert "• Ann: attack Cid" in text and "**Awaited:** nobody." in text


def test_discord_late_reminder_only_before_a_running_deadline() -> None:
    summary = {"deadline": 1000.0, "paused": False, "over": False}
    assert prompts.is_late(summary, 900.0, 120)
    assert not prompts.is_late(summary, 800.0, 120)  # not yet
    assert not prompts.is_late(summary, 1001.0, 120)  # over already
    assert not prompts.is_late(dict(summary, paused=True), 900.0, 120)
    assert not prompts.is_late(dict(summary, deadline=None), 900.0, 120)
    text = prompts.late_text(["vote", "elect"], 1000.0)
    assert text == (
        "\N{ALARM CLOCK} The phase ends <t:1000:R>: you have not used `vote`, `elect` yet."
    )


def test_discord_rights_message_says_where_a_member_writes_and_why_not() -> None:
    p = play()  # Bob and Dan are dead
    gp = plan("g", p.summary, p.views)
    alive = prompts.rights_text(gp, "Ann", True)
    assert alive.startswith("\N{LOCK} You are alive in the game. You write in #town-square")
    assert "#wolfpack" in alive and "#ann" in alive and "#dead" not in alive
    dead = prompts.rights_text(gp, "Bob", False)
    assert dead.startswith(
        "\N{LOCK} You are dead: the living no longer hear you. You write in #dead;"
    )
    assert "cannot write in, #town-square" in dead


def test_discord_rules_button_answers_the_whole_card() -> None:
    p = play()
    card = p.views["Cid"]["card"]
    text = prompts.rules_text(card)
    assert text.startswith(f"**{card['name']}**")
    assert card["team_goal"] in text
    for ab in card["abilities"]:
        assert f"`{ab['usage']}`" in text
    assert ", ".join(card["rules"]) in text
    assert _ids(prompts.rules_button("G1")) == ["ww:rules:G1"]


def test_discord_audit_line_names_who_acted_never_none() -> None:
    line = prompts.audit_line
    assert line({"seq": 4, "op": "undo", "reason": "misclick"}) == "#4 undo by the host — misclick"
    assert line({"seq": 4, "op": "undo", "by": "host", "who": "Hana", "reason": "x"}) == (
        "#4 undo by Hana — x"
    )
    assert line({"seq": 2, "op": "advance", "by": "timer"}) == "#2 advance by the timer"
    assert line({"seq": 2, "op": "advance", "by": "host", "voided": True}) == (
        "#2 advance by the host (undone)"
    )
    assert "None" not in line({"seq": 1, "op": "pause", "by": None})


def test_discord_who_was_who_from_the_review() -> None:
    p = play()
    review = {
        "seats": p.host_view["seats"],
        "deaths": [{"name": "Bob", "phase": "Night 1", "summary": "Bob has died: Ann did it."}],
    }
    text = prompts.who_was_who(review).splitlines()
    assert text[0] == "**Who was who**"
    assert "\N{SKULL} Bob — Citizen, town — Night 1: Bob has died: Ann did it." in text
    assert "Ann — Wolf, wolves" in text
    assert prompts.who_was_who({}) == ""  # a game the host keeps private: nothing


def test_the_end_and_the_review_in_the_views_words() -> None:
    """Issue 36 items 1 and 5 on Discord: who was who ends with the view's ``result`` (each
    win in its own sentence, who lost), and a poll result that never happened says so in the
    review's ``void_words``; the seat's own message leads with its ``you_words``."""
    result = {
        "headline": "The game is over: the Werewolves win.",
        "lines": ["Fin ascended and won (Angel).", "Ada won with the Werewolves."],
        "losers": ["Bob"],
        "you": "won",
        "you_words": "You won!",
    }
    review = {
        "seats": [{"name": "Fin", "role": "Angel", "team": "angel", "alive": False}],
        "result": {**result, "you": None, "you_words": ""},
        "polls": [
            {"phase": "Day 1", "poll": "lynch", "chosen": ["Fin"], "void": "cancelled",
             "void_words": "Never carried out: the day's lynch was cancelled."},
            {"phase": "Day 1", "poll": "election", "chosen": ["Ada"], "void": None,
             "void_words": ""},
        ],
    }
    text = prompts.who_was_who(review).splitlines()
    assert "Day 1, lynch (Fin): Never carried out: the day's lynch was cancelled." in text
    assert not any("election" in ln for ln in text)
    assert text[-4:] == [
        "The game is over: the Werewolves win.",
        "Fin ascended and won (Angel).",
        "Ada won with the Werewolves.",
        "**Lost:** Bob.",
    ]
    assert prompts.result_words(result)[0] == "**You won!**"
