# tabletrio, polski

## Ekran tytułowy

app-credits = Yoxii i Oxono: Jérémy Partinico  ·  Kamon: Bruno Cathala  ·  wydawca cosmoludo
menu-game = Gra: { $game }
# The title's game cards: what wins each game, in a line.
card-yoxii = Uwięź totem: wygrywa wyższa suma wokół niego.
card-oxono = Cztery w rzędzie jednego koloru lub jednej litery.
card-kamon = Połącz dwa przeciwległe boki jednego koloru albo zamknij pierścień.
menu-player = { $side }: { $player }
player-human = Człowiek
player-computer = Komputer ({ $level })
level-beginner = początkujący
level-easy = łatwy
level-casual = swobodny
level-medium = średni
level-advanced = zaawansowany
level-hard = trudny
level-expert = ekspert
menu-continue = Kontynuuj
menu-continue-game = Kontynuuj { $game } (ruch { $move })
menu-start = Start
menu-puzzles = Zadania
menu-import = Importuj partię
menu-paste = Wklej partię
menu-quit = Wyjdź
menu-language = Język: { $language }
title-save-unreadable = Zapisanej partii { $game } nie da się odczytać ({ $reason }); zastąpi ją nowa partia.
title-save-set-aside = Zapisanej partii { $game } nie da się odczytać ({ $reason }); odłożono ją jako { $place }.

## Ustawienia

setting-state = { $on ->
    [yes] wł.
   *[no] wył.
}
setting-sound = Dźwięk: { $state }
setting-volume = Głośność: { $percent }%
menu-settings = Ustawienia
settings-title = Ustawienia
settings-about = tabletrio { $version }  ·  wolne oprogramowanie na licencji MIT lub Apache-2.0
menu-back = Wstecz
setting-colour-letters = Litery kolorów (Kamon): { $state }
setting-take-backs = Cofanie ruchów: { $state }
setting-confirm-moves = Potwierdzanie ruchów: { $state }
setting-quality = Jakość: { $quality }
setting-auto-quality = Jakość automatyczna: { $quality }
setting-ui-scale = Rozmiar interfejsu: { $percent }%
setting-animation = Animacje: { $speed }
animation-normal = normalne
animation-fast = szybkie
animation-off = wyłączone (ograniczony ruch)
setting-high-contrast = Wyróżnienia o wysokim kontraście: { $state }
quality-auto = Auto
quality-low = Niska
quality-medium = Średnia
quality-high = Wysoka

## Pauza i koniec gry

pause-title = Pauza
pause-resume = Wznów
menu-to-title = Ekran tytułowy
outcome-wins = Wygrywa { $side }
outcome-draw = Remis
game-over-play-again = Zagraj ponownie
game-over-replay = Powtórka

## W grze

side-yoxii-first = Biały
side-yoxii-second = Czerwony
side-oxono-first = Różowy
side-oxono-second = Czarny
side-kamon-first = Czarny
side-kamon-second = Biały
hud-draw = Remis
hud-computer-thinking = { $side } (komputer, { $level }) myśli… { $seconds } s
hud-computer-playing = { $side } (komputer, { $level }) wykonuje ruch
hud-reviewing = { $device ->
        [touch] Ruch { $move } z { $total }
        [pad] Ruch { $move } z { $total }   B: powrót do gry
       *[other] Ruch { $move } z { $total }   End: powrót do gry
    }
hud-confirm = { $device ->
        [touch] { $side }: potwierdź – dotknij go jeszcze raz albo innego zielonego pola, aby zmienić
        [pad] { $side }: potwierdź – jeszcze raz A; B, aby zmienić
       *[other] { $side }: potwierdź – kliknij jeszcze raz lub Enter; Backspace, aby zmienić
    }
hud-step = { $side }: { $step }
step-choose-totem = wybierz totem
step-move-totem = przesuń totem
step-place-piece = połóż pionek
step-place-hexagon = połóż sześciokąt
hud-hint = Podpowiedź: { $action }  (szansa na wygraną { $percent }%)
hud-hint-thinking = Podpowiedź: myślę…
hud-keys-review = PgUp / PgDn: przewijanie   Home: początek   P: odtwórz   H: oceń
hud-keys-value = Pionek do położenia: { $value }  (1-4 / Tab / kliknij stos)   H: podpowiedź
hud-keys = Tab: następny cel   Backspace: cofnij wybór   U / Y: cofnij / ponów   PgUp: przegląd   H: podpowiedź
hud-not-allowed = Niedozwolone: { $reason }

## Lista ruchów

moves-title = Ruchy
moves-toggle = pokaż / ukryj (L)
moves-replay = Odtwórz
moves-pause = Pauza
moves-speed = { $speed } ruchu/s
moves-back-to-game = Powrót do gry
moves-play-from-here = Graj od tego miejsca
moves-evaluate = Oceń (H)
moves-take-back = Cofnij (U)
moves-redo = Ponów (Y)
moves-export = Eksportuj
moves-import = Importuj
moves-paste = Wklej
moves-type = Wpisz ruch (M)
move-box-line = Ruch: { $text }
move-box-help = Jak na liście ruchów (d5:e6=3, Xc4:c5, d3). Enter wykonuje ruch, Esc zamyka.
moves-none = Jeszcze nie ma ruchów
moves-reviewing = Ruch { $move } z { $total }
moves-reviewing-last = Ruch { $move } z { $total }: { $action }
eval-best = Najlepszy ruch dla gracza { $side }: { $action }
    { $side } wygrywa w { $percent }% przypadków
