# `nqueens knights`.

knights-largest = queens and knights on the { $n } x { $n } board: { $size } of each, the most (every placement of { $more } and { $more } was searched and none exists)
knights-size = queens and knights on the { $n } x { $n } board: { $size } of each
knights-total = placements: { $total }
knights-unique = unique: { $unique } (up to the board's 8 symmetries)
knights-one-of-them = one of them (Q a queen, N a knight):
knights-one-of-them-unicode = one of them (♛ a queen, ♞ a knight):
knights-placement-header = Placement { $number }:
knights-time = time: { $seconds } s
knights-check-ok = at peace: { $size } { $size ->
    [one] queen and 1 knight
   *[other] queens and { $size } knights
  }, no piece attacked
knights-check-queen = not at peace: the queen on { $queen } attacks the piece on { $target }
knights-check-knight = not at peace: the knight on { $knight } attacks the piece on { $target }
knights-check-unequal = { $queens } { $queens ->
    [one] queen
   *[other] queens
  } and { $knights } { $knights ->
    [one] knight
   *[other] knights
  }: the problem places as many of each
knights-check-shared = two pieces on { $square }
knights-slow = this search may take { $time } (n = 12 took { $measured } s, and each size takes some 8 times the one before)

# Help of the command line, as clap lays it out.
cmd-knights-about = As many queens and knights as fit with no piece attacking another: the most, proven, counted and drawn
cmd-knights-after-help =
    m queens and m knights stand on the board and no piece attacks another, whatever its kind: queens along their lines, knights by a knight's move. By default the largest m is found and proven (every placement of m + 1 of each is searched and none exists), its placements counted in all and up to the board's 8 symmetries, and one drawn. Squares are written as in solve (a1 or row,col). Exit status: 0 on success, 1 when a placement checked is not at peace or a size has no placement, 2 on bad input.
arg-knights-n = The board size (up to 16)
arg-knights-size = Place exactly M of each instead of the most
arg-knights-count = Print the size and the counts only, with no placement drawn
arg-knights-all = Print every placement, then the counts
arg-knights-queens = Check a placement: the queens' squares (a1,c3,...), with --knights
arg-knights-knights = Check a placement: the knights' squares, with --queens
arg-knights-format = How to print the placements
value-knights-format-board = each placement as a board: Q a queen, N a knight
value-knights-format-list = each placement on one line: Qa1 ... Nc3 ...
value-knights-format-json = one JSON object a placement or result
arg-knights-unicode = Draw the boards with chess pieces and shaded squares
