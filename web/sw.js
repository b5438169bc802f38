// Service worker: every asset of this build under a content-hashed cache name (filled in by build.py).
//
// A first visit downloads each byte once: install precaches only the small shell (the copies the page has just
// loaded, checked against this build: see `precache`), the page boots Python once this worker controls it, the
// runtime and wheels are cached as the boot fetches them through here, and the page then asks for whatever is
// still missing. Concurrent requests for one URL share one download.
/** This script's global scope (TypeScript's WebWorker library types `self` as any worker's). */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const CACHE = "__CACHE_NAME__";
/** @type {string[]} */
const ASSETS = [] /* __ASSETS__ */;
/** @type {Record<string, string>} each asset's sha256 in Subresource Integrity form ("sha256-…") */
const INTEGRITY = {} /* __INTEGRITY__ */;
// What only the hand-over by QR code needs (./lazy/, issue 27) is left out of the install precache (the first
// start does not wait for it) and fetched with the rest of the completion once the engine has answered, so a
// phone that never used the hand-over online has it offline at the table.
const LAZY = (/** @type {string} */ url) => url.startsWith("./lazy/");
const SHELL = ASSETS.filter((url) => !url.startsWith("./pyodide/") && !LAZY(url));
// The gzipped tar assets (the site pack) are also served inflated, under their name without ".gz".
const INFLATED = new Set(ASSETS.filter((url) => url.endsWith(".tar.gz"))
  .map((url) => new URL(url.slice(0, -3), sw.registration.scope).href));
/** @type {Map<string, Promise<Response>>} one download per URL at a time */
const inflight = new Map();
/**
 * Keep the worker alive until `promise` settles (an ExtendableEvent's `waitUntil`).
 * @typedef {(promise: Promise<unknown>) => void} WaitUntil
 */

/**
 * Store the shell file `url` in this build's cache, with no second download of what the page has just loaded:
 * the copy in the browser's HTTP cache is taken as it is ("force-cache": no request, not even one to revalidate
 * it), but only if its sha256 is this build's (`integrity`), so that a copy of an older build is never stored
 * under this build's name; otherwise the file is downloaded anew ("reload"), under the same check. A host still
 * serving an older file fails the install, and the service worker in control keeps serving its own whole build.
 * (A browser whose service worker does not share the page's HTTP cache, such as a private window of WebKit,
 * downloads the shell again here.)
 * @param {Cache} cache
 * @param {string} url
 */
async function precache(cache, url) {
  const integrity = INTEGRITY[url];
  const cached = await fetch(url, { cache: "force-cache", integrity }).catch(() => null);
  const response = cached && cached.ok ? cached : await fetch(url, { cache: "reload", integrity });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await cache.put(url, response);
}

sw.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(SHELL.map((url) => precache(cache, url)))));
});

sw.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith("druzina-") && n !== CACHE).map((n) => caches.delete(n)));
    await sw.clients.claim();
  })());
});

/**
 * The network response for `url`, stored in the cache as it streams; one download per URL at a time.
 * WebAssembly (the runtime) is stored first and answered from the cache: Chromium keeps the code it compiles
 * from a response only if that response came from Cache Storage, so a runtime handed over as it streamed in
 * was compiled again on the second visit, about 0.3 s more than on every visit after it (issue 11). The
 * first visit pays instead: its compiling starts when the download has ended, not while it runs.
 * @param {string} url
 * @param {WaitUntil} waitUntil
 * @returns {Promise<Response>}
 */
function download(url, waitUntil) {
  let pending = inflight.get(url);
  if (!pending) {
    pending = fetch(url, { cache: "no-cache" }).then(async (response) => {
      if (response.ok && url.endsWith(".wasm")) {
        const streamed = response.clone(); // answered after all if the cache refuses the download (quota)
        try {
          const cache = await caches.open(CACHE);
          await cache.put(url, response);
          return (await cache.match(url)) || streamed;
        } catch {
          return streamed;
        } finally {
          inflight.delete(url);
        }
      }
      if (response.ok) {
        const copy = response.clone();
        waitUntil(caches.open(CACHE).then((cache) => cache.put(url, copy)).finally(() => inflight.delete(url)));
      } else {
        inflight.delete(url);
      }
      return response;
    }, (error) => { inflight.delete(url); throw error; });
    inflight.set(url, pending);
  }
  return pending.then((response) => response.clone());
}

/** The cached copy of `url`, else its download. @param {string} url @param {WaitUntil} waitUntil */
async function cachedOrDownload(url, waitUntil) {
  const hit = await caches.open(CACHE).then((cache) => cache.match(url));
  return hit || download(url, waitUntil);
}

/**
 * The asset `url` + ".gz" inflated, kept in the cache under `url` (issue 11: the site pack, whose inflating
 * took the engine worker's thread while Python was starting). Made once from the cached or downloaded
 * asset, so nothing is downloaded twice; a download that does not inflate stores nothing and fails the
 * response, and the worker then falls back to the asset itself (web/sitepack.js).
 * @param {string} url
 * @param {WaitUntil} waitUntil
 * @returns {Promise<Response>}
 */
async function inflated(url, waitUntil) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(url);
  if (hit) return hit;
  const packed = await cachedOrDownload(url + ".gz", waitUntil);
  if (!packed.ok || !packed.body) return packed;
  const headers = { "Content-Type": "application/x-tar" };
  const [body, copy] = packed.body.pipeThrough(new DecompressionStream("gzip")).tee();
  waitUntil(cache.put(url, new Response(copy, { headers })).catch(() => {}));
  return new Response(body, { headers });
}

sw.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  if (type === "skip-waiting") sw.skipWaiting();
  if (type === "complete-precache") {
    const urls = ASSETS.map((url) => new URL(url, sw.registration.scope).href);
    const keep = (/** @type {Promise<unknown>} */ p) => event.waitUntil(p);
    event.waitUntil(Promise.all(urls.map((url) => cachedOrDownload(url, keep).then((r) => r.arrayBuffer()))));
  }
});

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== sw.location.origin) return;
  if (!url.search && INFLATED.has(url.href)) {
    event.respondWith(inflated(url.href, (p) => event.waitUntil(p)));
    return;
  }
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // An exact match first: matching with ignoreSearch makes the browser scan every entry of the cache.
    const hit = await cache.match(request) || (url.search && await cache.match(request, { ignoreSearch: true }));
    if (hit) return hit;
    if (request.mode === "navigate") {
      const shell = await cache.match("./");
      if (shell) return shell;
    }
    url.search = "";
    return download(url.href, (p) => event.waitUntil(p));
  })());
});
