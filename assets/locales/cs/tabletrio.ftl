# tabletrio, čeština

## Úvodní obrazovka

app-credits = Yoxii a Oxono: Jérémy Partinico  ·  Kamon: Bruno Cathala  ·  vydává cosmoludo
menu-game = Hra: { $game }
# The title's game cards: what wins each game, in a line.
card-yoxii = Uvězněte totem: vyhrává vyšší součet kolem něj.
card-oxono = Čtyři v řadě jedné barvy nebo jednoho písmene.
card-kamon = Spojte dvě protilehlé strany jedné barvy, nebo uzavřete prstenec.
menu-player = { $side }: { $player }
player-human = Člověk
player-computer = Počítač ({ $level })
level-beginner = začátečník
level-easy = snadný
level-casual = pohodový
level-medium = střední
level-advanced = pokročilý
level-hard = těžký
level-expert = expert
menu-continue = Pokračovat
menu-continue-game = Pokračovat v { $game } (tah { $move })
menu-start = Začít
menu-puzzles = Úlohy
menu-import = Importovat partii
menu-paste = Vložit partii
menu-quit = Konec
menu-language = Jazyk: { $language }
title-save-unreadable = Uloženou partii { $game } nelze přečíst ({ $reason }); nahradí ji nová partie.
title-save-set-aside = Uloženou partii { $game } nelze přečíst ({ $reason }); je odložena jako { $place }.

## Nastavení

setting-state = { $on ->
    [yes] zap.
   *[no] vyp.
}
setting-sound = Zvuk: { $state }
setting-volume = Hlasitost: { $percent } %
menu-settings = Nastavení
settings-title = Nastavení
settings-about = tabletrio { $version }  ·  svobodný software pod licencí MIT nebo Apache-2.0
menu-back = Zpět
setting-colour-letters = Písmena barev (Kamon): { $state }
setting-take-backs = Vracení tahů: { $state }
setting-confirm-moves = Potvrzování tahů: { $state }
setting-quality = Kvalita: { $quality }
setting-auto-quality = Automatická kvalita: { $quality }
setting-ui-scale = Velikost rozhraní: { $percent } %
setting-animation = Animace: { $speed }
animation-normal = normální
animation-fast = rychlé
animation-off = vypnuté (omezený pohyb)
setting-high-contrast = Zvýraznění s vysokým kontrastem: { $state }
quality-auto = Auto
quality-low = Nízká
quality-medium = Střední
quality-high = Vysoká

## Pauza a konec hry

pause-title = Pauza
pause-resume = Pokračovat
menu-to-title = Úvodní obrazovka
outcome-wins = Vítězí { $side }
outcome-draw = Remíza
game-over-play-again = Hrát znovu
game-over-replay = Přehrát

## Ve hře

side-yoxii-first = Bílý
side-yoxii-second = Červený
side-oxono-first = Růžový
side-oxono-second = Černý
side-kamon-first = Černý
side-kamon-second = Bílý
hud-draw = Remíza
hud-computer-thinking = { $side } (počítač, { $level }) přemýšlí… { $seconds } s
hud-computer-playing = { $side } (počítač, { $level }) táhne
hud-reviewing = { $device ->
        [touch] Tah { $move } z { $total }
        [pad] Tah { $move } z { $total }   B: zpět do hry
       *[other] Tah { $move } z { $total }   End: zpět do hry
    }
hud-confirm = { $device ->
        [touch] { $side }: potvrďte – klepněte na něj znovu, nebo na jiné zelené pole pro změnu
        [pad] { $side }: potvrďte – znovu A; B pro změnu
       *[other] { $side }: potvrďte – klikněte znovu nebo Enter; Backspace pro změnu
    }
hud-step = { $side }: { $step }
step-choose-totem = vyberte totem
step-move-totem = posuňte totem
step-place-piece = položte kámen
step-place-hexagon = položte šestiúhelník
hud-hint = Rada: { $action }  (šance na výhru { $percent } %)
hud-hint-thinking = Rada: přemýšlím…
hud-keys-review = PgUp / PgDn: listovat   Home: začátek   P: přehrát   H: ohodnotit
hud-keys-value = Kámen k položení: { $value }  (1-4 / Tab / klikněte na hromádku)   H: rada
hud-keys = Tab: další cíl   Backspace: vrátit volbu   U / Y: vrátit / zopakovat   PgUp: prohlížet   H: rada
hud-not-allowed = Nepovoleno: { $reason }

## Seznam tahů

moves-title = Tahy
moves-toggle = zobrazit / skrýt (L)
moves-replay = Přehrát
moves-pause = Pauza
moves-speed = { $speed } tahu/s
moves-back-to-game = Zpět do hry
moves-play-from-here = Hrát odsud
moves-evaluate = Ohodnotit (H)
moves-take-back = Vrátit (U)
moves-redo = Zopakovat (Y)
moves-export = Exportovat
moves-import = Importovat
moves-paste = Vložit
moves-type = Napsat tah (M)
move-box-line = Tah: { $text }
move-box-help = Jako v seznamu tahů (d5:e6=3, Xc4:c5, d3). Enter ho zahraje, Esc zavře.
moves-none = Zatím žádné tahy
moves-reviewing = Tah { $move } z { $total }
moves-reviewing-last = Tah { $move } z { $total }: { $action }
eval-best = Nejlepší tah pro hráče { $side }: { $action }
    { $side } vyhrává v { $percent } % případů
