"""The update flow (issue 10): a new build's service worker waits; the page says so and reloads only when
the player agrees, after committing an edit still in a text field; the new version is then in control."""

from __future__ import annotations

import functools
import shutil
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, expect

import build
from tests.browser.conftest import wait_ready
from tests.browser.ux_steps import create_character, unfold

ACTIVE_CACHES = "async () => (await caches.keys()).filter((name) => name.startsWith('druzina-'))"
CHECK_FOR_UPDATE = "async () => { const r = await navigator.serviceWorker.getRegistration(); await r.update(); }"


@pytest.fixture
def own_site(site: str, tmp_path: Path) -> Iterator[Path]:
    """A copy of the built site on its own loopback port, so a test can deploy a new version of it."""
    root = tmp_path / "site"
    shutil.copytree(build.DIST, root)
    handler = functools.partial(build.Handler, directory=str(root))
    server = build.QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    root.joinpath(".url").write_text(f"http://127.0.0.1:{server.server_address[1]}/")
    yield root
    server.shutdown()


def deploy_new_version(root: Path) -> str:
    """Change an asset and rebuild the service worker as build.py does; returns the new cache name."""
    with (root / "style.css").open("a") as css:
        css.write("\n/* a new version */\n")
    (root / "sw.js").unlink()
    return build.write_service_worker(root)


def test_update_waits_for_the_player_and_keeps_the_edit(
        make_context: Callable[..., BrowserContext], own_site: Path) -> None:
    url = own_site.joinpath(".url").read_text()
    page = make_context(viewport={"width": 390, "height": 844}).new_page()
    page.goto(url)
    wait_ready(page)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    old = page.evaluate(ACTIVE_CACHES)
    create_character(page, "Aktualizace", "cairn")
    hero = page.get_by_test_id("sheet-screen").get_attribute("data-id")

    new = deploy_new_version(own_site)
    assert [new] != old
    page.evaluate("() => { window.sameDocument = true; }")
    page.evaluate(CHECK_FOR_UPDATE)
    banner = page.locator("[data-testid=update-banner][data-state=update]")
    expect(banner).to_be_visible()
    expect(page.get_by_test_id("update-message")).to_contain_text("nová verze")

    # "Později": nothing reloads; the offer comes back on the next start
    page.get_by_test_id("update-later").click()
    expect(banner).to_be_hidden()
    assert page.evaluate("() => window.sameDocument === true")
    page.reload()
    wait_ready(page)
    expect(banner).to_be_visible()

    # an edit still in its text field when the player agrees is saved before the new version loads
    page.locator(f"[data-testid=character-item][data-id='{hero}']").click()
    page.locator("[data-testid=sheet-screen][data-state=ready]").wait_for()
    unfold(page, "field-notes")
    notes = page.get_by_test_id("field-notes")
    notes.fill("Zapsáno těsně před aktualizací")
    # a roll still under way holds the update back however long it takes; it goes ahead once it is done
    page.evaluate("""async () => {
      const { app } = await import("./js/app.js");
      app.engine.pending.set(-1, { resolve() {}, timer: 0 });
    }""")
    page.get_by_test_id("update-reload").click()
    expect(page.locator("[data-testid=update-banner][data-state=applying]")).to_be_visible()
    # several polls have found the roll still under way (a state, not a time): the new version still waits
    page.wait_for_function("() => Number(document.querySelector('[data-testid=update-banner]').dataset.busyPolls) >= 3")
    assert page.evaluate("async () => (await navigator.serviceWorker.getRegistration()).waiting !== null")
    with page.expect_navigation():
        page.evaluate("""async () => {
          const { app } = await import("./js/app.js");
          app.engine.pending.delete(-1);
        }""")
    wait_ready(page)
    assert page.evaluate(ACTIVE_CACHES) == [new]
    expect(page.locator("[data-testid=update-banner][data-state=update]")).to_have_count(0)
    page.locator(f"[data-testid=character-item][data-id='{hero}']").click()
    expect(page.get_by_test_id("field-notes")).to_have_value("Zapsáno těsně před aktualizací")
