# tabletrio, español

## Pantalla de inicio

app-credits = Yoxii y Oxono de Jérémy Partinico  ·  Kamon de Bruno Cathala  ·  editados por cosmoludo
menu-game = Juego: { $game }
# The title's game cards: what wins each game, in a line.
card-yoxii = Atrapa el tótem: gana la suma más alta a su alrededor.
card-oxono = Cuatro en línea de un color o de una letra.
card-kamon = Une dos lados opuestos de un color, o cierra un anillo.
menu-player = { $side }: { $player }
player-human = Humano
player-computer = Ordenador ({ $level })
level-beginner = principiante
level-easy = fácil
level-casual = relajado
level-medium = medio
level-advanced = avanzado
level-hard = difícil
level-expert = experto
menu-continue = Continuar
menu-continue-game = Continuar { $game } (jugada { $move })
menu-start = Empezar
menu-puzzles = Problemas
menu-import = Importar una partida
menu-paste = Pegar una partida
menu-quit = Salir
menu-language = Idioma: { $language }
title-save-unreadable = La partida de { $game } guardada no se puede leer ({ $reason }); una partida nueva la sustituirá.
title-save-set-aside = La partida de { $game } guardada no se puede leer ({ $reason }); se ha apartado como { $place }.

## Ajustes

setting-state = { $on ->
    [yes] sí
   *[no] no
}
setting-sound = Sonido: { $state }
setting-volume = Volumen: { $percent } %
menu-settings = Ajustes
settings-title = Ajustes
settings-about = tabletrio { $version }  ·  software libre con licencia MIT o Apache-2.0
menu-back = Volver
setting-colour-letters = Letras de colores (Kamon): { $state }
setting-take-backs = Deshacer jugadas: { $state }
setting-confirm-moves = Confirmar jugadas: { $state }
setting-quality = Calidad: { $quality }
setting-auto-quality = Calidad automática: { $quality }
setting-ui-scale = Tamaño de la interfaz: { $percent } %
setting-animation = Animaciones: { $speed }
animation-normal = normales
animation-fast = rápidas
animation-off = desactivadas (movimiento reducido)
setting-high-contrast = Resaltado de alto contraste: { $state }
quality-auto = Auto
quality-low = Baja
quality-medium = Media
quality-high = Alta

## Pausa y final

pause-title = Pausa
pause-resume = Reanudar
menu-to-title = Pantalla de inicio
outcome-wins = Gana { $side }
outcome-draw = Empate
game-over-play-again = Jugar otra vez
game-over-replay = Repetición

## En la partida

side-yoxii-first = Blanco
side-yoxii-second = Rojo
side-oxono-first = Rosa
side-oxono-second = Negro
side-kamon-first = Negro
side-kamon-second = Blanco
hud-draw = Empate
hud-computer-thinking = { $side } (ordenador, { $level }) está pensando… { $seconds } s
hud-computer-playing = { $side } (ordenador, { $level }) está jugando
hud-reviewing = { $device ->
        [touch] Jugada { $move } de { $total }
        [pad] Jugada { $move } de { $total }   B: volver a la partida
       *[other] Jugada { $move } de { $total }   Fin: volver a la partida
    }
hud-confirm = { $device ->
        [touch] { $side }: confirma – tócala otra vez, u otra casilla verde para cambiar
        [pad] { $side }: confirma – A otra vez; B para cambiar
       *[other] { $side }: confirma – haz clic otra vez o Intro; Retroceso para cambiar
    }
hud-step = { $side }: { $step }
step-choose-totem = elige un tótem
step-move-totem = mueve el tótem
step-place-piece = coloca una pieza
step-place-hexagon = coloca un hexágono
hud-hint = Pista: { $action }  (probabilidad de ganar { $percent } %)
hud-hint-thinking = Pista: pensando…
hud-keys-review = RePág / AvPág: avanzar o retroceder   Inicio: principio   P: reproducir   H: evaluar
hud-keys-value = Pieza a colocar: { $value }  (1-4 / Tab / clic en una pila)   H: pista
hud-keys = Tab: siguiente objetivo   Retroceso: deshacer una elección   U / Y: deshacer / rehacer   RePág: revisar   H: pista
hud-not-allowed = No permitido: { $reason }

## Lista de jugadas

moves-title = Jugadas
moves-toggle = mostrar / ocultar (L)
moves-replay = Reproducir
moves-pause = Pausa
moves-speed = { $speed } jugadas/s
moves-back-to-game = Volver a la partida
moves-play-from-here = Jugar desde aquí
moves-evaluate = Evaluar (H)
moves-take-back = Deshacer (U)
moves-redo = Rehacer (Y)
moves-export = Exportar
moves-import = Importar
moves-paste = Pegar
moves-type = Escribir una jugada (M)
move-box-line = Jugada: { $text }
move-box-help = Como en la lista de jugadas (d5:e6=3, Xc4:c5, d3). Intro la juega, Esc cierra.
moves-none = Aún no hay jugadas
moves-reviewing = Jugada { $move } de { $total }
moves-reviewing-last = Jugada { $move } de { $total }: { $action }
eval-best = Mejor jugada para { $side }: { $action }
    { $side } gana el { $percent } % de las veces
