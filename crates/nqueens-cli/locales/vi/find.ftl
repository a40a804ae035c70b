# `nqueens find`.

find-stats = tìm kiếm cục bộ: { $steps } bước, { $swaps } lần đổi chỗ, { $restarts } lần bắt đầu lại, { $seconds } giây
find-check-out-of-memory = không đủ bộ nhớ để kiểm tra { $n } hàng: việc kiểm tra cần 5 bit cho mỗi hàng; hãy bỏ --check
find-check-failed = lời giải không qua được bước kiểm tra, đây là lỗi của nqueens: { $problem }
find-check-length = nó có { $rows } hàng thay vì { $n }
find-check-off-board = quân hậu ở hàng { $row } nằm ở cột { $col }, nhưng các cột chỉ từ 0 đến { $last }
find-check-attacked = quân hậu ở hàng { $row }, cột { $col } cùng { $line ->
        [column] cột
       *[diagonal] đường chéo
    } với một quân hậu đặt trước

# Kiểm tra các tùy chọn.
find-needs-random = { $flag } dành cho tìm kiếm ngẫu nhiên, nên cần --method random (cách dựng theo công thức luôn cho cùng một lời giải)
find-board-too-wide = --format board chỉ vẽ bàn cờ với N tối đa { $max }, không phải { $n }; hãy dùng --format list hoặc json
find-random-is-classic = --method random tìm trên bàn cờ cổ điển; các biến thể (--torus, --piece superqueen, --pawns) được dựng theo công thức hoặc tìm theo cách riêng, nên hãy bỏ --method đi
find-check-rules = nó không đặt đủ số quân hậu mà luật yêu cầu, mỗi hàng một quân ở nơi luật yêu cầu như vậy
find-random-slow = tìm kiếm cục bộ trên bàn cờ { $n } x { $n } có thể mất { $time } và { $size } bộ nhớ; nqueens find { $n } (cách dựng) cho ngay một lời giải mà gần như không tốn bộ nhớ
find-random-searching = đang tìm ngẫu nhiên trên bàn cờ { $n } x { $n }
