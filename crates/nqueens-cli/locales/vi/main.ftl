# Messages that every command may use.

# Before the one line of an error on standard error.
error-prefix = lỗi
# A number of solutions, however large.
count-solutions = { $count } lời giải
# Trước dòng cảnh báo trên đầu ra lỗi chuẩn.
warning-prefix = cảnh báo
error-write-output = không ghi được ra đầu ra chuẩn

# Lỗi trên dòng lệnh.
usage-see-command-help = { $problem } (xem nqueens { $command } --help)
usage-see-help = { $problem } (xem nqueens --help)
usage-missing-command = cần có một lệnh: { $list } hoặc { $last }
usage-did-you-mean = { $problem }; có phải ý bạn là { $suggested }?
usage-unknown-argument = không nhận ra đối số '{ $arg }'
usage-invalid-value = giá trị '{ $value }' không hợp lệ cho '{ $arg }'
usage-missing-value = '{ $arg }' cần một giá trị nhưng không được cho
usage-possible-values = { $problem } [các giá trị có thể: { $values }]
usage-unknown-command = không có lệnh '{ $name }'
usage-missing-arguments = thiếu các đối số bắt buộc: { $args }
usage-conflict = không dùng được đối số '{ $arg }' cùng với { $other }
usage-repeated = đối số '{ $arg }' không được dùng nhiều lần

# Lỗi trong khi chạy.
search-thread-failed = không khởi động được việc tìm kiếm
search-thread-died = việc tìm kiếm dừng bất thường
cannot-read = không đọc được { $path }
standard-input = đầu vào chuẩn

# Các số được kiểm tra trước khi lệnh chạy.
not-a-number = { $quantity } phải là số nguyên, không phải { $text }
quantity-board-size = kích thước bàn cờ N
# Số lời giải quá lớn để biết chính xác, và thời gian một lần chạy.
magnitude = khoảng { $mantissa } x 10^{ $exponent }
duration-minutes = khoảng { $minutes } phút
duration-about-an-hour = khoảng một giờ
duration-hours = nhiều giờ
duration-days = nhiều ngày
duration-months = nhiều tháng
duration-years = nhiều năm
duration-lifetime = lâu hơn cả một đời người
clock-seconds = { $s } giây
clock-minutes = { $m } phút { $s } giây
clock-hours = { $h } giờ { $m } phút
clock-days = { $d } ngày { $h } giờ

# A line of the board, numbered as the lessons' marker arrays number it.
line-row = hàng { $index }
line-column = cột { $index }
line-diagonal = đường chéo chính i+j={ $index }
line-anti-diagonal = đường chéo phụ i-j+n={ $index }

## Các giá trị gõ trên dòng lệnh, mọi lệnh đọc như nhau.
too-small = { $quantity } phải lớn hơn hoặc bằng { $min }, không phải { $text }
not-seconds = { $flag } phải là một số giây dương, chẳng hạn 5 hoặc 0.5, không phải { $text }
not-a-seed = --seed phải là số nguyên từ 0 đến { $max }, không phải { $text }
not-a-byte-size = { $flag } nhận một lượng bộ nhớ từ một megabyte trở lên, như 8GB, 16GiB hay 500MB, không phải { $text }
not-a-shard = --shard phải có dạng I/K, phần I trong K phần đếm từ 0, chẳng hạn 0/8 hoặc 7/8; không phải { $text }
shard-out-of-range = --shard { $index }/{ $count } không chỉ phần nào: K phần của --shard I/K được đánh số từ 0 đến K - 1
not-squares = { $flag }: không đọc được { $text } thành các ô; các ô theo ký hiệu cờ vua cách nhau bằng dấu phẩy (d8,g6), các ô hàng,cột cách nhau bằng ; hoặc dấu cách ('0,3;2,6')
no-squares = { $flag } không có ô nào; hãy ghi ít nhất một ô, như d8 hoặc 0,3
not-a-square = { $text } không phải là một ô của bàn cờ { $rows } x { $cols } (hãy viết a1 với hàng 1 ở dưới cùng, hoặc hàng,cột đếm từ 0 với hàng 0 ở trên cùng)
quoted-more = { $quoted }… (còn { $more } ký tự nữa)
too-large = { $quantity } không được lớn hơn { $max }, không phải { $text }
memory-over-budget = việc này cần khoảng { $needed } bộ nhớ, nhiều hơn { $budget } mà một lần chạy được dùng
memory-bytes = { $count } byte
# A time that is a lower bound.
at-least = ít nhất là { $time }

# Biến môi trường chọn bản dựng của việc tìm kiếm có giá trị không hợp lệ.
builds-unknown = { $variable } là { $value }; chỉ nhận portable hoặc fastest
