# The page of `nqueens serve`. Every text the page shows; the page fills
# in the { $name } placeables itself, so use no other Fluent syntax here.

web-title = nqueens: queens, search and tours
web-heading = N queens
web-tabs-label = Views
web-language = Language
web-footer = Everything on this page is computed by nqueens on this computer.
web-working = Working…
web-error-network = The nqueens server does not answer. Is it still running?
web-board-size = Board size n
web-method = Method
web-speed = Speed
web-speed-steps = { $rate } steps/s
web-close = Close

web-tab-play = Play
web-tab-watch = Watch the search
web-tab-solutions = Solutions
web-tab-tour = Knight's tour
web-tab-count = Count

# Play.
web-play-board = Board: click a square to place or remove a queen
web-play-check = Can this still be completed?
web-play-complete = Complete it
web-play-clear = Clear the board
web-play-hint = Click a square to place a queen, click it again to take it away. Shaded squares are attacked; arrow keys move between squares.
web-play-placed = Queens placed: { $placed } of { $n }
web-play-solved = Solved! { $n } queens, none attacks another.
web-play-conflicts = Queens that attack each other
web-play-no-conflicts = No two queens attack each other.
web-play-completable = Yes: these queens are part of a solution.
web-play-not-completable = No: no solution contains these queens. Take away the queen on { $square }: the others are part of a solution.
web-play-not-completable-any = No: no solution contains these queens, and taking away any one of them is not enough. Take away more, or clear the board.
web-play-not-completable-last = No: no solution contains these queens, and taking away one of the last { $tried } placed is not enough. Take away more, or clear the board.
web-square-queen = { $square }, queen
web-square-queen-attacked = { $square }, queen, attacked
web-square-attacked = { $square }, attacked

# Watch the search.
web-method-marks = marks: marker arrays
web-method-pairwise = pairwise: queen by queen
web-method-stack = stack: an explicit stack
web-method-bitmask = bitmask: bit masks
web-method-brute = brute force (n up to 6)
web-method-marks-about = marks: backtracking that keeps the marker arrays a, b and c of the columns and both diagonals, and looks a square up in them.
web-method-pairwise-about = pairwise: backtracking that tests each square against every queen placed, and names the queen in the way.
web-method-stack-about = stack: the steps of marks, with the rows to go back to kept on an explicit stack instead of in recursive calls.
web-method-bitmask-about = bitmask: the marker arrays as bit masks; a square they mark is never tried, so no step is a conflict.
web-method-brute-about = brute force: every one of the n^n lists of columns x[i], each filled in row by row and checked whole.
web-watch-start = Back to the start
web-watch-back = One step back
web-watch-forward = One step forward
web-watch-end = To the last step
web-watch-play = Play
web-watch-pause = Pause
web-watch-steps = Step
web-watch-depth = Depth
web-watch-queens = Queens placed
web-watch-conflicts = Conflicts
web-watch-solutions = Solutions
web-watch-next = Next solution
web-watch-next-title = Go to the next solution and pause there (key n)
web-watch-keys = Keys: space plays or pauses · → and ← take one step · Home and End go to the first and the last step · n goes to the next solution · + and - change the speed.
web-watch-brute-note = Brute force keeps no marker arrays: it fills in the whole list x[i] and only then checks it.
web-watch-ready = Press Play or the step buttons to follow the search.
web-watch-summary = The whole search: { $steps } steps, { $conflicts } conflicts, { $solutions } solutions.
web-watch-limited = The search is shown up to step { $limit }; it goes on after that.
web-watch-scrub = All steps
web-code = The program
web-code-language = Language
web-code-python-convention = In this program A[k] is the row of the queen in column k: the board's i and j are swapped.
web-code-beyond = The program is followed for the first { $limit } steps.
web-code-none = The lessons have no program for this method: pick marks, pairwise, stack or brute force to see one.
web-stack = Call stack
web-stack-empty = No call is running yet.
web-variables = Variables
web-tree = Recursion tree
web-tree-hint = Each node is a partial placement; short coloured stubs are columns ruled out by a conflict. Click a node to go to its step.
web-tree-root = The empty board
web-tree-node = Queen in column { $col }: { $queens }
web-tree-stub = Column { $col } ruled out: { $line }
web-markers = Marker arrays (1 = taken)
web-marker-columns = columns
web-marker-diagonal = diagonals
web-marker-anti = anti-diagonals
web-marker-x = column of row i
# A step, its squares written (i, j): row i from the top, column j from the left, both from 0.
web-step-try = Try { $square }
web-step-place = Place a queen on { $square }
web-step-backtrack = Take back the queen on { $square }
web-step-conflict = Conflict at { $square }: { $line } is taken
web-step-conflict-queen = Conflict at { $square }: { $line }, with the queen on { $queen }
web-step-solution = Solution { $number }: x = { $queens }
web-line-column = column j = { $index }
web-line-diagonal = diagonal i+j = { $index }
web-line-anti-diagonal = anti-diagonal i-j+n = { $index }
web-line-row = row i = { $index }

