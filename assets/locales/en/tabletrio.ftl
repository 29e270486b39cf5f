# tabletrio, English: the reference every other language matches message for message
# (tests/i18n.rs checks the ids and each message's variables).

## The title screen

app-credits = Yoxii and Oxono by Jérémy Partinico  ·  Kamon by Bruno Cathala  ·  published by cosmoludo
menu-game = Game: { $game }
# The title's game cards: what wins each game, in a line.
card-yoxii = Trap the totem: the higher sum around it wins.
card-oxono = Four in a row of one colour or one letter.
card-kamon = Join two opposite sides of one colour, or close a ring.
menu-player = { $side }: { $player }
player-human = Human
player-computer = Computer ({ $level })
level-beginner = beginner
level-easy = easy
level-casual = casual
level-medium = medium
level-advanced = advanced
level-hard = hard
level-expert = expert
menu-continue = Continue
menu-continue-game = Continue { $game } (move { $move })
menu-start = Start
menu-puzzles = Puzzles
menu-import = Import a game
menu-paste = Paste a game
menu-quit = Quit
menu-language = Language: { $language }
title-save-unreadable = The saved { $game } game cannot be read ({ $reason }); a new game will replace it.
title-save-set-aside = The saved { $game } game cannot be read ({ $reason }); it is kept aside as { $place }.

## Settings

setting-state = { $on ->
    [yes] on
   *[no] off
}
setting-sound = Sound: { $state }
setting-volume = Volume: { $percent }%
menu-settings = Settings
settings-title = Settings
settings-about = tabletrio { $version }  ·  free software under the MIT or Apache-2.0 licence
menu-back = Back
setting-colour-letters = Kamon colour letters: { $state }
setting-take-backs = Take-backs: { $state }
setting-confirm-moves = Confirm moves: { $state }
setting-quality = Quality: { $quality }
setting-auto-quality = Auto quality: { $quality }
setting-ui-scale = Interface size: { $percent }%
setting-animation = Animations: { $speed }
animation-normal = normal
animation-fast = fast
animation-off = off (reduced motion)
setting-high-contrast = High-contrast highlights: { $state }
quality-auto = Auto
quality-low = Low
quality-medium = Medium
quality-high = High

## Pause and game over

pause-title = Paused
pause-resume = Resume
menu-to-title = Title
outcome-wins = { $side } wins
outcome-draw = A draw
game-over-play-again = Play again
game-over-replay = Replay

## The HUD

side-yoxii-first = White
side-yoxii-second = Red
side-oxono-first = Pink
side-oxono-second = Black
side-kamon-first = Black
side-kamon-second = White
hud-draw = Draw
hud-computer-thinking = { $side } (computer, { $level }) is thinking… { $seconds } s
hud-computer-playing = { $side } (computer, { $level }) is playing
hud-reviewing = { $device ->
        [touch] Reviewing move { $move } of { $total }
        [pad] Reviewing move { $move } of { $total }   B: back to the game
       *[other] Reviewing move { $move } of { $total }   End: back to the game
    }
hud-confirm = { $device ->
        [touch] { $side }: confirm – tap it again, or another green square to change
        [pad] { $side }: confirm – A again; B to change
       *[other] { $side }: confirm – click it again or Enter; Backspace to change
    }
hud-step = { $side }: { $step }
step-choose-totem = choose a totem
step-move-totem = move the totem
step-place-piece = place a piece
step-place-hexagon = place a hexagon
hud-hint = Hint: { $action }  (chance to win { $percent }%)
hud-hint-thinking = Hint: thinking…
hud-keys-review = PgUp / PgDn: step   Home: start   P: replay   H: evaluate
hud-keys-value = Piece to place: { $value }  (1-4 / Tab / click a stack)   H: hint
hud-keys = Tab: next target   Backspace: undo a pick   U / Y: take back / redo   PgUp: review   H: hint
hud-not-allowed = Not allowed: { $reason }

## The move list

