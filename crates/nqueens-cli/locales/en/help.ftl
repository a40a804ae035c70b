# The help of the command line, by subcommand; clap lays it out.

# The whole tool.
cmd-about = Solve, count, find, complete and check n-queens placements: n queens on an n x n board, no two of them attacking each other.
cmd-after-help = Exit status: 0 on success, 1 when there is no solution or completion or a placement is not a solution, 2 on an error, 130 when Ctrl-C stops a count after saving its checkpoint.
arg-lang = The language of messages and labels [default: from LC_ALL, LC_MESSAGES or LANG]
value-lang-en = English
value-lang-vi = Tiếng Việt
arg-help = Print help
arg-help-see-more = Print help (see more with '--help')
arg-help-see-summary = Print help (see a summary with '-h')
arg-version = Print version
cmd-help-about = Print this message or the help of the given subcommand(s)
arg-help-subcommand = Print help for the subcommand(s)

# Headings of the help, as clap writes them in English (used in other languages).
help-usage = Usage
help-commands = Commands
help-arguments = Arguments
help-options = Options

# solve
cmd-solve-about = List the solutions for an N x N board as they are found
cmd-solve-after-help = The variants (--torus, --piece superqueen, --pawns) print in the same formats. A board draws pawns as P (♙ with --unicode). Where pawns let a row hold two queens, list and algebraic lines name the queens' squares, then | and the pawns' squares (0,2 1,5 … | 3,3 or c8 f7 … | d5), and a JSON line gives "pawns" and "queens" as [row, col] squares counted from 0. A variant's JSON line names it: "variant": "torus", "superqueens" or "pawns". nqueens verify reads every format back.
arg-solve-n = The board size: N queens on an N x N board
arg-solve-method = How to search; every method finds the same solutions in the same order
value-solve-method-bitmask = backtracking over bit masks (the fastest)
value-solve-method-marks = backtracking with marker arrays for columns and diagonals
value-solve-method-pairwise = backtracking that tests each square against every queen placed
value-solve-method-stack = backtracking with an explicit stack instead of recursion
value-solve-method-brute = every one of the N^N column sequences (N up to 9)
arg-solve-format = How to print solutions [default: board up to N = 32, list above]
value-solve-format-board = a grid with rank and file labels, then a summary line
value-solve-format-list = one line per solution: the column of each row's queen
value-solve-format-algebraic = one line per solution in chess notation (N up to 26)
value-solve-format-json = one JSON object per line
value-solve-format-svg = { render-help-format-svg }
arg-solve-unique = Only one solution of each class under rotations and reflections
arg-solve-limit = Stop after K solutions
arg-solve-one-based = Count columns from 1 in list and json output
arg-solve-unicode = Draw a checkered board with ♛ for the queens
arg-solve-torus = { help-variant-torus }
arg-solve-piece = { help-variant-piece }
value-solve-piece-queen = { help-variant-piece-queen }
value-solve-piece-superqueen = { help-variant-piece-superqueen }
arg-solve-pawns = { help-variant-pawns }

# count
cmd-count-about = Count the solutions for an N x N board without listing them
cmd-count-after-help =
    The count is split into numbered subproblems, fixed for each N, which the threads share out, a checkpoint records and --shard deals out to separate processes or machines.

    With --torus, --piece superqueen or --pawns a variant is counted by a search built for it; its classes are taken under the symmetries of that variant (on the torus the translations too, and with pawns given, the symmetries that keep them in place), by Burnside's lemma. --shard splits the classic count only.

    Exit status: 0 on success, 1 when there is no solution (never for a shard, which is only a part of the count), 2 on an error, 130 when Ctrl-C stops a count after saving its checkpoint.
