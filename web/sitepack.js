// The engine's Python packages (pydantic, pydantic_core, py_rules and their dependencies) as one gzipped tar
// that build.py lays out like site-packages (issue 11). The worker fetches it while the runtime loads, checks
// its sha256, inflates it (DecompressionStream, or the service worker's inflated copy) and writes the files
// straight into Pyodide's file system before the interpreter starts: no wheel is unpacked by Python and
// Pyodide's package loader is never used. Python then imports pydantic_core's extension module from there as
// on any system (dlopen; a worker may compile WebAssembly synchronously). tests/pyodide/run_engine_tests.mjs
// installs the same file the same way.

/**
 * The two calls of Emscripten's file system this module makes (Pyodide's `FS`; its package types it as `any`).
 * @typedef {{mkdirTree(path: string): void, writeFile(path: string, data: Uint8Array): void}} EmscriptenFS
 */
/**
 * A regular file of the site pack: its path in site-packages and its bytes (a view into the tar).
 * @typedef {{path: string, data: Uint8Array}} TarEntry
 */
/**
 * What `siteInstaller` returns: `fsInit` for loadPyodide, `check` once it has started, `libraries` the
 * installed WebAssembly libraries, `compiledLibrary` one of them compiled ahead (or null).
 * @typedef {{
 *   fsInit(FS: EmscriptenFS, paths: {sitePackages: string}): Promise<void>,
 *   check(): Promise<void>,
 *   libraries(): string[],
 *   compiledLibrary(path: string): WebAssembly.Module | null,
 * }} SiteInstaller
 */
/** Which files of the pack to leave out, by path: @typedef {(path: string) => boolean} Skip */

const BLOCK = 512;
const decoder = new TextDecoder();
const damaged = (/** @type {string} */ what) => new Error(`Balíček pravidel je poškozený (${what}).`);

