// werewolves: the browser client. It talks to the service's public API and WebSocket only,
// like any other client (docs/api.md). Plain JavaScript modules, no build step. Text from the
// game comes from the API; the page's own words come from the strings table in the page.
// Every piece of text is set with textContent: nothing a player typed is ever parsed as HTML.

import qrcode from "./vendor/qrcode-generator-2.0.4.mjs";

const T = JSON.parse(document.getElementById("strings").textContent);
const PAGE = JSON.parse(document.getElementById("page").textContent);
const GAME = PAGE.game;

export function t(key, params = {}) {
  const text = T[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k) => (k in params ? String(params[k]) : ""));
}

// ------------------------------------------------------------------------------ little helpers

function h(tag, attrs = {}, ...kids) {
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

const $ = (id) => document.getElementById(id);

function fill(el, ...kids) {
  el.replaceChildren(...kids.flat(Infinity).filter((k) => k !== null && k !== undefined));
}

function flash(message, ok = false) {
  const box = $("flash");
  box.textContent = message;
  box.className = ok ? "flash ok" : "flash";
  box.hidden = false;
  clearTimeout(flash.timer);
  flash.timer = setTimeout(() => { box.hidden = true; }, ok ? 2500 : 9000);
}

function setupTheme() {
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

function dialog(title, ...body) {
  const d = h("dialog", { "aria-labelledby": "dlg-title" },
    h("h2", { id: "dlg-title" }, title), ...body,
    h("p", {}, h("button", { type: "button", class: "secondary", onclick: () => d.close() }, t("close"))));
  d.addEventListener("close", () => d.remove());
  $("dialog-root").append(d);
  d.showModal();
  return d;
}

function confirmDialog(text) {
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
function formDialog(title, fields, submitLabel) {
  return new Promise((resolve) => {
    let values = null;
    const inputs = fields.map((f, i) => {
      const id = `dlg-field-${i}`;
      return [f, id, h("input", { id, name: f.name, required: true, maxlength: f.max || 500, autocomplete: "off", placeholder: f.placeholder || "" })];
    });
    const form = h("form", {},
      inputs.map(([f, id, input]) => h("div", {}, h("label", { for: id }, f.label), input)),
      h("div", { class: "row" },
        h("button", { type: "submit" }, submitLabel),
        h("button", { type: "button", class: "secondary", onclick: () => d.close() }, t("no"))));
    const d = h("dialog", { "aria-labelledby": "fd-title" }, h("h2", { id: "fd-title" }, title), form);
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      values = Object.fromEntries(inputs.map(([f, , input]) => [f.name, input.value.trim()]));
      if (Object.values(values).some((v) => !v)) { values = null; return; }
      d.close();
    });
    d.addEventListener("close", () => { d.remove(); resolve(values); });
    $("dialog-root").append(d);
    d.showModal();
    inputs[0][2].focus();
  });
}

function qrImage(text, name) {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  return h("img", { src: qr.createDataURL(4, 2), alt: t("qr.alt", { name }), width: 132, height: 132 });
}

function copyButton(getText) {
  const b = h("button", { type: "button", class: "small secondary" }, t("copy"));
  b.addEventListener("click", async () => {
    try { await navigator.clipboard.writeText(getText()); } catch { /* no clipboard: select */ }
    b.textContent = t("copied");
    setTimeout(() => { b.textContent = t("copy"); }, 1500);
  });
  return b;
}

function duration(seconds) {
  const s = Math.max(0, Math.round(seconds));
  const d = Math.floor(s / 86400), hh = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60), ss = s % 60;
  const two = (n) => String(n).padStart(2, "0");
  if (d) return `${d}d ${hh}h ${two(m)}m`;
  if (hh) return `${hh}:${two(m)}:${two(ss)}`;
  return `${m}:${two(ss)}`;
}

// ------------------------------------------------------------------------------ the link's secret

function secretKey(page) { return `ww:${GAME}:${page}`; }

