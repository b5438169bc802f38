"""Hand-over by QR code in WebKit and Firefox (issue 27: «both work offline, in Chromium, WebKit and Firefox»).

A browser of its own (this module's), so that its first use of the hand-over comes with the network already
gone: the first visit online, until the service worker keeps every hand-over file; then, offline, a character
is shown as a QR code — the code painted on the page's canvas is read back by zxing-cpp here and carries the
very save that is stored — and a code is received through the camera and the page's decoder.

Neither WebKitGTK nor headless Firefox has a camera that plays a file (Chromium's fake camera is Chromium's
only), so the camera is the one thing the test replaces: ``getUserMedia`` answers with the stream of a
canvas the test paints a code on (``canvas.captureStream``, which both engines have). From there on it is
the page's own path: the ``<video>`` plays the stream and the page's reader reads its frames — jsQR in its
worker, as neither engine has a ``BarcodeDetector`` (the test records which reader it was) — and the engine
checks what was read before anything is saved. Not covered here: a real camera and its permission prompt,
and the reading of a code from another phone's screen through a lens.
"""

from __future__ import annotations

import base64
import io
import json
from typing import Any

import pytest

import build
from py_rules.api import handle
from py_rules.qr import qr_code
from tests.browser.ux_steps import CACHED, create_character
from tests.engines.conftest import Site
from tests.engines.page import EnginePage

Image = pytest.importorskip("PIL.Image")
zxingcpp = pytest.importorskip("zxingcpp")

# The camera: a canvas showing the code's rows (4 px a module, its quiet zone, on white), repainted ten
# times a second so that its stream keeps giving frames; getUserMedia answers with that stream.
CAMERA = """(code) => {
  const scale = 4, side = (code.size + 2 * code.quiet) * scale;
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = side + 64;
  const context = canvas.getContext("2d");
  const paint = () => {
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = "#000";
    code.rows.forEach((row, y) => [...row].forEach((module, x) => {
      if (module === "1") context.fillRect(32 + (x + code.quiet) * scale, 32 + (y + code.quiet) * scale, scale, scale);
    }));
  };
  paint();
  setInterval(paint, 100);
  const stream = canvas.captureStream(10);
  window.__druzinaCamera = 0;
  // On the prototype, not on navigator.mediaDevices: WebKit may collect that object's JS wrapper and make a new
  // one without the replacement (it failed so under load: the real getUserMedia was called, the fake never).
  MediaDevices.prototype.getUserMedia = async () => { window.__druzinaCamera += 1; return stream; };
}"""


SCANNER = """() => {
  const box = document.querySelector("[data-testid=receiver], [data-testid=receive-result]");
  const video = document.querySelector("[data-testid=receive-video]");
  return { state: box && { ...box.dataset }, text: box && box.innerText, fakeCameraCalls: window.__druzinaCamera,
    video: video && { ready: video.readyState, width: video.videoWidth, paused: video.paused } };
}"""


def a_save(name: str, system: str = "cairn") -> dict[str, Any]:
    sheet = handle({"op": "new_sheet", "system": system, "name": name})["result"]["sheet"]
    envelope: dict[str, Any] = handle({"op": "pack", "id": f"{system}-1", "sheet": sheet})["result"]["envelope"]
    return envelope


def stored(page: EnginePage, character: str) -> dict[str, Any]:
    raw = page.evaluate("(id) => localStorage.getItem('druzina:char:' + id)", character)
    assert raw is not None
    envelope: dict[str, Any] = json.loads(raw)
    return envelope


def test_a_first_hand_over_offline_shows_a_code_and_reads_one(page: EnginePage, engine_site: Site) -> None:
    lazy = [f"./{build.LAZY}/{p.name}" for p in (build.DIST / build.LAZY).iterdir()]
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    page.wait_for_function(CACHED, lazy)  # kept by the completion after the start, never used yet
    engine_site.offline.set()
    page.reload()
    page.wait_ready()

    hero = create_character(page, "Ťapka <b>Bílá</b>", "drd2")
    page.get_by_test_id("handover-show").click()
    box = page.locator("[data-testid=handover][data-state=showing]")
    box.wait_for()
    png = page.evaluate("() => document.querySelector('[data-testid=handover] canvas').toDataURL('image/png')")
    image = Image.open(io.BytesIO(base64.b64decode(png.split(",", 1)[1])))
    payloads = json.loads(box.get_attribute("data-payloads") or "[]")
    assert [found.text for found in zxingcpp.read_barcodes(image)] == payloads  # the painted code reads back
    received = handle({"op": "receive", "payloads": payloads})["result"]["import"]
    assert received["characters"][0]["envelope"] == stored(page, hero)
    page.get_by_test_id("handover-close").click()

    save = a_save("Vlna <i>z hor</i>")
    codes = handle({"op": "handover", "save": save, "images": False})["result"]["payloads"]
    assert len(codes) == 1
    page.evaluate(CAMERA, qr_code(codes[0]))
    page.get_by_test_id("tab-characters").click()
    page.get_by_test_id("receive-open").click()
    result = page.locator("[data-testid=receive-result][data-state=asking][data-relation=new]")
    try:
        result.wait_for()
    except AssertionError as failed:
        raise AssertionError(f"{failed}; the scanner: {page.evaluate(SCANNER)}") from None
    decoder = result.get_attribute("data-decoder")
    has_detector = page.evaluate("() => typeof BarcodeDetector === 'function'")
    assert decoder == ("native" if has_detector else "jsqr"), (decoder, has_detector)
    assert result.get_by_test_id("receive-name").inner_text() == "Vlna <i>z hor</i>"  # text, not markup
    assert stored_or_none(page, save["id"]) is None  # nothing written before the player agrees
    result.get_by_test_id("receive-take").click()
    page.locator("[data-testid=receive-result][data-state=taken]").wait_for()
    assert stored(page, save["id"]) == save


def stored_or_none(page: EnginePage, character: str) -> str | None:
    raw: str | None = page.evaluate("(id) => localStorage.getItem('druzina:char:' + id)", character)
    return raw
