# `nqueens solve`. `verify` đọc lại kết quả này, nhận ra dòng tiêu đề nhờ
# hình dạng của nó (chữ, một số và dấu hai chấm) và dòng tổng kết cũng vậy
# (một số, chữ và dấu hai chấm): bản dịch phải giữ cả hai hình dạng đó.

solve-header = Phương án { $number }:
solve-summary = { $n } hậu: { $found } { $kind ->
        [unique] lời giải khác nhau
        [completions] cách hoàn thành
       *[all] lời giải
    }.
solve-summary-limited = { $n } hậu: { $found } { $kind ->
        [unique] lời giải khác nhau
        [completions] cách hoàn thành
       *[all] lời giải
    } đầu tiên (--limit { $limit }).
# Dòng tổng kết của một biến thể: `head` cho biết đã đặt những gì (`7 hậu trên bàn cờ xuyến`).
solve-summary-variant = { $head }: { $found } { $kind ->
        [unique] lời giải khác nhau
       *[all] lời giải
    }.
solve-summary-variant-limited = { $head }: { $found } { $kind ->
        [unique] lời giải khác nhau
       *[all] lời giải
    } đầu tiên (--limit { $limit }).
solve-no-solution = không có lời giải: không thể đặt { $n } quân hậu lên bàn cờ { $n } x { $n } mà không có hai quân nào ăn nhau
solve-listing-warning = bàn cờ { $n } x { $n } có { $solutions } lời giải; liệt kê hết sẽ mất { $time } (thêm --limit K để dừng sớm)
solve-algebraic-too-large = ký hiệu cờ vua chỉ có chữ cái cho 26 cột, nên --format algebraic chỉ dùng được với N tối đa 26, không phải { $n }; hãy dùng --format list hoặc json
solve-unicode-needs-board = --unicode vẽ bàn cờ, nên không đi cùng --format { $format }
solve-one-based-needs-columns = --one-based đánh số cột cho kết quả dạng list và json, không phải cho --format { $format }
solve-first-slow = với N = { $n }, quay lui có thể mất nhiều phút hoặc lâu hơn rất nhiều mới tới được các lời giải đầu tiên theo thứ tự từ điển (nhanh khi N không quá { $max }); nqueens find { $n } cho ngay một lời giải
solve-method-is-classic = --method { $method } tìm trên bàn cờ cổ điển; các biến thể (--torus, --piece superqueen, --pawns) có cách tìm riêng, nên hãy bỏ --method đi
solve-one-based-with-pawns = --one-based đếm cột khi mỗi hàng có một quân hậu; khi có quân tốt, một hàng có thể có hai quân hậu, nên kết quả dạng list và json ghi ô theo hàng,cột đếm từ 0

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-solve-about = Liệt kê các lời giải trên bàn cờ N x N ngay khi tìm được
cmd-solve-after-help = Các biến thể (--torus, --piece superqueen, --pawns) được in theo cùng các dạng. Bàn cờ vẽ quân tốt là P (♙ với --unicode). Khi quân tốt cho phép một hàng có hai quân hậu, dòng list và algebraic ghi các ô của quân hậu, rồi dấu | và các ô của quân tốt (0,2 1,5 … | 3,3 hoặc c8 f7 … | d5), còn dòng JSON ghi "pawns" và "queens" là các ô [hàng, cột] đếm từ 0. Dòng JSON của một biến thể ghi tên biến thể: "variant": "torus", "superqueens" hoặc "pawns". nqueens verify đọc lại được mọi dạng.
arg-solve-n = Kích thước bàn cờ: N quân hậu trên bàn cờ N x N
arg-solve-method = Cách tìm kiếm; mọi cách đều cho cùng các lời giải theo cùng thứ tự
value-solve-method-bitmask = quay lui trên mặt nạ bit (nhanh nhất)
value-solve-method-marks = quay lui với các mảng đánh dấu cột và đường chéo
value-solve-method-pairwise = quay lui, thử mỗi ô với từng quân hậu đã đặt
value-solve-method-stack = quay lui dùng ngăn xếp thay cho đệ quy
value-solve-method-brute = vét cạn mọi dãy N^N cột (N tối đa 9)
arg-solve-format = Cách in lời giải [mặc định: bàn cờ khi N đến 32, danh sách khi lớn hơn]
value-solve-format-board = bàn cờ có nhãn hàng và cột, cuối cùng là dòng tổng kết
value-solve-format-list = mỗi lời giải một dòng: cột của quân hậu trên từng hàng
value-solve-format-algebraic = mỗi lời giải một dòng theo ký hiệu cờ vua (N tối đa 26)
value-solve-format-json = mỗi dòng một đối tượng JSON
value-solve-format-svg = { render-help-format-svg }
arg-solve-unique = Chỉ lấy một lời giải trong mỗi lớp lời giải sinh ra nhau qua phép quay và phép lật
arg-solve-limit = Dừng sau K lời giải
arg-solve-one-based = Đánh số cột từ 1 trong kết quả dạng danh sách và json
arg-solve-unicode = Vẽ bàn cờ ô đen trắng với ♛ cho quân hậu
arg-solve-torus = { help-variant-torus }
arg-solve-piece = { help-variant-piece }
value-solve-piece-queen = { help-variant-piece-queen }
value-solve-piece-superqueen = { help-variant-piece-superqueen }
arg-solve-pawns = { help-variant-pawns }