arg-count-n = The board size: N queens on an N x N board (with --resume, taken from the checkpoint when left out)
arg-count-unique = Count the classes under rotations and reflections too (they are always shown: they come from the same search)
arg-count-format = How to print the counts
value-count-format-text = one count per line, then the time taken
value-count-format-json = one JSON object
arg-count-threads = Count on T threads [default: one per core]
arg-count-quiet = Show no progress bar and no warning of a long count (the bar shows only when standard error is a terminal; errors and failed saves are always reported)
arg-count-force = Start a count estimated to take more than a year, which is otherwise refused
arg-count-checkpoint = Save the subproblems done to FILE every few seconds, at the end and on Ctrl-C, which stops the count; continue it with --resume FILE
arg-count-resume = Continue the count saved in FILE by --checkpoint, saving into FILE again; N and --shard may be left out, and must match the checkpoint when given
arg-count-save-every = Save the checkpoint every SECONDS seconds [default: 5]
arg-count-shard = Count only slice I of K (0 <= I < K): the subproblems whose number leaves remainder I when divided by K; add up the K slices' --format json output with nqueens merge
arg-count-method = How to count the classic board [default: meet at N = 12 and from 14 to 24, backtrack otherwise, the faster for each N]
value-count-method-backtrack = the symmetric backtracking search, one queen a row (any N up to 32)
value-count-method-meet = meeting in the middle: quarter-board tables joined into half boards, the pairs of halves with no diagonal in common counted (N up to 24; from 22 on the tables are built one group of rows at a time)
arg-count-torus = { help-variant-torus }
arg-count-piece = { help-variant-piece }
value-count-piece-queen = { help-variant-piece-queen }
value-count-piece-superqueen = { help-variant-piece-superqueen }
arg-count-pawns = { help-variant-pawns }

# find
cmd-find-about = One solution for a board of any size: constructed, or found by a seeded random search
cmd-find-after-help =
    The list format prints the columns on one line, row 0's queen first, as solve --format list does, written as they come, so that a board of a billion rows streams out in constant memory; nqueens verify reads every format back.

    The variants print as solve prints them: --torus builds Pólya's solution at once for any N divisible by neither 2 nor 3 (held in memory, 24 bytes a row); --piece superqueen and --pawns search, on boards up to 64 x 64. With pawns, list and json name squares: the queens', then | and the pawns'.

    Exit status: 0 on success, 1 when there is no solution (N = 2 or 3, or a variant without one), 2 on an error.
arg-find-n = The board size: N queens on an N x N board
arg-find-method = How to find the solution
value-find-method-construct = the classical explicit construction: at once, in constant memory, for any N
value-find-method-random = a random solution by local search, the same for the same --seed (about 5 bytes of memory a row)
arg-find-seed = The seed of --method random: the same seed gives the same solution on every machine [default: 0]
arg-find-format = How to print the solution [default: board up to N = 32, list above]
value-find-format-board = a grid with rank and file labels (N up to 100)
value-find-format-list = one line, as solve --format list writes it: the column of each row's queen
value-find-format-json = one JSON object, as solve --format json writes it
arg-find-check = Check the solution in O(N) time before printing it (for the construction, in a first pass that needs 5 bits of memory a row)
arg-find-stats = Show what --method random did on standard error: steps, swaps, restarts and time
arg-find-one-based = Count columns from 1 in list and json output
arg-find-torus = { help-variant-torus }
arg-find-piece = { help-variant-piece }
value-find-piece-queen = { help-variant-piece-queen }
value-find-piece-superqueen = { help-variant-piece-superqueen }
arg-find-pawns = { help-variant-pawns }

# dominate
cmd-dominate-about = The fewest queens that cover every square, their sets counted and one drawn
cmd-dominate-after-help =
    A queen covers its own square and every square it attacks; lines do not stop at other queens. Up to 16 x 16 an exact search proves the size minimum (every smaller size is searched) and counts the minimum sets, in all and up to the board's symmetries; past that, or with --search local, a local search finds a small set, whose size is only an upper bound unless it meets the lower bound ceil((n - 1) / 2) of Spencer and Weakley's theorem. Squares are written as in solve (a1 or row,col). Exit status: 0 on success, 1 when a set checked does not dominate or the local search found none, 2 on bad input.
