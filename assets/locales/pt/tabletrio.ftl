# tabletrio, português

## Ecrã inicial

app-credits = Yoxii e Oxono de Jérémy Partinico  ·  Kamon de Bruno Cathala  ·  editados pela cosmoludo
menu-game = Jogo: { $game }
# The title's game cards: what wins each game, in a line.
card-yoxii = Prenda o totem: ganha a soma mais alta à sua volta.
card-oxono = Quatro em linha de uma cor ou de uma letra.
card-kamon = Ligue dois lados opostos de uma cor, ou feche um anel.
menu-player = { $side }: { $player }
player-human = Humano
player-computer = Computador ({ $level })
level-beginner = iniciante
level-easy = fácil
level-casual = descontraído
level-medium = médio
level-advanced = avançado
level-hard = difícil
level-expert = especialista
menu-continue = Continuar
menu-continue-game = Continuar { $game } (jogada { $move })
menu-start = Começar
menu-puzzles = Problemas
menu-import = Importar um jogo
menu-paste = Colar um jogo
menu-quit = Sair
menu-language = Idioma: { $language }
title-save-unreadable = O jogo de { $game } guardado não pode ser lido ({ $reason }); um novo jogo vai substituí-lo.
title-save-set-aside = O jogo de { $game } guardado não pode ser lido ({ $reason }); foi posto de parte como { $place }.

## Definições

setting-state = { $on ->
    [yes] sim
   *[no] não
}
setting-sound = Som: { $state }
setting-volume = Volume: { $percent }%
menu-settings = Definições
settings-title = Definições
settings-about = tabletrio { $version }  ·  software livre sob a licença MIT ou Apache-2.0
menu-back = Voltar
setting-colour-letters = Letras das cores (Kamon): { $state }
setting-take-backs = Desfazer jogadas: { $state }
setting-confirm-moves = Confirmar jogadas: { $state }
setting-quality = Qualidade: { $quality }
setting-auto-quality = Qualidade automática: { $quality }
setting-ui-scale = Tamanho da interface: { $percent }%
setting-animation = Animações: { $speed }
animation-normal = normais
animation-fast = rápidas
animation-off = desligadas (movimento reduzido)
setting-high-contrast = Destaques de alto contraste: { $state }
quality-auto = Auto
quality-low = Baixa
quality-medium = Média
quality-high = Alta

## Pausa e fim do jogo

pause-title = Pausa
pause-resume = Retomar
menu-to-title = Ecrã inicial
outcome-wins = { $side } ganha
outcome-draw = Empate
game-over-play-again = Jogar outra vez
game-over-replay = Rever

## No jogo

side-yoxii-first = Branco
side-yoxii-second = Vermelho
side-oxono-first = Rosa
side-oxono-second = Preto
side-kamon-first = Preto
side-kamon-second = Branco
hud-draw = Empate
hud-computer-thinking = { $side } (computador, { $level }) está a pensar… { $seconds } s
hud-computer-playing = { $side } (computador, { $level }) está a jogar
hud-reviewing = { $device ->
        [touch] Jogada { $move } de { $total }
        [pad] Jogada { $move } de { $total }   B: voltar ao jogo
       *[other] Jogada { $move } de { $total }   End: voltar ao jogo
    }
hud-confirm = { $device ->
        [touch] { $side }: confirme – toque-lhe de novo, ou noutra casa verde para mudar
        [pad] { $side }: confirme – A de novo; B para mudar
       *[other] { $side }: confirme – clique de novo ou Enter; Backspace para mudar
    }
hud-step = { $side }: { $step }
step-choose-totem = escolha um totem
step-move-totem = mova o totem
step-place-piece = coloque uma peça
step-place-hexagon = coloque um hexágono
hud-hint = Dica: { $action }  (hipótese de ganhar { $percent }%)
hud-hint-thinking = Dica: a pensar…
hud-keys-review = PgUp / PgDn: avançar ou recuar   Home: início   P: reproduzir   H: avaliar
hud-keys-value = Peça a colocar: { $value }  (1-4 / Tab / clique numa pilha)   H: dica
hud-keys = Tab: alvo seguinte   Backspace: desfazer uma escolha   U / Y: desfazer / refazer   PgUp: rever   H: dica
hud-not-allowed = Não permitido: { $reason }

## Lista de jogadas

moves-title = Jogadas
moves-toggle = mostrar / esconder (L)
moves-replay = Reproduzir
moves-pause = Pausa
moves-speed = { $speed } jogadas/s
moves-back-to-game = Voltar ao jogo
moves-play-from-here = Jogar a partir daqui
moves-evaluate = Avaliar (H)
moves-take-back = Desfazer (U)
moves-redo = Refazer (Y)
moves-export = Exportar
moves-import = Importar
moves-paste = Colar
moves-type = Escrever uma jogada (M)
move-box-line = Jogada: { $text }
move-box-help = Como na lista de jogadas (d5:e6=3, Xc4:c5, d3). Enter joga-a, Esc fecha.
moves-none = Ainda sem jogadas
moves-reviewing = Jogada { $move } de { $total }
moves-reviewing-last = Jogada { $move } de { $total }: { $action }
eval-best = Melhor jogada para { $side }: { $action }
    { $side } ganha { $percent }% das vezes
