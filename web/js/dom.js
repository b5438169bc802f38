// Building DOM without HTML strings: user text is only ever set as text (never innerHTML).

/** h("button", {class: "x", "data-testid": "y", onclick: fn}, "text", child) → Element */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") listen(el, key.slice(2), value);
    else if (key === "class") el.className = value;
    else if (key === "value") /** @type {HTMLInputElement} */ (el).value = value;
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
const handlers = new WeakMap();
// The state (value, or checked) each form control last showed from the model: a control whose state differs
// has been typed into (or clicked) and not yet taken by the engine.
const shown = new WeakMap();

function listen(el, type, fn) {
  let own = handlers.get(el);
  if (!own) handlers.set(el, (own = {}));
  if (!own[type]) el.addEventListener(type, (event) => handlers.get(el)[type]?.(event));
  own[type] = fn;
}

const isControl = (el) => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
  || el instanceof HTMLSelectElement;
const isCheck = (el) => el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");
const controlState = (el) => (isCheck(el) ? el.checked : el.value);

export function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
  return el;
}

export function replace(el, ...children) {
  clear(el);
  return append(el, children);
}

const czNumber = new Intl.NumberFormat("cs-CZ", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
export const formatPercent = (value) => `${czNumber.format(value)}\u00a0%`;
const czDate = new Intl.DateTimeFormat("cs-CZ", { dateStyle: "medium", timeStyle: "short" });
export const formatDate = (iso) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : czDate.format(date);
};

/** Czech plural: plural(5, "postava", "postavy", "postav") → "postav". */
export function plural(n, one, few, many) {
  const m = Math.abs(n);
  return m === 1 ? one : m >= 2 && m <= 4 ? few : many;
}

/** A polite live region that screen readers announce (roll results, saves). */
export function announce(text) {
  const region = document.getElementById("announcer");
  if (!region) return;
  region.textContent = "";
  setTimeout(() => { region.textContent = text; }, 30);
}

/** A node to keep as it is where a redraw (morph) puts it: it is not moved if it is already there. */
export function keep(node) {
  if (!node) return null;
  const marker = document.createElement("druzina-keep");
  kept.set(marker, node);
  return marker;
}
const kept = new WeakMap();

/**
 * Redraw `el` to show `children` without taking anything from the player: elements that are there already
 * (matched by data-testid, else by tag in order) are kept and updated in place, so focus, the caret and a
 * selection stay where the player put them, and a form control that was typed into (its value differs from
 * the one last shown) keeps what was typed until the engine takes it. `reset`: put the shown value back into
 * every typed-into control but the focused one (after the engine refused a value).
 */
export function morph(el, children, { reset = false } = {}) {
  morphChildren(el, [children].flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false)
    .map((c) => (c instanceof Node ? c : document.createTextNode(String(c)))), reset);
  return el;
}

const keyOf = (node) => (node instanceof Element ? node.getAttribute("data-testid") : null);
const sameKind = (a, b) => a.nodeType === b.nodeType && a.nodeName === b.nodeName && keyOf(a) === keyOf(b)
  && !(a instanceof HTMLInputElement && a.type !== /** @type {HTMLInputElement} */ (b).type);

function morphChildren(parent, fresh, reset) {
  const old = [...parent.childNodes];
  const used = new Set(fresh.filter((node) => kept.has(node)).map((node) => kept.get(node)));
  const targets = fresh.map((node) => {
    if (kept.has(node)) return kept.get(node);
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
function withKept(node) {
  if (!(node instanceof Element)) return node;
  for (const marker of node.querySelectorAll("druzina-keep")) marker.replaceWith(kept.get(marker));
  return node;
}

function morphNode(old, fresh, reset) {
  if (!(old instanceof Element)) {
    if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue;
    return;
  }
  const state = isControl(old) ? controlState(old) : undefined;
  // a <details> the player opened or folded stays so (its owner redraws it with the remembered state anyway)
  const own = (name) => !(name === "open" && old instanceof HTMLDetailsElement);
  for (const { name } of [...old.attributes]) if (own(name) && !fresh.hasAttribute(name)) old.removeAttribute(name);
  for (const { name, value } of [...fresh.attributes]) {
    if (own(name) && old.getAttribute(name) !== value) old.setAttribute(name, value);
  }
  const fresher = handlers.get(fresh) || {};
  for (const type of Object.keys(handlers.get(old) || {})) if (!fresher[type]) handlers.get(old)[type] = undefined;
  for (const [type, fn] of Object.entries(fresher)) listen(old, type, fn);
  if (!(old instanceof HTMLTextAreaElement)) morphChildren(old, [...fresh.childNodes], reset);
  if (isControl(old)) syncControl(old, fresh, state, reset);
}

/** Show the model's new state in a kept control, unless the player has typed into it (or it is focused and
 * the model did not change: a selection the player made stays). */
function syncControl(old, fresh, state, reset) {
  const prop = isCheck(old) ? "checked" : "value";
  const next = controlState(fresh);
  const typed = shown.has(old) && state !== shown.get(old);
  const focused = old === document.activeElement;
  if (typed && !(reset && !focused)) {
    if (old[prop] !== state) old[prop] = state;
  }  else if (old[prop] !== next) old[prop] = next;
  shown.set(old, next);
}