# Solutions.
web-sol-which = Show
web-sol-all = all solutions
web-sol-unique = unique solutions only
web-sol-prev = Previous page
web-sol-next = Next page
web-sol-print = Print this page
web-sol-count = Solutions { $from }–{ $to } of { $count } for n = { $n }
web-sol-count-unique = Unique solutions { $from }–{ $to } of { $count } for n = { $n }
web-sol-none = There is no solution for n = { $n }.
web-sol-number = No. { $number }
web-sol-board = Solution { $number }: { $squares }
web-sym-title = Solution { $number } and its eight images
web-sym-hint = The eight symmetries of the square turn a solution into a solution. Solutions that are images of each other count as one unique solution.
web-sym-same = same as the solution
web-symmetry-identity = unchanged
web-symmetry-rotate-90 = rotated 90°
web-symmetry-rotate-180 = rotated 180°
web-symmetry-rotate-270 = rotated 270°
web-symmetry-flip-vertical = flipped top to bottom
web-symmetry-flip-horizontal = flipped left to right
web-symmetry-transpose = reflected in the main diagonal
web-symmetry-anti-transpose = reflected in the anti-diagonal

# Knight's tour.
web-tour-rows = Rows
web-tour-cols = Columns
web-tour-warnsdorff = Warnsdorff's rule
web-tour-backtrack = Backtracking
web-tour-compare = Both side by side (boards of at most 36 squares)
web-tour-compare-small = Side by side needs a board of at most 36 squares, such as 5 x 5 or 6 x 6.
web-tour-hint = Click the square the knight starts from. The numbers show the order of its moves.
web-tour-board = Board: click the knight's starting square
web-tour-pick = Pick a starting square.
web-tour-move = Move { $move } of { $total }
web-tour-none-short = No tour
web-tour-square = { $square }, move { $move }

# Count.
web-count-start = Count
web-count-cancel = Cancel
web-count-hint = Counts every way to place n queens, and the unique ones (up to rotation and reflection). The page counts up to n = 17; larger boards are counted on the command line.
web-count-running = Counting n = { $n }…
web-count-progress = { $done } of { $of } parts done, { $solutions } solutions so far, { $seconds } s
web-count-done = Done in { $seconds } s.
web-count-cancelled = Cancelled.
web-count-lost = The count stopped: the connection to the server was lost (or a count is already running in this tab).
web-count-bad-n = Choose a board size of at least 1.
web-count-result = Q({ $n }) = { $total }
web-count-unique = unique: { $unique }
web-count-cli = The page counts boards up to n = { $most }. Count n = { $n } on the command line:

# Variants.
web-tab-variants = Variants
web-variant-kind = Variant
web-variant-torus = Queens on a torus
web-variant-superqueens = Superqueens (queen + knight)
web-variant-pawns = Queens with pawns
web-variant-dominate = Domination (fewest queens)
web-variant-solve = Solve
web-variant-clear = Remove the pawns
web-variant-board = Board of the variant
web-variant-board-pawns = Board: click a square to place or remove a pawn
web-variant-hint-torus = Place n queens on an n x n torus so that none attacks another.
web-variant-hint-superqueens = A superqueen moves like a queen and also like a knight. Place n superqueens so that none attacks another.
web-variant-hint-pawns = A pawn blocks every line through its square, so two queens may share a line when a pawn stands between them; with pawns, more than n queens fit. Click squares to place or remove pawns (at most { $most }), then press Solve.
web-variant-hint-dominate = Find the fewest queens that cover the board: every square holds a queen or is attacked by one (n up to { $max }).
web-variant-torus-note = On a torus the board wraps around: the right edge joins the left and the top joins the bottom, so a diagonal that leaves the board on one side comes back on the other. The dashed frame marks the joined edges.
web-variant-pawns-placed = Pawns placed: { $pawns } of at most { $most }
web-variant-too-many-pawns = At most { $most } pawns: remove one before placing another.
web-variant-ready = Choose a variant and a board size, then press Solve.
web-variant-found = One solution: { $queens } queens on { $what }.
web-variant-no-solution = No solution on { $what }.
web-variant-none = There is no way to place { $count } queens on { $what } so that none attacks another.
web-variant-dominate-result = { $size } queens cover the { $n } x { $n } board; { $total } smallest sets.
web-variant-point = Point at a queen, or reach it with the arrow keys, to shade the squares it attacks.
web-variant-queens = Queens
web-variant-total = Solutions
web-variant-smallest-sets = Smallest sets
web-variant-unique = Unique (up to rotation and reflection)
web-variant-unique-torus = Unique (up to rotation, reflection and translation)
web-variant-unique-pawns = Unique (up to the rotations and reflections that keep the pawns in place)
web-variant-torus-none = No solution on the { $n } x { $n } torus: { $n } is divisible by 2 or 3, and by Pólya's theorem the n x n torus has solutions only when n is divisible by neither.
web-square-pawn = { $square }, pawn
web-square-covered = { $square }, covered

