# `nqueens completions`: lời trợ giúp.

cmd-completions-about = In đoạn mã tự hoàn thành lệnh cho một shell
cmd-completions-after-help = Nạp nó trong tệp khởi động của shell, ví dụ: source <(nqueens completions bash) trong ~/.bashrc, hoặc nqueens completions fish > ~/.config/fish/completions/nqueens.fish. Đoạn mã hoàn thành các lệnh, cờ và lựa chọn.
arg-completions-shell = Shell cần tự hoàn thành
value-completions-shell-bash = Bash
value-completions-shell-elvish = Elvish
value-completions-shell-fish = fish
value-completions-shell-powershell = PowerShell
value-completions-shell-zsh = Zsh