eval-thinking = Trwa ocena…

## The analysis of a game (docs/analysis.md)

analysis-start = Analizuj
analysis-running = Analiza… { $percent }%
analysis-cancel = Anuluj
analysis-accuracy = Dokładność: { $first } { $a } · { $second } { $b }
analysis-inaccuracy = niedokładnością
analysis-mistake = błędem
analysis-blunder = poważnym błędem
analysis-marked = { $side }: { $action } był { $mark } (utracono { $percent }% szansy na wygraną)
analysis-fine = { $side }: { $action }, bez oznaczenia
analysis-allows = przeciwnik wygrywa teraz w sposób wymuszony w { $turns ->
    [one] jednej turze
   *[other] { $turns } turach
}
analysis-misses = przepuszczono wymuszoną wygraną w { $turns ->
    [one] jednej turze
   *[other] { $turns } turach
}
analysis-better = lepiej: { $action }
analysis-forced = { $side } wygrywa w sposób wymuszony w { $turns ->
    [one] jednej turze
   *[other] { $turns } turach
}

## Puzzles (docs/puzzles.md)

puzzle-head = Zadanie { $game } { $number } z { $count } · trudność { $difficulty }
puzzle-task = { $side } na ruchu wygrywa w { $turns ->
    [one] jednej turze
   *[other] { $turns } turach
}
puzzle-watch = Patrz na ruch przeciwnika…
puzzle-find = Znajdź wygrywający ruch
puzzle-right = Dobrze! Dalej
puzzle-solved = Rozwiązane!
puzzle-wrong = { $action } nie wygrywa: odpowiedź pokazuje dlaczego. Rozwiązanie: { $line }
puzzle-streak = Seria { $streak } (najlepsza { $best }) · rozwiązane { $solved } z { $count }
puzzle-rated = Rankingowe · twój ranking zadań { $rating }
puzzle-unrated = Bez rankingu (wybierz nazwę w Graj online, aby mieć ranking)
puzzle-rating-change = Ranking zadań { $rating } ({ $change })
puzzle-next = Następne zadanie
puzzle-retry = Spróbuj ponownie

announce-move = { $side }: { $action } ({ $notation })
announce-game-over = { $result }. { $how }
announce-taken-back = { $count ->
    [one] Cofnięto jeden ruch
    [few] Cofnięto { $count } ruchy
    [many] Cofnięto { $count } ruchów
   *[other] Cofnięto { $count } ruchu
}
announce-redone = { $count ->
    [one] Ponowiono jeden ruch
    [few] Ponowiono { $count } ruchy
    [many] Ponowiono { $count } ruchów
   *[other] Ponowiono { $count } ruchu
}

## Yoxii

# The player panel's line under a Yoxii hand.
yoxii-sum = suma wokół totemu: { $sum }
yoxii-action = totem na { $totem }, potem { $value } na { $place }
yoxii-end-score = wyższa suma wokół totemu
yoxii-end-count = równe sumy: więcej pionków wokół totemu
yoxii-end-draw = równe sumy i tyle samo pionków
yoxii-tally = { $side }: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}, { $pieces ->
    [one] { $pieces } pionek
    [few] { $pieces } pionki
    [many] { $pieces } pionków
   *[other] { $pieces } pionka
}

## Oxono

oxono-setup = Ustawienie: totem X na { $x }, totem O na { $o }
oxono-symbol-exhausted = { $side } nie ma już pionków { $symbol }: ruszyć się może tylko totem { $other }
oxono-action = totem { $totem } na { $to }, potem pionek na { $place }
oxono-end-colour = cztery pionki jednego koloru w rzędzie
oxono-end-symbol = cztery pionki jednego symbolu w rzędzie
oxono-end-draw = wszystkie 32 pionki leżą i nikt nie ułożył czterech w rzędzie

## Kamon

# Kolor zgadza się z rodzajem nazwy symbolu (kamon-gender-*).
kamon-colour-pink = { $gender ->
   *[m] różowy
    [f] różowa
}
kamon-colour-yellow = { $gender ->
   *[m] żółty
    [f] żółta
}
kamon-colour-blue = { $gender ->
   *[m] niebieski
    [f] niebieska
}
kamon-colour-orange = { $gender ->
   *[m] pomarańczowy
    [f] pomarańczowa
}
kamon-colour-red = { $gender ->
   *[m] czerwony
    [f] czerwona
}
kamon-colour-green = { $gender ->
   *[m] zielony
    [f] zielona
}
kamon-symbol-butterfly = motyl
kamon-symbol-fish = ryba
kamon-symbol-bird = ptak
kamon-symbol-fan = wachlarz
kamon-symbol-mountain = góra
kamon-symbol-gate = brama
kamon-gender-butterfly = m
kamon-gender-fish = f
kamon-gender-bird = m
kamon-gender-fan = m
kamon-gender-mountain = f
kamon-gender-gate = f
kamon-token = { $colour } { $symbol }
kamon-token-blank = pusty żeton
kamon-hand = { $count ->
    [one] { $count } sześciokąt
    [few] { $count } sześciokąty
    [many] { $count } sześciokątów
   *[other] { $count } sześciokąta
}
kamon-first = Pierwszy sześciokąt: na brzegu, nie w rogu
kamon-match = Ten sam kolor lub ten sam symbol co: { $token }
kamon-action = sześciokąt na { $cell }
kamon-sides-green = dwa zielone boki
kamon-sides-blue = dwa niebieskie boki
kamon-sides-yellow = dwa żółte boki
kamon-sides-and = { $first }
    oraz { $second }
