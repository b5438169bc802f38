// The client side of the engine worker: call(cmd) → Promise of {ok, result | error}.
// A command that runs longer than the time limit restarts the worker, so a runaway computation never
// freezes the page; the caller gets a Czech error and nothing it holds is lost. A reply that reports our own
// bug (error code "internal") comes with its traceback, which is taken off the reply and dispatched as a
// "fault" event ({at, op, ref, trace}) for the fault log: the caller only ever sees the Czech message.

const TIME_LIMIT_MS = 15000;
// A start that fails is made again in a new worker, up to this many starts in all, before the player is told:
// a browser can fail to hand a worker a file it holds (Chromium: «Failed to fetch dynamically imported module»
// for the runtime, about once in 240 warm starts on a busy machine, its service worker holding the file), and
// a damaged cached file is dropped by the failing start, so the next one downloads it again. A failure that
// repeats (a file missing offline) is shown after the last start.
const STARTS = 3;
const WORKER_URL = "./worker.js"; // also created early by the page's inline script (web/early-worker.js)
/** @type {Record<string, string>} */
const STAGES = { runtime: "Spouštím Python…", packages: "Načítám pravidla…", ready: "Pravidla připravena" };

/**
 * A command waiting for its reply: how to resolve it, its time limit's timer, its op (for the fault log).
 * @typedef {{resolve: (reply: EngineReply) => void, timer: ReturnType<typeof setTimeout>, op: string | undefined}}
 *   Pending
 */
/** @typedef {"idle" | "loading" | "ready" | "error"} EngineState */

export class Engine extends EventTarget {
  constructor(url = WORKER_URL, { timeLimit = TIME_LIMIT_MS } = {}) {
    super();
    this.url = url;
    this.timeLimit = timeLimit;
    this.nextId = 1;
    /** @type {Map<number, Pending>} */
    this.pending = new Map();
    /** @type {EngineState} */
    this.state = "idle";
    this.label = "";
    /** @type {Worker | undefined} the engine worker, once started */
    this.worker = undefined;
    this.starts = 0; // workers tried for the current start (STARTS)
    /** @type {() => void} */
    this.resolveReady = () => undefined;
    /** @type {(reason: Error) => void} */
    this.rejectReady = () => undefined;
  }

  start() {
    // The page's inline script (web/early-worker.js) may have created the worker already.
    const early = this.url === WORKER_URL ? self.druzinaEarlyWorker : undefined;
    delete self.druzinaEarlyWorker;
    performance.mark("druzina:stage-start", early ? { startTime: early.startTime } : undefined);
    this.starts = 1;
    this.setState("loading", "Spouštím Python…");
    /** @type {Promise<void>} */
    this.readyPromise = new Promise((resolve, reject) => { this.resolveReady = resolve; this.rejectReady = reject; });
    this.readyPromise.catch(() => {});
    const worker = this.adopt(early ? early.worker : new Worker(this.url, { type: "module" }));
    if (early) { // what it reported before it was adopted, unless a failure among it has replaced it already
      for (const data of early.messages) if (this.worker === worker) this.receive(data);
      for (const message of early.errors) if (this.worker === worker) this.fail(message);
    }
    return this.readyPromise;
  }

  /**
   * Take `worker` as the engine's: its messages and its failure are heard; a replaced worker's are not.
   * @param {Worker} worker
   */
  adopt(worker) {
    this.worker = worker;
    worker.onmessage = (event) => { if (this.worker === worker) this.receive(event.data); };
    worker.onerror = (event) => { if (this.worker === worker) this.fail(event.message || "Pracovní vlákno selhalo."); };
    return worker;
  }

  /** @param {EngineState} state @param {string} label */
  setState(state, label) {
    this.state = state;
    this.label = label;
    this.dispatchEvent(new CustomEvent("state", { detail: { state, label } }));
  }

  /** @param {string} message */
  fail(message) {
    if (this.state === "loading" && this.starts < STARTS) { // a start failed: once more, in a new worker
      this.starts += 1;
      console.warn(`Družina: start of the rules failed (${message}); start ${this.starts} of ${STARTS}`);
      performance.mark("druzina:start-again", { detail: message });
      if (this.worker) this.worker.terminate();
      this.adopt(new Worker(this.url, { type: "module" }));
      return;
    }
    this.setState("error", `Pravidla se nepodařilo spustit: ${message}`);
    this.rejectReady(new Error(message));
  }

  /** @param {WorkerMessage} data */
  receive(data) {
    if (data.type === "progress") {
      const startTime = Math.max(0, data.at - performance.timeOrigin);
      performance.mark(`druzina:stage-${data.stage}`, { startTime });
      if (data.restored) performance.mark("druzina:stage-restored", { startTime }); // from the memory snapshot
      this.setState(data.stage === "ready" ? "ready" : "loading", STAGES[data.stage] || "");
      if (data.stage === "ready") this.resolveReady();
      return;
    }
    if (data.type === "fatal") return this.fail(data.message);
    if (data.type === "snapshot") { // the first start's memory snapshot kept for the next start (or not)
      performance.mark(data.stored ? "druzina:snapshot-stored" : "druzina:snapshot-not-kept");
      return;
    }
    const entry = this.pending.get(data.id);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.pending.delete(data.id);
    if (data.fault) {
      const { fault, ...reply } = data;
      const detail = { at: new Date().toISOString(), op: entry.op, ...fault };
      this.dispatchEvent(new CustomEvent("fault", { detail }));
      return entry.resolve(reply);
    }
    entry.resolve(data);
  }

  /**
   * Send a command; resolves with the engine's reply (never rejects for bad input).
   * @param {EngineCommand} cmd
   * @returns {Promise<EngineReply>}
   */
  call(cmd, { timeLimit = this.timeLimit } = {}) {
    const id = this.nextId++;
    const worker = this.worker;
    /** @type {EngineReply} */
    const notYet = { id, ok: false, error: { code: "engine", message: "Pravidla ještě neběží." } };
    if (!worker) return Promise.resolve(notYet);
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.runaway(id), timeLimit);
      this.pending.set(id, { resolve, timer, op: cmd && cmd.op });
      worker.postMessage({ id, cmd });
    });
  }

  /** @param {number} id */
  runaway(id) {
    const message = "Výpočet trval příliš dlouho, a tak jsem pravidla restartoval. Nic se neztratilo.";
    /** @type {EngineReply} */
    const reply = { id, ok: false, error: { code: "timeout", message } };
    for (const [pendingId, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.resolve(pendingId === id ? reply : { ...reply, id: pendingId });
    }
    this.pending.clear();
    if (this.worker) this.worker.terminate();
    this.dispatchEvent(new CustomEvent("restart"));
    this.start();
  }

  ready() {
    return this.readyPromise;
  }
}
