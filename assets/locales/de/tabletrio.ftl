# tabletrio, Deutsch

## Titelbildschirm

app-credits = Yoxii und Oxono von Jérémy Partinico  ·  Kamon von Bruno Cathala  ·  Verlag cosmoludo
menu-game = Spiel: { $game }
# The title's game cards: what wins each game, in a line.
card-yoxii = Schließe das Totem ein: Die höhere Summe ringsum gewinnt.
card-oxono = Vier in einer Reihe in einer Farbe oder einem Buchstaben.
card-kamon = Verbinde zwei gegenüberliegende Seiten einer Farbe, oder schließe einen Ring.
menu-player = { $side }: { $player }
player-human = Mensch
player-computer = Computer ({ $level })
level-beginner = Anfänger
level-easy = leicht
level-casual = locker
level-medium = mittel
level-advanced = fortgeschritten
level-hard = schwer
level-expert = Experte
menu-continue = Fortsetzen
menu-continue-game = { $game } fortsetzen (Zug { $move })
menu-start = Start
menu-puzzles = Rätsel
menu-import = Partie importieren
menu-paste = Partie einfügen
menu-quit = Beenden
menu-language = Sprache: { $language }
title-save-unreadable = Die gespeicherte { $game }-Partie ist nicht lesbar ({ $reason }); eine neue Partie ersetzt sie.
title-save-set-aside = Die gespeicherte { $game }-Partie ist nicht lesbar ({ $reason }); sie liegt jetzt unter { $place }.

## Einstellungen

setting-state = { $on ->
    [yes] an
   *[no] aus
}
setting-sound = Ton: { $state }
setting-volume = Lautstärke: { $percent } %
menu-settings = Einstellungen
settings-title = Einstellungen
settings-about = tabletrio { $version }  ·  freie Software unter der MIT- oder Apache-2.0-Lizenz
menu-back = Zurück
setting-colour-letters = Farbbuchstaben (Kamon): { $state }
setting-take-backs = Zurücknehmen: { $state }
setting-confirm-moves = Züge bestätigen: { $state }
setting-quality = Qualität: { $quality }
setting-auto-quality = Auto-Qualität: { $quality }
setting-ui-scale = Größe der Oberfläche: { $percent } %
setting-animation = Animationen: { $speed }
animation-normal = normal
animation-fast = schnell
animation-off = aus (weniger Bewegung)
setting-high-contrast = Kontrastreiche Markierungen: { $state }
quality-auto = Auto
quality-low = Niedrig
quality-medium = Mittel
quality-high = Hoch

## Pause und Spielende

pause-title = Pause
pause-resume = Weiter
menu-to-title = Titel
outcome-wins = { $side } gewinnt
outcome-draw = Unentschieden
game-over-play-again = Neue Partie
game-over-replay = Wiederholung

## Anzeige im Spiel

side-yoxii-first = Weiß
side-yoxii-second = Rot
side-oxono-first = Rosa
side-oxono-second = Schwarz
side-kamon-first = Schwarz
side-kamon-second = Weiß
hud-draw = Unentschieden
hud-computer-thinking = { $side } (Computer, { $level }) denkt nach… { $seconds } s
hud-computer-playing = { $side } (Computer, { $level }) ist am Zug
hud-reviewing = { $device ->
        [touch] Zug { $move } von { $total }
        [pad] Zug { $move } von { $total }   B: zurück zur Partie
       *[other] Zug { $move } von { $total }   Ende: zurück zur Partie
    }
hud-confirm = { $device ->
        [touch] { $side }: bestätigen – noch einmal antippen, oder ein anderes grünes Feld zum Ändern
        [pad] { $side }: bestätigen – noch einmal A; B zum Ändern
       *[other] { $side }: bestätigen – noch einmal klicken oder Enter; Rücktaste zum Ändern
    }
hud-step = { $side }: { $step }
step-choose-totem = wähle einen Totem
step-move-totem = bewege den Totem
step-place-piece = setze einen Stein
step-place-hexagon = setze ein Sechseck
hud-hint = Tipp: { $action }  (Gewinnchance { $percent } %)
hud-hint-thinking = Tipp: wird berechnet…
hud-keys-review = Bild auf / Bild ab: blättern   Pos1: Anfang   P: abspielen   H: bewerten
hud-keys-value = Zu setzender Stein: { $value }  (1-4 / Tab / Stapel anklicken)   H: Tipp
hud-keys = Tab: nächstes Ziel   Rücktaste: Auswahl zurück   U / Y: zurücknehmen / wiederholen   Bild auf: Rückblick   H: Tipp
hud-not-allowed = Nicht erlaubt: { $reason }

## Zugliste

moves-title = Züge
moves-toggle = ein- / ausblenden (L)
moves-replay = Abspielen
moves-pause = Pause
moves-speed = { $speed } Züge/s
moves-back-to-game = Zurück zur Partie
moves-play-from-here = Von hier spielen
moves-evaluate = Bewerten (H)
moves-take-back = Zurücknehmen (U)
moves-redo = Wiederholen (Y)
moves-export = Exportieren
moves-import = Importieren
moves-paste = Einfügen
moves-type = Zug eintippen (M)
move-box-line = Zug: { $text }
move-box-help = Wie in der Zugliste (d5:e6=3, Xc4:c5, d3). Enter spielt ihn, Esc schließt.
moves-none = Noch keine Züge
moves-reviewing = Zug { $move } von { $total }
moves-reviewing-last = Zug { $move } von { $total }: { $action }
eval-best = Bester Zug für { $side }: { $action }
    { $side } gewinnt in { $percent } % der Fälle