eval-thinking = A avaliar…

## The analysis of a game (docs/analysis.md)

analysis-start = Analisar
analysis-running = Analisando… { $percent }%
analysis-cancel = Cancelar
analysis-accuracy = Precisão: { $first } { $a } · { $second } { $b }
analysis-inaccuracy = uma imprecisão
analysis-mistake = um erro
analysis-blunder = um erro grave
analysis-marked = { $side }: { $action } foi { $mark } (perdeu { $percent }% da chance de vencer)
analysis-fine = { $side }: { $action }, sem marca
analysis-allows = o adversário agora vence à força em { $turns ->
    [one] um turno
   *[other] { $turns } turnos
}
analysis-misses = deixou escapar uma vitória forçada em { $turns ->
    [one] um turno
   *[other] { $turns } turnos
}
analysis-better = melhor: { $action }
analysis-forced = { $side } vence à força em { $turns ->
    [one] um turno
   *[other] { $turns } turnos
}

## Puzzles (docs/puzzles.md)

puzzle-head = Problema de { $game } { $number } de { $count } · dificuldade { $difficulty }
puzzle-task = { $side } joga e vence em { $turns ->
    [one] um turno
   *[other] { $turns } turnos
}
puzzle-watch = Veja a jogada do adversário…
puzzle-find = Encontre a jogada vencedora
puzzle-right = Certo! Continue
puzzle-solved = Resolvido!
puzzle-wrong = { $action } não vence: a resposta mostra porquê. A solução: { $line }
puzzle-streak = Sequência { $streak } (melhor { $best }) · { $solved } de { $count } resolvidos
puzzle-rated = Pontuado · a sua pontuação de problemas { $rating }
puzzle-unrated = Sem pontuação (escolha um nome em Jogar online para ser pontuado)
puzzle-rating-change = Pontuação de problemas { $rating } ({ $change })
puzzle-next = Próximo problema
puzzle-retry = Tentar de novo

announce-move = { $side }: { $action } ({ $notation })
announce-game-over = { $result }. { $how }
announce-taken-back = { $count ->
    [one] Uma jogada desfeita
   *[other] { $count } jogadas desfeitas
}
announce-redone = { $count ->
    [one] Uma jogada refeita
   *[other] { $count } jogadas refeitas
}

## Yoxii

# The player panel's line under a Yoxii hand.
yoxii-sum = soma à volta do totem: { $sum }
yoxii-action = totem para { $totem }, depois um { $value } em { $place }
yoxii-end-score = soma mais alta à volta do totem
yoxii-end-count = somas iguais: mais peças à volta do totem
yoxii-end-draw = somas iguais e o mesmo número de peças
yoxii-tally = { $side }: { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}, { $pieces ->
    [one] { $pieces } peça
   *[other] { $pieces } peças
}

## Oxono

oxono-setup = Preparação: totem X em { $x }, totem O em { $o }
oxono-symbol-exhausted = { $side } já não tem peças { $symbol }: só o totem { $other } se pode mover
oxono-action = totem { $totem } para { $to }, depois uma peça em { $place }
oxono-end-colour = quatro peças da mesma cor em linha
oxono-end-symbol = quatro peças do mesmo símbolo em linha
oxono-end-draw = as 32 peças estão colocadas e ninguém fez uma linha de quatro

## Kamon

# A cor concorda com o género do símbolo (kamon-gender-*).
kamon-colour-pink = { $gender ->
   *[other] rosa
}
kamon-colour-yellow = { $gender ->
   *[m] amarelo
    [f] amarela
}
kamon-colour-blue = { $gender ->
   *[other] azul
}
kamon-colour-orange = { $gender ->
   *[other] laranja
}
kamon-colour-red = { $gender ->
   *[m] vermelho
    [f] vermelha
}
kamon-colour-green = { $gender ->
   *[other] verde
}
kamon-symbol-butterfly = borboleta
kamon-symbol-fish = peixe
kamon-symbol-bird = pássaro
kamon-symbol-fan = leque
kamon-symbol-mountain = montanha
kamon-symbol-gate = porta
kamon-gender-butterfly = f
kamon-gender-fish = m
kamon-gender-bird = m
kamon-gender-fan = m
kamon-gender-mountain = f
kamon-gender-gate = f
kamon-token = { $symbol } { $colour }
kamon-token-blank = a ficha em branco
kamon-hand = { $count ->
    [one] { $count } hexágono
   *[other] { $count } hexágonos
}
kamon-first = Primeiro hexágono: na borda, não num canto
kamon-match = Mesma cor ou mesmo símbolo que: { $token }
kamon-action = um hexágono em { $cell }
kamon-sides-green = os dois lados verdes
kamon-sides-blue = os dois lados azuis
kamon-sides-yellow = os dois lados amarelos
kamon-sides-and = { $first }
    e { $second }
