# `nqueens solve`. `verify` reads this output back, recognising the header
# by its shape (words, a number and a colon) and the summary by its shape
# (a number, words and a colon): a translation must keep both shapes.

solve-header = Solution { $number }:
# `kind` is all, unique or completions (`complete --all` shares the summary).
solve-summary = { $n } { $n ->
        [one] queen
       *[other] queens
    }: { $found } { $kind ->
        [unique] { $found ->
            [one] unique solution
           *[other] unique solutions
        }
        [completions] { $found ->
            [one] completion
           *[other] completions
        }
       *[all] { $found ->
            [one] solution
           *[other] solutions
        }
    }.
solve-summary-limited = { $n } { $n ->
        [one] queen
       *[other] queens
    }: first { $found } { $kind ->
        [unique] { $found ->
            [one] unique solution
           *[other] unique solutions
        }
        [completions] { $found ->
            [one] completion
           *[other] completions
        }
       *[all] { $found ->
            [one] solution
           *[other] solutions
        }
    } (--limit { $limit }).
# A variant's summary: `head` says what was placed (`7 queens on the torus`).
solve-summary-variant = { $head }: { $found } { $kind ->
        [unique] { $found ->
            [one] unique solution
           *[other] unique solutions
        }
       *[all] { $found ->
            [one] solution
           *[other] solutions
        }
    }.
solve-summary-variant-limited = { $head }: first { $found } { $kind ->
        [unique] { $found ->
            [one] unique solution
           *[other] unique solutions
        }
       *[all] { $found ->
            [one] solution
           *[other] solutions
        }
    } (--limit { $limit }).
solve-no-solution = no solution: there is no way to place { $n } queens on a { $n } x { $n } board without two of them attacking each other
solve-listing-warning = the { $n } x { $n } board has { $solutions } solutions; listing them all would take { $time } (add --limit K to stop early)
solve-algebraic-too-large = chess notation has letters for 26 files, so --format algebraic works up to N = 26, not { $n }; use --format list or json
solve-unicode-needs-board = --unicode draws a board, so it does not go with --format { $format }
solve-one-based-needs-columns = --one-based numbers the columns of list and json output, not of --format { $format }
solve-first-slow = the first solutions of N = { $n } in lexicographic order can take minutes or far longer to reach by backtracking (it is quick up to N = { $max }); nqueens find { $n } gives a solution at once
solve-method-is-classic = --method { $method } searches the classic board; the variants (--torus, --piece superqueen, --pawns) have a search of their own, so leave --method out
solve-one-based-with-pawns = --one-based counts the columns of one queen a row; with pawns a row may hold two queens, so list and json output name squares as row,col counted from 0

# Help of the command line, as clap lays it out.
cmd-solve-about = List the solutions for an N x N board as they are found
cmd-solve-after-help = The variants (--torus, --piece superqueen, --pawns) print in the same formats. A board draws pawns as P (♙ with --unicode). Where pawns let a row hold two queens, list and algebraic lines name the queens' squares, then | and the pawns' squares (0,2 1,5 … | 3,3 or c8 f7 … | d5), and a JSON line gives "pawns" and "queens" as [row, col] squares counted from 0. A variant's JSON line names it: "variant": "torus", "superqueens" or "pawns". nqueens verify reads every format back.
arg-solve-n = The board size: N queens on an N x N board
arg-solve-method = How to search; every method finds the same solutions in the same order
value-solve-method-bitmask = backtracking over bit masks (the fastest)
value-solve-method-marks = backtracking with marker arrays for columns and diagonals
value-solve-method-pairwise = backtracking that tests each square against every queen placed
value-solve-method-stack = backtracking with an explicit stack instead of recursion
value-solve-method-brute = every one of the N^N column sequences (N up to 9)
arg-solve-format = How to print solutions [default: board up to N = 32, list above]
value-solve-format-board = a grid with rank and file labels, then a summary line
value-solve-format-list = one line per solution: the column of each row's queen
value-solve-format-algebraic = one line per solution in chess notation (N up to 26)
value-solve-format-json = one JSON object per line
value-solve-format-svg = { render-help-format-svg }
arg-solve-unique = Only one solution of each class under rotations and reflections
arg-solve-limit = Stop after K solutions
arg-solve-one-based = Count columns from 1 in list and json output
arg-solve-unicode = Draw a checkered board with ♛ for the queens
arg-solve-torus = { help-variant-torus }
arg-solve-piece = { help-variant-piece }
value-solve-piece-queen = { help-variant-piece-queen }
value-solve-piece-superqueen = { help-variant-piece-superqueen }
arg-solve-pawns = { help-variant-pawns }
