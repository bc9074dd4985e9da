"""Write the rule book's paraphrases as a Fluent resource: ``i18n/locales/en/rules.ftl``.

    python scripts/rules_ftl.py            # write it
    python scripts/rules_ftl.py --check    # exit 1 when the resource has drifted from RULEBOOK

The paraphrases have one English source, ``RULEBOOK`` (src/werewolves/roles/rulebook.py: the
rulings R*, the seed sentences S*, and every family's ``Family.rulebook``, gathered in when the
rules are imported); this resource is made from it (as ``scripts/cards_ftl.py`` makes
``cards.ftl`` from the roles), so a translation has every rule's words with a stable id. One
message a rule: its id is ``rule-`` and the rule id with its dots as hyphens and its spaces as
``_`` (``R8`` → ``rule-R8``, ``S1.12`` → ``rule-S1-12``, ``angel.7`` → ``rule-angel-7``,
``Flute Player`` → ``rule-Flute_Player``: ``werewolves.i18n.rule_id``). The sections follow
the book: the rulings, the seed sentences, then each family in the family order.

Explanations read a rule's words through the catalogue in the reader's language
(``engine/explain.py``'s ``rule_words``); English stays RULEBOOK's own.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from fluent.syntax import FluentSerializer
from fluent.syntax import ast as fast

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
OUT = ROOT / "src" / "werewolves" / "i18n" / "locales" / "en" / "rules.ftl"
sys.path.insert(0, str(ROOT / "scripts"))

# the cards' generator writes a plain message, and writes or checks its resource, as this does
from cards_ftl import plain_message, write_or_check  # noqa: E402


def sections() -> list[tuple[str, list[str]]]:
    """The rule ids in the resource's order, each section with its heading: the book's own
    rulings and seed sentences, then each family's (in ``families()`` order)."""
    from werewolves.roles import families
    from werewolves.roles.rulebook import RULEBOOK

    fams = families()
    theirs = {k for f in fams for k in f.rulebook}
    own = [k for k in RULEBOOK if k not in theirs]
    out: list[tuple[str, list[str]]] = [
        ("rulings (shared/spec/RULINGS.md)", [k for k in own if re.match(r"R\d", k)]),
        ("seed sentences (shared/seeds)", [k for k in own if re.match(r"S\d", k)]),
    ]
    rest = [k for k in own if not re.match(r"[RS]\d", k)]
    if rest:
        out.append(("the rule book's own role cards", rest))
    for i, fam in enumerate(fams):
        if fam.rulebook:
            out.append((f"family {i}: {fam.name}", list(fam.rulebook)))
    return out


def resource() -> str:
    from werewolves.i18n import rule_id
    from werewolves.roles.rulebook import RULEBOOK

    body: list[fast.EntryType] = [fast.ResourceComment(
        "The rule book's paraphrases, one message a rule (rule-ID: the rule id with its dots as\n"
        "hyphens, its spaces as _). Made by scripts/rules_ftl.py from RULEBOOK\n"
        "(roles/rulebook.py and each family's rulebook): do not edit the English by hand (edit\n"
        "the paraphrase, then run the script); translate the other languages.")]
    seen: dict[str, str] = {}
    for heading, ids in sections():
        body.append(fast.GroupComment(heading))
        for rule in ids:
            fid = rule_id(rule)
            if fid in seen:
                raise SystemExit(f"the rules {seen[fid]!r} and {rule!r} share the id {fid}")
            seen[fid] = rule
            text = " ".join(RULEBOOK[rule].split())
            if text != RULEBOOK[rule]:
                raise SystemExit(f"the words of {rule!r} have spacing Fluent would not keep")
            body.append(plain_message(fid, text))
    return FluentSerializer().serialize(fast.Resource(body))


def main() -> int:
    return write_or_check(OUT, resource(), "RULEBOOK", "scripts/rules_ftl.py")


if __name__ == "__main__":
    raise SystemExit(main())