kamon-end-connection = uma cadeia de hexágonos une { $sides }
kamon-end-loop = um anel de hexágonos rodeia { $count ->
    [one] { $count } casa
   *[other] { $count } casas
}
kamon-end-blocked = { $side } não pode jogar: nenhuma casa livre corresponde à última ficha, { $token }
kamon-end-draw = os 36 hexágonos estão colocados, sem lados unidos nem anel fechado

## Jogadas recusadas

refuse-no-value = neste jogo não há valor a escolher
refuse-value-gone = já não há peças de valor { $value }
refuse-animating = espere pelo fim da jogada
refuse-choose-move = escolha primeiro uma jogada na lista
refuse-reviewing = está a rever a jogada { $move }: Voltar ao jogo (End, Backspace) para jogar
refuse-strict = desfazer jogadas está desligado neste jogo (menu de pausa: Desfazer jogadas)
refuse-no-take-back = não há jogada para desfazer
refuse-no-redo = não há jogada para refazer
refuse-no-pick = nada para desfazer: nenhuma escolha feita nesta vez
refuse-start = este é o início do jogo
refuse-end = esta é a última jogada do jogo
refuse-computer = o computador está a jogar: espere pela sua jogada
refuse-not-your-turn = não é a sua vez: espere pelo outro jogador
refuse-not-a-person = só um jogador à mesa pode pedir isso
error-game-over = o jogo terminou
error-totem-cannot-reach = o totem não pode ir para { $to }
error-symbol-exhausted = { $side } já não tem peças { $symbol }, por isso o totem { $symbol } não se pode mover
error-value-exhausted = { $side } já não tem peças de valor { $value }
error-place-not-free = depois desse movimento do totem não se pode colocar uma peça em { $square } (não está livre)
error-place-not-next = depois desse movimento do totem não se pode colocar uma peça em { $square } (tem de ficar junto ao totem)
error-place-not-orthogonal = depois desse movimento do totem não se pode colocar uma peça em { $square } (tem de ficar junto ao totem na horizontal ou na vertical)
error-cell-blank = não se pode jogar em { $cell }: tem a ficha em branco
error-cell-taken = não se pode jogar em { $cell }: já tem um hexágono { $side ->
    [first] preto
   *[second] branco
}
error-cell-no-match = não se pode jogar em { $cell }: a sua ficha, { $token }, não partilha cor nem símbolo com a última, { $last }
error-cell-not-rim = não se pode jogar em { $cell }: o primeiro hexágono vai para uma casa da borda que não seja um canto
error-wrong-game = essa não é uma jogada de { $game }
error-wrong-kind = primeiro: { $step }
error-totem-chosen = o totem { $totem } está escolhido: mova-o, ou desfaça a escolha para escolher o outro
error-off-board = essa casa não está no tabuleiro de { $game }
error-complete = todas as escolhas desta vez estão feitas
error-incomplete = estas escolhas não formam uma jogada de { $game }

## Jogos, exportar e importar

record-line = linha { $line }: { $error }
record-not-a-square = { $text } não é uma casa do tabuleiro de { $game }
record-malformed = «{ $text }» não é uma jogada de { $game } (esperado: { $expected })
record-bad-value = «{ $text }» não é um valor de peça (esperado: 1, 2, 3 ou 4)
record-bad-totem = «{ $text }» não é um totem (esperado: X ou O)
record-setup-not-allowed = { $game } não tem linha setup
record-setup-missing = os jogos de { $game } têm de começar com uma linha setup ({ $expected })
record-setup-invalid = preparação errada: { $detail }
record-illegal = { $action } não é permitida: { $reason }
record-late-setup = a linha setup tem de vir antes da primeira jogada
record-empty = o texto está vazio: não contém nenhum jogo
record-no-header = falta a linha «# { $key }»
record-header-game = o cabeçalho não indica nenhum jogo do tabletrio: «{ $text }» (esperado: yoxii, oxono ou kamon)
record-header-player = a linha «{ $key }» do cabeçalho não indica nenhum jogador: «{ $text }» (esperado: human, { $levels })
record-of-game = jogo de { $game }: { $error }
record-other-game = contém um jogo de { $game }
record-not-text = o ficheiro não é texto
transfer-nothing = Nenhum jogo para exportar
transfer-choose-copied = Copiado para a área de transferência; escolha um ficheiro…
transfer-choose = Escolha um ficheiro…
transfer-downloaded-copied = Transferido e copiado para a área de transferência
transfer-downloaded = Transferido
transfer-choose-game = Escolha um ficheiro de jogo…
transfer-nothing-to-paste = Nada para colar: { $reason }
transfer-imported = Importado um jogo de { $game } com { $count ->
    [one] { $count } jogada
   *[other] { $count } jogadas
}
transfer-imported-without-analysis = Importado um jogo de { $game } com { $count } jogadas; a análise foi deixada de fora ({ $reason })
transfer-cannot-import = Não é possível importar: { $reason }
transfer-exported = Exportado para { $path }
transfer-no-file-export = Exportar: nenhum ficheiro escolhido (o jogo está na área de transferência)
transfer-export-failed = A exportação falhou: { $reason }
transfer-no-file-import = Importar: nenhum ficheiro escolhido

