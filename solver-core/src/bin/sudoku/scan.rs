//! `sudoku scan IMAGE…`: read a printed puzzle from each photo (JPEG or PNG, EXIF orientation
//! honoured). One line per image: the 81-character puzzle (`.` for empty) or `error: <why>`.
//! Decoding lives here, in the command; the recognition is `solver_core::scan` (no I/O).

use clap::Args;
use image::{DynamicImage, ImageDecoder, ImageReader};
use solver_core::scan::{recognise, Image, PixelFormat};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

#[derive(Args)]
pub struct ScanArgs {
    /// Photos or screenshots of a puzzle (JPEG or PNG).
    #[arg(required = true)]
    images: Vec<PathBuf>,
}

pub fn scan(args: ScanArgs) -> Result<(), String> {
    let mut out = BufWriter::new(io::stdout().lock());
    for path in &args.images {
        let line = match read_puzzle(path) {
            Ok(line) => line,
            Err(why) => format!("error: {why}"),
        };
        writeln!(out, "{line}").map_err(|e| format!("cannot write: {e}"))?;
    }
    out.flush().map_err(|e| format!("cannot write: {e}"))
}

/// The puzzle line of one image file.
fn read_puzzle(path: &Path) -> Result<String, String> {
    let grey = decode_grey(path)?;
    let image = Image {
        width: grey.width() as usize,
        height: grey.height() as usize,
        format: PixelFormat::Grey,
        pixels: grey.as_raw(),
    };
    recognise(&image)
        .map(|scan| scan.to_line())
        .map_err(|e| e.to_string())
}

/// Decodes `path` (format from its content), turned upright by its EXIF orientation, in grey.
pub fn decode_grey(path: &Path) -> Result<image::GrayImage, String> {
    let not_image = |e: &dyn std::fmt::Display| format!("not a readable image: {e}");
    let reader = ImageReader::open(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?
        .with_guessed_format()
        .map_err(|e| not_image(&e))?;
    let mut decoder = reader.into_decoder().map_err(|e| not_image(&e))?;
    let orientation = decoder.orientation().map_err(|e| not_image(&e))?;
    let mut picture = DynamicImage::from_decoder(decoder).map_err(|e| not_image(&e))?;
    picture.apply_orientation(orientation);
    Ok(picture.to_luma8())
}
