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
