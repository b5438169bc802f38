"""Hand-over by QR code (issue 27): what the camera may see besides a good code, and which reader reads it.

- Another app's code and a damaged Družina code are refused while scanning goes on (each named in Czech, the
  foreign text shown as text), and a whole code carrying a save of an unknown game is refused after reading;
  nothing is written.
- Where the browser has a ``BarcodeDetector`` that reads QR codes, the page reads with it and never starts
  jsQR; where it has one that does not read QR codes (or whose formats cannot be asked), jsQR reads.

Chromium on Linux has no BarcodeDetector, so the page gets one from the test (an init script): it answers
``getSupportedFormats`` as told and reads each frame the page hands to ``detect`` — the live ``<video>`` of
the fake camera — by painting it on a canvas and sending the PNG to zxing-cpp in the test process (a decoder
that is neither jsQR nor segno). That proves the page's own native path (feature check, detector made for
``qr_code``, ``detect`` on the video each frame, ``rawValue`` taken, jsQR never loaded) end to end on the
camera's frames; it does not prove that any browser's real detector reads our codes — that is the platform's.
"""

from __future__ import annotations

import base64
import io
import json
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from py_rules.api import handle
from py_rules.handover import b45encode, dictionary
from tests.browser.handover_support import Image, Phones, code_image, codes_of, receive, stored, write_y4m

zxingcpp = pytest.importorskip("zxingcpp")


@pytest.fixture
def phones(browser: Browser, site: str, tmp_path: Path) -> Iterator[Phones]:
    made = Phones(browser, site, tmp_path)
    yield made
    made.close_all()
    made.check()


def a_save(name: str = "Vlna", system: str = "cairn") -> dict[str, Any]:
    sheet = handle({"op": "new_sheet", "system": system, "name": name})["result"]["sheet"]
    envelope: dict[str, Any] = handle({"op": "pack", "id": f"{system}-vlna", "sheet": sheet})["result"]["envelope"]
    return envelope


def raw_code(envelope: dict[str, Any]) -> str:
    """A well-formed one-part code of ``envelope`` as it is, checked by nothing (what a hostile app could show)."""
    text = json.dumps(envelope, ensure_ascii=False, separators=(",", ":")).encode()
    packer = zlib.compressobj(9, zdict=dictionary())
    packed = packer.compress(text) + packer.flush()
    return f"DRZ1:1/1:{zlib.crc32(packed):08X}:{b45encode(packed)}"


def saved_keys(page: Page) -> list[str]:
    keys: list[str] = page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('druzina:char:')).sort()")
    return keys


def test_foreign_and_damaged_codes_are_named_in_czech_and_nothing_is_written(phones: Phones,
                                                                             tmp_path: Path) -> None:
    good = codes_of(a_save())[0]
    header, body = good.rsplit(":", 1)
    damaged = header[:-8] + ("00000000" if not header.endswith("00000000") else "11111111") + ":" + body
    write_y4m([code_image("https://example.cz/<b>druzina</b>"), code_image(damaged)], tmp_path / "stray.y4m")
    phone = phones.launch("phone", camera=tmp_path / "stray.y4m")
    before = saved_keys(phone)
    phone.get_by_test_id("tab-characters").click()
    phone.get_by_test_id("receive-open").click()
    scanner = phone.locator("[data-testid=receiver][data-state=scanning][data-refused='2']")
    scanner.wait_for()  # both refused, and the scanner still scanning
    refused = phone.get_by_test_id("receive-refused").all_inner_texts()
    foreign = next(t for t in refused if "není kód Družiny" in t)
    assert "(obsah kódu: „https://example.cz/<b>druzina</b>“)" in foreign  # shown as text, not as markup
    assert phone.get_by_test_id("receive-stray").locator("b").count() == 0
    assert any("nesedí kontrolní součet" in t for t in refused), refused
    phone.get_by_test_id("receive-cancel").click()
    expect(phone.get_by_test_id("receiver")).to_have_count(0)
    assert saved_keys(phone) == before
    phones.close(phone)

    write_y4m([code_image(raw_code({**a_save(), "system": "pathfinder"}))], tmp_path / "foreign-game.y4m")
    phone = phones.launch("phone", camera=tmp_path / "foreign-game.y4m")
    phone.get_by_test_id("tab-characters").click()
    phone.get_by_test_id("receive-open").click()
    result = phone.locator("[data-testid=receive-result][data-state=refused]")
    expect(result.get_by_test_id("receive-problem")).to_contain_text("Neznámá hra „pathfinder“")
    assert result.get_by_test_id("receive-take").count() == 0  # nothing to agree to
    assert saved_keys(phone) == before


