# `nqueens complete`.

complete-no-completion = no completion: no solution of the { $n } x { $n } board keeps the queens given and avoids the blocked squares
complete-size-mismatch = the grid is { $grid } x { $grid }, but --n says { $given }
complete-grid-too-large = the grid is { $n } x { $n }; complete handles boards up to { $max } x { $max }
complete-squares-need-size = --queens and --blocked need the board size: give --n N, or a grid FILE (- for standard input)
