# tabletrio, français

## L'écran titre

app-credits = Yoxii et Oxono de Jérémy Partinico  ·  Kamon de Bruno Cathala  ·  édités par cosmoludo
menu-game = Jeu : { $game }
# The title's game cards: what wins each game, in a line.
card-yoxii = Piégez le totem : la plus forte somme autour gagne.
card-oxono = Quatre alignés d'une couleur ou d'une lettre.
card-kamon = Reliez deux bords opposés d'une couleur, ou fermez un anneau.
menu-player = { $side } : { $player }
player-human = Humain
player-computer = Ordinateur ({ $level })
level-beginner = débutant
level-easy = facile
level-casual = détendu
level-medium = moyen
level-advanced = avancé
level-hard = difficile
level-expert = expert
menu-continue = Continuer
menu-continue-game = Continuer { $game } (coup { $move })
menu-start = Commencer
menu-puzzles = Problèmes
menu-import = Importer une partie
menu-paste = Coller une partie
menu-quit = Quitter
menu-language = Langue : { $language }
title-save-unreadable = La partie de { $game } enregistrée est illisible ({ $reason }) ; une nouvelle partie la remplacera.
title-save-set-aside = La partie de { $game } enregistrée est illisible ({ $reason }) ; elle est mise de côté sous { $place }.

## Réglages

setting-state = { $on ->
    [yes] oui
   *[no] non
}
setting-sound = Son : { $state }
setting-volume = Volume : { $percent } %
menu-settings = Réglages
settings-title = Réglages
settings-about = tabletrio { $version }  ·  logiciel libre sous licence MIT ou Apache-2.0
menu-back = Retour
setting-colour-letters = Lettres des couleurs (Kamon) : { $state }
setting-take-backs = Reprises de coups : { $state }
setting-confirm-moves = Confirmer les coups : { $state }
setting-quality = Qualité : { $quality }
setting-auto-quality = Qualité auto : { $quality }
setting-ui-scale = Taille de l'interface : { $percent } %
setting-animation = Animations : { $speed }
animation-normal = normales
animation-fast = rapides
animation-off = désactivées (mouvements réduits)
setting-high-contrast = Surbrillances contrastées : { $state }
quality-auto = Auto
quality-low = Basse
quality-medium = Moyenne
quality-high = Haute

## Pause et fin de partie

pause-title = Pause
pause-resume = Reprendre
menu-to-title = Écran titre
outcome-wins = { $side } gagne
outcome-draw = Match nul
game-over-play-again = Rejouer
game-over-replay = Revoir la partie

## L'affichage en jeu

side-yoxii-first = Blanc
side-yoxii-second = Rouge
side-oxono-first = Rose
side-oxono-second = Noir
side-kamon-first = Noir
side-kamon-second = Blanc
hud-draw = Match nul
hud-computer-thinking = { $side } (ordinateur, { $level }) réfléchit… { $seconds } s
hud-computer-playing = { $side } (ordinateur, { $level }) joue
hud-reviewing = { $device ->
        [touch] Revue du coup { $move } sur { $total }
        [pad] Revue du coup { $move } sur { $total }   B : retour à la partie
       *[other] Revue du coup { $move } sur { $total }   Fin : retour à la partie
    }
hud-confirm = { $device ->
        [touch] { $side } : confirmez – touchez-la à nouveau, ou une autre case verte pour changer
        [pad] { $side } : confirmez – A à nouveau ; B pour changer
       *[other] { $side } : confirmez – cliquez à nouveau ou Entrée ; Retour arrière pour changer
    }
hud-step = { $side } : { $step }
step-choose-totem = choisissez un totem
step-move-totem = déplacez le totem
step-place-piece = posez une pièce
step-place-hexagon = posez un hexagone
hud-hint = Conseil : { $action }  (chances de gagner : { $percent } %)
hud-hint-thinking = Conseil : réflexion…
hud-keys-review = PgPréc / PgSuiv : avancer, reculer   Début : départ   P : rejouer   H : évaluer
hud-keys-value = Pièce à poser : { $value }  (1-4 / Tab / clic sur une pile)   H : conseil
hud-keys = Tab : cible suivante   Retour arrière : annuler un choix   U / Y : reprendre / rétablir   PgPréc : revue   H : conseil
hud-not-allowed = Impossible : { $reason }

## La liste des coups

moves-title = Coups
moves-toggle = afficher / masquer (L)
moves-replay = Rejouer
moves-pause = Pause
moves-speed = { $speed } coup/s
moves-back-to-game = Retour à la partie
moves-play-from-here = Jouer à partir d'ici
moves-evaluate = Évaluer (H)
moves-take-back = Reprendre (U)
moves-redo = Rétablir (Y)
moves-export = Exporter
moves-import = Importer
moves-paste = Coller
moves-type = Saisir un coup (M)
move-box-line = Coup : { $text }
move-box-help = Comme dans la liste des coups (d5:e6=3, Xc4:c5, d3). Entrée le joue, Échap ferme.
moves-none = Aucun coup pour l'instant
moves-reviewing = Revue du coup { $move } sur { $total }
moves-reviewing-last = Revue du coup { $move } sur { $total } : { $action }
eval-best = Meilleur coup pour { $side } : { $action }
    { $side } gagne { $percent } % du temps
