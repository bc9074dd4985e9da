// An explanation as a phone shows it: the one plain sentence the service
// gives (`summary`), with the whole chain of causes and rules (`why` lines) one tap away in a
// disclosure. Used by the host's preview and "Why?", and the review's deaths and polls.

import { h, t } from "./ui.js";

export function explained(summary, lines, { open = false } = {}) {
  const chain = lines && lines.length
    ? h("details", { class: "chain", open },
        h("summary", {}, t("explain.full")),
        h("div", { class: "why" }, lines.join("\n")))
    : null;
  return h("div", { class: "explained" }, h("p", { class: "summary" }, summary || ""), chain);
}
