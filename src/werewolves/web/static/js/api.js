// The service's JSON API as every page calls it: the link's secret (from the address's
// #fragment, kept in the browser's storage), requests with it, and downloads.

import { GAME, PAGE, h, flash, t } from "./ui.js";

function secretKey(page) { return `ww:${GAME}:${page}`; }

export function takeSecret() {
  const m = location.hash.match(/[#&]t=([A-Za-z0-9_-]{16,100})/);
  if (m) {
    localStorage.setItem(secretKey(PAGE.page), m[1]);
    history.replaceState(null, "", location.pathname + location.search);  // out of sight
    return m[1];
  }
  return localStorage.getItem(secretKey(PAGE.page));
}

export class ApiError extends Error {
  constructor(status, body) {
    // `text`: the sentence in the reader's language (`message` is English)
    super(body?.error?.text ?? body?.error?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body?.error?.code;
    this.field = body?.error?.field;
    // a setup's every refusal at once, each `{message, field}`
    this.problems = body?.error?.problems ?? [];
    this.since = body?.error?.since ?? [];
    this.latest = body?.error?.latest ?? null;
    this.reason = body?.error?.reason ?? null;  // a refusal's reason (`reopens_game` …)
  }
}

let SECRET = null;

export function setSecret(secret) { SECRET = secret; }
export function secret() { return SECRET; }

// `token`: another link's secret than the page's (the bots' game's host link, on its
// spectators' page)
export async function api(method, path, body, token = null) {
  const headers = { Accept: "application/json" };
  if (token || SECRET) headers.Authorization = `Bearer ${token || SECRET}`;
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

// The host link of a bots' game this browser started ("Watch bots play"), kept for its
// spectators' page: pausing and the bots' speed are the host's to set.
export const botsHostKey = (game) => `ww:${game}:bots-host`;

export const G = (tail = "") => `/api/games/${encodeURIComponent(GAME)}${tail}`;

export async function downloadText(path, name) {
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

export async function download(path, name) {
  try {
    const data = await api("GET", path);
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
    const a = h("a", { href: URL.createObjectURL(blob), download: name });
    document.body.append(a);
    a.click();
    a.remove();
  } catch (e) { flash(e.message); }
}

