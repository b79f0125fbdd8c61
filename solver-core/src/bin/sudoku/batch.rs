//! Runs one job per puzzle line on several threads and hands the results back in file order, as
//! soon as each is next in line: `sudoku rate` and `sudoku steps` over a file of thousands use
//! every core, and their output is byte for byte what one thread prints.
//!
//! Threads take puzzles a few at a time from a shared counter (puzzles differ a lot in cost, so
//! fixed shares would leave a thread idle); the results come back through a channel and wait in
//! a small map until every earlier one has been written.

use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;

/// How many puzzles a thread takes at once: small enough to keep both threads busy at the end of
/// a file, large enough that the shared counter is not touched per puzzle.
const TAKE: usize = 4;

/// The number of threads for `--jobs`: the argument if given, else the cores this process may
/// use (1 if that cannot be known).
pub fn threads(jobs: Option<NonZeroUsize>) -> usize {
    jobs.or_else(|| thread::available_parallelism().ok())
        .map_or(1, NonZeroUsize::get)
}

/// Calls `work` on every item (on `threads` threads) and `sink` on each result in the items'
/// order. Stops at the first error `sink` returns (the other threads finish their current
/// puzzles and stop taking new ones).
pub fn in_order<T, R, W, S>(items: &[T], threads: usize, work: W, mut sink: S) -> Result<(), String>
where
    T: Sync,
    R: Send,
    W: Fn(&T) -> R + Sync,
    S: FnMut(R) -> Result<(), String>,
{
    if threads <= 1 || items.len() <= TAKE {
        return items.iter().try_for_each(|item| sink(work(item)));
    }
    let next = AtomicUsize::new(0);
    let stop = AtomicUsize::new(0);
    thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<(usize, R)>();
        for _ in 0..threads.min(items.len().div_ceil(TAKE)) {
            let tx = tx.clone();
            let (next, stop, work) = (&next, &stop, &work);
            scope.spawn(move || {
                while stop.load(Ordering::Relaxed) == 0 {
                    let start = next.fetch_add(TAKE, Ordering::Relaxed);
                    if start >= items.len() {
                        break;
                    }
                    for (i, item) in items.iter().enumerate().skip(start).take(TAKE) {
                        if tx.send((i, work(item))).is_err() {
                            return;
                        }
                    }
                }
            });
        }
        drop(tx);
        let result = write_in_order(rx, &mut sink);
        if result.is_err() {
            stop.store(1, Ordering::Relaxed);
        }
        result
    })
}

/// Receives `(index, result)` pairs in any order and passes the results to `sink` in index
/// order. Returns when every sender is gone, or at `sink`'s first error (dropping the receiver,
/// so the senders' next `send` fails and they stop).
fn write_in_order<R, S>(rx: mpsc::Receiver<(usize, R)>, sink: &mut S) -> Result<(), String>
where
    S: FnMut(R) -> Result<(), String>,
{
    let mut waiting = BTreeMap::new();
    let mut due = 0;
    for (i, result) in rx {
        waiting.insert(i, result);
        while let Some(result) = waiting.remove(&due) {
            sink(result)?;
            due += 1;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(items: &[u64], threads: usize) -> Vec<u64> {
        let mut out = Vec::new();
        // Uneven work, so that later items often finish before earlier ones.
        let work = |&n: &u64| {
            std::hint::black_box((0..(n % 7) * 20_000).fold(n, |a, b| a.wrapping_mul(31) ^ b));
            n
        };
        in_order(items, threads, work, |r| {
            out.push(r);
            Ok(())
        })
        .map(|()| out)
        .unwrap_or_default()
    }

    #[test]
    fn results_come_back_in_the_items_order_whatever_the_threads() {
        let items: Vec<u64> = (0..203).rev().collect();
        for threads in [1, 2, 3, 8] {
            assert_eq!(run(&items, threads), items, "{threads} threads");
        }
        assert!(run(&[], 4).is_empty());
        assert_eq!(run(&[5, 9], 4), vec![5, 9]);
    }

    #[test]
    fn the_first_error_of_the_sink_stops_the_run() {
        let items: Vec<u64> = (0..500).collect();
        let mut seen = Vec::new();
        let result = in_order(
            &items,
            2,
            |&n| n,
            |n| {
                if n == 37 {
                    return Err("pipe closed".to_string());
                }
                seen.push(n);
                Ok(())
            },
        );
        assert_eq!(result, Err("pipe closed".to_string()));
        assert_eq!(seen, (0..37).collect::<Vec<u64>>());
    }

    #[test]
    fn jobs_default_to_at_least_one_thread() {
        assert!(threads(None) >= 1);
        assert_eq!(threads(NonZeroUsize::new(3)), 3);
    }
}