eval-thinking = Hodnotím…

## The analysis of a game (docs/analysis.md)

analysis-start = Analyzovat
analysis-running = Analyzuji… { $percent } %
analysis-cancel = Zrušit
analysis-accuracy = Přesnost: { $first } { $a } · { $second } { $b }
analysis-inaccuracy = nepřesnost
analysis-mistake = chyba
analysis-blunder = hrubá chyba
analysis-marked = { $side }: { $action } byl(a) { $mark } (ztráta { $percent } % šance na výhru)
analysis-fine = { $side }: { $action }, bez označení
analysis-allows = soupeř teď vynuceně vyhraje v { $turns ->
    [one] jednom tahu
   *[other] { $turns } tazích
}
analysis-misses = propásnutá vynucená výhra v { $turns ->
    [one] jednom tahu
   *[other] { $turns } tazích
}
analysis-better = lépe: { $action }
analysis-forced = { $side } vynuceně vyhraje v { $turns ->
    [one] jednom tahu
   *[other] { $turns } tazích
}

## Puzzles (docs/puzzles.md)

puzzle-head = Úloha { $game } { $number } z { $count } · obtížnost { $difficulty }
puzzle-task = { $side } na tahu vyhraje v { $turns ->
    [one] jednom tahu
   *[other] { $turns } tazích
}
puzzle-watch = Sleduj tah soupeře…
puzzle-find = Najdi vítězný tah
puzzle-right = Správně! Pokračuj
puzzle-solved = Vyřešeno!
puzzle-wrong = { $action } nevyhrává: odpověď ukáže proč. Řešení: { $line }
puzzle-streak = Série { $streak } (nejlepší { $best }) · vyřešeno { $solved } z { $count }
puzzle-rated = Hodnoceno · vaše hodnocení úloh { $rating }
puzzle-unrated = Bez hodnocení (pro hodnocení si v Hrát online zvolte jméno)
puzzle-rating-change = Hodnocení úloh { $rating } ({ $change })
puzzle-next = Další úloha
puzzle-retry = Zkusit znovu

announce-move = { $side }: { $action } ({ $notation })
announce-game-over = { $result }. { $how }
announce-taken-back = { $count ->
    [one] Vrácen jeden tah
    [few] Vráceny { $count } tahy
    [many] Vráceno { $count } tahu
   *[other] Vráceno { $count } tahů
}
announce-redone = { $count ->
    [one] Zopakován jeden tah
    [few] Zopakovány { $count } tahy
    [many] Zopakováno { $count } tahu
   *[other] Zopakováno { $count } tahů
}

## Yoxii

# The player panel's line under a Yoxii hand.
yoxii-sum = součet u totemu: { $sum }
yoxii-action = totem na { $totem }, pak { $value } na { $place }
yoxii-end-score = vyšší součet kolem totemu
yoxii-end-count = stejné součty: více kamenů kolem totemu
yoxii-end-draw = stejné součty i počty kamenů
yoxii-tally = { $side }: { $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
}, { $pieces ->
    [one] { $pieces } kámen
    [few] { $pieces } kameny
    [many] { $pieces } kamene
   *[other] { $pieces } kamenů
}

## Oxono

oxono-setup = Rozestavení: totem X na { $x }, totem O na { $o }
oxono-symbol-exhausted = { $side } už nemá kameny { $symbol }: táhnout může jen totem { $other }
oxono-action = totem { $totem } na { $to }, pak kámen na { $place }
oxono-end-colour = čtyři kameny jedné barvy v řadě
oxono-end-symbol = čtyři kameny jednoho symbolu v řadě
oxono-end-draw = všech 32 kamenů leží a nikdo nesložil čtyři v řadě

## Kamon

# Barva se shoduje s rodem názvu symbolu (kamon-gender-*).
kamon-colour-pink = { $gender ->
   *[m] růžový
    [f] růžová
}
kamon-colour-yellow = { $gender ->
   *[m] žlutý
    [f] žlutá
}
kamon-colour-blue = { $gender ->
   *[m] modrý
    [f] modrá
}
kamon-colour-orange = { $gender ->
   *[m] oranžový
    [f] oranžová
}
kamon-colour-red = { $gender ->
   *[m] červený
    [f] červená
}
kamon-colour-green = { $gender ->
   *[m] zelený
    [f] zelená
}
kamon-symbol-butterfly = motýl
kamon-symbol-fish = ryba
kamon-symbol-bird = pták
kamon-symbol-fan = vějíř
kamon-symbol-mountain = hora
kamon-symbol-gate = brána
kamon-gender-butterfly = m
kamon-gender-fish = f
kamon-gender-bird = m
kamon-gender-fan = m
kamon-gender-mountain = f
kamon-gender-gate = f
kamon-token = { $colour } { $symbol }
kamon-token-blank = prázdný žeton
kamon-hand = { $count ->
    [one] { $count } šestiúhelník
    [few] { $count } šestiúhelníky
    [many] { $count } šestiúhelníku
   *[other] { $count } šestiúhelníků
}
kamon-first = První šestiúhelník: na okraj, ne do rohu
kamon-match = Stejná barva nebo stejný symbol jako: { $token }
kamon-action = šestiúhelník na { $cell }
kamon-sides-green = obě zelené strany
kamon-sides-blue = obě modré strany
kamon-sides-yellow = obě žluté strany
kamon-sides-and = { $first }
    a { $second }
