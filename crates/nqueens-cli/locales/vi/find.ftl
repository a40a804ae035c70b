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

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-find-about = Một lời giải cho bàn cờ cỡ bất kỳ: dựng theo công thức, hoặc tìm bằng tìm kiếm ngẫu nhiên có hạt giống
cmd-find-after-help =
    Dạng danh sách in các cột trên một dòng, bắt đầu bằng cột của quân hậu ở hàng 0, như solve --format list, vừa tính vừa in, nên bàn cờ một tỉ hàng vẫn được in ra với bộ nhớ không đổi; nqueens verify đọc lại được mọi dạng.

    Các biến thể được in như solve in chúng: --torus dựng ngay lời giải của Pólya cho mọi N không chia hết cho 2 và cho 3 (giữ trong bộ nhớ, 24 byte mỗi hàng); --piece superqueen và --pawns phải tìm kiếm, trên bàn cờ tối đa 64 x 64. Khi có quân tốt, dạng list và json ghi các ô: ô của quân hậu, rồi dấu | và ô của quân tốt.

    Mã thoát: 0 khi thành công, 1 khi không có lời giải (N = 2 hoặc 3, hoặc biến thể không có lời giải), 2 khi có lỗi.
arg-find-n = Kích thước bàn cờ: N quân hậu trên bàn cờ N x N
arg-find-method = Cách tìm lời giải
value-find-method-construct = dựng theo công thức cổ điển: tức thì, bộ nhớ không đổi, với mọi N
value-find-method-random = một lời giải ngẫu nhiên bằng tìm kiếm cục bộ, như nhau với cùng --seed (khoảng 5 byte bộ nhớ mỗi hàng)
arg-find-seed = Hạt giống của --method random: cùng hạt giống cho cùng lời giải trên mọi máy [mặc định: 0]
arg-find-format = Cách in lời giải [mặc định: bàn cờ khi N đến 32, danh sách khi lớn hơn]
value-find-format-board = bàn cờ có nhãn hàng và cột (N tối đa 100)
value-find-format-list = một dòng, như solve --format list ghi: cột của quân hậu trên từng hàng
value-find-format-json = một đối tượng JSON, như solve --format json ghi
arg-find-check = Kiểm tra lời giải trong thời gian O(N) trước khi in (với cách dựng, trong một lượt đầu cần 5 bit bộ nhớ mỗi hàng)
arg-find-stats = In ra đầu ra lỗi chuẩn những gì --method random đã làm: số bước, số lần đổi chỗ, số lần khởi động lại và thời gian
arg-find-one-based = Đánh số cột từ 1 trong kết quả dạng danh sách và json
arg-find-torus = { help-variant-torus }
arg-find-piece = { help-variant-piece }
value-find-piece-queen = { help-variant-piece-queen }
value-find-piece-superqueen = { help-variant-piece-superqueen }
arg-find-pawns = { help-variant-pawns }
