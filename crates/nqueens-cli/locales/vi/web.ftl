# Trang của `nqueens serve`. Mọi chữ trang hiển thị; trang tự điền các
# chỗ { $name }, nên ở đây không dùng cú pháp Fluent nào khác.

web-title = nqueens: quân hậu, tìm kiếm và mã đi tuần
web-heading = N quân hậu
web-tabs-label = Các phần
web-language = Ngôn ngữ
web-footer = Mọi thứ trên trang này do nqueens tính ngay trên máy tính này.
web-working = Đang tính…
web-error-network = Máy chủ nqueens không trả lời. Chương trình còn chạy không?
web-board-size = Kích thước bàn cờ n
web-method = Cách tìm
web-speed = Tốc độ
web-speed-steps = { $rate } bước/giây
web-close = Đóng

web-tab-play = Tự đặt hậu
web-tab-watch = Xem quay lui
web-tab-solutions = Các phương án
web-tab-tour = Mã đi tuần
web-tab-count = Đếm

# Tự đặt hậu.
web-play-board = Bàn cờ: bấm vào một ô để đặt hoặc bỏ quân hậu
web-play-check = Còn hoàn thành được không?
web-play-complete = Đặt nốt giúp tôi
web-play-clear = Xoá bàn cờ
web-play-hint = Bấm vào một ô để đặt quân hậu, bấm lần nữa để bỏ đi. Ô tô màu là ô bị khống chế; dùng các phím mũi tên để đi giữa các ô.
web-play-placed = Đã đặt { $placed } trên { $n } quân hậu
web-play-solved = Xong! { $n } quân hậu, không quân nào khống chế quân nào.
web-play-conflicts = Các quân hậu khống chế nhau
web-play-no-conflicts = Không có hai quân hậu nào khống chế nhau.
web-play-completable = Được: các quân hậu này nằm trong một phương án.
web-play-not-completable = Không: không phương án nào chứa các quân hậu này. Hãy bỏ quân hậu ở { $square }: các quân còn lại nằm trong một phương án.
web-play-not-completable-any = Không: không phương án nào chứa các quân hậu này, và bỏ một quân bất kỳ cũng chưa đủ. Hãy bỏ thêm, hoặc xoá bàn cờ.
web-play-not-completable-last = Không: không phương án nào chứa các quân hậu này, và bỏ một trong { $tried } quân đặt sau cùng cũng chưa đủ. Hãy bỏ thêm, hoặc xoá bàn cờ.
web-square-queen = { $square }, quân hậu
web-square-queen-attacked = { $square }, quân hậu, bị khống chế
web-square-attacked = { $square }, bị khống chế

