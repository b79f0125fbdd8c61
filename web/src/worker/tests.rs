//! The worker's answers, natively.

use super::*;
use crate::wire::{codec, Envelope};
use solver_core::logic::Position;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn solve_round_trip_through_json() {
    let request = Envelope {
        id: 7,
        body: Request::Solve {
            puzzle: PUZZLE.parse().unwrap(),
        },
    };
    let text = handle_message(&serde_json::to_string(&request).unwrap());
    let reply: Envelope<Response> = serde_json::from_str(&text).unwrap();
    assert_eq!(reply.id, 7);
    match reply.body {
        Response::Solved {
            solution: Some(s),
            count: 1,
        } => {
            assert!(s.is_solved());
            assert!(
                request.body
                    == Request::Solve {
                        puzzle: PUZZLE.parse().unwrap()
                    }
            );
            assert!(PUZZLE.parse::<Grid>().unwrap().is_extended_by(&s));
        }
        other => panic!("unexpected reply {other:?}"),
    }
}

#[test]
fn counts_none_and_many() {
    assert_eq!(
        handle(Request::Solve {
            puzzle: Grid::EMPTY
        }),
        Response::Solved {
            solution: solver_core::solve(&Grid::EMPTY),
            count: 2
        }
    );
    let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
    assert_eq!(
        handle(Request::Solve { puzzle: clash }),
        Response::Solved {
            solution: None,
            count: 0
        }
    );
}

#[test]
fn generation_reports_progress_under_the_request_id() {
    let options = solver_core::generator::Options {
        level: Some(solver_core::rating::Level::Hard),
        ..Default::default()
    };
    let request = Envelope {
        id: 9,
        body: Request::Generate {
            seed: 3,
            method: Method::Modern(options),
        },
    };
    let mut posted = Vec::new();
    let text = handle_message_observed(&serde_json::to_string(&request).unwrap(), &mut |t| {
        posted.push(t)
    });
    let reply: Envelope<Response> = serde_json::from_str(&text).unwrap();
    let Response::Generated { result: Ok(g) } = reply.body else {
        panic!("unexpected reply {:?}", reply.body);
    };
    assert_eq!(posted.len() as u32, g.certificate.tries);
    for (i, text) in posted.iter().enumerate() {
        let p: Envelope<Response> = serde_json::from_str(text).unwrap();
        assert_eq!(p.id, 9);
        assert_eq!(
            p.body,
            Response::Progress {
                done: i as u32 + 1,
                of: options.max_tries
            }
        );
    }
    // The same answer as without an observer.
    assert_eq!(
        text,
        handle_message(&serde_json::to_string(&request).unwrap())
    );
}

#[test]
fn the_classic_coach_goes_on_line_by_line_as_its_transcript_does() {
    // top1465 #3: one forced value, then no more, then each open cell's digits.
    let puzzle: Grid =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
            .parse()
            .unwrap();
    let mut after_first = puzzle;
    let transcript: Vec<String> = solver_core::sudogen::ClassicCoach::new(&puzzle)
        .map(|h| h.to_string())
        .collect();
    assert!(transcript.len() > 10, "{transcript:?}");
    // The first line places r9c3 = 7; the page applies it and asks again from there.
    let Response::ClassicHinted {
        hint: Some(first),
        message,
    } = handle(Request::ClassicHint {
        position: puzzle,
        skip: 0,
    })
    else {
        panic!("the first line places a digit");
    };
    assert_eq!(message, transcript[0]);
    let placed = first.placement().expect("the first line places a digit");
    after_first.set(placed.cell, Some(placed.digit));
    for (skip, expected) in transcript[1..].iter().enumerate() {
        let Response::ClassicHinted { message, .. } = handle(Request::ClassicHint {
            position: after_first,
            skip: skip as u32,
        }) else {
            panic!("no hint");
        };
        assert_eq!(&message, expected, "line {skip} after the placement");
    }
    // Old pages sent no `skip`: it reads as 0.
    let old = r#"{"id":1,"body":{"ClassicHint":{"position":"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"}}}"#;
    let reply: Envelope<Response> = serde_json::from_str(&handle_message(old)).unwrap();
    assert!(
        matches!(reply.body, Response::ClassicHinted { message, .. } if message == transcript[0])
    );
}

