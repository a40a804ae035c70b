# `nqueens code`: the lessons' programs.

cmd-code-about = Print one of the lessons' programs, ready to run
cmd-code-after-help = The programs are those whose lines trace --code and watch show: Python (pairwise, as the secondary-school lesson writes it; A[k] is the row of the queen in column k), Pascal (marks, tour), Java (marks, stack) and C++ (marks, brute). Comments follow --lang. Each reads N from its command line, or asks for it: for example nqueens code python > queens.py && python3 queens.py 6.

    Exit status: 0 on success, 2 when the language has no program for the method.
arg-code-language = The language of the program
value-code-language-python = Python 3: tryNext(k) and check(A, i, k), the pairwise test
value-code-language-pascal = Free Pascal: Try(i) with the marker arrays a[j], b[i+j], c[i-j]; the knight's tour
value-code-language-java = Java: Try(i) with marker arrays; the same with an explicit Stack
value-code-language-cpp = C++: Try(i) with marker arrays; brute force over all N^N sequences
arg-code-method = Which of the language's programs
value-code-method-marks = backtracking with marker arrays for the columns and both diagonals
value-code-method-pairwise = backtracking that tests each square against every queen placed
value-code-method-stack = backtracking with an explicit stack
value-code-method-brute = every one of the N^N column sequences, each checked whole
value-code-method-tour = the knight's tour by backtracking, the eight moves in a fixed order
arg-code-line-numbers = Number the lines, as trace --code names them
