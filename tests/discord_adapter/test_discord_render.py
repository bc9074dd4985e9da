"""Issue 22 item 2: the service's views and events as Discord messages, with no network."""

from __future__ import annotations

import re

import pytest
from adapter_harness import play

from werewolves.discord.render import (
    MAX_CONTENT,
    MAX_EMBED_TOTAL,
    MAX_FIELD_VALUE,
    MAX_FIELDS,
    Context,
    Line,
    death_reason,
    death_text,
    fit_embeds,
    line_of,
    messages,
    nonce_of,
    role_card_embeds,
    split_text,
    team_colour,
    timestamp,
)
from werewolves.game import role_book


def test_discord_split_keeps_lines_sentences_and_words_whole() -> None:
    lines = [f"Line {i}: " + "word " * 30 for i in range(200)]
    text = "\n".join(lines)
    pieces = split_text(text)
    assert all(len(p) <= MAX_CONTENT for p in pieces)
    assert "\n".join(pieces) == text.replace(" \n", " \n")  # nothing lost, nothing added
    assert all(p.split("\n")[0].startswith("Line ") for p in pieces)  # cut between lines
    # one line far too long: cut between sentences, then words, never inside one
    sentence = "Ann votes for Bob <t:1700000000:R> because of <@123456789012345678>. "
    long = sentence * 80
    pieces = split_text(long.strip())
    assert len(pieces) > 1 and all(len(p) <= MAX_CONTENT for p in pieces)
    assert all(p.endswith(".") for p in pieces)
    for p in pieces:
        assert p.count("<t:") == p.count(":R>") and p.count("<@") == p.count(">") - p.count(":R>")
    assert " ".join(pieces).split() == long.split()


def test_discord_split_a_word_longer_than_a_message_and_a_code_block() -> None:
    word = "x" * 4500
    assert [len(p) for p in split_text(word)] == [1992, 1992, 516]
    block = "```\n" + "\n".join(f"row {i}" for i in range(600)) + "\n```"
    pieces = split_text(block)
    assert len(pieces) > 1
    assert all(p.count("```") % 2 == 0 for p in pieces)  # each piece's block is closed
    assert all(len(p) <= MAX_CONTENT for p in pieces)
    assert split_text("") == [] and split_text("short") == ["short"]
    with pytest.raises(ValueError):
        split_text("abc", 3)


def test_discord_messages_pack_a_phase_into_one_message_and_split_only_when_needed() -> None:
    lines = [Line(i, f"event {i}") for i in range(10)]
    out = messages("g/town/0", lines)
    assert len(out) == 1 and out[0].first == 0 and out[0].last == 9
    assert out[0].content == "\n".join(f"event {i}" for i in range(10))
    big = [Line(i, "y" * 700) for i in range(6)]
    out = messages("g/town/0", big)
    assert [(m.first, m.last) for m in out] == [(0, 1), (2, 3), (4, 5)]
    # the same lines from the same start are always the same messages (the same nonces)
    assert [m.nonce for m in messages("g/town/0", big, start=2)] == [m.nonce for m in out[1:]]
    payload = out[0].payload()
    assert payload["enforce_nonce"] is True and payload["nonce"] == nonce_of("g/town/0/0-1/0")
    assert len(payload["nonce"]) <= 25 and payload["allowed_mentions"] == {"parse": []}


def test_discord_phase_announcement_with_deaths_reasons_and_deadline() -> None:
    p = play()
    town = [e for e in p.host_page["events"] if e["audience"] == "public"]
    summary = {**p.summary, "deadline": 1_900_000_000.0}
    reasons = {name: death_reason(lines) for name, lines in p.why.items()}
    ctx = Context(summary=summary, reasons=reasons)
    lines = [ln for e in town if (ln := line_of(e, ctx)) is not None]
    text = "\n".join(ln.text for ln in lines)
    # the running phase's start carries its deadline as a Discord timestamp; earlier ones not
    current = summary["phase"]
    assert f"**{current} begins.** It ends <t:1900000000:R>." in text
    assert "**Day 1 begins.**\n" in text + "\n" and "Day 1 begins.** It ends" not in text
    # each death with its one-line reason, from what the reader may know
    assert (
        "\N{SKULL} Bob has died. (Ann chose to attack Bob; it happens when the phase ends.)" in text
    )
    assert "\N{SKULL} Dan has been lynched. (the lynch poll closes: Dan wins with 4 counted" in text
    # a reader told nothing more sees the death as the town does
    plain = [line_of(e, Context(summary=summary)) for e in town if e["kind"] == "death"]
    assert [x.text for x in plain if x] == [
        "\N{SKULL} Bob has died.",
        "\N{SKULL} Dan has been lynched.",
    ]
    assert timestamp(1.9e9) == "<t:1900000000:R>"


def test_discord_chat_a_member_wrote_is_not_echoed_back() -> None:
    p = play()
    chat = next(e for e in p.host_page["events"] if e["kind"] == "chat")
    assert line_of(chat, Context()).text == "**Ann**: Bob tonight"  # type: ignore[union-attr]
    assert line_of(chat, Context(echoed=frozenset({"Ann"}))) is None


