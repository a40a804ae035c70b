# `nqueens complete`.

complete-no-completion = không có cách hoàn thành: không lời giải nào của bàn cờ { $n } x { $n } giữ được các quân hậu đã cho mà tránh được các ô bị cấm
complete-size-mismatch = lưới có cỡ { $grid } x { $grid }, nhưng --n lại là { $given }
complete-grid-too-large = lưới có cỡ { $n } x { $n }; complete chỉ nhận bàn cờ tối đa { $max } x { $max }
complete-squares-need-size = --queens và --blocked cần kích thước bàn cờ: hãy cho --n N, hoặc một tệp lưới FILE (- là đầu vào chuẩn)
