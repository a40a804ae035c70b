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
