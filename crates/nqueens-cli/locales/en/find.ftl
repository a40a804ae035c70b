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
