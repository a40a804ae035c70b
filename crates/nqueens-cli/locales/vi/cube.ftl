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

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-cube-about = Quân hậu trong khối lập phương n x n x n: n² quân không ăn nhau, đếm và vẽ từng tầng; số quân nhiều nhất
cmd-cube-after-help =
    Một quân hậu trong khối lập phương tấn công theo 13 đường: 3 đường song song với các trục, 6 đường chéo của các mặt và 4 đường chéo xuyên khối. n² quân hậu không ăn nhau đứng mỗi quân trên một đường thẳng đứng, nên một lời giải là một hình vuông Latin các độ cao mà mỗi tầng là một lời giải n hậu. Mặc định đếm các lời giải, cả thảy và không tính 48 phép đối xứng của khối lập phương, bằng tìm kiếm vét cạn (khối tới 15), và vẽ một lời giải: các độ cao và từng tầng như một bàn cờ. --construct dựng lời giải tuyến tính (x, y, (3x + 5y) mod n) của mọi khối có n nguyên tố cùng nhau với 2, 3, 5 và 7, không cần tìm. --most tìm số quân hậu nhiều nhất đặt được (khối tới 6). Mã thoát: 0 khi thành công, 1 khi không có lời giải hay không có lời giải tuyến tính, 2 khi đầu vào sai.
arg-cube-n = Cạnh của khối lập phương
arg-cube-count = Chỉ in các số đếm, không vẽ lời giải nào
arg-cube-all = In mọi lời giải, rồi các số đếm
arg-cube-construct = Dựng lời giải tuyến tính thay vì tìm (n nguyên tố cùng nhau với 2, 3, 5 và 7)
arg-cube-most = Số quân hậu nhiều nhất đặt được mà không hai quân nào ăn nhau, và một cách đặt
arg-cube-format = Cách in các lời giải
value-cube-format-board = các độ cao thành hình vuông Latin, rồi từng tầng là một bàn cờ
value-cube-format-list = các độ cao của mỗi lời giải trên một dòng, các hàng cách nhau bởi /
value-cube-format-json = mỗi lời giải hay kết quả là một đối tượng JSON
arg-cube-unicode = Vẽ các tầng bằng hình quân cờ và ô tô bóng
