// Runs the engine's pytest suite inside Pyodide (Python 3.14) under Node, from the built dist/:
//   node tests/pyodide/run_engine_tests.mjs <repo> <wheel-dir> [pytest args…]
// The repo is mounted read-only-in-practice at /repo; pydantic, pydantic_core and the rest come from the site
// pack the page ships (dist/pyodide/druzina-site.tar.gz), unpacked by the page's own web/sitepack.js (its
// py_rules is left out: the suite tests the repo's), the test-only wheels from <wheel-dir>. Every file is
// local: nothing is fetched.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadPyodide } from "../../web/node_modules/pyodide/pyodide.mjs";
import { inflate, siteInstaller } from "../../web/sitepack.js";

const [repo, wheelDir, ...pytestArgs] = process.argv.slice(2).map((a, i) => (i < 2 ? resolve(a) : a));
const runtime = join(repo, "web", "node_modules", "pyodide") + "/";
const sitePack = join(repo, "dist", "pyodide", "druzina-site.tar.gz");
const wheels = readdirSync(wheelDir).filter((f) => f.endsWith(".whl")).map((f) => join(wheelDir, f));

const site = siteInstaller(inflate(readFileSync(sitePack)), (name) => name.startsWith("py_rules/"));
const pyodide = await loadPyodide({
  indexURL: runtime, fsInit: site.fsInit, stdout: (s) => console.log(s), stderr: (s) => console.error(s),
});
await site.check();
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
pytest.main(["-q", "-p", "no:cacheprovider", "--ignore=tests/browser", "--ignore=tests/engines", "--ignore=tests/pyodide",
             "--ignore-glob=tests/test_build*", "--ignore-glob=tests/test_sitepack*",
             "--ignore-glob=tests/test_cold_sources*", "--ignore-glob=tests/test_snapshot*",
             "--ignore-glob=tests/test_wheel_lock*",
             "-o", "addopts=", *pytest_args])
`);
process.exit(Number(code) || 0);
