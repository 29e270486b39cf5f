# tabletrio, Nederlands

## Titelscherm

app-credits = Yoxii en Oxono door Jérémy Partinico  ·  Kamon door Bruno Cathala  ·  uitgegeven door cosmoludo
menu-game = Spel: { $game }
# The title's game cards: what wins each game, in a line.
card-yoxii = Sluit het totem in: de hoogste som eromheen wint.
card-oxono = Vier op een rij van één kleur of één letter.
card-kamon = Verbind twee tegenover elkaar liggende zijden van één kleur, of sluit een ring.
menu-player = { $side }: { $player }
player-human = Mens
player-computer = Computer ({ $level })
level-beginner = beginner
level-easy = makkelijk
level-casual = ontspannen
level-medium = gemiddeld
level-advanced = gevorderd
level-hard = moeilijk
level-expert = expert
menu-continue = Verder spelen
menu-continue-game = { $game } verder spelen (zet { $move })
menu-start = Start
menu-puzzles = Puzzels
menu-import = Partij importeren
menu-paste = Partij plakken
menu-quit = Afsluiten
menu-language = Taal: { $language }
title-save-unreadable = De bewaarde { $game }-partij is onleesbaar ({ $reason }); een nieuwe partij vervangt haar.
title-save-set-aside = De bewaarde { $game }-partij is onleesbaar ({ $reason }); ze is apart gezet als { $place }.

## Instellingen

setting-state = { $on ->
    [yes] aan
   *[no] uit
}
setting-sound = Geluid: { $state }
setting-volume = Volume: { $percent }%
menu-settings = Instellingen
settings-title = Instellingen
settings-about = tabletrio { $version }  ·  vrije software onder de MIT- of Apache-2.0-licentie
menu-back = Terug
setting-colour-letters = Kleurletters (Kamon): { $state }
setting-take-backs = Terugnemen: { $state }
setting-confirm-moves = Zetten bevestigen: { $state }
setting-quality = Kwaliteit: { $quality }
setting-auto-quality = Automatische kwaliteit: { $quality }
setting-ui-scale = Grootte van de interface: { $percent }%
setting-animation = Animaties: { $speed }
animation-normal = normaal
animation-fast = snel
animation-off = uit (minder beweging)
setting-high-contrast = Markeringen met hoog contrast: { $state }
quality-auto = Auto
quality-low = Laag
quality-medium = Middel
quality-high = Hoog

## Pauze en einde

pause-title = Pauze
pause-resume = Hervatten
menu-to-title = Titelscherm
outcome-wins = { $side } wint
outcome-draw = Gelijkspel
game-over-play-again = Nog eens
game-over-replay = Terugkijken

## In het spel

side-yoxii-first = Wit
side-yoxii-second = Rood
side-oxono-first = Roze
side-oxono-second = Zwart
side-kamon-first = Zwart
side-kamon-second = Wit
hud-draw = Gelijkspel
hud-computer-thinking = { $side } (computer, { $level }) denkt na… { $seconds } s
hud-computer-playing = { $side } (computer, { $level }) speelt
hud-reviewing = { $device ->
        [touch] Zet { $move } van { $total }
        [pad] Zet { $move } van { $total }   B: terug naar de partij
       *[other] Zet { $move } van { $total }   End: terug naar de partij
    }
hud-confirm = { $device ->
        [touch] { $side }: bevestig – tik er nogmaals op, of op een ander groen veld om te wijzigen
        [pad] { $side }: bevestig – nogmaals A; B om te wijzigen
       *[other] { $side }: bevestig – klik nogmaals of Enter; Backspace om te wijzigen
    }
hud-step = { $side }: { $step }
step-choose-totem = kies een totem
step-move-totem = verplaats de totem
step-place-piece = plaats een stuk
step-place-hexagon = plaats een zeshoek
hud-hint = Tip: { $action }  (winkans { $percent }%)
hud-hint-thinking = Tip: even denken…
hud-keys-review = PgUp / PgDn: bladeren   Home: begin   P: afspelen   H: beoordelen
hud-keys-value = Te plaatsen stuk: { $value }  (1-4 / Tab / klik op een stapel)   H: tip
hud-keys = Tab: volgend doel   Backspace: keuze terug   U / Y: terugnemen / opnieuw   PgUp: terugkijken   H: tip
hud-not-allowed = Niet toegestaan: { $reason }

## Zettenlijst

moves-title = Zetten
moves-toggle = tonen / verbergen (L)
moves-replay = Afspelen
moves-pause = Pauze
moves-speed = { $speed } zet/s
moves-back-to-game = Terug naar de partij
moves-play-from-here = Vanaf hier spelen
moves-evaluate = Beoordelen (H)
moves-take-back = Terugnemen (U)
moves-redo = Opnieuw (Y)
moves-export = Exporteren
moves-import = Importeren
moves-paste = Plakken
moves-type = Zet typen (M)
move-box-line = Zet: { $text }
move-box-help = Zoals in de zettenlijst (d5:e6=3, Xc4:c5, d3). Enter speelt hem, Esc sluit.
moves-none = Nog geen zetten
moves-reviewing = Zet { $move } van { $total }
moves-reviewing-last = Zet { $move } van { $total }: { $action }
eval-best = Beste zet voor { $side }: { $action }
    { $side } wint in { $percent }% van de gevallen