kamon-end-connection = řetěz šestiúhelníků spojuje { $sides }
kamon-end-loop = kruh šestiúhelníků obklopuje { $count ->
    [one] { $count } pole
    [few] { $count } pole
    [many] { $count } pole
   *[other] { $count } polí
}
kamon-end-blocked = { $side } nemůže táhnout: žádné volné pole neodpovídá poslednímu žetonu, { $token }
kamon-end-draw = všech 36 šestiúhelníků leží, bez spojených stran a bez uzavřeného kruhu

## Odmítnuté tahy

refuse-no-value = v této hře se hodnota nevolí
refuse-value-gone = žádný kámen s hodnotou { $value } už nezbývá
refuse-animating = počkejte na dokončení tahu
refuse-choose-move = nejprve vyberte tah v seznamu
refuse-reviewing = prohlížíte tah { $move }: Zpět do hry (End, Backspace), chcete-li hrát
refuse-strict = vracení tahů je v této partii vypnuté (menu pauzy: Vracení tahů)
refuse-no-take-back = žádný tah k vrácení
refuse-no-redo = žádný tah k zopakování
refuse-no-pick = není co vrátit: v tomto kole zatím nic nevybráno
refuse-start = toto je začátek partie
refuse-end = toto je poslední tah partie
refuse-computer = hraje počítač: počkejte na jeho tah
refuse-not-your-turn = nejste na tahu: počkejte na soupeře
refuse-not-a-person = o to může požádat jen hráč u stolu
error-game-over = partie skončila
error-totem-cannot-reach = totem nemůže na { $to }
error-symbol-exhausted = { $side } už nemá kameny { $symbol }, takže totem { $symbol } nemůže táhnout
error-value-exhausted = { $side } už nemá kámen s hodnotou { $value }
error-place-not-free = po tomto tahu totemem nelze položit kámen na { $square } (pole není volné)
error-place-not-next = po tomto tahu totemem nelze položit kámen na { $square } (musí ležet vedle totemu)
error-place-not-orthogonal = po tomto tahu totemem nelze položit kámen na { $square } (musí ležet vedle totemu vodorovně nebo svisle)
error-cell-blank = na { $cell } nelze hrát: leží tam prázdný žeton
error-cell-taken = na { $cell } nelze hrát: už tam leží { $side ->
    [first] černý
   *[second] bílý
} šestiúhelník
error-cell-no-match = na { $cell } nelze hrát: jeho žeton, { $token }, nemá barvu ani symbol posledního, { $last }
error-cell-not-rim = na { $cell } nelze hrát: první šestiúhelník patří na okrajové pole, které není roh
error-wrong-game = to není tah hry { $game }
error-wrong-kind = nejprve: { $step }
error-totem-chosen = je vybrán totem { $totem }: posuňte ho, nebo volbu vraťte a vyberte druhý
error-off-board = toto pole není na desce hry { $game }
error-complete = všechny volby tohoto kola jsou hotové
error-incomplete = tyto volby netvoří tah hry { $game }

## Partie, export a import

record-line = řádek { $line }: { $error }
record-not-a-square = { $text } není pole desky hry { $game }
record-malformed = „{ $text }“ není tah hry { $game } (očekáváno: { $expected })
record-bad-value = „{ $text }“ není hodnota kamene (očekáváno: 1, 2, 3 nebo 4)
record-bad-totem = „{ $text }“ není totem (očekáváno: X nebo O)
record-setup-not-allowed = { $game } nemá řádek setup
record-setup-missing = partie hry { $game } musí začínat řádkem setup ({ $expected })
record-setup-invalid = chybné rozestavení: { $detail }
record-illegal = { $action } není povolený: { $reason }
record-late-setup = řádek setup musí být před prvním tahem
record-empty = text je prázdný: není v něm žádná partie
record-no-header = chybí řádek „# { $key }“
record-header-game = hlavička neuvádí hru tabletrio: „{ $text }“ (očekáváno: yoxii, oxono nebo kamon)
record-header-player = řádek hlavičky „{ $key }“ neuvádí hráče: „{ $text }“ (očekáváno: human, { $levels })
record-of-game = partie hry { $game }: { $error }
record-other-game = obsahuje partii hry { $game }
record-not-text = soubor není text
transfer-nothing = Žádná partie k exportu
transfer-choose-copied = Zkopírováno do schránky; vyberte soubor…
transfer-choose = Vyberte soubor…
transfer-downloaded-copied = Staženo a zkopírováno do schránky
transfer-downloaded = Staženo
transfer-choose-game = Vyberte soubor s partií…
transfer-nothing-to-paste = Není co vložit: { $reason }
transfer-imported = Importována partie hry { $game }: { $count ->
    [one] { $count } tah
    [few] { $count } tahy
    [many] { $count } tahu
   *[other] { $count } tahů
}
transfer-imported-without-analysis = Importována partie hry { $game } ({ $count } tahů); její analýza byla vynechána ({ $reason })
transfer-cannot-import = Nelze importovat: { $reason }
transfer-exported = Exportováno do { $path }
transfer-no-file-export = Export: nebyl vybrán soubor (partie je ve schránce)
transfer-export-failed = Export selhal: { $reason }
transfer-no-file-import = Import: nebyl vybrán soubor

