// The engine's answers as the page reads them (py_rules/api.py, py_rules/view.py, py_rules/storage.py,
// py_rules/transfer.py) and the shell's own shapes every module shares. Checked by `npm run lint`
// (jsconfig.json). A field Python may leave out is optional here; one it sends as null is `| null`.

// --- the view contract (py_rules/view.py) ---------------------------------------------------------------

type Tone = "normal" | "good" | "warn" | "bad" | "muted" | string;
type OptionValue = string | number | boolean;

interface FieldOption {
  value: OptionValue;
  label: string;
}

/** One item of a list field; `card`: the indexes of the fields a board shows on the participant's card. */
interface ListItem {
  title?: string;
  fields: FieldView[];
  card?: number[] | null;
}

/** Every kind of field the engine draws (one interface: the shell reads a kind's members by `kind`). */
interface FieldView {
  kind: "text" | "longtext" | "number" | "track" | "select" | "toggle" | "list" | "stat";
  label: string;
  hint?: string | null;
  tone?: Tone;
  path?: string | null;
  readonly?: boolean;
  value?: OptionValue | null;
  min?: number | null;
  max?: number | null;
  options?: FieldOption[];
  items?: ListItem[];
  new_item?: Record<string, unknown> | null;
  add_label?: string | null;
  max_items?: number | null;
}

interface Badge {
  label: string;
  value?: string;
  tone?: Tone;
}

interface Section {
  id: string;
  title: string;
  fields: FieldView[];
  use?: "play" | "creation" | "rare";
}

/** A value of the sheet that opens a roll: its action with these params; `at` the field it sits on. */
interface RollLink {
  label: string;
  action: string;
  params: Record<string, string | number | boolean>;
  at?: string | null;
  quick?: boolean;
  value?: string;
}

interface SheetView {
  title: string;
  subtitle?: string;
  badges: Badge[];
  sections: Section[];
  rolls?: RollLink[];
  /** a board's participant list: the path of its list field */
  participants?: string | null;
}

/** An action's form; `first`: the paths of the params shown before «Další okolnosti». */
interface ActionForm {
  id: string;
  label: string;
  group: string;
  params: FieldView[];
  dice?: string | null;
  rolls?: boolean;
  hint?: string | null;
  first?: string[];
}

interface OutcomeOdds {
  outcome: string;
  label: string;
  /** exact, as "19/81" */
  probability: string;
  percent: number;
}

interface HelpSection {
  title: string;
  text: string;
  source?: string;
}

interface ReferenceTable {
  id: string;
  title: string;
  columns: string[];
  rows: (string | number)[][];
  source?: string;
}

// --- sheets and saves ------------------------------------------------------------------------------------

/** A sheet as JSON: every game's has its system and the character's name; the rest is the game's. */
interface Sheet {
  system: string;
  name: string;
  [field: string]: unknown;
}

/** A save envelope, made by Python's `pack` (py_rules/storage.py). */
interface Envelope {
  format: string;
  format_version: number;
  id: string;
  system: string;
  saved_at: string;
  revision: number;
  sheet: Sheet;
}

/** Which saves a board links (`system` the game of those saves); null for a sheet that links none. */
interface LinkSpec {
  system: string;
  ids: string[];
}

/** A sheet as the engine presents it: the sheet, its view, its actions, the saves it links. */
interface Presented {
  sheet: Sheet;
  view: SheetView;
  actions: ActionForm[];
  has_reference: boolean;
  links: LinkSpec | null;
}

// --- dice, rolls and the log -----------------------------------------------------------------------------

interface Die {
  sides: number | "F";
  value: number;
  face?: number | string;
  kept: boolean;
  marks?: string[];
}

/** One roll of an expression (py_rules/dice/results.py). */
interface Roll {
  expression: string;
  total?: number;
  dice: Die[];
  dice_used?: number;
  supplied?: boolean;
  breakdown: string;
}

interface Probability {
  probability: string;
  percent: number;
}

/** The result of an action (`act`). */
interface ActionResult {
  action: string;
  action_label: string;
  outcome: string;
  label: string;
  explanation: string;
  total: number | null;
  rolls: Roll[];
  physical: boolean;
  changes: string[];
  details: Record<string, unknown>;
  probability?: string;
  percent?: number;
}

/**
 * An entry of a character's log or of the dice history (the engine makes it; the shell adds who, what to
 * repeat, and what it replaces). `kind` summary: older entries folded into one (store.js).
 */
interface LogEntry {
  at: string;
  kind?: "roll" | "action" | "edit" | "summary";
  title: string;
  text?: string;
  total?: number | null;
  dice?: number[];
  physical?: boolean;
  character?: string;
  system?: string;
  replaces?: string;
  expression?: string;
  action?: string;
  params?: Record<string, unknown>;
  outcome?: string;
  rolls?: Roll[];
  // a summary entry's
  archived?: number;
  from?: string | null;
  to?: string | null;
  kinds?: Record<string, number>;
}