eval-thinking = Evaluando…

## The analysis of a game (docs/analysis.md)

analysis-start = Analizar
analysis-running = Analizando… { $percent } %
analysis-cancel = Cancelar
analysis-accuracy = Precisión: { $first } { $a } · { $second } { $b }
analysis-inaccuracy = una imprecisión
analysis-mistake = un error
analysis-blunder = un error grave
analysis-marked = { $side }: { $action } fue { $mark } (perdió el { $percent } % de la probabilidad de ganar)
analysis-fine = { $side }: { $action }, sin marca
analysis-allows = el rival gana ahora a la fuerza en { $turns ->
    [one] un turno
   *[other] { $turns } turnos
}
analysis-misses = dejó escapar una victoria forzada en { $turns ->
    [one] un turno
   *[other] { $turns } turnos
}
analysis-better = mejor: { $action }
analysis-forced = { $side } gana a la fuerza en { $turns ->
    [one] un turno
   *[other] { $turns } turnos
}

## Puzzles (docs/puzzles.md)

puzzle-head = Problema de { $game } { $number } de { $count } · dificultad { $difficulty }
puzzle-task = Juegan { $side } y ganan en { $turns ->
    [one] un turno
   *[other] { $turns } turnos
}
puzzle-watch = Mira la jugada del rival…
puzzle-find = Encuentra la jugada ganadora
puzzle-right = ¡Correcto! Sigue
puzzle-solved = ¡Resuelto!
puzzle-wrong = { $action } no gana: la respuesta muestra por qué. La solución: { $line }
puzzle-streak = Racha { $streak } (mejor { $best }) · { $solved } de { $count } resueltos
puzzle-rated = Puntuado · tu puntuación de problemas { $rating }
puzzle-unrated = Sin puntuar (elige un nombre en Jugar en línea para puntuar)
puzzle-rating-change = Puntuación de problemas { $rating } ({ $change })
puzzle-next = Siguiente problema
puzzle-retry = Reintentar

announce-move = { $side }: { $action } ({ $notation })
announce-game-over = { $result }. { $how }
announce-taken-back = { $count ->
    [one] Una jugada deshecha
   *[other] { $count } jugadas deshechas
}
announce-redone = { $count ->
    [one] Una jugada rehecha
   *[other] { $count } jugadas rehechas
}

## Yoxii

# The player panel's line under a Yoxii hand.
yoxii-sum = suma junto al tótem: { $sum }
yoxii-action = tótem a { $totem }, luego un { $value } en { $place }
yoxii-end-score = suma más alta alrededor del tótem
yoxii-end-count = sumas iguales: más piezas alrededor del tótem
yoxii-end-draw = sumas iguales e igual número de piezas
yoxii-tally = { $side }: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}, { $pieces ->
    [one] { $pieces } pieza
   *[other] { $pieces } piezas
}

## Oxono

oxono-setup = Colocación: tótem X en { $x }, tótem O en { $o }
oxono-symbol-exhausted = { $side } no tiene más piezas { $symbol }: solo puede moverse el tótem { $other }
oxono-action = tótem { $totem } a { $to }, luego una pieza en { $place }
oxono-end-colour = cuatro piezas del mismo color en línea
oxono-end-symbol = cuatro piezas del mismo símbolo en línea
oxono-end-draw = las 32 piezas están colocadas y nadie hizo una línea de cuatro

## Kamon

# El color concuerda con el género del símbolo (kamon-gender-*).
kamon-colour-pink = { $gender ->
   *[other] rosa
}
kamon-colour-yellow = { $gender ->
   *[m] amarillo
    [f] amarilla
}
kamon-colour-blue = { $gender ->
   *[other] azul
}
kamon-colour-orange = { $gender ->
   *[other] naranja
}
kamon-colour-red = { $gender ->
   *[m] rojo
    [f] roja
}
kamon-colour-green = { $gender ->
   *[other] verde
}
kamon-symbol-butterfly = mariposa
kamon-symbol-fish = pez
kamon-symbol-bird = pájaro
kamon-symbol-fan = abanico
kamon-symbol-mountain = montaña
kamon-symbol-gate = puerta
kamon-gender-butterfly = f
kamon-gender-fish = m
kamon-gender-bird = m
kamon-gender-fan = m
kamon-gender-mountain = f
kamon-gender-gate = f
kamon-token = { $symbol } { $colour }
kamon-token-blank = la ficha en blanco
kamon-hand = { $count ->
    [one] { $count } hexágono
   *[other] { $count } hexágonos
}
kamon-first = Primer hexágono: en el borde, no en una esquina
kamon-match = Mismo color o mismo símbolo que: { $token }
kamon-action = un hexágono en { $cell }
kamon-sides-green = los dos lados verdes
kamon-sides-blue = los dos lados azules
kamon-sides-yellow = los dos lados amarillos
kamon-sides-and = { $first }
    y { $second }
