# `nqueens dominate`.

# `board` is "the 8 x 8 board", "the 7 x 7 torus", ...
dominate-heading = queen domination of { $board }
dominate-heading-independent = independent queen domination of { $board }
dominate-minimum = { $heading }: { $size } { $size ->
    [one] queen
   *[other] queens
  }, the minimum (every set of { $fewer } was searched and none covers it)
dominate-total = minimum sets: { $total }
dominate-unique = unique: { $unique } (up to the board's { $group } symmetries)
dominate-one-of-them = one of them (+ a square it covers):
dominate-set-header = Set { $number }:
dominate-time = time: { $seconds } s
dominate-local-proven = { $heading }: { $size } queens, the minimum (no fewer than { $bound } can cover the board, by the theorem of Spencer and Weakley)
dominate-local-bounded = { $heading }: { $size } queens cover it, an upper bound found by local search (a theorem says at least { $bound } are needed; no exact search ran)
dominate-local-upper = { $heading }: { $size } queens cover it, an upper bound found by local search (no exact search ran)
dominate-local-none = the local search found no set of { $size } queens in { $steps } moves; that proves nothing: try another --seed or more --steps
dominate-check-ok = { $heading }: these { $size } queens cover every square
dominate-check-uncovered = not a dominating set: { $count ->
    [one] 1 square is
   *[other] { $count } squares are
  } left uncovered: { $squares }
dominate-check-attack = not an independent set: { $first } and { $second } attack each other
dominate-check-repeated = { $square } is given twice
dominate-check-not-a-cell = { $square } holds a pawn, not a queen
dominate-slow-exact = the exact search may take { $time } (n = 14 took { $measured } on two cores, and each size takes some { $growth } times the one before); --search local finds a small set quickly
dominate-slow-local = the local search may take { $time }: it tries { $steps } moves at each size on the way down from a greedy set; --size K or fewer --steps is quicker
dominate-seconds = { $seconds } s
dominate-exact-too-large = the exact search takes boards up to { $max } x { $max }, not { $n } x { $n }; use --search local for a small dominating set
dominate-local-only = { $flag } is for the local search: add --search local
dominate-exact-only = { $flag } needs the exact search, which takes boards up to 16 x 16
dominate-pawn-sets = domination is of one board: give the pawns' squares with --pawns SQUARES

# Help of the command line, as clap lays it out.
cmd-dominate-about = The fewest queens that cover every square, their sets counted and one drawn
cmd-dominate-after-help =
    A queen covers its own square and every square it attacks; lines do not stop at other queens. Up to 16 x 16 an exact search proves the size minimum (every smaller size is searched) and counts the minimum sets, in all and up to the board's symmetries; past that, or with --search local, a local search finds a small set, whose size is only an upper bound unless it meets the lower bound ceil((n - 1) / 2) of Spencer and Weakley's theorem. Squares are written as in solve (a1 or row,col). Exit status: 0 on success, 1 when a set checked does not dominate or the local search found none, 2 on bad input.
arg-dominate-n = The board size
arg-dominate-independent = Independent domination: no two queens may attack each other
arg-dominate-count = Print the size and the counts only, with no set drawn
arg-dominate-all = Print every minimum set, then the counts
arg-dominate-check = Check that these queens (a1,c3,... or row,col pairs) cover the board, naming the squares left uncovered
arg-dominate-search = How to search [default: exact up to 16 x 16, local past it]
value-dominate-search-exact = every set of each size in turn, from 1 up: the minimum, proven, with its counts
value-dominate-search-local = a seeded local search for a small set: quick, an upper bound
arg-dominate-size = With the local search: look for a set of exactly K queens [default: fewer and fewer from a greedy set]
arg-dominate-seed = With the local search: the seed of its random choices [default: 0]
arg-dominate-steps = With the local search: the moves it makes at each size before giving up [default: 200000]
arg-dominate-format = How to print the sets
value-dominate-format-board = each set as a board: Q a queen, + a square it covers
value-dominate-format-list = each set as its squares on one line
value-dominate-format-json = one JSON object a set or result
arg-dominate-unicode = Draw the boards with chess pieces and shaded squares
arg-dominate-torus = { help-variant-torus }
arg-dominate-piece = { help-variant-piece }
value-dominate-piece-queen = { help-variant-piece-queen }
value-dominate-piece-superqueen = { help-variant-piece-superqueen }
arg-dominate-pawns = Pawns on these squares (d4,e5): a pawn stops every line through it, and needs no covering