/** A linked save an action changed: its new sheet, what changed, the entry for that character's log. */
interface LinkedChange {
  sheet: Sheet;
  changes: string[];
  log: LogEntry;
}

/** A game of the picker (py_rules.systems.describe). */
interface SystemInfo {
  id: string;
  title: string;
  description: string;
  kind: string;
  game: string;
}

/** A character read from an export file (py_rules/transfer.py). */
interface ImportedCharacter {
  envelope: Envelope;
  id: string;
  name: string;
  system: string;
  saved_at: string;
  revision: number;
  upgraded: boolean;
}

/** A problem with an imported or exported save: the field's path (and, on import, whose save). */
interface TransferProblem extends FieldProblem {
  character?: string;
}

// --- every command's result, by op ----------------------------------------------------------------------

interface EngineResults {
  version: { version: string; python: string; pydantic: string };
  systems: { systems: SystemInfo[]; unavailable: { id: string; message: string }[] };
  roll: Roll & {
    total: number;
    target: number | null;
    reached: boolean | null;
    verdict: string | null;
    at_least?: Probability;
    at_most?: Probability;
    log: LogEntry;
  };
  odds: {
    expression: string;
    table: ({ outcome: number } & Probability)[];
    mean: number;
    min: number;
    max: number;
    target: number | null;
    at_least?: Probability;
    at_most?: Probability;
  };
  notation: { entries: { syntax: string; meaning: string }[] };
  new_sheet: Presented;
  open: Presented & { envelope: Envelope; migrated_from: number | null; format_from: number | null };
  view: Presented;
  edit: Presented & { log: LogEntry; linked: Record<string, LinkedChange> };
  action_odds: { outcomes: OutcomeOdds[]; summary: string };
  act: Presented & { result: ActionResult; log: LogEntry; linked: Record<string, LinkedChange> };
  pack: { envelope: Envelope; replaced: { readable: boolean; message: string } | null };
  export: { text: string; filename: string; count: number; problems: TransferProblem[] };
  import: {
    characters: ImportedCharacter[];
    problems: TransferProblem[];
    more_problems: number;
    total: number;
    refused: number;
  };
  help: { title: string; sections: HelpSection[] };
  reference: { tables: ReferenceTable[] };
}

type EngineOp = keyof EngineResults;

/** A command whose op the page knows, so its reply is typed. */
type Command<Op extends EngineOp = EngineOp> = EngineCommand & { op: Op };

// --- the shell ------------------------------------------------------------------------------------------

/** What the dice tray opens with: an expression, ready for the player's own dice. */
interface DiceIntent {
  expression?: string;
  physical?: boolean;
}

/** An action a sheet opens with (from the log's «Přepočítat z mých kostek» or a roll link). */
interface ActionIntent {
  action?: string;
  params?: Record<string, unknown>;
  physical?: boolean;
}

/** A sheet already opened or created (create.js): its save and how the engine presents it. */
interface LoadedSheet {
  envelope: Envelope;
  presented: Presented;
}

/** What each screen of the shell is opened with (app.show(tab, ...args)). */
interface ScreenArgs {
  characters: [];
  dice: [intent?: DiceIntent];
  log: [intent?: { filter?: string }];
  sheet: [id: string, preload?: LoadedSheet, intent?: ActionIntent];
  table: [];
}

/** The screens of the shell (app.show). */
type ScreenName = keyof ScreenArgs;

/** A button the banner offers beside its text (e.g. export after a failed save). */
interface BannerAction {
  label: string;
  run: () => unknown;
}

/** The shell (web/js/app.js): the engine, the games, navigation and the banner. */
interface App {
  engine: import("../js/engine.js").Engine;
  systems: SystemInfo[];
  tab: ScreenName;
  view: HTMLElement;
  /** whether the browser keeps Družina's data (transfer.js requestPersistence); undefined until asked */
  storagePersisted?: boolean;
  /** Ask the engine; never rejects: a failure on the way is an error reply in Czech. */
  call<Op extends EngineOp>(cmd: Command<Op>): Promise<EngineAnswer<EngineResults[Op]>>;
  systemTitle(id: string): string;
  show<S extends ScreenName>(tab: S, ...args: ScreenArgs[S]): void;
  notify(text: string, tone?: string, action?: BannerAction | null): void;
}

/** An open sheet (web/js/sheet.js): as presented, its save's state (sync.js), and what the screen shows. */
type SheetContext = import("../js/sync.js").SavingContext & Presented & {
  /** the sheet's changes, one after another (sheet.js serial) */
  queue: Promise<unknown>;
  /** how many of them are not yet saved and shown */
  pending: number;
  /** how many times the sheet was drawn (tests wait for a redraw) */
  drawn?: number;
  /** the rules panel and the table search (rulesbook.js), made once */
  rules?: (HTMLElement | null)[];
  /** the open action's form */
  actionArea?: HTMLElement;
  /** which half a phone shows: the sheet or the actions */
  pane?: string;
  /** the id of the open action */
  openAction?: string;
  /** redraw the history panel (history.js) */
  history?: () => void;
};