eval-thinking = Wird bewertet…

## The analysis of a game (docs/analysis.md)

analysis-start = Analysieren
analysis-running = Wird analysiert… { $percent } %
analysis-cancel = Abbrechen
analysis-accuracy = Genauigkeit: { $first } { $a } · { $second } { $b }
analysis-inaccuracy = eine Ungenauigkeit
analysis-mistake = ein Fehler
analysis-blunder = ein grober Fehler
analysis-marked = { $side }: { $action } war { $mark } ({ $percent } % der Gewinnchance verloren)
analysis-fine = { $side }: { $action }, ohne Markierung
analysis-allows = der Gegner gewinnt jetzt erzwungen in { $turns ->
    [one] einem Zug
   *[other] { $turns } Zügen
}
analysis-misses = ein erzwungener Gewinn in { $turns ->
    [one] einem Zug
   *[other] { $turns } Zügen
} wurde verpasst
analysis-better = besser: { $action }
analysis-forced = { $side } gewinnt erzwungen in { $turns ->
    [one] einem Zug
   *[other] { $turns } Zügen
}

## Puzzles (docs/puzzles.md)

puzzle-head = { $game }-Rätsel { $number } von { $count } · Schwierigkeit { $difficulty }
puzzle-task = { $side } am Zug gewinnt in { $turns ->
    [one] einem Zug
   *[other] { $turns } Zügen
}
puzzle-watch = Achte auf den Zug des Gegners…
puzzle-find = Finde den Gewinnzug
puzzle-right = Richtig! Weiter so
puzzle-solved = Gelöst!
puzzle-wrong = { $action } gewinnt nicht: die Antwort zeigt, warum. Die Lösung: { $line }
puzzle-streak = Serie { $streak } (beste { $best }) · { $solved } von { $count } gelöst
puzzle-rated = Gewertet · deine Rätselwertung { $rating }
puzzle-unrated = Nicht gewertet (wähle unter Online spielen einen Namen, um gewertet zu werden)
puzzle-rating-change = Rätselwertung { $rating } ({ $change })
puzzle-next = Nächstes Rätsel
puzzle-retry = Noch einmal

announce-move = { $side }: { $action } ({ $notation })
announce-game-over = { $result }. { $how }
announce-taken-back = { $count ->
    [one] Ein Zug zurückgenommen
   *[other] { $count } Züge zurückgenommen
}
announce-redone = { $count ->
    [one] Ein Zug wiederholt
   *[other] { $count } Züge wiederholt
}

## Yoxii

# The player panel's line under a Yoxii hand.
yoxii-sum = Summe am Totem: { $sum }
yoxii-action = Totem auf { $totem }, dann eine { $value } auf { $place }
yoxii-end-score = höhere Summe um den Totem
yoxii-end-count = gleiche Summen: mehr Steine um den Totem
yoxii-end-draw = gleiche Summen und gleich viele Steine
yoxii-tally = { $side }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, { $pieces ->
    [one] { $pieces } Stein
   *[other] { $pieces } Steine
}

## Oxono

oxono-setup = Aufbau: X-Totem auf { $x }, O-Totem auf { $o }
oxono-symbol-exhausted = { $side } hat keinen { $symbol }-Stein mehr: nur der { $other }-Totem kann ziehen
oxono-action = { $totem }-Totem auf { $to }, dann ein Stein auf { $place }
oxono-end-colour = vier Steine einer Farbe in einer Reihe
oxono-end-symbol = vier Steine eines Symbols in einer Reihe
oxono-end-draw = alle 32 Steine liegen und keine Viererreihe entstand

## Kamon

# Die Farbe richtet sich nach dem Geschlecht des Symbols (kamon-gender-*).
kamon-colour-pink = { $gender ->
   *[other] rosa
}
kamon-colour-yellow = { $gender ->
   *[m] gelber
    [f] gelbe
    [n] gelbes
}
kamon-colour-blue = { $gender ->
   *[m] blauer
    [f] blaue
    [n] blaues
}
kamon-colour-orange = { $gender ->
   *[other] orange
}
kamon-colour-red = { $gender ->
   *[m] roter
    [f] rote
    [n] rotes
}
kamon-colour-green = { $gender ->
   *[m] grüner
    [f] grüne
    [n] grünes
}
kamon-symbol-butterfly = Schmetterling
kamon-symbol-fish = Fisch
kamon-symbol-bird = Vogel
kamon-symbol-fan = Fächer
kamon-symbol-mountain = Berg
kamon-symbol-gate = Tor
kamon-gender-butterfly = m
kamon-gender-fish = m
kamon-gender-bird = m
kamon-gender-fan = m
kamon-gender-mountain = m
kamon-gender-gate = n
kamon-token = { $colour } { $symbol }
kamon-token-blank = das leere Plättchen
kamon-hand = { $count ->
    [one] { $count } Sechseck
   *[other] { $count } Sechsecke
}
kamon-first = Erstes Sechseck: auf den Rand, nicht in eine Ecke
kamon-match = Gleiche Farbe oder gleiches Symbol wie: { $token }
kamon-action = ein Sechseck auf { $cell }
kamon-sides-green = die beiden grünen Seiten
kamon-sides-blue = die beiden blauen Seiten
kamon-sides-yellow = die beiden gelben Seiten
kamon-sides-and = { $first }
    und { $second }
