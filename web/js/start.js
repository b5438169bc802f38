// Starts Python before the rest of the shell has loaded (issue 11). This module and engine.js are all the
// page needs for it, so on every visit after the first (a page the service worker controls) the worker is
// created as soon as these two files arrive (the page loads this module `async`: it does not wait for the
// document to be parsed and styled either), not after the whole module graph of app.js. A first visit waits
// for the service worker instead (app.js starts the engine then), so the runtime is cached as it downloads.
import { Engine } from "./engine.js";

export const engine = new Engine();
if (navigator.serviceWorker && navigator.serviceWorker.controller) engine.start();