eval-thinking = Bezig met beoordelen…

## The analysis of a game (docs/analysis.md)

analysis-start = Analyseren
analysis-running = Bezig met analyseren… { $percent }%
analysis-cancel = Annuleren
analysis-accuracy = Nauwkeurigheid: { $first } { $a } · { $second } { $b }
analysis-inaccuracy = een onnauwkeurigheid
analysis-mistake = een fout
analysis-blunder = een blunder
analysis-marked = { $side }: { $action } was { $mark } ({ $percent }% van de winkans verloren)
analysis-fine = { $side }: { $action }, geen markering
analysis-allows = de tegenstander wint nu geforceerd in { $turns ->
    [one] één beurt
   *[other] { $turns } beurten
}
analysis-misses = een geforceerde winst in { $turns ->
    [one] één beurt
   *[other] { $turns } beurten
} liet het lopen
analysis-better = beter: { $action }
analysis-forced = { $side } wint geforceerd in { $turns ->
    [one] één beurt
   *[other] { $turns } beurten
}

## Puzzles (docs/puzzles.md)

puzzle-head = { $game }-puzzel { $number } van { $count } · moeilijkheid { $difficulty }
puzzle-task = { $side } aan zet wint in { $turns ->
    [one] één beurt
   *[other] { $turns } beurten
}
puzzle-watch = Let op de zet van de tegenstander…
puzzle-find = Vind de winnende zet
puzzle-right = Goed! Ga door
puzzle-solved = Opgelost!
puzzle-wrong = { $action } wint niet: het antwoord laat zien waarom. De oplossing: { $line }
puzzle-streak = Reeks { $streak } (beste { $best }) · { $solved } van { $count } opgelost
puzzle-rated = Gewaardeerd · je puzzelrating { $rating }
puzzle-unrated = Niet gewaardeerd (kies een naam bij Online spelen om gewaardeerd te worden)
puzzle-rating-change = Puzzelrating { $rating } ({ $change })
puzzle-next = Volgende puzzel
puzzle-retry = Opnieuw

announce-move = { $side }: { $action } ({ $notation })
announce-game-over = { $result }. { $how }
announce-taken-back = { $count ->
    [one] Eén zet teruggenomen
   *[other] { $count } zetten teruggenomen
}
announce-redone = { $count ->
    [one] Eén zet opnieuw gedaan
   *[other] { $count } zetten opnieuw gedaan
}

## Yoxii

# The player panel's line under a Yoxii hand.
yoxii-sum = som rond het totem: { $sum }
yoxii-action = totem naar { $totem }, dan een { $value } op { $place }
yoxii-end-score = hoogste som rond de totem
yoxii-end-count = gelijke sommen: meer stukken rond de totem
yoxii-end-draw = gelijke sommen en evenveel stukken
yoxii-tally = { $side }: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}, { $pieces ->
    [one] { $pieces } stuk
   *[other] { $pieces } stukken
}

## Oxono

oxono-setup = Opstelling: X-totem op { $x }, O-totem op { $o }
oxono-symbol-exhausted = { $side } heeft geen { $symbol }-stuk meer: alleen de { $other }-totem kan zetten
oxono-action = { $totem }-totem naar { $to }, dan een stuk op { $place }
oxono-end-colour = vier stukken van één kleur op een rij
oxono-end-symbol = vier stukken met één symbool op een rij
oxono-end-draw = alle 32 stukken liggen en niemand maakte vier op een rij

## Kamon

# Alle symbolen zijn de-woorden: de kleur krijgt steeds de -e-vorm.
kamon-colour-pink = { $gender ->
   *[other] roze
}
kamon-colour-yellow = { $gender ->
   *[other] gele
}
kamon-colour-blue = { $gender ->
   *[other] blauwe
}
kamon-colour-orange = { $gender ->
   *[other] oranje
}
kamon-colour-red = { $gender ->
   *[other] rode
}
kamon-colour-green = { $gender ->
   *[other] groene
}
kamon-symbol-butterfly = vlinder
kamon-symbol-fish = vis
kamon-symbol-bird = vogel
kamon-symbol-fan = waaier
kamon-symbol-mountain = berg
kamon-symbol-gate = poort
kamon-gender-butterfly = de
kamon-gender-fish = de
kamon-gender-bird = de
kamon-gender-fan = de
kamon-gender-mountain = de
kamon-gender-gate = de
kamon-token = { $colour } { $symbol }
kamon-token-blank = het lege fiche
kamon-hand = { $count ->
    [one] { $count } zeshoek
   *[other] { $count } zeshoeken
}
kamon-first = Eerste zeshoek: op de rand, niet in een hoek
kamon-match = Dezelfde kleur of hetzelfde symbool als: { $token }
kamon-action = een zeshoek op { $cell }
kamon-sides-green = de twee groene zijden
kamon-sides-blue = de twee blauwe zijden
kamon-sides-yellow = de twee gele zijden
kamon-sides-and = { $first }
    en { $second }