kamon-end-connection = eine Kette von Sechsecken verbindet { $sides }
kamon-end-loop = ein Ring aus Sechsecken umschließt { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
}
kamon-end-blocked = { $side } kann nicht ziehen: kein freies Feld passt zum letzten Plättchen, { $token }
kamon-end-draw = alle 36 Sechsecke liegen, ohne verbundene Seiten oder geschlossenen Ring

## Abgelehnte Züge

refuse-no-value = in diesem Spiel gibt es keinen Wert zu wählen
refuse-value-gone = kein Stein mit dem Wert { $value } mehr
refuse-animating = warte, bis der Zug fertig ist
refuse-choose-move = wähle zuerst einen Zug in der Zugliste
refuse-reviewing = Rückblick auf Zug { $move }: Zurück zur Partie (Ende, Rücktaste), um zu spielen
refuse-strict = Zurücknehmen ist in dieser Partie aus (Pausenmenü: Zurücknehmen)
refuse-no-take-back = kein Zug zum Zurücknehmen
refuse-no-redo = kein Zug zum Wiederholen
refuse-no-pick = nichts zurückzunehmen: in diesem Zug wurde noch nichts gewählt
refuse-start = das ist der Anfang der Partie
refuse-end = das ist der letzte Zug der Partie
refuse-computer = der Computer ist am Zug: warte auf seinen Zug
refuse-not-your-turn = du bist nicht am Zug: warte auf die andere Seite
refuse-not-a-person = das kann nur eine Person am Tisch verlangen
error-game-over = die Partie ist vorbei
error-totem-cannot-reach = der Totem kann nicht auf { $to } ziehen
error-symbol-exhausted = { $side } hat keinen { $symbol }-Stein mehr, daher kann der { $symbol }-Totem nicht ziehen
error-value-exhausted = { $side } hat keinen Stein mit dem Wert { $value } mehr
error-place-not-free = nach diesem Totemzug kann auf { $square } kein Stein gesetzt werden (das Feld ist nicht frei)
error-place-not-next = nach diesem Totemzug kann auf { $square } kein Stein gesetzt werden (er muss neben dem Totem liegen)
error-place-not-orthogonal = nach diesem Totemzug kann auf { $square } kein Stein gesetzt werden (er muss waagrecht oder senkrecht neben dem Totem liegen)
error-cell-blank = { $cell } ist nicht spielbar: dort liegt das leere Plättchen
error-cell-taken = { $cell } ist nicht spielbar: dort liegt schon ein { $side ->
    [first] schwarzes
   *[second] weißes
} Sechseck
error-cell-no-match = { $cell } ist nicht spielbar: sein Plättchen, { $token }, hat weder Farbe noch Symbol des letzten, { $last }
error-cell-not-rim = { $cell } ist nicht spielbar: das erste Sechseck kommt auf ein Randfeld, das keine Ecke ist
error-wrong-game = das ist kein Zug von { $game }
error-wrong-kind = zuerst: { $step }
error-totem-chosen = der { $totem }-Totem ist gewählt: ziehe ihn oder nimm die Wahl zurück, um den anderen zu wählen
error-off-board = dieses Feld liegt nicht auf dem Brett von { $game }
error-complete = alle Schritte dieses Zugs sind gemacht
error-incomplete = diese Auswahl ergibt keinen Zug von { $game }

## Partien, Export und Import

record-line = Zeile { $line }: { $error }
record-not-a-square = { $text } ist kein Feld des { $game }-Bretts
record-malformed = „{ $text }“ ist kein Zug von { $game } (erwartet: { $expected })
record-bad-value = „{ $text }“ ist kein Steinwert (erwartet: 1, 2, 3 oder 4)
record-bad-totem = „{ $text }“ ist kein Totem (erwartet: X oder O)
record-setup-not-allowed = { $game } hat keine setup-Zeile
record-setup-missing = { $game }-Partien müssen mit einer setup-Zeile beginnen ({ $expected })
record-setup-invalid = fehlerhafter Aufbau: { $detail }
record-illegal = { $action } ist nicht erlaubt: { $reason }
record-late-setup = die setup-Zeile muss vor dem ersten Zug stehen
record-empty = der Text ist leer: er enthält keine Partie
record-no-header = keine Zeile „# { $key }“
record-header-game = der Kopf nennt kein Spiel von tabletrio: „{ $text }“ (erwartet: yoxii, oxono oder kamon)
record-header-player = die Kopfzeile „{ $key }“ nennt keinen Spieler: „{ $text }“ (erwartet: human, { $levels })
record-of-game = { $game }-Partie: { $error }
record-other-game = sie enthält eine { $game }-Partie
record-not-text = die Datei ist kein Text
transfer-nothing = Keine Partie zum Exportieren
transfer-choose-copied = In die Zwischenablage kopiert; wähle eine Datei…
transfer-choose = Wähle eine Datei…
transfer-downloaded-copied = Heruntergeladen und in die Zwischenablage kopiert
transfer-downloaded = Heruntergeladen
transfer-choose-game = Wähle eine Partiedatei…
transfer-nothing-to-paste = Nichts einzufügen: { $reason }
transfer-imported = { $game }-Partie mit { $count ->
    [one] { $count } Zug
   *[other] { $count } Zügen
} importiert
transfer-imported-without-analysis = { $game }-Partie mit { $count } Zügen importiert; ihre Analyse wurde weggelassen ({ $reason })
transfer-cannot-import = Import nicht möglich: { $reason }
transfer-exported = Exportiert nach { $path }
transfer-no-file-export = Export: keine Datei gewählt (die Partie ist in der Zwischenablage)
transfer-export-failed = Export fehlgeschlagen: { $reason }
transfer-no-file-import = Import: keine Datei gewählt

