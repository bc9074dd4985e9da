// The player's page. Its model is the stream's (stream.js) with what a seat's screen reads of
// it: the channels with their lines, the timeline. Its view draws the role card, the actions,
// the polls, the channels and the timeline, each only when a push changed what it shows, so a
// chat line does not redraw the action boxes a player is filling in.

import { PhaseAlerts } from "./alerts.js";
import { api, G, secret } from "./api.js";
import { openGlossary } from "./glossary.js";
import { drawRoster, knownOfSeats, onSide, rulesThatBite, verbInText, verbLabel } from "./roster.js";
import { mountNotes } from "./notes.js";
import { Live, StreamModel } from "./stream.js";
import { $, Clock, GAME, confirmDialog, fill, flash, h, outcomeText, renderPolls, resultBox, t, timeline } from "./ui.js";

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

export class PlayerModel extends StreamModel {
  // the seat's channels (the view names them and says which it may write in), each with its
  // lines from the stream
  channels() {
    return (this.view.channels || []).map((c) => ({
      name: c.name,
      // the channel's name in the reader's language (the id ``name`` is what /say is sent)
      label: c.label || c.name,
      writable: c.writable,
      members: c.members || [],
      messages: this.messages.filter((m) => m.channel === c.name),
    }));
  }

  // the timeline: every message that is not a channel's line
  told() { return this.messages.filter((m) => m.channel === null); }
}

// "How your role works" is the card's description, then each of the role's own
// actions as a player types it, when it may be used, when it takes effect and its limits (the
// words of `werewolves info`); the rule ids close it on one quiet line, for a host to look up,
// instead of a bare list a player cannot read.
function phaseWords(index) {
  return index % 2 ? t("phase.night_n", { n: (index + 1) / 2 }) : t("phase.day_n", { n: index / 2 });
}

function abilityLine(a) {
  let when = t(`play.when.${a.when}`);
  if (a.from_phase >= 2) when += `, ${t("play.from_phase", { phase: phaseWords(a.from_phase) })}`;
  const limits = [];
  if (a.per_game !== null) limits.push(t("play.limit.per_game", { n: a.per_game }));
  if (a.per_phase === 1) limits.push(t("play.limit.once_per_phase"));
  else if (a.per_phase !== null) limits.push(t("play.limit.per_phase", { n: a.per_phase }));
  if (a.counter) limits.push(t("play.limit.counter", { counter: a.counter }));
  if (a.group) limits.push(t("play.limit.group", { group: a.group_name || a.group }));
  const timing = t(a.timing === "immediate" ? "play.timing.immediate" : "play.timing.end");
  const help = a.help.charAt(0).toUpperCase() + a.help.slice(1);
  return h("li", {}, h("code", {}, a.usage), h("div", {}, help.endsWith(".") ? help : `${help}.`),
    h("div", { class: "hint" }, [when, timing, ...limits].join(" · ")));
}

function roleRules(card) {
  const out = [h("p", {}, card.description)];
  const own = card.abilities.filter((a) => !a.by_dead);
  if (own.length) out.push(h("h3", {}, t("play.own_actions")), h("ul", { class: "role-actions" }, own.map(abilityLine)));
  if (card.rules.length) out.push(h("p", { class: "hint" }, t("play.rule_ids", { ids: card.rules.join(", ") })));
  return out;
}

