# `nqueens completions`: its help.

cmd-completions-about = Print the completion script for a shell
cmd-completions-after-help = Load it in the shell's start-up file, for example: source <(nqueens completions bash) in ~/.bashrc, or nqueens completions fish > ~/.config/fish/completions/nqueens.fish. The script completes the commands, flags and choices.
arg-completions-shell = The shell to complete for
value-completions-shell-bash = Bash
value-completions-shell-elvish = Elvish
value-completions-shell-fish = fish
value-completions-shell-powershell = PowerShell
value-completions-shell-zsh = Zsh
