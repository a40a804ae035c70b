# `nqueens dominate`.

dominate-heading = thống trị bằng quân hậu trên { $board }
dominate-heading-independent = thống trị độc lập bằng quân hậu trên { $board }
dominate-minimum = { $heading }: { $size } quân hậu, là số nhỏ nhất (mọi cách đặt { $fewer } quân đều đã được tìm và không cách nào khống chế hết bàn cờ)
dominate-total = số cách đặt nhỏ nhất: { $total }
dominate-unique = không tính đối xứng: { $unique } (theo { $group } phép đối xứng của bàn cờ)
dominate-one-of-them = một cách trong số đó (+ là ô bị khống chế):
dominate-set-header = Cách { $number }:
dominate-time = thời gian: { $seconds } giây
dominate-local-proven = { $heading }: { $size } quân hậu, là số nhỏ nhất (theo định lý của Spencer và Weakley, cần ít nhất { $bound } quân)
dominate-local-bounded = { $heading }: { $size } quân hậu khống chế được bàn cờ, một cận trên do tìm kiếm cục bộ tìm ra (định lý cho biết cần ít nhất { $bound } quân; chưa chạy tìm kiếm vét cạn)
dominate-local-upper = { $heading }: { $size } quân hậu khống chế được bàn cờ, một cận trên do tìm kiếm cục bộ tìm ra (chưa chạy tìm kiếm vét cạn)
dominate-local-none = tìm kiếm cục bộ không thấy cách đặt { $size } quân hậu sau { $steps } bước; điều đó không chứng minh gì: hãy thử --seed khác hoặc thêm --steps
dominate-check-ok = { $heading }: { $size } quân hậu này khống chế mọi ô
dominate-check-uncovered = không phải tập thống trị: còn { $count } ô không bị khống chế: { $squares }
dominate-check-attack = không phải tập độc lập: { $first } và { $second } tấn công nhau
dominate-check-repeated = ô { $square } được cho hai lần
dominate-check-not-a-cell = ô { $square } có quân tốt, không đặt hậu được
dominate-slow-exact = tìm kiếm vét cạn có thể mất { $time } (n = 14 mất { $measured } trên hai lõi, và mỗi cỡ lâu gấp chừng { $growth } lần cỡ trước); --search local tìm nhanh một tập nhỏ
dominate-slow-local = tìm kiếm cục bộ có thể mất { $time }: nó thử { $steps } bước ở mỗi cỡ trên đường giảm dần từ một tập tham lam; --size K hoặc ít --steps hơn sẽ nhanh hơn
dominate-seconds = { $seconds } giây
dominate-exact-too-large = tìm kiếm vét cạn nhận bàn cờ tới { $max } x { $max }, không phải { $n } x { $n }; hãy dùng --search local để tìm một tập thống trị nhỏ
dominate-local-only = { $flag } dành cho tìm kiếm cục bộ: hãy thêm --search local
dominate-exact-only = { $flag } cần tìm kiếm vét cạn, vốn chỉ nhận bàn cờ tới 16 x 16
dominate-pawn-sets = thống trị là trên một bàn cờ: hãy cho các ô của quân tốt bằng --pawns SQUARES

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-dominate-about = Số quân hậu ít nhất khống chế mọi ô, đếm các cách đặt và vẽ một cách
cmd-dominate-after-help =
    Một quân hậu khống chế ô của nó và mọi ô nó tấn công; các đường không dừng ở quân hậu khác. Tới bàn cờ 16 x 16, tìm kiếm vét cạn chứng minh số quân là nhỏ nhất (mọi cỡ nhỏ hơn đều được tìm) và đếm các cách đặt nhỏ nhất, cả thảy và không tính đối xứng; lớn hơn thế, hoặc với --search local, tìm kiếm cục bộ tìm một tập nhỏ, mà số quân chỉ là cận trên trừ khi bằng cận dưới ceil((n - 1) / 2) của định lý Spencer và Weakley. Các ô viết như trong solve (a1 hoặc hàng,cột). Mã thoát: 0 khi thành công, 1 khi tập được kiểm tra không khống chế hết bàn cờ hoặc tìm kiếm cục bộ không tìm thấy, 2 khi đầu vào sai.
arg-dominate-n = Cỡ bàn cờ
arg-dominate-independent = Thống trị độc lập: không hai quân hậu nào được tấn công nhau
arg-dominate-count = Chỉ in số quân và các số đếm, không vẽ cách đặt nào
arg-dominate-all = In mọi cách đặt nhỏ nhất, rồi các số đếm
arg-dominate-check = Kiểm tra các quân hậu này (a1,c3,... hoặc cặp hàng,cột) có khống chế hết bàn cờ không, nêu tên các ô còn sót
arg-dominate-search = Cách tìm [mặc định: vét cạn tới 16 x 16, cục bộ khi lớn hơn]
value-dominate-search-exact = lần lượt mọi tập của từng cỡ, từ 1 trở lên: số nhỏ nhất, có chứng minh, cùng các số đếm
value-dominate-search-local = tìm kiếm cục bộ có hạt giống cho một tập nhỏ: nhanh, là cận trên
arg-dominate-size = Với tìm kiếm cục bộ: tìm tập đúng K quân hậu [mặc định: ít dần từ một tập tham lam]
arg-dominate-seed = Với tìm kiếm cục bộ: hạt giống của các lựa chọn ngẫu nhiên [mặc định: 0]
arg-dominate-steps = Với tìm kiếm cục bộ: số bước ở mỗi cỡ trước khi bỏ cuộc [mặc định: 200000]
arg-dominate-format = Cách in các cách đặt
value-dominate-format-board = mỗi cách đặt là một bàn cờ: Q là quân hậu, + là ô bị khống chế
value-dominate-format-list = mỗi cách đặt là các ô trên một dòng
value-dominate-format-json = mỗi cách đặt hay kết quả là một đối tượng JSON
arg-dominate-unicode = Vẽ bàn cờ bằng hình quân cờ và ô tô bóng
arg-dominate-torus = { help-variant-torus }
arg-dominate-piece = { help-variant-piece }
value-dominate-piece-queen = { help-variant-piece-queen }
value-dominate-piece-superqueen = { help-variant-piece-superqueen }
arg-dominate-pawns = Quân tốt ở các ô này (d4,e5): quân tốt chặn mọi đường đi qua nó, và không cần bị khống chế
