// The engine worker's message protocol (web/worker.js ↔ web/js/engine.js) and the facade's reply shapes
// (py_rules/api.py, py_rules/errors.py, py_rules/faults.py). Checked by `npm run lint` in both type-check
// projects (jsconfig.json for the page, jsconfig.worker.json for the worker).

/** A command for the facade: `op` names it (py_rules/commands.py); the rest are its fields. */
interface EngineCommand {
  op: string;
  [field: string]: unknown;
}

/** One problem with one field of a command, sheet or file (py_rules.errors.FieldProblem). */
interface FieldProblem {
  path: string;
  message: string;
  /** the field's Czech label (with its rows), what the player reads; the path is never shown */
  label?: string;
}

/**
 * A refusal or failure: `code` is a stable key for the shell and tests, `message` Czech for the player;
 * `problems` lists every field that did not validate (code "invalid_input"), `ref` names a fault (code
 * "internal"); a RulesError may add other details.
 */
interface EngineError {
  code: string;
  message: string;
  problems?: FieldProblem[];
  ref?: string;
  [detail: string]: unknown;
}

/** What the shell's fault log keeps of a fault, never shown to the player (py_rules/faults.py). */
interface EngineFault {
  ref: string;
  trace: string;
}

/** The facade's reply to one command (`handle_json`), before the worker adds the command's id. */
type EngineAnswer<T = unknown> =
  | { ok: true; result: T; fault?: undefined }
  | { ok: false; error: EngineError; fault?: EngineFault };

/** The worker's reply to command `id`. `fault` is taken off by engine.js before a caller sees the reply. */
type EngineReply<T = unknown> = EngineAnswer<T> & { id: number; type?: undefined };

/** A command as the page posts it to the worker. */
interface EngineRequest {
  id: number;
  cmd: EngineCommand;
}

/** A start-up stage reached (`at`: ms since 1970); `restored`: the engine came from the memory snapshot. */
interface ProgressMessage {
  type: "progress";
  stage: "runtime" | "packages" | "ready";
  at: number;
  restored?: boolean;
}

/** After a first start: whether the memory snapshot was kept for the next start. */
interface SnapshotMessage {
  type: "snapshot";
  stored: boolean;
}

/** The engine could not start: `message` says why, in Czech. */
interface FatalMessage {
  type: "fatal";
  message: string;
}

/** Everything the worker posts to the page. */
type WorkerMessage = ProgressMessage | SnapshotMessage | FatalMessage | EngineReply;