## Spielanleitung
menu-how-to-play = Spielanleitung
rules-heading = So spielt man { $game }
rules-page = Seite { $page } von { $pages }
rules-previous = Zurück
rules-next = Weiter
rules-close = Schließen
rules-to-match = Passend zu:
rules-yoxii-goal-title = Das Ziel
rules-yoxii-goal = Beide Spieler teilen sich ein Totem. Am Ende zählt jeder die Werte seiner eigenen Steine auf den acht Feldern um das Totem zusammen, die höhere Summe gewinnt. Hier hat Weiß 10 und Rot 9.
rules-yoxii-move-title = Ein Zug: das Totem ziehen
rules-yoxii-move = Zuerst zieht das Totem einen Schritt auf ein freies Nachbarfeld, gerade oder schräg: die grünen Felder.
rules-yoxii-place-title = Ein Zug: einen Stein setzen
rules-yoxii-place = Dann setzt du einen deiner Steine mit Wert 1 bis 4 auf ein freies Feld neben dem Totem. Das Feld, das es gerade verlassen hat, zählt mit. Jeder hat fünf 1er, fünf 2er, fünf 3er und drei 4er.
rules-yoxii-jump-title = Springen
rules-yoxii-jump = Statt eines Schritts darf das Totem über eine Reihe aus einem oder mehreren eigenen Steinen springen und auf dem ersten Feld danach landen, wenn es frei ist. Über eine Reihe mit einem gegnerischen Stein darf es nicht springen.
rules-yoxii-anywhere-title = Kein Platz mehr
rules-yoxii-anywhere = Ist nach dem Zug kein Feld um das Totem frei (das geht nur nach einem Sprung), darf dein Stein auf jedes freie Feld des Bretts.
rules-yoxii-end-title = Das Ende und Gleichstand
rules-yoxii-end = Das Spiel endet, wenn der Spieler am Zug das Totem nicht mehr ziehen kann. Bei gleicher Summe gewinnt, wer mehr Steine um das Totem hat: hier Rot, sechs Steine gegen zwei. Wieder gleich: unentschieden.
rules-oxono-goal-title = Das Ziel
rules-oxono-goal = Bilde eine Viererreihe waagrecht oder senkrecht: vier Steine deiner Farbe mit beliebigen Buchstaben, oder vier mit demselben Buchstaben in beliebigen Farben. Wer eine Reihe vollendet, gewinnt sofort.
rules-oxono-move-title = Ein Zug: ein Totem ziehen
rules-oxono-move = Wähle das X- oder das O-Totem (du brauchst noch einen Stein mit seinem Buchstaben) und schiebe es nach oben, unten, links oder rechts über freie Felder, so weit du willst. Steine und das andere Totem halten es auf.
rules-oxono-place-title = Ein Zug: einen Stein setzen
rules-oxono-place = Dann setzt du einen Stein mit dem Buchstaben des Totems auf ein freies Feld direkt daneben, nie schräg. Das Feld, von dem es kam, zählt mit. Ist keines frei, darf der Stein überallhin.
rules-oxono-enclosed-title = Ein eingeschlossenes Totem
rules-oxono-enclosed = Ein Totem ohne freies Nachbarfeld springt stattdessen: gerade über die Steine (und das Totem) daneben bis zum ersten freien Feld. Gibt keine Richtung eines her, darf es auf jedes freie Feld.
rules-oxono-end-title = Das Ende
rules-oxono-end = Vier gleiche Buchstaben gewinnen für den, der sie vollendet: hier Schwarz mit vier O. Totems sind keine Steine und unterbrechen eine Reihe. Sind alle 32 Steine ohne Reihe gesetzt, endet das Spiel unentschieden.
rules-kamon-goal-title = Das Ziel
rules-kamon-goal = Verbinde zwei gegenüberliegende Seiten derselben Farbe mit einer Kette deiner Sechsecke (hier verbindet Schwarz die beiden grünen Seiten), oder schließe einen Ring um Felder. Eine Ecke gehört zu ihren beiden Seiten.
rules-kamon-first-title = Das erste Sechseck
rules-kamon-first = Auf jedem Feld liegt ein Plättchen mit einer Farbe und einem Symbol. Schwarz beginnt auf einem Randfeld, das keine Ecke ist. Das leere Feld darf nie besetzt werden.
rules-kamon-match-title = Ein Zug
rules-kamon-match = Setze ein Sechseck auf ein freies Feld, dessen Plättchen die Farbe oder das Symbol des Plättchens teilt, das dein Gegner gerade bedeckt hat (golden umrandet).
rules-kamon-loop-title = Ein Ring
rules-kamon-loop = Du gewinnst auch, wenn deine Sechsecke Felder umschließen, die den Rand nicht erreichen, egal was darin liegt: freie Felder, das leere Feld oder Sechsecke des Gegners.
rules-kamon-end-title = Blockiert, und das Ende
rules-kamon-end = Hat der nächste Spieler kein freies passendes Feld (hier sind alle Felder besetzt, die zum umrandeten Plättchen passen), gewinnt, wer zuletzt gezogen hat. Sind alle 36 Sechsecke ohne Sieger gesetzt, endet das Spiel unentschieden.