## Jak hrát
menu-how-to-play = Jak hrát
rules-heading = Jak se hraje { $game }
rules-page = Strana { $page } z { $pages }
rules-previous = Zpět
rules-next = Dál
rules-close = Zavřít
rules-to-match = Žeton ke shodě:
rules-yoxii-goal-title = Cíl hry
rules-yoxii-goal = Oba hráči sdílejí jeden totem. Na konci každý sečte hodnoty svých kamenů na osmi polích kolem něj a vyšší součet vyhrává. Tady má Bílý 10 a Červený 9.
rules-yoxii-move-title = Tah: posuňte totem
rules-yoxii-move = Nejprve totem udělá jeden krok na volné pole, které se ho dotýká, rovně nebo šikmo: zelená pole.
rules-yoxii-place-title = Tah: položte kámen
rules-yoxii-place = Pak položte jeden ze svých kamenů s hodnotou 1 až 4 na volné pole vedle totemu. Pole, které totem právě opustil, se počítá. Každý hráč má pět jedniček, pět dvojek, pět trojek a tři čtyřky.
rules-yoxii-jump-title = Skok
rules-yoxii-jump = Místo kroku smí totem přeskočit řadu jednoho či více vašich kamenů a přistát na prvním poli za ní, je-li volné. Řadu se soupeřovým kamenem přeskočit nelze.
rules-yoxii-anywhere-title = Vedle není místo
rules-yoxii-anywhere = Není-li po tahu kolem totemu žádné volné pole (to se stane jen po skoku), smí váš kámen na kterékoli volné pole desky.
rules-yoxii-end-title = Konec a shody
rules-yoxii-end = Hra končí, když hráč na tahu nemůže totem posunout. Při stejném součtu vyhrává ten, kdo má kolem totemu víc kamenů: tady Červený, šest kamenů proti dvěma. Opět shoda: remíza.
rules-oxono-goal-title = Cíl hry
rules-oxono-goal = Postavte čtyři v řadě nebo ve sloupci: čtyři kameny své barvy s libovolnými písmeny, nebo čtyři se stejným písmenem v libovolných barvách. Kdo řadu dokončí, hned vyhrává.
rules-oxono-move-title = Tah: posuňte totem
rules-oxono-move = Vyberte totem X nebo O (musíte mít ještě kámen s jeho písmenem) a posuňte ho nahoru, dolů, doleva nebo doprava po volných polích, jak daleko chcete. Zastaví ho kameny a druhý totem.
rules-oxono-place-title = Tah: položte kámen
rules-oxono-place = Pak položte kámen s písmenem totemu na volné pole hned vedle něj, nikdy šikmo. Pole, odkud přišel, se počítá. Není-li žádné volné, smí kámen kamkoli.
rules-oxono-enclosed-title = Uzavřený totem
rules-oxono-enclosed = Totem bez volného pole vedle sebe místo toho skáče: rovně přes kameny (a totem), které se ho dotýkají, na první volné pole. Nedá-li ho žádný směr, smí na kterékoli volné pole.
rules-oxono-end-title = Konec hry
rules-oxono-end = Čtyři kameny se stejným písmenem dávají výhru tomu, kdo je dokončí: tady Černému se čtyřmi O. Totemy nejsou kameny a řadu přerušují. Když je všech 32 kamenů položeno bez řady, hra končí remízou.
rules-kamon-goal-title = Cíl hry
rules-kamon-goal = Spojte dvě protilehlé strany stejné barvy řetězem svých šestiúhelníků (tady Černý spojuje obě zelené strany), nebo uzavřete prstenec kolem polí. Roh patří k oběma svým stranám.
rules-kamon-first-title = První šestiúhelník
rules-kamon-first = Na každém poli leží žeton jedné barvy a jednoho symbolu. Černý začíná na okrajovém poli, které není rohem. Prázdné pole nelze nikdy obsadit.
rules-kamon-match-title = Tah
rules-kamon-match = Položte šestiúhelník na volné pole, jehož žeton má stejnou barvu nebo symbol jako žeton, který soupeř právě zakryl (se zlatým kroužkem).
rules-kamon-loop-title = Prstenec
rules-kamon-loop = Vyhráváte také, když vaše šestiúhelníky obklopí pole, která nedosahují okraje, ať je v nich cokoli: volná pole, prázdné pole nebo soupeřovy šestiúhelníky.
rules-kamon-end-title = Zablokování a konec
rules-kamon-end = Nemá-li další hráč žádné volné odpovídající pole (tady jsou obsazena všechna pole, která se shodují s označeným žetonem), vyhrává ten, kdo právě táhl. Je-li všech 36 šestiúhelníků položeno bez vítěze, hra končí remízou.

