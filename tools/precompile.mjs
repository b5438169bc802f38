// Build-time only (never copied into dist/): byte-compile the Python sources inside zip archives (the
// stdlib zip and the wheels) to .pyc with Pyodide's own Python, so the bytecode is exactly what the browser
// runs.
//
//     node tools/precompile.mjs <pyodide dir> <jobs.json>
//     node tools/precompile.mjs <pyodide dir> --magic <archive>…   (prints each .pyc magic found, as JSON)
//
// jobs.json: [{"src": host path, "dst": host path, "prefix": where the archive's files live at run time,
//              "keep_source": [path prefixes inside the archive that stay .py]}].
// The work is done by tools/precompile_zip.py inside Pyodide, with the host's filesystem mounted at /host.
// Nothing is fetched: Pyodide is loaded with no packages.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [runtimeDir, jobsFile, ...archives] = process.argv.slice(2);
if (!runtimeDir || !jobsFile) {
  console.error("usage: node tools/precompile.mjs <pyodide dir> <jobs.json> | --magic <archive>…");
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(pathToFileURL(resolve(runtimeDir, "pyodide.mjs")).href);
// PYTHONNODEBUGRANGES: code objects keep their line numbers (tracebacks name the line) but not the column
// ranges of every instruction, which made up about a third of the compressed bytecode (first-visit bytes).
const pyodide = await loadPyodide({
  indexURL: resolve(runtimeDir) + "/", stdout: console.log, stderr: console.error, env: { PYTHONNODEBUGRANGES: "1" },
});
pyodide.FS.mkdir("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
pyodide.runPython(readFileSync(resolve(here, "precompile_zip.py"), "utf8"));
if (jobsFile === "--magic") {
  const magics = pyodide.globals.get("magics");
  console.log(magics(JSON.stringify(archives.map((a) => resolve(a)))));
  magics.destroy();
} else {
  const main = pyodide.globals.get("main");
  main(resolve(jobsFile));
  main.destroy();
}
