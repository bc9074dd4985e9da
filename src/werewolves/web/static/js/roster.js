// The player's roster: every seat, alive or dead, with its offices (public, R12) and what this
// player's own view says of it (a role they learned or everyone was shown, an ally), and a tap
// on a name that uses the action in hand on that player. It knows no role and no verb: what an
// action does comes from its declaration, who it may name from its target positions' lists.

import { h, t } from "./ui.js";

// What the player's own messages say of each seat, by name: the view's `marks` (made by the
// facade from the messages' declared meanings, never from a role's name or the engine's
// knowledge): a role found out, shown or (once the game is over) revealed, an ally, the groups
// shared with the player (the wolfpack …), an ascension or a descension.
export function knownOfSeats(view) {
  return new Map(Object.entries((view && view.marks) || {}));
}

// An action's verb as the page shows it: its label in the reader's language (a heading, a
// button), and as a sentence names it; the view gives both (the verb is what is sent)
export const verbLabel = (la) => la.label || la.verb;
export const verbInText = (la) => la.label_in_text || la.verb;

// whether the player was told the seat is with them: an ally, or a fellow member of a group
export const onSide = (mark) => Boolean(mark && (mark.ally || (mark.groups || []).length));

// The actions a tap may use: those that name players (the first position's list is who a tap
// may name); the one in hand is the player's choice, or the first.
export function tapActions(view) {
  return view.alive ? view.actions.filter((la) => la.slots.length > 0) : [];
}

// Ruling R40: the public board's count beside each name, from the polls as
// this player's view gives them (the board everyone sees: one vote a voter plus the Mayor's
// public extra vote; no hidden modifier is in these numbers). Only a poll still open counts;
// with several open (a lynch and an election) each count names its poll.
export function boardCounts(polls) {
  const open = (polls || []).filter((p) => !p.cancelled && (p.winner === null || p.winner === undefined));
  const out = new Map();
  for (const p of open) {
    for (const [name, n] of Object.entries(p.totals || {})) {
      if (!n) continue;
      const words = t("roster.count", { n });
      const text = open.length > 1 ? t("roster.count_in", { count: words, poll: p.office_label || p.office || p.label || p.name }) : words;
      out.set(name, [...(out.get(name) || []), text]);
    }
  }
  return out;
}

// The rule that decides for the player when the choice is missing or invalid
// (`declaration.fallback`), and what leaving it unused costs (`declaration.unused`, shown while
// nothing is chosen): said where the player chooses, beside the roster and in the action's card
export function rulesThatBite(la, chosen) {
  const decl = (la && la.declaration) || {};
  return [
    decl.fallback ? h("p", { class: "hint fallback" }, decl.fallback) : null,
    decl.unused && !chosen ? h("p", { class: "hint warn" }, decl.unused) : null,
  ].filter(Boolean);
}

// Draws the roster into `el`. `inHand` is the verb in hand (or null); `onHand(verb)` changes it;
// `onTap(action, name)` uses the action on the player tapped; `chosenOf(action)` is whom the
// player's standing choice (or vote) of that action names; `polls` the polls of the view.
// `done(verb)` says whether the player has seen to that action this phase (RM562).
export function drawRoster(el, { view, inHand, onHand, onTap, onGlossary, chosenOf, polls = [], done = () => false }) {
  const counts = boardCounts(polls);
  const known = knownOfSeats(view);
  const actions = tapActions(view);
  const hand = actions.find((la) => la.verb === inHand) || actions[0] || null;
  // which position a tap fills: the first one the player's choice has not filled yet
  const names = hand ? new Set(hand.slots.flat()) : new Set();
  const chosen = new Set(hand ? chosenOf(hand) || [] : []);
  const chooser = actions.length > 1
    ? h("div", { class: "tabs in-hand", role: "group", "aria-label": t("roster.in_hand") },
        actions.map((la) => h("button", {
          type: "button", class: "small", "aria-pressed": String(la === hand), "data-focus": `hand:${la.verb}`,
          onclick: () => onHand(la.verb),
        }, verbLabel(la))))
    : null;
  const hint = hand
    ? h("p", { class: "hint", id: "roster-hint" }, t("roster.tap_to", { verb: verbInText(hand) }))
    : h("p", { class: "hint", id: "roster-hint" }, view.result ? t("phase.over") : view.alive ? t("roster.no_tap")
        // R44: a player who left the game (ascended or descended) is told so, not "dead"
        : (known.get(view.name) || {}).left ? t(`roster.${known.get(view.name).left}_hint`) : t("roster.dead_hint"));
  const bite = hand ? rulesThatBite(hand, chosen.size > 0 || done(hand.verb)) : [];
  const rows = view.seats.map((s) => {
    const me = s.name === view.name;
    const info = known.get(s.name) || {};
    const offices = me ? view.offices : (s.offices || []);
    // R44: a seat that ascended left the game with a win: marked so, never struck through
    const left = info.left;
    const chips = [
      me ? h("span", { class: "chip" }, t("roster.you")) : null,
      left ? h("span", { class: `chip ${left}` }, t(`roster.${left}`))
        : s.alive ? null : h("span", { class: "chip dead" }, t("roster.dead")),
      ...offices.map((o) => h("span", { class: "chip" }, o)),
      me ? h("span", { class: "chip" }, (view.card && view.card.title) || view.role) : info.role ? h("span", { class: "chip" }, info.role_title || info.role) : null,
      !me && info.ally ? h("span", { class: "chip ally" }, t("roster.ally")) : null,
      ...(me ? [] : (info.group_names || info.groups || []).map((g) => h("span", { class: "chip ally" }, t("roster.fellow", { group: g })))),
      chosen.has(s.name) ? h("span", { class: "chip chosen-chip" }, t("roster.chosen")) : null,
      ...(counts.get(s.name) || []).map((c) => h("span", { class: "chip count" }, c)),
    ];
    const tappable = hand && names.has(s.name);
    const label = tappable ? t("roster.tap_label", { verb: verbInText(hand), name: s.name }) : null;
    const name = tappable
      ? h("button", {
          type: "button", class: chosen.has(s.name) ? "seat-name" : "seat-name secondary",
          "aria-label": label, "data-focus": `seat:${s.name}`, onclick: () => onTap(hand, s.name),
        }, s.name)
      : h("span", { class: "seat-name" }, s.name);
    const cls = s.alive ? "seat" : left ? `seat ${left}` : "seat dead";
    return h("li", { class: onSide(info) && !me ? `${cls} ally` : cls, "data-name": s.name }, name, h("span", { class: "chips" }, chips));
  });
  el.replaceChildren(...[chooser, hint, ...bite,
    h("ul", { class: "roster", "aria-describedby": "roster-hint" }, rows),
    h("p", {}, h("button", { type: "button", class: "small secondary", id: "glossary-open", onclick: onGlossary }, t("glossary.open")))]
    .filter(Boolean));
}
