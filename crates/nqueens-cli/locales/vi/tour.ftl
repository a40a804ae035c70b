# `nqueens tour`.

tour-header = Hành trình { $number }:
tour-prompt = Ô xuất phát (a1 hoặc hàng,cột):
tour-needs-start = hành trình mở cần có ô xuất phát: hãy cho --from SQUARE (a1 hoặc hàng,cột)
tour-none = không có hành trình: { $reason }
tour-method-enumerates = --all và --count liệt kê bằng quay lui: hãy bỏ --method hoặc dùng --method backtrack

tour-count-warning = quay lui của bài học sẽ cần { $steps } bước và tìm được { $tours } hành trình từ ô xuất phát này (ước lượng bằng các lần dò ngẫu nhiên trên cây tìm kiếm): { $time } với mười triệu bước mỗi giây
tour-count-warning-no-tours = quay lui của bài học sẽ cần { $steps } bước từ ô xuất phát này (ước lượng bằng các lần dò ngẫu nhiên trên cây tìm kiếm): { $time } với mười triệu bước mỗi giây
tour-all-svg = --format svg chỉ vẽ một hành trình; với --all hãy dùng --format list hoặc json
