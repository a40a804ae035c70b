// en: The n queens by brute force: every one of the n^n sequences x[1..n], checked whole.
// vi: Bài toán n quân hậu bằng vét cạn: sinh mọi dãy x[1..n] trong n^n dãy, rồi kiểm tra cả dãy.
// en: x[i] is the column of the queen in row i, rows and columns from 1.
// vi: x[i] là cột của quân hậu ở hàng i, hàng và cột từ 1.
// en: Run it as: ./queens_brute 8   (or type n when asked)
// vi: Chạy: ./queens_brute 8   (hoặc gõ n khi được hỏi)
#include <cstdlib>
#include <iostream>

const int MAXN = 9;
int n, count = 0;
int x[MAXN + 1];

bool Check() {
    // en: Each queen against every queen above it: same column, or same diagonal.
    // vi: Mỗi quân hậu so với mọi quân hậu phía trên: cùng cột, hoặc cùng đường chéo.
    for (int i = 2; i <= n; i++) {
        for (int k = 1; k < i; k++) {
            if (x[k] == x[i]) return false; // @step conflict column
            if (std::abs(x[i] - x[k]) == i - k) return false; // @step conflict diagonal
        }
    }
    return true;
}

void Print() {
    count++;
    std::cout << "Nghiem " << count << ":";
    for (int i = 1; i <= n; i++) std::cout << ' ' << x[i];
    std::cout << '\n';
}

void Gen(int i) {
    for (int j = 1; j <= n; j++) { // @step try
        x[i] = j; // @step place
        if (i < n)
            Gen(i + 1); // @step call
        else if (Check())
            Print(); // @step solution
        // en: Clear the row before its next column.
        // vi: Xóa hàng này trước khi sang cột tiếp theo.
        x[i] = 0; // @step backtrack
    }
}

int main(int argc, char** argv) {
    if (argc > 1) {
        n = std::atoi(argv[1]);
    } else {
        std::cout << "n = ";
        std::cin >> n;
    }
    if (n < 1 || n > MAXN) {
        std::cerr << "n: 1.." << MAXN << '\n';
        return 2;
    }
    Gen(1);
    if (count == 0) std::cout << "Khong co nghiem\n";
    return 0;
}
