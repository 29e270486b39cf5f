# tabletrio, italiano

## Schermata iniziale

app-credits = Yoxii e Oxono di Jérémy Partinico  ·  Kamon di Bruno Cathala  ·  editi da cosmoludo
menu-game = Gioco: { $game }
menu-player = { $side }: { $player }
player-human = Umano
player-computer = Computer ({ $level })
level-easy = facile
level-medium = medio
level-hard = difficile
menu-continue = Continua
menu-continue-game = Continua { $game } (mossa { $move })
menu-start = Inizia
menu-import = Importa una partita
menu-paste = Incolla una partita
menu-quit = Esci
menu-language = Lingua: { $language }
title-save-unreadable = La partita di { $game } salvata non è leggibile ({ $reason }); una nuova partita la sostituirà.

## Impostazioni

setting-state = { $on ->
    [yes] sì
   *[no] no
}
setting-sound = Audio: { $state }
setting-colour-letters = Lettere dei colori (Kamon): { $state }
setting-take-backs = Annullare mosse: { $state }
setting-confirm-moves = Conferma mosse: { $state }
setting-quality = Qualità: { $quality }
setting-auto-quality = Qualità automatica: { $quality }
setting-ui-scale = Dimensione dell'interfaccia: { $percent }%
setting-animation = Animazioni: { $speed }
animation-normal = normali
animation-fast = veloci
animation-off = disattivate (movimento ridotto)
setting-high-contrast = Evidenziazioni ad alto contrasto: { $state }
quality-auto = Auto
quality-low = Bassa
quality-medium = Media
quality-high = Alta

## Pausa e fine partita

pause-title = Pausa
pause-resume = Riprendi
menu-to-title = Schermata iniziale
outcome-wins = Vince { $side }
outcome-draw = Pareggio
game-over-play-again = Gioca ancora
game-over-replay = Rivedi

## Indicazioni in gioco

side-yoxii-first = Bianco
side-yoxii-second = Rosso
side-oxono-first = Rosa
side-oxono-second = Nero
side-kamon-first = Nero
side-kamon-second = Bianco
hud-draw = Pareggio
hud-computer-thinking = { $side } (computer, { $level }) sta pensando…
hud-computer-playing = { $side } (computer, { $level }) sta giocando
hud-reviewing = Mossa { $move } di { $total }   Fine / B: torna alla partita
hud-confirm = { $side }: conferma – clicca di nuovo o Invio; Backspace per cambiare
hud-step = { $side }: { $step }
step-choose-totem = scegli un totem
step-move-totem = muovi il totem
step-place-piece = piazza un pezzo
step-place-hexagon = piazza un esagono
hud-hint = Suggerimento: { $action }  (probabilità di vittoria { $percent }%)
hud-hint-thinking = Suggerimento: sto pensando…
hud-keys-review = PagSu / PagGiù: scorri   Inizio: partenza   P: riproduci   H: valuta
hud-keys-value = Pezzo da piazzare: { $value }  (1-4 / Tab / clic su una pila)   H: suggerimento
hud-keys = Tab: bersaglio successivo   Backspace: annulla una scelta   U / Y: annulla / ripeti   PagSu: rivedi   H: suggerimento
hud-not-allowed = Non consentito: { $reason }

## Elenco delle mosse

moves-title = Mosse
moves-toggle = mostra / nascondi (L)
moves-replay = Riproduci
moves-pause = Pausa
moves-speed = { $speed } mosse/s
moves-back-to-game = Torna alla partita
moves-play-from-here = Gioca da qui
moves-evaluate = Valuta (H)
moves-take-back = Annulla (U)
moves-redo = Ripeti (Y)
moves-export = Esporta
moves-import = Importa
moves-paste = Incolla
moves-type = Scrivi una mossa (M)
move-box-line = Mossa: { $text }
move-box-help = Come nell'elenco delle mosse (d5:e6=3, Xc4:c5, d3). Invio la gioca, Esc chiude.
moves-none = Ancora nessuna mossa
moves-reviewing = Mossa { $move } di { $total }
moves-reviewing-last = Mossa { $move } di { $total }: { $action }
eval-best = Mossa migliore per { $side }: { $action }
    { $side } vince il { $percent }% delle volte
