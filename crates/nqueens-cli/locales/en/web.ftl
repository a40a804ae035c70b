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
web-play-not-completable = No: no solution contains these queens. Take one away.
web-square-queen = { $square }, queen
web-square-queen-attacked = { $square }, queen, attacked
web-square-attacked = { $square }, attacked

# Watch the search.
web-method-marks = marks: column and diagonal arrays
web-method-pairwise = pairwise: check every placed queen
web-method-stack = stack: explicit stack, same steps as marks
web-method-bitmask = bitmask: never tries an attacked square
web-method-brute = brute force: every list of columns (n up to 6)
web-watch-start = Back to the start
web-watch-back = One step back
web-watch-forward = One step forward
web-watch-end = To the last step
web-watch-play = Play
web-watch-pause = Pause
web-watch-steps = Step
web-watch-queens = Queens placed
web-watch-solutions = Solutions so far
web-watch-ready = Press Play or the step buttons to follow the search.
web-watch-summary = The whole search: { $steps } steps, { $conflicts } conflicts, { $solutions } solutions.
web-watch-limited = The search is shown up to step { $limit }; it goes on after that.
web-markers = Marker arrays (1 = taken)
web-marker-columns = Columns j
web-marker-diagonal = Diagonals i+j
web-marker-anti = Anti-diagonals i-j+n

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
web-tour-none = No tour from this square.
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
web-count-cli = Too large to count in the page. Run this on the command line:

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
web-square-pawn = { $square }, pawn
web-square-covered = { $square }, covered
