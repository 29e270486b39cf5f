# tabletrio, italiano

## Schermata iniziale

app-credits = Yoxii e Oxono di Jérémy Partinico  ·  Kamon di Bruno Cathala  ·  editi da cosmoludo
menu-game = Gioco: { $game }
# The title's game cards: what wins each game, in a line.
card-yoxii = Intrappola il totem: vince la somma più alta intorno.
card-oxono = Quattro in fila di un colore o di una lettera.
card-kamon = Collega due lati opposti di un colore, oppure chiudi un anello.
menu-player = { $side }: { $player }
player-human = Umano
player-computer = Computer ({ $level })
level-beginner = principiante
level-easy = facile
level-casual = rilassato
level-medium = medio
level-advanced = avanzato
level-hard = difficile
level-expert = esperto
menu-continue = Continua
menu-continue-game = Continua { $game } (mossa { $move })
menu-start = Inizia
menu-puzzles = Problemi
menu-import = Importa una partita
menu-paste = Incolla una partita
menu-quit = Esci
menu-language = Lingua: { $language }
title-save-unreadable = La partita di { $game } salvata non è leggibile ({ $reason }); una nuova partita la sostituirà.
title-save-set-aside = La partita di { $game } salvata non è leggibile ({ $reason }); è stata messa da parte come { $place }.

## Impostazioni

setting-state = { $on ->
    [yes] sì
   *[no] no
}
setting-sound = Audio: { $state }
setting-volume = Volume: { $percent }%
menu-settings = Impostazioni
settings-title = Impostazioni
settings-about = tabletrio { $version }  ·  software libero con licenza MIT o Apache-2.0
menu-back = Indietro
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
hud-computer-thinking = { $side } (computer, { $level }) sta pensando… { $seconds } s
hud-computer-playing = { $side } (computer, { $level }) sta giocando
hud-reviewing = { $device ->
        [touch] Mossa { $move } di { $total }
        [pad] Mossa { $move } di { $total }   B: torna alla partita
       *[other] Mossa { $move } di { $total }   Fine: torna alla partita
    }
hud-confirm = { $device ->
        [touch] { $side }: conferma – toccala di nuovo, o un'altra casella verde per cambiare
        [pad] { $side }: conferma – di nuovo A; B per cambiare
       *[other] { $side }: conferma – clicca di nuovo o Invio; Backspace per cambiare
    }
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

## The analysis of a game (docs/analysis.md)

analysis-start = Analizza
analysis-running = Analisi… { $percent }%
analysis-cancel = Annulla
analysis-accuracy = Precisione: { $first } { $a } · { $second } { $b }
analysis-inaccuracy = un'imprecisione
analysis-mistake = un errore
analysis-blunder = un errore grave
analysis-marked = { $side }: { $action } è stata { $mark } (perso il { $percent }% della probabilità di vincere)
analysis-fine = { $side }: { $action }, nessun segno
analysis-allows = ora l'avversario vince per forza in { $turns ->
    [one] un turno
   *[other] { $turns } turni
}
analysis-misses = ha lasciato sfuggire una vittoria forzata in { $turns ->
    [one] un turno
   *[other] { $turns } turni
}
analysis-better = meglio: { $action }
analysis-forced = { $side } vince per forza in { $turns ->
    [one] un turno
   *[other] { $turns } turni
}

## Puzzles (docs/puzzles.md)

puzzle-head = Problema di { $game } { $number } di { $count } · difficoltà { $difficulty }
puzzle-task = Muove { $side } e vince in { $turns ->
    [one] un turno
   *[other] { $turns } turni
}
puzzle-watch = Guarda la mossa dell'avversario…
puzzle-find = Trova la mossa vincente
puzzle-right = Giusto! Continua
puzzle-solved = Risolto!
puzzle-wrong = { $action } non vince: la risposta mostra perché. La soluzione: { $line }
puzzle-streak = Serie { $streak } (migliore { $best }) · { $solved } di { $count } risolti
puzzle-rated = Valutato · il tuo punteggio problemi { $rating }
puzzle-unrated = Non valutato (scegli un nome in Gioca online per essere valutato)
puzzle-rating-change = Punteggio problemi { $rating } ({ $change })
puzzle-next = Prossimo problema
puzzle-retry = Riprova

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

