# `nqueens export`.

export-pawn-sets = mỗi lần xuất là của một bàn cờ: hãy cho các ô của quân tốt bằng --pawns SQUARES
export-on-pawn = ô { $square } có quân tốt
export-large = công thức có { $clauses } mệnh đề trên { $variables } biến: một tệp lớn

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-export-about = Ghi một bài toán cho bộ giải tổng quát: DIMACS CNF cho bộ giải SAT, hoặc phủ chính xác cho DLX
cmd-export-after-help =
    Bài toán là bàn cờ N quân hậu, hoặc một biến thể (--torus, --piece superqueen, --pawns SQUARES), với các quân hậu đã đặt (--queens) và các ô bị chặn (--blocked), hoặc các tập thống trị có tối đa K quân hậu (--dominate K). Trong CNF, biến v là một quân hậu ở ô mà phần đầu tệp gán cho nó (c v 1 = a8); các biến sau các ô của bàn cờ là biến phụ. Phủ chính xác theo dạng đầu vào của dlx1 của Knuth: các mục chính (hàng, cột, và trên hình xuyến cả các đường chéo, mỗi mục có đúng một quân hậu), rồi |, rồi các mục phụ (các đường có tối đa một quân), rồi mỗi ô một lựa chọn. Các ô viết như trong solve (a1 hoặc hàng,cột). Mã thoát: 0 khi thành công, 2 khi đầu vào sai hoặc định dạng không diễn tả được bài toán.
arg-export-n = Cỡ bàn cờ
arg-export-format = Định dạng để ghi
value-export-format-dimacs = DIMACS CNF, cho bộ giải SAT (minisat, cadical, kissat)
value-export-format-dlx = phủ chính xác, như dlx1 của Knuth đọc
arg-export-queens = Các quân hậu đặt trước (a1,c3,... hoặc cặp hàng,cột): một bài hoàn thiện
arg-export-blocked = Các ô không quân hậu nào được dùng
arg-export-dominate = Các tập thống trị có tối đa K quân hậu thay vì các lời giải
arg-export-independent = Với --dominate: không hai quân hậu nào được tấn công nhau
arg-export-torus = { help-variant-torus }
arg-export-piece = { help-variant-piece }
value-export-piece-queen = { help-variant-piece-queen }
value-export-piece-superqueen = { help-variant-piece-superqueen }
arg-export-pawns = Quân tốt ở các ô này (d4,e5): quân tốt chặn mọi đường đi qua nó, và đặt n + K quân hậu