## Průvodce první hrou
setting-guide = Průvodce první hrou: { $state }
guide-title = Průvodce první hrou
guide-hide = { $device ->
        [mouse] Skrýt (G)
        [pad] Skrýt (Select)
       *[other] Skrýt
    }
guide-turn-off = Vypnout průvodce
guide-wait = Táhne počítač: sledujte jeho kameny na stole. Pak jste na řadě vy.
guide-confirm = { $device ->
        [touch] Vše je vybráno. Klepněte znovu na poslední pole pro tah, nebo na jiné zelené pole pro změnu.
        [pad] Vše je vybráno. Stiskněte znovu A pro tah, nebo B pro změnu.
       *[other] Vše je vybráno. Klikněte znovu na poslední pole nebo stiskněte Enter pro tah, nebo Backspace pro změnu.
    }
guide-choose-totem = { $device ->
        [touch] Vyberte totem: klepněte na X nebo O na desce. Potom položíte kámen se stejným písmenem.
        [pad] Vyberte totem: posuňte kurzor křížovým ovladačem na X nebo O (LB / RB přecházejí z jednoho na druhý) a stiskněte A. Potom položíte kámen se stejným písmenem.
       *[other] Vyberte totem: klikněte na X nebo O na desce. Potom položíte kámen se stejným písmenem.
    }
guide-yoxii-move = { $device ->
        [touch] Klepněte na zelené pole a posuňte totem o jeden krok.
        [pad] Posuňte kurzor křížovým ovladačem na zelené pole a stiskněte A, totem se posune o jeden krok. B volbu vrátí.
       *[other] Klikněte na zelené pole a posuňte totem o jeden krok. Pravé tlačítko myši volbu vrátí.
    }
guide-oxono-move = { $device ->
        [touch] Klepněte na zelené pole: totem klouže v přímce přes tolik volných polí, kolik chcete.
        [pad] Posuňte kurzor křížovým ovladačem na zelené pole a stiskněte A: totem klouže v přímce přes tolik volných polí, kolik chcete.
       *[other] Klikněte na zelené pole: totem klouže v přímce přes tolik volných polí, kolik chcete.
    }
guide-yoxii-place = { $device ->
        [touch] Zvolte hodnotu klepnutím na jednu ze svých hromádek a pak klepněte na zelené pole vedle totemu a položte kámen.
        [pad] Zvolte hodnotu tlačítky LB / RB, pak posuňte kurzor na zelené pole vedle totemu a stiskněte A, kámen se položí.
       *[other] Zvolte hodnotu klávesami 1-4 (nebo Tab) a pak klikněte na zelené pole vedle totemu a položte kámen.
    }
guide-oxono-place = { $device ->
        [touch] Klepněte na zelené pole vedle totemu a položte tam kámen s jeho písmenem.
        [pad] Posuňte kurzor na zelené pole vedle totemu a stiskněte A, položí se tam kámen s jeho písmenem.
       *[other] Klikněte na zelené pole vedle totemu a položte tam kámen s jeho písmenem.
    }
guide-kamon-first = { $device ->
        [touch] První šestiúhelník patří na okrajové pole, které není rohem: klepněte na zelené pole.
        [pad] První šestiúhelník patří na okrajové pole, které není rohem: posuňte kurzor křížovým ovladačem na zelené pole a stiskněte A.
       *[other] První šestiúhelník patří na okrajové pole, které není rohem: klikněte na zelené pole.
    }
guide-kamon-match = { $device ->
        [touch] Váš šestiúhelník patří na pole, jehož žeton má barvu nebo symbol právě zakrytého žetonu (ukazuje ho panel). Klepněte na zelené pole.
        [pad] Váš šestiúhelník patří na pole, jehož žeton má barvu nebo symbol právě zakrytého žetonu (ukazuje ho panel). Posuňte kurzor na zelené pole (LB / RB přejdou na další) a stiskněte A.
       *[other] Váš šestiúhelník patří na pole, jehož žeton má barvu nebo symbol právě zakrytého žetonu (ukazuje ho panel). Klikněte na zelené pole.
    }
guide-yoxii-jump = Můžete skočit: totem smí přeskočit řadu vašich kamenů na první volné pole za ní. Vzdálená zelená pole jsou skoky.
guide-yoxii-anywhere = Vedle totemu není žádné volné pole: tento kámen smí na kterékoli volné pole desky.
guide-oxono-enclosed = Totem je uzavřený: nemůže klouzat, a tak přeskočí sousední kameny na první volné pole (nebo kamkoli, nedá-li ho žádný směr).
guide-kamon-blocked = Hráč na tahu už neměl žádné odpovídající pole, takže hra skončila: zablokovaný hráč prohrává.

