"""Third read of issue 23, seed L1–L563 («Hra o zdroje» … «Druhy vyhodnocení»), through the facade.

Each test cites the seed lines it checks (000 = the seed ``000_c42d0be7d99534fd.txt``) with exact values; a refusal
is a Czech ``rule_violation`` that leaves the sheet as it was.
"""

from __future__ import annotations

import re
from typing import Any

from test_drd2_conflict_board import board as conflict_board
from test_drd2_general_clash import E14_DECLARED, gloan_hrun_jarik

from py_rules import api
from py_rules.systems.base import DiceBox
from py_rules.systems.drd2.conflict import SYSTEM as BOARD


def _hero(**update: Any) -> dict[str, Any]:
    reply = api.handle({"op": "new_sheet", "system": "drd2", "name": "Hrdina"})
    assert reply["ok"], reply
    sheet: dict[str, Any] = reply["result"]["sheet"]
    sheet.update(update)
    return sheet


def _act(sheet: dict[str, Any], action: str, params: dict[str, Any] | None = None,
         dice: list[int] | None = None) -> dict[str, Any]:
    command: dict[str, Any] = {"op": "act", "sheet": sheet, "action": action, "params": params or {}}
    if dice is not None:
        command["dice"] = dice
    reply: dict[str, Any] = api.handle(command)
    return reply


def _ok(reply: dict[str, Any]) -> dict[str, Any]:
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def _refused(reply: dict[str, Any]) -> str:
    assert not reply["ok"], reply
    assert reply["error"]["code"] == "rule_violation", reply
    message: str = reply["error"]["message"]
    assert not re.search(r"\bL\d+|000:", message)  # seed lines never reach the player
    return message


def _failed(sheet: dict[str, Any], ohrozeni: int = 3) -> dict[str, Any]:
    """A zkouška at Ohrožení ``ohrozeni`` that threatens to fail (1 + 1 + 0 = 2)."""
    out = _ok(_act(sheet, "hod", {"ohrozeni": ohrozeni}, [1, 1]))
    assert out["result"]["outcome"] == "failure"
    failed: dict[str, Any] = out["sheet"]
    return failed


# Hra o zdroje › Výhoda (L53–L61)

def test_vyhoda_pays_only_as_far_as_the_hero_has_it_000_l55() -> None:
    """L55: «Výhodu může postava použít namísto svého Těla, Duše či Vlivu» — the Výhoda she has. Asking to pay 3 Výhody
    with 1 took the missing 2 from Tělo silently; now it is refused, in the exhaustion, the roll's náročnost, «Zaplatit
    Zdroje» and the initiative approach — and a refused Výhoda never passes for «nothing can pay» (hrdinská smrt)."""
    sheet = _hero(vyhoda=1)
    failed = _failed(sheet)
    assert _refused(_act(failed, "vycerpat", {"vyhoda": 3})).startswith("Výhodou lze platit nejvýše 1")
    assert _refused(_act(failed, "vycerpat", {"vyhoda": 3, "hrdinska_smrt": True})).startswith(
        "Výhodou lze platit nejvýše 1")
    assert "nejvýše 1" in _refused(_act(sheet, "hod", {"narocnost": 2, "platit_vyhodou": 2}, [6, 6]))
    assert "nejvýše 1" in _refused(_act(sheet, "platba", {"kolik": 2, "vyhoda": 2}))
    assert "nejvýše 1" in _refused(_act(sheet, "iniciativa", {"pristup": "rychle", "platit_vyhodou": 2}, [6, 6, 6]))
    # the right case: 1 Výhoda and 2 Těla pay the 3 of Ohrožení 3 (L275), Ohrožení 3 → 4 (L273)
    done = _ok(_act(failed, "vycerpat", {"vyhoda": 1}))["sheet"]
    assert (done["vyhoda"], done["zdroje"]["telo"], done["ohrozeni"]) == (0, 2, 4)


