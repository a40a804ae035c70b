# `nqueens man`: its help.

cmd-man-about = Print the manual page, in roff
cmd-man-after-help = Read it with nqueens man | man -l -, or install it: nqueens man > /usr/local/share/man/man1/nqueens.1
