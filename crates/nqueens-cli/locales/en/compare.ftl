# `nqueens compare`: the lessons' search methods side by side.

cmd-compare-about = Run the lessons' search methods side by side on boards up to N: nodes, time, solutions
cmd-compare-after-help = Each method searches each board to the end, counting solutions; the counts must agree, and a disagreement is an error. Time is that of the search alone, the median of several runs. Nodes are the queens a search places, counted by stepping through it once more (the symmetric counter counts its own). A method whose cost explodes stops early and shows "—": brute force above n = 8 (it tries all n^n sequences), pairwise, marks and stack above n = 12, bitmask above n = 14. --no-limits lifts these (brute force still stops at n = 9, its own limit); N goes up to 16.
arg-compare-n = The largest board size, up to 16
arg-compare-from = The smallest board size [default: 4, or N if smaller]
arg-compare-methods = The methods to compare, separated by commas [default: all, from brute force to the symmetric counter]
arg-compare-format = How to print the results
arg-compare-plot = Also draw the results into FILE as an SVG chart: nodes and time against n, on log scales
arg-compare-runs = Timed runs of each search, whose median is shown [default: 3, or 1 when a run takes over a second]
arg-compare-no-limits = Run every method up to N, and brute force up to n = 9: the slow methods then take minutes
value-compare-methods-brute = Every one of the n^n sequences of columns, each checked whole
value-compare-methods-pairwise = Backtracking that tests a square against each queen placed
value-compare-methods-marks = Backtracking with marker arrays for the columns and both diagonals
value-compare-methods-stack = The marker-array search with an explicit stack instead of recursion
value-compare-methods-bitmask = Backtracking over bitboards: a row's free squares in one machine word
value-compare-methods-symmetric = The counter of nqueens count: only boards that can be the smallest of their class, on all cores
value-compare-format-table = Two aligned tables, nodes and time, one row per n
value-compare-format-csv = Comma-separated values with a header, one row per n and method
value-compare-format-json = One JSON object per line, one per n and method

# The table.
compare-heading-nodes = Nodes (queens placed)
compare-heading-time-default = Time of one search (median of 3 runs; one run when it takes over a second)
compare-heading-time = { $runs ->
    [1] Time of one search (one run)
   *[other] Time of one search (median of { $runs } runs)
}
compare-column-n = n
compare-column-solutions = solutions
compare-skipped-brute = — brute: skipped above n = { $limit }, because it tries all n^n sequences; --no-limits runs it up to n = { $max }
compare-skipped = { $count ->
    [one] — { $methods }: skipped above n = { $limit }; --no-limits runs it up to N
   *[other] — { $methods }: skipped above n = { $limit }; --no-limits runs them up to N
}
compare-symmetric-note = symmetric: timed on { $threads ->
    [one] one thread
   *[other] { $threads } threads
}, its nodes counted on one

# The chart.
compare-plot-title = The lessons' methods on boards of { $from } to { $to } queens
compare-plot-nodes = Nodes: queens placed (log scale)
compare-plot-time = Time of one search (log scale)
compare-plot-nodes-axis = nodes
compare-plot-time-axis = time
compare-plot-x = board size n

# Errors.
compare-from-above-n = --from { $from } is above N = { $n }
compare-unstable = { $method } found { $first } solutions of { $n } queens in one run and { $other } in another
compare-inconsistent = { $method } is inconsistent at n = { $n }: its search found { $search } solutions, its step-by-step trace { $trace }
compare-disagree = the methods disagree at n = { $n }: { $first } found { $first_count } solutions, { $other } found { $other_count }
compare-write-plot = cannot write the chart to { $path }
compare-plot-extension = cannot tell a picture format from { $path }: name the chart .svg or .png

# Before a ladder expected to take more than a few seconds.
compare-slow = this comparison may take { $time }, the { $method } search at n = { $n } alone { $longest }; a smaller N or fewer methods (-m) is quicker
compare-slow-no-limits = this comparison may take { $time }, the { $method } search at n = { $n } alone { $longest }; without --no-limits the slow methods stop at smaller boards
# The spinner's line on a terminal while a cell is measured.
compare-measuring = n = { $n }: { $method }
