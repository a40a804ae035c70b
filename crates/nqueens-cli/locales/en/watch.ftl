# `nqueens watch`: the search animated in the terminal.

# Help.
cmd-watch-about = Watch the search at work: the board redrawn at every step, full-screen
cmd-watch-after-help = Keys: space pauses and resumes, → takes one step while paused, + and - change the speed, n runs to the next solution (or tour) and pauses there, q, Esc or Ctrl-C quits. With --solutions: Enter, space or → shows the next solution. With --tour: N [M] is the board, --from the start (a1 or row,col counted from 0; default a1). Needs a terminal; nqueens trace prints the steps as text.
arg-watch-n = The board size: N queens on an N x N board; with --tour, the rows (1 to 26)
arg-watch-cols = With --tour: the columns [default: N]
arg-watch-method = The search to watch [default: marks; with --tour, warnsdorff]
value-watch-method-marks = backtracking with marker arrays for the columns and both diagonals
value-watch-method-pairwise = backtracking that tests each square against every queen placed
value-watch-method-stack = backtracking with an explicit stack (the same steps as marks)
value-watch-method-bitmask = backtracking over bit masks: attacked squares are never tried
value-watch-method-brute = every one of the N^N column sequences (N up to 9)
value-watch-method-backtrack = with --tour: the lessons' eight moves in a fixed order
value-watch-method-warnsdorff = with --tour: the moves sorted by fewest onward moves
arg-watch-speed = Steps a second to start with, 1 to 100000 [default: 10]
arg-watch-solutions = Show only the solutions, one a key press, as the lessons' program does
arg-watch-tour = Watch the knight's tour search instead
arg-watch-from = With --tour: where the knight starts
arg-watch-closed = With --tour: only closed tours, whose last move returns to the start
arg-watch-code = Show the lessons' program in LANG beside the board, its line following the search, when the terminal is wide enough (the method is the program's unless --method names one); with --tour, pascal shows the knight's tour program, watched with backtrack
value-watch-code-python = Python: tryNext(k) and the pairwise test
value-watch-code-pascal = Pascal: Try(i) with the marker arrays a[j], b[i+j], c[i-j]
value-watch-code-java = Java: Try(i) with marker arrays, or the explicit Stack with --method stack
value-watch-code-cpp = C++: Try(i) with marker arrays, or brute force with --method brute

# Errors.
watch-method-not-for-tour = the { $method } method searches for queens; a knight's tour is watched with backtrack or warnsdorff
watch-method-only-for-tour = the { $method } method is a knight's tour search; add --tour, or watch the queens with marks, pairwise, stack, bitmask or brute
watch-code-tour-backtrack = the lessons' tour program tries the eight moves in a fixed order: watch it with --method backtrack (or leave --method out)
watch-not-a-terminal = watch draws on a terminal, and standard input or output is not one; nqueens trace prints the steps as text

# The screen.
watch-too-small = The terminal is too small ({ $width } x { $height }): this board needs at least { $need_width } x { $need_height }.
watch-title-queens = { $n } queens, method { $method }
watch-title-tour = { $kind ->
    [closed] Closed knight's tour
   *[open] Knight's tour
}, { $rows } x { $cols } from { $start }, method { $method }
watch-step-ready = Ready.
watch-step-try = Try { $square }
watch-step-conflict = Conflict at { $square }: { $line }
watch-step-conflict-queen = Conflict at { $square }: { $line }, with the queen on { $queen }
watch-step-place = Place a queen on { $square }
watch-step-backtrack = Take back the queen on { $square }
watch-step-solution = Solution { $number }
watch-finished-queens = The search is over: { $count ->
    [one] one solution
   *[other] { $count } solutions
}. q quits.
watch-depth = Depth: { $depth } of { $n }
watch-steps = Steps: { $count }
watch-nodes = Queens placed: { $count }
watch-conflicts = Conflicts: { $count }
watch-solutions = Solutions: { $count }
watch-markers = Marker arrays (■ taken, · free)
watch-speed = Speed: { $speed } steps/s
watch-state-running = running
watch-state-paused = paused
watch-state-finished = finished
watch-state-to-next = running to the next solution
watch-state-to-next-tour = running to the next tour
watch-keys = space: pause/resume · →: one step · + -: speed · n: next solution · q: quit
watch-keys-tour = space: pause/resume · →: one step · + -: speed · n: next tour · q: quit
watch-keys-solutions = Enter: next solution · q: quit
watch-solution-title = Solution { $number }
watch-solutions-searching = Searching…
watch-solutions-done = No more solutions: { $count } in all. q quits.
watch-tour-move = Move { $number }: { $from } → { $to }
watch-tour-retreat = Back from { $square }
watch-tour-found = Tour { $number } found
watch-tour-squares = Squares: { $count } of { $total }
watch-tour-moves = Moves: { $count }
watch-tour-retreats = Retreats: { $count }
watch-tour-tours = Tours: { $count }
watch-finished-tour = The search is over: { $count ->
    [one] one tour
   *[other] { $count } tours
}. q quits.
