# The library's errors in Vietnamese, one message for each of its ids
# (nqueens::Error::MESSAGES), named here with the prefix lib-. Their English is
# the library's own (crates/nqueens/messages/en.ftl), with the same values. A
# nested message (a reason) is worded alone and put into the message around it.

lib-empty-board = kích thước bàn cờ phải lớn hơn hoặc bằng 1
lib-too-large = cách { $method } chỉ nhận n tối đa { $max }, không phải { $n }
lib-too-large-instead = cách { $method } chỉ nhận n tối đa { $max }, không phải { $n }; cách { $instead } giải được bàn cờ lớn hơn
lib-no-solution = không thể đặt { $n } quân hậu lên bàn cờ { $n } x { $n } mà không có hai quân nào ăn nhau (bài toán không có lời giải với n = 2 và n = 3)
lib-square-off-board = ô { $square } nằm ngoài bàn cờ { $n } x { $n }
lib-queens-attack = các quân hậu đã đặt ăn nhau: { $pairs }
# Hai quân hậu trên cùng một đường: `line` là row, column hoặc diagonal.
lib-pair-shares-line = { $first } và { $second } cùng { $line ->
        [row] hàng
        [column] cột
       *[diagonal] đường chéo
    }
lib-queen-on-blocked = có quân hậu đặt ở { $square }, là ô bị cấm
lib-column-out-of-range = quân hậu ở hàng { $row } nằm ở cột { $col }, nhưng các cột chỉ từ 0 đến { $last }
lib-invalid-square = { $text } không phải là một ô của bàn cờ { $n } x { $n } (hãy viết cột và hàng như d8, hoặc hàng,cột đếm từ 0)
lib-square-off-tour-board = ô ({ $row },{ $col }) nằm ngoài bàn cờ { $rows } x { $cols }
lib-no-tour = không có hành trình { $closed ->
        [yes] khép kín
       *[no] mở
    } nào của quân mã trên bàn cờ { $rows } x { $cols }: { $reason }
lib-no-tour-from = không có hành trình { $closed ->
        [yes] khép kín
       *[no] mở
    } nào của quân mã trên bàn cờ { $rows } x { $cols } xuất phát từ { $from }: { $reason }
# Vì sao không có hành trình.
lib-tour-reason-one-line = trên bàn cờ chỉ có một hàng hoặc một cột, quân mã không đi được nước nào
lib-tour-reason-two-lines = trên bàn cờ hai hàng hoặc hai cột, các nước đi của quân mã tạo thành những chuỗi rời nhau, không chuỗi nào phủ hết bàn cờ
lib-tour-reason-small-board = 3 x 3, 3 x 5, 3 x 6 và 4 x 4 là những bàn cờ từ ba hàng và ba cột trở lên không có hành trình mở (Conrad và cộng sự, 1994)
lib-tour-reason-odd-board = hành trình khép kín cần số ô hai màu bằng nhau, mà bàn cờ có cả hai cạnh lẻ thì một màu có nhiều hơn một ô
lib-tour-reason-four-lines = bàn cờ bốn hàng hoặc bốn cột không có hành trình khép kín (Schwenk, 1991)
lib-tour-reason-three-lines = các bàn cờ 3 x 4, 3 x 6 và 3 x 8 không có hành trình khép kín (Schwenk, 1991)
lib-tour-reason-inner-start = trên bàn cờ bốn hàng hoặc bốn cột, hành trình mở bắt đầu và kết thúc ở hai đường ngoài, còn ô này nằm ở hai đường trong
lib-tour-reason-minority-colour = trên bàn cờ có số ô lẻ, hành trình mở bắt đầu và kết thúc ở màu của các ô góc, còn ô này có màu kia
lib-tour-reason-searched = tìm qua mọi đường đi từ ô này mà không thấy hành trình nào
lib-tour-unsupported = cách { $method } không giải quyết được bài toán hành trình { $closed ->
        [yes] khép kín
       *[no] mở
    } của quân mã trên bàn cờ { $rows } x { $cols }: { $reason }
# Vì sao một cách tìm không giải quyết được bàn cờ.
lib-tour-unsettled-too-many-squares = hành trình được đánh số bằng 32 bit, mà bàn cờ có hơn 2^32 - 1 ô
lib-tour-unsettled-gave-up = việc tìm kiếm đã bỏ cuộc mà không tìm được hành trình cũng không chứng minh được là không có
lib-tour-unsettled-margin-too-wide = việc tìm kiếm đánh số bàn cờ cùng một lề rộng hai ô bao quanh bằng 32 bit, mà (số hàng + 4) x (số cột + 4) lớn hơn 2^32
lib-out-of-memory = cách { $method } cần khoảng { $bytes } bộ nhớ ở đây, nhiều hơn mức có thể cấp phát
lib-not-a-diagonal = { $line } không phải là một đường chéo của bàn cờ { $n } x { $n }
lib-interrupted = cuộc tìm kiếm đã bị dừng trước khi có câu trả lời
lib-not-a-search = cách { $method } dựng lời giải mà không tìm kiếm, nên không có bước nào để theo dõi; hãy theo dõi cách tìm kiếm backtrack hoặc warnsdorff
lib-model-too-large = các biến thể chỉ được tìm trên bàn cờ có tối đa { $max } ô (64 x 64), không phải { $cells }
lib-invalid-model = mô hình biến thể không hợp lệ: { $reason }
# Điều sai trong một mô hình biến thể.
lib-model-fault-pawn-sets = phép đếm qua mọi tập quân tốt có một mô hình cho mỗi tập
lib-model-fault-cell-outside = một đường hoặc một nhóm nêu tên một ô nằm ngoài mô hình
lib-model-fault-groups-overlap = các nhóm chồng lên nhau
lib-model-fault-not-a-permutation = một phép đối xứng không phải là một hoán vị của các ô
lib-model-fault-classic-plan = phép đếm cổ điển có kế hoạch riêng của nó
lib-model-fault-foreign-cell = một quân hậu đã đặt hoặc một ô bị chặn không phải là ô của mô hình
lib-repeated-pawn = quân tốt ở ô { $square } được cho hai lần
lib-pawn-on-border = quân tốt ở ô { $square } nằm trên mép bàn cờ, không còn chỗ cho quân hậu ở một phía của nó; quân tốt phải đặt ở các ô bên trong
lib-pawns-side-by-side = hai quân tốt ở ô { $first } và { $second } đứng cạnh nhau, không còn chỗ cho quân hậu ở giữa
lib-pawns-do-not-fit = { $pawns } quân tốt không vừa bàn cờ { $n } x { $n }: tối đa { $max } quân đứng ngoài mép và không có hai quân nào cạnh nhau trên một hàng hay một cột
lib-too-many-pawn-sets = đếm qua mọi cách đặt { $pawns } quân tốt trên bàn cờ { $n } x { $n } phải xét { $sets } cách, nhiều hơn { $max }; hãy cho vị trí quân tốt bằng --pawns CÁC_Ô
lib-inexpressible = định dạng { $format } không diễn tả được bài toán này: { $why }
lib-inexpressible-instead = định dạng { $format } không diễn tả được bài toán này: { $why }; định dạng { $instead } thì được
lib-inexpressible-covering = một tập thống trị phủ mỗi ô ít nhất một lần, không phải đúng một lần
lib-inexpressible-uncounted = các đường của bàn cờ không cố định số quân hậu
lib-inexpressible-long-name = một mục sẽ cần tên dài hơn tám ký tự của định dạng
