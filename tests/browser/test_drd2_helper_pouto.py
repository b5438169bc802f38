"""A pomocník's exhaustion paid from Pouto instead of Sudba on the deník, as the player chooses (000:L87 «nechce nebo
nemůže použít Sudbu»; Sudba stays the default, L89): «Vyčerpat se» offers «Pomocník: z Pouta místo Sudby»; more
Pouto than the cost is refused in Czech and nothing is saved. Through data-testid hooks; waits only for state
attributes and saved state."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.saves_support import drd2_hero_with_pes, seed
from tests.browser.ux_steps import open_action, open_character, param, roll_physical, settled, wait_saved

HERO = "hero-pouto"


def test_a_helpers_exhaustion_paid_from_pouto_instead_of_sudba(page: Page) -> None:
    seed(page, {HERO: drd2_hero_with_pes(HERO, 3, {"path": "ohrozeni", "value": 3})})
    open_character(page, HERO)

    # the pes fails its zkouška: 1 + 1 + charakteristika 3 = 5; its Ohrožení is the hero's 3 (cost 3)
    open_action(page, "hod_pomocnika")
    assert roll_physical(page, [1, 1]) == "failure"
    wait_saved(page, HERO, "s.ceka !== null && s.ceka.pomocnik === 0")

    open_action(page, "vycerpat")
    form = page.get_by_test_id("action-form")
    param(form, "pouto").fill("4")
    expect(param(form, "pouto")).to_have_value("4")
    form.get_by_test_id("action-roll").click()
    expect(form.get_by_test_id("action-error")).to_contain_text("pes může z Pouta místo Sudby platit nejvýše 3")
    settled(page)
    wait_saved(page, HERO, "s.ceka !== null && s.sudba_pomocniku === 4 && s.pomocnici[0].pouto === 3")

    param(form, "pouto").fill("3")
    expect(param(form, "pouto")).to_have_value("3")
    form.get_by_test_id("action-roll").click()
    result = page.get_by_test_id("action-result")
    expect(result).to_have_attribute("data-outcome", "exhausted")
    expect(result).to_contain_text("pes: −3 Pouta")
    wait_saved(page, HERO, "s.ceka === null && s.sudba_pomocniku === 4 && s.pomocnici[0].pouto === 0 "
                           "&& s.pomocnici[0].ohrozeni === 4")