eval-thinking = Évaluation…

## The analysis of a game (docs/analysis.md)

analysis-start = Analyser
analysis-running = Analyse… { $percent } %
analysis-cancel = Annuler
analysis-accuracy = Précision : { $first } { $a } · { $second } { $b }
analysis-inaccuracy = une imprécision
analysis-mistake = une erreur
analysis-blunder = une gaffe
analysis-marked = { $side } : { $action } était { $mark } ({ $percent } % de la chance de gagner perdus)
analysis-fine = { $side } : { $action }, sans remarque
analysis-allows = l'adversaire gagne maintenant de force en { $turns ->
    [one] un tour
   *[other] { $turns } tours
}
analysis-misses = un gain forcé en { $turns ->
    [one] un tour
   *[other] { $turns } tours
} a été manqué
analysis-better = mieux : { $action }
analysis-forced = { $side } gagne de force en { $turns ->
    [one] un tour
   *[other] { $turns } tours
}

## Puzzles (docs/puzzles.md)

puzzle-head = Problème de { $game } { $number } sur { $count } · difficulté { $difficulty }
puzzle-task = { $side } joue et gagne en { $turns ->
    [one] un tour
   *[other] { $turns } tours
}
puzzle-watch = Regardez le coup de l'adversaire…
puzzle-find = Trouvez le coup gagnant
puzzle-right = Exact ! Continuez
puzzle-solved = Résolu !
puzzle-wrong = { $action } ne gagne pas : la réponse montre pourquoi. La solution : { $line }
puzzle-streak = Série { $streak } (record { $best }) · { $solved } sur { $count } résolus
puzzle-rated = Classé · votre classement de problèmes { $rating }
puzzle-unrated = Non classé (choisissez un nom dans Jouer en ligne pour être classé)
puzzle-rating-change = Classement de problèmes { $rating } ({ $change })
puzzle-next = Problème suivant
puzzle-retry = Réessayer

announce-move = { $side } : { $action } ({ $notation })
announce-game-over = { $result }. { $how }
announce-taken-back = { $count ->
    [one] Un coup repris
   *[other] { $count } coups repris
}
announce-redone = { $count ->
    [one] Un coup rétabli
   *[other] { $count } coups rétablis
}

## Yoxii

# The player panel's line under a Yoxii hand.
yoxii-sum = somme autour du totem : { $sum }
yoxii-action = totem en { $totem }, puis un { $value } en { $place }
yoxii-end-score = somme la plus haute autour du totem
yoxii-end-count = sommes égales : plus de pièces autour du totem
yoxii-end-draw = sommes égales et autant de pièces de chaque côté
yoxii-tally = { $side } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $pieces ->
    [one] { $pieces } pièce
   *[other] { $pieces } pièces
}

## Oxono

oxono-setup = Départ : totem X en { $x }, totem O en { $o }
oxono-symbol-exhausted = { $side } n'a plus de pièce { $symbol } : seul le totem { $other } peut bouger
oxono-action = totem { $totem } en { $to }, puis une pièce en { $place }
oxono-end-colour = quatre pièces d'une même couleur alignées
oxono-end-symbol = quatre pièces d'un même symbole alignées
oxono-end-draw = les 32 pièces sont posées sans alignement de quatre

## Kamon

# La couleur s'accorde avec le nom du symbole (kamon-gender-*).
kamon-colour-pink = { $gender ->
   *[other] rose
}
kamon-colour-yellow = { $gender ->
   *[other] jaune
}
kamon-colour-blue = { $gender ->
   *[m] bleu
    [f] bleue
}
kamon-colour-orange = { $gender ->
   *[other] orange
}
kamon-colour-red = { $gender ->
   *[other] rouge
}
kamon-colour-green = { $gender ->
   *[m] vert
    [f] verte
}
kamon-symbol-butterfly = papillon
kamon-symbol-fish = poisson
kamon-symbol-bird = oiseau
kamon-symbol-fan = éventail
kamon-symbol-mountain = montagne
kamon-symbol-gate = portail
kamon-gender-butterfly = m
kamon-gender-fish = m
kamon-gender-bird = m
kamon-gender-fan = m
kamon-gender-mountain = f
kamon-gender-gate = m
kamon-token = { $symbol } { $colour }
kamon-token-blank = jeton vide
kamon-hand = { $count ->
    [one] { $count } hexagone
   *[other] { $count } hexagones
}
kamon-first = Premier hexagone : sur le bord, pas dans un coin
kamon-match = Même couleur ou même symbole que : { $token }
kamon-action = un hexagone en { $cell }
kamon-sides-green = les deux côtés verts
kamon-sides-blue = les deux côtés bleus
kamon-sides-yellow = les deux côtés jaunes
kamon-sides-and = { $first }
    et { $second }