# Xem quay lui.
web-method-marks = đánh dấu: mảng đánh dấu
web-method-pairwise = từng cặp: so từng quân
web-method-stack = ngăn xếp: dùng ngăn xếp
web-method-bitmask = mặt nạ bit
web-method-brute = vét cạn (n đến 6)
web-method-marks-about = đánh dấu: quay lui, giữ các mảng đánh dấu a, b, c cho cột và hai loại đường chéo, và tra một ô trong các mảng đó.
web-method-pairwise-about = từng cặp: quay lui, so mỗi ô với từng quân hậu đã đặt và chỉ ra quân hậu cản đường.
web-method-stack-about = ngăn xếp: các bước giống hệt cách đánh dấu, nhưng các hàng cần quay lại được giữ trong một ngăn xếp thay vì trong các lời gọi đệ quy.
web-method-bitmask-about = mặt nạ bit: các mảng đánh dấu viết thành mặt nạ bit; ô bị đánh dấu không bao giờ được thử, nên không bước nào là xung đột.
web-method-brute-about = vét cạn: mọi dãy cột x[i] trong n^n dãy, điền từng hàng rồi mới kiểm tra cả dãy.
web-watch-start = Về bước đầu
web-watch-back = Lùi một bước
web-watch-forward = Tiến một bước
web-watch-end = Đến bước cuối
web-watch-play = Chạy
web-watch-pause = Dừng
web-watch-steps = Bước
web-watch-depth = Độ sâu
web-watch-queens = Hậu đã đặt
web-watch-conflicts = Xung đột
web-watch-solutions = Phương án
web-watch-next = Phương án kế
web-watch-next-title = Đến phương án tiếp theo rồi dừng ở đó (phím n)
web-watch-keys = Phím: dấu cách để chạy hoặc dừng · → và ← đi một bước · Home và End về bước đầu và đến bước cuối · n đến phương án tiếp theo · + và - đổi tốc độ.
web-watch-brute-note = Vét cạn không giữ mảng đánh dấu nào: nó điền cả dãy x[i] rồi mới kiểm tra.
web-watch-ready = Bấm Chạy hoặc các nút bước để theo dõi quá trình tìm kiếm.
web-watch-summary = Cả quá trình: { $steps } bước, { $conflicts } xung đột, { $solutions } phương án.
web-watch-limited = Chỉ hiện đến bước { $limit }; quá trình tìm kiếm còn tiếp sau đó.
web-watch-scrub = Mọi bước
web-code = Chương trình
web-code-language = Ngôn ngữ
web-code-python-convention = Trong chương trình này A[k] là hàng của quân hậu ở cột k: i và j của bàn cờ đổi chỗ cho nhau.
web-code-beyond = Chương trình chỉ được theo dõi trong { $limit } bước đầu.
web-code-none = Bài học không có chương trình cho cách này: hãy chọn đánh dấu, từng cặp, ngăn xếp hoặc vét cạn để xem.
web-stack = Ngăn xếp lời gọi
web-stack-empty = Chưa có lời gọi nào đang chạy.
web-variables = Các biến
web-tree = Cây đệ quy
web-tree-hint = Mỗi nút là một cách đặt dở dang; các nhánh cụt ngắn có màu là những cột bị loại vì xung đột. Bấm vào một nút để đến bước của nó.
web-tree-root = Bàn cờ trống
web-tree-node = Quân hậu ở cột { $col }: { $queens }
web-tree-stub = Cột { $col } bị loại: { $line }
web-markers = Các mảng đánh dấu (1 = đã bị chiếm)
web-marker-columns = cột
web-marker-diagonal = đường chéo chính
web-marker-anti = đường chéo phụ
web-marker-x = cột của hàng i
# Một bước, ô viết là (i, j): hàng i tính từ trên, cột j tính từ trái, đều bắt đầu từ 0.
web-step-try = Thử ô { $square }
web-step-place = Đặt hậu vào ô { $square }
web-step-backtrack = Bỏ quân hậu ở ô { $square }
web-step-conflict = Xung đột tại ô { $square }: { $line } đã bị chiếm
web-step-conflict-queen = Xung đột tại ô { $square }: { $line }, có quân hậu ở ô { $queen }
web-step-solution = Phương án { $number }: x = { $queens }
web-line-column = cột j = { $index }
web-line-diagonal = đường chéo chính i+j = { $index }
web-line-anti-diagonal = đường chéo phụ i-j+n = { $index }
web-line-row = hàng i = { $index }

# Các phương án.
web-sol-which = Hiện
web-sol-all = mọi phương án
web-sol-unique = chỉ các phương án cơ bản
web-sol-prev = Trang trước
web-sol-next = Trang sau
web-sol-print = In trang này
web-sol-count = Phương án { $from }–{ $to } trong { $count } phương án với n = { $n }
web-sol-count-unique = Phương án cơ bản { $from }–{ $to } trong { $count } với n = { $n }
web-sol-none = Không có phương án nào với n = { $n }.
web-sol-number = Phương án { $number }
web-sol-board = Phương án { $number }: { $squares }
web-sym-title = Phương án { $number } và tám ảnh của nó
web-sym-hint = Tám phép đối xứng của hình vuông biến một phương án thành một phương án. Các phương án là ảnh của nhau được tính là một phương án cơ bản.
web-sym-same = trùng với phương án
web-symmetry-identity = giữ nguyên
web-symmetry-rotate-90 = quay 90°
web-symmetry-rotate-180 = quay 180°
web-symmetry-rotate-270 = quay 270°
web-symmetry-flip-vertical = lật trên xuống dưới
web-symmetry-flip-horizontal = lật trái sang phải
web-symmetry-transpose = đối xứng qua đường chéo chính
web-symmetry-anti-transpose = đối xứng qua đường chéo phụ