# The test's BarcodeDetector: formats as ``window.__detectorFormats`` says (an Error: asking fails), frames read
# by zxing-cpp through ``__readQr``; counts detections and every jsQR worker the page starts.
DETECTOR = """(() => {
  window.__detectorFormats = ["qr_code"];
  window.__detections = 0;
  window.__qrWorkers = 0;
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      if (String(url).includes("qr-decoder")) window.__qrWorkers++;
    }
  };
  window.BarcodeDetector = class {
    constructor(options) { this.formats = options.formats; }
    static async getSupportedFormats() {
      if (window.__detectorFormats instanceof Error) throw window.__detectorFormats;
      return window.__detectorFormats;
    }
    async detect(source) {
      if (!(source instanceof HTMLVideoElement)) throw new TypeError("the page hands the camera's video");
      if (!this.formats.includes("qr_code")) return [];
      const canvas = document.createElement("canvas");
      canvas.width = source.videoWidth;
      canvas.height = source.videoHeight;
      canvas.getContext("2d").drawImage(source, 0, 0);
      window.__detections++;
      const texts = await window.__readQr(canvas.toDataURL("image/png"));
      return texts.map((rawValue) => ({ rawValue, format: "qr_code", cornerPoints: [],
        boundingBox: new DOMRectReadOnly(0, 0, canvas.width, canvas.height) }));
    }
  };
})();"""


def read_qr(data_url: str) -> list[str]:
    """The QR texts zxing-cpp finds in a PNG data URL (one frame of the page's video)."""
    image = Image.open(io.BytesIO(base64.b64decode(data_url.split(",", 1)[1])))
    return [found.text for found in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)][:1]


def with_detector(context: BrowserContext) -> None:
    context.expose_function("__readQr", read_qr)
    context.add_init_script(DETECTOR)


def test_a_barcode_detector_that_reads_qr_is_used_and_jsqr_otherwise(phones: Phones, tmp_path: Path) -> None:
    save = a_save("Vlna <i>z hor</i>")
    write_y4m([code_image(code) for code in codes_of(save)], tmp_path / "code.y4m")
    phone = phones.launch("phone", camera=tmp_path / "code.y4m", setup=with_detector)

    receive(phone, "new", decoder="native")
    result = phone.get_by_test_id("receive-result")
    expect(result.get_by_test_id("receive-name")).to_have_text("Vlna <i>z hor</i>")
    assert phone.evaluate("() => [window.__detections > 0, window.__qrWorkers]") == [True, 0]  # jsQR never started
    result.get_by_test_id("receive-take").click()
    expect(result).to_have_attribute("data-state", "taken")
    assert stored(phone, save["id"]) == save

    for formats in ("['ean_13', 'code_128']", "new Error('formats unknown')"):  # a detector without QR: jsQR
        phone.evaluate(f"() => {{ window.__detectorFormats = {formats}; window.__detections = 0; }}")
        receive(phone, "same", decoder="jsqr")
        assert phone.evaluate("() => window.__detections") == 0
        phone.get_by_test_id("receive-close").click()
    assert phone.evaluate("() => window.__qrWorkers") == 2