kamon-end-connection = een keten van zeshoeken verbindt { $sides }
kamon-end-loop = een ring van zeshoeken omsluit { $count ->
    [one] { $count } veld
   *[other] { $count } velden
}
kamon-end-blocked = { $side } kan niet zetten: geen vrij veld past bij het laatste fiche, { $token }
kamon-end-draw = alle 36 zeshoeken liggen, zonder verbonden zijden of gesloten ring

## Geweigerde zetten

refuse-no-value = in dit spel valt er geen waarde te kiezen
refuse-value-gone = geen stuk met waarde { $value } meer
refuse-animating = wacht tot de zet klaar is
refuse-choose-move = kies eerst een zet in de zettenlijst
refuse-reviewing = je bekijkt zet { $move }: Terug naar de partij (End, Backspace) om te spelen
refuse-strict = terugnemen staat uit in deze partij (pauzemenu: Terugnemen)
refuse-no-take-back = geen zet om terug te nemen
refuse-no-redo = geen zet om opnieuw te doen
refuse-no-pick = niets terug te nemen: deze beurt is nog niets gekozen
refuse-start = dit is het begin van de partij
refuse-end = dit is de laatste zet van de partij
refuse-computer = de computer speelt: wacht op zijn zet
refuse-not-your-turn = je bent niet aan zet: wacht op de andere speler
refuse-not-a-person = alleen een speler aan tafel kan daarom vragen
error-game-over = de partij is voorbij
error-totem-cannot-reach = de totem kan niet naar { $to }
error-symbol-exhausted = { $side } heeft geen { $symbol }-stuk meer, dus de { $symbol }-totem kan niet zetten
error-value-exhausted = { $side } heeft geen stuk met waarde { $value } meer
error-place-not-free = na deze totemzet kan er geen stuk op { $square } (het veld is niet vrij)
error-place-not-next = na deze totemzet kan er geen stuk op { $square } (het moet naast de totem liggen)
error-place-not-orthogonal = na deze totemzet kan er geen stuk op { $square } (het moet recht naast de totem liggen)
error-cell-blank = { $cell } kan niet: daar ligt het lege fiche
error-cell-taken = { $cell } kan niet: daar ligt al een { $side ->
    [first] zwarte
   *[second] witte
} zeshoek
error-cell-no-match = { $cell } kan niet: het fiche, { $token }, heeft kleur noch symbool van het laatste, { $last }
error-cell-not-rim = { $cell } kan niet: de eerste zeshoek komt op een randveld dat geen hoek is
error-wrong-game = dat is geen zet van { $game }
error-wrong-kind = eerst: { $step }
error-totem-chosen = de { $totem }-totem is gekozen: verplaats hem, of neem de keuze terug om de andere te kiezen
error-off-board = dat veld ligt niet op het { $game }-bord
error-complete = alle keuzes van deze beurt zijn gemaakt
error-incomplete = deze keuzes vormen geen zet van { $game }

## Partijen, export en import

record-line = regel { $line }: { $error }
record-not-a-square = { $text } is geen veld van het { $game }-bord
record-malformed = ‘{ $text }’ is geen zet van { $game } (verwacht: { $expected })
record-bad-value = ‘{ $text }’ is geen stukwaarde (verwacht: 1, 2, 3 of 4)
record-bad-totem = ‘{ $text }’ is geen totem (verwacht: X of O)
record-setup-not-allowed = { $game } heeft geen setup-regel
record-setup-missing = { $game }-partijen moeten met een setup-regel beginnen ({ $expected })
record-setup-invalid = foute opstelling: { $detail }
record-illegal = { $action } is niet toegestaan: { $reason }
record-late-setup = de setup-regel moet vóór de eerste zet staan
record-empty = de tekst is leeg: er staat geen partij in
record-no-header = geen regel ‘# { $key }’
record-header-game = de kop noemt geen spel van tabletrio: ‘{ $text }’ (verwacht: yoxii, oxono of kamon)
record-header-player = de kopregel ‘{ $key }’ noemt geen speler: ‘{ $text }’ (verwacht: human, { $levels })
record-of-game = { $game }-partij: { $error }
record-other-game = er staat een { $game }-partij in
record-not-text = het bestand is geen tekst
transfer-nothing = Geen partij om te exporteren
transfer-choose-copied = Gekopieerd naar het klembord; kies een bestand…
transfer-choose = Kies een bestand…
transfer-downloaded-copied = Gedownload en naar het klembord gekopieerd
transfer-downloaded = Gedownload
transfer-choose-game = Kies een partijbestand…
transfer-nothing-to-paste = Niets te plakken: { $reason }
transfer-imported = { $game }-partij van { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
} geïmporteerd
transfer-imported-without-analysis = { $game }-partij van { $count } zetten geïmporteerd; de analyse is weggelaten ({ $reason })
transfer-cannot-import = Importeren lukt niet: { $reason }
transfer-exported = Geëxporteerd naar { $path }
transfer-no-file-export = Export: geen bestand gekozen (de partij staat op het klembord)
transfer-export-failed = Exporteren mislukt: { $reason }
transfer-no-file-import = Import: geen bestand gekozen

