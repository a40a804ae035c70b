# `nqueens watch`: xem quá trình tìm kiếm chạy trên terminal.

# Trợ giúp.
cmd-watch-about = Xem thuật toán tìm kiếm chạy: bàn cờ được vẽ lại sau mỗi bước, toàn màn hình
cmd-watch-after-help = Phím: dấu cách để tạm dừng và chạy tiếp, → đi một bước khi đang dừng, + và - đổi tốc độ, n chạy tới phương án (hoặc hành trình) tiếp theo rồi dừng ở đó, q, Esc hoặc Ctrl-C để thoát. Với --solutions: Enter, dấu cách hoặc → hiện phương án tiếp theo. Với --tour: N [M] là bàn cờ, --from là ô xuất phát (a1 hoặc hàng,cột đếm từ 0; mặc định a1). Cần một terminal; nqueens trace in các bước ra dạng văn bản.
arg-watch-n = Kích thước bàn cờ: N quân hậu trên bàn cờ N x N; với --tour là số hàng (từ 1 đến 26)
arg-watch-cols = Với --tour: số cột [mặc định: N]
arg-watch-method = Thuật toán muốn xem [mặc định: marks; với --tour là warnsdorff]
value-watch-method-marks = quay lui với các mảng đánh dấu cột và hai đường chéo
value-watch-method-pairwise = quay lui, thử mỗi ô với từng quân hậu đã đặt
value-watch-method-stack = quay lui dùng ngăn xếp (cùng các bước như marks)
value-watch-method-bitmask = quay lui trên mặt nạ bit: không bao giờ thử ô bị khống chế
value-watch-method-brute = vét cạn mọi dãy N^N cột (N tối đa 9)
value-watch-method-backtrack = với --tour: tám nước đi theo thứ tự cố định như trong bài học
value-watch-method-warnsdorff = với --tour: ưu tiên ô có ít nước đi tiếp nhất
arg-watch-speed = Số bước mỗi giây lúc bắt đầu, từ 1 đến 100000 [mặc định: 10]
arg-watch-solutions = Chỉ hiện các phương án, mỗi lần nhấn phím một phương án, như chương trình trong bài học
arg-watch-tour = Xem thuật toán tìm hành trình quân mã
arg-watch-from = Với --tour: ô xuất phát của quân mã
arg-watch-closed = Với --tour: chỉ các hành trình khép kín, nước cuối quay về ô xuất phát
arg-watch-code = Hiện chương trình của bài học viết bằng LANG bên cạnh bàn cờ, dòng đang chạy đi theo việc tìm kiếm, khi cửa sổ dòng lệnh đủ rộng (phương pháp là của chương trình, trừ khi --method chọn khác); với --tour, pascal hiện chương trình mã đi tuần, xem với backtrack
value-watch-code-python = Python: tryNext(k) và kiểm tra từng cặp
value-watch-code-pascal = Pascal: Try(i) với các mảng đánh dấu a[j], b[i+j], c[i-j]
value-watch-code-java = Java: Try(i) với các mảng đánh dấu, hoặc ngăn xếp Stack với --method stack
value-watch-code-cpp = C++: Try(i) với các mảng đánh dấu, hoặc vét cạn với --method brute

# Lỗi.
watch-method-not-for-tour = phương pháp { $method } dùng cho bài toán quân hậu; hành trình quân mã xem bằng backtrack hoặc warnsdorff
watch-method-only-for-tour = phương pháp { $method } tìm hành trình quân mã; hãy thêm --tour, hoặc xem bài toán quân hậu với marks, pairwise, stack, bitmask hay brute
watch-code-tour-backtrack = chương trình mã đi tuần của bài học thử tám nước đi theo thứ tự cố định: hãy xem nó với --method backtrack (hoặc bỏ --method)
watch-not-a-terminal = watch vẽ trên terminal, mà đầu vào hoặc đầu ra chuẩn không phải là terminal; nqueens trace in các bước ra dạng văn bản

# Màn hình.
watch-too-small = Terminal quá nhỏ ({ $width } x { $height }): bàn cờ này cần ít nhất { $need_width } x { $need_height }.
watch-title-queens = { $n } quân hậu, phương pháp { $method }
watch-title-tour = { $kind ->
    [closed] Hành trình khép kín của quân mã
   *[open] Hành trình quân mã
}, bàn cờ { $rows } x { $cols } từ { $start }, phương pháp { $method }
watch-step-ready = Sẵn sàng.
watch-step-try = Thử ô { $square }
watch-step-conflict = Xung đột tại { $square }: { $line }
watch-step-conflict-queen = Xung đột tại { $square }: { $line }, với quân hậu ở { $queen }
watch-step-place = Đặt hậu tại { $square }
watch-step-backtrack = Quay lui: nhấc hậu khỏi { $square }
watch-step-solution = Phương án { $number }
watch-finished-queens = Đã tìm xong: { $count } phương án. Nhấn q để thoát.
watch-depth = Độ sâu: { $depth } trên { $n }
watch-steps = Số bước: { $count }
watch-nodes = Số lần đặt hậu: { $count }
watch-conflicts = Số xung đột: { $count }
watch-solutions = Số phương án: { $count }
watch-markers = Mảng đánh dấu (■ đã dùng, · còn trống)
watch-speed = Tốc độ: { $speed } bước/giây
watch-state-running = đang chạy
watch-state-paused = tạm dừng
watch-state-finished = đã xong
watch-state-to-next = đang chạy tới phương án tiếp theo
watch-state-to-next-tour = đang chạy tới hành trình tiếp theo
watch-keys = dấu cách: dừng/chạy · →: một bước · + -: tốc độ · n: phương án kế · q: thoát
watch-keys-tour = dấu cách: dừng/chạy · →: một bước · + -: tốc độ · n: hành trình kế · q: thoát
watch-keys-solutions = Enter: phương án tiếp theo · q: thoát
watch-solution-title = Phương án { $number }
watch-solutions-searching = Đang tìm…
watch-solutions-done = Hết phương án: tất cả { $count } phương án. Nhấn q để thoát.
watch-tour-move = Nước { $number }: { $from } → { $to }
watch-tour-retreat = Lùi lại từ { $square }
watch-tour-found = Tìm được hành trình { $number }
watch-tour-squares = Số ô đã đi: { $count } trên { $total }
watch-tour-moves = Số nước đi: { $count }
watch-tour-retreats = Số lần lùi: { $count }
watch-tour-tours = Số hành trình: { $count }
watch-finished-tour = Đã tìm xong: { $count } hành trình. Nhấn q để thoát.
