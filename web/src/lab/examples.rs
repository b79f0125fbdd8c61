//! The lab's built-in example puzzles: the HP-71B Test Suite, the hardest puzzles of 2009, and
//! TS#8 as the seed ran it, with the seed's times.

use solver_core::engines::EngineKind;

/// One built-in example puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Example {
    /// Its name (`TS01`, `Easter Monster` …).
    pub name: &'static str,
    /// The 81-character line.
    pub line: &'static str,
}

/// The built-in examples: the HP-71B SUDOKUV2 Test Suite (V. Albillo, seed 003, as recovered
/// in data/hp71b-test-suite.txt: TS02 and TS05 lost their givens, TS08 one of its 20
/// givens, so it has two or more solutions) and the hardest puzzles listed on Wikipedia's
/// "Algorithmics of sudoku" page in 2009 (seed 002, data/wikipedia-hardest.txt).
pub const EXAMPLES: [Example; 17] = [
    Example {
        name: "TS01",
        line: ".5...14..2.3...7...7.3..182..4.5...7...1.3...8...2.6..185..6.9...2...8.3..64...7.",
    },
    Example {
        name: "TS03",
        line: "32....7....98..3.......6..2.5...9..3.4.....2.7..3...4.1..7.......6..25....4....86",
    },
    Example {
        name: "TS04",
        line: "45......6..3..1..7....23.......4.25...93.21...81.7.......58....9..7..8..7......64",
    },
    Example {
        name: "TS06",
        line: ".....4..7..85.1..4.5....28..7.4.......19.35.......8.7..24....6.8..1.23..5..8.....",
    },
    Example {
        name: "TS07",
        line: "...........783......5..264...26...7..4.....8..6...32...284..5......961...........",
    },
    Example {
        name: "TS08",
        line: "6.....54..3..27........9..........5...4...8..26..........8........46..7..59.....2",
    },
    Example {
        name: "TS09",
        line: ".7..1..9.9..8....7..3.....6.4...15...3.....1...27...6.5.....6..6....5..2.8..2..7.",
    },
    Example {
        name: "TS10",
        line: "2..67......6...2.14.....8..5....93...3.....5...28....7..1.....47.8...6......53..8",
    },
    Example {
        name: "TS11",
        line: ".6.1.4.5...83.56..2.......18..4.7..6..6...3..7..9.1..45.......2..72.69...4.5.8.7.",
    },
    Example {
        name: "TS12",
        line: "..2.1.9.....5.4...45..8..377..263..8.........5..879..269..2..54...9.6.....1.4.6..",
    },
    Example {
        name: "TS13",
        line: ".....9.......147....2......7......865...3...294......1......4....625.......8.....",
    },
    Example {
        name: "TS14",
        line: "....4..3.98.6.1.........2..........1..4.5.7..6..........5.........9.8.76.7..3....",
    },
    Example {
        name: "TS15",
        line: ".2..........6....3.74.8.........3..2.8..4..1.6..5.........1.78.5....9..........4.",
    },
    Example {
        name: "Easter Monster",
        line: "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    },
    Example {
        name: "tarek071223170000-052",
        line: "..1..4.......6.3.5...9.....8.....7.3.......285...7.6..3...8...6..92......4...1...",
    },
    Example {
        name: "golden nugget",
        line: ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....",
    },
    Example {
        name: "col-02-08-071",
        line: ".2.4.37.........32........4.4.2...7.8...5.........1...5.....9...3.9....7..1..86..",
    },
];

/// TS#8 as the seed ran it, with 20 givens: the recovered 19 ([`EXAMPLES`]' `TS08`) plus the
/// 3 at r4c9. The seed's table prints TS#8's solution; of the cells that solution fills, r4c9
/// is the only one whose digit makes the puzzle unique (the web-page table lost the last cell
/// of row 4), and with it V2 solves at Max. Depth 1, Max. Width 2 as the seed reports.
pub const TS08_RESTORED: &str =
    "6.....54..3..27........9..........53..4...8..26..........8........46..7..59.....2";

/// The seed's times for TS#8 (seed 003, the Test Suite table and the notes on its example):
/// `(version, depth, width, HP-71B, Emu71)`.
pub const TS08_SEED_TIMES: [(EngineKind, u8, u8, &str, &str); 2] = [
    (
        EngineKind::V1,
        5,
        3,
        "well over 4 days (estimated)",
        "3 h 10 min 30 s",
    ),
    (EngineKind::V2, 1, 2, "4 min 44 s", "10 s"),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// A data file from the repository's `data/`, or from `SUDOKU_DATA_DIR` when it is set
    /// (the rule of data/README.md).
    fn data(name: &str) -> String {
        let dir = std::env::var("SUDOKU_DATA_DIR").unwrap_or_default();
        let dir = match dir.as_str() {
            "" => format!("{}/../data", env!("CARGO_MANIFEST_DIR")),
            _ => dir,
        };
        let path = format!("{dir}/{name}");
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("data file {path}: {e}"))
    }

    /// The embedded examples are exactly the data files' puzzle lines, in order.
    #[test]
    fn examples_match_the_data_files() {
        let mut lines = Vec::new();
        for file in ["hp71b-test-suite.txt", "wikipedia-hardest.txt"] {
            for line in data(file).lines() {
                let line = line.trim();
                if line.is_empty() || line.starts_with('#') {
                    continue;
                }
                let (puzzle, rest) = line.split_once(':').unwrap();
                let label = rest.split('#').nth(1).unwrap().trim();
                lines.push((puzzle.to_string(), label.to_string()));
            }
        }
        // The Test Suite file also holds two SUDOGEN examples (EX5, EX6), not Test Suite puzzles.
        lines.retain(|(_, label)| !label.starts_with("EX"));
        assert_eq!(lines.len(), EXAMPLES.len());
        for ((puzzle, label), example) in lines.iter().zip(EXAMPLES) {
            assert_eq!(puzzle, example.line, "{}", example.name);
            assert!(
                label.starts_with(example.name),
                "{label} vs {}",
                example.name
            );
        }
    }
}
