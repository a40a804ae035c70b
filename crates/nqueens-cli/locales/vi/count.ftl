# `nqueens count`: kết quả đếm, tiến độ, điểm dừng và các phần.

count-total = Q({ $n }) = { $total }
count-unique = số lời giải khác nhau: { $unique }
count-time = thời gian: { $seconds } giây
count-shard-heading = đếm một phần: phần { $index } trong { $count } phần của bàn cờ { $n } x { $n }, { $counted } trong { $all } bài toán con
count-shard-heading-variant = đếm một phần: { $what }, n = { $n }: phần { $index } trong { $count } phần, { $counted } trong { $all } bài toán con
count-shard-total = tổng trong phần này: { $total }
count-shard-unique = số lời giải khác nhau trong phần này: { $unique }
count-shard-burnside = tổng cỡ các nhóm ổn định trong phần này (merge chia tổng chung cho cấp của nhóm đối xứng để ra số lớp): { $sum }
count-warning = bàn cờ { $n } x { $n } có { $solutions } lời giải; đếm hết sẽ mất { $time }
count-warning-part = bàn cờ { $n } x { $n } có { $solutions } lời giải; đếm phần được yêu cầu sẽ mất { $time }
count-needs-force = { $estimate }: hơn một năm, nên chỉ bắt đầu đếm khi có --force (hoặc đếm một phần với --shard I/K)
count-too-large = chỉ đếm được với n tối đa { $max }, không phải { $n }
count-meet-tables = cách gặp nhau ở giữa giữ tới { $size } bảng phần tư bàn cờ cùng lúc, chưa kể danh sách nửa bàn cờ của mỗi luồng
count-meet-tables-too-large = cách gặp nhau ở giữa với n = { $n } không giữ được các bảng phần tư bàn cờ trong phần bộ nhớ mà việc đếm được dùng; hãy cho dùng thêm bằng --memory SIZE trên máy có đủ bộ nhớ, hoặc đếm bằng --method backtrack
count-progress = { $done }/{ $covered } bài toán con, { $solutions } lời giải
count-progress-left = còn { $time }
progress-estimating = đang ước tính
count-missing-n = cần kích thước bàn cờ N, trừ khi --resume chỉ tới một điểm dừng
count-thread-pool-failed = không khởi động được các luồng đếm
count-ctrl-c-failed = không thiết lập được Ctrl-C để lưu điểm dừng
count-cannot-save = không lưu được điểm dừng { $path }
count-save-failed = { $error }; việc đếm vẫn tiếp tục và sẽ thử lưu lại ở lần lưu sau
count-interrupted = nqueens: đã dừng; { $done } trong { $covered } bài toán con đã được lưu trong { $path }; đếm tiếp bằng: nqueens count --resume { $path }
count-interrupted-unsaved = đã dừng, nhưng { $error }; điểm dừng lưu lần trước vẫn được giữ và đếm tiếp được bằng: nqueens count --resume { $path }

# Kiểm tra các tùy chọn.
count-save-every-needs-checkpoint = --save-every cho biết bao lâu lưu điểm dừng một lần, nên cần có --checkpoint FILE hoặc --resume FILE
count-method-of-variant = --method chọn cách đếm bàn cờ thường; mỗi biến thể (--torus, --piece, --pawns) có phép tìm riêng của nó

