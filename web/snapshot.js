// A memory snapshot of the started engine, made on this device (issue 11). A warm start used to spend most of
// its time starting Python (the runtime's own initialisation) and importing pydantic, py_rules and the five
// games; Pyodide can instead restore the WebAssembly memory of an interpreter that had already done all that.
// The first start of a build makes the snapshot once py_rules is imported and stores it after the first answer;
// later starts restore it. Nothing of it is downloaded: a first visit fetches what it fetched before. It holds
// no player data: it is taken before the engine has received a single command.
//
// It rests on Pyodide's private snapshot API (`_makeSnapshot`, `makeMemorySnapshot`, `_loadSnapshot`) and on
// Emscripten's module hooks, of the pinned Pyodide; the snapshot's key includes the runtime's files, so a
// snapshot is never restored into another runtime, and tests/test_snapshot.py runs the whole parity suite on
// a restored engine under Node.
//
// pydantic_core's WebAssembly library lives partly outside that memory (its code, its function table slots),
// so it is loaded by JavaScript at the same point of every start: right after the runtime initialises, before
// Python starts or the memory is restored. Its memory then sits at the same address in both starts; a
// fingerprint taken there (the table's length, the next allocation's address) is stored with the snapshot and
// compared before a restore, which is refused if anything moved.
//
// Where it is kept (one place per browser, chosen by what the browser has): the origin private file system
// where it has synchronous access handles and `move` (Chromium, Firefox); else IndexedDB, as one ArrayBuffer per build
// (WebKit without `navigator.storage`, as Debian's WebKitGTK; older Safari); else nowhere, and every start is an
// ordinary one. Both keep the same bytes under the same checksum, fingerprint and refusal rules.
//
// Stored form, one file per build: the sha256 of the body, then the body.
// The memory is mostly zero pages, so the body keeps only pages holding data: "DRZS" magic, u32 format,
// u32 memory length, u32 page count N, u32 fingerprint length F, F bytes of fingerprint (UTF-8, padded to
// 4 bytes), N × u32 page index, then N × 4096 bytes. The checksum is checked before anything of the snapshot
// runs: a damaged file is dropped and Python starts the ordinary way.

/**
 * @import { PyodideConfig } from "pyodide"
 * @import { CreatePyodideModule, EmscriptenModule, EmscriptenSettings } from "./pyodide/pyodide.asm.mjs"
 * @import { SiteInstaller } from "./sitepack.js"
 */
/**
 * A snapshot to keep: the interpreter's memory (`pyodide.makeMemorySnapshot()`) and the fingerprint of where
 * pydantic_core's library sat in it.
 * @typedef {{memory: Uint8Array, fingerprint: string}} Snapshot
 */
/**
 * A stored snapshot being read (readSnapshot): `memory` the array it is decoded into, `filled` its fingerprint
 * once decoded, `intact` whether its checksum holds (null: no file).
 * @typedef {{memory: Promise<Uint8Array<ArrayBuffer>>, filled: Promise<string>, intact: Promise<boolean | null>}}
 *   StoredSnapshot
 */
/**
 * A stored snapshot to restore: readSnapshot's, with the array its `memory` resolved with.
 * @typedef {Omit<StoredSnapshot, "memory"> & {memory: Uint8Array<ArrayBuffer>}} Restoring
 */
/**
 * A stored file, read whole or in part: a File (origin private file system) or an IndexedDB ArrayBuffer
 * dressed as one.
 * @typedef {{slice(start: number, end: number): {arrayBuffer(): Promise<ArrayBuffer>},
 *   arrayBuffer(): Promise<ArrayBuffer>}} StoredFile
 */

const FOLDER = "druzina-snapshot"; // in the origin private file system: a plain, quick file read
const DATABASE = "druzina-snapshot"; // in IndexedDB, where the browser has no such file system
const FILES = "files"; // its one object store: file name → Blob
const MAGIC = 0x535a5244; // "DRZS" little-endian
const FORMAT = 2;
const PAGE = 4096;
const HEADER = 20;
const DIGEST = 32;
const BATCH = 256; // pages encoded or written between two turns of the worker's event loop (1 MiB)

// A file system that does not answer must not hold the start up: past these limits the engine starts the
// ordinary way (a snapshot that is merely slow to find is not worth waiting for).
const LOOKUP_LIMIT_MS = 3000;
const READ_LIMIT_MS = 15000;

// How the runtime loads pydantic_core's library at start-up: now, not global, never unloaded.
const LIBRARY = { loadAsync: false, global: false, nodelete: true, allowUndefined: true };

const pause = () => new Promise((resolve) => { setTimeout(resolve, 0); });

