# `nqueens render`, and the pictures of `solve --format svg` and
# `tour --format svg`.

cmd-render-about = Draw solutions or a knight's tour as a picture (SVG or PNG)
cmd-render-after-help = Without a choice it draws the first solution. Without N it draws the placement on standard input (or in --queens-from FILE), in any format nqueens verify reads: nqueens solve 8 --limit 1 --format json | nqueens render -o q8.svg. The format comes from the extension of -o (.svg or .png) unless --format gives it; without -o the picture goes to standard output, PNG only when that is not a terminal. With --torus, --piece superqueen or --pawns it draws that variant's solutions, in the order solve lists them; a placement read with pawns (P on a board, after | in a list, "pawns" in a JSON line) is drawn with its pawns.
arg-render-n = The board size: N queens on an N x N board (up to 100); without it, the placement read is drawn
arg-render-all = Draw every solution, on a sheet of boards
arg-render-unique = Only the unique solutions under rotation and reflection (with --solution, the K-th of them)
arg-render-solution = Draw solution K, counted from 1 as solve numbers them
arg-render-limit = Draw only the first K solutions, on a sheet
arg-render-queens = Draw this placement: each row's column from 0, as solve --format list prints it (1 3 0 2 or 1,3,0,2)
arg-render-tour = Draw a knight's tour of the N x N board instead
arg-render-from = Where the tour starts: a1 (the default) or row,col counted from 0
arg-render-closed = A closed tour, whose last move returns to the start
arg-render-output = Write the picture to FILE rather than standard output
arg-render-format = The picture's format [default: from the extension of -o, else svg]
render-help-format-svg = SVG, for browsers, slides and print
value-render-format-svg = { render-help-format-svg }
value-render-format-png = PNG, drawn with a font built in
arg-render-size = The picture's width in pixels [default: 480, or 200 per board on a sheet]
arg-render-columns = Boards across a sheet [default: up to 6]
arg-render-queens-from = Draw the one placement in FILE (- for standard input), in any format nqueens verify reads
arg-render-no-caption = Leave out the captions over the boards
arg-render-torus = { help-variant-torus }
arg-render-piece = { help-variant-piece }
value-render-piece-queen = { help-variant-piece-queen }
value-render-piece-superqueen = { help-variant-piece-superqueen }
arg-render-pawns = { help-variant-pawns }

# Captions and titles.
render-caption-solution = Solution { $number }
render-title-sheet = { $unique ->
    [yes] { $n } queens: { $count } unique solutions
   *[no] { $n } queens: { $count } solutions
}
render-title-sheet-limited = { $n } queens: the first { $count } solutions
render-title-placement = { $n } queens
render-caption-tour = { $closed ->
    [yes] Closed knight's tour from { $start }
   *[no] Knight's tour from { $start }
}
render-title-tour = Knight's tour of the { $rows } x { $cols } board

# Errors and notes.
render-board-too-wide = pictures show boards up to N = { $max }, not { $n }
render-no-solution = no solution: { $n } queens cannot be placed on a { $n } x { $n } board
render-no-such-solution = { $unique ->
    [yes] there is no unique solution { $k }: { $n } queens have { $count } unique solutions
   *[no] there is no solution { $k }: { $n } queens have { $count } solutions
}
render-too-many-boards = a sheet holds at most { $max } boards; choose fewer with --unique, --limit or --solution
render-not-a-placement = --queens needs { $n } columns from 0 to { $last }, one for each row, not { $text }
render-unknown-extension = cannot tell a picture format from { $path }: name it .svg or .png, or give --format
render-png-to-terminal = a PNG would garble the terminal: write it to a file with -o FILE, or redirect standard output
render-png-too-large = the PNG would be { $width } x { $height } pixels, more than { $max }; give a smaller --size
render-png-no-memory = no memory for the picture
render-png-encode-failed = the PNG could not be encoded
render-svg-unreadable = the SVG drawn could not be read back
render-write-failed = cannot write { $path }
render-needs-n = give the board size N, or a placement to draw on standard input or with --queens-from FILE
render-size-mismatch = the placement read is of a { $read } x { $read } board, but N says { $given }
render-not-one-per-row = the placement on line { $line } has not one queen in each row
render-more-than-one = another placement starts on line { $line }; render draws one (pick it with head or sed)
render-slow-search = finding solutions of the { $n } x { $n } board in solve's order may take hours (it is quick up to N = { $max }); nqueens find { $n } --format json | nqueens render draws one at once
# A variant's sheet: `head` says what is placed (`7 queens on the torus`).
render-title-sheet-variant = { $head }: { $count } { $unique ->
    [yes] { $count ->
        [one] unique solution
       *[other] unique solutions
    }
   *[no] { $count ->
        [one] solution
       *[other] solutions
    }
}
render-title-sheet-variant-limited = { $head }: the first { $count } solutions
render-tour-variant = a knight's tour has no variant; leave out --torus, --piece and --pawns with --tour
render-rules-differ = the placement read is of { $stated }, but the flags ask for { $flagged }; leave the flags out
render-queens-with-pawns = --queens gives one queen a row, and pawns let a row hold two; give the placement on standard input or with --queens-from FILE, as solve --format list prints it
render-no-such-solution-variant = { $unique ->
    [yes] there is no unique solution { $k }: { $head } have { $count } { $count ->
        [one] unique solution
       *[other] unique solutions
    }
   *[no] there is no solution { $k }: { $head } have { $count } { $count ->
        [one] solution
       *[other] solutions
    }
}
