//! Pictures as PNG: the SVG of [`super::svg`] rasterised by resvg, in pure
//! Rust.
//!
//! The labels and captions are text, and text needs a font. Rather than
//! trust the machine to have one (a bare server or CI image has none), a
//! subset of DejaVu Sans that covers Latin and Vietnamese is built into the
//! binary and is the only font resvg sees, so a PNG has the same pixels on
//! every machine.

use std::sync::Arc;

use anyhow::Context;
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{self, fontdb};

use super::svg::Size;

/// DejaVu Sans cut down to the characters the pictures use; its licence
/// and how it was made are beside it.
const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-subset.ttf");
/// The family name inside [`FONT`].
const FONT_FAMILY: &str = "DejaVu Sans";

/// The most pixels a PNG may have: 64 million take 256 MiB while drawn,
/// and a sheet that large is already 8,000 pixels on a side.
pub const MAX_PIXELS: u64 = 64_000_000;

/// Checks that a picture of `size` can be drawn, before anything is.
pub fn check_size(size: Size) -> anyhow::Result<()> {
    let pixels = u64::from(size.width) * u64::from(size.height);
    if pixels > MAX_PIXELS {
        anyhow::bail!(t!(
            "render-png-too-large",
            width = size.width,
            height = size.height,
            max = MAX_PIXELS
        ));
    }
    Ok(())
}

/// Draws `svg` at the size its `width` and `height` give and encodes it
/// as PNG.
pub fn from_svg(svg: &str) -> anyhow::Result<Vec<u8>> {
    let mut fonts = fontdb::Database::new();
    fonts.load_font_data(FONT.to_vec());
    // Whatever family the SVG asks for, the embedded font answers.
    fonts.set_sans_serif_family(FONT_FAMILY);
    fonts.set_serif_family(FONT_FAMILY);
    let options = usvg::Options {
        font_family: FONT_FAMILY.to_string(),
        fontdb: Arc::new(fonts),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &options).context(t!("render-svg-unreadable"))?;
    let size = tree.size().to_int_size();
    let mut pixmap =
        Pixmap::new(size.width(), size.height()).with_context(|| t!("render-png-no-memory"))?;
    resvg::render(&tree, Transform::default(), &mut pixmap.as_mut());
    pixmap.encode_png().context(t!("render-png-encode-failed"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_font_is_readable_and_named_as_expected() {
        let mut fonts = fontdb::Database::new();
        fonts.load_font_data(FONT.to_vec());
        let face = fonts.faces().next().expect("the font loads");
        assert!(
            face.families.iter().any(|(name, _)| name == FONT_FAMILY),
            "{:?}",
            face.families
        );
    }

    #[test]
    fn text_is_drawn_without_system_fonts() {
        // A line of Vietnamese in black on white: if no font answered, the
        // picture would stay white.
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40"><rect width="200" height="40" fill="#fff"/><text x="4" y="30" font-size="24" font-family="Nonexistent, serif">Phương án 3</text></svg>"##;
        let png = from_svg(svg).expect("renders");
        let pixmap = Pixmap::decode_png(&png).expect("decodes");
        assert_eq!((pixmap.width(), pixmap.height()), (200, 40));
        let dark = pixmap
            .pixels()
            .iter()
            .filter(|pixel| pixel.red() < 128)
            .count();
        assert!(dark > 100, "only {dark} dark pixels");
    }
}
