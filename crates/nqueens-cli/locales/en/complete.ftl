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
