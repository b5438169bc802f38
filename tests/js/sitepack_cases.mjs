// Cases for web/sitepack.js, run by tests/test_sitepack.py under Node: prints one JSON object of results.
//   node tests/js/sitepack_cases.mjs <site pack .tar.gz>
import { readFileSync } from "node:fs";
import { compileLibraries, inflate, siteInstaller, unpackSite } from "../../web/sitepack.js";

function fakeFS() {
  const files = new Map();
  const dirs = new Set();
  return { files, dirs, mkdirTree: (d) => dirs.add(d), writeFile: (p, data) => files.set(p, data.length) };
}

function attempt(fn) {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    return { ok: false, message: String(error.message) };
  }
}

const tar = await inflate(readFileSync(process.argv[2]));
const whole = fakeFS();
const written = unpackSite(whole, tar, "/site");
const skipping = fakeFS();
const withoutRules = unpackSite(skipping, tar, "/site", (name) => name.startsWith("py_rules/"));

const broken = tar.slice();
broken.set(new TextEncoder().encode("junk!"), 257); // the first header's "ustar" magic
const traversal = tar.slice();
traversal.set(new TextEncoder().encode("../escape.py\0"), 0);
const truncated = tar.slice(0, 700);

const compiled = await Promise.all(compileLibraries(tar));

const installer = siteInstaller(Promise.resolve(tar));
await installer.fsInit(fakeFS(), { sitePackages: "/lib/site" });
await installer.check();

console.log(JSON.stringify({
  compiled: compiled.map((module) => module instanceof WebAssembly.Module),
  written,
  listed: whole.files.size,
  api: whole.files.get("/site/py_rules/api.pyc") ?? whole.files.get("/site/py_rules/api.py") ?? null,
  withoutRules,
  libraries: installer.libraries(),
  rulesSkipped: [...skipping.files.keys()].every((p) => !p.startsWith("/site/py_rules/")),
  broken: attempt(() => unpackSite(fakeFS(), broken, "/site")),
  traversal: attempt(() => unpackSite(fakeFS(), traversal, "/site")),
  truncated: attempt(() => unpackSite(fakeFS(), truncated, "/site")),
}));
