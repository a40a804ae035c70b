# `nqueens trace`: từng bước của một lần tìm kiếm, dạng văn bản hoặc dòng JSON.

# Trợ giúp.
cmd-trace-about = In ra từng bước tìm kiếm: ô được thử, xung đột, quân hậu được đặt và được rút lại
cmd-trace-after-help =
    Ô được gọi theo ký hiệu cờ vua (a4, hàng 1 ở dưới cùng; N đến 26) và theo (hàng,cột) đếm từ 0, hàng 0 ở trên cùng. Một xung đột nêu đường chặn ô đó, đánh số như các mảng đánh dấu trong bài học: cột j, đường chéo chính i+j, đường chéo phụ i-j+n. Mỗi quân hậu đang đứng trên bàn cờ làm dòng thụt vào thêm hai dấu cách. Lời giải liệt kê cột của từng hàng, đếm từ 0.

    Mã thoát: 0 khi thành công, 1 khi tìm kiếm kết thúc mà không có lời giải (N = 2 hoặc 3), 2 khi có lỗi.
arg-trace-n = Kích thước bàn cờ: N quân hậu trên bàn cờ N x N
arg-trace-method = Cách tìm kiếm cần theo dõi (marks, hoặc với --code là phương pháp của chương trình)
value-trace-method-bitmask = quay lui với mặt nạ bit: không bao giờ thử ô bị khống chế
value-trace-method-marks = quay lui với các mảng đánh dấu cột và hai đường chéo
value-trace-method-pairwise = quay lui thử từng ô với mọi quân hậu đã đặt, nêu tên quân hậu cản đường
value-trace-method-stack = quay lui với ngăn xếp tường minh (các bước giống marks)
value-trace-method-brute = duyệt mọi dãy cột trong N^N dãy, kiểm tra trọn từng dãy (N đến 9)
arg-trace-format = Cách in các bước
value-trace-format-text = mỗi bước một dòng, thụt vào theo độ sâu, cuối cùng là phần tổng kết
value-trace-format-json = mỗi bước một đối tượng JSON, cuối cùng là một đối tượng tổng kết
arg-trace-limit = Dừng sau chừng này bước
arg-trace-code = Hiện mỗi bước bên cạnh dòng của chương trình bài học viết bằng LANG thực hiện bước đó (số dòng và nội dung)
value-trace-code-python = Python: tryNext(k) và kiểm tra từng cặp (phương pháp thành pairwise)
value-trace-code-pascal = Pascal: Try(i) với các mảng đánh dấu a[j], b[i+j], c[i-j]
value-trace-code-java = Java: Try(i) với các mảng đánh dấu, hoặc ngăn xếp Stack với --method stack
value-trace-code-cpp = C++: Try(i) với các mảng đánh dấu, hoặc vét cạn với --method brute

# Phần tổng kết.
trace-stopped = đã dừng sau { $limit } bước (--limit); việc tìm kiếm chưa xong
trace-steps = số bước: { $count }
trace-nodes = số lần đặt hậu: { $count }
trace-conflicts = số xung đột: { $count }
trace-solutions = số lời giải: { $count }
trace-time = thời gian: { $seconds } giây
trace-code-program = { $file } ({ $method }, { $lines } dòng): mỗi bước cùng số dòng và nội dung dòng đó
