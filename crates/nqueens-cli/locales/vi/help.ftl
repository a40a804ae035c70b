# Lời trợ giúp của lệnh, theo từng lệnh con; clap xếp chúng thành bảng.

# Cả chương trình.
cmd-about = Giải, đếm, tìm, hoàn thành và kiểm tra cách đặt quân hậu: n quân hậu trên bàn cờ n x n, không có hai quân nào ăn nhau.
cmd-after-help = Mã thoát: 0 khi thành công, 1 khi không có lời giải hoặc cách hoàn thành nào hay một cách đặt không phải là lời giải, 2 khi có lỗi, 130 khi Ctrl-C dừng việc đếm sau khi đã lưu điểm dừng.
arg-lang = Ngôn ngữ của thông báo và nhãn [mặc định: theo LC_ALL, LC_MESSAGES hoặc LANG]
value-lang-en = English
value-lang-vi = Tiếng Việt
arg-help = In trợ giúp
arg-help-see-more = In trợ giúp (xem đầy đủ hơn với '--help')
arg-help-see-summary = In trợ giúp (xem bản tóm tắt với '-h')
arg-version = In phiên bản
cmd-help-about = In trợ giúp này hoặc trợ giúp của (các) lệnh con
arg-help-subcommand = In trợ giúp của (các) lệnh con

# Các tiêu đề trong trợ giúp.
help-usage = Cách dùng
help-commands = Lệnh
help-arguments = Đối số
help-options = Tùy chọn

# solve
cmd-solve-about = Liệt kê các lời giải trên bàn cờ N x N ngay khi tìm được
cmd-solve-after-help = Các biến thể (--torus, --piece superqueen, --pawns) được in theo cùng các dạng. Bàn cờ vẽ quân tốt là P (♙ với --unicode). Khi quân tốt cho phép một hàng có hai quân hậu, dòng list và algebraic ghi các ô của quân hậu, rồi dấu | và các ô của quân tốt (0,2 1,5 … | 3,3 hoặc c8 f7 … | d5), còn dòng JSON ghi "pawns" và "queens" là các ô [hàng, cột] đếm từ 0. Dòng JSON của một biến thể ghi tên biến thể: "variant": "torus", "superqueens" hoặc "pawns". nqueens verify đọc lại được mọi dạng.
arg-solve-n = Kích thước bàn cờ: N quân hậu trên bàn cờ N x N
arg-solve-method = Cách tìm kiếm; mọi cách đều cho cùng các lời giải theo cùng thứ tự
value-solve-method-bitmask = quay lui trên mặt nạ bit (nhanh nhất)
value-solve-method-marks = quay lui với các mảng đánh dấu cột và đường chéo
value-solve-method-pairwise = quay lui, thử mỗi ô với từng quân hậu đã đặt
value-solve-method-stack = quay lui dùng ngăn xếp thay cho đệ quy
value-solve-method-brute = vét cạn mọi dãy N^N cột (N tối đa 9)
arg-solve-format = Cách in lời giải [mặc định: bàn cờ khi N đến 32, danh sách khi lớn hơn]
value-solve-format-board = bàn cờ có nhãn hàng và cột, cuối cùng là dòng tổng kết
value-solve-format-list = mỗi lời giải một dòng: cột của quân hậu trên từng hàng
value-solve-format-algebraic = mỗi lời giải một dòng theo ký hiệu cờ vua (N tối đa 26)
value-solve-format-json = mỗi dòng một đối tượng JSON
value-solve-format-svg = { render-help-format-svg }
arg-solve-unique = Chỉ lấy một lời giải trong mỗi lớp lời giải sinh ra nhau qua phép quay và phép lật
arg-solve-limit = Dừng sau K lời giải
arg-solve-one-based = Đánh số cột từ 1 trong kết quả dạng danh sách và json
arg-solve-unicode = Vẽ bàn cờ ô đen trắng với ♛ cho quân hậu
arg-solve-torus = { help-variant-torus }
arg-solve-piece = { help-variant-piece }
value-solve-piece-queen = { help-variant-piece-queen }
value-solve-piece-superqueen = { help-variant-piece-superqueen }
arg-solve-pawns = { help-variant-pawns }

