// Printing a sheet: every folded section is opened for the printout (a closed <details> prints only its
// summary) and folded back afterwards; the print stylesheet in style.css hides the controls.

/** Open folded sections before printing and restore them after. */
export function setupPrint() {
  /** @type {HTMLDetailsElement[]} */
  let reopened = [];
  window.addEventListener("beforeprint", () => {
    reopened = [...document.querySelectorAll("#view details:not([open])")].map((details) =>
      /** @type {HTMLDetailsElement} */ (details));
    for (const details of reopened) details.open = true;
  });
  window.addEventListener("afterprint", () => {
    for (const details of reopened) details.open = false;
    reopened = [];
  });
}
