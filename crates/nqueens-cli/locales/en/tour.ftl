# `nqueens tour`.

tour-header = Tour { $number }:
tour-prompt = Start square (a1 or row,col):
tour-needs-start = an open tour needs its start square: give --from SQUARE (a1 or row,col)
tour-none = no tour: { $reason }
tour-method-enumerates = --all and --count enumerate by backtracking: leave out --method or use --method backtrack

tour-count-warning = the lessons' backtracking would take { $steps } steps and find { $tours } tours from this start (estimated by random probes of its search): { $time } at ten million steps a second
tour-count-warning-no-tours = the lessons' backtracking would take { $steps } steps from this start (estimated by random probes of its search): { $time } at ten million steps a second
tour-all-svg = --format svg draws one tour; use --format list or json with --all