# count
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

# find
cmd-find-about = Một lời giải cho bàn cờ cỡ bất kỳ: dựng theo công thức, hoặc tìm bằng tìm kiếm ngẫu nhiên có hạt giống
cmd-find-after-help =
    Dạng danh sách in các cột trên một dòng, bắt đầu bằng cột của quân hậu ở hàng 0, như solve --format list, vừa tính vừa in, nên bàn cờ một tỉ hàng vẫn được in ra với bộ nhớ không đổi; nqueens verify đọc lại được mọi dạng.

    Các biến thể được in như solve in chúng: --torus dựng ngay lời giải của Pólya cho mọi N không chia hết cho 2 và cho 3 (giữ trong bộ nhớ, 24 byte mỗi hàng); --piece superqueen và --pawns phải tìm kiếm, trên bàn cờ tối đa 64 x 64. Khi có quân tốt, dạng list và json ghi các ô: ô của quân hậu, rồi dấu | và ô của quân tốt.

    Mã thoát: 0 khi thành công, 1 khi không có lời giải (N = 2 hoặc 3, hoặc biến thể không có lời giải), 2 khi có lỗi.
arg-find-n = Kích thước bàn cờ: N quân hậu trên bàn cờ N x N
arg-find-method = Cách tìm lời giải
value-find-method-construct = dựng theo công thức cổ điển: tức thì, bộ nhớ không đổi, với mọi N
value-find-method-random = một lời giải ngẫu nhiên bằng tìm kiếm cục bộ, như nhau với cùng --seed (khoảng 5 byte bộ nhớ mỗi hàng)
arg-find-seed = Hạt giống của --method random: cùng hạt giống cho cùng lời giải trên mọi máy [mặc định: 0]
arg-find-format = Cách in lời giải [mặc định: bàn cờ khi N đến 32, danh sách khi lớn hơn]
value-find-format-board = bàn cờ có nhãn hàng và cột (N tối đa 100)
value-find-format-list = một dòng, như solve --format list ghi: cột của quân hậu trên từng hàng
value-find-format-json = một đối tượng JSON, như solve --format json ghi
arg-find-check = Kiểm tra lời giải trong thời gian O(N) trước khi in (với cách dựng, trong một lượt đầu cần 5 bit bộ nhớ mỗi hàng)
arg-find-stats = In ra đầu ra lỗi chuẩn những gì --method random đã làm: số bước, số lần đổi chỗ, số lần khởi động lại và thời gian
arg-find-one-based = Đánh số cột từ 1 trong kết quả dạng danh sách và json
arg-find-torus = { help-variant-torus }
arg-find-piece = { help-variant-piece }
value-find-piece-queen = { help-variant-piece-queen }
value-find-piece-superqueen = { help-variant-piece-superqueen }
arg-find-pawns = { help-variant-pawns }

# dominate
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

# knights
cmd-knights-about = Đặt nhiều hậu và mã nhất sao cho không quân nào tấn công quân khác: số lớn nhất, có chứng minh, đếm và vẽ
cmd-knights-after-help =
    m quân hậu và m quân mã đứng trên bàn cờ và không quân nào tấn công quân khác, bất kể loại: hậu theo các đường của nó, mã theo nước đi của mã. Mặc định tìm m lớn nhất và chứng minh (mọi cách đặt m + 1 quân mỗi loại đều được tìm và không có), đếm các cách đặt cả thảy và không tính 8 phép đối xứng của bàn cờ, và vẽ một cách. Các ô viết như trong solve (a1 hoặc hàng,cột). Mã thoát: 0 khi thành công, 1 khi cách đặt được kiểm tra không hòa bình hoặc một cỡ không có cách đặt nào, 2 khi đầu vào sai.