## Spelregels
menu-how-to-play = Hoe speel je het?
rules-heading = Zo speel je { $game }
rules-page = Pagina { $page } van { $pages }
rules-previous = Vorige
rules-next = Volgende
rules-close = Sluiten
rules-to-match = Passend bij:
rules-yoxii-goal-title = Het doel
rules-yoxii-goal = Beide spelers delen één totem. Aan het eind telt ieder de waarden van zijn eigen stukken op de acht velden rond het totem op; het hoogste totaal wint. Hier heeft Wit 10 en Rood 9.
rules-yoxii-move-title = Een beurt: het totem verzetten
rules-yoxii-move = Eerst gaat het totem één stap naar een vrij veld dat eraan grenst, recht of schuin: de groene velden.
rules-yoxii-place-title = Een beurt: een stuk zetten
rules-yoxii-place = Zet daarna een van je stukken, met waarde 1 tot 4, op een vrij veld naast het totem. Het veld dat het net verliet telt mee. Iedere speler heeft vijf enen, vijf tweeën, vijf drieën en drie vieren.
rules-yoxii-jump-title = Springen
rules-yoxii-jump = In plaats van een stap mag het totem over een rij van één of meer van je eigen stukken springen en op het eerste veld daarna landen, als dat vrij is. Over een rij met een stuk van de tegenstander mag het niet springen.
rules-yoxii-anywhere-title = Geen plek meer
rules-yoxii-anywhere = Is na de zet geen veld rond het totem vrij (dat kan alleen na een sprong), dan mag je stuk op elk vrij veld van het bord.
rules-yoxii-end-title = Het einde en gelijkspel
rules-yoxii-end = Het spel eindigt als de speler aan zet het totem niet meer kan verzetten. Bij een gelijk totaal wint wie meer stukken rond het totem heeft: hier Rood, zes stukken tegen twee. Weer gelijk: remise.
rules-oxono-goal-title = Het doel
rules-oxono-goal = Maak een rij van vier, horizontaal of verticaal: vier stukken in je eigen kleur, met welke letters ook, of vier met dezelfde letter in welke kleuren ook. Wie een rij voltooit, wint meteen.
rules-oxono-move-title = Een beurt: een totem verzetten
rules-oxono-move = Kies het X- of het O-totem (je moet nog een stuk met die letter hebben) en schuif het omhoog, omlaag, naar links of naar rechts over vrije velden, zo ver je wilt. Stukken en het andere totem houden het tegen.
rules-oxono-place-title = Een beurt: een stuk zetten
rules-oxono-place = Zet daarna een stuk met de letter van het totem op een vrij veld er direct naast, nooit schuin. Het veld waar het vandaan kwam telt mee. Is er geen vrij, dan mag het stuk overal.
rules-oxono-enclosed-title = Een ingesloten totem
rules-oxono-enclosed = Een totem zonder vrij veld ernaast springt in plaats daarvan: recht over de stukken (en het totem) ernaast, naar het eerste vrije veld. Levert geen richting er een op, dan mag het naar elk vrij veld.
rules-oxono-end-title = Het einde
rules-oxono-end = Vier dezelfde letters winnen voor wie ze voltooit: hier Zwart, met vier O. Totems zijn geen stukken en breken een rij. Zijn alle 32 stukken gezet zonder rij, dan is het remise.
rules-kamon-goal-title = Het doel
rules-kamon-goal = Verbind twee tegenover elkaar liggende zijden van dezelfde kleur met een keten van je zeshoeken (hier verbindt Zwart de twee groene zijden), of sluit een ring rond velden. Een hoek hoort bij zijn beide zijden.
rules-kamon-first-title = De eerste zeshoek
rules-kamon-first = Op elk veld ligt een fiche met één kleur en één symbool. Zwart begint op een randveld dat geen hoek is. Het lege veld mag nooit worden bezet.
rules-kamon-match-title = Een beurt
rules-kamon-match = Zet een zeshoek op een vrij veld waarvan de fiche de kleur of het symbool deelt met de fiche die je tegenstander net heeft bedekt, goud omrand.
rules-kamon-loop-title = Een ring
rules-kamon-loop = Je wint ook als je zeshoeken velden omsluiten die de rand niet raken, wat er ook in ligt: vrije velden, het lege veld of zeshoeken van je tegenstander.
rules-kamon-end-title = Geblokkeerd, en het einde
rules-kamon-end = Heeft de volgende speler geen vrij passend veld (hier zijn alle velden bezet die bij de omrande fiche passen), dan wint wie net zette. Zijn alle 36 zeshoeken gezet zonder winnaar, dan is het remise.