def test_vyhoda_left_from_a_naročnost_pays_lstive_after_success_000_l55_l168() -> None:
    """L55, L168: 2 Výhody allotted to a roll with náročnost 1 pay the náročnost (1) and the rest (1) is still there
    for lstivě after the success (CHOICE 6.2/11) — the allotment is one budget, never more than the hero has."""
    sheet = _hero(vyhoda=2, ohrozeni=3)
    out = _ok(_act(sheet, "hod", {"narocnost": 1, "platit_vyhodou": 2, "manevr": "lstive",
                                   "nasledek": "ohrozeni_minus"}, [6, 6]))
    assert (out["sheet"]["vyhoda"], out["sheet"]["zdroje"]["telo"], out["sheet"]["ohrozeni"]) == (0, 4, 1)


def test_ulgun_vyhoda_from_the_basilisk_is_gone_in_the_next_conflict_000_l55_l57_l59_l61() -> None:
    """L57: Ulgun's Výhoda from the basilisk hunt cannot be used against the merchant; L59–L61: what makes sense in the
    next conflict the Průvodce grants at its start — 1 Výhoda for Vlkava's help. Starting a conflict added the new
    Výhoda to the old one (2 + 1 = 3); now the old one is lost and the grant is what he has."""
    hunt = _ok(_act(_hero(name="Ulgun"), "zacatek_konfliktu", {"ohrozeni": 3, "vyhoda": 2}))["sheet"]
    assert (hunt["vyhoda"], hunt["ohrozeni"]) == (2, 3)
    trade = _ok(_act(hunt, "zacatek_konfliktu", {"ohrozeni": 2, "vyhoda": 1}))
    assert (trade["sheet"]["vyhoda"], trade["sheet"]["ohrozeni"]) == (1, 2)
    assert trade["result"]["changes"] == ["Ohrožení 2", "Výhoda z dřívějška zaniká (2 → 0)",
                                          "+1 Výhoda od Průvodce"]
    # ended properly, the next start grants the same 1 (L703: the end cleared it)
    ended = _ok(_act(hunt, "konec_konfliktu"))["sheet"]
    assert _ok(_act(ended, "zacatek_konfliktu", {"vyhoda": 1}))["sheet"]["vyhoda"] == 1


def test_a_conflict_starts_only_when_nothing_waits_000_l259_l261_l300_l707() -> None:
    """L259–L261: a roll threatening failure is decided (vyčerpat / přijmout) before anything else; L300: in a board's
    conflict the Ohrožení is set at its start and then changes only by consequences; L707: a knocked-out hero stays
    so until the conflict ends. The deník's «Začátek konfliktu» reset all of that."""
    failed = _failed(_hero())
    assert _refused(_act(failed, "zacatek_konfliktu", {"ohrozeni": 2})).startswith("Hod čeká na rozhodnutí")
    linked = _hero(ohrozeni=4, kolo={"iniciativa": "k_dispozici"})
    assert _refused(_act(linked, "zacatek_konfliktu", {"ohrozeni": 2})).startswith("Hrdina je v konfliktu na tabuli")
    out = _hero(stav="vyrazen", ohrozeni=5)
    assert "nejdřív ho ukonči" in _refused(_act(out, "zacatek_konfliktu", {"ohrozeni": 2}))
    dead = _hero(stav="hrdinska_smrt", konec_vlastnost="telo")
    assert "hrdinskou smrtí" in _refused(_act(dead, "zacatek_konfliktu", {}))


def test_the_end_of_a_conflict_never_drops_a_waiting_decision_000_l259_l261_l703() -> None:
    """L703 ends the conflict (Výhody vanish, Ohrožení stops); a failure still waiting for «vyčerpat» or «přijmout»
    (L259–L261) was silently dropped with it. Now: decide first, then end."""
    failed = _failed(_hero(vyhoda=2))
    assert _refused(_act(failed, "konec_konfliktu")).startswith("Hod čeká na rozhodnutí")
    accepted = _ok(_act(failed, "prijmout"))["sheet"]
    ended = _ok(_act(accepted, "konec_konfliktu"))["sheet"]
    assert (ended["vyhoda"], ended["ohrozeni"], ended["ceka"]) == (0, None, None)


