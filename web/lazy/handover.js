// Hand-over by QR code (issue 27): «Předat» shows a save as QR codes, «Převzít» reads them with the camera.
// Not on the start path: the sheet and the character list import this module on first use, and the service
// worker keeps it (and the QR pack the engine installs, and the decoder) from then on. Python makes the
// payloads and the code matrices (py_rules/handover.py, py_rules/qr.py), reads what was scanned through the
// same import as a file and says how it stands to the save kept here (py_rules/revisions.py); this module
// paints, scans, asks, and writes only what the player chose.
import { h, replace, announce, plural } from "../js/dom.js";
import * as store from "../js/store.js";

const CYCLE_MS = 1500; // several codes are shown in turn, each this long
const SCAN_EDGE = 960; // a camera frame is scaled down to at most this many pixels across before decoding
const parts = (/** @type {number} */ n) => `${n} ${plural(n, "kód", "kódy", "kódů")}`;
/**
 * A facade command of the hand-over (handover, receive, compare: not in types/engine.d.ts's command union yet,
 * so their replies are untyped here) or a pack.
 * @param {App} app @param {any} command @returns {Promise<any>}
 */
const call = (app, command) => app.call(command);
const copyName = (/** @type {string} */ name) => `${String(name).slice(0, 72).trim()} (kopie)`;

/**
 * The revision of each save this device last exchanged by QR code, handed over or taken (the base of the next
 * comparison, and what a board's «Vrátit změněné postavy» measures a change from).
 */
/** @returns {Record<string, number>} */
const handedOver = () => {
  const kept = store.readPrefs().handedOver;
  return kept && typeof kept === "object" && !Array.isArray(kept) ? /** @type {Record<string, number>} */ (kept) : {};
};
/** @param {string} id @param {number} revision */
const rememberHanded = (id, revision) => store.writePrefs({ handedOver: { ...handedOver(), [id]: revision } });

/** A canvas with `code` (rows of "0"/"1", its quiet zone) painted black on white, `scale` pixels a module. */
/** @param {{size: number, quiet: number, rows: string[]}} code @param {number} scale */
function paint(code, scale) {
  const side = (code.size + 2 * code.quiet) * scale;
  const canvas = h("canvas", { width: side, height: side, class: "qr-code", role: "img",
    "aria-label": "QR kód k načtení druhým zařízením" });
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
  context.fillStyle = "#fff";
  context.fillRect(0, 0, side, side);
  context.fillStyle = "#000";
  code.rows.forEach((/** @type {string} */ row, /** @type {number} */ y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] === "1") context.fillRect((x + code.quiet) * scale, (y + code.quiet) * scale, scale, scale);
    }
  });
  return canvas;
}

/**
 * Show the stored save `id` as QR codes in `slot` (several in turn, with «2 / 3»); `onClose` when the player
 * is done. Remembers the revision handed over, so that the save coming back can be compared with it.
 */
/** @param {App} app @param {string} id @param {HTMLElement} slot @param {() => void} onClose */
export async function showHandover(app, id, slot, onClose) {
  const box = h("div", { class: "handover", "data-testid": "handover", "data-state": "making", "data-id": id },
    h("p", { class: "muted" }, "Připravuji QR kód…"));
  replace(slot, box);
  const raw = store.readCharacterRaw(id);
  const reply = raw === null ? { ok: false, error: { message: "Postava ještě není uložená; nic nepředávám." } }
    : await call(app, { op: "handover", save: raw });
  const close = h("button", { type: "button", class: "secondary", "data-testid": "handover-close",
    onclick: () => { clearInterval(timer); replace(slot); onClose(); } }, "Hotovo");
  let timer = 0;
  if (!reply.ok) {
    box.dataset.state = "failed";
    replace(box, h("p", { class: "error", role: "alert", "data-testid": "handover-error" }, reply.error.message),
      close);
    return;
  }
  const { codes, revision, name } = reply.result;
  rememberHanded(id, revision);
  const largest = Math.max(...codes.map((/** @type {any} */ c) => c.size + 2 * c.quiet));
  const scale = Math.max(2, Math.floor(Math.min(window.innerWidth - 48, 420) / largest));
  const canvases = codes.map((/** @type {any} */ code) => paint(code, scale));
  const frame = h("div", { class: "qr-frame" });
  const count = h("p", { class: "qr-count", "data-testid": "handover-count", "aria-live": "off" });
  let shown = -1;
  const step = () => {
    if (shown >= 0 && !box.isConnected) { // replaced (the next character handed back, another screen)
      clearInterval(timer);
      return;
    }
    shown = (shown + 1) % canvases.length;
    replace(frame, canvases[shown]);
    Object.assign(box.dataset, { part: String(shown + 1), parts: String(canvases.length) });
    count.textContent = canvases.length > 1 ? `${shown + 1} / ${canvases.length}` : "";
  };
  step();
  if (canvases.length > 1) timer = window.setInterval(step, CYCLE_MS);
  box.dataset.state = "showing";
  box.dataset.payloads = JSON.stringify(reply.result.payloads);
  const how = codes.length > 1
    ? `Druhé zařízení načte postupně ${parts(codes.length)}; střídají se samy.`
    : "Druhé zařízení ho načte tlačítkem «Převzít QR kódem».";
  replace(box, h("p", {}, "Předávám ", h("strong", {}, name), ` (uložení č. ${revision}). ${how}`),
    frame, count, close);
  frame.scrollIntoView({ block: "center" }); // the whole code on screen, clear of the tab bar
  announce(`QR kód připraven: ${parts(codes.length)}.`);
}