eval-thinking = Valutazione in corso…

announce-move = { $side }: { $action } ({ $notation })
announce-game-over = { $result }. { $how }
announce-taken-back = { $count ->
    [one] Una mossa annullata
   *[other] { $count } mosse annullate
}
announce-redone = { $count ->
    [one] Una mossa ripetuta
   *[other] { $count } mosse ripetute
}

## Yoxii

yoxii-hand = { $side }: in mano 1:{ $one } 2:{ $two } 3:{ $three } 4:{ $four }, somma { $sum }
yoxii-action = totem in { $totem }, poi un { $value } in { $place }
yoxii-end-score = somma più alta attorno al totem
yoxii-end-count = somme uguali: più pezzi attorno al totem
yoxii-end-draw = somme uguali e stesso numero di pezzi
yoxii-tally = { $side }: { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}, { $pieces ->
    [one] { $pieces } pezzo
   *[other] { $pieces } pezzi
}

## Oxono

oxono-hand = { $side }: in mano X:{ $x } O:{ $o }
oxono-setup = Disposizione: totem X in { $x }, totem O in { $o }
oxono-symbol-exhausted = { $side } non ha più pezzi { $symbol }: si può muovere solo il totem { $other }
oxono-action = totem { $totem } in { $to }, poi un pezzo in { $place }
oxono-end-colour = quattro pezzi dello stesso colore in fila
oxono-end-symbol = quattro pezzi dello stesso simbolo in fila
oxono-end-draw = tutti i 32 pezzi sono piazzati senza una fila di quattro

## Kamon

# Il colore concorda con il genere del simbolo (kamon-gender-*).
kamon-colour-pink = { $gender ->
   *[other] rosa
}
kamon-colour-yellow = { $gender ->
   *[m] giallo
    [f] gialla
}
kamon-colour-blue = { $gender ->
   *[other] blu
}
kamon-colour-orange = { $gender ->
   *[other] arancione
}
kamon-colour-red = { $gender ->
   *[m] rosso
    [f] rossa
}
kamon-colour-green = { $gender ->
   *[other] verde
}
kamon-symbol-butterfly = farfalla
kamon-symbol-fish = pesce
kamon-symbol-bird = uccello
kamon-symbol-fan = ventaglio
kamon-symbol-mountain = montagna
kamon-symbol-gate = porta
kamon-gender-butterfly = f
kamon-gender-fish = m
kamon-gender-bird = m
kamon-gender-fan = m
kamon-gender-mountain = f
kamon-gender-gate = f
kamon-token = { $symbol } { $colour }
kamon-token-blank = la tessera vuota
kamon-hand = { $side }: { $count ->
    [one] { $count } esagono
   *[other] { $count } esagoni
}
kamon-first = Primo esagono: sul bordo, non in un angolo
kamon-match = Stesso colore o stesso simbolo di: { $token }
kamon-action = un esagono in { $cell }
kamon-sides-green = i due lati verdi
kamon-sides-blue = i due lati blu
kamon-sides-yellow = i due lati gialli
kamon-sides-and = { $first }
    e { $second }
kamon-end-connection = una catena di esagoni unisce { $sides }
kamon-end-loop = un anello di esagoni racchiude { $count ->
    [one] { $count } casella
   *[other] { $count } caselle
}
kamon-end-blocked = { $side } non può muovere: nessuna casella libera corrisponde all'ultima tessera, { $token }
kamon-end-draw = tutti i 36 esagoni sono piazzati, senza lati uniti né anelli chiusi

## Mosse rifiutate

