// ESLint (flat config) for the shell: `npm run lint` runs it and the type check (jsconfig.json); both must
// be clean to land (see README, "Kontrola kódu JS"). Lines are capped at 120 characters, as in Python.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["node_modules/", "pyodide/"] },
  js.configs.recommended,
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "max-len": ["error", { code: 120, ignoreUrls: true }],
      "no-unused-vars": ["error", { args: "after-used", ignoreRestSiblings: true, caughtErrors: "none" }],
      "no-empty": ["error", { allowEmptyCatch: false }],
      "eqeqeq": ["error", "always"],
      "no-var": "error",
      "prefer-const": "error",
      "no-shadow": "error",
      "no-throw-literal": "error",
      "no-promise-executor-return": "error",
      "require-await": "error",
      "no-return-assign": "error",
      "curly": ["error", "multi-line"],
    },
  },
  { files: ["worker.js", "sitepack.js", "snapshot.js"], languageOptions: { globals: { ...globals.worker } } },
  { files: ["lazy/qr-decoder.js"], languageOptions: { sourceType: "script", globals: { ...globals.worker } } },
  { files: ["sw.js"], languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } } },
  { files: ["early-worker.js"], languageOptions: { sourceType: "script" } },
  { files: ["eslint.config.js"], languageOptions: { globals: { ...globals.node } } },
];