/**
 * The saves among `ids` (a board's linked ones) that came or went by QR code and were saved here since: their
 * revision is past the one exchanged. A save never exchanged (the game master's own) is not handed «back».
 * @param {string[]} ids
 */
export function changedSinceExchange(ids) {
  const exchanged = handedOver();
  return ids.filter((id) => {
    const seen = store.inspect(store.readCharacterRaw(id));
    return seen.readable && typeof exchanged[id] === "number" && seen.revision > exchanged[id];
  });
}

/**
 * «Vrátit změněné postavy» on a board after the fight: every changed linked character (changedSinceExchange),
 * one after another, each as its own code(s) with «Postava 2 / 3» — the game master shows each player their
 * own and steps on with «Další postava». `onClose` when done.
 * @param {App} app @param {string[]} ids the board's linked saves @param {HTMLElement} slot
 * @param {() => void} onClose
 */
export async function showHandBack(app, ids, slot, onClose) {
  const changed = changedSinceExchange(ids);
  const box = h("div", { class: "handback", "data-testid": "handback", "data-count": String(changed.length) });
  replace(slot, box);
  const close = () => { replace(slot); onClose(); };
  if (!changed.length) {
    box.dataset.state = "none";
    replace(box, h("p", { role: "status", "data-testid": "handback-none" }, "Žádná propojená postava převzatá "
      + "nebo předaná QR kódem se od té doby nezměnila; není co vracet."),
    h("button", { type: "button", class: "secondary", "data-testid": "handback-close", onclick: close }, "Hotovo"));
    return;
  }
  const count = h("p", { class: "qr-count", "data-testid": "handback-count" });
  const inner = h("div");
  const previous = h("button", { type: "button", class: "secondary", "data-testid": "handback-previous",
    onclick: () => go(-1) }, "← Předchozí postava");
  const next = h("button", { type: "button", class: "primary", "data-testid": "handback-next",
    onclick: () => go(1) }, "Další postava →");
  let index = 0;
  const go = async (/** @type {number} */ by) => {
    index = Math.min(changed.length - 1, Math.max(0, index + by));
    Object.assign(box.dataset, { index: String(index + 1), state: "showing" });
    count.textContent = `Postava ${index + 1} / ${changed.length}`;
    previous.disabled = index === 0;
    next.disabled = index === changed.length - 1;
    await showHandover(app, changed[index], inner, close);
  };
  const n = changed.length;
  replace(box, h("p", {}, n === 1 ? "Vracím 1 změněnou postavu: ukaž kód jejímu hráči."
    : `Vracím ${n} ${plural(n, "", "změněné postavy", "změněných postav")}, každou jejím vlastním kódem: ukaž `
      + "každému hráči ten jeho."),
  count, changed.length > 1 ? h("div", { class: "row wrap" }, previous, next) : null, inner);
  await go(0);
}

// --- scanning -----------------------------------------------------------------------------------------

