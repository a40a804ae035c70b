//! The tool in Vietnamese: chosen by the locale or by `--lang`, in output,
//! help and errors, with what programs read (JSON) left as it is.

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, Test, snapshot};

const VIETNAMESE: &str = "vi_VN.UTF-8";

fn vietnamese() -> Test {
    Test::new().env("LANG", VIETNAMESE)
}

#[test]
fn solve_speaks_vietnamese_where_the_locale_does() {
    let stdout = vietnamese().args(["solve", "4"]).run().stdout;
    assert!(stdout.starts_with("Phương án 1:\n4 . Q . .\n"), "{stdout}");
    assert!(stdout.ends_with("\n4 hậu: 2 lời giải.\n"), "{stdout}");
    snapshot!("solve_4_vi", stdout);
}

#[test]
fn the_summary_says_what_was_listed() {
    let unique = vietnamese().args(["solve", "8", "--unique"]).run().stdout;
    assert!(
        unique.ends_with("\n8 hậu: 12 lời giải khác nhau.\n"),
        "{unique}"
    );
    let limited = vietnamese()
        .args(["solve", "8", "--limit", "3"])
        .run()
        .stdout;
    assert!(
        limited.ends_with("\n8 hậu: 3 lời giải đầu tiên (--limit 3).\n"),
        "{limited}"
    );
}

#[test]
fn lang_flag_overrides_the_locale() {
    let english = Test::new().args(["solve", "4"]).run().stdout;
    let overridden = vietnamese()
        .args(["--lang", "en", "solve", "4"])
        .run()
        .stdout;
    assert_eq!(overridden, english);
    assert!(english.starts_with("Solution 1:\n"), "{english}");
    // And the other way round, after the subcommand too.
    let flagged = Test::new()
        .args(["solve", "4", "--lang", "vi"])
        .run()
        .stdout;
    assert_eq!(flagged, vietnamese().args(["solve", "4"]).run().stdout);
}

#[test]
fn lc_all_comes_before_lang() {
    let stdout = Test::new()
        .env("LC_ALL", "en_US.UTF-8")
        .env("LANG", VIETNAMESE)
        .args(["solve", "4"])
        .run()
        .stdout;
    assert!(stdout.starts_with("Solution 1:\n"), "{stdout}");
}

#[test]
fn json_is_the_same_in_every_language() {
    for args in [
        &["solve", "6", "--format", "json"][..],
        &["tour", "5", "--from", "a1", "--format", "json"],
        &["find", "12", "--format", "json"],
    ] {
        let english = Test::new().args(args.iter().copied()).run().stdout;
        let vietnamese = vietnamese().args(args.iter().copied()).run().stdout;
        assert_eq!(vietnamese, english, "{args:?}");
    }
}

#[test]
fn count_speaks_vietnamese() {
    let stdout = vietnamese().args(["count", "8"]).run().stdout;
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[..2], ["Q(8) = 92", "số lời giải khác nhau: 12"]);
    assert!(lines[2].starts_with("thời gian: "), "{stdout}");
    assert!(lines[2].ends_with(" giây"), "{stdout}");
}

#[test]
fn help_in_vietnamese() {
    let help = Test::new().args(["--lang", "vi", "--help"]).run().stdout;
    snapshot!("help_vi", help);
    let solve_help = Test::new()
        .args(["--lang", "vi", "solve", "--help"])
        .run()
        .stdout;
    snapshot!("solve_help_vi", solve_help);
    for words in [
        "Cách dùng: nqueens solve",
        "Đối số:",
        "Tùy chọn:",
        "quay lui",
    ] {
        assert!(solve_help.contains(words), "no {words:?} in {solve_help}");
    }
    // The locale alone is enough, and `-h` is translated as well.
    let short = vietnamese().args(["solve", "-h"]).run().stdout;
    assert!(short.contains("Cách dùng: nqueens solve"), "{short}");
}

