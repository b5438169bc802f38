// Runs the engine's pytest suite inside Pyodide (Python 3.14) under Node, from the built dist/:
//   node tests/pyodide/run_engine_tests.mjs <repo> <wheel-dir> [pytest args…]
// The repo is mounted read-only-in-practice at /repo; the shipped wheels (pydantic, pydantic_core, …) come
// from dist/pyodide, the test-only wheels from <wheel-dir>. Every wheel is a local file: nothing is fetched.
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadPyodide } from "../../web/node_modules/pyodide/pyodide.mjs";

const [repo, wheelDir, ...pytestArgs] = process.argv.slice(2).map((a, i) => (i < 2 ? resolve(a) : a));
const runtime = join(repo, "web", "node_modules", "pyodide") + "/";
const shipped = join(repo, "dist", "pyodide");
const wheels = [
  ...readdirSync(shipped).filter((f) => f.endsWith(".whl") && !f.startsWith("py_rules-")).map((f) => join(shipped, f)),
  ...readdirSync(wheelDir).filter((f) => f.endsWith(".whl")).map((f) => join(wheelDir, f)),
];

const pyodide = await loadPyodide({ indexURL: runtime, stdout: (s) => console.log(s), stderr: (s) => console.error(s) });
await pyodide.loadPackage(wheels, { messageCallback: () => {}, checkIntegrity: false });
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.globals.set("pytest_args", pyodide.toPy(pytestArgs));
const code = await pyodide.runPythonAsync(`
import os, sys
sys.path.insert(0, "/repo")
os.chdir("/repo")
os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = "/tmp/hypothesis"
import pytest
print(sys.version)
pytest.main(["-q", "-p", "no:cacheprovider", "--ignore=tests/browser", "--ignore=tests/pyodide",
             "--ignore-glob=tests/test_build*",
             "-o", "addopts=", *pytest_args])
`);
process.exit(Number(code) || 0);
