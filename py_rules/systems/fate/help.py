"""The rules as the app implements them, with sources, and every implementer choice (digest §6), in Czech."""

from __future__ import annotations

from py_rules.headings import Book
from py_rules.view import HelpSection

__all__ = ["CHOICES", "HELP", "SCENE_HELP"]

BOOK = Book("py_rules.systems.fate")

_RULES: tuple[tuple[str, str, str], ...] = (
    ("Odkud pravidla jsou",
     "Závazný text je kapitola 6 „Věc hry“ (nejspíš český překlad Dresden Files Accelerated): popis akce, opozice, "
     "hod čtyřmi kostkami Fate, šest přístupů, čtyři akce a čtyři výsledky, triky, vyvolání a spolupráce. Strany, na "
     "které text jen odkazuje (aspekty s. 107–109, triky s. 114, zranění s. 187, opozice s. 209–210), v textu "
     "nejsou; aplikace pro ně používá pravidla Fate SRD (Fate Accelerated, Fate Core, Fate Condensed, Fate "
     "System Toolkit; CC-BY Evil Hat) a u každého takového pravidla to uvádí. Tyto části jsou nastavitelné.",
     # 002:L1-L3, 002:L25, 002:L96, 002:L138, 002:L172
     BOOK("§vec_hry; §popiste_akci_urcete_opozici; §vytvoreni_vyhody; §triky_vyvolani_a_spoluprace; "
          "§ctyri_akce_a_ctyri_vysledky.utok")),
    ("Kdy se hází",
     "Nestojí-li nic v cestě, postava uspěje bez hodu (v hodu zvolte opozici „žádná“). Jinak zvolte přístup, "
     # 002:L23, 002:L31-L37
     "jednu ze čtyř akcí a hoďte.", BOOK.cite("popiste_akci_urcete_opozici")),
    ("Kostky",
     "Vždy čtyři kostky Fate se stranami −, 0, +; součet −4 až +4. Fyzické kostky zadávejte jako -1, 0, 1. "
     "Přesné pravděpodobnosti součtu: 0 … 19/81 (23,46 %), ±1 … 32/81 (39,51 %), ±2 … 20/81 (24,69 %), "
     "±3 … 8/81 (9,88 %), ±4 … 2/81 (2,47 %). Čísla v textu (23,4625 % atd.) jsou zaokrouhlená přiblížení; "
     # 002:L41-L55
     "aplikace ukazuje přesné zlomky.", BOOK.cite("hazeni_kostkami")),
    ("Přístupy a žebříček",
     "Styl, Soustředění, Síla, Úskočnost, Spěch, Intelekt; hodnocení Nevalný (+0) až Dobrý (+3). Názvy stupňů "
     "žebříčku mimo −1…+3 (Příšerný −2, Skvělý +4 … Legendární +8) jsou z Fate SRD (česky podle CZ-SRD).",
     # 002:L59-L68
     BOOK("§zvolte_si_sve_pristupy; Fate Core SRD")),
    ("Vyhodnocení hodu",
     "Výsledek = hod čtyřmi kostkami Fate + přístup (+ trik, + 2 za každé vyvolání, + 1 za pomocníka). Posuny = "
     "výsledek − opozice (pevné číslo od Vypravěče, nebo hod protivníka čtyřmi kostkami Fate + jeho hodnocení). "
     "Opozice má posun: selhání; žádný posun: remíza; 1–2 posuny: úspěch; 3 a více: úspěch se stylem. Šance všech "
     "čtyř výsledků aplikace "
     # 002:L122-L130
     "spočítá přesně před hodem (proti protivníkovi z rozdílu dvou hodů).", BOOK.cite("cteni_vysledku_hodu")),
    ("Čtyři akce a výsledky",
     "Vytvoření výhody: úspěch = aspekt s 1 volným vyvoláním (nebo +1 na existující), se stylem 2, remíza = "
     "posílení, selhání = u nového aspektu nic, nebo aspekt s volným vyvoláním pro oponenta. Překonání: úspěch = "
     "cíl, se stylem + posílení, remíza = cíl za menší cenu, selhání = neúspěch, nebo úspěch za vážnou cenu. "
     "Útok: úspěch = zranění rovné posunům, se stylem volitelně o 1 méně + posílení, remíza = posílení, "
     "selhání = minutí. Obrana: remíza i úspěch = nedotčen, se stylem + posílení, selhání = útok protivníka "
     # 002:L148-L188
     "platí.", BOOK.cite("ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody")),
    ("Triky, vyvolání, spolupráce",
     "Platný trik dává svůj bonus (výchozí +2 podle FAE SRD, v deníku upravitelný; trik platí jen pro svůj "
     "přístup a akci). Vyvolání aspektu dává +2 nebo přehození všech čtyř kostek; vyvolání za bod osudu ho "
     "odečte z deníku. Podle Fate SRD se vyvolává až po hodu: akce „Vyvolat aspekt po hodu“ přidá k poslednímu "
     "hodu +2, nebo přehodí všechny čtyři kostky (nový hod platí, i když je horší). "
     "Každý pomáhající spojenec s přístupem nad +0 dává +1, nejvýš kolik určí Vypravěč: v hodu zadejte "
     "hodnocení každého pomocníka a limit, aplikace bonus spočítá sama.",
     # 002:L136-L142
     BOOK("§triky_vyvolani_a_spoluprace; FAE SRD")),
    ("Body osudu a triky",
     "Obnova 3; první tři triky zdarma, každý další ji sníží o 1; obnova nesmí klesnout pod 1. Na začátku "
     "sezení máte body osudu = obnova, nebo víc, pokud vám jich víc zbylo. Vynucení: přijmout = +1 bod, "
     "odmítnout = zaplatit 1 bod (bez bodů jen přijmout).",
     "Fate SRD (Fate Accelerated); kapitola Věc hry to nepopisuje"),
    ("Zranění",
     "Model zranění volíte v akci „Změnit model zranění“: Fate Accelerated (stres 1-2-3, na zásah jedno "
     "políčko; následky drobný 2, mírný 4, vážný 6), Fate Core (fyzický a psychický stres 1-2, krajní následek "
     "8), Fate Condensed (jednobodová políčka, libovolně mnoho na zásah) nebo stavy (Fate System Toolkit: "
     "pomíjivý 1, přetrvávající 2, trvalý 4; stavy si pojmenujete sami). Co stres a následky nepohltí, "
     "postavu vyřadí. Vzdát se lze jen před hodem protivníka: +1 bod osudu a +1 za každý následek z tohoto "
     "konfliktu. Stres mizí na konci scény; léčení následku (FAE: zdůvodnit; Core a Condensed: hod na "
     "překonání proti +2/+4/+6/+8, o 2 víc na sebe) ho nechá zmizet na konci scény (drobný), sezení (mírný) "
     # 002:L172
     "nebo scénáře (vážný).", BOOK("§ctyri_akce_a_ctyri_vysledky.utok odkazuje na nedodanou s. 187; FAE/Core/Condensed "
                                   "SRD, Toolkit")),
    ("Scéna",
     "Situační aspekty, posílení a volná vyvolání se vedou na desce „Scéna“ (fate_scena). Posílení platí do "
     "konce příštího kola (mimo konflikt jen pro příští hod) a po použití zmizí; vyvolání spotřebuje volné "
     "vyvolání; konec scény smaže situační "
     # 002:L96, 002:L156
     "aspekty i posílení.", BOOK("§vytvoreni_vyhody; §ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody; FAE SRD")),
)