#[test]
fn the_path_starts_from_right_digits_and_replays_to_the_solution() {
    let givens: Grid = PUZZLE.parse().unwrap();
    let solution = solver_core::solve(&givens).unwrap();
    // No digits: from the givens; every step's "before" is the replay of the ones before.
    let path = logic_path(&givens, &Grid::EMPTY, Notation::RowColumn).unwrap();
    assert!(!path.from_entries);
    assert_eq!(path.start, givens);
    assert!(
        path.outcome.starts_with("Solved by logic alone"),
        "{}",
        path.outcome
    );
    assert_eq!(path.end.digits, solution);
    let mut c = solver_core::Candidates::from_grid(&givens);
    for s in &path.steps {
        assert_eq!(s.before, Position::of(&c));
        assert!(s.line.starts_with(s.step.technique.name()));
        c.apply(&s.step);
    }
    // A right digit: from the player's position, one step fewer.
    let r1c3 = solver_core::Cell::from_index(2);
    let mut entries = Grid::EMPTY;
    entries.set(r1c3, solution.get(r1c3));
    let mine = logic_path(&givens, &entries, Notation::RowColumn).unwrap();
    assert!(mine.from_entries);
    assert_eq!(mine.start.get(r1c3), solution.get(r1c3));
    assert_eq!(mine.steps.len() + 1, path.steps.len());
    // A wrong digit: from the givens again.
    entries.set(r1c3, solver_core::Digit::new_checked(1));
    let back = logic_path(&givens, &entries, Notation::RowColumn).unwrap();
    assert!(!back.from_entries);
    assert_eq!(back.steps.len(), path.steps.len());
    // No path for a puzzle with several solutions or none.
    assert!(logic_path(&Grid::EMPTY, &Grid::EMPTY, Notation::RowColumn)
        .unwrap_err()
        .contains("more than one"));
    let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
    assert!(logic_path(&clash, &Grid::EMPTY, Notation::RowColumn)
        .unwrap_err()
        .contains("no solution"));
}

#[test]
fn garbage_gets_an_answer_not_a_panic() {
    for text in [
        "",
        "{",
        r#"{"id":3,"body":"nope"}"#,
        r#"{"id":4,"body":{"Solve":{"puzzle":"12"}}}"#,
    ] {
        let reply: Envelope<Response> = serde_json::from_str(&handle_message(text)).unwrap();
        assert!(matches!(reply.body, Response::Invalid { .. }), "{text}");
    }
    let reply: Envelope<Response> = serde_json::from_str(&handle_message(
        r#"{"id":4,"body":{"Solve":{"puzzle":"12"}}}"#,
    ))
    .unwrap();
    assert_eq!(reply.id, 4);
}

#[test]
fn the_page_form_bytes_gives_the_same_answers_as_json() {
    let request = Envelope {
        id: 12,
        body: Request::Hint {
            givens: PUZZLE.parse().unwrap(),
            entries: Grid::EMPTY,
            marks: None,
            notation: Notation::RowColumn,
            chain_notation: solver_core::logic::ChainNotation::Eureka,
        },
    };
    let bytes = codec::encode(&request).unwrap();
    let reply: Envelope<Response> = codec::decode(&handle_bytes(&bytes)).unwrap();
    let json: Envelope<Response> =
        serde_json::from_str(&handle_message(&serde_json::to_string(&request).unwrap())).unwrap();
    assert_eq!(reply, json);
    assert_eq!(reply.id, 12);
    // A step comes with its technique's sentence (the page does not carry them).
    let Response::Hinted {
        hint: Hint::Step(step),
        summary,
        ..
    } = &reply.body
    else {
        panic!("a step: {reply:?}");
    };
    assert_eq!(summary.as_deref(), Some(step.technique.summary()));
    // Progress comes as bytes too, under the request's id.
    let generate = Envelope {
        id: 13,
        body: Request::Generate {
            seed: 3,
            method: Method::Modern(solver_core::generator::Options::default()),
        },
    };
    let mut posted = Vec::new();
    let bytes = codec::encode(&generate).unwrap();
    let reply: Envelope<Response> =
        codec::decode(&handle_bytes_observed(&bytes, &mut |b| posted.push(b))).unwrap();
    assert!(matches!(reply.body, Response::Generated { result: Ok(_) }));
    assert!(!posted.is_empty());
    for progress in &posted {
        let p: Envelope<Response> = codec::decode(progress).unwrap();
        assert_eq!(p.id, 13);
        assert!(matches!(p.body, Response::Progress { .. }), "{p:?}");
    }
}

