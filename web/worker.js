// The engine worker: Pyodide + py_rules behind a {id, cmd} message protocol.
// Replies are {id, ok: true, result} or {id, ok: false, error}; a reply reporting our own bug (error code
// "internal", with a ref) also carries fault: {ref, trace} for the shell's fault log, never for the player's
// eyes (py_rules/faults.py); progress is {type: "progress", stage, at,
// restored?}; after a first start, {type: "snapshot", stored} tells whether the memory snapshot was kept.
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { compileLibraries, fetchSite, siteInstaller, unpackSite } from "./sitepack.js";
import { forgetSnapshots, preloading, readSnapshot, storeSnapshot } from "./snapshot.js";
/**
 * @import { PyodideAPI, PyodideConfig } from "pyodide"
 * @import { Snapshot, StoredSnapshot } from "./snapshot.js"
 */
/**
 * The facade's entry point (py_rules.api.handle_json): a command's JSON in, the reply's JSON out; never raises.
 * @typedef {(command: string) => string} HandleJson
 */

// The runtime's module, imported at once (beside the snapshot and the site pack) and handed to loadPyodide.
const runtime = import("./pyodide/pyodide.asm.mjs");
runtime.catch(() => {}); // reported by loadPyodide

// Filled in by build.py: the site pack of pydantic, pydantic_core and py_rules, its sha256, and the sha256 of
// the tar inside (what the service worker's inflated copy must hash to).
const SITE = { file: "__SITE_FILE__", sha256: "__SITE_SHA256__", tarSha256: "__SITE_TAR_SHA256__" };
// Filled in by build.py: a hash of everything a memory snapshot depends on (the runtime, the stdlib, the site
// pack, this file and snapshot.js), so a snapshot is only ever restored into the build that made it.
const SNAPSHOT_KEY = "__SNAPSHOT_KEY__";
// Filled in by build.py: the pack of what only the hand-over by QR code needs (segno's encoder, issue 27),
// relative to pyodide/; not on the start path: installed when the first code is made.
const QR = { file: "__QR_FILE__", sha256: "__QR_SHA256__", tarSha256: "__QR_TAR_SHA256__" };
// Filled in by build.py: "dev" in a development build (`build.py --dev`), "release" otherwise. Only a
// development build offers a browser test the hook below (self.druzinaDev); a release build has none.
/** @type {string} */
const BUILD_KIND = "__BUILD_KIND__";

/** The same text as py_rules/faults.py, for a failure Python could not report itself. @param {string} ref */
const internalMessage = (ref) => `V aplikaci nastala neočekávaná chyba (kód ${ref}). Nic se nezměnilo: deník i `
  + "uložená data zůstala, jak byla. Zkus to znovu, případně s jinými volbami; "
  + `pokud se chyba opakuje, pošli kód ${ref} `
  + "autorům aplikace.";

/** A caught value's `stack` or `message` (anything may be thrown), or undefined. */
const member = (/** @type {unknown} */ error, /** @type {"stack" | "message"} */ name) =>
  (error ? /** @type {{stack?: unknown, message?: unknown}} */ (error)[name] : undefined);

/** Post `message` to the page (the protocol: types/engine.d.ts). */
const send = (/** @type {WorkerMessage} */ message) => postMessage(message);

/**
 * The reply to command `id` when the engine itself failed: the Czech message with a ref; the error to the
 * console.
 * @param {number} id
 * @param {unknown} error
 * @returns {EngineReply}
 */
function faultReply(id, error) {
  const ref = crypto.getRandomValues(new Uint32Array(1))[0].toString(16).padStart(8, "0");
  const trace = String(member(error, "stack") || error).slice(-8000);
  console.error(`Družina: neočekávaná chyba ${ref}\n${trace}`);
  return { id, ok: false, error: { code: "internal", message: internalMessage(ref), ref }, fault: { ref, trace } };
}

// A stage reached, with when on the shared wall clock (ms since 1970), so the page marks it when it happened even
// if it reads the message later (a worker created by the page's inline script reports before it is adopted).
// `restored`: the engine came from the memory snapshot (stage "packages").
const progress = (/** @type {ProgressMessage["stage"]} */ stage, restored = false) => send({
  type: "progress", stage, at: performance.timeOrigin + performance.now(), ...(restored ? { restored } : {}),
});

/**
 * The engine restored from `saved` (readSnapshot) with the site pack installed and checked, or null if there
 * is no snapshot, or it fails its checksum, or it does not restore (then it is dropped). Throws only what an
 * ordinary start would throw too (the site pack's failures).
 * @param {StoredSnapshot} saved
 * @param {Promise<Uint8Array>} site
 * @param {Promise<(WebAssembly.Module | null)[]>} compiled
 * @param {PyodideConfig} options
 * @returns {Promise<PyodideAPI | null>}
 */
async function restore(saved, site, compiled, options) {
  const memory = await saved.memory.catch(() => null); // only its header read so far
  if (!memory) return null;
  const install = siteInstaller(site, undefined, compiled);
  let pyodide;
  try {
    pyodide = await loadPyodide({ ...options, ...preloading(runtime, install, { ...saved, memory }).options });
    // The restored interpreter would repeat the snapshot's pseudo-random state (dice use the system's
    // randomness, but nothing else should repeat either).
    pyodide.runPython("import random; random.seed()");
  } catch {
    await forgetSnapshots();
    return null;
  }
  await install.check();
  return pyodide;
}

/**
 * The engine started the ordinary way, with the snapshot of it made just after py_rules was imported (null if
 * the start gave no fingerprint to keep it under).
 * @param {Promise<Uint8Array>} site
 * @param {Promise<(WebAssembly.Module | null)[]>} compiled
 * @param {PyodideConfig} options
 * @returns {Promise<{pyodide: PyodideAPI, snapshot: Snapshot | null}>}
 */