## De gids voor het eerste spel
setting-guide = Gids voor het eerste spel: { $state }
guide-title = Gids voor het eerste spel
guide-hide = { $device ->
        [mouse] Verbergen (G)
        [pad] Verbergen (Select)
       *[other] Verbergen
    }
guide-turn-off = Gids uitzetten
guide-wait = De computer is aan zet: kijk naar zijn stukken op tafel. Daarna ben jij aan de beurt.
guide-confirm = { $device ->
        [touch] Alles is gekozen. Tik nogmaals op het laatste veld om te spelen, of op een ander groen veld om te wijzigen.
        [pad] Alles is gekozen. Druk nogmaals op A om te spelen, of op B om te wijzigen.
       *[other] Alles is gekozen. Klik nogmaals op het laatste veld of druk op Enter om te spelen, of Backspace om te wijzigen.
    }
guide-choose-totem = { $device ->
        [touch] Kies een totem: tik op de X of de O op het bord. Je zet daarna een stuk met dezelfde letter.
        [pad] Kies een totem: zet de cursor met de D-pad op de X of de O (LB / RB gaan van de een naar de ander) en druk op A. Je zet daarna een stuk met dezelfde letter.
       *[other] Kies een totem: klik op de X of de O op het bord. Je zet daarna een stuk met dezelfde letter.
    }
guide-yoxii-move = { $device ->
        [touch] Tik op een groen veld om het totem één stap te verzetten.
        [pad] Zet de cursor met de D-pad op een groen veld en druk op A om het totem één stap te verzetten. B neemt een keuze terug.
       *[other] Klik op een groen veld om het totem één stap te verzetten. Met de rechtermuisknop neem je een keuze terug.
    }
guide-oxono-move = { $device ->
        [touch] Tik op een groen veld: het totem schuift in een rechte lijn over zoveel vrije velden als je wilt.
        [pad] Zet de cursor met de D-pad op een groen veld en druk op A: het totem schuift in een rechte lijn over zoveel vrije velden als je wilt.
       *[other] Klik op een groen veld: het totem schuift in een rechte lijn over zoveel vrije velden als je wilt.
    }
guide-yoxii-place = { $device ->
        [touch] Kies een waarde door op een van je stapels te tikken en tik dan op een groen veld naast het totem om het stuk te zetten.
        [pad] Kies een waarde met LB / RB, zet dan de cursor op een groen veld naast het totem en druk op A om het stuk te zetten.
       *[other] Kies een waarde met 1 tot 4 (of Tab) en klik dan op een groen veld naast het totem om het stuk te zetten.
    }
guide-oxono-place = { $device ->
        [touch] Tik op een groen veld naast het totem om daar een stuk met zijn letter te zetten.
        [pad] Zet de cursor op een groen veld naast het totem en druk op A om daar een stuk met zijn letter te zetten.
       *[other] Klik op een groen veld naast het totem om daar een stuk met zijn letter te zetten.
    }
guide-kamon-first = { $device ->
        [touch] De eerste zeshoek komt op een randveld dat geen hoek is: tik op een groen veld.
        [pad] De eerste zeshoek komt op een randveld dat geen hoek is: zet de cursor met de D-pad op een groen veld en druk op A.
       *[other] De eerste zeshoek komt op een randveld dat geen hoek is: klik op een groen veld.
    }
guide-kamon-match = { $device ->
        [touch] Je zeshoek komt op een veld waarvan de fiche kleur of symbool deelt met de fiche die net is bedekt (te zien in het paneel). Tik op een groen veld.
        [pad] Je zeshoek komt op een veld waarvan de fiche kleur of symbool deelt met de fiche die net is bedekt (te zien in het paneel). Zet de cursor op een groen veld (LB / RB gaan naar het volgende) en druk op A.
       *[other] Je zeshoek komt op een veld waarvan de fiche kleur of symbool deelt met de fiche die net is bedekt (te zien in het paneel). Klik op een groen veld.
    }
guide-yoxii-jump = Een sprong kan: het totem mag over een rij van je eigen stukken springen naar het eerste vrije veld daarna. De verre groene velden zijn sprongen.
guide-yoxii-anywhere = Geen veld naast het totem is vrij: dit stuk mag op elk vrij veld van het bord.
guide-oxono-enclosed = Een totem is ingesloten: het kan niet schuiven en springt dus over de stukken ernaast naar het eerste vrije veld (of overal heen, als geen richting er een oplevert).
guide-kamon-blocked = De speler aan zet had geen passend veld meer, dus het spel is voorbij: wie geblokkeerd is, verliest.