## Die Anleitung für die erste Partie
setting-guide = Hilfe in der ersten Partie: { $state }
guide-title = Hilfe für die erste Partie
guide-hide = { $device ->
        [mouse] Ausblenden (G)
        [pad] Ausblenden (Select)
       *[other] Ausblenden
    }
guide-turn-off = Hilfe abschalten
guide-wait = Der Computer ist am Zug: Sieh seinen Steinen auf dem Tisch zu. Danach bist du dran.
guide-confirm = { $device ->
        [touch] Alles ist gewählt. Tippe das letzte Feld noch einmal an, um zu ziehen, oder ein anderes grünes Feld, um es zu ändern.
        [pad] Alles ist gewählt. Drücke noch einmal A zum Ziehen, oder B zum Ändern.
       *[other] Alles ist gewählt. Klicke das letzte Feld noch einmal oder drücke Enter zum Ziehen, oder Rücktaste zum Ändern.
    }
guide-choose-totem = { $device ->
        [touch] Wähle ein Totem: Tippe auf das X oder das O auf dem Brett. Du setzt danach einen Stein mit demselben Buchstaben.
        [pad] Wähle ein Totem: Führe den Cursor mit dem Steuerkreuz auf das X oder das O (LB / RB wechseln zwischen ihnen) und drücke A. Du setzt danach einen Stein mit demselben Buchstaben.
       *[other] Wähle ein Totem: Klicke das X oder das O auf dem Brett. Du setzt danach einen Stein mit demselben Buchstaben.
    }
guide-yoxii-move = { $device ->
        [touch] Tippe auf ein grünes Feld, um das Totem einen Schritt zu ziehen.
        [pad] Führe den Cursor mit dem Steuerkreuz auf ein grünes Feld und drücke A, um das Totem einen Schritt zu ziehen. B nimmt eine Wahl zurück.
       *[other] Klicke ein grünes Feld, um das Totem einen Schritt zu ziehen. Ein Rechtsklick nimmt eine Wahl zurück.
    }
guide-oxono-move = { $device ->
        [touch] Tippe auf ein grünes Feld: Das Totem gleitet in gerader Linie über beliebig viele freie Felder.
        [pad] Führe den Cursor mit dem Steuerkreuz auf ein grünes Feld und drücke A: Das Totem gleitet in gerader Linie über beliebig viele freie Felder.
       *[other] Klicke ein grünes Feld: Das Totem gleitet in gerader Linie über beliebig viele freie Felder.
    }
guide-yoxii-place = { $device ->
        [touch] Wähle einen Wert, indem du auf einen deiner Stapel tippst, und tippe dann auf ein grünes Feld neben dem Totem, um den Stein zu setzen.
        [pad] Wähle mit LB / RB einen Wert, führe dann den Cursor auf ein grünes Feld neben dem Totem und drücke A, um den Stein zu setzen.
       *[other] Wähle mit 1 bis 4 (oder Tab) einen Wert und klicke dann ein grünes Feld neben dem Totem, um den Stein zu setzen.
    }
guide-oxono-place = { $device ->
        [touch] Tippe auf ein grünes Feld neben dem Totem, um dort einen Stein mit seinem Buchstaben zu setzen.
        [pad] Führe den Cursor auf ein grünes Feld neben dem Totem und drücke A, um dort einen Stein mit seinem Buchstaben zu setzen.
       *[other] Klicke ein grünes Feld neben dem Totem, um dort einen Stein mit seinem Buchstaben zu setzen.
    }
guide-kamon-first = { $device ->
        [touch] Das erste Sechseck kommt auf ein Randfeld, das keine Ecke ist: Tippe auf ein grünes Feld.
        [pad] Das erste Sechseck kommt auf ein Randfeld, das keine Ecke ist: Führe den Cursor mit dem Steuerkreuz auf ein grünes Feld und drücke A.
       *[other] Das erste Sechseck kommt auf ein Randfeld, das keine Ecke ist: Klicke ein grünes Feld.
    }
guide-kamon-match = { $device ->
        [touch] Dein Sechseck kommt auf ein Feld, dessen Plättchen Farbe oder Symbol mit dem gerade bedeckten teilt (in der Anzeige zu sehen). Tippe auf ein grünes Feld.
        [pad] Dein Sechseck kommt auf ein Feld, dessen Plättchen Farbe oder Symbol mit dem gerade bedeckten teilt (in der Anzeige zu sehen). Führe den Cursor auf ein grünes Feld (LB / RB springen zum nächsten) und drücke A.
       *[other] Dein Sechseck kommt auf ein Feld, dessen Plättchen Farbe oder Symbol mit dem gerade bedeckten teilt (in der Anzeige zu sehen). Klicke ein grünes Feld.
    }
guide-yoxii-jump = Ein Sprung ist möglich: Das Totem darf über eine Reihe eigener Steine auf das erste freie Feld danach springen. Die entfernten grünen Felder sind Sprünge.
guide-yoxii-anywhere = Kein Feld neben dem Totem ist frei: Dieser Stein darf auf jedes freie Feld des Bretts.
guide-oxono-enclosed = Ein Totem ist eingeschlossen: Es kann nicht gleiten und springt deshalb über die Steine daneben bis zum ersten freien Feld (oder überallhin, wenn keine Richtung eines hergibt).
guide-kamon-blocked = Der Spieler am Zug hatte kein passendes Feld mehr, daher ist das Spiel vorbei: Wer blockiert ist, verliert.

