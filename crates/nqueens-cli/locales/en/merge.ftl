# `nqueens merge`.

merge-time = time: { $seconds } s, summed over { $shards ->
        [one] { $shards } shard
       *[other] { $shards } shards
    }
merge-unparsable = not a shard's result as nqueens count --shard I/K --format json prints it: { $message }
merge-checksum-mismatch = the checksum does not match the contents: the file is damaged or was edited
merge-no-such-shard = shard { $shard } of { $shards } does not exist
merge-empty = holds no shard's result
merge-too-large = larger than { $limit } bytes, the most that merge reads from one file (the results of { $records } shards)
merge-other-board = { $first } counts the { $first_n } x { $first_n } board but { $other } the { $n } x { $n } board
merge-other-shard-count = { $first } is one of { $first_shards } shards but { $other } one of { $shards }
merge-other-split = { $first } and { $other } come from different splits of the count into subproblems; count every shard with the same version of nqueens
merge-repeated = shard { $shard } of { $shards } is given twice: { $first } and { $second }
merge-missing-one = shard { $shard } of { $shards } is missing
# `list` is the shards but the last, joined by commas.
merge-missing-many = shards { $list } and { $last } of { $shards } are missing
merge-more = { $count } more
merge-not-this-split = the shards' subproblems (fingerprint { $saved }) are not those this nqueens makes for n = { $n } (fingerprint { $ours })
merge-wrong-subproblems = shard { $shard } of { $shards } counted { $counted } subproblems, but it has { $expected }
merge-unique-above-total = shard { $shard } of { $shards } has { $unique } unique solutions but only { $total } in all, which cannot be
merge-bad-seconds = its time, { $seconds } s, is not one a count takes: it must be from 0 to { $max } s
merge-unknown-split-version = counted under version { $saved } of the split into subproblems, which this nqueens does not know (it splits by version { $ours }); merge it with the nqueens that counted it
merge-overflow = the shards' counts add up past { $max }, the largest count nqueens holds, which cannot be
merge-unknown-variant = the record counts “{ $tag }”, which this nqueens does not know
merge-unknown-method = the record counts by the method “{ $name }”, which this nqueens does not know
# Counts that no count could give: a file edited, its checksum recomputed.
impossible = these counts cannot be true ({ $reason }); was the file edited? Its checksum only catches accidents
impossible-unique-above-total = { $unique } classes of { $total } solutions, but a class holds at least one solution
impossible-unique-below = { $unique } classes of { $total } solutions, but a class holds at most { $order }, the order of its symmetry group
impossible-total-above-permutations = { $total } solutions of n = { $n }, more than the { $max } ways to put one queen in each row and column
impossible-recounted = it says { $total } solutions and { $unique } unique, but counted again it has { $recounted_total } and { $recounted_unique }

# Help of the command line, as clap lays it out.
cmd-merge-about = Add up the shards of a count, as count --shard I/K --format json prints them
cmd-merge-after-help = Exit status: 0 on success, 1 when there is no solution, 2 when a shard is missing, repeated, damaged or from another count.
arg-merge-files = The shards' results, each as count --shard I/K --format json prints it, one or more to a file (- for standard input); every shard of the count exactly once
arg-merge-format = How to print the counts
value-merge-format-text = one count per line, then the time taken
value-merge-format-json = one JSON object

# `problem` is why the merge failed (shards missing); `command` counts them again.
merge-resubmit = { $problem }; count them again with: { $command }
arg-merge-resubmit = Where shards are missing, name the command that counts them again with the files nqueens plan wrote for SCHEDULER (with --format json, they are also listed on standard output)
value-merge-resubmit-slurm = the Slurm job array
value-merge-resubmit-kubernetes = the Kubernetes Indexed Job
value-merge-resubmit-parallel = the GNU parallel script