# Mã đi tuần.
web-tour-rows = Số hàng
web-tour-cols = Số cột
web-tour-warnsdorff = Quy tắc Warnsdorff
web-tour-backtrack = Quay lui
web-tour-compare = Cả hai cạnh nhau (bàn cờ tối đa 36 ô)
web-tour-compare-small = Muốn xem cạnh nhau thì bàn cờ phải có tối đa 36 ô, chẳng hạn 5 x 5 hoặc 6 x 6.
web-tour-hint = Bấm vào ô quân mã xuất phát. Các số cho biết thứ tự các nước đi.
web-tour-board = Bàn cờ: bấm vào ô xuất phát của quân mã
web-tour-pick = Hãy chọn ô xuất phát.
web-tour-move = Nước { $move } trên { $total }
web-tour-none-short = Không có hành trình
web-tour-square = { $square }, nước { $move }

# Đếm.
web-count-start = Đếm
web-count-cancel = Huỷ
web-count-hint = Đếm mọi phương án của n quân hậu, và số phương án cơ bản (không kể phép quay và phép lật). Trang đếm được đến n = 17; bàn cờ lớn hơn thì đếm bằng dòng lệnh.
web-count-running = Đang đếm n = { $n }…
web-count-progress = Xong { $done } trên { $of } phần, đã thấy { $solutions } phương án, { $seconds } giây
web-count-done = Xong sau { $seconds } giây.
web-count-cancelled = Đã huỷ.
web-count-lost = Việc đếm đã dừng: mất kết nối với máy chủ (hoặc thẻ này đang đếm rồi).
web-count-bad-n = Hãy chọn kích thước bàn cờ ít nhất là 1.
web-count-result = Q({ $n }) = { $total }
web-count-unique = cơ bản: { $unique }
web-count-cli = Trang chỉ đếm bàn cờ đến n = { $most }. Hãy đếm n = { $n } bằng dòng lệnh:

# Biến thể.
web-tab-variants = Biến thể
web-variant-kind = Biến thể
web-variant-torus = Quân hậu trên bàn cờ xuyến
web-variant-superqueens = Siêu hậu (hậu kiêm mã)
web-variant-pawns = Quân hậu và quân tốt
web-variant-dominate = Khống chế (ít hậu nhất)
web-variant-solve = Giải
web-variant-clear = Bỏ hết quân tốt
web-variant-board = Bàn cờ của biến thể
web-variant-board-pawns = Bàn cờ: bấm vào một ô để đặt hoặc bỏ quân tốt
web-variant-hint-torus = Đặt n quân hậu trên bàn cờ xuyến n x n sao cho không quân nào khống chế quân nào.
web-variant-hint-superqueens = Siêu hậu đi được như quân hậu và cả như quân mã. Đặt n siêu hậu sao cho không quân nào khống chế quân nào.
web-variant-hint-pawns = Quân tốt chặn mọi đường đi qua ô của nó, nên hai quân hậu có thể cùng hàng, cùng cột hay cùng đường chéo nếu có quân tốt đứng giữa; nhờ vậy đặt được hơn n quân hậu. Bấm vào các ô để đặt hoặc bỏ quân tốt (tối đa { $most } quân), rồi bấm Giải.
web-variant-hint-dominate = Tìm số quân hậu ít nhất phủ được cả bàn cờ: ô nào cũng có quân hậu hoặc bị một quân hậu khống chế (n đến { $max }).
web-variant-torus-note = Bàn cờ xuyến cuộn tròn lại: mép phải nối với mép trái, mép trên nối với mép dưới, nên đường chéo đi ra khỏi bàn cờ ở một phía sẽ quay lại từ phía đối diện. Khung nét đứt đánh dấu các mép được nối với nhau.
web-variant-pawns-placed = Đã đặt { $pawns } quân tốt (tối đa { $most })
web-variant-too-many-pawns = Chỉ được đặt tối đa { $most } quân tốt: hãy bỏ bớt một quân trước khi đặt quân khác.
web-variant-ready = Hãy chọn biến thể và kích thước bàn cờ, rồi bấm Giải.
web-variant-found = Một phương án: { $queens } quân hậu trên { $what }.
web-variant-no-solution = Không có phương án nào trên { $what }.
web-variant-none = Không có cách nào đặt { $count } quân hậu trên { $what } mà không quân nào khống chế quân nào.
web-variant-dominate-result = { $size } quân hậu đủ phủ cả bàn cờ { $n } x { $n }; có { $total } bộ ít quân nhất như vậy.
web-variant-point = Trỏ chuột vào một quân hậu (hoặc đi đến ô của nó bằng các phím mũi tên) thì các ô nó khống chế sẽ được tô màu.
web-variant-queens = Quân hậu
web-variant-total = Số phương án
web-variant-smallest-sets = Số bộ ít quân nhất
web-variant-unique = Cơ bản (không kể phép quay và phép lật)
web-variant-unique-torus = Cơ bản (không kể phép quay, phép lật và phép tịnh tiến)
web-variant-unique-pawns = Cơ bản (không kể các phép quay và phép lật giữ nguyên chỗ các quân tốt)
web-variant-torus-none = Không có phương án nào trên bàn cờ xuyến { $n } x { $n }: { $n } chia hết cho 2 hoặc 3, mà theo định lý Pólya bàn cờ xuyến n x n chỉ có phương án khi n không chia hết cho 2 và cũng không chia hết cho 3.
web-square-pawn = { $square }, quân tốt
web-square-covered = { $square }, đã được phủ

