# `nqueens plan`.

plan-no-estimate = there is no estimate of the count of n = { $n }: plans start at n = { $first }, and smaller boards count in minutes on one machine (nqueens count { $n })
plan-bad-time = --time takes a limit as Slurm writes it ([D-]HH:MM:SS, MM:SS or minutes), not { $value }
plan-limit-too-short = --time { $limit } is shorter than a minute, the least a scheduler's limit can be
plan-bad-margin = --margin takes a number from 1 to { $max } (how many times its estimate a task may take), not { $value }
plan-shards-over-subproblems = --shards { $shards } is more shards than the count's { $subproblems } subproblems
plan-slice-too-large = the limit { $limit } is too short: the largest subproblem alone is estimated at { $largest }, and with the margin a task may count for { $budget }; give a longer --time or a smaller --margin
plan-out-not-text = the directory's name is not valid UTF-8, so the scripts cannot name it
plan-cannot-make-dir = cannot make the directory { $dir }
plan-cannot-write = cannot write { $file }
plan-shards = plan: Q({ $n }) in { $shards ->
        [one] one shard
       *[other] { $shards } shards
    } of its { $subproblems } subproblems, one task a shard with { $cpus ->
        [one] one CPU
       *[other] { $cpus } CPUs
    }
plan-task = each task: about { $time } (limit { $limit }, the checkpoint signal { $lead } s before it, a margin of { $margin } times the estimate)
plan-whole = the whole count: about { $time } with every task at once, { $core_hours } core-hours (at the speed of the two-core machine the estimate was measured on)
plan-memory = memory a task: about { $memory }; checkpoints: up to about { $checkpoint } a task, saved every { $every } s
plan-tasks-cut = each task is estimated at { $time }, more than the { $counting } it may count with the margin: tasks cut by the limit save their checkpoint and resume when submitted again
plan-wrote = wrote { $files }
plan-start = start it with: { $command }
plan-file-header = written by nqueens { $version } plan: Q({ $n }) in { $shards ->
        [one] one shard
       *[other] { $shards } shards
    }

# Help of the command line, as clap lays it out.
cmd-plan-about = Write the job files of a count for a cluster, sized by its estimate
cmd-plan-after-help = The plan (shards, time a task and in all, core-hours, memory, checkpoints) is printed on standard error. Exit status: 0 on success, 2 on an error, when no file is written.
arg-plan-n = The board size: N queens on an N x N board (from 19, where counts take long enough to plan)
arg-plan-slurm = Write a Slurm job array, its merge job and the script that submits both
arg-plan-kubernetes = Write a Kubernetes Indexed Job with its volume claim, and a merge Job
arg-plan-parallel = Write a GNU parallel script that counts the shards on this machine
arg-plan-cpus-per-task = CPUs (threads) of each task [default: 1]
arg-plan-time = Time limit of each task, as Slurm writes it [default: 12:00:00]
arg-plan-margin = How many times its estimate a task may take and still end before the checkpoint signal [default: 2]
arg-plan-shards = The number of shards, rather than the fewest that fit the limit
arg-plan-out = Directory to write the files in, where the tasks also work [default: .]
plan-array-large = { $shards } tasks are more than the { $limit } of Slurm's default MaxArraySize, which many clusters keep (see scontrol show config): ask for more CPUs a task or a longer limit, or have the array limit raised