## Como jogar
menu-how-to-play = Como jogar
rules-heading = Como jogar { $game }
rules-page = Página { $page } de { $pages }
rules-previous = Anterior
rules-next = Seguinte
rules-close = Fechar
rules-to-match = Peça a seguir:
rules-yoxii-goal-title = O objetivo
rules-yoxii-goal = Os dois jogadores partilham um só totem. No fim, cada um soma os valores das suas próprias peças nas oito casas à volta dele, e ganha o total mais alto. Aqui o Branco tem 10 e o Vermelho 9.
rules-yoxii-move-title = Uma jogada: mover o totem
rules-yoxii-move = Primeiro o totem dá um passo para uma casa livre que lhe toca, a direito ou na diagonal: as casas verdes.
rules-yoxii-place-title = Uma jogada: colocar uma peça
rules-yoxii-place = Depois coloque uma das suas peças, de valor 1 a 4, numa casa livre ao lado do totem. A casa que ele acabou de deixar conta. Cada jogador tem cinco 1, cinco 2, cinco 3 e três 4.
rules-yoxii-jump-title = O salto
rules-yoxii-jump = Em vez de um passo, o totem pode saltar uma fila de uma ou mais peças suas e cair na primeira casa depois dela, se estiver livre. Uma fila com uma peça adversária não se pode saltar.
rules-yoxii-anywhere-title = Sem lugar ao lado
rules-yoxii-anywhere = Se depois de se mover nenhuma casa à volta do totem estiver livre (só acontece depois de um salto), a sua peça pode ir para qualquer casa livre do tabuleiro.
rules-yoxii-end-title = O fim e os empates
rules-yoxii-end = O jogo acaba quando quem joga já não consegue mover o totem. Com totais iguais, ganha quem tiver mais peças à volta do totem: aqui o Vermelho, seis peças contra duas. De novo iguais: empate.
rules-oxono-goal-title = O objetivo
rules-oxono-goal = Forme uma linha de quatro, em linha ou em coluna: quatro peças da sua cor, com quaisquer letras, ou quatro da mesma letra, de quaisquer cores. Quem completa uma linha ganha logo.
rules-oxono-move-title = Uma jogada: mover um totem
rules-oxono-move = Escolha o totem X ou o O (ainda tem de ter uma peça da sua letra) e deslize-o para cima, para baixo, para a esquerda ou para a direita por casas livres, até onde quiser. As peças e o outro totem param-no.
rules-oxono-place-title = Uma jogada: colocar uma peça
rules-oxono-place = Depois coloque uma peça da letra do totem numa casa livre mesmo ao lado dele, nunca na diagonal. A casa de onde veio conta. Se nenhuma estiver livre, a peça pode ir para qualquer lado.
rules-oxono-enclosed-title = Um totem fechado
rules-oxono-enclosed = Um totem sem casas livres ao lado salta em vez disso: a direito por cima das peças (e do totem) que lhe tocam, até à primeira casa livre. Se nenhuma direção der uma, pode ir para qualquer casa livre.
rules-oxono-end-title = O fim
rules-oxono-end = Quatro peças da mesma letra dão a vitória a quem as completa: aqui o Preto, com quatro O. Os totens não são peças e cortam uma linha. Se as 32 peças forem colocadas sem nenhuma linha, o jogo acaba empatado.
rules-kamon-goal-title = O objetivo
rules-kamon-goal = Ligue dois lados opostos da mesma cor com uma cadeia dos seus hexágonos (aqui o Preto liga os dois lados verdes), ou feche um anel à volta de casas. Um canto pertence aos seus dois lados.
rules-kamon-first-title = O primeiro hexágono
rules-kamon-first = Cada casa tem uma ficha de uma cor e de um símbolo. O Preto começa numa casa da borda que não seja um canto. A casa vazia nunca pode ser ocupada.
rules-kamon-match-title = Uma jogada
rules-kamon-match = Coloque um hexágono numa casa livre cuja ficha partilhe a cor ou o símbolo da ficha que o adversário acabou de cobrir, rodeada a dourado.
rules-kamon-loop-title = Um anel
rules-kamon-loop = Também ganha quando os seus hexágonos rodeiam casas que não chegam à borda, seja o que for que tenham dentro: casas livres, a vazia ou hexágonos do adversário.
rules-kamon-end-title = Bloqueado, e o fim
rules-kamon-end = Se o jogador seguinte não tiver nenhuma casa livre que sirva (aqui estão ocupadas todas as casas que combinam com a ficha rodeada), ganha quem acabou de jogar. Se os 36 hexágonos forem colocados sem vencedor, o jogo acaba empatado.

