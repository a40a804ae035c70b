# `nqueens export`.

export-pawn-sets = an export is of one board: give the pawns' squares with --pawns SQUARES
export-on-pawn = { $square } holds a pawn
export-large = the formula has { $clauses } clauses over { $variables } variables: a large file
