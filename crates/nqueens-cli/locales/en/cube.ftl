# `nqueens cube`.

cube-counts = { $queens } queens in the { $n } x { $n } x { $n } cube, no two attacking: { $total } solutions
cube-unique = unique: { $unique } (up to the cube's 48 symmetries)
cube-one-of-them = one of them:
cube-heights = heights (the queen above each square of the base: a Latin square, rows y, columns x):
cube-layer = layer z = { $z }, seen from above (y = 0 the top row, x = 0 the left column):
cube-solution-header = Solution { $number }:
cube-linear = the linear construction (x, y, (3x + 5y) mod { $n }): { $queens } queens, no two attacking
cube-no-linear = no linear solution: the construction (x, y, (3x + 5y) mod { $n }) needs n prime to 2, 3, 5 and 7; whether the { $n } x { $n } x { $n } cube has a solution is unknown (no search was run)
cube-most = the most queens in the { $n } x { $n } x { $n } cube with no two attacking: { $count } (a search proved that { $more } do not fit)
cube-time = time: { $seconds } s
cube-slow = the search of this cube may take { $time } (n = 14 took { $small } s and n = 15 { $seconds } s on two cores, each finding none)
cube-search-too-large = the search takes cubes up to { $max } x { $max } x { $max }, not { $n }; { $linear ->
    [yes] --construct builds a solution at once
   *[no] no linear solution exists for this size either: whether it has a solution is unknown
  }
cube-most-too-large = the search for the most queens takes cubes up to { $max } x { $max } x { $max }, not { $n }