CHOICES: tuple[str, ...] = (
    # 002:L82, 002:L132, 002:L68
    BOOK("1. Seanova Síla: text ji jednou nazývá „mizerný“ (§zasekli_jste_se_prohodte_je), v příkladu je Průměrný (+1) "
         "(§cteni_vysledku_hodu); přístupy jsou nejméně +0 (§zvolte_si_sve_pristupy), takže „mizerný“ bereme jako "
         "volné označení. Vzorové postavy nejsou vestavěné."),
    # 002:L68
    BOOK("2. Rozsah +0 až +3 (§zvolte_si_sve_pristupy) platí pro začínající postavy; deník uloží −2 až +8 a mimo "
         "rozsah jen varuje."),
    # 002:L142
    BOOK("3. Spolupráce (§sila_spoluprace): „přístup vyšší než +0“ = hodnocení pomocníka v přístupu použitém k hodu. V "
         "hodu zadáte pro až pět pomocníků jejich hodnocení (výchozí „nikdo“; jména se neptáme, pomocníci se v hodu "
         "uvádějí jen hodnocením); +0 a méně nepomůže. Limit pomocníků určuje Vypravěč, výchozí 2; je-li způsobilých "
         "víc, počítají se první v pořadí formuláře (bonus je stejný). Hod i šance vypíšou, kdo pomohl, kdo byl nad "
         "limit a kdo nemohl. Na desce scény se pomocníci vybírají jménem: hodnocení se čte z jejich deníku, pomoc "
         "stojí jejich akci v tomto kole (jejich tah se přeskočí) a pomocník s přístupem +0, z druhé strany nebo nad "
         "limit je odmítnut; postava Vypravěče hodnocená dovednostmi pomáhá svou nejlepší dovedností."),
    # 002:L156
    BOOK("4. Remíza při vytváření výhody (§ctyri_akce_a_ctyri_vysledky) dává posílení i u existujícího aspektu — "
         "držíme se textu."),
    # 002:L156
    BOOK("5. Posílení platí „do konce příštího kola“ (§ctyri_akce_a_ctyri_vysledky): scéna si pamatuje kolo, kdy "
         "vyprší. Mimo konflikt kola nejsou, proto „příští kolo“ čteme jako příští hod: posílení lze použít v hodu po "
         "tom, který ho vytvořil, a zmizí, jakmile akce „Nový hod“ začne hod další."),
    # 002:L118
    BOOK("6. Obrana za jiného (§obrana): negativní dopady padají na vás jen když selžete (FAE by je dával vždy). Na "
         "desce scény se za cíl útoku smí bránit jen jeho spojenec, který ještě jedná; volba obránce je souhlasem "
         "stolu."),
    # 002:L178, 002:L184
    BOOK("7. Remíza útoku proti obraně: platí obojí — útočník získá posílení, obránce zůstane nedotčen "
         "(§ctyri_akce_a_ctyri_vysledky)."),
    # 002:L174
    BOOK("8. Útok se stylem (§ctyri_akce_a_ctyri_vysledky.utok): hráč volí „zranění = posuny“, nebo „o 1 méně + "
         "posílení“."),
    "9. Skládání vyvolání stejného aspektu v jednom hodu text neřeší: nastavení Condensed (výchozí; jedno "
    "placené a libovolně volných), Core (totéž) nebo FAE (každý aspekt jednou, kromě dvou volných ze stylu). "
    "Každé vyvolání za bod osudu v hodu i po hodu pojmenuje svůj aspekt (volné může), aby deník pravidlo "
    "zkontroloval podle svého nastavení; volná vyvolání ze scény hlídá i scéna. "
    "Přehození je vždy všech čtyř kostek a nový hod platí, i když je horší.",
    "10. Model zranění je nastavení postavy: FAE (výchozí), Core, Condensed nebo stavy; seznam stavů DFA "
    "nevymýšlíme.",
    "11. Bonus triku text neudává: +2 podle FAE SRD, upravitelné.",
    # 002:L122, 002:L110, 002:L116
    BOOK("12. Opozice (§cteni_vysledku_hodu): pevné číslo, nebo aktivní protivník; obvyklé obtížnosti +0, +2, +4 (FAE "
         "SRD). Útok a obrana mají protivníka vždy (§utok; §obrana)."),
    "13. Přístup Styl a výsledek „úspěch se stylem“ se pletou, proto výsledek vždy píšeme celý.",
    "14. Citace ze zdroje přebíráme se zněním textu, ale s opravenými překlepy (např. „cíli“, „menší“, „přijde“, "
    "„volbu“).",
    "15. Fyzické kostky se zadávají jako čtyři hodnoty −1, 0, 1 (v pořadí: vaše, protivníkovy, přehození).",
    "16. Pořadí tahů v konfliktu text neudává: podle Fate SRD ve fyzickém konfliktu podle Spěchu, v duševním "
    "podle Soustředění, od nejvyššího; shodu rozhoduje Vypravěč — aplikace pořadím účastníků na scéně. Posílení "
    "z doby před konfliktem platí do konce jeho prvního kola. Na desce scény dává vyvolání vybrané s hodem +2, "
    "nebo (jako v deníku, „Z toho přehození“) přehodí všechny čtyři kostky; přehodit lze i vyvoláním po hodu. "
    "Vyvolání +2 k hodu jiné postavy či k pasivní opozici text neuvádí a aplikace ho nenabízí.",
    "17. Postavy Vypravěče na scéně: hodnocené přístupy (jako postava), nebo jako poskok podle FAE SRD — v čem "
    "je dobrý (+2), v čem špatný (−2), v ostatním +0, 0–2 políčka stresu a žádné následky (Fate Core by "
    "hodnotil dovednost +1 až +3: hodnocení dovedností lze na kartě upravit). Pořadí tahů poskoka se řídí "
    "jeho přístupem (+0).",
    "18. Vyvolání po hodu na desce scény: kdo házel, smí po odhalení kostek vyvolat (+2 za každé) hned po hodu; "
    "výsledek se přepíše (nový aspekt, posílení, zásah). Jakmile se na scéně změní cokoli jiného, hod je "
    "uzavřený. Útočník vyvolává, dokud útok čeká na obranu, i po hodu obrany, dokud nepadl zásah; obránce po "
    "svém hodu. Jedno vyvolání může místo +2 přehodit všechny čtyři kostky, i kostky útoku (u scény uložené "
    "starší verzí aplikace zná scéna jen součet útoku, tam přehodit nejde).",
    # 002:L158, 002:L142, 002:L94, 002:L116
    BOOK("19. Volné vyvolání pro oponenta ze selhání při vytváření výhody (§ctyri_akce_a_ctyri_vysledky."
         "vytvoreni_vyhody) dostane na scéně ten, kdo se výhodě postavil (aktivní protivník ze scény nebo cíl, "
         "který se bránil), a použít ho smí jen on: předat vyvolání spojenci vyžaduje úspěšný hod "
         "(§sila_spoluprace). Výhoda mířená přímo na účastníka čeká na jeho Obranu jako útok (§vytvoreni_vyhody); "
         "platí výsledky obou akcí (úspěch se stylem v obraně dá obránci posílení)."),
)

