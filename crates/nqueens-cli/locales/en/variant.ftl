# The variants: --torus, --piece superqueen, --pawns.
variant-combined = choose one of { $first } and { $second }, not both
variant-no-pawns = --pawns takes a number of pawns from 1, or the pawns' squares (d4,e5); with no pawns, leave the flag out
variant-no-torus-solution = no torus solution: { $n } is divisible by 2 or 3, and by Pólya's theorem the n x n torus has solutions only when n is divisible by neither
variant-no-solution-classic = no solution for { $n } queens on the { $n } x { $n } board
variant-no-solution-torus = no solution for { $n } queens on the { $n } x { $n } torus
variant-no-solution-superqueens = no solution for { $n } superqueens on the { $n } x { $n } board; superqueen solutions start at n = 10
variant-no-solution-pawns = no placement of { $n } + { $pawns } queens with { $pawns } { $pawns ->
    [one] pawn
   *[other] pawns
  } on the { $n } x { $n } board
variant-no-solution-pawns-at = no placement of the queens with pawns on { $pawns } on the { $n } x { $n } board
variant-slow-pawn-sets = the sets of { $pawns } { $pawns ->
    [one] pawn
   *[other] pawns
  } are searched in order, and on boards above N = { $max } a set without a placement can take hours to rule out before a set with one is reached; give the pawns' squares with --pawns SQUARES to search one set
variant-describe-classic = queens
variant-describe-torus = queens on the torus
variant-describe-superqueens = superqueens
variant-describe-pawns = queens and { $pawns } { $pawns ->
    [one] pawn
   *[other] pawns
  }
variant-describe-pawns-at = queens and { $pawns } { $pawns ->
    [one] pawn
   *[other] pawns
  } on { $squares }
# Before the colon of a summary line (`7 queens on the torus: 28 solutions.`):
# a number and words, which `verify` skips by that shape. `variant` is torus,
# superqueens or pawns; `queens` the number of queens placed.
variant-summary-head = { $variant ->
    [torus] { $queens } queens on the torus
    [superqueens] { $queens } superqueens
    [pawns] { $queens } queens with pawns
   *[classic] { $queens } queens
  }
# Two queens that attack each other under a variant's rules.
variant-pair-knight = { $first } and { $second } are a knight's move apart
variant-pair-wrapped-diagonal = { $first } and { $second } share a diagonal that wraps round the torus
# `line` is row, column or diagonal.
variant-pair-between-pawns = { $first } and { $second } share { $line ->
        [row] a row
        [column] a column
       *[diagonal] a diagonal
    } with no pawn between them
# The board of a variant, for headings.
variant-board-classic = the { $n } x { $n } board
variant-board-torus = the { $n } x { $n } torus
variant-board-superqueens = the { $n } x { $n } board with superqueens
variant-board-pawns-at = the { $n } x { $n } board with { $pawns ->
    [one] a pawn
   *[other] pawns
  } on { $squares }

# The variant flags, shared by the commands that take them.
help-variant-torus = Queens on the torus: the diagonals wrap round the edges of the board
help-variant-piece = The piece placed [default: queen]
help-variant-piece-queen = the queen of chess
help-variant-piece-superqueen = a queen that also moves as a knight (also called an amazon)
help-variant-pawns = K pawns anywhere (each placement of pawns and queens once), or the pawns' squares (d4,e5); N + K queens are placed, and a pawn stops every line through it