## Online play
menu-play-online = Online spielen
player-remote = Online-Gegner
refuse-remote-turn = dein Gegner ist am Zug: sein Zug kommt über das Netz
refuse-server-only = nur der Server darf den Verlauf einer Online-Partie ändern
refuse-online-redo = online wird ein zurückgenommener Zug nicht wiederholt: spiel ihn neu
refuse-online-hint = keine Tipps in einer laufenden Online-Partie
refuse-online-line = eine Online-Partie geht von ihrer eigenen Stellung weiter
refuse-online-waiting = die Partie beginnt, wenn dein Gegner beitritt
hud-remote-turn = { $side } am Zug (dein Gegner)
hud-online-waiting = Warte auf deinen Gegner
online-title = Online spielen
online-create = Partie erstellen
online-join = Beitreten
online-watch = Zuschauen
online-your-games = Deine Partien
online-side-either = Zufällig
online-no-games = Erstelle eine Partie und gib den Code einem Freund, oder tippe seinen Code ein und tritt bei.
online-connecting = Verbinde mit { $server }…
online-connected = Verbunden mit { $server }
online-retrying = Verbindung verloren: neuer Versuch (Versuch { $tries })…
online-not-connected = keine Verbindung zum Server: warte kurz und versuche es noch einmal
online-draw-offered = Remis angeboten: dein Gegner entscheidet
online-rematch-offered = Revanche angeboten: dein Gegner entscheidet
online-take-back-asked = Rücknahme erbeten: dein Gegner entscheidet
online-declined = Dein Gegner hat abgelehnt
online-error = Der Server sagt: { $reason }
online-move-refused = Der Server hat deinen Zug abgelehnt ({ $reason }); er wird zurückgenommen
online-refused = Abgelehnt: { $reason }
online-accept = Annehmen
online-decline = Ablehnen
online-you = du
online-opponent = Gegner
online-opponent-away = Gegner (getrennt, wir warten)
online-opponent-none = noch niemand
online-player = { $side }: { $who } { $clock }
online-waiting = Gib deinem Freund den Code { $code } zum Beitreten
online-game-code = Online-Partie { $code }
online-watching = Du schaust dieser Partie zu
online-offer-draw = Dein Gegner bietet Remis an
online-offer-take-back = Dein Gegner möchte seinen letzten Zug zurücknehmen
online-offer-rematch = Dein Gegner bietet eine Revanche an
online-resign = Aufgeben
online-offer-draw-button = Remis anbieten
verdict-resigned = { $side } hat aufgegeben
verdict-time = { $side } hat keine Zeit mehr
verdict-agreement = Remis nach Vereinbarung
online-abort = Abbrechen
online-offer-claim = Dein Gegner ist gegangen. Den Sieg beanspruchen?
online-rematch-withdrawn = Dein Gegner ist gegangen: vorerst keine Revanche
outcome-aborted = Kein Ergebnis
verdict-aborted = abgebrochen, bevor beide Seiten gezogen haben
verdict-abandoned = { $side } hat die Partie verlassen
online-waiting-link = Gib deinem Freund den Code { $code } oder diesen Link: { $link }
hud-keys-online = Tab: nächstes Ziel   Rücktaste: Auswahl zurück   U: Rücknahme erbitten   Bild auf: Rückblick   Esc: aufgeben oder Remis anbieten   G: Schaltflächen
hud-keys-value-online = Zu setzender Stein: { $value }  (1-4 / Tab / Stapel anklicken)
hud-pad = A: wählen   B: Auswahl zurück   LB / RB: anderes Ziel   X / R3: zurücknehmen / wiederholen   L3: Rückblick   Y: Tipp
hud-pad-online = A: wählen   B: Auswahl zurück   LB / RB: anderes Ziel   X: Rücknahme erbitten   L3: Rückblick   Start: aufgeben oder Remis anbieten   Select: Schaltflächen
hud-pad-value = Zu setzender Stein: { $value }  (LB / RB)   A: wählen   Y: Tipp
hud-pad-value-online = Zu setzender Stein: { $value }  (LB / RB)   A: wählen
hud-pad-review = LB / RB: blättern   Y: bewerten   Start: Menü
hud-touch-value = Zu setzender Stein: { $value }  (Stapel antippen)
online-state-yours = du bist am Zug (Zug { $move })
online-state-theirs = Gegner am Zug (Zug { $move })
online-state-over = beendet
online-state-waiting = wartet auf einen Gegner

