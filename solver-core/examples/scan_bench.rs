//! Times `solver_core::scan::recognise` on photos (decoding not timed): median, mean and slowest
//! per photo. `cargo run --release -p solver-core --example scan_bench -- DIR_OR_IMAGES… [--runs N]`

use solver_core::scan::{recognise, Image, PixelFormat};
use std::path::PathBuf;
use std::time::Instant;

fn main() {
    let mut runs = 3usize;
    let mut paths = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--runs" {
            runs = args.next().and_then(|n| n.parse().ok()).unwrap_or(3);
            continue;
        }
        let path = PathBuf::from(arg);
        match std::fs::read_dir(&path) {
            Ok(entries) => paths.extend(entries.filter_map(|e| e.ok().map(|e| e.path()))),
            Err(_) => paths.push(path),
        }
    }
    paths.retain(|p| p.extension().is_some_and(|e| e == "jpg" || e == "png"));
    paths.sort();
    let images: Vec<_> = paths
        .iter()
        .filter_map(|p| image::open(p).ok())
        .map(|i| i.to_luma8())
        .collect();
    let mut times = Vec::new();
    for _ in 0..runs {
        for grey in &images {
            let image = Image {
                width: grey.width() as usize,
                height: grey.height() as usize,
                format: PixelFormat::Grey,
                pixels: grey.as_raw(),
            };
            let start = Instant::now();
            let result = recognise(&image);
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            std::hint::black_box(result.ok());
        }
    }
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
    println!(
        "{} photos x {runs} runs: median {:.1} ms, mean {mean:.1} ms, slowest {:.1} ms per photo",
        images.len(),
        times.get(times.len() / 2).copied().unwrap_or(0.0),
        times.last().copied().unwrap_or(0.0)
    );
}
