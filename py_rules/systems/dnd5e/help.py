"""Help: the rules as implemented, with seed line sources («ř.» = line of the GM's excerpt 004), SRD rules
marked as such, and every implementer choice (digest §6, choices 1–23)."""

from __future__ import annotations

from py_rules.headings import Book
from py_rules.view import HelpSection

__all__ = ["CHOICES", "HELP"]

BOOK = Book("py_rules.systems.dnd5e")

EXCERPT = "pravidla PJ (004)"

RULES: tuple[HelpSection, ...] = (
    # 004:L3-L5
    HelpSection(title="Domácí pravidla", source=BOOK(f"{EXCERPT}, §pravidla"),
                text="Na SO stačí dohodit: součet rovný SO (i OČ) uspěje. Všechna dělení se zaokrouhlují dolů."),
    # 004:L7-L17, 004:L96-L109, 004:L161-L167
    HelpSection(title="Ověření a SO",
                source=BOOK(f"{EXCERPT}, §stupen_obtiznosti; §pasivni_overeni; §dovednosti.konflikty"),
                text="k20 + oprava vlastnosti + zdatnostní bonus (u zdatné dovednosti, expertiza dvakrát) proti SO; "
                     "rychlá volba z Tabulky typických SO (5, 10, 15, 20, 25, 30). Pasivní ověření = 10 + opravy, "
                     "+5 s výhodou, −5 s nevýhodou. Skupinové ověření uspěje, uspěje-li aspoň polovina. V konfliktu "
                     "vyhrává vyšší součet, remíza nic nemění. Spolupráce a Pomoc dávají výhodu."),
    # 004:L514-L580
    HelpSection(title="Výhoda a nevýhoda (SRD)", source=BOOK("SRD 5.1; důvody ze stavů §stavy"),
                text="Výhoda = 2k20, platí vyšší; nevýhoda = 2k20, platí nižší. Víc zdrojů se nesčítá; výhoda a "
                     "nevýhoda se navzájem ruší. Aplikace je sama určí ze stavů, únavy, krytu, dostřelu, Pomoci, "
                     "Uhýbání, neviděných útočníků a zbroje bez zdatnosti a každý důvod vypíše. Před každým hodem "
                     "ukáže přesnou šanci (zlomek i procenta)."),
    # 004:L305-L329, 004:L339, 004:L478, 004:L503, 004:L543, 004:L559
    HelpSection(title="Útok a kritický zásah (SRD)", source=BOOK(
        "SRD 5.1; §boj.akce_v_boji.nevideni_utocnici_a_cile; §boj.utoky_na_blizko.boj_dvema_zbranemi; "
        "§vybaveni.zbrane; §vybaveni.zbrane.vlastnosti_zbrani; §stavy.paralyzovany; §stavy.v_bezvedomi"),
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
    # 004:L352-L394
    HelpSection(title="Zranění a smrt", source=BOOK(f"{EXCERPT}, §boj.zraneni_a_leceni"),
                text="Nejdřív všechny opravy, pak odolání (polovina, dolů), pak zranitelnost (dvojnásobek); víc "
                     "odolání se počítá jednou. Nejdřív ubírá dočasné životy. Klesnou-li životy na 0 a přebývající "
                     "zranění dosáhne maxima životů, postava zemře; jinak upadne do bezvědomí. Zranění při 0 "
                     "životech = neúspěch proti smrti (kritický dva), zranění ≥ maximu zabije. Záchranný hod proti "
                     "smrti: 10+ úspěch, přirozená 1 dva neúspěchy, přirozená 20 vrátí 1 život; tři úspěchy "
                     "stabilizují, tři neúspěchy zabijí. První pomoc: Lékařství SO 10. Stabilizovaný se po 1k4 "
                     "hodinách probere s 1 životem. Soustředění: záchrana na Odolnost, SO = max(10, polovina "
                     "zranění), zvlášť za každý zdroj."),
    # 004:L115-L131, 004:L218-L230, 004:L394
    HelpSection(title="Odpočinek a únava", source=BOOK(
        f"{EXCERPT}, §unava; §odpocinek; §boj.zraneni_a_leceni.snizeni_zivotu_na_0.docasne_zivoty"),
                text="Krátký odpočinek: utrácíš Kostky životů po jedné, každá vyléčí hod + Odolnost, nejméně 0. "
                     "Důkladný odpočinek: všechny životy, polovina Kostek životů zpět (nejméně 1), únava −1 "
                     "s jídlem a pitím, dočasné životy zmizí; jen jednou za 24 hodin a jen s aspoň 1 životem. "
                     "Účinky únavy se sčítají; 6. stupeň je smrt."),
    # 004:L115-L131, 004:L514-L580
    HelpSection(title="Stavy a únava na deníku", source=BOOK(f"{EXCERPT}, §unava; §stavy"),
                # 004:L445
                text=BOOK("Zaškrtnuté stavy a stupeň únavy se na deníku vypíšou s účinky z pravidel a aplikace je sama "
                          "promítne do hodů (výhoda, nevýhoda, automatický neúspěch), rychlosti, maxima životů a "
                          "soustředění (neschopný či mrtvý tvor soustředění ztrácí, §kniha_kouzel.trvani.soustredeni). "
                          "Kdo upadne do bezvědomí, je i ležící. Zmámený nemůže zaútočit na svého zmámitele; "
                          "překvapený v prvním tahu nejedná.")),
    # 004:L19-L80, 004:L451-L461
    HelpSection(title="Peníze a ceníky", source=BOOK(f"{EXCERPT}, §zivotni_naklady; §vybaveni.mince"),
                text="Směna mincí podle Tabulky standardních kurzů (1 pl = 10 zl = 20 el = 100 st = 1000 md) jen "
                     "na celé mince. Platba z ceníku (životní styl za den, jídlo a ubytování, služby za míli či "
                     "den) bere nejdřív drobné, pak rozmění jednu větší minci a vrátí v zl, st a md. Šlechtický "
                     "styl počítá se svým minimem 10 zl. Tabulky jsou i v hledatelné příručce."),
    # 004:L169-L204
    HelpSection(title="Prostředí", source=BOOK(f"{EXCERPT}, §zvedani_a_noseni"),
                text="Nosnost Síla × 15 lb, tlačení a zvedání × 30, dvojnásobek za každou velikost nad Střední, "
                     "Drobný polovina. Skok do dálky = Síla stop (z místa polovina), do výšky 3 + oprava Síly. "
                     "Pád: 1k6 za každé 2 sáhy, nejvýš 20k6, dopad do lehu. Dech: 1 + oprava Odolnosti minut "
                     "(nejméně 30 s), pak tolik kol, kolik je oprava Odolnosti (nejméně 1)."),
)

CHOICES: tuple[HelpSection, ...] = tuple(HelpSection(title=f"Volba {i}: {title}", text=text, source=source) for i, (
    title, text, source) in enumerate((
        ("jádro k20", "Chybějící jádro (opravy, zdatnostní bonus, výhoda a jejich rušení, útok proti OČ, přirozená "
         "20/1 u útoků, kritický zásah, iniciativa) je podle SRD 5.1 a v nápovědě je tak označeno; „stačí dohodit“ "
         # 004:L3
         "platí i pro OČ.", BOOK("SRD 5.1; §pravidla")),
        ("zaokrouhlování", "Dělí se vždy dolů. Vzdálenosti jsou v celých sázích, poloviční rychlost 5 sáhů = 2 sáhy.",
         # 004:L5
         BOOK.cite("pravidla")),
        ("jednotky", "Pohyb v sázích, skoky ve stopách, váhy v librách, jak je uvádějí pravidla; nepřevádějí se.",
         # 004:L193-L196
         BOOK.cite("cestovani.zvlastni_druhy_pohybu.skakani")),
        # 004:L108
        ("skupina s lichým počtem", "Skupina uspěje, když 2 × úspěchy ≥ počet členů (z 5 musí uspět "
                                    "3).", BOOK.cite("skupinova_overeni_vlastnosti")),
        ("záchrana proti smrti", "Úspěch je součet (k20 + bonus z kouzel) ≥ 10; přirozená 1 a 20 se čtou z kostky.",
         # 004:L372-L374
         BOOK.cite("boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti")),
        # 004:L364, 004:L390
        ("okamžitá smrt a dočasné životy", "Přebývající zranění se počítá až po dočasných "
                                           "životech.", BOOK("§boj.zraneni_a_leceni.snizeni_zivotu_na_0.okamzita_smrt; "
                                                             "§boj.zraneni_a_leceni.snizeni_zivotu_na_0.docasne_zivoty")),
        ("zranění pohlcené dočasnými životy při 0", "Když dočasné životy pohltí celé zranění, neúspěch proti smrti "
         # 004:L375, 004:L393
         "nevzniká.", BOOK("§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti; "
                           "§boj.zraneni_a_leceni.snizeni_zivotu_na_0.docasne_zivoty")),
        ("stabilizovaný a zranění", "Každé zranění stabilizovaného tvora ho zbaví stabilizace a přidá neúspěch "
         # 004:L375, 004:L380
         "(dva při kritickém zásahu).", BOOK("§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti; "
                                             "§boj.zraneni_a_leceni.snizeni_zivotu_na_0.stabilizace_tvora")),
        ("obnova Kostek životů", "Vrací se min(utracené, max(1, ⌊úroveň / 2⌋)), větší kostky přednostně; velikost "
         # 004:L228
         "kostky podle povolání (SRD).", BOOK.cite("odpocinek.dukladny_odpocinek")),
        ("maximum životů při únavě 4", "Platí poloviční maximum: aktuální životy se na něj sníží a i okamžitá smrt "
         # 004:L124
         "se porovnává s ním.", BOOK.cite("unava")),
        ("únava a jídlo", "Důkladný odpočinek má přepínač „najedl ses a napil“; únava se sníží před obnovou životů.",
         # 004:L131
         BOOK.cite("unava")),
        # 004:L204
        ("dušení", "Kola přežití začínají, když dojde dech; aplikace je jen vypočte, životy "
                   "neubírá.", BOOK.cite("cestovani.duseni")),
        ("pád z výšky", "Za každé celé 2 sáhy 1k6 (3 sáhy = 1k6, méně než 2 sáhy = bez zranění); do lehu jen se "
         # 004:L200
         "zraněním.", BOOK.cite("cestovani.pad_z_vysky")),
        # 004:L244, 004:L287
        ("reakce", "Jedna reakce za kolo; aplikace ji nesleduje.", BOOK(
            "§boj.tah; §boj.akce_v_boji.priprava")),
        ("Nenápadnost proti pasivnímu Vnímání", "Pasivní hodnota je SO: při rovnosti zůstáváš nepozorován.",
         # 004:L237, 004:L295
         BOOK("§boj.prekvapeni; §boj.akce_v_boji.schovani_se")),
        ("pasivní ověření", "Zahrnuje zdatnost, expertizu, −5 za nevýhodu z únavy a otrávení a +5 za výhodu.",
         # 004:L100
         BOOK.cite("pasivni_overeni")),
        # 004:L556
        ("bezvědomí a ležení", "Kdo upadne do bezvědomí, je i ležící.", BOOK.cite("stavy.v_bezvedomi")),
        # 004:L22-L35
        ("životní styl", "Platí se za dny: týden = 7 dní, měsíc = 30 dní (SRD); ceny z "
                         "tabulky.", BOOK.cite("zivotni_naklady")),
        # 004:L52, 004:L56
        ("maso a sýr", "„Maso, kus“ a „Sýr, kus“ jsou samostatné položky; soudek piva = "
                       "soudek.", BOOK.cite("jidlo_piti_a_ubytovani.tabulka_jidla_piti_a_ubytovani")),
        ("chybějící tabulky", "Zbroje, zbraně a pozice kouzel zadáváš sám (základ OČ, kostky zranění, počty pozic).",
         # 004:L465, 004:L481
         BOOK("§vybaveni.zbroje_a_stity; §vybaveni.zbrane.vlastnosti_zbrani")),
        # 004:L443
        ("soustředění a zdroje", "Jedna záchrana za každou událost zranění; SO = max(10, ⌊zranění / "
                                 "2⌋).", BOOK.cite("kniha_kouzel.trvani.soustredeni")),
        # 004:L357, 004:L596
        ("záporné zranění", "Zranění po opravách (aura, Parírování) je nejméně 0.", BOOK(
            "§boj.zraneni_a_leceni.odolani_a_zranitelnost; §stavy.manevry")),
        ("nestvůry při 0 životech", "Postava při 0 upadá do bezvědomí; zaškrtneš-li „nestvůra umírá při 0“, zemře.",
         # 004:L383-L384
         BOOK.cite("boj.zraneni_a_leceni.snizeni_zivotu_na_0.nestvury_a_smrt")),
    ), start=1))

HELP: tuple[HelpSection, ...] = RULES + CHOICES
