// The pieces every page shares: the page's words (the strings table in the page), building
// elements, dialogs, the phase clock, polls and timelines. Every piece of text is set with
// textContent: nothing a player typed is ever parsed as HTML.

import qrcode from "../vendor/qrcode-generator-2.0.4.mjs";

const T = JSON.parse(document.getElementById("strings").textContent);
export const PAGE = JSON.parse(document.getElementById("page").textContent);
export const GAME = PAGE.game;

// The page's language (the server chose it: the switch's cookie, else Accept-Language) and its
// plural rules: a count's words come in forms by plural category, picked by the number.
export const LANG = document.documentElement.lang || "en";
const PLURALS = new Intl.PluralRules(LANG);

export function t(key, params = {}) {
  let text = T[key] ?? key;
  if (typeof text === "object") {
    text = text.forms[PLURALS.select(Number(params[text.plural]))] ?? text.forms.other;
  }
  return text.replace(/\{(\w+)\}/g, (_, k) => (k in params ? String(params[k]) : ""));
}


// A phase as the engine names it (R1: exactly "Day N" / "Night N") in the page's language;
// anything else as it is.
export function phaseText(phase) {
  const m = /^(Day|Night) (\d+)$/.exec(phase || "");
  if (!m) return phase;
  return t(m[1] === "Day" ? "phase.day_n" : "phase.night_n", { n: m[2] });
}

// ------------------------------------------------------------------------------ little helpers

export function h(tag, attrs = {}, ...kids) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = v;
    else if (k === "style") el.style.cssText = String(v); // CSSOM: allowed by the page's CSP
    else if (v === true) el.setAttribute(k, "");
    else el.setAttribute(k, String(v));
  }
  for (const kid of kids.flat(Infinity)) {
    if (kid === null || kid === undefined || kid === false) continue;
    el.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }
  return el;
}

export const $ = (id) => document.getElementById(id);

export function fill(el, ...kids) {
  el.replaceChildren(...kids.flat(Infinity).filter((k) => k !== null && k !== undefined));
}

export function flash(message, ok = false) {
  const box = $("flash");
  box.textContent = message;
  box.className = ok ? "flash ok" : "flash";
  box.hidden = false;
  clearTimeout(flash.timer);
  flash.timer = setTimeout(() => { box.hidden = true; }, ok ? 2500 : 9000);
}

// The language switch: the choice is remembered in a cookie, which every request and the
// socket carry, so the server answers in it; the page is loaded again in the new language
// (its link's secret is kept in the browser's storage, so nothing is lost).
export function setupLang() {
  const select = $("lang-switch");
  if (!select) return;
  const choose = () => {
    const year = 365 * 24 * 3600;
    document.cookie = `${select.dataset.cookie}=${encodeURIComponent(select.value)}; path=/; max-age=${year}; SameSite=Lax`;
    location.reload();
  };
  select.addEventListener("change", choose);
  // a language picked while the page was still loading (before this script ran) is taken now
  if (select.value !== document.documentElement.lang) choose();
}

export function setupTheme() {
  const root = document.documentElement;
  const saved = localStorage.getItem("ww:theme");
  if (saved) root.dataset.theme = saved;
  $("theme").addEventListener("click", () => {
    const order = ["auto", "dark", "light"];
    const next = order[(order.indexOf(root.dataset.theme) + 1) % order.length];
    root.dataset.theme = next;
    localStorage.setItem("ww:theme", next);
  });
}

export function dialog(title, ...body) {
  const d = h("dialog", { "aria-labelledby": "dlg-title" },
    h("h2", { id: "dlg-title" }, title), ...body,
    h("p", {}, h("button", { type: "button", class: "secondary", onclick: () => d.close() }, t("close"))));
  d.addEventListener("close", () => d.remove());
  $("dialog-root").append(d);
  d.showModal();
  return d;
}

export function confirmDialog(text) {
  return new Promise((resolve) => {
    let answer = false;
    const d = h("dialog", { role: "alertdialog", "aria-labelledby": "cf-text" },
      h("p", { id: "cf-text" }, text),
      h("div", { class: "row" },
        h("button", { type: "button", onclick: () => { answer = true; d.close(); } }, t("yes")),
        h("button", { type: "button", class: "secondary", autofocus: true, onclick: () => d.close() }, t("no"))));
    d.addEventListener("close", () => { d.remove(); resolve(answer); });
    $("dialog-root").append(d);
    d.showModal();
    d.querySelector("button.secondary").focus();  // the safe answer is the one under the finger
  });
}