## O guia do primeiro jogo
setting-guide = Guia do primeiro jogo: { $state }
guide-title = Guia do primeiro jogo
guide-hide = { $device ->
        [mouse] Esconder (G)
        [pad] Esconder (Select)
       *[other] Esconder
    }
guide-turn-off = Desligar o guia
guide-wait = O computador está a jogar: veja as peças dele na mesa. A seguir é a sua vez.
guide-confirm = { $device ->
        [touch] Está tudo escolhido. Toque de novo na última casa para jogar, ou noutra casa verde para mudar.
        [pad] Está tudo escolhido. Prima A de novo para jogar, ou B para mudar.
       *[other] Está tudo escolhido. Clique de novo na última casa ou prima Enter para jogar, ou Backspace para mudar.
    }
guide-choose-totem = { $device ->
        [touch] Escolha um totem: toque no X ou no O do tabuleiro. Depois vai colocar uma peça da mesma letra.
        [pad] Escolha um totem: leve o cursor ao X ou ao O com o direcional (LB / RB passam de um para o outro) e prima A. Depois vai colocar uma peça da mesma letra.
       *[other] Escolha um totem: clique no X ou no O do tabuleiro. Depois vai colocar uma peça da mesma letra.
    }
guide-yoxii-move = { $device ->
        [touch] Toque numa casa verde para mover o totem um passo.
        [pad] Leve o cursor a uma casa verde com o direcional e prima A para mover o totem um passo. B desfaz uma escolha.
       *[other] Clique numa casa verde para mover o totem um passo. O clique direito desfaz uma escolha.
    }
guide-oxono-move = { $device ->
        [touch] Toque numa casa verde: o totem desliza em linha reta por tantas casas livres quantas quiser.
        [pad] Leve o cursor a uma casa verde com o direcional e prima A: o totem desliza em linha reta por tantas casas livres quantas quiser.
       *[other] Clique numa casa verde: o totem desliza em linha reta por tantas casas livres quantas quiser.
    }
guide-yoxii-place = { $device ->
        [touch] Escolha um valor tocando numa das suas pilhas e depois toque numa casa verde ao lado do totem para colocar a peça.
        [pad] Escolha um valor com LB / RB e depois leve o cursor a uma casa verde ao lado do totem e prima A para colocar a peça.
       *[other] Escolha um valor com 1 a 4 (ou Tab) e depois clique numa casa verde ao lado do totem para colocar a peça.
    }
guide-oxono-place = { $device ->
        [touch] Toque numa casa verde ao lado do totem para lá colocar uma peça da sua letra.
        [pad] Leve o cursor a uma casa verde ao lado do totem e prima A para lá colocar uma peça da sua letra.
       *[other] Clique numa casa verde ao lado do totem para lá colocar uma peça da sua letra.
    }
guide-kamon-first = { $device ->
        [touch] O primeiro hexágono vai para uma casa da borda que não seja um canto: toque numa casa verde.
        [pad] O primeiro hexágono vai para uma casa da borda que não seja um canto: leve o cursor a uma casa verde com o direcional e prima A.
       *[other] O primeiro hexágono vai para uma casa da borda que não seja um canto: clique numa casa verde.
    }
guide-kamon-match = { $device ->
        [touch] O seu hexágono vai para uma casa cuja ficha partilhe a cor ou o símbolo da ficha acabada de cobrir (mostrada no painel). Toque numa casa verde.
        [pad] O seu hexágono vai para uma casa cuja ficha partilhe a cor ou o símbolo da ficha acabada de cobrir (mostrada no painel). Leve o cursor a uma casa verde (LB / RB passam à seguinte) e prima A.
       *[other] O seu hexágono vai para uma casa cuja ficha partilhe a cor ou o símbolo da ficha acabada de cobrir (mostrada no painel). Clique numa casa verde.
    }
guide-yoxii-jump = Pode saltar: o totem pode passar por cima de uma fila das suas peças até à primeira casa livre depois dela. As casas verdes afastadas são saltos.
guide-yoxii-anywhere = Nenhuma casa ao lado do totem está livre: esta peça pode ir para qualquer casa livre do tabuleiro.
guide-oxono-enclosed = Um totem está fechado: não pode deslizar, por isso salta por cima das peças vizinhas até à primeira casa livre (ou para qualquer lado, se nenhuma direção der uma).
guide-kamon-blocked = Quem ia jogar já não tinha nenhuma casa que servisse, por isso o jogo acabou: o jogador bloqueado perde.

