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