## Online play
menu-play-online = Online spelen
player-remote = Online tegenstander
refuse-remote-turn = je tegenstander is aan zet: de zet komt via het netwerk
refuse-server-only = alleen de server mag het verloop van een online partij veranderen
refuse-online-redo = online wordt een teruggenomen zet niet opnieuw gedaan: speel hem opnieuw
refuse-online-hint = geen tips in een lopende online partij
refuse-online-line = een online partij gaat verder vanaf haar eigen stelling
refuse-online-waiting = de partij begint zodra je tegenstander meedoet
hud-remote-turn = { $side } aan zet (je tegenstander)
hud-online-waiting = Wachten tot je tegenstander meedoet
online-title = Online spelen
online-create = Partij maken
online-join = Meedoen
online-watch = Kijken
online-your-games = Jouw partijen
online-side-either = Willekeurig
online-no-games = Maak een partij en geef de code aan een vriend, of typ zijn code en doe mee.
online-connecting = Verbinden met { $server }…
online-connected = Verbonden met { $server }
online-retrying = Verbinding verbroken: opnieuw proberen (poging { $tries })…
online-not-connected = geen verbinding met de server: wacht even en probeer het opnieuw
online-draw-offered = Remise aangeboden: je tegenstander beslist
online-rematch-offered = Revanche aangeboden: je tegenstander beslist
online-take-back-asked = Terugnemen gevraagd: je tegenstander beslist
online-declined = Je tegenstander zei nee
online-error = De server zegt: { $reason }
online-move-refused = De server weigerde je zet ({ $reason }); hij wordt teruggenomen
online-refused = Geweigerd: { $reason }
online-accept = Aannemen
online-decline = Weigeren
online-you = jij
online-opponent = tegenstander
online-opponent-away = tegenstander (verbinding weg, wachten)
online-opponent-none = nog niemand
online-player = { $side }: { $who } { $clock }
online-waiting = Geef je vriend de code { $code } om mee te doen
online-game-code = Online partij { $code }
online-watching = Je kijkt naar deze partij
online-offer-draw = Je tegenstander biedt remise aan
online-offer-take-back = Je tegenstander wil zijn laatste zet terugnemen
online-offer-rematch = Je tegenstander biedt een revanche aan
online-resign = Opgeven
online-offer-draw-button = Remise aanbieden
verdict-resigned = { $side } gaf op
verdict-time = { $side } had geen tijd meer
verdict-agreement = remise in onderling overleg
online-abort = Afbreken
online-offer-claim = Je tegenstander is weg. De winst opeisen?
online-rematch-withdrawn = Je tegenstander is weg: voorlopig geen revanche
outcome-aborted = Geen uitslag
verdict-aborted = afgebroken voordat beide kanten zetten
verdict-abandoned = { $side } verliet de partij
online-waiting-link = Geef je vriend de code { $code } of deze link: { $link }
hud-keys-online = Tab: volgend doel   Backspace: keuze terug   U: terugnemen vragen   PgUp: terugkijken   Esc: opgeven of remise aanbieden   G: knoppen
hud-keys-value-online = Te plaatsen stuk: { $value }  (1-4 / Tab / klik op een stapel)
hud-pad = A: kiezen   B: keuze terug   LB / RB: ander doel   X / R3: terugnemen / opnieuw   L3: terugkijken   Y: tip
hud-pad-online = A: kiezen   B: keuze terug   LB / RB: ander doel   X: terugnemen vragen   L3: terugkijken   Start: opgeven of remise aanbieden   Select: knoppen
hud-pad-value = Te plaatsen stuk: { $value }  (LB / RB)   A: kiezen   Y: tip
hud-pad-value-online = Te plaatsen stuk: { $value }  (LB / RB)   A: kiezen
hud-pad-review = LB / RB: bladeren   Y: beoordelen   Start: menu
hud-touch-value = Te plaatsen stuk: { $value }  (tik op een stapel)
online-state-yours = jij bent aan zet (zet { $move })
online-state-theirs = tegenstander aan zet (zet { $move })
online-state-over = afgelopen
online-state-waiting = wacht op een tegenstander

