# `nqueens count`: the counts, progress, checkpoints and shards.

count-total = Q({ $n }) = { $total }
count-unique = unique: { $unique }
count-time = time: { $seconds } s
# The first line of a shard's text output, which must not read as the whole
# count.
count-shard-heading = partial count: shard { $index } of { $count } of the { $n } x { $n } board, { $counted } of its { $all } subproblems
count-shard-heading-variant = partial count of { $what }, n = { $n }: shard { $index } of { $count }, { $counted } of its { $all } subproblems
count-shard-total = total in this shard: { $total }
count-shard-unique = unique in this shard: { $unique }
count-shard-burnside = sum of the stabilizers' sizes in this shard (merge divides the whole sum by the symmetry group's order to give the classes): { $sum }
count-warning = the { $n } x { $n } board has { $solutions } solutions; counting them would take { $time }
count-warning-part = the { $n } x { $n } board has { $solutions } solutions; counting the part asked for would take { $time }
# A count estimated at over a year, refused without --force: the warning,
# then the way to start it anyway.
count-needs-force = { $estimate }: more than a year, so the count starts only with --force (or count a slice with --shard I/K)
count-too-large = counting accepts n up to { $max }, not { $n }
count-meet-tables = meeting in the middle holds up to { $size } of quadrant tables at a time, besides each thread's lists of half boards
count-meet-tables-too-large = meeting in the middle at n = { $n } cannot keep its quadrant tables within the memory a count may use; allow more with --memory SIZE on a machine that has it, or count with --method backtrack
# The progress bar: what is done, then the time left after the estimate.
count-progress = { $done }/{ $covered } subproblems, { $solutions } solutions
count-progress-left = { $time } left
# Instead of the time left until something is done to extrapolate from.
progress-estimating = estimating
count-missing-n = the board size N is required, unless --resume names a checkpoint
count-thread-pool-failed = could not start the counting threads
count-ctrl-c-failed = could not set up Ctrl-C to save the checkpoint
count-cannot-save = cannot save the checkpoint { $path }
count-save-failed = { $error }; the count goes on and tries again at the next save
count-interrupted = nqueens: interrupted; { $done } of { $covered } subproblems are saved in { $path }; continue with: nqueens count --resume { $path }
count-interrupted-unsaved = interrupted, but { $error }; the checkpoint saved last is kept and resumes: nqueens count --resume { $path }

# Checking the flags.
count-save-every-needs-checkpoint = --save-every says how often to save a checkpoint, so it needs --checkpoint FILE or --resume FILE
count-method-of-variant = --method chooses how the classic board is counted; a variant (--torus, --piece, --pawns) has a search of its own

# Checkpoints that cannot be used.
checkpoint-exists = the file exists already; continue its count with --resume { $path }, or remove it to start again
checkpoint-is-directory = is a directory; --checkpoint names the file to save the count in, such as { $example }
checkpoint-too-large = larger than { $limit } bytes, the most that a checkpoint of the { $n } x { $n } board ({ $subproblems } subproblems) can take
checkpoint-no-board-size = not a checkpoint: its first { $bytes } bytes name no board size "n"
checkpoint-unparsable = not a checkpoint that nqueens can read (damaged or cut short?): { $message }
checkpoint-not-a-checkpoint = not a checkpoint that this nqueens can read: its format is { $format }, not { $expected }
checkpoint-checksum-mismatch = the checksum does not match the contents: the checkpoint is damaged or was edited
checkpoint-other-board = a checkpoint of the { $saved } x { $saved } board, not of the { $given } x { $given } board asked for
checkpoint-other-split-version = saved under version { $saved } of the split into subproblems, but this nqueens uses version { $ours }; resume it with the nqueens that saved it
checkpoint-other-split = its subproblems (fingerprint { $saved }) are not those this nqueens makes for n = { $n } (fingerprint { $ours }); resume it with the nqueens that saved it
checkpoint-other-shard = a checkpoint of { $saved }, not of { $given }
checkpoint-shard = shard { $index }/{ $count }
checkpoint-whole-count = the whole count
checkpoint-bad-shard = "shard" and "shards" ({ $shard }, { $shards }) name no shard: both are needed, with shard below shards
checkpoint-absent = absent
checkpoint-out-of-range = subproblem { $index } is listed as done, but they run from 0 to { $last }
checkpoint-outside-shard = subproblem { $index } is listed as done, but it is not in { $shard }
checkpoint-repeated = subproblem { $index } is listed as done twice
checkpoint-out-of-order = subproblem { $index } is listed out of order
checkpoint-unique-above-total = subproblem { $index } is listed with { $unique } unique solutions but only { $total } in all, which cannot be
checkpoint-bad-seconds = its time, { $seconds } s, is not one a count takes: it must be from 0 to { $max } s
checkpoint-overflow = the counts listed add up past { $max }, the largest count nqueens holds, which cannot be
checkpoint-unknown-variant = counts a variant this version of nqueens does not know: { $tag }
checkpoint-other-variant = counts { $saved }, not { $given }; resume it without the variant flags, or start a new count with another file
checkpoint-unknown-method = counts by a method this version of nqueens does not know: { $name }
checkpoint-other-method = counts by the { $saved } method, not { $given }; resume it without --method, or start a new count with another file

