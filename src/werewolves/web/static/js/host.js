// The host's page: the grimoire (every seat with its role, team, statuses and state), who has
// not acted, the pending choices, the polls with their counted totals, the audit and the whole
// log, and the host's commands. Its model is the stream's (stream.js): the host's view parts
// and every event come in pushes; only the preview, a death's explanation and the export are
// fetched, when the host asks for them.

import { api, download, G } from "./api.js";
import { explained } from "./explain.js";
import { Live, StreamModel } from "./stream.js";
import {
  $, Clock, GAME, confirmDialog, copyButton, dialog, fill, flash, formDialog, h, outcomeText,
  qrImage, renderPolls, resultBox, t, timeline,
} from "./ui.js";

export class HostModel extends StreamModel {
  // what the summary says of each seat (a bot's, joined or open), by name
  seatInfo() { return new Map(this.game.seats.map((s) => [s.name, s])); }

  // the log, or the lines of it a filter names (its words, kind or audience)
  log(filter) {
    const q = filter.trim().toLowerCase();
    if (!q) return this.messages;
    return this.messages.filter((m) => `${m.text} ${m.kind} ${m.audience}`.toLowerCase().includes(q));
  }
}

export async function hostPage() {
  const model = new HostModel();
  const clock = new Clock();

  async function run(path, body) {
    try {
      const r = await api("POST", G(path), body);
      if (r.message) flash(r.text ?? r.message, true);
      return r;
    } catch (e) {
      if (e.code === "moved_on") return movedOn(path, body, e);
      flash(e.message);
      return null;
    }
  }

  // A host command that named what it acts on found the game moved past it: say what came in
  // and ask again, instead of an error about versions.
  async function movedOn(path, body, e) {
    const lines = e.since.map((c) => `#${c.seq} ${c.text}`);
    if (path === "/host/undo" && e.latest !== null) {
      const again = await confirmDialog(`${e.message}\n${lines.join("\n")}\n${t("host.undo_latest_instead")}`);
      if (again) return run(path, { ...body, command: e.latest });
      return null;
    }
    flash([e.message, ...lines].join(" "));
    return null;
  }

  // Redraw what `changed` (the parts a push changed, stream.js) touches.
  function draw(changed) {
    const v = model.view, game = model.game, undoable = v.undoable || null;
    if (changed.has("game")) clock.set(game);
    if (changed.has("polls")) renderPolls($("polls"), model.polls);
    if (changed.has("events")) drawLog();
    if (!changed.has("game") && !changed.has("view")) return;
    $("pause").textContent = game.paused ? t("host.resume") : t("host.pause");
    // What "Undo the last action" would undo, in view before the host presses it
    const last = undoable?.last;
    $("undo-would").textContent = last ? t("host.undo_would", { text: `#${last.seq} ${last.text}` }) : t("host.undo_nothing");
    $("undo-last").disabled = !last;
    // a finished game: the controls that cannot act on it are disabled, and a line says why
    $("over-note").hidden = !game.over;
    // A game this server's rules replay differently: what changed, in the
    // server's sentences, and (an unfinished game) the way on under the new rules
    const hold = v.rules_hold || null;
    $("rules-hold").hidden = !hold;
    $("rules-hold-text").textContent = hold ? hold.text : "";
    $("rules-continue").hidden = !(hold && hold.can_continue);
    // Every winner's win in its own sentence (the host view's result)
    const result = model.view && model.view.result;
    $("host-result").hidden = !result;
    if (result) $("host-result").replaceChildren(resultBox(result, "host-result-box"));
    for (const id of ["advance", "preview", "pause", "deadline", "set-deadline", "automation", "bots-empty", "end-draw"]) $(id).disabled = game.over;
    $("automation").value = game.automation;
    const seatInfo = model.seatInfo();
    fill($("seats").querySelector("tbody"), v.seats.map((s) => {
      const info = seatInfo.get(s.name) || {};
      const state = s.death
        ? h("span", {}, t("host.dead", { kind: s.death.kind, phase: s.death.phase }), " ",
            h("button", { type: "button", class: "small secondary", onclick: () => why(s.name) }, t("host.why")))
        : t("host.alive");
      const details = [
        ...s.offices.map((o) => h("span", { class: "chip" }, o)),
        ...s.statuses.map((x) => h("span", { class: "chip" }, x.name)),
        ...Object.entries(s.counters).map(([k, n]) => h("span", { class: "chip" }, `${k} ${n}`)),
        info.bot ? h("span", { class: "chip" }, t("host.bot")) : h("span", { class: "chip" }, info.joined ? t("host.joined") : t("host.open")),
      ];
      return h("tr", {},
        h("th", { scope: "row" }, s.name),
        h("td", { "data-label": t("host.role") }, s.role_words || s.role, s.role !== s.original_role ? ` (${s.original_role_words || s.original_role})` : ""),
        h("td", { "data-label": t("host.team") }, s.team_words || s.team),
        h("td", { class: s.alive ? "" : "dead", "data-label": t("host.state") }, state),
        h("td", {}, details),
        h("td", {}, h("div", { class: "row" },
          h("button", { type: "button", class: "small secondary", onclick: () => substitute(s.name) }, t("host.substitute")),
          h("button", { type: "button", class: "small secondary", onclick: () => kick(s.name) }, t("host.kick")),
          s.alive && !game.over ? h("button", { type: "button", class: "small secondary", onclick: () => override(s.name) }, t("host.override")) : null)));
    }));
    // a verb as the host's language labels it (the view's labels; the verb itself otherwise)
    const label = (verb) => (v.labels || {})[verb] || verb;
    const waiting = Object.entries(v.awaiting);
    fill($("awaiting"), waiting.length
      ? waiting.map(([name, verbs]) => h("li", {}, h("strong", {}, name), ": ", verbs.map(label).join(", ")))
      : h("li", { class: "hint" }, t("host.nobody_waiting")));
    fill($("pending"), v.pending.length
      ? v.pending.map((p) => h("li", {}, `${p.actor}: ${label(p.verb)} ${(p.targets || []).join(" ")}`))
      : h("li", { class: "hint" }, t("play.none")));
    fill($("audit"), v.audit.length ? v.audit.slice().reverse().map((a) => h("li", {},
      h("span", { class: "ph" }, `#${a.seq}`), ` ${a.op}`, a.by ? ` (${a.by})` : "", a.seat ? ` ${a.seat}` : "",
      a.player ? ` ${a.player}` : "", a.action ? ` ${a.action.join(" ")}` : "",
      a.undid && a.undid.length ? ` ${t("host.audit_undid", { what: a.undid.join("; ") })}` : "",
      a.reason ? ` — ${a.reason}` : "", a.voided ? " [undone]" : "")) : h("li", { class: "hint" }, t("play.none")));
  }

  function drawLog() {
    const shown = model.log($("log-filter").value);
    timeline($("log"), shown);
  }

  async function why(name) {
    try {
      const r = await api("GET", G(`/why/${encodeURIComponent(name)}`));
      dialog(`${t("host.why")} ${name}`, explained(r.summary, r.lines));
    } catch (e) { flash(e.message); }
  }

  async function substitute(name) {
    if (!(await confirmDialog(t("host.substitute_confirm", { name })))) return;
    const r = await run("/host/substitute", { seat: name });
    if (!r) return;
    const url = new URL(r.link.replace(/^https?:\/\/[^/]+/, ""), location.origin).href;
    dialog(t("host.new_link", { name }), h("p", {}, h("input", { value: url, readonly: true, "aria-label": name, size: 40 }), " ", copyButton(() => url)), qrImage(url, name));
  }

  async function kick(name) {
    const v = await formDialog(t("host.kick_title", { name }), [{ name: "reason", label: t("host.reason") }], t("host.kick"));
    if (v) run("/host/kick", { seat: name, reason: v.reason });
  }

  // A refused command stays in the dialog with the refusal, for the host to fix
  async function override(name) {
    await formDialog(t("host.override_title", { name }), [
      { name: "action", label: t("host.override_action", { name }), max: 200, placeholder: "vote Ann" },
      { name: "reason", label: t("host.reason") },
    ], t("host.override"), async (v) => {
      try {
        const r = await api("POST", G("/host/override"), { seat: name, action: v.action, reason: v.reason });
        if (r.message) flash(r.text ?? r.message, true);
        return null;
      } catch (e) {
        return e.message;  // an unknown action's refusal names what the seat may do (the server)
      }
    });
  }

  // each host command names the phase or command it means, so a second click changes nothing
  $("advance").addEventListener("click", () => run("/host/advance", model.game ? { phase: model.game.phase_index } : undefined));
  $("rules-continue").addEventListener("click", () => run("/host/rules/continue"));
  $("pause").addEventListener("click", () => run(model.game && model.game.paused ? "/host/resume" : "/host/pause"));
  $("set-deadline").addEventListener("click", () => {
    const v = $("deadline").value.trim().replace(",", ".");
    run("/host/deadline", { seconds: v ? Math.round(Number(v) * 60) : null });
  });
  $("automation").addEventListener("change", () => run("/host/settings", { automation: $("automation").value }));
  // An undo says what it will undo and asks before it acts; one that would reopen
  // a finished game says so (and only then is sent with `reopen`)
  function undoReason() {
    const reason = $("undo-reason").value.trim();
    if (!reason) { flash(t("host.undo_reason_first")); $("undo-reason").focus(); }
    return reason;
  }
  async function undo(body, texts) {
    const what = texts.join("; ");
    const over = model.game?.over;
    const ask = over ? t("host.undo_reopen", { text: what }) : t("host.undo_confirm", { text: what });
    if (!(await confirmDialog(ask))) return;
    try {
      const r = await api("POST", G("/host/undo"), { ...body, ...(over ? { reopen: true } : {}) });
      if (r.message) flash(r.text ?? r.message, true);
    } catch (e) {
      // the retry keeps the reopening the host already confirmed (ruling RM551)
      if (e.code === "moved_on") { movedOn("/host/undo", { ...body, ...(over ? { reopen: true } : {}) }, e); return; }
      if (e.reason === "reopens_game" && (await confirmDialog(`${e.message} ${t("host.reopen_q")}`))) {
        run("/host/undo", { ...body, reopen: true });
        return;
      }
      flash(e.message);
    }
  }
  $("undo-last").addEventListener("click", () => {
    const last = model.view?.undoable?.last;
    const reason = undoReason();
    if (!last || !reason) return;
    undo({ scope: "last", reason, command: last.seq }, [`#${last.seq} ${last.text}`]);
  });
  $("undo-phase").addEventListener("click", () => {
    const phase = model.view?.undoable?.phase;
    const reason = undoReason();
    if (!reason) return;
    const cmds = phase?.commands || [];
    if (!cmds.length) { flash(t("host.undo_nothing")); return; }
    undo({ scope: "phase", reason, phase: phase?.phase ?? model.game?.phase_index }, cmds.map((c) => `#${c.seq} ${c.text}`));
  });
  $("bots-empty").addEventListener("click", () => run("/host/bots", { seats: null, on: true }));
  // ruling RM440: the host may end the game early, in a draw (undo takes it back)
  $("end-draw").addEventListener("click", async () => {
    const v = await formDialog(t("host.draw_title"), [{ name: "reason", label: t("host.reason") }], t("host.draw"));
    if (v) run("/host/draw", { reason: v.reason });
  });
  $("log-filter").addEventListener("input", drawLog);
  $("export").addEventListener("click", (ev) => { ev.preventDefault(); download(G("/host/export"), `werewolves-${GAME}.json`); });
  $("preview").addEventListener("click", async () => {
    try {
      const p = await api("GET", G("/host/preview"));
      dialog(t("host.preview_title"),
        h("p", {}, `${p.from_phase} → ${p.to_phase}`),
        p.deaths.length ? p.deaths.map((d) => h("div", {}, h("h3", {}, `${d.name} (${d.kind})`), explained(d.summary, d.why)))
          : h("p", {}, t("host.preview_none")),
        p.outcome ? h("p", {}, outcomeText(p.outcome)) : null,
        h("ol", { class: "timeline" }, p.events.map((m) => h("li", { class: `aud-${m.audience}` }, explained(m.summary || m.text, m.why)))));
    } catch (e) { flash(e.message); }
  });
  // the whole view once; from then on every change comes in a push
  draw(await model.load());
  new Live(model, draw);
}
