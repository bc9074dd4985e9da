// A player's private notes: a card of its own on the player's page, read and
// kept through GET/PUT …/notes with the seat's secret. The notes live on the server beside the
// seat's link, so they are there after a reload and on another device opened with the same
// link; nobody else's link, the host, the export and the review never see them. They are kept
// a moment after the player stops typing, and when the box loses the focus.

import { api, G } from "./api.js";
import { h, t } from "./ui.js";

const KEEP_AFTER_MS = 800;

export function mountNotes(where = null) {
  const box = h("textarea", {
    id: "notes-text", rows: 5, maxlength: 4000, "aria-describedby": "notes-status",
    placeholder: t("notes.placeholder"),
  });
  const status = h("p", { id: "notes-status", class: "hint", role: "status", "aria-live": "polite" });
  const card = h("section", { class: "card", id: "notes", "aria-labelledby": "notes-title" },
    h("h2", { id: "notes-title" }, t("notes.title")),
    h("label", { for: "notes-text", class: "hint" }, t("notes.help")),
    box, status);
  (where || document.querySelector("main .columns > div:last-child") || document.querySelector("main")).append(card);

  let kept = "";  // what the server holds
  let timer = null;
  let inFlight = null;

  function say(text, ok = true) {
    status.textContent = text;
    status.className = ok ? "hint" : "result bad";
  }

  async function keep() {
    clearTimeout(timer);
    timer = null;
    const text = box.value;
    if (text === kept) return;
    say(t("notes.saving"));
    inFlight = api("PUT", G("/notes"), { text });
    try {
      const r = await inFlight;
      kept = r.text;
      if (box.value === kept) say(t("notes.saved"));
    } catch (e) {
      say(e.message, false);  // the service's sentence (too long, a character it refuses)
    } finally {
      inFlight = null;
    }
  }

  async function load() {
    try {
      const r = await api("GET", G("/notes"));
      // a note being typed is never overwritten by an older copy
      if (box.value === kept) box.value = r.text;
      kept = r.text;
      box.maxLength = r.max;
    } catch (e) {
      card.hidden = true;  // a link that has no notes (replaced): nothing to show
    }
  }

  box.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(keep, KEEP_AFTER_MS);
    say(t("notes.unsaved"));
  });
  box.addEventListener("blur", keep);
  // back to the tab after writing on another device: the newest notes, unless typing here
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && box.value === kept && !inFlight) load();
  });
  load();
  return { card, keep, stop: () => { card.hidden = true; clearTimeout(timer); } };
}

export default mountNotes;
