# `nqueens tour`.

tour-header = Tour { $number }:
tour-prompt = Start square (a1 or row,col):
tour-needs-start = an open tour needs its start square: give --from SQUARE (a1 or row,col)
tour-none = no tour: { $reason }
tour-method-enumerates = --all and --count enumerate by backtracking: leave out --method or use --method backtrack

tour-count-warning = the lessons' backtracking would take { $steps } steps and find { $tours } tours from this start (estimated by random probes of its search): { $time } at ten million steps a second
tour-count-warning-no-tours = the lessons' backtracking would take { $steps } steps from this start (estimated by random probes of its search): { $time } at ten million steps a second
tour-all-svg = --format svg draws one tour; use --format list or json with --all

# Help of the command line, as clap lays it out.
cmd-tour-about = Move a knight over every square of an N x M board exactly once
cmd-tour-after-help = Squares are written as in solve: a1 (file and rank, rank 1 at the bottom) or row,col counted from 0 with row 0 at the top. Without --from, a closed tour starts at a1 and an open one asks for its start when standard input is a terminal.
arg-tour-rows = The number of rows
arg-tour-cols = The number of columns [default: N]
arg-tour-from = The start square: a1 or row,col
arg-tour-closed = A closed tour: the last square is a knight's move from the first
arg-tour-method = How to find the tour [default: warnsdorff for open tours, divide for closed ones, backtrack with --all or --count]
value-tour-method-backtrack = the lessons' backtracking over the eight moves in a fixed order
value-tour-method-warnsdorff = always to the square with the fewest onward moves, with fallbacks
value-tour-method-divide = closed tours built from small blocks (large boards)
arg-tour-format = How to print the tour
value-tour-format-board = the board with each square's move number
value-tour-format-list = the squares in order, one a line (one tour a line with --all)
value-tour-format-json = one JSON object a tour
value-tour-format-svg = { render-help-format-svg }
arg-tour-all = Every tour from the start, by backtracking (small boards)
arg-tour-count = Count the tours from the start, by backtracking (small boards)