#[test]
fn garbage_bytes_get_an_answer_under_their_id_where_it_reads() {
    let solve = codec::encode(&Envelope {
        id: 21,
        body: Request::Solve {
            puzzle: Grid::EMPTY,
        },
    })
    .unwrap();
    let cut = &solve[..solve.len() - 5];
    let mut long = solve.clone();
    long.push(7);
    // A variant index past the last request.
    let unknown = [22, 120];
    // The puzzle as text of the wrong length: Grid's own check refuses it.
    let short_grid = [23, 0, 2, b'1', b'2'];
    for (bytes, id) in [
        (&[][..], 0),
        (&[0xff][..], 0),
        (cut, 21),
        (&long[..], 21),
        (&unknown[..], 22),
        (&short_grid[..], 23),
        (&br#"{"id":4,"body":{"Solve":{"puzzle":"12"}}}"#[..], 123),
    ] {
        let reply: Envelope<Response> = codec::decode(&handle_bytes(bytes)).unwrap();
        assert_eq!(reply.id, id, "{bytes:?}");
        let Response::Invalid { message } = reply.body else {
            panic!("{bytes:?} answered {:?}", reply.body);
        };
        assert!(message.starts_with("unreadable request: "), "{message}");
    }
}

/// A photo of `data/photos` as the page sends it (RGBA turned grey with the engine's weights),
/// and its givens as an 81-character line.
#[cfg(not(target_arch = "wasm32"))]
fn photo(name: &str) -> (crate::wire::scan::ScanImage, String) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/photos");
    let rgba = image::open(dir.join(format!("{name}.jpg")))
        .unwrap_or_else(|e| panic!("cannot read {name}.jpg in {}: {e}", dir.display()))
        .to_rgba8();
    let (width, height) = rgba.dimensions();
    let image = crate::wire::scan::ScanImage::from_rgba(width, height, rgba.as_raw()).unwrap();
    let labels = std::fs::read_to_string(dir.join(format!("{name}.dat"))).unwrap();
    let givens: String = labels
        .lines()
        .skip(2)
        .take(9)
        .flat_map(|l| l.split_whitespace())
        .map(|d| if d == "0" { "." } else { d })
        .collect();
    assert_eq!(givens.len(), 81, "{name}.dat");
    (image, givens)
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn recognise_reads_a_photo_sent_as_bytes() {
    use crate::wire::scan::Recognised;
    let (image, givens) = photo("image1");
    let request = Envelope {
        id: 11,
        body: Request::Recognise(image.clone()),
    };
    let bytes = codec::encode(&request).unwrap();
    // One byte a pixel, plus a few for the id, the variant, the sizes and the pixels' count.
    assert!(bytes.len() <= image.grey.len() + 16, "{}", bytes.len());
    let reply: Envelope<Response> = codec::decode(&handle_bytes(&bytes)).unwrap();
    assert_eq!(reply.id, 11);
    let Response::Recognised { result: Ok(read) } = reply.body else {
        panic!("unexpected reply {:?}", reply.body);
    };
    assert_eq!(read.puzzle.to_line(), givens);
    // The engine's own reading of the same pixels, cell by cell, confidence included.
    let scan = solver_core::scan::recognise(&solver_core::scan::Image {
        width: image.width as usize,
        height: image.height as usize,
        format: solver_core::scan::PixelFormat::Grey,
        pixels: &image.grey,
    })
    .unwrap();
    assert_eq!(read.puzzle.to_line(), scan.to_line());
    let confidence: Vec<f32> = scan.cells.iter().map(|c| c.confidence).collect();
    assert_eq!(read.confidence, confidence);
    assert_eq!(read.quarter_turns, scan.quarter_turns);
    assert!(read.confidence.iter().all(|c| (0.0..=1.0).contains(c)));
    // The typed answer comes out of the reply; other replies are errors.
    let typed_read: Option<Result<Recognised, _>> = Response::Recognised {
        result: Ok(read.clone()),
    }
    .recognised();
    assert_eq!(typed_read, Some(Ok(read)));
    assert_eq!(
        Response::Solved {
            solution: None,
            count: 0
        }
        .recognised(),
        None
    );
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn a_photo_turned_a_quarter_still_reads() {
    let (image, givens) = photo("image2");
    // Turned clockwise: the new row y is the old column, read from the bottom up.
    let (w, h) = (image.width as usize, image.height as usize);
    let mut turned = vec![0u8; w * h];
    for y in 0..h {
        for x in 0..w {
            turned[x * h + (h - 1 - y)] = image.grey[y * w + x];
        }
    }
    let turned = crate::wire::scan::ScanImage {
        width: image.height,
        height: image.width,
        grey: turned,
    };
    let Response::Recognised { result: Ok(read) } = handle(Request::Recognise(turned)) else {
        panic!("no grid read");
    };
    assert_eq!(read.puzzle.to_line(), givens);
    assert_ne!(read.quarter_turns, 0);
}

#[test]
fn a_picture_without_a_grid_is_a_failure_not_a_panic() {
    use crate::wire::scan::{ScanFailure, ScanImage};
    let read =
        |width: u32, height: u32, grey: Vec<u8>| match handle(Request::Recognise(ScanImage {
            width,
            height,
            grey,
        })) {
            Response::Recognised { result } => result.map(|_| ()),
            other => panic!("unexpected reply {other:?}"),
        };
    // A blank page, and one with a single dark bar across it.
    assert_eq!(
        read(300, 200, vec![235; 300 * 200]),
        Err(ScanFailure::NoGrid)
    );
    let mut bar = vec![235u8; 300 * 200];
    bar[100 * 300..110 * 300].fill(20);
    assert_eq!(read(300, 200, bar), Err(ScanFailure::NoGrid));
    assert_eq!(read(20, 20, vec![0; 400]), Err(ScanFailure::TooSmall));
    assert_eq!(read(0, 0, Vec::new()), Err(ScanFailure::TooSmall));
    // Pixels that do not fill the declared size, or more of them: refused before reading.
    assert!(matches!(
        read(300, 200, vec![0; 10]),
        Err(ScanFailure::BadImage(_))
    ));
    assert!(matches!(
        read(10, 10, vec![0; 101]),
        Err(ScanFailure::BadImage(_))
    ));
    assert!(matches!(
        read(u32::MAX, u32::MAX, vec![0; 4]),
        Err(ScanFailure::BadImage(_))
    ));
    // Pixels that are not bytes: an Invalid reply with the request's id.
    let bad = r#"{"id":8,"body":{"Recognise":{"width":2,"height":1,"grey":[0,-1]}}}"#;
    let reply: Envelope<Response> = serde_json::from_str(&handle_message(bad)).unwrap();
    assert_eq!(reply.id, 8);
    assert!(matches!(reply.body, Response::Invalid { .. }));
}

#[test]
fn generate_many_tallies_the_library_calls() {
    use crate::wire::{Tally, GENERATE_MANY_MAX};
    use solver_core::generator::ClassicOptions;
    let options = ClassicOptions {
        blanks: 45,
        check: true,
        ..ClassicOptions::default()
    };
    let tries: u64 = (5..9)
        .map(|seed| u64::from(generate_classic(seed, &options).unwrap().tries))
        .sum();
    let request = Envelope {
        id: 3,
        body: Request::GenerateMany {
            first_seed: 5,
            count: 4,
            method: Method::Classic(options),
        },
    };
    let reply: Envelope<Response> =
        serde_json::from_str(&handle_message(&serde_json::to_string(&request).unwrap())).unwrap();
    assert_eq!(reply.id, 3);
    assert_eq!(
        reply.body,
        Response::GeneratedMany {
            result: Ok(Tally {
                made: 4,
                failed: 0,
                tries
            })
        }
    );
    let Response::GeneratedMany { result: Err(why) } = handle(Request::GenerateMany {
        first_seed: 1,
        count: GENERATE_MANY_MAX + 1,
        method: Method::Classic(options),
    }) else {
        panic!("too many puzzles accepted");
    };
    assert!(why.contains("at most"), "{why}");
    // The seeds wrap past the last one instead of overflowing.
    assert!(matches!(
        handle(Request::GenerateMany {
            first_seed: u64::MAX,
            count: 2,
            method: Method::Classic(options),
        }),
        Response::GeneratedMany {
            result: Ok(Tally { made: 2, .. })
        }
    ));
}

#[test]
fn learn_requests_answer_a_drill_its_examples_and_a_verdict() {
    use solver_core::learn::{Attempt, Verdict};
    use solver_core::Technique;
    let Response::Drilled { result: Ok(e) } = handle(Request::Drill {
        technique: Technique::XWing,
        seed: 5,
    }) else {
        panic!("no drill");
    };
    assert_eq!(e.technique, Technique::XWing);
    assert_eq!(e.step.technique, Technique::XWing);
    assert!(e.givens.is_extended_by(&e.position.digits));
    let Response::Examples { examples } = handle(Request::Examples {
        technique: Technique::XWing,
    }) else {
        panic!("no examples");
    };
    assert!(examples.len() >= 2);
    assert!(examples
        .iter()
        .all(|x| x.step.technique == Technique::XWing));
    let removed = e.step.eliminations.clone();
    let answer = handle(Request::CheckDrill {
        exercise: e.clone(),
        attempt: Attempt::Remove { removed },
    });
    assert_eq!(
        answer.drill_checked(),
        Some((Verdict::Right, "Right: that is the move.".to_string()))
    );
    let reply = handle(Request::Drill {
        technique: Technique::Guess,
        seed: 1,
    });
    assert!(matches!(reply, Response::Drilled { result: Err(_) }));
}

#[test]
fn a_lesson_s_words_come_from_the_worker() {
    use solver_core::Technique;
    let words = |technique| handle(Request::Lesson { technique }).lesson();
    let Some(Some((idea, expert))) = words(Technique::XWing) else {
        panic!("no words for the X-Wing");
    };
    assert!(idea.contains("two rows"), "{idea}");
    assert!(expert.starts_with("X-Wing:"), "{expert}");
    assert_eq!(
        words(Technique::HiddenSingleLine),
        words(Technique::HiddenSingleBox),
        "a hidden single in a line shares the hidden single's lesson"
    );
    assert_eq!(words(Technique::Guess), Some(None), "a guess has no lesson");
}