export async function playerPage() {
  const model = new PlayerModel();
  const clock = new Clock();
  let openChannel = null;
  const drafts = new Map();
  const seen = new Map();  // channel -> how many of its lines the player has had open

  let live = null;
  let ended = false;
  // the role book's groups, for a long list of roles to choose from (grouped in the book's
  // order, each group's roles in alphabetical order); a page without it lists them sorted
  let bookGroups = new Map();
  let bookCards = new Map();  // the role book's summaries, for the glossary
  let bookExtras = [];  // the extra roles (held on top of a role), for the glossary
  api("GET", "/api/roles").then((r) => {
    bookGroups = new Map(r.roles.map((x) => [x.name, x.group]));
    bookCards = new Map(r.roles.map((x) => [x.name, x]));
    bookExtras = r.extras || [];
    if (model.view && !ended) drawActionsAndResult();
  }).catch(() => {});

  // A link replaced (a substitute) or kicked stops showing the game: one clear sentence
  // instead, with the server's reason
  function stopIfRevoked(e) {
    if (e.code !== "revoked" && e.status !== 404) return false;
    ended = true;
    if (live) live.stop();
    clock.stop();
    document.querySelectorAll("main .card:not(.phasebar), main .columns, #phase-alert, .alerts-toggle").forEach((el) => { el.hidden = true; });
    $("phase").textContent = t("play.link_ended");
    $("clock").textContent = "";
    document.title = `${t("play.link_ended")} — ${t("app.name")}`;
    $("ended-text").textContent = e.message || t("play.link_ended_why");
    $("ended-card").hidden = false;
    return true;
  }

  // ---------------------------------------------------------------- the roster and the glossary
  let inHand = null;  // the verb a tap on a name uses (the player's choice, else the first)
  const alerts = new PhaseAlerts($("phase-alert"), $("alerts-on"));

  function drawRosterCard() {
    drawRoster($("roster-box"), {
      view: model.view, inHand, chosenOf, polls: model.polls, done: (verb) => doneVerbs().has(verb),
      onHand: (verb) => { inHand = verb; keepFocus(drawRosterCard); },
      onTap: tapName,
      onGlossary: () => openGlossary(model.view, model.messages, bookCards, bookExtras),
    });
  }

  // An action its declaration says to ask about first (irreversible, or it may hurt its user
  // or its team), one that works against the player themself or against a player their own
  // messages say is on their side, or one that takes effect at once and so cannot be changed
  // (ruling RM550): the player is asked, naming the action and its targets, "Cancel" under the
  // finger. A ballot (changeable until the poll closes), an end-of-phase choice (changeable
  // until the phase ends) and a kept choice (`declaration.lasting`, changed by choosing again)
  // are not. An action a tap can send whole (one player, nothing more to
  // pick) asks the same question from the roster and from its card, and "This cannot be
  // undone" is said only of what truly cannot be taken back: declared `irreversible`, or
  // taking effect at once and not a choice that can be changed. An action of several boxes,
  // which only its card sends (two deliberate steps), asks when its declaration says so.
  function askFirst(la, targets) {
    const decl = la.declaration || {};
    const ballot = Boolean(la.poll) || decl.withdraws;
    const changeable = ballot || la.timing === "end" || decl.lasting || la.withdraw;
    const atOnce = la.timing === "immediate" && !changeable;
    const tappable = la.slots.length === 1 && !la.picks;
    const self = (decl.hostile || decl.condemns) && targets.includes(model.view.name);
    // An ally or a fellow member of the player's group (the view's marks)
    const known = knownOfSeats(model.view);
    const ally = decl.hostile && !decl.condemns ? targets.find((n) => n !== model.view.name && onSide(known.get(n))) : undefined;
    const allyWords = (name) => {
      const groups = known.get(name)?.group_names || known.get(name)?.groups || [];
      return groups.length && !known.get(name)?.ally
        ? t("play.confirm.fellow", { name, group: groups.join(", ") }) : t("play.confirm.ally", { name });
    };
    const asks = decl.asks_first || decl.hurts_team || self || ally !== undefined
      || (atOnce && (decl.hostile || tappable));
    if (!asks) return Promise.resolve(true);
    if (self && decl.condemns && !decl.hostile && !decl.asks_first) return confirmDialog(t("play.confirm.self_vote"));
    const verb = verbLabel(la);
    const named = targets.join(", ") || t("play.nobody");
    const once = decl.irreversible || atOnce;
    const parts = [
      once ? t("play.confirm.once", { verb, targets: named }) : t("play.confirm.first", { verb, targets: named }),
      decl.warning || "",
      self && decl.hostile ? t("play.confirm.self") : "",
      ally !== undefined ? allyWords(ally) : "",
      once ? "" : t("play.confirm.go"),
    ];
    return confirmDialog(parts.filter(Boolean).join(" "));
  }

  // whom the player's standing choice of an action names (an end-of-phase choice, or a vote)
  function chosenOf(la) {
    if (la.chosen) return la.chosen;
    const poll = la.poll ? model.polls.find((p) => p.name === la.poll) : undefined;
    const vote = poll ? poll.votes[model.view.name] : undefined;
    return vote ? [vote] : [];
  }

  // A tap on a name: an action naming one player is sent at once (asking first when its
  // declaration says so, or when it works against the player themself); one with more boxes
  // gets the name in its first box still empty, to finish in its card.
  async function tapName(la, name) {
    const one = la.slots.length === 1 && !la.picks;
    if (one) {
      const meant = phaseNow();  // the phase the tap was for, before any question
      if (!(await askFirst(la, [name]))) return;
      await act([la.verb, name], null, true, meant);
      // said beside the roster too, where the player tapped
      if (lastResult && !ended) say($("roster-result"), lastResult.text, lastResult.ok);
      return;
    }
    const ids = la.slots.map((_, i) => `act-${la.verb}-${i}`);
    const taken = ids.map((id) => picks.get(id));
    const i = la.slots.findIndex((slot, k) => !taken[k] && slot.includes(name) && !taken.includes(name));
    if (i < 0) return;
    picks.set(ids[i], name);
    keepFocus(drawActions);
    const form = $(ids[i])?.closest("form");
    if (form) {
      say(form.querySelector(".result"), t("roster.filled", { name, n: i + 1 }), true);
      form.scrollIntoView({ block: "nearest" });
      form.querySelector("button[type=submit]").focus({ preventScroll: true });
    }
  }

  let drawnPhase = null;
  let drawnCard = null;

  // A redraw keeps the focus where the player acted. The control that had it
  // (by its id or its `data-focus` key: a seat's name, an action's button) is focused again
  // once redrawn; one gone (an action used up) leaves the focus on its section, never on the
  // top of the page. Nothing scrolls.
  function keepFocus(redraw) {
    const el = document.activeElement;
    const key = el && el !== document.body
      ? (el.id ? `#${CSS.escape(el.id)}` : el.dataset && el.dataset.focus ? `[data-focus="${CSS.escape(el.dataset.focus)}"]` : null)
      : null;
    const section = el && el.closest ? el.closest("section.card") : null;
    redraw();
    if (!el || el === document.body || document.activeElement === el) return;
    // a control kept across redraws (a channel's name half typed) is put back where it was
    if (el.isConnected) { el.focus({ preventScroll: true }); return; }
    if (!key && !section) return;
    const again = key ? document.querySelector(key) : null;
    if (again && !again.disabled) again.focus({ preventScroll: true });
    else if (section && section.isConnected && !section.contains(document.activeElement)) {
      const head = section.querySelector("h2");
      if (head) { head.tabIndex = -1; head.focus({ preventScroll: true }); }
    }
  }

  // Redraw what `changed` (the parts a push changed, stream.js) touches.
  function draw(changed) {
    if (ended) return;
    keepFocus(() => drawParts(changed));
  }

  function drawParts(changed) {
    const view = model.view, game = model.game;
    if (changed.has("game")) {
      clock.set(game);
      if (game.phase !== drawnPhase) {
        picks.clear();
        drawnPhase = game.phase;
        $("roster-result").textContent = "";  // the last tap's answer was of the phase gone
      }
    }
    if (changed.has("view")) {
      const card = [view.role, view.card];
      if (!same(card, drawnCard)) {
        drawnCard = card;
        $("role-name").textContent = view.card.title || view.role;  // its card's name in the reader's language
        $("role-summary").textContent = view.card.summary;
        fill($("role-rules"), ...roleRules(view.card));
      }
      const st = [
        ...view.offices.map((o) => h("li", {}, h("span", { class: "chip" }, o))),
        ...view.statuses.map((s) => h("li", {}, h("span", { class: "chip" }, s.name), s.until ? ` (${s.until})` : "")),
        ...Object.entries(view.counters).map(([k, v]) => h("li", {}, `${k}: ${v}`)),
      ];
      fill($("statuses"), st.length ? st : h("li", { class: "hint" }, t("play.none")));
    }
    // the action boxes show the player's own votes (in the polls) and end with the phase
    if (changed.has("view") || changed.has("polls") || changed.has("game")) drawActionsAndResult();
    else if (changed.has("events") && [...doneVerbs()].sort().join(" ") !== drawnDone) drawActionsAndResult();
    if (changed.has("polls")) renderPolls($("polls"), model.polls);
    if (changed.has("events") || changed.has("view")) drawChannels();
    if (changed.has("events")) timeline($("timeline"), model.told());
    if (changed.has("view") || changed.has("events") || changed.has("polls")) drawRosterCard();
    if (changed.has("game") || changed.has("reset") || changed.has("view")) alerts.update(game, view, model.messages);
    if (changed.has("view") || changed.has("game")) {
      $("ready").hidden = !view.alive || game.over;
      $("ready").disabled = view.ready;
      $("ready").textContent = view.ready ? t("play.is_ready") : t("play.ready");
    }
  }

  function drawActionsAndResult() {
    const game = model.game;
    drawActions();
    if (lastResult && (Date.now() - lastResult.at > 10000 || lastResult.phase !== game.phase)) lastResult = null;
    if (lastResult) {
      const form = [...document.querySelectorAll("form.action")].find((f) => f.dataset.verb === lastResult.verb);
      if (form) {
        say(form.querySelector(".result"), lastResult.text, lastResult.ok);
        if (!lastResult.focused && !lastResult.fromRoster) form.querySelector("button[type=submit]").focus({ preventScroll: true });
        lastResult.focused = true;
      } else {
        // the action is used up and gone from the list: say it where the list was
        const note = h("p", { class: lastResult.ok ? "result ok" : "result bad", role: "status" }, lastResult.text);
        $("actions").prepend(note);
        // a tap in the roster is answered beside it: the page stays where the player is
        if (!lastResult.fromRoster) $("actions").scrollIntoView({ block: "nearest" });
      }
    }
    if (game.over) {
      // The facade's words for the end (each winner's win in its own
      // sentence) and the player's own result first; no answer of an earlier move is left
      lastResult = null;
      $("roster-result").textContent = "";
      const everyone = [...model.view.living, ...model.view.dead];
      const r = model.view.result;
      const words = r
        ? [h("p", { id: "you-result", class: `you-result ${r.you || ""}` }, r.you_words), resultBox(r, "outcome")]
        : [h("p", { id: "outcome" }, outcomeText(model.view.outcome, everyone), " ")];
      fill($("actions"), ...words,
        h("p", {}, h("a", { class: "button", href: `/watch/${GAME}#t=${secret()}` }, t("review.title"))));
    }
  }

  // ruling RM562: the actions this player has seen to, by verb (their own `action.used`,
  // `action.used_alone` and `action.chosen` lines): one used or chosen in the current phase,
  // or one whose choice lasts (a kept target, `declaration.lasting`) whose latest use named
  // someone, in whatever phase
  let drawnDone = "";
  function doneVerbs() {
    const view = model.view;
    const now = new Set(), standing = new Map();
    for (const m of model.messages) {
      if (m.key !== "action.used" && m.key !== "action.used_alone" && m.key !== "action.chosen") continue;
      if (!m.params || m.params.actor !== view.name) continue;
      if (m.phase === view.phase) now.add(m.params.verb);
      standing.set(m.params.verb, (m.params.targets || []).length > 0);
    }
    return new Set(view.actions
      .filter((la) => (la.declaration && la.declaration.lasting ? standing.get(la.verb) : now.has(la.verb)))
      .map((la) => la.verb));
  }

  function drawActions() {
    const view = model.view;
    const box = $("actions");
    const done = doneVerbs();
    drawnDone = [...done].sort().join(" ");
    // the dead have nothing to do, unless the game gives them something (a question to answer)
    if (!view.alive && !view.actions.length) { fill(box, h("p", {}, t("play.dead"))); return; }
    if (!view.actions.length) { fill(box, h("p", { class: "hint" }, t("play.no_actions"))); return; }
    // a ballot names the poll it votes in (``LegalAction.poll``)
    const myVote = (la) => {
      const poll = la.poll ? model.polls.find((p) => p.name === la.poll) : undefined;
      return poll ? poll.votes[view.name] : undefined;
    };
    fill(box, view.actions.map((la) => {
      const voted = myVote(la);
      const chosen = la.chosen || (voted ? [voted] : null);
      const verbName = verbLabel(la);
      const selects = la.slots.map((slot, i) => {
        const id = `act-${la.verb}-${i}`;
        const optional = i >= la.min_targets;
        // a pick in progress survives the redraws other players' moves cause
        const current = picks.has(id) ? picks.get(id) || undefined : chosen ? chosen[i] : undefined;
        return h("div", {},
          h("label", { for: id }, t(la.slots.length > 1 ? "play.target_of" : "play.target_one", { verb: verbInText(la), n: i + 1 }), optional ? ` ${t("play.optional")}` : ""),
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
          h("label", { for: id }, t(la.picks > 1 ? "play.pick_of_n" : "play.pick_of", { verb: verbInText(la), kind, n: i + 1 })),
          h("select", { id, name: id, required: true, class: "pick", onchange: (ev) => picks.set(id, ev.target.value) },
            h("option", { value: "", selected: current === undefined }, t("play.choose")),
            optionList(la.options || [], option)));
      });
      const when = la.timing === "end" ? t("play.at_end") : la.poll ? t("play.vote_timing") : t("play.at_once");
      // ruling RM562's reminder, as the terminal game gives it: what happens if the action is
      // left unused, shown in any phase while it is neither chosen nor used this phase; and
      // The rule that decides when the choice is missing or invalid
      const warn = rulesThatBite(la, Boolean(chosen) || done.has(la.verb));
      const result = h("p", { class: "result", role: "status", "aria-live": "polite" });
      // novalidate: the page says itself what is missing (the browser's own bubble would stop
      // the submit before it, in the browser's words); the boxes stay marked required
      const form = h("form", { class: "action", "aria-label": la.help, "data-verb": la.verb, novalidate: true },
        h("h3", {}, verbName),
        h("p", {}, la.help),
        h("p", { class: "when" }, when),
        chosen ? h("p", { class: "chosen" }, t("play.chosen", { targets: chosen.join(", ") || t("play.nobody") })) : null,
        warn, selects, choices,
        h("div", { class: "row" },
          h("button", { type: "submit", "data-focus": `act:${la.verb}` }, chosen ? t("play.change_verb", { verb: verbName }) : verbName),
          la.withdraw ? h("button", { type: "button", class: "secondary", "data-focus": `nobody:${la.verb}`, onclick: () => act([la.verb, "nobody"], result) }, t("play.nobody")) : null),
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
        const meant = phaseNow();
        if (!(await askFirst(la, targets))) return;
        // each pick one word of the list, spaces and all (the game reads it whole)
        act([la.verb, ...targets, ...words], result, false, meant);
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

  // Every command carries the phase the player saw when choosing it (the
  // phase drawn on the screen): one that lands after that phase ended is refused with a
  // sentence, never taken as the next phase's action (a night's tap landing in the day).
  function phaseNow() {
    return model.game && Number.isInteger(model.game.phase_index) ? model.game.phase_index : undefined;
  }

  async function act(words, el, fromRoster = false, meant = phaseNow()) {
    const verb = words[0];
    for (const key of [...picks.keys()]) if (key.startsWith(`act-${verb}-`)) picks.delete(key);
    try {
      const r = await api("POST", G("/act"), meant === undefined ? { action: words } : { action: words, phase: meant });
      lastResult = { verb, text: [t("play.accepted"), ...(r.told_text ?? r.told ?? [])].join(" "), ok: true };
    } catch (e) {
      if (stopIfRevoked(e)) return;
      lastResult = { verb, text: e.message, ok: false };
      // the phase it was meant for has ended: said where the player looks whatever the new
      // phase draws (its redraw clears the old phase's answers)
      if (e.reason === "moved_on") flash(e.message);
    }
    // shown again by every redraw for a few seconds, so a push arriving meanwhile keeps it
    Object.assign(lastResult, { at: Date.now(), phase: model.view ? model.view.phase : null, fromRoster });
    if (el) say(el, lastResult.text, lastResult.ok);
    // the push of this move may have come first and redrawn the boxes (the action perhaps used
    // up and gone): the answer is shown again from the model, nothing is fetched
    if (!ended) keepFocus(drawActionsAndResult);
  }

  // rule-conspiracy-channels.1: a living player opens a private channel with players of their
  // choosing, names it, and (a member, alive) invites more later
  // kept between redraws (a push redraws the channels), so a name half typed stays
  let ccKept = { key: null, el: null };
  function conspiracyForm() {
    const v = model.view;
    if (!v || !v.alive || ended) return null;
    const others = (v.living || []).filter((n) => n !== v.name);
    if (!others.length) return null;
    const key = others.join("\n");
    if (ccKept.key === key) return ccKept.el;
    const name = h("input", { class: "cc-name", maxlength: 30, "aria-label": t("play.cc_name"), placeholder: t("play.cc_name") });
    const boxes = others.map((n) => h("label", { class: "cc-who" }, h("input", { type: "checkbox", value: n }), ` ${n}`));
    const form = h("form", { class: "cc-open" }, name,
      h("fieldset", {}, h("legend", {}, t("play.cc_with")), ...boxes),
      h("button", { type: "submit" }, t("play.cc_create")));
    form.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const members = boxes.map((b) => b.querySelector("input")).filter((i) => i.checked).map((i) => i.value);
      try {
        await api("POST", G("/channels"), { channel: name.value, members });
        openChannel = `#${name.value.trim().replace(/^#/, "")}`;
        name.value = "";
        for (const b of boxes) b.querySelector("input").checked = false;
        form.closest("details").open = false;  // done: the new tab is what the player reads now
        keepFocus(drawChannels);  // its push may have come first
      } catch (e) { flash(e.message); }
    });
    const el = h("details", { class: "cc" }, h("summary", {}, t("play.cc_open")), h("p", { class: "hint" }, t("play.cc_private")), form);
    ccKept = { key, el };
    return el;
  }

  function inviteForm(current) {
    const v = model.view;
    if (!current.members.length) return null;
    const line = h("p", { class: "hint cc-members" }, t("play.cc_members", { names: current.members.join(", ") }));
    const outside = (v.living || []).filter((n) => !current.members.includes(n));
    if (!current.writable || !outside.length) return line;
    const who = h("select", { "aria-label": t("play.cc_invite_who") }, outside.map((n) => h("option", { value: n }, n)));
    const form = h("form", { class: "cc-invite" }, who, h("button", { type: "submit", class: "small" }, t("play.cc_invite")));
    form.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      try { await api("POST", G("/channels/invite"), { channel: current.name, members: [who.value] }); } catch (e) { flash(e.message); }
    });
    return h("div", {}, line, form);
  }

  function drawChannels() {
    const box = $("channels");
    const chans = model.channels();
    if (!chans.length) { fill(box, h("p", { class: "hint" }, t("play.none")), conspiracyForm()); return; }
    if (!openChannel || !chans.some((c) => c.name === openChannel)) openChannel = chans[0].name;
    const input = box.querySelector("input.say-text");
    if (input) drafts.set(openChannel, input.value);
    for (const c of chans) if (!seen.has(c.name)) seen.set(c.name, c.messages.length);
    seen.set(openChannel, chans.find((c) => c.name === openChannel).messages.length);
    const tabs = h("div", { class: "tabs", role: "tablist" }, chans.map((c) => {
      const unread = c.messages.length - seen.get(c.name);
      return h("button", { type: "button", role: "tab", class: "small", "aria-selected": String(c.name === openChannel),
        "data-focus": `tab:${c.name}`, onclick: () => { openChannel = c.name; keepFocus(drawChannels); } },
        c.label, unread > 0 ? h("span", { class: "chip", "aria-label": t("play.unread", { n: unread }) }, String(unread)) : null);
    }));
    const current = chans.find((c) => c.name === openChannel);
    // the tab's panel holds the list (a list given the panel's role would no longer be a list)
    // a scrollable list the keyboard can reach (and scroll), named by its channel
    const list = h("ul", { class: "chat", tabindex: "0", "aria-label": current.label },
      // inside its own tab a line needs no "[channel]" in front
      current.messages.map((m) => h("li", {}, m.text.startsWith(`[${current.label}] `) ? m.text.slice(current.label.length + 3) : m.text)));
    let form = null;
    if (current.writable) {
      const text = h("input", { class: "say-text", maxlength: 500, "aria-label": t("play.say"), placeholder: t("play.say"), value: drafts.get(openChannel) || "" });
      form = h("form", { class: "say" }, text, h("button", { type: "submit" }, t("play.send")));
      form.addEventListener("submit", async (ev) => {
        ev.preventDefault();
        if (!text.value.trim()) return;
        const sent = text.value;
        try {
          await api("POST", G("/say"), { channel: current.name, text: sent });
          // the line's push may have redrawn the box first, carrying the line as a draft:
          // whichever box is shown now is emptied of what was sent
          drafts.delete(current.name);
          for (const el of [text, box.querySelector("input.say-text")]) if (el && el.value === sent) el.value = "";
        } catch (e) { flash(e.message); }
      });
    } else {
      form = h("p", { class: "hint" }, t("play.read_only"));
    }
    const focused = document.activeElement && document.activeElement.classList.contains("say-text");
    fill(box, tabs, h("div", { role: "tabpanel", "aria-label": current.label }, list), form, inviteForm(current), conspiracyForm());
    list.scrollTop = list.scrollHeight;
    if (focused) box.querySelector("input.say-text")?.focus();
  }

  $("ready").addEventListener("click", async () => {
    // the push that follows shows it (the button then says so)
    const meant = phaseNow();
    try { await api("POST", G("/ready"), meant === undefined ? undefined : { phase: meant }); } catch (e) { if (!stopIfRevoked(e)) flash(e.message); }
  });
  try { await api("POST", G("/join")); } catch (e) {
    if (stopIfRevoked(e)) return;
    if (e.status === 403) throw e;
  }
  // the whole view once; from then on every change comes in a push
  try {
    draw(await model.load());
  } catch (e) {
    if (stopIfRevoked(e)) return;
    throw e;
  }
  mountNotes();  // the seat's private notes (notes.js)
  $("undo-close").addEventListener("click", () => { $("undo-alert").hidden = true; });
  live = new Live(model, (changed) => {
    // an undo rebuilt the game: say so, or a vote or choice would vanish without a word
    // (only a stream an undo touched is told, with the host's reason: stream.js)
    // In a notice the player closes, asking them to look again at their choice
    // only when the undo took back their own move or line
    if (changed.has("undone")) {
      const reason = model.undone.filter(Boolean).join("; ");
      const yours = model.undoneYours;
      $("undo-text").textContent = reason
        ? (yours ? t("play.undone_yours", { reason }) : t("play.undone_reason", { reason }))
        : t("play.undone");
      $("undo-alert").hidden = false;
    }
    draw(changed);
  }, stopIfRevoked);
}
