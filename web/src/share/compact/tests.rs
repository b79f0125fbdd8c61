use super::*;
use crate::share::{allowed, Progress, SharedPuzzle};
use proptest::prelude::*;
use solver_core::{next_step, Candidates, Cell, Grid};

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn givens_of(line: &str) -> [u8; 81] {
    let grid: Grid = line.parse().unwrap();
    *grid.digits()
}

/// The puzzle after `steps` logical steps, as a player with auto-candidates would have it:
/// the placements as their digits, the remaining candidates as centre marks.
fn mid_game(givens: [u8; 81], steps: usize) -> SharedPuzzle {
    let grid = Grid::from_digits(givens).unwrap();
    let mut c = Candidates::from_grid(&grid);
    for _ in 0..steps {
        match next_step(&c) {
            Some(step) => c.apply(&step),
            None => break,
        }
    }
    let now = c.to_grid();
    let mut p = Progress::default();
    for cell in Cell::all() {
        let i = cell.index();
        if givens[i] == 0 {
            p.digits[i] = now.digits()[i];
            if p.digits[i] == 0 {
                p.centre[i] = c.candidates(cell).bits();
            }
        }
    }
    SharedPuzzle {
        givens,
        progress: Some(p),
    }
}

#[test]
fn round_trips_a_puzzle_and_a_position() {
    let plain = SharedPuzzle::new(givens_of(PUZZLE));
    let text = encode(&plain);
    assert!(text.starts_with(VERSION), "{text}");
    assert_eq!(decode(&text), Ok(plain.clone()));
    let mut mid = mid_game(plain.givens, 12);
    let p = mid.progress.as_mut().unwrap();
    p.corner[0] = 0; // a given's cell: dropped by normalising anyway
    p.corner[2] = 0b1_0000_0011;
    p.colours[0] = 3;
    p.colours[80] = 9;
    p.cand_a[2] = 0b11;
    p.cand_b[3] = 1 << 8;
    let text = encode(&mid);
    assert_eq!(decode(&text), Ok(mid.normalized()));
    // An empty progress is still progress ("with my progress" on a fresh grid).
    let fresh = SharedPuzzle {
        givens: plain.givens,
        progress: Some(Progress::default()),
    };
    assert_eq!(decode(&encode(&fresh)), Ok(fresh));
}

#[test]
fn damaged_texts_say_why() {
    let text = encode(&mid_game(givens_of(PUZZLE), 8));
    assert_eq!(decode(""), Err(ShareError::Empty));
    assert_eq!(decode("9abc"), Err(ShareError::NewerVersion('9')));
    assert!(matches!(
        decode("1ab+c"),
        Err(ShareError::BadChar { at: 4, ch: '+', .. })
    ));
    assert!(matches!(
        decode(&"1".repeat(MAX_LEN + 1)),
        Err(ShareError::WrongLength { .. })
    ));
    // Every single changed character is either caught or reads as another position, never
    // a panic; most are caught by the check value or the structure.
    let chars: Vec<char> = text.chars().collect();
    let mut caught = 0;
    let mut tried = 0;
    for at in 1..chars.len() {
        for replacement in ['A', 'z', '0', '_'] {
            if chars[at] == replacement {
                continue;
            }
            let mut changed = chars.clone();
            changed[at] = replacement;
            tried += 1;
            caught += usize::from(decode(&changed.iter().collect::<String>()).is_err());
        }
    }
    println!("compact: {caught} of {tried} one-character changes caught");
    assert!(caught * 10 >= tried * 9, "{caught} of {tried}");
}

/// A data set by the one rule of data/README.md: the repository's `data/`, or the folder
/// `SUDOKU_DATA_DIR` names when it is set.
fn data_file(name: &str) -> String {
    let dir = match std::env::var_os("SUDOKU_DATA_DIR").filter(|d| !d.is_empty()) {
        Some(dir) => std::path::PathBuf::from(dir),
        None => std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../data"),
    };
    let path = dir.join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("data set {name}: cannot read {}: {e}", path.display()))
}

