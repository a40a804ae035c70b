# Lời trợ giúp của lệnh, theo từng lệnh con; clap xếp chúng thành bảng.

# Cả chương trình.
cmd-about = Giải, đếm, tìm, hoàn thành và kiểm tra cách đặt quân hậu: n quân hậu trên bàn cờ n x n, không có hai quân nào ăn nhau.
cmd-after-help = Mã thoát: 0 khi thành công, 1 khi không có lời giải hoặc cách hoàn thành nào hay một cách đặt không phải là lời giải, 2 khi có lỗi, 130 khi Ctrl-C dừng việc đếm sau khi đã lưu điểm dừng.
arg-lang = Ngôn ngữ của thông báo và nhãn [mặc định: theo LC_ALL, LC_MESSAGES hoặc LANG]
value-lang-en = English
value-lang-vi = Tiếng Việt
arg-help = In trợ giúp
arg-help-see-more = In trợ giúp (xem đầy đủ hơn với '--help')
arg-help-see-summary = In trợ giúp (xem bản tóm tắt với '-h')
arg-version = In phiên bản
cmd-help-about = In trợ giúp này hoặc trợ giúp của (các) lệnh con
arg-help-subcommand = In trợ giúp của (các) lệnh con

# Các tiêu đề trong trợ giúp.
help-usage = Cách dùng
help-commands = Lệnh
help-arguments = Đối số
help-options = Tùy chọn

# Những gì được thêm vào trợ giúp của một đối số có giá trị mặc định hoặc các lựa chọn.
help-default = mặc định
help-possible-values = Các giá trị có thể
help-possible-values-inline = các giá trị có thể
