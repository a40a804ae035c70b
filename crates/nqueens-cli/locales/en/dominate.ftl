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