## Online play
menu-play-online = Jogar online
player-remote = Adversário online
refuse-remote-turn = é a vez do seu adversário: a jogada dele chega pela rede
refuse-server-only = só o servidor pode mudar o curso de uma partida online
refuse-online-redo = online, uma jogada desfeita não se refaz: jogue-a de novo
refuse-online-hint = sem dicas numa partida online em curso
refuse-online-line = uma partida online continua da sua própria posição
refuse-online-waiting = a partida começa quando o seu adversário entrar
hud-remote-turn = joga { $side } (o seu adversário)
hud-online-waiting = À espera do seu adversário
online-title = Jogar online
online-create = Criar uma partida
online-join = Entrar
online-watch = Assistir
online-your-games = As suas partidas
online-side-either = Ao acaso
online-no-games = Crie uma partida e dê o código a um amigo, ou escreva o código dele e entre.
online-connecting = A ligar a { $server }…
online-connected = Ligado a { $server }
online-retrying = Ligação perdida: a tentar de novo (tentativa { $tries })…
online-not-connected = sem ligação ao servidor: espere um momento e tente de novo
online-draw-offered = Empate proposto: o seu adversário decide
online-rematch-offered = Desforra proposta: o seu adversário decide
online-take-back-asked = Pedido para desfazer: o seu adversário decide
online-declined = O seu adversário disse que não
online-error = O servidor diz: { $reason }
online-move-refused = O servidor recusou a sua jogada ({ $reason }); foi desfeita
online-refused = Recusado: { $reason }
online-accept = Aceitar
online-decline = Recusar
online-you = você
online-opponent = adversário
online-opponent-away = adversário (desligado, à espera)
online-opponent-none = ninguém ainda
online-player = { $side }: { $who } { $clock }
online-waiting = Dê ao seu amigo o código { $code } para entrar
online-game-code = Partida online { $code }
online-watching = Está a assistir a esta partida
online-offer-draw = O seu adversário propõe empate
online-offer-take-back = O seu adversário pede para desfazer a última jogada dele
online-offer-rematch = O seu adversário propõe uma desforra
online-resign = Desistir
online-offer-draw-button = Propor empate
verdict-resigned = { $side } desistiu
verdict-time = { $side } ficou sem tempo
verdict-agreement = empate por acordo
online-abort = Anular
online-offer-claim = O seu adversário saiu. Reclamar a vitória?
online-rematch-withdrawn = O seu adversário saiu: sem desforra por agora
outcome-aborted = Sem resultado
verdict-aborted = partida anulada antes de ambos jogarem
verdict-abandoned = { $side } saiu da partida
online-waiting-link = Dê ao seu amigo o código { $code } ou esta ligação: { $link }
hud-keys-online = Tab: alvo seguinte   Backspace: desfazer uma escolha   U: pedir para desfazer   PgUp: rever   Esc: desistir ou propor empate   G: botões
hud-keys-value-online = Peça a colocar: { $value }  (1-4 / Tab / clique numa pilha)
hud-pad = A: escolher   B: desfazer uma escolha   LB / RB: outro alvo   X / R3: desfazer / refazer   L3: rever   Y: dica
hud-pad-online = A: escolher   B: desfazer uma escolha   LB / RB: outro alvo   X: pedir para desfazer   L3: rever   Start: desistir ou propor empate   Select: botões
hud-pad-value = Peça a colocar: { $value }  (LB / RB)   A: escolher   Y: dica
hud-pad-value-online = Peça a colocar: { $value }  (LB / RB)   A: escolher
hud-pad-review = LB / RB: avançar ou recuar   Y: avaliar   Start: menu
hud-touch-value = Peça a colocar: { $value }  (toque numa pilha)
online-state-yours = é a sua vez (jogada { $move })
online-state-theirs = vez do adversário (jogada { $move })
online-state-over = terminada
online-state-waiting = à espera de um adversário

