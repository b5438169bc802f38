// Which Python modules a built site compiles from source at run time (build.py's COLD_SOURCES ships some
// stdlib and pydantic modules as .py, on the promise that nothing the app runs imports them):
//   node tests/js/cold_sources.mjs <site dir> <commands.json>
// Starts Pyodide from the site as the worker does (the site pack written before the interpreter starts),
// sends every command to the engine, and prints the names of the modules loaded from a .py file as JSON.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { inflate, siteInstaller } from "../../web/sitepack.js";
import { preloading } from "../../web/snapshot.js";

const [siteDir, commandsFile] = process.argv.slice(2).map((a) => resolve(a));
const runtime = join(siteDir, "pyodide") + "/";
const { loadPyodide } = await import(join(runtime, "pyodide.mjs"));
const site = siteInstaller(inflate(readFileSync(join(runtime, "druzina-site.tar.gz"))));
const pyodide = await loadPyodide({
  indexURL: runtime, lockFileURL: join(runtime, "druzina-lock.json"),
  ...preloading(import(join(runtime, "pyodide.asm.mjs")), site).options,
  env: { PYDANTIC_DISABLE_PLUGINS: "__all__" },
});
await site.check();
const handle = pyodide.pyimport("py_rules.api").handle_json;
for (const command of JSON.parse(readFileSync(commandsFile, "utf8"))) handle(JSON.stringify(command));
console.log(pyodide.runPython(`
import json, sys
json.dumps(sorted(name for name, module in list(sys.modules.items())
                  if (getattr(getattr(module, "__spec__", None), "origin", None) or "").endswith(".py")))
`));
