//! Helpers of `tests/scan.rs`: the photos and their givens, the per-stage evaluation, fonts and
//! rendered test scenes, fuzz inputs.
#![allow(dead_code)]

pub mod render;

pub use render::*;

use solver_core::scan::cells::WarpedGrid;
use solver_core::scan::classify::model;
use solver_core::scan::{self, Image, PixelFormat};
use std::path::{Path, PathBuf};

/// One photo with its givens.
pub struct Photo {
    pub number: u32,
    pub path: PathBuf,
    /// The givens, 81 characters, `.` for empty.
    pub puzzle: String,
}

/// The photo set's directory: `SUDOKU_PHOTOS_DIR`, else `shared/data/photos` beside the
/// repository (the first of the usual places that exists).
pub fn photos_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("SUDOKU_PHOTOS_DIR") {
        return PathBuf::from(dir);
    }
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let candidates = [
        manifest.join("../../shared/data/photos"),
        manifest.join("../../../shared/data/photos"),
    ];
    candidates
        .iter()
        .find(|d| d.is_dir())
        .unwrap_or(&candidates[0])
        .clone()
}

/// The held-out split: image numbers divisible by 5 are never trained on.
pub fn is_training(number: u32) -> bool {
    !number.is_multiple_of(5)
}

/// Every `imageN.jpg` with an `imageN.dat` in `dir`, by number (empty if `dir` is missing).
pub fn load_photos(dir: &Path) -> Vec<Photo> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut photos: Vec<Photo> = entries
        .filter_map(|e| {
            let path = e.ok()?.path();
            let name = path.file_name()?.to_str()?;
            let number = name
                .strip_prefix("image")?
                .strip_suffix(".jpg")?
                .parse()
                .ok()?;
            let dat = std::fs::read_to_string(path.with_extension("dat")).ok()?;
            let puzzle = parse_dat(&dat)?;
            Some(Photo {
                number,
                path,
                puzzle,
            })
        })
        .collect();
    photos.sort_by_key(|p| p.number);
    photos
}

/// The givens of a `.dat` file: lines 3 to 11, nine digits each.
fn parse_dat(text: &str) -> Option<String> {
    let digits: String = text
        .lines()
        .skip(2)
        .flat_map(|l| l.split_whitespace())
        .map(|d| if d == "0" { "." } else { d })
        .collect();
    (digits.len() == 81).then_some(digits)
}

/// Decodes a photo to grey (EXIF orientation applied), as `sudoku scan` does.
pub fn decode_grey(path: &Path) -> image::GrayImage {
    use image::ImageDecoder;
    let reader = image::ImageReader::open(path)
        .and_then(|r| r.with_guessed_format())
        .expect("a readable photo");
    let mut decoder = reader.into_decoder().expect("a decodable photo");
    let orientation = decoder.orientation().expect("an orientation");
    let mut picture = image::DynamicImage::from_decoder(decoder).expect("decoded");
    picture.apply_orientation(orientation);
    picture.to_luma8()
}

/// Stage counts over a set of photos.
#[derive(Default, Debug)]
pub struct Stats {
    pub photos: usize,
    pub frames: usize,
    pub splits: usize,
    pub cells: usize,
    pub cells_right: usize,
    pub digits: usize,
    pub digits_right: usize,
    pub grids: usize,
}

/// The lowest accepted share per stage.
pub struct Floors {
    pub frame: f64,
    pub split: f64,
    pub empty: f64,
    pub digit: f64,
    pub grid: f64,
}

fn share(n: usize, d: usize) -> f64 {
    n as f64 / d.max(1) as f64
}

