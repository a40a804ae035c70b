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
clock-seconds = { $s } s
clock-minutes = { $m } min { $s } s
clock-hours = { $h } h { $m } min
clock-days = { $d } d { $h } h

# A line of the board, numbered as the lessons' marker arrays number it.
line-row = row { $index }
line-column = column { $index }
line-diagonal = diagonal i+j={ $index }
line-anti-diagonal = anti-diagonal i-j+n={ $index }

## The values typed on the command line, as every command reads them.
too-small = { $quantity } must be at least { $min }, not { $text }
not-seconds = { $flag } must be a positive number of seconds, such as 5 or 0.5, not { $text }
not-a-seed = --seed must be a whole number from 0 to { $max }, not { $text }
not-a-byte-size = { $flag } takes an amount of memory of at least a megabyte, such as 8GB, 16GiB or 500MB, not { $text }
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
# A time that is a lower bound.
at-least = { $time } at least

# The environment variable that picks the builds of the searches had a
# value it does not take.
builds-unknown = { $variable } is { $value }; it takes portable or fastest
