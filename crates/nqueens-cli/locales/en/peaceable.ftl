# `nqueens peaceable`.

peaceable-most = peaceable queens on the { $n } x { $n } board: { $size } white and { $size } black, the most (every placement of { $more } and { $more } was searched and none exists)
peaceable-size = peaceable queens on the { $n } x { $n } board: { $size } white and { $size } black
peaceable-none = peaceable queens on the { $n } x { $n } board: no placement of { $size } white and { $size } black (every one was searched)
peaceable-legend-ascii = one of them (Q white, q black):
peaceable-legend-unicode = one of them (♕ white, ♛ black):
peaceable-time = time: { $seconds } s
peaceable-check-ok = at peace: { $size } white and { $size } black { $size ->
    [one] queen
   *[other] queens
  }, none attacking the other colour
peaceable-check-attack = not at peace: the white queen on { $white } and the black queen on { $black } attack each other
peaceable-check-unequal = { $white } white and { $black } black { $black ->
    [one] queen
   *[other] queens
  }: the armies must be the same size
peaceable-check-shared = two queens on { $square }
peaceable-slow = proving the largest size may take { $time } (n = 9 took { $measured } s, and each size takes some 40 times the one before); --size M looks for armies of one size only

# Help of the command line, as clap lays it out.
cmd-peaceable-about = As many white and black queens as fit with no queen attacking the other colour: the most, proven, and drawn
cmd-peaceable-after-help =
    m white and m black queens stand on the board and no queen attacks a queen of the other colour; queens of one colour may attack each other. By default the largest m is found and proven (every placement of m + 1 of each is searched and none exists), and one placement drawn. Squares are written as in solve (a1 or row,col). Exit status: 0 on success, 1 when a placement checked is not at peace or a size has no placement, 2 on bad input.
arg-peaceable-n = The board size (up to 16)
arg-peaceable-size = Look for armies of exactly M queens each instead of the most
arg-peaceable-white = Check a placement: the white queens' squares (a1,c3,...), with --black
arg-peaceable-black = Check a placement: the black queens' squares, with --white
arg-peaceable-format = How to print the placement
value-peaceable-format-board = as a board: Q white, q black
value-peaceable-format-list = on one line: Wa1 ... Bc3 ...
value-peaceable-format-json = one JSON object
arg-peaceable-unicode = Draw the board with chess pieces and shaded squares