# The lobby, names, ratings and phrases (online)
online-tab-lobby = Partie finden
online-tab-friend = Mit Freunden
online-take-name = Diesen Namen nehmen
online-named = Du bist { $name } auf diesem Server
online-open-games = Offene Partien
online-no-seeks = Noch wartet niemand: Wähle eine Kachel, und der nächste Spieler findet dich.
online-more-seeks = …und { $count } weitere: eine Kachel nimmt die älteste passende
online-clock-short = { $minutes }+{ $seconds }
online-clock-short-days = { $days ->
    [one] 1 Tag
   *[other] { $days } Tage
}
online-bot-name = { $name } (Bot)
online-rated = gewertet
online-casual = locker
online-who-named = { $name } · { $who }
online-rating-change = Deine Wertung: { $rating } ({ $change })
online-said = { $who }: { $phrase }
online-your-turn = Du bist am Zug: { $game }
online-your-turn-against = Du bist am Zug: { $game } gegen { $name }
online-tab-leaders = Beste
online-tab-puzzles = Rätsel
online-rename = Namen ändern
online-speed-live = Mit Uhr
online-speed-correspondence = Tage pro Zug
online-leader = { $rank }. { $name }
online-leader-bot = { $rank }. { $name } (Bot)
online-leaders-none = Hier hat noch niemand eine feste Wertung: sie erscheint nach einigen gewerteten Partien.
online-leaders-asking = Frage den Server…
online-phrase = Satz: { $phrase }
online-say = Sagen
online-mute = Sätze ausblenden
online-unmute = Sätze zeigen
phrase-hello = Hallo!
phrase-good-luck = Viel Glück!
phrase-well-played = Gut gespielt!
phrase-thanks = Danke!
phrase-oops = Hoppla!
phrase-good-game = Gute Partie!
phrase-sorry = Entschuldigung!
phrase-one-moment = Einen Moment, bitte.
online-key = Dein Schlüssel: { $key }
online-use-key = Diesen Schlüssel verwenden
online-key-copied = Schlüssel kopiert: Füge ihn auf deinem anderen Gerät unter Online spielen ein.
online-choose-name = Wähle einen Namen, um gegen alle zu spielen
online-name-placeholder = Dein Name
online-have-key = Ich habe einen Schlüssel von einem anderen Gerät
online-key-step = Gib den Schlüssel deines anderen Geräts ein
online-key-placeholder = Schlüssel (32 Buchstaben und Ziffern)
online-rename-placeholder = Neuer Name
online-done = Fertig
online-copy-key = Meinen Schlüssel kopieren
online-quick-pairing = Schnell einen Gegner
online-rated-puzzles = Gewertete Rätsel
online-daily-puzzles = Rätsel des Tages
online-puzzles-rated = Jeder Versuch verändert deine Rätselwertung im jeweiligen Spiel; das Rätsel des Tages ist heute für alle gleich.
online-puzzles-unnamed = Nicht gewertet, bis du unter Partie finden einen Namen wählst; lösen kannst du jedes Rätsel trotzdem.
online-sort-oldest = Älteste zuerst
online-sort-rating = Stärkste zuerst
online-col-player = Spieler
online-col-game = Spiel
online-col-clock = Uhr
online-col-rated = Art
online-col-rating = Wertung
online-col-games = Partien
online-seek-mine = Du, wartend
online-cancel = Abbrechen
online-chip-hint = Name und Schlüssel
online-tile-waiting = Du wartest…
online-tile-nobody = Noch niemand
online-tile-seeking = { $count ->
    [one] 1 wartet
   *[other] { $count } warten
}
online-new-game = Neue Partie mit einem Freund
online-join-heading = Der Partie eines Freundes beitreten
online-code-placeholder = Code deines Freundes
online-server-placeholder = Serveradresse
online-no-clock = Ohne Uhr
online-link-connecting = Verbinde…
online-link-open = Verbunden
online-my-profile = Meine Seite
online-last-games = Letzte Partien
online-nobody-named = Spieler ohne Namen
online-result-playing = Läuft
online-result-draw = Remis
online-result-won = Gewonnen
online-result-lost = Verloren
online-played = { $count ->
    [one] eine Partie gespielt
   *[other] { $count } Partien gespielt
}
online-rating-of = { $game } · { $speed }
game-over-lobby = Zurück in die Lobby
game-over-opponent-page = Seite von { $name }
menu-play-online-waiting = Online spielen ({ $count })