# Utrácení a obnova Zdrojů (L105–L149)

def test_rest_and_healing_wait_for_the_decision_and_the_conflict_000_l118_l259_l300_l889() -> None:
    """L118: běžný odpočinek is a night's rest; L259–L261: the decision follows the dice; L300: a conflict is
    evaluations right after one another. Resting between a failed roll and its decision let the hero pay the
    exhaustion with the rested Zdroje: Tělo 1 → rest +3 → 4, then 3 paid. Refused now, as is healing."""
    failed = _failed(_hero(zdroje={"telo": 1, "duse": 4, "vliv": 4}, jizvy=[{"nazev": "šrám"}]))
    assert _refused(_act(failed, "odpocinek", {"telo": 3})).startswith("Odpočinek teď nejde: hod čeká na rozhodnutí")
    assert _refused(_act(failed, "odpocinek", {"druh": "kvalitni"})).startswith("Odpočinek teď nejde")
    assert _refused(_act(failed, "hojeni", {})).startswith("Hojení Jizvy teď nejde")
    linked = _hero(zdroje={"telo": 1, "duse": 4, "vliv": 4}, kolo={"iniciativa": "odehral"}, ohrozeni=3)
    assert "v konfliktu na tabuli" in _refused(_act(linked, "odpocinek", {"telo": 3}))
    assert "v konfliktu na tabuli" in _refused(_act(linked, "odpocinek", {"druh": "kvalitni"}))
    knocked = _hero(stav="vyrazen", ohrozeni=5, zdroje={"telo": 1, "duse": 4, "vliv": 4})
    assert "vyřazen v konfliktu, který ještě neskončil" in _refused(_act(knocked, "odpocinek", {"telo": 3}))
    # the right case: after the decision, the night's rest gives +3 up to zdatnost − Jizvy (4 − 1 = 3)
    accepted = _ok(_act(failed, "prijmout"))["sheet"]
    rested = _ok(_act(accepted, "odpocinek", {"telo": 2, "duse": 0}))["sheet"]
    assert rested["zdroje"]["telo"] == 3


def test_bezny_odpocinek_caps_and_the_once_a_night_limit_through_the_facade_000_l118_l147() -> None:
    """L118, L147: 3 Zdroje split freely, never above zdatnost − Jizvy; a Jizva of Těla 2 caps Tělo at 2."""
    sheet = _hero(zdroje={"telo": 0, "duse": 2, "vliv": 4}, jizvy=[{"nazev": "zlomenina", "zavaznost": 2}])
    assert "nesmí převýšit zdatnost sníženou o Jizvy (2" in _refused(_act(sheet, "odpocinek", {"telo": 3}))
    rested = _ok(_act(sheet, "odpocinek", {"telo": 2, "duse": 1}))["sheet"]
    assert rested["zdroje"] == {"telo": 2, "duse": 3, "vliv": 4}
    assert "tuto noc už proběhl" in _refused(_act(rested, "odpocinek", {"duse": 1}))
    assert _refused(_act(sheet, "odpocinek", {"telo": 1, "duse": 1, "vliv": 0, "podminky": 4})).startswith(
        "Obnova 1–5 Zdrojů podle podmínek je volitelné pravidlo")


# Průběh vyhodnocení na výpravě (L151–L401)

def test_narocnost_is_paid_from_the_actions_attribute_without_a_skill_000_l168_l237_l377() -> None:
    """L168, L377: náročnost is paid in Zdroje of the attribute the action uses. A roll with no skill (level 0, L237)
    declared on Duše paid its náročnost 1 in Tělo; now 1 Duše."""
    out = _ok(_act(_hero(), "hod", {"narocnost": 1, "vlastnost": "duse"}, [6, 6]))
    assert out["sheet"]["zdroje"] == {"telo": 4, "duse": 3, "vliv": 4}
    assert out["result"]["changes"] == ["náročnost: −1 Duše"]


