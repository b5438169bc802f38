// Building DOM without HTML strings: user text is only ever set as text (never innerHTML).

/**
 * What h() puts into an element: nodes, text (numbers too), nothing (null, undefined, false), or lists of these.
 * @typedef {Node | string | number | boolean | null | undefined | Child[]} Child
 */
/**
 * An element's attributes for h(): `on…` an event handler, `class`, `value`, `checked`, `text`, or any other
 * attribute (true: present and empty; null, undefined, false: left out).
 * @typedef {{[handler: `on${string}`]: EventHandler} & {[name: string]: unknown}} Attrs
 */
/** @typedef {(event: Event) => unknown} EventHandler */
/** @typedef {HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement} Control */

/**
 * h("button", {class: "x", "data-testid": "y", onclick: fn}, "text", child) → Element
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs | null} [attrs]
 * @param {Child[]} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      listen(el, key.slice(2), /** @type {EventHandler} */ (value));
    } else if (key === "class") el.className = String(value);
    else if (key === "value") /** @type {HTMLInputElement} */ (el).value = String(value);
    else if (key === "checked") /** @type {HTMLInputElement} */ (el).checked = Boolean(value);
    else if (key === "text") el.textContent = String(value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  if (isControl(el)) shown.set(el, controlState(el));
  return el;
}

// Event handlers of elements made by h(), by event type: a redraw that keeps an element (see morph) gives it
// the new handlers, whose closures hold the new values.
/** @type {WeakMap<Element, Record<string, EventHandler | undefined>>} */
const handlers = new WeakMap();
// The state (value, or checked) each form control last showed from the model: a control whose state differs
// has been typed into (or clicked) and not yet taken by the engine.
/** @type {WeakMap<Element, string | boolean>} */
const shown = new WeakMap();

/** @param {Element} el @param {string} type @param {EventHandler | undefined} fn */
function listen(el, type, fn) {
  let own = handlers.get(el);
  if (!own) handlers.set(el, (own = {}));
  if (!own[type]) el.addEventListener(type, (event) => handlers.get(el)?.[type]?.(event));
  own[type] = fn;
}

/** @type {(el: unknown) => el is Control} */
const isControl = (el) => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
  || el instanceof HTMLSelectElement;
/** @param {unknown} el @returns {el is HTMLInputElement} a checkbox or a radio button */
const isCheck = (el) => el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");
const controlState = (/** @type {Control} */ el) => (isCheck(el) ? el.checked : el.value);

/**
 * Append `children` (text as text nodes) to `el`; returns `el`.
 * @template {Element} E
 * @param {E} el
 * @param {Child[]} children
 * @returns {E}
 */