arg-knights-n = Cỡ bàn cờ (tới 16)
arg-knights-size = Đặt đúng M quân mỗi loại thay vì nhiều nhất
arg-knights-count = Chỉ in số quân và các số đếm, không vẽ cách đặt nào
arg-knights-all = In mọi cách đặt, rồi các số đếm
arg-knights-queens = Kiểm tra một cách đặt: các ô của quân hậu (a1,c3,...), cùng --knights
arg-knights-knights = Kiểm tra một cách đặt: các ô của quân mã, cùng --queens
arg-knights-format = Cách in các cách đặt
value-knights-format-board = mỗi cách đặt là một bàn cờ: Q là quân hậu, N là quân mã
value-knights-format-list = mỗi cách đặt trên một dòng: Qa1 ... Nc3 ...
value-knights-format-json = mỗi cách đặt hay kết quả là một đối tượng JSON
arg-knights-unicode = Vẽ bàn cờ bằng hình quân cờ và ô tô bóng

# peaceable
cmd-peaceable-about = Đặt nhiều hậu trắng và hậu đen nhất sao cho không quân nào tấn công quân khác màu: số lớn nhất, có chứng minh, và vẽ
cmd-peaceable-after-help =
    m hậu trắng và m hậu đen đứng trên bàn cờ và không quân hậu nào tấn công quân hậu khác màu; các quân cùng màu được tấn công nhau. Mặc định tìm m lớn nhất và chứng minh (mọi cách đặt m + 1 quân mỗi màu đều được tìm và không có), và vẽ một cách đặt. Các ô viết như trong solve (a1 hoặc hàng,cột). Mã thoát: 0 khi thành công, 1 khi cách đặt được kiểm tra không hòa bình hoặc một cỡ không có cách đặt nào, 2 khi đầu vào sai.
arg-peaceable-n = Cỡ bàn cờ (tới 16)
arg-peaceable-size = Tìm hai đội đúng M quân hậu mỗi đội thay vì nhiều nhất
arg-peaceable-white = Kiểm tra một cách đặt: các ô của hậu trắng (a1,c3,...), cùng --black
arg-peaceable-black = Kiểm tra một cách đặt: các ô của hậu đen, cùng --white
arg-peaceable-format = Cách in cách đặt
value-peaceable-format-board = là một bàn cờ: Q trắng, q đen
value-peaceable-format-list = trên một dòng: Wa1 ... Bc3 ...
value-peaceable-format-json = một đối tượng JSON
arg-peaceable-unicode = Vẽ bàn cờ bằng hình quân cờ và ô tô bóng

# export
cmd-export-about = Ghi một bài toán cho bộ giải tổng quát: DIMACS CNF cho bộ giải SAT, hoặc phủ chính xác cho DLX
cmd-export-after-help =
    Bài toán là bàn cờ N quân hậu, hoặc một biến thể (--torus, --piece superqueen, --pawns SQUARES), với các quân hậu đã đặt (--queens) và các ô bị chặn (--blocked), hoặc các tập thống trị có tối đa K quân hậu (--dominate K). Trong CNF, biến v là một quân hậu ở ô mà phần đầu tệp gán cho nó (c v 1 = a8); các biến sau các ô của bàn cờ là biến phụ. Phủ chính xác theo dạng đầu vào của dlx1 của Knuth: các mục chính (hàng, cột, và trên hình xuyến cả các đường chéo, mỗi mục có đúng một quân hậu), rồi |, rồi các mục phụ (các đường có tối đa một quân), rồi mỗi ô một lựa chọn. Các ô viết như trong solve (a1 hoặc hàng,cột). Mã thoát: 0 khi thành công, 2 khi đầu vào sai hoặc định dạng không diễn tả được bài toán.
arg-export-n = Cỡ bàn cờ
arg-export-format = Định dạng để ghi
value-export-format-dimacs = DIMACS CNF, cho bộ giải SAT (minisat, cadical, kissat)
value-export-format-dlx = phủ chính xác, như dlx1 của Knuth đọc
arg-export-queens = Các quân hậu đặt trước (a1,c3,... hoặc cặp hàng,cột): một bài hoàn thiện
arg-export-blocked = Các ô không quân hậu nào được dùng
arg-export-dominate = Các tập thống trị có tối đa K quân hậu thay vì các lời giải
arg-export-independent = Với --dominate: không hai quân hậu nào được tấn công nhau
arg-export-torus = { help-variant-torus }
arg-export-piece = { help-variant-piece }
value-export-piece-queen = { help-variant-piece-queen }
value-export-piece-superqueen = { help-variant-piece-superqueen }
arg-export-pawns = Quân tốt ở các ô này (d4,e5): quân tốt chặn mọi đường đi qua nó, và đặt n + K quân hậu

