# `nqueens merge`.

merge-time = thời gian: { $seconds } giây, cộng trên { $shards } phần
merge-unparsable = không phải kết quả của một phần như nqueens count --shard I/K --format json in ra: { $message }
merge-checksum-mismatch = mã kiểm tra không khớp với nội dung: tệp bị hỏng hoặc đã bị sửa
merge-no-such-shard = không có phần { $shard } trong { $shards } phần
merge-empty = không chứa kết quả của phần nào
merge-too-large = lớn hơn { $limit } byte, mức tối đa mà merge đọc từ một tệp (kết quả của { $records } phần)
merge-other-board = { $first } đếm bàn cờ { $first_n } x { $first_n } nhưng { $other } đếm bàn cờ { $n } x { $n }
merge-other-shard-count = { $first } là một trong { $first_shards } phần nhưng { $other } là một trong { $shards } phần
merge-other-split = { $first } và { $other } đến từ hai cách chia bài toán con khác nhau; hãy đếm mọi phần bằng cùng một phiên bản nqueens
merge-repeated = phần { $shard } trong { $shards } phần được cho hai lần: { $first } và { $second }
merge-missing-one = thiếu phần { $shard } trong { $shards } phần
merge-missing-many = thiếu các phần { $list } và { $last } trong { $shards } phần
merge-more = { $count } phần nữa
merge-not-this-split = các bài toán con của các phần (dấu vân tay { $saved }) không phải là các bài toán con mà bản nqueens này tạo ra với n = { $n } (dấu vân tay { $ours })
merge-wrong-subproblems = phần { $shard } trong { $shards } phần đã đếm { $counted } bài toán con, nhưng nó có { $expected }
merge-unique-above-total = phần { $shard } trong { $shards } phần có { $unique } lời giải khác nhau nhưng chỉ có { $total } lời giải tất cả, điều không thể có
merge-bad-seconds = thời gian của nó, { $seconds } giây, không phải thời gian một lần đếm có thể mất: nó phải từ 0 đến { $max } giây
merge-unknown-split-version = được đếm theo phiên bản { $saved } của cách chia bài toán con, phiên bản mà bản nqueens này không biết (nó chia theo phiên bản { $ours }); hãy gộp bằng bản nqueens đã đếm nó
merge-overflow = số đếm của các phần cộng lại vượt quá { $max }, số đếm lớn nhất mà nqueens lưu được, điều không thể có
merge-unknown-variant = bản ghi đếm “{ $tag }”, nqueens này không biết biến thể đó
merge-unknown-method = bản ghi đếm bằng phương pháp “{ $name }”, nqueens này không biết phương pháp đó
# Số đếm mà không lần đếm nào cho ra được: tệp đã bị sửa và tính lại mã kiểm tra.
impossible = các số đếm này không thể đúng ({ $reason }); tệp đã bị sửa chăng? Mã kiểm tra chỉ phát hiện được lỗi vô tình
impossible-unique-above-total = { $unique } lớp trên { $total } lời giải, nhưng mỗi lớp có ít nhất một lời giải
impossible-unique-below = { $unique } lớp trên { $total } lời giải, nhưng mỗi lớp có nhiều nhất { $order } lời giải, bằng cấp của nhóm đối xứng
impossible-total-above-permutations = { $total } lời giải với n = { $n }, nhiều hơn { $max } cách đặt mỗi hàng và mỗi cột một quân hậu
impossible-recounted = tệp ghi { $total } lời giải và { $unique } lời giải khác nhau, nhưng đếm lại thì có { $recounted_total } và { $recounted_unique }

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-merge-about = Cộng các phần của một lần đếm, như count --shard I/K --format json in ra
cmd-merge-after-help = Mã thoát: 0 khi thành công, 1 khi không có lời giải, 2 khi có phần bị thiếu, bị lặp, bị hỏng hoặc thuộc lần đếm khác.
arg-merge-files = Kết quả của các phần, mỗi phần như count --shard I/K --format json in ra, một hay nhiều phần trong một tệp (- là đầu vào chuẩn); mỗi phần của lần đếm đúng một lần
arg-merge-format = Cách in kết quả đếm
value-merge-format-text = mỗi dòng một số đếm, sau đó là thời gian chạy
value-merge-format-json = một đối tượng JSON

merge-resubmit = { $problem }; đếm lại chúng bằng: { $command }
arg-merge-resubmit = Khi thiếu phần, cho biết lệnh đếm lại chúng bằng các tệp mà nqueens plan đã viết cho SCHEDULER (với --format json, chúng cũng được liệt kê trên đầu ra chuẩn)
value-merge-resubmit-slurm = mảng công việc Slurm
value-merge-resubmit-kubernetes = Indexed Job của Kubernetes
value-merge-resubmit-parallel = tập lệnh GNU parallel
