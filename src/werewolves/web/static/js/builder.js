// The home page: the game builder (names, roles, settings, the errors beside their fields),
// then the links of the game it made. It has no stream: nothing here is pushed.

import { api, botsHostKey } from "./api.js";
import { $, LANG, confirmDialog, copyButton, fill, flash, h, qrImage, t } from "./ui.js";

// a role as the reader's language names it (its card's name there; the English name, which the
// setup sends, otherwise)
const shown = (r) => (r.names && r.names[LANG]) || r.name;

// The clock's presets (long, the default, and fast), rendered by the server
// from the one table the service and the Discord lobby read: a preset fills the day and night
// lengths; the preset the lengths are is the pressed one (none for lengths of the host's own).
// A game the host ends by hand has no clock, so its lengths are hidden and not sent.
function clockPresets() {
  const buttons = [...document.querySelectorAll("#clock-presets button")];
  const mark = () => {
    const day = $("day").value.trim(), night = $("night").value.trim();
    for (const b of buttons) b.setAttribute("aria-pressed", String(b.dataset.day === day && b.dataset.night === night));
  };
  for (const b of buttons) {
    b.addEventListener("click", () => {
      for (const id of ["day", "night"]) { $(id).value = b.dataset[id]; $(id).classList.remove("invalid"); }
      mark();
    });
  }
  $("day").addEventListener("input", mark);
  $("night").addEventListener("input", mark);
  const manual = () => { $("clock-box").hidden = $("automation").value === "manual"; };
  $("automation").addEventListener("change", manual);
  manual();
  mark();
}

function watchBotsButton() {
  // The bot game needs nothing from the role book, so its button works from the moment the
  // page shows it: a click while the book is still loading is not lost (CI run of stop 31).
  $("watch-bots").addEventListener("click", async () => {
    const bots = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"];
    try {
      const made = await api("POST", "/api/games", {
        setup: { names: bots },
        settings: { automation: "auto", bot_seconds: 4, reveal_after: true },
        bots,
      });
      // the spectators' page of this game may pause it and set the bots' speed
      localStorage.setItem(botsHostKey(made.game), made.host.token);
      location.href = `/watch/${made.game}#t=${made.spectator.token}`;
    } catch (e) { flash(e.message); }
  });
}

