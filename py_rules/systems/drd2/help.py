"""The rules as the app implements them, each citing the book's chapter and section (from the seed lines its
``BOOK.at`` is given), and every implementer choice (digest 6.2)."""

from __future__ import annotations

from py_rules.headings import Book
from py_rules.view import HelpSection

__all__ = ["CHOICES", "HELP"]

BOOK = Book("py_rules.systems.drd2")

RULES: tuple[HelpSection, ...] = (
    HelpSection(
        title="Zdroje a zdatnost",
        source=BOOK.at("41-51, 55-61, 65-89"),
        text="Tělo, Duše a Vliv: nejvýše tolik Zdrojů, kolik je zdatnost snížená o Jizvy. Výhoda je žolík "
        "místo Těla, Duše či Vlivu, nemá maximum a na konci konfliktu zaniká. Bytosti platí společnou "
        "Sudbou, najednou nejvýše do své hranice; pomocník doplní chybějící část z Pouta, a nechce-li hráč "
        "Sudbu použít, zaplatí z Pouta i víc (v deníku i na tabuli „z Pouta místo Sudby“). Nový konflikt začíná "
        "jen s Výhodou, kterou Průvodce přidělí na jeho začátku.",
    ),
    HelpSection(
        title="Hod",
        source=BOOK.at("218-252, 380-384"),
        text="Hod = 2k6 + úroveň povolání, pod které spadá klíčová dovednost (bez povolání 0). Potřebuje-li "
        "akce dovednosti více povolání, přičte se nejnižší úroveň. Nic jiného se nepřičítá. Přesně: 3k6, "
        "dvě vyšší; nepřesně: 3k6, dvě nižší. Zkouška a výzva: 9 a více je úspěch. Aplikace ukáže "
        "přesnou šanci před hodem.",
    ),
    HelpSection(
        title="Druhy akcí",
        source=BOOK.at("157-178, 373-378"),
        text="Samozřejmá (bez hodu), možná (hod), náročná (nejdřív zaplatit náročnost 1, 2, výjimečně 3 "
        "Zdroje vlastnosti dovednosti; nevrací se; z více důvodů platí nejvyšší, nikdy součet; Jizva "
        "dává náročnost rovnou své závažnosti), nemožná (bez hodu; také nevlastněná vyhrazená dovednost).",
    ),
    HelpSection(
        title="Vyčerpání",
        source=BOOK.at("259-285, 394, 427-439, 459, 505-507"),
        text="Při hrozícím neúspěchu: přijmout, nebo se vyčerpat – zaplatit tolik Zdrojů, kolik je vlastní "
        "Ohrožení (mocně +1, chabě −1, vždy nejméně 1), a Ohrožení +1. Zkouška: plný úspěch; výzva: "
        "vážné následky nahradí Ohrožení +1; střet: všechny vítězovy následky nahradí Ohrožení +1. "
        "Zamýšlený následek a +1 se započtou naráz.",
    ),
    HelpSection(
        title="Střet",
        source=BOOK.at("489-560"),
        text="Vyšší hod vyhrává. Rovnost: aktér; nelze-li určit aktéra, vyšší jedna kostka, pak vyšší součet "
        "kostek (vyhrává méně zkušený), pak los – hráč hrdiny hodí jednou k6 (i fyzickou; lichá = hrdina, "
        "sudá = protivník, nebo mincí). Obecný střet "
        "vyhodnotí tabule konfliktu od nejvyššího hodu.",
    ),
    HelpSection(
        title="Kontrola protiakce",
        source=BOOK.at("475-487, 562"),
        text="Protiakce musí (1) bránit v provedení akce nebo v jejím důsledku, (2) škodí-li, škodit jen aktérovi, "
        "(3) nezatáhnout do střetu nového účastníka. Aplikace to nevynucuje – posuďte to u stolu.",
    ),
    HelpSection(
        title="Následky a manévry",
        source=BOOK.at("326-342, 713-819"),
        text="Ohrožení ±1, Výhoda +1, Jizva 1; lstivě 2. Vyřazení se hlásí před hodem; vyčerpá-li se "
        "poražený, získá 1 Výhodu, nebo útočníkovi zvýší Ohrožení o 1. Manévry obrana, rozsáhle, přesně, "
        "mocně, lstivě stojí 1 Zdroj vlastnosti dovednosti, jen jeden v akci, platí se při použití.",
    ),
    HelpSection(
        title="Jizvy",
        source=BOOK.at("821-897"),
        text="Jizva snižuje zdatnost o závažnost a omezené činnosti jsou náročné. Vlastní Jizva dá "
        "závažnost + 2 Zdrojů pro tuto akci (co se neutratí, propadá); nejvýš jedna na vlastnost a "
        "akci, jinak se zvýší její závažnost. Hojí se mezi výpravami.",
    ),
    HelpSection(
        title="Hrdinská smrt",
        source=BOOK.at("899-907"),
        text="Když nestačí ani nejvyšší možná Jizva: poslední výjimečné vyčerpání, hráč vypráví konec "
        "konfliktu a hrdina odchází (Tělo smrt, Duše šílenství, Vliv vyhnanství či svatba).",
    ),
    HelpSection(
        title="Odpočinek",
        source=BOOK.at("116-149"),
        text="Běžný: +3 Zdroje libovolně rozdělené (volitelně 1–5 podle podmínek), nejvýše do zdatnosti "
        "snížené o Jizvy. Kvalitní (mezi výpravami): vše do zdatnosti snížené o Jizvy.",
    ),
    HelpSection(
        title="Rychlá hra",
        source=BOOK.at("909-919"),
        text="Jen zkouška, výzva, střet; z manévrů jen obrana; bez pomocníků; Jizvy se hojí jen mezi výpravami.",
    ),
)

