# `nqueens serve`: trang web cho lớp học và API của nó.

# Trợ giúp.
cmd-serve-about = Mở trang web cho lớp học: chơi, xem quá trình tìm kiếm, các lời giải, mã đi tuần và phép đếm ngay trong trình duyệt
cmd-serve-after-help =
    Trang web và mọi thứ nó cần nằm sẵn trong chương trình: nó chạy không cần mạng và không tải gì từ nơi khác. Nó chạy cùng các phép tìm kiếm như các lệnh khác, bằng tiếng Anh hoặc tiếng Việt (theo ngôn ngữ của trình duyệt, có nút chuyển). Máy chủ chỉ nghe trên 127.0.0.1, trừ khi --bind chỉ một địa chỉ khác. Nhấn Ctrl-C để dừng.

    Trạng thái thoát: 0 khi đã dừng, 2 khi có lỗi (chẳng hạn cổng đã bị chiếm).
arg-serve-port = Cổng để nghe; 0 thì tự chọn một cổng còn trống
arg-serve-bind = Nghe trên địa chỉ này thay cho 127.0.0.1 (khi đó ai tới được địa chỉ ấy cũng dùng được trang)
arg-serve-open = Mở trang trong trình duyệt của máy

# Khi chạy.
serve-listening = đang phục vụ tại { $url }
serve-not-loopback = đang nghe trên { $address }, không phải địa chỉ nội bộ của máy này: ai tới được địa chỉ ấy cũng dùng được trang
serve-bad-address = { $address } không phải một địa chỉ IP, như 127.0.0.1 hay ::1, cũng không phải localhost
serve-runtime-failed = không khởi động được các luồng của máy chủ
serve-cannot-listen = không nghe được trên { $address }
serve-cannot-open = không mở được trình duyệt; hãy tự mở { $url }

# Những câu trả lời trang hiển thị.
serve-not-found = không có gì ở địa chỉ này
serve-missing = yêu cầu cần có { $name }
serve-out-of-range = { $name } phải từ { $min } đến { $max }, không phải { $text }
serve-not-a-flag = { $name } phải là true hoặc false, không phải { $text }
serve-bad-exercise = không có bài tập này: { $text } (next hoặc marker)
serve-bad-method = không có cách này: { $text }
serve-bad-code = không có chương trình bằng ngôn ngữ này: { $text } (python, pascal, java hoặc cpp)
serve-no-program = chương trình { $code } không dùng cách { $method }
serve-bad-comments = chú thích là en hoặc vi, không phải { $text }
serve-bad-queens = một cách đặt trên bàn cờ { $n } x { $n } gồm { $n } số cột từ 0 đến { $n } - 1, không phải { $text }
serve-bad-body = yêu cầu không phải một bàn cờ với các quân hậu: { $error }
serve-off-board = ô ({ $row },{ $col }) nằm ngoài bàn cờ { $n } x { $n }
serve-square-twice = ô { $square } được cho hai lần
serve-bad-start = ô xuất phát { $text } không phải dạng hàng,cột trên bàn cờ { $rows } x { $cols }
serve-tour-too-large = cách quay lui của bài học chỉ nhận bàn cờ tối đa { $most } ô, không phải { $rows } x { $cols }; quy tắc Warnsdorff nhận bàn lớn hơn
serve-too-long = phép tìm kiếm này chạy quá { $seconds } giây nên đã bị dừng
serve-busy = máy chủ đang bận với các phép tìm kiếm khác; hãy thử lại sau { $seconds } giây
serve-failed-request = phép tìm kiếm bị lỗi
serve-count-running = bạn đang có một phép đếm chạy rồi; hãy huỷ nó trước
serve-count-too-large = trang chỉ đếm bàn cờ tới { $most } x { $most }; hãy đếm bàn cờ { $n } x { $n } bằng lệnh bên dưới
serve-client-too-long = mã máy khách dài hơn { $most } ký tự
serve-bad-variant = không có biến thể này: { $text } (torus, superqueens hoặc pawns)
serve-bad-pawns = các quân tốt { $text } không phải tối đa { $most } ô dạng hàng.cột trên bàn cờ { $n } x { $n }, cách nhau bằng dấu phẩy
serve-body-too-large = yêu cầu lớn hơn { $most } byte

# Những yêu cầu bị từ chối trước khi API đọc tới.
serve-wrong-host = máy chủ này chỉ trả lời cho { $expected }, không trả lời cho tên máy { $host }
serve-cross-origin = một trang từ { $origin } không được phép gửi yêu cầu tới máy chủ này
serve-body-too-slow = phần thân của yêu cầu không tới đủ trong vòng { $seconds } giây
serve-body-unread = không đọc được phần thân của yêu cầu
