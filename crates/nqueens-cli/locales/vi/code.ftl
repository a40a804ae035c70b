# `nqueens code`: các chương trình của bài học.

cmd-code-about = In một chương trình của bài học, sẵn sàng để chạy
cmd-code-after-help = Đây là các chương trình mà trace --code và watch hiển thị từng dòng: Python (pairwise, theo cách viết của sách giáo khoa; A[k] là hàng của quân hậu ở cột k), Pascal (marks, tour), Java (marks, stack) và C++ (marks, brute). Lời chú thích theo --lang. Mỗi chương trình đọc N từ dòng lệnh, hoặc hỏi người dùng: ví dụ nqueens code python > queens.py && python3 queens.py 6.

    Mã thoát: 0 khi thành công, 2 khi ngôn ngữ đó không có chương trình cho phương pháp đã chọn.
arg-code-language = Ngôn ngữ của chương trình
value-code-language-python = Python 3: tryNext(k) và check(A, i, k), kiểm tra từng cặp
value-code-language-pascal = Free Pascal: Try(i) với các mảng đánh dấu a[j], b[i+j], c[i-j]; bài toán mã đi tuần
value-code-language-java = Java: Try(i) với các mảng đánh dấu; cùng cách đó với một ngăn xếp Stack
value-code-language-cpp = C++: Try(i) với các mảng đánh dấu; vét cạn mọi dãy trong N^N dãy
arg-code-method = Chương trình nào của ngôn ngữ đó
value-code-method-marks = quay lui với các mảng đánh dấu cột và hai đường chéo
value-code-method-pairwise = quay lui, kiểm tra mỗi ô với từng quân hậu đã đặt
value-code-method-stack = quay lui với một ngăn xếp tường minh
value-code-method-brute = xét mọi dãy cột trong N^N dãy, kiểm tra cả dãy
value-code-method-tour = mã đi tuần bằng quay lui, tám nước đi theo thứ tự cố định
arg-code-line-numbers = Đánh số dòng, như trace --code ghi