refuse-no-value = in questo gioco non c'è un valore da scegliere
refuse-value-gone = nessun pezzo di valore { $value } rimasto
refuse-animating = attendi la fine della mossa
refuse-choose-move = scegli prima una mossa nell'elenco
refuse-reviewing = stai rivedendo la mossa { $move }: Torna alla partita (Fine, Backspace) per giocare
refuse-strict = in questa partita non si annullano mosse (menu di pausa: Annullare mosse)
refuse-no-take-back = nessuna mossa da annullare
refuse-no-redo = nessuna mossa da ripetere
refuse-no-pick = niente da annullare: nessuna scelta in questo turno
refuse-start = questo è l'inizio della partita
refuse-end = questa è l'ultima mossa della partita
refuse-computer = sta giocando il computer: attendi la sua mossa
error-game-over = la partita è finita
error-totem-cannot-reach = il totem non può andare in { $to }
error-symbol-exhausted = { $side } non ha più pezzi { $symbol }, quindi il totem { $symbol } non può muoversi
error-value-exhausted = { $side } non ha più pezzi di valore { $value }
error-place-not-free = dopo questa mossa del totem non si può piazzare un pezzo in { $square } (la casella non è libera)
error-place-not-next = dopo questa mossa del totem non si può piazzare un pezzo in { $square } (deve essere accanto al totem)
error-place-not-orthogonal = dopo questa mossa del totem non si può piazzare un pezzo in { $square } (deve essere accanto al totem in orizzontale o in verticale)
error-cell-blank = { $cell } non si può giocare: contiene la tessera vuota
error-cell-taken = { $cell } non si può giocare: contiene già un esagono { $side ->
    [first] nero
   *[second] bianco
}
error-cell-no-match = { $cell } non si può giocare: la sua tessera, { $token }, non ha né il colore né il simbolo dell'ultima, { $last }
error-cell-not-rim = { $cell } non si può giocare: il primo esagono va su una casella del bordo che non sia un angolo
error-wrong-game = non è una mossa di { $game }
error-wrong-kind = prima: { $step }
error-totem-chosen = il totem { $totem } è scelto: muovilo, o annulla la scelta per prendere l'altro
error-off-board = questa casella non è sul tabellone di { $game }
error-complete = tutte le scelte di questo turno sono fatte
error-incomplete = queste scelte non formano una mossa di { $game }

## Partite, esportazione e importazione

record-line = riga { $line }: { $error }
record-not-a-square = { $text } non è una casella del tabellone di { $game }
record-malformed = «{ $text }» non è una mossa di { $game } (atteso: { $expected })
record-bad-value = «{ $text }» non è un valore di pezzo (atteso: 1, 2, 3 o 4)
record-bad-totem = «{ $text }» non è un totem (atteso: X o O)
record-setup-not-allowed = { $game } non ha una riga setup
record-setup-missing = le partite di { $game } devono iniziare con una riga setup ({ $expected })
record-setup-invalid = disposizione errata: { $detail }
record-illegal = { $action } non è consentita: { $reason }
record-late-setup = la riga setup deve precedere la prima mossa
record-empty = il testo è vuoto: non contiene nessuna partita
record-no-header = manca la riga «# { $key }»
record-header-game = l'intestazione non nomina un gioco di tabletrio: «{ $text }» (atteso: yoxii, oxono o kamon)
record-header-player = la riga «{ $key }» dell'intestazione non nomina un giocatore: «{ $text }» (atteso: human, easy, medium o hard)
record-of-game = partita di { $game }: { $error }
record-other-game = contiene una partita di { $game }
record-not-text = il file non è testo
transfer-nothing = Nessuna partita da esportare
transfer-choose-copied = Copiata negli appunti; scegli un file…
transfer-choose = Scegli un file…
transfer-downloaded-copied = Scaricata e copiata negli appunti
transfer-downloaded = Scaricata
transfer-choose-game = Scegli un file di partita…
transfer-nothing-to-paste = Niente da incollare: { $reason }
transfer-imported = Importata una partita di { $game } di { $count ->
    [one] { $count } mossa
   *[other] { $count } mosse
}
transfer-cannot-import = Importazione impossibile: { $reason }
transfer-exported = Esportata in { $path }
transfer-no-file-export = Esportazione: nessun file scelto (la partita è negli appunti)
transfer-export-failed = Esportazione non riuscita: { $reason }
transfer-no-file-import = Importazione: nessun file scelto
