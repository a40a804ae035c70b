# Các bước của một lần tìm kiếm, như `trace` in ra và `serve` gửi đi.

# Các bước. Một ô đọc là "a4 (0,0)": ký hiệu cờ vua, rồi hàng và cột (chỉ
# (0,0) khi N lớn hơn 26); chương trình tự viết phần này.
step-try = thử { $square }
step-conflict = xung đột tại { $square }: { $line }
step-conflict-queen = xung đột tại { $square }: { $line }, có hậu ở { $queen }
step-place = đặt hậu tại { $square }
step-backtrack = quay lui, rút hậu khỏi { $square }
step-solution = Lời giải { $number }: { $columns }
