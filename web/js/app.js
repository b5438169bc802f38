// Družina shell: shows saved characters at once, boots the engine worker once the service worker
// controls the page (so every byte is downloaded once), and routes between the screens.
import { engine } from "./start.js";
import * as store from "./store.js";
import { h, replace, announce } from "./dom.js";
import { renderCharacters } from "./characters.js";
import { renderDice } from "./dice.js";
import { renderLog } from "./log.js";
import { openCharacter } from "./sheet.js";
import { requestPersistence } from "./transfer.js";
import { renderTable, isBoard } from "./table.js";
import { setupInstall, watchForUpdates } from "./install.js";
import { setupPrint } from "./print.js";

const view = /** @type {HTMLElement} */ (document.getElementById("view"));
const status = /** @type {HTMLElement} */ (document.querySelector("[data-testid=engine-status]"));
const banner = /** @type {HTMLElement} */ (document.querySelector("[data-testid=banner]"));

/** @type {App} */
export const app = {
  engine,
  systems: store.readSystems(),
  tab: "characters",
  view,
  /**
   * Ask the engine; resolves with {ok, result | error} and never rejects: an engine that failed to start (or
   * any other failure on the way) is an error reply in Czech, so every caller re-enables its controls.
   * Waits for the engine if it is still loading.
   * @template {EngineOp} Op
   * @param {Command<Op>} cmd
   * @returns {Promise<EngineAnswer<EngineResults[Op]>>}
   */
  async call(cmd) {
    try {
      // Before the engine has even started (the first visit waits for the service worker), wait for it to.
      if (!this.engine.ready()) {
        await new Promise((resolve) => { this.engine.addEventListener("state", resolve, { once: true }); });
      }
      await this.engine.ready();
      const reply = await this.engine.call(cmd);
      return /** @type {EngineAnswer<EngineResults[Op]>} */ (reply); // the engine's word for it
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return { ok: false, error: { code: "engine", message: `Pravidla neodpověděla: ${why}` } };
    }
  },
  /** @param {string} id */
  systemTitle(id) {
    const system = this.systems.find((s) => s.id === id);
    return system ? system.title : id;
  },
  /**
   * Open the screen `tab` with its arguments (ScreenArgs).
   * @template {ScreenName} S
   * @param {S} tab
   * @param {ScreenArgs[S]} args
   */
  show(tab, ...args) {
    this.tab = tab;
    for (const button of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-tab]"))) {
      const sheetTab = tab === "sheet" && button.dataset.tab === (isBoard(app,
        store.listCharacters().find((c) => c.id === args[0])?.system) ? "table" : "characters");
      if (button.dataset.tab === tab || sheetTab) button.setAttribute("aria-current", "page");
      else button.removeAttribute("aria-current");
    }
    const screens = { characters: renderCharacters, dice: renderDice, log: renderLog, sheet: openCharacter,
      table: renderTable };
    replace(view);
    view.dataset.screen = tab;
    // each screen takes its own arguments (ScreenArgs), which show's signature ties to `tab`
    /** @type {(app: App, view: HTMLElement, ...rest: unknown[]) => unknown} */ (screens[tab])(app, view, ...args);
  },
  /**
   * Show `text` in the banner; `action` ({label, run}) adds a button (e.g. export after a failed save).
   * @param {string} text
   * @param {string} [tone] info | warn | error
   * @param {{label: string, run: () => unknown} | null} [action]
   */
  notify(text, tone = "info", action = null) {
    banner.hidden = false;
    banner.dataset.tone = tone;
    replace(banner, h("span", { "data-testid": "banner-text" }, text),
      action ? h("button", { type: "button", class: "secondary", "data-testid": "banner-action", onclick: action.run },
        action.label) : null,
      h("button",
        { type: "button", class: "link", "data-testid": "banner-close", onclick: () => { banner.hidden = true; } },
        "Zavřít"));
    announce(text);
  },
};

// The store's problems go to the banner, unless it shows that very text already (with an export offered, as
// after a refused save: a refused log entry of the same change must not take that button away).
store.setReporter((text) => {
  const shown = banner.querySelector("[data-testid=banner-text]");
  if (banner.hidden || !shown || shown.textContent !== text) app.notify(text, "warn");
});

/** @param {{state: string, label: string}} shown */
function showEngineState({ state, label }) {
  document.body.dataset.engine = state;
  status.dataset.state = state;
  status.textContent = label;
}
app.engine.addEventListener("state", (event) => showEngineState(/** @type {CustomEvent} */ (event).detail));
// start.js may have started the engine (and it may have moved on) before this module ran.
if (app.engine.state !== "idle") showEngineState(app.engine);
// Our own bug (the player got a Czech message with its ref): its traceback is kept in the fault log.
app.engine.addEventListener("fault", (event) => { store.appendFault(/** @type {CustomEvent} */ (event).detail); });
app.engine.addEventListener("restart",
  () => app.notify("Výpočet trval příliš dlouho; pravidla se restartovala. Nic se neztratilo.", "warn"));

for (const button of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-tab]"))) {
  button.addEventListener("click", () => app.show(/** @type {ScreenName} */ (button.dataset.tab)));
}
setupInstall(/** @type {HTMLElement} */ (document.querySelector("[data-testid=install]")));
setupPrint();

/**
 * Register the service worker and boot Python once it controls the page, so the runtime is cached as it
 * is downloaded (each byte once). The worker's install is small (only the shell), so the wait is short;
 * a browser without service workers, or one that takes too long, boots uncached.
 */
async function controlledByServiceWorker() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return null;
  try {
    const registration = await navigator.serviceWorker.register("./sw.js");
    const updateBanner = /** @type {HTMLElement} */ (document.querySelector("[data-testid=update-banner]"));
    watchForUpdates(app, registration, updateBanner);
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
        setTimeout(resolve, 10000);
      });
    }
    return registration;
  } catch (error) {
    app.notify("Offline režim se nepodařilo zapnout; aplikace funguje, ale bez připojení se nespustí.", "warn");
    return null;
  }
}

/** The screen to open first: `?obrazovka=kostky|stul|zaznam` (the manifest's shortcuts), else the characters. */
function startScreen() {
  /** @type {Record<string, ScreenName>} */
  const screens = { postavy: "characters", stul: "table", kostky: "dice", zaznam: "log" };
  return screens[new URLSearchParams(location.search).get("obrazovka") ?? ""] || "characters";
}

async function boot() {
  // A page the service worker already controls (every visit after the first) started Python in start.js;
  // a first visit waits for the service worker, so the runtime is cached as it downloads (issue 11).
  const controlled = app.engine.state !== "idle";
  app.show(startScreen());
  performance.mark("druzina:first-content");
  const registering = controlledByServiceWorker();
  if (!controlled) {
    await registering;
    app.engine.start();
  }
  try {
    await app.engine.ready();
  } catch {
    return;
  }
  const reply = /** @type {EngineReply<EngineResults["systems"]>} */ (await app.engine.call({ op: "systems" }));
  performance.mark("druzina:engine-ready");
  if (reply.ok) {
    app.systems = reply.result.systems;
    store.writeSystems(app.systems);
    document.dispatchEvent(new CustomEvent("druzina:systems"));
  }
  const controller = navigator.serviceWorker && navigator.serviceWorker.controller;
  if (controller) controller.postMessage({ type: "complete-precache" });
  requestPersistence(app);
}

boot();