/**
 * The site pack's tar, checked against its sha256. `url` is the gzipped pack (`sha256` its hex digest).
 * The service worker keeps an inflated copy under the same URL without ".gz" (sw.js), so a start after the
 * first reads that and inflates nothing (issue 11); without a service worker that URL does not exist, and the
 * download is inflated here. A copy that fails its check is dropped (the pack is used instead); a pack that
 * fails its check is dropped from the caches too, so that the next load downloads it again.
 * @param {string} url
 * @param {string} sha256
 * @param {string} tarSha256
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
export async function fetchSite(url, sha256, tarSha256) {
  const tarURL = url.replace(/\.gz$/, "");
  let tar = null;
  try {
    const response = await fetch(tarURL);
    if (response.ok) tar = new Uint8Array(await response.arrayBuffer());
  } catch {
    // no inflated copy (offline before it was made, or a damaged download that did not inflate)
  }
  if (tar && await hex(tar) === tarSha256) return tar;
  if (tar) await forget(tarURL); // a damaged copy: the service worker makes it again from the pack below
  let response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error("Balíček pravidel se nepodařilo stáhnout (jsi offline?); obnov stránku.");
  }
  if (!response.ok) throw new Error(`Balíček pravidel se nepodařilo stáhnout (HTTP ${response.status}).`);
  const packed = await response.arrayBuffer();
  const digest = await hex(packed);
  if (digest !== sha256) {
    await forget(tarURL, url); // so that reloading the page downloads it again instead of reusing the damaged copy
    throw new Error(`Balíček pravidel je poškozený (sha256 ${digest.slice(0, 12)}…); obnov stránku.`);
  }
  return inflate(packed);
}

/** The sha256 of `bytes`, in hex. @param {BufferSource} bytes */
async function hex(bytes) {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
    .map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Drop `urls` from the app's service-worker caches (named druzina-…), where a damaged copy may sit.
 * @param {string[]} urls
 */
async function forget(...urls) {
  if (typeof caches === "undefined") return;
  for (const name of await caches.keys()) {
    if (!name.startsWith("druzina-")) continue;
    const cache = await caches.open(name);
    for (const url of urls) await cache.delete(url);
  }
}

/**
 * gunzip `packed` (an ArrayBuffer or typed array) with the platform's own decompressor.
 * @param {BlobPart} packed
 */
export async function inflate(packed) {
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The text of a tar header's field (up to its first NUL).
 * @param {Uint8Array} tar
 * @param {number} offset
 * @param {number} length
 */
function field(tar, offset, length) {
  return decoder.decode(tar.subarray(offset, offset + length)).replace(/\0[\s\S]*$/, "");
}

/**
 * The regular files of the ustar archive `tar`, in order, as {path, data} (data is a view into `tar`).
 * Throws on anything that is not a well-formed ustar archive of plain files: a corrupted cache must fail
 * loudly, not half-install a package.
 * @param {Uint8Array} tar
 * @returns {Generator<TarEntry, void, void>}
 */
export function* entries(tar) {
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const name = field(tar, offset, 100);
    if (!name) return; // the two zero blocks that end the archive
    if (field(tar, offset + 257, 5) !== "ustar") throw damaged(`hlavička na bajtu ${offset}`);
    const prefix = field(tar, offset + 345, 155);
    const size = parseInt(field(tar, offset + 124, 12).trim(), 8);
    const type = field(tar, offset + 156, 1);
    const path = prefix ? `${prefix}/${name}` : name;
    const fits = Number.isInteger(size) && size >= 0 && offset + BLOCK + size <= tar.length;
    if (!fits) throw damaged(`délka souboru ${path}`);
    if (type !== "0" && type !== "") throw damaged(`${path} není obyčejný soubor`);
    if (path.startsWith("/") || path.split("/").includes("..")) throw damaged(`nebezpečná cesta ${path}`);
    yield { path, data: tar.subarray(offset + BLOCK, offset + BLOCK + size) };
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
}

/**
 * Install the site pack (`site`, a promise of its tar) into Pyodide's site-packages before Python starts:
 * pass `fsInit` to `loadPyodide`, then call `check()`, which rejects with what went wrong (the download, the
 * check, the archive). Written before the interpreter starts, the files need no import cache invalidated
 * (which imports importlib.metadata: ~14 ms). `skip(path)` leaves a file out. `compiled` (optional) is what
 * `compileLibraries` started for the same tar, as a promise of its array: the install waits for it, and
 * `compiledLibrary(path)` then hands the compiled module over, so that the library is compiled once.
 * @param {Promise<Uint8Array>} site
 * @param {Skip} skip
 * @param {Promise<(WebAssembly.Module | null)[]> | null} compiled
 * @returns {SiteInstaller}
 */
export function siteInstaller(site, skip = () => false, compiled = null) {
  site.catch(() => {}); // a failure is reported by `check`, not as an unhandled rejection meanwhile
  compiled?.catch(() => {}); // (it fails with the site)
  /** @type {Promise<void> | null} */
  let installed = null;
  /** @type {string[]} */
  let libraries = [];
  /** @type {Map<string, WebAssembly.Module | null>} */
  let modules = new Map();
  return {
    fsInit(FS, { sitePackages }) {
      installed = site.then(async (tar) => {
        unpackSite(FS, tar, sitePackages, skip);
        const found = [...entries(tar)].filter(({ path }) => path.endsWith(".so"));
        libraries = found.filter(({ path }) => !skip(path)).map(({ path }) => `${sitePackages}/${path}`);
        const ready = compiled ? await compiled.catch(() => []) : [];
        modules = new Map(found.map(({ path }, i) => [`${sitePackages}/${path}`, ready[i] || null]));
      });
      return installed.catch(() => {}); // Pyodide would only log a failure: `check` reports it
    },
    async check() {
      if (!installed) throw new Error("Balíček pravidel se nenainstaloval.");
      await installed;
    },
    /** The installed WebAssembly libraries (pydantic_core's `.so`), as paths in the file system. */
    libraries() {
      return libraries;
    },
    /** The compiled module of the installed library `path`, or null (not compiled ahead: load it from the file). */
    compiledLibrary(path) {
      return modules.get(path) || null;
    },
  };
}

/**
 * Write every file of `tar` under `directory` with Emscripten's `FS`; `skip(path)` leaves a file out.
 * Returns the number of files written.
 * @param {EmscriptenFS} FS
 * @param {Uint8Array} tar
 * @param {string} directory
 * @param {Skip} skip
 */
export function unpackSite(FS, tar, directory, skip = () => false) {
  const made = new Set();
  let written = 0;
  for (const { path, data } of entries(tar)) {
    if (skip(path)) continue;
    const target = `${directory}/${path}`;
    const folder = target.slice(0, target.lastIndexOf("/"));
    if (!made.has(folder)) {
      FS.mkdirTree(folder);
      made.add(folder);
    }
    FS.writeFile(target, data);
    written++;
  }
  return written;
}

/**
 * Start compiling the pack's WebAssembly libraries (pydantic_core's `.so`) on the browser's background
 * threads while Python is still starting: one promise per library, in the pack's order, of its module (null
 * if it did not compile). Handed to `siteInstaller`, the modules are what the runtime loads, so the library
 * is compiled once in every engine: V8 would reuse a compilation of the same bytes by itself, but
 * SpiderMonkey compiled the library a second time, on the worker's thread (≈ 0.2 s of Firefox's warm start,
 * issue 24). A failure here only loses the head start.
 * @param {Uint8Array} tar
 * @returns {Promise<WebAssembly.Module | null>[]}
 */
export function compileLibraries(tar) {
  return [...entries(tar)].filter(({ path }) => path.endsWith(".so"))
    .map(({ data }) => WebAssembly.compile(data.slice()).catch(() => null));
}
