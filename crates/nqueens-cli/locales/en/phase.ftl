# `nqueens phase`: the phase transition of the excluded-diagonals problem.

cmd-phase-about = How many random excluded-diagonal instances have a completion, against the number of diagonals excluded: the phase transition of n-queens completion
cmd-phase-after-help = For each size N and each seed, a random list of diagonals is made as the CSPLib benchmark (prob079) makes them: diagonals and anti-diagonals in random order, each excluded unless a row or column would keep fewer than --min-free free squares. The first d lines of a list are an instance, for every d with d / N between --from and --to; each is decided by complete's search, and the table gives the share that have a completion, by tenths of d / N, with the number of instances in brackets. Few lines leave almost every instance a completion and many leave none; the share falls steeply in between, where the hardest instances lie. The same seeds give the same instances on every machine. Instances near the transition take seconds each from N = 22 on and minutes from N = 25.
arg-phase-sizes = The board sizes, up to 64 (several, separated by spaces)
arg-phase-seeds = Random lists per size [default: 20]
arg-phase-from = The smallest d / N [default: 0.4]
arg-phase-to = The largest d / N [default: 1.6]
arg-phase-min-free = Free squares every row and column keeps [default: 4, as the benchmark]
arg-phase-plot = Also draw the shares into FILE (.svg or .png): one line per size against d / N
arg-phase-format = How to print the shares
value-phase-format-text = a table, one row per tenth of d / N, one column per size
value-phase-format-json = one JSON object per size and d, as each size is done

phase-bad-ratio = { $flag } takes a number from 0 to { $max }, such as 0.8, not { $text }
phase-empty-range = --from { $from } is above --to { $to }: no instance lies between them
phase-slow = instances of { $n } x { $n } boards near the transition can take minutes each to decide
phase-long = the other { $lists } lists of { $n } x { $n } boards may take { $time } more, judging by the first
phase-ratio-heading = d / n
phase-plot-title = Random excluded-diagonal instances ({ $seeds } lists a size): how many have a completion
phase-plot-x = excluded diagonals per board size, d / n
phase-plot-y = share of instances with a completion
