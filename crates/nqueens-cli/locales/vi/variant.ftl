# Các biến thể: --torus, --piece superqueen, --pawns.
variant-combined = hãy chọn một trong { $first } và { $second }, không chọn cả hai
variant-no-pawns = --pawns nhận số quân tốt từ 1 trở lên, hoặc các ô đặt quân tốt (d4,e5); không có quân tốt thì bỏ cờ này đi
variant-no-torus-solution = bàn cờ xuyến không có lời giải: { $n } chia hết cho 2 hoặc 3, mà theo định lý Pólya bàn cờ xuyến n x n chỉ có lời giải khi n không chia hết cho số nào trong hai số đó
variant-no-solution-classic = không có lời giải cho { $n } quân hậu trên bàn cờ { $n } x { $n }
variant-no-solution-torus = không có lời giải cho { $n } quân hậu trên bàn cờ xuyến { $n } x { $n }
variant-no-solution-superqueens = không có lời giải cho { $n } quân siêu hậu trên bàn cờ { $n } x { $n }; lời giải siêu hậu bắt đầu từ n = 10
variant-no-solution-pawns = không có cách đặt { $n } + { $pawns } quân hậu với { $pawns } quân tốt trên bàn cờ { $n } x { $n }
variant-no-solution-pawns-at = không có cách đặt các quân hậu khi quân tốt ở { $pawns } trên bàn cờ { $n } x { $n }
variant-slow-pawn-sets = các cách đặt { $pawns } quân tốt được tìm lần lượt, và trên bàn cờ lớn hơn N = { $max }, một cách đặt không có lời giải có thể mất hàng giờ mới loại được trước khi tới cách đặt có lời giải; hãy cho các ô của quân tốt bằng --pawns SQUARES để chỉ tìm một cách đặt
variant-describe-classic = quân hậu
variant-describe-torus = quân hậu trên bàn cờ xuyến
variant-describe-superqueens = quân siêu hậu
variant-describe-pawns = quân hậu và { $pawns } quân tốt
variant-describe-pawns-at = quân hậu và { $pawns } quân tốt ở { $squares }
# Phần trước dấu hai chấm của dòng tổng kết (`7 hậu trên bàn cờ xuyến: 28 lời giải.`):
# một số rồi các chữ, `verify` nhận ra và bỏ qua nhờ hình dạng đó.
variant-summary-head = { $variant ->
    [torus] { $queens } hậu trên bàn cờ xuyến
    [superqueens] { $queens } siêu hậu
    [pawns] { $queens } hậu cùng quân tốt
   *[classic] { $queens } hậu
  }
# Hai quân hậu tấn công nhau theo luật của một biến thể.
variant-pair-knight = { $first } và { $second } cách nhau một nước đi của quân mã
variant-pair-wrapped-diagonal = { $first } và { $second } cùng một đường chéo vòng qua mép bàn cờ xuyến
variant-pair-between-pawns = { $first } và { $second } cùng { $line ->
        [row] hàng
        [column] cột
       *[diagonal] đường chéo
    } mà không có quân tốt nào ở giữa
# Bàn cờ của một biến thể, cho các dòng tiêu đề.
variant-board-classic = bàn cờ { $n } x { $n }
variant-board-torus = bàn cờ xuyến { $n } x { $n }
variant-board-superqueens = bàn cờ { $n } x { $n } với quân siêu hậu
variant-board-pawns-at = bàn cờ { $n } x { $n } có quân tốt ở { $squares }

# Các cờ biến thể, dùng chung cho các lệnh nhận chúng.
help-variant-torus = Quân hậu trên bàn cờ xuyến: các đường chéo quấn qua mép bàn cờ
help-variant-piece = Quân được đặt [mặc định: queen]
help-variant-piece-queen = quân hậu của cờ vua
help-variant-piece-superqueen = quân hậu đi được cả nước mã (còn gọi là amazon)
help-variant-pawns = K quân tốt ở bất kỳ đâu (mỗi cách đặt tốt và hậu tính một lần), hoặc các ô của quân tốt (d4,e5); đặt N + K quân hậu, và quân tốt chặn mọi đường đi qua nó
