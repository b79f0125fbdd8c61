//! The engine and the worker protocol (the page's postcard bytes) running as wasm, in headless Chromium
//! (`cargo test -p web --target wasm32-unknown-unknown --test wasm`, runner wasm-bindgen-test-runner).
//! The expected answers are the published solutions, so native and wasm are held to the same ones.
#![cfg(target_arch = "wasm32")]

use solver_core::Grid;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web::wire::{codec, Envelope, Request, Response};
use web::worker::{handle_bytes, handle_message};

wasm_bindgen_test_configure!(run_in_browser);

/// (puzzle, its unique solution): Wikipedia's example and "Easter Monster".
const CASES: [(&str, &str); 2] = [
    (
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    ),
    (
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
        "174385962293467158586192734451923876928674315367851249719548623635219487842736591",
    ),
];

fn ask(id: u32, request: Request) -> Envelope<Response> {
    let bytes = codec::encode(&Envelope { id, body: request }).expect("encodes");
    codec::decode(&handle_bytes(&bytes)).expect("the worker's reply decodes")
}

#[wasm_bindgen_test]
fn the_worker_protocol_solves_as_wasm() {
    for (i, (puzzle, solution)) in CASES.iter().enumerate() {
        let puzzle: Grid = puzzle.parse().expect("valid puzzle");
        let reply = ask(i as u32 + 1, Request::Solve { puzzle });
        assert_eq!(reply.id, i as u32 + 1);
        match reply.body {
            Response::Solved {
                solution: Some(found),
                count: 1,
            } => {
                assert_eq!(found.to_string(), *solution);
            }
            other => panic!("unexpected reply {other:?}"),
        }
    }
}

#[wasm_bindgen_test]
fn the_worker_protocol_counts_and_refuses_as_wasm() {
    let reply = ask(
        9,
        Request::Solve {
            puzzle: Grid::EMPTY,
        },
    );
    assert!(
        matches!(reply.body, Response::Solved { solution: Some(g), count: 2 } if g.is_solved())
    );
    let clash: Grid = format!("55{}", ".".repeat(79))
        .parse()
        .expect("parses: clashes are data");
    assert_eq!(
        ask(10, Request::Solve { puzzle: clash }).body,
        Response::Solved {
            solution: None,
            count: 0
        }
    );
    let garbage: Envelope<Response> =
        codec::decode(&handle_bytes(&[11, 0, 81])).expect("an answer even to garbage");
    assert_eq!(garbage.id, 11);
    assert!(matches!(garbage.body, Response::Invalid { .. }));
    let garbage: Envelope<Response> =
        serde_json::from_str(&handle_message("{\"id\":11,")).expect("an answer even to garbage");
    assert!(matches!(garbage.body, Response::Invalid { .. }));
}
