// en: The n queens by backtracking with marker arrays, rows and columns from 0.
// vi: Bài toán n quân hậu bằng quay lui với các mảng đánh dấu, hàng và cột từ 0.
// en: h[i] is the column of the queen in row i. A marker is true while a queen is on its line:
// vi: h[i] là cột của quân hậu ở hàng i. Một phần tử đánh dấu là true khi đường đó đã có quân hậu:
// en: c[j] the column j, cp[i+j] and cc[j-i+n] the two diagonals through (i, j).
// vi: c[j] là cột j, cp[i+j] và cc[j-i+n] là hai đường chéo qua ô (i, j).
// en: Run it as: java QueensMarks 8   (or type n when asked)
// vi: Chạy: java QueensMarks 8   (hoặc gõ n khi được hỏi)
import java.util.Scanner;

public class QueensMarks {
    static int n, count;
    static int[] h;
    static boolean[] c, cp, cc;

    static void print() {
        count++;
        StringBuilder line = new StringBuilder("Cach " + count + ":");
        for (int i = 0; i < n; i++) {
            line.append(' ').append(h[i]);
        }
        System.out.println(line);
    }

    static void Try(int i) {
        for (int j = 0; j < n; j++) { // @step try
            if (!c[j] // @step conflict column
                    && !cp[i + j] // @step conflict diagonal
                    && !cc[j - i + n]) { // @step conflict anti-diagonal
                h[i] = j;
                c[j] = cp[i + j] = cc[j - i + n] = true; // @step place
                if (i < n - 1) {
                    Try(i + 1); // @step call
                } else {
                    print(); // @step solution
                }
                // en: Take the queen back: its three lines are free again.
                // vi: Bỏ quân hậu ra: ba đường của nó lại trống.
                c[j] = cp[i + j] = cc[j - i + n] = false; // @step backtrack
            }
        }
    }

    public static void main(String[] args) {
        if (args.length > 0) {
            n = Integer.parseInt(args[0]);
        } else {
            System.out.print("n = ");
            n = new Scanner(System.in).nextInt();
        }
        h = new int[n];
        c = new boolean[n];
        cp = new boolean[2 * n];
        cc = new boolean[2 * n + 1];
        Try(0);
        if (count == 0) {
            System.out.println("Khong co cach nao");
        }
    }
}
