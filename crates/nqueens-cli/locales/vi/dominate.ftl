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
