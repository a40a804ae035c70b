# `nqueens compare`: các phương pháp tìm kiếm của bài học, đặt cạnh nhau.

cmd-compare-about = So sánh các phương pháp của bài học trên bàn cờ đến N: số nút, thời gian, lời giải
cmd-compare-after-help = Mỗi phương pháp tìm kiếm mỗi bàn cờ đến hết và đếm số lời giải; các số đếm phải khớp nhau, nếu lệch là lỗi. Thời gian chỉ tính riêng phần tìm kiếm, là trung vị của nhiều lần chạy. Số nút là số quân hậu mà phép tìm kiếm đặt xuống, đếm bằng cách đi lại từng bước một lần nữa (bộ đếm đối xứng tự đếm). Phương pháp có chi phí bùng nổ sẽ dừng sớm và hiện "—": vét cạn trên n = 8 (nó thử cả n^n dãy), pairwise, marks và stack trên n = 12, bitmask trên n = 14. --no-limits bỏ các giới hạn này (vét cạn vẫn dừng ở n = 9, giới hạn riêng của nó); N tối đa là 16.
arg-compare-n = Kích thước bàn cờ lớn nhất, tối đa 16
arg-compare-from = Kích thước bàn cờ nhỏ nhất [mặc định: 4, hoặc N nếu N nhỏ hơn]
arg-compare-methods = Các phương pháp cần so sánh, cách nhau bằng dấu phẩy [mặc định: tất cả, từ vét cạn đến bộ đếm đối xứng]
arg-compare-format = Cách in kết quả
arg-compare-plot = Vẽ thêm kết quả vào FILE thành biểu đồ SVG: số nút và thời gian theo n, trên thang logarit
arg-compare-runs = Số lần chạy đo thời gian của mỗi phép tìm kiếm, lấy trung vị [mặc định: 3, hoặc 1 khi một lần chạy mất hơn một giây]
arg-compare-no-limits = Chạy mọi phương pháp đến N, và vét cạn đến n = 9: khi đó các phương pháp chậm mất nhiều phút
value-compare-methods-brute = Mọi dãy trong n^n dãy cột, kiểm tra từng dãy trọn vẹn
value-compare-methods-pairwise = Quay lui, thử một ô với từng quân hậu đã đặt
value-compare-methods-marks = Quay lui với các mảng đánh dấu cho cột và hai đường chéo
value-compare-methods-stack = Phép tìm kiếm với mảng đánh dấu, dùng ngăn xếp tường minh thay cho đệ quy
value-compare-methods-bitmask = Quay lui trên bitboard: các ô trống của một hàng nằm trong một từ máy
value-compare-methods-symmetric = Bộ đếm của nqueens count: chỉ xét các bàn cờ có thể là phần tử nhỏ nhất của lớp mình, trên mọi lõi
value-compare-format-table = Hai bảng căn thẳng cột, số nút và thời gian, mỗi n một hàng
value-compare-format-csv = Các giá trị cách nhau bằng dấu phẩy, có dòng tiêu đề, mỗi cặp n và phương pháp một hàng
value-compare-format-json = Mỗi dòng một đối tượng JSON, mỗi cặp n và phương pháp một đối tượng

# Bảng.
compare-heading-nodes = Số nút (số quân hậu đã đặt)
compare-heading-time-default = Thời gian một lần tìm kiếm (trung vị của 3 lần chạy; chạy một lần nếu mất hơn một giây)
compare-heading-time = { $runs ->
    [1] Thời gian một lần tìm kiếm (chạy một lần)
   *[other] Thời gian một lần tìm kiếm (trung vị của { $runs } lần chạy)
}
compare-column-n = n
compare-column-solutions = lời giải
compare-skipped-brute = — brute: bỏ qua khi n lớn hơn { $limit }, vì nó thử cả n^n dãy; --no-limits cho nó chạy đến n = { $max }
compare-skipped = — { $methods }: bỏ qua khi n lớn hơn { $limit }; --no-limits cho chạy đến N
compare-symmetric-note = symmetric: đo thời gian trên { $threads } luồng, số nút đếm trên một luồng

# Biểu đồ.
compare-plot-title = Các phương pháp của bài học trên bàn cờ từ { $from } đến { $to } quân hậu
compare-plot-nodes = Số nút: số quân hậu đã đặt (thang logarit)
compare-plot-time = Thời gian một lần tìm kiếm (thang logarit)
compare-plot-nodes-axis = số nút
compare-plot-time-axis = thời gian
compare-plot-x = kích thước bàn cờ n

# Lỗi.
compare-from-above-n = --from { $from } lớn hơn N = { $n }
compare-unstable = { $method } tìm được { $first } lời giải của { $n } quân hậu trong một lần chạy và { $other } trong lần khác
compare-inconsistent = { $method } không nhất quán ở n = { $n }: phép tìm kiếm tìm được { $search } lời giải, còn bản theo dõi từng bước tìm được { $trace }
compare-disagree = các phương pháp không khớp nhau ở n = { $n }: { $first } tìm được { $first_count } lời giải, { $other } tìm được { $other_count }
compare-write-plot = không ghi được biểu đồ vào { $path }
compare-plot-extension = không biết định dạng ảnh của { $path }: hãy đặt tên biểu đồ là .svg hoặc .png

compare-slow = lần so sánh này có thể mất { $time }, riêng phép tìm kiếm { $method } với n = { $n } cũng mất { $longest }; N nhỏ hơn hoặc ít phương pháp hơn (-m) sẽ nhanh hơn
compare-slow-no-limits = lần so sánh này có thể mất { $time }, riêng phép tìm kiếm { $method } với n = { $n } cũng mất { $longest }; không có --no-limits thì các phương pháp chậm dừng ở bàn cờ nhỏ hơn
compare-measuring = n = { $n }: { $method }
