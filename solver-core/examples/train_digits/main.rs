//! Trains the digit classifier of `solver_core::scan` and writes `src/scan/digits.bin`.
//! See README.md beside this file for the command and the data. Deterministic: one seed, one
//! thread, samples in a fixed order.

mod render;

use ab_glyph::FontVec;
use solver_core::rng::Rng;
use solver_core::scan::cells::WarpedGrid;
use solver_core::scan::classify::FEATURES;
use solver_core::scan::classify::{softmax, Model, CLASSES};
use solver_core::scan::{self, Image, PixelFormat};
use std::path::{Path, PathBuf};

const SEED: u64 = 19;
const HIDDEN: usize = 96;
const EPOCHS: usize = 14;
/// Epochs of the synthetic-only model that picks the training photos' rotation.
const FIRST_EPOCHS: usize = 3;
const TRAIN_GRIDS: usize = 1400;
const VALIDATION_GRIDS: usize = 150;
/// How many times each training photo's cells are shown per epoch.
const PHOTO_REPEAT: usize = 4;

const FONT_DIRS: [&str; 4] = [
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/truetype/liberation",
    "/usr/share/fonts/truetype/freefont",
    "/usr/share/fonts/truetype/noto",
];
const FONTS: [&str; 30] = [
    "DejaVuSans.ttf",
    "DejaVuSans-Bold.ttf",
    "DejaVuSansCondensed.ttf",
    "DejaVuSansMono.ttf",
    "DejaVuSerif.ttf",
    "DejaVuSerif-Bold.ttf",
    "DejaVuSerifCondensed.ttf",
    "LiberationSans-Regular.ttf",
    "LiberationSans-Bold.ttf",
    "LiberationSansNarrow-Regular.ttf",
    "LiberationSerif-Regular.ttf",
    "LiberationSerif-Bold.ttf",
    "LiberationMono-Regular.ttf",
    "LiberationMono-Bold.ttf",
    "FreeSans.ttf",
    "FreeSansBold.ttf",
    "FreeSerif.ttf",
    "FreeSerifBold.ttf",
    "FreeMono.ttf",
    "FreeMonoBold.ttf",
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "NotoSerif-Regular.ttf",
    "NotoSerif-Bold.ttf",
    "NotoSansDisplay-Bold.ttf",
    "NotoSerifDisplay-Bold.ttf",
    "NotoSansDisplay-Regular.ttf",
    "NotoSerifDisplay-Regular.ttf",
    "DejaVuSansCondensed-Bold.ttf",
    "DejaVuSerifCondensed-Bold.ttf",
];

type Sample = (Vec<f32>, u8);

fn main() {
    let fonts = load_fonts();
    println!("fonts: {}", fonts.len());
    let photos_dir = photos_dir();
    let mut rng = Rng::new(SEED);
    let mut train = synthetic(&fonts, TRAIN_GRIDS, &mut rng);
    let synthetic_validation = synthetic(&fonts, VALIDATION_GRIDS, &mut Rng::new(SEED + 1));
    println!("phase 1: synthetic digits only, to turn the training photos upright");
    let first = fit(&train, &mut rng, &[], FIRST_EPOCHS);
    let (photo_train, photo_validation) = photo_samples(&photos_dir, &first);
    println!(
        "samples: {} synthetic, {} from training photos (x{PHOTO_REPEAT}); validation: {} \
         synthetic, {} from held-out photos",
        train.len(),
        photo_train.len(),
        synthetic_validation.len(),
        photo_validation.len()
    );
    for _ in 0..PHOTO_REPEAT {
        train.extend(photo_train.iter().cloned());
    }
    println!("phase 2: synthetic digits and the training photos' cells");
    let watch = [("held-out photos", &photo_validation)];
    let model = fit(&train, &mut rng, &watch, EPOCHS);
    let model = Model::from_bytes(&model.to_bytes()).expect("the written layout reads back");
    for (name, set) in [
        ("training", &train),
        ("synthetic validation", &synthetic_validation),
        ("held-out photos", &photo_validation),
    ] {
        println!("accuracy on {name}: {}", accuracy_report(&model, set));
    }
    let out = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/scan/digits.bin");
    let bytes = model.to_bytes();
    std::fs::write(&out, &bytes).expect("the weights file is writable");
    println!("wrote {} ({} bytes)", out.display(), bytes.len());
}

