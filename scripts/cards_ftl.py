"""Write the role book's cards as a Fluent resource: ``i18n/locales/en/cards.ftl``.

    python scripts/cards_ftl.py            # write it
    python scripts/cards_ftl.py --check    # exit 1 when the resource has drifted from the roles

A role reads like its book page: its name, summary, description and its abilities' help stay in
its module, in English, and this resource is made from them (as ``scripts/rules_map.py`` makes
``docs/rules.md``), so a translation has every card text to translate with a stable id:

    role-SLUG               the role's name (its id in commands stays the English name)
    role-SLUG-summary       its one-line summary
    role-SLUG-description   its long description (when it has one)
    role-SLUG-handed_out    an extra role's: how a player comes to hold it (RM460)
    role-SLUG-status        an extra role's: the status its holder carries
    ability-SLUG-VERB       the help line of each of its abilities
    ability-common-VERB     the help line of each action every living player has
    team-SLUG               a team's name
    team-SLUG-goal          what the team plays for

SLUG is the name in lower case with every run of other characters as ``_``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from fluent.syntax import FluentSerializer
from fluent.syntax import ast as fast

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
OUT = ROOT / "src" / "werewolves" / "i18n" / "locales" / "en" / "cards.ftl"


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def plain_message(fid: str, text: str) -> fast.Message:
    """The Fluent message ``fid`` of plain text (a card's words, a rule's paraphrase): a brace
    is written as a string literal (scripts/rules_ftl.py makes its messages with it too)."""
    elements: list[fast.PatternElement] = []
    for piece in re.split(r"([{}])", text):
        if piece in ("{", "}"):
            elements.append(fast.Placeable(fast.StringLiteral(piece)))
        elif piece:
            elements.append(fast.TextElement(piece))
    return fast.Message(fast.Identifier(fid), fast.Pattern(elements))


def resource() -> str:
    from werewolves.game import default_rules

    rules = default_rules()
    body: list[fast.EntryType] = [fast.ResourceComment(
        "The role book's cards: each role's name, summary, description and abilities' help,\n"
        "and the teams. Made by scripts/cards_ftl.py from the roles' modules: do not edit the\n"
        "English by hand (edit the role, then run the script); translate the other languages.")]
    seen: set[str] = set()

    def add(fid: str, text: str) -> None:
        text = " ".join(text.split())
        if text and fid not in seen:
            seen.add(fid)
            body.append(plain_message(fid, text))

    for key in sorted(rules.teams):
        team = rules.teams[key]
        body.append(fast.GroupComment(f"team: {team.name}"))
        add(f"team-{slug(key)}", team.name)
        add(f"team-{slug(key)}-goal", team.goal)
    body.append(fast.GroupComment("the actions every living player has"))
    for ab in rules.common:
        add(f"ability-common-{slug(ab.verb)}", ab.help)
    roles = sorted({**rules.roles, **rules.extras}.values(), key=lambda r: r.name)
    for role in roles:
        s = slug(role.name)
        body.append(fast.GroupComment(f"{role.name} ({role.book_group or role.team})"))
        add(f"role-{s}", role.name)
        add(f"role-{s}-summary", role.summary)
        add(f"role-{s}-description", role.description)
        add(f"role-{s}-handed_out", getattr(role, "handed_out", "") or "")
        add(f"role-{s}-status", getattr(role, "status", "") or "")
        for ab in role.abilities:
            add(f"ability-{s}-{slug(ab.verb)}", ab.help)
    return FluentSerializer().serialize(fast.Resource(body))


def write_or_check(out: Path, text: str, source: str, script: str) -> int:
    """Write the generated resource ``out``, or with ``--check`` fail when it has drifted from
    its ``source`` (the command that remakes it: ``script``)."""
    if "--check" in sys.argv[1:]:
        if not out.exists() or out.read_text(encoding="utf-8") != text:
            print(f"{out.relative_to(ROOT)} has drifted from {source}: run python {script}",
                  file=sys.stderr)
            return 1
        return 0
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT)}")
    return 0


def main() -> int:
    return write_or_check(OUT, resource(), "the roles", "scripts/cards_ftl.py")


if __name__ == "__main__":
    raise SystemExit(main())