# The lobby, names, ratings and phrases (online)
online-tab-lobby = Partij zoeken
online-tab-friend = Met een vriend
online-take-name = Deze naam nemen
online-named = Je bent { $name } op deze server
online-open-games = Open partijen
online-no-seeks = Nog niemand wacht: kies een tegel en de volgende speler vindt je.
online-more-seeks = …en nog { $count }: een tegel neemt de oudste die past
online-clock-short = { $minutes }+{ $seconds }
online-clock-short-days = { $days ->
    [one] 1 dag
   *[other] { $days } dagen
}
online-bot-name = { $name } (bot)
online-rated = met rating
online-casual = vrij
online-who-named = { $name } · { $who }
online-rating-change = Jouw rating: { $rating } ({ $change })
online-said = { $who }: { $phrase }
online-your-turn = Jij bent aan zet: { $game }
online-your-turn-against = Jij bent aan zet: { $game } tegen { $name }
online-tab-leaders = Beste spelers
online-tab-puzzles = Puzzels
online-rename = Naam wijzigen
online-speed-live = Met klok
online-speed-correspondence = Dagen per zet
online-leader = { $rank }. { $name }
online-leader-bot = { $rank }. { $name } (bot)
online-leaders-none = Nog niemand heeft hier een vaste rating: die verschijnt na een paar gewaardeerde partijen.
online-leaders-asking = De server wordt gevraagd…
online-phrase = Zin: { $phrase }
online-say = Zeggen
online-mute = Zinnen verbergen
online-unmute = Zinnen tonen
phrase-hello = Hallo!
phrase-good-luck = Veel succes!
phrase-well-played = Goed gespeeld!
phrase-thanks = Bedankt!
phrase-oops = Oeps!
phrase-good-game = Mooie partij!
phrase-sorry = Sorry!
phrase-one-moment = Een ogenblik, alsjeblieft.
online-key = Jouw sleutel: { $key }
online-use-key = Deze sleutel gebruiken
online-key-copied = Sleutel gekopieerd: plak hem op je andere apparaat bij Online spelen.
online-choose-name = Kies een naam om tegen iedereen te spelen
online-name-placeholder = Je naam
online-have-key = Ik heb een sleutel van een ander apparaat
online-key-step = Typ de sleutel van je andere apparaat
online-key-placeholder = Sleutel (32 letters en cijfers)
online-rename-placeholder = Nieuwe naam
online-done = Klaar
online-copy-key = Mijn sleutel kopiëren
online-quick-pairing = Snel een tegenstander
online-rated-puzzles = Gewaardeerde puzzels
online-daily-puzzles = Puzzel van de dag
online-puzzles-rated = Elke poging verandert je puzzelwaardering in dat spel; de puzzel van de dag is vandaag voor iedereen dezelfde.
online-puzzles-unnamed = Niet gewaardeerd tot je bij Partij zoeken een naam kiest; elke puzzel kun je toch oplossen.
online-sort-oldest = Oudste eerst
online-sort-rating = Sterkste eerst
online-col-player = Speler
online-col-game = Spel
online-col-clock = Klok
online-col-rated = Soort
online-col-rating = Rating
online-col-games = Partijen
online-seek-mine = Jij, wachtend
online-cancel = Annuleren
online-chip-hint = Naam en sleutel
online-tile-waiting = Je wacht…
online-tile-nobody = Nog niemand
online-tile-seeking = { $count ->
    [one] 1 wacht
   *[other] { $count } wachten
}
online-new-game = Nieuwe partij met een vriend
online-join-heading = Meedoen met de partij van een vriend
online-code-placeholder = Code van je vriend
online-server-placeholder = Serveradres
online-no-clock = Geen klok
online-link-connecting = Verbinden…
online-link-open = Verbonden
online-my-profile = Mijn pagina
online-last-games = Laatste partijen
online-nobody-named = Speler zonder naam
online-result-playing = Bezig
online-result-draw = Remise
online-result-won = Gewonnen
online-result-lost = Verloren
online-played = { $count ->
    [one] één partij gespeeld
   *[other] { $count } partijen gespeeld
}
online-rating-of = { $game } · { $speed }
game-over-lobby = Terug naar de lobby
game-over-opponent-page = Pagina van { $name }
menu-play-online-waiting = Online spelen ({ $count })

