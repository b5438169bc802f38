"""Czech notation help the page can show next to the dice tray (data only, no markup)."""

from __future__ import annotations

from py_rules.dice.limits import DEFAULT_LIMITS, format_int

__all__ = ["notation_help"]


def _entries() -> list[tuple[str, str]]:
    limits = DEFAULT_LIMITS
    return [
        ("2k6", "Hoď dvěma šestistěnnými kostkami a sečti je. Místo k lze psát d (2d6)."),
        ("k20", "Jedna dvacetistěnná kostka; počet 1 se smí vynechat (k20 = 1k20)."),
        ("k100 / k%", "Procentová kostka (1–100)."),
        ("4kF / 4dF", "Čtyři kostky Fate se stěnami −1, 0 a +1; součet je od −4 do +4."),
        ("3k8+2", "Sčítání a odčítání kostek a čísel: 2k6+1k4−1."),
        ("2*(1k6+1)", "Násobení hvězdičkou a závorky."),
        ("1k6/2", "Dělení je celočíselné a zaokrouhluje dolů (7/2 = 3, −7/2 = −4)."),
        ("-1k6", "Unární minus: záporná hodnota hodu."),
        ("4k6kh3", "Ponech nejvyšší 3 kostky (kh = keep highest). kh bez čísla ponechá jednu."),
        ("2k20kh1 / 2k20kl1", "Výhoda a nevýhoda: ze dvou k20 ponech vyšší, nebo nižší (kl = keep lowest)."),
        ("4k6dl1", "Zahoď nejnižší kostku (dl = drop lowest); dh zahodí nejvyšší."),
        ("k6!", "Vybuchující kostka: padne-li maximum, hoď znovu a přičti. Kostka vybouchne nejvýše "
                f"{limits.max_explosions}× za sebou; výbuchy se sčítají do téže kostky."),
        ("4k6r1", "Přehazuj jedničky, dokud padají (nejvýše "
                  f"{limits.max_rerolls}× u jedné kostky); platí poslední hod."),
        ("4k6ro1", "Přehoď jedničku jen jednou; platí druhý hod."),
        ("4k6r<3", "Přehazuj vše menší než 3; podmínky jsou <, <=, >, >= a =."),
        ("6k10>=8", "Počítej úspěchy: výsledek je počet kostek s hodnotou aspoň 8 (také >, <, <=, =)."),
        ("4k6mi2", "Minimum: každá kostka se počítá nejméně jako 2 (1 se počítá jako 2)."),
        ("4k6ma5", "Maximum: každá kostka se počítá nejvýše jako 5 (6 se počítá jako 5)."),
        ("{1k8, 1k8}kh1", "Skupina: každý výraz ve složených závorkách se hodí zvlášť a ponechá se nejvyšší "
                          "mezisoučet (funguje i kl, dh, dl; bez kh se mezisoučty sečtou)."),
        ("4k6r1!kh3", "Modifikátory se píší hned za kostku bez mezer, v libovolném pořadí; vyhodnotí se vždy "
                      "v pořadí přehození, výbuch, mi/ma, ponechání, úspěchy."),
        ("k / kh", "Písmeno k je kostka; ponechání se píše vždy kh nebo kl, proto je 4k6kh3 jednoznačné."),
        ("Limity", f"Nejvýše {format_int(limits.max_dice)} kostek v hodu (včetně výbuchů a přehozů), "
                   f"výraz do {limits.max_length} znaků, kostka do {format_int(limits.max_sides)} stěn."),
    ]


def notation_help() -> list[dict[str, str]]:
    """Entries ``{"syntax": "4k6kh3", "meaning": "…"}`` in Czech, simplest first (a fresh list each call)."""
    return [{"syntax": syntax, "meaning": meaning} for syntax, meaning in _entries()]