moves-title = Moves
moves-toggle = show / hide (L)
moves-replay = Replay
moves-pause = Pause
moves-speed = { $speed } move/s
moves-back-to-game = Back to the game
moves-play-from-here = Play from here
moves-evaluate = Evaluate (H)
moves-take-back = Take back (U)
moves-redo = Redo (Y)
moves-export = Export
moves-import = Import
moves-paste = Paste
moves-type = Type a move (M)
move-box-line = Move: { $text }
move-box-help = As in the move list (d5:e6=3, Xc4:c5, d3). Enter plays it, Escape closes.
moves-none = No moves yet
moves-reviewing = Reviewing move { $move } of { $total }
moves-reviewing-last = Reviewing move { $move } of { $total }: { $action }
eval-best = Best for { $side }: { $action }
    { $side } wins { $percent }% of the time
eval-thinking = Evaluating…

## The analysis of a game (docs/analysis.md)

analysis-start = Analyse
analysis-running = Analysing… { $percent }%
analysis-cancel = Cancel
analysis-accuracy = Accuracy: { $first } { $a } · { $second } { $b }
analysis-inaccuracy = an inaccuracy
analysis-mistake = a mistake
analysis-blunder = a blunder
analysis-marked = { $side }: { $action } was { $mark } (lost { $percent }% of the chance to win)
analysis-fine = { $side }: { $action }, no mark
analysis-allows = the opponent now wins by force in { $turns ->
    [one] one turn
   *[other] { $turns } turns
}
analysis-misses = it let a forced win in { $turns ->
    [one] one turn
   *[other] { $turns } turns
} go
analysis-better = better: { $action }
analysis-forced = { $side } wins by force in { $turns ->
    [one] one turn
   *[other] { $turns } turns
}

## Puzzles (docs/puzzles.md)

puzzle-head = { $game } puzzle { $number } of { $count } · difficulty { $difficulty }
puzzle-task = { $side } to play and win in { $turns ->
    [one] one turn
   *[other] { $turns } turns
}
puzzle-watch = Watch the opponent's move…
puzzle-find = Find the winning move
puzzle-right = Right! Keep going
puzzle-solved = Solved!
puzzle-wrong = { $action } does not win: the answer shows why. The solution: { $line }
puzzle-streak = Streak { $streak } (best { $best }) · { $solved } of { $count } solved
puzzle-rated = Rated · your puzzle rating { $rating }
puzzle-unrated = Not rated (take a name in Play online to rate your solving)
puzzle-rating-change = Puzzle rating { $rating } ({ $change })
puzzle-next = Next puzzle
puzzle-retry = Try again

announce-move = { $side }: { $action } ({ $notation })
announce-game-over = { $result }. { $how }
announce-taken-back = { $count ->
    [one] One move taken back
   *[other] { $count } moves taken back
}
announce-redone = { $count ->
    [one] One move redone
   *[other] { $count } moves redone
}

## Yoxii

# The player panel's line under a Yoxii hand.
yoxii-sum = sum around the totem: { $sum }
yoxii-action = totem to { $totem }, then a { $value } on { $place }
yoxii-end-score = higher sum around the totem
yoxii-end-count = equal sums: more pieces around the totem
yoxii-end-draw = equal sums and equal numbers of pieces
yoxii-tally = { $side }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
}

## Oxono

oxono-setup = Setup: X totem on { $x }, O totem on { $o }
oxono-symbol-exhausted = { $side } has no { $symbol } piece left: only the { $other } totem can move
oxono-action = { $totem } totem to { $to }, then a piece on { $place }
oxono-end-colour = four pieces of one colour in a row
oxono-end-symbol = four pieces of one symbol in a row
oxono-end-draw = all 32 pieces are placed and no line of four was made

## Kamon