CHOICES: tuple[HelpSection, ...] = (
    HelpSection(
        title="Volba: rozsah zdatnosti",
        source=BOOK.at("51, 79"),
        text="Text rozsah neuvádí; deník přijme zdatnost 0–12 a tvorbu postavy nekontroluje.",
    ),
    HelpSection(
        title="Volba: Jizva a neutracené Zdroje",
        source=BOOK.at("827, 869"),
        text="Nová Jizva zablokuje i neutracené políčko: Zdroje = nejvýše zdatnost snížená o Jizvy.",
    ),
    HelpSection(
        title="Volba: kombinace zdrojů platby",
        source=BOOK.at("55, 865, 871"),
        text="Platbu lze skládat: nejdřív zbytek Zdrojů z Jizvy této akce, pak zvolená Výhoda, pak "
        "vlastnost, pak vlastní Jizva (jen pro svou vlastnost a akci).",
    ),
    HelpSection(
        title="Volba: Výhoda na cokoli",
        source=BOOK.at("55"),
        text="Výhodou lze platit i náročnost, manévry a přístup k iniciativě.",
    ),
    HelpSection(
        title="Volba: bytosti, Výhoda a hranice",
        source=BOOK.at("55, 67"),
        text="Bytost může Výhodou nahradit Sudbu; hranice omezuje celou jednu platbu bez ohledu na zdroj, "
        "a to každou platbu zvlášť (vyčerpání, náročnost, manévr).",
    ),
    HelpSection(
        title="Volba: rovnost při třech kostkách",
        source=BOOK.at("501, 531, 582"),
        text="Při přesně, nepřesně, rychle a pomalu rozhodují o rovnosti jen dvě započtené kostky.",
    ),
    HelpSection(
        title="Volba: iniciativa a los",
        source=BOOK.at("584-586"),
        text="Iniciativa se hází každé kolo znovu. Los je hod kostkou v aplikaci nebo fyzickou: ve střetu v "
        "deníku jedna k6 (lichá = hrdina, sudá = protivník), na tabuli konfliktu 1k6 každému, dokud se neliší.",
    ),
    HelpSection(
        title="Volba: Ohrožení",
        source=BOOK.at("312, 359, 431"),
        text="Nejdřív se sečte celá změna (následek i +1 za vyčerpání), pak se Ohrožení omezí na nejméně 1.",
    ),
    HelpSection(
        title="Volba: lstivě a mocně ve zkoušce",
        source=BOOK.at("761, 769, 794-795"),
        text="Lstivě ve zkoušce se hraje po úspěchu a zdvojí vlastní následek; mocně se ve zkoušce nenabízí "
        "(jen proti bytostem typu Oživlá hora, mimo tuto kapitolu).",
    ),
    HelpSection(
        title="Volba: vlastnost vyčerpání",
        source=BOOK.at("461, 507, 725"),
        text="Výchozí je vlastnost dovednosti; u výzvy a střetu ji lze ručně změnit. Manévry se platí z "
        "vlastnosti dovednosti.",
    ),
    HelpSection(
        title="Volba: úsudky se nevynucují",
        source=BOOK.at("475-487, 533, 845"),
        text="Platnost protiakce posuzují hráči; které akce se v obecném střetu vylučují, určí Průvodce "
        "polem „proti komu“ a tabule podle toho střet vyhodnotí. Jizvu nad 3 aplikace jen označí varováním.",
    ),
    HelpSection(
        title="Volba: postihy",
        source=BOOK.at("805-809"),
        text="Postih s prázdným rozsahem platí na vše, jinak na dovednost stejného jména. Chabě zlevňuje "
        "vyčerpání proti akcím postiženého (zaškrtne ten, kdo se vyčerpává), ne jeho vlastní.",
    ),
    HelpSection(
        title="Volba: vlastní Jizva nejvýš do zdatnosti",
        source=BOOK.at("883, 885"),
        text="Součet závažností Jizev jedné vlastnosti nesmí po vlastní Jizvě převýšit zdatnost.",
    ),
    HelpSection(
        title="Volba: hrdinská smrt",
        source=BOOK.at("903-907"),
        text="Nic nestojí; lze ji zvolit jen tehdy, když vyčerpání nejde zaplatit. Hrdina se označí jako "
        "odešlý s vlastností, která klesla pod nulu.",
    ),
    HelpSection(
        title="Volba: běžný odpočinek",
        source=BOOK.at("118-122"),
        text="Běžný odpočinek je celonoční, proto jen jednou za noc: druhý aplikace odmítne, dokud hráč "
        "nezvolí akci „Nový den“ (kvalitní odpočinek mezi výpravami omezen není a začíná nanovo). Bez "
        "zadaného rozdělení doplní aplikace nejdřív nejprázdnější vlastnost. Podmínky 1–5 jsou volitelné "
        "pravidlo: zapíná se v deníku („Podmínky odpočinku“) a pak se u každého odpočinku vybírají podle "
        "noci; vypnuté = vždy 3.",
    ),
    HelpSection(
        title="Volba: přístup z kouzla",
        source=BOOK.at("55, 576, 590-597, 707, 859"),
        text="Přístup otevřený nebo vnucený kouzlem se zapíše do deníku (u Zdrojů) a na tabuli konfliktu. "
        "Je zdarma; opačný přístup aplikace odmítne; vnucený se použije i bez ohlášení. Přístup se hlásí "
        "před hodem na iniciativu, takže pořadí změní až příští hod. V deníku kouzlo trvá, dokud ho hráč "
        "nesmaže; na tabuli lze zadat počet kol (0 = do konce konfliktu), po nich kouzlo vyprší. Jinak "
        "přístup stojí 1 Duši (bytost 1 Sudbu; pomocník 1 Sudbu, nebo 1 Pouto, zvolí-li to jeho hráč na kartě "
        "účastníka v poli „Přístup: z Pouta místo Sudby“) a platí jen pro jeden hod. Kdokoli ho může zaplatit "
        "Výhodou (na tabuli pole „Přístup: platit Výhodou“; propojená postava Výhodou ze svého deníku), propojený "
        "hrdina i vlastní Jizvou na Duši (pole „Přístup: místo Duše vlastní Jizva“). Kdo na "
        "iniciativu nehází – vyřazený, kdo konflikt opustil, a nikdo, když se iniciativa určí podle příběhu –, "
        "ohlášený přístup nepoužije a nic za něj neplatí; tabule ohlášení zruší.",
    ),
    HelpSection(
        title="Volba: konflikt a neúspěšná zkouška",
        source=BOOK.at("300, 427, 433, 535, 703"),
        text="Mimo konflikt se Ohrožení zadává ke každému hodu; konec konfliktu smaže Výhodu i Ohrožení, ale "
        "až po rozhodnutí hodu, který na ně čeká (stejně začátek konfliktu, odpočinek a hojení). Ve "
        "zkoušce se vyčerpává jednou bez ohledu na počet cílů, ve střetu každý poražený zvlášť. Přijatý "
        "neúspěch zkoušky zapíše akci mezi neopakovatelné, dokud ji hráč po změně podmínek nesmaže.",
    ),
    HelpSection(
        title="Volba: rozsah Jizvy",
        source=BOOK.at("172, 825, 895"),
        text="Hráč u Jizvy zapíše omezené činnosti a při hodu sám vybere Jizvu, která akci omezuje; platí "
        "nejvyšší náročnost ze všech důvodů.",
    ),
    HelpSection(
        title="Volba: rozhodnutí až po hodu",
        source=BOOK.at("259-261, 503"),
        text="Hrozící neúspěch (i vítězství ve střetu) se uloží do deníku; hráč pak zvolí „Vyčerpat se“, "
        "„Přijmout neúspěch“, nebo zapíše „Rozhodnutí protivníka“. Nový hod počká, dokud se nerozhodne.",
    ),
    HelpSection(
        title="Volba: hrdina na tabuli konfliktu",
        source=BOOK.at("55, 300, 705"),
        text="Tabule konfliktu vede Ohrožení, Výhodu a iniciativu všech účastníků; Zdroje hrdina platí ve "
        "svém deníku (tabule jen napíše kolik). Výhodu, kterou mu vede tabule, platí nepropojený hrdina přímo na "
        "tabuli (pole „Platit Výhodou“ u manévru, náročnosti a vyčerpání, u přístupu „Přístup: platit Výhodou“ na "
        "jeho kartě); víc, než jí má, tabule odmítne. Bytosti platí Sudbou strany přímo na tabuli.",
    ),
    HelpSection(
        title="Volba: Rychlá hra",
        source=BOOK.at("909-919"),
        text="V Rychlé hře aplikace nabízí a dovolí jen manévr obrana a skryje pomocníky; ostatní manévry "
        "se zapnou vypnutím Rychlé hry v deníku.",
    ),
    HelpSection(
        title="Volba: vyřazení",
        source=BOOK.at("662, 676, 829"),
        text="Vyřazený může jen akce z obrany, i ty s manévrem obrana. Bytost je vyřazena, když součet Jizev "
        "jedné vlastnosti je ostře větší než její hranice.",
    ),
)