kamon-end-connection = łańcuch sześciokątów łączy { $sides }
kamon-end-loop = pierścień sześciokątów otacza { $count ->
    [one] { $count } pole
    [few] { $count } pola
    [many] { $count } pól
   *[other] { $count } pola
}
kamon-end-blocked = { $side } nie może wykonać ruchu: żadne wolne pole nie pasuje do ostatniego żetonu, { $token }
kamon-end-draw = wszystkie 36 sześciokątów leży, bez połączonych boków i zamkniętego pierścienia

## Odrzucone ruchy

refuse-no-value = w tej grze nie wybiera się wartości
refuse-value-gone = nie ma już pionków o wartości { $value }
refuse-animating = poczekaj na koniec ruchu
refuse-choose-move = najpierw wybierz ruch z listy
refuse-reviewing = przeglądasz ruch { $move }: Powrót do gry (End, Backspace), aby grać
refuse-strict = cofanie ruchów jest w tej partii wyłączone (menu pauzy: Cofanie ruchów)
refuse-no-take-back = nie ma ruchu do cofnięcia
refuse-no-redo = nie ma ruchu do ponowienia
refuse-no-pick = nie ma czego cofnąć: w tej turze nic nie wybrano
refuse-start = to początek partii
refuse-end = to ostatni ruch partii
refuse-computer = gra komputer: poczekaj na jego ruch
refuse-not-your-turn = to nie twój ruch: poczekaj na drugiego gracza
refuse-not-a-person = o to może poprosić tylko gracz przy stole
error-game-over = partia się skończyła
error-totem-cannot-reach = totem nie może przejść na { $to }
error-symbol-exhausted = { $side } nie ma już pionków { $symbol }, więc totem { $symbol } nie może się ruszyć
error-value-exhausted = { $side } nie ma już pionka o wartości { $value }
error-place-not-free = po tym ruchu totemu nie można położyć pionka na { $square } (pole nie jest wolne)
error-place-not-next = po tym ruchu totemu nie można położyć pionka na { $square } (musi leżeć obok totemu)
error-place-not-orthogonal = po tym ruchu totemu nie można położyć pionka na { $square } (musi leżeć obok totemu w poziomie lub pionie)
error-cell-blank = nie można zagrać na { $cell }: leży tam pusty żeton
error-cell-taken = nie można zagrać na { $cell }: leży tam już { $side ->
    [first] czarny
   *[second] biały
} sześciokąt
error-cell-no-match = nie można zagrać na { $cell }: jego żeton, { $token }, nie ma ani koloru, ani symbolu ostatniego, { $last }
error-cell-not-rim = nie można zagrać na { $cell }: pierwszy sześciokąt kładzie się na polu brzegowym, które nie jest rogiem
error-wrong-game = to nie jest ruch w { $game }
error-wrong-kind = najpierw: { $step }
error-totem-chosen = wybrano totem { $totem }: przesuń go albo cofnij wybór, aby wybrać drugi
error-off-board = tego pola nie ma na planszy { $game }
error-complete = wszystkie wybory tej tury są zrobione
error-incomplete = te wybory nie tworzą ruchu w { $game }

## Partie, eksport i import

record-line = wiersz { $line }: { $error }
record-not-a-square = { $text } nie jest polem planszy { $game }
record-malformed = „{ $text }” nie jest ruchem w { $game } (oczekiwano: { $expected })
record-bad-value = „{ $text }” nie jest wartością pionka (oczekiwano: 1, 2, 3 lub 4)
record-bad-totem = „{ $text }” nie jest totemem (oczekiwano: X lub O)
record-setup-not-allowed = { $game } nie ma wiersza setup
record-setup-missing = partie { $game } muszą zaczynać się wierszem setup ({ $expected })
record-setup-invalid = błędne ustawienie: { $detail }
record-illegal = { $action } jest niedozwolony: { $reason }
record-late-setup = wiersz setup musi stać przed pierwszym ruchem
record-empty = tekst jest pusty: nie ma w nim partii
record-no-header = brak wiersza „# { $key }”
record-header-game = nagłówek nie podaje gry tabletrio: „{ $text }” (oczekiwano: yoxii, oxono lub kamon)
record-header-player = wiersz nagłówka „{ $key }” nie podaje gracza: „{ $text }” (oczekiwano: human, { $levels })
record-of-game = partia { $game }: { $error }
record-other-game = zawiera partię { $game }
record-not-text = plik nie jest tekstem
transfer-nothing = Brak partii do eksportu
transfer-choose-copied = Skopiowano do schowka; wybierz plik…
transfer-choose = Wybierz plik…
transfer-downloaded-copied = Pobrano i skopiowano do schowka
transfer-downloaded = Pobrano
transfer-choose-game = Wybierz plik z partią…
transfer-nothing-to-paste = Nie ma czego wkleić: { $reason }
transfer-imported = Zaimportowano partię { $game }: { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
    [many] { $count } ruchów
   *[other] { $count } ruchu
}
transfer-imported-without-analysis = Zaimportowano partię { $game } ({ $count } ruchów); jej analizę pominięto ({ $reason })
transfer-cannot-import = Nie można zaimportować: { $reason }
transfer-exported = Wyeksportowano do { $path }
transfer-no-file-export = Eksport: nie wybrano pliku (partia jest w schowku)
transfer-export-failed = Eksport nie powiódł się: { $reason }
transfer-no-file-import = Import: nie wybrano pliku

