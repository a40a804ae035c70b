# `nqueens export`.

export-pawn-sets = mỗi lần xuất là của một bàn cờ: hãy cho các ô của quân tốt bằng --pawns SQUARES
export-on-pawn = ô { $square } có quân tốt
export-large = công thức có { $clauses } mệnh đề trên { $variables } biến: một tệp lớn
