# en: The n queens by backtracking, one column at a time.
# vi: Bài toán n quân hậu bằng quay lui, lần lượt từng cột.
# en: A[k] is the ROW of the queen in COLUMN k; rows and columns count from 0.
# vi: A[k] là HÀNG của quân hậu ở CỘT k; hàng và cột đánh số từ 0.
# en: Run it as: python3 queens.py 8   (or type n when asked)
# vi: Chạy: python3 queens.py 8   (hoặc gõ n khi được hỏi)
import sys


def check(A, i, k):
    # en: Can a queen stand in row i of column k, beside those of columns 0..k-1?
    # vi: Đặt được quân hậu ở hàng i của cột k không, với các quân ở cột 0..k-1?
    for j in range(k):
        if A[j] == i:  # @step conflict column
            return False
        if abs(A[j] - i) == abs(j - k):  # @step conflict diagonal
            return False
    return True


def showQueen(A, count):
    print("Phương án", count, ":")
    for row in range(n):
        line = ""
        for k in range(n):
            if A[k] == row:
                line = line + "Q "
            else:
                line = line + "0 "
        print(line.strip())


def tryNext(k):
    global count
    for i in range(n):  # @step try
        if check(A, i, k):
            A[k] = i  # @step place
            if k == n - 1:
                count = count + 1
                showQueen(A, count)  # @step solution
            else:
                tryNext(k + 1)  # @step call
            # en: Take the queen back: -1 means no queen in column k yet.
            # vi: Nhấc quân hậu ra: -1 nghĩa là cột k chưa có quân hậu.
            A[k] = -1  # @step backtrack


if len(sys.argv) > 1:
    n = int(sys.argv[1])
else:
    n = int(input("n = "))
print("A[k] = hàng của quân hậu ở cột k")
A = [-1] * n
count = 0
tryNext(0)
if count == 0:
    print("Không có phương án nào")
