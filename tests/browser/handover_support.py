"""Shared steps of the hand-over browser tests (issue 27): phones as persistent Chromium profiles whose camera is
a video file, QR codes read from a page's canvas or made in CPython, and the videos made of them.

Chromium plays a Y4M file as the camera (``--use-fake-device-for-media-stream``,
``--use-file-for-fake-video-capture``); each phone is a persistent profile, so its localStorage and service
worker survive a relaunch with another camera file.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from py_rules.api import handle
from py_rules.qr import qr_code
from tests.browser.conftest import BOOT_TIMEOUT_MS, CHROMIUM, LAUNCH_ARGS, Outside, wait_ready
from tests.browser.ux_steps import open_character

Image = pytest.importorskip("PIL.Image")

__all__ = ["Phones", "code_image", "codes_of", "hand_over", "receive", "shown_codes", "stored", "write_y4m"]

WIDTH, HEIGHT = 640, 480  # the fake camera's frame (4:2:0, so both even)
FRAMES_PER_CODE = 8
MODULE_PX = 4  # a code made in CPython: pixels a module (the video scales it to its frame anyway)


def shown_codes(page: Page) -> list[Any]:
    """Every QR code the open hand-over shows, as grey images read from the page's own canvas (several are
    shown in turn: each is waited for)."""
    box = page.locator("[data-testid=handover][data-state=showing]")
    box.wait_for()
    parts = int(box.get_attribute("data-parts") or "0")
    images = []
    for part in range(1, parts + 1):
        page.locator(f"[data-testid=handover][data-part='{part}'] canvas").wait_for()
        grey = page.locator("[data-testid=handover] canvas").evaluate("""(canvas) => {
          const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
          const grey = [];
          for (let i = 0; i < data.length; i += 4) grey.push(data[i]);
          return {width: canvas.width, height: canvas.height, grey};
        }""")
        images.append(Image.frombytes("L", (grey["width"], grey["height"]), bytes(grey["grey"])))
    return images


def code_image(text: str) -> Any:
    """A QR code of ``text`` made here (segno through ``py_rules.qr``, as the engine makes them), black on white
    with its quiet zone: for codes no page shows (another app's, a damaged one)."""
    code = qr_code(text)
    side = code["size"] + 2 * code["quiet"]
    image = Image.new("L", (side, side), 255)
    for y, row in enumerate(code["rows"]):
        for x, module in enumerate(row):
            if module == "1":
                image.putpixel((x + code["quiet"], y + code["quiet"]), 0)
    return image.resize((side * MODULE_PX, side * MODULE_PX), Image.NEAREST)


def codes_of(envelope: dict[str, Any]) -> list[str]:
    """The hand-over payloads CPython's engine makes of a save."""
    payloads: list[str] = handle({"op": "handover", "save": envelope, "images": False})["result"]["payloads"]
    return payloads


def write_y4m(images: list[Any], path: Path) -> None:
    """A Y4M video (4:2:0, 10 frames a second) showing each code in turn, centred on white, nearest-neighbour."""
    side = HEIGHT - 40
    chroma = bytes([128]) * (WIDTH // 2 * HEIGHT // 2)
    with path.open("wb") as out:
        out.write(f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F10:1 Ip A1:1 C420jpeg\n".encode())
        for image in images:
            frame = Image.new("L", (WIDTH, HEIGHT), 255)
            frame.paste(image.resize((side, side), Image.NEAREST), ((WIDTH - side) // 2, (HEIGHT - side) // 2))
            luma = frame.tobytes()
            for _ in range(FRAMES_PER_CODE):
                out.write(b"FRAME\n" + luma + chroma + chroma)


class Phones:
    """Phones as persistent Chromium profiles, each launched with a camera file (or none)."""

    def __init__(self, browser: Browser, site: str, root: Path) -> None:
        self.browser, self.site, self.root = browser, site, root
        self.outside = Outside()
        self.open: list[BrowserContext] = []
        self.errors: list[str] = []

    def launch(self, name: str, camera: Path | None = None, setup: Callable[[BrowserContext], None] | None = None,
               site: str | None = None) -> Page:
        """Phone ``name`` with the app (of ``site``, else the session's) ready; ``setup`` prepares its context
        before the page loads (init scripts, exposed functions)."""
        args = [*LAUNCH_ARGS, "--use-fake-ui-for-media-stream"]
        if camera is not None:
            args += ["--use-fake-device-for-media-stream", f"--use-file-for-fake-video-capture={camera}"]
        context = self.browser.browser_type.launch_persistent_context(
            str(self.root / name), executable_path=CHROMIUM, args=args, viewport={"width": 390, "height": 844},
            permissions=["camera"])
        context.set_default_timeout(BOOT_TIMEOUT_MS)
        context.on("request", self.outside.record)
        if setup is not None:
            setup(context)
        self.open.append(context)
        page = context.pages[0] if context.pages else context.new_page()
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("console", lambda msg: self.errors.append(msg.text) if "Content Security Policy" in msg.text
                else None)
        page.goto(site or self.site)
        wait_ready(page)
        return page

    def close(self, page: Page) -> None:
        context = page.context
        context.close()
        self.open.remove(context)

    def close_all(self) -> None:
        for context in list(self.open):
            context.close()
        self.open.clear()

    def check(self) -> None:
        """Nothing left the machine, nothing failed in a page."""
        assert self.outside.urls == [], f"requests left the machine: {self.outside.urls}"
        assert self.errors == [], f"uncaught errors in the page: {self.errors}"


def stored(page: Page, character: str) -> dict[str, Any]:
    raw = page.evaluate("(id) => localStorage.getItem('druzina:char:' + id)", character)
    assert raw is not None
    envelope: dict[str, Any] = json.loads(raw)
    return envelope


def hand_over(page: Page, character: str, video: Path) -> None:
    """Open `character`'s sheet, show it as QR codes and write them to `video`."""
    open_character(page, character)
    page.get_by_test_id("handover-show").click()
    write_y4m(shown_codes(page), video)
    page.get_by_test_id("handover-close").click()


def receive(page: Page, relation: str, decoder: str = "jsqr") -> None:
    """Scan with the fake camera until the hand-over is read; it must stand as `relation` to what is here, read
    by `decoder` (the scanner's ``data-decoder``: "jsqr" or "native", the browser's BarcodeDetector)."""
    page.get_by_test_id("tab-characters").click()
    page.get_by_test_id("receive-open").click()
    # not the scanner's «scanning» state: a fast read replaces the scanner before a test could see it
    result = page.locator(f"[data-testid=receive-result][data-state=asking][data-decoder={decoder}]")
    result.wait_for()
    expect(result).to_have_attribute("data-relation", relation)
