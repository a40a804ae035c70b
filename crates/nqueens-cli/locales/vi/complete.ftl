# `nqueens complete`.

complete-no-completion = không có cách hoàn thành: không lời giải nào của bàn cờ { $n } x { $n } giữ được các quân hậu đã cho mà tránh được các ô bị cấm
complete-size-mismatch = lưới có cỡ { $grid } x { $grid }, nhưng --n lại là { $given }
complete-squares-need-size = --queens, --blocked và các đường bị loại cần kích thước bàn cờ: hãy cho N (hoặc --n N), hoặc một tệp lưới FILE (- là đầu vào chuẩn)
complete-line-off-board = { $flag } { $k } nằm ngoài bàn cờ: các đường của nó được đánh số từ { $min } đến { $max }
complete-positional-size-mismatch = lưới có cỡ { $grid } x { $grid }, nhưng N lại là { $given }
complete-size-twice = kích thước bàn cờ được cho hai lần, bằng N và bằng --n; hãy cho một lần thôi
complete-not-a-size = { $text } không phải kích thước bàn cờ (một số nguyên như 8); hãy cho N trước, rồi đến tệp lưới FILE
complete-file-like-size = { $text } được hiểu là tệp lưới vì không phải số nguyên; kích thước bàn cờ chỉ gồm chữ số, như 11
complete-count-warning = bàn cờ { $n } x { $n } có { $completions } cách hoàn thành; đếm hết sẽ mất { $time }
complete-all-warning = bàn cờ { $n } x { $n } có { $completions } cách hoàn thành; liệt kê hết sẽ mất { $time }
complete-count-warning-search = đếm các cách hoàn thành bàn cờ { $n } x { $n } sẽ mất { $time }
complete-all-warning-search = liệt kê các cách hoàn thành bàn cờ { $n } x { $n } sẽ mất { $time }
complete-csplib-and-grid = --csplib và tệp lưới FILE đều cho bàn cờ; hãy cho một thôi (N hoặc --n có thể đi cùng --csplib)
complete-csplib-size-mismatch = bài toán dành cho bàn cờ { $instance } x { $instance }, nhưng --n lại là { $given }
complete-csplib-positional-size-mismatch = bài toán dành cho bàn cờ { $instance } x { $instance }, nhưng N lại là { $given }
# The progress bar of a long search: the pieces the search is split into.
complete-progress = { $done }/{ $pieces } phần, { $nodes } nút
complete-progress-none = chưa xong phần nào của việc tìm kiếm
# Ctrl-C stopped the search, or the count.
complete-interrupted = nqueens: đã dừng; việc tìm kiếm dừng lại mà chưa có câu trả lời: chưa tìm thấy cách hoàn thành nào, cũng chưa loại trừ được
complete-interrupted-count = nqueens: đã dừng; việc đếm dừng lại mà chưa có câu trả lời

