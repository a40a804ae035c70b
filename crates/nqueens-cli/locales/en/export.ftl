# `nqueens export`.

export-pawn-sets = an export is of one board: give the pawns' squares with --pawns SQUARES
export-on-pawn = { $square } holds a pawn
export-large = the formula has { $clauses } clauses over { $variables } variables: a large file

# Help of the command line, as clap lays it out.
cmd-export-about = Write a problem for a general solver: DIMACS CNF for SAT solvers, or exact cover for DLX
cmd-export-after-help =
    The problem is the board of N queens, or a variant (--torus, --piece superqueen, --pawns SQUARES), with queens placed (--queens) and squares blocked (--blocked), or the dominating sets of at most K queens (--dominate K). In the CNF, variable v is a queen on the square the header maps it to (c v 1 = a8); variables past the board's squares are auxiliary. Exact cover follows the input of Knuth's dlx1: the primary items (rows, columns, and on the torus the diagonals, each holding exactly one queen), then |, then the secondary ones (lines holding at most one), then one option per square. Squares are written as in solve (a1 or row,col). Exit status: 0 on success, 2 on bad input or a problem the format cannot express.
arg-export-n = The board size
arg-export-format = The format to write
value-export-format-dimacs = DIMACS CNF, for SAT solvers (minisat, cadical, kissat)
value-export-format-dlx = exact cover, as Knuth's dlx1 reads it
arg-export-queens = Queens placed beforehand (a1,c3,... or row,col pairs): a completion
arg-export-blocked = Squares no queen may use
arg-export-dominate = The dominating sets of at most K queens instead of the solutions
arg-export-independent = With --dominate: no two of the queens may attack each other
arg-export-torus = { help-variant-torus }
arg-export-piece = { help-variant-piece }
value-export-piece-queen = { help-variant-piece-queen }
value-export-piece-superqueen = { help-variant-piece-superqueen }
arg-export-pawns = Pawns on these squares (d4,e5): a pawn stops every line through it, and n + K queens are placed