/**
 * `promise`, or a rejection with `failure()` (default: a timeout error) if it has not settled within `ms`.
 * @template T
 * @param {number} ms
 * @param {Promise<T>} promise
 * @param {() => Error} failure
 * @returns {Promise<T>}
 */
function within(ms, promise, failure = () => new Error("snapshot timed out")) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const late = new Promise((_, reject) => { timer = setTimeout(() => reject(failure()), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const fileName = (/** @type {string} */ key) => `${key}.bin`;
const padded = (/** @type {number} */ length) => Math.ceil(length / 4) * 4;

/** Raised for a build with no stored snapshot (not a failure: Python then starts the ordinary way). */
export class NoSnapshot extends Error {}

/**
 * `loadPyodide` options that install the site pack (`install`, from sitepack.js's siteInstaller) and load its
 * WebAssembly libraries as soon as the runtime has initialised. With `saved` ({memory, filled, intact}:
 * readSnapshot's, with the array its `memory` resolved with) they restore the snapshot: the runtime is
 * instantiated while the file is still being read and checked (the file system's set-up waits for both), the
 * memory is grown to the snapshot's size, and a fingerprint that differs, a file that could not be read or a
 * checksum that fails makes Pyodide refuse the snapshot (loadPyodide rejects) before anything of it runs.
 * `fingerprint()` tells the start's own. `runtime` is the import of the runtime's pyodide.asm.mjs.
 * @param {Promise<{default: CreatePyodideModule}>} runtime
 * @param {SiteInstaller} install
 * @param {Restoring | null} saved
 * @returns {{options: PyodideConfig, fingerprint: () => string | null}}
 */
export function preloading(runtime, install, saved = null) {
  /** @type {string | null} */
  let fingerprint = null;
  /** @type {string | null} */
  let expected = null;
  /** @type {CreatePyodideModule} */
  const createPyodideModule = async (/** @type {EmscriptenSettings} */ settings) => {
    // the settings become the module: Emscripten adds its members to this very object
    const Module = /** @type {EmscriptenSettings & EmscriptenModule} */ (settings);
    const create = (await runtime).default;
    Module.onRuntimeInitialized = () => {
      try {
        for (const path of install.libraries()) {
          const compiled = install.compiledLibrary(path);
          // Compiled ahead (sitepack.js compileLibraries): instantiated from the module, as Emscripten's own
          // preloading of a library does, and then registered like any loaded library.
          if (compiled) Module.preloadedWasm[path] = Module.loadWebAssemblyModule(compiled, { ...LIBRARY }, path);
          Module.loadDynamicLibrary(path, { ...LIBRARY });
        }
        const probe = Module._malloc(16);
        Module._free(probe);
        fingerprint = `${Module.wasmTable.length}:${probe}:${install.libraries().join(",")}`;
      } catch {
        fingerprint = null; // Python loads the library itself when imported (and reports it if it cannot)
      }
      if (!saved) return;
      if (fingerprint === null || fingerprint !== expected) saved.memory.fill(0, 0, 4); // Pyodide checks the magic
      else if (Module.HEAP8.length < saved.memory.length) Module.growMemory(saved.memory.length);
    };
    return create(Module);
  };
  /** @type {PyodideConfig} */
  const options = { createPyodideModule, fsInit: install.fsInit };
  if (saved) {
    options._loadSnapshot = saved.memory; // still empty: filled before the runtime initialises
    const restoring = saved;
    options.fsInit = async (FS, paths) => {
      await install.fsInit(FS, paths);
      // Nothing runs from a snapshot whose checksum fails (the checksum is ready by now: it is computed while
      // the runtime is instantiated).
      const [storedWith, intact] = await Promise.all([restoring.filled.catch(() => null), restoring.intact]);
      expected = intact ? storedWith : null;
    };
  }
  return { options, fingerprint: () => fingerprint };
}

/**
 * Where this browser keeps the snapshot: "files" (origin private file system), "indexeddb", or null.
 * @returns {"files" | "indexeddb" | null}
 */
export function place() {
  /** @type {Partial<typeof globalThis>} what of the WebWorker library's globals this browser has */
  const scope = globalThis;
  if (scope.navigator?.storage?.getDirectory && scope.FileSystemSyncAccessHandle
      && scope.FileSystemFileHandle?.prototype.move) return "files";
  return globalThis.indexedDB ? "indexeddb" : null;
}

/** @param {boolean} create */
async function folder(create) {
  return (await navigator.storage.getDirectory()).getDirectoryHandle(FOLDER, { create });
}

/**
 * A request's result as a promise.
 * @template T
 * @param {IDBRequest<T>} request
 * @returns {Promise<T>}
 */
const settled = (request) => new Promise((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
});

/** @returns {Promise<IDBDatabase>} */
function database() {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(FILES);
  return settled(request);
}

/**
 * Run `work(store)` in one transaction of the snapshot database; resolves once the transaction completes.
 * @template T
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => T | Promise<T>} work
 * @returns {Promise<T>}
 */
async function transaction(mode, work) {
  const db = await database();
  try {
    const tx = db.transaction(FILES, mode);
    const done = new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error || new Error("snapshot transaction aborted"));
    });
    const result = await work(tx.objectStore(FILES));
    await done;
    return result;
  } finally {
    db.close();
  }
}

