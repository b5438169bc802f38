// The runtime's module as the worker imports it ("./pyodide/pyodide.mjs": build.py copies the npm package into
// dist/pyodide/). jsconfig.worker.json's rootDirs lay this folder over web/, so the import gets the package's
// own types.
export * from "pyodide";