arg-dominate-n = The board size
arg-dominate-independent = Independent domination: no two queens may attack each other
arg-dominate-count = Print the size and the counts only, with no set drawn
arg-dominate-all = Print every minimum set, then the counts
arg-dominate-check = Check that these queens (a1,c3,... or row,col pairs) cover the board, naming the squares left uncovered
arg-dominate-search = How to search [default: exact up to 16 x 16, local past it]
value-dominate-search-exact = every set of each size in turn, from 1 up: the minimum, proven, with its counts
value-dominate-search-local = a seeded local search for a small set: quick, an upper bound
arg-dominate-size = With the local search: look for a set of exactly K queens [default: fewer and fewer from a greedy set]
arg-dominate-seed = With the local search: the seed of its random choices [default: 0]
arg-dominate-steps = With the local search: the moves it makes at each size before giving up [default: 200000]
arg-dominate-format = How to print the sets
value-dominate-format-board = each set as a board: Q a queen, + a square it covers
value-dominate-format-list = each set as its squares on one line
value-dominate-format-json = one JSON object a set or result
arg-dominate-unicode = Draw the boards with chess pieces and shaded squares
arg-dominate-torus = { help-variant-torus }
arg-dominate-piece = { help-variant-piece }
value-dominate-piece-queen = { help-variant-piece-queen }
value-dominate-piece-superqueen = { help-variant-piece-superqueen }
arg-dominate-pawns = Pawns on these squares (d4,e5): a pawn stops every line through it, and needs no covering

# knights
cmd-knights-about = As many queens and knights as fit with no piece attacking another: the most, proven, counted and drawn
cmd-knights-after-help =
    m queens and m knights stand on the board and no piece attacks another, whatever its kind: queens along their lines, knights by a knight's move. By default the largest m is found and proven (every placement of m + 1 of each is searched and none exists), its placements counted in all and up to the board's 8 symmetries, and one drawn. Squares are written as in solve (a1 or row,col). Exit status: 0 on success, 1 when a placement checked is not at peace or a size has no placement, 2 on bad input.
arg-knights-n = The board size (up to 16)
arg-knights-size = Place exactly M of each instead of the most
arg-knights-count = Print the size and the counts only, with no placement drawn
arg-knights-all = Print every placement, then the counts
arg-knights-queens = Check a placement: the queens' squares (a1,c3,...), with --knights
arg-knights-knights = Check a placement: the knights' squares, with --queens
arg-knights-format = How to print the placements
value-knights-format-board = each placement as a board: Q a queen, N a knight
value-knights-format-list = each placement on one line: Qa1 ... Nc3 ...
value-knights-format-json = one JSON object a placement or result
arg-knights-unicode = Draw the boards with chess pieces and shaded squares

# peaceable
cmd-peaceable-about = As many white and black queens as fit with no queen attacking the other colour: the most, proven, and drawn
cmd-peaceable-after-help =
    m white and m black queens stand on the board and no queen attacks a queen of the other colour; queens of one colour may attack each other. By default the largest m is found and proven (every placement of m + 1 of each is searched and none exists), and one placement drawn. Squares are written as in solve (a1 or row,col). Exit status: 0 on success, 1 when a placement checked is not at peace or a size has no placement, 2 on bad input.
arg-peaceable-n = The board size (up to 16)
arg-peaceable-size = Look for armies of exactly M queens each instead of the most
arg-peaceable-white = Check a placement: the white queens' squares (a1,c3,...), with --black
arg-peaceable-black = Check a placement: the black queens' squares, with --white
arg-peaceable-format = How to print the placement
value-peaceable-format-board = as a board: Q white, q black
value-peaceable-format-list = on one line: Wa1 ... Bc3 ...
value-peaceable-format-json = one JSON object
arg-peaceable-unicode = Draw the board with chess pieces and shaded squares

# export
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

# cube
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

