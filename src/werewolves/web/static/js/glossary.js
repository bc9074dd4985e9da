// The glossary: the roles the player's own screen has already named — their own role, the
// role list they were shown (public, or the revealed part of a partial one), roles they learned
// or everyone was shown — each with the role book's summary. It never lists a role the player
// was not told of: with a private role list it is their own role and what they found out.

import { dialog, h, t } from "./ui.js";

// The role names the player's view names, their own first, then the rest sorted.
export function namedRoles(view, messages) {
  const named = new Set();
  for (const m of messages) {
    const p = m.params || {};
    if ((m.kind === "role_list" || m.meaning === "roles in the game") && Array.isArray(p.roles)) {
      for (const r of p.roles) if (typeof r === "string") named.add(r);
    }
    if ((m.meaning === "a role learned" || m.meaning === "a role shown") && typeof p.role === "string") named.add(p.role);
  }
  named.delete(view.role);
  return [view.role, ...[...named].sort((a, b) => a.localeCompare(b))];
}

// The extra roles (GET /api/roles' `extras`) the player holds: those whose status their own
// view shows (RM460: an extra role is carried as a status the holder is told of).
export function heldExtras(view, extras) {
  const held = new Set((view.statuses || []).map((s) => s.name));
  return (extras || []).filter((x) => x.status && held.has(x.status));
}

// `book`: the role book's cards by name (GET /api/roles: team, group, summary); `extras`: its
// extra roles, of which those the player holds are listed after their own role.
export function openGlossary(view, messages, book, extras = []) {
  const roles = namedRoles(view, messages);
  const held = heldExtras(view, extras).map((x) =>
    h("li", {},
      h("h3", {}, x.name, h("span", { class: "chip" }, t("glossary.extra"))),
      x.group ? h("p", { class: "hint" }, x.group) : null,
      h("p", {}, x.summary || t("glossary.no_summary"))));
  const items = roles.map((name, i) => {
    const card = i === 0 ? view.card : book.get(name) || {};
    // the role book's group (its team and kind), the same words for every role listed
    const group = card.group || card.team;
    return h("li", {},
      h("h3", {}, name, i === 0 ? h("span", { class: "chip" }, t("glossary.yours")) : null),
      group ? h("p", { class: "hint" }, group) : null,
      h("p", {}, card.summary || t("glossary.no_summary")));
  });
  return dialog(t("glossary.title"), h("p", { class: "hint" }, t("glossary.help")),
    h("ul", { class: "glossary plain", id: "glossary" }, [items[0], ...held, ...items.slice(1)]));
}