/**
 * The stored file (a File or Blob) of `key`, or null.
 * @param {string} key
 * @returns {Promise<StoredFile | null>}
 */
async function storedFile(key) {
  if (place() === "files") {
    try {
      return await (await (await folder(false)).getFileHandle(fileName(key))).getFile();
    } catch {
      return null; // no folder or no file
    }
  }
  if (place() === "indexeddb") {
    /** @type {unknown} */
    const stored = await transaction("readonly", (files) => settled(files.get(fileName(key))));
    if (!(stored instanceof ArrayBuffer)) return null;
    // read like a File, without copying the whole snapshot into a Blob
    return {
      slice: (start, end) => ({ arrayBuffer: () => Promise.resolve(stored.slice(start, end)) }),
      arrayBuffer: () => Promise.resolve(stored),
    };
  }
  return null;
}

/** @param {BufferSource} bytes */
async function sha256(bytes) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

/**
 * The stored snapshot of `key` (a hash of this build's runtime, stdlib, site pack and start-up scripts), read
 * beside the runtime's own loading, with the browser's own threads doing the reading. `memory` resolves, as
 * soon as the file's header is read, with an array the size of the snapshot (or rejects: NoSnapshot, or not
 * a snapshot); `filled` resolves (with the snapshot's fingerprint) once the snapshot is decoded into it, or
 * rejects; `intact` resolves with whether the checksum holds (null: no file), computed meanwhile on the
 * browser's crypto thread. A damaged file is dropped.
 * @param {string} key
 * @returns {StoredSnapshot}
 */
export function readSnapshot(key) {
  const file = within(LOOKUP_LIMIT_MS, (async () => {
    const found = await storedFile(key).catch(() => null);
    if (!found) throw new NoSnapshot("no snapshot");
    return found;
  })(), () => new NoSnapshot("the file system did not answer"));
  const memory = within(LOOKUP_LIMIT_MS, file.then(async (found) =>
    new Uint8Array(header(await found.slice(DIGEST, DIGEST + HEADER).arrayBuffer()).length)));
  const bytes = within(READ_LIMIT_MS, file.then(async (found) => new Uint8Array(await found.arrayBuffer())));
  const filled = Promise.all([bytes, memory]).then(([stored, into]) => decode(stored.subarray(DIGEST), into));
  const intact = bytes.then(async (stored) => {
    const digest = await sha256(stored.subarray(DIGEST));
    return stored.length > DIGEST && digest.every((byte, i) => byte === stored[i]);
  }, (error) => (error instanceof NoSnapshot ? null : false));
  filled.catch((error) => { if (!(error instanceof NoSnapshot)) forgetSnapshots(); });
  intact.then((ok) => { if (ok === false) forgetSnapshots(); });
  return { memory, filled, intact };
}

/**
 * Keep `snapshot` ({memory: pyodide.makeMemorySnapshot(), fingerprint}) for `key`, replacing any other;
 * resolves with whether it was kept (false: the browser has nowhere to keep it).
 * @param {string} key
 * @param {Snapshot} snapshot
 * @returns {Promise<boolean>}
 */
export async function storeSnapshot(key, snapshot) {
  const where = place();
  if (!where) return false; // nowhere to keep it: every start is an ordinary one
  // In steps, so that the first rolls after a first start are not held up by the writing.
  const body = await encodeInSteps(snapshot);
  const digest = await sha256(body);
  if (where === "indexeddb") {
    // One transaction: the new snapshot replaces every other, whole or not at all. An ArrayBuffer, not a Blob:
    // WebKitGTK refuses to store Blobs in IndexedDB ("Error preparing Blob/File data").
    const whole = new Uint8Array(DIGEST + body.length);
    whole.set(digest, 0);
    whole.set(body, DIGEST);
    await transaction("readwrite", (files) => {
      files.clear();
      files.put(whole.buffer, fileName(key));
    });
    return true;
  }
  const dir = await folder(true);
  const partial = await dir.getFileHandle(`${fileName(key)}.part`, { create: true });
  const access = await partial.createSyncAccessHandle();
  try {
    access.truncate(0);
    access.write(digest, { at: 0 });
    for (let at = 0; at < body.length; at += BATCH * PAGE) {
      access.write(body.subarray(at, at + BATCH * PAGE), { at: DIGEST + at });
      await pause();
    }
    access.flush();
  } finally {
    access.close();
  }
  await partial.move(fileName(key)); // whole or not at all: a half-written file is never found
  for await (const name of dir.keys()) {
    if (name !== fileName(key)) await dir.removeEntry(name).catch(() => {});
  }
  return true;
}

