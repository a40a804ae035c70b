# The variants: --torus, --piece superqueen, --pawns.
variant-combined = choose one of { $first } and { $second }, not both
variant-no-pawns = --pawns takes a number of pawns from 1, or the pawns' squares (d4,e5); with no pawns, leave the flag out
variant-no-torus-solution = no torus solution: { $n } is divisible by 2 or 3, and by Pólya's theorem the n x n torus has solutions only when n is divisible by neither
variant-no-solution-classic = no solution for { $n } queens on the { $n } x { $n } board
variant-no-solution-torus = no solution for { $n } queens on the { $n } x { $n } torus
variant-no-solution-superqueens = no solution for { $n } superqueens on the { $n } x { $n } board; superqueen solutions start at n = 10
variant-no-solution-pawns = no placement of { $n } + { $pawns } queens with { $pawns } { $pawns ->
    [one] pawn
   *[other] pawns
  } on the { $n } x { $n } board
variant-no-solution-pawns-at = no placement of the queens with pawns on { $pawns } on the { $n } x { $n } board
variant-describe-classic = queens
variant-describe-torus = queens on the torus
variant-describe-superqueens = superqueens
variant-describe-pawns = queens and { $pawns } { $pawns ->
    [one] pawn
   *[other] pawns
  }
variant-describe-pawns-at = queens and { $pawns } { $pawns ->
    [one] pawn
   *[other] pawns
  } on { $squares }
