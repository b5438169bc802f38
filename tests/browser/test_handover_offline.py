"""Hand-over by QR code offline (issue 27): a phone that never used the hand-over online does it at a table with
no signal.

What only the hand-over needs (``dist/lazy/``: the screen, segno's pack, jsQR and its worker) is not on the
start path: the service worker leaves it out of its install precache and fetches it with the rest of the
completion once the engine has answered (web/sw.js). So after one online start it is all in the cache, and
offline the phone shows codes and reads them. Where a piece is missing all the same (the phone lost signal
before the completion ended), each step says so in Czech and ends, instead of waiting for ever.

The site is served by a switch (tests/engines/conftest.py's ``Site``) that drops every connection, as a phone
without signal sees it; Chromium's own offline emulation is not used, as it need not reach the service worker.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

import build
from py_rules.api import handle
from tests.browser.handover_support import Phones, code_image, codes_of, receive, shown_codes, stored, write_y4m
from tests.browser.test_handover_cases import a_save
from tests.browser.ux_steps import create_character, wait_cached
from tests.engines.conftest import Site

zxingcpp = pytest.importorskip("zxingcpp")

FORGET = """async (urls) => {
  const cache = await caches.open((await caches.keys()).find((n) => n.startsWith("druzina-")));
  for (const url of urls) {
    const href = new URL(url, location.href).href;
    await cache.delete(href);
    if (href.endsWith(".tar.gz")) await cache.delete(href.slice(0, -3)); // its inflated copy
  }
}"""


@pytest.fixture
def switched(site: str) -> Iterator[Site]:
    """dist/ (built by ``site``) behind a switch that takes it offline."""
    served = Site()
    yield served
    served.stop()


@pytest.fixture
def phones(browser: Browser, switched: Site, tmp_path: Path) -> Iterator[Phones]:
    made = Phones(browser, switched.url, tmp_path)
    yield made
    made.close_all()
    made.check()


def first_visit_then_offline(phone: Page, switched: Site) -> None:
    """The first start online, until the service worker keeps every hand-over file; then no signal."""
    lazy = [f"./{build.LAZY}/{p.name}" for p in (build.DIST / build.LAZY).iterdir()]
    assert {"./lazy/handover.js", "./lazy/qr-decoder.js", "./lazy/jsQR.js", "./lazy/druzina-qr.tar.gz"} <= set(lazy)
    phone.wait_for_function("() => navigator.serviceWorker.controller !== null")
    wait_cached(phone, lazy)
    switched.offline.set()


def reload(phone: Page) -> None:
    phone.reload()
    phone.locator("[data-testid=engine-status][data-state=ready]").wait_for()


def test_a_phone_that_never_used_the_hand_over_shows_and_reads_codes_offline(phones: Phones, switched: Site,
                                                                            tmp_path: Path) -> None:
    save = a_save("Mlha")
    write_y4m([code_image(code) for code in codes_of(save)], tmp_path / "code.y4m")
    phone = phones.launch("phone", camera=tmp_path / "code.y4m")
    first_visit_then_offline(phone, switched)
    reload(phone)
    hero = create_character(phone, "Ťapka", "drd2")
    phone.get_by_test_id("handover-show").click()
    images = shown_codes(phone)  # segno's pack from the cache
    payloads = json.loads(phone.locator("[data-testid=handover]").get_attribute("data-payloads") or "[]")
    assert [found.text for found in zxingcpp.read_barcodes(images[0])] == payloads
    received = handle({"op": "receive", "payloads": payloads})["result"]["import"]
    assert received["characters"][0]["envelope"] == stored(phone, hero)
    phone.get_by_test_id("handover-close").click()

    receive(phone, "new")  # the screen, the worker and jsQR from the cache
    phone.get_by_test_id("receive-take").click()
    expect(phone.get_by_test_id("receive-result")).to_have_attribute("data-state", "taken")
    assert stored(phone, save["id"]) == save


def test_a_hand_over_file_missing_offline_is_said_in_czech_not_waited_for(phones: Phones, switched: Site) -> None:
    phone = phones.launch("phone")
    first_visit_then_offline(phone, switched)
    phone.evaluate(FORGET, ["./lazy/jsQR.js", "./lazy/druzina-qr.tar.gz"])
    reload(phone)
    create_character(phone, "Ťapka", "drd2")
    phone.get_by_test_id("handover-show").click()
    error = phone.locator("[data-testid=handover][data-state=failed] [data-testid=handover-error]")
    expect(error).to_contain_text("Knihovnu QR kódů se nepodařilo načíst. Stáhne se, když aplikaci spustíš "
                                  "s připojením k síti; pak funguje i offline.")
    phone.get_by_test_id("handover-close").click()
    phone.get_by_test_id("tab-characters").click()
    phone.get_by_test_id("receive-open").click()
    scanner = phone.locator("[data-testid=receiver][data-state=failed]")
    expect(scanner.get_by_test_id("receive-status")).to_have_text(
        "Čtečku QR kódů se nepodařilo načíst. Stáhne se, když aplikaci spustíš s připojením k síti; pak funguje "
        "i offline.")
    expect(phone.get_by_test_id("receive-video")).to_have_js_property("srcObject", None)  # no camera turned on

    phone.evaluate(FORGET, ["./lazy/handover.js"])
    reload(phone)
    phone.get_by_test_id("tab-characters").click()
    phone.get_by_test_id("receive-open").click()
    expect(phone.get_by_test_id("receive-load-status")).to_have_text(
        "Předání QR kódem se nepodařilo načíst. Stáhne se, když aplikaci spustíš s připojením k síti; pak funguje "
        "i offline.")
    expect(phone.get_by_test_id("receive-open")).to_be_enabled()  # it can be tried again