HELP: tuple[HelpSection, ...] = (
    *(HelpSection(title=title, text=text, source=source) for title, text, source in _RULES),
    HelpSection(title="Volby této aplikace", text="\n".join(CHOICES), source="volby aplikace"),
)

SCENE_HELP: tuple[HelpSection, ...] = (
    # 002:L96, 002:L102, 002:L138, 002:L152-L158
    HelpSection(title="Scéna", source=BOOK("§vytvoreni_vyhody; §prekonani; §triky_vyvolani_a_spoluprace; "
                                           "§ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody; FAE SRD"), text=(
        "Deska scény vede situační aspekty, posílení, následky a volná vyvolání na nich. Výsledek vytvoření "
        "výhody zapište akcí „Zapsat vytvoření výhody“: úspěch = aspekt s 1 volným vyvoláním (nebo +1 na "
        "existující), se stylem 2, remíza = posílení, selhání = nic, nebo aspekt s volným vyvoláním pro "
        "oponenta. Vyvolání spotřebuje volné vyvolání (použité posílení zmizí) a dává +2 nebo přehození; "
        "vyvolání za bod osudu se jen zaznamená kvůli pravidlu skládání a bod odečte hod v deníku postavy. "
        "Body osudu jsou vždy na postavě. Odstranění aspektu je obvykle úspěšné překonání.")),
    # 002:L156
    HelpSection(title="Kola a posílení", source=BOOK("§ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody; volba "
                                                     "aplikace"), text=(
        "V konfliktu platí posílení do konce příštího kola: akce „Další kolo“ smaže posílení, jejichž čas "
        "vypršel. Mimo konflikt posílení platí pro příští hod a zmizí, když „Nový hod“ začne hod po něm. Konec "
        "scény smaže situační aspekty i posílení; "
        "následky zůstávají.")),
    # 002:L110, 002:L116, 002:L138, 002:L152-L158, 002:L172-L188; turn order and conceding: FAE SRD
    HelpSection(title="Konflikt: postavy a scéna", source=BOOK("§utok; §obrana; §triky_vyvolani_a_spoluprace; Fate "
                                                               "SRD, konflikty"), text=(
        "Na scénu přidejte účastníky: postavy hráčů propojte s jejich uloženým deníkem, postavy Vypravěče "
        "(přístupy, stres, následky) vedete přímo na scéně. „Hod postavy“ (překonání, vytvoření výhody) zapíše "
        "výsledek na scénu: nový aspekt s volnými vyvoláními, vyvolání navíc, posílení. Volná vyvolání ze scény "
        "lze v hodu použít (jen svá nebo spojenců), vyvolání za bod osudu odečte bod z deníku toho, kdo hází; "
        "každý aspekt v hodu platí podle nastavení skládání, ať je v deníku, nebo na scéně. „Útok“ míří na cíl, "
        "cíl se vždy brání akcí „Obrana“, posuny útočníka pak cíl pohltí akcí „Pohltit zásah“ ve svém deníku; "
        "následek se stane aspektem na scéně s volným vyvoláním pro útočníka. Vzdát se lze jen před hodem "
        "protivníka. „Začít konflikt“ určí pořadí tahů, „Konec tahu“ předá tah dalšímu a po posledním začne "
        "další kolo. Spojenci mohou v hodu pomáhat (+1 za každého, jejich akce propadá); za cíl útoku se smí "
        "bránit jeho spojenec a při selhání nese dopady sám obránce. Vytvoření výhody mířené na účastníka (opozice "
        "„obrana cíle výhody“) čeká na jeho Obranu stejně jako útok. Po hodu lze ještě vyvolávat akcí „Vyvolat "
        "po hodu“. „Přidat poskoka“ přidá postavu Vypravěče hodnocenou tím, v čem je dobrá a špatná.")),
    HelpSection(title="Skládání vyvolání", source="volba aplikace; Fate SRD", text=CHOICES[8]),
)