function takeSecret() {
  const m = location.hash.match(/[#&]t=([A-Za-z0-9_-]{16,100})/);
  if (m) {
    localStorage.setItem(secretKey(PAGE.page), m[1]);
    history.replaceState(null, "", location.pathname + location.search);  // out of sight
    return m[1];
  }
  return localStorage.getItem(secretKey(PAGE.page));
}

class ApiError extends Error {
  constructor(status, body) {
    super(body?.error?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body?.error?.code;
    this.field = body?.error?.field;
    this.since = body?.error?.since ?? [];
    this.latest = body?.error?.latest ?? null;
  }
}

let SECRET = null;

async function api(method, path, body) {
  const headers = { Accept: "application/json" };
  if (SECRET) headers.Authorization = `Bearer ${SECRET}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let r;
  try {
    r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, { error: { code: "offline", message: t("live.offline") } });
  }
  let data = null;
  try { data = await r.json(); } catch { data = null; }
  if (!r.ok) throw new ApiError(r.status, data);
  return data;
}

const G = (tail = "") => `/api/games/${encodeURIComponent(GAME)}${tail}`;

// ------------------------------------------------------------------------------ live updates

class Live {
  constructor(onPush, onEnded = null) {
    this.onPush = onPush;
    this.onEnded = onEnded;
    this.stopped = false;
    this.cursor = -1;
    this.epoch = null;
    this.stream = null;
    this.delay = 500;
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.status(false, "live.ended");
    if (this.ws) this.ws.close();
  }

  status(ok, key) {
    const el = $("live");
    el.textContent = t(key);
    el.className = ok ? "live ok" : "live down";
  }

  connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    // the secret never goes in the address: it is the socket's first message
    const ws = new WebSocket(`${proto}//${location.host}${G("/ws")}`);
    this.ws = ws;
    ws.onopen = () => {
      const auth = { type: "auth", token: SECRET, after: this.cursor };
      if (this.epoch !== null) { auth.epoch = this.epoch; auth.stream = this.stream; }
      ws.send(JSON.stringify(auth));
      this.delay = 500;
      this.status(true, "live.connected");
    };
    ws.onmessage = (ev) => {
      const msg = JSON.parse(ev.data);
      if (msg.type !== "events") return;
      this.cursor = msg.cursor;
      this.epoch = msg.epoch;
      this.stream = msg.stream;
      this.onPush(msg);
    };
    ws.onclose = (ev) => {
      if (this.stopped) return;
      if (ev.code === 4403 || ev.code === 4404 || ev.code === 4401) {
        this.status(false, "live.ended");
        const e = { code: "revoked", status: 403, message: ev.reason || t("error.no_link") };
        if (!(this.onEnded && this.onEnded(e))) flash(e.message);
        return;
      }
      this.status(false, "live.reconnecting");
      setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(this.delay * 2, 10000);
    };
  }
}

// ------------------------------------------------------------------------------ shared pieces

class Clock {
  constructor() { this.summary = null; this.timer = setInterval(() => this.draw(), 1000); }
  set(summary) { if (this.timer !== null) { this.summary = summary; this.draw(); } }
  // a page whose link stopped working keeps its last words: the clock no longer redraws them
  stop() { clearInterval(this.timer); this.timer = null; this.summary = null; }
  draw() {
    const s = this.summary;
    if (!s) return;
    $("phase").textContent = s.over ? t("phase.over") : s.phase;
    let text = "";
    if (s.over) text = "";
    else if (s.paused) text = t("phase.paused");
    else if (s.deadline && s.deadline <= Date.now() / 1000) {
      text = s.automation === "manual" ? t("phase.time_up_manual") : t("phase.ending");
    } else if (s.deadline) text = t("phase.ends_in", { time: duration(s.deadline - Date.now() / 1000) });
    else text = t("phase.no_timer");
    $("clock").textContent = text;
  }
}

function renderPolls(el, polls) {
  if (!polls || !polls.length) { fill(el, h("p", { class: "hint" }, t("play.none"))); return; }
  fill(el, polls.map((p) => {
    const totals = Object.entries(p.totals).sort((a, b) => b[1] - a[1]);
    const top = totals.length ? totals[0][1] : 1;
    return h("div", { class: "poll" },
      h("h3", {}, p.office ? `${p.name} (${p.office})` : p.name),
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

function timeline(el, messages) {
  const items = [];
  let phase = null;
  for (const m of messages) {
    if (m.phase !== phase) {
      phase = m.phase;
      items.push(h("li", { class: "phase-head" }, phase));
    }
    const to = m.to && m.to.length ? h("span", { class: "ph" }, t("log.to", { names: m.to.join(", ") })) : null;
    items.push(h("li", { class: `aud-${m.audience}`, "data-kind": m.kind }, to, m.text));
  }
  const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
  fill(el, items);
  if (atBottom) el.scrollTop = el.scrollHeight;
}

function outcomeText(outcome) {
  if (!outcome) return "";
  const names = outcome.winners.length ? outcome.winners.join(", ") : t("review.nobody");
  return t("review.winners", { names });
}

function debounce(fn, ms) {
  let timer = null;
  return () => { clearTimeout(timer); timer = setTimeout(fn, ms); };
}

async function downloadText(path, name) {
  try {
    const r = await fetch(path, { headers: { Authorization: `Bearer ${SECRET}` } });
    if (!r.ok) throw new ApiError(r.status, await r.json().catch(() => null));
    const blob = new Blob([await r.text()], { type: "application/yaml" });
    const a = h("a", { href: URL.createObjectURL(blob), download: name });
    document.body.append(a);
    a.click();
    a.remove();
  } catch (e) { flash(e.message); }
}

async function download(path, name) {
  try {
    const data = await api("GET", path);
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
    const a = h("a", { href: URL.createObjectURL(blob), download: name });
    document.body.append(a);
    a.click();
    a.remove();
  } catch (e) { flash(e.message); }
}

// ------------------------------------------------------------------------------ home: the builder

async function homePage() {
  const roles = (await api("GET", "/api/roles")).roles;
  const counts = new Map(roles.map((r) => [r.name, 0]));
  const names = () => $("names").value.split(/\n/).map((s) => s.trim()).filter(Boolean);

  function chosen() {
    const out = [];
    for (const [name, n] of counts) for (let i = 0; i < n; i++) out.push(name);
    return out;
  }

  function drawCounts() {
    const n = names().length;
    $("names-count").textContent = t(n === 1 ? "builder.count_one" : "builder.count", { n });
    $("role-count").textContent = t("builder.role_count", { n: chosen().length, m: n });
    for (const r of roles) $(`count-${r.name}`).value = counts.get(r.name);
    const inPlay = [...counts].filter(([, c]) => c > 0).map(([r]) => r);
    fill($("revealed"), inPlay.map((r) =>
      h("label", { class: "choice" }, h("input", { type: "checkbox", value: r, name: "revealed" }), r)));
  }

  // grouped as the role book groups them (the server sends them in its order): a heading per group
  fill($("roles"), roles.flatMap((r, i) => {
    const heading = i === 0 || roles[i - 1].group !== r.group
      ? [h("li", { class: "group" }, h("h3", {}, r.group || t("builder.ungrouped")))] : [];
    return [...heading, roleItem(r)];
  }));

  function roleItem(r) {
    const id = `count-${r.name}`;
    const change = (d) => () => { counts.set(r.name, Math.max(0, counts.get(r.name) + d)); drawCounts(); };
    return h("li", {},
      h("div", { class: "grow" }, h("div", { class: "name", id: `role-${id}` }, r.name,
        r.limited ? h("span", { class: "badge" }, t("builder.limited")) : null),
        h("div", { class: "sum" }, r.summary)),
      h("button", { type: "button", class: "small secondary", onclick: change(-1), "aria-label": t("builder.remove", { role: r.name }) }, "−"),
      h("output", { id, "aria-labelledby": `role-${id}`, "aria-live": "polite" }, "0"),
      h("button", { type: "button", class: "small secondary", onclick: change(1), "aria-label": t("builder.add", { role: r.name }) }, "+"));
  }
  fill($("known"), roles.map((r) =>
    h("label", { class: "choice" }, h("input", { type: "checkbox", value: r.name, name: "known" }), r.name)));
  $("names").addEventListener("input", drawCounts);
  document.querySelectorAll("input[name=role_list]").forEach((el) =>
    el.addEventListener("change", () => { $("revealed-box").hidden = el.value !== "partial" || !el.checked; }));
  $("preset").addEventListener("click", async () => {
    try {
      const p = await api("GET", `/api/presets?players=${names().length}`);
      for (const k of counts.keys()) counts.set(k, 0);
      for (const r of p.roles) counts.set(r, (counts.get(r) ?? 0) + 1);
      drawCounts();
    } catch (e) { showError(e); }
  });
  drawCounts();
  $("builder-form").addEventListener("input", (ev) => {
    ev.target.classList?.remove("invalid");
  });

  function clearErrors() {
    $("builder-errors").hidden = true;
    document.querySelectorAll(".field-error").forEach((el) => { el.hidden = true; el.textContent = ""; });
    document.querySelectorAll(".invalid").forEach((el) => el.classList.remove("invalid"));
  }

  function showError(e) {
    const field = (e.field || "setup").split(".");
    const key = field[0] === "setup" && ["roles", "revealed_roles", "known_roles"].includes(field[1]) ? "roles"
      : field[0] === "setup" && (field[1] === "names" || field[1] === "players") ? "names"
      : field[0] === "setup" && field[1] === "role_list" ? "role_list"
      : ["settings", "seed"].includes(field[0]) ? field[0] : field[0] === "night" || field[0] === "day" ? "settings" : "setup";
    const box = $(`err-${key}`);
    box.textContent = e.message;
    box.hidden = false;
    $("builder-errors").hidden = false;
    const input = { names: "names", seed: "seed", settings: field.includes("night_seconds") || field[0] === "night" ? "night" : "day" }[key];
    if (input) { $(input).classList.add("invalid"); $(input).setAttribute("aria-describedby", `err-${key}`); }
    box.scrollIntoView({ block: "center" });
  }

  const minutes = (id) => {
    const v = $(id).value.trim().replace(",", ".");
    if (!v) return null;
    const n = Number(v);
    return Number.isFinite(n) ? Math.round(n * 60) : v;  // a word is sent as is: the server names it
  };

  $("builder-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    clearErrors();
    const setup = { names: names(), role_list: document.querySelector("input[name=role_list]:checked").value };
    const picked = chosen();
    if (picked.length) setup.roles = picked;
    if (setup.role_list === "partial") {
      setup.revealed_roles = [...document.querySelectorAll("input[name=revealed]:checked")].map((e) => e.value);
    }
    const known = [...document.querySelectorAll("input[name=known]:checked")].map((e) => e.value);
    if (known.length) setup.known_roles = known;
    const body = { setup, settings: { automation: $("automation").value } };
    const day = minutes("day"), night = minutes("night");
    for (const [which, v] of [["day", day], ["night", night]]) {
      if (v !== null && !(Number.isInteger(v) && v >= 10 && v <= 43200 * 60)) {
        showError({ field: which, message: t("builder.minutes_range", { what: t(`builder.${which}_minutes`) }) });
        return;
      }
    }
    if (day !== null) body.settings.day_seconds = day;
    if (night !== null) body.settings.night_seconds = night;
    const seed = $("seed").value.trim();
    if (seed) body.seed = /^\d+$/.test(seed) ? Number(seed) : seed;
    $("create").disabled = true;
    try {
      const made = await api("POST", "/api/games", body);
      showLinks(made);
    } catch (e) {
      showError(e);
    } finally {
      $("create").disabled = false;
    }
  });

  $("watch-bots").addEventListener("click", async () => {
    const bots = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"];
    try {
      const made = await api("POST", "/api/games", {
        setup: { names: bots },
        settings: { automation: "auto", bot_seconds: 4, reveal_after: true },
        bots,
      });
      location.href = `/watch/${made.game}#t=${made.spectator.token}`;
    } catch (e) { flash(e.message); }
  });
}

function showLinks(made) {
  const abs = (link) => new URL(link.replace(/^https?:\/\/[^/]+/, ""), location.origin).href;
  $("builder").hidden = true;
  $("watch-card").hidden = true;
  $("links").hidden = false;
  $("open-host").href = abs(made.host.link);
  const row = (label, link) => {
    const url = abs(link);
    const input = h("input", { value: url, readonly: true, "aria-label": label, onfocus: (e) => e.target.select() });
    return h("li", {}, h("div", {}, h("strong", {}, label), input), copyButton(() => url),
      h("div", { class: "qr" }, qrImage(url, label)));
  };
  fill($("link-list"),
    made.seats.map((s) => row(s.name, s.link)),
    row(t("links.spectator"), made.spectator.link),
    row(t("links.host"), made.host.link));
  $("links-title").focus();
}

// ------------------------------------------------------------------------------ the player

async function playPage() {
  const clock = new Clock();
  let view = null;
  let openChannel = null;
  const drafts = new Map();
  const seen = new Map();  // channel -> how many of its lines the player has had open

  let live = null;
  let ended = false;
  // the role book's groups, for a long list of roles to choose from (grouped in the book's
  // order, each group's roles in alphabetical order); a page without it lists them sorted
  let bookGroups = new Map();
  api("GET", "/api/roles").then((r) => {
    bookGroups = new Map(r.roles.map((x) => [x.name, x.group]));
    if (view) refresh();
  }).catch(() => {});

  function stopIfRevoked(e) {
    if (e.code !== "revoked" && e.status !== 404) return false;
    ended = true;
    if (live) live.stop();
    clock.stop();
    document.querySelectorAll("main .card:not(.phasebar)").forEach((el) => { el.hidden = true; });
    $("phase").textContent = t("play.link_ended");
    $("clock").textContent = "";
    flash(e.message);
    return true;
  }

  const refresh = debounce(async () => {
    if (ended) return;
    try {
      const data = await api("GET", G("/view"));
      if (ended) return;  // the link stopped working while this view was on its way
      view = data.view;
      clock.set(data.game);
      draw(data.game);
    } catch (e) { if (!stopIfRevoked(e)) flash(e.message); }
  }, 80);

  let drawnPhase = null;

  function draw(game) {
    if (game.phase !== drawnPhase) { picks.clear(); drawnPhase = game.phase; }
    $("role-name").textContent = view.role;
    $("role-summary").textContent = view.card.summary;
    fill($("role-rules"), h("p", {}, view.card.description), view.card.rules.length
      ? h("ul", {}, view.card.rules.map((r) => h("li", {}, r))) : null);
    const st = [
      ...view.offices.map((o) => h("li", {}, h("span", { class: "chip" }, o))),
      ...view.statuses.map((s) => h("li", {}, h("span", { class: "chip" }, s.name), s.until ? ` (${s.until})` : "")),
      ...Object.entries(view.counters).map(([k, v]) => h("li", {}, `${k}: ${v}`)),
    ];
    fill($("statuses"), st.length ? st : h("li", { class: "hint" }, t("play.none")));
    drawActions(game);
    if (lastResult && (Date.now() - lastResult.at > 10000 || lastResult.phase !== game.phase)) lastResult = null;
    if (lastResult) {
      const form = [...document.querySelectorAll("form.action")].find((f) => f.querySelector("h3").textContent.toLowerCase() === lastResult.verb);
      if (form) {
        say(form.querySelector(".result"), lastResult.text, lastResult.ok);
        if (!lastResult.focused) form.querySelector("button[type=submit]").focus({ preventScroll: true });
        lastResult.focused = true;
      } else {
        // the action is used up and gone from the list: say it where the list was
        const note = h("p", { class: lastResult.ok ? "result ok" : "result bad", role: "status" }, lastResult.text);
        $("actions").prepend(note);
        $("actions").scrollIntoView({ block: "nearest" });
      }
    }
    renderPolls($("polls"), view.polls);
    drawChannels();
    timeline($("timeline"), view.messages.filter((m) => m.channel === null));
    $("ready").hidden = !view.alive || game.over;
    $("ready").disabled = view.ready;
    $("ready").textContent = view.ready ? t("play.is_ready") : t("play.ready");
    if (game.over) {
      fill($("actions"), h("p", {}, t("phase.over"), " ", outcomeText(view.outcome), " "),
        h("p", {}, h("a", { class: "button", href: `/watch/${GAME}#t=${SECRET}` }, t("review.title"))));
    }
  }

  function drawActions(game) {
    const box = $("actions");
    // the dead have nothing to do, unless the game gives them something (a question to answer)
    if (!view.alive && !view.actions.length) { fill(box, h("p", {}, t("play.dead"))); return; }
    if (!view.actions.length) { fill(box, h("p", { class: "hint" }, t("play.no_actions"))); return; }
    // the poll a voting verb votes in: vote → lynch, vote2 → lynch 2, vote3 → lynch 3 …, elect
    const pollOf = (verb) => verb === "elect" ? "election" : verb === "vote" ? "lynch"
      : /^vote\d+$/.test(verb) ? `lynch ${verb.slice(4)}` : undefined;
    const myVote = (verb) => {
      const poll = view.polls.find((p) => p.name === pollOf(verb));
      return poll ? poll.votes[view.name] : undefined;
    };
    fill(box, view.actions.map((la) => {
      const voted = myVote(la.verb);
      const chosen = la.chosen || (voted ? [voted] : null);
      const verbName = la.verb.charAt(0).toUpperCase() + la.verb.slice(1);
      const selects = la.slots.map((slot, i) => {
        const id = `act-${la.verb}-${i}`;
        const optional = i >= la.min_targets;
        // a pick in progress survives the redraws other players' moves cause
        const current = picks.has(id) ? picks.get(id) || undefined : chosen ? chosen[i] : undefined;
        return h("div", {},
          h("label", { for: id }, t(la.slots.length > 1 ? "play.target_of" : "play.target_one", { verb: la.verb, n: i + 1 }), optional ? ` ${t("play.optional")}` : ""),
          h("select", { id, name: id, class: "who", required: !optional, onchange: (ev) => picks.set(id, ev.target.value) },
            // nothing is picked until the player picks: one slip never votes for someone
            h("option", { value: "", selected: current === undefined }, optional ? "—" : t("play.choose")),
            slot.map((name) => h("option", { value: name, selected: current === name }, name))));
      });
      // the words the action names after its players (a role, a group of the role book)
      const kind = (la.declaration && la.declaration.picks) || t("play.pick_kind");
      const choices = Array.from({ length: la.picks || 0 }, (_, i) => {
        const id = `act-${la.verb}-pick-${i}`;
        const current = picks.has(id) ? picks.get(id) || undefined : undefined;
        const option = (o) => h("option", { value: o, selected: current === o }, o);
        return h("div", {},
          h("label", { for: id }, t(la.picks > 1 ? "play.pick_of_n" : "play.pick_of", { verb: la.verb, kind, n: i + 1 })),
          h("select", { id, name: id, required: true, class: "pick", onchange: (ev) => picks.set(id, ev.target.value) },
            h("option", { value: "", selected: current === undefined }, t("play.choose")),
            optionList(la.options || [], option)));
      });
      const when = la.timing === "end" ? t("play.at_end") : pollOf(la.verb) ? t("play.vote_timing") : t("play.at_once");
      const unused = la.declaration && la.declaration.unused;
      const warn = unused && game.phase === "Day 0" && !chosen ? h("p", { class: "hint" }, unused) : null;
      const result = h("p", { class: "result", role: "status", "aria-live": "polite" });
      // novalidate: the page says itself what is missing (the browser's own bubble would stop
      // the submit before it, in the browser's words); the boxes stay marked required
      const form = h("form", { class: "action", "aria-label": la.help, novalidate: true },
        h("h3", {}, verbName),
        h("p", {}, la.help),
        h("p", { class: "when" }, when),
        chosen ? h("p", { class: "chosen" }, t("play.chosen", { targets: chosen.join(", ") || t("play.nobody") })) : null,
        warn, selects, choices,
        h("div", { class: "row" },
          h("button", { type: "submit" }, chosen ? t("play.change_verb", { verb: verbName }) : verbName),
          la.withdraw ? h("button", { type: "button", class: "secondary", onclick: () => act([la.verb, "nobody"], result) }, t("play.nobody")) : null),
        result);
      form.addEventListener("submit", async (ev) => {
        ev.preventDefault();
        const picks = [...form.querySelectorAll("select:not(.pick)")];
        const missing = picks.find((sel, i) => i < la.min_targets && !sel.value);
        if (missing) { say(result, t("play.pick_first"), false); missing.focus(); return; }
        const targets = picks.map((sel) => sel.value).filter(Boolean);
        // one listed name per box, no name twice, is what the game accepts (docs/api.md)
        // the box that repeats a name picked above it gets the focus
        const twice = picks.find((sel, i) => sel.value && picks.slice(0, i).some((x) => x.value === sel.value));
        if (twice) { say(result, t("play.pick_distinct"), false); twice.focus(); return; }
        const chosenWords = [...form.querySelectorAll("select.pick")];
        const unpicked = chosenWords.find((sel) => !sel.value);
        if (unpicked) { say(result, t("play.pick_word_first", { kind }), false); unpicked.focus(); return; }
        const words = chosenWords.map((sel) => sel.value);
        const again = chosenWords.find((sel, i) => words.indexOf(sel.value) !== i);
        if (again) { say(result, t("play.pick_distinct_choice", { kind }), false); again.focus(); return; }
        const decl = la.declaration || {};
        if (decl.irreversible && !(await confirmDialog(t("play.confirm.irreversible", { warning: decl.warning })))) return;
        // each pick one word of the list, spaces and all (the game reads it whole)
        act([la.verb, ...targets, ...words], result);
      });
      return form;
    }));
  }

  // a long list of roles grouped by the role book's groups (in the book's order, the roles of
  // each in alphabetical order) so a phone user finds one; any other list as the game gives it
  function optionList(options, option) {
    const known = options.length > 8 && options.every((o) => bookGroups.has(o));
    if (!known) return options.map(option);
    const order = [...new Set(bookGroups.values())];
    const groups = new Map(order.map((g) => [g, []]));
    for (const o of options) groups.get(bookGroups.get(o)).push(o);
    return [...groups].filter(([, list]) => list.length).map(([g, list]) =>
      h("optgroup", { label: g || t("play.other_roles") },
        list.sort((a, b) => a.localeCompare(b)).map(option)));
  }

  function say(el, text, ok) {
    el.textContent = text;
    el.className = ok ? "result ok" : "result bad";
  }

  let lastResult = null;  // what the last action answered, shown again after the redraw
  const picks = new Map();  // select id -> the player's pick not yet submitted

  async function act(words, el) {
    const verb = words[0];
    for (const key of [...picks.keys()]) if (key.startsWith(`act-${verb}-`)) picks.delete(key);
    try {
      const r = await api("POST", G("/act"), { action: words });
      lastResult = { verb, text: [t("play.accepted"), ...(r.told || [])].join(" "), ok: true };
    } catch (e) {
      if (stopIfRevoked(e)) return;
      lastResult = { verb, text: e.message, ok: false };
    }
    // shown again by every redraw for a few seconds, so a push arriving meanwhile keeps it
    Object.assign(lastResult, { at: Date.now(), phase: view ? view.phase : null });
    if (el) say(el, lastResult.text, lastResult.ok);
    refresh();
  }

  function drawChannels() {
    const box = $("channels");
    const chans = view.channels;
    if (!chans.length) { fill(box, h("p", { class: "hint" }, t("play.none"))); return; }
    if (!openChannel || !chans.some((c) => c.name === openChannel)) openChannel = chans[0].name;
    const input = box.querySelector("input.say-text");
    if (input) drafts.set(openChannel, input.value);
    for (const c of chans) if (!seen.has(c.name)) seen.set(c.name, c.messages.length);
    seen.set(openChannel, chans.find((c) => c.name === openChannel).messages.length);
    const tabs = h("div", { class: "tabs", role: "tablist" }, chans.map((c) => {
      const unread = c.messages.length - seen.get(c.name);
      return h("button", { type: "button", role: "tab", class: "small", "aria-selected": String(c.name === openChannel),
        onclick: () => { openChannel = c.name; drawChannels(); } },
        c.name, unread > 0 ? h("span", { class: "chip", "aria-label": t("play.unread", { n: unread }) }, String(unread)) : null);
    }));
    const current = chans.find((c) => c.name === openChannel);
    const list = h("ul", { class: "chat", role: "tabpanel", "aria-label": current.name },
      // inside its own tab a line needs no "[channel]" in front
      current.messages.map((m) => h("li", {}, m.text.startsWith(`[${current.name}] `) ? m.text.slice(current.name.length + 3) : m.text)));
    let form = null;
    if (current.writable) {
      const text = h("input", { class: "say-text", maxlength: 500, "aria-label": t("play.say"), placeholder: t("play.say"), value: drafts.get(openChannel) || "" });
      form = h("form", { class: "say" }, text, h("button", { type: "submit" }, t("play.send")));
      form.addEventListener("submit", async (ev) => {
        ev.preventDefault();
        if (!text.value.trim()) return;
        try {
          await api("POST", G("/say"), { channel: current.name, text: text.value });
          text.value = "";
          drafts.delete(current.name);
        } catch (e) { flash(e.message); }
      });
    } else {
      form = h("p", { class: "hint" }, t("play.read_only"));
    }
    const focused = document.activeElement && document.activeElement.classList.contains("say-text");
    fill(box, tabs, list, form);
    list.scrollTop = list.scrollHeight;
    if (focused) box.querySelector("input.say-text")?.focus();
  }

  $("ready").addEventListener("click", async () => {
    try { await api("POST", G("/ready")); } catch (e) { flash(e.message); }
    refresh();
  });
  try { await api("POST", G("/join")); } catch (e) {
    if (stopIfRevoked(e)) return;
    if (e.status === 403) throw e;
  }
  live = new Live((msg) => {
    // an undo rebuilt the game: say so, or a vote or choice would vanish without a word
    if (msg.reset && view) flash(t("play.undone"));
    clock.set(msg.game);
    refresh();
  }, stopIfRevoked);
}

// ------------------------------------------------------------------------------ the host

async function hostPage() {
  const clock = new Clock();
  let game = null;
  let undoable = null; // what each undo button would undo now, as the server named it
  let logMessages = [];

  const refresh = debounce(async () => {
    try {
      const data = await api("GET", G("/view"));
      game = data.game;
      undoable = data.view.undoable || null;
      clock.set(game);
      draw(data.view);
    } catch (e) { flash(e.message); }
  }, 80);

  async function run(path, body) {
    try {
      const r = await api("POST", G(path), body);
      if (r.message) flash(r.message, true);
      refresh();
      return r;
    } catch (e) {
      if (e.code === "moved_on") return movedOn(path, body, e);
      flash(e.message);
      refresh();
      return null;
    }
  }

  // A host command that named what it acts on found the game moved past it: say what came in
  // and ask again, instead of an error about versions.
  async function movedOn(path, body, e) {
    refresh();
    const lines = e.since.map((c) => `#${c.seq} ${c.text}`);
    if (path === "/host/undo" && e.latest !== null) {
      const again = await confirmDialog(`${e.message}\n${lines.join("\n")}\n${t("host.undo_latest_instead")}`);
      if (again) return run(path, { ...body, command: e.latest });
      return null;
    }
    flash([e.message, ...lines].join(" "));
    return null;
  }

  function draw(v) {
    $("pause").textContent = game.paused ? t("host.resume") : t("host.pause");
    $("undo-last").title = undoable?.last ? t("host.undo_would", { text: `#${undoable.last.seq} ${undoable.last.text}` }) : "";
    $("automation").value = game.automation;
    const seatInfo = new Map(game.seats.map((s) => [s.name, s]));
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
        h("td", { "data-label": t("host.role") }, s.role, s.role !== s.original_role ? ` (${s.original_role})` : ""),
        h("td", { "data-label": t("host.team") }, s.team),
        h("td", { class: s.alive ? "" : "dead", "data-label": t("host.state") }, state),
        h("td", {}, details),
        h("td", {}, h("div", { class: "row" },
          h("button", { type: "button", class: "small secondary", onclick: () => substitute(s.name) }, t("host.substitute")),
          h("button", { type: "button", class: "small secondary", onclick: () => kick(s.name) }, t("host.kick")),
          s.alive ? h("button", { type: "button", class: "small secondary", onclick: () => override(s.name) }, t("host.override")) : null)));
    }));
    const waiting = Object.entries(v.awaiting);
    fill($("awaiting"), waiting.length
      ? waiting.map(([name, verbs]) => h("li", {}, h("strong", {}, name), ": ", verbs.join(", ")))
      : h("li", { class: "hint" }, t("host.nobody_waiting")));
    fill($("pending"), v.pending.length
      ? v.pending.map((p) => h("li", {}, `${p.actor}: ${p.verb} ${(p.targets || []).join(" ")}`))
      : h("li", { class: "hint" }, t("play.none")));
    renderPolls($("polls"), v.polls);
    fill($("audit"), v.audit.length ? v.audit.slice().reverse().map((a) => h("li", {},
      h("span", { class: "ph" }, `#${a.seq}`), ` ${a.op}`, a.by ? ` (${a.by})` : "", a.seat ? ` ${a.seat}` : "",
      a.player ? ` ${a.player}` : "", a.action ? ` ${a.action.join(" ")}` : "",
      a.reason ? ` — ${a.reason}` : "", a.voided ? " [undone]" : "")) : h("li", { class: "hint" }, t("play.none")));
    logMessages = v.messages;
    drawLog();
  }

  function drawLog() {
    const q = $("log-filter").value.trim().toLowerCase();
    const shown = q ? logMessages.filter((m) => `${m.text} ${m.kind} ${m.audience}`.toLowerCase().includes(q)) : logMessages;
    timeline($("log"), shown);
  }

  async function why(name) {
    try {
      const r = await api("GET", G(`/why/${encodeURIComponent(name)}`));
      dialog(`${t("host.why")} ${name}`, h("div", { class: "why" }, r.lines.join("\n")));
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

  async function override(name) {
    const v = await formDialog(t("host.override_title", { name }), [
      { name: "action", label: t("host.override_action", { name }), max: 200, placeholder: "vote Ann" },
      { name: "reason", label: t("host.reason") },
    ], t("host.override"));
    if (v) run("/host/override", { seat: name, action: v.action, reason: v.reason });
  }

  // each host command names the phase or command it means, so a second click changes nothing
  $("advance").addEventListener("click", () => run("/host/advance", game ? { phase: game.phase_index } : undefined));
  $("pause").addEventListener("click", () => run(game && game.paused ? "/host/resume" : "/host/pause"));
  $("set-deadline").addEventListener("click", () => {
    const v = $("deadline").value.trim().replace(",", ".");
    run("/host/deadline", { seconds: v ? Math.round(Number(v) * 60) : null });
  });
  $("automation").addEventListener("change", () => run("/host/settings", { automation: $("automation").value }));
  $("undo-last").addEventListener("click", () => run("/host/undo", { scope: "last", reason: $("undo-reason").value, command: undoable?.last?.seq ?? undefined }));
  $("undo-phase").addEventListener("click", () => run("/host/undo", { scope: "phase", reason: $("undo-reason").value, phase: undoable?.phase?.phase ?? game?.phase_index }));
  $("bots-empty").addEventListener("click", () => run("/host/bots", { seats: null, on: true }));
  $("log-filter").addEventListener("input", drawLog);
  $("export").addEventListener("click", (ev) => { ev.preventDefault(); download(G("/host/export"), `werewolves-${GAME}.json`); });
  $("preview").addEventListener("click", async () => {
    try {
      const p = await api("GET", G("/host/preview"));
      dialog(t("host.preview_title"),
        h("p", {}, `${p.from_phase} → ${p.to_phase}`),
        p.deaths.length ? p.deaths.map((d) => h("div", {}, h("h3", {}, `${d.name} (${d.kind})`), h("div", { class: "why" }, d.why.join("\n"))))
          : h("p", {}, t("host.preview_none")),
        p.outcome ? h("p", {}, outcomeText(p.outcome)) : null,
        h("ol", { class: "timeline" }, p.events.map((m) => h("li", { class: `aud-${m.audience}` }, m.text))));
    } catch (e) { flash(e.message); }
  });
  new Live((msg) => { clock.set(msg.game); refresh(); });
}

// ------------------------------------------------------------------------------ spectators, review

async function watchPage() {
  const clock = new Clock();
  let reviewed = false;

  const refresh = debounce(async () => {
    try {
      const data = await api("GET", G("/view"));
      clock.set(data.game);
      if (data.game.over) return drawReview();
      if (data.game.you.kind !== "spectator") {
        // this page shows a shared screen: never what a player's or the host's link sees
        fill($("timeline"), h("li", {}, t("watch.needs_spectator_link")));
        return;
      }
      const v = data.view;
      fill($("seats"), v.seats.map((s) => h("li", { class: s.alive ? "" : "dead" }, s.alive ? s.name : `${s.name} — ${t("watch.dead")}`)));
      renderPolls($("polls"), v.polls);
      timeline($("timeline"), v.messages);
    } catch (e) { flash(e.message); }
  }, 80);

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
      $("winners").textContent = outcomeText(r.outcome);
      fill($("who"), r.seats.map((s) => h("li", {}, h("strong", {}, s.name), ` — ${s.original_role}`,
        s.role !== s.original_role ? ` → ${s.role}` : "", s.death ? ` (${s.death.kind}, ${s.death.phase})` : "")));
      fill($("deaths"), r.deaths.length ? r.deaths.map((d) => h("details", { class: "death" },
        h("summary", {}, `${d.name}: ${d.kind}, ${d.phase}`), h("div", { class: "why" }, d.why.join("\n"))))
        : h("p", {}, t("play.none")));
      fill($("poll-results"), r.polls.length ? r.polls.map((p) => h("details", { class: "death" },
        h("summary", {}, t("review.poll_result", { poll: p.office || p.poll, phase: p.phase, chosen: p.chosen.join(", ") || t("review.nobody") })),
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

  $("review-export").addEventListener("click", (ev) => { ev.preventDefault(); download(G("/export"), `werewolves-${GAME}.json`); });
  $("review-scenario").addEventListener("click", (ev) => { ev.preventDefault(); downloadText(G("/scenario"), `werewolves-${GAME}.yaml`); });
  new Live((msg) => { clock.set(msg.game); refresh(); });
}

// ------------------------------------------------------------------------------ start

async function main() {
  setupTheme();
  if (PAGE.page === "home") return homePage();
  SECRET = takeSecret();
  if (!SECRET) { flash(t("error.no_link")); return; }
  const pages = { play: playPage, host: hostPage, watch: watchPage };
  try {
    await pages[PAGE.page]();
  } catch (e) {
    flash(e.message || t("error.generic", { message: String(e) }));
  }
}

main();
