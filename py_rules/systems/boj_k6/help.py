"""Help: the rules as the app implements them, with seed line sources, and every implementer choice."""

from __future__ import annotations

from py_rules.headings import Book
from py_rules.view import HelpSection

__all__ = ["BOARD_HELP", "CHOICES", "HELP", "ROUND_CHOICES", "RULES"]

BOOK = Book("py_rules.systems.boj_k6")

RULES: tuple[HelpSection, ...] = (
    # 003:L21-L54, 003:L114-L121
    HelpSection(title="Kolo a záměry", source=BOOK("§kola; §vyhodnoceni"), text=(
        "Kolo trvá asi 3 vteřiny a všechno se v něm děje současně. Na začátku kola všichni ohlásí záměry. "
        "Kdo někoho ohrožuje, hází si proti němu na úspěch; když ohrožuje i on tebe, porovnáte hody na "
        "úspěch, jinak si proti tobě hází na obranu. Kdo nikoho neohrožuje, na úspěch nehází.")),
    # 003:L123-L167
    HelpSection(title="Hod na úspěch a na obranu", source=BOOK.cite("hod_na_uspech"), text=(
        "Obojí je k6 + vlastnost + výhody a nevýhody. Síla: těžká zbraň, boj beze zbraně, boj zblízka "
        "v těžké zbroji, přetlačování. Finesa: střelba, podrážení, vysmýknutí se ze sevření; lehkou zbraní Silou, nebo "
        "Finesou. Duše: kouzla. Na obranu: uhýbání Finesou, nevyhnutelné a jedy Silou, vykrytí zbraní či "
        "štítem jako při útoku, duševní kouzla Duší. Aplikace hlídá vlastnost hodu na úspěch i na obranu; "
        "vážně zraněnou rukou nelze držet zbraň ani štít.")),
    # 003:L507-L514, 003:L534-L543
    HelpSection(title="Úspěchy", source=BOOK.cite("urceni_vysledku"), text=(
        "Remíza nebo přehození o 1–2: 1 úspěch; o 3–5: 2 úspěchy; o 6 a víc: 3 úspěchy. Při vzájemném hodu "
        "a remíze mají oba 1 úspěch, kterým nelze zabránit v tom, co chtěl udělat ten druhý.")),
    # 003:L223-L311, 003:L335-L352
    HelpSection(title="Výhody a nevýhody", source=BOOK("§vyhody_a_nevyhody; "
                                                       "§bonusy_a_postihy_si_pricita_hrac_postavy"), text=(
        "Za každý druh výhody +1, nevýhody −1. Stejný druh se nesčítá, co platí pro oba, se ruší, počítají "
        "se jen relevantní. Všechno si započítává hráč postavy, Pán jeskyně hází jen vlastnost + k6. "
        "Vážná zranění dávají svůj druh nevýhody automaticky (hlava: Dezorientace, noha: Ztížení pohybu jen "
        "tam, kde je třeba se hýbat, tělo a břicho: nevýhoda na všechny hody).")),
    # 003:L356-L451
    HelpSection(title="Taktické možnosti", source=BOOK.cite("plna_obrana"), text=(
        "Plná obrana: neházíš na úspěch, na obranu +1. Prolomení nevýhody: +1 na úspěch, ale úspěch jen na "
        "únik. Nehybný protivník a útok ze zálohy: brání se 0 + k6 bez svých výhod a nevýhod. Žádná obrana "
        "je nejhorší: obrana nikdy neklesne pod 0 + k6. Více cílů: postih rovný jejich počtu (plošné útoky "
        "a „útok na dva cíle“ bez postihu). Míření +1 na další výstřel (ne kouzlem), finta +1 v dalším kole, "
        "rozptýlení: protivník má v tomto kole nevýhodu.")),
    # 003:L460-L478, 003:L268-L272
    HelpSection(title="Boj na dálku a munice", source=BOOK("§boj_na_dalku; §vyhody_a_nevyhody"), text=(
        "Kontaktní a krátká vzdálenost bez postihu, střední −1, dlouhá −2. Střelba na útočníka zblízka a na "
        "běžící cíl je nevýhoda. Vzácnou munici a munici, které máš jen pár kusů, si odečítej.")),
    # 003:L59-L74, 003:L93, 003:L483-L501
    HelpSection(title="Luk: nabít, vystřelit, utéct", source=BOOK(
        "§co_se_da_stihnout_v_jednom_kole; §vzdalenost; §boj_na_dalku"), text=(
        "V jednom kole stihneš nabít luk a vystřelit. S nabitým lukem můžeš vystřelit a hned nabít další šíp, "
        "nebo vystřelit a začít utíkat. S nenabitým lukem stihneš nabít a vystřelit, ale už ne utéct; ustupovat "
        "při střelbě můžeš. Při běhu se nedá nabíjet ani mířit, při plné obraně nic jiného.")),
    # 003:L577-L628
    HelpSection(title="Zranění", source=BOOK.cite("zraneni"), text=(
        "Zranění = rozdíl hodů + zranění zbraně (nebo počet kostek zranění kouzla se 4 a víc) − zbroj − štít "
        "− odolnost. Přidané zranění se hází zvlášť a znovu se od něj odečte zbroj a odolnost. Protivníka "
        "můžeš v jednom kole zranit jen jednou.")),
    # 003:L630-L657, 003:L821-L841
    HelpSection(title="Vyřazení, vážná zranění, soustředění", source=BOOK(
        "§zraneni; §preruseni_soustredeni"), text=(
        "Při 0 životech a méně je postava vyřazená; kdo ještě neházel, svůj záměr neprovede. Zranění alespoň "
        "za 3 může za další úspěch vyřadit část těla. Vážná zranění zmizí po doléčení všech životů. "
        "Soustředění přeruší každé zranění nad 0, sražení nebo náraz.")),
    # 003:L659-L697
    HelpSection(title="Zásah mimo zbroj a obcházení štítu", source=BOOK.cite("zraneni"), text=(
        "Za další úspěch lze zasáhnout tam, kde část zbroje opravdu chybí: zbroj se neodečte, odolnost ano. "
        "Štít se neodečítá, když ho obránce nemůže použít (chycený štít, útok zezadu).")),
    # 003:L516-L532, 003:L699-L886
    HelpSection(title="Manévry za úspěchy", source=BOOK("§urceni_vysledku; §znevyhodneni_protivnika"), text=(
        "Za 1 úspěch: zranit, srazit, chytit, zatlačit, zastoupit cestu, dostat se z nevýhody, chytit štít, "
        "zabránit v akci. Za 2 úspěchy: odzbrojit, srazit do propasti nebo pasti, zabránit v mluvení "
        "a kouzlení. Dva úspěchy lze sbírat i během více kol a s pomocí spolubojovníků; po prvním vzniká "
        "mezistav (zaklesnutá zbraň, balancování na hraně, chycený protivník).")),
    # 003:L193-L219
    HelpSection(title="Pořadí házení", source=BOOK.cite("poradi_hazeni"), text=(
        "Hází se v pořadí, v jakém na sebe záměry navazují; neohrožení obvykle hází první. Když se záměry "
        "zacyklí, všichni nejdřív hodí na úspěch a vyhodnocuje se od nejvyššího hodu po nejnižší.")),
    # 003:L78-L107
    HelpSection(title="Vzdálenost a rychlost", source=BOOK.cite("vzdalenost"), text=(
        "Kontaktní, krátká (1 kolo běhu), střední (2–4 kola), dlouhá (5–16 kol). Plazení – chůze – běh – "
        "koňský běh, každý stupeň dvojnásobný. Soustředění: neběháš; vážně zraněná noha nebo břicho: nejvýš "
        "chůze; vyřazený: nejvýš plazení. Krátkou vzdálenost uběhneš a rovnou zaútočíš zblízka; kdo je "
        "v kontaktní vzdálenosti, toho ohrozíš, i když utíká; utíkajícího musíš nejdřív dohonit.")),
    # 003:L699-L778, 003:L785-L786, 003:L863-L927
    HelpSection(title="Situace ze znevýhodnění", source=BOOK("§znevyhodneni_protivnika; "
                                                             "§zabraneni_v_akci_nebo_v_utoku; "
                                                             "§unik_z_nevyhodne_situace"), text=(
        "Za úspěch popíšeš, co protivníkovi uděláš: přistřelený rukáv, podražení, přimáčknutí ke zdi, "
        "zalehnutí, sražení. Nevýhoda platí i pro ostatní, kdo proti němu hází. Kdo tě drží, tomu musíš "
        "vyrvat úspěch, než utečeš; kdo tě nedrží, tomu stačí nevýhodu jedno kolo vydržet. Obě ruce se chytají "
        "za dva úspěchy, strčit protivníka do jiného také. Vyzvat ke vzdání můžeš kdykoli, rozhodne Pán "
        "jeskyně.")),
    # 003:L102, 003:L107, 003:L236, 003:L259-L260, 003:L749, 003:L757, 003:L822
    HelpSection(title="Schopnosti v kapitole", source=BOOK("§rychlost; §vyhody_a_nevyhody; "
                                                           "§zatlaceni_nebo_odtahnuti_protivnika; "
                                                           "§preruseni_soustredeni"),
                text=(
        "Kapitola zmiňuje tyto schopnosti: útok na dva cíle (bez postihu za dva cíle), infravidění "
        "a ultrasluch (tma tě neomezuje), schopnosti se soustředěním (jako kouzlo: zranění nad 0, sražení "
        "nebo náraz je přeruší; neběháš), zrychlení a zpomalení (o stupeň rychlosti) a schopnost "
        "způsobující magický strach (druh nevýhody Strach). Příběhová imunita je volitelné pravidlo mimo tuto "
        "kapitolu a aplikace ji nemodeluje.")),
)