# A colour agrees with its symbol's noun in languages where adjectives do (kamon-gender-*);
# English colours never change, so their selectors have one variant.
kamon-colour-pink = { $gender ->
   *[other] pink
}
kamon-colour-yellow = { $gender ->
   *[other] yellow
}
kamon-colour-blue = { $gender ->
   *[other] blue
}
kamon-colour-orange = { $gender ->
   *[other] orange
}
kamon-colour-red = { $gender ->
   *[other] red
}
kamon-colour-green = { $gender ->
   *[other] green
}
kamon-symbol-butterfly = butterfly
kamon-symbol-fish = fish
kamon-symbol-bird = bird
kamon-symbol-fan = fan
kamon-symbol-mountain = mountain
kamon-symbol-gate = gate
kamon-gender-butterfly = none
kamon-gender-fish = none
kamon-gender-bird = none
kamon-gender-fan = none
kamon-gender-mountain = none
kamon-gender-gate = none
kamon-token = { $colour } { $symbol }
kamon-token-blank = the blank
kamon-hand = { $count ->
    [one] { $count } hexagon
   *[other] { $count } hexagons
}
kamon-first = First hexagon: on the rim, not on a corner
kamon-match = Match the colour or the symbol: { $token }
kamon-action = a hexagon on { $cell }
kamon-sides-green = the two green sides
kamon-sides-blue = the two blue sides
kamon-sides-yellow = the two yellow sides
kamon-sides-and = { $first }
    and { $second }
kamon-end-connection = a chain of hexagons joins { $sides }
kamon-end-loop = a ring of hexagons encloses { $count ->
    [one] { $count } cell
   *[other] { $count } cells
}
kamon-end-blocked = { $side } cannot move: no free cell matches the last token, { $token }
kamon-end-draw = all 36 hexagons are placed and nobody joined two sides or closed a ring

## Refused moves

refuse-no-value = there is no value to choose in this game
refuse-value-gone = no piece of value { $value } left
refuse-animating = wait for the move to finish
refuse-choose-move = choose a move in the move list first
refuse-reviewing = reviewing move { $move }: Back to the game (End, Backspace) to play
refuse-strict = take-backs are off in this game (pause menu: Take-backs)
refuse-no-take-back = no move to take back
refuse-no-redo = no move to redo
refuse-no-pick = nothing to take back: no pick made this turn
refuse-start = this is the start of the game
refuse-end = this is the game's last move
refuse-computer = the computer is playing: wait for its move
refuse-not-your-turn = it is not your turn: wait for the other player
refuse-not-a-person = only a player at the table can ask for that
error-game-over = the game is over
error-totem-cannot-reach = the totem cannot move to { $to }
error-symbol-exhausted = { $side } has no { $symbol } piece left, so the { $symbol } totem cannot be moved
error-value-exhausted = { $side } has no piece of value { $value } left
error-place-not-free = a piece cannot be placed on { $square } after that totem move (it is not free)
error-place-not-next = a piece cannot be placed on { $square } after that totem move (it must be next to the totem)
error-place-not-orthogonal = a piece cannot be placed on { $square } after that totem move (it must be orthogonally next to the totem)
error-cell-blank = { $cell } cannot be played: it holds the blank token
error-cell-taken = { $cell } cannot be played: it already holds a { $side ->
    [first] black
   *[second] white
} hexagon
error-cell-no-match = { $cell } cannot be played: its token, { $token }, shares neither colour nor symbol with the last one, { $last }
error-cell-not-rim = { $cell } cannot be played: the first hexagon goes on a rim cell that is not a corner
error-wrong-game = that action is not a { $game } action
error-wrong-kind = { $step } now
error-totem-chosen = the { $totem } totem is chosen: move it, or take the choice back to choose the other
error-off-board = that square is not on the { $game } board
error-complete = every pick of this turn is made
error-incomplete = these picks do not make a { $game } move

## Records, export and import