# cube
cmd-cube-about = Quân hậu trong khối lập phương n x n x n: n² quân không ăn nhau, đếm và vẽ từng tầng; số quân nhiều nhất
cmd-cube-after-help =
    Một quân hậu trong khối lập phương tấn công theo 13 đường: 3 đường song song với các trục, 6 đường chéo của các mặt và 4 đường chéo xuyên khối. n² quân hậu không ăn nhau đứng mỗi quân trên một đường thẳng đứng, nên một lời giải là một hình vuông Latin các độ cao mà mỗi tầng là một lời giải n hậu. Mặc định đếm các lời giải, cả thảy và không tính 48 phép đối xứng của khối lập phương, bằng tìm kiếm vét cạn (khối tới 15), và vẽ một lời giải: các độ cao và từng tầng như một bàn cờ. --construct dựng lời giải tuyến tính (x, y, (3x + 5y) mod n) của mọi khối có n nguyên tố cùng nhau với 2, 3, 5 và 7, không cần tìm. --most tìm số quân hậu nhiều nhất đặt được (khối tới 6). Mã thoát: 0 khi thành công, 1 khi không có lời giải hay không có lời giải tuyến tính, 2 khi đầu vào sai.
arg-cube-n = Cạnh của khối lập phương
arg-cube-count = Chỉ in các số đếm, không vẽ lời giải nào
arg-cube-all = In mọi lời giải, rồi các số đếm
arg-cube-construct = Dựng lời giải tuyến tính thay vì tìm (n nguyên tố cùng nhau với 2, 3, 5 và 7)
arg-cube-most = Số quân hậu nhiều nhất đặt được mà không hai quân nào ăn nhau, và một cách đặt
arg-cube-format = Cách in các lời giải
value-cube-format-board = các độ cao thành hình vuông Latin, rồi từng tầng là một bàn cờ
value-cube-format-list = các độ cao của mỗi lời giải trên một dòng, các hàng cách nhau bởi /
value-cube-format-json = mỗi lời giải hay kết quả là một đối tượng JSON
arg-cube-unicode = Vẽ các tầng bằng hình quân cờ và ô tô bóng

