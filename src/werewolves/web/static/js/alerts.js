// Phase alerts on the player's page: a banner at each new phase saying what happened since the
// last one (the deaths, the lynch's and the election's outcome, from the pushed events), and, when
// the player turned them on (remembered in this browser, off by default), a short sound and a
// vibration. The tab's title carries the phase and the time left (ui.js, Clock).

import { h, t } from "./ui.js";

const KEY = "ww:alerts";

// The news of a phase change: every death, and what a lynch or an election came to (the
// catalogue's keys of those outcomes), as the player's own stream told them.
export function isNews(m) {
  if (m.channel) return false;
  if (m.kind === "death" || m.kind === "game_over") return true;
  const key = m.key || "";
  return /^(lynch|election)\.(?!.*(open|cast))/.test(key);
}

export class PhaseAlerts {
  constructor(banner, toggle) {
    this.banner = banner;
    this.toggle = toggle;
    this.phase = null;
    this.mark = -1;  // the id of the last message before the phase now shown began
    this.audio = null;
    toggle.checked = localStorage.getItem(KEY) === "on";
    toggle.addEventListener("change", () => {
      localStorage.setItem(KEY, toggle.checked ? "on" : "off");
      // a sound may only start after a tap: this one lets the later ones play
      if (toggle.checked) this.ring(true);
    });
  }

  get on() { return this.toggle.checked; }

  // After each push: a new phase (not the first one drawn, not an undo's rebuilt stream) gets
  // the banner with the news since the last one.
  update(game, messages, reset) {
    const phase = game.over ? t("phase.over") : game.phase;
    const last = messages.length ? messages[messages.length - 1].id : -1;
    if (this.phase === null || reset) {
      this.phase = phase;
      this.mark = last;
      return;
    }
    if (phase === this.phase) return;
    const news = messages.filter((m) => m.id > this.mark && isNews(m));
    this.phase = phase;
    this.mark = last;
    this.show(phase, news);
    if (this.on) this.ring(false);
  }

  show(phase, news) {
    const close = h("button", { type: "button", class: "small secondary", onclick: () => { this.banner.hidden = true; } }, t("close"));
    this.banner.replaceChildren(
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