record-line = line { $line }: { $error }
record-not-a-square = { $text } is not a square of the { $game } board
record-malformed = “{ $text }” is not a { $game } action (expected { $expected })
record-bad-value = “{ $text }” is not a piece value (expected 1, 2, 3 or 4)
record-bad-totem = “{ $text }” is not a totem (expected X or O)
record-setup-not-allowed = { $game } has no setup line
record-setup-missing = { $game } records must start with a setup line ({ $expected })
record-setup-invalid = bad setup: { $detail }
record-illegal = { $action } is illegal: { $reason }
record-late-setup = the setup line must come before the first action
record-empty = the text is empty: no game record in it
record-no-header = no “# { $key }” line
record-header-game = the header names no game of tabletrio: “{ $text }” (expected yoxii, oxono or kamon)
record-header-player = the header's “{ $key }” line names no player: “{ $text }” (expected human, { $levels })
record-of-game = { $game } record: { $error }
record-other-game = it holds a { $game } game
record-not-text = the file is not text
transfer-nothing = No game to export
transfer-choose-copied = Copied to the clipboard; choose a file…
transfer-choose = Choose a file…
transfer-downloaded-copied = Downloaded and copied to the clipboard
transfer-downloaded = Downloaded
transfer-choose-game = Choose a game file…
transfer-nothing-to-paste = Nothing to paste: { $reason }
transfer-imported = Imported a { $game } game of { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
transfer-imported-without-analysis = Imported a { $game } game of { $count } moves; its analysis was left out ({ $reason })
transfer-cannot-import = Cannot import: { $reason }
transfer-exported = Exported to { $path }
transfer-no-file-export = Export: no file chosen (the record is on the clipboard)
transfer-export-failed = Export failed: { $reason }
transfer-no-file-import = Import: no file chosen

## How to play
menu-how-to-play = How to play
rules-heading = How to play { $game }
rules-page = Page { $page } of { $pages }
rules-previous = Previous
rules-next = Next
rules-close = Close
rules-to-match = Token to match:
rules-yoxii-goal-title = The goal
rules-yoxii-goal = Both players share one totem. When the game ends, each adds up the values of their own pieces on the eight squares around it, and the higher total wins. Here White has 10 and Red 9.
rules-yoxii-move-title = A turn: move the totem
rules-yoxii-move = First move the totem one step to a free square touching it, straight or diagonal: the green squares.
rules-yoxii-place-title = A turn: place a piece
rules-yoxii-place = Then put one of your pieces, worth 1 to 4, on a free square next to the totem. The square it just left counts. Each player has five 1s, five 2s, five 3s and three 4s.
rules-yoxii-jump-title = Jumping
rules-yoxii-jump = Instead of a step, the totem may jump over a line of one or more of your own pieces and land on the first square after it, if that square is free. A line with an opponent's piece in it cannot be jumped.
rules-yoxii-anywhere-title = Nowhere to place
rules-yoxii-anywhere = If no square around the totem is free after it moved (this can only follow a jump), your piece may go on any free square of the board.
rules-yoxii-end-title = The end and ties
rules-yoxii-end = The game ends when the player to move cannot move the totem. With equal totals, the player with more pieces around the totem wins: here Red, six pieces against two. Equal again: a draw.
rules-oxono-goal-title = The goal
rules-oxono-goal = Make a line of four in a row or a column: four pieces of your colour, whatever their letters, or four of the same letter in any colours. Whoever completes a line wins at once.
rules-oxono-move-title = A turn: move a totem
rules-oxono-move = Choose the X or the O totem (you must still hold a piece of its letter) and slide it up, down, left or right over free squares, as far as you like. Pieces and the other totem stop it.
rules-oxono-place-title = A turn: place a piece
rules-oxono-place = Then place a piece of the totem's letter on a free square right beside it, never diagonally. The square it came from counts. If none is free, the piece may go anywhere.
rules-oxono-enclosed-title = An enclosed totem
rules-oxono-enclosed = A totem with no free square beside it jumps instead: straight over the pieces (and totem) next to it, to the first free square. If no direction gives one, it may go to any free square.
rules-oxono-end-title = The end
rules-oxono-end = Four of one letter win for the player who completes them: here Black, with four O. Totems are not pieces and break a line. When all 32 pieces are placed without a line, the game is a draw.
rules-kamon-goal-title = The goal
rules-kamon-goal = Join two opposite sides of the same colour with a chain of your hexagons (here Black joins the two green sides), or close a ring around cells. A corner belongs to both of its sides.
rules-kamon-first-title = The first hexagon
rules-kamon-first = Every cell holds a token of one colour and one symbol. Black begins on an edge cell that is not a corner. The blank cell can never be taken.
rules-kamon-match-title = A turn
rules-kamon-match = Place a hexagon on a free cell whose token shares the colour or the symbol of the token your opponent has just covered, circled in gold.
rules-kamon-loop-title = A ring
rules-kamon-loop = You also win when your hexagons surround cells that do not reach the edge, whatever is inside: free cells, the blank, or your opponent's hexagons.
rules-kamon-end-title = Blocked, and the end
rules-kamon-end = If the next player has no free matching cell (here every cell that matches the circled token is taken), the player who just moved wins. If all 36 hexagons are placed without a winner, the game is a draw.

## The first-game guide
setting-guide = First-game guide: { $state }
guide-title = First-game guide
guide-hide = { $device ->
        [mouse] Hide (G)
        [pad] Hide (Select)
       *[other] Hide
    }
guide-turn-off = Turn the guide off
guide-wait = The computer is moving: watch its pieces on the table. Your turn comes next.
guide-confirm = { $device ->
        [touch] Every pick is made. Tap the last square again to play, or another green square to change it.
        [pad] Every pick is made. Press A again to play, or B to change it.
       *[other] Every pick is made. Click the last square again or press Enter to play, or Backspace to change it.
    }
guide-choose-totem = { $device ->
        [touch] Choose a totem: tap the X or the O on the board. You will place a piece of the same letter.
        [pad] Choose a totem: move the cursor to the X or the O with the D-pad (LB / RB go from one to the other) and press A. You will place a piece of the same letter.
       *[other] Choose a totem: click the X or the O on the board. You will place a piece of the same letter.
    }
guide-yoxii-move = { $device ->
        [touch] Tap a green square to move the totem one step.
        [pad] Move the cursor to a green square with the D-pad and press A to move the totem one step. B takes a pick back.
       *[other] Click a green square to move the totem one step. A right click takes a pick back.
    }
guide-oxono-move = { $device ->
        [touch] Tap a green square: the totem slides in a straight line over as many free squares as you like.
        [pad] Move the cursor to a green square with the D-pad and press A: the totem slides in a straight line over as many free squares as you like.
       *[other] Click a green square: the totem slides in a straight line over as many free squares as you like.
    }
guide-yoxii-place = { $device ->
        [touch] Choose a value by tapping one of your stacks, then tap a green square next to the totem to place it.
        [pad] Choose a value with LB / RB, then move the cursor to a green square next to the totem and press A to place it.
       *[other] Choose a value with 1 to 4 (or Tab), then click a green square next to the totem to place it.
    }
guide-oxono-place = { $device ->
        [touch] Tap a green square beside the totem to place a piece of its letter there.
        [pad] Move the cursor to a green square beside the totem and press A to place a piece of its letter there.
       *[other] Click a green square beside the totem to place a piece of its letter there.
    }
guide-kamon-first = { $device ->
        [touch] The first hexagon goes on an edge cell that is not a corner: tap a green cell.
        [pad] The first hexagon goes on an edge cell that is not a corner: move the cursor to a green cell with the D-pad and press A.
       *[other] The first hexagon goes on an edge cell that is not a corner: click a green cell.
    }
guide-kamon-match = { $device ->
        [touch] Your hexagon goes on a cell whose token shares the colour or the symbol of the token just covered (shown in the panel). Tap a green cell.
        [pad] Your hexagon goes on a cell whose token shares the colour or the symbol of the token just covered (shown in the panel). Move the cursor to a green cell (LB / RB go to the next one) and press A.
       *[other] Your hexagon goes on a cell whose token shares the colour or the symbol of the token just covered (shown in the panel). Click a green cell.
    }
guide-yoxii-jump = A jump is possible: the totem may leap over a line of your own pieces to the first free square after it. The far green squares are jumps.
guide-yoxii-anywhere = No square next to the totem is free, so this piece may go on any free square of the board.
guide-oxono-enclosed = A totem is enclosed: it cannot slide, so it jumps over the pieces beside it to the first free square (or anywhere, if no direction gives one).
guide-kamon-blocked = The player to move had no matching cell left, so the game is over: a blocked player loses.

## Online play
menu-play-online = Play online
player-remote = Online opponent
refuse-remote-turn = it is your opponent's turn: their move comes over the network
refuse-server-only = only the server may change an online game's line
refuse-online-redo = online, a move taken back is not redone: play it again
refuse-online-hint = no hints in a running online game
refuse-online-line = an online game goes on from its own position
refuse-online-waiting = the game starts when your opponent joins
hud-remote-turn = { $side } to move (your opponent)
hud-online-waiting = Waiting for your opponent to join
online-title = Play online
online-create = Create a game
online-join = Join
online-watch = Watch
online-your-games = Your games
online-side-either = Either
online-no-games = Create a game and give its code to a friend, or type their code and join.
online-connecting = Connecting to { $server }…
online-connected = Connected to { $server }
online-retrying = Connection lost: trying again (attempt { $tries })…
online-not-connected = not connected to the server: wait a moment and try again
online-draw-offered = Draw offered: waiting for your opponent
online-rematch-offered = Rematch offered: waiting for your opponent
online-take-back-asked = Take-back asked: your opponent decides
online-declined = Your opponent said no
online-error = The server says: { $reason }
online-move-refused = The server refused your move ({ $reason }); it is taken back
online-refused = Refused: { $reason }
online-accept = Accept
online-decline = Decline
online-you = you
online-opponent = opponent
online-opponent-away = opponent (disconnected, waiting)
online-opponent-none = nobody yet
online-player = { $side }: { $who } { $clock }
online-waiting = Give your friend the code { $code } to join
online-game-code = Online game { $code }
online-watching = You are watching this game
online-offer-draw = Your opponent offers a draw
online-offer-take-back = Your opponent asks to take back their last move
online-offer-rematch = Your opponent offers a rematch
online-resign = Resign
online-offer-draw-button = Offer a draw
verdict-resigned = { $side } resigned
verdict-time = { $side } ran out of time
verdict-agreement = drawn by agreement
online-abort = Abort
online-offer-claim = Your opponent has left. Claim the win?
online-rematch-withdrawn = Your opponent left: no rematch for now
outcome-aborted = No result
verdict-aborted = the game was aborted before both sides moved
verdict-abandoned = { $side } left the game
online-waiting-link = Give your friend the code { $code }, or this link: { $link }
hud-keys-online = Tab: next target   Backspace: undo a pick   U: ask to take back   PgUp: review   Esc: resign or offer a draw   G: buttons
hud-keys-value-online = Piece to place: { $value }  (1-4 / Tab / click a stack)
hud-pad = A: choose   B: undo a pick   LB / RB: other target   X / R3: take back / redo   L3: review   Y: hint
hud-pad-online = A: choose   B: undo a pick   LB / RB: other target   X: ask to take back   L3: review   Start: resign or offer a draw   Select: buttons
hud-pad-value = Piece to place: { $value }  (LB / RB)   A: choose   Y: hint
hud-pad-value-online = Piece to place: { $value }  (LB / RB)   A: choose
hud-pad-review = LB / RB: step   Y: evaluate   Start: menu
hud-touch-value = Piece to place: { $value }  (tap a stack)
online-state-yours = your turn (move { $move })
online-state-theirs = their turn (move { $move })
online-state-over = finished
online-state-waiting = waiting for an opponent

# The lobby, names, ratings and phrases (online)
online-tab-lobby = Find a game
online-tab-friend = With a friend
online-take-name = Take this name
online-named = You are { $name } on this server
online-open-games = Open games
online-no-seeks = Nobody is waiting yet: press a tile and the next player finds you.
online-more-seeks = …and { $count } more: a tile takes the oldest that fits
online-clock-short = { $minutes }+{ $seconds }
online-clock-short-days = { $days ->
    [one] 1 day
   *[other] { $days } days
}
online-bot-name = { $name } (bot)
online-rated = rated
online-casual = casual
online-who-named = { $name } · { $who }
online-rating-change = Your rating: { $rating } ({ $change })
online-said = { $who }: { $phrase }
online-your-turn = Your move in { $game }
online-your-turn-against = Your move in { $game } against { $name }
online-tab-leaders = Best players
online-tab-puzzles = Puzzles
online-rename = Change my name
online-speed-live = Live clocks
online-speed-correspondence = Days a move
online-leader = { $rank }. { $name }
online-leader-bot = { $rank }. { $name } (bot)
online-leaders-none = Nobody has a settled rating here yet: a rating is listed after a few rated games.
online-leaders-asking = Asking the server…
online-phrase = Phrase: { $phrase }
online-say = Say it
online-mute = Mute phrases
online-unmute = Show phrases
phrase-hello = Hello!
phrase-good-luck = Good luck!
phrase-well-played = Well played!
phrase-thanks = Thanks!
phrase-oops = Oops!
phrase-good-game = Good game!
phrase-sorry = Sorry!
phrase-one-moment = One moment, please.
online-key = Your key: { $key }
online-use-key = Use this key
online-key-copied = Key copied: paste it into Play online on your other device.
online-choose-name = Choose a name to play anyone
online-name-placeholder = Your name
online-have-key = I have a key from another device
online-key-step = Type the key from your other device
online-key-placeholder = Key (32 letters and digits)
online-rename-placeholder = New name
online-done = Done
online-copy-key = Copy my key
online-quick-pairing = Quick pairing
online-rated-puzzles = Rated puzzles
online-daily-puzzles = Puzzle of the day
online-puzzles-rated = Each try moves your puzzle rating at its game; the puzzle of the day is the same for everyone today.
online-puzzles-unnamed = Not rated until you take a name under Find a game; every puzzle can still be solved.
online-sort-oldest = Oldest first
online-sort-rating = Strongest first
online-col-player = Player
online-col-game = Game
online-col-clock = Clock
online-col-rated = Type
online-col-rating = Rating
online-col-games = Games
online-seek-mine = You, waiting
online-cancel = Cancel
online-chip-hint = Name and key
online-tile-waiting = You wait here…
online-tile-nobody = Nobody yet
online-tile-seeking = { $count } waiting
online-new-game = New game with a friend
online-join-heading = Join a friend's game
online-code-placeholder = Code from your friend
online-server-placeholder = Server address
online-no-clock = No clock
online-link-connecting = Connecting…
online-link-open = Connected
online-my-profile = My page
online-last-games = Last games
online-nobody-named = Unnamed player
online-result-playing = Playing
online-result-draw = Draw
online-result-won = Won
online-result-lost = Lost
online-played = { $count ->
    [one] one game played
   *[other] { $count } games played
}
online-rating-of = { $game } · { $speed }
game-over-lobby = Back to the lobby
game-over-opponent-page = { $name }'s page
menu-play-online-waiting = Play online ({ $count })

## The server's refusals, by their code (shown inside online-refused and online-error)
refusal-over = the game is over
refusal-waiting = your opponent has not joined yet
refusal-not-your-turn = it is not your turn
refusal-wrong-ply = the game has moved on since you played
refusal-not-an-action = that is not a move in this game
refusal-illegal = that move is not allowed here
refusal-no-such-offer = there is no offer to answer
refusal-repeated-offer = you made this offer already: wait for the answer
refusal-abort-too-late = a game can be aborted only before both sides have moved
refusal-nothing-to-claim = there is no win to claim now
refusal-rematch-before-end = a rematch comes after the game ends
refusal-rematch-taken = this game has had its rematch already
refusal-rematch-needs-both = both players must be here for a rematch
refusal-not-seated = you are not at a game: join, create or resume one
refusal-spectator = spectators do not play
refusal-not-held = this game was put away: open it again from your games
refusal-no-such-game = no game has this code
refusal-no-such-token = the server no longer knows this game
refusal-game-full = this game has two players already: watch it instead
refusal-game-finished = this game is over: watch it instead
refusal-no-seat = you have no seat at this game
refusal-no-such-player = no player has this name
refusal-too-many-spectators = this game has as many spectators as it can take: try again later
refusal-too-many-lookups = too many games not found from this address: wait a minute
refusal-too-many-created = too many games created from this address: try again later
refusal-too-many-waiting = too many games from this address are waiting for a second player
refusal-too-many-asked = too many games asked about at once
refusal-too-many-messages = too many messages: the connection was closed
refusal-too-many-connections = too many connections from this address
refusal-too-many-seeks = you have as many open seeks as you may: withdraw one first
refusal-too-many-names = too many names registered or keys used from this address: try again later
refusal-too-many-phrases = phrases come too fast: wait a moment
refusal-too-many-reads = too many requests from this connection or address: wait a minute
refusal-already-named = you already have a name on this connection: change it instead
refusal-same-address = two players from one network do not play rated games against each other
refusal-name-taken = this name is taken: choose another
refusal-name-invalid = this name cannot be used: choose another
refusal-rename-too-soon = a name changes at most once a day
refusal-no-such-key = this key belongs to no player
refusal-not-named = take a name first, or use your key
refusal-seek-gone = this seek is no longer open
refusal-own-seek = this is your own seek: wait for someone to take it
refusal-no-such-seek = you have no such seek
refusal-bad-clock = the server does not accept this clock
refusal-bad-phrase = the server does not know this phrase
refusal-not-protocol = the server did not understand a message from this app
refusal-no-such-puzzle = no such puzzle: ask for a new one
refusal-puzzle-over = this puzzle is over: ask for another
refusal-no-such-arena = no such arena: its code may be mistyped
refusal-arena-over = this arena is over
refusal-too-many-arenas = you have as many private arenas as you may: wait until one ends
refusal-bad-arena = this arena cannot be made: check its clock, length and start
refusal-busy = the server is busy: try again
refusal-unavailable = the server cannot do this now: try again later

# Tournaments (arenas): the Tournaments tab of Play online and an arena game's rows in the online panel.
online-tab-tournaments = Arenas
arena-join = Join
arena-pause = Pause
arena-resume = Resume
arena-leave = Leave
arena-results = Results
arena-col-arena = Arena
arena-col-when = When
arena-col-players = Players
arena-col-points = Points
arena-col-performance = Perf.
arena-untitled = { $game } { $clock } arena
arena-starts-in = in { $time }
arena-time-left = { $time } left
arena-over = over
arena-what = { $game } · { $clock }
arena-starts-in-long = starts in { $time }
arena-running = running, { $time } left
arena-finished = finished
arena-line = { $what } · { $when } · { $players ->
    [one] 1 player
   *[other] { $players } players
}
arena-standing-bot = { $rank }. { $name } (bot)
arena-standing-paused = { $rank }. { $name } (paused)
arena-points-streak = { $points } ×2
arena-podium-line = { $rank }. { $name }: { $points ->
    [one] 1 point
   *[other] { $points } points
}, performance { $performance }, { $games ->
    [one] 1 game
   *[other] { $games } games
}
arena-next-line =
    { $first }
    { $then }
arena-note-results = The arena is over: these are the final standings.
arena-note-unnamed = Take a name in the Find a game tab to join an arena.
arena-note-join = Join to be paired whenever you are free: 2 points a win, 1 a draw, and double (×2) after two wins in a row.
arena-note-paused = Paused: you are not paired. Resume to play on.
arena-note-in = You are in: your first game comes as the arena starts.
arena-note-next = { $secs ->
    [one] Next game in 1 second. Pause to stop.
   *[other] Next game in { $secs } seconds. Pause to stop.
}
arena-note-waiting = Waiting for a free opponent…
arena-none = No tournament is coming on this server.
arena-table-title = { $arena } · { $when }
arena-table-row = { $rank }. { $name }  { $points }
arena-table-row-you = { $rank }. { $name } (you)  { $points }
arena-private-heading = A private arena for friends
arena-code-placeholder = Arena code from a friend
arena-open = Open
arena-minutes = { $minutes } min
arena-make = Make it (starts in { $minutes } minutes)
arena-private-title = { $name } · code { $code }
