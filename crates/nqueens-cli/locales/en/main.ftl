# Messages that every command may use.

# Before the one line of an error on standard error.
error-prefix = error
# A number of solutions, however large.
count-solutions = { $count ->
    [one] { $count } solution
   *[other] { $count } solutions
}
# Before the one line of a warning on standard error.
warning-prefix = warning
# Before the cause when standard output cannot be written (a full disk).
error-write-output = cannot write to standard output

# Errors in the command line. clap's own words are kept in English; in
# other languages the common kinds of error are worded here.
usage-see-command-help = { $problem } (see nqueens { $command } --help)
usage-see-help = { $problem } (see nqueens --help)
usage-missing-command = a command is required: { $list } or { $last }
usage-did-you-mean = { $problem }; did you mean { $suggested }?
usage-unknown-argument = unexpected argument '{ $arg }' found
usage-invalid-value = invalid value '{ $value }' for '{ $arg }'
usage-missing-value = a value is required for '{ $arg }' but none was supplied
usage-possible-values = { $problem } [possible values: { $values }]
usage-unknown-command = unrecognized subcommand '{ $name }'
usage-missing-arguments = the following required arguments were not provided: { $args }
usage-conflict = the argument '{ $arg }' cannot be used with { $other }
usage-repeated = the argument '{ $arg }' cannot be used multiple times

# Failures around the work itself.
search-thread-failed = could not start the search
search-thread-died = the search stopped unexpectedly
cannot-read = cannot read { $path }
standard-input = standard input

# Numbers checked before any command runs.
not-a-number = { $quantity } must be a whole number, not { $text }
quantity-board-size = the board size N
# A count of solutions too large to find out, and how long a run would take.
magnitude = about { $mantissa } x 10^{ $exponent }
duration-minutes = { $minutes ->
    [one] about a minute
   *[other] about { $minutes } minutes
  }
duration-about-an-hour = about an hour
duration-hours = hours
duration-days = days
duration-months = months
duration-years = years
duration-lifetime = longer than a lifetime

# The library's errors, one message for each kind.
lib-empty-board = the board size must be at least 1
lib-too-large = the { $method } method accepts n up to { $max }, not { $n }
lib-too-large-instead = the { $method } method accepts n up to { $max }, not { $n }; the { $instead } method handles larger boards
lib-no-solution = { $n } queens cannot be placed on a { $n } x { $n } board without attacking each other (the problem has no solution for n = 2 and n = 3)
lib-square-off-board = the square { $square } is off the { $n } x { $n } board
lib-queens-attack = the queens placed attack each other: { $pairs }
lib-queen-on-blocked = a queen is placed on { $square }, which is blocked
lib-column-out-of-range = row { $row } has its queen in column { $col }, but columns run from 0 to { $last }
lib-invalid-square = { $text } is not a square of the { $n } x { $n } board (write it as a file and rank such as d8, or as row,col counted from 0)
lib-square-off-tour-board = the square ({ $row },{ $col }) is off the { $rows } x { $cols } board
lib-no-tour = no { $closed ->
        [yes] closed
       *[no] open
    } knight's tour of the { $rows } x { $cols } board: { $reason }
lib-no-tour-from = no { $closed ->
        [yes] closed
       *[no] open
    } knight's tour of the { $rows } x { $cols } board starts at { $from }: { $reason }
lib-tour-unsupported = the { $method } method cannot settle { $closed ->
        [yes] a closed
       *[no] an open
    } knight's tour of the { $rows } x { $cols } board: { $reason }
# Two queens on one line: `line` is row, column or diagonal.
pair-shares-line = { $first } and { $second } share { $line ->
        [row] a row
        [column] a column
       *[diagonal] a diagonal
    }
# A line of the board, numbered as the lessons' marker arrays number it.
line-row = row { $index }
line-column = column { $index }
line-diagonal = diagonal i+j={ $index }
line-anti-diagonal = anti-diagonal i-j+n={ $index }

## The values typed on the command line, as every command reads them.
too-small = { $quantity } must be at least { $min }, not { $text }
not-seconds = { $flag } must be a positive number of seconds, such as 5 or 0.5, not { $text }
not-a-seed = --seed must be a whole number from 0 to { $max }, not { $text }
not-a-shard = --shard must be I/K, slice I of K counted from 0, such as 0/8 or 7/8; not { $text }
shard-out-of-range = --shard { $index }/{ $count } names no slice: the K slices of --shard I/K are numbered from 0 to K - 1
not-squares = { $flag }: cannot read { $text } as squares; separate squares in chess notation with commas (d8,g6) and row,col squares with ; or spaces ('0,3;2,6')
no-squares = { $flag } was given no squares; name at least one, such as d8 or 0,3
not-a-square = { $text } is not a square of the { $rows } x { $cols } board (write a1 with rank 1 at the bottom, or row,col counted from 0 with row 0 at the top)
# Input too long to quote whole: its first characters, then how many more.
quoted-more = { $quoted }… ({ $more } more characters)
too-large = { $quantity } must be at most { $max }, not { $text }
memory-over-budget = this needs about { $needed } of memory, more than the { $budget } a run may use
memory-bytes = { $count } bytes
lib-out-of-memory = the { $method } method needs about { $bytes } of memory here, more than could be allocated
# A time that is a lower bound.
at-least = { $time } at least
lib-repeated-pawn = the pawn on { $square } is given twice
lib-pawn-on-border = a pawn on { $square } stands on the border, which leaves no room for a queen on one side of it; pawns go on the inner squares
lib-pawns-side-by-side = the pawns on { $first } and { $second } stand side by side, which leaves no room for a queen between them
lib-pawns-do-not-fit = { $pawns } pawns do not fit on the { $n } x { $n } board: at most { $max } can stand off the border with none side by side in a row or column
lib-too-many-pawn-sets = counting over every set of { $pawns } pawns on the { $n } x { $n } board would examine { $sets } sets, more than { $max }; give the pawns with --pawns SQUARES instead
lib-model-too-large = the variants are searched on boards of up to { $max } squares (64 x 64), not { $cells }
lib-not-a-diagonal = { $line } is not a diagonal of the { $n } x { $n } board
lib-interrupted = the search was stopped before it had an answer
lib-inexpressible = the { $format } format cannot express this problem: { $why }
lib-inexpressible-instead = the { $format } format cannot express this problem: { $why }; the { $instead } format can
lib-inexpressible-covering = a dominating set covers each square at least once, not exactly once
lib-inexpressible-uncounted = the board's lines do not fix the number of queens
lib-inexpressible-long-name = an item would need a name longer than the format's eight characters