#[test]
fn errors_in_vietnamese_are_one_line() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["solve", "0"],
            "nqueens: lỗi: kích thước bàn cờ N phải lớn hơn hoặc bằng 1, không phải 0\n",
        ),
        (
            &["solve", "100000", "--method", "brute"],
            "nqueens: lỗi: cách brute chỉ nhận n tối đa 9, không phải 100000; \
             cách bitmask giải được bàn cờ lớn hơn\n",
        ),
        (
            &["solve", "8", "--xyzzy"],
            "nqueens: lỗi: không nhận ra đối số '--xyzzy' (xem nqueens solve --help)\n",
        ),
        (
            &["solve", "8", "--formt", "list"],
            "nqueens: lỗi: không nhận ra đối số '--formt'; có phải ý bạn là --format? \
             (xem nqueens solve --help)\n",
        ),
        (
            &["solve", "8", "--method", "fast"],
            "nqueens: lỗi: giá trị 'fast' không hợp lệ cho '--method <METHOD>' \
             [các giá trị có thể: bitmask, marks, pairwise, stack, brute] \
             (xem nqueens solve --help)\n",
        ),
        (
            &["solve"],
            "nqueens: lỗi: thiếu các đối số bắt buộc: <N> (xem nqueens solve --help)\n",
        ),
        (
            &["solv", "8"],
            "nqueens: lỗi: không có lệnh 'solv'; có phải ý bạn là solve? (xem nqueens --help)\n",
        ),
        (
            &["count", "8", "--checkpoint", "a", "--resume", "b"],
            "nqueens: lỗi: không dùng được đối số '--checkpoint <FILE>' cùng với \
             '--resume <FILE>' (xem nqueens count --help)\n",
        ),
        (
            &[],
            "nqueens: lỗi: cần có một lệnh: solve, count, find, complete, tour, merge, plan, verify, dominate, \
             knights, peaceable, cube, export, trace, code, watch, compare, phase, serve, render, completions hoặc man (xem nqueens --help)\n",
        ),
        (
            &["complete", "--n", "8", "--queens", "d8,g5"],
            "nqueens: lỗi: các quân hậu đã đặt ăn nhau: d8 và g5 cùng đường chéo\n",
        ),
    ];
    for (args, expected) in cases {
        vietnamese()
            .args(args.iter().copied())
            .status(EXIT_ERROR)
            .stdout("")
            .stderr(*expected)
            .run();
    }
}

#[test]
fn no_tour_is_said_in_vietnamese() {
    vietnamese()
        .args(["tour", "3", "--from", "a1"])
        .status(EXIT_FAILURE)
        .stdout("")
        .stderr(
            "không có hành trình: không có hành trình mở nào của quân mã trên bàn cờ 3 x 3: \
             3 x 3, 3 x 5, 3 x 6 và 4 x 4 là những bàn cờ từ ba hàng và ba cột trở lên \
             không có hành trình mở (Conrad và cộng sự, 1994)\n",
        )
        .run();
}

#[test]
fn no_solution_is_said_in_vietnamese() {
    let run = vietnamese()
        .args(["solve", "3"])
        .status(EXIT_FAILURE)
        .stdout("")
        .run();
    assert!(
        run.stderr.starts_with("không có lời giải: "),
        "{}",
        run.stderr
    );
}

#[test]
fn verify_reads_vietnamese_solve_output_back() {
    for flags in [&[][..], &["--unicode"], &["--unique"], &["--limit", "2"]] {
        let output = vietnamese()
            .args(["solve", "8"])
            .args(flags.iter().copied())
            .run()
            .stdout;
        let placements = output.matches("Phương án").count();
        let summary = vietnamese().arg("verify").stdin(output).run().stdout;
        let expected = format!("{placements} cách đặt: đều là lời giải.");
        assert_eq!(summary.lines().last(), Some(expected.as_str()), "{flags:?}");
    }
    // English reads Vietnamese output too: the shapes are what count.
    let output = vietnamese().args(["solve", "4"]).run().stdout;
    Test::new()
        .arg("verify")
        .stdin(output)
        .stdout(
            "1: 4 x 4 board, a solution\n\
             2: 4 x 4 board, a solution\n\
             2 placements: all solutions.\n",
        )
        .run();
}

#[test]
fn verify_reads_the_lessons_vietnamese_formats() {
    let lessons = "\
Phương án 1:
0 Q 0 0
0 0 0 Q
Q 0 0 0
0 0 Q 0

Phương án 2:
Q 0 0 0
0 0 0 Q
0 Q 0 0
0 0 Q 0

Cach 1: 2 4 1 3
Cach 2: 3 1 4 2
";
    vietnamese()
        .arg("verify")
        .stdin(lessons)
        .status(EXIT_FAILURE)
        .stdout(
            "1: bàn cờ 4 x 4, là lời giải\n\
             2: bàn cờ 4 x 4, không phải lời giải: b2 và c1 cùng đường chéo\n\
             3: bàn cờ 4 x 4, là lời giải\n\
             4: bàn cờ 4 x 4, là lời giải\n\
             4 cách đặt: 3 lời giải, 1 không phải.\n",
        )
        .run();
}

#[test]
fn the_diagonals_are_named_as_the_lessons_name_them() {
    // i+j is the main diagonal (diagonal), i-j+n the other (anti-diagonal).
    let steps = vietnamese().args(["trace", "4"]).run().stdout;
    assert!(steps.contains("đường chéo chính i+j="), "{steps}");
    assert!(steps.contains("đường chéo phụ i-j+n="), "{steps}");
    assert!(
        !steps.contains("phụ i+j") && !steps.contains("chính i-j"),
        "{steps}"
    );
    let english = Test::new().args(["trace", "4"]).run().stdout;
    assert!(english.contains(" diagonal i+j="), "{english}");
    assert!(english.contains("anti-diagonal i-j+n="), "{english}");
}
