// Cases for the stored form of web/snapshot.js, run by tests/test_snapshot.py under Node: prints one JSON
// object of results.
import { NoSnapshot, decode, encode, header, readSnapshot, storeSnapshot } from "../../web/snapshot.js";

function attempt(fn) {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    return { ok: false, message: String(error.message) };
  }
}

const memory = new Uint8Array(5 * 4096);
memory[3] = 1; // page 0
memory[2 * 4096 + 100] = 2; // page 2
memory[5 * 4096 - 1] = 3; // page 4, its last byte
const body = encode({ memory, fingerprint: "1234:5678:/lib/so" });
const into = new Uint8Array(memory.length);
const fingerprint = decode(body, into);
const pagesLeftOut = body.length < memory.length;

const truncated = body.slice(0, body.length - 1);
const wrongMagic = body.slice();
wrongMagic[0] ^= 0xff;
const pageOutside = body.slice();
new DataView(pageOutside.buffer).setUint32(20 + 20, 99, true); // the first page index (after a 17-byte mark)

// Without an origin private file system (Node has none) nothing is kept and nothing is found.
const kept = await storeSnapshot("key", { memory, fingerprint: "1234:5678:/lib/so" });
const found = readSnapshot("key");
const lookup = await found.memory.then(() => "found", (error) => (error instanceof NoSnapshot ? "none" : String(error)));
const intact = await found.intact;

console.log(JSON.stringify({
  withoutFileSystem: { kept, lookup, intact },
  fingerprint,
  same: into.every((byte, i) => byte === memory[i]),
  pagesLeftOut,
  stored: body.length,
  length: header(body).length,
  truncated: attempt(() => decode(truncated)),
  wrongMagic: attempt(() => decode(wrongMagic)),
  wrongSize: attempt(() => decode(body, new Uint8Array(4096))),
  pageOutside: attempt(() => decode(pageOutside)),
  empty: attempt(() => decode(new Uint8Array(0))),
}));