/** A function frame → decoded text or null: the browser's BarcodeDetector where it reads QR, else jsQR. */
async function makeDecoder() {
  const Detector = /** @type {any} */ (globalThis).BarcodeDetector;
  if (Detector) {
    try {
      if ((await Detector.getSupportedFormats()).includes("qr_code")) {
        const detector = new Detector({ formats: ["qr_code"] });
        return { kind: "native", read: async (/** @type {HTMLVideoElement} */ video) => {
          const found = await detector.detect(video);
          return found.length ? String(found[0].rawValue) : null;
        }, stop: () => {} };
      }
    } catch {
      // this browser's detector cannot be used (no QR support): jsQR below does the reading
    }
  }
  const worker = await decoderWorker();
  const canvas = document.createElement("canvas");
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d", { willReadFrequently: true }));
  let asked = 0;
  return { kind: "jsqr", read: (/** @type {HTMLVideoElement} */ video) => {
    const ratio = Math.min(1, SCAN_EDGE / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * ratio);
    canvas.height = Math.round(video.videoHeight * ratio);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const id = ++asked;
    return new Promise((resolve) => {
      const answer = (/** @type {MessageEvent} */ event) => {
        if (event.data.id !== id) return;
        worker.removeEventListener("message", answer);
        resolve(event.data.text);
      };
      worker.addEventListener("message", answer);
      worker.postMessage({ id, width: image.width, height: image.height, data: image.data.buffer },
        [image.data.buffer]);
    });
  }, stop: () => worker.terminate() };
}

const DECODER_FAILED = "Čtečku QR kódů se nepodařilo načíst. Stáhne se, když aplikaci spustíš s připojením k síti; "
  + "pak funguje i offline.";

/** The jsQR worker (lazy/qr-decoder.js) once it says jsQR is loaded; rejects in Czech when it cannot load. */
function decoderWorker() {
  const worker = new Worker(new URL("./qr-decoder.js", import.meta.url));
  return new Promise((resolve, reject) => {
    const failed = (/** @type {ErrorEvent} */ event) => {
      event.preventDefault(); // said to the player (the promise's message), not a fault of the page
      worker.terminate();
      reject(new Error(DECODER_FAILED));
    };
    worker.addEventListener("error", failed);
    worker.addEventListener("message", () => { // the first message is {ready: true}
      worker.removeEventListener("error", failed);
      resolve(worker);
    }, { once: true });
  });
}

/** @type {Record<string, string>} */
const CAMERA_ERRORS = {
  NotAllowedError: "Přístup k fotoaparátu je zakázaný; povol ho v nastavení prohlížeče a zkus to znovu.",
  NotFoundError: "Zařízení nemá fotoaparát, kterým by kód načetlo.",
  NotReadableError: "Fotoaparát teď používá jiná aplikace; zavři ji a zkus to znovu.",
};

async function openCamera() {
  if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    throw new Error("Prohlížeč nedovolí stránce použít fotoaparát (jen na zabezpečené adrese https).");
  }
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: "environment" } });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : "";
    throw new Error(CAMERA_ERRORS[name] || "Fotoaparát se nepodařilo zapnout.", { cause: error });
  }
}

/**
 * «Převzít QR kódem»: scan codes in `slot` until a whole hand-over is read, then show what came and ask
 * (nothing is written before). `onDone` after something was saved or the player closed it.
 */