# Điểm dừng không dùng được.
checkpoint-exists = tệp đã có sẵn; đếm tiếp bằng --resume { $path }, hoặc xóa tệp để đếm lại từ đầu
checkpoint-is-directory = là một thư mục; --checkpoint cần tên của tệp để lưu việc đếm, chẳng hạn { $example }
checkpoint-too-large = lớn hơn { $limit } byte, mức tối đa mà một điểm dừng của bàn cờ { $n } x { $n } ({ $subproblems } bài toán con) có thể chiếm
checkpoint-no-board-size = không phải điểm dừng: { $bytes } byte đầu tiên của nó không cho biết kích thước bàn cờ "n"
checkpoint-unparsable = không phải điểm dừng mà nqueens đọc được (bị hỏng hoặc bị cắt cụt?): { $message }
checkpoint-not-a-checkpoint = không phải điểm dừng mà bản nqueens này đọc được: định dạng của nó là { $format }, không phải { $expected }
checkpoint-checksum-mismatch = mã kiểm tra không khớp với nội dung: điểm dừng bị hỏng hoặc đã bị sửa
checkpoint-other-board = điểm dừng của bàn cờ { $saved } x { $saved }, không phải của bàn cờ { $given } x { $given } được yêu cầu
checkpoint-other-split-version = được lưu theo phiên bản { $saved } của cách chia bài toán con, nhưng bản nqueens này dùng phiên bản { $ours }; hãy đếm tiếp bằng bản nqueens đã lưu nó
checkpoint-other-split = các bài toán con của nó (dấu vân tay { $saved }) không phải là các bài toán con mà bản nqueens này tạo ra với n = { $n } (dấu vân tay { $ours }); hãy đếm tiếp bằng bản nqueens đã lưu nó
checkpoint-other-shard = điểm dừng của { $saved }, không phải của { $given }
checkpoint-shard = phần { $index }/{ $count }
checkpoint-whole-count = toàn bộ việc đếm
checkpoint-bad-shard = "shard" và "shards" ({ $shard }, { $shards }) không chỉ phần nào: cần có cả hai, với shard nhỏ hơn shards
checkpoint-absent = không có
checkpoint-out-of-range = bài toán con { $index } được ghi là đã xong, nhưng chúng chỉ đánh số từ 0 đến { $last }
checkpoint-outside-shard = bài toán con { $index } được ghi là đã xong, nhưng nó không thuộc { $shard }
checkpoint-repeated = bài toán con { $index } được ghi là đã xong hai lần
checkpoint-out-of-order = bài toán con { $index } được ghi sai thứ tự
checkpoint-unique-above-total = bài toán con { $index } được ghi có { $unique } lời giải khác nhau nhưng chỉ có { $total } lời giải tất cả, điều không thể có
checkpoint-bad-seconds = thời gian của nó, { $seconds } giây, không phải thời gian một lần đếm có thể mất: nó phải từ 0 đến { $max } giây
checkpoint-overflow = các số đếm được ghi cộng lại vượt quá { $max }, số đếm lớn nhất mà nqueens lưu được, điều không thể có
checkpoint-unknown-variant = đếm một biến thể mà phiên bản nqueens này không biết: { $tag }
checkpoint-other-variant = đếm { $saved }, không phải { $given }; hãy tiếp tục mà không có các cờ biến thể, hoặc bắt đầu đếm mới với một tệp khác
checkpoint-unknown-method = đếm bằng một phương pháp mà phiên bản nqueens này không biết: { $name }
checkpoint-other-method = đếm bằng phương pháp { $saved }, không phải { $given }; hãy tiếp tục mà không có --method, hoặc bắt đầu đếm mới với một tệp khác

# `--threads` vượt quá số luồng mà việc đếm dùng được.
count-threads-capped-subproblems = nqueens: lưu ý: đếm trên { $threads } luồng, không phải { $asked }: chỉ có { $threads } bài toán con để đếm
count-threads-capped-cores = nqueens: lưu ý: đếm trên { $threads } luồng, không phải { $asked }: máy này có { $cores } lõi, và hơn { $per_core } luồng mỗi lõi chỉ chia nhau các lõi đó
count-total-variant = { $what }, n = { $n }: { $total }
count-variant-warning = đếm { $what } với n = { $n } sẽ mất { $time }, theo tốc độ đo được trên hai nhân ở các kích thước nhỏ hơn
count-sample-start = đếm một mẫu gồm { $counted } trong { $all } bài toán con trên { $threads } luồng, để ước lượng thời gian của cả việc đếm
count-sample-heading = mẫu của việc đếm bàn cờ { $n } x { $n }: { $counted } trong { $all } bài toán con (hạt giống { $seed }), { $percent }% khối lượng ước tính
count-sample-total = số lời giải trong mẫu: { $total } (một phần của kết quả đếm, không phải ước lượng của nó)
count-sample-time = thời gian: { $seconds } giây trên { $threads } luồng (dựng bảng { $tables } giây; đếm { $counting } giây thời gian của các luồng)
count-sample-estimate = cả việc đếm: khoảng { $core_seconds } giây trên một nhân ({ $core_time }), { $time } trên { $threads } luồng
count-sample-unprinted = không in được mẫu

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-count-about = Đếm số lời giải trên bàn cờ N x N mà không liệt kê chúng
cmd-count-after-help =
    Việc đếm được chia thành các bài toán con đánh số, cố định với mỗi N; các luồng chia nhau làm, điểm dừng ghi lại những bài đã xong, còn --shard chia chúng cho các tiến trình hoặc máy khác nhau.

    Với --torus, --piece superqueen hoặc --pawns, một biến thể được đếm bằng phép tìm kiếm dành riêng cho nó; các lớp được tính theo các phép đối xứng của biến thể đó (trên bàn cờ xuyến có cả các phép tịnh tiến, và khi cho vị trí quân tốt thì là các phép đối xứng giữ nguyên chúng), theo bổ đề Burnside. --shard chỉ chia phép đếm cổ điển.

    Mã thoát: 0 khi thành công, 1 khi không có lời giải (không bao giờ với một phần, vì phần chỉ là một mảnh của việc đếm), 2 khi có lỗi, 130 khi Ctrl-C dừng việc đếm sau khi đã lưu điểm dừng.