def test_discord_role_card_embed_is_coloured_by_team_and_names_what_the_card_says() -> None:
    p = play()
    wolf = role_card_embeds(p.views["Ann"]["card"])
    seer = role_card_embeds(p.views["Cid"]["card"])
    assert wolf[0]["title"] == p.views["Ann"]["card"]["name"]
    assert wolf[0]["color"] == team_colour("wolves") != seer[0]["color"] == team_colour("town")
    fields = {f["name"]: f["value"] for f in wolf[0]["fields"]}
    usage = p.views["Ann"]["card"]["abilities"][0]["usage"]
    assert f"`{usage}`" in fields and "Used at night." in fields[f"`{usage}`"]
    assert fields["Team"].startswith("Werewolves: you win when")


def test_discord_every_role_card_fits_discords_embed_limits() -> None:
    colours = set()
    for card in role_book():
        embeds = role_card_embeds(card.to_json())
        colours.add(embeds[0]["color"])
        for e in embeds:
            assert len(e.get("title", "")) <= 256 and len(e.get("description", "")) <= 4096
            assert len(e.get("fields", [])) <= MAX_FIELDS
            assert all(len(f["value"]) <= MAX_FIELD_VALUE for f in e.get("fields", []))
    assert len(colours) >= 3  # the teams are told apart


def test_discord_embeds_carry_over_never_truncate() -> None:
    fields = [(f"f{i}", "v" * 1500) for i in range(40)]
    embeds = fit_embeds("Title", "d" * 9000, fields, colour=1, footer="foot")
    got = "".join(e.get("description", "") for e in embeds)
    assert got == "d" * 9000
    values = "".join(f["value"] for e in embeds for f in e.get("fields", []))
    assert values == "v" * 1500 * 40
    for e in embeds:
        total = (
            len(e["title"])
            + len(e.get("description", ""))
            + len(e.get("footer", {}).get("text", ""))
        )
        total += sum(len(f["name"]) + len(f["value"]) for f in e.get("fields", []))
        assert total <= MAX_EMBED_TOTAL and len(e.get("fields", [])) <= MAX_FIELDS
    assert embeds[-1]["footer"] == {"text": "foot"}


def test_discord_role_card_line_goes_alone_with_its_embeds() -> None:
    p = play()
    card = role_card_embeds(p.views["Ann"]["card"])
    lines = [Line(0, "hello"), Line(1, "You are …", tuple(card), alone=True), Line(2, "bye")]
    out = messages("g/seat:Ann/0", lines)
    assert [(m.first, m.last, bool(m.embeds)) for m in out] == [
        (0, 0, False),
        (1, 1, True),
        (2, 2, False),
    ]
    assert re.fullmatch(r"[0-9a-f]{25}", out[1].nonce)


def test_discord_chat_line_shows_no_player_name_for_an_unnamed_speaker() -> None:
    """A relayed line with no speaker, or one the rules show under a title (no seat's name),
    never reads as a player's line, and never as "None"."""
    ctx = Context(players=frozenset({"Ann", "Bob"}), echoed=frozenset({"Bob"}))
    chat = {"id": 7, "kind": "chat", "text": "[town square] x", "params": {"text": "hi"}}
    for speaker in (None, "", "  "):
        got = line_of({**chat, "params": {"speaker": speaker, "text": "hi"}}, ctx)
        assert got is not None and got.text == "\N{SPEECH BALLOON} hi"
    assert line_of(chat, ctx).text == "\N{SPEECH BALLOON} hi"  # type: ignore[union-attr]
    titled = {**chat, "params": {"speaker": "a voice from the bar", "text": "hi"}}
    assert line_of(titled, ctx).text == "*a voice from the bar*: hi"  # type: ignore[union-attr]
    named = {**chat, "params": {"speaker": "Ann", "text": "hi"}}
    assert line_of(named, ctx).text == "**Ann**: hi"  # type: ignore[union-attr]
    assert line_of({**chat, "params": {"speaker": "Bob", "text": "hi"}}, ctx) is None
    assert all("None" not in (ln.text if ln else "") for ln in [line_of(chat, ctx)])


def test_discord_a_death_with_its_one_line_reason_per_reader() -> None:
    death = {"id": 3, "kind": "death", "text": "Bob has died.", "params": {"player": "Bob"}}
    host = "Bob has died: Ann attacked them (wolfpack) and no defence stopped it."
    ctx = Context(reasons={"Bob": "Bob has died."}, host_reasons={"Bob": host})
    # the town: the public's reason says no more than the line
    assert line_of(death, ctx).text == "\N{SKULL} Bob has died."  # type: ignore[union-attr]
    # the host channel: the reason, which starts with the line, stands for it
    assert line_of(death, ctx, host=True).text == f"\N{SKULL} {host}"  # type: ignore[union-attr]
    assert death_text("Bob has died.", "") == "\N{SKULL} Bob has died."
    assert death_text("Bob has died.", "grief") == "\N{SKULL} Bob has died. (grief)"