kamon-end-connection = una cadena de hexágonos une { $sides }
kamon-end-loop = un anillo de hexágonos encierra { $count ->
    [one] { $count } casilla
   *[other] { $count } casillas
}
kamon-end-blocked = { $side } no puede jugar: ninguna casilla libre coincide con la última ficha, { $token }
kamon-end-draw = los 36 hexágonos están colocados, sin lados unidos ni anillos cerrados

## Jugadas rechazadas

refuse-no-value = en este juego no hay valor que elegir
refuse-value-gone = no quedan piezas de valor { $value }
refuse-animating = espera a que termine la jugada
refuse-choose-move = elige primero una jugada de la lista
refuse-reviewing = estás revisando la jugada { $move }: Volver a la partida (Fin, Retroceso) para jugar
refuse-strict = deshacer jugadas está desactivado en esta partida (menú de pausa: Deshacer jugadas)
refuse-no-take-back = no hay jugada que deshacer
refuse-no-redo = no hay jugada que rehacer
refuse-no-pick = nada que deshacer: no hay ninguna elección en este turno
refuse-start = este es el principio de la partida
refuse-end = esta es la última jugada de la partida
refuse-computer = juega el ordenador: espera su jugada
refuse-not-your-turn = no es tu turno: espera al otro jugador
refuse-not-a-person = solo un jugador de la mesa puede pedir eso
error-game-over = la partida ha terminado
error-totem-cannot-reach = el tótem no puede ir a { $to }
error-symbol-exhausted = { $side } no tiene más piezas { $symbol }, así que el tótem { $symbol } no puede moverse
error-value-exhausted = { $side } no tiene más piezas de valor { $value }
error-place-not-free = tras ese movimiento del tótem no se puede colocar una pieza en { $square } (no está libre)
error-place-not-next = tras ese movimiento del tótem no se puede colocar una pieza en { $square } (debe estar junto al tótem)
error-place-not-orthogonal = tras ese movimiento del tótem no se puede colocar una pieza en { $square } (debe estar junto al tótem en horizontal o vertical)
error-cell-blank = no se puede jugar en { $cell }: tiene la ficha en blanco
error-cell-taken = no se puede jugar en { $cell }: ya tiene un hexágono { $side ->
    [first] negro
   *[second] blanco
}
error-cell-no-match = no se puede jugar en { $cell }: su ficha, { $token }, no comparte color ni símbolo con la última, { $last }
error-cell-not-rim = no se puede jugar en { $cell }: el primer hexágono va en una casilla del borde que no sea una esquina
error-wrong-game = esa no es una jugada de { $game }
error-wrong-kind = primero: { $step }
error-totem-chosen = el tótem { $totem } está elegido: muévelo, o deshaz la elección para elegir el otro
error-off-board = esa casilla no está en el tablero de { $game }
error-complete = todas las elecciones de este turno están hechas
error-incomplete = estas elecciones no forman una jugada de { $game }

## Partidas, exportar e importar

record-line = línea { $line }: { $error }
record-not-a-square = { $text } no es una casilla del tablero de { $game }
record-malformed = «{ $text }» no es una jugada de { $game } (se esperaba: { $expected })
record-bad-value = «{ $text }» no es un valor de pieza (se esperaba: 1, 2, 3 o 4)
record-bad-totem = «{ $text }» no es un tótem (se esperaba: X u O)
record-setup-not-allowed = { $game } no tiene línea setup
record-setup-missing = las partidas de { $game } deben empezar con una línea setup ({ $expected })
record-setup-invalid = colocación incorrecta: { $detail }
record-illegal = { $action } no está permitida: { $reason }
record-late-setup = la línea setup debe ir antes de la primera jugada
record-empty = el texto está vacío: no contiene ninguna partida
record-no-header = falta la línea «# { $key }»
record-header-game = la cabecera no nombra ningún juego de tabletrio: «{ $text }» (se esperaba: yoxii, oxono o kamon)
record-header-player = la línea «{ $key }» de la cabecera no nombra a ningún jugador: «{ $text }» (se esperaba: human, { $levels })
record-of-game = partida de { $game }: { $error }
record-other-game = contiene una partida de { $game }
record-not-text = el archivo no es texto
transfer-nothing = No hay partida que exportar
transfer-choose-copied = Copiada al portapapeles; elige un archivo…
transfer-choose = Elige un archivo…
transfer-downloaded-copied = Descargada y copiada al portapapeles
transfer-downloaded = Descargada
transfer-choose-game = Elige un archivo de partida…
transfer-nothing-to-paste = Nada que pegar: { $reason }
transfer-imported = Importada una partida de { $game } de { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}
transfer-imported-without-analysis = Importada una partida de { $game } de { $count } jugadas; su análisis se descartó ({ $reason })
transfer-cannot-import = No se puede importar: { $reason }
transfer-exported = Exportada a { $path }
transfer-no-file-export = Exportar: no se eligió ningún archivo (la partida está en el portapapeles)
transfer-export-failed = Error al exportar: { $reason }
transfer-no-file-import = Importar: no se eligió ningún archivo