## The server's refusals, by their code (shown inside online-refused and online-error)
refusal-over = de partij is voorbij
refusal-waiting = je tegenstander doet nog niet mee
refusal-not-your-turn = je bent niet aan zet
refusal-wrong-ply = de partij is verdergegaan sinds je zet
refusal-not-an-action = dat is geen zet in dit spel
refusal-illegal = die zet mag hier niet
refusal-no-such-offer = er is geen aanbod om op te antwoorden
refusal-repeated-offer = je deed dit aanbod al: wacht op het antwoord
refusal-abort-too-late = een partij kan alleen afgebroken worden voordat beide kanten gezet hebben
refusal-nothing-to-claim = er is nu geen winst op te eisen
refusal-rematch-before-end = een revanche komt na een afgelopen partij
refusal-rematch-taken = deze partij had haar revanche al
refusal-rematch-needs-both = voor een revanche moeten beide spelers er zijn
refusal-not-seated = je zit aan geen partij: doe mee, maak er een of hervat er een
refusal-spectator = toeschouwers spelen niet
refusal-not-held = deze partij is opgeborgen: open haar opnieuw bij je partijen
refusal-no-such-game = geen partij heeft deze code
refusal-no-such-token = de server kent deze partij niet meer
refusal-game-full = deze partij heeft al twee spelers: kijk in plaats daarvan mee
refusal-game-finished = deze partij is voorbij: kijk haar in plaats daarvan na
refusal-no-seat = je hebt geen plaats aan deze partij
refusal-no-such-player = geen speler heeft deze naam
refusal-too-many-spectators = deze partij heeft zoveel toeschouwers als ze aankan: probeer het later
refusal-too-many-lookups = te veel niet gevonden partijen vanaf dit adres: wacht een minuut
refusal-too-many-created = te veel partijen gemaakt vanaf dit adres: probeer het later
refusal-too-many-waiting = te veel partijen van dit adres wachten op een tweede speler
refusal-too-many-asked = te veel partijen tegelijk gevraagd
refusal-too-many-messages = te veel berichten: de verbinding is gesloten
refusal-too-many-connections = te veel verbindingen vanaf dit adres
refusal-too-many-seeks = je hebt zoveel open zoekopdrachten als mag: trek er eerst een in
refusal-too-many-names = te veel namen of sleutels vanaf dit adres: probeer het later opnieuw
refusal-too-many-phrases = te veel zinnen achter elkaar: wacht even
refusal-too-many-reads = te veel verzoeken vanaf deze verbinding of dit adres: wacht een minuut
refusal-already-named = je hebt op deze verbinding al een naam: wijzig die liever
refusal-same-address = twee spelers uit één netwerk spelen geen gewaardeerde partijen tegen elkaar
refusal-name-taken = deze naam is bezet: kies een andere
refusal-name-invalid = deze naam kan niet: kies een andere
refusal-rename-too-soon = een naam verandert hoogstens één keer per dag
refusal-no-such-key = deze sleutel hoort bij geen speler
refusal-not-named = kies eerst een naam, of gebruik je sleutel
refusal-seek-gone = deze zoekopdracht is niet meer open
refusal-own-seek = dit is je eigen zoekopdracht: wacht tot iemand haar aanneemt
refusal-no-such-seek = je hebt zo'n zoekopdracht niet
refusal-bad-clock = de server neemt deze bedenktijd niet aan
refusal-bad-phrase = de server kent deze zin niet
refusal-not-protocol = de server begreep een bericht van deze app niet
refusal-no-such-puzzle = deze puzzel bestaat niet: vraag een nieuwe
refusal-puzzle-over = deze puzzel is voorbij: vraag een andere
refusal-no-such-arena = geen toernooi met deze code: controleer hem
refusal-arena-over = dit toernooi is voorbij
refusal-too-many-arenas = je hebt al zoveel privétoernooien als mag: wacht tot er een eindigt
refusal-bad-arena = dit toernooi kan niet worden gemaakt: controleer tempo, duur en begin
refusal-busy = de server heeft het druk: probeer het opnieuw
refusal-unavailable = de server kan dit nu niet: probeer het later

# Tournaments (arenas): the Tournaments tab of Play online and an arena game's rows in the online panel.
online-tab-tournaments = Arena's
arena-join = Meedoen
arena-pause = Pauze
arena-resume = Verder
arena-leave = Verlaten
arena-results = Uitslag
arena-col-arena = Arena
arena-col-when = Wanneer
arena-col-players = Spelers
arena-col-points = Punten
arena-col-performance = Prest.
arena-untitled = { $game }-arena { $clock }
arena-starts-in = over { $time }
arena-time-left = nog { $time }
arena-over = voorbij
arena-what = { $game } · { $clock }
arena-starts-in-long = begint over { $time }
arena-running = bezig, nog { $time }
arena-finished = afgelopen
arena-line = { $what } · { $when } · { $players ->
    [one] 1 speler
   *[other] { $players } spelers
}
arena-standing-bot = { $rank }. { $name } (bot)
arena-standing-paused = { $rank }. { $name } (pauze)
arena-points-streak = { $points } ×2
arena-podium-line = { $rank }. { $name }: { $points ->
    [one] 1 punt
   *[other] { $points } punten
}, prestatie { $performance }, { $games ->
    [one] 1 partij
   *[other] { $games } partijen
}
arena-next-line =
    { $first }
    { $then }
arena-note-results = De arena is voorbij: dit is de eindstand.
arena-note-unnamed = Neem een naam in het tabblad Partij zoeken om mee te doen aan een arena.
arena-note-join = Doe mee en je wordt gekoppeld zodra je vrij bent: 2 punten voor een winst, 1 voor remise, dubbel (×2) na twee overwinningen op rij.
arena-note-paused = Gepauzeerd: je wordt niet gekoppeld. Kies Verder om door te spelen.
arena-note-in = Je doet mee: je eerste partij komt zodra de arena begint.
arena-note-next = { $secs ->
    [one] Volgende partij over 1 seconde. Pauze stopt.
   *[other] Volgende partij over { $secs } seconden. Pauze stopt.
}
arena-note-waiting = Wachten op een vrije tegenstander…
arena-none = Op deze server komt geen toernooi.
arena-table-title = { $arena } · { $when }
arena-table-row = { $rank }. { $name }  { $points }
arena-table-row-you = { $rank }. { $name } (jij)  { $points }
arena-private-heading = Een privé-arena met vrienden
arena-code-placeholder = Arenacode van een vriend
arena-open = Openen
arena-minutes = { $minutes } min
arena-make = Maken (begint over { $minutes } minuten)
arena-private-title = { $name } · code { $code }