arg-count-n = Kích thước bàn cờ: N quân hậu trên bàn cờ N x N (với --resume, nếu bỏ trống thì lấy từ điểm dừng)
arg-count-unique = Đếm cả số lớp lời giải qua phép quay và phép lật (số này luôn được in: nó có từ cùng một lần tìm kiếm)
arg-count-format = Cách in kết quả đếm
value-count-format-text = mỗi dòng một số đếm, sau đó là thời gian chạy
value-count-format-json = một đối tượng JSON
arg-count-threads = Đếm trên T luồng [mặc định: mỗi nhân một luồng]
arg-count-quiet = Không hiện thanh tiến độ và cảnh báo đếm lâu (thanh tiến độ chỉ hiện khi đầu ra lỗi chuẩn là terminal; lỗi và lần lưu hỏng luôn được báo)
arg-count-force = Bắt đầu cả một lần đếm ước tính mất hơn một năm, điều mà nếu không có cờ này sẽ bị từ chối
arg-count-checkpoint = Lưu các bài toán con đã xong vào FILE sau mỗi vài giây, khi kết thúc và khi bấm Ctrl-C để dừng; đếm tiếp bằng --resume FILE
arg-count-resume = Đếm tiếp từ điểm dừng mà --checkpoint đã lưu trong FILE, và lại lưu vào FILE; có thể bỏ N và --shard, nếu có thì phải khớp với điểm dừng
arg-count-save-every = Lưu điểm dừng sau mỗi SECONDS giây [mặc định: 5]
arg-count-shard = Chỉ đếm phần I trong K phần (0 <= I < K): các bài toán con có số thứ tự chia K dư I; cộng kết quả --format json của K phần bằng nqueens merge
arg-count-method = Cách đếm bàn cờ thường [mặc định: meet khi N = 12 và khi N từ 14 đến 24, backtrack trong các trường hợp khác, cách nhanh hơn cho mỗi N]
value-count-method-backtrack = tìm kiếm quay lui có đối xứng, mỗi hàng một quân hậu (N đến 32)
value-count-method-meet = gặp nhau ở giữa: bảng của các phần tư bàn cờ ghép thành nửa bàn cờ, đếm các cặp nửa không chung đường chéo nào (N đến 24; từ 22 trở đi các bảng được dựng cho từng nhóm hàng một)
arg-count-torus = { help-variant-torus }
arg-count-piece = { help-variant-piece }
value-count-piece-queen = { help-variant-piece-queen }
value-count-piece-superqueen = { help-variant-piece-superqueen }
arg-count-pawns = { help-variant-pawns }
arg-count-sample = Chỉ đếm một mẫu khoảng K bài toán con, chọn ngẫu nhiên (xem --seed) và có ít nhất một bài của mỗi nhóm, rồi từ thời gian của chúng ước lượng cả việc đếm mất bao lâu
arg-count-seed = Hạt giống của lần chọn ngẫu nhiên: cùng hạt giống thì chọn cùng các bài toán con [mặc định: 1]
arg-count-memory = Bộ nhớ mà các bảng phần tư bàn cờ được dùng, như 16GB [mặc định: 4GB, hoặc biến môi trường NQUEENS_MEMORY]; cách gặp nhau ở giữa giữ cả bảng khi vừa và nhờ đó nhanh hơn (N lẻ từ 23)