## Cómo se juega
menu-how-to-play = Cómo se juega
rules-heading = Cómo se juega a { $game }
rules-page = Página { $page } de { $pages }
rules-previous = Anterior
rules-next = Siguiente
rules-close = Cerrar
rules-to-match = Ficha a seguir:
rules-yoxii-goal-title = El objetivo
rules-yoxii-goal = Los dos jugadores comparten un solo tótem. Al final, cada uno suma los valores de sus propias piezas en las ocho casillas que lo rodean, y gana el total más alto. Aquí Blanco tiene 10 y Rojo 9.
rules-yoxii-move-title = Un turno: mover el tótem
rules-yoxii-move = Primero el tótem da un paso a una casilla libre que lo toca, en recto o en diagonal: las casillas verdes.
rules-yoxii-place-title = Un turno: colocar una pieza
rules-yoxii-place = Después coloca una de tus piezas, de valor 1 a 4, en una casilla libre junto al tótem. La casilla que acaba de dejar cuenta. Cada jugador tiene cinco 1, cinco 2, cinco 3 y tres 4.
rules-yoxii-jump-title = El salto
rules-yoxii-jump = En lugar de un paso, el tótem puede saltar una fila de una o más piezas tuyas y caer en la primera casilla tras ella, si está libre. Una fila con una pieza rival no se puede saltar.
rules-yoxii-anywhere-title = Sin sitio al lado
rules-yoxii-anywhere = Si tras moverse no queda ninguna casilla libre alrededor del tótem (solo pasa después de un salto), tu pieza puede ir a cualquier casilla libre del tablero.
rules-yoxii-end-title = El final y los empates
rules-yoxii-end = La partida termina cuando quien mueve ya no puede mover el tótem. Con el mismo total gana quien tenga más piezas alrededor del tótem: aquí Rojo, seis piezas contra dos. Si siguen iguales: tablas.
rules-oxono-goal-title = El objetivo
rules-oxono-goal = Forma una línea de cuatro en fila o en columna: cuatro piezas de tu color, con cualquier letra, o cuatro de la misma letra, de cualquier color. Quien completa una línea gana al instante.
rules-oxono-move-title = Un turno: mover un tótem
rules-oxono-move = Elige el tótem X o el O (aún debes tener una pieza de su letra) y deslízalo arriba, abajo, a la izquierda o a la derecha por casillas libres, tan lejos como quieras. Las piezas y el otro tótem lo detienen.
rules-oxono-place-title = Un turno: colocar una pieza
rules-oxono-place = Después coloca una pieza de la letra del tótem en una casilla libre justo a su lado, nunca en diagonal. La casilla de la que salió cuenta. Si no hay ninguna libre, la pieza puede ir a cualquier parte.
rules-oxono-enclosed-title = Un tótem encerrado
rules-oxono-enclosed = Un tótem sin casillas libres a su lado salta en su lugar: en recto por encima de las piezas (y el tótem) que lo tocan, hasta la primera casilla libre. Si ninguna dirección da una, puede ir a cualquier casilla libre.
rules-oxono-end-title = El final
rules-oxono-end = Cuatro piezas de la misma letra dan la victoria a quien las completa: aquí Negro, con cuatro O. Los tótems no son piezas y cortan una línea. Si se colocan las 32 piezas sin ninguna línea, la partida acaba en tablas.
rules-kamon-goal-title = El objetivo
rules-kamon-goal = Une dos lados opuestos del mismo color con una cadena de tus hexágonos (aquí Negro une los dos lados verdes), o cierra un anillo alrededor de casillas. Una esquina pertenece a sus dos lados.
rules-kamon-first-title = El primer hexágono
rules-kamon-first = Cada casilla tiene una ficha de un color y un símbolo. Negro empieza en una casilla del borde que no sea una esquina. La casilla vacía nunca se puede ocupar.
rules-kamon-match-title = Un turno
rules-kamon-match = Coloca un hexágono en una casilla libre cuya ficha comparta el color o el símbolo de la ficha que tu rival acaba de cubrir, rodeada de oro.
rules-kamon-loop-title = Un anillo
rules-kamon-loop = También ganas cuando tus hexágonos rodean casillas que no llegan al borde, tengan lo que tengan dentro: casillas libres, la vacía o hexágonos rivales.
rules-kamon-end-title = Bloqueado, y el final
rules-kamon-end = Si el siguiente jugador no tiene ninguna casilla libre que encaje (aquí están ocupadas todas las casillas que encajan con la ficha rodeada), gana quien acaba de jugar. Si se colocan los 36 hexágonos sin ganador, la partida acaba en tablas.