export async function builderPage() {
  watchBotsButton();
  clockPresets();
  let book;
  try {
    book = await api("GET", "/api/roles");
  } catch (e) {
    // the builder cannot work without the book: say so (its buttons stay off), never a
    // silent page
    flash(t("builder.book_failed", { message: e.message || String(e) }));
    return;
  }
  const roles = book.roles;
  const counts = new Map(roles.map((r) => [r.name, 0]));
  const names = () => $("names").value.split(/\n/).map((s) => s.trim()).filter(Boolean);

  function chosen() {
    const out = [];
    for (const [name, n] of counts) for (let i = 0; i < n; i++) out.push(name);
    return out;
  }

  function drawCounts() {
    const n = names().length;
    $("names-count").textContent = t("builder.count", { n });
    // With no role picked the game gets the default mix, and the page says so
    $("role-count").textContent = chosen().length ? t("builder.role_count", { n: chosen().length, m: n })
      : t("builder.no_roles", { m: n });
    for (const r of roles) $(`count-${r.name}`).value = counts.get(r.name);
    drawLimited();
    const inPlay = [...counts].filter(([, c]) => c > 0).map(([r]) => r);
    fill($("revealed"), inPlay.map((r) =>
      h("label", { class: "choice" }, h("input", { type: "checkbox", value: r, name: "revealed" }), r)));
  }

  // grouped as the role book groups them (the server sends them in its order): a heading per group
  function drawRoles() {
    fill($("roles"), roles.flatMap((r, i) => {
      const heading = i === 0 || roles[i - 1].group !== r.group
        ? [h("li", { class: "group", "data-group": r.group }, h("h3", {}, r.group || t("builder.ungrouped")))] : [];
      return [...heading, roleItem(r)];
    }));
  }
  drawRoles();

  // the limited roles (the book still tries them out) show only behind the toggle, except one
  // already chosen (a default mix may hold one); a group heading hides with all its roles
  // the filter (about 125 roles in one list) matches a role's name, its other
  // names, its group and its summary; a role already picked is never hidden
  // a role's name in every translation (`names`: "Wahrsager") finds it too
  const words = (r) => [r.name, ...(r.aliases || []), ...Object.values(r.names || {}), r.group || "",
    r.summary || ""].join(" ").toLowerCase();
  function drawLimited() {
    const all = $("show-limited").checked;
    const wanted = $("role-filter").value.trim().toLowerCase();
    const shown = new Set();
    let matched = 0;
    for (const r of roles) {
      const item = $(`count-${r.name}`).closest("li");
      const picked = counts.get(r.name) > 0;
      const found = wanted === "" || words(r).includes(wanted);
      item.hidden = !picked && ((Boolean(r.limited) && !all) || !found);
      if (!item.hidden) shown.add(r.group);
      if (!item.hidden && found) matched += 1;
    }
    document.querySelectorAll("#roles li.group").forEach((li) => { li.hidden = !shown.has(li.dataset.group); });
    $("role-filter-none").hidden = wanted === "" || matched > 0;
  }
  $("show-limited").addEventListener("change", drawLimited);
  $("role-filter").addEventListener("input", drawLimited);
  // Enter in the filter finds, it does not create the game
  $("role-filter").addEventListener("keydown", (ev) => { if (ev.key === "Enter") ev.preventDefault(); });

  function roleItem(r) {
    const id = `count-${r.name}`;
    const change = (d) => () => { counts.set(r.name, Math.max(0, counts.get(r.name) + d)); drawCounts(); };
    return h("li", {},
      h("div", { class: "grow" }, h("div", { class: "name", id: `role-${id}` }, shown(r),
        r.limited ? h("span", { class: "badge" }, t("builder.limited")) : null,
        r.custom ? h("span", { class: "badge" }, t("builder.custom")) : null),
        h("div", { class: "sum" }, r.summary,
          r.aliases && r.aliases.length ? ` (${t("builder.also_called", { names: r.aliases.join(", ") })})` : "")),
      h("button", { type: "button", class: "small secondary", onclick: change(-1), "aria-label": t("builder.remove", { role: shown(r) }) }, "−"),
      h("output", { id, "aria-labelledby": `role-${id}`, "aria-live": "polite" }, "0"),
      h("button", { type: "button", class: "small secondary", onclick: change(1), "aria-label": t("builder.add", { role: shown(r) }) }, "+"));
  }
  // the extra roles (RM460): cards to read, never dealt, so no counter
  const extras = book.extras || [];
  $("extras-box").hidden = extras.length === 0;
  fill($("extras"), extras.map((x) => h("li", {},
    h("div", { class: "grow" }, h("div", { class: "name" }, x.name,
      x.limited ? h("span", { class: "badge" }, t("builder.limited")) : null),
      h("div", { class: "sum" }, x.summary),
      h("div", { class: "hint" }, t("builder.handed_out", { how: x.handed_out }))))));
  const drawKnown = () => fill($("known"), roles.map((r) =>
    h("label", { class: "choice" }, h("input", { type: "checkbox", value: r.name, name: "known" }), shown(r))));
  drawKnown();
  // Role files the host adds; the server reads them (every problem shown
  // beside the roles), their roles join the list, and the files go with the setup
  let roleFiles = [];
  $("role-files").addEventListener("change", async (ev) => {
    clearErrors();
    const files = [...ev.target.files];
    if (!files.length) return;
    const read = await Promise.all(files.map(async (f) => ({ name: f.name, text: (await f.text()).replace(/\r\n?/g, "\n") })));
    try {
      const got = await api("POST", "/api/role-files", { role_files: read });
      roleFiles = read;
      // a file's role that takes a book role's place (under its name) stands where that one
      // stood; the book's card comes back when the files are replaced
      for (let i = roles.length - 1; i >= 0; i--) {
        if (!roles[i].custom) continue;
        if (roles[i].book) { roles[i] = roles[i].book; continue; }
        counts.delete(roles[i].name); roles.splice(i, 1);
      }
      for (const r of got.roles) {
        const at = roles.findIndex((x) => x.name === r.name);
        if (at >= 0) roles[at] = { ...r, custom: true, book: roles[at] };
        else { roles.push({ ...r, custom: true }); counts.set(r.name, 0); }
      }
      drawRoles();
      drawKnown();
      drawCounts();
      $("role-files-added").textContent = t("builder.role_files_added", { names: got.roles.map((r) => r.name).join(", ") });
      $("role-files-added").hidden = false;
    } catch (e) {
      ev.target.value = "";
      showError(e);
    }
  });
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

  // every refusal of the setup at once, each beside its field; the first
  // is scrolled to
  function showError(e) {
    const all = e.problems && e.problems.length ? e.problems : [e];
    all.forEach((p, i) => showOne(p, i === 0));
  }

  function showOne(e, first) {
    const field = (e.field || "setup").split(".");
    const key = field[0] === "setup" && ["roles", "revealed_roles", "known_roles", "role_files"].includes(field[1]) ? "roles"
      : field[0] === "setup" && (field[1] === "names" || field[1] === "players") ? "names"
      : field[0] === "setup" && field[1] === "role_list" ? "role_list"
      : ["settings", "seed"].includes(field[0]) ? field[0] : field[0] === "night" || field[0] === "day" ? "settings" : "setup";
    const box = $(`err-${key}`);
    if (first || box.hidden) box.textContent = "";
    box.append(h("span", { class: "problem", style: "display:block" }, e.message));
    box.hidden = false;
    $("builder-errors").hidden = false;
    const input = { names: "names", seed: "seed", settings: field.includes("night_seconds") || field[0] === "night" ? "night" : "day" }[key];
    if (input) { $(input).classList.add("invalid"); $(input).setAttribute("aria-describedby", `err-${key}`); }
    if (first) box.scrollIntoView({ block: "center" });
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
    if (roleFiles.length) setup.role_files = roleFiles;
    const body = { setup, settings: { automation: $("automation").value } };
    const clocked = body.settings.automation !== "manual";
    const day = clocked ? minutes("day") : null, night = clocked ? minutes("night") : null;
    // Every settings problem at once (the day, the night, the seed), not one a try
    const problems = [];
    for (const [which, v] of [["day", day], ["night", night]]) {
      if (v !== null && !(Number.isInteger(v) && v >= 10 && v <= 43200 * 60)) {
        problems.push({ field: which, message: t("builder.minutes_range", { what: t(`builder.${which}_minutes`) }) });
      }
    }
    const seed = $("seed").value.trim();
    if (seed && !(/^\d{1,19}$/.test(seed) && BigInt(seed) <= 9223372036854775807n)) {
      problems.push({ field: "seed", message: t("builder.seed_range") });
    }
    if (problems.length) { showError({ problems }); return; }
    // a length left empty is not sent: in a timed game the service gives it the long clock's
    // (a timed game never runs without a deadline), in an automatic one none
    if (day !== null) body.settings.day_seconds = day;
    if (night !== null) body.settings.night_seconds = night;
    if (seed) body.seed = Number.isSafeInteger(Number(seed)) ? Number(seed) : seed;
    // No role picked is the default mix: asked, not done silently
    if (!picked.length && names().length && !(await confirmDialog(t("builder.use_default", { m: names().length })))) return;
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
  // the page is served with these two buttons off: they come on once their handlers exist,
  // so an early click waits instead of being lost or sending the bare form
  $("create").disabled = false;
  $("preset").disabled = false;
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