async function startAnew(site, compiled, options) {
  const install = siteInstaller(site, undefined, compiled);
  const preload = preloading(runtime, install);
  const pyodide = await loadPyodide({ ...options, ...preload.options, _makeSnapshot: true });
  await install.check();
  progress("packages");
  importEngine(pyodide);
  const fingerprint = preload.fingerprint();
  return { pyodide, snapshot: fingerprint ? { memory: pyodide.makeMemorySnapshot(), fingerprint } : null };
}

/** Import the facade; a failure says, in Czech, what is missing. @param {PyodideAPI} pyodide */
function importEngine(pyodide) {
  try {
    pyodide.runPython("import py_rules.api");
  } catch (error) { // a Python traceback is no message for a player: its last line says what is missing
    const last = String(member(error, "message") || error).trim().split("\n").pop();
    throw new Error(`Balíček pravidel se nenačetl (${last}).`, { cause: error });
  }
}

/** Start the engine; resolves with the facade's entry point. @returns {Promise<HandleJson>} */
async function boot() {
  const indexURL = new URL("./pyodide/", self.location.href).href;
  progress("runtime");
  const saved = readSnapshot(SNAPSHOT_KEY); // read beside everything below
  // Fetch, check and inflate the packages while the runtime loads, and start compiling their WebAssembly;
  // they are written into site-packages before the interpreter starts (fsInit), which also waits for the
  // compiled library, so that the runtime loads it without compiling it again.
  const site = fetchSite(indexURL + SITE.file, SITE.sha256, SITE.tarSha256);
  const compiled = site.then((tar) => Promise.all(compileLibraries(tar)));
  /** @type {PyodideConfig} */
  const options = {
    indexURL,
    lockFileURL: indexURL + "druzina-lock.json", // the runtime's ABI only: no package is loaded through it
    checkAPIVersion: true,
    // pydantic would otherwise scan every installed distribution for plugins when it builds the first model.
    env: { PYDANTIC_DISABLE_PLUGINS: "__all__" },
  };
  // This build's snapshot of the started engine if there is one (web/snapshot.js); otherwise, or if it
  // fails, the ordinary start, which makes the snapshot for the next one.
  let pyodide = await restore(saved, site, compiled, options);
  /** @type {Snapshot | null} */
  let snapshot = null;
  if (pyodide) progress("packages", true);
  else ({ pyodide, snapshot } = await startAnew(site, compiled, options));
  const api = pyodide.pyimport("py_rules.api");
  if (BUILD_KIND === "dev") {
    // Development builds only: a browser test runs Python in the engine through this, e.g. to make an action
    // fail and check what the player sees (tests/browser/test_faults.py).
    self.druzinaDev = { runPython: (code) => { pyodide.runPython(code); } };
  }
  /** @type {HandleJson} */
  const handleJson = api.handle_json;
  engine = pyodide;
  progress("ready");
  if (snapshot) {
    // After the first answer's turn, off the start's path; a failure (quota) only means the next start is
    // ordinary again.
    const made = snapshot;
    setTimeout(() => storeSnapshot(SNAPSHOT_KEY, made).then(
      (stored) => send({ type: "snapshot", stored }), // false: nowhere to keep it (snapshot.js place)
      () => send({ type: "snapshot", stored: false })).finally(() => { snapshot = null; }));
  }
  return handleJson;
}

/** @type {PyodideAPI | null} the started Pyodide, for installing the QR pack later */
let engine = null;
/** @type {Promise<void> | null} */
let qrPack = null;

/** The QR pack fetched (the service worker keeps it), checked and written into site-packages, once. */
function installQr() {
  if (!qrPack) {
    const url = new URL(QR.file, new URL("./pyodide/", self.location.href)).href;
    qrPack = fetchSite(url, QR.sha256, QR.tarSha256).then((tar) => {
      const python = /** @type {PyodideAPI} */ (engine); // set before the first command is answered
      const sitePackages = python.runPython("import sys; next(p for p in sys.path if p.endswith('site-packages'))");
      unpackSite(python.FS, tar, sitePackages);
      python.runPython("import importlib; importlib.invalidate_caches()");
    });
    qrPack.catch(() => { qrPack = null; }); // tried again on the next hand-over
  }
  return qrPack;
}

const ready = boot();
ready.catch((error) => send({ type: "fatal", message: String(member(error, "message") || error) }));

self.onmessage = async (event) => {
  /** @type {Partial<EngineRequest>} */
  const { id, cmd } = event.data || {};
  if (typeof id !== "number") return;
  /** @type {HandleJson} */
  let handleJson;
  try {
    handleJson = await ready;
  } catch (error) {
    send({ id, ok: false, error: { code: "engine_unavailable", message: "Pravidla se nenačetla." } });
    return;
  }
  if (cmd && cmd.op === "handover" && cmd.images !== false) {
    try {
      await installQr();
    } catch (error) {
      const message = "Knihovnu QR kódů se nepodařilo načíst. Stáhne se, když aplikaci spustíš s připojením "
        + `k síti; pak funguje i offline. (${String(member(error, "message") || error)})`;
      send({ id, ok: false, error: { code: "qr_unavailable", message } });
      return;
    }
  }
  try { // handle_json itself never raises (py_rules/api.py); this is for the runtime failing under it
    /** @type {EngineAnswer} */
    const reply = JSON.parse(handleJson(JSON.stringify(cmd)));
    send({ id, ...reply });
  } catch (error) {
    send(faultReply(id, error));
  }
};
