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
