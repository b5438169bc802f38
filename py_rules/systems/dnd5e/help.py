"""Help: the rules as implemented, with seed line sources («ř.» = line of the GM's excerpt 004), SRD rules
marked as such, and every implementer choice (digest §6, choices 1–23)."""

from __future__ import annotations

from py_rules.view import HelpSection

__all__ = ["CHOICES", "HELP"]

S = "pravidla PJ (004)"

RULES: tuple[HelpSection, ...] = (
    HelpSection(title="Domácí pravidla", source=f"{S}, ř. 3–5",
                text="Na SO stačí dohodit: součet rovný SO (i OČ) uspěje. Všechna dělení se zaokrouhlují dolů."),
    HelpSection(title="Ověření a SO", source=f"{S}, ř. 7–17, 96–109, 161–167",
                text="k20 + oprava vlastnosti + zdatnostní bonus (u zdatné dovednosti, expertiza dvakrát) proti SO; "
                     "rychlá volba z Tabulky typických SO (5, 10, 15, 20, 25, 30). Pasivní ověření = 10 + opravy, "
                     "+5 s výhodou, −5 s nevýhodou. Skupinové ověření uspěje, uspěje-li aspoň polovina. V konfliktu "
                     "vyhrává vyšší součet, remíza nic nemění. Spolupráce a Pomoc dávají výhodu."),
    HelpSection(title="Výhoda a nevýhoda (SRD)", source="SRD 5.1; důvody ze stavů ř. 514–580",
                text="Výhoda = 2k20, platí vyšší (2k20kh1); nevýhoda = 2k20kl1. Víc zdrojů se nesčítá; výhoda a "
                     "nevýhoda se navzájem ruší. Aplikace je sama určí ze stavů, únavy, krytu, dostřelu, Pomoci, "
                     "Uhýbání, neviděných útočníků a zbroje bez zdatnosti a každý důvod vypíše. Před každým hodem "
                     "ukáže přesnou šanci (zlomek i procenta)."),
    HelpSection(title="Útok a kritický zásah (SRD)", source="SRD 5.1; ř. 305–329, 339, 478, 503, 543, 559",
                text="k20 + oprava (Síla, Obratnost, u vytříbené lepší z nich, stejná i pro zranění) + zdatnostní "
                     "bonus při zdatnosti se zbraní, proti OČ cíle + kryt (+2 / +5; úplný kryt útok nepovolí). "
                     "Přirozená 20 vždy zasáhne kriticky, přirozená 1 vždy mine (SRD). Kritický zásah zdvojí "
                     "kostky zranění (SRD). Zásah paralyzovaného či bezvědomého cíle do 1 sáhu je kritický. "
                     "Útok druhou rukou: jen lehká zbraň na blízko, oprava ke zranění jen záporná."),
    HelpSection(title="Zdatnostní bonus, opravy, Kostky životů (SRD)", source="SRD 5.1",
                text="Oprava = (hodnota − 10) / 2 zaokrouhleno dolů. Zdatnostní bonus +2 (úroveň 1–4), +3 (5–8), "
                     "+4 (9–12), +5 (13–16), +6 (17–20) podle součtu úrovní. Kostky životů: barbar k12; bojovník, "
                     "hraničář, paladin k10; bard, druid, klerik, mnich, tulák, černokněžník k8; čaroděj a "
                     "kouzelník k6. Pozice kouzel zadáváš sám, obnoví je důkladný odpočinek (SRD). Iniciativa je "
                     "ověření Obratnosti (SRD)."),
    HelpSection(title="Zranění a smrt", source=f"{S}, ř. 352–394",
                text="Nejdřív všechny opravy, pak odolání (polovina, dolů), pak zranitelnost (dvojnásobek); víc "
                     "odolání se počítá jednou. Nejdřív ubírá dočasné životy. Klesnou-li životy na 0 a přebývající "
                     "zranění dosáhne maxima životů, postava zemře; jinak upadne do bezvědomí. Zranění při 0 "
                     "životech = neúspěch proti smrti (kritický dva), zranění ≥ maximu zabije. Záchranný hod proti "
                     "smrti: 10+ úspěch, přirozená 1 dva neúspěchy, přirozená 20 vrátí 1 život; tři úspěchy "
                     "stabilizují, tři neúspěchy zabijí. První pomoc: Lékařství SO 10. Stabilizovaný se po 1k4 "
                     "hodinách probere s 1 životem. Soustředění: záchrana na Odolnost, SO = max(10, polovina "
                     "zranění), zvlášť za každý zdroj."),
    HelpSection(title="Odpočinek a únava", source=f"{S}, ř. 115–131, 218–230, 394",
                text="Krátký odpočinek: utrácíš Kostky životů po jedné, každá vyléčí hod + Odolnost, nejméně 0. "
                     "Důkladný odpočinek: všechny životy, polovina Kostek životů zpět (nejméně 1), únava −1 "
                     "s jídlem a pitím, dočasné životy zmizí; jen jednou za 24 hodin a jen s aspoň 1 životem. "
                     "Účinky únavy se sčítají; 6. stupeň je smrt."),
    HelpSection(title="Stavy a únava na deníku", source=f"{S}, ř. 115–131, 514–580",
                text="Zaškrtnuté stavy a stupeň únavy se na deníku vypíšou s účinky z pravidel a aplikace je sama "
                     "promítne do hodů (výhoda, nevýhoda, automatický neúspěch), rychlosti, maxima životů a "
                     "soustředění (neschopný či mrtvý tvor soustředění ztrácí, ř. 445). Kdo upadne do bezvědomí, "
                     "je i ležící. Zmámený nemůže zaútočit na svého zmámitele; překvapený v prvním tahu nejedná."),
    HelpSection(title="Peníze a ceníky", source=f"{S}, ř. 19–80, 451–461",
                text="Směna mincí podle Tabulky standardních kurzů (1 pl = 10 zl = 20 el = 100 st = 1000 md) jen "
                     "na celé mince. Platba z ceníku (životní styl za den, jídlo a ubytování, služby za míli či "
                     "den) bere nejdřív drobné, pak rozmění jednu větší minci a vrátí v zl, st a md. Šlechtický "
                     "styl počítá se svým minimem 10 zl. Tabulky jsou i v hledatelné příručce."),
    HelpSection(title="Prostředí", source=f"{S}, ř. 169–204",
                text="Nosnost Síla × 15 lb, tlačení a zvedání × 30, dvojnásobek za každou velikost nad Střední, "
                     "Drobný polovina. Skok do dálky = Síla stop (z místa polovina), do výšky 3 + oprava Síly. "
                     "Pád: 1k6 za každé 2 sáhy, nejvýš 20k6, dopad do lehu. Dech: 1 + oprava Odolnosti minut "
                     "(nejméně 30 s), pak tolik kol, kolik je oprava Odolnosti (nejméně 1)."),
)

