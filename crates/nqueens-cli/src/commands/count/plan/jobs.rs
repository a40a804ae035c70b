//! The texts of the job files: a Slurm array with its merge job and the
//! script that submits both, a Kubernetes Indexed Job with its volume claim
//! and merge Job, and a GNU parallel script.
//!
//! Every task runs the same steps: a shard whose result is there is done;
//! one whose checkpoint is there resumes it; any other starts, saving its
//! checkpoint as it goes. A result is written under a temporary name and
//! renamed once whole, so a task cut short leaves no result and `merge`
//! names it as missing.

use super::resubmit::Scheduler;

/// What a plan comes to, for the files and the summary.
#[derive(Clone, Debug, PartialEq)]
pub struct Sizing {
    pub n: usize,
    pub shards: usize,
    pub cpus: usize,
    pub limit_seconds: u64,
    pub signal_lead: u64,
    pub save_every: u64,
    /// The slowest task's estimated time.
    pub task_seconds: f64,
    /// The whole count's CPU time.
    pub core_seconds: f64,
    pub memory_bytes: u64,
    /// The largest checkpoint of a task, roughly.
    pub checkpoint_bytes: u64,
    pub subproblems: usize,
}

/// A time as Slurm writes limits: `H:MM:SS`, with `D-` from a day on.
pub fn clock(seconds: f64) -> String {
    let seconds = seconds.max(0.0).ceil().min(1e12) as u64;
    let (days, rest) = (seconds / 86_400, seconds % 86_400);
    let clock = format!("{}:{:02}:{:02}", rest / 3600, rest % 3600 / 60, rest % 60);
    if days > 0 {
        format!("{days}-{clock:0>8}")
    } else {
        clock
    }
}

/// One file of the plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JobFile {
    pub name: String,
    pub text: String,
    pub executable: bool,
}

impl JobFile {
    /// A script, written executable.
    fn script(name: String, text: String) -> JobFile {
        JobFile {
            name,
            text,
            executable: true,
        }
    }

    /// A manifest, written as plain data.
    fn manifest(name: String, text: String) -> JobFile {
        JobFile {
            name,
            text,
            executable: false,
        }
    }
}

/// The image named in the Kubernetes files, to be replaced by one that
/// holds nqueens and a POSIX sh.
const IMAGE: &str = concat!("registry.example.com/nqueens:", env!("CARGO_PKG_VERSION"));

/// A word the shell reads back as `text`, whatever it holds.
pub fn sh_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// The files of `scheduler`'s plan, whose tasks work in `dir`.
pub fn files(scheduler: Scheduler, sizing: &Sizing, dir: &str) -> Vec<JobFile> {
    match scheduler {
        Scheduler::Slurm => slurm(sizing, dir),
        Scheduler::Kubernetes => kubernetes(sizing),
        Scheduler::Parallel => vec![parallel(sizing, dir)],
    }
}

/// The first line of every file: what wrote it.
fn header(sizing: &Sizing) -> String {
    t!(
        "plan-file-header",
        version = env!("CARGO_PKG_VERSION"),
        n = sizing.n,
        shards = sizing.shards
    )
}

/// The steps of one task, in `sh`, with the shard's number in `$i` and the
/// task's directory current; `run` is how the count is started (`srun` and
/// its flags, or nothing), `tail` what follows the count (its redirection,
/// and how its status is taken).
fn task_steps(sizing: &Sizing, indent: &str, count: &str) -> String {
    let Sizing {
        n,
        shards,
        cpus,
        save_every,
        ..
    } = *sizing;
    let lines = [
        format!("part=part-{n}-$i.json"),
        format!("checkpoint=count-{n}-$i.json"),
        "if [ -e \"$part\" ]; then exit 0; fi".to_string(),
        "if [ -e \"$checkpoint\" ]; then".to_string(),
        "    set -- --resume \"$checkpoint\"".to_string(),
        "else".to_string(),
        format!("    set -- {n} --shard \"$i/{shards}\" --checkpoint \"$checkpoint\""),
        "fi".to_string(),
        format!("set -- \"$@\" --threads {cpus} --save-every {save_every} --format json"),
        count.to_string(),
        "mv -- \"$part.partial\" \"$part\"".to_string(),
    ];
    lines
        .iter()
        .flat_map(|line| line.lines())
        .map(|line| format!("{indent}{line}\n"))
        .collect()
}

