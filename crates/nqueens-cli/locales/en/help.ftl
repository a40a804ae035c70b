# The help of the command line, by subcommand; clap lays it out.

# The whole tool.
cmd-about = Solve, count, find, complete and check n-queens placements: n queens on an n x n board, no two of them attacking each other.
cmd-after-help = Exit status: 0 on success, 1 when there is no solution or completion or a placement is not a solution, 2 on an error, 130 when Ctrl-C stops a count after saving its checkpoint.
arg-lang = The language of messages and labels [default: from LC_ALL, LC_MESSAGES or LANG]
value-lang-en = English
value-lang-vi = Tiếng Việt
arg-help = Print help
arg-help-see-more = Print help (see more with '--help')
arg-help-see-summary = Print help (see a summary with '-h')
arg-version = Print version
cmd-help-about = Print this message or the help of the given subcommand(s)
arg-help-subcommand = Print help for the subcommand(s)

# Headings of the help, as clap writes them in English (used in other languages).
help-usage = Usage
help-commands = Commands
help-arguments = Arguments
help-options = Options

# What clap appends to the help of an argument with a default or a choice.
help-default = default
help-possible-values = Possible values
help-possible-values-inline = possible values