## Bài tập: các dạng câu hỏi của bài học, có chấm, có gợi ý và lời giải
## cho từng câu.
web-tab-exercises = Bài tập
web-ex-kind = Bài tập
web-ex-kind-next = Quân hậu tiếp theo đặt được ở đâu?
web-ex-kind-all = Tự tìm mọi phương án
web-ex-kind-count = Có bao nhiêu phương án?
web-ex-kind-marker = Mảng đánh dấu nào chặn quân hậu?
web-ex-kind-program = Dòng lệnh nào chạy tiếp?
web-ex-new = Câu hỏi mới
web-ex-hint = Gợi ý
web-ex-explain = Lời giải
web-ex-check = Kiểm tra
web-ex-reset = Xoá kết quả của tôi
web-ex-kept = Kết quả của bạn chỉ được lưu trong trình duyệt này, không gửi lên máy chủ.
web-ex-progress = Dạng này: đúng { $right } trong { $tries } lần kiểm tra. Mọi dạng: đúng { $allRight } trong { $allTries }.
web-ex-and = và
web-ex-square = hàng { $row }, cột { $col }
web-ex-board-next = Bàn cờ: bấm vào các ô của cột { $k } mà quân hậu tiếp theo đứng được
web-ex-board-all = Bàn cờ: bấm vào một ô để đặt hoặc bỏ quân hậu
web-ex-board-marker = Bàn cờ: các quân hậu đã đặt và ô được hỏi
web-ex-next-question = A[c] là hàng của quân hậu ở cột c, đánh số từ 0. Các quân hậu đang ở A[0..{ $last }] = { $a }. A[{ $k }] nhận được những giá trị nào? Bấm vào mọi ô của cột { $k } mà không quân hậu nào khống chế, rồi bấm Kiểm tra; nếu không có ô nào, hãy chọn nút “Không có”.
web-ex-next-none = Không có: phải quay lui
web-ex-next-column = Câu hỏi là về cột { $k }: hãy bấm vào các ô của cột đó.
web-ex-next-right = Đúng: A[{ $k }] nhận được { $rows }.
web-ex-next-right-none = Đúng: cột { $k } không còn hàng nào trống, nên phép tìm quay lui về cột trước.
web-ex-next-attacked = Chưa đúng: hàng { $rows } đã bị một quân hậu khống chế.
web-ex-next-missing = Chưa đúng: bạn còn bỏ sót { $count } hàng trống.
web-ex-next-hint = Hàng i của cột { $k } còn trống khi với mọi cột c đứng trước, A[c] khác i và |A[c] - i| khác |c - { $k }| (đúng phép kiểm tra trong chương trình của bài học).
web-ex-next-free = Hàng { $row }: trống.
web-ex-next-same-row = Hàng { $row }: bị chiếm, A[{ $c }] = { $row } nằm cùng hàng.
web-ex-next-diagonal = Hàng { $row }: cùng đường chéo với quân hậu ở cột { $c }, vì |A[{ $c }] - { $row }| = |{ $r } - { $row }| = { $d } = |{ $c } - { $k }|.
web-ex-next-so = Vậy A[{ $k }] nhận được { $rows }.
web-ex-next-so-none = Vậy không còn hàng nào: phép tìm quay lui, nhấc quân hậu ở cột { $last } lên và thử hàng tiếp theo của nó.
web-ex-all-question = Hãy tự đặt quân hậu để tìm mọi phương án của n = { $n }. Mỗi lần trên bàn cờ có đủ { $n } quân hậu, trang sẽ kiểm tra.
web-ex-all-new = Một phương án mới! Bạn đã tìm được { $found } phương án.
web-ex-all-done = Đã tìm đủ: n = { $n } có { $count } phương án và bạn đã tìm ra tất cả.
web-ex-all-again = Phương án này bạn đã tìm được rồi: đó là phương án { $number } của bạn. Hãy xoá bàn cờ và tìm phương án khác.
web-ex-all-not = Chưa phải phương án: { $why }.
web-ex-all-not-plain = Chưa phải phương án: có hai quân hậu cùng hàng.
web-ex-all-hint = n = { $n } có tất cả { $count } phương án. Hãy đi từng hàng: lần lượt đặt quân hậu đầu tiên vào từng cột, các quân sau chỉ đặt vào ô không bị quân nào khống chế.
web-ex-count-question = n = { $n } có bao nhiêu phương án? Hãy tự tính rồi viết con số.
web-ex-count-label = Số phương án của n = { $n }
web-ex-count-number = Hãy viết một số nguyên.
web-ex-count-right = Đúng: n = { $n } có { $count } phương án.
web-ex-count-wrong = Chưa đúng: n = { $n } không có { $guess } phương án. Kết quả thư viện tính được ở bên dưới.
web-ex-count-hint = Hãy đếm theo cột của quân hậu ở hàng đầu. Phép lấy đối xứng gương đưa cột j thành cột n-1-j, nên nửa bên trái cho biết luôn số phương án của nửa bên phải.
web-ex-count-computed = Thư viện đếm được: n = { $n } có { $count } phương án, trong đó { $unique } phương án khác nhau thật sự (không kể phép quay và lấy đối xứng).
web-ex-count-by-column = Số phương án theo cột của quân hậu ở hàng 0: { $counts }.
web-ex-count-symmetry = Dãy số này đọc từ hai đầu đều như nhau: ảnh gương của mỗi phương án đưa quân hậu đầu tiên từ cột j sang cột n-1-j.
web-ex-count-shown = Kết quả tính: { $count } phương án, { $unique } phương án khác nhau thật sự. { $shown } phương án đầu tiên:
web-ex-marker-question = Các quân hậu đứng ở các hàng phía trên hàng { $i }, mỗi hàng một quân. Mảng đánh dấu nào chặn quân hậu đặt ở ô ({ $i }, { $j })? (a[j] đánh dấu cột, b[i+j] đánh dấu đường chéo chính, c[i-j+n] đánh dấu đường chéo phụ; n = { $n }.)
web-ex-marker-column = cột
web-ex-marker-diagonal = đường chéo chính
web-ex-marker-anti-diagonal = đường chéo phụ
web-ex-marker-right = Đúng: { $marker } bằng 1, do một quân hậu phía trên đánh dấu.
web-ex-marker-wrong = Không phải: { $marker } bằng 0, chưa quân hậu nào đánh dấu nó.
web-ex-marker-hint = Quân hậu ở ô (r, c) gán a[c], b[r+c] và c[r-c+n] bằng 1. Hãy tính ba chỉ số của ô ({ $i }, { $j }) rồi tìm quân hậu đã đánh dấu một trong số đó.
web-ex-marker-why-column = Quân hậu ở ô ({ $r }, { $c }) đã gán a[{ $c }]: cột j = { $j } là cột của nó, nên { $marker } = 1.
web-ex-marker-why-diagonal = Quân hậu ở ô ({ $r }, { $c }) đã gán b[{ $r }+{ $c }]: i+j = { $i }+{ $j } là cùng đường chéo chính, nên { $marker } = 1.
web-ex-marker-why-anti-diagonal = Quân hậu ở ô ({ $r }, { $c }) đã gán c[{ $r }-{ $c }+{ $n }]: i-j+n = { $i }-{ $j }+{ $n } là cùng đường chéo phụ, nên { $marker } = 1.
web-ex-program-question = Chương trình { $file } đang dừng ở dòng { $line } (được tô sáng). Dòng nào sẽ chạy tiếp theo? Hãy bấm vào dòng đó.
web-ex-program-right = Đúng: dòng { $line } chạy tiếp theo.
web-ex-program-wrong = Không phải dòng { $line }. Hãy xem các biến và việc mà dòng lệnh đang làm.
web-ex-program-hint = Việc phép tìm đang làm: { $now }.
web-ex-program-now = Dòng { $line }, lúc này: { $now }.
web-ex-program-then = Tiếp theo là dòng { $line } ({ $code }): { $then }.
# Mã đi tuần xem từng bước; ô viết là (i, j), từ 0.
web-method-tour = mã đi tuần (n đến 6)
web-method-tour-about = mã đi tuần: chương trình Pascal của bài học. Try(i, x, y) thử lần lượt tám nước đi Hx[k], Hy[k], ghi số thứ tự nước đi vào d[u, v], đi sâu thêm một nước, và xoá nước đi (d[u, v] := 0) khi nó không dẫn tới đâu. Quân mã xuất phát ở ô được chọn, ban đầu là góc (0, 0).
web-watch-from = Ô xuất phát
web-watch-tour-note = Bàn cờ là mảng d của chương trình: mỗi ô ghi số thứ tự của nước đi tới ô đó.
web-watch-moves = Nước đã đi
web-watch-refused = Nước bị loại
web-watch-tours = Hành trình
web-watch-next-tour = Đến hành trình
web-watch-tour-found = Cả quá trình tới hành trình đầu tiên: { $steps } bước.
web-watch-tour-none = Cả quá trình: { $steps } bước, không có hành trình nào từ ô này.
web-tour-step-free = Nước { $k } từ { $from } tới { $to }: ô còn trống.
web-tour-step-visited = Nước { $k } từ { $from } tới { $to }: ô đã đi qua.
web-tour-step-off = Nước { $k } từ { $from } ra ngoài bàn cờ.
web-tour-step-move = Quân mã tới { $to }: nước thứ { $number }.
web-tour-step-undo = Ngõ cụt: xoá nước thứ { $number } tới { $square }.
web-tour-step-tour = Mọi ô đã được đi qua: tìm được hành trình.
web-tree-tour-root = Ô xuất phát
web-tree-move = Nước { $k } tới { $square }, ô thứ { $number }
web-tree-move-off = Nước { $k } ra ngoài bàn cờ
web-tree-move-visited = Nước { $k } tới một ô đã đi qua
# Điểm dừng trong chương trình.
web-break-hint = Bấm vào số của một dòng để đặt hoặc bỏ điểm dừng: Chạy và Phương án kế sẽ dừng ở đó.
web-break-row = Dừng mỗi khi đặt hậu vào hàng i =
web-break-row-none = không
web-break-clear = Bỏ mọi điểm dừng
web-break-line = Điểm dừng ở dòng { $line }
web-break-stopped-line = Đã dừng ở điểm dừng dòng { $line }.
web-break-stopped-row = Đã dừng: đặt hậu vào hàng i = { $row }.
web-tree-tour-hint = Mỗi nút là một nước đã đi, đường đi của quân mã từ ô xuất phát tới nút đó; các nhánh cụt ngắn là nước bị loại: màu xám là ra ngoài bàn cờ, màu đỏ là tới ô đã đi qua. Bấm vào một nút để đến bước của nó.
