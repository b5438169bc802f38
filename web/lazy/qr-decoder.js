// Reads a QR code from one camera frame (issue 27), for browsers without a BarcodeDetector that reads QR codes
// (Chromium on desktop Linux and Windows, Firefox, WebKit). A classic worker off the page's thread, with jsQR
// (npm, pinned in web/package.json; copied here by build.py): {id, width, height, data: RGBA buffer} in,
// {id, text: the code's text or null} out; {ready: true} first, once jsQR is loaded (a jsQR that cannot be
// loaded, offline before the service worker kept it, is an error event on the page's Worker instead).
/* global jsQR */
importScripts("jsQR.js");
postMessage({ ready: true });

self.onmessage = (event) => {
  const { id, width, height, data } = event.data;
  let text = null;
  try {
    const found = jsQR(new Uint8ClampedArray(data), width, height, { inversionAttempts: "dontInvert" });
    text = found ? found.data : null;
  } catch (error) {
    console.error("Družina: čtení QR kódu selhalo", error); // the frame is skipped; the next one is read
  }
  postMessage({ id, text });
};