kamon-end-connection = une chaîne d'hexagones relie { $sides }
kamon-end-loop = un anneau d'hexagones entoure { $count ->
    [one] { $count } case
   *[other] { $count } cases
}
kamon-end-blocked = { $side } ne peut plus jouer : aucune case libre ne correspond au dernier jeton, { $token }
kamon-end-draw = les 36 hexagones sont posés, sans côtés reliés ni anneau fermé

## Coups refusés

refuse-no-value = il n'y a pas de valeur à choisir dans ce jeu
refuse-value-gone = plus de pièce de valeur { $value }
refuse-animating = attendez la fin du mouvement
refuse-choose-move = choisissez d'abord un coup dans la liste
refuse-reviewing = revue du coup { $move } : Retour à la partie (Fin, Retour arrière) pour jouer
refuse-strict = les reprises de coups sont désactivées (menu pause : Reprises de coups)
refuse-no-take-back = aucun coup à reprendre
refuse-no-redo = aucun coup à rétablir
refuse-no-pick = rien à annuler : aucun choix fait ce tour-ci
refuse-start = c'est le début de la partie
refuse-end = c'est le dernier coup de la partie
refuse-computer = l'ordinateur joue : attendez son coup
refuse-not-your-turn = ce n'est pas votre tour : attendez l'autre joueur
refuse-not-a-person = seul un joueur à la table peut demander cela
error-game-over = la partie est terminée
error-totem-cannot-reach = le totem ne peut pas aller en { $to }
error-symbol-exhausted = { $side } n'a plus de pièce { $symbol }, le totem { $symbol } ne peut donc pas bouger
error-value-exhausted = { $side } n'a plus de pièce de valeur { $value }
error-place-not-free = impossible de poser une pièce en { $square } après ce déplacement du totem (la case n'est pas libre)
error-place-not-next = impossible de poser une pièce en { $square } après ce déplacement du totem (elle doit toucher le totem)
error-place-not-orthogonal = impossible de poser une pièce en { $square } après ce déplacement du totem (elle doit toucher le totem par un côté)
error-cell-blank = impossible de jouer en { $cell } : la case porte le jeton vide
error-cell-taken = impossible de jouer en { $cell } : la case porte déjà un hexagone { $side ->
    [first] noir
   *[second] blanc
}
error-cell-no-match = impossible de jouer en { $cell } : son jeton, { $token }, n'a ni la couleur ni le symbole du dernier, { $last }
error-cell-not-rim = impossible de jouer en { $cell } : le premier hexagone se pose sur une case du bord qui n'est pas un coin
error-wrong-game = ce coup n'est pas un coup de { $game }
error-wrong-kind = { $step } d'abord
error-totem-chosen = le totem { $totem } est choisi : déplacez-le, ou annulez ce choix pour prendre l'autre
error-off-board = cette case n'est pas sur le plateau de { $game }
error-complete = tous les choix de ce tour sont faits
error-incomplete = ces choix ne forment pas un coup de { $game }

## Parties enregistrées, export et import

record-line = ligne { $line } : { $error }
record-not-a-square = { $text } n'est pas une case du plateau de { $game }
record-malformed = « { $text } » n'est pas un coup de { $game } (attendu : { $expected })
record-bad-value = « { $text } » n'est pas une valeur de pièce (attendu : 1, 2, 3 ou 4)
record-bad-totem = « { $text } » n'est pas un totem (attendu : X ou O)
record-setup-not-allowed = { $game } n'a pas de ligne setup
record-setup-missing = une partie de { $game } doit commencer par une ligne setup ({ $expected })
record-setup-invalid = mise en place incorrecte : { $detail }
record-illegal = { $action } est illégal : { $reason }
record-late-setup = la ligne setup doit précéder le premier coup
record-empty = le texte est vide : il ne contient aucune partie
record-no-header = pas de ligne « # { $key } »
record-header-game = l'en-tête ne nomme aucun jeu de tabletrio : « { $text } » (attendu : yoxii, oxono ou kamon)
record-header-player = la ligne « { $key } » de l'en-tête ne nomme aucun joueur : « { $text } » (attendu : human, { $levels })
record-of-game = partie de { $game } : { $error }
record-other-game = elle contient une partie de { $game }
record-not-text = le fichier n'est pas du texte
transfer-nothing = Aucune partie à exporter
transfer-choose-copied = Copiée dans le presse-papiers ; choisissez un fichier…
transfer-choose = Choisissez un fichier…
transfer-downloaded-copied = Téléchargée et copiée dans le presse-papiers
transfer-downloaded = Téléchargée
transfer-choose-game = Choisissez un fichier de partie…
transfer-nothing-to-paste = Rien à coller : { $reason }
transfer-imported = Partie de { $game } importée, { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
transfer-imported-without-analysis = Partie de { $game } importée, { $count } coups ; son analyse a été laissée de côté ({ $reason })
transfer-cannot-import = Import impossible : { $reason }
transfer-exported = Exportée dans { $path }
transfer-no-file-export = Export : aucun fichier choisi (la partie est dans le presse-papiers)
transfer-export-failed = Échec de l'export : { $reason }
transfer-no-file-import = Import : aucun fichier choisi

## Comment jouer
menu-how-to-play = Comment jouer
rules-heading = Comment jouer à { $game }
rules-page = Page { $page } sur { $pages }
rules-previous = Précédent
rules-next = Suivant
rules-close = Fermer
rules-to-match = Jeton à suivre :
rules-yoxii-goal-title = Le but
rules-yoxii-goal = Les deux joueurs partagent un seul totem. À la fin, chacun additionne les valeurs de ses propres pièces sur les huit cases qui l'entourent, et le plus grand total gagne. Ici, Blanc a 10 et Rouge 9.
rules-yoxii-move-title = Un tour : déplacer le totem
rules-yoxii-move = D'abord, le totem avance d'un pas vers une case libre qui le touche, en ligne droite ou en diagonale : les cases vertes.
rules-yoxii-place-title = Un tour : poser une pièce
rules-yoxii-place = Ensuite, posez une de vos pièces, de valeur 1 à 4, sur une case libre voisine du totem. La case qu'il vient de quitter compte. Chaque joueur a cinq 1, cinq 2, cinq 3 et trois 4.
rules-yoxii-jump-title = Le saut
rules-yoxii-jump = Au lieu d'un pas, le totem peut sauter par-dessus une ligne d'une ou plusieurs de vos pièces et se poser sur la première case après elle, si elle est libre. Une ligne qui contient une pièce adverse ne se saute pas.
rules-yoxii-anywhere-title = Plus de place
rules-yoxii-anywhere = Si aucune case autour du totem n'est libre après son déplacement (cela n'arrive qu'après un saut), votre pièce peut aller sur n'importe quelle case libre du plateau.
rules-yoxii-end-title = La fin et les égalités
rules-yoxii-end = La partie s'arrête quand le joueur dont c'est le tour ne peut plus déplacer le totem. À total égal, celui qui a le plus de pièces autour du totem gagne : ici Rouge, six pièces contre deux. Encore égal : partie nulle.
rules-oxono-goal-title = Le but
rules-oxono-goal = Alignez quatre pièces en ligne ou en colonne : quatre de votre couleur, quelles que soient leurs lettres, ou quatre de la même lettre, de n'importe quelle couleur. Qui complète un alignement gagne aussitôt.
rules-oxono-move-title = Un tour : déplacer un totem
rules-oxono-move = Choisissez le totem X ou O (il vous faut encore une pièce de sa lettre) et faites-le glisser vers le haut, le bas, la gauche ou la droite sur des cases libres, aussi loin que vous voulez. Les pièces et l'autre totem l'arrêtent.
rules-oxono-place-title = Un tour : poser une pièce
rules-oxono-place = Posez ensuite une pièce de la lettre du totem sur une case libre juste à côté de lui, jamais en diagonale. La case qu'il a quittée compte. Si aucune n'est libre, la pièce va où vous voulez.
rules-oxono-enclosed-title = Un totem enfermé
rules-oxono-enclosed = Un totem sans case libre à côté de lui saute à la place : tout droit par-dessus les pièces (et le totem) qui le touchent, jusqu'à la première case libre. Si aucune direction n'en donne, il va sur n'importe quelle case libre.
rules-oxono-end-title = La fin
rules-oxono-end = Quatre pièces de la même lettre font gagner le joueur qui les complète : ici Noir, avec quatre O. Les totems ne sont pas des pièces et coupent un alignement. Si les 32 pièces sont posées sans alignement, la partie est nulle.
rules-kamon-goal-title = Le but
rules-kamon-goal = Reliez deux bords opposés de la même couleur par une chaîne de vos hexagones (ici Noir relie les deux bords verts), ou fermez un anneau autour de cases. Un coin appartient à ses deux bords.
rules-kamon-first-title = Le premier hexagone
rules-kamon-first = Chaque case porte un jeton d'une couleur et d'un symbole. Noir commence sur une case du bord qui n'est pas un coin. La case vide ne peut jamais être prise.
rules-kamon-match-title = Un tour
rules-kamon-match = Posez un hexagone sur une case libre dont le jeton partage la couleur ou le symbole du jeton que votre adversaire vient de couvrir, entouré d'or.
rules-kamon-loop-title = Un anneau
rules-kamon-loop = Vous gagnez aussi quand vos hexagones entourent des cases qui ne touchent pas le bord, quel que soit leur contenu : cases libres, case vide ou hexagones adverses.
rules-kamon-end-title = Bloqué, et la fin
rules-kamon-end = Si le joueur suivant n'a aucune case libre qui correspond (ici toutes les cases qui vont avec le jeton entouré sont prises), celui qui vient de jouer gagne. Si les 36 hexagones sont posés sans vainqueur, la partie est nulle.

## Le guide de première partie
setting-guide = Guide de première partie : { $state }
guide-title = Guide de première partie
guide-hide = { $device ->
        [mouse] Masquer (G)
        [pad] Masquer (Select)
       *[other] Masquer
    }
guide-turn-off = Désactiver le guide
guide-wait = L'ordinateur joue : regardez ses pièces sur la table. Votre tour vient ensuite.
guide-confirm = { $device ->
        [touch] Tous les choix sont faits. Touchez à nouveau la dernière case pour jouer, ou une autre case verte pour changer.
        [pad] Tous les choix sont faits. Appuyez à nouveau sur A pour jouer, ou sur B pour changer.
       *[other] Tous les choix sont faits. Cliquez à nouveau sur la dernière case ou appuyez sur Entrée pour jouer, ou Retour arrière pour changer.
    }
guide-choose-totem = { $device ->
        [touch] Choisissez un totem : touchez le X ou le O du plateau. Vous poserez une pièce de la même lettre.
        [pad] Choisissez un totem : amenez le curseur sur le X ou le O avec la croix directionnelle (LB / RB passent de l'un à l'autre) et appuyez sur A. Vous poserez une pièce de la même lettre.
       *[other] Choisissez un totem : cliquez sur le X ou le O du plateau. Vous poserez une pièce de la même lettre.
    }
guide-yoxii-move = { $device ->
        [touch] Touchez une case verte pour avancer le totem d'un pas.
        [pad] Amenez le curseur sur une case verte avec la croix directionnelle et appuyez sur A pour avancer le totem d'un pas. B annule un choix.
       *[other] Cliquez sur une case verte pour avancer le totem d'un pas. Un clic droit annule un choix.
    }
guide-oxono-move = { $device ->
        [touch] Touchez une case verte : le totem glisse en ligne droite sur autant de cases libres que vous voulez.
        [pad] Amenez le curseur sur une case verte avec la croix directionnelle et appuyez sur A : le totem glisse en ligne droite sur autant de cases libres que vous voulez.
       *[other] Cliquez sur une case verte : le totem glisse en ligne droite sur autant de cases libres que vous voulez.
    }
guide-yoxii-place = { $device ->
        [touch] Choisissez une valeur en touchant l'une de vos piles, puis touchez une case verte à côté du totem pour y poser la pièce.
        [pad] Choisissez une valeur avec LB / RB, puis amenez le curseur sur une case verte à côté du totem et appuyez sur A pour y poser la pièce.
       *[other] Choisissez une valeur avec 1 à 4 (ou Tab), puis cliquez sur une case verte à côté du totem pour y poser la pièce.
    }
guide-oxono-place = { $device ->
        [touch] Touchez une case verte à côté du totem pour y poser une pièce de sa lettre.
        [pad] Amenez le curseur sur une case verte à côté du totem et appuyez sur A pour y poser une pièce de sa lettre.
       *[other] Cliquez sur une case verte à côté du totem pour y poser une pièce de sa lettre.
    }
guide-kamon-first = { $device ->
        [touch] Le premier hexagone va sur une case du bord qui n'est pas un coin : touchez une case verte.
        [pad] Le premier hexagone va sur une case du bord qui n'est pas un coin : amenez le curseur sur une case verte avec la croix directionnelle et appuyez sur A.
       *[other] Le premier hexagone va sur une case du bord qui n'est pas un coin : cliquez sur une case verte.
    }
guide-kamon-match = { $device ->
        [touch] Votre hexagone va sur une case dont le jeton partage la couleur ou le symbole du jeton qui vient d'être couvert (affiché dans le panneau). Touchez une case verte.
        [pad] Votre hexagone va sur une case dont le jeton partage la couleur ou le symbole du jeton qui vient d'être couvert (affiché dans le panneau). Amenez le curseur sur une case verte (LB / RB passent à la suivante) et appuyez sur A.
       *[other] Votre hexagone va sur une case dont le jeton partage la couleur ou le symbole du jeton qui vient d'être couvert (affiché dans le panneau). Cliquez sur une case verte.
    }
guide-yoxii-jump = Un saut est possible : le totem peut passer par-dessus une ligne de vos pièces jusqu'à la première case libre après elle. Les cases vertes éloignées sont des sauts.
guide-yoxii-anywhere = Aucune case à côté du totem n'est libre : cette pièce peut aller sur n'importe quelle case libre du plateau.
guide-oxono-enclosed = Un totem est enfermé : il ne peut pas glisser, alors il saute par-dessus les pièces voisines jusqu'à la première case libre (ou n'importe où, si aucune direction n'en donne).
guide-kamon-blocked = Le joueur dont c'était le tour n'avait plus de case qui correspond : la partie est finie, un joueur bloqué perd.

## Online play
menu-play-online = Jouer en ligne
player-remote = Adversaire en ligne
refuse-remote-turn = c'est au tour de votre adversaire : son coup arrive par le réseau
refuse-server-only = seul le serveur peut changer le déroulé d'une partie en ligne
refuse-online-redo = en ligne, un coup repris ne se rejoue pas automatiquement : jouez-le à nouveau
refuse-online-hint = pas d'indice pendant une partie en ligne
refuse-online-line = une partie en ligne continue depuis sa propre position
refuse-online-waiting = la partie commence quand votre adversaire la rejoint
hud-remote-turn = { $side } joue (votre adversaire)
hud-online-waiting = En attente de votre adversaire
online-title = Jouer en ligne
online-create = Créer une partie
online-join = Rejoindre
online-watch = Regarder
online-your-games = Vos parties
online-side-either = Au hasard
online-no-games = Créez une partie et donnez son code à un ami, ou tapez son code pour la rejoindre.
online-connecting = Connexion à { $server }…
online-connected = Connecté à { $server }
online-retrying = Connexion perdue : nouvel essai (tentative { $tries })…
online-not-connected = pas de connexion au serveur : attendez un instant et réessayez
online-draw-offered = Nulle proposée : votre adversaire décide
online-rematch-offered = Revanche proposée : votre adversaire décide
online-take-back-asked = Reprise demandée : votre adversaire décide
online-declined = Votre adversaire a refusé
online-error = Le serveur dit : { $reason }
online-move-refused = Le serveur a refusé votre coup ({ $reason }) ; il est repris
online-refused = Refusé : { $reason }
online-accept = Accepter
online-decline = Refuser
online-you = vous
online-opponent = adversaire
online-opponent-away = adversaire (déconnecté, en attente)
online-opponent-none = personne encore
online-player = { $side } : { $who } { $clock }
online-waiting = Donnez le code { $code } à votre ami pour qu'il vous rejoigne
online-game-code = Partie en ligne { $code }
online-watching = Vous regardez cette partie
online-offer-draw = Votre adversaire propose la nulle
online-offer-take-back = Votre adversaire demande à reprendre son dernier coup
online-offer-rematch = Votre adversaire propose une revanche
online-resign = Abandonner
online-offer-draw-button = Proposer la nulle
verdict-resigned = { $side } a abandonné
verdict-time = { $side } n'a plus de temps
verdict-agreement = nulle d'un commun accord
online-abort = Annuler la partie
online-offer-claim = Votre adversaire est parti. Réclamer la victoire ?
online-rematch-withdrawn = Votre adversaire est parti : pas de revanche pour le moment
outcome-aborted = Sans résultat
verdict-aborted = partie annulée avant que les deux camps aient joué
verdict-abandoned = { $side } a quitté la partie
online-waiting-link = Donnez à votre ami le code { $code }, ou ce lien : { $link }
hud-keys-online = Tab : cible suivante   Retour arrière : annuler un choix   U : demander une reprise   PgPréc : revue   Échap : abandonner ou proposer la nulle   G : boutons
hud-keys-value-online = Pièce à poser : { $value }  (1-4 / Tab / clic sur une pile)
hud-pad = A : choisir   B : annuler un choix   LB / RB : autre cible   X / R3 : reprendre / rétablir   L3 : revue   Y : conseil
hud-pad-online = A : choisir   B : annuler un choix   LB / RB : autre cible   X : demander une reprise   L3 : revue   Start : abandonner ou proposer la nulle   Select : boutons
hud-pad-value = Pièce à poser : { $value }  (LB / RB)   A : choisir   Y : conseil
hud-pad-value-online = Pièce à poser : { $value }  (LB / RB)   A : choisir
hud-pad-review = LB / RB : avancer, reculer   Y : évaluer   Start : menu
hud-touch-value = Pièce à poser : { $value }  (touchez une pile)
online-state-yours = à vous (coup { $move })
online-state-theirs = à l'adversaire (coup { $move })
online-state-over = terminée
online-state-waiting = en attente d'un adversaire

# The lobby, names, ratings and phrases (online)
online-tab-lobby = Trouver une partie
online-tab-friend = Avec un ami
online-take-name = Prendre ce nom
online-named = Vous êtes { $name } sur ce serveur
online-open-games = Parties ouvertes
online-no-seeks = Personne n'attend encore : choisissez une tuile et le prochain joueur vous trouvera.
online-more-seeks = …et { $count } de plus : une tuile prend la plus ancienne qui convient
online-clock-short = { $minutes }+{ $seconds }
online-clock-short-days = { $days ->
    [one] 1 jour
   *[other] { $days } jours
}
online-bot-name = { $name } (robot)
online-rated = classée
online-casual = amicale
online-who-named = { $name } · { $who }
online-rating-change = Votre classement : { $rating } ({ $change })
online-said = { $who } : { $phrase }
online-your-turn = À vous de jouer : { $game }
online-your-turn-against = À vous de jouer : { $game } contre { $name }
online-tab-leaders = Meilleurs
online-tab-puzzles = Problèmes
online-rename = Changer de nom
online-speed-live = Parties à la pendule
online-speed-correspondence = Jours par coup
online-leader = { $rank }. { $name }
online-leader-bot = { $rank }. { $name } (robot)
online-leaders-none = Personne n’a encore de classement établi ici : il apparaît après quelques parties classées.
online-leaders-asking = Demande au serveur…
online-phrase = Phrase : { $phrase }
online-say = La dire
online-mute = Masquer les phrases
online-unmute = Afficher les phrases
phrase-hello = Bonjour !
phrase-good-luck = Bonne chance !
phrase-well-played = Bien joué !
phrase-thanks = Merci !
phrase-oops = Oups !
phrase-good-game = Bonne partie !
phrase-sorry = Désolé !
phrase-one-moment = Un instant, s'il vous plaît.
online-key = Votre clé : { $key }
online-use-key = Utiliser cette clé
online-key-copied = Clé copiée : collez-la dans Jouer en ligne sur votre autre appareil.
online-choose-name = Choisissez un nom pour jouer contre n'importe qui
online-name-placeholder = Votre nom
online-have-key = J'ai une clé d'un autre appareil
online-key-step = Saisissez la clé de votre autre appareil
online-key-placeholder = Clé (32 lettres et chiffres)
online-rename-placeholder = Nouveau nom
online-done = Terminé
online-copy-key = Copier ma clé
online-quick-pairing = Partie rapide
online-rated-puzzles = Problèmes classés
online-daily-puzzles = Problème du jour
online-puzzles-rated = Chaque essai fait bouger votre classement de problèmes dans ce jeu ; le problème du jour est le même pour tous aujourd'hui.
online-puzzles-unnamed = Non classé tant que vous n'avez pas choisi de nom dans Trouver une partie ; chaque problème reste à résoudre.
online-sort-oldest = Plus anciennes
online-sort-rating = Plus forts
online-col-player = Joueur
online-col-game = Jeu
online-col-clock = Pendule
online-col-rated = Type
online-col-rating = Classement
online-col-games = Parties
online-seek-mine = Vous, en attente
online-cancel = Annuler
online-chip-hint = Nom et clé
online-tile-waiting = Vous attendez…
online-tile-nobody = Personne
online-tile-seeking = { $count } en attente
online-new-game = Nouvelle partie avec un ami
online-join-heading = Rejoindre la partie d'un ami
online-code-placeholder = Code de votre ami
online-server-placeholder = Adresse du serveur
online-no-clock = Sans pendule
online-link-connecting = Connexion…
online-link-open = Connecté
online-my-profile = Ma page
online-last-games = Dernières parties
online-nobody-named = Joueur sans nom
online-result-playing = En cours
online-result-draw = Nulle
online-result-won = Gagnée
online-result-lost = Perdue
online-played = { $count ->
    [one] une partie jouée
   *[other] { $count } parties jouées
}
online-rating-of = { $game } · { $speed }
game-over-lobby = Retour au salon
game-over-opponent-page = La page de { $name }
menu-play-online-waiting = Jouer en ligne ({ $count })

## The server's refusals, by their code (shown inside online-refused and online-error)
refusal-over = la partie est terminée
refusal-waiting = votre adversaire ne l'a pas encore rejointe
refusal-not-your-turn = ce n'est pas votre tour
refusal-wrong-ply = la partie a avancé depuis votre coup
refusal-not-an-action = ce n'est pas un coup de ce jeu
refusal-illegal = ce coup n'est pas permis ici
refusal-no-such-offer = il n'y a pas d'offre à laquelle répondre
refusal-repeated-offer = vous avez déjà fait cette offre : attendez la réponse
refusal-abort-too-late = une partie ne peut être annulée qu'avant que les deux camps aient joué
refusal-nothing-to-claim = il n'y a pas de victoire à réclamer pour l'instant
refusal-rematch-before-end = une revanche suit une partie terminée
refusal-rematch-taken = cette partie a déjà eu sa revanche
refusal-rematch-needs-both = les deux joueurs doivent être là pour une revanche
refusal-not-seated = vous n'êtes à aucune partie : rejoignez-en une, créez-en une ou reprenez-en une
refusal-spectator = les spectateurs ne jouent pas
refusal-not-held = cette partie a été rangée : rouvrez-la depuis vos parties
refusal-no-such-game = aucune partie n'a ce code
refusal-no-such-token = le serveur ne connaît plus cette partie
refusal-game-full = cette partie a déjà deux joueurs : regardez-la plutôt
refusal-game-finished = cette partie est terminée : regardez-la plutôt
refusal-no-seat = vous n'avez pas de place dans cette partie
refusal-no-such-player = aucun joueur n'a ce nom
refusal-too-many-spectators = cette partie a autant de spectateurs qu'elle peut en accueillir : réessayez plus tard
refusal-too-many-lookups = trop de parties introuvables depuis cette adresse : attendez une minute
refusal-too-many-created = trop de parties créées depuis cette adresse : réessayez plus tard
refusal-too-many-waiting = trop de parties de cette adresse attendent un second joueur
refusal-too-many-asked = trop de parties demandées à la fois
refusal-too-many-messages = trop de messages : la connexion a été fermée
refusal-too-many-connections = trop de connexions depuis cette adresse
refusal-too-many-seeks = vous avez autant de propositions ouvertes que permis : retirez-en une d'abord
refusal-too-many-names = trop de noms créés ou de clés utilisées depuis cette adresse : réessaie plus tard
refusal-too-many-phrases = trop de phrases à la suite : attends un instant
refusal-too-many-reads = trop de requêtes depuis cette connexion ou cette adresse : attends une minute
refusal-already-named = tu as déjà un nom sur cette connexion : change-le plutôt
refusal-same-address = deux joueurs d'un même réseau ne jouent pas de parties classées l'un contre l'autre
refusal-name-taken = ce nom est pris : choisissez-en un autre
refusal-name-invalid = ce nom ne peut pas être utilisé : choisissez-en un autre
refusal-rename-too-soon = un nom ne change qu'une fois par jour au plus
refusal-no-such-key = cette clé n'appartient à aucun joueur
refusal-not-named = prenez d'abord un nom, ou utilisez votre clé
refusal-seek-gone = cette proposition n'est plus ouverte
refusal-own-seek = c'est votre propre proposition : attendez que quelqu'un l'accepte
refusal-no-such-seek = vous n'avez pas de telle proposition
refusal-bad-clock = le serveur n'accepte pas cette cadence
refusal-bad-phrase = le serveur ne connaît pas cette phrase
refusal-not-protocol = le serveur n'a pas compris un message de cette application
refusal-no-such-puzzle = ce problème n'existe pas : demandez-en un nouveau
refusal-puzzle-over = ce problème est terminé : demandez-en un autre
refusal-no-such-arena = aucun tournoi n'a ce code : vérifiez-le
refusal-arena-over = ce tournoi est terminé
refusal-too-many-arenas = vous avez déjà autant de tournois privés que permis : attendez qu'un se termine
refusal-bad-arena = ce tournoi ne peut pas être créé : vérifiez la cadence, la durée et le début
refusal-busy = le serveur est occupé : réessayez
refusal-unavailable = le serveur ne peut pas le faire pour l'instant : réessayez plus tard

# Tournaments (arenas): the Tournaments tab of Play online and an arena game's rows in the online panel.
online-tab-tournaments = Tournois
arena-join = Rejoindre
arena-pause = Pause
arena-resume = Reprendre
arena-leave = Quitter
arena-results = Résultats
arena-col-arena = Arène
arena-col-when = Quand
arena-col-players = Joueurs
arena-col-points = Points
arena-col-performance = Perf.
arena-untitled = Arène { $game } { $clock }
arena-starts-in = dans { $time }
arena-time-left = encore { $time }
arena-over = terminée
arena-what = { $game } · { $clock }
arena-starts-in-long = commence dans { $time }
arena-running = en cours, encore { $time }
arena-finished = terminée
arena-line = { $what } · { $when } · { $players ->
    [one] 1 joueur
   *[other] { $players } joueurs
}
arena-standing-bot = { $rank }. { $name } (bot)
arena-standing-paused = { $rank }. { $name } (en pause)
arena-points-streak = { $points } ×2
arena-podium-line = { $rank }. { $name } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}, performance { $performance }, { $games ->
    [one] 1 partie
   *[other] { $games } parties
}
arena-next-line =
    { $first }
    { $then }
arena-note-results = L'arène est terminée : voici le classement final.
arena-note-unnamed = Prenez un nom dans l'onglet Trouver une partie pour rejoindre une arène.
arena-note-join = Rejoignez-la pour être apparié dès que vous êtes libre : 2 points par victoire, 1 par nulle, et le double (×2) après deux victoires de suite.
arena-note-paused = En pause : vous n'êtes pas apparié. Reprenez pour continuer.
arena-note-in = Vous y êtes : votre première partie viendra au début de l'arène.
arena-note-next = { $secs ->
    [one] Prochaine partie dans 1 seconde. Pause pour arrêter.
   *[other] Prochaine partie dans { $secs } secondes. Pause pour arrêter.
}
arena-note-waiting = En attente d'un adversaire libre…
arena-none = Aucun tournoi à venir sur ce serveur.
arena-table-title = { $arena } · { $when }
arena-table-row = { $rank }. { $name }  { $points }
arena-table-row-you = { $rank }. { $name } (vous)  { $points }
arena-private-heading = Une arène privée entre amis
arena-code-placeholder = Code d'arène d'un ami
arena-open = Ouvrir
arena-minutes = { $minutes } min
arena-make = La créer (commence dans { $minutes } minutes)
arena-private-title = { $name } · code { $code }
