// Creating a character or a board: the engine makes the sheet and its save envelope; the shell stores the
// envelope and opens the new sheet.
import * as store from "./store.js";
import { exportAction } from "./transfer.js";

/** Create a sheet of `system` named `name`, save it and open it; returns a Czech error message, or null. */
export async function createAndOpen(app, system, name) {
  const created = await app.call({ op: "new_sheet", system, name });
  if (!created.ok) return created.error.message;
  const id = store.newId();
  const packed = await app.call({ op: "pack", id, sheet: created.result.sheet });
  if (!packed.ok) return packed.error.message;
  const saved = store.saveCharacter(packed.result.envelope);
  if (!saved.ok) app.notify(saved.message, "warn", exportAction(app, [id]));
  app.show("sheet", id, { envelope: packed.result.envelope, presented: created.result });
  return null;
}
