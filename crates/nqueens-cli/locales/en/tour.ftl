# `nqueens tour`.

tour-header = Tour { $number }:
tour-prompt = Start square (a1 or row,col):
tour-needs-start = an open tour needs its start square: give --from SQUARE (a1 or row,col)
tour-none = no tour: { $reason }
tour-method-enumerates = --all and --count enumerate by backtracking: leave out --method or use --method backtrack

# Why there is no tour, one message for each of the library's reasons.
tour-reason-one-line = on a board of one row or column the knight cannot move
tour-reason-two-lines = on a board of two rows or columns the knight's moves form separate chains, none covering the board
tour-reason-small-board = 3 x 3, 3 x 5, 3 x 6 and 4 x 4 are the boards of three or more rows and columns without an open tour (Conrad et al., 1994)
tour-reason-odd-board = a closed tour needs as many squares of each colour, and a board with both sides odd has one more of one colour
tour-reason-four-lines = a board of four rows or columns has no closed tour (Schwenk, 1991)
tour-reason-three-lines = 3 x 4, 3 x 6 and 3 x 8 boards have no closed tour (Schwenk, 1991)
tour-reason-inner-start = on a board of four rows or columns an open tour starts and ends on the outer two, and this square is on the inner two
tour-reason-minority-colour = on a board with an odd number of squares an open tour starts and ends on the colour of the corners, and this square has the other colour
tour-reason-searched = a search through every path from this square found none
# Why a method could not settle a board.
tour-unsettled-too-many-squares = tours are numbered in 32 bits, and the board has more than 2^32 - 1 squares
tour-unsettled-gave-up = the search gave up without finding a tour or proving there is none
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
