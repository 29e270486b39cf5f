# tabletrio, español

## Pantalla de inicio

app-credits = Yoxii y Oxono de Jérémy Partinico  ·  Kamon de Bruno Cathala  ·  editados por cosmoludo
menu-game = Juego: { $game }
menu-player = { $side }: { $player }
player-human = Humano
player-computer = Ordenador ({ $level })
level-easy = fácil
level-medium = medio
level-hard = difícil
menu-continue = Continuar
menu-continue-game = Continuar { $game } (jugada { $move })
menu-start = Empezar
menu-import = Importar una partida
menu-paste = Pegar una partida
menu-quit = Salir
menu-language = Idioma: { $language }
title-save-unreadable = La partida de { $game } guardada no se puede leer ({ $reason }); una partida nueva la sustituirá.

## Ajustes

setting-state = { $on ->
    [yes] sí
   *[no] no
}
setting-sound = Sonido: { $state }
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
hud-computer-thinking = { $side } (ordenador, { $level }) está pensando…
hud-computer-playing = { $side } (ordenador, { $level }) está jugando
hud-reviewing = Jugada { $move } de { $total }   Fin / B: volver a la partida
hud-confirm = { $side }: confirma – haz clic otra vez o Intro; Retroceso para cambiar
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

yoxii-hand = { $side }: en mano 1:{ $one } 2:{ $two } 3:{ $three } 4:{ $four }, suma { $sum }
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

oxono-hand = { $side }: en mano X:{ $x } O:{ $o }
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
kamon-hand = { $side }: { $count ->
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
record-header-player = la línea «{ $key }» de la cabecera no nombra a ningún jugador: «{ $text }» (se esperaba: human, easy, medium o hard)
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
transfer-cannot-import = No se puede importar: { $reason }
transfer-exported = Exportada a { $path }
transfer-no-file-export = Exportar: no se eligió ningún archivo (la partida está en el portapapeles)
transfer-export-failed = Error al exportar: { $reason }
transfer-no-file-import = Importar: no se eligió ningún archivo
