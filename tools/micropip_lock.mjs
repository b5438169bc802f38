// Build-time only (never copied into dist/): resolve the browser's wheel set with micropip, inside the Pyodide
// runtime it is for, and print micropip's verdict as one line of JSON (see tools/micropip_lock.py).
//
//     node tools/micropip_lock.mjs <pyodide dir> <job.json>
//
// job.json: {"lockfile": a Pyodide lock file with the runtime's info and no packages, "micropip": the micropip
//            wheel, "wheels": [candidate wheels], "requires": [root requirements]} (host paths).
// The host's file system is mounted at /host. Nothing is fetched: the runtime is loaded with a lock file that
// lists no package and micropip is given no index.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [runtimeDir, jobFile] = process.argv.slice(2);
if (!runtimeDir || !jobFile) {
  console.error("usage: node tools/micropip_lock.mjs <pyodide dir> <job.json>");
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const job = JSON.parse(readFileSync(resolve(jobFile), "utf8"));
const { loadPyodide } = await import(pathToFileURL(resolve(runtimeDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: resolve(runtimeDir) + "/", lockFileURL: resolve(job.lockfile), stdout: console.error,
  stderr: console.error,
});
pyodide.FS.mkdir("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
const inPyodide = (path) => "/host" + resolve(path);
pyodide.runPython(readFileSync(resolve(here, "micropip_lock.py"), "utf8"));
const resolveSet = pyodide.globals.get("resolve");
try {
  const answer = await resolveSet(JSON.stringify({
    micropip: inPyodide(job.micropip), wheels: job.wheels.map(inPyodide), requires: job.requires,
  }));
  process.stdout.write(answer + "\n");
} catch (error) {
  // an error micropip_lock.py did not expect: its Python traceback, not Pyodide's minified source
  console.error(error.message);
  process.exit(1);
} finally {
  resolveSet.destroy();
}
