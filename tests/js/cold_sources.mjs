// Which Python modules a built site compiles from source at run time (build.py's COLD_SOURCES ships some
// stdlib and pydantic modules as .py, on the promise that nothing the app runs imports them):
//   node tests/js/cold_sources.mjs <site dir> <commands.json>
// Starts Pyodide from the site as the worker does (the site pack written before the interpreter starts),
// sends every command to the engine, and prints the names of the modules loaded from a .py file as JSON
// (then a line on the bytecode's positions, see the end).
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
// The shipped bytecode keeps line numbers but no column ranges (tools/precompile.mjs): one more JSON line,
// {"with_columns": [...], "without_lines": [...]}, over every module the run loaded from a .pyc.
console.log(pyodide.runPython(`
import json, sys, types

def codes(code):
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from codes(const)

with_columns, without_lines = [], []
for name, module in sorted(sys.modules.items()):
    spec = getattr(module, "__spec__", None)
    if not (getattr(spec, "origin", None) or "").endswith(".pyc") or spec.loader is None:
        continue
    positions = [p for c in codes(spec.loader.get_code(name)) for p in c.co_positions()]
    if any(column is not None for _, _, column, _ in positions):
        with_columns.append(name)
    if positions and all(line is None for line, _, _, _ in positions):
        without_lines.append(name)
json.dumps({"with_columns": with_columns, "without_lines": without_lines})
`));
