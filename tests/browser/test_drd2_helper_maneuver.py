"""A pomocník's roll with a manoeuvre on the deník (issue 23 Build 2): «Hod pomocníka» offers the manoeuvres of
the hero's roll; přesně rolls 3k6 and keeps the two highest (000:L755) and the helper pays its 1 from the Sudba
pomocníků within its hranice (000:L67, L717); a manoeuvre the rules forbid is refused in Czech and nothing is
saved (000:L723, L796). Through data-testid hooks; waits only for state attributes and saved state."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.saves_support import drd2_hero_with_pes, seed
from tests.browser.ux_steps import open_action, open_character, param, roll_physical, wait_saved

HERO = "hero-pes"


def test_a_helpers_roll_with_presne_on_the_deník_pays_from_the_sudba_pomocniku(page: Page) -> None:
    seed(page, {HERO: drd2_hero_with_pes(HERO, 2)})
    open_character(page, HERO)

    open_action(page, "hod_pomocnika")
    form = page.get_by_test_id("action-form")
    # obrana in a zkouška is refused (000:L723, L796) and nothing is saved
    param(form, "manevr").select_option("obrana")
    form.get_by_test_id("action-roll").click()
    expect(form.get_by_test_id("action-error")).to_contain_text("Obrana slouží jen k protiakci ve výzvě nebo střetu")

    # přesně: the exact odds of 3k6 keep 2 + 3 ≥ 9 are 193 of 216; rolled 6, 1, 1 → 6 + 1 + 3 = 10
    param(form, "manevr").select_option("presne")
    expect(param(form, "manevr")).to_have_value("presne")
    expect(page.locator("[data-testid=action-odds] li[data-outcome=success]")).to_have_attribute(
        "data-probability", "193/216")
    assert roll_physical(page, [6, 1, 1]) == "success"
    result = page.locator("[data-testid=action-result][data-physical=true]")
    expect(result).to_have_attribute("data-total", "10")
    expect(result).to_contain_text("pes: manévr přesně")
    wait_saved(page, HERO, "s.sudba_pomocniku === 3 && s.pomocnici[0].pouto === 2 && s.ceka === null")


def test_a_helpers_manoeuvre_on_the_deník_paid_from_pouto_instead_of_sudba(page: Page) -> None:
    """000:L87, L717: its player pays the pes's přesně from Pouto: Sudba pomocníků stays 4, Pouto 2 → 1."""
    seed(page, {HERO: drd2_hero_with_pes(HERO, 2)})
    open_character(page, HERO)

    open_action(page, "hod_pomocnika")
    form = page.get_by_test_id("action-form")
    param(form, "manevr").select_option("presne")
    expect(param(form, "manevr")).to_have_value("presne")
    param(form, "pouto").fill("1")
    expect(param(form, "pouto")).to_have_value("1")
    assert roll_physical(page, [6, 1, 1]) == "success"
    result = page.locator("[data-testid=action-result][data-physical=true]")
    expect(result).to_contain_text("pes: −1 Pouto")
    wait_saved(page, HERO, "s.sudba_pomocniku === 4 && s.pomocnici[0].pouto === 1 && s.ceka === null")