/// Megabytes to ask of Slurm for a task: its estimate and a half again.
fn slurm_megabytes(sizing: &Sizing) -> u64 {
    (sizing.memory_bytes + sizing.memory_bytes / 2).div_ceil(1 << 20)
}

fn slurm(sizing: &Sizing, dir: &str) -> Vec<JobFile> {
    let Sizing {
        n, shards, cpus, ..
    } = *sizing;
    let dir = sh_quote(dir);
    let header = header(sizing);
    let count =
        format!("srun --cpus-per-task={cpus} nqueens count \"$@\" > \"$part.partial\" || exit");
    let array = format!(
        "#!/bin/sh\n\
         # {header}\n\
         #SBATCH --job-name=nqueens-{n}\n\
         #SBATCH --array=0-{last}\n\
         #SBATCH --cpus-per-task={cpus}\n\
         #SBATCH --mem={mem}M\n\
         #SBATCH --time={limit}\n\
         #SBATCH --signal=INT@{lead}\n\
         set -u\n\
         cd -- {dir} || exit\n\
         i=$SLURM_ARRAY_TASK_ID\n\
         {steps}",
        last = shards - 1,
        mem = slurm_megabytes(sizing),
        limit = clock(sizing.limit_seconds as f64),
        lead = sizing.signal_lead,
        steps = task_steps(sizing, "", &count),
    );
    let merge = format!(
        "#!/bin/sh\n\
         # {header}\n\
         #SBATCH --job-name=nqueens-{n}-merge\n\
         #SBATCH --cpus-per-task=1\n\
         #SBATCH --time=0:10:00\n\
         set -u\n\
         cd -- {dir} || exit\n\
         exec nqueens merge --resubmit slurm part-{n}-*.json\n"
    );
    let submit = format!(
        "#!/bin/sh\n\
         # {header}\n\
         set -eu\n\
         cd -- {dir}\n\
         array=$(sbatch --parsable --array=\"${{1:-0-{last}}}\" count-{n}.sh)\n\
         array=${{array%%;*}}\n\
         merge=$(sbatch --parsable --dependency=afterok:\"$array\" --kill-on-invalid-dep=yes merge-{n}.sh)\n\
         echo \"$array ${{merge%%;*}}\"\n",
        last = shards - 1,
    );
    vec![
        JobFile::script(format!("count-{n}.sh"), array),
        JobFile::script(format!("merge-{n}.sh"), merge),
        JobFile::script(format!("submit-{n}.sh"), submit),
    ]
}

/// Kubernetes sizes: `bytes` as mebibytes, at least one.
fn mebibytes(bytes: u64) -> String {
    format!("{}Mi", bytes.div_ceil(1 << 20).max(1))
}

