# `nqueens tour`.

tour-header = Hành trình { $number }:
tour-prompt = Ô xuất phát (a1 hoặc hàng,cột):
tour-needs-start = hành trình mở cần có ô xuất phát: hãy cho --from SQUARE (a1 hoặc hàng,cột)
tour-none = không có hành trình: { $reason }
tour-method-enumerates = --all và --count liệt kê bằng quay lui: hãy bỏ --method hoặc dùng --method backtrack

tour-count-warning = quay lui của bài học sẽ cần { $steps } bước và tìm được { $tours } hành trình từ ô xuất phát này (ước lượng bằng các lần dò ngẫu nhiên trên cây tìm kiếm): { $time } với mười triệu bước mỗi giây
tour-count-warning-no-tours = quay lui của bài học sẽ cần { $steps } bước từ ô xuất phát này (ước lượng bằng các lần dò ngẫu nhiên trên cây tìm kiếm): { $time } với mười triệu bước mỗi giây
tour-all-svg = --format svg chỉ vẽ một hành trình; với --all hãy dùng --format list hoặc json

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-tour-about = Cho quân mã đi qua mọi ô của bàn cờ N x M, mỗi ô đúng một lần
cmd-tour-after-help = Ô được viết như ở solve: a1 (cột và hàng, hàng 1 ở dưới cùng) hoặc hàng,cột đếm từ 0 với hàng 0 ở trên cùng. Không có --from thì hành trình khép kín bắt đầu ở a1, còn hành trình mở sẽ hỏi ô xuất phát khi đầu vào chuẩn là terminal.
arg-tour-rows = Số hàng
arg-tour-cols = Số cột [mặc định: N]
arg-tour-from = Ô xuất phát: a1 hoặc hàng,cột
arg-tour-closed = Hành trình khép kín: từ ô cuối, quân mã đi một nước là về ô đầu
arg-tour-method = Cách tìm hành trình [mặc định: warnsdorff cho hành trình mở, divide cho hành trình khép kín, backtrack với --all hoặc --count]
value-tour-method-backtrack = quay lui như trong bài học, thử tám nước đi theo thứ tự cố định
value-tour-method-warnsdorff = luôn đi tới ô có ít nước đi tiếp nhất, có phương án dự phòng
value-tour-method-divide = hành trình khép kín ghép từ các khối nhỏ (bàn cờ lớn)
arg-tour-format = Cách in hành trình
value-tour-format-board = bàn cờ ghi số thứ tự nước đi ở mỗi ô
value-tour-format-list = các ô theo thứ tự, mỗi ô một dòng (với --all thì mỗi hành trình một dòng)
value-tour-format-json = mỗi hành trình một đối tượng JSON
value-tour-format-svg = { render-help-format-svg }
arg-tour-all = Mọi hành trình từ ô xuất phát, bằng quay lui (bàn cờ nhỏ)
arg-tour-count = Đếm số hành trình từ ô xuất phát, bằng quay lui (bàn cờ nhỏ)