# `--threads` above what a count can use.
count-threads-capped-subproblems = nqueens: note: counting on { $threads } threads, not { $asked }: there are only { $threads } subproblems to count
count-threads-capped-cores = nqueens: note: counting on { $threads } threads, not { $asked }: this machine has { $cores } cores, and more than { $per_core } threads a core only share them
count-total-variant = { $what }, n = { $n }: { $total }
count-variant-warning = counting { $what } at n = { $n } would take { $time } at the speed measured on two cores at smaller sizes
count-sample-start = counting a sample of { $counted } of the { $all } subproblems on { $threads ->
    [one] one thread
   *[other] { $threads } threads
}, to time the whole count
count-sample-heading = sample of the { $n } x { $n } board's count: { $counted } of its { $all } subproblems (seed { $seed }), { $percent }% of its estimated work
count-sample-total = solutions in the sample: { $total } (a part of the count, not an estimate of it)
count-sample-time = time: { $seconds } s on { $threads ->
    [one] one thread (tables { $tables } s; counting { $counting } s of the thread's time)
   *[other] { $threads } threads (tables { $tables } s; counting { $counting } s of the threads' time)
}
count-sample-estimate = the whole count: about { $core_seconds } s on one core ({ $core_time }), { $time } on { $threads ->
    [one] one thread
   *[other] { $threads } threads
}
count-sample-unprinted = could not print the sample

# Help of the command line, as clap lays it out.
cmd-count-about = Count the solutions for an N x N board without listing them
cmd-count-after-help =
    The count is split into numbered subproblems, fixed for each N, which the threads share out, a checkpoint records and --shard deals out to separate processes or machines.

    With --torus, --piece superqueen or --pawns a variant is counted by a search built for it; its classes are taken under the symmetries of that variant (on the torus the translations too, and with pawns given, the symmetries that keep them in place), by Burnside's lemma. --shard splits the classic count only.

    Exit status: 0 on success, 1 when there is no solution (never for a shard, which is only a part of the count), 2 on an error, 130 when Ctrl-C stops a count after saving its checkpoint.
arg-count-n = The board size: N queens on an N x N board (with --resume, taken from the checkpoint when left out)
arg-count-unique = Count the classes under rotations and reflections too (they are always shown: they come from the same search)
arg-count-format = How to print the counts
value-count-format-text = one count per line, then the time taken
value-count-format-json = one JSON object
arg-count-threads = Count on T threads [default: one per core]
arg-count-quiet = Show no progress bar and no warning of a long count (the bar shows only when standard error is a terminal; errors and failed saves are always reported)
arg-count-force = Start a count estimated to take more than a year, which is otherwise refused
arg-count-checkpoint = Save the subproblems done to FILE every few seconds, at the end and on Ctrl-C, which stops the count; continue it with --resume FILE
arg-count-resume = Continue the count saved in FILE by --checkpoint, saving into FILE again; N and --shard may be left out, and must match the checkpoint when given
arg-count-save-every = Save the checkpoint every SECONDS seconds [default: 5]
arg-count-shard = Count only slice I of K (0 <= I < K): the subproblems whose number leaves remainder I when divided by K; add up the K slices' --format json output with nqueens merge
arg-count-method = How to count the classic board [default: meet at N = 12 and from 14 to 24, backtrack otherwise, the faster for each N]
value-count-method-backtrack = the symmetric backtracking search, one queen a row (any N up to 32)
value-count-method-meet = meeting in the middle: quarter-board tables joined into half boards, the pairs of halves with no diagonal in common counted (N up to 24; from 22 on the tables are built one group of rows at a time)
arg-count-torus = { help-variant-torus }
arg-count-piece = { help-variant-piece }
value-count-piece-queen = { help-variant-piece-queen }
value-count-piece-superqueen = { help-variant-piece-superqueen }
arg-count-pawns = { help-variant-pawns }
arg-count-sample = Count only a sample of about K subproblems, drawn at random (see --seed) with at least one from each group, and estimate from their times how long the whole count would take
arg-count-seed = The seed of the sample's random draw: the same seed draws the same subproblems [default: 1]
arg-count-memory = The memory the count's quadrant tables may take, such as 16GB [default: 4GB, or the NQUEENS_MEMORY environment variable]; meeting in the middle keeps the whole table where it fits and saves time (odd N from 23)
