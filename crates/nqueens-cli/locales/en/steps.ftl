# A search's steps in words, as `trace` prints them and `serve` sends them.

# Steps. A square reads "a4 (0,0)": chess notation, then row and column (only
# (0,0) above N = 26); the program writes it.
step-try = try { $square }
step-conflict = conflict at { $square }: { $line }
step-conflict-queen = conflict at { $square }: { $line }, queen on { $queen }
step-place = place queen at { $square }
step-backtrack = backtrack from { $square }
step-solution = Solution { $number }: { $columns }