# complete
cmd-complete-about = Complete a board that has some queens placed and some squares blocked
cmd-complete-after-help =
    The board comes from a grid, from a size (N or --n) with --queens and --blocked, or from both. A grid has one line per row: Q for a queen, . for a free square, x for a blocked one, as the board format prints it (rank and file labels may stay; lines starting with # are comments). The size may come first, as for every command (nqueens complete 11 --queens d8); without FILE, N and --n the grid is read from standard input.

    Squares are written in chess notation (d8, for N up to 26) or as row,col counted from 0, row 0 at the top (0,3). Separate squares in chess notation with commas (--queens d8,g6), row,col squares with semicolons or spaces (--queens '0,3;2,6'), or repeat the flag.

    The board may instead come from an instance of the excluded-diagonals benchmark (CSPLib prob079) with --csplib FILE, as its generator writes it: n = 10, then diags = [[4, 1], [5, 0], ...], where [k, 1] excludes the diagonal i+j = k and [k, 0] the one with i-j = k-(n-1), both numbered from 0 to 2n-2 (a numdiags line, if present, must give the list's length). --first D takes the first D diagonals of the list, as the benchmark's instances do. The other flags add to it.

    Ctrl-C stops a long search or count; it then ends with no answer. A progress bar shows on a terminal while it runs.

    Exit status: 0 on success, 1 when there is no completion, 2 on an error, such as queens given that attack each other or stand on a blocked square, and 130 when Ctrl-C stops the search.
arg-complete-size = The board size, where no grid gives it (a grid or a --csplib instance given too must be this size); a first argument that is not a whole number is FILE
arg-complete-file = The grid to complete; - for standard input, which is also read when neither FILE nor a size is given
arg-complete-n = The board size where no grid gives it (a grid or a --csplib instance given too must be this size)
arg-complete-queens = Queens already placed, such as d8,g6 or '0,3;2,6' (repeatable)
arg-complete-blocked = Squares no queen may use, written as for --queens (repeatable)
arg-complete-exclude-diagonal = Diagonals no queen may stand on, by their number i+j (0 to 2n-2) as the lessons' marker arrays number them; several separated by commas (repeatable)
arg-complete-exclude-antidiagonal = Anti-diagonals no queen may stand on, by their number i-j+n (1 to 2n-1); several separated by commas (repeatable)
arg-complete-csplib = An instance of the excluded-diagonals benchmark (CSPLib prob079) to complete, in place of a grid FILE; - for standard input
arg-complete-first = Exclude only the first D diagonals of the --csplib list, as the benchmark prescribes [default: all]
arg-complete-all = Every completion, numbered as solve numbers solutions
arg-complete-count = Only the number of completions (a JSON object with --format json)
arg-complete-format = How to print completions [default: board up to N = 32, list above]
value-complete-format-board = a grid with rank and file labels and x on the blocked squares (N up to 100)
value-complete-format-list = one line per solution: the column of each row's queen
value-complete-format-json = one JSON object per line

# tour
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

# merge
cmd-merge-about = Add up the shards of a count, as count --shard I/K --format json prints them
cmd-merge-after-help = Exit status: 0 on success, 1 when there is no solution, 2 when a shard is missing, repeated, damaged or from another count.
arg-merge-files = The shards' results, each as count --shard I/K --format json prints it, one or more to a file (- for standard input); every shard of the count exactly once
arg-merge-format = How to print the counts
value-merge-format-text = one count per line, then the time taken
value-merge-format-json = one JSON object

# verify
cmd-verify-about = Check placements read from a file or standard input, in any format that solve writes
arg-verify-file = The file to read; standard input when absent or -
arg-verify-one-based = Read lists of columns as counted from 1
arg-verify-torus = Judge the placements that state no rules of their own (lists, boards, JSON lines without "variant") as queens on the torus
arg-verify-piece = The piece of the placements that state no rules of their own [default: queen]
value-verify-piece-queen = { help-variant-piece-queen }
value-verify-piece-superqueen = { help-variant-piece-superqueen }
arg-verify-pawns = Insist that each placement shows these pawns, given by their squares (d4,e5), or K pawns

# What clap appends to the help of an argument with a default or a choice.
help-default = default
help-possible-values = Possible values
help-possible-values-inline = possible values

# completions
cmd-completions-about = Print the completion script for a shell
cmd-completions-after-help = Load it in the shell's start-up file, for example: source <(nqueens completions bash) in ~/.bashrc, or nqueens completions fish > ~/.config/fish/completions/nqueens.fish. The script completes the commands, flags and choices.
arg-completions-shell = The shell to complete for
value-completions-shell-bash = Bash
value-completions-shell-elvish = Elvish
value-completions-shell-fish = fish
value-completions-shell-powershell = PowerShell
value-completions-shell-zsh = Zsh

# man
cmd-man-about = Print the manual page, in roff
cmd-man-after-help = Read it with nqueens man | man -l -, or install it: nqueens man > /usr/local/share/man/man1/nqueens.1

# The variant flags, shared by the commands that take them.
help-variant-torus = Queens on the torus: the diagonals wrap round the edges of the board
help-variant-piece = The piece placed [default: queen]
help-variant-piece-queen = the queen of chess
help-variant-piece-superqueen = a queen that also moves as a knight (also called an amazon)
help-variant-pawns = K pawns anywhere (each placement of pawns and queens once), or the pawns' squares (d4,e5); N + K queens are placed, and a pawn stops every line through it