## Jak grać
menu-how-to-play = Jak grać
rules-heading = Jak grać w { $game }
rules-page = Strona { $page } z { $pages }
rules-previous = Wstecz
rules-next = Dalej
rules-close = Zamknij
rules-to-match = Żeton do dopasowania:
rules-yoxii-goal-title = Cel gry
rules-yoxii-goal = Obaj gracze dzielą jeden totem. Na koniec każdy sumuje wartości swoich pionów na ośmiu polach wokół niego i wygrywa wyższa suma. Tutaj Biały ma 10, a Czerwony 9.
rules-yoxii-move-title = Ruch: przesuń totem
rules-yoxii-move = Najpierw totem robi jeden krok na wolne pole, które go dotyka, prosto lub po skosie: zielone pola.
rules-yoxii-place-title = Ruch: połóż pion
rules-yoxii-place = Potem połóż jeden ze swoich pionów o wartości od 1 do 4 na wolnym polu obok totemu. Pole, które totem właśnie opuścił, też się liczy. Każdy gracz ma pięć jedynek, pięć dwójek, pięć trójek i trzy czwórki.
rules-yoxii-jump-title = Skok
rules-yoxii-jump = Zamiast kroku totem może przeskoczyć rząd jednego lub kilku twoich pionów i stanąć na pierwszym polu za nim, jeśli jest wolne. Rzędu z pionem przeciwnika przeskoczyć nie można.
rules-yoxii-anywhere-title = Brak miejsca obok
rules-yoxii-anywhere = Jeśli po ruchu żadne pole wokół totemu nie jest wolne (zdarza się to tylko po skoku), twój pion może trafić na dowolne wolne pole planszy.
rules-yoxii-end-title = Koniec i remisy
rules-yoxii-end = Gra kończy się, gdy gracz na ruchu nie może przesunąć totemu. Przy równych sumach wygrywa ten, kto ma więcej pionów wokół totemu: tutaj Czerwony, sześć pionów przeciw dwóm. Znowu równo: remis.
rules-oxono-goal-title = Cel gry
rules-oxono-goal = Ułóż czwórkę w rzędzie lub w kolumnie: cztery piony w swoim kolorze, z dowolnymi literami, albo cztery z tą samą literą, w dowolnych kolorach. Kto domknie linię, od razu wygrywa.
rules-oxono-move-title = Ruch: przesuń totem
rules-oxono-move = Wybierz totem X lub O (musisz mieć jeszcze pion z jego literą) i przesuń go w górę, w dół, w lewo lub w prawo po wolnych polach, jak daleko chcesz. Zatrzymują go piony i drugi totem.
rules-oxono-place-title = Ruch: połóż pion
rules-oxono-place = Potem połóż pion z literą totemu na wolnym polu tuż obok niego, nigdy po skosie. Pole, z którego przyszedł, też się liczy. Jeśli żadne nie jest wolne, pion może trafić gdziekolwiek.
rules-oxono-enclosed-title = Zamknięty totem
rules-oxono-enclosed = Totem bez wolnego pola obok zamiast tego skacze: prosto nad pionami (i totemem), które go dotykają, na pierwsze wolne pole. Jeśli żaden kierunek go nie daje, może stanąć na dowolnym wolnym polu.
rules-oxono-end-title = Koniec gry
rules-oxono-end = Cztery piony z tą samą literą dają zwycięstwo temu, kto je domknie: tutaj Czarnemu, czterema O. Totemy nie są pionami i przerywają linię. Gdy wszystkie 32 piony leżą bez linii, gra kończy się remisem.
rules-kamon-goal-title = Cel gry
rules-kamon-goal = Połącz dwa przeciwległe boki tego samego koloru łańcuchem swoich sześciokątów (tutaj Czarny łączy oba zielone boki) albo zamknij pierścień wokół pól. Narożnik należy do obu swoich boków.
rules-kamon-first-title = Pierwszy sześciokąt
rules-kamon-first = Na każdym polu leży żeton jednego koloru i jednego symbolu. Czarny zaczyna na polu brzegowym, które nie jest narożnikiem. Pustego pola nigdy nie można zająć.
rules-kamon-match-title = Ruch
rules-kamon-match = Połóż sześciokąt na wolnym polu, którego żeton ma ten sam kolor lub symbol co żeton właśnie zakryty przez przeciwnika, otoczony złotem.
rules-kamon-loop-title = Pierścień
rules-kamon-loop = Wygrywasz też, gdy twoje sześciokąty otoczą pola, które nie sięgają brzegu, bez względu na to, co jest w środku: wolne pola, puste pole czy sześciokąty przeciwnika.
rules-kamon-end-title = Blokada i koniec gry
rules-kamon-end = Jeśli następny gracz nie ma żadnego wolnego pasującego pola (tutaj zajęte są wszystkie pola pasujące do otoczonego żetonu), wygrywa ten, kto właśnie zagrał. Gdy wszystkie 36 sześciokątów leży bez zwycięzcy, gra kończy się remisem.