fn kubernetes(sizing: &Sizing) -> Vec<JobFile> {
    let Sizing {
        n, shards, cpus, ..
    } = *sizing;
    let header = header(sizing);
    // A pod's deadline ends it with SIGTERM, and SIGKILL after the grace
    // period: the lead of Slurm's signal. The shell is the container's
    // first process, which ignores SIGTERM unless it traps it: it passes it
    // on, once, and waits for the save.
    let count = "nqueens count \"$@\" > \"$part.partial\" &\n\
                 child=$!\n\
                 trap 'kill -TERM \"$child\"' TERM\n\
                 wait \"$child\"\n\
                 status=$?\n\
                 if [ \"$status\" -gt 128 ] && kill -0 \"$child\" 2>/dev/null; then wait \"$child\"; status=$?; fi\n\
                 [ \"$status\" -eq 0 ] || exit \"$status\"";
    let steps = task_steps(sizing, "              ", count);
    // Results and checkpoints, twice over for the files being replaced.
    let storage = mebibytes(2 * shards as u64 * (sizing.checkpoint_bytes + 1024));
    let memory = mebibytes(sizing.memory_bytes + sizing.memory_bytes / 2);
    let job = format!(
        "# {header}\n\
         apiVersion: v1\n\
         kind: PersistentVolumeClaim\n\
         metadata:\n\
         \x20 name: nqueens-{n}-results\n\
         spec:\n\
         \x20 accessModes: [ReadWriteMany]\n\
         \x20 resources:\n\
         \x20   requests:\n\
         \x20     storage: {storage}\n\
         ---\n\
         apiVersion: batch/v1\n\
         kind: Job\n\
         metadata:\n\
         \x20 name: nqueens-{n}\n\
         spec:\n\
         \x20 completionMode: Indexed\n\
         \x20 completions: {shards}\n\
         \x20 parallelism: {shards}\n\
         \x20 backoffLimit: {backoff}\n\
         \x20 template:\n\
         \x20   spec:\n\
         \x20     restartPolicy: Never\n\
         \x20     activeDeadlineSeconds: {limit}\n\
         \x20     terminationGracePeriodSeconds: {lead}\n\
         \x20     containers:\n\
         \x20       - name: count\n\
         \x20         image: {IMAGE}\n\
         \x20         command: [\"sh\", \"-c\"]\n\
         \x20         args:\n\
         \x20           - |\n\
         \x20             set -u\n\
         \x20             cd /results || exit\n\
         \x20             i=$JOB_COMPLETION_INDEX\n\
         {steps}\
         \x20         resources:\n\
         \x20           requests:\n\
         \x20             cpu: \"{cpus}\"\n\
         \x20             memory: {memory}\n\
         \x20           limits:\n\
         \x20             memory: {memory}\n\
         \x20         volumeMounts:\n\
         \x20           - name: results\n\
         \x20             mountPath: /results\n\
         \x20     volumes:\n\
         \x20       - name: results\n\
         \x20         persistentVolumeClaim:\n\
         \x20           claimName: nqueens-{n}-results\n",
        // Each pod may be stopped a few times (a deadline, an eviction)
        // and resume.
        backoff = 4 * shards,
        limit = sizing.limit_seconds,
        lead = sizing.signal_lead,
    );
    let merge = format!(
        "# {header}\n\
         apiVersion: batch/v1\n\
         kind: Job\n\
         metadata:\n\
         \x20 name: nqueens-{n}-merge\n\
         spec:\n\
         \x20 backoffLimit: 0\n\
         \x20 template:\n\
         \x20   spec:\n\
         \x20     restartPolicy: Never\n\
         \x20     containers:\n\
         \x20       - name: merge\n\
         \x20         image: {IMAGE}\n\
         \x20         command: [\"sh\", \"-c\"]\n\
         \x20         args:\n\
         \x20           - cd /results && exec nqueens merge --resubmit kubernetes part-{n}-*.json\n\
         \x20         volumeMounts:\n\
         \x20           - name: results\n\
         \x20             mountPath: /results\n\
         \x20     volumes:\n\
         \x20       - name: results\n\
         \x20         persistentVolumeClaim:\n\
         \x20           claimName: nqueens-{n}-results\n"
    );
    vec![
        JobFile::manifest(format!("nqueens-{n}.yaml"), job),
        JobFile::manifest(format!("nqueens-{n}-merge.yaml"), merge),
    ]
}

fn parallel(sizing: &Sizing, dir: &str) -> JobFile {
    let Sizing {
        n, shards, cpus, ..
    } = *sizing;
    let header = header(sizing);
    let dir = sh_quote(dir);
    // One task's steps as parallel's command: `{}` is the shard; the
    // shell parallel starts reads them as one script.
    let count = "nqueens count \"$@\" > \"$part.partial\" || exit";
    let steps = task_steps(sizing, "", count);
    let task = sh_quote(&format!("i={{}}\n{steps}"));
    let text = format!(
        "#!/bin/sh\n\
         # {header}\n\
         set -u\n\
         cd -- {dir} || exit\n\
         if [ $# -eq 0 ]; then set -- $(seq 0 {last}); fi\n\
         jobs=$(( $(nproc) / {cpus} ))\n\
         if [ \"$jobs\" -lt 1 ]; then jobs=1; fi\n\
         parallel --jobs \"$jobs\" {task} ::: \"$@\"\n\
         nqueens merge --resubmit parallel part-{n}-*.json\n",
        last = shards - 1,
    );
    JobFile::script(format!("count-{n}-parallel.sh"), text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_text_is_one_shell_word() {
        assert_eq!(sh_quote("a b"), "'a b'");
        assert_eq!(sh_quote("it's"), r"'it'\''s'");
    }
}
