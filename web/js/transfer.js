// Keeping characters safe beyond this browser: export and import (a JSON file, or the system share sheet),
// persistent storage and a reminder to export when the browser does not grant it, how much space Družina
// takes, and what is kept for recovery. The file format is made and checked by Python
// (py_rules/transfer.py); this module moves files in and out and asks the player before replacing anything.
import { h, replace, announce, formatDate, plural } from "./dom.js";
import * as store from "./store.js";

export const MAX_IMPORT_BYTES = 5_000_000;
const czNumber = new Intl.NumberFormat("cs-CZ", { maximumFractionDigits: 1 });
// Sizes in characters of JSON text, shown as bytes (a character of a save is about one byte in its file).
const mb = (/** @type {number} */ chars) => (chars >= 100_000 ? `${czNumber.format(chars / 1_000_000)}\u00a0MB`
  : `${Math.ceil(chars / 1000)}\u00a0kB`);
const characters = (/** @type {number} */ n) => `${n} ${plural(n, "postava", "postavy", "postav")}`;

/** "Ťapka" → "Ťapka (kopie)", within the 80 characters a name may have. */
export const copyName = (/** @type {string} */ name) => `${String(name).slice(0, 72).trim()} (kopie)`;

/** Hand `text` to the browser as a file to save. @param {string} text @param {string} filename */
function download(text, filename) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = h("a", { href: url, download: filename, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Show `text` in `status` (if any) and announce it. @param {HTMLElement | undefined} status @param {string} text */
function report(status, text, tone = "info") {
  if (status) {
    status.dataset.tone = tone;
    status.textContent = text;
  }
  announce(text);
}

/**
 * The export file of `ids` (made by the engine).
 * @param {App} app
 * @param {string[]} ids
 * @returns {Promise<EngineAnswer<EngineResults["export"]>>}
 */
function bundle(app, ids) {
  const saves = ids.map((id) => store.readCharacterRaw(id)).filter((raw) => raw !== null);
  /** @type {EngineAnswer<EngineResults["export"]>} */
  const none = { ok: false, error: { code: "nothing", message: "Není co exportovat: žádná postava tu není." } };
  if (!saves.length) return Promise.resolve(none);
  return app.call({ op: "export", saves });
}

/** What an export made, for the player (and that it was made, in the prefs). @param {EngineResults["export"]} result */
function exported(result) {
  store.writePrefs({ lastExport: new Date().toISOString() });
  const skipped = result.problems.length
    ? ` Nečitelná uložení (${result.problems.length}) jsem vynechal; jejich kopie najdeš v Záchraně dat.` : "";
  return `${characters(result.count)} v souboru ${result.filename}.${skipped}`;
}

/**
 * Download `ids` as one export file; `status` (optional) shows the outcome.
 * @param {App} app
 * @param {string[]} ids
 * @param {HTMLElement} [status]
 */
export async function exportCharacters(app, ids, status) {
  const reply = await bundle(app, ids);
  if (!reply.ok) return report(status, reply.error.message, "error");
  download(reply.result.text, reply.result.filename);
  report(status, `Exportováno: ${exported(reply.result)}`);
}

export function canShareFiles() {
  try {
    return typeof navigator.canShare === "function" && typeof navigator.share === "function"
      && navigator.canShare({ files: [new File(["{}"], "druzina.json", { type: "application/json" })] });
  } catch {
    return false;
  }
}

/**
 * Hand `ids` as an export file to the system share sheet (only offered where the device has one).
 * @param {App} app
 * @param {string[]} ids
 * @param {HTMLElement} [status]
 */
export async function shareCharacters(app, ids, status) {
  const reply = await bundle(app, ids);
  if (!reply.ok) return report(status, reply.error.message, "error");
  const file = new File([reply.result.text], reply.result.filename, { type: "application/json" });
  try {
    await navigator.share({ files: [file], title: "Družina – záloha postav" });
    report(status, `Sdíleno: ${exported(reply.result)}`);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return report(status, "Sdílení zrušeno.");
    report(status, "Sdílení se nepodařilo; použij tlačítko Exportovat.", "error");
  }
}

/**
 * {label, run} for app.notify: export these characters now (offered when a save fails).
 * @type {(app: App, ids: string[]) => BannerAction}
 */
export const exportAction = (app, ids) => ({ label: "Exportovat do souboru", run: () => exportCharacters(app, ids) });

/**
 * @param {App} app
 * @param {() => string[]} ids
 * @param {HTMLElement} status
 * @param {"all" | "character"} what
 */
function transferButtons(app, ids, status, what) {
  return h("div", { class: "row wrap" },
    h("button",
      { type: "button", class: "secondary", "data-testid": `export-${what}`,
      onclick: () => exportCharacters(app, ids(), status) },
      what === "all" ? "Exportovat všechny postavy" : "Exportovat postavu"),
    canShareFiles() ? h("button",
      { type: "button", class: "secondary", "data-testid": `share-${what}`,
      onclick: () => shareCharacters(app, ids(), status) },
      "Sdílet…") : null);
}

// --- import ---------------------------------------------------------------------------------------

/** @param {TransferProblem[] | undefined} problems */
function problemList(problems, more = 0) {
  if (!problems || !problems.length) return null;
  return h("ul", { class: "problems", "data-testid": "import-problems" },
    problems.map((p) => h("li", { "data-testid": "import-problem", "data-path": p.path },
      p.character ? h("strong", {}, `${p.character}: `) : null,
      p.label ? `pole „${p.label}“: ${p.message}` : p.message)),
    more ? h("li", { class: "muted" }, `… a další problémy (${more}).`) : null);
}

/**
 * Replace the stored character by the imported one; an unreadable stored save is kept for recovery first.
 * @param {App} app
 * @param {ImportedCharacter} character
 * @returns {Promise<{ok: boolean, message?: string}>}
 */
async function replaceStored(app, character) {
  const raw = store.storedRaw(store.charKey(character.id));
  const packed = await app.call({ op: "pack", id: character.id, sheet: character.envelope.sheet, replaces: raw });
  if (!packed.ok) return { ok: false, message: packed.error.message };
  const { envelope, replaced } = packed.result;
  if (replaced && !replaced.readable) {
    const kept = store.keepForRecovery(character.id, raw,
      { name: character.name, reason: "Nahrazeno importem ze souboru." });
    const refused = `Uloženou postavu se nepodařilo uschovat, proto ji nenahrazuji. ${kept.message}`;
    if (!kept.ok) return { ok: false, message: refused };
  }
  const seen = store.inspect(raw);
  const saved = store.saveCharacter(envelope, { expected: seen.exists ? store.stamp(seen) : null });
  const message = "Postavu mezitím uložila jiná záložka; nic jsem nenahradil. Zkus to znovu.";
  if (saved.conflict) return { ok: false, message };
  return saved;
}

/** @param {App} app @param {ImportedCharacter} character @returns {Promise<{ok: boolean, message?: string}>} */
async function keepBoth(app, character) {
  const packed = await app.call({ op: "pack", id: store.newId(),
    sheet: { ...character.envelope.sheet, name: copyName(character.name) } });
  return packed.ok ? store.saveCharacter(packed.result.envelope, { expected: null }) : { ok: false,
    message: packed.error.message };
}

/**
 * One imported character that already exists here: the player chooses replace, keep both, or skip.
 * @param {App} app
 * @param {ImportedCharacter} character
 * @param {() => void} onDone
 */
function askAboutExisting(app, character, onDone) {
  const here = store.inspect(store.readCharacterRaw(character.id));
  const item = h("li",
    { class: "card", "data-testid": "import-conflict", "data-id": character.id, "data-state": "asking" });
  /** @type {(text: string, state: string, result?: {ok: boolean, message?: string}) => void} */
  const settle = (text, state, result) => {
    item.dataset.state = result && !result.ok ? "failed" : state;
    replace(item, h("p", {}, result && !result.ok ? result.message : text));
    onDone();
  };
  /** @type {(testid: string, label: string, run: () => unknown, cls?: string) => HTMLButtonElement} */
  const choose = (testid, label, run, cls = "secondary") => h("button",
    { type: "button", class: cls, "data-testid": testid, onclick: run }, label);
  replace(item,
    h("p", {}, "Postava ze souboru ", h("strong", {}, character.name),
      ` (uložená ${formatDate(character.saved_at) || "bez data"}) už v Družině je`,
      here.name && here.name !== character.name ? [" jako ", h("strong", {}, here.name)] : "",
      ` (uložená ${formatDate(here.saved_at) || "dříve"}).`),
    h("div", { class: "row wrap" },
      choose("import-replace", "Nahradit uloženou",
        async () => settle(`${character.name}: nahrazeno verzí ze souboru.`, "replaced",
        await replaceStored(app, character)), "primary"),
      choose("import-copy", "Ponechat obě (jako kopii)",
        async () => settle(`${character.name}: uloženo jako kopie.`, "copied", await keepBoth(app, character))),
      choose("import-skip", "Přeskočit",
        () => settle(`${character.name}: přeskočeno, uložená verze zůstala.`, "skipped"))));
  return item;
}

/** @param {App} app @param {File} file @param {HTMLElement} box @param {() => void} onDone */
async function importFile(app, file, box, onDone) {
  box.dataset.state = "reading";
  replace(box, h("p", { class: "muted" }, `Čtu soubor ${file.name}…`));
  /** @type {(message: string, problems?: TransferProblem[]) => void} */
  const refuse = (message, problems) => {
    box.dataset.state = "refused";
    replace(box, h("p", { class: "error", role: "alert", "data-testid": "import-error" }, message),
      problemList(problems));
    announce(message);
  };
  if (file.size > MAX_IMPORT_BYTES) {
    return refuse(`Soubor ${file.name} je příliš velký (${mb(file.size)}); záloha Družiny má nejvýše `
      + `${mb(MAX_IMPORT_BYTES)}.`);
  }
  let text;
  try {
    text = await file.text();
  } catch {
    return refuse(`Soubor ${file.name} se nepodařilo přečíst.`);
  }
  const reply = await app.call({ op: "import", text });
  if (!reply.ok) return refuse(reply.error.message, reply.error.problems);
  const { characters: found, problems, more_problems: more, total, refused } = reply.result;
  /** @type {ImportedCharacter[]} */
  const asks = [];
  let added = 0;
  for (const character of found) {
    const saved = store.readCharacterRaw(character.id) === null ? store.saveCharacter(character.envelope,
      { expected: null }) : null;
    if (saved && saved.ok) added += 1;
    else asks.push(character); // already here (or appeared meanwhile): the player decides
  }
  box.dataset.state = asks.length ? "asking" : "done";
  const here = asks.length ? `, už tu je ${asks.length}` : "";
  const summary = `Soubor obsahuje ${characters(total)}: přidáno ${added}, odmítnuto ${refused}${here}.`;
  replace(box,
    h("p",
    { "data-testid": "import-summary", "data-added": added, "data-refused": refused, "data-asking": asks.length },
    summary),
    problemList(problems, more),
    asks.length ? h("ul", { class: "cards", "data-testid": "import-conflicts" },
      asks.map((c) => askAboutExisting(app, c, onDone))) : null);
  announce(summary);
  onDone();
}

/** @param {App} app @param {() => void} onDone */
function importControls(app, onDone) {
  const box = h("div", { "data-testid": "import-report", "aria-live": "polite" });
  const input = h("input",
    { type: "file", id: "import-file", accept: "application/json,.json", "data-testid": "import-file" });
  input.addEventListener("change", () => {
    const file = input.files && input.files[0];
    input.value = "";
    if (file) importFile(app, file, box, onDone);
  });
  return [h("label", { for: "import-file" }, "Načíst postavy ze souboru zálohy"), input, box];
}

// --- persistent storage, reminder, space ----------------------------------------------------------

/** Ask the browser to keep Družina's data (not evict it); remembers the answer in `app.storagePersisted`. */
export async function requestPersistence(/** @type {App} */ app) {
  let granted = false;
  try {
    if (navigator.storage && navigator.storage.persisted) granted = await navigator.storage.persisted();
    if (!granted && navigator.storage && navigator.storage.persist) granted = await navigator.storage.persist();
  } catch {
    granted = false;
  }
  app.storagePersisted = granted === true;
  document.dispatchEvent(new CustomEvent("druzina:persistence"));
}

/** A gentle, dismissible reminder to export, shown while the browser may evict the data. */
export function exportReminder(/** @type {App} */ app) {
  const slot = h("div", { "data-testid": "export-reminder-slot" });
  const draw = () => {
    if (!slot.isConnected && slot.dataset.drawn) return document.removeEventListener("druzina:persistence", draw);
    slot.dataset.drawn = "1";
    const show = app.storagePersisted === false && !store.readPrefs().exportReminderDismissed
      && store.listCharacters().length > 0;
    replace(slot, show ? h("aside", { class: "panel", role: "note", "data-testid": "export-reminder" },
      h("p", {},
        "Prohlížeč nepotvrdil, že data Družiny trvale uchová: při nedostatku místa je smí smazat "
        + "a Safari maže data webů, které týden neotevřeš. Postavy jsou jen v tomto zařízení — "
        + "občas si je exportuj do souboru."),
      h("div", { class: "row wrap" },
        h("button",
          { type: "button", class: "secondary", "data-testid": "export-reminder-export",
          onclick: () => exportCharacters(app, store.listCharacters().map((c) => c.id)) }, "Exportovat teď"),
        h("button",
          { type: "button", class: "link", "data-testid": "export-reminder-dismiss",
          onclick: () => { store.writePrefs({ exportReminderDismissed: true }); draw(); } },
          "Rozumím, už nepřipomínat"))) : null);
  };
  draw();
  document.addEventListener("druzina:persistence", draw);
  return slot;
}

/** How much of the browser's space Družina takes (localStorage) and, where known, its whole storage. */
function storageUsage() {
  const used = store.usage();
  const percent = Math.round((100 * used.total) / used.quota);
  const box = h("div",
    { class: "usage", "data-testid": "storage-usage", "data-used": used.total, "data-quota": used.quota },
    h("p", {},
      `Postavy a záznamy zabírají ${mb(used.total)} z přibližně ${mb(used.quota)} místa pro data `
      + `(${percent} %).`),
    h("meter",
      { min: 0, max: used.quota, low: used.quota * 0.6, high: used.quota * 0.8, optimum: 0, value: used.total,
      "aria-label": "Využité místo" }),
    h("p", { class: "small muted" },
      `Deníky ${mb(used.characters)} · záznamy hodů a změn ${mb(used.logs)} · záchrana ${mb(used.recovery)}. `
      + "Staré záznamy hodů se včas shrnují, deníky nikdy."));
  if (navigator.storage && navigator.storage.estimate) {
    navigator.storage.estimate().then((estimate) => {
      if (!estimate || !estimate.usage) return;
      box.append(h("p", { class: "small muted", "data-testid": "storage-estimate" },
        `Celkem včetně offline aplikace: ${mb(estimate.usage)}.`));
    }, () => { /* the browser gives no estimate: that optional line is simply not shown */ });
  }
  return box;
}

// --- recovery -------------------------------------------------------------------------------------

/** @param {App} app @param {string | null} raw @param {string} name @param {HTMLElement} item */
async function restoreAsCopy(app, raw, name, item) {
  const opened = await app.call({ op: "open", save: raw });
  if (!opened.ok) return replace(item, h("p", { class: "error" }, opened.error.message));
  const id = store.newId();
  const packed = await app.call({ op: "pack", id,
    sheet: { ...opened.result.sheet, name: copyName(name || opened.result.sheet.name) } });
  if (!packed.ok) return replace(item, h("p", { class: "error" }, packed.error.message));
  const saved = store.saveCharacter(packed.result.envelope, { expected: null }); // a new id: no conflict
  if (!saved.ok && !saved.conflict) app.notify(saved.message, "warn", exportAction(app, [id]));
  return true;
}

/**
 * Saves kept for recovery: unreadable ones (untouched copies) and versions a conflict between tabs kept aside.
 * @param {App} app
 * @param {() => void} redraw
 */
function recoveryList(app, redraw) {
  const kept = [
    ...store.listRecovery().map((r) => ({ ...r, kind: "unreadable" })),
    ...store.listUnsaved().map((u) => ({ ...u, kind: "unsaved",
      reason: "Verze z jiné záložky, která se neuložila, protože postavu mezitím uložila jiná záložka.",
      at: u.saved_at })),
  ];
  if (!kept.length) return null;
  return h("section", { class: "panel", "data-testid": "recovery-list" }, h("h2", {}, "Záchrana dat"),
    h("p", { class: "small muted" },
      "Uložení, která Družina nemohla načíst, zůstávají tady beze změny. Můžeš si je stáhnout a poslat "
      + "autorům nebo otevřít v novější verzi aplikace."),
    h("ul", { class: "cards" }, kept.map((entry) => {
      const raw = store.readRecovery(entry.key);
      const item = h("li",
        { class: "card", "data-testid": "recovery-item", "data-kind": entry.kind, "data-id": entry.id });
      let confirming = false;
      const discard = h("button",
        { type: "button", class: "link danger", "data-testid": "recovery-discard", onclick: () => {
        if (!confirming) { confirming = true; discard.textContent = "Opravdu smazat? Klepni znovu."; return; }
        if (entry.kind === "unsaved") store.dropUnsaved(entry.id); else store.discardRecovery(entry.key);
        redraw();
      } }, "Smazat kopii");
      replace(item, h("strong", { class: "card-title" }, entry.name || entry.id),
        h("span", { "data-testid": "recovery-reason" }, entry.reason),
        h("span", { class: "muted small" }, formatDate(entry.at)),
        h("div", { class: "row wrap" },
          h("button",
            { type: "button", class: "secondary", "data-testid": "recovery-download",
            onclick: () => download(raw ?? "", `druzina-zachrana-${entry.id}.json`) }, "Stáhnout"),
          entry.kind === "unsaved" ? h("button",
            { type: "button", class: "secondary", "data-testid": "recovery-restore", onclick: async () => {
            if (await restoreAsCopy(app, raw, entry.name, item) === true) { store.dropUnsaved(entry.id); redraw(); }
          } }, "Obnovit jako kopii") : null,
          discard));
      return item;
    })));
}

/**
 * A save Python could not read: say which character and why, keep it untouched once, offer a download.
 * @param {App} app
 * @param {HTMLElement} screen
 * @param {string} id
 * @param {string | null} raw
 * @param {EngineError} error
 */
export function showUnreadable(app, screen, id, raw, error) {
  const listed = store.listCharacters().find((c) => c.id === id);
  const name = store.inspect(raw).name || (listed && listed.name) || id;
  const kept = store.keepForRecovery(id, raw, { name, reason: error.message });
  screen.dataset.state = "unreadable";
  replace(screen, h("div", { class: "panel error-panel", role: "alert", "data-testid": "unreadable" },
    h("h2", {}, "Postavu nelze načíst: ", h("span", { "data-testid": "unreadable-name" }, name)),
    h("p", { "data-testid": "unreadable-reason" }, error.message),
    problemList(error.problems),
    h("p", { class: "small muted", "data-testid": "unreadable-kept", "data-kept": String(kept.ok) }, kept.ok
      ? "Původní data jsou uschovaná beze změny v Záchraně dat (obrazovka Postavy); nic je nepřepíše."
      : "Kopii se nepodařilo uschovat (úložiště je plné?). Stáhni si data hned."),
    h("div", { class: "row wrap" },
      h("button",
        { type: "button", class: "primary", "data-testid": "download-recovery",
        onclick: () => download(raw ?? "", `druzina-zachrana-${id}.json`) }, "Stáhnout uložená data"),
      kept.ok ? h("button",
        { type: "button", class: "link", "data-testid": "unreadable-remove",
        onclick: () => { store.removeCharacter(id); app.show("characters"); } },
        "Odebrat ze seznamu postav (kopie zůstane)") : null)));
}

// --- panels -----------------------------------------------------------------------------------------

/**
 * Export, share and import of all characters, space used, and what is kept for recovery.
 * @param {App} app
 * @param {() => void} refreshList
 */
export function savesPanel(app, refreshList) {
  const section = h("section", { class: "panel", "data-testid": "saves-panel" });
  const status = h("p", { role: "status", "data-testid": "transfer-status" });
  const importers = importControls(app, () => { refreshList(); draw(); });
  const rest = h("div");
  const draw = () => {
    const last = store.readPrefs().lastExport;
    replace(rest, storageUsage(),
      last ? h("p", { class: "small muted", "data-testid": "last-export" },
      `Naposledy exportováno ${formatDate(last)}.`) : null,
      recoveryList(app, draw));
  };
  replace(section, h("h2", {}, "Zálohy"),
    transferButtons(app, () => store.listCharacters().map((c) => c.id), status, "all"), status, ...importers, rest);
  draw();
  return section;
}

// --- hand-over by QR code (issue 27): the module is fetched on first use, not at start ----------------

const LAZY_FAILED = "Předání QR kódem se nepodařilo načíst. Stáhne se, když aplikaci spustíš s připojením k síti; "
  + "pak funguje i offline.";

/** The hand-over module (web/lazy/handover.js), or null after telling `status` why it could not be loaded. */
async function handoverModule(/** @type {HTMLElement} */ status) {
  try {
    return await import("../lazy/handover.js");
  } catch {
    report(status, LAZY_FAILED, "error");
    return null;
  }
}

/** «Převzít QR kódem» and where the scanner opens; `onDone` after something was saved or it was closed. */
export function receiveControl(/** @type {App} */ app, /** @type {() => void} */ onDone) {
  const status = h("p", { role: "status", "data-testid": "receive-load-status" });
  const slot = h("div", { "data-testid": "receive-slot" });
  const open = h("button", { type: "button", class: "secondary", "data-testid": "receive-open", onclick: async () => {
    open.disabled = true;
    const handover = await handoverModule(status);
    if (!handover) { open.disabled = false; return; }
    await handover.openReceiver(app, slot, () => { open.disabled = false; onDone(); });
  } }, "Převzít QR kódem");
  return h("div", { class: "receive" }, open, status, slot);
}

/**
 * Export, share and hand-over of one open character or board (placed under its sheet); a board (it has
 * `links`) also hands its changed linked characters back, one code each.
 * @param {{app: App, id: string, links?: LinkSpec | null}} ctx
 */
export function characterTransfer(ctx) {
  const status = h("p", { role: "status", "data-testid": "transfer-status" });
  const slot = h("div", { "data-testid": "handover-slot" });
  /** @type {HTMLButtonElement[]} */
  const buttons = [];
  const reopen = () => buttons.forEach((button) => { button.disabled = false; }); // the slot is free again
  /**
   * A button that opens the hand-over module's `run` in the slot (the others wait until it is closed).
   * @param {string} testid @param {string} label
   * @param {(module: typeof import("../lazy/handover.js")) => Promise<void>} run
   */
  const lazyButton = (testid, label, run) => {
    const button = h("button", { type: "button", class: "secondary", "data-testid": testid, onclick: async () => {
      buttons.forEach((b) => { b.disabled = true; });
      const handover = await handoverModule(status);
      if (handover) await run(handover);
      else reopen();
    } }, label);
    buttons.push(button);
    return button;
  };
  const show = lazyButton("handover-show", "Předat QR kódem",
    (handover) => handover.showHandover(ctx.app, ctx.id, slot, reopen));
  const back = ctx.links ? lazyButton("handback-show", "Vrátit změněné postavy",
    (handover) => handover.showHandBack(ctx.app, ctx.links ? [...ctx.links.ids] : [], slot, reopen)) : null;
  return h("section", { class: "panel", "data-testid": "character-transfer" }, h("h3", {}, "Záloha a předání"),
    transferButtons(ctx.app, () => [ctx.id], status, "character"), h("div", { class: "row wrap" }, show, back),
    status, slot);
}