## The server's refusals, by their code (shown inside online-refused and online-error)
refusal-over = die Partie ist vorbei
refusal-waiting = dein Gegner ist noch nicht beigetreten
refusal-not-your-turn = du bist nicht am Zug
refusal-wrong-ply = die Partie ist seit deinem Zug weitergegangen
refusal-not-an-action = das ist kein Zug dieses Spiels
refusal-illegal = dieser Zug ist hier nicht erlaubt
refusal-no-such-offer = es gibt kein Angebot zu beantworten
refusal-repeated-offer = du hast das schon angeboten: warte auf die Antwort
refusal-abort-too-late = eine Partie kann nur abgebrochen werden, bevor beide Seiten gezogen haben
refusal-nothing-to-claim = es gibt jetzt keinen Sieg einzufordern
refusal-rematch-before-end = eine Revanche folgt erst auf eine beendete Partie
refusal-rematch-taken = diese Partie hatte schon ihre Revanche
refusal-rematch-needs-both = für eine Revanche müssen beide Spieler da sein
refusal-not-seated = du bist an keiner Partie: tritt bei, erstelle eine oder setze eine fort
refusal-spectator = Zuschauer spielen nicht
refusal-not-held = diese Partie wurde weggelegt: öffne sie wieder unter deinen Partien
refusal-no-such-game = keine Partie hat diesen Code
refusal-no-such-token = der Server kennt diese Partie nicht mehr
refusal-game-full = diese Partie hat schon zwei Spieler: schau stattdessen zu
refusal-game-finished = diese Partie ist vorbei: schau sie stattdessen an
refusal-no-seat = du hast an dieser Partie keinen Platz
refusal-no-such-player = kein Spieler hat diesen Namen
refusal-too-many-spectators = diese Partie hat so viele Zuschauer, wie sie aufnehmen kann: versuche es später
refusal-too-many-lookups = zu viele nicht gefundene Partien von dieser Adresse: warte eine Minute
refusal-too-many-created = zu viele Partien von dieser Adresse erstellt: versuche es später
refusal-too-many-waiting = zu viele Partien von dieser Adresse warten auf einen zweiten Spieler
refusal-too-many-asked = zu viele Partien auf einmal erfragt
refusal-too-many-messages = zu viele Nachrichten: die Verbindung wurde geschlossen
refusal-too-many-connections = zu viele Verbindungen von dieser Adresse
refusal-too-many-seeks = du hast so viele offene Gesuche wie erlaubt: ziehe zuerst eines zurück
refusal-too-many-names = zu viele Namen oder Schlüssel von dieser Adresse: versuche es später wieder
refusal-too-many-phrases = zu viele Sätze auf einmal: warte einen Moment
refusal-too-many-reads = zu viele Anfragen von dieser Verbindung oder Adresse: warte eine Minute
refusal-already-named = du hast auf dieser Verbindung schon einen Namen: ändere ihn stattdessen
refusal-same-address = zwei Spieler aus einem Netz spielen nicht gewertet gegeneinander
refusal-name-taken = dieser Name ist vergeben: wähle einen anderen
refusal-name-invalid = dieser Name geht nicht: wähle einen anderen
refusal-rename-too-soon = ein Name lässt sich höchstens einmal am Tag ändern
refusal-no-such-key = dieser Schlüssel gehört keinem Spieler
refusal-not-named = wähle zuerst einen Namen oder nutze deinen Schlüssel
refusal-seek-gone = dieses Gesuch ist nicht mehr offen
refusal-own-seek = das ist dein eigenes Gesuch: warte, bis jemand es annimmt
refusal-no-such-seek = du hast kein solches Gesuch
refusal-bad-clock = der Server nimmt diese Bedenkzeit nicht an
refusal-bad-phrase = der Server kennt diesen Satz nicht
refusal-not-protocol = der Server hat eine Nachricht dieser App nicht verstanden
refusal-no-such-puzzle = dieses Rätsel gibt es nicht: frage nach einem neuen
refusal-puzzle-over = dieses Rätsel ist vorbei: frage nach einem anderen
refusal-no-such-arena = kein Turnier mit diesem Code: bitte prüfen
refusal-arena-over = dieses Turnier ist vorbei
refusal-too-many-arenas = du hast schon so viele private Turniere wie erlaubt: warte, bis eines endet
refusal-bad-arena = dieses Turnier geht so nicht: prüfe Bedenkzeit, Dauer und Beginn
refusal-busy = der Server ist ausgelastet: versuche es noch einmal
refusal-unavailable = der Server kann das gerade nicht: versuche es später

# Tournaments (arenas): the Tournaments tab of Play online and an arena game's rows in the online panel.
online-tab-tournaments = Turniere
arena-join = Beitreten
arena-pause = Pause
arena-resume = Weiter
arena-leave = Verlassen
arena-results = Ergebnisse
arena-col-arena = Arena
arena-col-when = Wann
arena-col-players = Spieler
arena-col-points = Punkte
arena-col-performance = Leist.
arena-untitled = { $game }-Arena { $clock }
arena-starts-in = in { $time }
arena-time-left = noch { $time }
arena-over = vorbei
arena-what = { $game } · { $clock }
arena-starts-in-long = beginnt in { $time }
arena-running = läuft, noch { $time }
arena-finished = beendet
arena-line = { $what } · { $when } · { $players ->
    [one] 1 Spieler
   *[other] { $players } Spieler
}
arena-standing-bot = { $rank }. { $name } (Bot)
arena-standing-paused = { $rank }. { $name } (Pause)
arena-points-streak = { $points } ×2
arena-podium-line = { $rank }. { $name }: { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}, Leistung { $performance }, { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}
arena-next-line =
    { $first }
    { $then }
arena-note-results = Die Arena ist vorbei: Das ist der Endstand.
arena-note-unnamed = Nimm im Tab Partie finden einen Namen an, um einer Arena beizutreten.
arena-note-join = Tritt bei, um gepaart zu werden, sobald du frei bist: 2 Punkte für einen Sieg, 1 für ein Remis, doppelt (×2) nach zwei Siegen in Folge.
arena-note-paused = Pausiert: Du wirst nicht gepaart. Weiter spielt weiter.
arena-note-in = Du bist dabei: Deine erste Partie kommt, wenn die Arena beginnt.
arena-note-next = { $secs ->
    [one] Nächste Partie in 1 Sekunde. Pause hält an.
   *[other] Nächste Partie in { $secs } Sekunden. Pause hält an.
}
arena-note-waiting = Warte auf einen freien Gegner…
arena-none = Auf diesem Server steht kein Turnier an.
arena-table-title = { $arena } · { $when }
arena-table-row = { $rank }. { $name }  { $points }
arena-table-row-you = { $rank }. { $name } (du)  { $points }
arena-private-heading = Eine private Arena für Freunde
arena-code-placeholder = Arena-Code von Freunden
arena-open = Öffnen
arena-minutes = { $minutes } Min.
arena-make = Anlegen (beginnt in { $minutes } Minuten)
arena-private-title = { $name } · Code { $code }