# The lobby, names, ratings and phrases (online)
online-tab-lobby = Encontrar partida
online-tab-friend = Com um amigo
online-take-name = Ficar com este nome
online-named = É { $name } neste servidor
online-open-games = Partidas abertas
online-no-seeks = Ainda ninguém espera: escolha um quadrado e o próximo jogador encontra-o.
online-more-seeks = …e mais { $count }: um quadrado escolhe o mais antigo que sirva
online-clock-short = { $minutes }+{ $seconds }
online-clock-short-days = { $days ->
    [one] 1 dia
   *[other] { $days } dias
}
online-bot-name = { $name } (bot)
online-rated = a contar
online-casual = amigável
online-who-named = { $name } · { $who }
online-rating-change = A sua pontuação: { $rating } ({ $change })
online-said = { $who }: { $phrase }
online-your-turn = É a sua vez: { $game }
online-your-turn-against = É a sua vez: { $game } contra { $name }
online-tab-leaders = Melhores
online-tab-puzzles = Problemas
online-rename = Mudar o meu nome
online-speed-live = Com relógio
online-speed-correspondence = Dias por jogada
online-leader = { $rank }. { $name }
online-leader-bot = { $rank }. { $name } (bot)
online-leaders-none = Ainda ninguém tem uma classificação firme aqui: aparece após alguns jogos classificados.
online-leaders-asking = A perguntar ao servidor…
online-phrase = Frase: { $phrase }
online-say = Dizer
online-mute = Esconder frases
online-unmute = Mostrar frases
phrase-hello = Olá!
phrase-good-luck = Boa sorte!
phrase-well-played = Bem jogado!
phrase-thanks = Obrigado!
phrase-oops = Ups!
phrase-good-game = Boa partida!
phrase-sorry = Desculpe!
phrase-one-moment = Um momento, por favor.
online-key = A sua chave: { $key }
online-use-key = Usar esta chave
online-key-copied = Chave copiada: cole-a em Jogar online no seu outro dispositivo.
online-choose-name = Escolha um nome para jogar contra qualquer pessoa
online-name-placeholder = O seu nome
online-have-key = Tenho uma chave de outro dispositivo
online-key-step = Escreva a chave do seu outro dispositivo
online-key-placeholder = Chave (32 letras e algarismos)
online-rename-placeholder = Novo nome
online-done = Concluído
online-copy-key = Copiar a minha chave
online-quick-pairing = Emparelhamento rápido
online-rated-puzzles = Problemas pontuados
online-daily-puzzles = Problema do dia
online-puzzles-rated = Cada tentativa muda a sua pontuação de problemas nesse jogo; o problema do dia é hoje o mesmo para todos.
online-puzzles-unnamed = Sem pontuação até escolher um nome em Encontrar partida; ainda assim pode resolver qualquer problema.
online-sort-oldest = Mais antigas
online-sort-rating = Mais fortes
online-col-player = Jogador
online-col-game = Jogo
online-col-clock = Relógio
online-col-rated = Tipo
online-col-rating = Pontuação
online-col-games = Jogos
online-seek-mine = Você, à espera
online-cancel = Cancelar
online-chip-hint = Nome e chave
online-tile-waiting = À espera…
online-tile-nobody = Ninguém ainda
online-tile-seeking = { $count } à espera
online-new-game = Novo jogo com um amigo
online-join-heading = Entrar no jogo de um amigo
online-code-placeholder = Código do seu amigo
online-server-placeholder = Endereço do servidor
online-no-clock = Sem relógio
online-link-connecting = A ligar…
online-link-open = Ligado
online-my-profile = A minha página
online-last-games = Últimos jogos
online-nobody-named = Jogador sem nome
online-result-playing = A decorrer
online-result-draw = Empate
online-result-won = Ganho
online-result-lost = Perdido
online-played = { $count ->
    [one] um jogo jogado
   *[other] { $count } jogos jogados
}
online-rating-of = { $game } · { $speed }
game-over-lobby = Voltar à sala
game-over-opponent-page = Página de { $name }
menu-play-online-waiting = Jogar online ({ $count })