def test_okovane_dvere_cost_one_telo_before_the_roll_000_l170() -> None:
    """L170: breaking the iron-bound dungeon door is náročná — 1 Tělo is paid before the roll, even when it fails."""
    sheet = _hero(dovednosti=[{"nazev": "Síla", "povolani": "bojovník", "vlastnost": "telo"}])
    failed = _ok(_act(sheet, "hod", {"dovednost": "Síla", "narocnost": 1}, [1, 2]))
    assert (failed["result"]["outcome"], failed["sheet"]["zdroje"]["telo"]) == ("failure", 3)


def test_an_obvious_action_costs_nothing_and_a_vyzva_ignored_is_no_action_000_l159_l375_l449() -> None:
    """L159, L375: a samozřejmá action is not evaluated and nothing could exhaust the hero — a náročnost or manoeuvre
    declared with it was silently dropped; L449: not reacting to a výzva is no action. Both refused now."""
    sheet = _hero()
    scarred = _hero(zdroje={"telo": 3, "duse": 4, "vliv": 4}, jizvy=[{"nazev": "šrám"}])
    for params in ({"narocnost": 2}, {"manevr": "presne"}, {"jizva_omezuje": 0}):
        message = _refused(_act(scarred, "hod", {"trida": "samozrejma", **params}))
        assert message.startswith("Samozřejmá akce se nevyhodnocuje a nic nestojí")
    assert _refused(_act(sheet, "hod", {"druh": "vyzva", "trida": "nereaguje", "manevr": "obrana"})).startswith(
        "Bez reakce na výzvu hrdina nejedná")
    obvious = _ok(_act(sheet, "hod", {"trida": "samozrejma"}))
    assert (obvious["result"]["outcome"], obvious["sheet"]["zdroje"]) == ("success", {"telo": 4, "duse": 4, "vliv": 4})


def test_exhaustion_costs_at_least_one_000_l281() -> None:
    """L281: whatever the modifiers, an exhaustion always costs at least 1 Zdroj: a výzva from a chabě character's
    action at Ohrožení 1, chabě −1 → still 1 (L808)."""
    failed = _ok(_act(_hero(), "hod", {"druh": "vyzva", "ohrozeni": 1}, [1, 1]))["sheet"]
    done = _ok(_act(failed, "vycerpat", {"chabe": True}))["sheet"]
    assert (done["zdroje"]["telo"], done["ohrozeni"]) == (3, 2)


def test_a_zkouska_has_no_opponent_to_play_mocne_or_chabe_000_l409_l761_l808() -> None:
    """L409: a zkouška is against the environment or an opponent who does not defend — nobody won against the hero
    (mocně, L761) and no opposing action is chabě (L808). «Vyčerpat se» in a failed zkouška took both, +1 / −1."""
    failed = _failed(_hero(), ohrozeni=3)
    for params in ({"mocne": True}, {"chabe": True}):
        assert _refused(_act(failed, "vycerpat", params)).startswith("Ve zkoušce nikdo proti akci nejedná")
    assert _ok(_act(failed, "vycerpat", {}))["sheet"]["zdroje"]["telo"] == 1  # Ohrožení 3 → 3 Těla (L275)


def test_ohrozeni_never_falls_below_one_000_l312() -> None:
    """L312: the least Ohrožení is 1 — a zkouška lowering Ohrožení 1 leaves it at 1."""
    out = _ok(_act(_hero(ohrozeni=1), "hod", {"nasledek": "ohrozeni_minus"}, [6, 6]))
    assert out["sheet"]["ohrozeni"] == 1


# Hra o zdroje › Sudba, Pouto (L63–L89)