/// The lengths to keep: the puzzle alone at most 60 characters, a mid-game position
/// with marks at most 120. Measured on the first 300 puzzles of top1465, each after 5, 15 and
/// 30 logical steps, with corner marks, cell and candidate colours added to some.
#[test]
fn lengths_on_real_positions() {
    let text = data_file("puzzles3_magictour_top1465.txt");
    let puzzles: Vec<[u8; 81]> = text
        .lines()
        .filter_map(|l| l.trim().parse::<Grid>().ok())
        .take(300)
        .map(|g| *g.digits())
        .collect();
    assert_eq!(puzzles.len(), 300);
    let mut plain = Vec::new();
    let mut mid = Vec::new();
    for (n, &givens) in puzzles.iter().enumerate() {
        let shared = SharedPuzzle::new(givens);
        let t = encode(&shared);
        assert_eq!(decode(&t), Ok(shared));
        plain.push(t.len());
        for steps in [5, 15, 30] {
            let mut position = mid_game(givens, steps);
            if n % 2 == 0 {
                decorate(&mut position, n);
            }
            let t = encode(&position);
            assert_eq!(decode(&t), Ok(position.normalized()));
            mid.push(t.len());
        }
    }
    let stats = |v: &[usize]| {
        let mean = v.iter().sum::<usize>() as f64 / v.len() as f64;
        (v.iter().min().copied(), mean, v.iter().max().copied())
    };
    let (pmin, pmean, pmax) = stats(&plain);
    let (mmin, mmean, mmax) = stats(&mid);
    println!(
        "compact lengths, top1465 first 300: puzzle alone min {pmin:?} mean {pmean:.1} max \
         {pmax:?}; mid-game with marks ({} positions) min {mmin:?} mean {mmean:.1} max {mmax:?}",
        mid.len()
    );
    assert!(pmax.unwrap() <= 60, "puzzle alone: {pmax:?}");
    assert!(mmax.unwrap() <= 120, "mid-game: {mmax:?}");
}

/// Corner marks in a few cells of a box, four coloured cells, a few candidate colours.
fn decorate(position: &mut SharedPuzzle, n: usize) {
    let all = position.all_digits();
    let p = position.progress.as_mut().unwrap();
    let empty: Vec<usize> = (0..81).filter(|&i| all[i] == 0).collect();
    for &i in empty.iter().skip(n % 5).take(4) {
        p.corner[i] = allowed(&all, i) & 0b0_0110_0110;
    }
    for (k, &i) in empty.iter().rev().take(4).enumerate() {
        p.colours[i] = 1 + ((k + n) % 9) as u8;
    }
    for &i in empty.iter().skip(3).take(3) {
        p.cand_a[i] = p.centre[i] & p.centre[i].wrapping_neg();
    }
}

fn arb_layer() -> impl Strategy<Value = [u16; 81]> {
    proptest::collection::vec(prop_oneof![Just(0u16), Just(0x1ff), any::<u16>()], 81)
        .prop_map(|v| v.try_into().unwrap())
}

fn arb_cells(max: u8) -> impl Strategy<Value = [u8; 81]> {
    proptest::collection::vec(prop_oneof![Just(0u8), 0..=max], 81)
        .prop_map(|v| v.try_into().unwrap())
}

fn arb_puzzle() -> impl Strategy<Value = SharedPuzzle> {
    let progress = (
        arb_cells(12),
        arb_layer(),
        arb_layer(),
        arb_cells(11),
        arb_layer(),
        arb_layer(),
    )
        .prop_map(
            |(digits, centre, corner, colours, cand_a, cand_b)| Progress {
                digits,
                centre,
                corner,
                colours,
                cand_a,
                cand_b,
            },
        );
    (arb_cells(10), proptest::option::of(progress))
        .prop_map(|(givens, progress)| SharedPuzzle { givens, progress })
}

proptest! {
    #[test]
    fn any_position_round_trips(puzzle in arb_puzzle()) {
        let text = encode(&puzzle);
        prop_assert!(text.len() <= MAX_LEN);
        prop_assert_eq!(decode(&text), Ok(puzzle.normalized()));
    }
}
