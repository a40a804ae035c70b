# The library's errors in English: one message for each id that
# nqueens::Error::message gives (listed in nqueens::Error::MESSAGES), with the
# values it carries. The library's Display words errors from this file, and a
# front end takes its English from it too (nqueens::message::ENGLISH); a
# front end's other languages word the same ids. A nested message (a reason)
# is worded alone and put into the message around it.

empty-board = the board size must be at least 1
too-large = the { $method } method accepts n up to { $max }, not { $n }
too-large-instead = the { $method } method accepts n up to { $max }, not { $n }; the { $instead } method handles larger boards
no-solution = { $n } queens cannot be placed on a { $n } x { $n } board without attacking each other (the problem has no solution for n = 2 and n = 3)
square-off-board = the square { $square } is off the { $n } x { $n } board
queens-attack = the queens placed attack each other: { $pairs }
# Two queens on one line: `line` is row, column or diagonal.
pair-shares-line = { $first } and { $second } share { $line ->
        [row] a row
        [column] a column
       *[diagonal] a diagonal
    }
queen-on-blocked = a queen is placed on { $square }, which is blocked
column-out-of-range = row { $row } has its queen in column { $col }, but columns run from 0 to { $last }
invalid-square = { $text } is not a square of the { $n } x { $n } board (write it as a file and rank such as d8, or as row,col counted from 0)
square-off-tour-board = the square ({ $row },{ $col }) is off the { $rows } x { $cols } board
no-tour = no { $closed ->
        [yes] closed
       *[no] open
    } knight's tour of the { $rows } x { $cols } board: { $reason }
no-tour-from = no { $closed ->
        [yes] closed
       *[no] open
    } knight's tour of the { $rows } x { $cols } board starts at { $from }: { $reason }
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
tour-unsupported = the { $method } method cannot settle { $closed ->
        [yes] a closed
       *[no] an open
    } knight's tour of the { $rows } x { $cols } board: { $reason }
# Why a method could not settle a board.
tour-unsettled-too-many-squares = tours are numbered in 32 bits, and the board has more than 2^32 - 1 squares
tour-unsettled-gave-up = the search gave up without finding a tour or proving there is none
tour-unsettled-margin-too-wide = the search numbers the board with a margin of two squares all round in 32 bits, and (rows + 4) x (cols + 4) is more than 2^32
out-of-memory = the { $method } method needs about { $bytes } of memory here, more than could be allocated
not-a-diagonal = { $line } is not a diagonal of the { $n } x { $n } board
interrupted = the search was stopped before it had an answer
not-a-search = the { $method } method builds its answer without searching, so it has no steps to trace; trace the backtrack or warnsdorff search instead
model-too-large = the variants are searched on boards of up to { $max } squares (64 x 64), not { $cells }
invalid-model = the variant model is invalid: { $reason }
# What is wrong with a variant model.
model-fault-pawn-sets = a count over every pawn set has one model per set
model-fault-cell-outside = a line or group names a cell outside the model
model-fault-groups-overlap = the groups overlap
model-fault-not-a-permutation = a symmetry is not a permutation of the cells
model-fault-classic-plan = the classic count has a plan of its own
model-fault-foreign-cell = a queen placed or a cell blocked is not a cell of the model
repeated-pawn = the pawn on { $square } is given twice
pawn-on-border = a pawn on { $square } stands on the border, which leaves no room for a queen on one side of it; pawns go on the inner squares
pawns-side-by-side = the pawns on { $first } and { $second } stand side by side, which leaves no room for a queen between them
pawns-do-not-fit = { $pawns } pawns do not fit on the { $n } x { $n } board: at most { $max } can stand off the border with none side by side in a row or column
too-many-pawn-sets = counting over every set of { $pawns } pawns on the { $n } x { $n } board would examine { $sets } sets, more than { $max }; give the pawns with --pawns SQUARES instead
inexpressible = the { $format } format cannot express this problem: { $why }
inexpressible-instead = the { $format } format cannot express this problem: { $why }; the { $instead } format can
inexpressible-covering = a dominating set covers each square at least once, not exactly once
inexpressible-uncounted = the board's lines do not fix the number of queens
inexpressible-long-name = an item would need a name longer than the format's eight characters
