// werewolves: the browser client. It talks to the service's public API and WebSocket only,
// like any other client (docs/api.md). Plain JavaScript modules, no build step: this one picks
// the page's module; each page has a model of its stream (stream.js: the whole view fetched
// once, then every push applied to it) and a view that redraws what a push changed. Text from
// the game comes from the API; the page's own words from the strings table in the page
// (ui.js). Every piece of text is set with textContent: nothing a player typed is ever parsed
// as HTML.

import { setSecret, takeSecret } from "./js/api.js";
import { builderPage } from "./js/builder.js";
import { hostPage } from "./js/host.js";
import { playerPage } from "./js/player.js";
import { PAGE, flash, setupLang, setupTheme, t } from "./js/ui.js";
import { watchPage } from "./js/watch.js";

export { t } from "./js/ui.js";

async function main() {
  setupTheme();
  setupLang();
  if (PAGE.page === "home") return builderPage();
  const secret = takeSecret();
  setSecret(secret);
  if (!secret) { flash(t("error.no_link")); return; }
  const pages = { play: playerPage, host: hostPage, watch: watchPage };
  try {
    await pages[PAGE.page]();
  } catch (e) {
    flash(e.message || t("error.generic", { message: String(e) }));
  }
}

main();
