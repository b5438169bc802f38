// Building DOM without HTML strings: user text is only ever set as text (never innerHTML).

/** h("button", {class: "x", "data-testid": "y", onclick: fn}, "text", child) → Element */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "class") el.className = value;
    else if (key === "value") el.value = value;
    else if (key === "checked") el.checked = Boolean(value);
    else if (key === "text") el.textContent = String(value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

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