CHOICES: tuple[HelpSection, ...] = tuple(HelpSection(title=f"Volba {i}: {title}", text=text, source=source) for i, (
    title, text, source) in enumerate((
        ("jádro k20", "Chybějící jádro (opravy, zdatnostní bonus, výhoda a jejich rušení, útok proti OČ, přirozená "
         "20/1 u útoků, kritický zásah, iniciativa) je podle SRD 5.1 a v nápovědě je tak označeno; „stačí dohodit“ "
         "platí i pro OČ.", "SRD 5.1; ř. 3"),
        ("zaokrouhlování", "Dělí se vždy dolů. Vzdálenosti jsou v celých sázích, poloviční rychlost 5 sáhů = 2 sáhy.",
         "ř. 5"),
        ("jednotky", "Pohyb v sázích, skoky ve stopách, váhy v librách, jak je uvádějí pravidla; nepřevádějí se.",
         "ř. 193–196"),
        ("skupina s lichým počtem", "Skupina uspěje, když 2 × úspěchy ≥ počet členů (z 5 musí uspět 3).", "ř. 108"),
        ("záchrana proti smrti", "Úspěch je součet (k20 + bonus z kouzel) ≥ 10; přirozená 1 a 20 se čtou z kostky.",
         "ř. 372–374"),
        ("okamžitá smrt a dočasné životy", "Přebývající zranění se počítá až po dočasných životech.", "ř. 364, 390"),
        ("zranění pohlcené dočasnými životy při 0", "Když dočasné životy pohltí celé zranění, neúspěch proti smrti "
         "nevzniká.", "ř. 375, 393"),
        ("stabilizovaný a zranění", "Každé zranění stabilizovaného tvora ho zbaví stabilizace a přidá neúspěch "
         "(dva při kritickém zásahu).", "ř. 375, 380"),
        ("obnova Kostek životů", "Vrací se min(utracené, max(1, ⌊úroveň / 2⌋)), větší kostky přednostně; velikost "
         "kostky podle povolání (SRD).", "ř. 228"),
        ("maximum životů při únavě 4", "Platí poloviční maximum: aktuální životy se na něj sníží a i okamžitá smrt "
         "se porovnává s ním.", "ř. 124"),
        ("únava a jídlo", "Důkladný odpočinek má přepínač „najedl ses a napil“; únava se sníží před obnovou životů.",
         "ř. 131"),
        ("dušení", "Kola přežití začínají, když dojde dech; aplikace je jen vypočte, životy neubírá.", "ř. 204"),
        ("pád z výšky", "Za každé celé 2 sáhy 1k6 (3 sáhy = 1k6, méně než 2 sáhy = bez zranění); do lehu jen se "
         "zraněním.", "ř. 200"),
        ("reakce", "Jedna reakce za kolo; aplikace ji nesleduje.", "ř. 244, 287"),
        ("Nenápadnost proti pasivnímu Vnímání", "Pasivní hodnota je SO: při rovnosti zůstáváš nepozorován.",
         "ř. 237, 295"),
        ("pasivní ověření", "Zahrnuje zdatnost, expertizu, −5 za nevýhodu z únavy a otrávení a +5 za výhodu.",
         "ř. 100"),
        ("bezvědomí a ležení", "Kdo upadne do bezvědomí, je i ležící.", "ř. 556"),
        ("životní styl", "Platí se za dny: týden = 7 dní, měsíc = 30 dní (SRD); ceny z tabulky.", "ř. 22–35"),
        ("maso a sýr", "„Maso, kus“ a „Sýr, kus“ jsou samostatné položky; soudek piva = soudek.", "ř. 52, 56"),
        ("chybějící tabulky", "Zbroje, zbraně a pozice kouzel zadáváš sám (základ OČ, kostky zranění, počty pozic).",
         "ř. 465, 481"),
        ("soustředění a zdroje", "Jedna záchrana za každou událost zranění; SO = max(10, ⌊zranění / 2⌋).", "ř. 443"),
        ("záporné zranění", "Zranění po opravách (aura, Parírování) je nejméně 0.", "ř. 357, 596"),
        ("nestvůry při 0 životech", "Postava při 0 upadá do bezvědomí; zaškrtneš-li „nestvůra umírá při 0“, zemře.",
         "ř. 383–384"),
    ), start=1))

HELP: tuple[HelpSection, ...] = RULES + CHOICES