## La guía de la primera partida
setting-guide = Guía de la primera partida: { $state }
guide-title = Guía de la primera partida
guide-hide = { $device ->
        [mouse] Ocultar (G)
        [pad] Ocultar (Select)
       *[other] Ocultar
    }
guide-turn-off = Desactivar la guía
guide-wait = Mueve el ordenador: mira sus piezas en la mesa. Después te toca a ti.
guide-confirm = { $device ->
        [touch] Ya está todo elegido. Toca otra vez la última casilla para jugar, u otra casilla verde para cambiarlo.
        [pad] Ya está todo elegido. Pulsa A otra vez para jugar, o B para cambiarlo.
       *[other] Ya está todo elegido. Haz clic otra vez en la última casilla o pulsa Intro para jugar, o Retroceso para cambiarlo.
    }
guide-choose-totem = { $device ->
        [touch] Elige un tótem: toca la X o la O del tablero. Después colocarás una pieza de la misma letra.
        [pad] Elige un tótem: lleva el cursor a la X o a la O con la cruceta (LB / RB pasan de uno a otro) y pulsa A. Después colocarás una pieza de la misma letra.
       *[other] Elige un tótem: haz clic en la X o en la O del tablero. Después colocarás una pieza de la misma letra.
    }
guide-yoxii-move = { $device ->
        [touch] Toca una casilla verde para mover el tótem un paso.
        [pad] Lleva el cursor a una casilla verde con la cruceta y pulsa A para mover el tótem un paso. B deshace una elección.
       *[other] Haz clic en una casilla verde para mover el tótem un paso. El clic derecho deshace una elección.
    }
guide-oxono-move = { $device ->
        [touch] Toca una casilla verde: el tótem se desliza en línea recta por tantas casillas libres como quieras.
        [pad] Lleva el cursor a una casilla verde con la cruceta y pulsa A: el tótem se desliza en línea recta por tantas casillas libres como quieras.
       *[other] Haz clic en una casilla verde: el tótem se desliza en línea recta por tantas casillas libres como quieras.
    }
guide-yoxii-place = { $device ->
        [touch] Elige un valor tocando una de tus pilas y luego toca una casilla verde junto al tótem para colocar la pieza.
        [pad] Elige un valor con LB / RB, luego lleva el cursor a una casilla verde junto al tótem y pulsa A para colocar la pieza.
       *[other] Elige un valor con 1 a 4 (o Tab) y haz clic en una casilla verde junto al tótem para colocar la pieza.
    }
guide-oxono-place = { $device ->
        [touch] Toca una casilla verde junto al tótem para colocar allí una pieza de su letra.
        [pad] Lleva el cursor a una casilla verde junto al tótem y pulsa A para colocar allí una pieza de su letra.
       *[other] Haz clic en una casilla verde junto al tótem para colocar allí una pieza de su letra.
    }
guide-kamon-first = { $device ->
        [touch] El primer hexágono va en una casilla del borde que no sea una esquina: toca una casilla verde.
        [pad] El primer hexágono va en una casilla del borde que no sea una esquina: lleva el cursor a una casilla verde con la cruceta y pulsa A.
       *[other] El primer hexágono va en una casilla del borde que no sea una esquina: haz clic en una casilla verde.
    }
guide-kamon-match = { $device ->
        [touch] Tu hexágono va en una casilla cuya ficha comparta el color o el símbolo de la ficha recién cubierta (la muestra el panel). Toca una casilla verde.
        [pad] Tu hexágono va en una casilla cuya ficha comparta el color o el símbolo de la ficha recién cubierta (la muestra el panel). Lleva el cursor a una casilla verde (LB / RB pasan a la siguiente) y pulsa A.
       *[other] Tu hexágono va en una casilla cuya ficha comparta el color o el símbolo de la ficha recién cubierta (la muestra el panel). Haz clic en una casilla verde.
    }
guide-yoxii-jump = Puedes saltar: el tótem puede pasar por encima de una fila de tus piezas hasta la primera casilla libre tras ella. Las casillas verdes lejanas son saltos.
guide-yoxii-anywhere = No hay ninguna casilla libre junto al tótem: esta pieza puede ir a cualquier casilla libre del tablero.
guide-oxono-enclosed = Un tótem está encerrado: no puede deslizarse, así que salta por encima de las piezas vecinas hasta la primera casilla libre (o a cualquier parte, si ninguna dirección da una).
guide-kamon-blocked = Quien debía mover ya no tenía ninguna casilla que encajara, así que la partida ha terminado: el jugador bloqueado pierde.

