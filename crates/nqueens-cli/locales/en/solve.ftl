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