CHOICES: tuple[HelpSection, ...] = (
    # 003:L335-L344
    HelpSection(title="Volba: kdo počítá modifikátory", source=BOOK(
        "§bonusy_a_postihy_si_pricita_hrac_postavy; volba aplikace"), text=(
        "Aplikace vždy počítá všechny modifikátory dvojice na straně házejícího hráče (u tabule na straně "
        "útočníka); protivník hází jen vlastnost + k6. Stejný druh výhody u obou stran se ruší. Útočí-li "
        "protivník na více cílů, připočítá si každý z nich +počet cílů.")),
    # 003:L379-L410
    HelpSection(title="Volba: žádná obrana je nejhorší", source=BOOK.cite("nehybny_protivnik"), text=(
        "Do „podlahy“ 0 + k6 se počítá jen vlastnost obránce a jeho vlastní nevýhody, plná obrana a výhody "
        "útočníka plynoucí z obráncovy pozice; útočníkovo míření, finta, vzdálenost a počet cílů zůstávají "
        "mimo. U nehybného protivníka se jeho nevýhody nepočítají vůbec, útočníkovy nevýhody ano.")),
    # 003:L577-L628, 003:L660
    HelpSection(title="Volba: zranění", source=BOOK("§zraneni; volba aplikace"), text=(
        "Zranění nikdy neklesne pod 0. Od přidaného zranění se odečítá zbroj a odolnost, štít ne. Zásah mimo "
        "zbroj obchází zbroj i u přidaného zranění, štít a odolnost se odečítají. Práh vážného zranění (3) "
        "se měří na hlavním zásahu bez přidaného zranění. Zbroj nechrání proti duševnímu zranění; jinak "
        "platí obecná hodnota, pokud není zadaná hodnota pro druh zranění.")),
    # 003:L213-L219, 003:L631
    HelpSection(title="Volba: vyřazení a pořadí", source=BOOK("§poradi_hazeni; §zraneni; volba aplikace"), text=(
        "Vyřazený účastník přijde o svůj záměr, pokud ještě nebyla vyhodnocena žádná jeho dvojice jako "
        "útočníka – i při pravidle pro zacyklené záměry. Navržené pořadí: nejdřív kdo není ohrožen, pak podle "
        "návaznosti záměrů; cykly podle nejvyššího hodu na úspěch.")),
    # 003:L254, 003:L275, 003:L308, 003:L448, 003:L433
    HelpSection(title="Volba: výhody a nevýhody", source=BOOK("§vyhody_a_nevyhody; §rozptyleni_protivnika; §mireni; "
                                                              "volba aplikace"), text=(
        "Kryt se počítá i proti kouzlům. Ztížení pohybu a nadměrný náklad protivníka se nepočítají proti "
        "kouzlu, před kterým se neuhýbá (obrana Silou nebo Duší). Útok do zad je na hráči (utíká nebo "
        "probíhá; nebo obklíčený, neohrožuje a je prostor). Rozptýlení platí jen proti spojenci, kterému "
        "pomáháš. Míření se započítá na výstřel, který hráč označí. Vážně zraněná ruka zakazuje dvojruční "
        "zbraně; další omezení ruky si hráč zvolí jako nevýhodu. Schopnost „útok na dva cíle“ ruší postih "
        "jen pro dva cíle.")),
    # 003:L545-L568, 003:L729
    HelpSection(title="Volba: vyprávění", source=BOOK("§urceni_vysledku; §zatlaceni_nebo_odtahnuti_protivnika; volba "
                                                      "aplikace"), text=(
        "Aplikace počítá hody, rozdíly, úspěchy, zranění, životy, manévry a jejich mezistavy. Co přesně "
        "úspěch znamená v příběhu, popisuje hráč a schvaluje stůl. Zatlačení je zhruba o tolik metrů, o kolik "
        "jsi protivníka přehodil; při remíze (0 m) a u nesrovnatelně těžkých tvorů rozhodne stůl.")),
    # 003:L313-L333
    HelpSection(title="Volba: únava, vlastnosti, životy", source=BOOK(
        "§unava_v_boji; volba aplikace"), text=(
        "Únava nemá vlastní stupnici: čerstvá strana si zvolí výhodu druhu Vyčerpání. Rozsahy vlastností "
        "(0–12) a životů (1–99) jsou jen technické meze, kapitola je neurčuje; nová postava začíná se "
        "Silou, Finesou i Duší 2 a 10 životy, dýkou a nenabitým lukem – uprav podle tvorby postavy.")),
    # 003:L423, 003:L535, 003:L849, 003:L856
    HelpSection(title="Volba: zbraně, kouzla a vzájemná zabránění", source=BOOK(
        "§ohrozeni_vice_protivniku; §urceni_vysledku; §zabraneni_v_kouzleni"), text=(
        "Zásah zabráněním v akci (1 úspěch) zmaří celý záměr cíle, takže proti němu už nikdo nehází. "
        "Dokončené zacpání úst zmaří právě sesílané kouzlo (ne při remíze) a trvá, dokud se umlčený nedostane "
        "z nevýhody (1 úspěch); tím se mu uvolní i chycený štít. Sražení nebo náraz (znevýhodnění či "
        "zatlačení) přeruší soustředění. Kouzlo na jediný cíl nelze seslat na víc cílů.")),
)