## Online play
menu-play-online = Hrát online
player-remote = Soupeř online
refuse-remote-turn = na tahu je soupeř: jeho tah přijde po síti
refuse-server-only = průběh online hry smí měnit jen server
refuse-online-redo = online se vrácený tah neopakuje: zahrajte ho znovu
refuse-online-hint = v probíhající online hře nejsou nápovědy
refuse-online-line = online hra pokračuje ze své vlastní pozice
refuse-online-waiting = hra začne, až se připojí soupeř
hud-remote-turn = na tahu: { $side } (váš soupeř)
hud-online-waiting = Čeká se na připojení soupeře
online-title = Hrát online
online-create = Založit hru
online-join = Připojit se
online-watch = Sledovat
online-your-games = Vaše hry
online-side-either = Náhodně
online-no-games = Založte hru a dejte její kód příteli, nebo napište jeho kód a připojte se.
online-connecting = Připojování k { $server }…
online-connected = Připojeno k { $server }
online-retrying = Spojení ztraceno: zkouší se znovu (pokus { $tries })…
online-not-connected = bez spojení se serverem: chvíli počkejte a zkuste to znovu
online-draw-offered = Nabídnuta remíza: rozhoduje soupeř
online-rematch-offered = Nabídnuta odveta: rozhoduje soupeř
online-take-back-asked = Požádáno o vrácení tahu: rozhoduje soupeř
online-declined = Soupeř odmítl
online-error = Server říká: { $reason }
online-move-refused = Server váš tah odmítl ({ $reason }); tah je vrácen
online-refused = Odmítnuto: { $reason }
online-accept = Přijmout
online-decline = Odmítnout
online-you = vy
online-opponent = soupeř
online-opponent-away = soupeř (odpojen, čeká se)
online-opponent-none = zatím nikdo
online-player = { $side }: { $who } { $clock }
online-waiting = Dejte příteli kód { $code }, ať se připojí
online-game-code = Online hra { $code }
online-watching = Sledujete tuto hru
online-offer-draw = Soupeř nabízí remízu
online-offer-take-back = Soupeř žádá o vrácení svého posledního tahu
online-offer-rematch = Soupeř nabízí odvetu
online-resign = Vzdát se
online-offer-draw-button = Nabídnout remízu
verdict-resigned = { $side } se vzdává
verdict-time = { $side } překračuje čas
verdict-agreement = remíza dohodou
online-abort = Zrušit
online-offer-claim = Soupeř odešel. Přihlásit si výhru?
online-rematch-withdrawn = Soupeř odešel: zatím bez odvety
outcome-aborted = Bez výsledku
verdict-aborted = partie zrušena dřív, než obě strany táhly
verdict-abandoned = { $side } opustil partii
online-waiting-link = Dejte příteli kód { $code } nebo tento odkaz: { $link }
hud-keys-online = Tab: další cíl   Backspace: vrátit volbu   U: požádat o vrácení   PgUp: prohlížet   Esc: vzdát se nebo nabídnout remízu   G: tlačítka
hud-keys-value-online = Kámen k položení: { $value }  (1-4 / Tab / klikněte na hromádku)
hud-pad = A: vybrat   B: vrátit volbu   LB / RB: jiný cíl   X / R3: vrátit / zopakovat   L3: prohlížet   Y: rada
hud-pad-online = A: vybrat   B: vrátit volbu   LB / RB: jiný cíl   X: požádat o vrácení   L3: prohlížet   Start: vzdát se nebo nabídnout remízu   Select: tlačítka
hud-pad-value = Kámen k položení: { $value }  (LB / RB)   A: vybrat   Y: rada
hud-pad-value-online = Kámen k položení: { $value }  (LB / RB)   A: vybrat
hud-pad-review = LB / RB: listovat   Y: ohodnotit   Start: nabídka
hud-touch-value = Kámen k položení: { $value }  (klepněte na hromádku)
online-state-yours = jste na tahu (tah { $move })
online-state-theirs = na tahu je soupeř (tah { $move })
online-state-over = skončila
online-state-waiting = čeká se na soupeře