impl Stats {
    pub fn report(&self) -> String {
        format!(
            "{} photos; frame found {}/{} ({:.1}%); cells split {}/{} ({:.1}%); empty/digit \
             right {}/{} cells ({:.2}%); digits read {}/{} ({:.2}%); whole grid exact {}/{} \
             ({:.1}%)",
            self.photos,
            self.frames,
            self.photos,
            100.0 * share(self.frames, self.photos),
            self.splits,
            self.photos,
            100.0 * share(self.splits, self.photos),
            self.cells_right,
            self.cells,
            100.0 * share(self.cells_right, self.cells),
            self.digits_right,
            self.digits,
            100.0 * share(self.digits_right, self.digits),
            self.grids,
            self.photos,
            100.0 * share(self.grids, self.photos),
        )
    }

    pub fn check(&self, floors: &Floors) {
        let checks = [
            ("frame found", share(self.frames, self.photos), floors.frame),
            ("cells split", share(self.splits, self.photos), floors.split),
            (
                "empty/digit",
                share(self.cells_right, self.cells),
                floors.empty,
            ),
            (
                "digit read",
                share(self.digits_right, self.digits),
                floors.digit,
            ),
            ("whole grid", share(self.grids, self.photos), floors.grid),
        ];
        for (stage, got, floor) in checks {
            assert!(got >= floor, "{stage}: {got:.4} under the floor {floor}");
        }
    }
}

/// Runs every stage on each photo and counts what each got right. A frame counts as found when
/// one is returned; the cells as split when at least 72 of the 81 cells agree with the givens on
/// empty or digit (the cells line up with the puzzle's); empty/digit and digits are counted per
/// cell over the photos whose frame was found; a digit counts over the given cells where ink
/// was seen.
pub fn evaluate(photos: &[&Photo]) -> Stats {
    let mut stats = Stats::default();
    for photo in photos {
        stats.photos += 1;
        let grey = decode_grey(&photo.path);
        let image = Image {
            width: grey.width() as usize,
            height: grey.height() as usize,
            format: PixelFormat::Grey,
            pixels: grey.as_raw(),
        };
        match scan::recognise(&image) {
            Ok(s) if s.to_line() == photo.puzzle => stats.grids += 1,
            Ok(s) => println!(
                "  image{}: {}",
                photo.number,
                differences(&s.to_line(), &photo.puzzle)
            ),
            Err(e) => println!("  image{}: {e}", photo.number),
        }
        let Ok(grid) = scan::warped_grid(&image) else {
            continue;
        };
        stats.frames += 1;
        count_cells(&mut stats, &grid, &photo.puzzle);
    }
    stats
}

/// The cells read wrong, as `r1c1 5>6` (read 5, given 6).
fn differences(read: &str, puzzle: &str) -> String {
    read.bytes()
        .zip(puzzle.bytes())
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(i, (a, b))| format!("r{}c{} {}>{}", i / 9 + 1, i % 9 + 1, a as char, b as char))
        .collect::<Vec<_>>()
        .join(" ")
}

fn count_cells(stats: &mut Stats, grid: &WarpedGrid, puzzle: &str) {
    let (reads, _) = scan::read_best_rotation(grid, model());
    let mut agree = 0;
    for (read, truth) in reads.iter().zip(puzzle.bytes()) {
        let given = truth != b'.';
        stats.cells += 1;
        if read.has_ink == given {
            stats.cells_right += 1;
            agree += 1;
        }
        if given && read.has_ink {
            stats.digits += 1;
            if read.digit == Some(truth - b'0') {
                stats.digits_right += 1;
            }
        }
    }
    if agree >= 72 {
        stats.splits += 1;
    }
}

/// Fuzz cases per proptest run: `SCAN_FUZZ_CASES`, default 300.
pub fn fuzz_cases() -> u32 {
    std::env::var("SCAN_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
}

/// `len` fuzz pixels: noise, black, white, or stripes of period `width`.
pub fn fuzz_pixels(len: usize, width: usize, seed: u64, fill: u8) -> Vec<u8> {
    let mut rng = solver_core::rng::Rng::new(seed);
    (0..len)
        .map(|i| match fill {
            0 => rng.next_u64() as u8,
            1 => 0,
            2 => 255,
            _ => {
                if (i % width.max(1)) % 7 < 2 {
                    0
                } else {
                    255
                }
            }
        })
        .collect()
}
