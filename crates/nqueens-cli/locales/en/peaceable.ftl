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