## Przewodnik pierwszej gry
setting-guide = Przewodnik pierwszej gry: { $state }
guide-title = Przewodnik pierwszej gry
guide-hide = { $device ->
        [mouse] Ukryj (G)
        [pad] Ukryj (Select)
       *[other] Ukryj
    }
guide-turn-off = Wyłącz przewodnik
guide-wait = Gra komputer: patrz na jego piony na stole. Potem twoja kolej.
guide-confirm = { $device ->
        [touch] Wszystko wybrane. Dotknij jeszcze raz ostatniego pola, aby zagrać, albo innego zielonego pola, aby zmienić.
        [pad] Wszystko wybrane. Naciśnij jeszcze raz A, aby zagrać, albo B, aby zmienić.
       *[other] Wszystko wybrane. Kliknij jeszcze raz ostatnie pole lub naciśnij Enter, aby zagrać, albo Backspace, aby zmienić.
    }
guide-choose-totem = { $device ->
        [touch] Wybierz totem: dotknij X lub O na planszy. Potem położysz pion z tą samą literą.
        [pad] Wybierz totem: przesuń kursor krzyżakiem na X lub O (LB / RB przechodzą od jednego do drugiego) i naciśnij A. Potem położysz pion z tą samą literą.
       *[other] Wybierz totem: kliknij X lub O na planszy. Potem położysz pion z tą samą literą.
    }
guide-yoxii-move = { $device ->
        [touch] Dotknij zielonego pola, aby przesunąć totem o jeden krok.
        [pad] Przesuń kursor krzyżakiem na zielone pole i naciśnij A, aby przesunąć totem o jeden krok. B cofa wybór.
       *[other] Kliknij zielone pole, aby przesunąć totem o jeden krok. Prawy przycisk myszy cofa wybór.
    }
guide-oxono-move = { $device ->
        [touch] Dotknij zielonego pola: totem sunie w linii prostej przez tyle wolnych pól, ile chcesz.
        [pad] Przesuń kursor krzyżakiem na zielone pole i naciśnij A: totem sunie w linii prostej przez tyle wolnych pól, ile chcesz.
       *[other] Kliknij zielone pole: totem sunie w linii prostej przez tyle wolnych pól, ile chcesz.
    }
guide-yoxii-place = { $device ->
        [touch] Wybierz wartość, dotykając jednego ze swoich stosów, a potem dotknij zielonego pola obok totemu, aby położyć pion.
        [pad] Wybierz wartość przyciskami LB / RB, a potem przesuń kursor na zielone pole obok totemu i naciśnij A, aby położyć pion.
       *[other] Wybierz wartość klawiszami 1-4 (lub Tab), a potem kliknij zielone pole obok totemu, aby położyć pion.
    }
guide-oxono-place = { $device ->
        [touch] Dotknij zielonego pola obok totemu, aby położyć tam pion z jego literą.
        [pad] Przesuń kursor na zielone pole obok totemu i naciśnij A, aby położyć tam pion z jego literą.
       *[other] Kliknij zielone pole obok totemu, aby położyć tam pion z jego literą.
    }
guide-kamon-first = { $device ->
        [touch] Pierwszy sześciokąt trafia na pole brzegowe, które nie jest narożnikiem: dotknij zielonego pola.
        [pad] Pierwszy sześciokąt trafia na pole brzegowe, które nie jest narożnikiem: przesuń kursor krzyżakiem na zielone pole i naciśnij A.
       *[other] Pierwszy sześciokąt trafia na pole brzegowe, które nie jest narożnikiem: kliknij zielone pole.
    }
guide-kamon-match = { $device ->
        [touch] Twój sześciokąt trafia na pole, którego żeton ma kolor lub symbol właśnie zakrytego żetonu (widać go w panelu). Dotknij zielonego pola.
        [pad] Twój sześciokąt trafia na pole, którego żeton ma kolor lub symbol właśnie zakrytego żetonu (widać go w panelu). Przesuń kursor na zielone pole (LB / RB przechodzą do następnego) i naciśnij A.
       *[other] Twój sześciokąt trafia na pole, którego żeton ma kolor lub symbol właśnie zakrytego żetonu (widać go w panelu). Kliknij zielone pole.
    }
guide-yoxii-jump = Możesz skoczyć: totem może przeskoczyć rząd twoich pionów na pierwsze wolne pole za nim. Dalekie zielone pola to skoki.
guide-yoxii-anywhere = Żadne pole obok totemu nie jest wolne: ten pion może trafić na dowolne wolne pole planszy.
guide-oxono-enclosed = Totem jest zamknięty: nie może sunąć, więc przeskakuje nad sąsiednimi pionami na pierwsze wolne pole (albo gdziekolwiek, jeśli żaden kierunek go nie daje).
guide-kamon-blocked = Gracz na ruchu nie miał już pasującego pola, więc gra się skończyła: zablokowany gracz przegrywa.

