# `nqueens plan`.

plan-no-estimate = không có ước lượng cho lần đếm n = { $n }: kế hoạch bắt đầu từ n = { $first }, bàn nhỏ hơn đếm xong trong vài phút trên một máy (nqueens count { $n })
plan-bad-time = --time nhận giới hạn thời gian theo cách Slurm viết ([D-]HH:MM:SS, MM:SS hoặc số phút), không phải { $value }
plan-limit-too-short = --time { $limit } ngắn hơn một phút, mức nhỏ nhất mà giới hạn của bộ lập lịch có thể có
plan-bad-margin = --margin nhận một số từ 1 đến { $max } (một tác vụ được phép chạy gấp bao nhiêu lần ước lượng của nó), không phải { $value }
plan-shards-over-subproblems = --shards { $shards } nhiều phần hơn { $subproblems } bài toán con của lần đếm
plan-slice-too-large = giới hạn { $limit } quá ngắn: riêng bài toán con lớn nhất đã ước lượng mất { $largest }, mà với hệ số an toàn một tác vụ chỉ được đếm trong { $budget }; hãy cho --time dài hơn hoặc --margin nhỏ hơn
plan-out-not-text = tên thư mục không phải UTF-8 hợp lệ nên các tập lệnh không ghi được nó
plan-cannot-make-dir = không tạo được thư mục { $dir }
plan-cannot-write = không ghi được { $file }
plan-shards = kế hoạch: Q({ $n }) chia thành { $shards } phần trong { $subproblems } bài toán con, mỗi phần một tác vụ với { $cpus } CPU
plan-task = mỗi tác vụ: khoảng { $time } (giới hạn { $limit }, tín hiệu lưu điểm dừng { $lead } giây trước đó, hệ số an toàn { $margin } lần ước lượng)
plan-whole = cả lần đếm: khoảng { $time } nếu mọi tác vụ chạy cùng lúc, { $core_hours } giờ-lõi (theo tốc độ của máy hai lõi nơi ước lượng được đo)
plan-memory = bộ nhớ mỗi tác vụ: khoảng { $memory }; điểm dừng: tối đa khoảng { $checkpoint } mỗi tác vụ, lưu mỗi { $every } giây
plan-tasks-cut = mỗi tác vụ ước lượng mất { $time }, hơn { $counting } được phép đếm khi tính hệ số an toàn: tác vụ bị giới hạn cắt ngang sẽ lưu điểm dừng và tiếp tục khi được gửi lại
plan-wrote = đã ghi { $files }
plan-start = khởi chạy bằng: { $command }
plan-file-header = do nqueens { $version } plan viết: Q({ $n }) chia thành { $shards } phần

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-plan-about = Viết các tệp công việc của một lần đếm cho cụm máy, theo ước lượng của nó
cmd-plan-after-help = Kế hoạch (số phần, thời gian mỗi tác vụ và tổng cộng, giờ-lõi, bộ nhớ, điểm dừng) được in ra đầu ra lỗi chuẩn. Mã thoát: 0 khi thành công, 2 khi có lỗi, khi đó không tệp nào được ghi.
arg-plan-n = Kích thước bàn cờ: N quân hậu trên bàn N x N (từ 19, nơi lần đếm đủ lâu để cần kế hoạch)
arg-plan-slurm = Viết một mảng công việc Slurm, công việc gộp kết quả và tập lệnh gửi cả hai
arg-plan-kubernetes = Viết một Indexed Job của Kubernetes cùng yêu cầu ổ lưu trữ, và một Job gộp kết quả
arg-plan-parallel = Viết một tập lệnh GNU parallel đếm các phần trên máy này
arg-plan-cpus-per-task = Số CPU (luồng) của mỗi tác vụ [mặc định: 1]
arg-plan-time = Giới hạn thời gian của mỗi tác vụ, theo cách Slurm viết [mặc định: 12:00:00]
arg-plan-margin = Một tác vụ được phép chạy gấp bao nhiêu lần ước lượng mà vẫn xong trước tín hiệu lưu điểm dừng [mặc định: 2]
arg-plan-shards = Số phần, thay cho số phần ít nhất vừa giới hạn
arg-plan-out = Thư mục để ghi các tệp, cũng là nơi các tác vụ làm việc [mặc định: .]
plan-array-large = { $shards } tác vụ vượt quá { $limit } của MaxArraySize mặc định trong Slurm, mức mà nhiều cụm máy giữ nguyên (xem scontrol show config): hãy xin nhiều CPU hơn cho mỗi tác vụ hoặc giới hạn thời gian dài hơn, hoặc nhờ nâng giới hạn mảng
