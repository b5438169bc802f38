"""Hand-over by QR code between two phones (issue 27), end to end in Chromium with a camera fed from a file.

Phone A shows a hero as a QR code («Předat QR kódem»); the code is taken from A's own canvas and written as a
Y4M video, which Chromium plays as phone B's camera (``--use-fake-device-for-media-stream``,
``--use-file-for-fake-video-capture``). B reads it («Převzít QR kódem», jsQR: Chromium on Linux has no
BarcodeDetector), saves it after asking, links the hero on a DrD2 conflict board, pays from his deník there
and hands him back the same way. A, relaunched with B's code as its camera, takes him as a newer revision of
the same character; the version replaced is kept in «Záchrana dat». Each phone is a persistent browser
profile, so its localStorage survives the relaunch with another camera file.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from py_rules.api import handle
from tests.browser.conftest import BOOT_TIMEOUT_MS, CHROMIUM, LAUNCH_ARGS, Outside, wait_ready
from tests.browser.test_linked_board import link_hero
from tests.browser.ux_steps import create_board, create_character, open_action

Image = pytest.importorskip("PIL.Image")

WIDTH, HEIGHT = 640, 480  # the fake camera's frame (4:2:0, so both even)
FRAMES_PER_CODE = 8


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

    def launch(self, name: str, camera: Path | None = None) -> Page:
        args = [*LAUNCH_ARGS, "--use-fake-ui-for-media-stream"]
        if camera is not None:
            args += ["--use-fake-device-for-media-stream", f"--use-file-for-fake-video-capture={camera}"]
        context = self.browser.browser_type.launch_persistent_context(
            str(self.root / name), executable_path=CHROMIUM, args=args, viewport={"width": 390, "height": 844},
            permissions=["camera"])
        context.set_default_timeout(BOOT_TIMEOUT_MS)
        context.on("request", self.outside.record)
        self.open.append(context)
        page = context.pages[0] if context.pages else context.new_page()
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("console", lambda msg: self.errors.append(msg.text) if "Content Security Policy" in msg.text
                else None)
        page.goto(self.site)
        wait_ready(page)
        return page

    def close(self, page: Page) -> None:
        context = page.context
        context.close()
        self.open.remove(context)


@pytest.fixture
def phones(browser: Browser, site: str, tmp_path: Path) -> Iterator[Phones]:
    made = Phones(browser, site, tmp_path)
    yield made
    for context in list(made.open):
        context.close()
    assert made.outside.urls == [], f"requests left the machine: {made.outside.urls}"
    assert made.errors == [], f"uncaught errors in the page: {made.errors}"


def stored(page: Page, character: str) -> dict[str, Any]:
    raw = page.evaluate("(id) => localStorage.getItem('druzina:char:' + id)", character)
    assert raw is not None
    envelope: dict[str, Any] = json.loads(raw)
    return envelope


def hand_over(page: Page, character: str, video: Path) -> None:
    """Open `character`'s sheet, show it as QR codes and write them to `video`."""
    page.get_by_test_id("tab-characters").click()
    page.locator(f"[data-testid=character-item][data-id='{character}']").click()
    page.locator(f"[data-testid=sheet-screen][data-state=ready][data-id='{character}']").wait_for()
    page.get_by_test_id("handover-show").click()
    write_y4m(shown_codes(page), video)
    page.get_by_test_id("handover-close").click()


def receive(page: Page, relation: str) -> None:
    """Scan with the fake camera until the hand-over is read; it must stand as `relation` to what is here."""
    page.get_by_test_id("tab-characters").click()
    page.get_by_test_id("receive-open").click()
    # not the scanner's «scanning» state: a fast read replaces the scanner before a test could see it
    result = page.locator("[data-testid=receive-result][data-state=asking][data-decoder=jsqr]")
    result.wait_for()
    expect(result).to_have_attribute("data-relation", relation)