## Online play
menu-play-online = Graj online
player-remote = Przeciwnik online
refuse-remote-turn = teraz ruch przeciwnika: przyjdzie przez sieć
refuse-server-only = tylko serwer może zmienić przebieg partii online
refuse-online-redo = online cofnięty ruch nie jest powtarzany: zagraj go ponownie
refuse-online-hint = brak podpowiedzi w trwającej partii online
refuse-online-line = partia online toczy się dalej od własnej pozycji
refuse-online-waiting = partia zacznie się, gdy dołączy przeciwnik
hud-remote-turn = ruch: { $side } (twój przeciwnik)
hud-online-waiting = Czekamy, aż dołączy przeciwnik
online-title = Graj online
online-create = Utwórz partię
online-join = Dołącz
online-watch = Oglądaj
online-your-games = Twoje partie
online-side-either = Losowo
online-no-games = Utwórz partię i podaj jej kod znajomemu albo wpisz jego kod i dołącz.
online-connecting = Łączenie z { $server }…
online-connected = Połączono z { $server }
online-retrying = Utracono połączenie: ponowna próba (próba { $tries })…
online-not-connected = brak połączenia z serwerem: poczekaj chwilę i spróbuj ponownie
online-draw-offered = Zaproponowano remis: decyduje przeciwnik
online-rematch-offered = Zaproponowano rewanż: decyduje przeciwnik
online-take-back-asked = Poproszono o cofnięcie: decyduje przeciwnik
online-declined = Przeciwnik odmówił
online-error = Serwer mówi: { $reason }
online-move-refused = Serwer odrzucił twój ruch ({ $reason }); został cofnięty
online-refused = Odrzucono: { $reason }
online-accept = Przyjmij
online-decline = Odrzuć
online-you = ty
online-opponent = przeciwnik
online-opponent-away = przeciwnik (rozłączony, czekamy)
online-opponent-none = jeszcze nikt
online-player = { $side }: { $who } { $clock }
online-waiting = Podaj znajomemu kod { $code }, aby dołączył
online-game-code = Partia online { $code }
online-watching = Oglądasz tę partię
online-offer-draw = Przeciwnik proponuje remis
online-offer-take-back = Przeciwnik prosi o cofnięcie swojego ostatniego ruchu
online-offer-rematch = Przeciwnik proponuje rewanż
online-resign = Poddaj się
online-offer-draw-button = Zaproponuj remis
verdict-resigned = { $side } poddaje partię
verdict-time = { $side } przekracza czas
verdict-agreement = remis za porozumieniem
online-abort = Anuluj
online-offer-claim = Przeciwnik wyszedł. Ogłosić wygraną?
online-rematch-withdrawn = Przeciwnik wyszedł: na razie bez rewanżu
outcome-aborted = Bez wyniku
verdict-aborted = partia anulowana, zanim obie strony wykonały ruch
verdict-abandoned = { $side } opuszcza partię
online-waiting-link = Podaj znajomemu kod { $code } albo ten link: { $link }
hud-keys-online = Tab: następny cel   Backspace: cofnij wybór   U: poproś o cofnięcie   PgUp: przegląd   Esc: poddaj się lub zaproponuj remis   G: przyciski
hud-keys-value-online = Pionek do położenia: { $value }  (1-4 / Tab / kliknij stos)
hud-pad = A: wybierz   B: cofnij wybór   LB / RB: inny cel   X / R3: cofnij / ponów   L3: przegląd   Y: podpowiedź
hud-pad-online = A: wybierz   B: cofnij wybór   LB / RB: inny cel   X: poproś o cofnięcie   L3: przegląd   Start: poddaj się lub zaproponuj remis   Select: przyciski
hud-pad-value = Pionek do położenia: { $value }  (LB / RB)   A: wybierz   Y: podpowiedź
hud-pad-value-online = Pionek do położenia: { $value }  (LB / RB)   A: wybierz
hud-pad-review = LB / RB: przewijanie   Y: oceń   Start: menu
hud-touch-value = Pionek do położenia: { $value }  (dotknij stosu)
online-state-yours = twój ruch (ruch { $move })
online-state-theirs = ruch przeciwnika (ruch { $move })
online-state-over = zakończona
online-state-waiting = czeka na przeciwnika