# The lobby, names, ratings and phrases (online)
online-tab-lobby = Najít hru
online-tab-friend = S přítelem
online-take-name = Vzít toto jméno
online-named = Na tomto serveru jste { $name }
online-open-games = Otevřené hry
online-no-seeks = Zatím nikdo nečeká: zvolte dlaždici a další hráč vás najde.
online-more-seeks = …a dalších { $count }: dlaždice vezme nejstarší vhodnou
online-clock-short = { $minutes }+{ $seconds }
online-clock-short-days = { $days ->
    [one] 1 den
    [few] { $days } dny
   *[other] { $days } dní
}
online-bot-name = { $name } (bot)
online-rated = hodnocená
online-casual = přátelská
online-who-named = { $name } · { $who }
online-rating-change = Vaše hodnocení: { $rating } ({ $change })
online-said = { $who }: { $phrase }
online-your-turn = Jsi na tahu: { $game }
online-your-turn-against = Jsi na tahu: { $game } proti { $name }
online-tab-leaders = Nejlepší
online-tab-puzzles = Úlohy
online-rename = Změnit jméno
online-speed-live = S hodinami
online-speed-correspondence = Dny na tah
online-leader = { $rank }. { $name }
online-leader-bot = { $rank }. { $name } (bot)
online-leaders-none = Tady zatím nikdo nemá ustálený rating: objeví se po několika hodnocených partiích.
online-leaders-asking = Ptám se serveru…
online-phrase = Věta: { $phrase }
online-say = Říct
online-mute = Skrýt věty
online-unmute = Zobrazit věty
phrase-hello = Ahoj!
phrase-good-luck = Hodně štěstí!
phrase-well-played = Dobře zahráno!
phrase-thanks = Díky!
phrase-oops = Jejda!
phrase-good-game = Dobrá hra!
phrase-sorry = Promiňte!
phrase-one-moment = Okamžik, prosím.
online-key = Váš klíč: { $key }
online-use-key = Použít tento klíč
online-key-copied = Klíč zkopírován: vložte ho do Hrát online na svém druhém zařízení.
online-choose-name = Zvolte si jméno a hrajte s kýmkoli
online-name-placeholder = Vaše jméno
online-have-key = Mám klíč z jiného zařízení
online-key-step = Zadejte klíč z druhého zařízení
online-key-placeholder = Klíč (32 písmen a číslic)
online-rename-placeholder = Nové jméno
online-done = Hotovo
online-copy-key = Zkopírovat můj klíč
online-quick-pairing = Rychlá hra
online-rated-puzzles = Hodnocené úlohy
online-daily-puzzles = Úloha dne
online-puzzles-rated = Každý pokus posune vaše hodnocení úloh v dané hře; úloha dne je dnes pro všechny stejná.
online-puzzles-unnamed = Bez hodnocení, dokud si pod Najít hru nezvolíte jméno; řešit můžete každou úlohu i tak.
online-sort-oldest = Nejstarší
online-sort-rating = Nejsilnější
online-col-player = Hráč
online-col-game = Hra
online-col-clock = Hodiny
online-col-rated = Druh
online-col-rating = Hodnocení
online-col-games = Partie
online-seek-mine = Vy, čekáte
online-cancel = Zrušit
online-chip-hint = Jméno a klíč
online-tile-waiting = Čekáte…
online-tile-nobody = Zatím nikdo
online-tile-seeking = čekající: { $count }
online-new-game = Nová hra s přítelem
online-join-heading = Připojit se ke hře přítele
online-code-placeholder = Kód od přítele
online-server-placeholder = Adresa serveru
online-no-clock = Bez hodin
online-link-connecting = Připojování…
online-link-open = Připojeno
online-my-profile = Moje stránka
online-last-games = Poslední partie
online-nobody-named = Hráč bez jména
online-result-playing = Probíhá
online-result-draw = Remíza
online-result-won = Výhra
online-result-lost = Prohra
online-played = { $count ->
    [one] jedna odehraná partie
    [few] { $count } odehrané partie
    [many] { $count } odehraných partií
   *[other] { $count } odehraných partií
}
online-rating-of = { $game } · { $speed }
game-over-lobby = Zpět do herny
game-over-opponent-page = Stránka hráče { $name }
menu-play-online-waiting = Hrát online ({ $count })