// A small form in a dialog: resolves to the values by field name, or null when cancelled.
// With `send` (async, of the values), the dialog stays open until it succeeds: a refusal
// (`send` answers its sentence) is shown inside it, and what was typed is kept.
export function formDialog(title, fields, submitLabel, send = null) {
  return new Promise((resolve) => {
    let values = null;
    const inputs = fields.map((f, i) => {
      const id = `dlg-field-${i}`;
      return [f, id, h("input", { id, name: f.name, required: true, maxlength: f.max || 500, autocomplete: "off", placeholder: f.placeholder || "" })];
    });
    const answer = h("p", { class: "result", role: "alert", id: "fd-answer" });
    const submit = h("button", { type: "submit" }, submitLabel);
    const form = h("form", {},
      inputs.map(([f, id, input]) => h("div", {}, h("label", { for: id }, f.label), input)),
      answer,
      h("div", { class: "row" },
        submit,
        h("button", { type: "button", class: "secondary", onclick: () => d.close() }, t("no"))));
    const d = h("dialog", { "aria-labelledby": "fd-title" }, h("h2", { id: "fd-title" }, title), form);
    form.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const typed = Object.fromEntries(inputs.map(([f, , input]) => [f.name, input.value.trim()]));
      if (Object.values(typed).some((v) => !v)) return;
      if (send) {
        submit.disabled = true;
        const refusal = await send(typed);
        submit.disabled = false;
        if (refusal) {
          answer.textContent = refusal;
          answer.className = "result bad";
          inputs[0][2].setAttribute("aria-describedby", "fd-answer");
          inputs[0][2].focus();
          return;
        }
      }
      values = typed;
      d.close();
    });
    d.addEventListener("close", () => { d.remove(); resolve(values); });
    $("dialog-root").append(d);
    d.showModal();
    inputs[0][2].focus();
  });
}

export function qrImage(text, name) {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  return h("img", { src: qr.createDataURL(4, 2), alt: t("qr.alt", { name }), width: 132, height: 132 });
}

export function copyButton(getText) {
  const b = h("button", { type: "button", class: "small secondary" }, t("copy"));
  b.addEventListener("click", async () => {
    try { await navigator.clipboard.writeText(getText()); } catch { /* no clipboard: select */ }
    b.textContent = t("copied");
    setTimeout(() => { b.textContent = t("copy"); }, 1500);
  });
  return b;
}

export function duration(seconds) {
  const s = Math.max(0, Math.round(seconds));
  const d = Math.floor(s / 86400), hh = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60), ss = s % 60;
  const two = (n) => String(n).padStart(2, "0");
  if (d) return `${d}d ${hh}h ${two(m)}m`;
  if (hh) return `${hh}:${two(m)}:${two(ss)}`;
  return `${m}:${two(ss)}`;
}

// ------------------------------------------------------------------------------ shared pieces

export class Clock {
  constructor() { this.summary = null; this.timer = setInterval(() => this.draw(), 1000); }
  set(summary) { if (this.timer !== null) { this.summary = summary; this.draw(); } }
  // a page whose link stopped working keeps its last words: the clock no longer redraws them
  stop() { clearInterval(this.timer); this.timer = null; this.summary = null; }
  draw() {
    const s = this.summary;
    if (!s) return;
    $("phase").textContent = s.over ? t("phase.over") : phaseText(s.phase);
    let text = "";
    if (s.over) text = "";
    else if (s.paused) text = t("phase.paused");
    else if (s.deadline && s.deadline <= Date.now() / 1000) {
      text = s.automation === "manual" ? t("phase.time_up_manual") : t("phase.ending");
    } else if (s.deadline) text = t("phase.ends_in", { time: duration(s.deadline - Date.now() / 1000) });
    // An automatic game with no deadline still moves on: say how, not "no timer"
    else if (s.automation === "auto") {
      const secs = s.settings && s.settings.bot_seconds;
      const everyBot = s.seats && s.seats.length && s.seats.every((x) => x.bot);
      text = everyBot && secs ? t("phase.auto_bots", { n: secs }) : t("phase.auto");
    } else text = t("phase.no_timer");
    $("clock").textContent = text;
    // the tab's title says the phase and the time left, for a player on another tab
    const phase = s.over ? t("phase.over") : phaseText(s.phase);
    document.title = `${phase}${s.over ? "" : ` · ${text}`} — ${t("app.name")}`;
  }
}

