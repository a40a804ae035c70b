# `nqueens peaceable`.

peaceable-most = các quân hậu hòa bình trên bàn cờ { $n } x { $n }: { $size } trắng và { $size } đen, nhiều nhất (đã tìm hết mọi cách đặt { $more } và { $more }, không có cách nào)
peaceable-size = các quân hậu hòa bình trên bàn cờ { $n } x { $n }: { $size } trắng và { $size } đen
peaceable-none = các quân hậu hòa bình trên bàn cờ { $n } x { $n }: không có cách đặt { $size } trắng và { $size } đen (đã tìm hết mọi cách)
peaceable-legend-ascii = một cách trong số đó (Q trắng, q đen):
peaceable-legend-unicode = một cách trong số đó (♕ trắng, ♛ đen):
peaceable-time = thời gian: { $seconds } s
peaceable-check-ok = hòa bình: { $size } hậu trắng và { $size } hậu đen, không quân nào tấn công quân khác màu
peaceable-check-attack = không hòa bình: hậu trắng ở { $white } và hậu đen ở { $black } tấn công nhau
peaceable-check-unequal = { $white } hậu trắng và { $black } hậu đen: hai đội phải bằng nhau
peaceable-check-shared = hai quân hậu cùng ở { $square }
peaceable-slow = chứng minh cỡ lớn nhất có thể mất { $time } (n = 9 mất { $measured } s, và mỗi cỡ lâu hơn cỡ trước khoảng 40 lần); --size M chỉ tìm hai đội của một cỡ

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-peaceable-about = Đặt nhiều hậu trắng và hậu đen nhất sao cho không quân nào tấn công quân khác màu: số lớn nhất, có chứng minh, và vẽ
cmd-peaceable-after-help =
    m hậu trắng và m hậu đen đứng trên bàn cờ và không quân hậu nào tấn công quân hậu khác màu; các quân cùng màu được tấn công nhau. Mặc định tìm m lớn nhất và chứng minh (mọi cách đặt m + 1 quân mỗi màu đều được tìm và không có), và vẽ một cách đặt. Các ô viết như trong solve (a1 hoặc hàng,cột). Mã thoát: 0 khi thành công, 1 khi cách đặt được kiểm tra không hòa bình hoặc một cỡ không có cách đặt nào, 2 khi đầu vào sai.
arg-peaceable-n = Cỡ bàn cờ (tới 16)
arg-peaceable-size = Tìm hai đội đúng M quân hậu mỗi đội thay vì nhiều nhất
arg-peaceable-white = Kiểm tra một cách đặt: các ô của hậu trắng (a1,c3,...), cùng --black
arg-peaceable-black = Kiểm tra một cách đặt: các ô của hậu đen, cùng --white
arg-peaceable-format = Cách in cách đặt
value-peaceable-format-board = là một bàn cờ: Q trắng, q đen
value-peaceable-format-list = trên một dòng: Wa1 ... Bc3 ...
value-peaceable-format-json = một đối tượng JSON
arg-peaceable-unicode = Vẽ bàn cờ bằng hình quân cờ và ô tô bóng