## The server's refusals, by their code (shown inside online-refused and online-error)
refusal-over = a partida terminou
refusal-waiting = o seu adversário ainda não entrou
refusal-not-your-turn = não é a sua vez
refusal-wrong-ply = a partida avançou desde a sua jogada
refusal-not-an-action = isso não é uma jogada deste jogo
refusal-illegal = essa jogada não é permitida aqui
refusal-no-such-offer = não há nenhuma oferta a que responder
refusal-repeated-offer = já fez esta oferta: espere pela resposta
refusal-abort-too-late = uma partida só pode ser anulada antes de os dois lados jogarem
refusal-nothing-to-claim = agora não há nenhuma vitória a reclamar
refusal-rematch-before-end = uma desforra vem depois de a partida acabar
refusal-rematch-taken = esta partida já teve a sua desforra
refusal-rematch-needs-both = para uma desforra têm de estar os dois jogadores
refusal-not-seated = não está em nenhuma partida: entre, crie uma ou retome uma
refusal-spectator = os espectadores não jogam
refusal-not-held = esta partida foi guardada: abra-a de novo nas suas partidas
refusal-no-such-game = nenhuma partida tem este código
refusal-no-such-token = o servidor já não conhece esta partida
refusal-game-full = esta partida já tem dois jogadores: veja-a em vez disso
refusal-game-finished = esta partida terminou: veja-a em vez disso
refusal-no-seat = não tem lugar nesta partida
refusal-no-such-player = nenhum jogador tem este nome
refusal-too-many-spectators = esta partida tem tantos espectadores quantos aceita: tente mais tarde
refusal-too-many-lookups = demasiadas partidas não encontradas a partir deste endereço: espere um minuto
refusal-too-many-created = demasiadas partidas criadas a partir deste endereço: tente mais tarde
refusal-too-many-waiting = demasiadas partidas deste endereço esperam por um segundo jogador
refusal-too-many-asked = demasiadas partidas pedidas de uma vez
refusal-too-many-messages = demasiadas mensagens: a ligação foi fechada
refusal-too-many-connections = demasiadas ligações a partir deste endereço
refusal-too-many-seeks = tem tantas procuras abertas quantas pode: retire uma primeiro
refusal-too-many-names = demasiados nomes ou chaves a partir deste endereço: tenta mais tarde
refusal-too-many-phrases = frases a mais seguidas: espera um momento
refusal-too-many-reads = demasiados pedidos desta ligação ou endereço: espera um minuto
refusal-already-named = já tens um nome nesta ligação: muda-o em vez disso
refusal-same-address = dois jogadores da mesma rede não jogam partidas classificadas entre si
refusal-name-taken = este nome está ocupado: escolha outro
refusal-name-invalid = este nome não pode ser usado: escolha outro
refusal-rename-too-soon = um nome muda no máximo uma vez por dia
refusal-no-such-key = esta chave não pertence a nenhum jogador
refusal-not-named = escolha primeiro um nome, ou use a sua chave
refusal-seek-gone = esta procura já não está aberta
refusal-own-seek = é a sua própria procura: espere que alguém a aceite
refusal-no-such-seek = não tem essa procura
refusal-bad-clock = o servidor não aceita este ritmo
refusal-bad-phrase = o servidor não conhece esta frase
refusal-not-protocol = o servidor não percebeu uma mensagem desta aplicação
refusal-no-such-puzzle = esse problema não existe: peça um novo
refusal-puzzle-over = este problema terminou: peça outro
refusal-no-such-arena = nenhum torneio tem este código: confira-o
refusal-arena-over = este torneio terminou
refusal-too-many-arenas = você já tem tantos torneios privados quanto pode: espere um acabar
refusal-bad-arena = este torneio não pode ser criado: confira o ritmo, a duração e o início
refusal-busy = o servidor está ocupado: tente de novo
refusal-unavailable = o servidor não pode fazer isto agora: tente mais tarde

# Tournaments (arenas): the Tournaments tab of Play online and an arena game's rows in the online panel.
online-tab-tournaments = Torneios
arena-join = Entrar
arena-pause = Pausar
arena-resume = Retomar
arena-leave = Sair
arena-results = Resultados
arena-col-arena = Arena
arena-col-when = Quando
arena-col-players = Jog.
arena-col-points = Pontos
arena-col-performance = Desemp.
arena-untitled = Arena de { $game } { $clock }
arena-starts-in = em { $time }
arena-time-left = faltam { $time }
arena-over = terminada
arena-what = { $game } · { $clock }
arena-starts-in-long = começa em { $time }
arena-running = a decorrer, faltam { $time }
arena-finished = terminada
arena-line = { $what } · { $when } · { $players ->
    [one] 1 jogador
   *[other] { $players } jogadores
}
arena-standing-bot = { $rank }. { $name } (bot)
arena-standing-paused = { $rank }. { $name } (em pausa)
arena-points-streak = { $points } ×2
arena-podium-line = { $rank }. { $name }: { $points ->
    [one] 1 ponto
   *[other] { $points } pontos
}, desempenho { $performance }, { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}
arena-next-line =
    { $first }
    { $then }
arena-note-results = A arena terminou: esta é a classificação final.
arena-note-unnamed = Escolha um nome no separador Encontrar partida para entrar numa arena.
arena-note-join = Entre para ser emparelhado assim que estiver livre: 2 pontos por vitória, 1 por empate, e o dobro (×2) depois de duas vitórias seguidas.
arena-note-paused = Em pausa: não é emparelhado. Retome para continuar.
arena-note-in = Está dentro: a sua primeira partida chega quando a arena começar.
arena-note-next = { $secs ->
    [one] Próxima partida em 1 segundo. Pausar para parar.
   *[other] Próxima partida em { $secs } segundos. Pausar para parar.
}
arena-note-waiting = À espera de um adversário livre…
arena-none = Não há nenhum torneio previsto neste servidor.
arena-table-title = { $arena } · { $when }
arena-table-row = { $rank }. { $name }  { $points }
arena-table-row-you = { $rank }. { $name } (você)  { $points }
arena-private-heading = Uma arena privada com amigos
arena-code-placeholder = Código de arena de um amigo
arena-open = Abrir
arena-minutes = { $minutes } min
arena-make = Criá-la (começa em { $minutes } minutos)
arena-private-title = { $name } · código { $code }