def _board(*people: dict[str, Any], sudba: int = 10) -> dict[str, Any]:
    return {"system": "drd2_konflikt", "schema_version": 11, "name": "K", "probiha": True,
            "strany": [{"nazev": "Družina"}, {"nazev": "Nepřátelé", "sudba": sudba}], "ucastnici": list(people)}


def test_a_helper_may_pay_from_pouto_instead_of_sudba_000_l87_l89() -> None:
    """L87: «Pokud hráč pro svého pomocníka nechce nebo nemůže použít Sudbu … může čerpat chybějící Zdroje z Pouta» —
    the player chooses; L89 advises to keep Pouto as the last resort, so Sudba stays the default. The pes (hranice
    Tělo 2, Pouto 3, Sudba pomocníků 5) fails at Ohrožení 3: by default 2 Sudby + 1 Pouto; by choice 3 Pouta, Sudba
    untouched. More Pouto than it has or than the cost is refused, and the hero has no Pouto of his own."""
    sheet = _hero(ohrozeni=3, sudba_pomocniku=5, pomocnici=[
        {"jmeno": "pes", "hranice": {"telo": 2, "duse": 1, "vliv": 1}, "pouto": 3, "pouto_max": 3}])
    failed = _ok(_act(sheet, "hod_pomocnika", {"pomocnik": 0}, [1, 1]))["sheet"]
    default = _ok(_act(failed, "vycerpat", {}))["sheet"]
    assert (default["sudba_pomocniku"], default["pomocnici"][0]["pouto"]) == (3, 2)
    chosen = _ok(_act(failed, "vycerpat", {"pouto": 3}))
    assert (chosen["sheet"]["sudba_pomocniku"], chosen["sheet"]["pomocnici"][0]["pouto"]) == (5, 0)
    assert chosen["sheet"]["pomocnici"][0]["ohrozeni"] == 4  # its own Ohrožení +1 (L273)
    assert chosen["result"]["changes"] == ["pes: −3 Pouta", "pes: Ohrožení 3 → 4"]
    assert _refused(_act(failed, "vycerpat", {"pouto": 4})).startswith(
        "pes může z Pouta místo Sudby platit nejvýše 3")
    hero_failed = _failed(_hero())
    assert _refused(_act(hero_failed, "vycerpat", {"pouto": 1})).startswith("Pouto je Zdroj pomocníka")


def test_kostlivec_pays_vyhoda_only_as_far_as_it_has_it_on_the_board_000_l55_l83() -> None:
    """L83: the Kostlivec (Duše 3) exhausts at most 3 Sudby at once; L55: Výhoda replaces them only as far as it has it.
    Asking the board for 2 Výhody with 1 took the other from the side's Sudba silently; refused now."""
    board = _board({"jmeno": "Kostlivec", "strana": 1, "druh": "bytost", "ohrozeni": 3, "vyhoda": 1,
                    "hranice": {"telo": 3, "duse": 3, "vliv": 1}})
    message = _refused(_act(board, "vycerpani", {"ucastnik": 0, "vlastnost": "duse", "vyhoda": 2}))
    assert message.startswith("Kostlivec má jen 1 Výhodu, ne 2")
    out = _ok(_act(board, "vycerpani", {"ucastnik": 0, "vlastnost": "duse", "vyhoda": 1}))["sheet"]
    assert (out["strany"][1]["sudba"], out["ucastnici"][0]["vyhoda"], out["ucastnici"][0]["ohrozeni"]) == (8, 0, 4)


# Druhy vyhodnocení › Zkouška (L407–L439)