# The lobby, names, ratings and phrases (online)
online-tab-lobby = Znajdź partię
online-tab-friend = Ze znajomym
online-take-name = Weź to imię
online-named = Na tym serwerze jesteś { $name }
online-open-games = Otwarte partie
online-no-seeks = Nikt jeszcze nie czeka: wybierz kafelek, a następny gracz cię znajdzie.
online-more-seeks = …i jeszcze { $count }: kafelek wybiera najstarszą pasującą
online-clock-short = { $minutes }+{ $seconds }
online-clock-short-days = { $days ->
    [one] 1 dzień
   *[other] { $days } dni
}
online-bot-name = { $name } (bot)
online-rated = rankingowa
online-casual = towarzyska
online-who-named = { $name } · { $who }
online-rating-change = Twój ranking: { $rating } ({ $change })
online-said = { $who }: { $phrase }
online-your-turn = Twój ruch: { $game }
online-your-turn-against = Twój ruch: { $game }, gra z { $name }
online-tab-leaders = Najlepsi
online-tab-puzzles = Zadania
online-rename = Zmień nazwę
online-speed-live = Z zegarem
online-speed-correspondence = Dni na ruch
online-leader = { $rank }. { $name }
online-leader-bot = { $rank }. { $name } (bot)
online-leaders-none = Nikt nie ma tu jeszcze ustalonego rankingu: pojawia się po kilku partiach rankingowych.
online-leaders-asking = Pytam serwer…
online-phrase = Zwrot: { $phrase }
online-say = Powiedz
online-mute = Ukryj zwroty
online-unmute = Pokaż zwroty
phrase-hello = Cześć!
phrase-good-luck = Powodzenia!
phrase-well-played = Dobrze zagrane!
phrase-thanks = Dzięki!
phrase-oops = Ups!
phrase-good-game = Dobra partia!
phrase-sorry = Przepraszam!
phrase-one-moment = Chwileczkę, proszę.
online-key = Twój klucz: { $key }
online-use-key = Użyj tego klucza
online-key-copied = Klucz skopiowany: wklej go w Graj online na drugim urządzeniu.
online-choose-name = Wybierz nazwę, aby grać z każdym
online-name-placeholder = Twoja nazwa
online-have-key = Mam klucz z innego urządzenia
online-key-step = Wpisz klucz z drugiego urządzenia
online-key-placeholder = Klucz (32 litery i cyfry)
online-rename-placeholder = Nowa nazwa
online-done = Gotowe
online-copy-key = Skopiuj mój klucz
online-quick-pairing = Szybka gra
online-rated-puzzles = Zadania rankingowe
online-daily-puzzles = Zadanie dnia
online-puzzles-rated = Każda próba zmienia twój ranking zadań w danej grze; zadanie dnia jest dziś takie samo dla wszystkich.
online-puzzles-unnamed = Bez rankingu, dopóki nie wybierzesz nazwy w Znajdź partię; każde zadanie możesz i tak rozwiązać.
online-sort-oldest = Najstarsze
online-sort-rating = Najsilniejsi
online-col-player = Gracz
online-col-game = Gra
online-col-clock = Zegar
online-col-rated = Rodzaj
online-col-rating = Ranking
online-col-games = Partie
online-seek-mine = Ty, czekasz
online-cancel = Anuluj
online-chip-hint = Nazwa i klucz
online-tile-waiting = Czekasz…
online-tile-nobody = Nikt jeszcze
online-tile-seeking = czekający: { $count }
online-new-game = Nowa gra ze znajomym
online-join-heading = Dołącz do gry znajomego
online-code-placeholder = Kod od znajomego
online-server-placeholder = Adres serwera
online-no-clock = Bez zegara
online-link-connecting = Łączenie…
online-link-open = Połączono
online-my-profile = Moja strona
online-last-games = Ostatnie partie
online-nobody-named = Gracz bez nazwy
online-result-playing = W toku
online-result-draw = Remis
online-result-won = Wygrana
online-result-lost = Przegrana
online-played = { $count ->
    [one] jedna rozegrana partia
    [few] { $count } rozegrane partie
    [many] { $count } rozegranych partii
   *[other] { $count } rozegranych partii
}
online-rating-of = { $game } · { $speed }
game-over-lobby = Wróć do poczekalni
game-over-opponent-page = Strona gracza { $name }
menu-play-online-waiting = Graj online ({ $count })

