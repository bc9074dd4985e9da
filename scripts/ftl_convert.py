"""Move a Python catalogue of message texts into a Fluent resource (issue 40 item 1).

    python scripts/ftl_convert.py FILE.py NAME [NAME …] --out LOCALES/en/AREA.ftl

(LOCALES: src/werewolves/i18n/locales)

reads the dict literals assigned to (or ``.update``d into) each NAME in FILE.py, and appends
each entry to the resource as a Fluent message: the key's dots as hyphens, ``{param}`` as
``{ $param }``, and the comment lines written just above the entry in the Python source as a
Fluent comment above the message (the rule ids they cite go with the words). It then reads the
resource back and checks every entry renders exactly as Python's ``str.format`` did, with each
parameter set to a marker; it exits 1, writing nothing, when one does not.
"""

from __future__ import annotations

import argparse
import ast
import re
import string
import sys
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentSerializer
from fluent.syntax import ast as fast

PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def entries(path: Path, names: list[str]) -> list[tuple[str, str, list[str]]]:
    """(key, text, comment lines) of the dict literals given to ``names`` in ``path``."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    dicts: list[ast.Dict] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign | ast.Assign):
            targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
            named = any(isinstance(t, ast.Name) and t.id in names for t in targets)
            if named and isinstance(node.value, ast.Dict):
                dicts.append(node.value)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            if (node.func.attr == "update" and isinstance(owner, ast.Name) and owner.id in names
                    and node.args and isinstance(node.args[0], ast.Dict)):
                dicts.append(node.args[0])
    out: list[tuple[str, str, list[str]]] = []
    for d in dicts:
        for k, v in zip(d.keys, d.values, strict=True):
            if not (isinstance(k, ast.Constant) and isinstance(k.value, str)):
                raise SystemExit(f"{path}:{getattr(k, 'lineno', '?')}: a key that is not text")
            if not (isinstance(v, ast.Constant) and isinstance(v.value, str)):
                raise SystemExit(f"{path}:{k.lineno}: the text of {k.value} is not a literal")
            comments: list[str] = []
            i = k.lineno - 2
            while i >= 0 and lines[i].strip().startswith("#"):
                comments.insert(0, lines[i].strip()[1:].strip())
                i -= 1
            out.append((k.value, v.value, comments))
    return out


def pattern(text: str) -> fast.Pattern:
    elements: list[fast.PatternElement] = []
    pos = 0
    for m in PLACEHOLDER.finditer(text):
        if m.start() > pos:
            elements.extend(_text(text[pos:m.start()]))
        elements.append(fast.Placeable(fast.VariableReference(fast.Identifier(m.group(1)))))
        pos = m.end()
    if pos < len(text):
        elements.extend(_text(text[pos:]))
    return fast.Pattern(elements)


def _text(text: str) -> list[fast.PatternElement]:
    # braces, and what Fluent reads specially at a line's start or end, as string literals
    out: list[fast.PatternElement] = []
    for piece in re.split(r"([{}])", text):
        if piece in ("{", "}"):
            out.append(fast.Placeable(fast.StringLiteral(piece)))
        elif piece:
            out.append(fast.TextElement(piece))
    return out


def to_ftl(items: list[tuple[str, str, list[str]]]) -> str:
    body: list[fast.EntryType] = []
    for key, text, comments in items:
        if "-" in key:
            raise SystemExit(f"the key {key} holds a hyphen: its Fluent id would not map back")
        if text != text.strip() or "\n" in text or not text:
            raise SystemExit(f"the text of {key} starts or ends with a space or holds a line break")
        msg = fast.Message(fast.Identifier(key.replace(".", "-")), pattern(text))
        if comments:
            msg.comment = fast.Comment("\n".join(comments))
        body.append(msg)
    return FluentSerializer().serialize(fast.Resource(body))


def check(ftl: str, items: list[tuple[str, str, list[str]]]) -> list[str]:
    bundle = FluentBundle(["en"], use_isolating=False)
    bundle.add_resource(FluentResource(ftl))
    bad = []
    for key, text, _ in items:
        names = {f for _, f, _, _ in string.Formatter().parse(text) if f}
        params = {n: f"<{n}>" for n in names}
        want = text.format(**params)
        got, errors = bundle.format_pattern(bundle.get_message(key.replace(".", "-")).value, params)
        if got != want or errors:
            bad.append(f"{key}: {got!r} != {want!r} {errors}")
    return bad


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file", type=Path)
    ap.add_argument("names", nargs="+")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--heading", default="", help="a section comment written before the entries")
    args = ap.parse_args()
    items = entries(args.file, args.names)
    ftl = to_ftl(items)
    bad = check(ftl, items)
    if bad:
        print("\n".join(bad), file=sys.stderr)
        return 1
    old = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
    head = f"## {args.heading}\n\n" if args.heading else ""
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(old + ("\n" if old else "") + head + ftl, encoding="utf-8")
    print(f"{len(items)} messages written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


def rewrite(path: Path, name: str) -> int:
    """Replace the dict literal assigned to ``name`` in ``path`` by the tuple of its keys (the
    words having moved to Fluent), keeping the lines around it; the number of keys."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines(keepends=True)
    for node in ast.parse(source).body:
        if (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
                and node.target.id == name and isinstance(node.value, ast.Dict)):
            keys = [k.value for k in node.value.keys if isinstance(k, ast.Constant)]
            body = "".join(f'    "{k}",\n' for k in keys)
            new = f"{name}: tuple[str, ...] = (\n{body})\n"
            end = node.end_lineno or node.lineno
            lines[node.lineno - 1:end] = [new]
            path.write_text("".join(lines), encoding="utf-8")
            return len(keys)
    raise SystemExit(f"{path}: no dict literal assigned to {name} at the top level")
