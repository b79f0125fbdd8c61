//! Fuzzing the page's parsers on stable Rust: share links, saved games and worker messages
//! never panic, whatever the text. Budget: `FUZZ_CASES` inputs per target (default 350,000).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use web::persist::games::SavedGame;
use web::share::link::from_location;
use web::wire::{codec, Envelope, Response};
use web::worker::{handle_bytes, handle_message};

fn run<S: Strategy>(name: &str, strategy: S, test: impl Fn(S::Value) -> Result<(), TestCaseError>) {
    let cases = std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(350_000u32);
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let result = runner.run(&strategy, test);
    println!(
        "fuzz {name}: {cases} generated inputs, {} failures",
        u32::from(result.is_err())
    );
    if let Err(e) = result {
        panic!("fuzz {name} failed: {e}");
    }
}

#[test]
fn links_never_panic() {
    let fragment = prop_oneof![
        "#p=[0-9.]{75,90}(&e=[0-9.]{0,90})?(&n=[A-Za-z0-9_\\-]{0,170})?",
        "#c=[1-9a-z]{0,100}",
        "\\PC{0,200}",
    ];
    run(
        "link::from_location",
        ("\\?bd=[0-9]{0,90}|\\PC{0,40}", fragment),
        |(search, fragment)| {
            let _ = from_location(&search, &fragment);
            Ok(())
        },
    );
}

#[test]
fn saved_games_and_worker_messages_never_panic() {
    let json_like = prop_oneof![
        "\\{\"version\":[0-9],\"id\":\"[a-z]{0,5}\",\"givens\":\"[0-9.]{0,90}\"[^}]{0,60}\\}",
        "\\{\"id\":[0-9]{1,12},\"body\":\\{\"(Solve|Rate)\":\\{\"puzzle\":\"[0-9.x]{0,90}\"\\}\\}\\}",
        "\\PC{0,120}",
        "pc1:[ -~\u{100}-\u{1ff}]{0,120}",
    ];
    run("storage + protocol", json_like, |text| {
        let _ = SavedGame::read(&text);
        let reply = handle_message(&text);
        prop_assert!(reply.starts_with('{'), "reply: {}", reply);
        Ok(())
    });
}

#[test]
fn worker_bytes_never_panic() {
    // Random bytes, and a Solve (index 0) or Rate (4) with a puzzle string of any length and
    // content, as postcard lays them out: id, variant, length, text.
    let bytes = prop_oneof![
        proptest::collection::vec(any::<u8>(), 0..120),
        (
            any::<u8>(),
            prop_oneof![Just(0u8), Just(4u8)],
            "[0-9.x]{0,90}"
        )
            .prop_map(|(id, variant, text)| {
                let mut b = vec![id & 0x7f, variant, text.len() as u8];
                b.extend_from_slice(text.as_bytes());
                b
            }),
    ];
    run("protocol bytes", bytes, |bytes| {
        let reply: Result<Envelope<Response>, String> = codec::decode(&handle_bytes(&bytes));
        prop_assert!(reply.is_ok(), "reply to {:?}: {:?}", bytes, reply);
        Ok(())
    });
}
