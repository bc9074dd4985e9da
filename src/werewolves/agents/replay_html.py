"""A game's record (:mod:`.record`) as one self-contained HTML page: a replay that shows any
seat's view — a seat picker: the words that seat read, in order, and nothing else — and the
host's view: every event, who played each seat, and per phase the agents' notes (each belief
they reported and a model's private reasoning per move). The record rides in the page as JSON
and a small script draws the chosen view with ``textContent`` (no text of the game is read as
HTML)."""

from __future__ import annotations

import html
import json
from typing import Any

__all__ = ["WORDS", "replay_page"]

JSON = dict[str, Any]

# the page's words (one catalogue; the script reads them from the page)
WORDS: dict[str, Any] = {
    "title": "Werewolves replay: {name}",
    "picker": "Whose view",
    "host": "The host (everything, with the agents' notes)",
    "seat": "{seat} ({agent})",
    "seats": "Seats",
    "seat_head": ["Seat", "Agent", "Dealt role", "Team at the end", "Won", "Died in"],
    "you_are": "You are {seat}, played by {agent}.",
    "notes": "The agents' notes (only the host sees them)",
    "belief": "{seat} believes",
    "opponent": "opponent {p}",
    "reasoning": "{seat} reasons",
    "move": "move",
    "yes": "yes",
    "no": "no",
    "alive": "alive",
    "outcome": "Outcome: {headline}",
}

SCRIPT = r"""
const R = JSON.parse(document.getElementById('record').textContent);
const W = JSON.parse(document.getElementById('words').textContent);
const fmt = (t, o) => t.replace(/\{(\w+)\}/g, (_, k) => (k in o ? String(o[k]) : ''));
const el = (tag, text, cls) => { const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text; if (cls) e.className = cls; return e; };
const phaseOf = {}; for (const e of R.events) phaseOf[e.id] = e.phase;
const agentOf = {}; for (const s of R.seats) agentOf[s.name] = s.agent;
const pick = document.getElementById('seat');
pick.append(new Option(W.host, '@host'));
for (const s of R.seats) {
  pick.append(new Option(fmt(W.seat, {seat: s.name, agent: s.agent}), s.name));
}
function notesFor(phase) {
  const box = el('div', undefined, 'notes');
  for (const b of R.beliefs.filter(b => b.phase === phase)) {
    const p = el('p', fmt(W.belief, {seat: b.seat}) + ': ', 'belief');
    const parts = [];
    for (const [who, entry] of Object.entries(b.seats)) {
      let words = who;
      if ('opponent' in entry) words += ' ' + fmt(W.opponent, {p: entry.opponent.toFixed(2)});
      if (entry.teams) { const top = Object.entries(entry.teams).sort((a, c) => c[1] - a[1])[0];
        words += ' ' + top[0] + ' ' + top[1].toFixed(2); }
      parts.push(words);
    }
    p.append(parts.join('; '));
    box.append(p);
  }
  for (const r of R.reasoning.filter(r => r.phase === phase)) {
    const p = el('p', undefined, 'reasoning');
    p.append(el('b', fmt(W.reasoning, {seat: r.seat}) + ': '));
    p.append(r.reasoning || '');
    if (r.move) p.append(el('code', ' [' + W.move + ': ' + JSON.stringify(r.move) + ']'));
    if (r.refused) p.append(el('em', ' ' + r.refused));
    box.append(p);
  }
  if (!box.childNodes.length) return null;
  box.prepend(el('h4', W.notes));
  return box;
}
function draw() {
  const who = pick.value, log = document.getElementById('log');
  const head = document.getElementById('who');
  log.replaceChildren(); head.replaceChildren();
  document.getElementById('seats').hidden = who !== '@host';
  const lines = who === '@host' ? R.events.map(e => [e.id, e.text || e.key])
                                : R.views[who];
  if (who !== '@host') head.append(el('p', fmt(W.you_are, {seat: who, agent: agentOf[who]})));
  let phase = null, list = null;
  const close = () => { if (phase !== null && who === '@host') { const n = notesFor(phase);
    if (n) log.append(n); } };
  for (const [id, text] of lines) {
    const ph = phaseOf[id];
    if (ph !== phase) { close(); phase = ph; log.append(el('h3', ph)); list = el('ul');
      log.append(list); }
    const li = el('li', text); li.dataset.id = id; list.append(li);
  }
  close();
  if (who === '@host') {  // notes of phases with no event left
    const seen = new Set(lines.map(([id]) => phaseOf[id]));
    for (const ph of new Set([...R.beliefs, ...R.reasoning].map(x => x.phase))) {
      if (ph && !seen.has(ph)) { log.append(el('h3', ph)); const n = notesFor(ph);
        if (n) log.append(n); }
    }
  }
}
pick.addEventListener('change', draw);
const hash = decodeURIComponent(location.hash.slice(1));
if (hash && [...pick.options].some(o => o.value === hash)) pick.value = hash;
draw();
"""

STYLE = """body{font-family:sans-serif;max-width:900px;margin:2em auto;color:#222}
table{border-collapse:collapse}td,th{padding:2px 10px;border-bottom:1px solid #ddd;text-align:left}
.notes{background:#f6f3e8;border-left:4px solid #b90;padding:4px 10px;margin:6px 0}
.notes p{margin:4px 0}li{margin:2px 0}"""


def _json_script(ident: str, data: Any) -> str:
    # "</" never closes the script early: JSON allows "<\/" for "</"
    text = json.dumps(data, sort_keys=True).replace("</", "<\\/")
    return f'<script type="application/json" id="{ident}">{text}</script>'


def replay_page(record: JSON) -> str:
    """The record's HTML replay (see the module)."""
    w = WORDS
    name = str(record.get("game", ""))
    rows = []
    for s in record["seats"]:
        died = "" if s.get("died") is None else _phase_name(int(s["died"]))
        cells = [s["name"], s["agent"], s["role"], s["team"], w["yes"] if s["won"] else w["no"],
                 died or w["alive"]]
        rows.append("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in cells) + "</tr>")
    head = "".join(f"<th>{html.escape(h)}</th>" for h in w["seat_head"])
    result = record.get("result") or {}
    outcome = (f"<p>{html.escape(w['outcome'].format(headline=result['headline']))}</p>"
               if result.get("headline") else "")
    title = html.escape(w["title"].format(name=name))
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>{STYLE}</style></head><body>
<h1>{title}</h1>
<label for="seat">{html.escape(w['picker'])}</label> <select id="seat"></select>
<div id="who"></div>
<section id="seats"><h2>{html.escape(w['seats'])}</h2>{outcome}
<table><tr>{head}</tr>{"".join(rows)}</table></section>
<div id="log"></div>
{_json_script("record", _page_part(record))}
{_json_script("words", w)}
<script>{SCRIPT}</script>
</body></html>
"""


def _page_part(record: JSON) -> JSON:
    """What the page's script reads of the record."""
    return {k: record.get(k, []) for k in ("seats", "events", "views", "beliefs", "reasoning")}


def _phase_name(i: int) -> str:
    from ..game import phase_name

    return phase_name(i)