fn load_fonts() -> Vec<Vec<render::Glyph>> {
    FONTS
        .iter()
        .filter_map(|name| {
            let bytes = FONT_DIRS
                .iter()
                .find_map(|dir| std::fs::read(format!("{dir}/{name}")).ok());
            let font = bytes.and_then(|b| FontVec::try_from_vec(b).ok());
            if font.is_none() {
                println!("font {name} not found, skipped");
            }
            render::glyphs(&font?)
        })
        .collect()
}

/// Cells of `grids` synthetic grids: (features, label) for every cell where ink was found.
fn synthetic(fonts: &[Vec<render::Glyph>], grids: usize, rng: &mut Rng) -> Vec<Sample> {
    let mut samples = Vec::new();
    for i in 0..grids {
        let rendered = render::render_grid(&fonts[i % fonts.len()], rng);
        push_cells(&mut samples, &rendered.grid, &rendered.labels);
    }
    samples
}

fn push_cells(samples: &mut Vec<Sample>, grid: &WarpedGrid, labels: &[u8; 81]) {
    for (image, &label) in grid.digit_images().into_iter().zip(labels) {
        if let Some(image) = image {
            samples.push((image.features, label));
        }
    }
}

fn photos_dir() -> PathBuf {
    match std::env::var_os("SUDOKU_PHOTOS_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/photos"),
    }
}

/// Cells of the training photos (image number not divisible by 5) and of the held-out ones,
/// labelled with their givens (0 for ink in a cell with no given). A training photo is turned
/// the way `first` reads its givens best (some photos are taken sideways); a held-out photo
/// the way the recogniser itself would turn it with `first`.
fn photo_samples(dir: &Path, first: &Model) -> (Vec<Sample>, Vec<Sample>) {
    let (mut train, mut held_out) = (Vec::new(), Vec::new());
    let Ok(entries) = std::fs::read_dir(dir) else {
        println!("photos not found at {}: synthetic data only", dir.display());
        return (train, held_out);
    };
    let mut paths: Vec<(u32, PathBuf)> = entries
        .filter_map(|e| {
            let path = e.ok()?.path();
            let name = path.file_name()?.to_str()?;
            let number = name
                .strip_prefix("image")?
                .strip_suffix(".jpg")?
                .parse()
                .ok()?;
            Some((number, path))
        })
        .collect();
    paths.sort();
    for (number, path) in paths {
        let Some(labels) = read_labels(&path.with_extension("dat")) else {
            continue;
        };
        let Some(grey) = decode_grey(&path) else {
            continue;
        };
        let image = Image {
            width: grey.width() as usize,
            height: grey.height() as usize,
            format: PixelFormat::Grey,
            pixels: grey.as_raw(),
        };
        let Ok(grid) = scan::warped_grid(&image) else {
            continue;
        };
        let training = !number.is_multiple_of(5);
        let turns = if training {
            turns_fitting_labels(&grid, &labels, first)
        } else {
            scan::read_best_rotation(&grid, first).1
        };
        if turns != 0 {
            println!("image{number}: turned {turns} quarter(s)");
        }
        let mut grid = grid;
        for _ in 0..turns {
            grid = grid.rotated_clockwise();
        }
        push_cells(
            if training { &mut train } else { &mut held_out },
            &grid,
            &labels,
        );
    }
    (train, held_out)
}

/// The quarter turns under which `model` gives the givens the highest likelihood.
fn turns_fitting_labels(grid: &WarpedGrid, labels: &[u8; 81], model: &Model) -> u8 {
    let mut turned = grid.clone();
    let mut best = (f64::NEG_INFINITY, 0u8);
    for turns in 0..4u8 {
        let mut score = 0.0f64;
        for (image, &label) in turned.digit_images().iter().zip(labels) {
            score += match image {
                Some(image) => {
                    f64::from(model.probabilities(&image.features)[usize::from(label)].max(1e-6))
                        .ln()
                }
                None if label > 0 => -5.0,
                None => 0.0,
            };
        }
        if score > best.0 {
            best = (score, turns);
        }
        turned = turned.rotated_clockwise();
    }
    best.1
}

/// Decodes a photo to grey with its EXIF orientation applied, as `sudoku scan` does.
fn decode_grey(path: &Path) -> Option<image::GrayImage> {
    use image::ImageDecoder;
    let reader = image::ImageReader::open(path)
        .ok()?
        .with_guessed_format()
        .ok()?;
    let mut decoder = reader.into_decoder().ok()?;
    let orientation = decoder.orientation().ok()?;
    let mut picture = image::DynamicImage::from_decoder(decoder).ok()?;
    picture.apply_orientation(orientation);
    Some(picture.to_luma8())
}

