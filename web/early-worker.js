// Inlined into index.html by build.py, its sha256 added to the page's Content-Security-Policy (issue 11). On a
// page the service worker controls (every visit after the first) it creates the engine worker while the page
// is still being parsed, before any script file has arrived (about 60 ms sooner than js/start.js). engine.js
// adopts the worker, with whatever it reported in the meantime.
if (navigator.serviceWorker && navigator.serviceWorker.controller) {
  /** @type {EarlyWorker} */
  const early = {
    worker: new Worker("./worker.js", { type: "module" }), startTime: performance.now(), messages: [], errors: [],
  };
  early.worker.onmessage = (event) => early.messages.push(event.data);
  early.worker.onerror = (event) => early.errors.push(event.message || "Pracovní vlákno selhalo.");
  self.druzinaEarlyWorker = early;
}
