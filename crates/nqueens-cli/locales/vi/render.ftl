# `nqueens render`, và hình của `solve --format svg` và `tour --format svg`.

cmd-render-about = Vẽ các lời giải hoặc hành trình của quân mã thành hình (SVG hoặc PNG)
cmd-render-after-help = Nếu không chọn gì, lệnh vẽ lời giải đầu tiên. Không có N thì lệnh vẽ cách đặt đọc từ đầu vào chuẩn (hoặc từ --queens-from FILE), ở mọi dạng nqueens verify đọc được: nqueens solve 8 --limit 1 --format json | nqueens render -o q8.svg. Định dạng lấy theo phần mở rộng của -o (.svg hoặc .png) trừ khi --format chỉ rõ; không có -o thì hình được ghi ra đầu ra chuẩn, riêng PNG chỉ khi đầu ra đó không phải là terminal. Với --torus, --piece superqueen hoặc --pawns, lệnh vẽ các lời giải của biến thể đó theo thứ tự solve liệt kê; cách đặt đọc được có quân tốt (P trên bàn cờ, sau dấu | trong danh sách, "pawns" trong dòng JSON) được vẽ cùng các quân tốt.
arg-render-n = Kích thước bàn cờ: N quân hậu trên bàn cờ N x N (tối đa 100); không có N thì vẽ cách đặt đọc được
arg-render-all = Vẽ mọi lời giải trên một trang nhiều bàn cờ
arg-render-unique = Chỉ các lời giải khác nhau qua phép quay và phép lật (với --solution là lời giải thứ K trong số đó)
arg-render-solution = Vẽ lời giải thứ K, đếm từ 1 như solve đánh số
arg-render-limit = Chỉ vẽ K lời giải đầu tiên, trên một trang
arg-render-queens = Vẽ cách đặt này: cột của từng hàng đếm từ 0, như solve --format list in ra (1 3 0 2 hoặc 1,3,0,2)
arg-render-tour = Thay vào đó, vẽ một hành trình của quân mã trên bàn cờ N x N
arg-render-from = Ô xuất phát của hành trình: a1 (mặc định) hoặc hàng,cột đếm từ 0
arg-render-closed = Hành trình khép kín: nước đi cuối quay về ô xuất phát
arg-render-output = Ghi hình vào FILE thay vì đầu ra chuẩn
arg-render-format = Định dạng của hình [mặc định: theo phần mở rộng của -o, nếu không thì svg]
render-help-format-svg = SVG, cho trình duyệt, trang trình chiếu và bản in
value-render-format-svg = { render-help-format-svg }
value-render-format-png = PNG, vẽ bằng phông chữ có sẵn trong chương trình
arg-render-size = Chiều rộng của hình tính bằng điểm ảnh [mặc định: 480, hoặc 200 cho mỗi bàn cờ trên một trang]
arg-render-columns = Số bàn cờ trên một hàng của trang [mặc định: tối đa 6]
arg-render-queens-from = Vẽ cách đặt duy nhất trong FILE (- là đầu vào chuẩn), ở mọi dạng nqueens verify đọc được
arg-render-no-caption = Bỏ các chú thích phía trên bàn cờ
arg-render-torus = { help-variant-torus }
arg-render-piece = { help-variant-piece }
value-render-piece-queen = { help-variant-piece-queen }
value-render-piece-superqueen = { help-variant-piece-superqueen }
arg-render-pawns = { help-variant-pawns }

# Chú thích và tiêu đề.
render-caption-solution = Phương án { $number }
render-title-sheet = { $unique ->
    [yes] { $n } quân hậu: { $count } lời giải khác nhau
   *[no] { $n } quân hậu: { $count } lời giải
}
render-title-sheet-limited = { $n } quân hậu: { $count } lời giải đầu tiên
render-title-placement = { $n } quân hậu
render-caption-tour = { $closed ->
    [yes] Hành trình khép kín của quân mã từ { $start }
   *[no] Hành trình của quân mã từ { $start }
}
render-title-tour = Hành trình của quân mã trên bàn cờ { $rows } x { $cols }

# Lỗi và ghi chú.
render-board-too-wide = hình chỉ vẽ bàn cờ đến N = { $max }, không phải { $n }
render-no-solution = không có lời giải: không thể đặt { $n } quân hậu trên bàn cờ { $n } x { $n }
render-no-such-solution = { $unique ->
    [yes] không có lời giải khác nhau thứ { $k }: { $n } quân hậu có { $count } lời giải khác nhau
   *[no] không có lời giải thứ { $k }: { $n } quân hậu có { $count } lời giải
}
render-too-many-boards = một trang chứa tối đa { $max } bàn cờ; hãy chọn ít hơn bằng --unique, --limit hoặc --solution
render-not-a-placement = --queens cần { $n } cột từ 0 đến { $last }, mỗi hàng một cột, không phải { $text }
render-unknown-extension = không đoán được định dạng hình từ { $path }: hãy đặt tên .svg hoặc .png, hoặc dùng --format
render-png-to-terminal = PNG sẽ làm rối terminal: hãy ghi vào tệp bằng -o FILE, hoặc chuyển hướng đầu ra chuẩn
render-png-too-large = ảnh PNG sẽ có { $width } x { $height } điểm ảnh, nhiều hơn { $max }; hãy giảm --size
render-png-no-memory = không đủ bộ nhớ cho hình
render-png-encode-failed = không mã hoá được ảnh PNG
render-svg-unreadable = không đọc lại được hình SVG vừa vẽ
render-write-failed = không ghi được { $path }
render-needs-n = hãy cho kích thước bàn cờ N, hoặc một cách đặt để vẽ qua đầu vào chuẩn hay --queens-from FILE
render-size-mismatch = cách đặt đọc được thuộc bàn cờ { $read } x { $read }, nhưng N lại là { $given }
render-not-one-per-row = cách đặt ở dòng { $line } không có đúng một quân hậu trên mỗi hàng
render-more-than-one = một cách đặt khác bắt đầu ở dòng { $line }; render chỉ vẽ một (hãy chọn bằng head hoặc sed)
render-slow-search = tìm lời giải của bàn cờ { $n } x { $n } theo thứ tự của solve có thể mất hàng giờ (nhanh khi N không quá { $max }); nqueens find { $n } --format json | nqueens render vẽ ngay một lời giải
# Trang của một biến thể: `head` cho biết đặt những gì (`7 hậu trên bàn cờ xuyến`).
render-title-sheet-variant = { $unique ->
    [yes] { $head }: { $count } lời giải khác nhau
   *[no] { $head }: { $count } lời giải
}
render-title-sheet-variant-limited = { $head }: { $count } lời giải đầu tiên
render-tour-variant = hành trình của quân mã không có biến thể; hãy bỏ --torus, --piece và --pawns khi dùng --tour
render-rules-differ = cách đặt đọc được là { $stated }, nhưng các cờ lại yêu cầu { $flagged }; hãy bỏ các cờ đi
render-queens-with-pawns = --queens cho mỗi hàng một quân hậu, còn quân tốt cho phép một hàng có hai quân; hãy cho cách đặt qua đầu vào chuẩn hoặc bằng --queens-from FILE, như solve --format list in ra
render-no-such-solution-variant = { $unique ->
    [yes] không có lời giải khác nhau thứ { $k }: { $head } có { $count } lời giải khác nhau
   *[no] không có lời giải thứ { $k }: { $head } có { $count } lời giải
}
