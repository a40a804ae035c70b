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
