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
