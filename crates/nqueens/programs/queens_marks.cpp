// en: The n queens by backtracking with marker arrays, rows and columns from 1.
// vi: Bài toán n quân hậu bằng quay lui với các mảng đánh dấu, hàng và cột từ 1.
// en: x[i] is the column of the queen in row i. A marker is 1 while a queen is on its line:
// vi: x[i] là cột của quân hậu ở hàng i. Một phần tử đánh dấu là 1 khi đường đó đã có quân hậu:
// en: a[j] the column j, b[i+j] one diagonal, c[i-j+n] the other (i-j+n is never below 1).
// vi: a[j] là cột j, b[i+j] một đường chéo, c[i-j+n] đường chéo kia (i-j+n luôn từ 1 trở lên).
// en: Run it as: ./queens_marks 8   (or type n when asked)
// vi: Chạy: ./queens_marks 8   (hoặc gõ n khi được hỏi)
#include <cstdlib>
#include <iostream>

const int MAXN = 20;
int n, count = 0;
int x[MAXN + 1];
int a[MAXN + 1], b[2 * MAXN + 1], c[2 * MAXN + 1];

void Print() {
    count++;
    std::cout << "Nghiem " << count << ":";
    for (int i = 1; i <= n; i++) std::cout << ' ' << x[i];
    std::cout << '\n';
}

void Try(int i) {
    for (int j = 1; j <= n; j++) { // @step try
        if (!a[j] // @step conflict column
            && !b[i + j] // @step conflict diagonal
            && !c[i - j + n]) { // @step conflict anti-diagonal
            x[i] = j;
            a[j] = b[i + j] = c[i - j + n] = 1; // @step place
            if (i < n)
                Try(i + 1); // @step call
            else
                Print(); // @step solution
            // en: Take the queen back: its three lines are free again.
            // vi: Bỏ quân hậu ra: ba đường của nó lại trống.
            a[j] = b[i + j] = c[i - j + n] = 0; // @step backtrack
        }
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
    Try(1);
    if (count == 0) std::cout << "Khong co nghiem\n";
    return 0;
}
