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

# Help of the command line, as clap lays it out.
cmd-cube-about = Queens in the n x n x n cube: the n² with none attacking, counted and shown layer by layer; the most that fit
cmd-cube-after-help =
    A queen in the cube attacks along 13 lines: the 3 parallel to the axes, the 6 diagonals of the faces and the 4 through the cube. n² queens with no two attacking stand one on every vertical line, so a solution is a Latin square of heights whose every layer is an n-queens solution. By default the solutions are counted, in all and up to the cube's 48 symmetries, by an exhaustive search (cubes up to 15), and one is shown: its heights and each layer as a board. --construct builds the linear solution (x, y, (3x + 5y) mod n) of any cube with n prime to 2, 3, 5 and 7, without a search. --most finds the most queens that fit (cubes up to 6). Exit status: 0 on success, 1 when there is no solution or no linear one, 2 on bad input.
arg-cube-n = The side of the cube
arg-cube-count = Print the counts only, with no solution shown
arg-cube-all = Print every solution, then the counts
arg-cube-construct = Build the linear solution instead of searching (n prime to 2, 3, 5 and 7)
arg-cube-most = The most queens that fit with no two attacking, and one such set
arg-cube-format = How to print the solutions
value-cube-format-board = the heights as a Latin square, then each layer as a board
value-cube-format-list = each solution's heights on one line, rows separated by /
value-cube-format-json = one JSON object a solution or result
arg-cube-unicode = Draw the layers with chess pieces and shaded squares