## Instances of the excluded-diagonals benchmark (--csplib), as its
## generator writes them; each message follows the file's name and line.
complete-csplib-too-long = dài hơn { $limit } byte, nhiều hơn một bài toán trên bàn cờ lớn nhất cần
complete-csplib-end-of-line = cuối dòng
complete-csplib-end-of-file = cuối tệp
complete-csplib-expected-name = cần một thiết lập như n = 10, nhưng gặp { $found }
complete-csplib-unknown-name = { $name } không phải thiết lập của một bài toán; bài toán có n, numdiags và diags
complete-csplib-twice = { $name } được đặt hai lần, lần đầu ở dòng { $first }
complete-csplib-expected-equals = cần "=" sau { $name }, nhưng gặp { $found }
complete-csplib-expected-number = cần một số nguyên, nhưng gặp { $found }
complete-csplib-not-a-list = diags phải là danh sách các cặp như [[4, 1], [2, 1]], không phải { $found }
complete-csplib-not-a-pair = cần một cặp như [4, 1], nhưng gặp { $found }
complete-csplib-unclosed = dấu "[" ở đây không bao giờ được đóng: các dấu ngoặc không cân
complete-csplib-stray-close = dấu "]" ở đây không đóng danh sách nào: các dấu ngoặc không cân
complete-csplib-after-value = còn chữ sau giá trị: { $found }
complete-csplib-no-size = không có dòng "n = ..."
complete-csplib-no-list = không có danh sách "diags = [...]"
complete-csplib-bad-type = loại đường chéo { $kind } không phải 0 (hiệu) cũng không phải 1 (tổng)
complete-csplib-off-board-sum = { $pair } nằm ngoài bàn cờ { $n } x { $n }: các đường chéo tổng được đánh số từ 0 đến { $max }
complete-csplib-off-board-difference = { $pair } nằm ngoài bàn cờ { $n } x { $n }: các đường chéo hiệu được đánh số từ 0 đến { $max }
complete-csplib-repeated = { $pair } được liệt kê hai lần, lần đầu ở dòng { $first }
complete-csplib-count-mismatch = numdiags ghi { $says } nhưng danh sách có { $has }
complete-csplib-first-too-large = --first { $first } đòi nhiều đường chéo hơn { $has } đường của danh sách

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-complete-about = Hoàn thành bàn cờ đã có sẵn một số quân hậu và một số ô bị cấm
cmd-complete-after-help =
    Bàn cờ lấy từ một lưới, từ một kích thước (N hoặc --n) cùng --queens và --blocked, hoặc từ cả hai. Lưới có mỗi hàng một dòng: Q là quân hậu, . là ô trống, x là ô bị cấm, như dạng board in ra (có thể giữ nhãn hàng và cột; dòng bắt đầu bằng # là chú thích). Kích thước có thể đứng đầu, như ở mọi lệnh (nqueens complete 11 --queens d8); không có FILE, N và --n thì lưới được đọc từ đầu vào chuẩn.

    Ô được viết theo ký hiệu cờ vua (d8, khi N đến 26) hoặc dạng hàng,cột đếm từ 0, hàng 0 ở trên cùng (0,3). Các ô theo ký hiệu cờ vua cách nhau bằng dấu phẩy (--queens d8,g6), các ô hàng,cột cách nhau bằng dấu chấm phẩy hoặc dấu cách (--queens '0,3;2,6'), hoặc lặp lại tùy chọn.

    Bàn cờ cũng có thể lấy từ một bài toán của bộ thử đường chéo bị loại (CSPLib prob079) bằng --csplib FILE, như bộ sinh của nó viết ra: n = 10, rồi diags = [[4, 1], [5, 0], ...], trong đó [k, 1] loại đường chéo i+j = k và [k, 0] loại đường chéo có i-j = k-(n-1), cả hai đánh số từ 0 đến 2n-2 (dòng numdiags, nếu có, phải bằng độ dài danh sách). --first D chỉ lấy D đường chéo đầu tiên của danh sách, như các bài toán của bộ thử. Các tùy chọn khác thêm vào bàn cờ đó.

    Ctrl-C dừng một lần tìm kiếm hay đếm kéo dài; khi đó lệnh kết thúc mà không có câu trả lời. Trong lúc chạy, một thanh tiến độ hiện trên terminal.

    Mã thoát: 0 khi thành công, 1 khi không có cách hoàn thành nào, 2 khi có lỗi, chẳng hạn các quân hậu cho sẵn ăn nhau hoặc đứng trên ô bị cấm, và 130 khi Ctrl-C dừng việc tìm kiếm.
arg-complete-size = Kích thước bàn cờ khi không có lưới (nếu có cả lưới hay bài toán --csplib thì chúng phải đúng cỡ này); đối số đầu tiên không phải số nguyên được hiểu là FILE
arg-complete-file = Lưới cần hoàn thành; - là đầu vào chuẩn, cũng được đọc khi không có FILE lẫn kích thước
arg-complete-n = Kích thước bàn cờ khi không có lưới (nếu có cả lưới hay bài toán --csplib thì chúng phải đúng cỡ này)
arg-complete-queens = Các quân hậu đã đặt, chẳng hạn d8,g6 hoặc '0,3;2,6' (có thể lặp lại)
arg-complete-blocked = Các ô không quân hậu nào được dùng, viết như với --queens (có thể lặp lại)
arg-complete-exclude-diagonal = Các đường chéo không quân hậu nào được đứng, theo số i+j (0 đến 2n-2) như mảng đánh dấu của bài học; nhiều số cách nhau bằng dấu phẩy (có thể lặp lại)
arg-complete-exclude-antidiagonal = Các đường chéo phụ không quân hậu nào được đứng, theo số i-j+n (1 đến 2n-1); nhiều số cách nhau bằng dấu phẩy (có thể lặp lại)
arg-complete-csplib = Một bài toán của bộ thử đường chéo bị loại (CSPLib prob079) cần hoàn thành, thay cho tệp lưới FILE; - là đầu vào chuẩn
arg-complete-first = Chỉ loại D đường chéo đầu tiên của danh sách --csplib, như bộ thử quy định [mặc định: tất cả]
arg-complete-all = Mọi cách hoàn thành, đánh số như solve đánh số lời giải
arg-complete-count = Chỉ in số cách hoàn thành (một đối tượng JSON với --format json)
arg-complete-format = Cách in các cách hoàn thành [mặc định: bàn cờ khi N đến 32, danh sách khi lớn hơn]
value-complete-format-board = bàn cờ có nhãn hàng và cột, x ở các ô bị cấm (N tối đa 100)
value-complete-format-list = mỗi lời giải một dòng: cột của quân hậu trên từng hàng
value-complete-format-json = mỗi dòng một đối tượng JSON
