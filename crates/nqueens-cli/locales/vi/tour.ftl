# `nqueens tour`.

tour-header = Hành trình { $number }:
tour-prompt = Ô xuất phát (a1 hoặc hàng,cột):
tour-needs-start = hành trình mở cần có ô xuất phát: hãy cho --from SQUARE (a1 hoặc hàng,cột)
tour-none = không có hành trình: { $reason }
tour-method-enumerates = --all và --count liệt kê bằng quay lui: hãy bỏ --method hoặc dùng --method backtrack

# Vì sao không có hành trình.
tour-reason-one-line = trên bàn cờ chỉ có một hàng hoặc một cột, quân mã không đi được nước nào
tour-reason-two-lines = trên bàn cờ hai hàng hoặc hai cột, các nước đi của quân mã tạo thành những chuỗi rời nhau, không chuỗi nào phủ hết bàn cờ
tour-reason-small-board = 3 x 3, 3 x 5, 3 x 6 và 4 x 4 là những bàn cờ từ ba hàng và ba cột trở lên không có hành trình mở (Conrad và cộng sự, 1994)
tour-reason-odd-board = hành trình khép kín cần số ô hai màu bằng nhau, mà bàn cờ có cả hai cạnh lẻ thì một màu có nhiều hơn một ô
tour-reason-four-lines = bàn cờ bốn hàng hoặc bốn cột không có hành trình khép kín (Schwenk, 1991)
tour-reason-three-lines = các bàn cờ 3 x 4, 3 x 6 và 3 x 8 không có hành trình khép kín (Schwenk, 1991)
tour-reason-inner-start = trên bàn cờ bốn hàng hoặc bốn cột, hành trình mở bắt đầu và kết thúc ở hai đường ngoài, còn ô này nằm ở hai đường trong
tour-reason-minority-colour = trên bàn cờ có số ô lẻ, hành trình mở bắt đầu và kết thúc ở màu của các ô góc, còn ô này có màu kia
tour-reason-searched = tìm qua mọi đường đi từ ô này mà không thấy hành trình nào
# Vì sao một cách tìm không giải quyết được bàn cờ.
tour-unsettled-too-many-squares = hành trình được đánh số bằng 32 bit, mà bàn cờ có hơn 2^32 - 1 ô
tour-unsettled-gave-up = việc tìm kiếm đã bỏ cuộc mà không tìm được hành trình cũng không chứng minh được là không có
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