fn read_labels(path: &Path) -> Option<[u8; 81]> {
    let text = std::fs::read_to_string(path).ok()?;
    let digits: Vec<u8> = text
        .lines()
        .skip(2)
        .flat_map(|l| l.split_whitespace())
        .filter_map(|d| d.parse().ok())
        .collect();
    digits.try_into().ok()
}

/// Stochastic gradient descent with momentum on the cross-entropy, mini-batches of 32,
/// learning rate decaying each epoch. Prints the loss and the held-out accuracy per epoch.
fn fit(train: &[Sample], rng: &mut Rng, watch: &[(&str, &Vec<Sample>)], epochs: usize) -> Model {
    let mut model = Model::zeros(HIDDEN);
    let bound = |fan_in: usize| (6.0 / fan_in as f64).sqrt();
    for w in model.w1.iter_mut() {
        *w = ((rng.unit_f64() * 2.0 - 1.0) * bound(FEATURES)) as f32;
    }
    for w in model.w2.iter_mut() {
        *w = ((rng.unit_f64() * 2.0 - 1.0) * bound(HIDDEN)) as f32;
    }
    let mut velocity = Model::zeros(HIDDEN);
    let mut order: Vec<usize> = (0..train.len()).collect();
    for epoch in 0..epochs {
        rng.shuffle(&mut order);
        let rate = 0.05 * 0.8f32.powi(epoch as i32);
        let mut loss = 0.0f64;
        for batch in order.chunks(32) {
            let mut grad = Model::zeros(HIDDEN);
            for &i in batch {
                loss += backprop(&model, &train[i], &mut grad);
            }
            step(&mut model, &mut velocity, &grad, rate / batch.len() as f32);
        }
        let watched: Vec<String> = watch
            .iter()
            .map(|(name, set)| format!("{name} {}", accuracy_report(&model, set)))
            .collect();
        println!(
            "epoch {epoch}: loss {:.4}; {}",
            loss / train.len() as f64,
            watched.join("; ")
        );
    }
    model
}

/// Adds the gradient of one sample's cross-entropy to `grad`; returns the loss.
fn backprop(model: &Model, (x, label): &Sample, grad: &mut Model) -> f64 {
    let hidden = model.hidden_layer(x);
    let p = softmax(&model.logits(&hidden));
    let mut delta = p;
    delta[usize::from(*label)] -= 1.0;
    let mut back = vec![0.0f32; HIDDEN];
    for (k, &d) in delta.iter().enumerate() {
        grad.b2[k] += d;
        for j in 0..HIDDEN {
            grad.w2[k * HIDDEN + j] += d * hidden[j];
            back[j] += d * model.w2[k * HIDDEN + j];
        }
    }
    for j in 0..HIDDEN {
        if hidden[j] <= 0.0 {
            continue;
        }
        grad.b1[j] += back[j];
        let row = &mut grad.w1[j * FEATURES..(j + 1) * FEATURES];
        for (g, v) in row.iter_mut().zip(x) {
            *g += back[j] * v;
        }
    }
    -f64::from(p[usize::from(*label)].max(1e-7).ln())
}

/// Momentum 0.9 update with a little weight decay.
fn step(model: &mut Model, velocity: &mut Model, grad: &Model, rate: f32) {
    let pairs = [
        (&mut model.w1, &mut velocity.w1, &grad.w1),
        (&mut model.b1, &mut velocity.b1, &grad.b1),
        (&mut model.w2, &mut velocity.w2, &grad.w2),
        (&mut model.b2, &mut velocity.b2, &grad.b2),
    ];
    for (w, v, g) in pairs {
        for i in 0..w.len() {
            v[i] = 0.9 * v[i] - rate * (g[i] + 1e-4 * w[i]);
            w[i] += v[i];
        }
    }
}

/// "right/total (percent)" over the samples, and the same over the digit samples only.
fn accuracy_report(model: &Model, set: &[Sample]) -> String {
    let (mut right, mut digits, mut digits_right) = (0usize, 0usize, 0usize);
    for (x, label) in set {
        let p = model.probabilities(x);
        let best = (0..CLASSES)
            .max_by(|&a, &b| p[a].total_cmp(&p[b]))
            .unwrap_or(0);
        let hit = best == usize::from(*label);
        right += usize::from(hit);
        if *label > 0 {
            digits += 1;
            digits_right += usize::from(hit);
        }
    }
    format!(
        "{right}/{} ({:.2}%), digits {digits_right}/{digits} ({:.2}%)",
        set.len(),
        100.0 * right as f64 / set.len().max(1) as f64,
        100.0 * digits_right as f64 / digits.max(1) as f64
    )
}