/** @param {App} app @param {HTMLElement} slot @param {() => void} onDone */
export async function openReceiver(app, slot, onDone) {
  const status = h("p", { role: "status", "data-testid": "receive-status" }, "Zapínám fotoaparát…");
  const video = h("video", { class: "qr-video", "data-testid": "receive-video", muted: true, playsinline: true,
    autoplay: true });
  const box = h("div", { class: "handover", "data-testid": "receiver", "data-state": "starting" });
  // the codes refused so far (the newest three, newest first)
  const stray = h("ul", { class: "small muted", "data-testid": "receive-stray" });
  let refused = 0;
  let stopped = false;
  /** @type {MediaStream | null} */
  let stream = null;
  /** @type {{kind: string, read: (video: HTMLVideoElement) => Promise<string | null>, stop: () => void} | null} */
  let decoder = null;
  const stop = () => {
    stopped = true;
    if (stream) stream.getTracks().forEach((track) => track.stop());
    if (decoder) decoder.stop();
  };
  const cancel = h("button", { type: "button", class: "secondary", "data-testid": "receive-cancel",
    onclick: () => { stop(); replace(slot); onDone(); } }, "Zrušit");
  replace(box, h("h3", {}, "Převzít QR kódem"), video, status, stray, cancel);
  replace(slot, box);
  try { // the reader first: no camera light when nothing could read what it sees
    decoder = await makeDecoder();
    stream = await openCamera();
  } catch (error) {
    stop();
    box.dataset.state = "failed";
    // what the browser said, for whoever reads a failure report (the player reads the Czech status)
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
    if (cause) box.dataset.cause = `${cause.name}: ${cause.message}`.slice(0, 200);
    status.className = "error";
    status.textContent = error instanceof Error ? error.message : String(error);
    return;
  }
  const reader = /** @type {NonNullable<typeof decoder>} */ (decoder);
  box.dataset.decoder = reader.kind;
  video.srcObject = stream;
  await video.play().catch(() => {}); // autoplay starts it anyway once frames come
  box.dataset.state = "scanning";
  status.textContent = "Namiř fotoaparát na QR kód Družiny na druhém zařízení.";
  const payloads = [];
  const seen = new Set();
  while (!stopped) {
    if (!box.isConnected) { // the player went to another screen: the camera goes off
      stop();
      return;
    }
    const text = video.readyState >= 2 ? await reader.read(video).catch(() => null) : null;
    if (stopped) return;
    if (text && !seen.has(text)) {
      seen.add(text);
      const reply = await call(app, { op: "receive", payloads: [...payloads, text] });
      if (stopped) return;
      if (!reply.ok) { // said, and scanning goes on: nothing is kept of it
        box.dataset.refused = String(++refused);
        stray.prepend(h("li", { "data-testid": "receive-refused" }, `Načtený kód nejde použít: ${reply.error.message}`
          + (text.startsWith("DRZ") ? "" : ` (obsah kódu: „${text.slice(0, 120)}“)`)));
        while (stray.children.length > 3) stray.lastElementChild?.remove();
      } else {
        payloads.push(text);
        const { complete, parts: total } = reply.result;
        const have = complete ? total : reply.result.have.length;
        Object.assign(box.dataset, { have: String(have), parts: String(total) });
        status.textContent = `Načteno ${have} / ${total}.`;
        if (complete) {
          stop();
          return received(app, slot, reply.result.import, onDone, reader.kind);
        }
      }
    }
    await new Promise((resolve) => { requestAnimationFrame(resolve); });
  }
}

// --- what came, and the player's choice ---------------------------------------------------------------

/** @param {any} compared */
function differenceTable(compared) {
  if (!compared.differences.length) return null;
  return h("table", { class: "differences", "data-testid": "receive-differences" },
    h("thead", {}, h("tr", {}, h("th", {}, "Pole"), h("th", {}, "Tady"), h("th", {}, "Převzatá"))),
    h("tbody", {}, compared.differences.map((/** @type {any} */ d) => h("tr",
      { "data-testid": "receive-difference", "data-path": d.path },
      h("td", {}, d.label), h("td", {}, d.mine), h("td", {}, d.theirs)))),
    compared.more ? h("tfoot", {}, h("tr", {}, h("td", { colspan: 3 }, `… a další rozdíly (${compared.more}).`)))
      : null);
}

/**
 * @param {App} app @param {any} character @param {any} compared
 * @returns {Promise<any>}
 */
async function saveTheirs(app, character, compared) {
  const id = character.id;
  const raw = store.readCharacterRaw(id);
  if (raw !== null) { // the version replaced goes to «Záchrana dat» first; if it cannot, nothing is replaced
    const kept = store.keepForRecovery(id, raw, { name: store.inspect(raw).name || character.name,
      reason: `Nahrazeno verzí převzatou QR kódem (uložení č. ${character.revision}).` });
    const refused = `Uloženou verzi se nepodařilo uschovat, proto ji nenahrazuji. ${kept.message}`;
    if (!kept.ok) return { ok: false, message: refused };
  }
  let envelope = character.envelope;
  if (compared.relation === "diverged" || compared.relation === "unreadable") { // one revision past both
    const packed = await call(app, { op: "pack", id, sheet: envelope.sheet, previous: envelope, replaces: raw });
    if (!packed.ok) return { ok: false, message: packed.error.message };
    envelope = packed.result.envelope;
  }
  const expected = raw === null ? null : store.stamp(store.inspect(raw));
  const saved = store.saveCharacter(envelope, { expected });
  if (saved.conflict) return { ok: false, message: "Postavu mezitím uložila jiná záložka; nic jsem nenahradil." };
  if (saved.ok) rememberHanded(id, envelope.revision);
  return saved;
}