def test_a_zkouska_is_paid_in_its_skills_attribute_000_l285_l429_l435() -> None:
    """L429: «Zdroj, kterým se postava vyčerpává ve zkoušce, je určen dovedností»; L435: Měša climbing would exhaust
    Tělo. With Tělo 1 and Ohrožení 3, the deník let her pay 3 Vlivy instead after the dice; refused now, at the roll
    and at the exhaustion. In a výzva or střet the opponent's action decides the attribute (L461, L507): allowed."""
    mesa = _hero(name="Měša", zdroje={"telo": 1, "duse": 4, "vliv": 4},
                 dovednosti=[{"nazev": "Šplh", "povolani": "kejklíř", "vlastnost": "telo"}])
    assert _refused(_act(mesa, "hod", {"dovednost": "Šplh", "vlastnost": "vliv"}, [1, 1])).startswith(
        "Ve zkoušce se vyčerpává Zdroji vlastnosti použité dovednosti: Šplh je Tělo")
    failed = _ok(_act(mesa, "hod", {"dovednost": "Šplh", "ohrozeni": 3}, [1, 1]))["sheet"]
    assert _refused(_act(failed, "vycerpat", {"vlastnost": "vliv"})).startswith(
        "Ve zkoušce se vyčerpává Zdroji vlastnosti použité dovednosti (Šplh: Tělo), ne Zdroji Vlivu")
    assert "chybí 2 Těla" in _refused(_act(failed, "vycerpat", {}))  # Tělo 1 of 3: a Jizva or accept
    lost = _ok(_act(mesa, "hod", {"dovednost": "Šplh", "druh": "stret", "ohrozeni": 2}, [1, 1, 6, 6]))["sheet"]
    paid = _ok(_act(lost, "vycerpat", {"vlastnost": "vliv"}))["sheet"]  # the winner's action acts on Vliv
    assert (paid["zdroje"]["vliv"], paid["ohrozeni"]) == (2, 3)


# Druhy vyhodnocení › Obecný střet (L521–L553)

def test_the_boards_start_never_drops_the_losers_decisions_000_l535_l537() -> None:
    """L535–L537: after a general střet each loser decides, accept or exhaust. «Začátek konfliktu» on the board while
    Gloan still decided against Hrun and Jarik reset everyone's Ohrožení and dropped both decisions silently. The
    conflict runs, so the start is refused outright (L699–L711: the Průvodce ends it first); nothing is dropped."""
    clash = BOARD.action("stret")
    box = DiceBox(physical=[2, 1, 6, 5, 4, 3])  # Gloan 5, Hrun 12, Jarik 8 (L541)
    waiting = clash.perform(gloan_hrun_jarik(), clash.params_model.model_validate(E14_DECLARED), box).sheet
    assert [d.key for d in waiting.cekajici] == ["1-0", "2-0"]
    message = _refused(_act(waiting.model_dump(mode="json"), "zacatek", {"ohrozeni": 2}))
    assert message.startswith("Konflikt už probíhá; Ohrožení se určuje jen na jeho začátku")


def test_accepting_keeps_to_the_failure_declared_before_the_roll_000_l415_l417_l447_l769_l771() -> None:
    """L415–L417, L447: the Průvodce or the opponent declares the threatened failure and its rules consequence before
    the roll; accepting applies exactly that (L433, L463). Accepting a failure with no rules consequence took «lstivě»
    (nothing to enlarge, L771) and a Jizva's name and silently did nothing with them; refused now."""
    failed = _failed(_hero(ohrozeni=3))
    assert _refused(_act(failed, "prijmout", {"lstive": True})).startswith("Lstivě jen zvětšuje ohlášený následek")
    assert _refused(_act(failed, "prijmout", {"jizva_nazev": "šrám"})).startswith("Tomuto neúspěchu žádná Jizva")
    plain = _ok(_act(failed, "prijmout"))["sheet"]
    assert (plain["ohrozeni"], plain["jizvy"], plain["ceka"]) == (3, [], None)
    # a lost střet whose winner threatened a Jizva (Gloan's spear, L511): the name is taken; the winner's lstivě after
    # the acceptance makes its závažnost 2 (L769)
    scar = _ok(_act(_hero(ohrozeni=3), "hod", {"druh": "stret", "hrozba": "jizva"}, [1, 1, 6, 6]))["sheet"]
    named = _ok(_act(scar, "prijmout", {"jizva_nazev": "šrám", "lstive": True}))["sheet"]
    assert [(j["nazev"], j["zavaznost"]) for j in named["jizvy"]] == [("šrám", 2)]


