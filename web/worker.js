// The engine worker: Pyodide + py_rules behind a {id, cmd} message protocol.
// Replies are {id, ok: true, result} or {id, ok: false, error}; progress is {type: "progress", stage, at}.
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { compileLibraries, fetchSite, siteInstaller } from "./sitepack.js";

// Filled in by build.py: the site pack of pydantic, pydantic_core and py_rules, its sha256, and the sha256 of
// the tar inside (what the service worker's inflated copy must hash to).
const SITE = { file: "__SITE_FILE__", sha256: "__SITE_SHA256__", tarSha256: "__SITE_TAR_SHA256__" };

// A stage reached, with when on the shared wall clock (ms since 1970), so the page marks it when it happened even
// if it reads the message later (a worker created by the page's inline script reports before it is adopted).
const progress = (stage) => postMessage({ type: "progress", stage, at: performance.timeOrigin + performance.now() });

async function boot() {
  const indexURL = new URL("./pyodide/", self.location.href).href;
  progress("runtime");
  let compiling = [];
  // Fetch, check and inflate the packages while the runtime loads, and start compiling their WebAssembly;
  // they are written into site-packages before the interpreter starts (fsInit).
  const site = fetchSite(indexURL + SITE.file, SITE.sha256, SITE.tarSha256).then((tar) => {
    compiling = compileLibraries(tar);
    return tar;
  });
  const install = siteInstaller(site);
  const pyodide = await loadPyodide({
    indexURL,
    lockFileURL: indexURL + "druzina-lock.json", // the runtime's ABI only: no package is loaded through it
    checkAPIVersion: true,
    fsInit: install.fsInit,
    // pydantic would otherwise scan every installed distribution for plugins when it builds the first model.
    env: { PYDANTIC_DISABLE_PLUGINS: "__all__" },
  });
  await install.check();
  progress("packages");
  let api;
  try {
    api = pyodide.pyimport("py_rules.api");
  } catch (error) { // a Python traceback is no message for a player: its last line says what is missing
    throw new Error(`Balíček pravidel se nenačetl (${String(error.message || error).trim().split("\n").pop()}).`);
  }
  await Promise.all(compiling); // held until pydantic_core is loaded, so the compilation could be reused
  compiling = null;
  const handleJson = api.handle_json;
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
