# `nqueens verify`, và việc đọc các cách đặt, các lưới mà nó và `complete`
# nhận được.

verify-solution = { $index }: bàn cờ { $n } x { $n }, là lời giải
verify-not-a-solution = { $index }: bàn cờ { $n } x { $n }, không phải lời giải: { $problems }
verify-queen-count = { $count } quân hậu thay vì { $n }
verify-empty-rows = không có quân hậu trên { $rows }
verify-rank = hàng { $rank }
verify-row = hàng { $row } (đếm từ 0)
verify-summary = { $all ->
        [1] 1 cách đặt: { $solutions ->
            [1] là lời giải.
           *[other] không phải lời giải.
        }
       *[other] { $all } cách đặt: { $kind ->
            [all] đều là lời giải.
            [none] không cách nào là lời giải.
           *[some] { $solutions } lời giải, { $not } không phải.
        }
    }

# Kết luận cho một biến thể: `rules` cho biết đặt những gì (`quân hậu trên bàn cờ xuyến`).
verify-variant-solution = { $index }: bàn cờ { $n } x { $n }, { $rules }, là lời giải
verify-variant-not-a-solution = { $index }: bàn cờ { $n } x { $n }, { $rules }, không phải lời giải: { $problems }
verify-queen-on-pawn = có quân hậu đứng trên ô của quân tốt { $square }
verify-pawns-not-shown = --pawns { $pawns } yêu cầu có quân tốt, nhưng cách đặt không có quân nào; hãy vẽ chúng trên bàn cờ (P), hoặc ghi các ô của chúng sau dấu |
verify-rules-differ = cách đặt này là { $stated }, nhưng các cờ lại yêu cầu { $flagged }; hãy bỏ các cờ đi, hoặc kiểm tra theo đúng luật mà cách đặt ghi

# Những gì chương trình đọc được, cho các thông báo về đầu vào không đọc được.
input-accepted = cần một bàn cờ (các hàng ô Q và ., P cho quân tốt), một danh sách cột như 1 3 0 2, các ô cờ vua như b4 d3 a2 c1, hoặc một dòng JSON như nqueens solve --format json ghi ra
input-accepted-grid = một hàng của lưới gồm Q (quân hậu), . (ô trống) và x (ô bị cấm), có thể sau nhãn hàng
input-no-placements = không có cách đặt nào trong đầu vào; { input-accepted }
input-no-grid = không có lưới nào trong đầu vào; { input-accepted-grid }
input-line = dòng { $line }: { $problem }
input-not-utf8 = không phải văn bản UTF-8
input-unreadable = không đọc được { $token }; { input-accepted }
input-not-a-cell = không đọc được { $token }; { input-accepted-grid }
input-after-grid = có chữ sau dòng nhãn cột của lưới; hãy cho một lưới thôi, hoặc đánh dấu ghi chú bằng #
input-mixed = lẫn cả số cột và ô cờ; hãy viết cách đặt hoặc bằng số (1 3 0 2) hoặc bằng ô (b4 d3 a2 c1)
input-ragged-row = một hàng có { $cells } ô trên bàn cờ { $rows } hàng; mỗi hàng của bàn cờ phải có số ô bằng số hàng
input-ragged-unicode-row = một hàng rộng { $width } ký tự giữa hai cạnh │, không phải bội của 3 (mỗi ô rộng 3 ký tự)
input-column-out-of-range = cột { $column } nằm ngoài bàn cờ { $n } x { $n }, có các cột từ { $first } đến { $last }
input-hint-add-one-based = nếu cột được đếm từ 1, hãy thêm --one-based
input-hint-drop-one-based = nếu cột được đếm từ 0, hãy bỏ --one-based
input-repeated-square = ô { $square } được nêu hai lần
input-json = không phải cách đặt như solve --format json ghi ra: { $message }
input-json-empty-board = "n" bằng 0; bàn cờ có ít nhất 1 hàng
input-json-length = "n" bằng { $n } nhưng "queens" có { $columns } cột
input-json-square-off-board = ô [{ $row }, { $col }] nằm ngoài bàn cờ { $n } x { $n }, có các hàng và cột từ { $first } đến { $last }
input-json-unknown-variant = "variant" là { $name }; các luật đã biết là classic, torus, superqueens và pawns
input-json-pawns-under-other-rules = "pawns" đi cùng "variant": "pawns", không đi cùng { $name }
input-too-few-queens = { $queens } quân hậu và { $pawns } quân tốt: cách đặt k quân tốt trên bàn cờ n x n có n + k quân hậu, ghi trước dấu | và các quân tốt
input-variant-grid = complete chỉ điền bàn cờ cổ điển; cách đặt này có quân tốt hoặc theo luật của biến thể khác
input-line-too-long = dài hơn { $limit } byte, độ dài tối đa của một dòng, trừ dòng list hay dòng JSON của một cách đặt: dòng ấy được dài đến mức n của nó cần, với n tối đa là { $max_n }
input-too-many-rows = lưới có nhiều hàng hơn { $max }, bàn cờ lớn nhất được nhận
input-grid-too-long = hơn { $limit } byte lưới và ghi chú, mức tối đa cho lưới của bàn cờ lớn nhất
verify-more-pairs = và { $count } cặp quân hậu tấn công nhau nữa

# Lời trợ giúp của lệnh; clap xếp chúng thành bảng.
cmd-verify-about = Kiểm tra các cách đặt đọc từ tệp hoặc đầu vào chuẩn, ở mọi dạng mà solve ghi ra
arg-verify-file = Tệp cần đọc; đầu vào chuẩn khi không có hoặc là -
arg-verify-one-based = Đọc danh sách cột như đếm từ 1
arg-verify-torus = Kiểm tra các cách đặt không tự ghi luật (danh sách, bàn cờ, dòng JSON không có "variant") như quân hậu trên bàn cờ xuyến
arg-verify-piece = Quân được đặt trong các cách đặt không tự ghi luật [mặc định: queen]
value-verify-piece-queen = { help-variant-piece-queen }
value-verify-piece-superqueen = { help-variant-piece-superqueen }
arg-verify-pawns = Yêu cầu mỗi cách đặt có đúng các quân tốt này, cho bằng các ô của chúng (d4,e5), hoặc có K quân tốt
