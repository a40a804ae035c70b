# `nqueens knights`.

knights-largest = hậu và mã trên bàn cờ { $n } x { $n }: mỗi loại { $size } quân, nhiều nhất (đã tìm hết mọi cách đặt { $more } hậu và { $more } mã, không có cách nào)
knights-size = hậu và mã trên bàn cờ { $n } x { $n }: mỗi loại { $size } quân
knights-total = số cách đặt: { $total }
knights-unique = khác nhau: { $unique } (sai khác 8 phép đối xứng của bàn cờ)
knights-one-of-them = một cách trong số đó (Q là hậu, N là mã):
knights-one-of-them-unicode = một cách trong số đó (♛ là hậu, ♞ là mã):
knights-placement-header = Cách { $number }:
knights-time = thời gian: { $seconds } s
knights-check-ok = hòa bình: { $size } hậu và { $size } mã, không quân nào bị tấn công
knights-check-queen = không hòa bình: hậu ở { $queen } tấn công quân ở { $target }
knights-check-knight = không hòa bình: mã ở { $knight } tấn công quân ở { $target }
knights-check-unequal = { $queens } hậu và { $knights } mã: bài toán đặt số hậu bằng số mã
knights-check-shared = hai quân cùng ở { $square }
knights-slow = lần tìm này có thể mất { $time } (n = 12 mất { $measured } s, và mỗi cỡ lâu hơn cỡ trước khoảng 8 lần)

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-knights-about = Đặt nhiều hậu và mã nhất sao cho không quân nào tấn công quân khác: số lớn nhất, có chứng minh, đếm và vẽ
cmd-knights-after-help =
    m quân hậu và m quân mã đứng trên bàn cờ và không quân nào tấn công quân khác, bất kể loại: hậu theo các đường của nó, mã theo nước đi của mã. Mặc định tìm m lớn nhất và chứng minh (mọi cách đặt m + 1 quân mỗi loại đều được tìm và không có), đếm các cách đặt cả thảy và không tính 8 phép đối xứng của bàn cờ, và vẽ một cách. Các ô viết như trong solve (a1 hoặc hàng,cột). Mã thoát: 0 khi thành công, 1 khi cách đặt được kiểm tra không hòa bình hoặc một cỡ không có cách đặt nào, 2 khi đầu vào sai.
arg-knights-n = Cỡ bàn cờ (tới 16)
arg-knights-size = Đặt đúng M quân mỗi loại thay vì nhiều nhất
arg-knights-count = Chỉ in số quân và các số đếm, không vẽ cách đặt nào
arg-knights-all = In mọi cách đặt, rồi các số đếm
arg-knights-queens = Kiểm tra một cách đặt: các ô của quân hậu (a1,c3,...), cùng --knights
arg-knights-knights = Kiểm tra một cách đặt: các ô của quân mã, cùng --queens
arg-knights-format = Cách in các cách đặt
value-knights-format-board = mỗi cách đặt là một bàn cờ: Q là quân hậu, N là quân mã
value-knights-format-list = mỗi cách đặt trên một dòng: Qa1 ... Nc3 ...
value-knights-format-json = mỗi cách đặt hay kết quả là một đối tượng JSON
arg-knights-unicode = Vẽ bàn cờ bằng hình quân cờ và ô tô bóng
