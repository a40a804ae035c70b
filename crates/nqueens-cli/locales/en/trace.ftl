# `nqueens trace`: every step of a search, as text or JSON lines.

# Help.
cmd-trace-about = Print every step of a search: squares tried, conflicts, queens placed and taken back
cmd-trace-after-help =
    Squares are named in chess notation (a4, rank 1 at the bottom; N up to 26) and as (row,col) counted from 0, row 0 at the top. A conflict names the line that blocks the square, numbered as the lessons' marker arrays number them: column j, diagonal i+j, anti-diagonal i-j+n. Each line is indented two spaces for every queen standing. Solutions list each row's column, counted from 0.

    Exit status: 0 on success, 1 when the search ends without a solution (N = 2 or 3), 2 on an error.
arg-trace-n = The board size: N queens on an N x N board
arg-trace-method = The search to trace (marks, or with --code the program's own method)
value-trace-method-bitmask = backtracking over bit masks: attacked squares are never tried
value-trace-method-marks = backtracking with marker arrays for the columns and both diagonals
value-trace-method-pairwise = backtracking that tests each square against every queen placed, naming the queen in the way
value-trace-method-stack = backtracking with an explicit stack (the same steps as marks)
value-trace-method-brute = every one of the N^N column sequences, each checked whole (N up to 9)
arg-trace-format = How to print the steps
value-trace-format-text = one line per step, indented by depth, then a summary
value-trace-format-json = one JSON object per step, then one for the summary
arg-trace-limit = Stop after this many steps
arg-trace-code = Show each step beside the line of the lessons' program in LANG that takes it (its line number and text)
value-trace-code-python = Python: tryNext(k) and the pairwise test (the method becomes pairwise)
value-trace-code-pascal = Pascal: Try(i) with the marker arrays a[j], b[i+j], c[i-j]
value-trace-code-java = Java: Try(i) with marker arrays, or the explicit Stack with --method stack
value-trace-code-cpp = C++: Try(i) with marker arrays, or brute force with --method brute

# The summary.
trace-stopped = stopped after { $limit ->
    [one] 1 step
   *[other] { $limit } steps
} (--limit); the search was not finished
trace-steps = steps: { $count }
trace-nodes = queens placed: { $count }
trace-conflicts = conflicts: { $count }
trace-solutions = solutions: { $count }
trace-time = time: { $seconds } s
trace-code-program = { $file } ({ $method }, { $lines } lines): each step with its line number and text