export function append(el, children) {
  for (const child of /** @type {unknown[]} */ (children).flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** @template {Element} E @param {E} el @returns {E} */
export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
  return el;
}

/** @template {Element} E @param {E} el @param {Child[]} children @returns {E} */
export function replace(el, ...children) {
  clear(el);
  return append(el, children);
}

const czNumber = new Intl.NumberFormat("cs-CZ", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
export const formatPercent = (/** @type {number} */ value) => `${czNumber.format(value)}\u00a0%`;
const czDate = new Intl.DateTimeFormat("cs-CZ", { dateStyle: "medium", timeStyle: "short" });
export const formatDate = (/** @type {string | null | undefined} */ iso) => {
  const date = new Date(/** @type {string} */ (iso));
  return Number.isNaN(date.getTime()) ? "" : czDate.format(date);
};

/**
 * Czech plural: plural(5, "postava", "postavy", "postav") → "postav".
 * @param {number} n
 * @param {string} one
 * @param {string} few
 * @param {string} many
 */
export function plural(n, one, few, many) {
  const m = Math.abs(n);
  return m === 1 ? one : m >= 2 && m <= 4 ? few : many;
}

/** A polite live region that screen readers announce (roll results, saves). */
export function announce(/** @type {string} */ text) {
  const region = document.getElementById("announcer");
  if (!region) return;
  region.textContent = "";
  setTimeout(() => { region.textContent = text; }, 30);
}

/** A node to keep as it is where a redraw (morph) puts it: it is not moved if it is already there. */
export function keep(/** @type {Node | null | undefined} */ node) {
  if (!node) return null;
  const marker = document.createElement("druzina-keep");
  kept.set(marker, node);
  return marker;
}
/** @type {WeakMap<Node, Node>} */
const kept = new WeakMap();

/**
 * Redraw `el` to show `children` without taking anything from the player: elements that are there already
 * (matched by data-testid, else by tag in order) are kept and updated in place, so focus, the caret and a
 * selection stay where the player put them, and a form control that was typed into (its value differs from
 * the one last shown) keeps what was typed until the engine takes it. `reset`: put the shown value back into
 * every typed-into control but the focused one (after the engine refused a value).
 * @template {Element} E
 * @param {E} el
 * @param {Child} children
 * @param {{reset?: boolean}} [options]
 * @returns {E}
 */
export function morph(el, children, { reset = false } = {}) {
  const nodes = /** @type {unknown[]} */ ([children]).flat(Infinity);
  morphChildren(el, nodes.filter((c) => c !== null && c !== undefined && c !== false)
    .map((c) => (c instanceof Node ? c : document.createTextNode(String(c)))), reset);
  return el;
}

const keyOf = (/** @type {Node} */ node) => (node instanceof Element ? node.getAttribute("data-testid") : null);
/** @param {Node} a @param {Node} b */
const sameKind = (a, b) => a.nodeType === b.nodeType && a.nodeName === b.nodeName && keyOf(a) === keyOf(b)
  && !(a instanceof HTMLInputElement && a.type !== /** @type {HTMLInputElement} */ (b).type);

/** @param {Node} parent @param {Node[]} fresh @param {boolean} reset */
function morphChildren(parent, fresh, reset) {
  const old = [...parent.childNodes];
  const used = new Set(fresh.filter((node) => kept.has(node)).map((node) => kept.get(node)));
  const targets = fresh.map((node) => {
    const keeping = kept.get(node);
    if (keeping) return keeping;
    const match = old.find((o) => !used.has(o) && sameKind(o, node));
    if (!match) return withKept(node);
    used.add(match);
    morphNode(match, node, reset);
    return match;
  });
  const wanted = new Set(targets);
  for (const node of old) if (!wanted.has(node)) node.remove();
  targets.forEach((node, i) => {
    const at = parent.childNodes[i];
    if (at !== node) parent.insertBefore(node, at || null);
  });
}

/** A new node as it goes into the page: the nodes its keep() markers stand for in their places. */
function withKept(/** @type {Node} */ node) {
  if (!(node instanceof Element)) return node;
  for (const marker of node.querySelectorAll("druzina-keep")) {
    marker.replaceWith(/** @type {Node} */ (kept.get(marker))); // keep() made every marker with its node
  }
  return node;
}

/** @param {Node} old @param {Node} fresh @param {boolean} reset */
function morphNode(old, fresh, reset) {
  if (!(old instanceof Element)) {
    if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue;
    return;
  }
  const state = isControl(old) ? controlState(old) : undefined;
  // a <details> the player opened or folded stays so (its owner redraws it with the remembered state anyway)
  const own = (/** @type {string} */ name) => !(name === "open" && old instanceof HTMLDetailsElement);
  const element = /** @type {Element} */ (fresh); // sameKind: an element as `old` is
  for (const { name } of [...old.attributes]) if (own(name) && !element.hasAttribute(name)) old.removeAttribute(name);
  for (const { name, value } of [...element.attributes]) {
    if (own(name) && old.getAttribute(name) !== value) old.setAttribute(name, value);
  }
  const fresher = handlers.get(element) || {};
  const older = handlers.get(old) || {};
  for (const type of Object.keys(older)) if (!fresher[type]) older[type] = undefined;
  for (const [type, fn] of Object.entries(fresher)) listen(old, type, fn);
  if (!(old instanceof HTMLTextAreaElement)) morphChildren(old, [...fresh.childNodes], reset);
  // sameKind: `fresh` is a control of the same kind, and `state` what `old` showed before the update
  if (isControl(old)) {
    syncControl(old, /** @type {Control} */ (element), /** @type {string | boolean} */ (state), reset);
  }
}

/**
 * Show the model's new state in a kept control, unless the player has typed into it (or it is focused and
 * the model did not change: a selection the player made stays).
 * @param {Control} old
 * @param {Control} fresh
 * @param {string | boolean} state
 * @param {boolean} reset
 */
function syncControl(old, fresh, state, reset) {
  const next = controlState(fresh);
  const typed = shown.has(old) && state !== shown.get(old);
  const focused = old === document.activeElement;
  const wanted = typed && !(reset && !focused) ? state : next;
  if (controlState(old) !== wanted) {
    if (isCheck(old)) old.checked = Boolean(wanted);
    else old.value = String(wanted);
  }
  shown.set(old, next);
}
