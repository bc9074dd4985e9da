// Phase alerts on the player's page: a banner on top saying what happened in the last phase (the
// deaths, the lynch's and the election's outcome, what changed for the player: the view's news),
// kept until the next phase, and, when
// the player turned them on (remembered in this browser, off by default), a short sound and a
// vibration. The tab's title carries the phase and the time left (ui.js, Clock).

import { h, phaseText, t } from "./ui.js";

const KEY = "ww:alerts";

export class PhaseAlerts {
  constructor(banner, toggle) {
    this.banner = banner;
    this.toggle = toggle;
    this.phase = null;
    this.shown = "";  // the news last drawn (ids), so a push that changed nothing redraws nothing
    this.closed = null;  // the phase whose banner the player closed
    this.audio = null;
    toggle.checked = localStorage.getItem(KEY) === "on";
    toggle.addEventListener("change", () => {
      localStorage.setItem(KEY, toggle.checked ? "on" : "off");
      // a sound may only start after a tap: this one lets the later ones play
      if (toggle.checked) this.ring(true);
    });
  }

  get on() { return this.toggle.checked; }

  // After each push, and when the page opens: the banner shows the last phase's news, the
  // view's `news` (the deaths with their reason, the polls' results, what
  // changed for this player, derived by the facade from the player's own messages), so it is
  // there after a reload and on a late open, and stays on top until the next phase. A new
  // phase (not the first one drawn) also rings, when the player turned it on.
  update(game, view, messages) {
    const phase = game.over ? t("phase.over") : phaseText(game.phase);
    const ids = new Set(view.news || []);
    const news = messages.filter((m) => ids.has(m.id));
    // once the game is over the player's own result leads the banner, above the fold
    const lead = (view.result && view.result.you_words) || "";
    const key = `${phase}:${lead}:${[...ids].join(",")}`;
    const fresh = this.phase !== null && phase !== this.phase;
    const first = this.phase === null;
    this.phase = phase;
    if (key === this.shown) return;
    this.shown = key;
    if (this.closed === phase) return;
    this.show(phase, news, lead);
    if (fresh && !first && this.on) this.ring(false);
  }

  show(phase, news, lead = "") {
    const close = h("button", { type: "button", class: "small secondary", onclick: () => { this.banner.hidden = true; this.closed = phase; } }, t("close"));
    this.banner.replaceChildren(
      lead ? h("p", { class: "you-result", id: "banner-result" }, lead) : "",
      h("p", { class: "alert-title" }, t("alert.now", { phase })),
      news.length ? h("ul", {}, news.map((m) => h("li", {}, m.text))) : h("p", {}, t("alert.quiet")),
      close);
    this.banner.hidden = false;
  }

  ring(first) {
    try {
      if (navigator.vibrate) navigator.vibrate(first ? 80 : [160, 80, 160]);
    } catch { /* no vibration here */ }
    try {
      const AC = window.AudioContext || window.webkitAudioContext;
      if (!AC) return;
      this.audio = this.audio || new AC();
      const ctx = this.audio;
      if (ctx.state === "suspended") ctx.resume().catch(() => {});
      const osc = ctx.createOscillator(), gain = ctx.createGain();
      osc.frequency.value = 660;
      gain.gain.setValueAtTime(0.001, ctx.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.2, ctx.currentTime + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.35);
      osc.connect(gain).connect(ctx.destination);
      osc.start();
      osc.stop(ctx.currentTime + 0.4);
    } catch { /* no sound here */ }
  }
}
