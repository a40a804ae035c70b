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
