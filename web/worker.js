// The engine worker: Pyodide + py_rules behind a {id, cmd} message protocol.
// Replies are {id, ok: true, result} or {id, ok: false, error}; progress is {type: "progress", stage, ms}.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const started = performance.now();
const progress = (stage) => postMessage({ type: "progress", stage, ms: performance.now() - started });

async function boot() {
  const indexURL = new URL("./pyodide/", self.location.href).href;
  progress("runtime");
  const pyodide = await loadPyodide({
    indexURL,
    lockFileURL: indexURL + "druzina-lock.json",
    packages: ["py_rules"],
    checkAPIVersion: true,
    // pydantic would otherwise scan every installed distribution for plugins when it builds the first model.
    env: { PYDANTIC_DISABLE_PLUGINS: "__all__" },
  });
  const missing = ["pydantic", "pydantic_core", "py_rules"].filter((name) => !(name in pyodide.loadedPackages));
  if (missing.length) throw new Error("Nepodařilo se načíst balíčky: " + missing.join(", "));
  progress("packages");
  const api = pyodide.pyimport("py_rules.api");
  const handleJson = api.handle_json;
  handleJson(JSON.stringify({ op: "version" })); // warm the import path before the first real command
  progress("ready");
  return handleJson;
}

const ready = boot();
ready.catch((error) => postMessage({ type: "fatal", message: String(error && error.message || error) }));

self.onmessage = async (event) => {
  const { id, cmd } = event.data || {};
  if (typeof id !== "number") return;
  let handleJson;
  try {
    handleJson = await ready;
  } catch (error) {
    postMessage({ id, ok: false, error: { code: "engine_unavailable", message: "Pravidla se nenačetla." } });
    return;
  }
  try {
    const reply = JSON.parse(handleJson(JSON.stringify(cmd)));
    postMessage({ id, ...reply });
  } catch (error) {
    postMessage({ id, ok: false, error: { code: "engine_crash", message: "Chyba v pravidlech: " + String(error).slice(0, 500) } });
  }
};
