# `nqueens find`.

# The line of `find --stats`.
find-stats = local search: { $steps } { $steps ->
        [one] step
       *[other] steps
    }, { $swaps } { $swaps ->
        [one] swap
       *[other] swaps
    }, { $restarts } { $restarts ->
        [one] restart
       *[other] restarts
    }, { $seconds } s
find-check-out-of-memory = not enough memory to check { $n } rows: the check needs 5 bits a row; leave out --check
find-check-failed = the solution failed its check, a bug in nqueens: { $problem }
find-check-length = it has { $rows } rows instead of { $n }
find-check-off-board = row { $row } has its queen in column { $col }, but columns run from 0 to { $last }
find-check-attacked = the queen in row { $row }, column { $col } shares { $line ->
        [column] a column
       *[diagonal] a diagonal
    } with an earlier queen

# Checking the flags.
find-needs-random = { $flag } is for the random search, so it needs --method random (the construction always gives the same solution)
find-board-too-wide = --format board draws boards up to N = { $max }, not { $n }; use --format list or json
find-random-is-classic = --method random searches the classic board; the variants (--torus, --piece superqueen, --pawns) are found by a construction or a search of their own, so leave --method out
find-check-rules = it does not place as many queens as the rules ask, one in every row where they ask it
# Before a local search of tens of millions of rows or more.
find-random-slow = the local search of the { $n } x { $n } board may take { $time } and { $size } of memory; nqueens find { $n } (the construction) gives a solution at once in next to none
# The spinner while it runs, on a terminal.
find-random-searching = searching the { $n } x { $n } board at random

# Help of the command line, as clap lays it out.
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
