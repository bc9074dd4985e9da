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

// `book`: the role book's cards by name (GET /api/roles: team, group, summary).
export function openGlossary(view, messages, book) {
  const roles = namedRoles(view, messages);
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
    h("ul", { class: "glossary plain", id: "glossary" }, items));
}