def test_a_new_conflict_starts_the_helpers_afresh_too_000_l55_l300_l707() -> None:
    """L55: Výhoda is lost with its conflict; L300: a new conflict sets each character's Ohrožení anew; L707: a
    knocked-out helper stays so until its conflict ends. The deník's «Začátek konfliktu» kept the pes's Výhoda 2 and
    Ohrožení 5 from before; now they go (its roll then uses the hero's 2 until the Průvodce sets its own)."""
    sheet = _hero(pomocnici=[{"jmeno": "pes", "charakteristika": 2, "vyhoda": 2, "ohrozeni": 5}])
    out = _ok(_act(sheet, "zacatek_konfliktu", {"ohrozeni": 2}))
    pes = out["sheet"]["pomocnici"][0]
    assert (pes["vyhoda"], pes["ohrozeni"]) == (0, None)
    assert out["result"]["changes"] == ["Ohrožení 2", "pes: Výhoda z dřívějška zaniká (2 → 0)",
                                        "pes: Ohrožení z dřívějška (5) zaniká, jako hrdinovo 2, než ho Průvodce "
                                        "určí jinak"]
    failed = _ok(_act({**out["sheet"], "sudba_pomocniku": 5}, "hod_pomocnika", {"pomocnik": 0}, [1, 1]))["sheet"]
    paid = _ok(_act(failed, "vycerpat", {}))["sheet"]  # the cost is the hero's 2, then its own Ohrožení 2 → 3
    assert (paid["sudba_pomocniku"], paid["pomocnici"][0]["ohrozeni"]) == (3, 3)
    knocked = _hero(pomocnici=[{"jmeno": "pes", "charakteristika": 2, "vyrazen": True}])
    assert _refused(_act(knocked, "zacatek_konfliktu", {})).startswith("Pomocník pes je vyřazen z konfliktu")


def test_the_ohrozeni_scale_names_the_situation_at_the_start_000_l302_l308_l312() -> None:
    """L302–L308: the scale the Průvodce sets Ohrožení by — 1 favourable … 5 and more nearly hopeless; L312: above 5
    is fine. The deník's «Začátek konfliktu» names the step it chose."""
    steps = {1: "situace je postavě nakloněna", 2: "běžná situace", 3: "mírné komplikace", 4: "silné komplikace",
             5: "téměř beznadějná situace", 7: "téměř beznadějná situace"}
    for value, words in steps.items():
        out = _ok(_act(_hero(), "zacatek_konfliktu", {"ohrozeni": value}))
        assert out["sheet"]["ohrozeni"] == value
        assert out["result"]["explanation"].startswith(f"Začátek konfliktu: Ohrožení {value} – {words}")


