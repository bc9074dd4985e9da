// The player's roster: every seat, alive or dead, with its offices (public, R12) and what this
// player's own view says of it (a role they learned or everyone was shown, an ally), and a tap
// on a name that uses the action in hand on that player. It knows no role and no verb: what an
// action does comes from its declaration, who it may name from its target positions' lists.

import { h, t } from "./ui.js";

// What the player's own messages say of each seat, by name: the last role learned or shown,
// and whether they were told the seat is on their side (the messages' declared meanings).
export function knownOfSeats(messages) {
  const known = new Map();
  const note = (name, patch) => {
    if (typeof name !== "string" || !name) return;
    known.set(name, { ...(known.get(name) || {}), ...patch });
  };
  for (const m of messages) {
    const p = m.params || {};
    switch (m.meaning) {
      case "a role learned": note(p.target ?? p.player, { role: p.role }); break;
      case "a role shown": note(p.player, { role: p.role }); break;
      case "an ally": note(p.player, { ally: true }); break;
      case "allies": for (const n of p.members || []) note(n, { ally: true }); break;
      default: break;
    }
  }
  return known;
}

// The actions a tap may use: those that name players (the first position's list is who a tap
// may name); the one in hand is the player's choice, or the first.
export function tapActions(view) {
  return view.alive ? view.actions.filter((la) => la.slots.length > 0) : [];
}

// Draws the roster into `el`. `inHand` is the verb in hand (or null); `onHand(verb)` changes it;
// `onTap(action, name)` uses the action on the player tapped; `chosenOf(action)` is whom the
// player's standing choice (or vote) of that action names.
export function drawRoster(el, { view, messages, inHand, onHand, onTap, onGlossary, chosenOf }) {
  const known = knownOfSeats(messages);
  const actions = tapActions(view);
  const hand = actions.find((la) => la.verb === inHand) || actions[0] || null;
  // which position a tap fills: the first one the player's choice has not filled yet
  const names = hand ? new Set(hand.slots.flat()) : new Set();
  const chosen = new Set(hand ? chosenOf(hand) || [] : []);
  const chooser = actions.length > 1
    ? h("div", { class: "tabs in-hand", role: "group", "aria-label": t("roster.in_hand") },
        actions.map((la) => h("button", {
          type: "button", class: "small", "aria-pressed": String(la === hand),
          onclick: () => onHand(la.verb),
        }, la.verb.charAt(0).toUpperCase() + la.verb.slice(1))))
    : null;
  const hint = hand
    ? h("p", { class: "hint", id: "roster-hint" }, t("roster.tap_to", { verb: hand.verb }))
    : h("p", { class: "hint", id: "roster-hint" }, view.alive ? t("roster.no_tap") : t("roster.dead_hint"));
  const rows = view.seats.map((s) => {
    const me = s.name === view.name;
    const info = known.get(s.name) || {};
    const offices = me ? view.offices : (s.offices || []);
    const chips = [
      me ? h("span", { class: "chip" }, t("roster.you")) : null,
      s.alive ? null : h("span", { class: "chip dead" }, t("roster.dead")),
      ...offices.map((o) => h("span", { class: "chip" }, o)),
      me ? h("span", { class: "chip" }, view.role) : info.role ? h("span", { class: "chip" }, info.role) : null,
      !me && info.ally ? h("span", { class: "chip" }, t("roster.ally")) : null,
      chosen.has(s.name) ? h("span", { class: "chip chosen-chip" }, t("roster.chosen")) : null,
    ];
    const tappable = hand && names.has(s.name);
    const label = tappable ? t("roster.tap_label", { verb: hand.verb, name: s.name }) : null;
    const name = tappable
      ? h("button", {
          type: "button", class: chosen.has(s.name) ? "seat-name" : "seat-name secondary",
          "aria-label": label, onclick: () => onTap(hand, s.name),
        }, s.name)
      : h("span", { class: "seat-name" }, s.name);
    return h("li", { class: s.alive ? "seat" : "seat dead", "data-name": s.name }, name, h("span", { class: "chips" }, chips));
  });
  el.replaceChildren(...[chooser, hint,
    h("ul", { class: "roster", "aria-describedby": "roster-hint" }, rows),
    h("p", {}, h("button", { type: "button", class: "small secondary", id: "glossary-open", onclick: onGlossary }, t("glossary.open")))]
    .filter(Boolean));
}
