"""The offline app end to end (issue 2): the engine answers from the page, characters survive a reload,
and with the service worker installed the app starts and rolls with the network off."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page

from tests.browser.conftest import wait_ready
from tests.browser.ux_steps import create_character


def roll_in_tray(page: Page, expression: str, dice: str = "") -> str:
    page.get_by_test_id("tab-dice").click()
    page.get_by_test_id("dice-expression").fill(expression)
    page.get_by_test_id("dice-physical").fill(dice)
    page.get_by_test_id("dice-roll").click()
    result = page.get_by_test_id("dice-result")
    result.wait_for()
    return result.get_attribute("data-total") or ""


def test_engine_answers_a_roll_from_the_page(page: Page) -> None:
    assert roll_in_tray(page, "2k6+1", dice="3 4") == "8"
    faces = page.get_by_test_id("dice-faces").locator("li")
    assert [faces.nth(i).get_attribute("data-value") for i in range(faces.count())] == ["3", "4"]


def test_random_roll_lands_in_range(page: Page) -> None:
    total = int(roll_in_tray(page, "k20"))
    assert 1 <= total <= 20


def test_bad_expression_gets_a_czech_message(page: Page) -> None:
    page.get_by_test_id("tab-dice").click()
    page.get_by_test_id("dice-expression").fill("2x6")
    page.get_by_test_id("dice-roll").click()
    error = page.get_by_test_id("dice-error")
    error.wait_for()
    assert "pozici" in error.inner_text()


def test_character_survives_a_reload(page: Page) -> None:
    if page.get_by_test_id("new-character-system").locator("option[value='']").count():
        return  # no game registered yet: nothing to create
    create_character(page, "Ťapka <b>Bílá</b>")
    page.reload()
    item = page.get_by_test_id("character-item")
    item.first.wait_for()
    assert item.count() == 1
    assert "Ťapka <b>Bílá</b>" in item.first.inner_text()  # shown as text, never as HTML
    assert page.locator(".card b").count() == 0


def test_offline_after_service_worker_installed(make_context: Callable[..., BrowserContext], site: str) -> None:
    context = make_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(site)
    wait_ready(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert roll_in_tray(page, "k6", dice="5") == "5"
