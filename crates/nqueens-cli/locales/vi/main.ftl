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

# Lỗi của thư viện, mỗi loại một thông báo.
lib-empty-board = kích thước bàn cờ phải lớn hơn hoặc bằng 1
lib-too-large = cách { $method } chỉ nhận n tối đa { $max }, không phải { $n }
lib-too-large-instead = cách { $method } chỉ nhận n tối đa { $max }, không phải { $n }; cách { $instead } giải được bàn cờ lớn hơn
lib-no-solution = không thể đặt { $n } quân hậu lên bàn cờ { $n } x { $n } mà không có hai quân nào ăn nhau (bài toán không có lời giải với n = 2 và n = 3)
lib-square-off-board = ô { $square } nằm ngoài bàn cờ { $n } x { $n }
lib-queens-attack = các quân hậu đã đặt ăn nhau: { $pairs }
lib-queen-on-blocked = có quân hậu đặt ở { $square }, là ô bị cấm
lib-column-out-of-range = quân hậu ở hàng { $row } nằm ở cột { $col }, nhưng các cột chỉ từ 0 đến { $last }
lib-invalid-square = { $text } không phải là một ô của bàn cờ { $n } x { $n } (hãy viết cột và hàng như d8, hoặc hàng,cột đếm từ 0)
lib-square-off-tour-board = ô ({ $row },{ $col }) nằm ngoài bàn cờ { $rows } x { $cols }
lib-no-tour = không có hành trình { $closed ->
        [yes] khép kín
       *[no] mở
    } nào của quân mã trên bàn cờ { $rows } x { $cols }: { $reason }
lib-no-tour-from = không có hành trình { $closed ->
        [yes] khép kín
       *[no] mở
    } nào của quân mã trên bàn cờ { $rows } x { $cols } xuất phát từ { $from }: { $reason }
lib-tour-unsupported = cách { $method } không giải quyết được bài toán hành trình { $closed ->
        [yes] khép kín
       *[no] mở
    } của quân mã trên bàn cờ { $rows } x { $cols }: { $reason }
# Hai quân hậu trên cùng một đường: `line` là row, column hoặc diagonal.
pair-shares-line = { $first } và { $second } cùng { $line ->
        [row] hàng
        [column] cột
       *[diagonal] đường chéo
    }
# A line of the board, numbered as the lessons' marker arrays number it.
line-row = hàng { $index }
line-column = cột { $index }
line-diagonal = đường chéo chính i+j={ $index }
line-anti-diagonal = đường chéo phụ i-j+n={ $index }

## Các giá trị gõ trên dòng lệnh, mọi lệnh đọc như nhau.
too-small = { $quantity } phải lớn hơn hoặc bằng { $min }, không phải { $text }
not-seconds = { $flag } phải là một số giây dương, chẳng hạn 5 hoặc 0.5, không phải { $text }
not-a-seed = --seed phải là số nguyên từ 0 đến { $max }, không phải { $text }
not-a-shard = --shard phải có dạng I/K, phần I trong K phần đếm từ 0, chẳng hạn 0/8 hoặc 7/8; không phải { $text }
shard-out-of-range = --shard { $index }/{ $count } không chỉ phần nào: K phần của --shard I/K được đánh số từ 0 đến K - 1
not-squares = { $flag }: không đọc được { $text } thành các ô; các ô theo ký hiệu cờ vua cách nhau bằng dấu phẩy (d8,g6), các ô hàng,cột cách nhau bằng ; hoặc dấu cách ('0,3;2,6')
no-squares = { $flag } không có ô nào; hãy ghi ít nhất một ô, như d8 hoặc 0,3
not-a-square = { $text } không phải là một ô của bàn cờ { $rows } x { $cols } (hãy viết a1 với hàng 1 ở dưới cùng, hoặc hàng,cột đếm từ 0 với hàng 0 ở trên cùng)
quoted-more = { $quoted }… (còn { $more } ký tự nữa)
too-large = { $quantity } không được lớn hơn { $max }, không phải { $text }
memory-over-budget = việc này cần khoảng { $needed } bộ nhớ, nhiều hơn { $budget } mà một lần chạy được dùng
memory-bytes = { $count } byte
lib-out-of-memory = cách { $method } cần khoảng { $bytes } bộ nhớ ở đây, nhiều hơn mức có thể cấp phát
# A time that is a lower bound.
at-least = ít nhất là { $time }
lib-repeated-pawn = quân tốt ở ô { $square } được cho hai lần
lib-pawn-on-border = quân tốt ở ô { $square } nằm trên mép bàn cờ, không còn chỗ cho quân hậu ở một phía của nó; quân tốt phải đặt ở các ô bên trong
lib-pawns-side-by-side = hai quân tốt ở ô { $first } và { $second } đứng cạnh nhau, không còn chỗ cho quân hậu ở giữa
lib-pawns-do-not-fit = { $pawns } quân tốt không vừa bàn cờ { $n } x { $n }: tối đa { $max } quân đứng ngoài mép và không có hai quân nào cạnh nhau trên một hàng hay một cột
lib-too-many-pawn-sets = đếm qua mọi cách đặt { $pawns } quân tốt trên bàn cờ { $n } x { $n } phải xét { $sets } cách, nhiều hơn { $max }; hãy cho vị trí quân tốt bằng --pawns CÁC_Ô
lib-model-too-large = các biến thể chỉ được tìm trên bàn cờ có tối đa { $max } ô (64 x 64), không phải { $cells }
lib-not-a-diagonal = { $line } không phải là một đường chéo của bàn cờ { $n } x { $n }
lib-interrupted = cuộc tìm kiếm đã bị dừng trước khi có câu trả lời
lib-inexpressible = định dạng { $format } không diễn tả được bài toán này: { $why }
lib-inexpressible-instead = định dạng { $format } không diễn tả được bài toán này: { $why }; định dạng { $instead } thì được
lib-inexpressible-covering = một tập thống trị phủ mỗi ô ít nhất một lần, không phải đúng một lần
lib-inexpressible-uncounted = các đường của bàn cờ không cố định số quân hậu
lib-inexpressible-long-name = một mục sẽ cần tên dài hơn tám ký tự của định dạng
