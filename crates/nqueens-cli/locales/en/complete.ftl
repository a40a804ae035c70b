# `nqueens complete`.

complete-no-completion = no completion: no solution of the { $n } x { $n } board keeps the queens given and avoids the blocked squares
complete-size-mismatch = the grid is { $grid } x { $grid }, but --n says { $given }
complete-squares-need-size = --queens, --blocked and the excluded lines need the board size: give N (or --n N), or a grid FILE (- for standard input)
complete-line-off-board = { $flag } { $k } is off the board: its lines are numbered from { $min } to { $max }
complete-positional-size-mismatch = the grid is { $grid } x { $grid }, but N says { $given }
complete-size-twice = the board size is given twice, as N and as --n; give it once
complete-not-a-size = { $text } is not a board size (a whole number such as 8); give N first, then the grid FILE
complete-file-like-size = { $text } was taken for a grid file, not being a whole number; a board size is digits alone, such as 11
complete-count-warning = the { $n } x { $n } board has { $completions } completions; counting them would take { $time }
complete-all-warning = the { $n } x { $n } board has { $completions } completions; listing them all would take { $time }
complete-count-warning-search = counting the completions of the { $n } x { $n } board would take { $time }
complete-all-warning-search = listing the completions of the { $n } x { $n } board would take { $time }
complete-csplib-and-grid = --csplib and a grid FILE both give the board; give one (N or --n may go with --csplib)
complete-csplib-size-mismatch = the instance is for the { $instance } x { $instance } board, but --n says { $given }
complete-csplib-positional-size-mismatch = the instance is for the { $instance } x { $instance } board, but N says { $given }
# The progress bar of a long search: the pieces the search is split into.
complete-progress = { $done }/{ $pieces } pieces, { $nodes } nodes
complete-progress-none = no piece of the search done yet
# Ctrl-C stopped the search, or the count.
complete-interrupted = nqueens: interrupted; the search stopped with no answer: no completion found, none ruled out
complete-interrupted-count = nqueens: interrupted; the count stopped with no answer

## Instances of the excluded-diagonals benchmark (--csplib), as its
## generator writes them; each message follows the file's name and line.
complete-csplib-too-long = longer than { $limit } bytes, more than an instance of the largest board takes
complete-csplib-end-of-line = the end of the line
complete-csplib-end-of-file = the end of the file
complete-csplib-expected-name = expected a setting such as n = 10, found { $found }
complete-csplib-unknown-name = { $name } is not a setting of an instance, which has n, numdiags and diags
complete-csplib-twice = { $name } is set twice, first on line { $first }
complete-csplib-expected-equals = expected "=" after { $name }, found { $found }
complete-csplib-expected-number = expected a whole number, found { $found }
complete-csplib-not-a-list = diags must be a list of pairs such as [[4, 1], [2, 1]], not { $found }
complete-csplib-not-a-pair = expected a pair such as [4, 1], found { $found }
complete-csplib-unclosed = the "[" here is never closed: the brackets do not balance
complete-csplib-stray-close = a "]" here closes no list: the brackets do not balance
complete-csplib-after-value = text after the value: { $found }
complete-csplib-no-size = no "n = ..." line
complete-csplib-no-list = no "diags = [...]" list
complete-csplib-bad-type = the diagonal type { $kind } is neither 0 (difference) nor 1 (sum)
complete-csplib-off-board-sum = { $pair } is off the { $n } x { $n } board: sum diagonals are numbered 0 to { $max }
complete-csplib-off-board-difference = { $pair } is off the { $n } x { $n } board: difference diagonals are numbered 0 to { $max }
complete-csplib-repeated = { $pair } is listed twice, first on line { $first }
complete-csplib-count-mismatch = numdiags says { $says } but the list has { $has }
complete-csplib-first-too-large = --first { $first } asks for more diagonals than the { $has } of the list

# Help of the command line, as clap lays it out.
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