/** Drop every stored snapshot (a damaged one, or one that did not restore); never rejects. */
export async function forgetSnapshots() {
  try {
    if (place() === "files") await (await navigator.storage.getDirectory()).removeEntry(FOLDER, { recursive: true });
    if (place() === "indexeddb") await transaction("readwrite", (files) => { files.clear(); });
  } catch {
    // nothing stored: nothing to drop
  }
}

/**
 * The stored form of {memory, fingerprint} (memory: a Uint8Array whose length is a multiple of 4).
 * @param {Snapshot} snapshot
 */
export function encode(snapshot) {
  const steps = encoding(snapshot);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * `encode` in steps of `BATCH` pages, letting the worker answer commands in between.
 * @param {Snapshot} snapshot
 */
async function encodeInSteps(snapshot) {
  const steps = encoding(snapshot, BATCH);
  let step = steps.next();
  while (!step.done) {
    await pause();
    step = steps.next();
  }
  return step.value;
}

/**
 * `encode`, yielding every `batch` pages.
 * @param {Snapshot} snapshot
 * @param {number} batch
 * @returns {Generator<void, Uint8Array<ArrayBuffer>, void>}
 */
function* encoding({ memory, fingerprint }, batch = Infinity) {
  const words = new Uint32Array(memory.buffer, memory.byteOffset, memory.byteLength >>> 2);
  const pages = [];
  const perPage = PAGE >>> 2;
  for (let page = 0; page * perPage < words.length; page++) {
    if (page % batch === batch - 1) yield;
    const end = Math.min(words.length, (page + 1) * perPage);
    for (let i = page * perPage; i < end; i++) {
      if (words[i] !== 0) {
        pages.push(page);
        break;
      }
    }
  }
  const mark = new TextEncoder().encode(fingerprint);
  const index = HEADER + padded(mark.length);
  const data = index + 4 * pages.length;
  const body = new Uint8Array(data + PAGE * pages.length);
  const view = new DataView(body.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, FORMAT, true);
  view.setUint32(8, memory.byteLength, true);
  view.setUint32(12, pages.length, true);
  view.setUint32(16, mark.length, true);
  body.set(mark, HEADER);
  for (let n = 0; n < pages.length; n++) {
    if (n % batch === batch - 1) yield;
    const page = pages[n];
    view.setUint32(index + 4 * n, page, true);
    body.set(memory.subarray(page * PAGE, Math.min(memory.byteLength, (page + 1) * PAGE)), data + n * PAGE);
  }
  return body;
}

/**
 * The header of a stored body: {length, count, markLength}; throws if it is not a snapshot's.
 * @param {ArrayBuffer | Uint8Array} bytes
 */
export function header(bytes) {
  const view = ArrayBuffer.isView(bytes) ? new DataView(bytes.buffer, bytes.byteOffset, HEADER)
    : new DataView(bytes, 0, HEADER);
  if (view.byteLength < HEADER || view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== FORMAT) {
    throw new Error("not a snapshot");
  }
  return { length: view.getUint32(8, true), count: view.getUint32(12, true), markLength: view.getUint32(16, true) };
}

/**
 * Decode what `encode` stored in `body` into `memory` (an array of the snapshot's size; a new one if not
 * given); returns the fingerprint. Throws on anything malformed.
 * @param {Uint8Array} body
 * @param {Uint8Array | null} memory
 */
export function decode(body, memory = null) {
  if (body.byteLength < HEADER) throw new Error("not a snapshot");
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const { length, count, markLength } = header(body);
  const index = HEADER + padded(markLength);
  const data = index + 4 * count;
  if (length % 4 || body.byteLength !== data + PAGE * count) throw new Error("snapshot length");
  const fingerprint = new TextDecoder().decode(body.subarray(HEADER, HEADER + markLength));
  if (!memory) memory = new Uint8Array(length);
  if (memory.length !== length) throw new Error("snapshot length");
  for (let n = 0; n < count; n++) {
    const start = view.getUint32(index + 4 * n, true) * PAGE;
    if (start >= length) throw new Error("snapshot page");
    memory.set(body.subarray(data + n * PAGE, data + n * PAGE + Math.min(PAGE, length - start)), start);
  }
  return fingerprint;
}
