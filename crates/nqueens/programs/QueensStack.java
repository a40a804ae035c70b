// en: The n queens with an explicit stack instead of recursion, rows and columns from 0.
// vi: Bài toán n quân hậu dùng ngăn xếp thay cho đệ quy, hàng và cột từ 0.
// en: The stack holds the column of the queen of each row placed: row 0 at the bottom.
// vi: Ngăn xếp chứa cột của quân hậu mỗi hàng đã đặt: hàng 0 ở đáy.
// en: c[j], cp[i+j] and cc[j-i+n] are true while a queen is on that column or diagonal.
// vi: c[j], cp[i+j] và cc[j-i+n] là true khi cột hoặc đường chéo đó đã có quân hậu.
// en: Run it as: java QueensStack 8   (or type n when asked)
// vi: Chạy: java QueensStack 8   (hoặc gõ n khi được hỏi)
import java.util.Scanner;
import java.util.Stack;

public class QueensStack {
    static int n, count;
    static boolean[] c, cp, cc;

    static void print(Stack<Integer> stack) {
        count++;
        StringBuilder line = new StringBuilder("Cach " + count + ":");
        for (int column : stack) {
            line.append(' ').append(column);
        }
        System.out.println(line);
    }

    static void TimKQ() {
        Stack<Integer> stack = new Stack<>();
        // en: j is the next column to try in row i, the row above the top of the stack.
        // vi: j là cột sẽ thử tiếp ở hàng i, hàng ngay trên đỉnh ngăn xếp.
        int j = 0;
        while (true) {
            int i = stack.size();
            if (j < n) { // @step try
                if (!c[j] // @step conflict column
                        && !cp[i + j] // @step conflict diagonal
                        && !cc[j - i + n]) { // @step conflict anti-diagonal
                    c[j] = cp[i + j] = cc[j - i + n] = true; // @step place
                    stack.push(j); // @step call
                    j = 0;
                    if (stack.size() == n) {
                        print(stack); // @step solution
                        // en: No column is left in the row past the last: go back.
                        // vi: Không còn hàng nào sau hàng cuối: quay lui.
                        j = n;
                    }
                } else {
                    j++;
                }
            } else {
                if (stack.isEmpty()) {
                    break;
                }
                // en: Take back the queen on top and go on at its next column.
                // vi: Lấy quân hậu ở đỉnh ra và thử tiếp từ cột sau nó.
                j = stack.pop();
                i = stack.size();
                c[j] = cp[i + j] = cc[j - i + n] = false; // @step backtrack
                j++;
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
        c = new boolean[n];
        cp = new boolean[2 * n];
        cc = new boolean[2 * n + 1];
        TimKQ();
        if (count == 0) {
            System.out.println("Khong co cach nao");
        }
    }
}
