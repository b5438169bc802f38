// The engine restored from a memory snapshot answers as the freshly started one (web/snapshot.js, issue 11):
//   node tests/js/snapshot.mjs <site dir> <commands.json>
// Starts the engine from the site as the worker's first start does (pydantic_core loaded when the runtime
// initialises, the snapshot made once py_rules is imported), stores the snapshot in its stored form, restores
// it into a second runtime as a later start does, and sends every command to both. A third runtime whose
// library fingerprint differs, or told the checksum failed, must refuse the snapshot. The first start loads
// pydantic_core's library from its file, the restoring one from the module compiled ahead (sitepack.js
// compileLibraries), as a browser's worker does when the compile was not done in time, and when it was: the
// library must land at the same place either way. Prints the outcome as JSON.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { compileLibraries, inflate, siteInstaller } from "../../web/sitepack.js";
import { decode, encode, header, preloading } from "../../web/snapshot.js";

const [siteDir, commandsFile] = process.argv.slice(2).map((a) => resolve(a));
const runtimeDir = join(siteDir, "pyodide") + "/";
const { loadPyodide } = await import(join(runtimeDir, "pyodide.mjs"));
const runtime = import(join(runtimeDir, "pyodide.asm.mjs"));
const commands = JSON.parse(readFileSync(commandsFile, "utf8"));
const site = inflate(readFileSync(join(runtimeDir, "druzina-site.tar.gz")));
const compiled = site.then((tar) => Promise.all(compileLibraries(tar)));
const options = {
  indexURL: runtimeDir, lockFileURL: join(runtimeDir, "druzina-lock.json"),
  env: { PYDANTIC_DISABLE_PLUGINS: "__all__" },
};

function answers(pyodide) {
  const handle = pyodide.pyimport("py_rules.api").handle_json;
  return commands.map((command) => JSON.parse(handle(JSON.stringify(command))));
}

// The first start: the snapshot is taken right after py_rules is imported, before anything is answered.
const first = siteInstaller(site);
const making = preloading(runtime, first);
const fresh = await loadPyodide({ ...options, ...making.options, _makeSnapshot: true });
await first.check();
fresh.runPython("import py_rules.api");
const fingerprint = making.fingerprint();
const stored = encode({ memory: fresh.makeMemorySnapshot(), fingerprint });
const modulesBefore = fresh.runPython("import sys; len(sys.modules)");

let compiledUsed = null;
async function restore({ mark, intact = true } = {}) {
  const install = siteInstaller(site, undefined, compiled);
  const memory = new Uint8Array(header(stored).length);
  const filled = Promise.resolve().then(() => {
    const found = decode(stored, memory);
    return mark === undefined ? found : mark;
  });
  const saved = { memory, filled, intact: Promise.resolve(intact) };
  const pyodide = await loadPyodide({ ...options, ...preloading(runtime, install, saved).options });
  await install.check();
  compiledUsed = install.libraries().map((path) => install.compiledLibrary(path) instanceof WebAssembly.Module);
  return pyodide;
}

const restored = await restore();
const result = {
  fingerprint,
  compiledUsed,
  stored: stored.length,
  modulesBefore,
  modulesRestored: restored.runPython("import sys; len(sys.modules)"),
  engineImported: restored.runPython("import sys; 'py_rules.api' in sys.modules and 'pydantic_core' in sys.modules"),
  fresh: answers(fresh),
  restored: answers(restored),
};
async function refusal(how) {
  try {
    await restore(how);
    return false;
  } catch (error) {
    return String(error.message || error).split("\n")[0];
  }
}
result.refusedMoved = await refusal({ mark: `${fingerprint}-moved` });
result.refusedDamaged = await refusal({ intact: false });
console.log(JSON.stringify(result));