## Exercises: the lessons' kinds of question, checked, with a hint and an
## explanation each.
web-tab-exercises = Exercises
web-ex-kind = Exercise
web-ex-kind-next = Where can the next queen go?
web-ex-kind-all = Every solution, by hand
web-ex-kind-count = How many solutions?
web-ex-kind-marker = Which marker stops the queen?
web-ex-kind-program = Which line runs next?
web-ex-new = New question
web-ex-hint = Hint
web-ex-explain = Explain
web-ex-check = Check
web-ex-reset = Forget my progress
web-ex-kept = Your progress is kept in this browser only, never on the server.
web-ex-progress = This kind: { $right } right of { $tries } checks. All kinds: { $allRight } right of { $allTries }.
web-ex-and = and
web-ex-square = row { $row }, column { $col }
web-ex-board-next = Board: click the squares of column { $k } where the next queen may stand
web-ex-board-all = Board: click a square to place or remove a queen
web-ex-board-marker = Board: the queens placed and the square asked about
web-ex-next-question = A[c] is the row of the queen in column c, from 0. The queens stand at A[0..{ $last }] = { $a }. Which values can A[{ $k }] take? Click every square of column { $k } where a queen attacks none of them, then Check; if there is none, say so.
web-ex-next-none = None: the search backtracks
web-ex-next-column = The question is about column { $k }: click its squares.
web-ex-next-right = Right: A[{ $k }] can take { $rows }.
web-ex-next-right-none = Right: no row of column { $k } is free, so the search goes back to the column before.
web-ex-next-attacked = Not yet: a queen already attacks row { $rows }.
web-ex-next-missing = Not yet: you left out free rows ({ $count } of them).
web-ex-next-hint = Row i of column { $k } is free when, for every earlier column c, A[c] differs from i and |A[c] - i| differs from |c - { $k }| (the check of the lesson's program).
web-ex-next-free = Row { $row }: free.
web-ex-next-same-row = Row { $row }: taken, A[{ $c }] = { $row } is in the same row.
web-ex-next-diagonal = Row { $row }: on a diagonal with the queen of column { $c }, since |A[{ $c }] - { $row }| = |{ $r } - { $row }| = { $d } = |{ $c } - { $k }|.
web-ex-next-so = So A[{ $k }] can take { $rows }.
web-ex-next-so-none = So no row is left: the search takes back the queen of column { $last } and tries its next row.
web-ex-all-question = Find every solution of n = { $n } by placing the queens yourself. Each time the board holds { $n } queens it is checked.
web-ex-all-new = A new solution! You have found { $found } so far.
web-ex-all-done = All found: n = { $n } has { $count } solutions, and you have found them all.
web-ex-all-again = You found this one already: it is your No. { $number }. Clear the board and look for another.
web-ex-all-not = Not a solution: { $why }.
web-ex-all-not-plain = Not a solution: two queens share a row.
web-ex-all-hint = n = { $n } has { $count } solutions in all. Go row by row: put the first queen in each column in turn, and the next ones only on squares no queen attacks.
web-ex-count-question = How many solutions has n = { $n }? Work it out, then write the number.
web-ex-count-label = Solutions of n = { $n }
web-ex-count-number = Write a whole number.
web-ex-count-right = Right: n = { $n } has { $count } solutions.
web-ex-count-wrong = Not right: n = { $n } does not have { $guess } solutions. The library's count is shown below.
web-ex-count-hint = Count by the column of the first row's queen. A mirror image turns column j into column n-1-j, so the left half gives the right half's count too.
web-ex-count-computed = The library's count: n = { $n } has { $count } solutions, { $unique } of them unique (up to rotation and reflection).
web-ex-count-by-column = Solutions by the column of the queen in row 0: { $counts }.
web-ex-count-symmetry = The counts read the same from both ends: each solution's mirror image moves its first queen from column j to column n-1-j.
web-ex-count-shown = Computed: { $count } solutions, { $unique } unique. The first { $shown }:
web-ex-marker-question = The queens stand in the rows above row { $i }, one a row. Which marker array stops a queen at ({ $i }, { $j })? (a[j] marks the columns, b[i+j] the diagonals, c[i-j+n] the anti-diagonals; n = { $n }.)
web-ex-marker-column = column
web-ex-marker-diagonal = diagonal
web-ex-marker-anti-diagonal = anti-diagonal
web-ex-marker-right = Right: { $marker } is 1, set by a queen above.
web-ex-marker-wrong = Not this one: { $marker } is 0, no queen has set it.
web-ex-marker-hint = A queen at (r, c) sets a[c], b[r+c] and c[r-c+n] to 1. Work out the three entries of ({ $i }, { $j }) and look for the queen that set one.
web-ex-marker-why-column = The queen at ({ $r }, { $c }) set a[{ $c }]: column j = { $j } is hers, so { $marker } = 1.
web-ex-marker-why-diagonal = The queen at ({ $r }, { $c }) set b[{ $r }+{ $c }]: i+j = { $i }+{ $j } is the same diagonal, so { $marker } = 1.
web-ex-marker-why-anti-diagonal = The queen at ({ $r }, { $c }) set c[{ $r }-{ $c }+{ $n }]: i-j+n = { $i }-{ $j }+{ $n } is the same anti-diagonal, so { $marker } = 1.
web-ex-program-question = The program { $file } has stopped at line { $line } (highlighted). Which line does it run next? Click it.
web-ex-program-right = Right: line { $line } runs next.
web-ex-program-wrong = Not line { $line }. Look at the variables and at what the line does.
web-ex-program-hint = What the search is doing now: { $now }.
web-ex-program-now = Line { $line }, now: { $now }.
web-ex-program-then = Next, line { $line } ({ $code }): { $then }.
# The knight's tour stepped through in Watch; squares are (i, j) from 0.
web-method-tour = knight's tour (n up to 6)
web-method-tour-about = knight's tour: the lessons' Pascal program. Try(i, x, y) tries the eight moves Hx[k], Hy[k] in order, writes the move's number in d[u, v], goes one move deeper, and takes the move back (d[u, v] := 0) when it leads nowhere. The knight starts on the start square chosen, the corner (0, 0) at first.
web-watch-from = Start square
web-watch-tour-note = The board is the program's d: each square shows the number of the move that reached it.
web-watch-moves = Moves made
web-watch-refused = Moves refused
web-watch-tours = Tours
web-watch-next-tour = To the tour
web-watch-tour-found = The whole search to the first tour: { $steps } steps.
web-watch-tour-none = The whole search: { $steps } steps, and no tour from this square.
web-tour-step-free = Move { $k } from { $from } leads to { $to }: free.
web-tour-step-visited = Move { $k } from { $from } leads to { $to }: already visited.
web-tour-step-off = Move { $k } from { $from } leaves the board.
web-tour-step-move = The knight goes to { $to }: move { $number }.
web-tour-step-undo = Dead end: move { $number } to { $square } is taken back.
web-tour-step-tour = Every square is visited: the tour is found.
web-tree-tour-root = The start square
web-tree-move = Move { $k } to { $square }, square number { $number }
web-tree-move-off = Move { $k } leaves the board
web-tree-move-visited = Move { $k } reaches a visited square
# Breakpoints in the program.
web-break-hint = Click a line's number to set or clear a breakpoint: Play and Next solution stop there.
web-break-row = Stop each time a queen is placed in row i =
web-break-row-none = never
web-break-clear = Clear breakpoints
web-break-line = Breakpoint on line { $line }
web-break-stopped-line = Stopped at the breakpoint on line { $line }.
web-break-stopped-row = Stopped: a queen is placed in row i = { $row }.
web-tree-tour-hint = Each node is a move made, the knight's path from the start down to it; short stubs are moves refused: grey off the board, red to a square already visited. Click a node to go to its step.