def test_a_hero_goes_to_the_board_and_comes_back_newer(phones: Phones, tmp_path: Path) -> None:
    player = phones.launch("player")
    hero = create_character(player, "Kostivít <b>z</b> Brodu", "drd2")
    hand_over(player, hero, tmp_path / "to-board.y4m")
    handed = stored(player, hero)
    phones.close(player)

    board_phone = phones.launch("board", camera=tmp_path / "to-board.y4m")
    receive(board_phone, "new")
    result = board_phone.get_by_test_id("receive-result")
    expect(result.get_by_test_id("receive-name")).to_have_text("Kostivít <b>z</b> Brodu")  # text, not markup
    assert result.locator("b").count() == 0
    assert board_phone.evaluate("(id) => localStorage.getItem('druzina:char:' + id)", hero) is None  # not yet
    board_phone.get_by_test_id("receive-take").click()
    expect(result).to_have_attribute("data-state", "taken")
    assert stored(board_phone, hero) == handed

    create_board(board_phone, "U brodu", "drd2_konflikt")
    link_hero(board_phone, hero)
    open_action(board_phone, "vycerpani")  # the hero pays 2 Těla from his own deník (000:L273)
    board_phone.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    expect(board_phone.get_by_test_id("action-result")).to_have_attribute("data-outcome", "exhausted")
    changed = stored(board_phone, hero)
    assert changed["sheet"]["zdroje"]["telo"] == handed["sheet"]["zdroje"]["telo"] - 2
    assert changed["revision"] > handed["revision"]
    hand_over(board_phone, hero, tmp_path / "to-player.y4m")
    phones.close(board_phone)

    player = phones.launch("player", camera=tmp_path / "to-player.y4m")
    receive(player, "newer")
    result = player.get_by_test_id("receive-result")
    difference = result.locator("[data-testid=receive-difference][data-path='zdroje.telo']")
    expect(difference).to_contain_text(str(handed["sheet"]["zdroje"]["telo"]))
    expect(difference).to_contain_text(str(changed["sheet"]["zdroje"]["telo"]))
    assert stored(player, hero) == handed  # nothing written before the player agrees
    result.get_by_test_id("receive-take").click()
    expect(result).to_have_attribute("data-state", "taken")
    assert stored(player, hero) == changed  # the same revision as on the board: one character, newer
    player.get_by_test_id("tab-characters").click()
    kept = player.locator(f"[data-testid=recovery-item][data-id='{hero}']")
    expect(kept.get_by_test_id("recovery-reason")).to_contain_text("Nahrazeno verzí převzatou QR kódem")


def test_a_save_too_long_for_one_code_is_shown_in_turn_and_read_in_parts(phones: Phones, tmp_path: Path) -> None:
    rng = random.Random(27)  # notes no dictionary knows: a save that needs more than one code
    notes = "".join(rng.choice("abcdefghijklmnopqrstuvwxyzěščřžýáíé0123456789 ") for _ in range(2500))
    sheet = handle({"op": "new_sheet", "system": "cairn", "name": "Kronikářka"})["result"]["sheet"]
    saved = handle({"op": "pack", "id": "kronikarka-1", "sheet": {**sheet, "notes": notes}})["result"]["envelope"]
    parts = len(handle({"op": "handover", "save": saved, "images": False})["result"]["payloads"])
    assert parts >= 2
    player = phones.launch("player")
    player.evaluate("""(envelope) => import('./js/store.js').then((store) => {
      if (!store.saveCharacter(envelope, {expected: null}).ok) throw new Error('not saved');
    })""", saved)
    player.reload()
    wait_ready(player)
    player.get_by_test_id("tab-characters").click()
    player.locator("[data-testid=character-item][data-id='kronikarka-1']").click()
    player.locator("[data-testid=sheet-screen][data-state=ready][data-id='kronikarka-1']").wait_for()
    player.get_by_test_id("handover-show").click()
    box = player.locator(f"[data-testid=handover][data-state=showing][data-parts='{parts}']")
    box.wait_for()
    expect(player.get_by_test_id("handover-count")).to_have_text(re.compile(rf"^[1-{parts}] / {parts}$"))
    write_y4m(shown_codes(player), tmp_path / "parts.y4m")
    phones.close(player)

    board_phone = phones.launch("board", camera=tmp_path / "parts.y4m")
    receive(board_phone, "new")
    expect(board_phone.get_by_test_id("receiver")).to_have_count(0)
    board_phone.get_by_test_id("receive-take").click()
    expect(board_phone.get_by_test_id("receive-result")).to_have_attribute("data-state", "taken")
    assert stored(board_phone, "kronikarka-1") == saved