HELP: tuple[HelpSection, ...] = RULES + CHOICES

CONFLICT_HELP: tuple[HelpSection, ...] = (
    HelpSection(
        title="Konflikt a kola",
        source=BOOK.at("564-570, 705"),
        text="Konflikt je série zkoušek, výzev a střetů; Ohrožení a Výhoda se přenášejí. Každý účastník má "
        "vlastní Ohrožení (nejméně 1) určené na začátku; v kole jednu akci z iniciativy.",
    ),
    HelpSection(
        title="Iniciativa",
        source=BOOK.at("574-597"),
        text="Podle příběhu (pořadí na tabuli), nebo 2k6 bez dovednosti; rovnost: vyšší kostka, pak los "
        "(1k6 každému, dokud se neliší). Rychle/pomalu 3k6 dvě vyšší/nižší za 1 Duši (bytost 1 Sudbu), "
        "zdarma díky kouzlu. Iniciativa se hází každé kolo znovu.",
    ),
    HelpSection(
        title="Iniciativa, obrana, odložení",
        source=BOOK.at("601-626"),
        text="Akce i protiakce z iniciativy ji spotřebují. Po ní jen protiakce z obrany proti tomu, co "
        "účastníka přímo ohrožuje, a jen s manévrem obrana. Odložená iniciativa slouží jen k reakci "
        "a s koncem kola propadá.",
    ),
    HelpSection(
        title="Obecný střet na tabuli",
        source=BOOK.at("521-553"),
        # 000:L551
        text=BOOK("Každý účastník střetu má roli, úroveň, hod, „proti komu“, následek a komu následek. Akce se "
                  "vylučují, když jedna míří proti druhé (stačí jednou, platí oběma směry). Tabule hodí, seřadí od "
                  "nejvyššího hodu (rovnost: aktér, vyšší kostka, součet, los) a jde odshora: kdo ještě nebyl označen "
                  "za neúspěšného, uspěl a označí za neúspěšné všechny nižší, jejichž akce se s jeho vylučuje (i "
                  "spojence). Neúspěšný, který přehodil jiné, je také označí, ale nic od něj nehrozí – ti se "
                  "nerozhodují (§druhy_vyhodnoceni.odvaznemu_stesti_preje)."),
    ),
    HelpSection(
        title="Volba: rozhodnutí po obecném střetu",
        source=BOOK.at("505-507, 533-537, 686-689, 761, 769"),
        text="Poražení se uloží na tabuli a rozhodují se akcí „Rozhodnutí po střetu“ jeden po druhém: "
        "nejdřív poražení prvního vítěze (mezi nimi v libovolném pořadí), pak dalšího. Přijetí: vítězův "
        "následek dopadne na poraženého (lstivě, zahrané vítězem teď, ho zdvojí). Vyčerpání: vlastní "
        "Ohrožení (mocně, zahrané vítězem akcí Manévr před rozhodnutím, +1; chabě −1; nejméně 1) a "
        "Ohrožení +1; vítězův následek se nahradí; proti vyřazení ještě +1 Výhoda, nebo útočníkovi "
        "Ohrožení +1. Následek, který vítěz určil sobě nebo někomu mimo poražené, platí, až se rozhodnou "
        "všichni jeho poražení, a jen když se nikdo nevyčerpal. Následek „automaticky“ škodí tomu, proti "
        "komu akce je, a pomáhá tomu, kdo ji hraje; „každému poraženému“ jen s manévrem rozsáhle. Přesně "
        "se ve střetu hází jen po zahrání manévru přesně. Dokud se nerozhodne, nový střet ani kolo nezačne; "
        "„zrušit zbylá rozhodnutí“ nechá dořešení na stole.",
    ),
    HelpSection(
        title="Volba: rozsáhle a více cílů",
        source=BOOK.at("324, 737-751"),
        text="Následek zasáhne jednoho účastníka („Komu“); další se zaškrtnou („a také“) a dostanou stejný "
        "následek. Víc cílů tabule dovolí, jen když „Kdo akci hrál“ v této akci zahrál manévr rozsáhle "
        "(akce Manévr), nebo u zaškrtnuté plošné akce. Je-li autor uveden, lstivě musí být jeho manévr "
        "této akce – s rozsáhle tedy ne.",
    ),
    HelpSection(
        title="Bytosti a Sudba",
        source=BOOK.at("65-69, 83, 829"),
        text="Bytosti jedné strany platí společnou Sudbou, najednou nejvýše do hranice; co by stálo víc, "
        "musí přijmout. Součet Jizev jedné vlastnosti nad hranicí bytost vyřadí.",
    ),
    HelpSection(
        title="Vyřazení a konec",
        source=BOOK.at("658-711"),
        text="Vyřazený dostane nové Ohrožení podle situace (spoutaný bard 5). Konec konfliktu smaže Výhody "
        "a Ohrožení všech účastníků.",
    ),
    HelpSection(
        title="Hrdina propojený s deníkem",
        source=BOOK.at("55, 273, 300, 595, 601-626, 662, 695, 703, 717, 859-871, 903"),
        text="Hrdinu na tabuli lze propojit s jeho uloženým deníkem (pole Deník hrdiny). Propojený hrdina platí "
        "vyčerpání (i po obecném střetu), manévry (i obranu), náročnost a přístup rychle/pomalu přímo ze svého "
        "deníku, Výhodou místo Zdrojů nebo vlastní Jizvou (Zdroje z ní navíc propadnou). Ohrožení, Výhodu a "
        "Jizvy má jen v deníku: tabule je čte odtud a zapisuje tam, takže hod v deníku během konfliktu tabule "
        "hned vidí; začátek konfliktu nastaví Ohrožení v deníku, konec ho přestane sledovat a Výhodu vynuluje. "
        "V deníku je i místo hrdiny v kole: zda akci z iniciativy ještě má, odehrál ji, nebo ji odložil, zda je "
        "vyřazen či konflikt opustil. Hod v deníku je akcí kola: s iniciativou ji spotřebuje (odloženou jen v "
        "reakci na cizí akci), po ní jen výzva či střet s manévrem obrana, vyřazený jen s obranou; hod akce, "
        "kterou už tabule ohlásila, k ní patří a manévr zaplacený na tabuli znovu neplatí. Iniciativu hází "
        "tabule; na tabuli zůstává jen pořadí a hod na iniciativu. Když už nezbývá čím platit, zbývá přijmout "
        "neúspěch, nebo hrdinská smrt (hrdina pak konflikt opouští). Chybí-li propojený deník (smazaná či nečitelná "
        "postava), tabule ho ukáže jako nepropojený a akce, které by z něj platily, odmítne. Zrušíš-li propojení "
        "během konfliktu, tabule převezme Ohrožení, Výhodu, Jizvy a stav v kole, jak byly v deníku (zapíše to do "
        "upozornění), a hraje se dál jen na tabuli; deník pak kolo tabule nesleduje. Účastníka druhu pomocník lze "
        "stejně propojit s pomocníkem z deníku jeho hrdiny: propojení drží i po přejmenování pomocníka v deníku a "
        "tabule ukáže jeho nové jméno; smazaný pomocník je nepropojený.",
    ),
    *CHOICES,
)
