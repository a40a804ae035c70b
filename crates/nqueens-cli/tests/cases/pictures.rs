//! Pictures written to files: the name says the format, and a picture too
//! large to draw is refused before it is drawn.

use crate::harness::{EXIT_ERROR, EXIT_SUCCESS, Test};

const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

#[test]
fn a_chart_named_png_is_a_png_and_an_unknown_name_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("ladder.PNG");
    Test::new()
        .args(["compare", "5", "--from", "4", "--runs", "1", "--plot"])
        .args([png.to_str().unwrap()])
        .status(EXIT_SUCCESS)
        .run();
    let bytes = std::fs::read(&png).unwrap();
    assert!(bytes.starts_with(PNG_SIGNATURE), "not a PNG");

    let pdf = dir.path().join("ladder.pdf");
    let run = Test::new()
        .args(["compare", "5", "--runs", "1", "--plot"])
        .args([pdf.to_str().unwrap()])
        .status(EXIT_ERROR)
        .stdout("")
        .run();
    assert!(
        run.stderr.contains("name the chart .svg or .png"),
        "{}",
        run.stderr
    );
    assert!(!pdf.exists());
}

#[test]
fn a_tour_too_large_to_draw_as_png_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("tour.png");
    let run = Test::new()
        .args(["render", "8", "--tour", "--size", "20000", "-o"])
        .args([png.to_str().unwrap()])
        .status(EXIT_ERROR)
        .run();
    assert!(
        run.stderr.contains("the PNG would be 20000 x"),
        "{}",
        run.stderr
    );
    assert!(!png.exists());
}
