//! The commands that start a plan's files and count missing shards again,
//! in each scheduler's form: what `plan` says to run, and what `merge`
//! says to resubmit. A leaf, so that `merge` needs nothing else of `plan`.

/// Where the tasks run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scheduler {
    Slurm,
    Kubernetes,
    Parallel,
}

/// The command that starts the plan of `scheduler`, run in its directory.
pub fn start_command(scheduler: Scheduler, n: usize) -> String {
    match scheduler {
        Scheduler::Slurm => format!("sh submit-{n}.sh"),
        Scheduler::Kubernetes => format!("kubectl apply -f nqueens-{n}.yaml"),
        Scheduler::Parallel => format!("sh count-{n}-parallel.sh"),
    }
}

/// The command that counts the shards `list` again, in the form its
/// scheduler takes them (`3,5` for Slurm, `3 5` for parallel); Kubernetes
/// runs the whole Job again, whose finished shards end at once.
pub fn resubmit_command(scheduler: Scheduler, n: usize, shards: &[usize]) -> String {
    match scheduler {
        Scheduler::Slurm => format!("sh submit-{n}.sh {}", slurm_ranges(shards)),
        Scheduler::Kubernetes => {
            format!("kubectl delete job nqueens-{n} && kubectl apply -f nqueens-{n}.yaml")
        }
        Scheduler::Parallel => {
            let list: Vec<String> = shards.iter().map(ToString::to_string).collect();
            format!("sh count-{n}-parallel.sh {}", list.join(" "))
        }
    }
}

/// Sorted shard numbers as Slurm's `--array` takes them: runs as ranges,
/// `0-3,5,7-9`.
pub fn slurm_ranges(shards: &[usize]) -> String {
    let mut parts = Vec::new();
    let mut index = 0;
    while index < shards.len() {
        let start = shards[index];
        let mut end = start;
        while index + 1 < shards.len() && shards[index + 1] == end + 1 {
            index += 1;
            end += 1;
        }
        parts.push(if start == end {
            start.to_string()
        } else {
            format!("{start}-{end}")
        });
        index += 1;
    }
    parts.join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shard_lists_are_written_as_ranges() {
        assert_eq!(slurm_ranges(&[3, 5]), "3,5");
        assert_eq!(slurm_ranges(&[0, 1, 2, 3, 5, 7, 8, 9]), "0-3,5,7-9");
        assert_eq!(slurm_ranges(&[4]), "4");
    }
}