## The server's refusals, by their code (shown inside online-refused and online-error)
refusal-over = hra skončila
refusal-waiting = soupeř se ještě nepřipojil
refusal-not-your-turn = nejste na tahu
refusal-wrong-ply = hra od vašeho tahu pokročila
refusal-not-an-action = to není tah této hry
refusal-illegal = tento tah tu není dovolen
refusal-no-such-offer = není tu žádná nabídka k odpovědi
refusal-repeated-offer = tuto nabídku jste už udělali: počkejte na odpověď
refusal-abort-too-late = hru lze zrušit jen předtím, než obě strany táhnou
refusal-nothing-to-claim = teď není co nárokovat
refusal-rematch-before-end = odveta přichází až po skončené hře
refusal-rematch-taken = tato hra už svou odvetu měla
refusal-rematch-needs-both = k odvetě musí být přítomni oba hráči
refusal-not-seated = nejste u žádné hry: připojte se, založte ji nebo nějakou obnovte
refusal-spectator = diváci nehrají
refusal-not-held = tato hra byla odložena: otevřete ji znovu ve svých hrách
refusal-no-such-game = žádná hra nemá tento kód
refusal-no-such-token = server už tuto hru nezná
refusal-game-full = tato hra už má dva hráče: sledujte ji místo toho
refusal-game-finished = tato hra skončila: podívejte se na ni místo toho
refusal-no-seat = v této hře nemáte místo
refusal-no-such-player = žádný hráč nemá toto jméno
refusal-too-many-spectators = tato hra má tolik diváků, kolik unese: zkuste to později
refusal-too-many-lookups = z této adresy je příliš mnoho nenalezených her: počkejte minutu
refusal-too-many-created = z této adresy bylo založeno příliš mnoho her: zkuste to později
refusal-too-many-waiting = příliš mnoho her z této adresy čeká na druhého hráče
refusal-too-many-asked = příliš mnoho her v jednom dotazu
refusal-too-many-messages = příliš mnoho zpráv: spojení bylo ukončeno
refusal-too-many-connections = příliš mnoho spojení z této adresy
refusal-too-many-seeks = máte tolik otevřených výzev, kolik smíte: nejprve jednu stáhněte
refusal-too-many-names = z této adresy bylo zaregistrováno příliš mnoho jmen nebo použito klíčů: zkus to později
refusal-too-many-phrases = příliš mnoho vět za sebou: chvíli počkej
refusal-too-many-reads = příliš mnoho požadavků z tohoto spojení nebo adresy: počkej minutu
refusal-already-named = na tomto spojení už jméno máš: raději ho změň
refusal-same-address = dva hráči z jedné sítě spolu nehrají hodnocené partie
refusal-name-taken = toto jméno je obsazené: zvolte jiné
refusal-name-invalid = toto jméno nelze použít: zvolte jiné
refusal-rename-too-soon = jméno lze změnit nejvýše jednou denně
refusal-no-such-key = tento klíč nepatří žádnému hráči
refusal-not-named = nejprve si zvolte jméno, nebo použijte svůj klíč
refusal-seek-gone = tato výzva už není otevřená
refusal-own-seek = to je vaše vlastní výzva: počkejte, až ji někdo přijme
refusal-no-such-seek = takovou výzvu nemáte
refusal-bad-clock = server tento čas nepřijímá
refusal-bad-phrase = server tuto větu nezná
refusal-not-protocol = server nerozuměl zprávě z této aplikace
refusal-no-such-puzzle = taková úloha neexistuje: požádejte o novou
refusal-puzzle-over = tato úloha skončila: požádejte o jinou
refusal-no-such-arena = žádný turnaj nemá tento kód: zkontrolujte ho
refusal-arena-over = tento turnaj skončil
refusal-too-many-arenas = máte už tolik soukromých turnajů, kolik smíte: počkejte, až jeden skončí
refusal-bad-arena = tento turnaj nelze vytvořit: zkontrolujte tempo, délku a začátek
refusal-busy = server je vytížený: zkuste to znovu
refusal-unavailable = server to teď nemůže udělat: zkuste to později

# Tournaments (arenas): the Tournaments tab of Play online and an arena game's rows in the online panel.
online-tab-tournaments = Turnaje
arena-join = Přidat se
arena-pause = Pauza
arena-resume = Pokračovat
arena-leave = Odejít
arena-results = Výsledky
arena-col-arena = Aréna
arena-col-when = Kdy
arena-col-players = Hráči
arena-col-points = Body
arena-col-performance = Výk.
arena-untitled = Aréna { $game } { $clock }
arena-starts-in = za { $time }
arena-time-left = zbývá { $time }
arena-over = skončila
arena-what = { $game } · { $clock }
arena-starts-in-long = začíná za { $time }
arena-running = běží, zbývá { $time }
arena-finished = skončila
arena-line = { $what } · { $when } · { $players ->
    [one] 1 hráč
    [few] { $players } hráči
    [many] { $players } hráče
   *[other] { $players } hráčů
}
arena-standing-bot = { $rank }. { $name } (bot)
arena-standing-paused = { $rank }. { $name } (pauza)
arena-points-streak = { $points } ×2
arena-podium-line = { $rank }. { $name }: body { $points }, výkon { $performance }, partie { $games }
arena-next-line =
    { $first }
    { $then }
arena-note-results = Aréna skončila: toto je konečné pořadí.
arena-note-unnamed = Zvolte si jméno na kartě Najít hru, abyste se mohli přidat do arény.
arena-note-join = Přidejte se a dostanete soupeře, jakmile budete volní: 2 body za výhru, 1 za remízu a dvojnásobek (×2) po dvou výhrách v řadě.
arena-note-paused = Pauza: nedostáváte soupeře. Pokračujte, chcete-li hrát dál.
arena-note-in = Jste přihlášeni: první partie přijde, až aréna začne.
arena-note-next = Další partie za { $secs } s. Pauza ji zastaví.
arena-note-waiting = Čeká se na volného soupeře…
arena-none = Na tomto serveru se žádný turnaj nechystá.
arena-table-title = { $arena } · { $when }
arena-table-row = { $rank }. { $name }  { $points }
arena-table-row-you = { $rank }. { $name } (vy)  { $points }
arena-private-heading = Soukromá aréna pro přátele
arena-code-placeholder = Kód arény od přítele
arena-open = Otevřít
arena-minutes = { $minutes } min
arena-make = Založit (začne za { $minutes } min)
arena-private-title = { $name } · kód { $code }
