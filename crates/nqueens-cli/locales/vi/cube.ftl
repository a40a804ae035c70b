# `nqueens cube`.

cube-counts = { $queens } quân hậu trong khối lập phương { $n } x { $n } x { $n }, không hai quân nào ăn nhau: { $total } lời giải
cube-unique = khác nhau: { $unique } (sai khác 48 phép đối xứng của khối lập phương)
cube-one-of-them = một lời giải trong số đó:
cube-heights = độ cao (quân hậu trên mỗi ô của đáy: một hình vuông Latin, hàng y, cột x):
cube-layer = tầng z = { $z }, nhìn từ trên xuống (y = 0 là hàng trên cùng, x = 0 là cột trái):
cube-solution-header = Lời giải { $number }:
cube-linear = cách dựng tuyến tính (x, y, (3x + 5y) mod { $n }): { $queens } quân hậu, không hai quân nào ăn nhau
cube-no-linear = không có lời giải tuyến tính: cách dựng (x, y, (3x + 5y) mod { $n }) cần n nguyên tố cùng nhau với 2, 3, 5 và 7; khối lập phương { $n } x { $n } x { $n } có lời giải hay không thì chưa biết (không có lần tìm nào chạy)
cube-most = số quân hậu nhiều nhất trong khối lập phương { $n } x { $n } x { $n } mà không hai quân nào ăn nhau: { $count } (lần tìm đã chứng minh { $more } quân không đặt được)
cube-time = thời gian: { $seconds } s
cube-slow = lần tìm trong khối lập phương này có thể mất { $time } (n = 14 mất { $small } s và n = 15 mất { $seconds } s trên hai lõi, cả hai đều không thấy lời giải nào)
cube-search-too-large = lần tìm nhận khối lập phương tới { $max } x { $max } x { $max }, không phải { $n }; { $linear ->
    [yes] --construct dựng ngay một lời giải
   *[no] cỡ này cũng không có lời giải tuyến tính: có lời giải hay không thì chưa biết
  }
cube-most-too-large = lần tìm số quân hậu nhiều nhất nhận khối lập phương tới { $max } x { $max } x { $max }, không phải { $n }
