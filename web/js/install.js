// Installing the app and updating it.
//
// Install: when the browser offers installation (`beforeinstallprompt`), an "Nainstalovat" button appears
// in the top bar; it opens the browser's own prompt and hides once used or once the app is installed.
//
// Update: a new build comes with a new service worker (its cache name is a hash of every asset). When it
// is installed and waiting, the banner says so. Nothing reloads until the player agrees; then the page
// first finishes what is under way (an edit still in a text field is committed by blurring it, rolls and
// saves in flight are awaited), and only then lets the new worker take over and reloads.
import { h, replace, announce } from "./dom.js";

const IDLE_POLL_MS = 100;

/**
 * The browser's offer to install the app (Chromium's BeforeInstallPromptEvent; not in TypeScript's library).
 * @typedef {Event & {prompt(): Promise<void>, userChoice: Promise<{outcome: string}>}} InstallOffer
 */

/** Wire the install button (hidden until the browser offers installation). @param {HTMLElement} button */
export function setupInstall(button) {
  /** @type {InstallOffer | null} */
  let offer = null;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // show our own button instead of the browser's mini-infobar
    offer = /** @type {InstallOffer} */ (event);
    button.hidden = false;
  });
  button.addEventListener("click", async () => {
    if (!offer) return;
    const prompt = offer;
    offer = null;
    button.hidden = true;
    try {
      await prompt.prompt();
      const choice = await prompt.userChoice;
      if (choice && choice.outcome === "accepted") announce("Družina se instaluje.");
    } catch { // the browser withdrew its offer
      announce("Prohlížeč instalaci teď nenabízí; zkus ji z jeho nabídky.");
    }
  });
  window.addEventListener("appinstalled", () => {
    offer = null;
    button.hidden = true;
    announce("Družina je nainstalovaná.");
  });
}

/**
 * Resolves once no engine command (a roll, an edit, a save) has been under way for two polls in a row;
 * `onBusy(n)` is told each time a poll finds one (n polls so far).
 * @param {App} app
 * @param {(n: number) => void} [onBusy]
 * @returns {Promise<void>}
 */
export function whenIdle(app, onBusy = () => {}) {
  return new Promise((resolve) => {
    let quiet = 0;
    let busyPolls = 0;
    const check = () => {
      const busy = app.engine.pending && app.engine.pending.size > 0;
      if (busy) onBusy(++busyPolls);
      quiet = busy ? 0 : quiet + 1;
      if (quiet >= 2) resolve();
      else setTimeout(check, IDLE_POLL_MS);
    };
    check();
  });
}

/** Commit an edit still in a focused field: its `change` fires on blur and goes to the engine. */
function commitPendingEdit() {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  if (active && active !== document.body && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName)) active.blur();
}

/**
 * Watch `registration` for a new version and offer it in `banner`; reload only after the player agrees.
 * Returns {offered()} for tests and callers that want to know whether an update is waiting.
 * @param {App} app
 * @param {ServiceWorkerRegistration} registration
 * @param {HTMLElement} banner
 */
export function watchForUpdates(app, registration, banner) {
  const sw = navigator.serviceWorker;
  const hadController = Boolean(sw.controller);
  let agreed = false;
  /** @type {ServiceWorker | null} the new version offered */
  let shown = null;

  /** @param {HTMLButtonElement} button @param {ServiceWorker | null} worker */
  const apply = async (button, worker) => {
    agreed = true;
    button.disabled = true;
    button.textContent = "Dokončuji rozdělanou práci…";
    banner.dataset.state = "applying";
    commitPendingEdit();
    await whenIdle(app, (n) => { banner.dataset.busyPolls = String(n); }); // tests wait for this count
    button.textContent = "Načítám novou verzi…";
    const waiting = registration.waiting || worker;
    if (waiting && waiting.state !== "activated") waiting.postMessage({ type: "skip-waiting" });
    else location.reload(); // already active (another tab took it): just load it
  };

  const offer = (/** @type {ServiceWorker | null} */ worker) => {
    if (shown === worker) return;
    shown = worker;
    banner.hidden = false;
    banner.dataset.tone = "info";
    banner.dataset.state = "update";
    const later = h("button", { type: "button", class: "link", "data-testid": "update-later",
      onclick: () => { banner.hidden = true; banner.dataset.state = "postponed"; } }, "Později");
    /** @type {HTMLButtonElement} */
    const button = h("button", { type: "button", class: "secondary", "data-testid": "update-reload",
      onclick: () => apply(button, worker) }, "Načíst novou verzi");
    replace(banner, h("span", { "data-testid": "update-message" },
      "Je připravená nová verze Družiny. Načte se, až budeš chtít; rozdělaná práce se nejdřív uloží."),
      h("span", { class: "banner-actions" }, button, later));
    announce("Je připravená nová verze Družiny.");
  };

  if (registration.waiting && hadController) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && sw.controller) offer(worker);
    });
  });
  sw.addEventListener("controllerchange", () => {
    if (!hadController) return; // the first install taking control: nothing to reload
    if (agreed) { location.reload(); return; }
    // Another tab accepted the update: this page still runs the old version; say so, reload on request.
    offer(sw.controller);
  });
  // Look for a new version when the player comes back to the app (phones keep tabs open for days).
  document.addEventListener("visibilitychange", () => {
    // offline the check fails; the next visit checks again, and a real update failure the worker reports
    if (document.visibilityState === "visible") registration.update().catch(() => undefined);
  });
  return { offered: () => shown !== null };
}
