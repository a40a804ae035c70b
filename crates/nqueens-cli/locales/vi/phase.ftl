# `nqueens phase`: chuyển pha của bài toán loại đường chéo.

cmd-phase-about = Bao nhiêu bài toán loại đường chéo ngẫu nhiên còn cách xếp, theo số đường chéo bị loại: chuyển pha của bài toán hoàn thiện n quân hậu
cmd-phase-after-help = Với mỗi kích thước N và mỗi hạt giống, một danh sách đường chéo ngẫu nhiên được tạo như bộ thử CSPLib (prob079): đường chéo và đường chéo ngược theo thứ tự ngẫu nhiên, mỗi đường bị loại trừ khi một hàng hay cột sẽ còn ít hơn --min-free ô trống. d đường đầu của một danh sách là một bài toán, với mọi d có d / N từ --from đến --to; mỗi bài được quyết định bằng cách tìm của complete, và bảng cho tỉ lệ bài còn cách xếp theo từng phần mười của d / N, số bài trong ngoặc. Ít đường thì gần như bài nào cũng còn cách xếp, nhiều đường thì không bài nào còn; ở giữa tỉ lệ giảm rất nhanh, và các bài khó nhất nằm ở đó. Cùng hạt giống cho cùng các bài trên mọi máy. Các bài gần chuyển pha mất vài giây mỗi bài từ N = 22 và vài phút từ N = 25.
arg-phase-sizes = Các kích thước bàn cờ, tối đa 64 (nhiều kích thước, cách nhau bằng dấu cách)
arg-phase-seeds = Số danh sách ngẫu nhiên cho mỗi kích thước [mặc định: 20]
arg-phase-from = d / N nhỏ nhất [mặc định: 0.4]
arg-phase-to = d / N lớn nhất [mặc định: 1.6]
arg-phase-min-free = Số ô trống mỗi hàng và cột giữ lại [mặc định: 4, như bộ thử]
arg-phase-plot = Vẽ thêm các tỉ lệ vào FILE (.svg hoặc .png): mỗi kích thước một đường theo d / N
arg-phase-format = Cách in các tỉ lệ
value-phase-format-text = một bảng, mỗi hàng một phần mười của d / N, mỗi cột một kích thước
value-phase-format-json = mỗi kích thước và d một đối tượng JSON, in ra khi xong từng kích thước

phase-bad-ratio = { $flag } nhận một số từ 0 đến { $max }, chẳng hạn 0.8, không phải { $text }
phase-empty-range = --from { $from } lớn hơn --to { $to }: không có bài nào nằm giữa
phase-slow = các bài trên bàn cờ { $n } x { $n } gần chuyển pha có thể mất vài phút mỗi bài
phase-long = { $lists } danh sách còn lại của bàn cờ { $n } x { $n } có thể mất thêm { $time }, ước theo danh sách đầu tiên
phase-ratio-heading = d / n
phase-plot-title = Bài toán loại đường chéo ngẫu nhiên ({ $seeds } danh sách mỗi kích thước): bao nhiêu bài còn cách xếp
phase-plot-x = số đường chéo bị loại trên kích thước bàn cờ, d / n
phase-plot-y = tỉ lệ bài còn cách xếp
