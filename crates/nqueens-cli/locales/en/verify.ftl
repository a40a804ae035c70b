# `nqueens verify`, and reading the placements and grids it and `complete`
# are given.

verify-solution = { $index }: { $n } x { $n } board, a solution
verify-not-a-solution = { $index }: { $n } x { $n } board, not a solution: { $problems }
verify-queen-count = { $count } { $count ->
        [one] queen
       *[other] queens
    } instead of { $n }
verify-empty-rows = no queen on { $rows }
verify-rank = rank { $rank }
verify-row = row { $row }
verify-summary = { $all ->
        [one] 1 placement: { $solutions ->
            [one] a solution.
           *[other] not a solution.
        }
       *[other] { $all } placements: { $kind ->
            [all] all solutions.
            [none] no solutions.
           *[some] { $solutions } { $solutions ->
                [one] solution
               *[other] solutions
            }, { $not } not.
        }
    }

# A variant's verdicts: `rules` says what is placed (`queens on the torus`).
verify-variant-solution = { $index }: { $n } x { $n } board, { $rules }, a solution
verify-variant-not-a-solution = { $index }: { $n } x { $n } board, { $rules }, not a solution: { $problems }
verify-queen-on-pawn = a queen stands on the pawn on { $square }
verify-pawns-not-shown = --pawns { $pawns } asks for pawns, but the placement shows none; draw them on the board (P), or list their squares after |
verify-rules-differ = the placement is of { $stated }, but the flags ask for { $flagged }; leave the flags out, or check it under the rules it states

# What the reader accepts, for messages about input it cannot read.
input-accepted = expected a board (rows of Q and . cells, P for a pawn), a list of columns such as 1 3 0 2, chess squares such as b4 d3 a2 c1, or a JSON line as nqueens solve --format json writes it
input-accepted-grid = a grid row holds Q (a queen), . (a free square) and x (a blocked square), maybe after a rank label
input-no-placements = no placements in the input; { input-accepted }
input-no-grid = no grid in the input; { input-accepted-grid }
input-line = line { $line }: { $problem }
input-not-utf8 = not UTF-8 text
input-unreadable = cannot read { $token }; { input-accepted }
input-not-a-cell = cannot read { $token }; { input-accepted-grid }
input-after-grid = text after the grid's file labels; give one grid, or mark notes with #
input-mixed = mixes column numbers and squares; write a placement either as numbers (1 3 0 2) or as squares (b4 d3 a2 c1)
input-ragged-row = a board row of { $cells } squares on a board of { $rows } rows; a board has as many squares in each row as it has rows
input-ragged-unicode-row = a board row { $width } characters wide between its │ sides, not a multiple of 3 (each square is 3 characters wide)
input-column-out-of-range = column { $column } is outside the { $n } x { $n } board, whose columns run from { $first } to { $last }
input-hint-add-one-based = if the columns count from 1, add --one-based
input-hint-drop-one-based = if the columns count from 0, leave out --one-based
input-repeated-square = the square { $square } is named twice
input-json = not a placement as solve --format json writes it: { $message }
input-json-empty-board = "n" is 0; a board has at least 1 row
input-json-length = "n" is { $n } but "queens" holds { $columns } { $columns ->
        [one] column
       *[other] columns
    }
input-json-square-off-board = the square [{ $row }, { $col }] is off the { $n } x { $n } board, whose rows and columns run from { $first } to { $last }
input-json-unknown-variant = "variant" is { $name }; the rules known are classic, torus, superqueens and pawns
input-json-pawns-under-other-rules = "pawns" go with "variant": "pawns", not with { $name }
input-too-few-queens = { $queens } { $queens ->
        [one] queen
       *[other] queens
    } and { $pawns } { $pawns ->
        [one] pawn
       *[other] pawns
    }: a placement of k pawns on an n x n board has n + k queens, listed before the | and the pawns
input-variant-grid = complete fills the classic board; this placement has pawns or another variant's rules
input-line-too-long = longer than { $limit } bytes, the longest line read but for a placement's list or JSON line, which may be as long as its n needs, for n up to { $max_n }
input-too-many-rows = a grid of more rows than { $max }, the largest board taken
input-grid-too-long = more than { $limit } bytes of grid and comments, the most a grid of the largest board takes
verify-more-pairs = and { $count } more { $count ->
        [one] attacking pair
       *[other] attacking pairs
    }

# Help of the command line, as clap lays it out.
cmd-verify-about = Check placements read from a file or standard input, in any format that solve writes
arg-verify-file = The file to read; standard input when absent or -
arg-verify-one-based = Read lists of columns as counted from 1
arg-verify-torus = Judge the placements that state no rules of their own (lists, boards, JSON lines without "variant") as queens on the torus
arg-verify-piece = The piece of the placements that state no rules of their own [default: queen]
value-verify-piece-queen = { help-variant-piece-queen }
value-verify-piece-superqueen = { help-variant-piece-superqueen }
arg-verify-pawns = Insist that each placement shows these pawns, given by their squares (d4,e5), or K pawns