# The player panel's line under a Yoxii hand.
yoxii-sum = somma intorno al totem: { $sum }
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
kamon-hand = { $count ->
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
refuse-not-your-turn = non è il tuo turno: aspetta l'altro giocatore
refuse-not-a-person = solo un giocatore al tavolo può chiederlo
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
record-header-player = la riga «{ $key }» dell'intestazione non nomina un giocatore: «{ $text }» (atteso: human, { $levels })
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
transfer-imported-without-analysis = Importata una partita di { $game } di { $count } mosse; la sua analisi è stata scartata ({ $reason })
transfer-cannot-import = Importazione impossibile: { $reason }
transfer-exported = Esportata in { $path }
transfer-no-file-export = Esportazione: nessun file scelto (la partita è negli appunti)
transfer-export-failed = Esportazione non riuscita: { $reason }
transfer-no-file-import = Importazione: nessun file scelto

## Come si gioca
menu-how-to-play = Come si gioca
rules-heading = Come si gioca a { $game }
rules-page = Pagina { $page } di { $pages }
rules-previous = Indietro
rules-next = Avanti
rules-close = Chiudi
rules-to-match = Gettone da seguire:
rules-yoxii-goal-title = Lo scopo
rules-yoxii-goal = I due giocatori condividono un solo totem. Alla fine ognuno somma i valori dei propri pezzi sulle otto caselle intorno a esso, e vince il totale più alto. Qui il Bianco ha 10 e il Rosso 9.
rules-yoxii-move-title = Un turno: muovere il totem
rules-yoxii-move = Prima il totem fa un passo verso una casella libera che lo tocca, dritto o in diagonale: le caselle verdi.
rules-yoxii-place-title = Un turno: posare un pezzo
rules-yoxii-place = Poi posa uno dei tuoi pezzi, di valore da 1 a 4, su una casella libera accanto al totem. Conta anche la casella che ha appena lasciato. Ogni giocatore ha cinque 1, cinque 2, cinque 3 e tre 4.
rules-yoxii-jump-title = Il salto
rules-yoxii-jump = Invece di un passo, il totem può saltare una fila di uno o più pezzi tuoi e atterrare sulla prima casella dopo di essa, se è libera. Una fila con un pezzo avversario non si può saltare.
rules-yoxii-anywhere-title = Nessun posto vicino
rules-yoxii-anywhere = Se dopo la mossa nessuna casella intorno al totem è libera (succede solo dopo un salto), il tuo pezzo può andare su qualsiasi casella libera del tavoliere.
rules-yoxii-end-title = La fine e i pareggi
rules-yoxii-end = La partita finisce quando chi deve muovere non può più spostare il totem. A parità di totale vince chi ha più pezzi intorno al totem: qui il Rosso, sei pezzi contro due. Ancora pari: patta.
rules-oxono-goal-title = Lo scopo
rules-oxono-goal = Forma una fila di quattro in riga o in colonna: quattro pezzi del tuo colore, con qualsiasi lettera, oppure quattro della stessa lettera di qualsiasi colore. Chi completa una fila vince subito.
rules-oxono-move-title = Un turno: muovere un totem
rules-oxono-move = Scegli il totem X o il totem O (ti serve ancora un pezzo con la sua lettera) e fallo scorrere in alto, in basso, a sinistra o a destra su caselle libere, fin dove vuoi. I pezzi e l'altro totem lo fermano.
rules-oxono-place-title = Un turno: posare un pezzo
rules-oxono-place = Poi posa un pezzo con la lettera del totem su una casella libera proprio accanto a esso, mai in diagonale. Conta anche la casella da cui è partito. Se nessuna è libera, il pezzo va dove vuoi.
rules-oxono-enclosed-title = Un totem chiuso
rules-oxono-enclosed = Un totem senza caselle libere accanto salta invece: dritto sopra i pezzi (e il totem) che lo toccano, fino alla prima casella libera. Se nessuna direzione ne offre una, può andare su qualsiasi casella libera.
rules-oxono-end-title = La fine
rules-oxono-end = Quattro pezzi con la stessa lettera fanno vincere chi li completa: qui il Nero, con quattro O. I totem non sono pezzi e interrompono una fila. Se tutti i 32 pezzi sono posati senza una fila, la partita è patta.
rules-kamon-goal-title = Lo scopo
rules-kamon-goal = Collega due lati opposti dello stesso colore con una catena dei tuoi esagoni (qui il Nero collega i due lati verdi), oppure chiudi un anello intorno a delle caselle. Un angolo appartiene a entrambi i suoi lati.
rules-kamon-first-title = Il primo esagono
rules-kamon-first = Ogni casella porta un gettone di un colore e di un simbolo. Il Nero inizia su una casella del bordo che non è un angolo. La casella vuota non si può mai prendere.
rules-kamon-match-title = Un turno
rules-kamon-match = Posa un esagono su una casella libera il cui gettone ha lo stesso colore o lo stesso simbolo del gettone appena coperto dall'avversario, cerchiato d'oro.
rules-kamon-loop-title = Un anello
rules-kamon-loop = Vinci anche quando i tuoi esagoni circondano caselle che non arrivano al bordo, qualunque cosa contengano: caselle libere, la casella vuota o esagoni avversari.
rules-kamon-end-title = Bloccato, e la fine
rules-kamon-end = Se il giocatore successivo non ha alcuna casella libera adatta (qui sono occupate tutte le caselle che si abbinano al gettone cerchiato), vince chi ha appena giocato. Se tutti i 36 esagoni sono posati senza vincitore, la partita è patta.

## La guida della prima partita
setting-guide = Guida alla prima partita: { $state }
guide-title = Guida alla prima partita
guide-hide = { $device ->
        [mouse] Nascondi (G)
        [pad] Nascondi (Select)
       *[other] Nascondi
    }
guide-turn-off = Disattiva la guida
guide-wait = Muove il computer: guarda i suoi pezzi sul tavolo. Poi tocca a te.
guide-confirm = { $device ->
        [touch] Hai scelto tutto. Tocca di nuovo l'ultima casella per giocare, oppure un'altra casella verde per cambiare.
        [pad] Hai scelto tutto. Premi di nuovo A per giocare, oppure B per cambiare.
       *[other] Hai scelto tutto. Clicca di nuovo l'ultima casella o premi Invio per giocare, oppure Backspace per cambiare.
    }
guide-choose-totem = { $device ->
        [touch] Scegli un totem: tocca la X o la O sul tavoliere. Poserai un pezzo con la stessa lettera.
        [pad] Scegli un totem: porta il cursore sulla X o sulla O con la croce direzionale (LB / RB passano dall'uno all'altro) e premi A. Poserai un pezzo con la stessa lettera.
       *[other] Scegli un totem: clicca la X o la O sul tavoliere. Poserai un pezzo con la stessa lettera.
    }
guide-yoxii-move = { $device ->
        [touch] Tocca una casella verde per spostare il totem di un passo.
        [pad] Porta il cursore su una casella verde con la croce direzionale e premi A per spostare il totem di un passo. B annulla una scelta.
       *[other] Clicca una casella verde per spostare il totem di un passo. Il clic destro annulla una scelta.
    }
guide-oxono-move = { $device ->
        [touch] Tocca una casella verde: il totem scorre in linea retta su quante caselle libere vuoi.
        [pad] Porta il cursore su una casella verde con la croce direzionale e premi A: il totem scorre in linea retta su quante caselle libere vuoi.
       *[other] Clicca una casella verde: il totem scorre in linea retta su quante caselle libere vuoi.
    }
guide-yoxii-place = { $device ->
        [touch] Scegli un valore toccando una delle tue pile, poi tocca una casella verde accanto al totem per posare il pezzo.
        [pad] Scegli un valore con LB / RB, poi porta il cursore su una casella verde accanto al totem e premi A per posare il pezzo.
       *[other] Scegli un valore con 1-4 (o Tab), poi clicca una casella verde accanto al totem per posare il pezzo.
    }
guide-oxono-place = { $device ->
        [touch] Tocca una casella verde accanto al totem per posarvi un pezzo con la sua lettera.
        [pad] Porta il cursore su una casella verde accanto al totem e premi A per posarvi un pezzo con la sua lettera.
       *[other] Clicca una casella verde accanto al totem per posarvi un pezzo con la sua lettera.
    }
guide-kamon-first = { $device ->
        [touch] Il primo esagono va su una casella del bordo che non è un angolo: tocca una casella verde.
        [pad] Il primo esagono va su una casella del bordo che non è un angolo: porta il cursore su una casella verde con la croce direzionale e premi A.
       *[other] Il primo esagono va su una casella del bordo che non è un angolo: clicca una casella verde.
    }
guide-kamon-match = { $device ->
        [touch] Il tuo esagono va su una casella il cui gettone ha il colore o il simbolo del gettone appena coperto (mostrato nel pannello). Tocca una casella verde.
        [pad] Il tuo esagono va su una casella il cui gettone ha il colore o il simbolo del gettone appena coperto (mostrato nel pannello). Porta il cursore su una casella verde (LB / RB passano alla successiva) e premi A.
       *[other] Il tuo esagono va su una casella il cui gettone ha il colore o il simbolo del gettone appena coperto (mostrato nel pannello). Clicca una casella verde.
    }
guide-yoxii-jump = Puoi saltare: il totem può passare sopra una fila di tuoi pezzi fino alla prima casella libera dopo di essa. Le caselle verdi lontane sono salti.
guide-yoxii-anywhere = Nessuna casella accanto al totem è libera: questo pezzo può andare su qualsiasi casella libera del tavoliere.
guide-oxono-enclosed = Un totem è chiuso: non può scorrere, quindi salta sopra i pezzi vicini fino alla prima casella libera (o dove vuoi, se nessuna direzione ne offre una).
guide-kamon-blocked = Chi doveva muovere non aveva più caselle adatte, quindi la partita è finita: chi è bloccato perde.

## Online play
menu-play-online = Gioca online
player-remote = Avversario online
refuse-remote-turn = è il turno del tuo avversario: la sua mossa arriva dalla rete
refuse-server-only = solo il server può cambiare lo svolgimento di una partita online
refuse-online-redo = online una mossa annullata non si ripete: giocala di nuovo
refuse-online-hint = niente suggerimenti in una partita online in corso
refuse-online-line = una partita online prosegue dalla sua posizione
refuse-online-waiting = la partita inizia quando arriva il tuo avversario
hud-remote-turn = muove { $side } (il tuo avversario)
hud-online-waiting = In attesa del tuo avversario
online-title = Gioca online
online-create = Crea una partita
online-join = Entra
online-watch = Guarda
online-your-games = Le tue partite
online-side-either = A caso
online-no-games = Crea una partita e dai il codice a un amico, oppure scrivi il suo codice ed entra.
online-connecting = Connessione a { $server }…
online-connected = Connesso a { $server }
online-retrying = Connessione persa: nuovo tentativo (tentativo { $tries })…
online-not-connected = non connesso al server: aspetta un momento e riprova
online-draw-offered = Patta proposta: decide il tuo avversario
online-rematch-offered = Rivincita proposta: decide il tuo avversario
online-take-back-asked = Annullamento chiesto: decide il tuo avversario
online-declined = Il tuo avversario ha detto di no
online-error = Il server dice: { $reason }
online-move-refused = Il server ha rifiutato la tua mossa ({ $reason }); viene annullata
online-refused = Rifiutato: { $reason }
online-accept = Accetta
online-decline = Rifiuta
online-you = tu
online-opponent = avversario
online-opponent-away = avversario (disconnesso, in attesa)
online-opponent-none = ancora nessuno
online-player = { $side }: { $who } { $clock }
online-waiting = Dai al tuo amico il codice { $code } per entrare
online-game-code = Partita online { $code }
online-watching = Stai guardando questa partita
online-offer-draw = Il tuo avversario propone la patta
online-offer-take-back = Il tuo avversario chiede di annullare la sua ultima mossa
online-offer-rematch = Il tuo avversario propone la rivincita
online-resign = Abbandona
online-offer-draw-button = Proponi la patta
verdict-resigned = { $side } ha abbandonato
verdict-time = { $side } ha finito il tempo
verdict-agreement = patta di comune accordo
online-abort = Annulla
online-offer-claim = Il tuo avversario se n'è andato. Reclamare la vittoria?
online-rematch-withdrawn = Il tuo avversario se n'è andato: niente rivincita per ora
outcome-aborted = Nessun risultato
verdict-aborted = partita annullata prima che entrambi muovessero
verdict-abandoned = { $side } ha lasciato la partita
online-waiting-link = Dai al tuo amico il codice { $code } o questo link: { $link }
hud-keys-online = Tab: bersaglio successivo   Backspace: annulla una scelta   U: chiedi di annullare   PagSu: rivedi   Esc: abbandona o proponi la patta   G: pulsanti
hud-keys-value-online = Pezzo da piazzare: { $value }  (1-4 / Tab / clic su una pila)
hud-pad = A: scegli   B: annulla una scelta   LB / RB: altro bersaglio   X / R3: annulla / ripeti   L3: rivedi   Y: suggerimento
hud-pad-online = A: scegli   B: annulla una scelta   LB / RB: altro bersaglio   X: chiedi di annullare   L3: rivedi   Start: abbandona o proponi la patta   Select: pulsanti
hud-pad-value = Pezzo da piazzare: { $value }  (LB / RB)   A: scegli   Y: suggerimento
hud-pad-value-online = Pezzo da piazzare: { $value }  (LB / RB)   A: scegli
hud-pad-review = LB / RB: scorri   Y: valuta   Start: menu
hud-touch-value = Pezzo da piazzare: { $value }  (tocca una pila)
online-state-yours = tocca a te (mossa { $move })
online-state-theirs = tocca all'avversario (mossa { $move })
online-state-over = finita
online-state-waiting = in attesa di un avversario

# The lobby, names, ratings and phrases (online)
online-tab-lobby = Trova una partita
online-tab-friend = Con un amico
online-take-name = Prendi questo nome
online-named = Sei { $name } su questo server
online-open-games = Partite aperte
online-no-seeks = Nessuno aspetta ancora: scegli una casella e il prossimo giocatore ti troverà.
online-more-seeks = …e altre { $count }: una casella prende la più vecchia adatta
online-clock-short = { $minutes }+{ $seconds }
online-clock-short-days = { $days ->
    [one] 1 giorno
   *[other] { $days } giorni
}
online-bot-name = { $name } (bot)
online-rated = classificata
online-casual = amichevole
online-who-named = { $name } · { $who }
online-rating-change = Il tuo punteggio: { $rating } ({ $change })
online-said = { $who }: { $phrase }
online-your-turn = Tocca a te: { $game }
online-your-turn-against = Tocca a te: { $game } contro { $name }
online-tab-leaders = Migliori
online-tab-puzzles = Problemi
online-rename = Cambia nome
online-speed-live = Con orologio
online-speed-correspondence = Giorni per mossa
online-leader = { $rank }. { $name }
online-leader-bot = { $rank }. { $name } (bot)
online-leaders-none = Nessuno ha ancora un punteggio stabile qui: compare dopo alcune partite valutate.
online-leaders-asking = Chiedo al server…
online-phrase = Frase: { $phrase }
online-say = Dillo
online-mute = Nascondi le frasi
online-unmute = Mostra le frasi
phrase-hello = Ciao!
phrase-good-luck = Buona fortuna!
phrase-well-played = Ben giocato!
phrase-thanks = Grazie!
phrase-oops = Ops!
phrase-good-game = Bella partita!
phrase-sorry = Scusa!
phrase-one-moment = Un momento, per favore.
online-key = La tua chiave: { $key }
online-use-key = Usa questa chiave
online-key-copied = Chiave copiata: incollala in Gioca online sull'altro dispositivo.
online-choose-name = Scegli un nome per giocare con chiunque
online-name-placeholder = Il tuo nome
online-have-key = Ho una chiave da un altro dispositivo
online-key-step = Digita la chiave dell'altro dispositivo
online-key-placeholder = Chiave (32 lettere e cifre)
online-rename-placeholder = Nuovo nome
online-done = Fatto
online-copy-key = Copia la mia chiave
online-quick-pairing = Partita rapida
online-rated-puzzles = Problemi valutati
online-daily-puzzles = Problema del giorno
online-puzzles-rated = Ogni tentativo sposta la tua valutazione dei problemi in quel gioco; il problema del giorno oggi è lo stesso per tutti.
online-puzzles-unnamed = Non valutato finché non scegli un nome in Trova una partita; puoi comunque risolvere ogni problema.
online-sort-oldest = Più vecchie
online-sort-rating = Più forti
online-col-player = Giocatore
online-col-game = Gioco
online-col-clock = Orologio
online-col-rated = Tipo
online-col-rating = Punteggio
online-col-games = Partite
online-seek-mine = Tu, in attesa
online-cancel = Annulla
online-chip-hint = Nome e chiave
online-tile-waiting = In attesa…
online-tile-nobody = Nessuno
online-tile-seeking = { $count } in attesa
online-new-game = Nuova partita con un amico
online-join-heading = Entra nella partita di un amico
online-code-placeholder = Codice del tuo amico
online-server-placeholder = Indirizzo del server
online-no-clock = Senza orologio
online-link-connecting = Connessione…
online-link-open = Connesso
online-my-profile = La mia pagina
online-last-games = Ultime partite
online-nobody-named = Giocatore senza nome
online-result-playing = In corso
online-result-draw = Patta
online-result-won = Vinta
online-result-lost = Persa
online-played = { $count ->
    [one] una partita giocata
   *[other] { $count } partite giocate
}
online-rating-of = { $game } · { $speed }
game-over-lobby = Torna alla sala
game-over-opponent-page = La pagina di { $name }
menu-play-online-waiting = Gioca online ({ $count })

## The server's refusals, by their code (shown inside online-refused and online-error)
refusal-over = la partita è finita
refusal-waiting = il tuo avversario non è ancora entrato
refusal-not-your-turn = non è il tuo turno
refusal-wrong-ply = la partita è andata avanti dalla tua mossa
refusal-not-an-action = questa non è una mossa di questo gioco
refusal-illegal = questa mossa qui non è permessa
refusal-no-such-offer = non c'è nessuna offerta a cui rispondere
refusal-repeated-offer = hai già fatto questa offerta: aspetta la risposta
refusal-abort-too-late = una partita si può annullare solo prima che entrambi abbiano mosso
refusal-nothing-to-claim = ora non c'è nessuna vittoria da reclamare
refusal-rematch-before-end = una rivincita viene dopo la fine della partita
refusal-rematch-taken = questa partita ha già avuto la sua rivincita
refusal-rematch-needs-both = per una rivincita servono entrambi i giocatori
refusal-not-seated = non sei in nessuna partita: entra, creane una o riprendine una
refusal-spectator = gli spettatori non giocano
refusal-not-held = questa partita è stata messa da parte: riaprila dalle tue partite
refusal-no-such-game = nessuna partita ha questo codice
refusal-no-such-token = il server non conosce più questa partita
refusal-game-full = questa partita ha già due giocatori: guardala invece
refusal-game-finished = questa partita è finita: guardala invece
refusal-no-seat = non hai un posto in questa partita
refusal-no-such-player = nessun giocatore ha questo nome
refusal-too-many-spectators = questa partita ha tutti gli spettatori che può accogliere: riprova più tardi
refusal-too-many-lookups = troppe partite non trovate da questo indirizzo: aspetta un minuto
refusal-too-many-created = troppe partite create da questo indirizzo: riprova più tardi
refusal-too-many-waiting = troppe partite di questo indirizzo aspettano un secondo giocatore
refusal-too-many-asked = troppe partite chieste in una volta
refusal-too-many-messages = troppi messaggi: la connessione è stata chiusa
refusal-too-many-connections = troppe connessioni da questo indirizzo
refusal-too-many-seeks = hai tutte le ricerche aperte consentite: ritirane prima una
refusal-too-many-names = troppi nomi o chiavi da questo indirizzo: riprova più tardi
refusal-too-many-phrases = troppe frasi di seguito: aspetta un momento
refusal-too-many-reads = troppe richieste da questa connessione o indirizzo: aspetta un minuto
refusal-already-named = hai già un nome su questa connessione: cambialo invece
refusal-same-address = due giocatori della stessa rete non giocano partite valutate tra loro
refusal-name-taken = questo nome è già preso: scegline un altro
refusal-name-invalid = questo nome non si può usare: scegline un altro
refusal-rename-too-soon = un nome si cambia al massimo una volta al giorno
refusal-no-such-key = questa chiave non appartiene a nessun giocatore
refusal-not-named = scegli prima un nome, oppure usa la tua chiave
refusal-seek-gone = questa ricerca non è più aperta
refusal-own-seek = è la tua ricerca: aspetta che qualcuno la accetti
refusal-no-such-seek = non hai una ricerca così
refusal-bad-clock = il server non accetta questo tempo di gioco
refusal-bad-phrase = il server non conosce questa frase
refusal-not-protocol = il server non ha capito un messaggio di questa app
refusal-no-such-puzzle = questo problema non esiste: chiedine uno nuovo
refusal-puzzle-over = questo problema è finito: chiedine un altro
refusal-no-such-arena = nessun torneo ha questo codice: controllalo
refusal-arena-over = questo torneo è finito
refusal-too-many-arenas = hai già tutti i tornei privati consentiti: aspetta che uno finisca
refusal-bad-arena = questo torneo non si può creare: controlla cadenza, durata e inizio
refusal-busy = il server è occupato: riprova
refusal-unavailable = il server ora non può farlo: riprova più tardi

# Tournaments (arenas): the Tournaments tab of Play online and an arena game's rows in the online panel.
online-tab-tournaments = Tornei
arena-join = Partecipa
arena-pause = Pausa
arena-resume = Riprendi
arena-leave = Esci
arena-results = Risultati
arena-col-arena = Arena
arena-col-when = Quando
arena-col-players = Gioc.
arena-col-points = Punti
arena-col-performance = Perf.
arena-untitled = Arena { $game } { $clock }
arena-starts-in = tra { $time }
arena-time-left = ancora { $time }
arena-over = finita
arena-what = { $game } · { $clock }
arena-starts-in-long = inizia tra { $time }
arena-running = in corso, ancora { $time }
arena-finished = finita
arena-line = { $what } · { $when } · { $players ->
    [one] 1 giocatore
   *[other] { $players } giocatori
}
arena-standing-bot = { $rank }. { $name } (bot)
arena-standing-paused = { $rank }. { $name } (in pausa)
arena-points-streak = { $points } ×2
arena-podium-line = { $rank }. { $name }: { $points ->
    [one] 1 punto
   *[other] { $points } punti
}, performance { $performance }, { $games ->
    [one] 1 partita
   *[other] { $games } partite
}
arena-next-line =
    { $first }
    { $then }
arena-note-results = L'arena è finita: ecco la classifica finale.
arena-note-unnamed = Scegli un nome nella scheda Trova una partita per partecipare a un'arena.
arena-note-join = Partecipa per essere abbinato appena sei libero: 2 punti per vittoria, 1 per patta, e il doppio (×2) dopo due vittorie di fila.
arena-note-paused = In pausa: non vieni abbinato. Riprendi per continuare.
arena-note-in = Ci sei: la tua prima partita arriva quando l'arena inizia.
arena-note-next = { $secs ->
    [one] Prossima partita tra 1 secondo. Pausa per fermarti.
   *[other] Prossima partita tra { $secs } secondi. Pausa per fermarti.
}
arena-note-waiting = In attesa di un avversario libero…
arena-none = Nessun torneo in arrivo su questo server.
arena-table-title = { $arena } · { $when }
arena-table-row = { $rank }. { $name }  { $points }
arena-table-row-you = { $rank }. { $name } (tu)  { $points }
arena-private-heading = Un'arena privata tra amici
arena-code-placeholder = Codice dell'arena di un amico
arena-open = Apri
arena-minutes = { $minutes } min
arena-make = Creala (inizia tra { $minutes } minuti)
arena-private-title = { $name } · codice { $code }