# complete
cmd-complete-about = Hoàn thành bàn cờ đã có sẵn một số quân hậu và một số ô bị cấm
cmd-complete-after-help =
    Bàn cờ lấy từ một lưới, từ một kích thước (N hoặc --n) cùng --queens và --blocked, hoặc từ cả hai. Lưới có mỗi hàng một dòng: Q là quân hậu, . là ô trống, x là ô bị cấm, như dạng board in ra (có thể giữ nhãn hàng và cột; dòng bắt đầu bằng # là chú thích). Kích thước có thể đứng đầu, như ở mọi lệnh (nqueens complete 11 --queens d8); không có FILE, N và --n thì lưới được đọc từ đầu vào chuẩn.

    Ô được viết theo ký hiệu cờ vua (d8, khi N đến 26) hoặc dạng hàng,cột đếm từ 0, hàng 0 ở trên cùng (0,3). Các ô theo ký hiệu cờ vua cách nhau bằng dấu phẩy (--queens d8,g6), các ô hàng,cột cách nhau bằng dấu chấm phẩy hoặc dấu cách (--queens '0,3;2,6'), hoặc lặp lại tùy chọn.

    Bàn cờ cũng có thể lấy từ một bài toán của bộ thử đường chéo bị loại (CSPLib prob079) bằng --csplib FILE, như bộ sinh của nó viết ra: n = 10, rồi diags = [[4, 1], [5, 0], ...], trong đó [k, 1] loại đường chéo i+j = k và [k, 0] loại đường chéo có i-j = k-(n-1), cả hai đánh số từ 0 đến 2n-2 (dòng numdiags, nếu có, phải bằng độ dài danh sách). --first D chỉ lấy D đường chéo đầu tiên của danh sách, như các bài toán của bộ thử. Các tùy chọn khác thêm vào bàn cờ đó.

    Ctrl-C dừng một lần tìm kiếm hay đếm kéo dài; khi đó lệnh kết thúc mà không có câu trả lời. Trong lúc chạy, một thanh tiến độ hiện trên terminal.

    Mã thoát: 0 khi thành công, 1 khi không có cách hoàn thành nào, 2 khi có lỗi, chẳng hạn các quân hậu cho sẵn ăn nhau hoặc đứng trên ô bị cấm, và 130 khi Ctrl-C dừng việc tìm kiếm.
arg-complete-size = Kích thước bàn cờ khi không có lưới (nếu có cả lưới hay bài toán --csplib thì chúng phải đúng cỡ này); đối số đầu tiên không phải số nguyên được hiểu là FILE
arg-complete-file = Lưới cần hoàn thành; - là đầu vào chuẩn, cũng được đọc khi không có FILE lẫn kích thước
arg-complete-n = Kích thước bàn cờ khi không có lưới (nếu có cả lưới hay bài toán --csplib thì chúng phải đúng cỡ này)
arg-complete-queens = Các quân hậu đã đặt, chẳng hạn d8,g6 hoặc '0,3;2,6' (có thể lặp lại)
arg-complete-blocked = Các ô không quân hậu nào được dùng, viết như với --queens (có thể lặp lại)
arg-complete-exclude-diagonal = Các đường chéo không quân hậu nào được đứng, theo số i+j (0 đến 2n-2) như mảng đánh dấu của bài học; nhiều số cách nhau bằng dấu phẩy (có thể lặp lại)
arg-complete-exclude-antidiagonal = Các đường chéo phụ không quân hậu nào được đứng, theo số i-j+n (1 đến 2n-1); nhiều số cách nhau bằng dấu phẩy (có thể lặp lại)
arg-complete-csplib = Một bài toán của bộ thử đường chéo bị loại (CSPLib prob079) cần hoàn thành, thay cho tệp lưới FILE; - là đầu vào chuẩn
arg-complete-first = Chỉ loại D đường chéo đầu tiên của danh sách --csplib, như bộ thử quy định [mặc định: tất cả]
arg-complete-all = Mọi cách hoàn thành, đánh số như solve đánh số lời giải
arg-complete-count = Chỉ in số cách hoàn thành (một đối tượng JSON với --format json)
arg-complete-format = Cách in các cách hoàn thành [mặc định: bàn cờ khi N đến 32, danh sách khi lớn hơn]
value-complete-format-board = bàn cờ có nhãn hàng và cột, x ở các ô bị cấm (N tối đa 100)
value-complete-format-list = mỗi lời giải một dòng: cột của quân hậu trên từng hàng
value-complete-format-json = mỗi dòng một đối tượng JSON

# tour
cmd-tour-about = Cho quân mã đi qua mọi ô của bàn cờ N x M, mỗi ô đúng một lần
cmd-tour-after-help = Ô được viết như ở solve: a1 (cột và hàng, hàng 1 ở dưới cùng) hoặc hàng,cột đếm từ 0 với hàng 0 ở trên cùng. Không có --from thì hành trình khép kín bắt đầu ở a1, còn hành trình mở sẽ hỏi ô xuất phát khi đầu vào chuẩn là terminal.
arg-tour-rows = Số hàng
arg-tour-cols = Số cột [mặc định: N]
arg-tour-from = Ô xuất phát: a1 hoặc hàng,cột
arg-tour-closed = Hành trình khép kín: từ ô cuối, quân mã đi một nước là về ô đầu
arg-tour-method = Cách tìm hành trình [mặc định: warnsdorff cho hành trình mở, divide cho hành trình khép kín, backtrack với --all hoặc --count]
value-tour-method-backtrack = quay lui như trong bài học, thử tám nước đi theo thứ tự cố định
value-tour-method-warnsdorff = luôn đi tới ô có ít nước đi tiếp nhất, có phương án dự phòng
value-tour-method-divide = hành trình khép kín ghép từ các khối nhỏ (bàn cờ lớn)
arg-tour-format = Cách in hành trình
value-tour-format-board = bàn cờ ghi số thứ tự nước đi ở mỗi ô
value-tour-format-list = các ô theo thứ tự, mỗi ô một dòng (với --all thì mỗi hành trình một dòng)
value-tour-format-json = mỗi hành trình một đối tượng JSON
value-tour-format-svg = { render-help-format-svg }
arg-tour-all = Mọi hành trình từ ô xuất phát, bằng quay lui (bàn cờ nhỏ)
arg-tour-count = Đếm số hành trình từ ô xuất phát, bằng quay lui (bàn cờ nhỏ)

# merge
cmd-merge-about = Cộng các phần của một lần đếm, như count --shard I/K --format json in ra
cmd-merge-after-help = Mã thoát: 0 khi thành công, 1 khi không có lời giải, 2 khi có phần bị thiếu, bị lặp, bị hỏng hoặc thuộc lần đếm khác.
arg-merge-files = Kết quả của các phần, mỗi phần như count --shard I/K --format json in ra, một hay nhiều phần trong một tệp (- là đầu vào chuẩn); mỗi phần của lần đếm đúng một lần
arg-merge-format = Cách in kết quả đếm
value-merge-format-text = mỗi dòng một số đếm, sau đó là thời gian chạy
value-merge-format-json = một đối tượng JSON

# verify
cmd-verify-about = Kiểm tra các cách đặt đọc từ tệp hoặc đầu vào chuẩn, ở mọi dạng mà solve ghi ra
arg-verify-file = Tệp cần đọc; đầu vào chuẩn khi không có hoặc là -
arg-verify-one-based = Đọc danh sách cột như đếm từ 1
arg-verify-torus = Kiểm tra các cách đặt không tự ghi luật (danh sách, bàn cờ, dòng JSON không có "variant") như quân hậu trên bàn cờ xuyến
arg-verify-piece = Quân được đặt trong các cách đặt không tự ghi luật [mặc định: queen]
value-verify-piece-queen = { help-variant-piece-queen }
value-verify-piece-superqueen = { help-variant-piece-superqueen }
arg-verify-pawns = Yêu cầu mỗi cách đặt có đúng các quân tốt này, cho bằng các ô của chúng (d4,e5), hoặc có K quân tốt

# Những gì được thêm vào trợ giúp của một đối số có giá trị mặc định hoặc các lựa chọn.
help-default = mặc định
help-possible-values = Các giá trị có thể
help-possible-values-inline = các giá trị có thể

# completions
cmd-completions-about = In đoạn mã tự hoàn thành lệnh cho một shell
cmd-completions-after-help = Nạp nó trong tệp khởi động của shell, ví dụ: source <(nqueens completions bash) trong ~/.bashrc, hoặc nqueens completions fish > ~/.config/fish/completions/nqueens.fish. Đoạn mã hoàn thành các lệnh, cờ và lựa chọn.
arg-completions-shell = Shell cần tự hoàn thành
value-completions-shell-bash = Bash
value-completions-shell-elvish = Elvish
value-completions-shell-fish = fish
value-completions-shell-powershell = PowerShell
value-completions-shell-zsh = Zsh

# man
cmd-man-about = In trang hướng dẫn (man), dạng roff
cmd-man-after-help = Đọc bằng nqueens man | man -l -, hoặc cài đặt: nqueens man > /usr/local/share/man/man1/nqueens.1

# Các cờ biến thể, dùng chung cho các lệnh nhận chúng.
help-variant-torus = Quân hậu trên bàn cờ xuyến: các đường chéo quấn qua mép bàn cờ
help-variant-piece = Quân được đặt [mặc định: queen]
help-variant-piece-queen = quân hậu của cờ vua
help-variant-piece-superqueen = quân hậu đi được cả nước mã (còn gọi là amazon)
help-variant-pawns = K quân tốt ở bất kỳ đâu (mỗi cách đặt tốt và hậu tính một lần), hoặc các ô của quân tốt (d4,e5); đặt N + K quân hậu, và quân tốt chặn mọi đường đi qua nó
