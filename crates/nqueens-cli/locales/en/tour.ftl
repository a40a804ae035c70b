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