## The server's refusals, by their code (shown inside online-refused and online-error)
refusal-over = partia się skończyła
refusal-waiting = przeciwnik jeszcze nie dołączył
refusal-not-your-turn = to nie twój ruch
refusal-wrong-ply = partia poszła dalej od twojego ruchu
refusal-not-an-action = to nie jest ruch w tej grze
refusal-illegal = ten ruch jest tu niedozwolony
refusal-no-such-offer = nie ma oferty, na którą można odpowiedzieć
refusal-repeated-offer = już złożyłeś tę ofertę: poczekaj na odpowiedź
refusal-abort-too-late = partię można przerwać tylko, zanim obie strony wykonają ruch
refusal-nothing-to-claim = nie ma teraz zwycięstwa do zażądania
refusal-rematch-before-end = rewanż przychodzi po zakończonej partii
refusal-rematch-taken = ta partia miała już swój rewanż
refusal-rematch-needs-both = do rewanżu potrzebni są obaj gracze
refusal-not-seated = nie grasz w żadnej partii: dołącz, utwórz lub wznów jakąś
refusal-spectator = widzowie nie grają
refusal-not-held = ta partia została odłożona: otwórz ją ponownie w swoich partiach
refusal-no-such-game = żadna partia nie ma tego kodu
refusal-no-such-token = serwer nie zna już tej partii
refusal-game-full = ta partia ma już dwóch graczy: obejrzyj ją zamiast tego
refusal-game-finished = ta partia się skończyła: obejrzyj ją zamiast tego
refusal-no-seat = nie masz miejsca w tej partii
refusal-no-such-player = żaden gracz nie ma tej nazwy
refusal-too-many-spectators = ta partia ma tylu widzów, ilu może przyjąć: spróbuj później
refusal-too-many-lookups = zbyt wiele nieznalezionych partii z tego adresu: poczekaj minutę
refusal-too-many-created = zbyt wiele partii utworzonych z tego adresu: spróbuj później
refusal-too-many-waiting = zbyt wiele partii z tego adresu czeka na drugiego gracza
refusal-too-many-asked = zbyt wiele partii naraz w jednym pytaniu
refusal-too-many-messages = zbyt wiele wiadomości: połączenie zostało zamknięte
refusal-too-many-connections = zbyt wiele połączeń z tego adresu
refusal-too-many-seeks = masz już tyle otwartych ofert gry, ile wolno: najpierw wycofaj jedną
refusal-too-many-names = za dużo nazw lub kluczy z tego adresu: spróbuj później
refusal-too-many-phrases = za dużo zwrotów naraz: poczekaj chwilę
refusal-too-many-reads = za dużo zapytań z tego połączenia lub adresu: poczekaj minutę
refusal-already-named = masz już nazwę na tym połączeniu: zmień ją zamiast tego
refusal-same-address = dwaj gracze z jednej sieci nie grają ze sobą partii rankingowych
refusal-name-taken = ta nazwa jest zajęta: wybierz inną
refusal-name-invalid = tej nazwy nie można użyć: wybierz inną
refusal-rename-too-soon = nazwę można zmienić najwyżej raz dziennie
refusal-no-such-key = ten klucz nie należy do żadnego gracza
refusal-not-named = najpierw wybierz nazwę albo użyj swojego klucza
refusal-seek-gone = ta oferta gry nie jest już otwarta
refusal-own-seek = to twoja własna oferta gry: poczekaj, aż ktoś ją przyjmie
refusal-no-such-seek = nie masz takiej oferty gry
refusal-bad-clock = serwer nie przyjmuje tego tempa gry
refusal-bad-phrase = serwer nie zna tego zdania
refusal-not-protocol = serwer nie zrozumiał wiadomości z tej aplikacji
refusal-no-such-puzzle = nie ma takiego zadania: poproś o nowe
refusal-puzzle-over = to zadanie jest skończone: poproś o inne
refusal-no-such-arena = nie ma turnieju o tym kodzie: sprawdź go
refusal-arena-over = ten turniej się zakończył
refusal-too-many-arenas = masz już tyle prywatnych turniejów, ile można: poczekaj, aż któryś się skończy
refusal-bad-arena = tego turnieju nie można utworzyć: sprawdź tempo, długość i początek
refusal-busy = serwer jest zajęty: spróbuj ponownie
refusal-unavailable = serwer nie może tego teraz zrobić: spróbuj później

# Tournaments (arenas): the Tournaments tab of Play online and an arena game's rows in the online panel.
online-tab-tournaments = Turnieje
arena-join = Dołącz
arena-pause = Pauza
arena-resume = Wznów
arena-leave = Opuść
arena-results = Wyniki
arena-col-arena = Arena
arena-col-when = Kiedy
arena-col-players = Gracze
arena-col-points = Punkty
arena-col-performance = Wyn.
arena-untitled = Arena { $game } { $clock }
arena-starts-in = za { $time }
arena-time-left = zostało { $time }
arena-over = zakończona
arena-what = { $game } · { $clock }
arena-starts-in-long = zaczyna się za { $time }
arena-running = trwa, zostało { $time }
arena-finished = zakończona
arena-line = { $what } · { $when } · { $players ->
    [one] 1 gracz
    [few] { $players } graczy
    [many] { $players } graczy
   *[other] { $players } gracza
}
arena-standing-bot = { $rank }. { $name } (bot)
arena-standing-paused = { $rank }. { $name } (pauza)
arena-points-streak = { $points } ×2
arena-podium-line = { $rank }. { $name }: punkty { $points }, wynik rankingowy { $performance }, partie { $games }
arena-next-line =
    { $first }
    { $then }
arena-note-results = Arena się zakończyła: oto końcowa klasyfikacja.
arena-note-unnamed = Przyjmij nazwę w karcie Znajdź partię, aby dołączyć do areny.
arena-note-join = Dołącz, a dostaniesz przeciwnika, gdy tylko będziesz wolny: 2 punkty za wygraną, 1 za remis, podwójnie (×2) po dwóch wygranych z rzędu.
arena-note-paused = Pauza: nie dostajesz przeciwników. Wznów, aby grać dalej.
arena-note-in = Jesteś zapisany: pierwsza partia przyjdzie, gdy arena się zacznie.
arena-note-next = Następna partia za { $secs } s. Pauza zatrzymuje.
arena-note-waiting = Czekam na wolnego przeciwnika…
arena-none = Na tym serwerze nie ma nadchodzących turniejów.
arena-table-title = { $arena } · { $when }
arena-table-row = { $rank }. { $name }  { $points }
arena-table-row-you = { $rank }. { $name } (ty)  { $points }
arena-private-heading = Prywatna arena dla znajomych
arena-code-placeholder = Kod areny od znajomego
arena-open = Otwórz
arena-minutes = { $minutes } min
arena-make = Utwórz (start za { $minutes } min)
arena-private-title = { $name } · kod { $code }