## Online play
menu-play-online = Jugar en línea
player-remote = Rival en línea
refuse-remote-turn = es el turno de tu rival: su jugada llega por la red
refuse-server-only = solo el servidor puede cambiar el curso de una partida en línea
refuse-online-redo = en línea, una jugada deshecha no se rehace: juégala de nuevo
refuse-online-hint = no hay pistas en una partida en línea en curso
refuse-online-line = una partida en línea sigue desde su propia posición
refuse-online-waiting = la partida empieza cuando tu rival se una
hud-remote-turn = juega { $side } (tu rival)
hud-online-waiting = Esperando a que tu rival se una
online-title = Jugar en línea
online-create = Crear una partida
online-join = Unirse
online-watch = Mirar
online-your-games = Tus partidas
online-side-either = Al azar
online-no-games = Crea una partida y da su código a un amigo, o escribe su código para unirte.
online-connecting = Conectando con { $server }…
online-connected = Conectado a { $server }
online-retrying = Conexión perdida: reintentando (intento { $tries })…
online-not-connected = sin conexión con el servidor: espera un momento y vuelve a intentarlo
online-draw-offered = Tablas ofrecidas: tu rival decide
online-rematch-offered = Revancha ofrecida: tu rival decide
online-take-back-asked = Deshacer pedido: tu rival decide
online-declined = Tu rival dijo que no
online-error = El servidor dice: { $reason }
online-move-refused = El servidor rechazó tu jugada ({ $reason }); se deshace
online-refused = Rechazado: { $reason }
online-accept = Aceptar
online-decline = Rechazar
online-you = tú
online-opponent = rival
online-opponent-away = rival (desconectado, esperando)
online-opponent-none = nadie todavía
online-player = { $side }: { $who } { $clock }
online-waiting = Da a tu amigo el código { $code } para que se una
online-game-code = Partida en línea { $code }
online-watching = Estás mirando esta partida
online-offer-draw = Tu rival ofrece tablas
online-offer-take-back = Tu rival pide deshacer su última jugada
online-offer-rematch = Tu rival ofrece la revancha
online-resign = Rendirse
online-offer-draw-button = Ofrecer tablas
verdict-resigned = { $side } se rindió
verdict-time = { $side } se quedó sin tiempo
verdict-agreement = tablas de mutuo acuerdo
online-abort = Anular
online-offer-claim = Tu rival se ha ido. ¿Reclamar la victoria?
online-rematch-withdrawn = Tu rival se ha ido: sin revancha por ahora
outcome-aborted = Sin resultado
verdict-aborted = partida anulada antes de que ambos movieran
verdict-abandoned = { $side } dejó la partida
online-waiting-link = Da a tu amigo el código { $code } o este enlace: { $link }
hud-keys-online = Tab: siguiente objetivo   Retroceso: deshacer una elección   U: pedir deshacer   RePág: revisar   Esc: rendirse u ofrecer tablas   G: botones
hud-keys-value-online = Pieza a colocar: { $value }  (1-4 / Tab / clic en una pila)
hud-pad = A: elegir   B: deshacer una elección   LB / RB: otro objetivo   X / R3: deshacer / rehacer   L3: revisar   Y: pista
hud-pad-online = A: elegir   B: deshacer una elección   LB / RB: otro objetivo   X: pedir deshacer   L3: revisar   Start: rendirse u ofrecer tablas   Select: botones
hud-pad-value = Pieza a colocar: { $value }  (LB / RB)   A: elegir   Y: pista
hud-pad-value-online = Pieza a colocar: { $value }  (LB / RB)   A: elegir
hud-pad-review = LB / RB: avanzar o retroceder   Y: evaluar   Start: menú
hud-touch-value = Pieza a colocar: { $value }  (toca una pila)
online-state-yours = te toca (jugada { $move })
online-state-theirs = le toca a tu rival (jugada { $move })
online-state-over = terminada
online-state-waiting = esperando a un rival

