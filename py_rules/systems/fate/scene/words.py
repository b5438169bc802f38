"""Czech text of the scene's table: participants, the conflict's turns, rolls, attacks and harm (issue 22 Build).

Kept apart from ``texts.py`` so the scene's conflict can grow without touching the shared sheet texts. Player
text cites the book's chapter › section; seed lines only in comments.
"""

from __future__ import annotations

from typing import ClassVar, Final

from py_rules.czech import Noun
from py_rules.headings import Book

__all__ = ["TABLE_TEXT"]

BOOK = Book("py_rules.systems.fate")


class _TableText:
    """The scene's participants and conflict."""

    # --- the saved scene's consistency (validator) -----------------------------------------------------------
    NPC_NEEDS_VALUES = "{name}: postava Vypravěče zapsaná na scéně potřebuje své hodnoty."
    LINKED_TWICE = "Jedna uložená postava může být na scéně jen jednou."
    ORDER_STALE = ("Pořadí tahů ukazuje na účastníka, který na scéně není; ukončete scénu (Konec scény) a konflikt "
                   "začněte znovu.")
    PENDING_ASPECT_STALE = ("Vytváření výhody čekající na obranu míří na aspekt, který na scéně není; dohrajte "
                            "nejdřív obranu.")
    HELPER_AGAINST = BOOK("{name} je cílem nebo protivníkem této akce, pomáhat jí tedy nemůže (spojenci pomáhají na "
                          "podporu vaší akce, §sila_spoluprace).")
    PENDING_ASPECT_DELETED = ("Aspekt, na který míří vytváření výhody čekající na obranu, nelze smazat ani zdvojit: "
                              "nejdřív dohrajte obranu (akce Obrana).")
    PENDING_ASPECT_REMOVE = ("Na aspekt „{aspect}“ míří vytváření výhody, které čeká na obranu; odstranit ho lze až "
                             "po ní.")
    PENDING_STALE = "Rozehraný útok se týká účastníka, který na scéně není; ukončete scénu a začněte znovu."

    # --- participants ----------------------------------------------------------------------------------------
    SIDES: ClassVar[dict[int, str]] = {0: "Postavy hráčů", 1: "Protivníci"}
    NEW_NPC = "Protivník"
    PEOPLE = "Účastníci"
    ADD_PERSON = "Přidat účastníka"
    NAME = "Jméno"
    SIDE = "Strana"
    LINK = "Deník postavy"
    NOT_LINKED = "nepropojeno (postava Vypravěče)"
    MISSING_SAVE = "uložená postava chybí"
    H_LINK = "Propojená postava platí body osudu a bere stres ve svém vlastním deníku."
    FROM_SHEET = "Z deníku"
    STATE_MISSING = "deník není k dispozici"
    FP = "Body osudu"
    STRESS = "Stres"
    CONSEQUENCES = "Následky"
    FREE_SLOT = "volný"
    APPROACH_OF = "{approach} {rating}"
    ROW = "{name} · {state} · {side}{values}"
    VALUES = " · BO {fp} · stres {stress}"
    ST_TURN = "na tahu"
    ST_ACTED = "po tahu"
    ST_WAITS = "čeká na tah"
    ST_OUT = "vyřazení"
    ST_CONCEDED = "vzdání se"
    ST_SCENE = "ve scéně"

    # --- the conflict section --------------------------------------------------------------------------------
    CONFLICT = "Konflikt"
    KINDS: ClassVar[dict[str, str]] = {"fyzicky": "fyzický (pořadí podle Spěchu)",
                                       "dusevni": "duševní (pořadí podle Soustředění)"}
    KIND = "Druh konfliktu"
    ROUND = "Kolo"
    TURN = "Na tahu"
    ORDER = "Pořadí"
    NOT_STARTED = "konflikt nezačal"
    PENDING_ATTACK = "Útok čeká na obranu"
    PENDING_ATTACK_ROW = "{attacker} → {target}: útok {total}"
    PENDING_ADVANTAGE = "Výhoda čeká na obranu"
    PENDING_ADVANTAGE_ROW = "{attacker} → {target}: vytvoření výhody {total}"
    PENDING_HIT = "Zásah čeká"
    PENDING_HIT_ROW = "{target}: pohltit {shifts} (útočník {attacker})"
    PROPOSAL = "Návrh"
    OVER = "Jedna strana už nemá nikoho, kdo by jednal: konflikt skončil (Konec scény)."

    # --- actions ---------------------------------------------------------------------------------------------
    GROUP = "Konflikt"
    A_START = "Začít konflikt"
    A_ROLL = "Hod postavy"
    A_ATTACK = "Útok"
    A_DEFEND = "Obrana"
    A_HIT = "Pohltit zásah"
    A_CONCEDE = "Vzdát se"
    A_END_TURN = "Konec tahu"
    H_START = ("Pořadí tahů: ve fyzickém konfliktu podle Spěchu, v duševním podle Soustředění, od nejvyššího; "
               "shodu rozhoduje Vypravěč pořadím na scéně (Fate SRD, konflikty).")
    H_ROLL = ("Překonání nebo vytvoření výhody za postavu na scéně: výsledek se zapíše na scénu, vyvolání za bod "
              "osudu se odečte z jejího deníku.")
    H_ATTACK = BOOK("Útočník hodí; cíl se pak vždy smí bránit akcí Obrana (§utok).")
    H_DEFEND = BOOK("Hod cíle útoku nebo vytvoření výhody; posuny útočníka se pak pohltí akcí Pohltit zásah "
                    "(§obrana).")
    H_HIT = "Cíl pohltí posuny stresem a následky, nebo je vyřazen (Fate SRD, zranění)."
    H_CONCEDE = "Vzdát se lze jen před hodem protivníka; postava dostane body osudu (Fate SRD, vzdání se)."
    H_END_TURN = "Tah přejde na dalšího v pořadí; po posledním začne další kolo a vyprší posílení."
    P_KIND = "Druh konfliktu"
    P_WHO = "Kdo"
    P_INVOKER = "Kdo vyvolává (hod v jeho deníku)"
    P_TARGET = "Cíl"
    P_ACTION = "Akce"
    P_APPROACH = "Přístup"
    P_STUNT = "Trik"
    P_NO_STUNT = "bez triku"
    P_FREE = "Volné vyvolání ze scény {n}"
    P_PAID = "Vyvolání za bod osudu {n}"
    P_NONE = "žádné"
    H_FREE = "Volné vyvolání na aspektu scény (+2); spotřebuje se ze scény."
    H_REROLLS = ("Kolik z vybraných vyvolání přehodí všechny čtyři kostky místo +2 (jako v deníku); nový hod platí, "
                 "i když je horší. Přehodit až po pohledu na kostky lze akcí Vyvolat po hodu.")
    H_PAID = "Aspekt vyvolaný za bod osudu (+2); bod se odečte z deníku toho, kdo hází."
    P_OPPOSITION_KIND = "Opozice"
    OPPOSITION_KINDS: ClassVar[dict[str, str]] = {"static": "pevná obtížnost", "active": "aktivní protivník",
                                                  "none": "žádná opozice", "obrana": "obrana cíle výhody"}
    P_OPPOSITION = "Obtížnost / hodnocení protivníka"
    P_EXISTING = "Aspekt výhody"
    P_NEW_ASPECT = "nový aspekt"
    P_ASPECT_NAME = "Název nového aspektu"
    ASPECT_DEFAULT = "Výhoda"
    P_GIVE_OPPONENT = "Při selhání vytvořit aspekt s vyvoláním pro oponenta"
    P_ACCEPT_COST = "Při selhání uspět za vážnou cenu"
    P_STYLE_BOOST = "Při úspěchu se stylem vyměnit posun za posílení"
    P_MODE = "Jak pohltit"
    P_BOX = "Políčko stresu"
    P_EXTRA_BOX = "Další políčko stresu"
    P_CONSEQUENCE = "Následek"
    P_CONSEQUENCE_NAME = "Název následku"
    P_SECOND = "Druhý následek"
    P_SECOND_NAME = "Název druhého následku"
    H_CONSEQUENCE_NAME = "Následek je aspekt; útočník na něj dostane jedno volné vyvolání."
    NONE_N = "žádné"
    NONE_M = "žádný"
    ROLL_ACTIONS: ClassVar[dict[str, str]] = {"overcome": "Překonání", "advantage": "Vytvoření výhody"}

    # --- refusals ------------------------------------------------------------------------------------------
    NO_PARTICIPANT = "Účastník číslo {n} na scéně není."
    MISSING_LINK = "{name}: uložený deník postavy není k dispozici (smazaný nebo nečitelný); nic se nezměnilo."
    NOT_FATE = "{name}: propojený deník není postava Fate."
    RUNNING = "Konflikt už běží; nejdřív ho ukončete (Konec scény)."
    NOT_RUNNING = "Konflikt neběží; začněte ho akcí Začít konflikt."
    NO_SIDES = "Konflikt potřebuje na každé straně někoho, kdo může jednat."
    NOT_YOUR_TURN = "{name} není na tahu; na tahu je {turn}."
    ACTED = "{name}: akce tohoto kola už proběhla; ukončete tah."
    OUT = "{name} už v tomto konfliktu nejedná (vyřazení nebo vzdání se)."
    TARGET_OUT = "{name} už v konfliktu není (vyřazení nebo vzdání se); cílem být nemůže."
    SELF_TARGET = "Na sebe útočit nelze."
    SELF_AIM = "Výhodu proti sobě vytvářet nelze: vyberte jiný cíl."
    ATTACK_PENDING = BOOK("Nejdřív dohrajte útok: {target} se brání akcí Obrana (§utok).")
    ADVANTAGE_PENDING = BOOK("Nejdřív dohrajte vytvoření výhody: {target} se brání akcí Obrana (§obrana).")
    HIT_PENDING = "Nejdřív dohrajte útok: {target} pohltí zásah akcí Pohltit zásah."
    NO_ATTACK = "Žádný útok nečeká na obranu."
    NO_HIT = "Žádný zásah nečeká na pohlcení."
    CONCEDE_LATE = ("{name} se už vzdát nemůže: akce proti této postavě je hozená a vzdát se lze jen před hodem "
                    "protivníka (Fate SRD, vzdání se).")
    SHEET_ROLL_CLOSED = ("poslední hod v deníku je uzavřený: postava hodila na scéně a po hodu vyvolává tam (Vyvolat "
                         "po hodu).")
    CONCEDE_OWN_PENDING = ("{name} se teď vzdát nemůže: akce této postavy je hozená a čeká na obranu nebo na "
                           "pohlcení zásahu; vzdát se lze jen před hodem (Fate SRD, vzdání se). Nejdřív výměnu "
                           "dohrajte.")
    CONCEDE_NO_CONFLICT = ("{name} se nemá čeho vzdát: vzdát se lze jen v konfliktu (Fate SRD, vzdání se); "
                           "začněte ho akcí Začít konflikt.")
    ALREADY_CONCEDED = "{name}: vzdání se už je zapsané."
    INVOKE_BY = "Vyvolává {name}."
    FREE_NONE_LEFT = "Na aspektu „{aspect}“ nezbývá dost volných vyvolání (zbývá {left})."
    FREE_OTHER_SIDE = BOOK("Volné vyvolání na „{aspect}“ má {holder} z druhé strany; {name} ho použít nemůže (vyvolání "
                           "lze předat jen spojenci, §triky_vyvolani_a_spoluprace).")
    BOOST_NOT_PASSED = BOOK("Posílení „{aspect}“ drží {holder}; {name} ho použít nemůže: předat spojenci lze jen volné "
                            "vyvolání z úspěšného vytvoření výhody (§sila_spoluprace).")
    PAID_UNKNOWN = "Aspekt „{aspect}“ na scéně ani v deníku žádného účastníka není."
    NOTHING_UNOPPOSED = BOOK("Bez opozice postava uspěje bez hodu (§popiste_akci_urcete_opozici): triky, vyvolání ani "
                             "pomocníci nejsou potřeba.")
    BOOST_EXPIRED = "Posílení „{aspect}“ vypršelo se začátkem tohoto hodu (platí jen pro příští hod)."
    STUNT_OWNER = "Trik patří jiné postavě než té, která hází."
    GIVE_OPPONENT_WHO = BOOK("Vyvolání pro oponenta při selhání (§ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody) "
                             "dostane ten, kdo se výhodě na scéně postavil: zvolte aktivního protivníka ze scény, "
                             "nebo volbu vypněte.")
    FREE_HOLDER_ONLY = BOOK("Volné vyvolání na „{aspect}“ získal oponent {holder} ze selhání při vytváření výhody "
                            "(§ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody); {name} ho použít nemůže: předat ho "
                            "spojenci by vyžadovalo úspěšný hod (§sila_spoluprace).")
    GIVE_OPPONENT_ONLY_NEW = "Vyvolání pro oponenta jde jen s novým aspektem; u stávajícího volbu vypněte."
    OPTION_ONLY = "Volba „{option}“ platí jen pro akci {action}; u této akce ji vypněte."

    # --- results -----------------------------------------------------------------------------------------------
    STARTED = "Konflikt ({kind}) začíná, kolo 1. Pořadí: {order}. Na tahu je {turn}."
    ORDER_ITEM = "{name} ({rating})"
    TURN_PASSED = "Na tahu je {name}."
    NEW_ROUND = "Začíná kolo {round}; na tahu je {name}."
    NOBODY = "nikdo"
    ROLL_TEXT = "{who}: {action} {how}: {dice} ({dice_total}) {modifier} = {total}."
    INVOKES = "Vyvoláno: {names}."
    INVOKE_FREE = "„{name}“ (volné)"
    INVOKE_PAID = "„{name}“ (za bod osudu)"
    AGAINST_STATIC = "Proti obtížnosti {total}: {diff} → {outcome}. {action}: „{result}“ ({line})."
    AGAINST_ACTIVE = ("Protivník: {dice} ({dice_total}) {rating} = {total}: {diff} → {outcome}. {action}: "
                      "„{result}“ ({line}).")
    UNOPPOSED = BOOK("{who}: {action} bez opozice uspěje bez hodu (§popiste_akci_urcete_opozici).")
    ATTACK_ROLLED = BOOK("{who} útočí (cíl: {target}) {how}: {dice} ({dice_total}) {modifier} = {total}. {target} se "
                         "smí bránit (§utok): akce Obrana.")
    DEFENCE = ("{who} se brání {how}: {dice} ({dice_total}) {modifier} = {total} proti útoku "
               "{attack}: {diff} → {outcome}. Útok: „{result}“ ({line}).")
    DIFF_ATTACKER = "útočník má {shifts}"
    DIFF_ROLLER = "kdo vytváří výhodu, má {shifts}"
    DIFF_DEFENDER = "obránce má {shifts}"
    DEFENCE_STYLE = BOOK("{who}: úspěch se stylem v obraně, posílení (§obrana).")
    HIT_WAITS = "{target} musí pohltit {shifts}: akce Pohltit zásah."
    ABSORBED = "{target}: zásah ({shifts}) pohlcen. {lines}"
    TAKEN_OUT = "{target}: vyřazení z konfliktu (zásah {shifts}); co se stane, vypráví útočník (Fate SRD)."
    CONSEQUENCE_ASPECT = "Následek „{name}“ je aspekt na scéně; jedno volné vyvolání na něm drží {holder}."
    CONCEDED = "{name} se vzdává{gain}; o výsledku rozhoduje spolu s Vypravěčem (Fate SRD, vzdání se)."
    CONCEDE_GAIN = " a dostává {gain}"
    FP_CHANGE = "Body osudu {before} → {after}."
    FREE_SPENT = "„{name}“: volné vyvolání spotřebováno."
    BOOST_FOR = "Posílení „{text}“ (drží {holder})."
    ASPECT_FOR = "Aspekt „{text}“: {invokes} (drží {holder})."
    HOLDER_ONLY = "Jen pro držitele"
    H_HOLDER_ONLY = BOOK("Volná vyvolání použije jen ten, kdo je drží (vyvolání pro oponenta ze selhání při "
                         "vytváření výhody, §ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody).")
    OPPONENT_ASPECT_FOR = "Aspekt „{text}“: {invokes} pro oponenta (drží {holder}, jen pro sebe)."
    INVOKES_ON = "„{text}“: +{invokes} (drží {holder})."
    COST_MINOR = "Cíle dosaženo za menší cenu: komplikaci určí Vypravěč."
    COST_SERIOUS = "Cíle dosaženo za vážnou cenu, kterou určí Vypravěč."
    L_STARTED = "Konflikt začal"
    L_NOTED = "Útok hozen"
    L_TURN = "Tah předán"
    L_ROUND = "Další kolo"
    L_CONCEDED = "Vzdání se"
    L_ABSORBED = "Zásah pohlcen"
    L_TAKEN_OUT = "Vyřazení"

    # --- quick NPCs rated by skills (FAE SRD mooks; Core nameless NPCs) ----------------------------------------
    SKILL_DEFAULT = "Dovednost"
    SKILL = "Dovednost {n}"
    SKILL_RATING = "Hodnocení dovednosti {n}"
    ELSE = "V ostatním"
    ELSE_APPROACHES = "podle přístupů"
    A_MOOK = "Přidat poskoka"
    H_MOOK = ("Poskok (Fate SRD, postavy Vypravěče): v čem je dobrý (+2), v čem špatný (−2), v ostatním +0; "
              "0–2 políčka stresu a žádné následky — co stres nepohltí, ho vyřadí.")
    P_MOOK_NAME = "Jméno"
    MOOK_DEFAULT = "Poskok"
    P_GOOD = "Dobrý (+2) v"
    GOOD_DEFAULT = "rvačka"
    P_BAD = "Špatný (−2) v"
    P_STRESS_BOXES = "Políčka stresu"
    BOX_FORMS = Noun("políčko stresu", "políčka stresu", "políček stresu")
    MOOK_ADDED = ("Na scénu přichází {name} ({side}): dobrý v „{good}“ (+2){bad}, v ostatním +0; {boxes}, žádné "
                  "následky (Fate SRD, poskoci).")
    MOOK_BAD = ", špatný v „{bad}“ (−2)"
    MOOK_ORDER = "{name} se zařazuje na konec pořadí tahů."
    PEOPLE_FULL = "Na scéně je už {limit}, víc jich být nemůže."
    PEOPLE_FORMS = Noun("účastník", "účastníci", "účastníků")
    L_MOOK = "Poskok přidán"
    P_SKILL = "Dovednost postavy Vypravěče"
    P_BY_APPROACH = "žádná (hází přístupem)"
    H_SKILL = ("Postava Vypravěče hodnocená dovednostmi hází tím, v čem je dobrá nebo špatná; v ostatním "
               "přístupem (poskok +0). Přístup pak určuje jen pomocníky.")
    SKILL_OWNER = "Dovednost patří jiné postavě než té, která hází."
    SKILL_LINKED = "{name} je propojená postava: hází přístupem ze svého deníku."
    NO_SKILL = "{name} takovou dovednost nemá."
    HOW_APPROACH = "přístupem {approach}"
    HOW_SKILL = "dovedností „{skill}“"

    # --- teamwork on the scene (002:L142) -------------------------------------------------------------------
    P_HELPER = "Pomocník {n}"
    P_HELPER_LIMIT = "Nejvýš pomocníků (určí Vypravěč)"
    H_HELPER = BOOK("Spojenec se vzdá své akce a přidá +1; pomáhat může jen s přístupem vyšším než +0 "
                    "(§sila_spoluprace).")
    NOBODY_HELPS = "nikdo"
    HELPER_SELF = "Kdo hází, nemůže být zároveň svým pomocníkem."
    HELPER_TWICE = "{name} je mezi pomocníky dvakrát."
    HELPER_NOT_ALLY = BOOK("{name} není na straně toho, kdo hází: pomáhat mohou jen spojenci (§sila_spoluprace).")
    HELPER_OUT = "{name} už v konfliktu nejedná a pomáhat nemůže."
    HELPER_ACTED = BOOK("{name}: akce tohoto kola už proběhla, a pomoc stojí vlastní akci (§sila_spoluprace).")
    HELPER_LOW = BOOK("{name} má přístup {approach} {rating}: pomáhat lze jen s přístupem vyšším než +0 "
                      "(§sila_spoluprace).")
    HELPER_LOW_SKILL = BOOK("{name} nemá žádnou dovednost vyšší než +0: pomáhat nemůže (§sila_spoluprace).")
    HELPER_LIMIT = BOOK("Vypravěč dovolil nejvýš {limit}, zapsáno je {count} (§sila_spoluprace).")
    TEAMWORK = "Spolupráce: {names} ({bonus})."
    HELPER_SKIPPED = "{name}: akce tohoto kola padla na pomoc, tah se přeskakuje."

    # --- defending against a create-advantage aimed at you (002:L94, L114-L116, L188) ----------------------------
    P_AIM_TARGET = "Cíl výhody (brání se)"
    H_AIM_TARGET = BOOK("Výhoda přímo proti účastníkovi: ten se smí bránit akcí Obrana (§vytvoreni_vyhody); s opozicí "
                        "„obrana cíle výhody“.")
    P_NO_TARGET = "nikdo"
    DEFENCE_ONLY_ADVANTAGE = BOOK("Obranou se brání zranění nebo vytvoření výhody (§obrana); u překonání zvolte "
                                  "aktivního protivníka.")
    AIMED_NEEDS_TARGET = "Opozice „obrana cíle výhody“ potřebuje cíl výhody: vyberte ho."
    TARGET_NEEDS_DEFENCE = "Cíl výhody se brání: zvolte opozici „obrana cíle výhody“ (nebo cíl zrušte)."
    ODDS_AT_DEFENCE = "Šance ukáže až Obrana cíle: přístup a vyvolání volí obránce."
    ADVANTAGE_ROLLED = BOOK("{who} vytváří výhodu proti cíli {target} {how}: {dice} ({dice_total}) {modifier} = "
                            "{total}. {target} se smí bránit (§vytvoreni_vyhody): akce Obrana.")
    L_ADVANTAGE_ROLLED = "Výhoda hozena"
    DEFENCE_ADVANTAGE = ("{who} se brání {how}: {dice} ({dice_total}) {modifier} = {total} proti vytvoření výhody "
                         "{attack}: {diff} → {outcome}. Vytvoření výhody: „{result}“ ({line}).")
    AFTER_ADVANTAGE = ("{who} vyvolává po hodu vytvoření výhody: {before} → {after}. {target} se smí bránit: akce "
                       "Obrana.")
    AFTER_DEFENCE_ADVANTAGE = ("{who} vyvolává po hodu obrany: vytvoření výhody {before} → {after} proti obraně "
                               "{defence}: {diff} → {outcome}.")

    # --- defending for another (002:L118) --------------------------------------------------------------------
    P_DEFENDER = "Kdo se brání"
    P_THE_TARGET = "cíl útoku"
    H_DEFENDER = BOOK("Bránit efektu mířenému na jiného lze, když všichni souhlasí; při selhání nese dopady obránce "
                      "(§obrana).")
    DEFEND_NOT_ALLY = "{name} není na straně cíle ({target}): za jiného se brání jen jeho spojenec."
    DEFEND_ATTACKER = "Útočník se nemůže bránit vlastnímu útoku."
    DEFEND_OUT = "{name} už v konfliktu nejedná a bránit se nemůže."
    DEFEND_FOR = BOOK("Obrana za jiného (§obrana): brání se {who}, cíl útoku je {target}; při selhání nese dopady "
                      "obránce.")

    # --- invoking after seeing the dice (002:L138; FAE SRD: invoke after rolling) ------------------------------
    A_AFTER = "Vyvolat po hodu"
    H_AFTER = ("Kostky už jsou vidět: volné vyvolání ze scény, nebo za bod osudu z deníku toho, kdo házel; +2 za "
               "každé, nebo jedno na přehození všech čtyř kostek; každý aspekt jednou za hod. Výsledek hodu se "
               "přepíše.")
    NO_OPEN_ROLL = "Žádný hod na scéně nečeká na vyvolání: vyvolat po hodu lze jen hned po něm."
    AFTER_NOTHING = "Vyberte aspekt, který se má vyvolat."
    AFTER_CHANGED = ("Od hodu se na scéně něco změnilo (aspekty, zásah, kolo nebo nový hod); vyvolat po hodu lze "
                     "jen hned po něm.")
    AFTER_OWN_RESULT = "Aspekt „{aspect}“ vznikl až výsledkem tohoto hodu; vyvolat ho lze v dalších hodech."
    AFTER_TEXT = "{who} vyvolává po hodu: {before} → {after}: {diff} → {outcome}."
    AFTER_ATTACK = "{who} vyvolává po hodu útoku: {before} → {after}. {target} se smí bránit: akce Obrana."
    P_USE = "Vyvolání"
    USES: ClassVar[dict[str, str]] = {"bonus": "+2 za každé", "reroll": "přehodit všechny čtyři kostky"}
    REROLL_ONE = "Přehození je jedno vyvolání: vyberte právě jeden aspekt."
    REROLL_NOT_KEPT = ("Scéna uložená starší verzí aplikace si u tohoto útoku pamatuje jen součet, ne kostky: "
                       "přehodit je nejde, vyvolejte +2.")
    P_AFTER_ATTACKER = "Vyvolává útočník (po hodu obrany)"
    H_AFTER_ATTACKER = ("Po hodu obrany smí vyvolat i útočník, dokud nepadl zásah: +2 k útoku za každé, nebo "
                        "jedno na přehození kostek útoku; za body osudu z jeho deníku; s vyvoláními útoku platí "
                        "každý aspekt jednou za hod.")
    AFTER_ATTACKER_ONLY = "Útočník vyvolává po hodu jen u obrany proti svému útoku."
    AFTER_DEFENCE = ("{who} vyvolává po hodu obrany: útok {before} → {after} proti obraně {defence}: {diff} → "
                     "{outcome}.")
    AFTER_REROLL = "Přehozeno: {old} → {new} (platí nový hod, modifikátory zůstávají)."
    P_OPPONENT = "Aktivní protivník ze scény"
    P_OPPONENT_NONE = "nikdo (hodnocení výše)"
    H_OPPONENT = BOOK("Účastník, který akci aktivně vzdoruje (§prekonani): hodnocení se vezme z jeho deníku místo "
                      "čísla výše.")
    P_OPPONENT_APPROACH = "Přístup protivníka"
    P_OPPONENT_SKILL = "Dovednost protivníka (postava Vypravěče)"
    OPPONENT_ONLY_ACTIVE = "Protivník ze scény platí jen pro opozici „aktivní protivník“."
    OPPONENT_SKILL_WHO = "Dovednost protivníka patří k protivníkovi ze scény: vyberte ho."
    OPPONENT_SELF = "Kdo hází, nemůže být sám sobě protivníkem."
    OPPONENT_OUT = "{name} už v konfliktu nejedná a vzdorovat nemůže."
    OPPONENT_BY = "Vzdoruje {name} {how}."
    OPEN_ROLL = "Hod otevřený vyvolání"
    OPEN_ROLL_ROW = "{who}: {action}, {total} proti {against}"
    OPEN_ATTACK_ROW = "{who}: útok {total} (čeká na obranu)"
    L_ATTACK_RAISED = "Útok zvýšen"
    OPEN_HINT = "Kostky jsou vidět: aspekty lze ještě vyvolat akcí Vyvolat po hodu."
    EXISTING_GONE = ("Posílení „{aspect}“ se tímto hodem spotřebuje nebo vyprší; výhodu na něm vytvořit nelze, "
                     "zvolte nový aspekt.")


TABLE_TEXT: Final = _TableText()