ROUND_CHOICES: tuple[HelpSection, ...] = (
    # 003:L62, 003:L467-L501
    HelpSection(title="Volba: munice a nabíjení", source=BOOK("§co_se_da_stihnout_v_jednom_kole; §boj_na_dalku"), text=(
        "Munice počítá všechny kusy včetně toho, který je na tětivě. Výstřel ubere kus (jen když munici "
        "počítáš) a luk zůstane nenabitý, pokud ho v tomtéž kole znovu nenabiješ; to jde jen s lukem "
        "nabitým před výstřelem a jen když ti zbude další kus. Nenabitý luk se při výstřelu nabíjí "
        "sám (nabít a vystřelit), ale pak už nelze utéct. Vrhací zbraň ubere kus a nenabíjí se. Kdo přijde "
        "o záměr dřív, než hodí, nevystřelí a nic neutratí. Nabití bez výstřelu (i s mířením) se započítá "
        "na konci kola.")),
    # 003:L79-L107, 003:L486-L500
    HelpSection(title="Volba: vzdálenosti na tabuli", source=BOOK(
    # 003:L497
        "§vzdalenost; §boj_na_dalku"), text=BOOK(
        "Tabule měří vzdálenost mezi každou dvojicí v čtvrtinách kola běhu: kontaktní 0, krátká do 1 kola, střední do "
        "4 kol (mezera 1–2 kola, kterou pravidla nepojmenují, je střední), dlouhá do 16 kol. Nezadaná vzdálenost je "
        "kontaktní; nový účastník dostane zvolenou vzdálenost od druhé strany. Za kolo uběhne plazení 1/4, chůze 1/2, "
        "běh 1, koňský běh 2 kola běhu; ústup při střelbě je o stupeň pomalejší. Kdo útočí zblízka na vzdálenějšího, "
        "běží k prvnímu cíli a dosáhne na něj, když uběhne vzdálenost i s jeho ústupem; utíkajícího nedosáhne "
        "(pronásledování); ostatní cíle musí být v kontaktní vzdálenosti. Přesuny se započítají na konci kola: "
        "sblížení jen mezi běžcem a jeho cílem, útěk a ústup vzdalují jen od druhé strany. Postih za vzdálenost bere "
        "tabule z této vzdálenosti na začátku kola. Nevýhodu za střelbu na útočníka zblízka tabule započítá sama, když "
        "je útočník už v kontaktní vzdálenosti (ne když teprve přibíhá), nevýhodu za střelbu na běžící cíl u cíle, "
        "který utíká; na přibíhajícího protivníka ji nepočítá (v příkladu §boj_na_dalku chybí).")),
    # 003:L294-L305, 003:L699-L778, 003:L785, 003:L908-L926
    HelpSection(title="Volba: situace a jejich konec", source=BOOK(
        "§vyhody_a_nevyhody; §znevyhodneni_protivnika; §zabraneni_v_akci_nebo_v_utoku; §zajimani"),
                text=(
        "Znevýhodnění bez sražení či zalehnutí chce popis, co konkrétně uděláš. Nevýhoda, ve které nikdo "
        "protivníka nedrží, trvá do konce příštího kola. Držení (i zalehnutí a obě "
        "ruce) trvá, dokud se držený nevyprostí úspěchem, dokud ho někdo neosvobodí, nebo dokud držitel "
        "neodběhne, neuteče či nevypadne z boje; držený se nemůže přesunout ani utéct. Kdo na někom leží, má "
        "nevýhodu proti všem ostatním. Sražený leží do konce příštího kola a mezitím nemůže běžet; pokud ještě "
        "neházel, jeho útok zblízka na vzdálenější cíl propadá. S chycenýma oběma rukama nelze bojovat "
        "zbraní. Strčení na jiného dá tomu druhému Vyvedení z rovnováhy do konce příštího kola. Zatlačení o "
        "víc než pár kroků (2 m) přeruší kontakt s tím, kdo tlačil; remíza nikoho neposune. Ke vzdání musíš protivníka "
        "přehodit a utratit úspěch; vzdaný je mimo boj, dál se nebrání a přestane držet ostatní, dokud Pán "
        "jeskyně boj neobnoví přepínačem „Vzdal se“. Jinak situaci ukončí akce „Ukončit situaci“. První "
        "úspěch ke sražení do propasti nebo k zacpání úst drží protivníka v nevýhodě (Ztížení pohybu) jako "
        "držení; kdo se vyprostí, ukončí držení mezi oběma, i to, čím sám držel toho druhého.")),
    # 003:L235-L236, 003:L757
    HelpSection(title="Volba: tma a schopnosti", source=BOOK("§vyhody_a_nevyhody; "
                                                             "§zatlaceni_nebo_odtahnuti_protivnika"), text=(
        "Při zapnuté tmě má Ztížení viditelnosti každý, kdo nemá infravidění ani ultrasluch; mají-li ho oba "
        "(nebo nikdo), ruší se. Schopnosti se soustředěním se zapisují do pole soustředění, zrychlení "
        "a zpomalení do úpravy rychlosti a magický strach jako nevýhoda druhu Strach; vlastní pole nemají.")),
)

HELP: tuple[HelpSection, ...] = RULES + CHOICES + ROUND_CHOICES

BOARD_HELP: tuple[HelpSection, ...] = (
    # 003:L114-L121, 003:L193-L219, 003:L413
    HelpSection(title="Bojová tabule", source=BOOK("§vyhodnoceni; §poradi_hazeni; §ohrozeni_vice_protivniku"), text=(
        "Přidej účastníky, ohlas jejich záměry a cíle. Tabule odvodí, kdo koho ohrožuje, kdo hází na úspěch "
        "(jednou za kolo proti všem cílům) a kdo na obranu (zvlášť proti každému útočníkovi), vzájemná "
        "ohrožení hází úspěch proti úspěchu, a navrhne pořadí házení. Pak vyhodnocuj dvojice a utrácej "
        "úspěchy. Plnou obranu, prolomení nevýhody, útěk, počet cílů a plošné kouzlo tabule bere ze záměrů; "
        "vzdálenost, tmu, situace, střelbu zblízka a na utíkajícího ze svého stavu; modifikátory dvojice se "
        "počítají na straně útočníka. Nové kolo nabije, co se nabíjelo, posune vzdálenosti a ukončí "
        "jednorázové nevýhody.")),
    *HELP,
)