def test_a_general_strets_lot_asks_the_table_for_one_k6_each_000_l531() -> None:
    """L531: between two counter-actors' equal hody the higher die decides, then the dice sum, then a lot. Hrun and
    Jarik both roll 4, 3 + 1 = 8: with physical dice the board said only «Chybí hodnoty kostek… Tip: výbuchy (!)…»;
    now it names who throws what and why. With one k6 each (Hrun 5, Jarik 2) Hrun is resolved first."""
    board = gloan_hrun_jarik().model_dump(mode="json")
    command: dict[str, Any] = {"op": "act", "sheet": board, "action": "stret", "params": E14_DECLARED}
    reply = api.handle({**command, "dice": [2, 1, 4, 3, 4, 3]})
    assert not reply["ok"]
    assert reply["error"]["code"] == "dice_error"
    assert reply["error"]["message"].startswith(
        "Rovnost ve všem, co rozhoduje (hod, vyšší kostka, součet kostek): Hrun, Jarik. Rozhoduje los (Pravidla › "
        "Druhy vyhodnocení › Střet › Obecný střet): každý z nich hodí jednou šestistěnnou kostkou")
    done = _ok(api.handle({**command, "dice": [2, 1, 4, 3, 4, 3, 5, 2]}))
    assert done["result"]["details"]["order"] == ["Hrun", "Jarik", "Gloan"]
    assert [c for c in done["result"]["changes"] if ": los " in c] == ["Hrun: los 5", "Jarik: los 2"]
    swapped = _ok(api.handle({**command, "dice": [2, 1, 4, 3, 4, 3, 2, 5]}))
    assert swapped["result"]["details"]["order"] == ["Jarik", "Hrun", "Gloan"]
    # the initiative's lot asks the same way (L586): Hrun and the wolf both 7 with a higher die 4
    wolf = conflict_board([{"jmeno": "Hrun", "ohrozeni": 2},
                           {"jmeno": "vlk", "strana": 1, "druh": "bytost", "ohrozeni": 2}]).model_dump(mode="json")
    tie = api.handle({"op": "act", "sheet": wolf, "action": "kolo", "params": {}, "dice": [3, 4, 4, 3]})
    assert tie["error"]["message"].startswith("Rovnost ve všem, co rozhoduje (hod, vyšší kostka): Hrun, vlk. Rozhoduje "
                                              "los (Pravidla › Konflikt, kola a iniciativa › Určení iniciativy)")


def test_a_helpers_zkouska_is_paid_in_its_skills_attribute_and_hranice_000_l67_l429() -> None:
    """L429 for a pomocník: its zkouška on a Tělo skill (hranice Tělo 1, no Pouto) cannot pay 2 Sudby at once (L67);
    switching to Duše (hranice 3) after the dice paid them. Refused now; it must accept."""
    sheet = _hero(ohrozeni=2, sudba_pomocniku=5, pomocnici=[
        {"jmeno": "pes", "hranice": {"telo": 1, "duse": 3, "vliv": 1}, "pouto": 0, "pouto_max": 3}])
    failed = _ok(_act(sheet, "hod_pomocnika", {"pomocnik": 0, "vlastnost": "telo"}, [1, 1]))["sheet"]
    assert _refused(_act(failed, "vycerpat", {"vlastnost": "duse"})).startswith(
        "Ve zkoušce se vyčerpává Zdroji vlastnosti použité dovednosti (dovednost pomocníka: Tělo), ne Zdroji Duše")
    assert "Sudba najednou nejvýše 1 (hranice Tělo 1), Pouto jen 0" in _refused(_act(failed, "vycerpat", {}))
    accepted = _ok(_act(failed, "prijmout"))["sheet"]
    assert (accepted["ceka"], accepted["sudba_pomocniku"]) == (None, 5)


def test_the_odds_shown_before_the_roll_follow_the_action_class_000_l176_l378_l449() -> None:
    """L176, L378: a nemožná action cannot succeed and nobody rolls — its odds said «Šance na úspěch: 27,8 %»
    (2k6 + 0 ≥ 9 = 10/36); L449: only a výzva can be left without a reaction — the odds of «nereaguji» in a zkouška
    said «bez reakce» 100 % although the roll is refused."""
    sheet = _hero()
    odds = api.handle({"op": "action_odds", "sheet": sheet, "action": "hod", "params": {"trida": "nemozna"}})
    assert odds["ok"], odds
    assert [(o["outcome"], o["probability"]) for o in odds["result"]["outcomes"]] == [("impossible", "1/1")]
    assert odds["result"]["summary"].startswith("Nemožná akce: nemůže se zdařit a nehází se")
    ignored = api.handle({"op": "action_odds", "sheet": sheet, "action": "hod", "params": {"trida": "nereaguje"}})
    assert ignored["error"]["message"].startswith("Nereagovat lze jen na výzvu")
    possible = api.handle({"op": "action_odds", "sheet": sheet, "action": "hod", "params": {}})
    assert possible["result"]["outcomes"][0]["probability"] == "5/18"
