"""Issue 39 item 5's measuring tool: which WWRF constructs the incumbent's role book uses.

Reads every formalized role page of the snapshot of the incumbent's book (outside
``haunting/``) with the WWRF reader (``werewolves.roledata.wwrf``), and the ``_game/`` pieces
(ability sets, attributes, groups, polls, teams) with a formalization, and counts constructs:
trigger kinds, ability types and subtypes, selectors and their fields, property accesses,
conditions, restrictions, scalings, trigger options, durations, the complex-action structure,
directives, and the lines the reader leaves Unparsed with their reasons. For each construct it
gives the lines that use it and the role pages that use it (directly, or through a piece they
name), which is what tells the effect vocabulary which constructs to grow first.

The snapshot is read here only, for measurement: nothing of it is copied into the project.

    .venv/bin/python bench/wwrf_constructs.py                     # Markdown tables on stdout
    .venv/bin/python bench/wwrf_constructs.py --book PATH --unparsed   # and each Unparsed line
    .venv/bin/python bench/wwrf_constructs.py --within Passive    # only inside such blocks

``--within PREFIX`` counts only what is written inside the blocks whose trigger starts with
PREFIX (``Passive`` : the passive moments' blocks, and what they run), in role pages and pieces.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from werewolves.roledata import wwrf

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT.parent / "shared" / "reference" / "roles-2026"
ROLE_DIRS = ("werewolves", "townsfolk", "unaligned", "other", "limited", "extra")
PIECE_DIRS = ("ability sets", "attributes", "groups", "polls", "teams")

# the tables, in the order printed, with a line of what each counts
CATEGORIES = {
    "trigger": "Trigger kinds (one per trigger line; {Player}, {Option} … are slots)",
    "ability": "Ability types and subtypes (one per ability written)",
    "structure": "Complex actions: process, evaluate, conditional lines, for each",
    "condition": "Conditions (every pure condition and operator, wherever written)",
    "restriction": "Trigger restrictions [..]",
    "scaling": "Scalings ⟨..⟩",
    "option": "Other trigger parameters {..} and prompt overwrites |..|",
    "duration": "Attribute durations (~..) written",
    "selector": "Selectors",
    "selector field": "Advanced selector fields @(Key:…)",
    "property": "Property accesses ->…",
    "value": "Other values: host information, variables, lists, ratios, type annotations",
    "directive": "Page lines: directives, flags and fields",
    "unparsed": "Lines the reader leaves Unparsed, by reason",
}


@dataclass
class Tally:
    lines: Counter[tuple[str, str]] = field(default_factory=Counter)
    pages: defaultdict[tuple[str, str], set[str]] = field(default_factory=lambda: defaultdict(set))

    def add(self, page: str, keys: Iterable[tuple[str, str]]) -> None:
        for k in keys:
            self.lines[k] += 1
            self.pages[k].add(page)


def constructs(f: wwrf.Formalization) -> Iterator[tuple[str, str]]:
    """(category, construct) for every construct of a formalization."""
    for n in wwrf.iter_nodes(f):
        match n:
            case wwrf.Block(trigger=wwrf.Trigger() as t):
                yield "trigger", t.kind + (" [filter]" if t.filter else "")
            case wwrf.Do(ability=ab):
                yield "ability", f"{ab.kind}: {ab.subtype}"
                duration = getattr(ab, "duration", None)
                if duration:
                    yield "duration", "~" + duration
            case wwrf.Process():
                yield "structure", "Process:"
            case wwrf.Evaluate():
                yield "structure", "Evaluate:"
            case wwrf.Branch(condition=None):
                yield "structure", "Otherwise:"
            case wwrf.Branch():
                yield "structure", "<condition>: (a conditional line)"
            case wwrf.ForEach():
                yield "structure", "For Each"
            case wwrf.ActionLine():
                yield "structure", "Action: (parameters of a complex action)"
            case wwrf.Comparison(op=op):
                yield "condition", op
            case wwrf.Exists():
                yield "condition", "exists"
            case wwrf.Not():
                yield "condition", "not (…)"
            case wwrf.Junction(ops=ops):
                yield "condition", " / ".join(sorted(set(ops)))
            case wwrf.Temporal(phase=phase, number=number, onwards=onwards):
                shape = "Night|Day" if number is None else ("N+" if onwards else "N")
                yield "restriction", f"Temporal: {shape}" if phase else "Temporal"
            case wwrf.AttributeCheck(has=has, subject=subject):
                who = "" if subject is None else "{Actor} "
                yield "restriction", f"Attribute: {who}{'has' if has else 'lacks'}"
            case wwrf.Succession(same_target_only=same):
                yield "restriction", "Succession: " + ("No Target" if same else "No Succession")
            case wwrf.Quantity():
                yield "restriction", "Quantity"
            case wwrf.ConditionCheck():
                yield "restriction", "Condition"
            case wwrf.Status(status=status):
                yield "restriction", f"Status: {status}"
            case wwrf.Scaling(kind=kind):
                yield "scaling", kind
            case wwrf.TriggerOption(name=name, value=value):
                yield "option", "{" + name + (": <default>" if value is not None else "") + "}"
            case wwrf.Prompt(silent=silent):
                yield "option", "|silent:prompt|" if silent else "|prompt|"
            case wwrf.Selector(sigil=sigil, name=name, query=query):
                if query:
                    yield "selector", f"{sigil}(…) advanced"
                    for term in query:
                        neg = "!" if term.negated else ""
                        yield "selector field", f"{sigil}({term.key}:{neg}…)"
                elif sigil == "#":
                    yield "selector", "#<group or location>"
                elif sigil == "@":
                    yield "selector", "@ID:…" if name.startswith("ID:") else "@" + name
                else:
                    yield "selector", sigil + name
            case wwrf.Ref(props=props, annotation=annotation):
                for p in props:
                    yield "property", "->" + re.sub(r"\(.*\)", "(…)", p)
                if annotation:
                    yield "value", f"[{annotation.lower()}] annotation"
            case wwrf.HostInfo():
                yield "value", "%host information%"
            case wwrf.Variable(name=name):
                yield "value", "$" + name
            case wwrf.Sum():
                yield "value", "a+b list"
            case wwrf.Ratio(rounding=rounding):
                yield "value", f"{rounding + ' ' if rounding else ''}a/b"
            case wwrf.Directive(kind=kind):
                yield "directive", kind + ":"
            case wwrf.Flag(name=name):
                yield "directive", name
            case wwrf.Field(name=name):
                yield "directive", name + ":"
            case wwrf.Unparsed(reason=reason):
                yield "unparsed", reason


def within(f: wwrf.Formalization, prefix: str) -> wwrf.Formalization:
    """The blocks of ``f`` whose trigger starts with ``prefix`` (a word: ``Passive`` takes
    ``Passive Start Night`` and ``Passive``, not ``PassiveX``)."""
    return wwrf.Formalization(tuple(
        item for item in f.items
        if isinstance(item, wwrf.Block) and isinstance(item.trigger, wwrf.Trigger)
        and (item.trigger.kind == prefix or item.trigger.kind.startswith(prefix + " "))
    ))


def formalized_lines(f: wwrf.Formalization) -> int:
    lines = {
        n.line
        for n in wwrf.iter_nodes(f)
        if isinstance(
            n,
            wwrf.Block
            | wwrf.Do
            | wwrf.Branch
            | wwrf.Process
            | wwrf.Evaluate
            | wwrf.ForEach
            | wwrf.ActionLine
            | wwrf.Directive
            | wwrf.Flag
            | wwrf.Field
            | wwrf.Unparsed,
        )
    }
    return len(lines)


def snapshot_commit(book: Path) -> str:
    m = re.search(r"\b([0-9a-f]{40})\b", (book / "README.md").read_text(encoding="utf-8"))
    return m.group(1) if m else "(unknown)"


def role_pages(book: Path) -> dict[str, wwrf.Formalization]:
    """path → formalization, for the role pages with a ``__Formalized__`` section."""
    out: dict[str, wwrf.Formalization] = {}
    for top in ROLE_DIRS:
        for path in sorted((book / top).rglob("*")):
            if not path.is_file():
                continue
            text = path.read_text(encoding="utf-8")
            if "__Formalized__" not in text:
                continue
            page = wwrf.parse_page(text)
            if page.formalized is not None:
                out[str(path.relative_to(book))] = page.formalized
    return out


def pieces(book: Path) -> dict[str, tuple[str, wwrf.Formalization]]:
    """piece key (see wwrf.piece_key) → (path, page), for the _game/ pieces with a
    formalization."""
    out: dict[str, tuple[str, wwrf.Formalization]] = {}
    for d in PIECE_DIRS:
        for path in sorted((book / "_game" / d).glob("*")):
            page = wwrf.parse_page(path.read_text(encoding="utf-8"))
            if page.formalized is None:
                continue
            name = page.name or path.name
            out[f"{d}/{wwrf.piece_key(name)}"] = (str(path.relative_to(book)), page.formalized)
    return out


def named_pieces(
    f: wwrf.Formalization, all_pieces: dict[str, tuple[str, wwrf.Formalization]], depth: int = 4
) -> set[str]:
    """The keys of the pieces a formalization names, following pieces into theirs."""
    kinds = (
        ("ability sets", "ability_sets"),
        ("attributes", "attributes"),
        ("groups", "groups"),
        ("polls", "polls"),
    )
    found: set[str] = set()
    todo = [f]
    for _ in range(depth):
        nxt: list[wwrf.Formalization] = []
        for g in todo:
            refs = wwrf.references(g)
            for d, attr in kinds:
                for name in getattr(refs, attr):
                    key = f"{d}/{wwrf.piece_key(name)}"
                    if key in all_pieces and key not in found:
                        found.add(key)
                        nxt.append(all_pieces[key][1])
        todo = nxt
    return found


def table(title: str, rows: list[tuple[str, int, int, int]]) -> list[str]:
    out = [
        f"**{title}**",
        "",
        "| Construct | Lines (role pages) | Role pages using it ¹ | Lines (`_game/` pieces) |",
        "| --- | ---: | ---: | ---: |",
    ]
    for name, lines, pages, piece_lines in rows:
        shown = name.replace("|", "\\|")
        out.append(f"| `{shown}` | {lines} | {pages} | {piece_lines} |")
    return [*out, ""]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--book", type=Path, default=BOOK, help="the snapshot's folder")
    parser.add_argument("--unparsed", action="store_true", help="list every Unparsed line")
    parser.add_argument("--within", metavar="PREFIX", default="",
                        help="count only inside the blocks whose trigger starts with PREFIX")
    args = parser.parse_args(argv)
    book: Path = args.book
    if not (book / "README.md").is_file():
        print(f"No snapshot at {book}: give its folder with --book.", file=sys.stderr)
        return 2

    roles = role_pages(book)
    all_pieces = pieces(book)
    # the pieces a page names are those its whole text names (an ability set it inherits …)
    whole_roles, whole_pieces = roles, all_pieces
    if args.within:
        roles = {p: within(f, args.within) for p, f in roles.items()}
        all_pieces = {k: (p, within(f, args.within)) for k, (p, f) in all_pieces.items()}
    on_roles, on_pieces = Tally(), Tally()
    # a role page uses a construct if it writes it or a piece it names does
    through: defaultdict[tuple[str, str], set[str]] = defaultdict(set)
    piece_keys: dict[str, set[tuple[str, str]]] = {}
    for key, (path, formal) in all_pieces.items():
        found = list(constructs(formal))
        on_pieces.add(path, found)
        piece_keys[key] = set(found)
    clean = 0
    clean_with_pieces = 0
    lines_total = unparsed_total = 0
    named_total: set[str] = set()
    for path, formal in roles.items():
        found = list(constructs(formal))
        on_roles.add(path, found)
        lines_total += formalized_lines(formal)
        unparsed_total += len(formal.unparsed)
        named = named_pieces(whole_roles[path], whole_pieces)
        named_total |= named
        for key in named:
            for k in piece_keys[key]:
                through[k].add(path)
        if not formal.unparsed:
            clean += 1
            if not any(all_pieces[k][1].unparsed for k in named):
                clean_with_pieces += 1

    piece_lines = sum(formalized_lines(f) for _, f in all_pieces.values())
    piece_unparsed = sum(len(f.unparsed) for _, f in all_pieces.values())
    piece_clean = sum(1 for _, f in all_pieces.values() if not f.unparsed)
    out = [
        f"Snapshot `{snapshot_commit(book)}`; `python bench/wwrf_constructs.py"
        f"{' --within ' + args.within if args.within else ''}`.",
        "",
        "| | Role pages | `_game/` pieces |",
        "| --- | ---: | ---: |",
        f"| Formalized texts read | {len(roles)} | {len(all_pieces)} |",
        f"| Formalized lines | {lines_total} | {piece_lines} |",
        f"| Lines left Unparsed | {unparsed_total} | {piece_unparsed} |",
        f"| Texts with no Unparsed line | {clean} | {piece_clean} |",
        f"| Role pages with no Unparsed line in them or any piece they name | "
        f"{clean_with_pieces} | |",
        f"| `_game/` pieces named by at least one role page | | {len(named_total)} |",
        "",
    ]
    keys = set(on_roles.lines) | set(on_pieces.lines)
    for category, title in CATEGORIES.items():
        rows = [
            (
                name,
                on_roles.lines[(category, name)],
                len(on_roles.pages[(category, name)] | through[(category, name)]),
                on_pieces.lines[(category, name)],
            )
            for (cat, name) in keys
            if cat == category
        ]
        if not rows:
            continue
        rows.sort(key=lambda r: (-r[2], -r[1], -r[3], r[0]))
        out += table(title, rows)
    out.append(
        "¹ A role page uses a construct if it writes it, or if a `_game/` piece it names "
        "(an ability set it inherits, an attribute, group or poll it names, and theirs in turn) "
        "writes it."
    )
    print("\n".join(out))
    if args.unparsed:
        print("Unparsed lines:\n")
        for path, formal in [*roles.items(), *all_pieces.values()]:
            for u in formal.unparsed:
                print(f"- {path}:{u.line}: {u.reason}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
