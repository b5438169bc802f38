// Renders the engine's FieldView models as form controls. The shell knows field kinds, not rules:
// every value goes back to the engine, which validates it and answers with the new sheet.
import { h, append } from "./dom.js";

/**
 * What a field does with the player's input: each goes to the engine as a change of `path`.
 * @typedef {{set(path: FieldView["path"], value: unknown): unknown,
 *   append(path: FieldView["path"], item: unknown): unknown, remove(path: string): unknown}} FieldHooks
 */
/** @typedef {(field: FieldView, hooks: FieldHooks, testid: string) => import("./dom.js").Child[]} Render */

let uid = 0;
const nextId = (/** @type {string} */ prefix) => `${prefix}-${++uid}`;
/** The value of the control an event came from. @param {Event} event */
const typed = (event) => /** @type {HTMLInputElement} */ (event.target).value;

/**
 * field: FieldView from Python; hooks: {set(path, value), append(path, item), remove(path)}; prefix: testid prefix.
 * @param {FieldView} field
 * @param {FieldHooks} hooks
 */
export function renderField(field, hooks, prefix = "field") {
  const render = KINDS[field.kind] || KINDS.stat;
  const testid = `${prefix}-${field.path || field.label}`;
  const wrap = h("div", {
    class: `field field-${field.kind}`, "data-kind": field.kind, "data-tone": field.tone || "normal",
  });
  append(wrap, render(field, hooks, testid)); // skips the null a control leaves out (e.g. no "Přidat")
  if (field.hint) wrap.append(h("p", { class: "hint small muted" }, field.hint));
  return wrap;
}

/** @param {FieldView} field @param {HTMLElement} control */
function labelled(field, control) {
  const id = nextId("f");
  control.id = id;
  return [h("label", { for: id }, field.label), control];
}

/** @param {string} text */
function toInt(text) {
  if (text.trim() === "") return null;
  const n = Number(text);
  return Number.isInteger(n) ? n : text; // a non-integer goes to the engine, which explains the problem
}

/** @type {Record<FieldView["kind"], Render>} */
const KINDS = {
  text(field, hooks, testid) {
    const input = h("input", {
      type: "text", value: field.value ?? "", "data-testid": testid, readonly: field.readonly, maxlength: 2000,
      onchange: (e) => hooks.set(field.path, typed(e)),
    });
    return labelled(field, input);
  },
  longtext(field, hooks, testid) {
    const area = h("textarea", {
      rows: 4, value: field.value ?? "", "data-testid": testid, readonly: field.readonly,
      onchange: (e) => hooks.set(field.path, typed(e)),
    });
    return labelled(field, area);
  },
  number(field, hooks, testid) {
    const input = h("input", {
      type: "number", inputmode: "numeric", value: field.value ?? "", min: field.min ?? undefined,
      max: field.max ?? undefined, "data-testid": testid, "data-value": field.value ?? "", readonly: field.readonly,
      onchange: (e) => hooks.set(field.path, toInt(typed(e))),
    });
    const [label, control] = labelled(field, input);
    if (field.readonly) return [label, control];
    const step = (/** @type {number} */ delta) => h("button", {
      type: "button", class: "step", "aria-label": `${field.label}: ${delta > 0 ? "přidat" : "ubrat"} 1`,
      "data-testid": `${testid}-${delta > 0 ? "inc" : "dec"}`,
      // from what the control shows: a second tap before the engine has answered the first counts too
      onclick: () => {
        const next = (Number(input.value) || 0) + delta;
        input.value = String(next);
        hooks.set(field.path, next);
      },
    }, delta > 0 ? "+" : "−");
    return [label, h("div", { class: "stepper" }, step(-1), control, step(1))];
  },
  track(field, hooks, testid) {
    const value = Number(field.value) || 0;
    const max = Math.max(0, Number(field.max) || 0);
    const group = h("div", {
      class: "track", role: "group", "aria-label": field.label, "data-testid": testid, "data-value": value,
      "data-max": max,
    });
    for (let i = 1; i <= Math.min(max, 40); i++) {
      const filled = i <= value;
      group.append(h("button", {
        type: "button", class: filled ? "box filled" : "box", "aria-pressed": String(filled), disabled: field.readonly,
        "aria-label": `${field.label}: nastavit na ${filled && i === value ? i - 1 : i} z ${max}`,
        onclick: () => hooks.set(field.path, filled && i === value ? i - 1 : i),
      }));
    }
    return [h("span", { class: "label" }, field.label, " ", h("span", { class: "muted" }, `${value}/${max}`)), group];
  },
  select(field, hooks, testid) {
    const select = h("select", { "data-testid": testid, disabled: field.readonly, onchange: (e) => {
      const option = (field.options || []).find((o) => String(o.value) === typed(e));
      hooks.set(field.path, option ? option.value : typed(e));
    } }, (field.options || []).map((o) =>
      h("option", { value: String(o.value), selected: String(o.value) === String(field.value) }, o.label)));
    return labelled(field, select);
  },
  toggle(field, hooks, testid) {
    const id = nextId("f");
    const box = h("input", {
      type: "checkbox", id, checked: Boolean(field.value), "data-testid": testid, disabled: field.readonly,
      onchange: (e) => hooks.set(field.path, /** @type {HTMLInputElement} */ (e.target).checked),
    });
    return [h("label", { for: id, class: "toggle" }, box, " ", field.label)];
  },
  stat(field, _hooks, testid) {
    // a long value (a list of names, an order) reads as a line of text across the row, not as a big number
    const value = field.value ?? "—";
    const long = String(value).length > 24;
    return [h("span", { class: "label" }, field.label),
      h("output", { class: long ? "stat long" : "stat", "data-testid": testid }, value)];
  },
  list(field, hooks, testid) {
    const items = field.items || [];
    const rows = items.map((item, index) => {
      const remove = field.readonly ? null : h("button", {
        type: "button", class: "link danger", "data-testid": `${testid}-remove-${index}`,
        onclick: () => hooks.remove(`${field.path}.${index}`),
      }, "Odebrat");
      const card = item.card;
      if (!Array.isArray(card)) {
        return h("li", { class: "list-item", "data-testid": `${testid}-item` },
          item.title ? h("strong", {}, item.title) : null, item.fields.map((f) => renderField(f, hooks)), remove);
      }
      // a board's participant as a compact card: what changes in play (the engine names it), the rest on tap
      const rest = item.fields.filter((_, i) => !card.includes(i));
      return h("li", { class: "list-item card-item", "data-testid": `${testid}-item`, "data-card": "" },
        item.title ? h("strong", {}, item.title) : null,
        h("div", { class: "card-fields" },
          item.fields.filter((_, i) => card.includes(i)).map((f) => renderField(f, hooks))),
        h("details", { class: "more", "data-testid": `${testid}-more-${index}` },
          h("summary", { "aria-label": `Více: ${item.title || field.label}` }, "Více"),
          // the grid is this box, not <details>: Chromium lays out a details' content as one box of its own
          h("div", { class: "more-body" }, rest.map((f) => renderField(f, hooks)), remove)));
    });
    const full = field.max_items !== null && field.max_items !== undefined && items.length >= field.max_items;
    const add = field.readonly || !field.new_item ? null : h("button", {
      type: "button", class: "secondary", disabled: full, "data-testid": `${testid}-add`,
      onclick: () => hooks.append(field.path, field.new_item),
    }, field.add_label || "Přidat");
    return [h("span", { class: "label" }, field.label), h("ul", { class: "list", "data-testid": testid }, rows), add];
  },
};