# The lobby, names, ratings and phrases (online)
online-tab-lobby = Buscar partida
online-tab-friend = Con un amigo
online-take-name = Tomar este nombre
online-named = Eres { $name } en este servidor
online-open-games = Partidas abiertas
online-no-seeks = Nadie espera todavía: elige una casilla y el próximo jugador te encontrará.
online-more-seeks = …y { $count } más: una casilla toma la más antigua que encaje
online-clock-short = { $minutes }+{ $seconds }
online-clock-short-days = { $days ->
    [one] 1 día
   *[other] { $days } días
}
online-bot-name = { $name } (bot)
online-rated = puntuable
online-casual = amistosa
online-who-named = { $name } · { $who }
online-rating-change = Tu puntuación: { $rating } ({ $change })
online-said = { $who }: { $phrase }
online-your-turn = Te toca: { $game }
online-your-turn-against = Te toca: { $game } contra { $name }
online-tab-leaders = Mejores
online-tab-puzzles = Problemas
online-rename = Cambiar mi nombre
online-speed-live = Con reloj
online-speed-correspondence = Días por jugada
online-leader = { $rank }. { $name }
online-leader-bot = { $rank }. { $name } (bot)
online-leaders-none = Aún nadie tiene una puntuación asentada aquí: aparece tras unas cuantas partidas puntuadas.
online-leaders-asking = Preguntando al servidor…
online-phrase = Frase: { $phrase }
online-say = Decirla
online-mute = Ocultar frases
online-unmute = Mostrar frases
phrase-hello = ¡Hola!
phrase-good-luck = ¡Buena suerte!
phrase-well-played = ¡Bien jugado!
phrase-thanks = ¡Gracias!
phrase-oops = ¡Uy!
phrase-good-game = ¡Buena partida!
phrase-sorry = ¡Perdón!
phrase-one-moment = Un momento, por favor.
online-key = Tu clave: { $key }
online-use-key = Usar esta clave
online-key-copied = Clave copiada: pégala en Jugar en línea en tu otro dispositivo.
online-choose-name = Elige un nombre para jugar contra cualquiera
online-name-placeholder = Tu nombre
online-have-key = Tengo una clave de otro dispositivo
online-key-step = Escribe la clave de tu otro dispositivo
online-key-placeholder = Clave (32 letras y cifras)
online-rename-placeholder = Nombre nuevo
online-done = Listo
online-copy-key = Copiar mi clave
online-quick-pairing = Emparejamiento rápido
online-rated-puzzles = Problemas puntuados
online-daily-puzzles = Problema del día
online-puzzles-rated = Cada intento mueve tu puntuación de problemas en ese juego; el problema del día es hoy el mismo para todos.
online-puzzles-unnamed = Sin puntuar hasta que elijas un nombre en Buscar partida; aun así puedes resolver cualquier problema.
online-sort-oldest = Más antiguas
online-sort-rating = Más fuertes
online-col-player = Jugador
online-col-game = Juego
online-col-clock = Reloj
online-col-rated = Tipo
online-col-rating = Puntuación
online-col-games = Partidas
online-seek-mine = Tú, esperando
online-cancel = Cancelar
online-chip-hint = Nombre y clave
online-tile-waiting = Esperando…
online-tile-nobody = Nadie aún
online-tile-seeking = { $count ->
    [one] 1 espera
   *[other] { $count } esperan
}
online-new-game = Nueva partida con un amigo
online-join-heading = Unirse a la partida de un amigo
online-code-placeholder = Código de tu amigo
online-server-placeholder = Dirección del servidor
online-no-clock = Sin reloj
online-link-connecting = Conectando…
online-link-open = Conectado
online-my-profile = Mi página
online-last-games = Últimas partidas
online-nobody-named = Jugador sin nombre
online-result-playing = En curso
online-result-draw = Tablas
online-result-won = Ganada
online-result-lost = Perdida
online-played = { $count ->
    [one] una partida jugada
   *[other] { $count } partidas jugadas
}
online-rating-of = { $game } · { $speed }
game-over-lobby = Volver a la sala
game-over-opponent-page = Página de { $name }
menu-play-online-waiting = Jugar en línea ({ $count })