/** @param {App} app @param {any} character @returns {Promise<any>} */
async function saveCopy(app, character) {
  const packed = await call(app, { op: "pack", id: store.newId(),
    sheet: { ...character.envelope.sheet, name: copyName(character.name) } });
  return packed.ok ? store.saveCharacter(packed.result.envelope, { expected: null })
    : { ok: false, message: packed.error.message };
}

/** @type {Record<string, string>} */
const RELATION_TEXT = {
  new: "V tomto zařízení zatím není.",
  same: "Tahle verze už tu je; není co měnit.",
  newer: "Je to novější verze postavy, kterou tu máš, a tvoje se od předání nezměnila.",
  diverged: "Tuhle postavu od předání změnili na obou stranách. Vyber, kterou verzi chceš.",
  unreadable: "Verzi uloženou tady nejde načíst; převzatá ji může nahradit (stará zůstane v Záchraně dat).",
};

/**
 * @param {App} app @param {HTMLElement} slot @param {any} imported
 * @param {() => void} onDone
 * @param {string} decoder which reader read the codes (the scanner's `data-decoder`, kept once it is gone)
 */
async function received(app, slot, imported, onDone, decoder) {
  const box = h("div", { class: "handover", "data-testid": "receive-result", "data-state": "asking",
    "data-decoder": decoder });
  replace(slot, box);
  const character = imported.characters[0];
  const done = h("button", { type: "button", class: "secondary", "data-testid": "receive-close",
    onclick: () => { replace(slot); onDone(); } }, "Zavřít");
  if (!character) {
    box.dataset.state = "refused";
    replace(box, h("p", { class: "error", role: "alert", "data-testid": "receive-error" },
      "Převzatou postavu nejde použít:"),
    h("ul", { class: "problems" }, imported.problems.map((/** @type {any} */ p) => h("li",
      { "data-testid": "receive-problem" },
      p.label ? `pole „${p.label}“: ${p.message}` : p.message))), done);
    return;
  }
  const compared = await call(app, { op: "compare", theirs: character.envelope,
    mine: store.readCharacterRaw(character.id), handed: handedOver()[character.id] ?? null });
  if (!compared.ok) {
    box.dataset.state = "refused";
    replace(box, h("p", { class: "error", role: "alert", "data-testid": "receive-error" }, compared.error.message),
      done);
    return;
  }
  const relation = compared.result.relation;
  box.dataset.relation = relation;
  const outcome = h("p", { role: "status", "data-testid": "receive-outcome" });
  const finish = (/** @type {any} */ result, /** @type {string} */ text, /** @type {string} */ state) => {
    box.dataset.state = result.ok ? state : "failed";
    outcome.textContent = result.ok ? text : result.message;
    announce(outcome.textContent);
    replace(actions, done);
    if (result.ok) onDone();
  };
  const button = (/** @type {string} */ testid, /** @type {string} */ label, /** @type {() => unknown} */ run,
    cls = "secondary") => h("button",
    { type: "button", class: cls, "data-testid": testid, onclick: run }, label);
  const theirs = button("receive-take", relation === "new" ? "Uložit do zařízení"
    : relation === "newer" ? "Převzít novější verzi" : "Vzít převzatou", async () => finish(
    await saveTheirs(app, character, compared.result), `${character.name}: uloženo.`, "taken"), "primary");
  const mine = button("receive-keep", "Ponechat svou", () => finish({ ok: true },
    `${character.name}: tvoje verze zůstala, převzatou jsem zahodil.`, "kept"));
  const both = button("receive-both", "Ponechat obě (převzatou jako kopii)", async () => finish(
    await saveCopy(app, character), `${character.name}: převzatá uložena jako kopie.`, "copied"));
  const actions = h("div", { class: "row wrap" },
    relation === "same" ? done : relation === "new" ? [theirs, done] : [theirs, mine, both]);
  replace(box, h("h3", {}, "Převzato: ", h("strong", { "data-testid": "receive-name" }, character.name)),
    h("p", {}, `${app.systemTitle(character.system)}, uložení č. ${character.revision}`
      + (compared.result.mine_revision !== null ? ` (tady č. ${compared.result.mine_revision})` : "") + "."),
    h("p", { "data-testid": "receive-relation" }, compared.result.message || RELATION_TEXT[relation]),
    differenceTable(compared.result), actions, outcome);
  announce(`Převzato: ${character.name}.`);
}
