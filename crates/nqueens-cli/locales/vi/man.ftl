# `nqueens man`: lời trợ giúp.

cmd-man-about = In trang hướng dẫn (man), dạng roff
cmd-man-after-help = Đọc bằng nqueens man | man -l -, hoặc cài đặt: nqueens man > /usr/local/share/man/man1/nqueens.1
