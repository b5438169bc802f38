// Družina shell: shows saved characters at once, boots the engine worker once the service worker
// controls the page (so every byte is downloaded once), and routes between the screens.
import { Engine } from "./engine.js";
import * as store from "./store.js";
import { h, replace, announce } from "./dom.js";
import { renderCharacters } from "./characters.js";
import { renderDice } from "./dice.js";
import { renderLog } from "./log.js";
import { openCharacter } from "./sheet.js";
import { requestPersistence } from "./transfer.js";

const view = document.getElementById("view");
const status = document.querySelector("[data-testid=engine-status]");
const banner = document.querySelector("[data-testid=banner]");

export const app = {
  engine: new Engine(),
  systems: store.readSystems(),
  tab: "characters",
  view,
  /** Ask the engine; resolves with {ok, result | error}. Waits for the engine if it is still loading. */
  async call(cmd) {
    await this.engine.ready();
    return this.engine.call(cmd);
  },
  systemTitle(id) {
    const system = this.systems.find((s) => s.id === id);
    return system ? system.title : id;
  },
  show(tab, ...args) {
    this.tab = tab;
    for (const button of document.querySelectorAll("[data-tab]")) {
      if (button.dataset.tab === tab || (tab === "sheet" && button.dataset.tab === "characters")) button.setAttribute("aria-current", "page");
      else button.removeAttribute("aria-current");
    }
    const screens = { characters: renderCharacters, dice: renderDice, log: renderLog, sheet: openCharacter };
    replace(view);
    view.dataset.screen = tab;
    screens[tab](app, view, ...args);
  },
  /** Show `text` in the banner; `action` ({label, run}) adds a button (e.g. export after a failed save). */
  notify(text, tone = "info", action = null) {
    banner.hidden = false;
    banner.dataset.tone = tone;
    replace(banner, h("span", { "data-testid": "banner-text" }, text),
      action ? h("button", { type: "button", class: "secondary", "data-testid": "banner-action", onclick: action.run }, action.label) : null,
      h("button", { type: "button", class: "link", "data-testid": "banner-close", onclick: () => { banner.hidden = true; } }, "Zavřít"));
    announce(text);
  },
};

app.engine.addEventListener("state", (event) => {
  status.dataset.state = event.detail.state;
  status.textContent = event.detail.label;
});
app.engine.addEventListener("restart", () => app.notify("Výpočet trval příliš dlouho; pravidla se restartovala. Nic se neztratilo.", "warn"));

for (const button of document.querySelectorAll("[data-tab]")) {
  button.addEventListener("click", () => app.show(button.dataset.tab));
}

/**
 * Register the service worker and boot Python once it controls the page, so the runtime is cached as it
 * is downloaded (each byte once). The worker's install is small (only the shell), so the wait is short;
 * a browser without service workers, or one that takes too long, boots uncached.
 */
async function controlledByServiceWorker() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return null;
  try {
    const registration = await navigator.serviceWorker.register("./sw.js");
    watchForUpdates(registration);
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

function watchForUpdates(registration) {
  const hadController = Boolean(navigator.serviceWorker.controller);
  const offer = (worker) => {
    banner.hidden = false;
    banner.dataset.tone = "info";
    replace(banner, h("span", {}, "Je připravená nová verze Družiny."),
      h("button", { type: "button", "data-testid": "update-reload", onclick: () => worker.postMessage({ type: "skip-waiting" }) }, "Načíst novou verzi"));
  };
  if (registration.waiting && hadController) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
    });
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController) location.reload();
  });
}

async function boot() {
  app.show("characters");
  performance.mark("druzina:first-content");
  await controlledByServiceWorker();
  app.engine.start();
  try {
    await app.engine.ready();
  } catch {
    return;
  }
  const reply = await app.engine.call({ op: "systems" });
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
