// The spectators' page: a shared screen of the public stream while the game runs (the seats,
// the polls as the board shows them, every public event), and the review once it is over (who
// was who, every death and poll result explained, the game phase by phase or as one player
// knew it). Its model is the stream's (stream.js); the review is fetched once, when the game
// is over, and again for each player it is seen as.

import { api, botsHostKey, download, downloadText, G } from "./api.js";
import { Live, StreamModel } from "./stream.js";
import { $, Clock, GAME, fill, flash, h, outcomeText, renderPolls, resultBox, t, timeline } from "./ui.js";

export class WatchModel extends StreamModel {
  // a shared screen shows the public stream only: never what a player's or the host's link sees
  shared() { return this.game.you.kind === "spectator"; }
}

export async function watchPage() {
  const model = new WatchModel();
  const clock = new Clock();
  let reviewed = false;

  let events = [];
  let step = -1;  // -1: every phase; else the index of the phase shown

  function phasesOf(list) { return [...new Set(list.map((m) => m.phase))]; }

  function drawStep() {
    const phases = phasesOf(events);
    if (step >= phases.length) step = phases.length - 1;
    const shown = step < 0 ? events : events.filter((m) => m.phase === phases[step]);
    $("step-label").textContent = step < 0 ? t("review.all_phases")
      : t("review.step", { phase: phases[step], n: step + 1, m: phases.length });
    $("step-prev").disabled = step === 0;
    $("step-next").disabled = step === phases.length - 1;
    timeline($("timeline"), shown);
  }

  async function loadReview(seenBy) {
    const q = seenBy ? `?as=${encodeURIComponent(seenBy)}` : "";
    return api("GET", G(`/review${q}`));
  }

  async function drawReview() {
    if (reviewed) return;
    try {
      const r = await loadReview("");
      reviewed = true;
      $("review").hidden = false;
      $("watch-note").hidden = true;
      $("stepper").hidden = false;
      if (r.result) $("winners").replaceChildren(resultBox(r.result, "winners-box"));
      else $("winners").textContent = outcomeText(r.outcome, r.seats.map((s) => s.name));
      fill($("who"), r.seats.map((s) => h("li", {}, h("strong", {}, s.name), ` — ${s.original_role}`,
        s.role !== s.original_role ? ` → ${s.role}` : "", s.death ? ` (${s.death.words || s.death.kind}, ${s.death.phase})` : "")));
      fill($("deaths"), r.deaths.length ? r.deaths.map((d) => h("details", { class: "death" },
        h("summary", {}, `${d.phase}: ${d.summary || `${d.name}: ${d.kind}`}`), h("div", { class: "why" }, d.why.join("\n"))))
        : h("p", {}, t("play.none")));
      // A result that never happened (a cancelled lynch, an election closed
      // after the end) is marked so, in the facade's words, and not read as a result
      fill($("poll-results"), r.polls.length ? r.polls.map((p) => h("details", { class: p.void ? "death void" : "death" },
        h("summary", {}, t("review.poll_result", { poll: p.office || p.poll, phase: p.phase, chosen: p.chosen.join(", ") || t("review.nobody") }),
          p.void ? h("strong", { class: "void-mark" }, ` — ${p.void_words}`) : null,
          p.summary ? ` — ${p.summary}` : ""),
        h("div", { class: "why" }, p.why.join("\n"))))
        : h("p", {}, t("play.none")));
      $("seats-card").hidden = true;  // "who was who" says it all now
      fill($("seen-by"), h("option", { value: "" }, t("review.everything")),
        r.seats.map((s) => h("option", { value: s.name }, s.name)));
      events = r.events;
      drawStep();
    } catch (e) {
      flash(e.message);
    }
  }

  $("seen-by").addEventListener("change", async () => {
    try {
      events = (await loadReview($("seen-by").value)).events;
      drawStep();
    } catch (e) { flash(e.message); }
  });
  $("step-prev").addEventListener("click", () => { const n = phasesOf(events).length; step = step < 0 ? n - 1 : Math.max(0, step - 1); drawStep(); });
  $("step-next").addEventListener("click", () => { step = step < 0 ? 0 : step + 1; drawStep(); });
  $("step-all").addEventListener("click", () => { step = -1; drawStep(); });

  // The last phase's news on top of the shared screen (the public view's
  // `news`), until the next phase
  function drawNews() {
    const ids = new Set(model.view.news || []);
    const news = model.messages.filter((m) => ids.has(m.id));
    const box = $("watch-news");
    box.hidden = !news.length;
    box.replaceChildren(h("p", { class: "alert-title" }, t("alert.now", { phase: model.game.phase })),
      h("ul", {}, news.map((m) => h("li", {}, m.text))));
  }

  // Redraw what `changed` (the parts a push changed, stream.js) touches: a shared screen of the
  // public stream while the game runs, the review (fetched once) when it is over.
  function draw(changed) {
    const game = model.game;
    if (changed.has("game")) { clock.set(game); drawBots(); }
    if (game.over) return drawReview();
    if (!model.shared()) {
      // this page shows a shared screen: never what a player's or the host's link sees
      fill($("timeline"), h("li", {}, t("watch.needs_spectator_link")));
      return;
    }
    if (changed.has("view")) {
      // R44: an ascended seat left with a win: marked so, not struck through (the view's marks)
      const marks = model.view.marks || {};
      fill($("seats"), model.view.seats.map((s) => {
        const left = marks[s.name] && marks[s.name].left;
        if (left) return h("li", { class: left }, `${s.name} — ${t(`roster.${left}`)}`);
        return h("li", { class: s.alive ? "" : "dead" }, s.alive ? s.name : `${s.name} — ${t("watch.dead")}`);
      }));
    }
    if (changed.has("view") || changed.has("events")) drawNews();
    if (changed.has("polls")) renderPolls($("polls"), model.polls);
    if (changed.has("events")) timeline($("timeline"), model.messages);
  }

  // "Watch bots play": this browser started the game and kept its host link, so the page may
  // pause it and set how long the bots wait in each phase
  const botsHost = localStorage.getItem(botsHostKey(GAME));
  const SPEEDS = { slow: 8, normal: 4, fast: 1 };
  function drawBots() {
    const game = model.game;
    $("bots-card").hidden = !botsHost || game.over;
    $("bots-pause").textContent = game.paused ? t("bots.resume") : t("bots.pause");
    const secs = game.settings && game.settings.bot_seconds;
    const speed = Object.entries(SPEEDS).find(([, s]) => s === secs);
    if (speed) $("bots-speed").value = speed[0];
  }
  if (botsHost) {
    const host = (path, body) => api("POST", G(path), body, botsHost).catch((e) => flash(e.message));
    $("bots-pause").addEventListener("click", () => host(model.game.paused ? "/host/resume" : "/host/pause"));
    $("bots-speed").addEventListener("change", () => host("/host/settings", { bot_seconds: SPEEDS[$("bots-speed").value] }));
  }

  $("review-export").addEventListener("click", (ev) => { ev.preventDefault(); download(G("/export"), `werewolves-${GAME}.json`); });
  $("review-scenario").addEventListener("click", (ev) => { ev.preventDefault(); downloadText(G("/scenario"), `werewolves-${GAME}.yaml`); });
  // the whole view once; from then on every change comes in a push
  draw(await model.load());
  new Live(model, draw);
}