## The server's refusals, by their code (shown inside online-refused and online-error)
refusal-over = la partida ha terminado
refusal-waiting = tu rival aún no se ha unido
refusal-not-your-turn = no es tu turno
refusal-wrong-ply = la partida ha avanzado desde tu jugada
refusal-not-an-action = eso no es una jugada de este juego
refusal-illegal = esa jugada no está permitida aquí
refusal-no-such-offer = no hay ninguna oferta que responder
refusal-repeated-offer = ya hiciste esta oferta: espera la respuesta
refusal-abort-too-late = una partida solo puede anularse antes de que ambos bandos hayan jugado
refusal-nothing-to-claim = ahora no hay ninguna victoria que reclamar
refusal-rematch-before-end = una revancha llega después de terminar la partida
refusal-rematch-taken = esta partida ya tuvo su revancha
refusal-rematch-needs-both = para una revancha deben estar los dos jugadores
refusal-not-seated = no estás en ninguna partida: únete, crea una o continúa una
refusal-spectator = los espectadores no juegan
refusal-not-held = esta partida se guardó: vuelve a abrirla desde tus partidas
refusal-no-such-game = ninguna partida tiene este código
refusal-no-such-token = el servidor ya no conoce esta partida
refusal-game-full = esta partida ya tiene dos jugadores: mírala en su lugar
refusal-game-finished = esta partida ha terminado: mírala en su lugar
refusal-no-seat = no tienes sitio en esta partida
refusal-no-such-player = ningún jugador tiene este nombre
refusal-too-many-spectators = esta partida tiene tantos espectadores como admite: inténtalo más tarde
refusal-too-many-lookups = demasiadas partidas no encontradas desde esta dirección: espera un minuto
refusal-too-many-created = demasiadas partidas creadas desde esta dirección: inténtalo más tarde
refusal-too-many-waiting = demasiadas partidas de esta dirección esperan a un segundo jugador
refusal-too-many-asked = demasiadas partidas consultadas a la vez
refusal-too-many-messages = demasiados mensajes: se cerró la conexión
refusal-too-many-connections = demasiadas conexiones desde esta dirección
refusal-too-many-seeks = tienes tantas búsquedas abiertas como se permite: retira una primero
refusal-too-many-names = demasiados nombres o claves desde esta dirección: inténtalo más tarde
refusal-too-many-phrases = demasiadas frases seguidas: espera un momento
refusal-too-many-reads = demasiadas peticiones desde esta conexión o dirección: espera un minuto
refusal-already-named = ya tienes un nombre en esta conexión: cámbialo en su lugar
refusal-same-address = dos jugadores de una misma red no juegan partidas puntuadas entre sí
refusal-name-taken = este nombre está ocupado: elige otro
refusal-name-invalid = este nombre no se puede usar: elige otro
refusal-rename-too-soon = un nombre cambia como mucho una vez al día
refusal-no-such-key = esta clave no pertenece a ningún jugador
refusal-not-named = elige primero un nombre, o usa tu clave
refusal-seek-gone = esta búsqueda ya no está abierta
refusal-own-seek = es tu propia búsqueda: espera a que alguien la acepte
refusal-no-such-seek = no tienes esa búsqueda
refusal-bad-clock = el servidor no acepta este reloj
refusal-bad-phrase = el servidor no conoce esta frase
refusal-not-protocol = el servidor no entendió un mensaje de esta aplicación
refusal-no-such-puzzle = no existe ese problema: pide uno nuevo
refusal-puzzle-over = este problema ha terminado: pide otro
refusal-no-such-arena = ningún torneo tiene este código: revísalo
refusal-arena-over = este torneo ha terminado
refusal-too-many-arenas = ya tienes tantos torneos privados como se permite: espera a que acabe uno
refusal-bad-arena = este torneo no se puede crear: revisa el ritmo, la duración y el inicio
refusal-busy = el servidor está ocupado: vuelve a intentarlo
refusal-unavailable = el servidor no puede hacerlo ahora: inténtalo más tarde

# Tournaments (arenas): the Tournaments tab of Play online and an arena game's rows in the online panel.
online-tab-tournaments = Torneos
arena-join = Unirse
arena-pause = Pausa
arena-resume = Seguir
arena-leave = Salir
arena-results = Resultados
arena-col-arena = Arena
arena-col-when = Cuándo
arena-col-players = Jug.
arena-col-points = Puntos
arena-col-performance = Rend.
arena-untitled = Arena de { $game } { $clock }
arena-starts-in = en { $time }
arena-time-left = quedan { $time }
arena-over = terminada
arena-what = { $game } · { $clock }
arena-starts-in-long = empieza en { $time }
arena-running = en juego, quedan { $time }
arena-finished = terminada
arena-line = { $what } · { $when } · { $players ->
    [one] 1 jugador
   *[other] { $players } jugadores
}
arena-standing-bot = { $rank }. { $name } (bot)
arena-standing-paused = { $rank }. { $name } (en pausa)
arena-points-streak = { $points } ×2
arena-podium-line = { $rank }. { $name }: { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}, rendimiento { $performance }, { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}
arena-next-line =
    { $first }
    { $then }
arena-note-results = La arena ha terminado: esta es la clasificación final.
arena-note-unnamed = Elige un nombre en la pestaña Buscar partida para unirte a una arena.
arena-note-join = Únete para que te emparejen en cuanto estés libre: 2 puntos por victoria, 1 por tablas, y el doble (×2) tras dos victorias seguidas.
arena-note-paused = En pausa: no te emparejan. Pulsa Seguir para continuar.
arena-note-in = Estás dentro: tu primera partida llega cuando empiece la arena.
arena-note-next = { $secs ->
    [one] Siguiente partida en 1 segundo. Pausa para parar.
   *[other] Siguiente partida en { $secs } segundos. Pausa para parar.
}
arena-note-waiting = Esperando a un rival libre…
arena-none = No hay ningún torneo próximo en este servidor.
arena-table-title = { $arena } · { $when }
arena-table-row = { $rank }. { $name }  { $points }
arena-table-row-you = { $rank }. { $name } (tú)  { $points }
arena-private-heading = Una arena privada con amigos
arena-code-placeholder = Código de arena de un amigo
arena-open = Abrir
arena-minutes = { $minutes } min
arena-make = Crearla (empieza en { $minutes } minutos)
arena-private-title = { $name } · código { $code }