export function renderPolls(el, polls) {
  if (!polls || !polls.length) { fill(el, h("p", { class: "hint" }, t("play.none"))); return; }
  fill(el, polls.map((p) => {
    const totals = Object.entries(p.totals).sort((a, b) => b[1] - a[1]);
    const top = totals.length ? totals[0][1] : 1;
    return h("div", { class: "poll" },
      // the poll's and its office's names in the reader's language (the view's labels)
      h("h3", {}, p.office ? `${p.label || p.name} (${p.office_label || p.office})` : (p.label || p.name)),
      totals.length
        ? totals.map(([name, n]) => h("div", { class: "bar" },
            h("span", { class: "fill", style: `width:${Math.max(4, (n / top) * 120)}px`, "aria-hidden": "true" }),
            t("play.votes_for", { n, name })))
        : h("p", { class: "hint" }, t("play.no_votes")),
      Object.keys(p.votes).length
        ? h("p", { class: "hint" }, Object.entries(p.votes).map(([v, tg]) => `${v} → ${tg}`).join(" · "))
        : null);
  }));
}

export function timeline(el, messages) {
  const items = [];
  let phase = null;
  for (const m of messages) {
    if (m.phase !== phase) {
      phase = m.phase;
      items.push(h("li", { class: "phase-head" }, phaseText(phase)));
    }
    const to = m.to && m.to.length ? h("span", { class: "ph" }, t("log.to", { names: m.to.join(", ") })) : null;
    // What a status message means for its reader, in the line the message
    // declares (`to_you`), under its text
    const means = m.to_you ? h("span", { class: "to-you" }, m.to_you) : null;
    items.push(h("li", { class: `aud-${m.audience}`, "data-kind": m.kind }, to, m.text, means));
  }
  const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
  fill(el, items);
  if (atBottom) el.scrollTop = el.scrollHeight;
}

// The end of a game as a screen says it: why it ended (the outcome's reason, in the game's own
// words: which team won, or which teams tied), who won and, given everyone's names, who lost.
// rule-results-tie.2 (ruling RM463): a tie (``tied`` names its teams) is a win for everyone
// still alive and a loss for every dead player.
export function outcomeText(outcome, everyone = []) {
  if (!outcome) return "";
  const list = (names) => names.length ? names.join(", ") : t("review.nobody");
  const names = list(outcome.winners);
  const counted = new Set([...outcome.winners, ...(outcome.drawn || [])]);
  const lost = everyone.length
    ? ` ${t("review.losers", { names: list(everyone.filter((n) => !counted.has(n))) })}` : "";
  // ruling RM440: a game ended early is a draw for everyone still alive
  if (outcome.drawn && outcome.drawn.length) {
    const drawn = t("review.draw", { reason: outcome.reason, names: outcome.drawn.join(", ") });
    return (outcome.winners.length ? `${drawn} ${t("review.winners", { names })}` : drawn) + lost;
  }
  const over = t("review.over", { reason: outcome.reason });
  if (outcome.tied && outcome.tied.length) return `${over} ${t("review.tie_winners", { names })}${lost}`;
  return `${over} ${t("review.winners", { names })}.${lost}`;
}

// A finished game in the facade's words (the view's `result`): the headline,
// one sentence per way of winning (an ascension with its role, a rule of one's own, the team's
// win, a tie, a draw), then who lost.
export function resultBox(result, id) {
  // (a space between the parts, so the box reads as sentences when copied or read as text)
  return h("div", { id, class: "result-box" },
    h("p", { class: "headline" }, result.headline), " ",
    h("ul", { class: "plain result-lines" }, result.lines.map((line, i) => h("li", {}, i ? ` ${line}` : line))), " ",
    h("p", {}, t("review.losers", { names: result.losers.join(", ") || t("review.nobody") })));
}

export function debounce(fn, ms) {
  let timer = null;
  return () => { clearTimeout(timer); timer = setTimeout(fn, ms); };
}

