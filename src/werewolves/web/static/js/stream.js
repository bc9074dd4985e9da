// The link's live stream: the socket (its secret first, then the pushes, reconnecting with the
// cursor it got so that it is sent exactly what it missed), and the model every page keeps of
// what the pushes say (docs/api.md, "The WebSocket"). A page fetches its whole view once, when
// it opens; after that each push is applied to the model: the new events appended by their
// ids, the summary, the polls and the link's own view parts replaced, the stream started over
// when an undo rebuilt it (a new epoch) or it became another stream. The page's view then
// redraws only the parts the push changed.

import { api, G, secret } from "./api.js";
import { $, flash, t } from "./ui.js";

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// What a page knows of its game: the summary (`game`), the view parts (`view`), the polls and
// every message of its stream so far, with the cursor and epoch the next push follows on.
export class StreamModel {
  constructor() {
    this.game = null;
    this.view = null;
    this.polls = [];
    this.messages = [];
    this.cursor = -1;
    this.epoch = null;
    this.stream = null;
  }

  // The first load: GET …/view, the whole view with every message.
  async load() {
    const data = await api("GET", G("/view"));
    this.game = data.game;
    this.stream = data.stream;
    this.epoch = data.game.epoch;
    // the view parts as a push carries them: the messages, a channel's lines, the polls and
    // the cursor are the model's own
    const { messages = [], polls = [], cursor, ...view } = data.view;
    if (view.channels) view.channels = view.channels.map(({ messages: _lines, ...c }) => c);
    this.messages = messages;
    this.polls = polls;
    this.view = view;
    this.cursor = cursor ?? (messages.length ? messages[messages.length - 1].id : -1);
    return new Set(["game", "view", "polls", "events", "reset"]);
  }

  // Where the socket's stream resumes: the auth message's cursor, epoch and stream.
  position() {
    return { after: this.cursor, epoch: this.epoch, stream: this.stream };
  }

  // One push: applies it and answers which parts changed ("reset", "events", "game", "polls",
  // "view"), for the page's view to redraw those.
  apply(msg) {
    const changed = new Set();
    // a new epoch alone is no reason to start over: the service says (`reset`) when an undo
    // removed something this stream had been sent, and then why (`undone`, the host's
    // reasons); a stream no undo touched goes on from its cursor
    if (msg.reset || msg.stream !== this.stream) {
      // the stream starts over: the push carries it from its first event
      this.messages = [];
      changed.add("reset");
      changed.add("events");
      if (msg.undone || msg.epoch !== this.epoch) {
        this.undone = msg.undone || [];
        // whether an undo took back this seat's own move or line
        this.undoneYours = Boolean(msg.undone_yours);
        changed.add("undone");
      }
    }
    const last = this.messages.length ? this.messages[this.messages.length - 1].id : -1;
    const fresh = msg.events.filter((m) => m.id > last);
    if (fresh.length) {
      this.messages.push(...fresh);
      changed.add("events");
    }
    this.cursor = msg.cursor;
    this.epoch = msg.epoch;
    this.stream = msg.stream;
    if (!same(msg.game, this.game)) changed.add("game");
    this.game = msg.game;
    if (!same(msg.polls, this.polls)) changed.add("polls");
    this.polls = msg.polls;
    if (msg.view !== undefined && !same(msg.view, this.view)) {
      this.view = msg.view;
      changed.add("view");
    }
    return changed;
  }
}

// The socket. `model` gives the position to resume from and takes each push; `onChange(changed,
// msg)` redraws; `onEnded(error)` is told when the link stopped working (true: it said so).
export class Live {
  constructor(model, onChange, onEnded = null) {
    this.model = model;
    this.onChange = onChange;
    this.onEnded = onEnded;
    this.stopped = false;
    this.delay = 500;
    this.up = false;  // the socket is open and the server answered it
    // the browser says it lost the network: the page says so at once, where the player looks,
    // and tries again as soon as the network is back
    window.addEventListener("offline", () => {
      if (this.stopped) return;
      this.status(false, "live.offline");
      if (this.ws) this.ws.close();
    });
    window.addEventListener("online", () => {
      if (this.stopped || this.up || (this.ws && this.ws.readyState <= 1)) return;
      this.delay = 500;
      clearTimeout(this.retry);
      this.connect();
    });
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.status(false, "live.ended");
    if (this.ws) this.ws.close();
  }

  status(ok, key) {
    const el = $("live");
    el.textContent = t(key);
    el.className = ok ? "live ok" : "live down";
    // offline: a banner fixed in view (the header may be scrolled away); not for a link that
    // stopped working, which the page says itself
    const banner = $("offline");
    if (banner) banner.hidden = ok || key === "live.ended";
  }

  connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    // the secret never goes in the address: it is the socket's first message
    const ws = new WebSocket(`${proto}//${location.host}${G("/ws")}`);
    this.ws = ws;
    ws.onopen = () => {
      const { after, epoch, stream } = this.model.position();
      // view: pushes carry this link's own screen parts too, so nothing is fetched again
      const auth = { type: "auth", token: secret(), after, view: true };
      if (epoch !== null) { auth.epoch = epoch; auth.stream = stream; }
      ws.send(JSON.stringify(auth));
    };
    ws.onmessage = (ev) => {
      if (this.stopped) return;
      const msg = JSON.parse(ev.data);
      // "Live" once the server answered the secret, not merely when the socket opened
      if (!this.up && msg.type === "events") {
        this.up = true;
        this.delay = 500;
        this.status(true, "live.connected");
      }
      if (msg.type !== "events") return;
      const changed = this.model.apply(msg);
      if (changed.size) this.onChange(changed, msg);
    };
    ws.onclose = (ev) => {
      this.up = false;
      if (this.stopped) return;
      if (ev.code === 4403 || ev.code === 4404 || ev.code === 4401) {
        this.status(false, "live.ended");
        const e = { code: "revoked", status: 403, message: ev.reason || t("error.no_link") };
        if (!(this.onEnded && this.onEnded(e))) flash(e.message);
        return;
      }
      this.status(false, navigator.onLine === false ? "live.offline" : "live.reconnecting");
      clearTimeout(this.retry);
      this.retry = setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(this.delay * 2, 10000);
    };
  }
}
